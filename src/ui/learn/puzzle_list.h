/* The puzzle list of a game (levels/<game>/puzzles/): each puzzle by its
 * number, title and goal line ("Blue to play and win at once."), solved
 * ones ticked (puzzle_store.h); Enter or a click plays it (nav.h
 * NAV_PUZZLE), Left and Right show another game's puzzles, Esc goes back. */
#ifndef PUZZLE_LIST_H
#define PUZZLE_LIST_H

#include "core/game.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

screen_t *puzzle_list_new(ui_t *ui, const game_rules_t *r);

/* Tests and scripts. */
int puzzle_list_is(const screen_t *s);
int puzzle_list_count(const screen_t *s);
int puzzle_list_solved(const screen_t *s, int i);   /* 1 ticked */
const char *puzzle_list_goal(const screen_t *s, int i);
const game_rules_t *puzzle_list_game(const screen_t *s);
/* The centre of row i, scrolled into view (it is selected): 0, or -1 when
 * there is no such row. */
int puzzle_list_row_centre(const screen_t *s, const ui_t *ui, int i, float *x, float *y);

#endif
