/* Files in memory behind fileio's seam (fileio_set_ops), for the fuzz
 * harnesses: whatever a fuzzed input makes the code write (hexgtp's
 * savegame, say) lands in a table here, never on a disk. Once made the
 * fuzzers once wrote a save over /dev/null, /dev/zero and /dev/full of a
 * machine running them as root (issue 32).
 *
 * Writes, renames and removals only ever touch the table. Reads and stats
 * find the table's files first; other paths are read from the real file
 * system only below the read root (the data folder with the shipped levels
 * the games start from), opened read-only; anything else is missing. */
#ifndef FUZZ_MEMFS_H
#define FUZZ_MEMFS_H

#include <stddef.h>

/* Installs the operations (read_root: the one real folder read from) and
 * empties the table. Call before anything else that may touch a file. */
void memfs_install(const char *read_root);
/* 1 while the operations in use are this file system's. */
int memfs_active(void);
/* Drops every file kept (and any handle left open). */
void memfs_reset(void);
/* The text of a kept file (not NUL-terminated), NULL when none. */
const char *memfs_file(const char *path, size_t *len);

#endif
