/* How Wunchunk looks (fields: src/games/look.h). */
#include "games/look.h"

const game_look_t wunchunk_look = {0};
