/* How a game is taught and shown off: its rules pages, the captions of the
 * attract mode, the size it is demonstrated on. Plain data and functions
 * over the rules (no SDL), read by src/ui, filled in each game's folder
 * (src/games/<id>/<id>_learn.c); the rules table points at it. A field
 * left zero means the common default. */
#ifndef GAME_LEARN_H
#define GAME_LEARN_H

#include "core/game.h"

typedef struct game_learn {
    int attract_side;     /* board side in the attract mode (0: the smallest) */
    int attract_players;  /* players in the attract mode (0: the fewest) */
} game_learn_t;

#endif
