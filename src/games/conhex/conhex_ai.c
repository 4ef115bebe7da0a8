/* ConHex knowledge for the AI: connection distance.
 *
 * A player's distance is the fewest pegs he still needs to join his two
 * sides: a cell costs nothing when he owns it, cannot be used when the
 * opponent owns it or when too few holes are left for him to claim it, and
 * otherwise costs the pegs he lacks (need - his pegs there). Shortest paths
 * over the 41 cells from each side give, per cell, the length of the best
 * chain through it ("two-distance"); a peg is promising when one of its cells
 * lies on the mover's shortest chains (it shortens them) or on the
 * opponent's (it blocks them, best of all when it makes the cell
 * unclaimable for him). The evaluation compares the two distances. */
#include <stdio.h>
#include <string.h>

#include "contract/ai_know.h"
#include "ai/ai_level.h"
#include "games/conhex/conhex.h"

#define INF 1000

typedef struct {
    int cost[NC];
    int from_a[NC], from_b[NC]; /* chain length from each side, cell included */
    int dist;                   /* shortest chain, INF when cut off */
} chx_dist_t;

/* Pegs player p lacks to claim c (0 owned, INF unusable). */
static int cell_cost(const board_t *b, const conhex_state_t *s, int c, int p)
{
    int o = 3 - p, need = b->cells[c].need;
    if (s->owner[c] == p) return 0;
    if (s->owner[c] == o) return INF;
    int mine = conhex_pegs(b, s, p, c), theirs = conhex_pegs(b, s, o, c), free = b->cells[c].nsites - mine - theirs;
    return free < need - mine ? INF : need - mine;
}

/* Shortest chains from a side: Dial's algorithm (cell costs are 0..3, so
 * distances are small integers and buckets replace a heap). */
#define CHX_BUCKETS (3 * NC + 4)
static void sweep(const board_t *b, const int *cost, unsigned side, int *d)
{
    uint8_t bucket[CHX_BUCKETS][NC];
    int count[CHX_BUCKETS], top = 0;
    memset(count, 0, sizeof count);
    for (int c = 0; c < NC; c++) {
        d[c] = INF;
        if ((b->cells[c].sides & side) && cost[c] < INF) {
            d[c] = cost[c];
            bucket[d[c]][count[d[c]]++] = (uint8_t)c;
            if (d[c] > top) top = d[c];
        }
    }
    for (int k = 0; k <= top; k++)
        for (int i = 0; i < count[k]; i++) {
            int c = bucket[k][i];
            if (d[c] != k) continue; /* a stale entry */
            const board_cell_t *bc = &b->cells[c];
            for (int j = 0; j < bc->nnb; j++) {
                int e = bc->nb[j], nd = k + cost[e];
                if (cost[e] < INF && nd < d[e]) {
                    d[e] = nd;
                    bucket[nd][count[nd]++] = (uint8_t)e;
                    if (nd > top) top = nd;
                }
            }
        }
}

static void distances(const board_t *b, const conhex_state_t *s, int p, chx_dist_t *out)
{
    unsigned a = p == 1 ? BOARD_SIDE_N : BOARD_SIDE_W, z = p == 1 ? BOARD_SIDE_S : BOARD_SIDE_E;
    for (int c = 0; c < NC; c++) out->cost[c] = cell_cost(b, s, c, p);
    sweep(b, out->cost, a, out->from_a);
    sweep(b, out->cost, z, out->from_b);
    out->dist = INF;
    for (int c = 0; c < NC; c++)
        if ((b->cells[c].sides & z) && out->from_a[c] < out->dist) out->dist = out->from_a[c];
}

static int through(const chx_dist_t *d, int c)
{
    if (d->cost[c] >= INF || d->from_a[c] >= INF || d->from_b[c] >= INF) return INF;
    return d->from_a[c] + d->from_b[c] - d->cost[c];
}

static void chx_eval(void *ctx, const game_t *g, const void *st, double *v)
{
    (void)ctx;
    const conhex_state_t *s = st;
    chx_dist_t d1, d2;
    distances(&g->board, s, 1, &d1);
    distances(&g->board, s, 2, &d2);
    int a = d1.dist < 30 ? d1.dist : 30, b = d2.dist < 30 ? d2.dist : 30;
    /* A peg is worth about one unit; the side to move is half a peg ahead. */
    double x = 0.55 * (b - a) + (s->head.to_move == 1 ? 0.3 : -0.3);
    ai_eval_two(x, v);
}

static void chx_prior(void *ctx, const game_t *g, const void *st, const action_t *acts, int n,
                      float *out)
{
    (void)ctx;
    const conhex_state_t *s = st;
    const board_t *b = &g->board;
    int p = s->head.to_move, o = 3 - p;
    chx_dist_t dm, dt;
    distances(b, s, p, &dm);
    distances(b, s, o, &dt);
    for (int i = 0; i < n; i++) {
        const action_t *a = &acts[i];
        if (a->kind == ACT_SWAP) {
            /* Taking over colour 1 with colour 2 to move next. */
            double v[3];
            chx_eval(NULL, g, st, v);
            out[i] = (float)v[1];
            continue;
        }
        if (a->kind != ACT_PLACE) continue;
        const board_site_t *h = &b->sites[a->a];
        double mine = -3, theirs = -3, claim = 0;
        for (int k = 0; k < h->ncells; k++) {
            int c = h->cells[k];
            if (s->owner[c]) continue;
            int need = b->cells[c].need, cm = conhex_pegs(b, s, p, c), co = conhex_pegs(b, s, o, c);
            int free_after = b->cells[c].nsites - cm - co - 1;
            int tm = through(&dm, c), tt = through(&dt, c);
            if (tm < INF) {
                double gain = 1 + dm.dist - tm;
                if (cm + 1 >= need) claim += 0.5;
                if (gain > mine) mine = gain;
            }
            if (tt < INF) {
                int dead = cm + 1 >= need || free_after < need - co;
                double blk = (dead ? 1.0 : 0.45) * (1 + dt.dist - tt);
                if (blk > theirs) theirs = blk;
            }
        }
        if (mine > 1) mine = 1;
        if (theirs > 1) theirs = 1;
        double x = mine + 0.9 * theirs + claim;
        out[i] = (float)ai_sigmoid(1.1 * (x - 0.6));
    }
}

/* Pegs put down between two states (playout AMAF for RAVE). */
static int chx_amaf(void *ctx, const game_t *g, const void *from, const void *to, action_t *out, int max)
{
    (void)ctx;
    (void)g;
    const conhex_state_t *a = from, *b = to;
    int n = 0;
    for (int i = 0; i < NS && n < max; i++)
        if (!a->peg[i] && b->peg[i])
            out[n++] = (action_t){.kind = ACT_PLACE, .player = (int8_t)b->peg[i], .a = (int16_t)i};
    return n;
}

static void chx_explain(void *ctx, const game_t *g, const void *st, const move_t *m, char *buf,
                        size_t n)
{
    (void)ctx;
    const conhex_state_t *s = st;
    buf[0] = '\0';
    if (m->n != 1 || m->a[0].kind != ACT_PLACE) return;
    const board_site_t *h = &g->board.sites[m->a[0].a];
    int p = s->head.to_move, claims = 0;
    for (int k = 0; k < h->ncells; k++) {
        int c = h->cells[k];
        if (!s->owner[c] && conhex_pegs(&g->board, s, p, c) + 1 >= g->board.cells[c].need) claims++;
    }
    chx_dist_t before, after;
    distances(&g->board, s, p, &before);
    conhex_state_t t = *s;
    t.peg[m->a[0].a] = (uint8_t)p;
    uint64_t ready = conhex_add_pegs(&t, p, h->cellbits);
    for (int k = 0; k < h->ncells; k++) {
        int c = h->cells[k];
        if (!t.owner[c] && (ready >> c & 1)) t.owner[c] = (uint8_t)p;
    }
    distances(&g->board, &t, p, &after);
    size_t at = 0;
    if (claims)
        at += (size_t)snprintf(buf, n, "your cells %d \xe2\x86\x92 %d", s->claimed[p - 1], s->claimed[p - 1] + claims);
    if (after.dist < INF && at < n)
        snprintf(buf + at, n - at, "%s%d peg%s from a chain (was %d)", at ? "; " : "", after.dist,
                 after.dist == 1 ? "" : "s", before.dist);
}

const ai_know_t conhex_know = {
    .eval = chx_eval,
    .prior = chx_prior,
    .amaf = chx_amaf,
    .explain = chx_explain,
    .threat_noun = "connection",
    .order = AI_ORDER_NONE,
    .win_check = 200,
};

/* The levels' search set-up (fields: src/ai/ai_level.h). */
const ai_tune_t conhex_tune = {{10, 50, 800, 5000, 30000, 250000}, AI_ALL_PRIORS, 0.25, 0, 20.f, 0.f, 0, 0, 0, 2, 4, 1,
    /* tools/elofit --c (data/ai-ladder.txt) */
    .elo = {463, 1000, 1481, 1868, 2077, 2279},
    .first_win = 50, .first_random = 100};
