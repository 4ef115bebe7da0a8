/* Win in two by whole turns (ai_forced.h): a depth-first walk over the
 * actions of the answering side's turn (commuting actions in canonical
 * order only, as the tree does), each finished answer checked with the
 * win-in-one finder of ai_turn.c. */
#include "ai/ai_forced.h"

#include <stdlib.h>
#include <string.h>

#include "ai/ai_turn.h"
#include "ai/ai_pool.h"
#include "ai/ai_walk.h"
#include "ai/mcts.h"

#define FORCED_ACTS_MAX 4096

struct ai_forcer {
    const game_t *g;
    const ai_know_t *k;
    void *kctx;
    int winner;
    long spent, cap, win_cap;
    long answers;            /* finished answers seen */
    ai_walk_t walk;          /* a state per depth, the filtered actions of every depth */
    action_t *acts;          /* scratch for actions() */
    ai_finder_t *finder;
    move_t *wm;
    atomic_int *cancel;
};

ai_forcer_t *ai_forcer_new(const game_t *g)
{
    ai_forcer_t *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->g = g;
    f->acts = malloc(sizeof *f->acts * FORCED_ACTS_MAX);
    f->finder = ai_finder_new(g);
    f->wm = malloc(sizeof *f->wm);
    if (!f->acts || !f->finder || !f->wm) {
        ai_forcer_free(f);
        return NULL;
    }
    return f;
}

void ai_forcer_free(ai_forcer_t *f)
{
    if (!f) return;
    ai_finder_free(f->finder);
    free(f->wm);
    ai_walk_free(&f->walk);
    free(f->acts);
    free(f);
}

void ai_forcer_set_cancel(ai_forcer_t *f, atomic_int *cancel)
{
    f->cancel = cancel;
    ai_finder_set_cancel(f->finder, cancel);
}

/* The state buffer of `depth` (grown as needed); NULL when out of memory. */
static unsigned char *state_at(ai_forcer_t *f, int depth)
{
    return ai_walk_state(&f->walk, f->g->rules->state_size, depth);
}

static action_t *stack_at(ai_forcer_t *f, int top, int n)
{
    return ai_walk_actions(&f->walk, top, n);
}

/* A finished answer (the state after it): 1 covered (the winner has won
 * or wins in one), 0 it escapes, -1 unknown. */
static int answer(ai_forcer_t *f, const void *st)
{
    const game_head_t *h = game_head(st);
    f->answers++;
    if (h->status != GAME_ONGOING) return h->status == GAME_WIN && h->winners == 1u << (f->winner - 1);
    if (h->to_move != f->winner) return 0;
    /* The knowledge may rule a win out cheaply (it may be wrong only by
     * missing one: then the answer escapes, no proof is lost but this). */
    if (f->k && f->k->may_win && !f->k->may_win(f->kctx, f->g, st)) return 0;
    f->wm->n = 0;
    int rc = ai_finder_run(f->finder, f->k, st, -1, f->wm, f->win_cap);
    f->spent += ai_finder_spent(f->finder);
    return rc;
}

/* Every answer from the state of `depth` on (a turn under way): 1 all
 * covered, 0 one escapes, -1 unknown. */
static int walk(ai_forcer_t *f, int depth, int last, int top)
{
    const game_t *g = f->g;
    size_t sz = g->rules->state_size;
    if (depth + 1 >= MOVE_MAX_ACTIONS) return -1;
    const void *st = f->walk.states + sz * (size_t)depth;
    int n = g->rules->actions(g, st, f->acts, FORCED_ACTS_MAX);
    if (n <= 0) return 1; /* a start no action goes on with: no answer this way */
    action_t *mine = stack_at(f, top, n);
    if (!mine || !state_at(f, depth + 1)) return -1;
    st = f->walk.states + sz * (size_t)depth; /* the buffer may have moved */
    int k = 0, in_turn = game_head(st)->in_turn;
    for (int i = 0; i < n; i++)
        if (!in_turn || mcts_order_ok(f->k, &f->acts[i], last)) mine[k++] = f->acts[i];
    /* Where the order leaves nothing the turn goes on in any order (as in
     * the tree). */
    if (k == 0) {
        memcpy(mine, f->acts, sizeof *mine * (size_t)n);
        k = n;
    }
    char err[GAME_ERR_MAX];
    int32_t ply0 = game_head(st)->ply;
    for (int i = 0; i < k; i++) {
        if (f->spent++ >= f->cap) return -1;
        if ((f->spent & 63) == 0) {
            ai_pool_pause(); /* without threads: the page's turn (ai_pool.h) */
            if (f->cancel && atomic_load_explicit(f->cancel, memory_order_relaxed)) return -1;
        }
        /* A swap changes who the winner is: not weighed here. */
        if (mine[i].kind == ACT_SWAP) return -1;
        unsigned char *next = f->walk.states + sz * (size_t)(depth + 1);
        memcpy(next, f->walk.states + sz * (size_t)depth, sz);
        if (g->rules->act(g, next, &mine[i], NULL, err, sizeof err) != 0) continue;
        int rc;
        if (game_is_over(next) || game_head(next)->ply != ply0) {
            rc = answer(f, next);
        } else {
            int lk = f->k && f->k->order != AI_ORDER_NONE && mine[i].kind == f->k->order_kind
                         ? mcts_order_key(&mine[i]) : last;
            rc = walk(f, depth + 1, lk, top + k);
        }
        if (rc != 1) return rc;
        mine = f->walk.stack + top;
    }
    return 1;
}

int ai_forcer_run(ai_forcer_t *f, const ai_know_t *k, void *kctx, const void *st, int winner, long cap,
                  long win_cap, long *spent)
{
    const game_head_t *h = game_head(st);
    f->spent = 0;
    f->answers = 0;
    int rc = -1;
    if (h->status == GAME_ONGOING && !h->in_turn && h->to_move != winner && state_at(f, 1)) {
        memcpy(f->walk.states, st, f->g->rules->state_size);
        f->k = k;
        f->kctx = kctx;
        f->winner = winner;
        f->cap = cap;
        f->win_cap = win_cap;
        rc = walk(f, 0, -1, 0);
        /* No finished answer at all: nothing was shown. */
        if (rc == 1 && f->answers == 0) rc = -1;
    }
    if (spent) *spent = f->spent;
    return rc;
}
