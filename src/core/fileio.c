#include "core/fileio.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *fileio_read(const char *path, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    int said = 0; /* err already explains the failure */
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1 >= cap) {
            if (cap >= FILEIO_MAX_READ) {
                snprintf(err, errlen, "%s: file too large (over %u bytes)", path, FILEIO_MAX_READ);
                said = 1;
                free(buf);
                buf = NULL;
                break;
            }
            char *p = realloc(buf, cap * 2);
            if (!p) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = p;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                snprintf(err, errlen, "%s: read error: %s", path, strerror(errno));
                said = 1;
                free(buf);
                buf = NULL;
            }
            break;
        }
    }
    fclose(f);
    if (!buf) {
        if (!said) snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    buf[n] = '\0';
    if (len) *len = n;
    return buf;
}

static int sys_open(const char *path, int flags, mode_t mode) { return open(path, flags, mode); }

static const fileio_ops_t fileio_sys = {sys_open, write, fsync, rename};
static fileio_ops_t fileio_ops = {sys_open, write, fsync, rename};

void fileio_set_ops(const fileio_ops_t *ops)
{
    fileio_ops = fileio_sys;
    if (!ops) return;
    if (ops->open) fileio_ops.open = ops->open;
    if (ops->write) fileio_ops.write = ops->write;
    if (ops->fsync) fileio_ops.fsync = ops->fsync;
    if (ops->rename) fileio_ops.rename = ops->rename;
}

int fileio_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid()) >= (int)sizeof tmp) {
        snprintf(err, errlen, "%s: path too long", path);
        return -1;
    }
    int fd = fileio_ops.open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    size_t done = 0;
    while (done < len) {
        ssize_t w = fileio_ops.write(fd, data + done, len - done);
        if (w == 0) errno = ENOSPC; /* no progress: retrying would spin for ever */
        if (w <= 0) {
            if (w < 0 && errno == EINTR) continue;
            snprintf(err, errlen, "%s: write failed: %s", path, strerror(errno));
            close(fd);
            unlink(tmp);
            return -1;
        }
        done += (size_t)w;
    }
    if (fileio_ops.fsync(fd) != 0 && errno != EINVAL) {
        snprintf(err, errlen, "%s: cannot flush to disk: %s", path, strerror(errno));
        close(fd);
        unlink(tmp);
        return -1;
    }
    if (close(fd) != 0) {
        snprintf(err, errlen, "%s: write failed: %s", path, strerror(errno));
        unlink(tmp);
        return -1;
    }
    if (fileio_ops.rename(tmp, path) != 0) {
        snprintf(err, errlen, "%s: cannot replace: %s", path, strerror(errno));
        unlink(tmp);
        return -1;
    }
    return 0;
}

int fileio_mkdirs(const char *path)
{
    char buf[4096];
    if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) return -1;
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        if (mkdir(buf, 0755) != 0 && errno != EEXIST) return -1;
        *p = '/';
    }
    if (mkdir(buf, 0755) != 0 && errno != EEXIST) return -1;
    /* EEXIST also covers a regular file of that name: not a directory to
     * write in, and saying so now names the directory in the message. */
    struct stat st;
    if (stat(buf, &st) != 0) return -1;
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

int fileio_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}
