/* The pause menu (pause_screen_new in client.h): its items, for tests. */
#ifndef PAUSEMENU_H
#define PAUSEMENU_H

#include "ui/platform/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

enum { PAUSE_RESUME, PAUSE_SETTINGS, PAUSE_RULES, PAUSE_SAVE, PAUSE_QUIT, PAUSE_ITEMS };

canvas_rect_t pause_item_rect(const ui_t *ui, int i);
int pause_selected(const screen_t *s);

#endif
