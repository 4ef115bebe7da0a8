/* A file written a piece at a time (a GIF export) and made visible only
 * when whole: written to "PATH.tmpPID" beside it (the name that
 * fileio_remove_stale_temps cleans), flushed and renamed over PATH, as
 * fileio_write_atomic does for a buffer. Every failure names the OS reason
 * ("No space left on device"); a destination that cannot be written is
 * refused at the start, before any work is done for it. */
#ifndef FILEOUT_H
#define FILEOUT_H

#include <stddef.h>

typedef struct fileout fileout_t;

/* NULL with "PATH: cannot write: REASON" when PATH is something other than
 * a regular file (a directory, a device) or its temporary cannot be made
 * (a missing or read-only folder). */
fileout_t *fileout_begin(const char *path, char *err, size_t errlen);
/* Buffers or writes len bytes: 0, or -1 once any write failed (the first
 * failure is kept for fileout_commit and fileout_error). */
int fileout_write(fileout_t *f, const void *data, size_t len);
/* "PATH: write failed: REASON" after a failed write, else "". */
const char *fileout_error(const fileout_t *f);
/* Writes what is buffered, flushes to disk, renames over PATH and frees f:
 * 0, or -1 with the message (the temporary removed, an old PATH kept). */
int fileout_commit(fileout_t *f, char *err, size_t errlen);
/* Removes the temporary and frees f (NULL: nothing). */
void fileout_abort(fileout_t *f);

#endif
