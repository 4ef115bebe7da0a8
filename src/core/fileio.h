/* Whole-file reads and atomic writes, so nothing a user made is ever half
 * written. */
#ifndef FILEIO_H
#define FILEIO_H

#include <stddef.h>
#include <sys/types.h>

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

/* Test seam: the system calls behind fileio_write_atomic, so tests can make
 * a save fail the way a full disk, a read-only directory or a failing flush
 * does (even when run as root) and check that the old file survives. */
typedef struct {
    int (*open)(const char *path, int flags, mode_t mode);
    ssize_t (*write)(int fd, const void *buf, size_t n);
    int (*fsync)(int fd);
    int (*rename)(const char *from, const char *to);
} fileio_ops_t;
/* Replaces them (NULL members keep the system's); NULL restores all. */
void fileio_set_ops(const fileio_ops_t *ops);

#endif
