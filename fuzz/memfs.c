#include "memfs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "plat/plat.h"

#define MEMFS_FILES 64            /* files kept at once */
#define MEMFS_HANDLES 16          /* handles open at once */
#define MEMFS_BYTES (8u << 20)    /* a file's largest size: past it, ENOSPC */
#define MEMFS_FD_BASE (1 << 29)   /* above any real descriptor */

typedef struct {
    char *path; /* NULL: a free slot */
    char *data;
    size_t len, cap;
} memfs_file_t;

typedef struct {
    int file; /* index into files; -1: free */
    size_t pos;
    int writable;
} memfs_handle_t;

/* One file system per process: the seam has no context pointer, and a
 * fuzzer runs one input at a time. */
static memfs_file_t files[MEMFS_FILES];
static memfs_handle_t handles[MEMFS_HANDLES];
static char root[4096]; /* realpath of the read root, "" none */

static int find(const char *path)
{
    for (int i = 0; i < MEMFS_FILES; i++)
        if (files[i].path && !strcmp(files[i].path, path)) return i;
    return -1;
}

static void drop(int i)
{
    free(files[i].path);
    free(files[i].data);
    memset(&files[i], 0, sizeof files[i]);
}

static int create(const char *path)
{
    for (int i = 0; i < MEMFS_FILES; i++) {
        if (files[i].path) continue;
        files[i].path = strdup(path);
        if (!files[i].path) return errno = ENOMEM, -1;
        return i;
    }
    return errno = ENOSPC, -1;
}

/* 1 when path (existing) lies below the read root. */
static int readable_real(const char *path)
{
    if (!root[0]) return 0;
    char *real = plat_realpath(path);
    if (!real) return 0;
    size_t k = strlen(root);
    int ok = !strncmp(real, root, k) && (real[k] == '/' || real[k] == '\0');
    free(real);
    return ok;
}

static memfs_handle_t *handle(int fd)
{
    int i = fd - MEMFS_FD_BASE;
    if (i < 0 || i >= MEMFS_HANDLES || handles[i].file < 0) return NULL;
    return &handles[i];
}

static int mem_open(const char *path, int flags, int mode)
{
    (void)mode;
    int writing = (flags & PLAT_O_RDWR) != PLAT_O_READ || (flags & (PLAT_O_CREATE | PLAT_O_TRUNC));
    int f = find(path);
    if (!writing && f < 0) {
        /* Read-only, below the root: the real file (shipped levels). */
        if (!readable_real(path)) return errno = ENOENT, -1;
        return plat_open(path, PLAT_O_READ | PLAT_O_NONBLOCK, 0);
    }
    if (f >= 0 && (flags & PLAT_O_CREATE) && (flags & PLAT_O_EXCL)) return errno = EEXIST, -1;
    if (f < 0 && !(flags & PLAT_O_CREATE)) return errno = ENOENT, -1;
    int h = 0;
    while (h < MEMFS_HANDLES && handles[h].file >= 0) h++;
    if (h == MEMFS_HANDLES) return errno = EMFILE, -1;
    if (f < 0 && (f = create(path)) < 0) return -1;
    if (flags & PLAT_O_TRUNC) files[f].len = 0;
    handles[h] = (memfs_handle_t){f, 0, writing};
    return MEMFS_FD_BASE + h;
}

static ssize_t mem_write(int fd, const void *buf, size_t n)
{
    memfs_handle_t *h = handle(fd);
    if (!h || !h->writable) return errno = EBADF, -1; /* a real descriptor is never written */
    memfs_file_t *f = &files[h->file];
    if (n > MEMFS_BYTES - h->pos) return errno = ENOSPC, -1;
    size_t end = h->pos + n;
    if (end > f->cap) {
        size_t cap = f->cap ? f->cap : 256;
        while (cap < end) cap *= 2;
        char *d = realloc(f->data, cap);
        if (!d) return errno = ENOMEM, -1;
        f->data = d;
        f->cap = cap;
    }
    if (h->pos > f->len) memset(f->data + f->len, 0, h->pos - f->len);
    memcpy(f->data + h->pos, buf, n);
    h->pos = end;
    if (end > f->len) f->len = end;
    return (ssize_t)n;
}

static ssize_t mem_read(int fd, void *buf, size_t n)
{
    if (fd < MEMFS_FD_BASE) return plat_read(fd, buf, n);
    memfs_handle_t *h = handle(fd);
    if (!h) return errno = EBADF, -1;
    memfs_file_t *f = &files[h->file];
    size_t left = h->pos < f->len ? f->len - h->pos : 0;
    if (n > left) n = left;
    memcpy(buf, f->data + h->pos, n);
    h->pos += n;
    return (ssize_t)n;
}

static int mem_fsync(int fd) { return handle(fd) ? 0 : (errno = EBADF, -1); }

static int mem_close(int fd)
{
    if (fd < MEMFS_FD_BASE) return plat_close(fd);
    memfs_handle_t *h = handle(fd);
    if (!h) return errno = EBADF, -1;
    h->file = -1;
    return 0;
}

static void mem_stat_of(const memfs_file_t *f, plat_stat_t *st)
{
    memset(st, 0, sizeof *st);
    st->kind = PLAT_REGULAR;
    st->size = (int64_t)f->len;
    st->ino = (uint64_t)(f - files) + 1; /* which file: a name kept by a lock is found again */
}

static int mem_fstat(int fd, plat_stat_t *st)
{
    if (fd < MEMFS_FD_BASE) return plat_fstat(fd, st);
    memfs_handle_t *h = handle(fd);
    if (!h) return errno = EBADF, -1;
    mem_stat_of(&files[h->file], st);
    return 0;
}

static int mem_stat_path(const char *path, plat_stat_t *st, int follow)
{
    int f = find(path);
    if (f >= 0) {
        mem_stat_of(&files[f], st);
        return 0;
    }
    if (!readable_real(path)) return errno = ENOENT, -1;
    return follow ? plat_stat(path, st) : plat_lstat(path, st);
}

static int mem_stat(const char *path, plat_stat_t *st) { return mem_stat_path(path, st, 1); }
static int mem_lstat(const char *path, plat_stat_t *st) { return mem_stat_path(path, st, 0); }

static int mem_rename(const char *from, const char *to)
{
    int f = find(from);
    if (f < 0) return errno = ENOENT, -1;
    if (!strcmp(from, to)) return 0;
    char *name = strdup(to);
    if (!name) return errno = ENOMEM, -1;
    int old = find(to);
    if (old >= 0) {
        for (int h = 0; h < MEMFS_HANDLES; h++)
            if (handles[h].file == old) handles[h].file = -1;
        drop(old);
    }
    free(files[f].path);
    files[f].path = name;
    return 0;
}

static int mem_unlink(const char *path)
{
    int f = find(path);
    if (f < 0) return errno = ENOENT, -1; /* never a real file */
    for (int h = 0; h < MEMFS_HANDLES; h++)
        if (handles[h].file == f) handles[h].file = -1;
    drop(f);
    return 0;
}

/* A hard link: a copy under the new name (nothing here is changed in
 * place after it is written whole), EEXIST when the name is taken. */
static int mem_link(const char *from, const char *to)
{
    int f = find(from);
    if (f < 0) return errno = ENOENT, -1;
    if (find(to) >= 0) return errno = EEXIST, -1;
    char *data = malloc(files[f].len ? files[f].len : 1);
    if (!data) return errno = ENOMEM, -1;
    memcpy(data, files[f].data, files[f].len);
    int t = create(to);
    if (t < 0) {
        free(data);
        return -1;
    }
    f = find(from);
    files[t].data = data;
    files[t].len = files[t].cap = files[f].len;
    return 0;
}

/* One process, one input at a time: a lock is always free. */
static int mem_lock(int fd, int wait)
{
    (void)wait;
    return handle(fd) ? 0 : (errno = EBADF, -1);
}

static const fileio_ops_t memfs_ops = {
    .open = mem_open,   .write = mem_write, .fsync = mem_fsync, .rename = mem_rename, .read = mem_read,
    .close = mem_close, .fstat = mem_fstat, .stat = mem_stat,   .lstat = mem_lstat,   .unlink = mem_unlink,
    .link = mem_link,   .lock = mem_lock,
};

void memfs_install(const char *read_root)
{
    /* The root is resolved with the system's calls, before ours are in. */
    fileio_set_ops(NULL);
    root[0] = '\0';
    char *real = read_root && *read_root ? plat_realpath(read_root) : NULL;
    if (real && strlen(real) < sizeof root && strcmp(real, "/")) snprintf(root, sizeof root, "%s", real);
    free(real);
    memfs_reset();
    fileio_set_ops(&memfs_ops);
}

int memfs_active(void) { return fileio_ops_match(&memfs_ops); }

void memfs_reset(void)
{
    for (int h = 0; h < MEMFS_HANDLES; h++) handles[h].file = -1;
    for (int i = 0; i < MEMFS_FILES; i++)
        if (files[i].path) drop(i);
}

const char *memfs_file(const char *path, size_t *len)
{
    int f = find(path);
    if (f < 0) return NULL;
    if (len) *len = files[f].len;
    return files[f].data ? files[f].data : "";
}
