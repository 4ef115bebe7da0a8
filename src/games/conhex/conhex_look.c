/* How ConHex looks (fields: src/contract/look.h). */
#include "games/conhex/conhex_draw.h"
#include "contract/look.h"

const game_look_t conhex_look = {
    .site_piece = conhex_peg,
    .region = conhex_plate,
    .own_hues = 1,
    .seat = {LOOK_HUE_BLUE, LOOK_HUE_RED},
    .accent = LOOK_ACCENT_CYAN,
    .side_bands = 1,
    .place_s = 0.38f, /* the peg drops and bounces */
    .picture = {.players = 2, .turns = 20, .seed = 3},
    /* The most shapes on one board: every cell a claimed plate. */
    .bench = {.level = "levels/conhex/start-p2.txt", .turns = 200, .label = "conhex full board",
              .label_scores = "conhex full board + scores"},
};
