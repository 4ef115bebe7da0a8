/* How Churn looks (fields: src/contract/look.h). */
#include "contract/look.h"

const game_look_t churn_look = {
    .accent = LOOK_ACCENT_LIME,
    .picture = {.side = 4, .players = 2, .turns = 16, .seed = 5},
};
