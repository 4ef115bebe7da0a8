/* A win in two by whole turns: does every answer of the side to move leave
 * the other side a win in one? The tree search asks it where the root's
 * mover has just ended a turn (mcts.c), so a forced win two turns deep is
 * proven without the search having to refute each answer by visits. */
#ifndef AI_FORCED_H
#define AI_FORCED_H

#include <stdatomic.h>

#include "contract/ai_know.h"
#include "core/game.h"

typedef struct ai_forcer ai_forcer_t;

/* Reusable buffers (one per search thread); NULL when out of memory. */
ai_forcer_t *ai_forcer_new(const game_t *g);
void ai_forcer_free(ai_forcer_t *f);
void ai_forcer_set_cancel(ai_forcer_t *f, atomic_int *cancel);

/* At st (between turns, two players, the opponent of `winner` to move):
 * 1 when every whole turn of the side to move ends with a sole win of
 * `winner` or leaves him a win in one (each looked for with at most
 * win_cap actions, 0: the finder's default); 0 when some answer escapes;
 * -1 when unknown (more than `cap` actions in all, a swap among the
 * answers, no complete answer, cancel, out of memory). kctx is the
 * knowledge's context for k->may_win (may be NULL when k has none).
 * *spent gets the actions tried, the finder's included. */
int ai_forcer_run(ai_forcer_t *f, const ai_know_t *k, void *kctx, const void *st, int winner, long cap,
                  long win_cap, long *spent);

#endif
