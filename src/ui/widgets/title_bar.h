/* The title's action bar under the game list (no SDL): Continue (only
 * when an unfinished game exists: the newest, named), Learn (how to play
 * the game the list has selected: its tutorial and demonstrations), Load
 * game, Settings, Rules, Puzzles (of the selected game), Statistics. The title owns one and routes focus, pointer and Enter to it. */
#ifndef TITLE_BAR_H
#define TITLE_BAR_H

#include "core/game.h"
#include "draw/canvas.h"
#include "ui/platform/ui.h"

enum { TITLE_CONTINUE, TITLE_LOAD, TITLE_SETTINGS, TITLE_RULES, TITLE_PUZZLES, TITLE_STATS, TITLE_LEARN, TITLE_ACTIONS };

typedef struct {
    int n;                    /* actions shown; 0 until the client is known */
    int act[TITLE_ACTIONS];
    int focus;                /* focused slot, -1: none (the list has it) */
    float hl[TITLE_ACTIONS], hl_prev[TITLE_ACTIONS];
    char cont[96];            /* the game Continue continues ("Zumo") */
} title_bar_t;

void title_bar_init(title_bar_t *b);
/* Rebuilds the actions from the client (the autosave may have come or
 * gone); the first time, a game to continue takes the focus. */
void title_bar_refresh(title_bar_t *b, ui_t *ui);
canvas_rect_t title_bar_rect(const title_bar_t *b, const ui_t *ui, int slot);
int title_bar_at(const title_bar_t *b, const ui_t *ui, float x, float y);
/* Runs the action of a slot; game: the game the list has selected. */
void title_bar_activate(const title_bar_t *b, ui_t *ui, int slot, const game_rules_t *game);
void title_bar_update(title_bar_t *b, double dt);
/* appear: seconds since the title appeared (the bar fades in). */
void title_bar_draw(const title_bar_t *b, const ui_t *ui, canvas_t *c, double alpha, float appear);

#endif
