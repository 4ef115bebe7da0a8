/* How Uknight is taught and shown off (fields: src/games/learn.h). */
#include "games/learn.h"

const game_learn_t uknight_learn = {0};
