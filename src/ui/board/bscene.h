/* What the board shows at a moment of a move's animation (pure, no SDL).
 *
 * The state before the move, with the effects of every beat already over
 * applied, gives the pieces at rest; the events of the beat under way are
 * "actors" that draw their own piece (a sliding stone, a dropping peg), so
 * the cells they start from are left empty at rest. Applying every beat to
 * the state before gives the state after (tests check this for every game),
 * which is what lets undo play the same timeline backwards. */
#ifndef BSCENE_H
#define BSCENE_H

#include <stdint.h>

#include "core/game.h"
#include "ui/board/anim.h"

typedef struct {
    uint8_t cell[BOARD_MAX_CELLS];   /* player | VIEW_ALT, 0 empty */
    uint8_t owner[BOARD_MAX_CELLS];  /* ConHex claimed cells */
    uint8_t site[BOARD_MAX_SITES];   /* ConHex pegs */
} bscene_board_t;

typedef struct {
    bscene_board_t rest;      /* drawn as is */
    bscene_board_t beat0;     /* the board as the current beat began (actors read their pieces here) */
    int beat;                 /* the beat under way; nbeats when none */
    int first, last;          /* its events: first <= i < last (empty when none) */
} bscene_t;

void bscene_from_view(bscene_board_t *b, const game_view_t *v);
/* Applies the events ev[from..to) as one beat. */
void bscene_apply_beat(bscene_board_t *b, const event_verbs_t *vs, const event_t *ev, int from, int to);
/* The scene at the animation's clock. Not running: the view the clock ends
 * at (after forward, before in reverse). */
void bscene_at(bscene_t *s, const game_view_t *before, const game_view_t *after, const anim_t *a);
/* The scene at any clock value (hexshot, tests). */
void bscene_at_clock(bscene_t *s, const game_view_t *before, const game_view_t *after,
                     const anim_t *a, double clock);

#endif
