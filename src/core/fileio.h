/* Whole-file reads and atomic writes, so nothing a user made is ever half
 * written. */
#ifndef FILEIO_H
#define FILEIO_H

#include <stddef.h>
#include <stdio.h>

#include "plat/plat.h"

#define FILEIO_MAX_READ (16u << 20)
/* The longest path (bytes) a write takes, on every system: Linux's
 * PATH_MAX (4096 with the NUL) less room for the temporary's ".tmpPID"
 * beside it. Windows would take longer ones ("\\?\"), but a save that
 * works on one system then works on the other. */
#define FILEIO_PATH_MAX 4000

/* What a path is (fileio_exists): 0 when it is not there. */
enum {
    FILEIO_NONE = PLAT_NONE,
    FILEIO_REGULAR = PLAT_REGULAR,
    FILEIO_DIR = PLAT_DIR,
    FILEIO_FIFO = PLAT_FIFO,
    FILEIO_DEVICE = PLAT_DEVICE,
    FILEIO_SOCKET = PLAT_SOCKET,
    FILEIO_OTHER = PLAT_OTHER
};
const char *fileio_kind_name(int kind);

/* Opens a regular file for reading, never blocking on what is not one (a
 * FIFO without a writer would wait for ever): anything else is refused with
 * "PATH: is not a regular file (it is a named pipe (FIFO))". The
 * descriptor (closed with plat_close, or the test seam's close), or -1 with the
 * message on failure. */
int fileio_open_read(const char *path, char *err, size_t errlen);
/* Reads a whole regular file into a NUL-terminated heap buffer; NULL with a
 * message naming the path on failure. */
char *fileio_read(const char *path, size_t *len, char *err, size_t errlen);
/* fileio_read for the text files (levels, saves, settings, scripts): a
 * leading UTF-8 byte-order mark is dropped and CR LF or CR-only line ends
 * become LF, as editors on other systems write them (fileio_text_tidy). */
char *fileio_read_text(const char *path, size_t *len, char *err, size_t errlen);
/* The same in place on text[0..len) (NUL bytes kept); the new length. */
size_t fileio_text_tidy(char *text, size_t len);
/* Where text[0..len) holds its first NUL byte (text read whole may: it
 * would end the parse there and lose the rest): 1 with the line and the
 * character in it (1-based), 0 when it has none. */
int fileio_nul_at(const char *text, size_t len, int *line, size_t *col);
/* Writes data to a temporary file beside path, flushes it to disk and renames
 * it over path: the old file survives any failure. Only a regular file is
 * ever replaced: a path that names a directory, FIFO, device or socket is
 * refused ("PATH: refused: it is a device, not a regular file ...") before
 * anything is made (docs/hardening.md). A symbolic link is written through:
 * its target (resolved, and held to the same rule) is replaced and the link
 * stays; a link to nothing is refused. */
int fileio_write_atomic(const char *path, const char *data, size_t len, char *err,
                        size_t errlen);
/* fileio_write_atomic without the flush to disk: the file is whole under
 * its name when this returns, so a process killed after it loses nothing,
 * in some 0.05 ms where the flush takes 5-20 ms (a frame). fileio_sync,
 * off the drawing thread, then makes it survive a power cut (ext4, XFS
 * and btrfs write a file replaced by rename before the rename itself). */
int fileio_write_atomic_nosync(const char *path, const char *data, size_t len, char *err, size_t errlen);
/* Flushes the file at path and the folder that names it to disk: 0, or
 * -1 with "PATH: cannot flush to disk: REASON". */
int fileio_sync(const char *path, char *err, size_t errlen);
/* Writes data as a new file in dir named STEM EXT, or STEM-2 EXT, STEM-3
 * EXT... when that is taken, never over a file: the complete temporary is
 * linked onto the name, which fails when another writer (another client
 * in the same second) has it, and the next name is tried. taken (may be
 * NULL) passes over names held elsewhere (another folder). name (n bytes)
 * gets the name used. 0, or -1 with a message (nothing is left behind). */
int fileio_write_fresh(const char *dir, const char *stem, const char *ext, const char *data, size_t len,
                       int (*taken)(const char *name, void *ctx), void *ctx, char *name, size_t n, char *err,
                       size_t errlen);
/* fileio_write_fresh without the flush (fileio_write_atomic_nosync). */
int fileio_write_fresh_nosync(const char *dir, const char *stem, const char *ext, const char *data, size_t len,
                              int (*taken)(const char *name, void *ctx), void *ctx, char *name, size_t n, char *err,
                              size_t errlen);
/* A lock (plat_lock) on the file path itself (made when missing), taken only
 * when free: it dies with the process that holds it, whatever ends it.
 * The descriptor, FILEIO_LOCK_HELD when another open file (another
 * client) holds it, or -1 with a message. */
#define FILEIO_LOCK_HELD (-2)
int fileio_trylock(const char *path, char *err, size_t errlen);
/* Removes path and lets its lock go (fd from fileio_trylock; -1: nothing). */
void fileio_unlock_remove(const char *path, int fd);
/* A lock (plat_lock) on "PATH.lock", for the read, merge and write
 * of a file that clients sharing a data folder all change: waits while
 * another holds it. The descriptor for fileio_unlock, or -1 with a
 * message. The lock file stays (removing it would race a waiter). */
int fileio_lock(const char *path, char *err, size_t errlen);
void fileio_unlock(int fd);
/* The rule of fileio_write_atomic for writers that make their file another
 * way (a PNG, a GIF): the path to write (path, or a link's target) in
 * target, 0; or -1 with the reason. Refused: a name the system cannot take
 * (plat_name_refused), a path over FILEIO_PATH_MAX bytes, anything but a
 * regular file at the name, a file marked read-only (plat_readonly). A
 * path too long for the message is shown by its start and end. */
int fileio_write_target(const char *path, char *target, size_t n, char *err, size_t errlen);
/* Removes the temporaries ("NAME.tmpPID", regular files or links) that an
 * interrupted write left in dir: those of a process no longer running, or
 * last written before the process now under that pid started; the number
 * removed. Nothing else is touched. Called at start-up on the user's
 * folders. */
int fileio_remove_stale_temps(const char *dir);
/* The same for one file's temporaries only ("PATH.tmpPID" beside it):
 * fileio_write_atomic calls it after each replace, so a writer killed
 * while it saved there leaves nothing for long. */
int fileio_remove_stale_temps_of(const char *path);
/* The same in dir and the folders below it, depth levels down (links to
 * folders are not followed). */
int fileio_remove_stale_temps_below(const char *dir, int depth);
/* Creates a directory and its parents (mode 0755); 0 on success. */
int fileio_mkdirs(const char *path);
/* What is at path (FILEIO_REGULAR, FILEIO_FIFO, ...), following links;
 * FILEIO_NONE (0) when nothing is, so it reads as a truth value too. */
int fileio_exists(const char *path);
/* 1 when path is a regular file; else 0 with a message saying what it is. */
int fileio_is_regular(const char *path, char *err, size_t errlen);

/* Test seam: the platform calls (plat/plat.h) behind the reads and writes
 * here (fileio_read*, fileio_write_*, fileio_exists, fileio_is_regular), so
 * tests can make a save fail the way a full disk, a read-only directory or a
 * failing flush does (even when run as root) and check that the old file
 * survives, and the fuzzers can run on files in memory (fuzz/memfs.c). */
typedef struct {
    int (*open)(const char *path, int flags, int mode); /* PLAT_O_* flags */
    ssize_t (*write)(int fd, const void *buf, size_t n);
    int (*fsync)(int fd);
    int (*rename)(const char *from, const char *to);
    ssize_t (*read)(int fd, void *buf, size_t n);
    int (*close)(int fd);
    int (*fstat)(int fd, plat_stat_t *st);
    int (*stat)(const char *path, plat_stat_t *st);
    int (*lstat)(const char *path, plat_stat_t *st);
    int (*unlink)(const char *path);
    int (*link)(const char *from, const char *to);
    int (*lock)(int fd, int wait);
} fileio_ops_t;
/* Replaces them (NULL members keep the platform's); NULL restores all. */
void fileio_set_ops(const fileio_ops_t *ops);
/* The ones in force (for fileout.c, which writes through the same seam). */
const fileio_ops_t *fileio_get_ops(void);
/* 1 when every operation in use is ops's (all members set). */
int fileio_ops_match(const fileio_ops_t *ops);

#endif
