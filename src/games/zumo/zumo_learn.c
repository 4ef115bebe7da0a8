/* How Zumo is taught and shown off (fields: src/games/learn.h). */
#include "games/learn.h"

const game_learn_t zumo_learn = {
    .attract_side = 6,
};
