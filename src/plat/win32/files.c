/* The seam's files on Windows (plat.h): the wide calls on UTF-16 paths,
 * CreateFileW under the C runtime's descriptors.
 *
 * Every file is opened sharing read, write and delete, as POSIX files
 * are: a save may rename over, or a lock's owner remove, a file another
 * client has open (plain _wopen would refuse both). */
#include "plat/plat_int.h"

#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <limits.h>
#include <string.h>
#include <stdlib.h>
#include <windows.h>

#include "plat/win32/wplat.h"

#define SHARE_ALL (FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE)

/* A handle on path for its attributes only (no access to the data);
 * follow: through a last link. INVALID_HANDLE_VALUE with errno. */
static HANDLE attr_handle(const char *path, int follow)
{
    wchar_t *w = wplat_path(path);
    if (!w) return INVALID_HANDLE_VALUE;
    DWORD fl = FILE_FLAG_BACKUP_SEMANTICS | (follow ? 0 : FILE_FLAG_OPEN_REPARSE_POINT);
    HANDLE h = CreateFileW(w, FILE_READ_ATTRIBUTES, SHARE_ALL, NULL, OPEN_EXISTING, fl, NULL);
    if (h == INVALID_HANDLE_VALUE) wplat_fail();
    free(w);
    return h;
}

/* 1 when h is a symbolic link or a junction (opened not following it). */
static int is_link(HANDLE h, DWORD attrs)
{
    if (!(attrs & FILE_ATTRIBUTE_REPARSE_POINT)) return 0;
    FILE_ATTRIBUTE_TAG_INFO tag;
    if (!GetFileInformationByHandleEx(h, FileAttributeTagInfo, &tag, sizeof tag)) return 0;
    return tag.ReparseTag == IO_REPARSE_TAG_SYMLINK || tag.ReparseTag == IO_REPARSE_TAG_MOUNT_POINT;
}

static int stat_handle(HANDLE h, int links, plat_stat_t *st)
{
    DWORD type = GetFileType(h);
    memset(st, 0, sizeof *st);
    if (type == FILE_TYPE_CHAR) return st->kind = PLAT_DEVICE, 0; /* NUL, CON, COM1 ... */
    if (type == FILE_TYPE_PIPE) return st->kind = PLAT_FIFO, 0;
    BY_HANDLE_FILE_INFORMATION bi;
    if (!GetFileInformationByHandle(h, &bi)) return wplat_fail();
    st->kind = links && is_link(h, bi.dwFileAttributes)                  ? PLAT_LINK
               : bi.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY ? PLAT_DIR
                                                                  : PLAT_REGULAR;
    st->size = (int64_t)(((uint64_t)bi.nFileSizeHigh << 32) | bi.nFileSizeLow);
    unsigned long long ft = ((unsigned long long)bi.ftLastWriteTime.dwHighDateTime << 32) |
                            bi.ftLastWriteTime.dwLowDateTime;
    double t = wplat_unix_seconds(ft);
    st->mtime = (int64_t)t;
    st->mtime_ns = (long)((ft % 10000000ull) * 100);
    st->dev = bi.dwVolumeSerialNumber;
    st->ino = ((uint64_t)bi.nFileIndexHigh << 32) | bi.nFileIndexLow;
    return 0;
}

int plat_open(const char *path, int flags, int mode)
{
    (void)mode; /* no permission bits: the folder's rights apply */
    int acc = flags & PLAT_O_RDWR;
    DWORD access = acc == PLAT_O_RDWR ? GENERIC_READ | GENERIC_WRITE : acc == PLAT_O_WRITE ? GENERIC_WRITE : GENERIC_READ;
    if (flags & PLAT_O_APPEND) access = (access & ~GENERIC_WRITE) | FILE_APPEND_DATA;
    DWORD disp = OPEN_EXISTING;
    if (flags & PLAT_O_CREATE)
        disp = flags & PLAT_O_EXCL ? CREATE_NEW : flags & PLAT_O_TRUNC ? CREATE_ALWAYS : OPEN_ALWAYS;
    else if (flags & PLAT_O_TRUNC) disp = TRUNCATE_EXISTING;
    /* Backup semantics on reads: a folder opens too, so that fstat can say
     * it is one (fileio_open_read's "is not a regular file"). PLAT_O_NONBLOCK
     * needs nothing: no name in a Windows folder is a FIFO that would wait. */
    DWORD fl = FILE_ATTRIBUTE_NORMAL | (acc == PLAT_O_READ ? FILE_FLAG_BACKUP_SEMANTICS : 0) |
               (flags & PLAT_O_NOFOLLOW ? FILE_FLAG_OPEN_REPARSE_POINT : 0);
    wchar_t *w = wplat_path(path);
    if (!w) return -1;
    SECURITY_ATTRIBUTES sa = {sizeof sa, NULL, FALSE}; /* not inherited */
    HANDLE h = CreateFileW(w, access, flags & PLAT_O_SHARE_NONE ? 0 : SHARE_ALL, &sa, disp, fl, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) return wplat_fail();
    if (flags & PLAT_O_NOFOLLOW) {
        BY_HANDLE_FILE_INFORMATION bi;
        if (GetFileInformationByHandle(h, &bi) && is_link(h, bi.dwFileAttributes)) {
            CloseHandle(h);
            return errno = ELOOP, -1; /* as O_NOFOLLOW on a link */
        }
    }
    int cf = _O_BINARY | _O_NOINHERIT | (acc == PLAT_O_RDWR ? _O_RDWR : acc == PLAT_O_WRITE ? _O_WRONLY : _O_RDONLY) |
             (flags & PLAT_O_APPEND ? _O_APPEND : 0);
    int fd = _open_osfhandle((intptr_t)h, cf);
    if (fd < 0) {
        CloseHandle(h);
        errno = EMFILE;
    }
    return fd;
}

ssize_t plat_read(int fd, void *buf, size_t n) { return _read(fd, buf, n > INT_MAX ? INT_MAX : (unsigned)n); }
ssize_t plat_write(int fd, const void *buf, size_t n) { return _write(fd, buf, n > INT_MAX ? INT_MAX : (unsigned)n); }
int plat_close(int fd) { return _close(fd); }

int plat_fsync(int fd)
{
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE) return errno = EBADF, -1;
    return FlushFileBuffers(h) ? 0 : wplat_fail();
}

void plat_fd_blocking(int fd) { (void)fd; }

int plat_fstat(int fd, plat_stat_t *st)
{
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE) return errno = EBADF, -1;
    return stat_handle(h, 0, st);
}

static int stat_path(const char *path, int follow, plat_stat_t *st)
{
    HANDLE h = attr_handle(path, follow);
    if (h == INVALID_HANDLE_VALUE) return -1;
    int rc = stat_handle(h, !follow, st);
    CloseHandle(h);
    return rc;
}

int plat_stat(const char *path, plat_stat_t *st) { return stat_path(path, 1, st); }
int plat_lstat(const char *path, plat_stat_t *st) { return stat_path(path, 0, st); }

/* Two paths as UTF-16, for the calls that take two; 0 or -1 with errno. */
static int two_paths(const char *a, const char *b, wchar_t **wa, wchar_t **wb)
{
    *wa = wplat_path(a);
    *wb = *wa ? wplat_path(b) : NULL;
    if (*wb) return 0;
    free(*wa);
    return -1;
}

int plat_rename(const char *from, const char *to)
{
    wchar_t *wf, *wt;
    if (two_paths(from, to, &wf, &wt)) return -1;
    /* Replaces in one step; written through, so the new name is on disk
     * when this returns (what fsync of the folder does on POSIX). */
    BOOL ok = MoveFileExW(wf, wt, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
    int rc = ok ? 0 : wplat_fail();
    free(wf), free(wt);
    return plat_changed(rc, to);
}

int plat_link(const char *from, const char *to)
{
    wchar_t *wf, *wt;
    if (two_paths(from, to, &wf, &wt)) return -1;
    /* FAT and some network shares have no hard links: ENOSYS (fileio's
     * claim falls back to an exclusive create). */
    int rc = CreateHardLinkW(wt, wf, NULL) ? 0 : wplat_fail();
    free(wf), free(wt);
    return plat_changed(rc, to);
}

int plat_unlink(const char *path)
{
    wchar_t *w = wplat_path(path);
    if (!w) return -1;
    int rc = DeleteFileW(w) ? 0 : wplat_fail();
    /* A link to a folder is removed as a folder. */
    DWORD a = rc ? GetFileAttributesW(w) : 0;
    if (rc && a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_REPARSE_POINT) && (a & FILE_ATTRIBUTE_DIRECTORY))
        rc = RemoveDirectoryW(w) ? 0 : wplat_fail();
    free(w);
    return plat_changed(rc, path);
}

int plat_mkdir(const char *path)
{
    wchar_t *w = wplat_path(path);
    if (!w) return -1;
    int rc = CreateDirectoryW(w, NULL) ? 0 : wplat_fail();
    free(w);
    return rc;
}

int plat_rmdir(const char *path)
{
    wchar_t *w = wplat_path(path);
    if (!w) return -1;
    int rc = RemoveDirectoryW(w) ? 0 : wplat_fail();
    free(w);
    return plat_changed(rc, path);
}

int plat_readonly(const char *path)
{
    wchar_t *w = wplat_path(path);
    if (!w) return 0;
    DWORD a = GetFileAttributesW(w);
    free(w);
    return a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_READONLY) && !(a & FILE_ATTRIBUTE_DIRECTORY);
}

int plat_lock(int fd, int wait)
{
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE) return errno = EBADF, -1;
    /* Windows' locks are mandatory on the bytes they cover: one byte far
     * past any data is locked, so the file stays readable to all (the
     * locks of SQLite do the same). Held by the handle: two opens in one
     * process exclude each other, as flock's do. */
    OVERLAPPED ov;
    memset(&ov, 0, sizeof ov);
    ov.OffsetHigh = 0x40000000u;
    DWORD how = LOCKFILE_EXCLUSIVE_LOCK | (wait ? 0 : LOCKFILE_FAIL_IMMEDIATELY);
    if (LockFileEx(h, how, 0, 1, 0, &ov)) return 0;
    DWORD e = GetLastError();
    if (e == ERROR_LOCK_VIOLATION || e == ERROR_IO_PENDING) return errno = EWOULDBLOCK, -1;
    errno = wplat_errno(e);
    return -1;
}
