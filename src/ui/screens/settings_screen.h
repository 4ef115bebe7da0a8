/* The settings screen (settings_screen_new; nav.h opens it): its rows, for tests. */
#ifndef SETTINGS_SCREEN_H
#define SETTINGS_SCREEN_H

#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

enum { SET_FULLSCREEN, SET_SPEED, SET_VOLUME, SET_MUTE, SET_PALETTE, SET_ORIENT, SET_COORDS, SET_PREVIEWS, SET_CONFIRM,
       SET_AI_THREADS, SET_PONDER, SET_DONE, SET_ROWS };

/* nav.h opens it. */
screen_t *settings_screen_new(ui_t *ui);

canvas_rect_t settings_row_rect(const ui_t *ui, int row);
int settings_selected(const screen_t *s);
/* The help under the form for a row (the sound rows say when no sound
 * device was found). */
const char *settings_help(const ui_t *ui, int row);

#endif
