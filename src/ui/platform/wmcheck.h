/* Is there a window manager to honour a full-screen request? Under X11
 * without one (a bare Xvfb, a kiosk session) SDL's full screen changes
 * only SDL's idea of the window: the view is laid out for the display
 * while the window stays as it was (issue 50, a cut layout). */
#ifndef WMCHECK_H
#define WMCHECK_H

#include <SDL.h>

/* 1 when win is an X11 window and no EWMH window manager runs (the root
 * window has no _NET_SUPPORTING_WM_CHECK); 0 otherwise, also when it
 * cannot be told (other drivers, libX11 not found). */
int wmcheck_missing(SDL_Window *win);

#endif
