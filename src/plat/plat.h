/* The platform seam: every call into the operating system that is not
 * plain C11 (files beyond stdio, folders, locks, processes, clocks, the
 * console, the user's folders) goes through these functions. Two
 * implementations, in their own folders: src/plat/posix (Linux; BSD and
 * macOS too, see docs/porting.md) and src/plat/win32 (Windows, built with
 * mingw-w64). The Makefile's PLATFORM picks one; nothing else in the tree
 * asks which system it runs on. Threads stay pthreads (mingw-w64's
 * winpthreads) and are not wrapped here.
 *
 * Conventions: paths are UTF-8 with '/' between names (Windows accepts
 * '/', and the win32 side turns every path into UTF-16 for the wide
 * calls; the paths it hands back use '/' too). Failures return -1 (or
 * NULL) with errno set to the nearest POSIX code, so callers keep their
 * "PATH: REASON" messages with strerror. Files are always opened in
 * binary mode and are never inherited by child processes.
 *
 * Why descriptors (int) and not handles: core/fileio.c's test seam
 * (fileio_ops_t) swaps these calls for failing or in-memory ones, and the
 * fuzzers' files in memory (fuzz/memfs.c) hand out their own numbers; an
 * int works for both, and the C runtime of Windows has descriptors too. */
#ifndef PLAT_H
#define PLAT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <time.h>

/* ---- Files and folders ---- */

/* What a path is (plat_stat_t.kind). PLAT_NONE is 0. */
enum { PLAT_NONE, PLAT_REGULAR, PLAT_DIR, PLAT_FIFO, PLAT_DEVICE, PLAT_SOCKET, PLAT_OTHER, PLAT_LINK };

typedef struct {
    int kind;             /* PLAT_REGULAR ... (PLAT_LINK from plat_lstat only) */
    int64_t size;         /* bytes */
    int64_t mtime;        /* last written, seconds since 1970 (UTC) */
    long mtime_ns;        /* and nanoseconds within that second */
    uint64_t dev, ino;    /* which file it is: equal pairs are the same file */
} plat_stat_t;

/* plat_open's flags (one of READ, WRITE, RDWR, with any of the rest). */
enum {
    PLAT_O_READ = 1,
    PLAT_O_WRITE = 2,
    PLAT_O_RDWR = 3,
    PLAT_O_CREATE = 4,
    PLAT_O_EXCL = 8,      /* with CREATE: fails with EEXIST when the name is taken */
    PLAT_O_TRUNC = 16,
    PLAT_O_APPEND = 32,
    PLAT_O_NOFOLLOW = 64, /* a symbolic link at the name is not followed (fails) */
    PLAT_O_NONBLOCK = 128, /* the open itself never waits (a FIFO without a writer) */
    PLAT_O_SHARE_NONE = 256 /* Windows: while open, no other open may read, write,
                             * rename or replace the file, as another program's
                             * exclusive open (the tests' way to make one);
                             * POSIX has no such open and ignores it */
};

/* A descriptor (binary, not inherited, never a controlling terminal), or
 * -1 with errno. mode: the permission bits of a file made (POSIX). */
int plat_open(const char *path, int flags, int mode);
ssize_t plat_read(int fd, void *buf, size_t n);
ssize_t plat_write(int fd, const void *buf, size_t n);
int plat_close(int fd);
/* The file's data to disk. A descriptor opened for reading may be flushed
 * (POSIX allows it; Windows does not, and plat_sync_path is the portable
 * way to flush a file that is already written). */
int plat_fsync(int fd);
/* Clears PLAT_O_NONBLOCK for the reads after a non-blocking open. */
void plat_fd_blocking(int fd);
int plat_fstat(int fd, plat_stat_t *st);
/* What path is, following links; plat_lstat does not follow a last link. */
int plat_stat(const char *path, plat_stat_t *st);
int plat_lstat(const char *path, plat_stat_t *st);
/* Renames from over to, replacing a file there in one step (the atomic
 * replace that every save relies on). */
int plat_rename(const char *from, const char *to);
/* A second name (hard link) for a file; EEXIST when to is taken, EPERM or
 * ENOSYS where the file system has none. */
int plat_link(const char *from, const char *to);
int plat_unlink(const char *path);
/* Calls fn(path) after each rename, link, unlink and rmdir here that
 * succeeded (rename and link: the new name). Every file the program writes
 * is made whole under its name by one of them (core/fileio.c's atomic
 * writes, fileout.c, the screenshots), so this is the one place that
 * learns that the user's files changed: the browser's host copies its
 * in-memory files to IndexedDB from it (src/ui/app/host_web.c). NULL: none
 * (the default). Set once, before any thread starts; fn may be called on
 * any thread. */
typedef void (*plat_change_fn)(const char *path);
void plat_set_change_hook(plat_change_fn fn);
/* One folder (mode 0755 where modes exist); EEXIST when something is there. */
int plat_mkdir(const char *path);
int plat_rmdir(const char *path);
/* The absolute path with every link resolved, malloc'd; NULL with errno
 * (ENOENT when it or a link's target is missing). */
char *plat_realpath(const char *path);
/* Flushes what path names (a file, or with is_dir a folder) to disk,
 * opening it itself: 0, or -1 with errno. A folder is flushed where the
 * system can (POSIX); on Windows the rename itself is written through. */
int plat_sync_path(const char *path, int is_dir);
/* Makes a new folder from templ, whose last six characters are XXXXXX
 * (replaced, as mkdtemp does): 0, or -1 with errno. */
int plat_mkdtemp(char *templ);
/* The folder for temporary files: $TMPDIR or /tmp on POSIX (on_disk:
 * /var/tmp, which is not in memory), the user's temporary folder on
 * Windows. 0, or -1 when it does not fit. */
int plat_temp_root(int on_disk, char *buf, size_t n);
/* Why this system refuses a name in path as a file's, or NULL where it
 * takes every one: a name longer than it holds (both); a path longer than
 * it takes (PATH_MAX, 4096 bytes with the NUL, on Linux; 32767 UTF-16
 * characters on Windows, whose wide calls take a path past MAX_PATH in
 * the "\\?\" form that the seam gives it); a device's name
 * (CON, NUL, COM1, LPT1 ..., with any extension), a character it cannot
 * store (<>:"|?*, controls) or a name ending in a dot or a space (Windows).
 * Asked before a file is written, so that a save aimed there fails with
 * the reason, naming the path, instead of writing into a device. */
const char *plat_name_refused(const char *path);
/* 1 when path is a regular file marked read-only in a way that stops this
 * system replacing or removing it: Windows' read-only attribute (there
 * MoveFileEx, ReplaceFile and DeleteFile answer ERROR_ACCESS_DENIED, even
 * to an administrator). 0 otherwise, and always on POSIX, where the
 * folder's permission decides a rename and the file's own bits do not.
 * Asked before a save replaces path, so that the refusal says why. */
int plat_readonly(const char *path);
/* Which seam this is: "posix" or "windows" (for the tests of what only
 * one system refuses, and for messages). */
const char *plat_system(void);
/* fopen in binary mode whatever mode says ("r" reads bytes as they are). */
FILE *plat_fopen(const char *path, const char *mode);

/* Locks a whole open file for this open file (not for the process: two
 * opens in one process exclude each other). wait: 0 tries once. 0 when
 * taken; -1 with errno EWOULDBLOCK when another holds it (wait 0), other
 * errno on failure. Closing the descriptor lets it go. */
int plat_lock(int fd, int wait);

/* A folder's names, "." and ".." left out, in the system's order. */
typedef struct plat_dir plat_dir_t;
plat_dir_t *plat_dir_open(const char *path);
/* The next name (UTF-8, valid until the next call), or NULL at the end. */
const char *plat_dir_next(plat_dir_t *d);
void plat_dir_close(plat_dir_t *d);

/* ---- Processes ---- */

/* This process's id (in temporary names: NAME.tmpPID). */
int64_t plat_pid(void);
/* 1 when a process runs under pid (or one may: it is another user's),
 * 0 when none does, -1 when that cannot be told. */
int plat_pid_alive(int64_t pid);
/* When process pid started, seconds since 1970; -1 when unknown. */
double plat_pid_start_time(int64_t pid);
/* Sets the environment variable name to value (NULL: removes it); 0, or
 * -1 with errno. For the tests, which point XDG_* at their own folders. */
int plat_setenv(const char *name, const char *value);
/* The path of the running program (UTF-8, '/'), 0; -1 when unknown. */
int plat_exe_path(char *buf, size_t n);

/* ---- The user's folders ---- */

/* Where settings live (…/hexarcade): $XDG_CONFIG_HOME or ~/.config on
 * POSIX, %APPDATA%/Hexarcade on Windows (macOS: ~/Library/Application
 * Support/Hexarcade, docs/porting.md). Not created. 0, or -1 when the
 * environment names no home. */
int plat_config_dir(char *buf, size_t n);
/* Where saves live: $XDG_DATA_HOME or ~/.local/share on POSIX; the same
 * folder as the settings on Windows. */
int plat_data_dir(char *buf, size_t n);
/* The folder of device nodes to look for a GPU in (gpu.c), NULL where the
 * system has no such folder (then a GPU is assumed). */
const char *plat_device_dir(void);

/* 1 where a window needs a display server that the environment names
 * (DISPLAY, WAYLAND_DISPLAY: Linux and the BSDs), 0 where the system
 * always has its own (Windows, macOS). */
int plat_display_named(void);

/* ---- The heap ---- */

/* At start-up: every freed block of 512 KB and more goes back to the
 * system (glibc raises its mmap threshold to the size of each large block
 * freed, up to 32 MB, and their pages then stay resident). Nothing where
 * the C library does not need it. */
void plat_heap_tune(void);
/* Gives the heap's free pages back to the system (glibc's malloc_trim),
 * for an idle moment. */
void plat_heap_trim(void);

/* ---- Time and processors ---- */

/* Seconds on a clock that never goes back (for durations). */
double plat_now(void);
/* Processor seconds this process has used (all its threads); where the
 * system keeps no such clock (WebAssembly), the monotonic clock's seconds. */
double plat_cpu_seconds(void);
/* Processor seconds the calling thread has used (the same fallback). */
double plat_thread_cpu_seconds(void);
/* Sleeps ms milliseconds (at least; the system's tick may round up). */
void plat_sleep_ms(double ms);
/* t in local time; 0, or -1 when it cannot be told. */
int plat_localtime(time_t t, struct tm *out);
/* Processors online, at least 1. */
int plat_cpu_count(void);
/* The threads a search runs on unless the person chose: every processor
 * on a desktop; in a browser page every one but one, at least one. There
 * the page's own thread draws, and two searching threads on two cores
 * left it so little that a move's frame took 130-200 ms. */
int plat_search_cores(void);
/* The system's 1-minute load average (runnable processes) in *load: 0, or
 * -1 where the system keeps none (Windows). */
int plat_load_average(double *load);

/* ---- The console ---- */

/* Waits until the input in (standard input, a pipe, a file) has something
 * to read (or its end), at most timeout_ms (-1: for ever; 0: only looks):
 * 1 ready, 0 timed out, -1 on error. What stdio has already buffered is
 * not seen. */
int plat_input_wait(FILE *in, int timeout_ms);
/* Calls fn (from a signal handler, or on Windows from the console's
 * thread: fn may only store to a volatile sig_atomic_t) when the user or
 * the system asks the program to end (SIGHUP/SIGTERM/SIGINT; Ctrl+C, the
 * console closed, log-off). A second request ends the program at once. */
void plat_on_quit_request(void (*fn)(int));
/* Standard input and output in binary mode: a protocol's lines end in LF
 * alone, as on POSIX (Windows' text mode writes CR LF). Nothing on POSIX. */
void plat_stdio_binary(void);
/* Sends standard error to the null device (a library's noise); the value
 * to hand plat_stderr_restore (-1: nothing was changed). */
int plat_stderr_quiet(void);
void plat_stderr_restore(int saved);

#endif
