/* The result screen, shown over the play screen when a game ends: the
 * winner and how, the score breakdown, a replay of the game on its own
 * board, and rematch / new game / back to the board. It borrows the play
 * screen's session (the play screen stays below it). */
#ifndef RESULT_H
#define RESULT_H

#include "core/session.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* note: a line under the game's name (the player's rating change), NULL
 * or "" for none; it is copied. */
screen_t *result_screen_new(ui_t *ui, session_t *s, const char *note);
/* The note shown ("" when none). */
const char *result_screen_note(const screen_t *s);
/* Why Rematch or New game did not go ahead ("" when nothing was refused). */
const char *result_screen_problem(const screen_t *s);
int result_screen_is(const screen_t *s);
session_t *result_screen_session(screen_t *s);
/* Where a script clicks: "@rematch", "@newgame", "@board", "@replay",
 * "@first", "@prev", "@next", "@last", "@review", "@wrong", "@climb" (the
 * next level after a win, key T). 0, or -1. */
int result_screen_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y);
/* 1 while the replay plays. */
int result_screen_busy(screen_t *s);

#endif
