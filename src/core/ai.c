/* Flat Monte Carlo placeholder behind the ai.h interface (see ai.h). */
#include "ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const ai_names[AI_LEVELS] = {"beginner", "easy", "medium", "hard", "expert"};

/* Random turns per move. Each level is about four times the one below; the
 * beginner is meant to blunder, the expert to take a second or so. */
static const long ai_budget[AI_LEVELS] = {4000, 20000, 100000, 400000, 1600000};

#define AI_ENUM_MAX 2048        /* moves() lists beyond this are sampled instead */
#define AI_SAMPLE_TRIES 512     /* random turns drawn when sampling candidates */
#define AI_ACTIONS_MAX 4096     /* actions() buffer when building a random turn */
#define AI_STATES_BYTES (32u << 20) /* cap on the after-move states kept */

typedef struct {
    int count;
    move_t *moves;              /* candidate moves */
    unsigned char *after;       /* state after each candidate, state_size each */
    double *sum;                /* summed playout results for the mover */
    long *n;                    /* playouts per candidate */
} ai_cands_t;

const char *ai_level_name(ai_level_t level)
{
    return level >= 0 && level < AI_LEVELS ? ai_names[level] : "?";
}

int ai_level_parse(const char *name)
{
    for (int i = 0; i < AI_LEVELS; i++)
        if (!strcasecmp(name, ai_names[i])) return i;
    return -1;
}

const char *ai_level_list(void) { return "beginner, easy, medium, hard, expert"; }

int ai_playout_cap(const game_t *g)
{
    /* Far beyond a normal random game (Churn side 5 takes ~7,000 turns for
     * 61 cells); it only stops a runaway, scored as a draw. The budget, not
     * the cap, bounds the work. */
    return 200 * (g->board.ncells + g->board.nsites);
}

static void *at_state(const ai_cands_t *c, const game_t *g, int i)
{
    return c->after + (size_t)i * g->rules->state_size;
}

static void cands_free(ai_cands_t *c)
{
    free(c->moves);
    free(c->after);
    free(c->sum);
    free(c->n);
    memset(c, 0, sizeof *c);
}

/* A random whole turn built action by action (used when moves() reports too
 * many turns to list, as Wunchunk does). tmp receives the state after it. */
static int random_move(const game_t *g, const void *st, rng_t *rng, action_t *acts, move_t *m,
                       void *tmp)
{
    char err[GAME_ERR_MAX];
    memcpy(tmp, st, g->rules->state_size);
    int32_t ply0 = game_head(tmp)->ply;
    m->n = 0;
    while (m->n < MOVE_MAX_ACTIONS) {
        int k = g->rules->actions(g, tmp, acts, AI_ACTIONS_MAX);
        if (k <= 0) return -1;
        action_t a = acts[rng_below(rng, (uint32_t)k)];
        if (g->rules->act(g, tmp, &a, NULL, err, sizeof err) != 0) return -1;
        m->a[m->n++] = a;
        if (game_head(tmp)->ply != ply0 || game_is_over(tmp)) return 0;
    }
    return -1;
}

/* Up to AI_SAMPLE_TRIES random turns, without repeats (compared by text). */
static int sample_moves(const game_t *g, const void *st, rng_t *rng, move_t *out, int max)
{
    action_t *acts = malloc(sizeof *acts * AI_ACTIONS_MAX);
    char(*texts)[MOVE_TEXT_MAX] = malloc(sizeof *texts * (size_t)max);
    void *tmp = malloc(g->rules->state_size);
    int n = 0;
    for (int t = 0; acts && texts && tmp && t < AI_SAMPLE_TRIES && n < max; t++) {
        if (random_move(g, st, rng, acts, &out[n], tmp) != 0) continue;
        g->rules->format(g, st, &out[n], texts[n], MOVE_TEXT_MAX);
        int dup = 0;
        for (int j = 0; j < n && !dup; j++) dup = !strcmp(texts[j], texts[n]);
        if (!dup) n++;
    }
    free(tmp);
    free(texts);
    free(acts);
    return n;
}

/* Lists the candidates with the state after each; illegal ones (none are
 * expected) are dropped. Too many to keep in memory: a random subset. */
static int gather(const game_t *g, const void *st, rng_t *rng, ai_cands_t *c)
{
    size_t sz = g->rules->state_size;
    memset(c, 0, sizeof *c);
    c->moves = malloc(sizeof *c->moves * AI_ENUM_MAX);
    if (!c->moves) return -1;
    int n = g->rules->moves(g, st, c->moves, AI_ENUM_MAX);
    if (n < 0) n = sample_moves(g, st, rng, c->moves, AI_SAMPLE_TRIES);
    int keep = (int)(AI_STATES_BYTES / sz);
    if (keep < 1) keep = 1;
    if (n > keep) {
        for (int i = 0; i < keep; i++) {
            int j = i + (int)rng_below(rng, (uint32_t)(n - i));
            move_t t = c->moves[i];
            c->moves[i] = c->moves[j];
            c->moves[j] = t;
        }
        n = keep;
    }
    c->after = malloc(sz * (size_t)(n ? n : 1));
    c->sum = calloc((size_t)(n ? n : 1), sizeof *c->sum);
    c->n = calloc((size_t)(n ? n : 1), sizeof *c->n);
    if (!c->after || !c->sum || !c->n) return -1;
    char err[GAME_ERR_MAX];
    int k = 0;
    for (int i = 0; i < n; i++) {
        void *after = at_state(c, g, k);
        memcpy(after, st, sz);
        if (game_apply_move(g, after, &c->moves[i], NULL, err, sizeof err) != 0) continue;
        if (k != i) c->moves[k] = c->moves[i];
        k++;
    }
    c->count = k;
    return 0;
}

/* The colour the deciding seat holds in `end`: a swap taken since `start`
 * (by the candidate itself or inside a playout) exchanged the seats' colours. */
static int seat_colour(const void *start, const void *end, int mover)
{
    return game_head(end)->swapped != game_head(start)->swapped ? 3 - mover : mover;
}

/* 1 for a sole win, 1/k for a win shared by k, 0 for a loss; draws and
 * unfinished playouts count as an even share. */
static double outcome(const game_t *g, const void *end, int colour)
{
    const game_head_t *h = game_head(end);
    if (h->status == GAME_WIN) {
        if (!(h->winners & (1u << (colour - 1)))) return 0.0;
        int k = 0;
        for (unsigned w = h->winners; w; w &= w - 1) k++;
        return 1.0 / k;
    }
    return 1.0 / g->setup.players;
}

static long playout(const game_t *g, void *s, rng_t *rng, int cap)
{
    long k = 0;
    while (k < cap && !game_is_over(s) && g->rules->random_turn(g, s, rng) == 0) k++;
    return k;
}

static int cancelled(const ai_request_t *req)
{
    return req->cancel && atomic_load(req->cancel);
}

/* Round-robin playouts over the candidates (in a shuffled order, so a budget
 * too small for one pass is not spent on the moves listed first) until the
 * level's budget of random turns is used. */
static void search(const game_t *g, const void *st, const ai_request_t *req, rng_t *rng,
                   ai_cands_t *c, ai_stats_t *stats)
{
    size_t sz = g->rules->state_size;
    int mover = game_head(st)->to_move, cap = ai_playout_cap(g), live = 0;
    int *order = malloc(sizeof *order * (size_t)(c->count > 0 ? c->count : 1));
    void *tmp = malloc(sz);
    if (!order || !tmp) goto out;
    for (int i = 0; i < c->count; i++) {
        void *after = at_state(c, g, i);
        if (game_is_over(after)) {
            /* Finished after the move: the result is exact, no playout needed. */
            c->sum[i] = outcome(g, after, seat_colour(st, after, mover));
            c->n[i] = 1;
        } else {
            order[live++] = i;
        }
    }
    for (int i = live - 1; i > 0; i--) {
        int j = (int)rng_below(rng, (uint32_t)(i + 1)), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    /* The budget is a hard limit, so a level's time per move stays bounded
     * even where playouts are long (Churn side 5): when it does not cover a
     * whole pass, the moves never tried are left out of the choice. */
    long budget = ai_budget[req->level], used = 0;
    while (live > 0 && used < budget) {
        for (int k = 0; k < live && used < budget; k++) {
            if (cancelled(req)) goto out;
            int i = order[k];
            memcpy(tmp, at_state(c, g, i), sz);
            long plies = playout(g, tmp, rng, cap);
            used += plies + 1; /* +1: even an empty playout costs something */
            c->sum[i] += outcome(g, tmp, seat_colour(st, tmp, mover));
            c->n[i]++;
            stats->playouts++;
            stats->plies += plies;
        }
    }
out:
    free(tmp);
    free(order);
}

int ai_choose(const game_t *g, const void *st, const ai_request_t *req, move_t *out,
              ai_stats_t *stats, char *err, size_t errlen)
{
    ai_stats_t local;
    if (!stats) stats = &local;
    memset(stats, 0, sizeof *stats);
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
    rng_t rng;
    rng_seed(&rng, req->seed);
    ai_cands_t c;
    if (gather(g, st, &rng, &c) != 0) {
        cands_free(&c);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (c.count == 0) {
        cands_free(&c);
        snprintf(err, errlen, "no legal move");
        return -1;
    }
    stats->candidates = c.count;
    int mover = game_head(st)->to_move, best = -1;
    for (int i = 0; i < c.count && best < 0; i++) {
        const void *after = at_state(&c, g, i);
        const game_head_t *h = game_head(after);
        if (h->status == GAME_WIN && h->winners == 1u << (seat_colour(st, after, mover) - 1)) best = i;
    }
    if (best >= 0) {
        stats->value = 1.0;
    } else if (c.count == 1) {
        best = 0; /* a forced move needs no search */
        stats->value = 1.0 / g->setup.players;
    } else {
        search(g, st, req, &rng, &c, stats);
        /* Each mean starts from one even-share result, so a move with a
         * single lucky playout does not outrank well-tried ones. */
        double best_mean = -1.0, prior = 1.0 / g->setup.players;
        for (int i = 0; i < c.count; i++) {
            if (!c.n[i]) continue;
            double mean = (c.sum[i] + prior) / (double)(c.n[i] + 1);
            if (mean > best_mean) {
                best_mean = mean;
                best = i;
            }
        }
        if (best < 0) best = 0; /* cancelled before any playout */
        stats->value = best_mean < 0 ? 0.0 : best_mean;
    }
    *out = c.moves[best];
    cands_free(&c);
    return 0;
}
