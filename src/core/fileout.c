/* Files written a piece at a time: see fileout.h. */
#include "core/fileout.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

#define FILEOUT_BUF 65536

struct fileout {
    int fd;
    char *path, *tmp;
    char dest[4096];  /* the file replaced: path, or the target of the link it is */
    unsigned char *buf;
    size_t used;
    char error[600];  /* the first failure, "" while none */
};

static void fail(fileout_t *f, const char *what)
{
    if (!f->error[0]) snprintf(f->error, sizeof f->error, "%.400s: %s: %s", f->path, what, strerror(errno));
}

static void release(fileout_t *f)
{
    if (f->fd >= 0) fileio_get_ops()->close(f->fd);
    free(f->path), free(f->tmp), free(f->buf);
    free(f);
}

fileout_t *fileout_begin(const char *path, char *err, size_t errlen)
{
    /* The rule of fileio_write_atomic: only a regular file is replaced, a
     * link is written through (core/fileio.h); refused before anything is
     * made. */
    char dest[4096];
    if (fileio_write_target(path, dest, sizeof dest, err, errlen)) return NULL;
    fileout_t *f = calloc(1, sizeof *f);
    size_t n = strlen(dest) + 32;
    if (f) f->fd = -1, f->path = strdup(path), f->tmp = malloc(n), f->buf = malloc(FILEOUT_BUF);
    if (!f || !f->path || !f->tmp || !f->buf) {
        if (f) release(f);
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    snprintf(f->dest, sizeof f->dest, "%s", dest);
    snprintf(f->tmp, n, "%s.tmp%lld", dest, (long long)plat_pid());
    /* As fileio_write_atomic: exclusive, never through a link. */
    int flags = PLAT_O_WRITE | PLAT_O_CREATE | PLAT_O_EXCL | PLAT_O_NOFOLLOW;
    const fileio_ops_t *ops = fileio_get_ops();
    f->fd = ops->open(f->tmp, flags, 0644);
    if (f->fd < 0 && errno == EEXIST && ops->unlink(f->tmp) == 0) f->fd = ops->open(f->tmp, flags, 0644);
    if (f->fd < 0) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        release(f);
        return NULL;
    }
    return f;
}

/* Writes the buffer out; -1 on failure (recorded). */
static int drain(fileout_t *f)
{
    const fileio_ops_t *ops = fileio_get_ops();
    size_t done = 0;
    while (done < f->used) {
        ssize_t w = ops->write(f->fd, f->buf + done, f->used - done);
        if (w == 0) errno = ENOSPC; /* no progress: a full disk, not a reason to spin */
        if (w <= 0) {
            if (w < 0 && errno == EINTR) continue;
            fail(f, "write failed");
            return -1;
        }
        done += (size_t)w;
    }
    f->used = 0;
    return 0;
}

int fileout_write(fileout_t *f, const void *data, size_t len)
{
    if (f->error[0]) return -1;
    const unsigned char *p = data;
    while (len) {
        size_t k = FILEOUT_BUF - f->used < len ? FILEOUT_BUF - f->used : len;
        memcpy(f->buf + f->used, p, k);
        f->used += k, p += k, len -= k;
        if (f->used == FILEOUT_BUF && drain(f)) return -1;
    }
    return 0;
}

const char *fileout_error(const fileout_t *f) { return f->error; }

int fileout_commit(fileout_t *f, char *err, size_t errlen)
{
    const fileio_ops_t *ops = fileio_get_ops();
    if (!f->error[0] && !drain(f)) {
        if (ops->fsync(f->fd) != 0 && errno != EINVAL) {
            fail(f, "cannot flush to disk");
        } else {
            int closed = ops->close(f->fd);
            char again[sizeof f->dest], why[600] = "";
            f->fd = -1;
            if (closed != 0) fail(f, "write failed");
            /* Again before the rename: what came there meanwhile is not
             * replaced either. */
            else if (fileio_write_target(f->path, again, sizeof again, why, sizeof why) || strcmp(again, f->dest))
                snprintf(f->error, sizeof f->error, "%s", why[0] ? why : "the destination changed");
            else if (ops->rename(f->tmp, f->dest) != 0) fail(f, "cannot replace");
        }
    }
    int rc = f->error[0] ? -1 : 0;
    if (rc) {
        snprintf(err, errlen, "%s", f->error);
        fileout_abort(f);
    } else {
        release(f);
    }
    return rc;
}

void fileout_abort(fileout_t *f)
{
    if (!f) return;
    const fileio_ops_t *ops = fileio_get_ops();
    if (f->fd >= 0) ops->close(f->fd), f->fd = -1;
    ops->unlink(f->tmp);
    release(f);
}
