/* The game select screen (gameselect_screen_new; nav.h opens it): what tests
 * and scripts need to find on it. */
#ifndef GAMESELECT_H
#define GAMESELECT_H

#include "core/game.h"
#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* The game select at game_index (nav.h opens it). */
screen_t *gameselect_screen_new(ui_t *ui, int game_index);

canvas_rect_t gameselect_card_rect(const screen_t *s, const ui_t *ui, int i);
/* 0: "Set up", 1: "Rules", 2: "Learn" (the tutorial and demonstrations);
 * drawn left to right as Rules, Learn, Set up. */
canvas_rect_t gameselect_button_rect(const ui_t *ui, int which);
int gameselect_selected(const screen_t *s);

#endif
