/* What the win32 files of the seam share (not part of plat.h): UTF-8 to
 * UTF-16 and back, and Windows errors as errno. */
#ifndef WPLAT_H
#define WPLAT_H

#include <wchar.h>

/* path (UTF-8) as UTF-16 for the wide calls, malloc'd: '/' kept (Windows
 * takes both), a long path made absolute under "\\?\" (past MAX_PATH the
 * plain form fails). NULL with errno (EILSEQ: not UTF-8). */
wchar_t *wplat_path(const char *path);
/* s (UTF-8) as UTF-16, malloc'd; NULL with errno. */
wchar_t *wplat_wide(const char *s);
/* UTF-16 as UTF-8 with '\' turned to '/', malloc'd; NULL with errno. */
char *wplat_utf8(const wchar_t *w);
/* GetLastError() as errno (set), for the callers' strerror messages; -1. */
int wplat_fail(void);
/* A Windows error as an errno value. */
int wplat_errno(unsigned long winerr);
/* FILETIME (100 ns since 1601) as seconds since 1970. */
double wplat_unix_seconds(unsigned long long filetime);

#endif
