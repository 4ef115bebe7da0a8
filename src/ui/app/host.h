/* Who owns the main loop. On the desktop the app does (app_run waits
 * between turns); in a browser the page does, and a turn runs once per
 * animation frame, never blocking the page. One host is built, chosen by
 * the Makefile: host_desktop.c or host_web.c. */
#ifndef HOST_H
#define HOST_H

#include "ui/app/app.h"

/* Called once, with the app's exit status, when its loop has ended. */
typedef void (*host_end_fn)(void *ctx, int status);

/* First thing in main, before any file is read or written or a thread
 * started: the browser's host hooks the platform's file changes
 * (plat_set_change_hook) to copy the user's files to IndexedDB, which the
 * page has loaded before main. Nothing on the desktop. */
void host_prepare(void);

/* Runs the app until it ends, then end(ctx, status). On the desktop this
 * returns after end; in a browser it may return at once, before the first
 * turn (the page's frames carry the loop), with everything that ctx points
 * at kept alive. */
void host_run(app_t *a, host_end_fn end, void *ctx);

#endif
