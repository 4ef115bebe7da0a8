/* The seam's folders, temporaries and resolved paths on Windows (plat.h). */
#include "plat/plat.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>

#include "plat/win32/wplat.h"

struct plat_dir {
    HANDLE find;
    int first; /* the entry FindFirstFileW gave is still to be returned */
    WIN32_FIND_DATAW data;
    char *name; /* the last name handed out, UTF-8 */
};

plat_dir_t *plat_dir_open(const char *path)
{
    size_t k = strlen(path);
    char *pattern = malloc(k + 3);
    if (!pattern) return errno = ENOMEM, NULL;
    memcpy(pattern, path, k);
    strcpy(pattern + k, k && (path[k - 1] == '/' || path[k - 1] == '\\') ? "*" : "/*");
    wchar_t *w = wplat_path(pattern);
    free(pattern);
    plat_dir_t *d = w ? calloc(1, sizeof *d) : NULL;
    if (!d) {
        if (w) errno = ENOMEM;
        free(w);
        return NULL;
    }
    d->find = FindFirstFileExW(w, FindExInfoBasic, &d->data, FindExSearchNameMatch, NULL, 0);
    free(w);
    if (d->find == INVALID_HANDLE_VALUE) {
        wplat_fail();
        if (errno == ENOENT) {
            /* ENOTDIR when path is there but is a file. */
            plat_stat_t st;
            if (plat_stat(path, &st) == 0 && st.kind != PLAT_DIR) errno = ENOTDIR;
        }
        free(d);
        return NULL;
    }
    d->first = 1;
    return d;
}

const char *plat_dir_next(plat_dir_t *d)
{
    for (;;) {
        if (!d->first && !FindNextFileW(d->find, &d->data)) return NULL;
        d->first = 0;
        const wchar_t *n = d->data.cFileName;
        if (!wcscmp(n, L".") || !wcscmp(n, L"..")) continue;
        free(d->name);
        d->name = wplat_utf8(n);
        if (d->name) return d->name;
    }
}

void plat_dir_close(plat_dir_t *d)
{
    if (!d) return;
    FindClose(d->find);
    free(d->name);
    free(d);
}

char *plat_realpath(const char *path)
{
    wchar_t *w = wplat_path(path);
    if (!w) return NULL;
    HANDLE h = CreateFileW(w, FILE_READ_ATTRIBUTES, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) return wplat_fail(), NULL;
    wchar_t buf[32768];
    DWORD k = GetFinalPathNameByHandleW(h, buf, 32768, FILE_NAME_NORMALIZED | VOLUME_NAME_DOS);
    CloseHandle(h);
    if (!k || k >= 32768) return wplat_fail(), NULL;
    /* "\\?\C:\x" is "C:/x"; "\\?\UNC\server\share" is "//server/share". */
    const wchar_t *p = buf;
    if (!wcsncmp(p, L"\\\\?\\UNC\\", 8)) {
        p += 6;
        buf[6] = L'\\';
    } else if (!wcsncmp(p, L"\\\\?\\", 4)) {
        p += 4;
    }
    return wplat_utf8(p);
}

int plat_sync_path(const char *path, int is_dir)
{
    /* A folder cannot be flushed on Windows; the rename that named the
     * file was written through (plat_rename). */
    if (is_dir) return 0;
    wchar_t *w = wplat_path(path);
    if (!w) return -1;
    /* FlushFileBuffers needs write access: a handle for reading is refused
     * (what failed a screenshot's fsync on Windows). */
    HANDLE h = CreateFileW(w, GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) return wplat_fail();
    int rc = FlushFileBuffers(h) ? 0 : wplat_fail();
    CloseHandle(h);
    return rc;
}

int plat_mkdtemp(char *templ)
{
    size_t k = strlen(templ);
    if (k < 6 || strcmp(templ + k - 6, "XXXXXX")) return errno = EINVAL, -1;
    static const char set[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    unsigned long long x = GetTickCount64() ^ ((unsigned long long)GetCurrentProcessId() << 20);
    for (int tries = 0; tries < 1000; tries++) {
        LARGE_INTEGER c;
        QueryPerformanceCounter(&c);
        x = x * 6364136223846793005ull + (unsigned long long)c.QuadPart + 1442695040888963407ull;
        unsigned long long y = x >> 16;
        for (int i = 0; i < 6; i++, y /= 36) templ[k - 6 + i] = set[y % 36];
        if (plat_mkdir(templ) == 0) return 0;
        if (errno != EEXIST) return -1;
    }
    return errno = EEXIST, -1;
}

int plat_temp_root(int on_disk, char *buf, size_t n)
{
    (void)on_disk; /* the user's temporary folder is on disk */
    const char *t = getenv("TMPDIR");
    if (t && *t) return snprintf(buf, n, "%s", t) >= (int)n ? -1 : 0;
    wchar_t w[MAX_PATH + 2];
    DWORD k = GetTempPathW(MAX_PATH + 2, w);
    if (!k || k > MAX_PATH + 1) return -1;
    if (k > 3 && (w[k - 1] == L'\\' || w[k - 1] == L'/')) w[k - 1] = 0;
    char *s = wplat_utf8(w);
    int rc = s && snprintf(buf, n, "%s", s) < (int)n ? 0 : -1;
    free(s);
    return rc;
}

FILE *plat_fopen(const char *path, const char *mode)
{
    /* 'b' always (no CR LF translation), 'N': not inherited. */
    wchar_t wm[16];
    size_t j = 0;
    for (const char *m = mode; *m && j < 12; m++)
        if (*m != 'b' && *m != 't') wm[j++] = (wchar_t)(unsigned char)*m;
    wm[j++] = L'b';
    wm[j++] = L'N';
    wm[j] = 0;
    wchar_t *w = wplat_path(path);
    if (!w) return NULL;
    FILE *f = _wfopen(w, wm);
    free(w);
    return f;
}
