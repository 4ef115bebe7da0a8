/* How ConHex looks (fields: src/games/look.h). */
#include "games/look.h"

const game_look_t conhex_look = {
    .own_hues = 1,
    .seat = {LOOK_HUE_BLUE, LOOK_HUE_RED},
};
