/* Per-game knowledge for the search (mcts.h): a table of optional hooks per
 * game, part of the games' contract (filled in each game's <id>_ai.c, read
 * by src/ai). Everything is a hint: a game with no table (or a hook left NULL) is
 * still searched correctly, only less cleverly.
 *
 * Values are expected results in [0, 1] (1 = a sole win). A hook gets a
 * scratch context made by `init` once per search (board tables, buffers), so
 * knowledge has no mutable globals and searches can run on several threads.
 * How the search uses each hook per game and level (playout cut-off, RAVE,
 * informed playouts) is decided in ai_level.c, from measurements. */
#ifndef AI_KNOW_H
#define AI_KNOW_H

#include "core/game.h"

/* Within one turn, actions of kind `order_kind` commute (Wunchunk stones,
 * Zumo push units): the search only tries them in increasing cell order
 * (strictly, or allowing repeats), so one set of stones is one path. */
typedef enum { AI_ORDER_NONE = 0, AI_ORDER_STRICT, AI_ORDER_REPEAT } ai_order_t;

typedef struct ai_know {
    /* Context for the other hooks; NULL allowed. Returns NULL on failure
     * only when ctx_size > 0 (out of memory). */
    void *(*init)(const game_t *g);
    void (*done)(void *ctx);

    /* Static evaluation of a position (between turns or inside one): v[p]
     * for colour p = 1..players, each in [0, 1]. */
    void (*eval)(void *ctx, const game_t *g, const void *st, double *v);

    /* Priors for the n legal actions at st, for the colour to move: out[i]
     * in [0, 1] (0.5 = nothing known). */
    void (*prior)(void *ctx, const game_t *g, const void *st, const action_t *acts, int n,
                  float *out);

    /* One playout turn chosen with knowledge (between turns); -1 when there
     * is no legal turn. NULL: rules->random_turn. */
    int (*playout_turn)(void *ctx, const game_t *g, void *st, rng_t *rng);

    /* Actions a playout from `from` to `to` made (for AMAF / RAVE): writes
     * up to max, returns the count. NULL: playouts add nothing to AMAF. */
    int (*amaf)(void *ctx, const game_t *g, const void *from, const void *to, action_t *out,
                int max);

    /* A few words on what a move does, for hints ("claims two cells"); may
     * leave buf empty. */
    void (*explain)(void *ctx, const game_t *g, const void *st, const move_t *m, char *buf,
                    size_t n);

    /* A quick filter before a win-in-one check in the tree: 0 when the
     * mover at st is unlikely to have a win in one (the exact check is then
     * skipped: a missed win only costs a proof, never a wrong one). NULL:
     * always check. */
    int (*may_win)(void *ctx, const game_t *g, const void *st);

    /* What the opponent would win by, for "blocks Red's <threat>". */
    const char *threat_noun;     /* "connection", "push off the edge" */

    long win_cap;                /* actions the win-in-one search before a search may
                                    try (0: 20,000) */
    long win_check;              /* > 0: look for a win in one at each new turn of the
                                    tree, trying at most this many actions */

    ai_order_t order;
    int order_kind;              /* action_kind_t the order applies to */
} ai_know_t;

/* The knowledge of a game (its rules table's `know`, filled in its folder's
 * <id>_ai.c), or a table with every hook NULL. */
const ai_know_t *ai_know_for(const game_t *g);

/* Shared helpers for the knowledge files. */
double ai_sigmoid(double x);
/* v[] for a 2-player evaluation where colour 1 has advantage x (logistic). */
void ai_eval_two(double x, double *v);
/* Multi-player: v[p] from per-player "badness" scores (lower is better),
 * a softmax over -scale * bad. */
void ai_eval_softmax(int players, const double *bad, double scale, double *v);

/* The scratch most knowledge needs (as init/done hooks): a view to read
 * boards into and a state to look one action ahead in. */
typedef struct {
    game_view_t view;
    void *tmp;
} ai_scratch_t;
void *ai_scratch_new(const game_t *g);
/* The same in a zeroed block of size bytes whose start is the scratch (a
 * context of a game's own with an ai_scratch_t first); ai_scratch_free
 * frees it. */
void *ai_scratch_new_size(const game_t *g, size_t size);
void ai_scratch_free(void *ctx);

/* Priors by looking one action ahead: out[i] = eval of the state after
 * acts[i] for the mover (tmp: a state-sized buffer). */
typedef void (*ai_eval_fn)(void *ctx, const game_t *g, const void *st, double *v);
void ai_prior_lookahead(const game_t *g, const void *st, const action_t *acts, int n, float *out,
                        ai_eval_fn eval, void *ctx, void *tmp);


#endif
