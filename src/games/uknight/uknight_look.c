/* How Uknight looks (fields: src/contract/look.h). */
#include "contract/look.h"
#include "games/uknight/uknight_draw.h"

const game_look_t uknight_look = {
    .own_hues = 1,
    .seat = {LOOK_HUE_WHITE, LOOK_HUE_CRIMSON},
    .accent = LOOK_ACCENT_VIOLET,
    .alt_piece = uknight_double,
    .picture = {.side = 6, .players = 2, .turns = 12, .seed = 2},
};
