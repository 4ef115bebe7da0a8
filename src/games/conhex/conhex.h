/* ConHex's state, private to src/games (the rules in conhex.c, the AI's
 * knowledge in conhex_ai.c read it directly for speed). */
#ifndef GAMES_CONHEX_H
#define GAMES_CONHEX_H

#include "core/game.h"

#define NS 69 /* holes */
#define NC 41 /* cells */

/* Union-find nodes: the cells, then the sides (N, S for Blue; W, E for Red). */
enum { UF_N = NC, UF_S, UF_W, UF_E, UF_COUNT };

_Static_assert(NS <= BOARD_MAX_SITES && NC <= BOARD_MAX_CELLS, "ConHex board bounds");

typedef struct {
    game_head_t head;
    uint8_t peg[NS];      /* 0 empty, else the player */
    uint8_t owner[NC];    /* 0 unclaimed, else the player */
    uint8_t cnt[2][NC];   /* pegs of player p+1 on the holes of each cell */
    uint8_t uf[UF_COUNT]; /* union-find parents */
    uint8_t npegs;        /* pegs on the board */
    uint8_t claimed[2];   /* cells owned by each player */
} conhex_state_t;

#endif
