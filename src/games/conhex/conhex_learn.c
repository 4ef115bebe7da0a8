/* How ConHex is taught and shown off (fields: src/games/learn.h). */
#include "games/learn.h"

const game_learn_t conhex_learn = {0};
