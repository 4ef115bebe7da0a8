/* Zumo (Christian Freeling, 2022): the rules of docs/rules/zumo.md.
 *
 * A turn is a small state machine in the state:
 *   ACT_PLACE a=cell   the stone goes down; suction and evaporation happen at
 *                      once and the energy (one unit per friendly line) is
 *                      known; the pushable lines are read after suction.
 *   ACT_PUSH a=cell n  n units on the line whose first opposing stone stood on
 *                      a after suction (the cell the notation writes; the UI
 *                      sends n = 1 per click and the same a again for more).
 *                      A unit that pushes the stone over the edge wins at once
 *                      (left-over units lapse); n may not go past that unit.
 *   ACT_END            when no unit was spent, when exactly all were spent, or
 *                      with partial-push after any number of units.
 *   ACT_PASS           only when no placement turn is legal.
 *   ACT_SWAP           the pie rule (game_swap_legal).
 *
 * Listed moves (moves()): per placement, the turn without pushes, one winning
 * push per stone that can be pushed off (exactly the units needed) and every
 * allocation of all E units (1..E with partial-push) that keeps the stones on
 * the board. Within one placement these outcomes always differ (each line's
 * stone ends on a different cell). Two different placements P, Q can give the
 * same outcome (friendly stones F P .. Q G on one line: P evaporates F and
 * draws G to Q, Q evaporates G and draws F to P); a duplicate always comes
 * from a placement on a cell that a slide of the other fills, so only those
 * few are compared, and of each group of equal outcomes only the move whose
 * canonical text sorts first (byte order) is listed. act() accepts every
 * legal sequence of actions, listed or not.
 *
 * Repetition: the state carries a 64-bit Zobrist key of the board (plus a key
 * for White to move) and the keys of the last ZHIST positions after whole
 * turns (the start or loaded position counts once; a swap does not change the
 * position). No change of a Zumo position is provably irreversible (a stone
 * count goes up by placements and down by evaporation and collisions), so the
 * record is a window: in a game longer than ZHIST turns, positions more than
 * ZHIST turns back are forgotten. Keys seen twice in the window are kept in a
 * short list, so testing a candidate turn costs nothing while none is.
 *
 * Random play (random_turn): uniform over the listed legal turns. Every
 * empty cell's number of turns is counted at once from bit masks of the
 * board's lines (all_weights), a turn is drawn by weight and unranked, and a
 * barred or duplicate draw is drawn again. Random games end by a push-off in
 * practice (side 10: 28 turns on average, the longest 228 in 20,000 games
 * with partial pushes); playouts should still stop at ZUMO_PLAYOUT_CAP turns.
 * About 12,000 playouts/s on side 10 on one core. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "contract/preview.h"
#include "games/zumo/zumo.h"

#define ZCELLS 271  /* hexhex side 10, the largest Zumo board */
#define ZHIST 128   /* positions remembered for the repetition rule */
#define ZREP 8      /* keys seen twice, listed before scanning */
#define MAXVAR 1024 /* turns of one placement: 1 + 6 + C(12,6) - 1 at most */
#define ZUMO_PLAYOUT_CAP 400

enum { OPT_PIE = 0, OPT_PARTIAL = 1 };

/* Laid out without padding (1440 bytes), so equal positions compare equal. */
typedef struct {
    game_head_t head;      /* 12 bytes */
    uint32_t hn;           /* positions recorded since set-up */
    uint64_t hash;         /* Zobrist key of the board */
    uint64_t rep[ZREP];    /* keys occurring at least twice in the window */
    uint64_t hist[ZHIST];  /* the last ZHIST position keys, hist[i % ZHIST] */
    int16_t placed;        /* the stone placed this turn, -1 between turns */
    int16_t count[2];      /* stones per player */
    int16_t line0[6];      /* first opposing stone of direction d after suction, -1 none */
    int16_t linecur[6];    /* where that stone stands now (-1 once off the board) */
    int16_t slid[6];       /* the cell a friendly stone slid to this turn, -1 */
    uint8_t energy, spent; /* the turn under way */
    uint8_t nrep, rep_over;
    uint8_t pushed[6];     /* units spent on direction d */
    uint8_t cell[ZCELLS];  /* 0 empty, 1 Black, 2 White */
    uint8_t spare[5];      /* (the size, a multiple of 8) */
} zumo_t;

_Static_assert(sizeof(zumo_t) == 1440, "zumo_t has no padding");

/* One placement's consequences, read from the position before it. */
typedef struct {
    int cell, energy;
    int nfr;               /* friendly lines: stone, and where it goes (cell: evaporates) */
    int fr_dir[6], fr_stone[6], fr_dest[6];
    int nl;                /* opposing lines after suction, sorted by stone cell */
    int l_dir[6], l_stone[6], l_room[6];
} plan_t;

/* A whole turn of a placement: units per plan line, or one line pushed off. */
typedef struct {
    int8_t k[6];
    int8_t win; /* plan line index, -1 */
} var_t;

static const char *const colour_names[] = {"Black", "White"};

static const game_option_t options[] = {
    {"pie", "Pie rule (swap)", "White may answer Black's first stone by taking it over", 1},
    {"partial-push", "Partial pushes", "Push with any number of units up to the energy, not all or none", 0},
};

/* ------------------------------------------------------------------ keys */

static inline uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static inline uint64_t zkey(int cell, int colour)
{
    return mix64((uint64_t)(cell * 2 + colour) * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL);
}

#define ZKEY_WHITE_TO_MOVE 0x7a3c95e1d2b84f61ULL

static inline uint64_t tm_key(int to_move) { return to_move == 2 ? ZKEY_WHITE_TO_MOVE : 0; }

static inline void put_stone(zumo_t *s, int cell, int colour)
{
    s->cell[cell] = (uint8_t)colour;
    s->count[colour - 1]++;
    s->hash ^= zkey(cell, colour);
}

static inline void take_stone(zumo_t *s, int cell)
{
    int colour = s->cell[cell];
    s->cell[cell] = 0;
    s->count[colour - 1]--;
    s->hash ^= zkey(cell, colour);
}

/* ------------------------------------------------------------ repetition */

static int window_count(const zumo_t *s, uint64_t key)
{
    int n = s->hn < ZHIST ? (int)s->hn : ZHIST, c = 0;
    for (int i = 0; i < n; i++) c += s->hist[i] == key;
    return c;
}

/* Would a turn reaching this position make it occur a third time? */
static int barred(const zumo_t *s, uint64_t key)
{
    if (s->rep_over) return window_count(s, key) >= 2;
    for (int i = 0; i < s->nrep; i++)
        if (s->rep[i] == key) return 1;
    return 0;
}

static void rep_remove(zumo_t *s, uint64_t key)
{
    for (int i = 0; i < s->nrep; i++)
        if (s->rep[i] == key) {
            s->rep[i] = s->rep[--s->nrep];
            return;
        }
}

static void hist_push(zumo_t *s, uint64_t key)
{
    uint64_t old = 0;
    int dropped = s->hn >= ZHIST;
    if (dropped) old = s->hist[s->hn % ZHIST];
    s->hist[s->hn % ZHIST] = key;
    s->hn++;
    if (dropped && old != key && !s->rep_over && window_count(s, old) < 2) rep_remove(s, old);
    if (s->rep_over || window_count(s, key) < 2) return;
    for (int i = 0; i < s->nrep; i++)
        if (s->rep[i] == key) return;
    if (s->nrep < ZREP) s->rep[s->nrep++] = key;
    else s->rep_over = 1; /* from now on every test scans the window */
}

static uint64_t pos_key(const zumo_t *s) { return s->hash ^ tm_key(s->head.to_move); }

/* ------------------------------------------------------------- geometry */

/* Steps from cell along d that stay on the board. */
static int edge_room(const board_t *b, int cell, int d)
{
    int n = b->side, m = 2 * n - 2, c = b->cells[cell].c, r = b->cells[cell].r, x = c - r, a, e;
    switch (d) {
    case 0: a = m - c; e = n - 1 - x; break;
    case 1: a = m - c; e = m - r; break;
    case 2: a = m - r; e = n - 1 + x; break;
    case 3: a = c; e = n - 1 + x; break;
    case 4: a = c; e = r; break;
    default: a = r; e = n - 1 - x; break;
    }
    return a < e ? a : e;
}

/* Direction of the ray from p through q (and the distance), or -1. */
static int ray_dir(const board_t *b, int p, int q, int *dist)
{
    int dc = b->cells[q].c - b->cells[p].c, dr = b->cells[q].r - b->cells[p].r;
    for (int d = 0; d < 6; d++) {
        int k = board_dir_dc[d] ? dc * board_dir_dc[d] : dr * board_dir_dr[d];
        if (k > 0 && dc == k * board_dir_dc[d] && dr == k * board_dir_dr[d]) {
            *dist = k;
            return d;
        }
    }
    return -1;
}

/* --------------------------------------------------------------- plans */

static void plan_compute(const game_t *g, const zumo_t *s, int p, plan_t *pl)
{
    const board_t *b = &g->board;
    int me = s->head.to_move, op = 3 - me;
    pl->cell = p;
    pl->nfr = pl->nl = 0;
    for (int d = 0; d < 6; d++) {
        int f = b->dir_nb[p][d], dist = 1;
        while (f >= 0 && !s->cell[f]) {
            f = b->dir_nb[f][d];
            dist++;
        }
        if (f < 0) continue;
        int stone = -1;
        if (s->cell[f] == me) {
            int i = pl->nfr++;
            pl->fr_dir[i] = d;
            pl->fr_stone[i] = f;
            pl->fr_dest[i] = dist == 1 ? p : b->dir_nb[f][(d + 3) % 6];
            if (dist == 1) { /* evaporates: uncovers what lies behind it */
                int h = b->dir_nb[f][d];
                while (h >= 0 && !s->cell[h]) h = b->dir_nb[h][d];
                if (h >= 0 && s->cell[h] == op) stone = h;
            }
        } else {
            stone = f;
        }
        if (stone >= 0) {
            int i = pl->nl++;
            while (i > 0 && pl->l_stone[i - 1] > stone) { /* insertion by cell order */
                pl->l_dir[i] = pl->l_dir[i - 1];
                pl->l_stone[i] = pl->l_stone[i - 1];
                pl->l_room[i] = pl->l_room[i - 1];
                i--;
            }
            pl->l_dir[i] = d;
            pl->l_stone[i] = stone;
            pl->l_room[i] = edge_room(b, stone, d);
        }
    }
    pl->energy = pl->nfr;
}

static int placement_legal(const zumo_t *s, const plan_t *pl)
{
    return !s->cell[pl->cell] && (pl->nfr > 0 || s->count[s->head.to_move - 1] == 0);
}

/* Keys of a plan's outcomes: board after suction, and per line the change
 * of pushing k units (k <= min(room, E)) or pushing the stone off. */
typedef struct {
    uint64_t base, tm;
    uint64_t delta[6][7];
    uint64_t fall[6];
} vkeys_t;

static void plan_keys(const game_t *g, const zumo_t *s, const plan_t *pl, vkeys_t *vk)
{
    const board_t *b = &g->board;
    int me = s->head.to_move, op = 3 - me, e = pl->energy;
    uint64_t h = s->hash ^ zkey(pl->cell, me);
    for (int i = 0; i < pl->nfr; i++) {
        h ^= zkey(pl->fr_stone[i], me);
        if (pl->fr_dest[i] != pl->cell) h ^= zkey(pl->fr_dest[i], me);
    }
    vk->base = h;
    vk->tm = tm_key(op);
    for (int i = 0; i < pl->nl; i++) {
        int d = pl->l_dir[i], c = pl->l_stone[i], room = pl->l_room[i];
        int lim = room < e ? room : e;
        uint64_t x = zkey(c, op);
        vk->delta[i][0] = 0;
        for (int k = 1; k <= lim; k++) {
            c = b->dir_nb[c][d];
            if (s->cell[c]) x ^= zkey(c, s->cell[c]);
            vk->delta[i][k] = x ^ zkey(c, op);
        }
        vk->fall[i] = x; /* valid when room < e: the walk reached the edge */
    }
}

static uint64_t var_key(const plan_t *pl, const vkeys_t *vk, const var_t *v, int *win)
{
    uint64_t h = vk->base ^ vk->tm;
    *win = v->win >= 0;
    if (v->win >= 0) return h ^ vk->fall[v->win];
    for (int i = 0; i < pl->nl; i++) h ^= vk->delta[i][v->k[i]];
    return h;
}

/* Every turn of a placement (the listing's order of kinds: no push, wins,
 * allocations); returns the count (at most MAXVAR). */
static void alloc_rec(const plan_t *pl, int i, int left, int used, int partial, var_t *cur,
                      var_t *out, int *n)
{
    if (i == pl->nl) {
        if (used > 0 && (partial || left == 0)) out[(*n)++] = *cur;
        return;
    }
    int room = pl->l_room[i], lim = room < left ? room : left;
    for (int k = 0; k <= lim; k++) {
        cur->k[i] = (int8_t)k;
        alloc_rec(pl, i + 1, left - k, used + k, partial, cur, out, n);
    }
    cur->k[i] = 0;
}

static int plan_variants(const plan_t *pl, int partial, var_t *out)
{
    int n = 0;
    var_t v;
    memset(&v, 0, sizeof v);
    v.win = -1;
    out[n++] = v;
    if (pl->energy == 0 || pl->nl == 0) return n;
    for (int i = 0; i < pl->nl; i++)
        if (pl->l_room[i] + 1 <= pl->energy) {
            var_t w = v;
            w.win = (int8_t)i;
            out[n++] = w;
        }
    alloc_rec(pl, 0, pl->energy, 0, partial, &v, out, &n);
    return n;
}

/* Canonical text of a turn of a plan. */
static void var_text(const game_t *g, const plan_t *pl, const var_t *v, char *buf, size_t n)
{
    const board_t *b = &g->board;
    size_t at = (size_t)snprintf(buf, n, "%s", b->cells[pl->cell].name);
    for (int i = 0; i < pl->nl && at < n; i++) {
        int k = v->win == i ? pl->l_room[i] + 1 : v->win >= 0 ? 0 : v->k[i];
        if (k > 0) at += (size_t)snprintf(buf + at, n - at, ",%s+%d", b->cells[pl->l_stone[i]].name, k);
    }
}

/* Cells Q whose placement could give a turn of p's outcome: a slide of p
 * fills Q, and a slide of Q must fill p, so the stone beyond p, opposite the
 * line of the slide, is a friendly one that p evaporates. */
static int dup_candidates(const plan_t *pl, int *out)
{
    int n = 0;
    for (int i = 0; i < pl->nfr; i++) {
        if (pl->fr_dest[i] == pl->cell) continue;
        int back = (pl->fr_dir[i] + 3) % 6;
        for (int j = 0; j < pl->nfr; j++)
            if (pl->fr_dir[j] == back && pl->fr_dest[j] == pl->cell) out[n++] = pl->fr_dest[i];
    }
    return n;
}

/* Is the turn (key, win) also reached by a placement whose text sorts first? */
static int dup_beaten_one(const game_t *g, const zumo_t *s, const plan_t *pl, const var_t *v,
                          uint64_t key, int win)
{
    int cand[6], nc = dup_candidates(pl, cand), partial = g->setup.opt[OPT_PARTIAL];
    char mine[MOVE_TEXT_MAX], other[MOVE_TEXT_MAX];
    var_t qv[MAXVAR];
    mine[0] = '\0';
    for (int c = 0; c < nc; c++) {
        plan_t qp;
        vkeys_t vk;
        plan_compute(g, s, cand[c], &qp);
        plan_keys(g, s, &qp, &vk);
        int n = plan_variants(&qp, partial, qv);
        for (int j = 0; j < n; j++) {
            int w;
            if (var_key(&qp, &vk, &qv[j], &w) != key || w != win) continue;
            if (!mine[0]) var_text(g, pl, v, mine, sizeof mine);
            var_text(g, &qp, &qv[j], other, sizeof other);
            if (strcmp(other, mine) < 0) return 1;
        }
    }
    return 0;
}

/* Has this legal placement at least one turn that no repetition bars? */
static int placement_open(const game_t *g, const zumo_t *s, const plan_t *pl)
{
    if (!s->nrep && !s->rep_over) return 1;
    var_t vars[MAXVAR];
    vkeys_t vk;
    plan_keys(g, s, pl, &vk);
    int n = plan_variants(pl, g->setup.opt[OPT_PARTIAL], vars), ok = 0;
    for (int i = 0; i < n && !ok; i++) {
        int w;
        ok = !barred(s, var_key(pl, &vk, &vars[i], &w));
    }
    return ok;
}

static int any_placement(const game_t *g, const zumo_t *s, int *example)
{
    for (int p = 0; p < g->board.ncells; p++) {
        if (s->cell[p]) continue;
        plan_t pl;
        plan_compute(g, s, p, &pl);
        if (placement_legal(s, &pl) && placement_open(g, s, &pl)) {
            if (example) *example = p;
            return 1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------- applying */

static void score_events(const zumo_t *s, const int16_t before[2], event_list_t *ev)
{
    for (int p = 0; p < 2; p++)
        if (s->count[p] != before[p]) event_add(ev, EV_SCORE, p + 1, -1, -1, s->count[p]);
}

static void do_place(zumo_t *s, const plan_t *pl, event_list_t *ev)
{
    int me = s->head.to_move, p = pl->cell;
    int16_t before[2] = {s->count[0], s->count[1]};
    put_stone(s, p, me);
    event_add(ev, EV_PLACE, me, p, -1, PIECE_STONE);
    for (int d = 0; d < 6; d++) {
        s->line0[d] = s->linecur[d] = s->slid[d] = -1;
        s->pushed[d] = 0;
    }
    if (pl->nfr) {
        event_beat(ev);
        for (int i = 0; i < pl->nfr; i++) event_add_verb(ev, &zumo_verbs, ZUMO_EV_SIGHTLINE, me, p, pl->fr_stone[i], 1);
        event_beat(ev);
        for (int i = 0; i < pl->nfr; i++) {
            int f = pl->fr_stone[i], to = pl->fr_dest[i];
            take_stone(s, f);
            if (to == p) {
                event_add_verb(ev, &zumo_verbs, ZUMO_EV_EVAPORATE, me, f, p, 0);
            } else {
                put_stone(s, to, me);
                s->slid[pl->fr_dir[i]] = (int16_t)to;
                event_add_verb(ev, &zumo_verbs, ZUMO_EV_SLIDE, me, f, to, 0);
            }
        }
        event_beat(ev);
        event_add_verb(ev, &zumo_verbs, ZUMO_EV_ENERGY, me, p, -1, pl->energy);
    }
    score_events(s, before, ev);
    for (int i = 0; i < pl->nl; i++) s->line0[pl->l_dir[i]] = s->linecur[pl->l_dir[i]] = (int16_t)pl->l_stone[i];
    s->placed = (int16_t)p;
    s->energy = (uint8_t)pl->energy;
    s->spent = 0;
    s->head.in_turn = 1;
}

/* n units on direction d (checked by the caller); 1 when the stone fell. */
static int do_push(const game_t *g, zumo_t *s, int d, int n, event_list_t *ev)
{
    const board_t *b = &g->board;
    int op = 3 - s->head.to_move, c = s->linecur[d];
    int16_t before[2] = {s->count[0], s->count[1]};
    s->head.in_turn++;
    for (int u = 0; u < n; u++) {
        event_beat(ev);
        int nx = b->dir_nb[c][d];
        s->spent++;
        s->pushed[d]++;
        if (nx < 0) {
            take_stone(s, c);
            event_add_verb(ev, &zumo_verbs, ZUMO_EV_FALL, op, c, -1, d);
            score_events(s, before, ev);
            s->linecur[d] = -1;
            return 1;
        }
        event_add_verb(ev, &zumo_verbs, ZUMO_EV_PUSH, op, c, nx, d);
        if (s->cell[nx]) {
            event_add_verb(ev, &zumo_verbs, ZUMO_EV_SHATTER, s->cell[nx], nx, -1, 0);
            take_stone(s, nx);
        }
        take_stone(s, c);
        put_stone(s, nx, op);
        c = nx;
    }
    s->linecur[d] = (int16_t)c;
    score_events(s, before, ev);
    return 0;
}

static void end_turn(const game_t *g, zumo_t *s)
{
    s->placed = -1;
    s->head.passes = 0;
    game_next_turn(g, s);
    hist_push(s, pos_key(s));
}

static void win_turn(const game_t *g, zumo_t *s, int edge, event_list_t *ev)
{
    int me = s->head.to_move;
    event_beat(ev);
    event_add(ev, EV_CHAIN, me, s->placed, -1, 0);
    event_add(ev, EV_CHAIN, me, edge, -1, 0);
    event_add(ev, EV_WIN, me, -1, -1, 1 << (me - 1));
    end_turn(g, s);
    s->head.status = GAME_WIN;
    s->head.winners = (uint8_t)(1u << (me - 1));
}

static void do_pass(const game_t *g, zumo_t *s, event_list_t *ev)
{
    int me = s->head.to_move;
    event_add(ev, EV_PASS, me, -1, -1, 0);
    int passes = s->head.passes + 1;
    game_next_turn(g, s);
    hist_push(s, pos_key(s));
    s->head.passes = (int8_t)passes;
    if (passes >= 2) {
        s->head.status = GAME_DRAW;
        s->head.winners = 0;
        event_beat(ev);
        event_add(ev, EV_WIN, 0, -1, -1, 0);
    }
}

/* Plays a listed turn of a plan (no checks). */
static void play_var(const game_t *g, zumo_t *s, const plan_t *pl, const var_t *v, event_list_t *ev)
{
    do_place(s, pl, ev);
    if (v->win >= 0) {
        int i = v->win, d = pl->l_dir[i];
        int edge = pl->l_stone[i];
        while (g->board.dir_nb[edge][d] >= 0) edge = g->board.dir_nb[edge][d];
        do_push(g, s, d, pl->l_room[i] + 1, ev);
        win_turn(g, s, edge, ev);
        return;
    }
    for (int i = 0; i < pl->nl; i++)
        if (v->k[i]) do_push(g, s, pl->l_dir[i], v->k[i], ev);
    end_turn(g, s);
}

/* ------------------------------------------------------------- the table */

static int zumo_default_side(int players)
{
    (void)players;
    return 10;
}

static int zumo_init(const game_t *g, void *st, const level_t *lv, char *err, size_t errlen)
{
    zumo_t *s = st;
    const board_t *b = &g->board;
    const char *rows[LEVEL_MAX_ROWS];
    char chars[BOARD_MAX_CELLS];
    int bad = 0;
    level_row_ptrs(lv, rows);
    if (b->ncells > ZCELLS) {
        snprintf(err, errlen, "Zumo boards have side 6 to 10");
        return -1;
    }
    char msg[GAME_ERR_MAX];
    if (board_parse_text(b, rows, lv->nrows, chars, &bad, msg, sizeof msg)) {
        int line = lv->nrows ? lv->row_line[bad < lv->nrows ? bad : lv->nrows - 1] : lv->board_line;
        snprintf(err, errlen, "%s:%d: %s", lv->path, line, msg);
        return -1;
    }
    memset(s, 0, sizeof *s);
    s->head.to_move = (int8_t)(lv->to_move ? lv->to_move : 1);
    s->head.status = GAME_ONGOING;
    s->placed = -1;
    for (int d = 0; d < 6; d++) s->line0[d] = s->linecur[d] = s->slid[d] = -1;
    int span = 2 * b->side - 1;
    for (int i = 0; i < b->ncells; i++) {
        char ch = chars[i];
        if (ch == '.') continue;
        if (ch == '1' || ch == '2') {
            put_stone(s, i, ch - '0');
            continue;
        }
        int k = span - 1 - b->cells[i].r; /* row of the board text */
        snprintf(err, errlen, "%s:%d: board row %d: '%c' at %s is not a Zumo cell (use '.', '1' Black, '2' White)",
                 lv->path, lv->row_line[k], k + 1, ch, b->cells[i].name);
        return -1;
    }
    hist_push(s, pos_key(s)); /* the start or loaded position counts once */
    return 0;
}

static int zumo_actions(const game_t *g, const void *st, action_t *out, int max)
{
    const zumo_t *s = st;
    int n = 0, me = s->head.to_move;
#define ADD(K, A, N)                                                                    \
    do {                                                                                \
        if (n < max) out[n] = (action_t){.kind = (K), .player = (int8_t)me, .a = (int16_t)(A), .n = (N)}; \
        n++;                                                                            \
    } while (0)
    if (s->head.status != GAME_ONGOING) return 0;
    if (s->head.in_turn == 0) {
        if (game_swap_legal(g, st)) ADD(ACT_SWAP, -1, 0);
        int places = 0;
        for (int p = 0; p < g->board.ncells; p++) {
            if (s->cell[p]) continue;
            plan_t pl;
            plan_compute(g, s, p, &pl);
            if (placement_legal(s, &pl) && placement_open(g, s, &pl)) {
                ADD(ACT_PLACE, p, 0);
                places++;
            }
        }
        if (!places) ADD(ACT_PASS, -1, 0);
    } else {
        int op = 3 - me, left = s->energy - s->spent;
        for (int d = 0; d < 6 && left > 0; d++) {
            int c = s->linecur[d];
            if (s->line0[d] < 0 || c < 0) continue;
            if (g->board.dir_nb[c][d] < 0) {
                /* this unit wins: barred if the position would occur a third time */
                if (barred(s, s->hash ^ zkey(c, op) ^ tm_key(op))) continue;
            }
            ADD(ACT_PUSH, s->line0[d], 1);
        }
        int can_end = s->spent == 0 || s->spent == s->energy || g->setup.opt[OPT_PARTIAL];
        if (can_end && !barred(s, s->hash ^ tm_key(op))) ADD(ACT_END, -1, 0);
    }
#undef ADD
    return n < max ? n : max;
}

static const char *cell_name(const game_t *g, int c) { return g->board.cells[c].name; }

static int zumo_act(const game_t *g, void *st, const action_t *a, event_list_t *ev, char *err,
                    size_t errlen)
{
    zumo_t *s = st;
    const board_t *b = &g->board;
    int me = s->head.to_move, op = 3 - me;
    const char *mine = colour_names[me - 1];
    if (s->head.status != GAME_ONGOING) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    switch (a->kind) {
    case ACT_SWAP:
        if (!game_swap_legal(g, st)) {
            snprintf(err, errlen, "swap is only possible as White's answer to Black's first stone%s",
                     g->setup.opt[OPT_PIE] ? "" : " with the pie rule on");
            return -1;
        }
        game_apply_swap(g, st, ev);
        return 0;
    case ACT_PASS: {
        int ex;
        if (s->head.in_turn) {
            snprintf(err, errlen, "Zumo: a turn is under way; end it instead of passing");
            return -1;
        }
        if (any_placement(g, s, &ex)) {
            snprintf(err, errlen, "Zumo: you may pass only when you cannot place; %s is possible",
                     cell_name(g, ex));
            return -1;
        }
        do_pass(g, s, ev);
        return 0;
    }
    case ACT_PLACE: {
        if (s->head.in_turn) {
            snprintf(err, errlen, "Zumo: one stone per turn; %s is already placed",
                     s->placed >= 0 ? cell_name(g, s->placed) : "a stone");
            return -1;
        }
        if (a->a < 0 || a->a >= b->ncells) {
            snprintf(err, errlen, "no cell %d on the board", a->a);
            return -1;
        }
        if (s->cell[a->a]) {
            snprintf(err, errlen, "Zumo: %s is occupied", cell_name(g, a->a));
            return -1;
        }
        plan_t pl;
        plan_compute(g, s, a->a, &pl);
        if (!placement_legal(s, &pl)) {
            snprintf(err, errlen, "Zumo: a stone needs a friendly sightline; no %s stone is in sight of %s",
                     mine, cell_name(g, a->a));
            return -1;
        }
        if (!placement_open(g, s, &pl)) {
            snprintf(err, errlen, "Zumo: every turn placing on %s would repeat a position a third time",
                     cell_name(g, a->a));
            return -1;
        }
        do_place(s, &pl, ev);
        return 0;
    }
    case ACT_PUSH: {
        if (!s->head.in_turn || s->placed < 0) {
            snprintf(err, errlen, "Zumo: place a stone before pushing");
            return -1;
        }
        if (a->a < 0 || a->a >= b->ncells) {
            snprintf(err, errlen, "no cell %d on the board", a->a);
            return -1;
        }
        int d = -1;
        for (int k = 0; k < 6; k++)
            if (s->line0[k] == a->a) d = k;
        if (d < 0) {
            snprintf(err, errlen, "Zumo: %s is not the first opposing stone on a line from %s (after suction)",
                     cell_name(g, a->a), cell_name(g, s->placed));
            return -1;
        }
        int left = s->energy - s->spent, c = s->linecur[d];
        if (a->n < 1) {
            snprintf(err, errlen, "Zumo: a push moves a stone at least one cell, not %d", a->n);
            return -1;
        }
        if (a->n > left) {
            snprintf(err, errlen, "Zumo: %s has %d unit%s of energy left, not %d", mine, left,
                     left == 1 ? "" : "s", a->n);
            return -1;
        }
        int room = edge_room(b, c, d);
        if (a->n > room + 1) {
            snprintf(err, errlen,
                     "Zumo: the stone on %s falls off the board after %d unit%s: push it exactly that far (the units "
                     "left over lapse)",
                     cell_name(g, a->a), s->pushed[d] + room + 1, s->pushed[d] + room + 1 == 1 ? "" : "s");
            return -1;
        }
        int edge = c;
        while (b->dir_nb[edge][d] >= 0) edge = b->dir_nb[edge][d];
        if (do_push(g, s, d, a->n, ev)) {
            if (barred(s, s->hash ^ tm_key(op))) {
                snprintf(err, errlen, "Zumo: this turn would repeat a position for the third time");
                return -1;
            }
            win_turn(g, s, edge, ev);
        }
        return 0;
    }
    case ACT_END: {
        if (!s->head.in_turn || s->placed < 0) {
            snprintf(err, errlen, "Zumo: no turn is under way; place a stone first");
            return -1;
        }
        if (s->spent && s->spent < s->energy && !g->setup.opt[OPT_PARTIAL]) {
            snprintf(err, errlen, "Zumo: a push spends the whole energy: %d of %d units spent, %d left (or option partial-push)",
                     s->spent, s->energy, s->energy - s->spent);
            return -1;
        }
        if (barred(s, s->hash ^ tm_key(op))) {
            snprintf(err, errlen, "Zumo: this turn would repeat a position for the third time");
            return -1;
        }
        end_turn(g, s);
        return 0;
    }
    default:
        snprintf(err, errlen, "Zumo has no such action (%d)", a->kind);
        return -1;
    }
}

static void var_move(const plan_t *pl, const var_t *v, int me, move_t *m)
{
    m->n = 0;
    m->a[m->n++] = (action_t){.kind = ACT_PLACE, .player = (int8_t)me, .a = (int16_t)pl->cell};
    for (int i = 0; i < pl->nl; i++) {
        int k = v->win == i ? pl->l_room[i] + 1 : v->win >= 0 ? 0 : v->k[i];
        if (k > 0)
            m->a[m->n++] = (action_t){.kind = ACT_PUSH, .player = (int8_t)me, .a = (int16_t)pl->l_stone[i],
                                      .n = (int16_t)k};
    }
}

/* Visits every listed turn of a placement: f(ctx, plan, var); stops early when
 * f returns nonzero (and returns that). */
typedef int (*visit_fn)(void *ctx, const plan_t *pl, const var_t *v);

static int visit_listed(const game_t *g, const zumo_t *s, const plan_t *pl, visit_fn f, void *ctx)
{
    vkeys_t vk;
    var_t vars[MAXVAR];
    int cand[6];
    int n = plan_variants(pl, g->setup.opt[OPT_PARTIAL], vars);
    int dups = dup_candidates(pl, cand) > 0, reps = s->nrep || s->rep_over;
    if (dups || reps) plan_keys(g, s, pl, &vk);
    for (int i = 0; i < n; i++) {
        if (dups || reps) {
            int w;
            uint64_t key = var_key(pl, &vk, &vars[i], &w);
            if (reps && barred(s, key)) continue;
            if (dups && dup_beaten_one(g, s, pl, &vars[i], key, w)) continue;
        }
        int r = f(ctx, pl, &vars[i]);
        if (r) return r;
    }
    return 0;
}

typedef struct {
    move_t *out;
    int max, n, me;
} movesctx_t;

static int collect_move(void *ctx, const plan_t *pl, const var_t *v)
{
    movesctx_t *mc = ctx;
    if (mc->n < mc->max) var_move(pl, v, mc->me, &mc->out[mc->n]);
    mc->n++;
    return 0;
}

static int zumo_moves(const game_t *g, const void *st, move_t *out, int max)
{
    const zumo_t *s = st;
    if (s->head.status != GAME_ONGOING || s->head.in_turn) return 0;
    movesctx_t mc = {out, max, 0, s->head.to_move};
    if (game_swap_legal(g, st)) {
        if (mc.n < max) out[mc.n] = (move_t){.n = 1, .a = {{.kind = ACT_SWAP, .player = 2}}};
        mc.n++;
    }
    int placements = 0;
    for (int p = 0; p < g->board.ncells; p++) {
        if (s->cell[p]) continue;
        plan_t pl;
        plan_compute(g, s, p, &pl);
        if (!placement_legal(s, &pl)) continue;
        int before = mc.n;
        visit_listed(g, s, &pl, collect_move, &mc);
        placements += mc.n > before;
    }
    if (!placements) {
        if (mc.n < max) out[mc.n] = (move_t){.n = 1, .a = {{.kind = ACT_PASS, .player = (int8_t)mc.me}}};
        mc.n++;
    }
    return mc.n <= max ? mc.n : -1;
}

/* ------------------------------------------------------------- notation */

static int parse_cell_tok(const board_t *b, const char *p, int *len, const char *what, char *err,
                          size_t errlen)
{
    int c = board_parse_cell_prefix(b, p, len);
    if (c >= 0) return c;
    char tok[32];
    int k = 0;
    while (p[k] && !strchr(",+ \t", p[k]) && k < (int)sizeof tok - 1) {
        tok[k] = p[k];
        k++;
    }
    tok[k] = '\0';
    if (!k)
        snprintf(err, errlen, "expected %s, found %s", what, *p ? "'+'" : "the end");
    else if (((tok[0] | 32) >= 'a' && (tok[0] | 32) <= 'z') && tok[1] >= '0' && tok[1] <= '9')
        snprintf(err, errlen, "no cell '%s' on a side-%d board", tok, b->side);
    else
        snprintf(err, errlen, "expected %s (a cell such as J10), found '%s'", what, tok);
    return -1;
}

static int zumo_parse(const game_t *g, const void *st, const char *text, move_t *m, char *err,
                      size_t errlen)
{
    const zumo_t *s = st;
    const board_t *b = &g->board;
    int me = s ? s->head.to_move : 1, len;
    m->n = 0;
    const char *p = game_skip_blanks(text);
    if (!*p) {
        snprintf(err, errlen, "empty move: expected a cell, 'pass' or 'swap'");
        return -1;
    }
    int is_pass = game_word_is(p, "pass", &len), is_swap = !is_pass && game_word_is(p, "swap", &len);
    if (is_pass || is_swap) {
        const char *q = game_skip_blanks(p + len);
        if (*q) {
            snprintf(err, errlen, "'%s' stands alone; found '%s' after it", is_pass ? "pass" : "swap", q);
            return -1;
        }
        m->a[0] = (action_t){.kind = is_pass ? ACT_PASS : ACT_SWAP, .player = (int8_t)me};
        m->n = 1;
        return 0;
    }
    int place = parse_cell_tok(b, p, &len, "a cell to place on, 'pass' or 'swap'", err, errlen);
    if (place < 0) return -1;
    m->a[m->n++] = (action_t){.kind = ACT_PLACE, .player = (int8_t)me, .a = (int16_t)place};
    const char *q = game_skip_blanks(p + len);
    const char *last = b->cells[place].name;
    int falls = 0, fall_at = -1;
    while (*q == ',') {
        q = game_skip_blanks(q + 1);
        int c = parse_cell_tok(b, q, &len, "a pushed stone's cell after ','", err, errlen);
        if (c < 0) return -1;
        const char *name = b->cells[c].name;
        q = game_skip_blanks(q + len);
        if (*q != '+') {
            snprintf(err, errlen, "push %s needs its units: write %s+<units>", name, name);
            return -1;
        }
        q = game_skip_blanks(q + 1);
        if (*q < '0' || *q > '9') {
            snprintf(err, errlen, "expected the number of units after '%s+', found %s%s%s", name,
                     *q ? "'" : "the end", *q ? q : "", *q ? "'" : "");
            return -1;
        }
        long v = 0;
        while (*q >= '0' && *q <= '9') {
            if (v < 1000) v = v * 10 + (*q - '0');
            q++;
        }
        if (v == 0) {
            snprintf(err, errlen, "'%s+0': +0 is invalid, a push moves a stone at least one cell", name);
            return -1;
        }
        if (v > 6) {
            snprintf(err, errlen, "'%s+%ld': a turn has at most 6 units (one per friendly line)", name, v);
            return -1;
        }
        for (int i = 1; i < m->n; i++)
            if (m->a[i].a == c) {
                snprintf(err, errlen, "%s is pushed twice; write its units once", name);
                return -1;
            }
        if (m->n > 6) {
            snprintf(err, errlen, "at most 6 pushes (one per line from the placed stone)");
            return -1;
        }
        int dist, d = ray_dir(b, place, c, &dist);
        if (d >= 0 && v > edge_room(b, c, d)) { /* pushes that stone off: the turn ends there */
            falls++;
            fall_at = m->n;
        }
        m->a[m->n++] = (action_t){.kind = ACT_PUSH, .player = (int8_t)me, .a = (int16_t)c, .n = (int16_t)v};
        last = name;
        q = game_skip_blanks(q);
    }
    if (*q) {
        snprintf(err, errlen, "expected ',' or the end after '%s', found '%s'", last, q);
        return -1;
    }
    if (falls > 1) {
        snprintf(err, errlen, "only one stone can be pushed off: the game ends when the first falls");
        return -1;
    }
    if (fall_at >= 0 && fall_at != m->n - 1) { /* the winning push goes last */
        action_t w = m->a[fall_at];
        memmove(&m->a[fall_at], &m->a[fall_at + 1], sizeof(action_t) * (size_t)(m->n - 1 - fall_at));
        m->a[m->n - 1] = w;
    }
    return 0;
}

static void zumo_format(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    (void)st;
    const board_t *b = &g->board;
    int place = -1, cells[MOVE_MAX_ACTIONS], units[MOVE_MAX_ACTIONS], np = 0;
    if (n) buf[0] = '\0';
    for (int i = 0; i < m->n && i < MOVE_MAX_ACTIONS; i++) {
        const action_t *a = &m->a[i];
        if (a->kind == ACT_PASS || a->kind == ACT_SWAP) {
            snprintf(buf, n, "%s", a->kind == ACT_PASS ? "pass" : "swap");
            return;
        }
        if (a->kind == ACT_PLACE && a->a >= 0 && a->a < b->ncells) place = a->a;
        if (a->kind == ACT_PUSH && a->a >= 0 && a->a < b->ncells) {
            int j = 0;
            while (j < np && cells[j] != a->a) j++;
            if (j == np) {
                cells[np] = a->a;
                units[np++] = 0;
            }
            units[j] += a->n;
        }
    }
    if (place < 0) {
        snprintf(buf, n, "?");
        return;
    }
    for (int i = 1; i < np; i++) /* by cell: letter, then number */
        for (int j = i; j > 0 && cells[j - 1] > cells[j]; j--) {
            int t = cells[j]; cells[j] = cells[j - 1]; cells[j - 1] = t;
            t = units[j]; units[j] = units[j - 1]; units[j - 1] = t;
        }
    size_t at = (size_t)snprintf(buf, n, "%s", b->cells[place].name);
    for (int i = 0; i < np && at < n; i++)
        at += (size_t)snprintf(buf + at, n - at, ",%s+%d", b->cells[cells[i]].name, units[i]);
}

static void zumo_board_chars(const game_t *g, const void *st, char *chars)
{
    const zumo_t *s = st;
    for (int i = 0; i < g->board.ncells; i++) chars[i] = (char)(s->cell[i] ? '0' + s->cell[i] : '.');
}

static int zumo_score(const game_t *g, const void *st, int player, int *out, int max)
{
    (void)g;
    const zumo_t *s = st;
    if (max < 1 || player < 1 || player > 2) return 0;
    out[0] = s->count[player - 1];
    return 1;
}

static void zumo_view(const game_t *g, const void *st, game_view_t *v)
{
    const zumo_t *s = st;
    memset(v, 0, sizeof *v);
    for (int i = 0; i < g->board.ncells; i++) v->cell[i] = s->cell[i];
    if (!s->head.in_turn || s->placed < 0) return;
    v->mark[s->placed] = 1;
    for (int d = 0; d < 6; d++) {
        if (s->slid[d] >= 0) v->mark[s->slid[d]] = 1;
        if (s->pushed[d] && s->linecur[d] >= 0) v->mark[s->linecur[d]] = 1;
    }
}

static void zumo_status_text(const game_t *g, const void *st, char *buf, size_t n)
{
    const zumo_t *s = st;
    int me = s->head.to_move, left = s->energy - s->spent;
    if (n) buf[0] = '\0';
    if (s->head.status != GAME_ONGOING) return;
    if (s->head.in_turn) {
        if (s->energy == 0)
            snprintf(buf, n, "No energy - end the turn");
        else if (left == 0)
            snprintf(buf, n, "Energy %d - all units spent", s->energy);
        else if (g->setup.opt[OPT_PARTIAL] || s->spent == 0)
            snprintf(buf, n, "Energy %d - %d unit%s left%s", s->energy, left, left == 1 ? "" : "s",
                     s->spent == 0 && !g->setup.opt[OPT_PARTIAL] ? " (push all or none)" : "");
        else
            snprintf(buf, n, "Energy %d - %d unit%s left to push", s->energy, left, left == 1 ? "" : "s");
    } else if (s->count[me - 1] == 0) {
        snprintf(buf, n, "%s: free first placement", colour_names[me - 1]);
    }
}

/* ---------------------------------------------------------- random play */

/* The idx-th turn of a plan (0: no push, then wins, then allocations). */
static void unrank(const plan_t *pl, int partial, int idx, var_t *v)
{
    memset(v, 0, sizeof *v);
    v->win = -1;
    if (idx-- == 0) return;
    int e = pl->energy;
    for (int i = 0; i < pl->nl; i++)
        if (pl->l_room[i] + 1 <= e) {
            if (idx-- == 0) {
                v->win = (int8_t)i;
                return;
            }
        }
    int suf[7][7];
    memset(suf, 0, sizeof suf);
    suf[pl->nl][0] = 1;
    for (int i = pl->nl - 1; i >= 0; i--) {
        int cap = pl->l_room[i] < e ? pl->l_room[i] : e;
        for (int t = 0; t <= e; t++)
            for (int k = 0; k <= cap && k <= t; k++) suf[i][t] += suf[i + 1][t - k];
    }
    int left = e;
    if (partial)
        for (int t = 1; t <= e; t++) {
            if (idx < suf[0][t]) {
                left = t;
                break;
            }
            idx -= suf[0][t];
        }
    for (int i = 0; i < pl->nl; i++) {
        int cap = pl->l_room[i] < left ? pl->l_room[i] : left;
        for (int k = 0; k <= cap; k++) {
            int c = suf[i + 1][left - k];
            if (idx < c) {
                v->k[i] = (int8_t)k;
                left -= k;
                break;
            }
            idx -= c;
        }
    }
}

typedef struct {
    long n, pick;
    plan_t pl;
    var_t v;
} pickctx_t;

static int count_or_pick(void *ctx, const plan_t *pl, const var_t *v)
{
    pickctx_t *pc = ctx;
    if (pc->pick >= 0 && pc->n == pc->pick) {
        pc->pl = *pl;
        pc->v = *v;
        return 1;
    }
    pc->n++;
    return 0;
}

/* Slow path (barred or duplicate turns drawn too often): list every
 * turn, pick one. */
static int random_by_listing(const game_t *g, zumo_t *s, rng_t *rng)
{
    pickctx_t pc = {0, -1, {0}, {{0}, -1}};
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            if (pc.n == 0) break;
            pc.pick = (long)rng_below(rng, (uint32_t)pc.n);
            pc.n = 0;
        }
        for (int p = 0; p < g->board.ncells; p++) {
            if (s->cell[p]) continue;
            plan_t pl;
            plan_compute(g, s, p, &pl);
            if (placement_legal(s, &pl) && visit_listed(g, s, &pl, count_or_pick, &pc)) {
                play_var(g, s, &pc.pl, &pc.v, NULL);
                return 0;
            }
        }
    }
    do_pass(g, s, NULL);
    return 0;
}

/* Weights of all placements at once, bit-parallel per line. Lines: axis 0
 * runs along c (directions 3 down, 0 up; line r, position c), axis 1 along
 * c = r + x (4 / 1; line x + n - 1, position c), axis 2 along r (5 / 2; line
 * c, position r); each line also mirrored (position 2n-2-p), so that every
 * ray looks "down". For occupied o and sources s on a line, ((o - 2s) ^ o)
 * marks, above each source, the cells up to and including the next stone;
 * the empty ones see that source first when looking down (a sentinel
 * stone just past the line's end stops the borrow). Per line the
 * result packs three 20-bit lanes: friendly lines, opposing lines (also
 * those an evaporating neighbour uncovers), and opposing lines whose stone
 * lies near the edge (a second word: other distances). Summing a cell's six
 * words counts them; a room only matters when it is below the energy. */
#define ZLANES 0x10000100001ULL

static const uint16_t binom[13][7] = {
    {1}, {1, 1}, {1, 2, 1}, {1, 3, 3, 1}, {1, 4, 6, 4, 1}, {1, 5, 10, 10, 5, 1},
    {1, 6, 15, 20, 15, 6, 1}, {1, 7, 21, 35, 35, 21, 7}, {1, 8, 28, 56, 70, 56, 28},
    {1, 9, 36, 84, 126, 126, 84}, {1, 10, 45, 120, 210, 252, 210}, {1, 11, 55, 165, 330, 462, 462},
    {1, 12, 66, 220, 495, 792, 924}};

/* Turns of a placement with energy e and nl opposing lines of these rooms:
 * no push, one win per line with room < e, and the allocations (inclusion-
 * exclusion over the lines whose room caps them). */
static int weight_of(int e, const int *room, int nl, int partial)
{
    if (!e || !nl) return 1;
    int caps[6], nc = 0, w = 1;
    for (int i = 0; i < nl; i++)
        if (room[i] < e) caps[nc++] = room[i] + 1;
    w += nc;
    int sum = 0;
    for (int set = 0; set < (1 << nc); set++) {
        int t = e, odd = 0;
        for (int i = 0; i < nc; i++)
            if (set >> i & 1) {
                t -= caps[i];
                odd ^= 1;
            }
        if (t < 0) continue;
        int term = partial ? binom[t + nl][nl] : binom[t + nl - 1][nl - 1];
        sum += odd ? -term : term;
    }
    return w + sum - partial;
}

/* One line seen downward: o occupied, f friendly, lo..hi its positions.
 * Word a: friendly lines, opposing lines, opposing lines whose stone has
 * room <= 2; word b: room 0, room <= 1, room <= 5. */
static inline uint64_t seen_from(uint64_t os, uint64_t src) { return (os - (src << 1)) ^ os; }

static inline uint64_t line_word_a(uint64_t o, uint64_t f, int lo, int hi)
{
    uint64_t os = o | 1ULL << (hi + 1), p = o & ~f;
    uint64_t sf = seen_from(os, f), sp = seen_from(os, p), s2 = seen_from(os, p & (7ULL << lo));
#define ZSEEN(x) (((x) & ~os) | ((((x) & f) << 1) & ~os)) /* direct, or behind an evaporating stone */
    return (sf & ~os) | ZSEEN(sp) << 20 | ZSEEN(s2) << 40;
}

static inline uint64_t line_word_b(uint64_t o, uint64_t f, int lo, int hi)
{
    uint64_t os = o | 1ULL << (hi + 1), p = o & ~f;
    uint64_t s0 = seen_from(os, p & (1ULL << lo)), s1 = seen_from(os, p & (3ULL << lo));
    uint64_t s5 = seen_from(os, p & (0x3fULL << lo));
    return ZSEEN(s0) | ZSEEN(s1) << 20 | ZSEEN(s5) << 40;
#undef ZSEEN
}

/* Turns of a placement with e >= 2 units and nl opposing lines, none of
 * whose rooms is below e (exact: no push + allocations of e; partial: no
 * push + allocations of 1..e). */
static const uint16_t far_weight[2][7][7] = {
    {{1, 1, 1, 1, 1, 1, 1}, {1, 2, 3, 4, 5, 6, 7}, {1, 2, 4, 7, 11, 16, 22}, {1, 2, 5, 11, 21, 36, 57},
     {1, 2, 6, 16, 36, 71, 127}, {1, 2, 7, 22, 57, 127, 253}, {1, 2, 8, 29, 85, 211, 463}},
    {{1, 1, 1, 1, 1, 1, 1}, {1, 2, 3, 4, 5, 6, 7}, {1, 3, 6, 10, 15, 21, 28}, {1, 4, 10, 20, 35, 56, 84},
     {1, 5, 15, 35, 70, 126, 210}, {1, 6, 21, 56, 126, 252, 462}, {1, 7, 28, 84, 210, 462, 924}}};

static int all_weights(const game_t *g, const zumo_t *s, int16_t *cells, int32_t *cum, int *ncand)
{
    int n = g->board.side, span = 2 * n - 1, me = s->head.to_move, partial = g->setup.opt[OPT_PARTIAL];
    int total = 0, k = 0, idx = 0;
    if (s->count[me - 1] == 0) { /* the free first placement */
        for (int i = 0; i < g->board.ncells; i++)
            if (!s->cell[i]) {
                cells[k] = (int16_t)i;
                cum[k++] = ++total;
            }
        *ncand = k;
        return total;
    }
    uint64_t occ[3][2][2 * BOARD_MAX_SIDE], own[3][2][2 * BOARD_MAX_SIDE];
    uint64_t wa[3][2][2 * BOARD_MAX_SIDE], wb[3][2][2 * BOARD_MAX_SIDE];
    int8_t lo[3][2][2 * BOARD_MAX_SIDE], hi[3][2][2 * BOARD_MAX_SIDE];
    memset(occ, 0, sizeof occ);
    memset(own, 0, sizeof own);
    for (int c = 0; c < span; c++) {
        int r0 = c - n + 1 > 0 ? c - n + 1 : 0, r1 = c + n - 1 < span - 1 ? c + n - 1 : span - 1;
        for (int r = r0; r <= r1; r++, idx++) {
            int v = s->cell[idx];
            if (!v) continue;
            uint64_t mine = v == me;
            int x = c - r + n - 1, mc = span - 1 - c, mr = span - 1 - r;
            occ[0][0][r] |= 1ULL << c;
            own[0][0][r] |= mine << c;
            occ[0][1][r] |= 1ULL << mc;
            own[0][1][r] |= mine << mc;
            occ[1][0][x] |= 1ULL << c;
            own[1][0][x] |= mine << c;
            occ[1][1][x] |= 1ULL << mc;
            own[1][1][x] |= mine << mc;
            occ[2][0][c] |= 1ULL << r;
            own[2][0][c] |= mine << r;
            occ[2][1][c] |= 1ULL << mr;
            own[2][1][c] |= mine << mr;
        }
    }
    for (int l = 0; l < span; l++) {
        int x = l - (n - 1);
        int lo02 = l - n + 1 > 0 ? l - n + 1 : 0, hi02 = l + n - 1 < span - 1 ? l + n - 1 : span - 1;
        int lo1 = x > 0 ? x : 0, hi1 = span - 1 + x < span - 1 ? span - 1 + x : span - 1;
        for (int a = 0; a < 3; a++) {
            lo[a][0][l] = (int8_t)(a == 1 ? lo1 : lo02);
            hi[a][0][l] = (int8_t)(a == 1 ? hi1 : hi02);
            lo[a][1][l] = (int8_t)(span - 1 - hi[a][0][l]);
            hi[a][1][l] = (int8_t)(span - 1 - lo[a][0][l]);
            for (int m = 0; m < 2; m++) {
                wa[a][m][l] = line_word_a(occ[a][m][l], own[a][m][l], lo[a][m][l], hi[a][m][l]);
                wb[a][m][l] = ~0ULL; /* made when a cell needs it */
            }
        }
    }
#define ZWB(a, m, l) (wb[a][m][l] != ~0ULL ? wb[a][m][l] : (wb[a][m][l] = line_word_b(occ[a][m][l], own[a][m][l], lo[a][m][l], hi[a][m][l])))
    const uint16_t(*farw)[7] = far_weight[partial ? 1 : 0];
    idx = 0;
    for (int c = 0; c < span; c++) {
        int r0 = c - n + 1 > 0 ? c - n + 1 : 0, r1 = c + n - 1 < span - 1 ? c + n - 1 : span - 1;
        int mc = span - 1 - c;
        uint64_t a2 = wa[2][0][c], b2 = wa[2][1][c];
        for (int r = r0; r <= r1; r++, idx++) {
            int x = c - r + n - 1, mr = span - 1 - r;
            /* occupied cells count nothing: every lane is masked by ~o */
            uint64_t sum = ((wa[0][0][r] >> c) & ZLANES) + ((wa[0][1][r] >> mc) & ZLANES) +
                           ((wa[1][0][x] >> c) & ZLANES) + ((wa[1][1][x] >> mc) & ZLANES) +
                           ((a2 >> r) & ZLANES) + ((b2 >> mr) & ZLANES);
            int e = (int)(sum & 0xff), nl = (int)(sum >> 20 & 0xff), n2 = (int)(sum >> 40);
            int simple = e <= 1 || !nl;
            int wt = simple ? 1 + nl : farw[e][nl];
            if (__builtin_expect(!simple && (n2 || e >= 4), 0)) { /* some room may be below e */
                uint64_t sb = ((ZWB(0, 0, r) >> c) & ZLANES) + ((ZWB(0, 1, r) >> mc) & ZLANES) +
                              ((ZWB(1, 0, x) >> c) & ZLANES) + ((ZWB(1, 1, x) >> mc) & ZLANES) +
                              ((ZWB(2, 0, c) >> r) & ZLANES) + ((ZWB(2, 1, c) >> mr) & ZLANES);
                int n0 = (int)(sb & 0xff), n1 = (int)(sb >> 20 & 0xff), n5 = (int)(sb >> 40);
                if (e >= 4 && n5 > n2) { /* rooms 3..5 matter: look at the lines */
                    plan_t pl;
                    plan_compute(g, s, idx, &pl);
                    wt = weight_of(pl.energy, pl.l_room, pl.nl, partial);
                } else if (n2) { /* rooms 0, 1, 2 and the rest at least e */
                    int room[6];
                    for (int i = 0; i < nl; i++) room[i] = i < n0 ? 0 : i < n1 ? 1 : i < n2 ? 2 : 6;
                    wt = weight_of(e, room, nl, partial);
                }
            }
            total += e ? wt : 0;
            cells[k] = (int16_t)idx;
            cum[k] = total;
            k += e != 0;
        }
    }
#undef ZWB
    *ncand = k;
    return total;
}

static int zumo_random_turn(const game_t *g, void *st, rng_t *rng)
{
    zumo_t *s = st;
    if (s->head.status != GAME_ONGOING || s->head.in_turn) return -1;
    int partial = g->setup.opt[OPT_PARTIAL];
    int16_t cells[ZCELLS];
    int32_t cum[ZCELLS];
    int n = 0, total = all_weights(g, s, cells, cum, &n);
    if (total == 0) {
        do_pass(g, s, NULL);
        return 0;
    }
#ifdef ZUMO_SELFCHECK
    for (int i = 0, j = 0; i < g->board.ncells; i++) {
        plan_t pl;
        plan_compute(g, s, i, &pl);
        if (!placement_legal(s, &pl)) continue;
        if (j >= n || cells[j] != i || weight_of(pl.energy, pl.l_room, pl.nl, partial) != cum[j] - (j ? cum[j - 1] : 0)) {
            fprintf(stderr, "weight mismatch at %s: plan e=%d nl=%d w=%d, fast %d (j=%d n=%d)\n%s", g->board.cells[i].name, pl.energy, pl.nl, weight_of(pl.energy, pl.l_room, pl.nl, partial), j < n && cells[j] == i ? cum[j] - (j ? cum[j - 1] : 0) : -1, j, n, "");
            abort();
        }
        j++;
    }
#endif
    int reps = s->nrep || s->rep_over;
    for (int tries = 0; tries < 64; tries++) {
        int r = (int)rng_below(rng, (uint32_t)total), lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (cum[mid] > r) hi = mid;
            else lo = mid + 1;
        }
        plan_t pl;
        var_t v;
        plan_compute(g, s, cells[lo], &pl);
        unrank(&pl, partial, r - (lo ? cum[lo - 1] : 0), &v);
        int cand[6];
        int dups = dup_candidates(&pl, cand);
        if (reps || dups) {
            vkeys_t vk;
            int w;
            plan_keys(g, s, &pl, &vk);
            uint64_t key = var_key(&pl, &vk, &v, &w);
            if (reps && barred(s, key)) continue;
            if (dups && dup_beaten_one(g, s, &pl, &v, key, w)) continue;
        }
        play_var(g, s, &pl, &v, NULL);
        return 0;
    }
    return random_by_listing(g, s, rng);
}

/* What previews show beyond the events (src/contract/preview.h): the energy of
 * the push step. Here rather than in a file of its own, as it reads the
 * private state. */
static int zumo_energy(const game_t *g, const void *st, int *total)
{
    const zumo_t *s = st;
    (void)g;
    if (!s->head.in_turn || s->placed < 0 || s->head.status != GAME_ONGOING) return -1;
    *total = s->energy;
    return s->energy - s->spent;
}

static const game_preview_t zumo_preview = {.budget = zumo_energy};
void zumo_locate(const game_t *g, const event_list_t *ev, struct preview_option *o); /* zumo_preview.c */

/* The rest of the game, filled in this folder: its AI (zumo_ai.c) and how
 * it looks, speaks and is taught (zumo_look.c, zumo_words.c, zumo_learn.c). */
extern const struct ai_know zumo_know;
extern const struct ai_tune zumo_tune;
extern const struct game_look zumo_look;
extern const struct game_words zumo_words;
extern const struct game_turn zumo_turn;
extern const struct game_learn zumo_learn;
extern const struct game_present zumo_present; /* zumo_present.c: its verbs on the board */

const game_rules_t zumo_rules = {
    .id = "zumo",
    .name = "Zumo",
    .pitch = "Suck in energy from your own stones and push the enemy's over the edge",
    .colour_names = colour_names,
    .board_kind = BOARD_HEXHEX,
    .min_side = 6,
    .max_side = 10,
    .min_players = 2,
    .max_players = 2,
    .default_side = zumo_default_side,
    .options = options,
    .noptions = 2,
    .state_size = sizeof(zumo_t),
    .init = zumo_init,
    .actions = zumo_actions,
    .act = zumo_act,
    .moves = zumo_moves,
    .parse = zumo_parse,
    .format = zumo_format,
    .board_chars = zumo_board_chars,
    .score = zumo_score,
    .view = zumo_view,
    .status_text = zumo_status_text,
    .random_turn = zumo_random_turn,
    .know = &zumo_know,
    .tune = &zumo_tune,
    .look = &zumo_look,
    .words = &zumo_words,
    .learn = &zumo_learn,
    .preview = &zumo_preview,
    .verbs = &zumo_verbs,
    .present = &zumo_present,
    .turn = &zumo_turn,
    .locate = zumo_locate,
};
