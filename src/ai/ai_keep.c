/* Tree reuse (ai.h ai_keep_t): one search's tree waits here for the next,
 * which starts from the node of its position if the tree holds it (the
 * moves played since were searched), so the visits below that node are not
 * searched again. A keep serves one search at a time; the worker
 * (ai_worker.c) serialises its jobs on `lock`. */
#include "ai/ai_keep.h"

#include "ai/ai_pool.h"

#include <stdlib.h>
#include <string.h>

struct ai_keep {
    ai_lock_t lock;          /* held across a search (ai_pool.h: a task without threads gives way) */
    game_t game;              /* the forest's game */
    mcts_forest_t *f;         /* NULL: nothing kept */
    mcts_config_t cfg;        /* the set-up it was grown with */
    int threads, shared;
};

ai_keep_t *ai_keep_new(void)
{
    ai_keep_t *k = calloc(1, sizeof *k);
    if (k && ai_lock_init(&k->lock) != 0) {
        free(k);
        return NULL;
    }
    return k;
}

void ai_keep_clear(ai_keep_t *k)
{
    if (!k) return;
    mcts_forest_free(k->f);
    k->f = NULL;
}

void ai_keep_free(ai_keep_t *k)
{
    if (!k) return;
    ai_keep_clear(k);
    ai_lock_destroy(&k->lock);
    free(k);
}

void ai_keep_lock(ai_keep_t *k) { ai_lock_take(&k->lock); }
void ai_keep_unlock(ai_keep_t *k) { ai_lock_give(&k->lock); }

/* The same search set-up, budget and clock aside (field by field: the
 * padding of two equal structs may differ). */
static int same_shape(const mcts_config_t *a, const mcts_config_t *b)
{
    return a->c_uct == b->c_uct && a->prior_weight == b->prior_weight && a->bias_weight == b->bias_weight &&
           a->fpu == b->fpu && a->use_prior == b->use_prior && a->rave == b->rave && a->rave_b == b->rave_b &&
           a->solver == b->solver && a->playout_depth == b->playout_depth && a->informed == b->informed &&
           a->use_eval == b->use_eval && a->expand_after == b->expand_after && a->paranoid == b->paranoid &&
           a->max_nodes == b->max_nodes && a->win_check == b->win_check && a->win_cap == b->win_cap &&
           a->settle == b->settle;
}

mcts_forest_t *ai_keep_take(ai_keep_t *k, const game_t *g, const mcts_config_t *cfg, int threads,
                            int shared, const void *st)
{
    if (threads < 1) threads = 1;
    mcts_forest_t *f = k->f;
    k->f = NULL;
    if (f && (memcmp(&k->game, g, sizeof *g) || !same_shape(&k->cfg, cfg) || k->threads != threads ||
              k->shared != shared || mcts_forest_find(f, st) != 0)) {
        mcts_forest_free(f);
        f = NULL;
    }
    if (f) mcts_forest_set_clock(f, cfg->max_seconds);
    return f;
}

const game_t *ai_keep_game(ai_keep_t *k, const game_t *g)
{
    if (!k->f) memcpy(&k->game, g, sizeof *g);
    return &k->game;
}

void ai_keep_put(ai_keep_t *k, mcts_forest_t *f, const mcts_config_t *cfg, int threads, int shared)
{
    if (k->f != f) mcts_forest_free(k->f);
    k->f = f;
    k->cfg = *cfg;
    k->threads = threads < 1 ? 1 : threads;
    k->shared = shared;
}
