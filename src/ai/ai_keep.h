/* The tree kept between searches (ai_request_t.keep): what ai.c needs. */
#ifndef AI_KEEP_H
#define AI_KEEP_H

#include "ai/ai.h"
#include "ai/mcts_forest.h"

/* The kept forest when it was grown by the same game, set-up (cfg, its
 * budget and clock aside), threads and kind of parallelism and holds st:
 * then positioned at st with a fresh clock. Else NULL, and the keep is
 * emptied. */
mcts_forest_t *ai_keep_take(ai_keep_t *k, const game_t *g, const mcts_config_t *cfg, int threads,
                            int shared, const void *st);
/* The game a forest to be kept must search with: the keep's own copy of g
 * (the caller's may be freed before the next search). */
const game_t *ai_keep_game(ai_keep_t *k, const game_t *g);
/* Keeps f (taken or made with ai_keep_game) for the next search. */
void ai_keep_put(ai_keep_t *k, mcts_forest_t *f, const mcts_config_t *cfg, int threads, int shared);

#endif
