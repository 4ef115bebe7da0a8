/* UTF-8 paths and Windows errors (wplat.h). */
#include "plat/win32/wplat.h"

#include <errno.h>
#include <stdlib.h>
#include <windows.h>

wchar_t *wplat_wide(const char *s)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    if (n <= 0) return errno = EILSEQ, NULL;
    wchar_t *w = malloc(sizeof *w * (size_t)n);
    if (!w) return errno = ENOMEM, NULL;
    MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n);
    return w;
}

wchar_t *wplat_path(const char *path)
{
    wchar_t *w = wplat_wide(path);
    if (!w) return NULL;
    size_t n = wcslen(w) + 1;
    if (n < MAX_PATH - 12 || (w[0] == L'\\' && w[1] == L'\\')) return w;
    /* Long: "\\?\" lifts the limit but takes only an absolute path with
     * '\' (GetFullPathNameW makes both). */
    DWORD k = GetFullPathNameW(w, 0, NULL, NULL);
    wchar_t *full = k ? malloc(sizeof *full * (k + 8)) : NULL;
    if (!full) {
        free(w);
        return errno = ENOMEM, NULL;
    }
    wcscpy(full, L"\\\\?\\");
    if (!GetFullPathNameW(w, k, full + 4, NULL)) {
        free(w), free(full);
        return errno = ENAMETOOLONG, NULL;
    }
    free(w);
    return full;
}

char *wplat_utf8(const wchar_t *w)
{
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    if (n <= 0) return errno = EILSEQ, NULL;
    char *s = malloc((size_t)n);
    if (!s) return errno = ENOMEM, NULL;
    WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL);
    for (char *p = s; *p; p++)
        if (*p == '\\') *p = '/';
    return s;
}

int wplat_errno(unsigned long e)
{
    switch (e) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_DRIVE:
    case ERROR_BAD_NETPATH:
    case ERROR_BAD_NET_NAME: return ENOENT;
    case ERROR_ACCESS_DENIED:
    case ERROR_CANNOT_MAKE:
    case ERROR_NETWORK_ACCESS_DENIED: return EACCES;
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
    case ERROR_BUSY: return EBUSY; /* held open by another program */
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS: return EEXIST;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL: return ENOSPC;
    case ERROR_NOT_SAME_DEVICE: return EXDEV;
    case ERROR_WRITE_PROTECT: return EROFS;
    case ERROR_DIR_NOT_EMPTY: return ENOTEMPTY;
    case ERROR_DIRECTORY: return ENOTDIR;
    case ERROR_FILENAME_EXCED_RANGE: return ENAMETOOLONG;
    case ERROR_INVALID_NAME:
    case ERROR_BAD_PATHNAME:
    case ERROR_INVALID_PARAMETER: return EINVAL;
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_OUTOFMEMORY: return ENOMEM;
    case ERROR_INVALID_FUNCTION:
    case ERROR_NOT_SUPPORTED: return ENOSYS;
    case ERROR_INVALID_HANDLE: return EBADF;
    case ERROR_CANT_RESOLVE_FILENAME: return ELOOP;
    default: return EIO;
    }
}

int wplat_fail(void)
{
    errno = wplat_errno(GetLastError());
    return -1;
}

double wplat_unix_seconds(unsigned long long ft)
{
    /* 1601-01-01 to 1970-01-01: 11644473600 s. */
    return (double)ft / 1e7 - 11644473600.0;
}
