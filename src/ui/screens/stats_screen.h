/* The statistics screen: the player's record against the AI, game by
 * game: wins, losses and draws per level with each level's rating, the
 * person's estimated rating in the game and a suggested level
 * (ui/widgets/standing.h says what counts and how it is rated). */
#ifndef STATS_SCREEN_H
#define STATS_SCREEN_H

#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* game: the registry index shown first (out of range: the first game). */
screen_t *stats_screen_new(ui_t *ui, int game);
int stats_screen_is(const screen_t *s);
/* The registry index of the game shown. */
int stats_screen_game(const screen_t *s);

#endif
