/* The rules screen (rules_screen_new; nav.h opens it): what tests need. */
#ifndef RULES_SCREEN_H
#define RULES_SCREEN_H

#include "core/game.h"
#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* The rules of r (nav.h opens it). */
screen_t *rules_screen_new(ui_t *ui, const game_rules_t *r);

int rules_game(const screen_t *s);
int rules_page(const screen_t *s);
int rules_page_count(const screen_t *s);
int rules_has_diagram(const screen_t *s);
/* Why the page's own diagram could not be shown ("" when it is). */
const char *rules_diagram_problem(const screen_t *s);
canvas_rect_t rules_tab_rect(const screen_t *s, const ui_t *ui, int i);
canvas_rect_t rules_page_rect(const screen_t *s, const ui_t *ui, int i);
/* 0: previous page, 1: next page. */
canvas_rect_t rules_nav_rect(const ui_t *ui, int which);

#endif
