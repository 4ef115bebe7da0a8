/* Wunchunk knowledge for the AI: the chunk/crumb profile and sabotage.
 *
 * Fewest own chunks wins, crumbs break ties; a stone may be of any colour.
 * A stone of the mover's colour is good when it joins two of his chunks (one
 * chunk fewer) or swallows his crumbs into a chunk, bad when it turns a crumb
 * of his into a chunk. The sabotage that pays is spoiling: filling, with any
 * colour but his, a cell where an opponent could join two of his chunks.
 * Giving an opponent a chunk directly (his colour next to his crumb) was
 * measured useless: it also gives him a stone more every turn. Ending a turn
 * before the allotment is used up is often right. The evaluation (for the
 * swap decision and cut-off playouts) counts chunks plus a share of the
 * crumbs that still have an empty neighbour.
 *
 * Informed playouts (each stone the best of a few sampled cells and colours)
 * are here too, but measured no stronger at equal iterations and five times
 * slower, so no level uses them (docs/ai-ladder.md). */
#include <stdio.h>
#include <string.h>

#include "contract/ai_know.h"
#include "ai/ai_level.h"
#include "contract/words.h"
#include "games/wunchunk/wunchunk.h"

/* Weights of the prior, measured in self-play at level Easy against the same
 * search with uniform priors, 40 games each (docs/ai-ladder.md): giving the
 * opponent a chunk (sabotage by his colour) measured useless or harmful (it
 * also gives him a stone more per turn), spoiling his joins is what pays
 * most, and ending a turn early beats using the whole allotment. */
#ifndef WC_OWN_CH
#define WC_OWN_CH 1.0   /* own stone: per chunk fewer */
#endif
#ifndef WC_OWN_CR
#define WC_OWN_CR 0.6   /* own stone: per crumb fewer */
#endif
#ifndef WC_SAB_CH
#define WC_SAB_CH 0.0   /* opponent's stone: per chunk more for him */
#endif
#ifndef WC_SAB_CR
#define WC_SAB_CR 0.0
#endif
#ifndef WC_SPOIL
#define WC_SPOIL 1.5   /* filling an opponent's joining cell */
#endif
#ifndef WC_PASS
#define WC_PASS 0.0
#endif
#ifndef WC_END
#define WC_END 0.3
#endif
#ifndef WC_SCALE
#define WC_SCALE 1.6
#endif

/* Neighbour groups of colour q around empty cell x. */
typedef struct {
    int chunks, crumbs, size; /* distinct neighbouring groups, the merged size */
} wc_touch_t;

static wc_touch_t touch(const board_t *b, const wc_state_t *s, int x, int q)
{
    wc_touch_t t = {0, 0, 1};
    int roots[6], nr = 0;
    for (int d = 0; d < 6; d++) {
        int y = b->dir_nb[x][d];
        if (y < 0 || s->cell[y] != q) continue;
        int r = wc_root(s->parent, y), seen = 0;
        for (int k = 0; k < nr; k++) seen |= roots[k] == r;
        if (seen) continue;
        roots[nr++] = r;
        int gs = s->gsize[r];
        t.size += gs;
        if (gs >= 2) t.chunks++;
        else t.crumbs++;
    }
    return t;
}

/* Change in (chunks, crumbs) of colour q if a q stone goes on x. */
static void delta(const board_t *b, const wc_state_t *s, int x, int q, int *dch, int *dcr)
{
    wc_touch_t t = touch(b, s, x, q);
    *dch = (t.size >= 2) - t.chunks;
    *dcr = (t.size == 1) - t.crumbs;
}

/* How good a q stone on x is for mover m (about -2..2). */
static double stone_score(const game_t *g, const wc_state_t *s, int m, int x, int q)
{
    const board_t *b = &g->board;
    int np = g->setup.players, dch, dcr;
    delta(b, s, x, q, &dch, &dcr);
    double v;
    if (q == m) v = -WC_OWN_CH * dch - WC_OWN_CR * dcr;
    else v = WC_SAB_CH * dch + WC_SAB_CR * dcr;
    /* Spoiling: any colour but an opponent's own on a cell where that
     * opponent could join two of his chunks. */
    for (int o = 1; o <= np; o++) {
        if (o == m || o == q) continue;
        wc_touch_t t = touch(b, s, x, o);
        if (t.chunks >= 2) v += WC_SPOIL * (t.chunks - 1);
    }
    return v;
}

static double badness(const game_t *g, const wc_state_t *s, int p)
{
    /* Crumbs with an empty neighbour can still be made chunks by anyone. */
    const board_t *b = &g->board;
    int open = 0;
    for (int i = 0; i < b->ncells; i++) {
        if (s->cell[i] != p || s->gsize[wc_root(s->parent, i)] != 1) continue;
        for (int d = 0; d < 6; d++) {
            int y = b->dir_nb[i][d];
            if (y >= 0 && !s->cell[y]) {
                open++;
                break;
            }
        }
    }
    return s->chunks[p] + 0.1 * s->crumbs[p] + 0.25 * open;
}

static void wc_eval(void *ctx, const game_t *g, const void *st, double *v)
{
    (void)ctx;
    const wc_state_t *s = st;
    int np = g->setup.players;
    double bad[GAME_MAX_PLAYERS + 1] = {0};
    for (int p = 1; p <= np; p++) bad[p] = badness(g, s, p);
    if (np == 2) ai_eval_two(0.8 * (bad[2] - bad[1]), v);
    else ai_eval_softmax(np, bad, 0.8, v);
}

static void wc_prior(void *ctx, const game_t *g, const void *st, const action_t *acts, int n,
                     float *out)
{
    (void)ctx;
    const wc_state_t *s = st;
    int m = s->head.to_move;
    for (int i = 0; i < n; i++) {
        const action_t *a = &acts[i];
        double v = 0;
        if (a->kind == ACT_PLACE) v = stone_score(g, s, m, a->a, a->player);
        else if (a->kind == ACT_PASS) v = WC_PASS;
        else if (a->kind == ACT_END) v = WC_END;
        else if (a->kind == ACT_SWAP) {
            double e[GAME_MAX_PLAYERS + 1];
            wc_eval(NULL, g, st, e);
            out[i] = (float)e[1];
            continue;
        }
        out[i] = (float)ai_sigmoid(WC_SCALE * v);
    }
}

/* An empty cell, about uniformly: rejection while the board is sparse, a
 * scan from a random cell when it is nearly full. -1 when full. */
static int sample_empty(const game_t *g, const wc_state_t *s, rng_t *rng)
{
    int nc = g->board.ncells, c = (int)rng_below(rng, (uint32_t)nc);
    if (s->empties * 4 >= nc) {
        while (s->cell[c]) c = (int)rng_below(rng, (uint32_t)nc);
        return c;
    }
    for (int i = 0; i < nc; i++, c = (c + 1) % nc)
        if (!s->cell[c]) return c;
    return -1;
}

/* A playout turn: 1..allotment stones (a pass now and then, as random
 * play), each the best of a few sampled (cell, colour) pairs. */
static int wc_playout_turn(void *ctx, const game_t *g, void *st, rng_t *rng)
{
    (void)ctx;
    wc_state_t *s = st;
    char err[GAME_ERR_MAX];
    if (s->head.status != GAME_ONGOING || s->head.in_turn) return -1;
    int m = s->head.to_move, np = g->setup.players;
    if (g->setup.opt[OPT_BALANCE] || (s->head.ply == 1 && g->setup.players == 2 && g->setup.opt[OPT_PIE]))
        return g->rules->random_turn(g, st, rng);
    int a = s->chunks[m];
    if (a > s->empties) a = s->empties;
    if (a == 0 || (rng_next(rng) & 15) == 0) {
        action_t pass = {.kind = ACT_PASS, .player = (int8_t)m};
        return g->rules->act(g, st, &pass, NULL, err, sizeof err);
    }
    int k = 1 + (int)rng_below(rng, (uint32_t)a);
    for (int j = 0; j < k && s->empties > 0; j++) {
        int best_c = -1, best_q = m;
        double best = -1e9;
        for (int t = 0; t < 4; t++) {
            int c = sample_empty(g, s, rng);
            if (c < 0) break;
            for (int q = 1; q <= np; q++) {
                double v = stone_score(g, s, m, c, q) + rng_double(rng) * 0.3;
                if (v > best) {
                    best = v;
                    best_c = c;
                    best_q = q;
                }
            }
        }
        if (best_c < 0) break;
        action_t pl = {.kind = ACT_PLACE, .player = (int8_t)best_q, .a = (int16_t)best_c};
        if (g->rules->act(g, st, &pl, NULL, err, sizeof err) != 0) break;
    }
    if (s->head.in_turn) {
        action_t end = {.kind = ACT_END, .player = (int8_t)m};
        return g->rules->act(g, st, &end, NULL, err, sizeof err);
    }
    return 0;
}

/* "joins your chunks: 3 \xe2\x86\x92 2 chunks; gives Blue a chunk: 2 \xe2\x86\x92 3": the chunk
 * (and crumb) counts before and after the move. */
static void wc_explain(void *ctx, const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    (void)ctx;
    const wc_state_t *s = st;
    wc_state_t t = *s;
    char err[GAME_ERR_MAX];
    buf[0] = '\0';
    if (game_apply_move(g, &t, m, NULL, err, sizeof err) != 0) return;
    const char *const *names = g->rules->colour_names;
    int me = s->head.to_move, np = g->setup.players, b[2], a[2];
    size_t at = 0;
    int d = t.chunks[me] - s->chunks[me];
    if (d < 0)
        at += (size_t)snprintf(buf + at, n - at, "joins your chunks: %d \xe2\x86\x92 %d chunks", s->chunks[me], t.chunks[me]);
    else if (d > 0)
        at += (size_t)snprintf(buf + at, n - at, "costs you %s: %d \xe2\x86\x92 %d chunks", d > 1 ? "chunks" : "a chunk",
                               s->chunks[me], t.chunks[me]);
    else if (g->rules->score(g, st, me, b, 2) == 2 && g->rules->score(g, &t, me, a, 2) == 2 && a[1] != b[1])
        at += (size_t)snprintf(buf + at, n - at, "%s: %d \xe2\x86\x92 %d crumbs, chunks stay %d",
                               a[1] < b[1] ? "absorbs your crumbs" : "leaves you crumbs", b[1], a[1], t.chunks[me]);
    for (int p = 1; p <= np && at < n; p++) {
        int e = t.chunks[p] - s->chunks[p];
        if (p == me) continue;
        if (e > 0)
            at += (size_t)snprintf(buf + at, n - at, "%sgives %s %s: %d \xe2\x86\x92 %d", at ? "; " : "", names[p - 1],
                                   e > 1 ? "chunks" : "a chunk", s->chunks[p], t.chunks[p]);
        else if (e < 0)
            at += (size_t)snprintf(buf + at, n - at, "%sjoins %s's chunks: %d \xe2\x86\x92 %d", at ? "; " : "",
                                   names[p - 1], s->chunks[p], t.chunks[p]);
        else if (g->rules->score(g, st, p, b, 2) == 2 && g->rules->score(g, &t, p, a, 2) == 2 && a[1] != b[1])
            at += (size_t)snprintf(buf + at, n - at, "%s%s %s's crumbs: %d \xe2\x86\x92 %d", at ? "; " : "",
                                   a[1] > b[1] ? "adds to" : "takes from", names[p - 1], b[1], a[1]);
    }
    /* Nothing counted changes: the count that stays. */
    if (!at && t.head.status == GAME_ONGOING)
        at += (size_t)snprintf(buf, n, "your chunks stay %d", t.chunks[me]);
    /* The last move: the counts that decide. */
    if (t.head.status != GAME_ONGOING && at < n) {
        char counts[96];
        words_counts(g, &t, me, NULL, counts, sizeof counts);
        snprintf(buf + at, n - at, "%sends the game with %s", at ? "; " : "", counts);
    }
}

/* Can the mover at st (between turns) end the game this turn, the only
 * way to win in one? A pass that completes a round of passes, or stones
 * enough to fill the board (the allotment: his chunks). Exact where it
 * says no; a clock run out (3-4 players: passes follow by themselves)
 * or the balance turn is left to the search. */
static int wc_may_win(void *ctx, const game_t *g, const void *st)
{
    (void)ctx;
    const wc_state_t *s = st;
    int me = s->head.to_move;
    if (s->head.in_turn || s->out || (g->setup.opt[OPT_BALANCE] && me == 1 && s->p1_turns == 1)) return 1;
    return s->head.passes + 1 >= g->setup.players || s->empties <= s->chunks[me];
}

const ai_know_t wunchunk_know = {
    .explain = wc_explain,
    .eval = wc_eval,
    .prior = wc_prior,
    .playout_turn = wc_playout_turn,
    .may_win = wc_may_win,
    .threat_noun = "win",
    .order = AI_ORDER_STRICT,
    .order_kind = ACT_PLACE,
    .win_cap = 3000,
};

/* The levels' search set-up (fields: src/ai/ai_level.h). */
const ai_tune_t wunchunk_tune = {{10, 80, 800, 5000, 15000, 300000}, AI_ALL_PRIORS, 0.25, 0, 20.f, 0.f, 0, 0, 0, 3, 8, 0,
    /* tools/elofit --c (data/ai-ladder.txt) */
    .elo = {465, 1000, 1330, 1847, 2322, 2708},
    /* First game: a move that leaves the opponent a win in one (an
     * ending with fewer chunks) whenever there is one: the newcomer takes
     * it, `random` seldom (docs/ai-ladder.md, "First game"). */
    .first_win = 100, .first_random = 100, .first_leave = 100};
