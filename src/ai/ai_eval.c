/* The evaluation service (ai_eval.h): a search run in chunks, its root
 * statistics read after each one into a partial answer, the top moves
 * completed into whole turns at the end. */
#include "ai/ai_eval.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_level.h"
#include "ai/ai_turn.h"
#include "ai/mcts.h"
#include "ai/mcts_forest.h"
#include "plat/plat.h"

#define EVAL_CHUNKS 16        /* partial answers per search (at least) */
#define EVAL_CHUNK_MIN 256    /* iterations: fewer would spend more on threads than search */
#define EVAL_CHUNK_MAX 2048   /* a partial answer every ~0.1-0.5 s however large the budget */

static double wall(void)
{ return plat_now(); }

int ai_eval_default_threads(void)
{
    int n = plat_search_cores();
    return n > MCTS_FOREST_MAX ? MCTS_FOREST_MAX : n;
}

static int cancelled(const ai_request_t *req)
{
    return req->cancel && atomic_load(req->cancel);
}

void ai_eval_by_seat(const game_t *g, const void *st, const ai_eval_t *e, double *out)
{
    int np = g->setup.players, swapped = np == 2 && game_head(st)->swapped;
    for (int s = 0; s <= GAME_MAX_PLAYERS; s++) out[s] = 0.0;
    for (int c = 1; c <= np; c++) out[swapped ? 3 - c : c] = e->win[c];
}

/* The result of a finished game as probabilities. */
static void result_probs(const game_t *g, const void *st, double *win)
{
    const game_head_t *h = game_head(st);
    int np = g->setup.players, k = __builtin_popcount(h->winners);
    for (int c = 1; c <= np; c++)
        win[c] = h->status == GAME_WIN && k ? ((h->winners >> (c - 1) & 1) ? 1.0 / k : 0.0) : 1.0 / np;
}

/* Order of the root children: proven wins, then open moves by visits (then
 * value, then the rules' order), then proven losses by visits. */
typedef struct {
    int i, proof;
    long visits;
    double value;
} cand_t;

static int cand_cmp(const void *pa, const void *pb)
{
    const cand_t *a = pa, *b = pb;
    int ra = a->proof == MCTS_WIN ? 0 : a->proof == MCTS_LOSS ? 2 : 1;
    int rb = b->proof == MCTS_WIN ? 0 : b->proof == MCTS_LOSS ? 2 : 1;
    if (ra != rb) return ra - rb;
    if (a->visits != b->visits) return a->visits > b->visits ? -1 : 1;
    if (a->value != b->value) return a->value > b->value ? -1 : 1;
    return a->i - b->i;
}

static int same_act(const action_t *a, const action_t *b)
{
    return a->kind == b->kind && a->a == b->a && a->b == b->b && a->player == b->player && a->n == b->n;
}

/* Does action a end the turn at st (tmp: a state-sized buffer)? */
static int ends_turn(const game_t *g, const void *st, const action_t *a, void *tmp)
{
    char err[GAME_ERR_MAX];
    memcpy(tmp, st, g->rules->state_size);
    if (g->rules->act(g, tmp, a, NULL, err, sizeof err) != 0) return 0;
    return game_is_over(tmp) || game_head(tmp)->ply != game_head(st)->ply;
}

typedef struct {
    const game_t *g;
    const void *st;
    const ai_request_t *req;
    const ai_know_t *k;
    mcts_config_t cfg;
    int top;
    int have_win;        /* a win in one was found before the search */
    move_t *win_move;
    void *tmp;           /* state-sized scratch */
    cand_t *cand;        /* scratch, nchild long */
    int ncand_cap;
    int child_of[AI_EVAL_TOP_MAX]; /* root child of each top move (-1: none) */
    int descended;       /* the forest's root is the position after top[0] */
} eval_ctx_t;

/* Win probabilities of every colour from the best child's per-seat sums,
 * the mover's taken from the child's value (so win[mover] == top[0].win). */
static void fill_probs(eval_ctx_t *c, mcts_forest_t *f, const cand_t *best, ai_eval_t *out)
{
    int np = c->g->setup.players, me = out->to_move;
    double sums[GAME_MAX_PLAYERS + 1], v = best->value;
    double others = 0.0;
    int have = best->visits > 0 && mcts_forest_child_seat_rewards(f, best->i, sums) == 0;
    for (int s = 1; s <= np; s++)
        if (s != me) others += have ? sums[s] : 0.0;
    for (int s = 1; s <= np; s++) {
        if (s == me) out->win[s] = v;
        else if (others > 0) out->win[s] = (1.0 - v) * sums[s] / others;
        else out->win[s] = (1.0 - v) / (np - 1);
    }
}

/* The partial answer from the forest's root: first actions only. */
static void fill_partial(eval_ctx_t *c, mcts_forest_t *f, ai_eval_t *out)
{
    const game_t *g = c->g;
    int n = mcts_forest_nchild(f), np = g->setup.players, me = out->to_move;
    out->ntop = 0;
    out->proven = 0;
    for (int s = 1; s <= np; s++) out->win[s] = 1.0 / np;
    if (n > c->ncand_cap) {
        cand_t *p = realloc(c->cand, sizeof *p * (size_t)n);
        if (!p) n = c->ncand_cap; /* rank the ones that fit */
        else {
            c->cand = p;
            c->ncand_cap = n;
        }
    }
    for (int i = 0; i < n; i++) {
        cand_t *k = &c->cand[i];
        k->i = i;
        k->proof = mcts_forest_child_proof(f, i);
        k->visits = mcts_forest_child_visits(f, i);
        k->value = k->proof == MCTS_WIN ? 1.0 : k->proof == MCTS_LOSS ? 0.0 : mcts_forest_child_value(f, i);
    }
    if (n > 1) qsort(c->cand, (size_t)n, sizeof *c->cand, cand_cmp);
    int slot = 0;
    if (c->have_win) {
        ai_eval_move_t *t = &out->top[slot];
        t->move = *c->win_move;
        t->win = 1.0;
        t->proof = 1;
        t->whole = 1;
        t->visits = 0;
        for (int i = 0; i < n; i++) {
            action_t a = mcts_forest_child_act(f, c->cand[i].i);
            if (same_act(&a, &c->win_move->a[0])) t->visits = c->cand[i].visits;
        }
        c->child_of[slot++] = -1;
    }
    for (int j = 0; j < n && slot < c->top; j++) {
        const cand_t *k = &c->cand[j];
        action_t a = mcts_forest_child_act(f, k->i);
        if (c->have_win && same_act(&a, &c->win_move->a[0])) continue;
        if (k->visits == 0 && j > 0) break; /* unvisited: the search knows nothing of it */
        ai_eval_move_t *t = &out->top[slot];
        t->move.n = 1;
        t->move.a[0] = a;
        t->win = k->value;
        t->visits = k->visits;
        t->proof = k->proof == MCTS_WIN ? 1 : k->proof == MCTS_LOSS ? -1 : 0;
        t->whole = ends_turn(g, c->st, &a, c->tmp);
        c->child_of[slot++] = k->i;
    }
    out->ntop = slot;
    for (int i = 0; i < slot; i++) g->rules->format(g, c->st, &out->top[i].move, out->top[i].text, sizeof out->top[i].text);
    if (c->have_win) {
        for (int s = 1; s <= np; s++) out->win[s] = s == me ? 1.0 : 0.0;
        out->proven = 1;
    } else if (n > 0 && c->cand[0].proof == MCTS_WIN) {
        for (int s = 1; s <= np; s++) out->win[s] = s == me ? 1.0 : 0.0;
        out->proven = 1;
    } else if (n > 0) {
        fill_probs(c, f, &c->cand[0], out);
        if (mcts_forest_root_proof(f) == MCTS_LOSS) out->proven = -1;
    }
}

static int order_last(const ai_know_t *k, const action_t *a, int32_t ply0, const void *st, int last)
{
    if (game_head(st)->ply != ply0) return -1;
    if (k->order != AI_ORDER_NONE && a->kind == k->order_kind) return mcts_order_key(a);
    return last;
}

/* Completes m (its first actions already played: the forest's root is
 * after them) into a whole turn by following the forest's best children,
 * searching `need` visits more where the tree is thin; a plain legal end
 * (ai_turn.h) where the search has nothing. 0, or -1. */
static int follow(eval_ctx_t *c, mcts_forest_t *f, move_t *m, long need)
{
    const game_t *g = c->g;
    char err[GAME_ERR_MAX];
    int32_t ply0 = game_head(c->st)->ply;
    int last = -1;
    /* The order key of the actions already in m. */
    memcpy(c->tmp, c->st, g->rules->state_size);
    for (int i = 0; i < m->n; i++) {
        if (g->rules->act(g, c->tmp, &m->a[i], NULL, err, sizeof err) != 0) return -1;
        last = order_last(c->k, &m->a[i], ply0, c->tmp, last);
    }
    for (;;) {
        const void *now = mcts_forest_root_state(f);
        if (game_is_over(now) || game_head(now)->ply != ply0) return 0;
        if (m->n >= MOVE_MAX_ACTIONS) return -1;
        long have = mcts_forest_root_visits(f);
        if (have < need && !cancelled(c->req))
            mcts_forest_run(f, need - have, c->req->cancel, NULL, 0, 0);
        int i = mcts_forest_best_child(f);
        if (i < 0) break;
        action_t a = mcts_forest_child_act(f, i);
        if (mcts_forest_descend(f, i) != 0) return -1;
        m->a[m->n++] = a;
        last = order_last(c->k, &a, ply0, mcts_forest_root_state(f), last);
    }
    /* No child: finish plainly (a turn no action ends answers -1). */
    memcpy(c->tmp, mcts_forest_root_state(f), g->rules->state_size);
    while (!game_is_over(c->tmp) && game_head(c->tmp)->ply == ply0 && m->n < MOVE_MAX_ACTIONS) {
        action_t a;
        if (ai_fallback_action(g, c->k, c->tmp, last, &a) != 0) return -1;
        if (g->rules->act(g, c->tmp, &a, NULL, err, sizeof err) != 0) return -1;
        m->a[m->n++] = a;
        last = order_last(c->k, &a, ply0, c->tmp, last);
    }
    return game_head(c->tmp)->ply != ply0 || game_is_over(c->tmp) ? 0 : -1;
}

/* A small search of its own from the state after top move t's first
 * action, to complete it. */
static int complete_alone(eval_ctx_t *c, ai_eval_move_t *t, uint64_t seed, long need)
{
    char err[GAME_ERR_MAX];
    mcts_config_t cfg = c->cfg;
    cfg.max_seconds = 0; /* a bounded budget; the main search had the time */
    mcts_forest_t *f = mcts_forest_new(c->g, c->k, &cfg, seed, 1, 0);
    void *after = malloc(c->g->rules->state_size);
    int rc = -1;
    if (f && after) {
        memcpy(after, c->st, c->g->rules->state_size);
        if (c->g->rules->act(c->g, after, &t->move.a[0], NULL, err, sizeof err) == 0 &&
            mcts_forest_set_root(f, after) == 0)
            rc = follow(c, f, &t->move, need);
    }
    free(after);
    mcts_forest_free(f);
    return rc;
}

/* Applies m to a copy of st: is it a legal whole turn? */
static int legal_whole(const eval_ctx_t *c, const move_t *m)
{
    char err[GAME_ERR_MAX];
    memcpy(c->tmp, c->st, c->g->rules->state_size);
    return game_apply_move(c->g, c->tmp, m, NULL, err, sizeof err) == 0;
}

/* Makes every top move a whole turn (dropping any that cannot be). */
static void complete_moves(eval_ctx_t *c, mcts_forest_t *f, ai_eval_t *out, long budget)
{
    const game_t *g = c->g;
    long need = budget / 20 < 64 ? 64 : budget / 20;
    for (int i = out->ntop - 1; i >= 0; i--) {
        ai_eval_move_t *t = &out->top[i];
        if (t->whole) continue;
        int rc;
        if (i == 0 && c->child_of[0] >= 0) {
            /* The best: down the main tree (its statistics are read). */
            move_t *m = &t->move;
            m->n = 0;
            m->a[m->n++] = mcts_forest_child_act(f, c->child_of[0]);
            rc = mcts_forest_descend(f, c->child_of[0]) == 0 ? follow(c, f, m, need) : -1;
            c->descended = rc == 0;
        } else {
            rc = complete_alone(c, t, c->req->seed + 0x51ed27u * (uint64_t)(i + 1), need);
        }
        t->whole = rc == 0 && legal_whole(c, &t->move);
    }
    int k = 0;
    for (int i = 0; i < out->ntop; i++)
        if (out->top[i].whole) {
            if (k != i) out->top[k] = out->top[i];
            k++;
        }
    out->ntop = k;
    for (int i = 0; i < k; i++) g->rules->format(g, c->st, &out->top[i].move, out->top[i].text, sizeof out->top[i].text);
}

/* The main line after top[0] (ai_eval_t.line): whole turns down the
 * forest's best children while they have had visits; no search is run. */
static void main_line(eval_ctx_t *c, mcts_forest_t *f, ai_eval_t *out)
{
    const game_t *g = c->g;
    size_t cap = sizeof out->line;
    out->line[0] = '\0';
    if (out->ntop == 0 || strlen(out->top[0].text) >= cap) return;
    size_t at = (size_t)snprintf(out->line, cap, "%s", out->top[0].text);
    /* Down to the position after top[0] (one action: its root child). */
    if (!c->descended) {
        if (c->child_of[0] < 0 || out->top[0].move.n != 1 || mcts_forest_descend(f, c->child_of[0]) != 0) return;
        if (game_head(mcts_forest_root_state(f))->ply == game_head(c->st)->ply) return;
    }
    move_t *m = malloc(sizeof *m);
    char *text = malloc(MOVE_TEXT_MAX);
    for (int turn = 0; m && text && turn < AI_EVAL_LINE_TURNS; turn++) {
        const void *before = mcts_forest_root_state(f);
        if (game_is_over(before)) break;
        memcpy(c->tmp, before, g->rules->state_size);
        int32_t ply0 = game_head(before)->ply;
        int whole = 0;
        m->n = 0;
        while (m->n < MOVE_MAX_ACTIONS) {
            int i = mcts_forest_best_child(f);
            if (i < 0 || mcts_forest_child_visits(f, i) < AI_EVAL_LINE_VISITS) break;
            m->a[m->n++] = mcts_forest_child_act(f, i);
            if (mcts_forest_descend(f, i) != 0) break;
            const void *now = mcts_forest_root_state(f);
            if (game_is_over(now) || game_head(now)->ply != ply0) {
                whole = 1;
                break;
            }
        }
        if (!whole) break;
        g->rules->format(g, c->tmp, m, text, MOVE_TEXT_MAX);
        if (at + 1 + strlen(text) >= cap) break;
        at += (size_t)snprintf(out->line + at, cap - at, " %s", text);
    }
    free(m);
    free(text);
}

/* The first listed whole move, when the search gave none (no iteration ran). */
static void listed_fallback(eval_ctx_t *c, ai_eval_t *out)
{
    move_t *two = malloc(sizeof *two * 2);
    if (two && c->g->rules->moves(c->g, c->st, two, 2) != 0) {
        ai_eval_move_t *t = &out->top[0];
        memset(t, 0, sizeof *t);
        t->move = two[0];
        t->win = out->win[out->to_move];
        t->whole = 1;
        c->g->rules->format(c->g, c->st, &t->move, t->text, sizeof t->text);
        out->ntop = 1;
    }
    free(two);
}

static void finish(const ai_request_t *req, ai_eval_t *out, double t0, ai_eval_cb_t cb, void *ctx)
{
    out->final = 1;
    out->progress = 1.0;
    out->seconds = wall() - t0;
    out->cancelled = out->cancelled || cancelled(req);
    if (req->progress) {
        atomic_store(&req->progress->permille, 1000);
        atomic_store(&req->progress->finished, 1);
    }
    if (cb) cb(out, ctx);
}

/* The probed move's first action among the root's children (before
 * complete_moves descends the forest). A win in one found before the search
 * is exact: the probe that plays it is worth 1. */
static void read_probe(const eval_ctx_t *c, mcts_forest_t *f, const move_t *probe, ai_eval_t *out)
{
    int same = c->have_win && probe->n == c->win_move->n;
    for (int i = 0; same && i < probe->n; i++) same = same_act(&probe->a[i], &c->win_move->a[i]);
    if (same) {
        out->probed = 1;
        out->probe_win = 1.0;
        out->probe_visits = 0;
        return;
    }
    int n = mcts_forest_nchild(f);
    for (int i = 0; i < n; i++) {
        action_t a = mcts_forest_child_act(f, i);
        if (!same_act(&a, &probe->a[0])) continue;
        int proof = mcts_forest_child_proof(f, i);
        out->probe_visits = mcts_forest_child_visits(f, i);
        if (out->probe_visits == 0 && proof != MCTS_WIN && proof != MCTS_LOSS) return;
        out->probed = 1;
        out->probe_win = proof == MCTS_WIN ? 1.0 : proof == MCTS_LOSS ? 0.0 : mcts_forest_child_value(f, i);
        return;
    }
}

int ai_eval(const game_t *g, const void *st, const ai_request_t *req, int top, ai_eval_t *out,
            ai_eval_cb_t cb, void *ctx, char *err, size_t errlen)
{
    return ai_eval_probe(g, st, req, top, NULL, out, cb, ctx, err, errlen);
}

int ai_eval_probe(const game_t *g, const void *st, const ai_request_t *req, int top, const move_t *probe,
                  ai_eval_t *out, ai_eval_cb_t cb, void *ctx, char *err, size_t errlen)
{
    double t0 = wall();
    memset(out, 0, sizeof *out);
    int np = g->setup.players;
    out->players = np;
    if (req->level < 0 || req->level >= AI_LEVELS) {
        snprintf(err, errlen, "unknown AI level %d", (int)req->level);
        return -1;
    }
    if (game_is_over(st)) {
        out->over = 1;
        result_probs(g, st, out->win);
        out->proven = 0;
        finish(req, out, t0, cb, ctx);
        return 0;
    }
    if (game_head(st)->in_turn) {
        snprintf(err, errlen, "a turn is under way");
        return -1;
    }
    out->to_move = game_head(st)->to_move;
    for (int c = 1; c <= np; c++) out->win[c] = 1.0 / np;
    eval_ctx_t c;
    memset(&c, 0, sizeof c);
    c.g = g;
    c.st = st;
    c.req = req;
    c.k = ai_know_for(g);
    c.top = top < 1 ? 1 : top > AI_EVAL_TOP_MAX ? AI_EVAL_TOP_MAX : top;
    c.tmp = malloc(g->rules->state_size);
    c.win_move = malloc(sizeof *c.win_move);
    move_t *two = malloc(sizeof *two * 2);
    int rc = c.tmp && c.win_move && two ? 0 : -1;
    if (rc) snprintf(err, errlen, "out of memory");
    if (rc == 0 && g->rules->moves(g, st, two, 2) == 0) {
        snprintf(err, errlen, "no legal move");
        rc = -1;
    }
    free(two);
    mcts_forest_t *f = NULL;
    if (rc == 0) {
        c.win_move->n = 0;
        c.have_win = ai_find_win(g, c.k, st, -1, c.win_move, 0, req->cancel) == 1;
        ai_request_t r = *req;
        r.multi = AI_MULTI_MAXN;
        int threads = req->threads > 0 ? req->threads : ai_eval_default_threads();
        ai_level_config(g, &r, &c.cfg);
        /* The whole budget is wanted: statistics, not just a choice. */
        c.cfg.settle = 0;
        /* Root parallelism: its trees keep per-seat sums and merge
         * deterministically (a shared tree keeps none, mcts.c). */
        f = mcts_forest_new(g, c.k, &c.cfg, req->seed, threads, 0);
        if (f) mcts_forest_set_pool(f, req->pool);
        if (!f || mcts_forest_set_root(f, st) != 0) {
            snprintf(err, errlen, "out of memory");
            rc = -1;
        }
    }
    if (rc == 0) {
        long budget = c.cfg.iterations, done = 0;
        long chunk = budget / EVAL_CHUNKS < EVAL_CHUNK_MIN ? EVAL_CHUNK_MIN : budget / EVAL_CHUNKS;
        if (chunk > EVAL_CHUNK_MAX) chunk = EVAL_CHUNK_MAX;
        out->budget = budget;
        if (req->progress) {
            atomic_store(&req->progress->total, budget);
            atomic_store(&req->progress->done, 0);
            atomic_store(&req->progress->permille, 0);
            atomic_store(&req->progress->finished, 0);
        }
        while (done < budget && !cancelled(req)) {
            long run = budget - done < chunk ? budget - done : chunk;
            long d = mcts_forest_run(f, run, req->cancel, req->progress, done, budget);
            done += d;
            fill_partial(&c, f, out);
            out->iterations = done;
            out->seconds = wall() - t0;
            double p = (double)done / (double)budget;
            if (c.cfg.max_seconds > 0 && out->seconds / c.cfg.max_seconds > p) p = out->seconds / c.cfg.max_seconds;
            out->progress = p > 1.0 ? 1.0 : p;
            /* Fewer than asked: proven, decided, out of time or cancelled. */
            if (d < run || mcts_forest_stopped(f)) break;
            if (cb) cb(out, ctx);
        }
        fill_partial(&c, f, out);
        out->cancelled = cancelled(req);
        if (!c.have_win && c.ncand_cap > 0 && mcts_forest_nchild(f) > 0 && c.cand[0].proof != MCTS_WIN)
            out->best_visits = c.cand[0].visits;
        if (probe && probe->n > 0) read_probe(&c, f, probe, out);
        complete_moves(&c, f, out, budget);
        if (out->ntop == 0) listed_fallback(&c, out);
        else main_line(&c, f, out);
        finish(req, out, t0, cb, ctx);
    }
    mcts_forest_free(f);
    free(c.cand);
    free(c.tmp);
    free(c.win_move);
    return rc;
}
