/* Monte Carlo tree search over the actions of the rules interface (UCT with
 * knowledge priors and progressive bias, RAVE, MCTS-Solver, playouts cut
 * off by evaluation, per-player rewards for 3-4 players).
 *
 * The tree lives in one pool of nodes addressed by index (children of a node
 * are contiguous), so a search allocates a handful of blocks, frees them at
 * once and never chases pointers. States are not stored in nodes: each
 * iteration copies the root state and applies the actions on the way down
 * (states differ in size and can be kilobytes; an action is 8 bytes).
 *
 * Seats: rewards belong to seats, numbered by the colour each held at the
 * search's root; a pie swap inside the tree or a playout exchanges the two
 * colours of the seats, so a swap is valued from the colour taken over. */
#ifndef MCTS_H
#define MCTS_H

#include <stdatomic.h>
#include <stdint.h>

#include "ai/ai.h"
#include "ai/ai_know.h"
#include "core/game.h"

typedef struct {
    long iterations;       /* budget of mcts_run (the caller may run again) */
    double max_seconds;    /* wall clock limit over every run, 0: none */
    double c_uct;          /* exploration constant */
    float prior_weight;    /* virtual visits given to the knowledge prior (0: none) */
    float bias_weight;     /* progressive bias: bias_weight * prior / (visits + 1) */
    float fpu;             /* value of an unvisited child when prior_weight is 0 */
    int use_prior;         /* ask the knowledge for priors */
    int rave;              /* AMAF values blended into the tree values */
    float rave_b;          /* RAVE bias (Silver's b^2): smaller trusts AMAF longer */
    int solver;            /* prove wins and losses (2 players) */
    int playout_depth;     /* turns before a playout is evaluated; 0: to the end */
    int informed;          /* knowledge playout turns instead of random ones */
    int use_eval;          /* evaluate cut-off playouts (else: an even share) */
    int expand_after;      /* visits a leaf needs before it is expanded */
    int paranoid;          /* 3-4 players: the others play against the root seat */
    long max_nodes;        /* pool limit; beyond it leaves stay leaves */
    int win_check;         /* look for a win in one at each new turn of the tree */
    long win_cap;          /* actions such a check may try */
    long win2_cap;         /* > 0: where the root's mover ends a turn, prove a
                              win in two (every answer leaves a win in one,
                              ai_forced.h) trying at most this many actions */
    long win2_share;       /* actions those checks may spend in all, per
                              iteration of a run */
    int settle;            /* stop once the most visited root move cannot be
                              overtaken in the iterations left */
} mcts_config_t;

enum { MCTS_WIN = 1, MCTS_LOSS = -1 };
enum { MCTS_EXPANDED = 1, MCTS_TERMINAL = 2, MCTS_BUSY = 4 /* being expanded (shared tree) */ };

/* A node. The _Atomic fields are the ones the threads of a shared tree
 * (mcts_share_pool) read and write at once: visits and rewards relaxed,
 * proofs relaxed, flags release/acquire (EXPANDED publishes child and
 * nchild, which are written once before it). The others are written
 * before the node is published, or belong to one search (RAVE's). Read
 * them with the accessors below (relaxed: plain loads on x86). */
typedef struct {
    action_t act;            /* the action that leads here */
    uint32_t child;          /* first child in the pool (valid when nchild > 0) */
    uint16_t nchild;
    int8_t seat;             /* seat that played act; 0 at the root */
    _Atomic int8_t proof;    /* MCTS_WIN / MCTS_LOSS for seat, 0 unknown */
    _Atomic uint8_t flags;   /* MCTS_EXPANDED, MCTS_TERMINAL, MCTS_BUSY */
    uint16_t code;           /* small number of the action for AMAF (0: none) */
    float prior;             /* knowledge prior for seat, 0..1 */
    _Atomic uint32_t n;      /* visits */
    _Atomic float w;         /* summed rewards of seat */
    uint32_t rn;             /* AMAF visits */
    float rw;                /* AMAF summed rewards */
} mcts_node_t;

static inline uint32_t mcts_node_visits(const mcts_node_t *c)
{
    return atomic_load_explicit(&c->n, memory_order_relaxed);
}
static inline float mcts_node_reward(const mcts_node_t *c)
{
    return atomic_load_explicit(&c->w, memory_order_relaxed);
}
static inline int mcts_node_proof(const mcts_node_t *c)
{
    return atomic_load_explicit(&c->proof, memory_order_relaxed);
}

typedef struct mcts mcts_t;

/* A search for game g (NULL when out of memory). know may be NULL. */
mcts_t *mcts_new(const game_t *g, const ai_know_t *know, const mcts_config_t *cfg, uint64_t seed);
void mcts_free(mcts_t *m);

/* Starts a new tree at st (any state, also inside a turn). */
int mcts_set_root(mcts_t *m, const void *st);
/* Runs up to `iterations` more iterations (stops early when the root is
 * proven, the pool limit and budget are spent, the time limit passes or
 * *cancel is set). Returns the iterations run. progress->done is set to
 * progress_base + the iterations of this run, or, with progress_base < 0
 * (several searches sharing one progress), added to. */
long mcts_run(mcts_t *m, long iterations, atomic_int *cancel, ai_progress_t *progress,
              long progress_base, long progress_total);
/* 1 when the last run stopped for the time limit or a cancel. */
int mcts_stopped(const mcts_t *m);

/* The root node and its children (pointers valid until the next run). */
const mcts_node_t *mcts_root(const mcts_t *m);
const mcts_node_t *mcts_children(const mcts_t *m, int *n);
/* The root's proof for the side to move: +1 win, -1 loss, 0 unknown. */
int mcts_root_proof(const mcts_t *m);
/* Index of the child to play: a proven win, else the most visited child
 * that is not a proven loss. -1 when the root has no children. */
int mcts_best_child(const mcts_t *m);
/* Makes child i the root (its subtree is kept); the root state advances. */
int mcts_descend(mcts_t *m, int i);
const void *mcts_root_state(const mcts_t *m);
/* Mean result of a child for its seat (prior-blended), 0..1. */
double mcts_child_value(const mcts_t *m, const mcts_node_t *c);

/* Summed rewards of each seat s = 1..players (out[s]; seats are the
 * colours at the root) over the visits of root child i since mcts_set_root
 * (the child's visits are its n). -1 once mcts_descend moved the root. */
int mcts_child_seat_rewards(const mcts_t *m, int i, double *out);
/* Tree parallelism: several searches grow one tree on threads.
 * mcts_share_pool makes m's pool fixed (allocated up to max_nodes at once)
 * and its statistics atomic; mcts_attach makes m (another search of the
 * same game and set-up, its own seed) search owner's tree. Then
 * mcts_run may be called on all of them at once on different threads: a
 * visit is counted on the way down (a virtual loss until its reward
 * arrives), expansion is claimed by a flag (a thread that finds a node
 * being expanded plays out from it), nodes are handed out in blocks.
 * Between runs (no thread running) only the owner sets the root or
 * descends; mcts_follow copies its root into the others. RAVE's tables are
 * not shared: a shared tree needs rave off. */
int mcts_share_pool(mcts_t *m);
void mcts_attach(mcts_t *m, mcts_t *owner);
void mcts_follow(mcts_t *m, const mcts_t *owner);

/* Tree reuse: makes the node whose state is exactly `st` (reached from the
 * root by the actions of the tree, a turn or two later) the root, keeping
 * its subtree. 0, or -1 (not found: the tree is then in an unspecified
 * place; set a new root). Between runs only. */
int mcts_find(mcts_t *m, const void *st);
/* A new clock for the next runs (the time already spent is forgotten). */
void mcts_set_clock(mcts_t *m, double max_seconds);
/* Turns stopping once settled on or off for the next runs. */
void mcts_set_settle(mcts_t *m, int settle);

/* Totals since mcts_new. */
long mcts_iterations(const mcts_t *m);
int64_t mcts_plies(const mcts_t *m);
long mcts_nodes(const mcts_t *m);

/* The order filter of ai_know_t: may action a be tried after `last` (the
 * key of the previous action of the kind in this turn, -1 none)? */
int mcts_order_ok(const ai_know_t *k, const action_t *a, int last);
int mcts_order_key(const action_t *a);

#endif
