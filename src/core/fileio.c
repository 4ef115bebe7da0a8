#include "core/fileio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *fileio_kind_name(int kind)
{
    switch (kind) {
    case FILEIO_REGULAR: return "a regular file";
    case FILEIO_DIR: return "a directory";
    case FILEIO_FIFO: return "a named pipe (FIFO)";
    case FILEIO_DEVICE: return "a device";
    case FILEIO_SOCKET: return "a socket";
    case FILEIO_NONE: return "missing";
    default: return "not a regular file";
    }
}

/* The seam's kinds are fileio's; a link (lstat's) is "not a regular file". */
static int kind_of(const plat_stat_t *st) { return st->kind == PLAT_LINK ? FILEIO_OTHER : st->kind; }

#define FILEIO_PLAT                                                                                                   \
    {                                                                                                                 \
        plat_open, plat_write, plat_fsync, plat_rename, plat_read, plat_close, plat_fstat, plat_stat, plat_lstat,     \
            plat_unlink, plat_link, plat_lock                                                                         \
    }
static const fileio_ops_t fileio_sys = FILEIO_PLAT;
static fileio_ops_t fileio_ops = FILEIO_PLAT;

void fileio_set_ops(const fileio_ops_t *ops)
{
    fileio_ops = fileio_sys;
    if (!ops) return;
    if (ops->open) fileio_ops.open = ops->open;
    if (ops->write) fileio_ops.write = ops->write;
    if (ops->fsync) fileio_ops.fsync = ops->fsync;
    if (ops->rename) fileio_ops.rename = ops->rename;
    if (ops->read) fileio_ops.read = ops->read;
    if (ops->close) fileio_ops.close = ops->close;
    if (ops->fstat) fileio_ops.fstat = ops->fstat;
    if (ops->stat) fileio_ops.stat = ops->stat;
    if (ops->lstat) fileio_ops.lstat = ops->lstat;
    if (ops->unlink) fileio_ops.unlink = ops->unlink;
    if (ops->link) fileio_ops.link = ops->link;
    if (ops->lock) fileio_ops.lock = ops->lock;
}

int fileio_ops_match(const fileio_ops_t *ops)
{
    const fileio_ops_t *o = &fileio_ops;
    return ops && o->open == ops->open && o->write == ops->write && o->fsync == ops->fsync &&
           o->rename == ops->rename && o->read == ops->read && o->close == ops->close &&
           o->fstat == ops->fstat && o->stat == ops->stat && o->lstat == ops->lstat && o->unlink == ops->unlink &&
           o->link == ops->link && o->lock == ops->lock;
}

int fileio_open_read(const char *path, char *err, size_t errlen)
{
    /* O_NONBLOCK: opening a FIFO with no writer (or some devices) would
     * otherwise wait for ever, before fstat could say what it is. */
    int fd = fileio_ops.open(path, PLAT_O_READ | PLAT_O_NONBLOCK, 0);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    plat_stat_t st;
    if (fileio_ops.fstat(fd, &st) != 0) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        fileio_ops.close(fd);
        return -1;
    }
    int kind = kind_of(&st);
    if (kind != FILEIO_REGULAR) {
        snprintf(err, errlen, "%s: is not a regular file (it is %s)", path, fileio_kind_name(kind));
        fileio_ops.close(fd);
        return -1;
    }
    plat_fd_blocking(fd); /* blocking reads again */
    return fd;
}

char *fileio_read(const char *path, size_t *len, char *err, size_t errlen)
{
    int fd = fileio_open_read(path, err, errlen);
    if (fd < 0) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) snprintf(err, errlen, "%s: out of memory", path);
    while (buf) {
        if (n + 1 >= cap) {
            if (cap >= FILEIO_MAX_READ) {
                snprintf(err, errlen, "%s: file too large (over %u bytes)", path, FILEIO_MAX_READ);
                free(buf);
                buf = NULL;
                break;
            }
            char *p = realloc(buf, cap * 2);
            if (!p) {
                snprintf(err, errlen, "%s: out of memory", path);
                free(buf);
                buf = NULL;
                break;
            }
            buf = p;
            cap *= 2;
        }
        ssize_t got = fileio_ops.read(fd, buf + n, cap - n - 1);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            snprintf(err, errlen, "%s: read error: %s", path, strerror(errno));
            free(buf);
            buf = NULL;
        }
        if (got <= 0) break;
        n += (size_t)got;
    }
    fileio_ops.close(fd);
    if (!buf) return NULL;
    buf[n] = '\0';
    if (len) *len = n;
    return buf;
}

size_t fileio_text_tidy(char *text, size_t len)
{
    size_t from = 0, to = 0;
    if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3)) from = 3;
    while (from < len) {
        char c = text[from++];
        if (c == '\r') {
            c = '\n';
            if (from < len && text[from] == '\n') from++;
        }
        text[to++] = c;
    }
    text[to] = '\0';
    return to;
}

int fileio_nul_at(const char *text, size_t len, int *line, size_t *col)
{
    const char *nul = memchr(text, '\0', len);
    if (!nul) return 0;
    *line = 1, *col = 1;
    for (const char *p = text; p < nul; p++) *p == '\n' ? (void)((*line)++, *col = 1) : (void)(*col)++;
    return 1;
}

char *fileio_read_text(const char *path, size_t *len, char *err, size_t errlen)
{
    size_t n = 0;
    char *text = fileio_read(path, &n, err, errlen);
    if (!text) return NULL;
    n = fileio_text_tidy(text, n);
    if (len) *len = n;
    return text;
}

/* err = "PATH: " and the rest (printf's fmt). A path that would crowd out
 * the reason (a message is cut at errlen) is shown as its first and last
 * bytes around "...", cut between UTF-8 characters, with its length. */
static void say(char *err, size_t errlen, const char *path, const char *fmt, ...)
{
    char rest[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(rest, sizeof rest, fmt, ap);
    va_end(ap);
    size_t len = strlen(path), keep = 60;
    if (len + strlen(rest) + 3 <= errlen || len <= 2 * keep) {
        snprintf(err, errlen, "%s: %s", path, rest);
        return;
    }
    size_t head = keep, tail = len - keep;
    while (head > 0 && ((unsigned char)path[head] & 0xC0) == 0x80) head--;
    while (tail < len && ((unsigned char)path[tail] & 0xC0) == 0x80) tail++;
    snprintf(err, errlen, "%.*s...%s (%zu bytes): %s", (int)head, path, path + tail, len, rest);
}

/* What a write to path would replace, not following a last link: 0 when
 * that is nothing or a regular file this system lets us replace, else -1
 * with the reason. link: the link that led to path, NULL when none did. */
static int dest_ok(const char *path, const char *link, char *err, size_t errlen)
{
    plat_stat_t st;
    const char *shown = link ? link : path;
    if (fileio_ops.lstat(path, &st) != 0) {
        if (errno == ENOENT) return 0;
        say(err, errlen, shown, "cannot write: %s", strerror(errno));
        return -1;
    }
    int kind = kind_of(&st);
    /* Windows refuses to rename over a read-only file (ERROR_ACCESS_DENIED):
     * said before anything is written, with the reason. */
    if (kind == FILEIO_REGULAR && plat_readonly(path)) {
        say(err, errlen, shown, "refused: the file is marked read-only (its read-only attribute is set)");
        return -1;
    }
    if (kind == FILEIO_REGULAR) return 0;
    if (!link)
        snprintf(err, errlen, "%s: refused: it is %s, not a regular file (only a regular file is replaced)", path,
                 fileio_kind_name(kind));
    else
        snprintf(err, errlen, "%s: refused: it links to %s, %s, not a regular file (only a regular file is replaced)",
                 shown, path, fileio_kind_name(kind));
    return -1;
}

int fileio_write_target(const char *path, char *target, size_t n, char *err, size_t errlen)
{
    plat_stat_t st;
    /* A name this system cannot take (Windows: NUL, CON ... would swallow
     * the data) is refused with the reason, before anything is made. */
    const char *why = plat_name_refused(path);
    if (why) {
        say(err, errlen, path, "refused: %s", why);
        return -1;
    }
    if (strlen(path) > FILEIO_PATH_MAX) {
        say(err, errlen, path, "refused: a path longer than %d bytes (the most written to, with room for a temporary)",
            FILEIO_PATH_MAX);
        return -1;
    }
    if (fileio_ops.lstat(path, &st) != 0 || st.kind != PLAT_LINK) {
        if (dest_ok(path, NULL, err, errlen)) return -1;
        if (snprintf(target, n, "%s", path) >= (int)n) {
            snprintf(err, errlen, "%s: path too long", path);
            return -1;
        }
        return 0;
    }
    /* A link (a dotfile manager's, say) is written through: the file it
     * names is replaced and the link stays. One that leads nowhere is
     * refused rather than guessed at. */
    char *real = plat_realpath(path);
    if (!real) {
        if (errno == ENOENT)
            snprintf(err, errlen, "%s: refused: it is a symbolic link to a missing file", path);
        else
            snprintf(err, errlen, "%s: cannot follow the link: %s", path, strerror(errno));
        return -1;
    }
    int rc = dest_ok(real, path, err, errlen);
    if (!rc && snprintf(target, n, "%s", real) >= (int)n) {
        snprintf(err, errlen, "%s: path too long", path);
        rc = -1;
    }
    free(real);
    return rc;
}

const fileio_ops_t *fileio_get_ops(void) { return &fileio_ops; }

/* Writes data to the new file tmp and, with sync, flushes it to disk
 * (label names the file the user knows in messages); on failure tmp is
 * gone. */
static int write_temp(const char *tmp, const char *label, const char *data, size_t len, int sync, char *err,
                      size_t errlen)
{
    /* Exclusive and never through a link: whatever is at the temporary's
     * name is not ours. It can only be left by a dead process of our pid
     * (or planted): unlink drops the name, not what a link points to. */
    int flags = PLAT_O_WRITE | PLAT_O_CREATE | PLAT_O_EXCL | PLAT_O_NOFOLLOW;
    int fd = fileio_ops.open(tmp, flags, 0644);
    if (fd < 0 && errno == EEXIST && fileio_ops.unlink(tmp) == 0) fd = fileio_ops.open(tmp, flags, 0644);
    if (fd < 0) {
        say(err, errlen, label, "cannot write: %s", strerror(errno));
        return -1;
    }
    size_t done = 0;
    while (done < len) {
        ssize_t w = fileio_ops.write(fd, data + done, len - done);
        if (w == 0) errno = ENOSPC; /* no progress: retrying would spin for ever */
        if (w <= 0) {
            if (w < 0 && errno == EINTR) continue;
            say(err, errlen, label, "write failed: %s", strerror(errno));
            fileio_ops.close(fd);
            fileio_ops.unlink(tmp);
            return -1;
        }
        done += (size_t)w;
    }
    if (sync && fileio_ops.fsync(fd) != 0 && errno != EINVAL) {
        say(err, errlen, label, "cannot flush to disk: %s", strerror(errno));
        fileio_ops.close(fd);
        fileio_ops.unlink(tmp);
        return -1;
    }
    if (fileio_ops.close(fd) != 0) {
        say(err, errlen, label, "write failed: %s", strerror(errno));
        fileio_ops.unlink(tmp);
        return -1;
    }
    return 0;
}

static int temp_name(char *tmp, size_t n, const char *path)
{
    return snprintf(tmp, n, "%s.tmp%lld", path, (long long)plat_pid()) >= (int)n ? -1 : 0;
}

static int write_atomic(const char *path, const char *data, size_t len, int sync, char *err, size_t errlen)
{
    char dest[4096], tmp[4096 + 32];
    /* Checked before anything is made: a device, FIFO, socket or directory
     * is never replaced (a save aimed at /dev/null once replaced it). */
    if (fileio_write_target(path, dest, sizeof dest, err, errlen)) return -1;
    if (temp_name(tmp, sizeof tmp, dest)) {
        snprintf(err, errlen, "%s: path too long", path);
        return -1;
    }
    if (write_temp(tmp, path, data, len, sync, err, errlen)) return -1;
    /* Again just before the rename: what was put there while we wrote is
     * not replaced either. */
    if (dest_ok(dest, strcmp(dest, path) ? path : NULL, err, errlen)) {
        fileio_ops.unlink(tmp);
        return -1;
    }
    if (fileio_ops.rename(tmp, dest) != 0) {
        say(err, errlen, path, "cannot replace: %s", strerror(errno));
        fileio_ops.unlink(tmp);
        return -1;
    }
    /* A killed writer of this file (hexgtp, which has no folder of its own
     * to clean at start-up) left its temporary beside it. */
    fileio_remove_stale_temps_of(dest);
    return 0;
}

int fileio_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    return write_atomic(path, data, len, 1, err, errlen);
}

int fileio_write_atomic_nosync(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    return write_atomic(path, data, len, 0, err, errlen);
}

/* Puts the finished temporary at path only when nothing is there: 0, 1
 * when the name is taken, -1 with errno. link() fails with EEXIST rather
 * than replace; where the file system has no hard links, an exclusive
 * create claims the name and the temporary is renamed over that claim
 * (EMLINK: the browser's in-memory files answer every link so; a fresh
 * temporary has one name, so it means no links there too). */
static int claim(const char *tmp, const char *path)
{
    if (fileio_ops.link(tmp, path) == 0) return 0;
    if (errno == EEXIST) return 1;
    if (errno != EPERM && errno != ENOSYS && errno != EOPNOTSUPP && errno != EMLINK) return -1;
    int fd = fileio_ops.open(path, PLAT_O_WRITE | PLAT_O_CREATE | PLAT_O_EXCL | PLAT_O_NOFOLLOW, 0644);
    if (fd < 0) return errno == EEXIST ? 1 : -1;
    fileio_ops.close(fd);
    if (fileio_ops.rename(tmp, path) == 0) return 0;
    int e = errno;
    fileio_ops.unlink(path);
    errno = e;
    return -1;
}

static int write_fresh(const char *dir, const char *stem, const char *ext, const char *data, size_t len,
                       int (*taken)(const char *name, void *ctx), void *ctx, int sync, char *name, size_t n, char *err,
                       size_t errlen)
{
    char tmp[4096], path[4096];
    if (snprintf(path, sizeof path, "%s/%s%s", dir, stem, ext) >= (int)sizeof path ||
        temp_name(tmp, sizeof tmp, path)) {
        snprintf(err, errlen, "%s/%s%s: path too long", dir, stem, ext);
        return -1;
    }
    if (write_temp(tmp, path, data, len, sync, err, errlen)) return -1;
    for (int k = 1; k < 10000; k++) {
        int w = k == 1 ? snprintf(name, n, "%s%s", stem, ext) : snprintf(name, n, "%s-%d%s", stem, k, ext);
        if (w < 0 || (size_t)w >= n || snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path) break;
        if (taken && taken(name, ctx)) continue;
        int rc = claim(tmp, path);
        if (rc == 1) continue;
        if (rc < 0) snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        fileio_ops.unlink(tmp); /* after a link: the file stays under its new name */
        return rc;
    }
    fileio_ops.unlink(tmp);
    snprintf(err, errlen, "%s/%s%s: no free name", dir, stem, ext);
    return -1;
}

int fileio_write_fresh(const char *dir, const char *stem, const char *ext, const char *data, size_t len,
                       int (*taken)(const char *name, void *ctx), void *ctx, char *name, size_t n, char *err,
                       size_t errlen)
{
    return write_fresh(dir, stem, ext, data, len, taken, ctx, 1, name, n, err, errlen);
}

int fileio_write_fresh_nosync(const char *dir, const char *stem, const char *ext, const char *data, size_t len,
                              int (*taken)(const char *name, void *ctx), void *ctx, char *name, size_t n, char *err,
                              size_t errlen)
{
    return write_fresh(dir, stem, ext, data, len, taken, ctx, 0, name, n, err, errlen);
}

int fileio_sync(const char *path, char *err, size_t errlen)
{
    char dir[4096];
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir) {
        snprintf(err, errlen, "%s: path too long", path);
        return -1;
    }
    char *slash = strrchr(dir, '/');
    if (slash == dir) slash[1] = '\0';
    else if (slash) *slash = '\0';
    else snprintf(dir, sizeof dir, ".");
    /* The file's data, then the folder that names it: the rename that put
     * it there is on disk only with the folder. */
    /* The platform's calls, not the test seam's: this runs on the flushing
     * thread (core/syncq.h), and a test swapping the seam on its own thread
     * would race with it. */
    if (plat_sync_path(path, 0) || plat_sync_path(dir, 1)) {
        snprintf(err, errlen, "%s: cannot flush to disk: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

int fileio_trylock(const char *path, char *err, size_t errlen)
{
    for (int tries = 0; tries < 8; tries++) {
        int fd = fileio_ops.open(path, PLAT_O_RDWR | PLAT_O_CREATE | PLAT_O_NOFOLLOW | PLAT_O_NONBLOCK, 0644);
        if (fd < 0) {
            snprintf(err, errlen, "%s: cannot lock: %s", path, strerror(errno));
            return -1;
        }
        plat_stat_t st, now;
        if (fileio_ops.fstat(fd, &st) != 0 || st.kind != PLAT_REGULAR) {
            snprintf(err, errlen, "%s: cannot lock: not a regular file", path);
            fileio_ops.close(fd);
            return -1;
        }
        if (fileio_ops.lock(fd, 0) != 0) {
            int e = errno;
            fileio_ops.close(fd);
            if (e == EWOULDBLOCK) return FILEIO_LOCK_HELD;
            snprintf(err, errlen, "%s: cannot lock: %s", path, strerror(e));
            return -1;
        }
        /* The holder before us may have removed the name as it let go
         * (fileio_unlock_remove): a lock on a file no longer named path
         * excludes no one, so it is taken again on the file there now. */
        if (fileio_ops.lstat(path, &now) == 0 && now.ino == st.ino && now.dev == st.dev) return fd;
        fileio_ops.close(fd);
    }
    snprintf(err, errlen, "%s: cannot lock: it keeps being replaced", path);
    return -1;
}

void fileio_unlock_remove(const char *path, int fd)
{
    if (fd < 0) return;
    /* Removed while held: a client that opened the old file finds it
     * unnamed once it has the lock, and tries again (fileio_trylock). */
    fileio_ops.unlink(path);
    fileio_ops.close(fd);
}

int fileio_lock(const char *path, char *err, size_t errlen)
{
    char lk[4096];
    if (snprintf(lk, sizeof lk, "%s.lock", path) >= (int)sizeof lk) {
        snprintf(err, errlen, "%s: path too long", path);
        return -1;
    }
    /* O_NONBLOCK: a FIFO planted at the name must not hang the open; only
     * a regular file is locked. */
    int fd = fileio_ops.open(lk, PLAT_O_RDWR | PLAT_O_CREATE | PLAT_O_NOFOLLOW | PLAT_O_NONBLOCK, 0644);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot lock: %s", lk, strerror(errno));
        return -1;
    }
    plat_stat_t st;
    if (fileio_ops.fstat(fd, &st) != 0 || st.kind != PLAT_REGULAR) {
        snprintf(err, errlen, "%s: cannot lock: not a regular file", lk);
        fileio_ops.close(fd);
        return -1;
    }
    /* Held by the open file, so two clients in one process (the tests)
     * exclude each other as two processes do (plat_lock). */
    if (fileio_ops.lock(fd, 1) != 0) {
        snprintf(err, errlen, "%s: cannot lock: %s", lk, strerror(errno));
        fileio_ops.close(fd);
        return -1;
    }
    return fd;
}

void fileio_unlock(int fd)
{
    if (fd >= 0) fileio_ops.close(fd); /* closing the last descriptor releases the lock */
}

/* The pid that digits (all of the rest of a name) spell, else 0. */
static int64_t pid_of(const char *d)
{
    if (*d < '1' || *d > '9' || strlen(d) > 9) return 0;
    for (const char *p = d; *p; p++)
        if (*p < '0' || *p > '9') return 0;
    return (int64_t)strtoll(d, NULL, 10);
}

/* "NAME.tmpPID" of fileio_write_atomic: the pid, else 0. */
static int64_t temp_pid(const char *name)
{
    const char *t = strstr(name, ".tmp");
    if (!t || t == name) return 0;
    for (const char *n; (n = strstr(t + 1, ".tmp"));) t = n; /* the last one */
    return pid_of(t + 4);
}

/* 1 when no process can still be writing the temporary st of pid: none
 * runs under that pid (ESRCH), or the one that does started after the
 * file was last written, so it reuses the pid of the writer (2 s of slack
 * for the clocks' rounding). A process of another user (EPERM) is such a
 * one too: an unprivileged user sees EPERM for pid 1 and most others, and
 * took every temporary of theirs for live. */
static int temp_stale(int64_t pid, const plat_stat_t *st)
{
    int alive = plat_pid_alive(pid);
    if (alive <= 0) return alive == 0;
    double start = plat_pid_start_time(pid);
    return start > 0 && (double)st->mtime + 2.0 < start;
}

/* The dead writers' temporaries in dir: all of them, or with base only
 * base's ("BASE.tmpPID" exactly); the number removed. */
static int remove_stale(const char *dir, const char *base)
{
    plat_dir_t *d = plat_dir_open(dir);
    if (!d) return 0;
    int removed = 0;
    size_t bl = base ? strlen(base) : 0;
    const char *name;
    while ((name = plat_dir_next(d))) {
        int64_t pid = !base ? temp_pid(name)
                      : !strncmp(name, base, bl) && !strncmp(name + bl, ".tmp", 4) ? pid_of(name + bl + 4)
                                                                                      : 0;
        if (pid <= 0 || pid == plat_pid()) continue;
        char path[4096];
        plat_stat_t st;
        if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path) continue;
        if (plat_lstat(path, &st) != 0 || !(st.kind == PLAT_REGULAR || st.kind == PLAT_LINK)) continue;
        if (!temp_stale(pid, &st)) continue;
        if (plat_unlink(path) == 0) removed++;
    }
    plat_dir_close(d);
    return removed;
}

int fileio_remove_stale_temps(const char *dir) { return remove_stale(dir, NULL); }

int fileio_remove_stale_temps_of(const char *path)
{
    char dir[4096];
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir) return 0;
    /* Windows takes '\' between names too (a path typed there). */
    char *slash = strrchr(dir, '/');
    char *back = strcmp(plat_system(), "windows") ? NULL : strrchr(dir, '\\');
    if (back && (!slash || back > slash)) slash = back;
    if (!slash) return remove_stale(".", path);
    *slash = '\0';
    return remove_stale(slash == dir ? "/" : dir, slash + 1);
}

int fileio_remove_stale_temps_below(const char *dir, int depth)
{
    int removed = fileio_remove_stale_temps(dir);
    plat_dir_t *d = depth > 0 ? plat_dir_open(dir) : NULL;
    if (!d) return removed;
    const char *name;
    while ((name = plat_dir_next(d))) {
        char path[4096];
        plat_stat_t st;
        if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path) continue;
        /* Real folders only: a link may lead anywhere. */
        if (plat_lstat(path, &st) == 0 && st.kind == PLAT_DIR)
            removed += fileio_remove_stale_temps_below(path, depth - 1);
    }
    plat_dir_close(d);
    return removed;
}

int fileio_mkdirs(const char *path)
{
    char buf[4096];
    if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) return -1;
    plat_stat_t st;
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        /* A folder that is there may still refuse mkdir with another
         * reason than EEXIST (a drive's root "C:" on Windows). */
        if (plat_mkdir(buf) != 0 && errno != EEXIST && (plat_stat(buf, &st) != 0 || st.kind != PLAT_DIR)) return -1;
        *p = '/';
    }
    if (plat_mkdir(buf) != 0 && errno != EEXIST) return -1;
    /* EEXIST also covers a regular file of that name: not a directory to
     * write in, and saying so now names the directory in the message. */
    if (plat_stat(buf, &st) != 0) return -1;
    if (st.kind != PLAT_DIR) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

int fileio_exists(const char *path)
{
    plat_stat_t st;
    return fileio_ops.stat(path, &st) == 0 ? kind_of(&st) : FILEIO_NONE;
}

int fileio_is_regular(const char *path, char *err, size_t errlen)
{
    plat_stat_t st;
    if (fileio_ops.stat(path, &st) != 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return 0;
    }
    int kind = kind_of(&st);
    if (kind == FILEIO_REGULAR) return 1;
    snprintf(err, errlen, "%s: is not a regular file (it is %s)", path, fileio_kind_name(kind));
    return 0;
}
