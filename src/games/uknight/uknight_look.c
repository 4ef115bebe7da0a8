/* How Uknight looks (fields: src/games/look.h). */
#include "games/look.h"

const game_look_t uknight_look = {
    .own_hues = 1,
    .seat = {LOOK_HUE_WHITE, LOOK_HUE_CRIMSON},
};
