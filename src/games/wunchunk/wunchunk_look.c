/* How Wunchunk looks (fields: src/contract/look.h). */
#include "contract/look.h"

const game_look_t wunchunk_look = {
    .accent = LOOK_ACCENT_AMBER,
    .lone_rings = 1,
    .outline_groups = 1,
    /* A chunk outline after every stone: a quick pulse, not a show. */
    .quick_groups = 1,
    .place_s = 0.30f,
    .picture = {.side = 5, .players = 3, .turns = 9, .seed = 29},
};
