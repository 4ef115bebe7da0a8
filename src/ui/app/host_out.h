/* What the person exports, handed out of the program where its own ways
 * do not reach them. On the desktop the clipboard is the system's and a
 * save is a file in their folders: nothing more is done (0). In a browser
 * SDL's clipboard is the page's own and the saves live in IndexedDB, out
 * of the person's reach: each goes out as a download as well. Built by the
 * host (host_desktop.c or host_web.c). */
#ifndef HOST_OUT_H
#define HOST_OUT_H

#include <stddef.h>

/* Hands out text as a file called name (a plain name, no folder): 1 when
 * it went out (a download), 0 when this host has no need (the desktop), -1
 * with a message in err. */
int host_out_text(const char *name, const char *text, char *err, size_t errlen);
/* Hands out the file at path (a named save) under its own name: 1, 0 or
 * -1 as host_out_text. */
int host_out_file(const char *path, char *err, size_t errlen);

#endif
