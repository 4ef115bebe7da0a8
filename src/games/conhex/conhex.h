/* ConHex's state, private to src/games (the rules in conhex.c, the AI's
 * knowledge in conhex_ai.c read it directly for speed). */
#ifndef GAMES_CONHEX_H
#define GAMES_CONHEX_H

#include "core/game.h"

#define NS 69 /* holes */
#define NC 41 /* cells */

/* The board as data (conhex_board.c, made by tools/gen_conhex_data.py from
 * tests/data/reference/conhex_board.json). */
extern const board_sites_t conhex_board;


/* ConHex's own verbs (EV_GAME sub-kinds; conhex_present.c: the table and
 * how the board draws them). */
enum {
    CONHEX_EV_CLAIM, /* region cell claimed by player, sweeping from site cell2 */
    CONHEX_EV_COUNT
};
extern const event_verbs_t conhex_verbs;

_Static_assert(NS <= BOARD_MAX_SITES && NC <= BOARD_MAX_CELLS, "ConHex board bounds");

typedef struct {
    game_head_t head;
    uint8_t peg[NS];      /* 0 empty, else the player */
    uint8_t owner[NC];    /* 0 unclaimed, else the player */
    /* Pegs of player p+1 on the holes of each cell, bit-sliced: bit c of
     * pl[p][k] is bit k of cell c's count, stored plus (8 - need) so that
     * pl[p][3] holds exactly the cells the player has enough pegs to claim.
     * A peg adds its hole's cell mask with four and/xor pairs, and its
     * claims are one mask (conhex.c). Counts stay below 16: at most 6 holes
     * a cell, and 8 - need <= 6. */
    uint64_t pl[2][4];
    uint64_t own[2];      /* owner[] as masks, one per player */
    /* conn[p][k]: p+1's cells joined by his cells to his first (k 0) or
     * second (k 1) side. Each is closed under adjacency within own[p], so a
     * claim joins both when it touches each (side or member neighbour), and
     * a cell enters each mask once a game. */
    uint64_t conn[2][2];
    uint8_t npegs;        /* pegs on the board */
    uint8_t claimed[2];   /* cells owned by each player */
} conhex_state_t;

/* Player p's pegs on the holes of cell c. */
static inline int conhex_pegs(const board_t *b, const conhex_state_t *s, int p, int c)
{
    const uint64_t *q = s->pl[p - 1];
    int v = (int)((q[0] >> c) & 1) | (int)((q[1] >> c) & 1) << 1 | (int)((q[2] >> c) & 1) << 2 |
            (int)((q[3] >> c) & 1) << 3;
    return v - (8 - b->cells[c].need);
}

/* One more peg of p on each cell of mask m; returns the cells of m where p
 * now has enough pegs to claim (owned ones included). */
static inline uint64_t conhex_add_pegs(conhex_state_t *s, int p, uint64_t m)
{
    uint64_t *q = s->pl[p - 1];
    uint64_t c0 = q[0] & m, c1, c2;
    q[0] ^= m;
    c1 = q[1] & c0;
    q[1] ^= c0;
    c2 = q[2] & c1;
    q[2] ^= c1;
    q[3] ^= c2;
    return q[3] & m;
}

#endif
