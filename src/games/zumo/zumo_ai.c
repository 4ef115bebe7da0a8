/* Zumo knowledge for the AI: edge danger and push threats, through the
 * public interface (view, board geometry) only.
 *
 * A stone pushed over the edge loses the game, so a stone's danger grows as
 * it nears the edge (its distance to the border ring), and more so when an
 * opposing stone stands in line behind it on the inner side (a placement on
 * that line can push it out). Each player's danger is summed; more stones
 * mean more friendly sightlines and so more energy. Random games end fast
 * (a random push often loses a stone), so playouts are cut off after a few
 * turns and evaluated. Push units of one turn commute and are searched in
 * cell order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contract/ai_know.h"
#include "ai/ai_level.h"
#include "core/preview.h"
#include "games/zumo/zumo.h"

typedef struct {
    ai_scratch_t base; /* first: ai_scratch_free frees the context */
    int edge[BOARD_MAX_CELLS];     /* steps to the border ring (0 on it) */
    uint8_t ray[BOARD_MAX_CELLS][6]; /* cells beyond a cell to the edge, by direction */
} zumo_ctx_t;

static const double danger_of[4] = {1.0, 0.35, 0.12, 0.04};

static void *zumo_init(const game_t *g)
{
    zumo_ctx_t *c = ai_scratch_new_size(g, sizeof *c);
    if (!c) return NULL;
    const board_t *b = &g->board;
    int centre = board_cell_at(b, b->side - 1, b->side - 1);
    for (int i = 0; i < b->ncells; i++) {
        c->edge[i] = b->side - 1 - board_distance(b, i, centre);
        for (int d = 0; d < 6; d++) {
            int k = 0;
            for (int y = b->dir_nb[i][d]; y >= 0; y = b->dir_nb[y][d]) k++;
            c->ray[i][d] = (uint8_t)k;
        }
    }
    return c;
}

/* Danger of the stone on x: by its edge distance, doubled when an opposing
 * stone sees it from the inside along a line that leads out near it. */
static double stone_danger(const zumo_ctx_t *c, const board_t *b, int x)
{
    int e = c->edge[x];
    if (e > 3) return 0.0;
    int me = c->base.view.cell[x] & 3;
    double v = danger_of[e];
    for (int d = 0; d < 6; d++) {
        /* Steps from x to the edge going in direction d. */
        int k = 0, y = x;
        while ((y = b->dir_nb[y][d]) >= 0 && k < 4) k++;
        if (k > e + 1) continue;
        /* Who is first seen from x looking the other way (the pusher's side). */
        int od = (d + 3) % 6;
        for (y = b->dir_nb[x][od]; y >= 0; y = b->dir_nb[y][od]) {
            int who = c->base.view.cell[y] & 3;
            if (!who) continue;
            if (who != me) v += 0.6 * danger_of[e];
            break;
        }
    }
    return v;
}

/* Units a stone of p placed on the empty cell x would get: one per friendly
 * sightline. */
static int energy_at(const zumo_ctx_t *c, const board_t *b, int x, int p)
{
    int e = 0;
    for (int d = 0; d < 6; d++)
        for (int y = b->dir_nb[x][d]; y >= 0; y = b->dir_nb[y][d])
            if (c->base.view.cell[y]) {
                e += (c->base.view.cell[y] & 3) == p;
                break;
            }
    return e;
}

/* Push threats: the opposing stones p could push off the board next turn,
 * placing on an empty cell behind one (in line, nothing between) with at
 * least as many units as the stone needs (suction and the repetition rule
 * are ignored: a close estimate, cheap enough for every evaluation). */
static int threats(const zumo_ctx_t *c, const board_t *b, int p)
{
    int o = 3 - p, n = 0;
    for (int s = 0; s < b->ncells; s++) {
        if ((c->base.view.cell[s] & 3) != o || c->edge[s] > 4) continue;
        int hit = 0;
        for (int d = 0; d < 6 && !hit; d++) {
            int need = c->ray[s][d] + 1;
            if (need > 6) continue;
            int back = (d + 3) % 6;
            for (int y = b->dir_nb[s][back]; y >= 0 && !c->base.view.cell[y] && !hit; y = b->dir_nb[y][back])
                hit = energy_at(c, b, y, p) >= need;
        }
        n += hit;
    }
    return n;
}

static void zumo_eval(void *ctx, const game_t *g, const void *st, double *v)
{
    zumo_ctx_t *c = ctx;
    const board_t *b = &g->board;
    g->rules->view(g, st, &c->base.view);
    int me = game_head(st)->to_move;
    if (game_head(st)->in_turn == 0 && game_head(st)->status == GAME_ONGOING) {
        /* The side to move can push a stone off: it wins now. Two threats
         * against it: it can rarely parry both. */
        int mine = threats(c, b, me), theirs = threats(c, b, 3 - me);
        if (mine > 0 || theirs >= 2) {
            double w = mine > 0 ? 0.92 : 0.15;
            v[me] = w;
            v[3 - me] = 1.0 - w;
            return;
        }
    }
    double danger[3] = {0, 0, 0};
    int count[3] = {0, 0, 0};
    for (int i = 0; i < b->ncells; i++) {
        int p = c->base.view.cell[i] & 3;
        if (!p) continue;
        count[p]++;
        danger[p] += stone_danger(c, b, i);
    }
    double x = 1.4 * (danger[2] - danger[1]) + 0.06 * (count[1] - count[2]);
    x += game_head(st)->to_move == 1 ? 0.2 : -0.2;
    ai_eval_two(x, v);
}

static int zumo_may_win(void *ctx, const game_t *g, const void *st)
{
    zumo_ctx_t *c = ctx;
    g->rules->view(g, st, &c->base.view);
    return threats(c, &g->board, game_head(st)->to_move) > 0;
}

/* The danger sums alone: priors inside a turn look one action ahead with
 * it (the threat scan is kept for the cut-off evaluation). */
static void zumo_eval_fast(void *ctx, const game_t *g, const void *st, double *v)
{
    zumo_ctx_t *c = ctx;
    const board_t *b = &g->board;
    g->rules->view(g, st, &c->base.view);
    double danger[3] = {0, 0, 0};
    int count[3] = {0, 0, 0};
    for (int i = 0; i < b->ncells; i++) {
        int p = c->base.view.cell[i] & 3;
        if (!p) continue;
        count[p]++;
        danger[p] += stone_danger(c, b, i);
    }
    ai_eval_two(1.4 * (danger[2] - danger[1]) + 0.06 * (count[1] - count[2]), v);
}

/* The prior of a placement on x for p from the board alone (no move is
 * played: a new turn lists up to 271 placements, and playing each out cost
 * more than the rest of the search): its units (friendly sightlines), how
 * near the edge the opposing stones it could push are, measured against
 * those units (a stone it can push off: about a sure win), and the danger of
 * the new stone itself near the edge. */
static float place_prior(const zumo_ctx_t *c, const board_t *b, int x, int p)
{
    int units = energy_at(c, b, x, p);
    double push = 0.0;
    for (int d = 0; d < 6; d++)
        for (int y = b->dir_nb[x][d]; y >= 0; y = b->dir_nb[y][d]) {
            int who = c->base.view.cell[y] & 3;
            if (!who) continue;
            if (who != p && units > 0) {
                double need = c->ray[y][d] + 1.0;
                double v = units >= need ? 3.0 : units / need;
                if (v > push) push = v;
            }
            break;
        }
    int e = c->edge[x] < 3 ? c->edge[x] : 3;
    double x_ = 1.2 * push + 0.08 * units - 1.2 * danger_of[e];
    return (float)ai_sigmoid(x_ - 0.4);
}

static void zumo_prior(void *ctx, const game_t *g, const void *st, const action_t *acts, int n,
                       float *out)
{
    zumo_ctx_t *c = ctx;
    if (game_head(st)->in_turn == 0 && n > 8) {
        g->rules->view(g, st, &c->base.view);
        int p = game_head(st)->to_move;
        for (int i = 0; i < n; i++) {
            if (acts[i].kind == ACT_PLACE) out[i] = place_prior(c, &g->board, acts[i].a, p);
            else if (acts[i].kind == ACT_SWAP) {
                double v[3];
                zumo_eval_fast(ctx, g, st, v);
                out[i] = (float)v[1];
                g->rules->view(g, st, &c->base.view);
            } else out[i] = 0.5f;
        }
        return;
    }
    /* Inside a turn (push units, the end) the list is short: look ahead. */
    ai_prior_lookahead(g, st, acts, n, out, zumo_eval_fast, ctx, c->base.tmp);
}

/* "draws in 3 stones for 3 energy; White stones 9 \xe2\x86\x92 8": the energy
 * the placement gathers (its events) and the stone counts before and
 * after. */
static void zumo_explain(void *ctx, const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    (void)ctx;
    buf[0] = '\0';
    event_list_t ev;
    event_list_init(&ev);
    void *after = malloc(g->rules->state_size);
    char err[GAME_ERR_MAX];
    int me = game_head(st)->to_move;
    if (after && game_preview_move(g, st, m, &ev, after, err, sizeof err) == 0) {
        int drawn = 0, energy = -1, spent = 0;
        for (int i = 0; i < ev.n; i++) {
            const event_t *e = &ev.ev[i];
            int sub = e->kind == EV_GAME ? e->sub : -1;
            if ((sub == ZUMO_EV_SLIDE || sub == ZUMO_EV_EVAPORATE) && e->player == me) drawn++;
            else if (sub == ZUMO_EV_ENERGY && e->player == me) energy = (int)e->value;
            else if (sub == ZUMO_EV_PUSH || sub == ZUMO_EV_FALL) spent++;
        }
        size_t at = 0;
        if (energy > 0)
            at += (size_t)snprintf(buf, n, "draws in %d stone%s for %d energy%s", drawn, drawn == 1 ? "" : "s", energy,
                                   spent ? "" : ", no push");
        int b[1], a[1];
        for (int p = 1; p <= 2 && at < n; p++)
            if (g->rules->score(g, st, p, b, 1) == 1 && g->rules->score(g, after, p, a, 1) == 1 && a[0] < b[0])
                at += (size_t)snprintf(buf + at, n - at, "%s%s stones %d \xe2\x86\x92 %d", at ? "; " : "",
                                       p == me ? "your" : g->rules->colour_names[p - 1], b[0], a[0]);
    }
    event_list_free(&ev);
    free(after);
}

const ai_know_t zumo_know = {
    .explain = zumo_explain,
    .init = zumo_init,
    .done = ai_scratch_free,
    .eval = zumo_eval,
    .prior = zumo_prior,
    .may_win = zumo_may_win,
    .win_check = 4000,
    .threat_noun = "push off the edge",
    .order = AI_ORDER_REPEAT,
    .order_kind = ACT_PUSH,
};

/* The levels' search set-up (fields: src/ai/ai_level.h). */
const ai_tune_t zumo_tune = {{10, 60, 500, 2000, 12000, 60000}, AI_ALL_PRIORS, 0.25, 0, 20.f, 0.f, 0, 1, 0, 1, 2, 0,
    /* tools/elofit --c (data/ai-ladder.txt) */
    .elo = {587, 1000, 1415, 1636, 1960, 2206},
    .first_win = 50, .first_random = 50,
    /* 91 cells a newcomer can see, where the newcomer check measures. */
    .first_side = 6};
