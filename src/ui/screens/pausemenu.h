/* The pause menu (pause_screen_new; nav.h opens it): its items, for tests. */
#ifndef PAUSEMENU_H
#define PAUSEMENU_H

#include "core/session.h"
#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

enum { PAUSE_RESUME, PAUSE_SETTINGS, PAUSE_RULES, PAUSE_SAVE, PAUSE_SHARE, PAUSE_EDIT, PAUSE_RESIGN, PAUSE_QUIT, PAUSE_ITEMS };

/* Over the play screen of s (borrowed); nav.h opens it. */
screen_t *pause_screen_new(ui_t *ui, session_t *s);

canvas_rect_t pause_item_rect(const ui_t *ui, int i);
int pause_selected(const screen_t *s);
/* Resign asked, waiting for its confirmation (Resign chosen again). */
int pause_resign_asked(const screen_t *s);
/* The colour a resignation from the menu gives up: the person to move,
 * else the only person; 0 with why in buf when nobody may resign now. */
int pause_resigner(const session_t *s, char *why, size_t n);

#endif
