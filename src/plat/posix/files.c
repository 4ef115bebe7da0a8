/* The seam's files and folders on POSIX (plat.h). */
#include "plat/plat_int.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define STR_(x) #x
#define STR(x) STR_(x)

int plat_open(const char *path, int flags, int mode)
{
    int acc = flags & PLAT_O_RDWR;
    int f = (acc == PLAT_O_RDWR ? O_RDWR : acc == PLAT_O_WRITE ? O_WRONLY : O_RDONLY) | O_CLOEXEC | O_NOCTTY;
    if (flags & PLAT_O_CREATE) f |= O_CREAT;
    if (flags & PLAT_O_EXCL) f |= O_EXCL;
    if (flags & PLAT_O_TRUNC) f |= O_TRUNC;
    if (flags & PLAT_O_APPEND) f |= O_APPEND;
    if (flags & PLAT_O_NOFOLLOW) f |= O_NOFOLLOW;
    if (flags & PLAT_O_NONBLOCK) f |= O_NONBLOCK;
    return open(path, f, (mode_t)mode);
}

ssize_t plat_read(int fd, void *buf, size_t n) { return read(fd, buf, n); }
ssize_t plat_write(int fd, const void *buf, size_t n) { return write(fd, buf, n); }
int plat_close(int fd) { return close(fd); }
/* A browser page without threads is built with Asyncify, where
 * emscripten's fsync waits for a whole copy of the mount to IndexedDB by
 * unwinding the page's frame (the next frame would run inside it). Its
 * files are in memory: nothing to flush there; the browser's host copies
 * them to IndexedDB after each change (plat_set_change_hook). */
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
static int flush_fd(int fd) { return fcntl(fd, F_GETFD) == -1 ? -1 : 0; }
#else
static int flush_fd(int fd) { return fsync(fd); }
#endif

int plat_fsync(int fd) { return flush_fd(fd); }

void plat_fd_blocking(int fd)
{
    /* A descriptor of the test seam's has no flags: fcntl fails and
     * changes nothing. */
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0) fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
}

static void from_stat(const struct stat *s, plat_stat_t *st)
{
    mode_t m = s->st_mode;
    st->kind = S_ISREG(m)                  ? PLAT_REGULAR
               : S_ISDIR(m)                ? PLAT_DIR
               : S_ISLNK(m)                ? PLAT_LINK
               : S_ISFIFO(m)               ? PLAT_FIFO
               : S_ISCHR(m) || S_ISBLK(m) ? PLAT_DEVICE
               : S_ISSOCK(m)               ? PLAT_SOCKET
                                           : PLAT_OTHER;
    st->size = (int64_t)s->st_size;
    st->mtime = (int64_t)s->st_mtim.tv_sec;
    st->mtime_ns = s->st_mtim.tv_nsec;
    st->dev = (uint64_t)s->st_dev;
    st->ino = (uint64_t)s->st_ino;
}

int plat_fstat(int fd, plat_stat_t *st)
{
    struct stat s;
    if (fstat(fd, &s) != 0) return -1;
    from_stat(&s, st);
    return 0;
}

int plat_stat(const char *path, plat_stat_t *st)
{
    struct stat s;
    if (stat(path, &s) != 0) return -1;
    from_stat(&s, st);
    return 0;
}

int plat_lstat(const char *path, plat_stat_t *st)
{
    struct stat s;
    if (lstat(path, &s) != 0) return -1;
    from_stat(&s, st);
    return 0;
}

int plat_rename(const char *from, const char *to) { return plat_changed(rename(from, to), to); }
int plat_link(const char *from, const char *to) { return plat_changed(link(from, to), to); }
int plat_unlink(const char *path) { return plat_changed(unlink(path), path); }
int plat_mkdir(const char *path) { return mkdir(path, 0755); }
int plat_rmdir(const char *path) { return plat_changed(rmdir(path), path); }
char *plat_realpath(const char *path) { return realpath(path, NULL); }

int plat_sync_path(const char *path, int is_dir)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (is_dir ? O_DIRECTORY : 0));
    if (fd < 0) return -1;
    int rc = flush_fd(fd);
    int e = errno;
    close(fd);
    errno = e;
    /* EINVAL: a file system that has nothing to flush (a pipe, some FUSE). */
    return rc != 0 && errno != EINVAL ? -1 : 0;
}

int plat_mkdtemp(char *templ) { return mkdtemp(templ) ? 0 : -1; }

int plat_temp_root(int on_disk, char *buf, size_t n)
{
    const char *t = getenv("TMPDIR");
    const char *root = on_disk ? "/var/tmp" : t && *t ? t : "/tmp";
    return snprintf(buf, n, "%s", root) >= (int)n ? -1 : 0;
}

FILE *plat_fopen(const char *path, const char *mode) { return fopen(path, mode); }

int plat_lock(int fd, int wait)
{
    /* flock: held by the open file, so two clients in one process (the
     * tests) exclude each other as two processes do. */
    int rc;
    while ((rc = flock(fd, LOCK_EX | (wait ? 0 : LOCK_NB))) != 0 && errno == EINTR) {
    }
    return rc;
}

struct plat_dir {
    DIR *d;
};

plat_dir_t *plat_dir_open(const char *path)
{
    DIR *d = opendir(path);
    if (!d) return NULL;
    plat_dir_t *pd = malloc(sizeof *pd);
    if (!pd) {
        closedir(d);
        errno = ENOMEM;
        return NULL;
    }
    pd->d = d;
    return pd;
}

const char *plat_dir_next(plat_dir_t *d)
{
    struct dirent *e;
    while ((e = readdir(d->d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) return e->d_name;
    return NULL;
}

void plat_dir_close(plat_dir_t *d)
{
    if (!d) return;
    closedir(d->d);
    free(d);
}

const char *plat_name_refused(const char *path)
{
    /* PATH_MAX counts the NUL: open() fails with ENAMETOOLONG past it. */
    if (strlen(path) >= PATH_MAX)
        return "a path too long for this system (PATH_MAX is " STR(PATH_MAX) " bytes, its end included)";
    /* NAME_MAX of Linux's file systems (and the BSDs', macOS's). */
    for (const char *p = path; *p;) {
        size_t n = strcspn(p, "/");
        if (n > 255) return "a name longer than 255 bytes (the most a file system here holds)";
        p += n;
        p += strspn(p, "/");
    }
    return NULL;
}

/* A file's own mode does not stop a rename over it (only the folder's
 * does, and that refusal comes from rename itself). */
int plat_readonly(const char *path)
{
    (void)path;
    return 0;
}

const char *plat_system(void) { return "posix"; }
