/* What a preview needs of a game beyond its events (core/preview.h): small
 * queries over a position that no move records, for the hover previews of
 * the board view. Plain functions over the rules (no SDL), filled in each
 * game's folder; the rules table's .preview points at it. A field left
 * NULL means the game has no such notion (the query answers "none"). */
#ifndef GAME_PREVIEW_H
#define GAME_PREVIEW_H

#include "core/game.h"

typedef struct game_preview {
    /* The progress of a region cell towards a claim (ConHex): the pegs
     * `player` holds on the cell's holes, and in *need how many claim it.
     * -1 when the cell is already claimed (by anyone) or out of range. */
    int (*progress)(const game_t *g, const void *st, int cell, int player, int *need);
    /* The budget of the turn under way (Zumo's energy in its push step):
     * the units left, and in *total the units the turn began with. -1
     * between turns. */
    int (*budget)(const game_t *g, const void *st, int *total);
} game_preview_t;

/* The game's table; a game without one gets the all-NULL table. */
const game_preview_t *game_preview_of(const game_rules_t *r);

/* The queries, answering -1 ("none") where the game leaves them NULL. */
int game_cell_progress(const game_t *g, const void *st, int cell, int player, int *need);
int game_turn_budget(const game_t *g, const void *st, int *total);

#endif
