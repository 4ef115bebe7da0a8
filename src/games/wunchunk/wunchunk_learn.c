/* How Wunchunk is taught and shown off (fields: src/games/learn.h). */
#include "games/learn.h"

const game_learn_t wunchunk_learn = {
    .attract_players = 3, /* shows off a game of more than two */
};
