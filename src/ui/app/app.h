/* The app shell: window (resizable, hi-DPI, desktop full screen on F11 or
 * Alt+Enter), renderer with vsync, fonts, the canvas, the screen stack and
 * the fixed-timestep loop (120 Hz updates, frame time clamped to 0.25 s,
 * rendering blended with alpha = acc / dt), drawing only when the screens
 * move or input arrives (pacer.h). Global keys: F11 and Alt+Enter
 * toggle full screen, Ctrl+Q quits; the rest goes to the top screen. */
#ifndef APP_H
#define APP_H

#include <stddef.h>

#include "ui/app/opts.h"

#define APP_UPDATE_HZ 120.0
#define APP_MAX_FRAME 0.25

typedef struct app app_t;

/* Opens the window and everything in it; NULL with a one-line message and
 * the exit status in *status (1: no display, missing font, SDL failure). */
app_t *app_new(const opts_t *o, const char *data_dir, int game_index, char *err, size_t errlen,
               int *status);
/* How long to wait before the next turn of the loop, and whether input
 * ends the wait early (else it keeps the display's rate). */
typedef struct {
    double seconds;
    int wake;
} app_wait_t;

/* One turn of the loop: input, updates, and a frame when something
 * changed. 0 while the app goes on (*w: the wait before the next turn),
 * 1 once it has ended (app_status: its exit status). The desktop's app_run
 * waits between turns; a host that owns the loop (a browser's frame
 * callback) calls it once a frame instead. */
int app_turn(app_t *a, app_wait_t *w);
int app_status(const app_t *a);
/* Runs until quit (or the --exit-after limit); the exit status. */
int app_run(app_t *a);
void app_free(app_t *a);
/* The shell state (tests, and scripted input later). */
struct ui *app_ui(app_t *a);

#endif
