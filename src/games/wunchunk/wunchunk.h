/* Wunchunk's state, private to src/games (the rules in wunchunk.c, the AI's
 * knowledge in wunchunk_ai.c reads it directly for speed). */
#ifndef GAMES_WUNCHUNK_H
#define GAMES_WUNCHUNK_H

#include "core/game.h"

#define WC_MAX_SIDE 8
#define WC_CELLS 169 /* hexhex side 8 */
#define WC_MARK_BYTES ((WC_CELLS + 7) / 8)
#define OPT_PIE 0
#define OPT_BALANCE 1

typedef struct {
    game_head_t head;
    uint8_t cell[WC_CELLS];        /* 0 empty, else the stone's colour 1..4 */
    uint8_t parent[WC_CELLS];      /* union-find over stones of one colour */
    uint8_t gsize[WC_CELLS];       /* group size, valid at roots */
    uint8_t mark[WC_MARK_BYTES];   /* cells placed in the turn under way */
    uint8_t chunks[GAME_MAX_PLAYERS + 1];
    uint8_t crumbs[GAME_MAX_PLAYERS + 1];
    uint8_t empties;               /* empty cells */
    uint8_t allot;                 /* allotment of the turn under way */
    uint8_t p1_turns;              /* turns colour 1 has completed (capped at 2) */
    uint8_t out;                   /* bit p-1: colour p's clock ran out, it passes from now on */
} wc_state_t;

/* Root of x's group without path compression (for const states). */
static inline int wc_root(const uint8_t *parent, int x)
{
    while (parent[x] != x) x = parent[x];
    return x;
}

#endif
