/* Level tables: from a request (level, budget, ablations) to a search set-up. */
#ifndef AI_LEVEL_H
#define AI_LEVEL_H

#include "ai.h"
#include "mcts.h"

void ai_level_config(const game_t *g, const ai_request_t *req, mcts_config_t *cfg);

#endif
