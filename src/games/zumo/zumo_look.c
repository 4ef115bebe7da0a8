/* How Zumo looks (fields: src/contract/look.h). */
#include "contract/look.h"

const game_look_t zumo_look = {
    .own_hues = 1,
    .seat = {LOOK_HUE_BLACK, LOOK_HUE_WHITE},
    .light_field = 1, /* black and white stones */
    .accent = LOOK_ACCENT_ORANGE,
    .picture = {.side = 6, .players = 2, .turns = 24, .seed = 30},
    /* The busiest animation: suction, evaporation and a push that shatters. */
    .bench = {.level = "levels/zumo/start-s10-p2.txt", .turns = 60, .pick = "push", .animate = 1,
              .label = "zumo side 10, mid-animation", .label_scores = "zumo side 10 mid-animation + scores"},
};
