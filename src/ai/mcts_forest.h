/* Root parallelism (or, optionally, tree parallelism: below): several independent search trees (mcts.h) over the same
 * root, one per thread, with different seeds, each given its share of the
 * iteration budget (or the same wall time); the root moves' visits, values
 * and proofs are summed over the trees to choose. No tree is shared, so no
 * statistic is locked; the threads meet only at the end of each run.
 *
 * With one tree nothing is merged and no thread is started: every answer is
 * the single tree's, exactly as mcts.h gives it (same moves under a seed).
 * With several, the answer is still deterministic under an iteration budget
 * (each tree is, and the merge is), not under a time limit or a cancel. */
#ifndef MCTS_FOREST_H
#define MCTS_FOREST_H

#include "ai/ai_pool.h"
#include "ai/mcts.h"

#define MCTS_FOREST_MAX 64  /* threads at most */

typedef struct mcts_forest mcts_forest_t;

/* `trees` searches (clamped to 1..MCTS_FOREST_MAX); tree 0 has `seed`.
 * shared: tree parallelism instead, the searches grow one tree (tree 0's)
 * with virtual loss (mcts_share_pool in mcts.h); the answers are then
 * tree 0's and not deterministic with several threads (the threads' timing
 * shapes the tree). NULL when out of memory. */
mcts_forest_t *mcts_forest_new(const game_t *g, const ai_know_t *know, const mcts_config_t *cfg,
                               uint64_t seed, int trees, int shared);
void mcts_forest_free(mcts_forest_t *f);
/* The threads for the runs (tree 0 runs on the caller's): a persistent
 * pool the caller owns and keeps alive while the forest runs. Without one,
 * the forest makes its own at its first run with several trees, for its
 * life. NULL forgets a borrowed pool (the forest's own, if any, stays). */
void mcts_forest_set_pool(mcts_forest_t *f, ai_pool_t *pool);
int mcts_forest_set_root(mcts_forest_t *f, const void *st);
/* Runs `iterations` in all, shared between the trees, on the pool's threads
 * (tree 0 on the caller's). Progress and cancel as mcts_run. Returns the iterations run. */
long mcts_forest_run(mcts_forest_t *f, long iterations, atomic_int *cancel, ai_progress_t *progress,
                     long progress_base, long progress_total);
int mcts_forest_stopped(const mcts_forest_t *f);

/* The merged root: its children's count, visits, proof, value, action. */
int mcts_forest_nchild(const mcts_forest_t *f);
long mcts_forest_root_visits(const mcts_forest_t *f);
int mcts_forest_root_proof(const mcts_forest_t *f);
int mcts_forest_child_proof(const mcts_forest_t *f, int i);
double mcts_forest_child_value(const mcts_forest_t *f, int i);
action_t mcts_forest_child_act(const mcts_forest_t *f, int i);
/* Summed visits of child i over the trees. */
long mcts_forest_child_visits(const mcts_forest_t *f, int i);
/* Summed per-seat rewards of child i over the trees (mcts_child_seat_rewards);
 * -1 when a tree has moved its root or none has the child. */
int mcts_forest_child_seat_rewards(const mcts_forest_t *f, int i, double *out);
/* As mcts_best_child, over the summed visits and the trees' proofs. */
int mcts_forest_best_child(const mcts_forest_t *f);
/* Every tree makes child i its root (a tree that cannot follow drops out). */
int mcts_forest_descend(mcts_forest_t *f, int i);
const void *mcts_forest_root_state(const mcts_forest_t *f);

/* Tree reuse (mcts_find): the node of state st becomes the root in every
 * tree; a tree of root parallelism that cannot find it starts afresh at st.
 * 0, or -1 (not found in any tree, or the trees are half full: set a new
 * root). mcts_forest_set_clock: a new clock for the next runs;
 * mcts_forest_set_settle: stopping once settled on or off (mcts_set_settle). */
int mcts_forest_find(mcts_forest_t *f, const void *st);
void mcts_forest_set_clock(mcts_forest_t *f, double max_seconds);
void mcts_forest_set_settle(mcts_forest_t *f, int settle);

/* Totals over the trees. */
long mcts_forest_iterations(const mcts_forest_t *f);
int64_t mcts_forest_plies(const mcts_forest_t *f);
long mcts_forest_nodes(const mcts_forest_t *f);

#endif
