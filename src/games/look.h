/* How a game looks: the colours of its seats and board, and the few drawing
 * choices the board view makes per game. Plain data read by src/ui (no SDL),
 * filled in each game's folder (src/games/<id>/<id>_look.c); the rules
 * table points at it. A field left zero means the common default. */
#ifndef GAME_LOOK_H
#define GAME_LOOK_H

#include "core/game.h"

/* The arcade hues a seat can have; the UI's palette holds their shades and
 * a colour-blind-safe variant of each. */
typedef enum {
    LOOK_HUE_RED = 0,
    LOOK_HUE_BLUE,
    LOOK_HUE_GREEN,
    LOOK_HUE_YELLOW,
    LOOK_HUE_WHITE,
    LOOK_HUE_BLACK,
    LOOK_HUE_CRIMSON,
} look_hue_t;

typedef struct game_look {
    int own_hues;                       /* 0: red, blue, green, yellow */
    look_hue_t seat[GAME_MAX_PLAYERS];  /* colour of player 1..4 */
    int light_field;                    /* a bluer, lighter board, so dark pieces read */
} game_look_t;

#endif
