/* How Churn is taught and shown off (fields: src/games/learn.h). */
#include "games/learn.h"

const game_learn_t churn_learn = {
    .attract_side = 3,
};
