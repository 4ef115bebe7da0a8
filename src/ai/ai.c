/* The AI's front door (ai.h): checks, a win in one before any search, a
 * forced move without one, else the tree search of mcts.h, whose chosen
 * actions are followed down the tree to the end of the turn (searching a
 * little more where the tree is thin); plus the words of a hint. */
#include "ai/ai.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_eval.h"
#include "ai/ai_first.h"
#include "ai/ai_keep.h"
#include "ai/ai_level.h"
#include "ai/ai_turn.h"
#include "ai/mcts.h"
#include "ai/mcts_forest.h"
#include "games/words.h"
#include "plat/plat.h"

static double wall(void)
{ return plat_now(); }

/* The default way of several threads: tree parallelism, measured stronger
 * at equal wall time in ConHex and Zumo (docs/ai.md "Threads"), and one
 * tree of the whole budget is the single-thread search's shape. */
static ai_par_t ai_parallel(const ai_request_t *req)
{
    return req->parallel == AI_PAR_ROOT ? AI_PAR_ROOT : AI_PAR_TREE;
}

static int cancelled(const ai_request_t *req)
{
    return req->cancel && atomic_load(req->cancel);
}

static int order_last(const ai_know_t *k, const action_t *a, int32_t ply0, const void *st, int last)
{
    if (game_head(st)->ply != ply0) return -1;
    if (k->order != AI_ORDER_NONE && a->kind == k->order_kind) return mcts_order_key(a);
    return last;
}

/* Ends the turn under way on st (a copy) with fallback actions, appending
 * them to m. */
static int finish_plainly(const game_t *g, const ai_know_t *k, void *st, int last, move_t *m)
{
    char err[GAME_ERR_MAX];
    int32_t ply0 = game_head(st)->ply;
    while (!game_is_over(st) && game_head(st)->ply == ply0 && m->n < MOVE_MAX_ACTIONS) {
        action_t a;
        if (ai_fallback_action(g, k, st, last, &a) != 0) return -1;
        if (g->rules->act(g, st, &a, NULL, err, sizeof err) != 0) return -1;
        m->a[m->n++] = a;
        last = order_last(k, &a, ply0, st, last);
    }
    return 0;
}

/* The first of the rules' listed whole moves at st into m; -1 when there
 * is none. */
static int listed_move(const game_t *g, const void *st, move_t *m)
{
    move_t *two = malloc(sizeof *two * 2);
    int rc = two && g->rules->moves(g, st, two, 2) != 0 ? 0 : -1;
    if (rc == 0) *m = two[0];
    free(two);
    return rc;
}

/* Keeps a tree only where reuse is sound (two players: paranoid rewards
 * are relative to the root's mover). */
static int keeps(const ai_request_t *req, const mcts_config_t *cfg) { return req->keep && !cfg->paranoid; }

/* The forest for a search at st: the kept one where it holds st, else a
 * new one. stats->reused: the visits found. NULL when out of memory. */
static mcts_forest_t *open_forest(const game_t *g, const void *st, const ai_request_t *req, const ai_know_t *k,
                                  const mcts_config_t *cfg, int shared, ai_stats_t *stats)
{
    mcts_forest_t *t = NULL;
    if (keeps(req, cfg)) {
        t = ai_keep_take(req->keep, g, cfg, req->threads, shared, st);
        g = ai_keep_game(req->keep, g);
    }
    if (!t) {
        t = mcts_forest_new(g, k, cfg, req->seed, req->threads, shared);
        if (t) mcts_forest_set_root(t, st);
    }
    if (t) mcts_forest_set_pool(t, req->pool);
    stats->reused = t ? mcts_forest_root_visits(t) : 0;
    return t;
}

static void close_forest(mcts_forest_t *t, const ai_request_t *req, const mcts_config_t *cfg, int shared)
{
    if (keeps(req, cfg)) ai_keep_put(req->keep, t, cfg, req->threads, shared);
    else mcts_forest_free(t);
}

int ai_ponder(const game_t *g, const void *st, const ai_request_t *req, ai_stats_t *stats, char *err,
              size_t errlen)
{
    mcts_config_t cfg;
    ai_stats_t s = {0};
    double t0 = wall();
    if (stats) memset(stats, 0, sizeof *stats);
    if (req->level < 0 || req->level >= AI_LEVELS) {
        snprintf(err, errlen, "unknown AI level %d", (int)req->level);
        return -1;
    }
    ai_level_config(g, req, &cfg);
    if (!keeps(req, &cfg)) {
        snprintf(err, errlen, req->keep ? "no thinking ahead with more than two players" : "no tree to keep");
        return -1;
    }
    if (game_is_over(st)) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    int shared = ai_parallel(req) == AI_PAR_TREE;
    mcts_forest_t *t = open_forest(g, st, req, ai_know_for(g), &cfg, shared, &s);
    if (!t) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    /* Thinking ahead chooses nothing (the tree serves whichever reply
     * comes), and "settled" would judge each slice's rest below rather
     * than the budget: an Expert tree stopped after a slice or two once
     * one reply led by a few hundred visits. Off here, back for the keep
     * (its set-up must match the move search that takes the tree). */
    mcts_forest_set_settle(t, 0);
    /* In slices, so thinking ahead stops while the tree is still small
     * enough to be kept (mcts_forest_find starts afresh past half full). */
    /* (A kept tree's "stopped" is the last search's clock: only this
     * run's counts.) */
    for (long slice = 8192; s.playouts < cfg.iterations && !cancelled(req) &&
                            mcts_forest_nodes(t) < cfg.max_nodes / 5 * 2;) {
        long want = cfg.iterations - s.playouts < slice ? cfg.iterations - s.playouts : slice;
        long d = mcts_forest_run(t, want, req->cancel, req->progress, s.playouts, cfg.iterations);
        s.playouts += d;
        /* Clock or cancel; else proven or decided: nothing more. */
        if (d < want || mcts_forest_stopped(t)) break;
    }
    mcts_forest_set_settle(t, cfg.settle);
    s.root_visits = mcts_forest_root_visits(t);
    s.nodes = mcts_forest_nodes(t);
    s.seconds = wall() - t0;
    close_forest(t, req, &cfg, shared);
    if (stats) *stats = s;
    return 0;
}

/* The search proper; fills h->move, kind, value and stats. */
static int search(const game_t *g, const void *st, const ai_request_t *req, const ai_know_t *k,
                  ai_hint_t *h, char *err, size_t errlen)
{
    mcts_config_t cfg;
    ai_level_config(g, req, &cfg);
    int shared = ai_parallel(req) == AI_PAR_TREE;
    mcts_forest_t *t = open_forest(g, st, req, k, &cfg, shared, &h->stats);
    if (!t) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    long budget = cfg.iterations;
    /* A kept tree's counts include earlier searches. */
    long it0 = mcts_forest_iterations(t);
    int64_t pl0 = mcts_forest_plies(t);
    if (req->progress) {
        atomic_store(&req->progress->total, budget);
        atomic_store(&req->progress->done, 0);
    }
    long done = mcts_forest_run(t, budget, req->cancel, req->progress, 0, budget);
    h->stats.root_visits = mcts_forest_root_visits(t);
    h->stats.candidates = mcts_forest_nchild(t);
    h->stats.proven = mcts_forest_root_proof(t);
    move_t *m = &h->move;
    m->n = 0;
    int32_t ply0 = game_head(st)->ply;
    int last = -1, rc = 0, first = 1;
    /* The rest of the turn gets up to half the budget again where the tree
     * below the chosen action is thin. */
    long extra = budget / 2;
    for (;;) {
        int i = mcts_forest_best_child(t);
        if (i < 0) {
            void *tmp = malloc(g->rules->state_size);
            if (!tmp) {
                rc = -1;
                snprintf(err, errlen, "out of memory");
                break;
            }
            memcpy(tmp, mcts_forest_root_state(t), g->rules->state_size);
            /* A turn can be started that no action ends (Zumo: every way to
             * end it would repeat a position): answer a whole listed move. */
            if (finish_plainly(g, k, tmp, last, m) != 0) {
                h->stats.fallback = 1;
                if (listed_move(g, st, m) != 0) {
                    rc = -1;
                    snprintf(err, errlen, "no legal move");
                }
            }
            free(tmp);
            if (first) h->value = 1.0 / g->setup.players;
            break;
        }
        int proof = mcts_forest_child_proof(t, i);
        if (first) {
            h->value = proof == MCTS_WIN ? 1.0 : proof == MCTS_LOSS ? 0.0 : mcts_forest_child_value(t, i);
            if (proof == MCTS_WIN) h->stats.proven = 1;
            first = 0;
        }
        action_t a = mcts_forest_child_act(t, i);
        m->a[m->n++] = a;
        if (mcts_forest_descend(t, i) != 0) {
            rc = -1;
            snprintf(err, errlen, "the search lost its way (engine refused its own action)");
            break;
        }
        const void *now_st = mcts_forest_root_state(t);
        last = order_last(k, &a, ply0, now_st, last);
        if (game_is_over(now_st) || game_head(now_st)->ply != ply0) break;
        if (m->n >= MOVE_MAX_ACTIONS) {
            rc = -1;
            snprintf(err, errlen, "turn too long");
            break;
        }
        long need = budget / 20 < 64 ? 64 : budget / 20;
        long have = mcts_forest_root_visits(t);
        if (have < need && extra > 0 && !cancelled(req) && !mcts_forest_stopped(t)) {
            long run = need - have < extra ? need - have : extra;
            long d = mcts_forest_run(t, run, req->cancel, req->progress, done, budget);
            done += d;
            extra -= run;
        }
    }
    h->stats.playouts = mcts_forest_iterations(t) - it0;
    h->stats.plies = mcts_forest_plies(t) - pl0;
    h->stats.nodes = mcts_forest_nodes(t);
    close_forest(t, req, &cfg, shared);
    h->kind = h->stats.proven > 0 ? AI_WHY_PROVEN_WIN : h->stats.proven < 0 ? AI_WHY_PROVEN_LOSS
                                                                            : AI_WHY_SEARCH;
    return rc;
}

/* A hint's search: the evaluation service's best move (ai_eval.h), so a
 * hint, the analysis board and the review agree on what is best. One
 * thread unless asked (ai_hint's contract: 0 is one), no kept tree. */
static int eval_search(const game_t *g, const void *st, const ai_request_t *req, ai_hint_t *h, char *err,
                       size_t errlen)
{
    ai_eval_t *e = malloc(sizeof *e);
    if (!e) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    ai_request_t r = *req;
    if (r.threads <= 0) r.threads = 1;
    r.keep = NULL;
    int rc = ai_eval(g, st, &r, AI_HINT_TOP, e, NULL, NULL, err, errlen);
    if (rc == 0 && e->ntop == 0) {
        snprintf(err, errlen, "no legal move");
        rc = -1;
    }
    if (rc == 0) {
        const ai_eval_move_t *best = &e->top[0];
        h->move = best->move;
        h->value = best->win;
        h->stats.playouts = e->iterations;
        h->stats.root_visits = best->visits;
        h->stats.proven = best->proof > 0 ? 1 : e->proven < 0 ? -1 : 0;
        h->kind = h->stats.proven > 0 ? AI_WHY_PROVEN_WIN : h->stats.proven < 0 ? AI_WHY_PROVEN_LOSS : AI_WHY_SEARCH;
        h->nalt = 0;
        /* The search ranks by visits: a move tried less can show a higher
         * rate than the one recommended. A runner-up that looks better than
         * the hint would contradict it, so it is not listed. */
        for (int i = 1; i < e->ntop && h->nalt < AI_HINT_TOP - 1; i++) {
            if (e->top[i].win > best->win) continue;
            snprintf(h->alt[h->nalt].text, sizeof h->alt[h->nalt].text, "%s", e->top[i].text);
            h->alt[h->nalt].win = e->top[i].win;
            h->nalt++;
        }
    }
    free(e);
    return rc;
}

static int is_swap(const move_t *m) { return m->n >= 1 && m->a[0].kind == ACT_SWAP; }

/* "Red's connection at E5": the win colour `who` had in one at st that
 * the move m takes away, into buf; 0 (buf "") when there was none, or it
 * is still there after m. */
static int stopped_threat(const game_t *g, const void *st, const ai_know_t *k, const ai_request_t *req,
                          const move_t *m, int who, char *buf, size_t n)
{
    size_t sz = g->rules->state_size;
    void *after = malloc(sz), *from = malloc(sz);
    move_t *win = malloc(sizeof *win);
    int rc = 0;
    char err[GAME_ERR_MAX], cell[BOARD_NAME_LEN + 8];
    buf[0] = '\0';
    if (after && from && win) {
        memcpy(after, st, sz);
        if (game_apply_move(g, after, m, NULL, err, sizeof err) == 0 &&
            ai_threat_move(g, k, st, who, 0, req->cancel, win, from) == 1 &&
            (game_is_over(after) || ai_threat(g, k, after, who, 0, req->cancel) == 0)) {
            words_move_cell(g, from, win, cell, sizeof cell);
            snprintf(buf, n, "%s's %s%s%s", g->rules->colour_names[who - 1], k->threat_noun ? k->threat_noun : "win",
                     *cell ? " at " : "", cell);
            rc = 1;
        }
    }
    free(win);
    free(from);
    free(after);
    return rc;
}

/* The words of a hint (h->move chosen): what the move does in the game's
 * words first (its pieces from its events, then the game's own count of
 * what changes), the threat it stops, then the search's numbers. */
/* The hint's sentence, cut to fit like snprintf's (a long move's words
 * may not all fit; the sentence is for people). */
static void why_printf(ai_hint_t *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void why_printf(ai_hint_t *h, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(h->why, sizeof h->why, fmt, ap);
    va_end(ap);
}

static void explain(const game_t *g, const void *st, const ai_know_t *k, const ai_request_t *req,
                    ai_hint_t *h)
{
    int me = game_head(st)->to_move, np = g->setup.players, opp = me % np + 1;
    const char *const *names = g->rules->colour_names;
    char say[160] = "", extra[128] = "", threat[96] = "";
    words_move_say(g, st, &h->move, me, NULL, say, sizeof say);
    if (k->explain) {
        void *ctx = k->init ? k->init(g) : NULL;
        if (ctx || !k->init) k->explain(ctx, g, st, &h->move, extra, sizeof extra);
        if (ctx && k->done) k->done(ctx);
    }
    /* A pass changes no piece: the counts say where it leaves the game
     * (the game's own words say more where its counts decide the end). */
    void *after = malloc(g->rules->state_size);
    if (after) {
        char err[GAME_ERR_MAX], counts[96];
        memcpy(after, st, g->rules->state_size);
        int passes = h->move.n == 1 && h->move.a[0].kind == ACT_PASS;
        if (passes && game_apply_move(g, after, &h->move, NULL, err, sizeof err) == 0 &&
            !strstr(extra, "ends the game")) {
            words_counts(g, after, me, NULL, counts, sizeof counts);
            size_t at = strlen(extra);
            if (*counts)
                snprintf(extra + at, sizeof extra - at, "%s%s%s", at ? "; " : "",
                         game_is_over(after) ? "ends the game: " : "", counts);
        }
        free(after);
    }
    const char *sep = *extra ? ": " : "";
    if (is_swap(&h->move)) {
        h->kind = AI_WHY_SWAP;
        why_printf(h, "Swap: take over %s's opening (worth %.0f%% to its owner).", names[0],
                 100.0 * h->value);
        return;
    }
    switch (h->kind) {
    case AI_WHY_WIN_NOW:
        why_printf(h, "Wins at once: %s%s%s.", say, sep, extra);
        return;
    case AI_WHY_FORCED:
        why_printf(h, "The only legal move: %s%s%s.", say, sep, extra);
        return;
    case AI_WHY_PROVEN_WIN:
        why_printf(h, "Wins by force: %s%s%s. The search proved every answer loses.", say, sep,
                 extra);
        return;
    default:
        break;
    }
    /* From here the move's words begin the sentence. */
    if (say[0] >= 'a' && say[0] <= 'z') say[0] = (char)(say[0] - 'a' + 'A');
    if (h->kind != AI_WHY_PROVEN_LOSS && stopped_threat(g, st, k, req, &h->move, opp, threat, sizeof threat))
        h->kind = AI_WHY_BLOCK;
    size_t at = (size_t)snprintf(h->why, sizeof h->why, "%s%s%s%s%s", say, *threat ? ": stops " : "", threat,
                                 *threat && *extra ? "; " : *threat ? "" : sep, extra);
    if (at >= sizeof h->why) return;
    if (h->kind == AI_WHY_PROVEN_LOSS) {
        snprintf(h->why + at, sizeof h->why - at, ". Every move loses against best play; this one holds out longest.");
        return;
    }
    /* The search's numbers after the game's words; the runner-up only
     * where the line stays short enough to read at a glance. */
    at += (size_t)snprintf(h->why + at, sizeof h->why - at, ". Search: %.0f%% win rate over %ld simulations",
                           100.0 * h->value, h->stats.playouts);
    /* The runner-up in words too ("places Red at E7"), never only its
     * notation ("1E7"). */
    char alt[64] = "", perr[GAME_ERR_MAX];
    move_t *am = h->nalt > 0 && strcmp(h->alt[0].text, h->text) ? malloc(sizeof *am) : NULL;
    if (am && g->rules->parse(g, st, h->alt[0].text, am, perr, sizeof perr) == 0)
        words_move_say(g, st, am, me, NULL, alt, sizeof alt);
    free(am);
    if (at < sizeof h->why && *alt && strlen(alt) <= 40 && at < 120)
        at += (size_t)snprintf(h->why + at, sizeof h->why - at, "; next best: %s (%.0f%%)", alt,
                               100.0 * h->alt[0].win);
    if (at + 1 < sizeof h->why) snprintf(h->why + at, sizeof h->why - at, ".");
}

static int decide(const game_t *g, const void *st, const ai_request_t *req, ai_hint_t *h, int words,
                  char *err, size_t errlen)
{
    double t0 = wall();
    memset(h, 0, sizeof *h);
    if (req->level < 0 || req->level >= AI_LEVELS) {
        snprintf(err, errlen, "unknown AI level %d", (int)req->level);
        return -1;
    }
    if (game_is_over(st)) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    if (game_head(st)->in_turn) {
        snprintf(err, errlen, "a turn is under way");
        return -1;
    }
    const ai_know_t *k = ai_know_for(g);
    int rc = 0;
    h->move.n = 0;
    move_t *two = malloc(sizeof *two * 2);
    if (!two) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int nm = g->rules->moves(g, st, two, 2), first = 0, why = 0;
    /* The First level chooses for itself (ai_first.h); a hint is a hint. */
    int own = !words && req->level == AI_FIRST;
    if (nm != 0 && own) first = ai_first_choose(g, k, st, req, &h->move, &why);
    if (nm == 0) {
        snprintf(err, errlen, "no legal move");
        rc = -1;
    } else if (first) {
        h->kind = (ai_why_t)why;
        h->value = why == AI_WHY_WIN_NOW ? 1.0 : 1.0 / g->setup.players;
        h->stats.proven = why == AI_WHY_WIN_NOW;
        h->stats.candidates = nm < 0 ? 2 : nm;
    } else if (!own && ai_find_win(g, k, st, -1, &h->move, 0, req->cancel) == 1) {
        h->kind = AI_WHY_WIN_NOW;
        h->value = 1.0;
        h->stats.proven = 1;
        h->stats.candidates = nm < 0 ? 2 : nm;
    } else if (nm == 1) {
        h->move = two[0];
        h->kind = AI_WHY_FORCED;
        h->value = 1.0 / g->setup.players;
        h->stats.candidates = 1;
    } else {
        h->move.n = 0;
        rc = words ? eval_search(g, st, req, h, err, errlen) : search(g, st, req, k, h, err, errlen);
    }
    free(two);
    if (rc == 0) {
        g->rules->format(g, st, &h->move, h->text, sizeof h->text);
        h->stats.value = h->value;
        if (words) explain(g, st, k, req, h);
    }
    h->stats.seconds = wall() - t0;
    if (req->progress) {
        atomic_store(&req->progress->permille, 1000);
        atomic_store(&req->progress->finished, 1);
    }
    return rc;
}

int ai_choose(const game_t *g, const void *st, const ai_request_t *req, move_t *out,
              ai_stats_t *stats, char *err, size_t errlen)
{
    ai_hint_t *h = malloc(sizeof *h);
    if (!h) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = decide(g, st, req, h, 0, err, errlen);
    if (rc == 0) *out = h->move;
    if (stats) *stats = h->stats;
    free(h);
    return rc;
}

int ai_hint(const game_t *g, const void *st, const ai_request_t *req, ai_hint_t *out, char *err,
            size_t errlen)
{
    return decide(g, st, req, out, 1, err, errlen);
}
