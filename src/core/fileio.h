/* Whole-file reads and atomic writes, so nothing a user made is ever half
 * written. */
#ifndef FILEIO_H
#define FILEIO_H

#include <stddef.h>

#define FILEIO_MAX_READ (16u << 20)

/* Reads a whole file into a NUL-terminated heap buffer; NULL with a message
 * naming the path on failure. */
char *fileio_read(const char *path, size_t *len, char *err, size_t errlen);
/* Writes data to a temporary file beside path, flushes it to disk and renames
 * it over path: the old file survives any failure. */
int fileio_write_atomic(const char *path, const char *data, size_t len, char *err,
                        size_t errlen);
/* Creates a directory and its parents (mode 0755); 0 on success. */
int fileio_mkdirs(const char *path);
int fileio_exists(const char *path);

#endif
