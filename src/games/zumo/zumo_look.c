/* How Zumo looks (fields: src/games/look.h). */
#include "games/look.h"

const game_look_t zumo_look = {
    .own_hues = 1,
    .seat = {LOOK_HUE_BLACK, LOOK_HUE_WHITE},
    .light_field = 1, /* black and white stones */
};
