/* Win-in-one search over the actions of one turn, and a fallback action. */
#include "ai/ai_turn.h"
#include "ai/ai_pool.h"
#include "ai/ai_walk.h"

#include <stdlib.h>
#include <string.h>

#include "ai/mcts.h"

#define TURN_ACTS_MAX 4096
#define TURN_WIN_CAP 20000L

struct ai_finder {
    const game_t *g;
    const ai_know_t *k;
    int mover;
    long nodes, cap;
    ai_walk_t walk;          /* a state per depth, the filtered actions of every depth */
    action_t *acts;          /* scratch for actions() */
    move_t *m;
    int base;                /* actions already in m before the search */
    int limit;               /* depth limit of this deepening pass */
    int cut;                 /* the limit cut some line short */
    int oom;
    atomic_int *cancel;
};

void ai_finder_set_cancel(ai_finder_t *f, atomic_int *cancel) { f->cancel = cancel; }

ai_finder_t *ai_finder_new(const game_t *g)
{
    ai_finder_t *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->g = g;
    f->acts = malloc(sizeof *f->acts * TURN_ACTS_MAX);
    if (!f->acts) {
        free(f);
        return NULL;
    }
    return f;
}

void ai_finder_free(ai_finder_t *f)
{
    if (!f) return;
    ai_walk_free(&f->walk);
    free(f->acts);
    free(f);
}

static void *state_at(ai_finder_t *f, int depth)
{
    return ai_walk_state(&f->walk, f->g->rules->state_size, depth);
}

/* Reserves n action slots above `top` on the stack; NULL when out of memory. */
static action_t *stack_at(ai_finder_t *f, int top, int n)
{
    return ai_walk_actions(&f->walk, top, n);
}

static int dfs(ai_finder_t *f, int depth, int last, int top)
{
    const game_t *g = f->g;
    size_t sz = g->rules->state_size;
    if (f->base + depth >= MOVE_MAX_ACTIONS) return 0;
    if (depth >= f->limit) {
        f->cut = 1;
        return 0;
    }
    const void *st = f->walk.states + sz * (size_t)depth;
    int n = g->rules->actions(g, st, f->acts, TURN_ACTS_MAX);
    if (n <= 0) return 0;
    action_t *mine = stack_at(f, top, n);
    if (!mine || !state_at(f, depth + 1)) {
        f->oom = 1;
        return -1;
    }
    st = f->walk.states + sz * (size_t)depth; /* the buffer may have moved */
    int k = 0, in_turn = game_head(st)->in_turn;
    for (int i = 0; i < n; i++)
        if (!in_turn || mcts_order_ok(f->k, &f->acts[i], last)) mine[k++] = f->acts[i];
    /* Repeating the last action first finds multi-unit pushes early. */
    if (in_turn && depth > 0) {
        const action_t *prev = &f->m->a[f->base + depth - 1];
        for (int i = 1; i < k; i++)
            if (mine[i].kind == prev->kind && mine[i].a == prev->a && mine[i].b == prev->b) {
                action_t t = mine[0];
                mine[0] = mine[i];
                mine[i] = t;
                break;
            }
    }
    char err[GAME_ERR_MAX];
    unsigned char *next = f->walk.states + sz * (size_t)(depth + 1);
    int32_t ply0 = game_head(st)->ply;
    for (int i = 0; i < k; i++) {
        if (f->nodes++ >= f->cap) return -1;
        if ((f->nodes & 63) == 0) {
            ai_pool_pause(); /* without threads: the page's turn (ai_pool.h) */
            if (f->cancel && atomic_load_explicit(f->cancel, memory_order_relaxed)) return -1;
        }
        memcpy(next, f->walk.states + sz * (size_t)depth, sz);
        if (g->rules->act(g, next, &mine[i], NULL, err, sizeof err) != 0) continue;
        const game_head_t *h = game_head(next);
        f->m->a[f->base + depth] = mine[i];
        if (h->status == GAME_WIN) {
            if (h->winners == 1u << (f->mover - 1) && mine[i].kind != ACT_SWAP) {
                f->m->n = f->base + depth + 1;
                return 1;
            }
            continue;
        }
        if (h->status != GAME_ONGOING || h->ply != ply0) continue;
        int lk = f->k && f->k->order != AI_ORDER_NONE && mine[i].kind == f->k->order_kind
                     ? mcts_order_key(&mine[i]) : last;
        int rc = dfs(f, depth + 1, lk, top + k);
        if (rc != 0) return rc;
        next = f->walk.states + sz * (size_t)(depth + 1);
        mine = f->walk.stack + top;
    }
    return 0;
}

int ai_finder_run(ai_finder_t *f, const ai_know_t *k, const void *st, int last, move_t *m, long cap)
{
    if (game_is_over(st)) return 0;
    if (cap <= 0) cap = k && k->win_cap > 0 ? k->win_cap : TURN_WIN_CAP;
    void *s0 = state_at(f, 1);
    if (!s0) return -1;
    memcpy(f->walk.states, st, f->g->rules->state_size);
    f->k = k;
    f->mover = game_head(st)->to_move;
    f->cap = cap;
    f->nodes = 0;
    f->m = m;
    f->base = m->n;
    f->oom = 0;
    int n0 = m->n, rc = 0, depth_max = MOVE_MAX_ACTIONS - m->n;
    for (f->limit = 1; f->limit <= depth_max; f->limit++) {
        f->cut = 0;
        rc = dfs(f, 0, last, 0);
        if (rc != 0 || !f->cut) break;
    }
    if (rc != 1) m->n = n0;
    return rc;
}

long ai_finder_spent(const ai_finder_t *f) { return f->nodes; }

int ai_find_win(const game_t *g, const ai_know_t *k, const void *st, int last, move_t *m, long cap,
                atomic_int *cancel)
{
    ai_finder_t *f = ai_finder_new(g);
    if (!f) return -1;
    f->cancel = cancel;
    int rc = ai_finder_run(f, k, st, last, m, cap);
    ai_finder_free(f);
    return rc;
}

int ai_threat(const game_t *g, const ai_know_t *k, const void *st, int colour, long cap,
              atomic_int *cancel)
{
    return ai_threat_move(g, k, st, colour, cap, cancel, NULL, NULL);
}

int ai_threat_move(const game_t *g, const ai_know_t *k, const void *st, int colour, long cap,
                   atomic_int *cancel, move_t *win, void *from)
{
    const game_head_t *h = game_head(st);
    if (h->status != GAME_ONGOING || h->in_turn) return -1;
    void *tmp = malloc(g->rules->state_size);
    move_t *m = malloc(sizeof *m);
    int rc = -1;
    if (tmp && m) {
        memcpy(tmp, st, g->rules->state_size);
        ((game_head_t *)tmp)->to_move = (int8_t)colour;
        ((game_head_t *)tmp)->passes = 0;
        m->n = 0;
        rc = ai_find_win(g, k, tmp, -1, m, cap, cancel);
        if (rc == 1 && win) *win = *m;
        if (rc == 1 && from) memcpy(from, tmp, g->rules->state_size);
    }
    free(m);
    free(tmp);
    return rc;
}

int ai_fallback_action(const game_t *g, const ai_know_t *k, const void *st, int last, action_t *out)
{
    action_t *acts = malloc(sizeof *acts * TURN_ACTS_MAX);
    if (!acts) return -1;
    int n = g->rules->actions(g, st, acts, TURN_ACTS_MAX), pick = -1;
    for (int i = 0; i < n && pick < 0; i++)
        if (acts[i].kind == ACT_END) pick = i;
    for (int i = 0; i < n && pick < 0; i++)
        if (!game_head(st)->in_turn || mcts_order_ok(k, &acts[i], last)) pick = i;
    if (pick >= 0) *out = acts[pick];
    free(acts);
    return pick >= 0 ? 0 : -1;
}
