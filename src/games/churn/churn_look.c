/* How Churn looks (fields: src/games/look.h). */
#include "games/look.h"

const game_look_t churn_look = {0};
