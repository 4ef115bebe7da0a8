/* Wunchunk (Craig Duncan, 2019), as docs/rules/wunchunk.md.
 *
 * 2-4 players on a hexhex board of side 5-8. A group is a set of 6-connected
 * stones of one colour; a chunk is a group of two or more stones, a crumb a
 * single stone. On his turn a player places 0 (a pass) up to "allotment"
 * stones of any colours on empty cells, the allotment being the number of his
 * own chunks at the start of the turn. The game ends when the board is full
 * or when all players have passed in succession; fewest chunks wins, ties
 * broken by fewest crumbs, then fewest groups of exactly 2, 3, ...
 *
 * A turn is a small state machine: ACT_PLACE actions (a = cell, player = the
 * stone's colour) up to the allotment, then ACT_END; ACT_PASS (no stones) and
 * ACT_SWAP (pie rule) are whole turns.
 *
 * The state keeps a union-find forest over the stones (parent/size per cell)
 * and the chunk and crumb counts per colour, updated as stones are placed
 * (stones are never removed, so groups only grow and merge). */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

#include "core/game.h"
#include "games/wunchunk/wunchunk.h"

static const char *const colour_names[] = {"Red", "Blue", "Green", "Yellow"};

static const game_option_t wc_options[] = {
    {"pie", "Pie rule (swap)", "2 players: on his first turn Blue may take over Red's position", 1},
    {"balance", "Balance", "On Red's second turn a move must leave Red with at most one chunk", 0},
};

/* ------------------------------------------------------------------ */
/* Groups */

static inline int uf_find(uint8_t *parent, int x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/* Root without path compression (const states). */
static inline int uf_root(const uint8_t *parent, int x)
{
    while (parent[x] != x) x = parent[x];
    return x;
}

static inline int is_marked(const wc_state_t *s, int c) { return s->mark[c >> 3] >> (c & 7) & 1; }

/* Puts a stone of colour p on the empty cell x and updates groups and counts.
 * Returns the size of the stone's group. */
static int place_stone(const board_t *b, wc_state_t *s, int x, int p)
{
    const short *nb = b->dir_nb[x];
    int roots[6], nr = 0, size = 1, big = x, bigsize = 0, lost_chunks = 0, lost_crumbs = 0;
    s->cell[x] = (uint8_t)p;
    s->parent[x] = (uint8_t)x;
    for (int d = 0; d < 6; d++) {
        int y = nb[d];
        if (y < 0 || s->cell[y] != p) continue;
        int r = uf_find(s->parent, y), seen = 0;
        for (int k = 0; k < nr; k++) seen |= roots[k] == r;
        if (seen) continue;
        roots[nr++] = r;
        int gs = s->gsize[r];
        size += gs;
        if (gs >= 2) lost_chunks++;
        else lost_crumbs++;
        if (gs > bigsize) {
            bigsize = gs;
            big = r;
        }
    }
    for (int k = 0; k < nr; k++) s->parent[roots[k]] = (uint8_t)big;
    s->parent[x] = (uint8_t)big;
    s->gsize[big] = (uint8_t)size;
    s->chunks[p] = (uint8_t)(s->chunks[p] + (size >= 2) - lost_chunks);
    s->crumbs[p] = (uint8_t)(s->crumbs[p] + (size == 1) - lost_crumbs);
    s->empties--;
    return size;
}

/* Rebuilds groups and counts from the cells. */
static void rebuild(const board_t *b, wc_state_t *s)
{
    uint8_t cells[WC_CELLS];
    memcpy(cells, s->cell, sizeof cells);
    memset(s->cell, 0, sizeof s->cell);
    memset(s->parent, 0, sizeof s->parent);
    memset(s->gsize, 0, sizeof s->gsize);
    memset(s->chunks, 0, sizeof s->chunks);
    memset(s->crumbs, 0, sizeof s->crumbs);
    s->empties = (uint8_t)b->ncells;
    for (int i = 0; i < b->ncells; i++)
        if (cells[i]) place_stone(b, s, i, cells[i]);
}

/* The score profile of player p: [chunks, crumbs, groups of 2, 3, ...] up
 * to his largest group (at least two entries). Returns the length. */
static int profile(const game_t *g, const wc_state_t *s, int p, int *out, int max)
{
    int hist[WC_CELLS + 2] = {0}, top = 1;
    for (int i = 0; i < g->board.ncells; i++)
        if (s->cell[i] == p && s->parent[i] == i) {
            int gs = s->gsize[i];
            hist[gs]++;
            if (gs > top) top = gs;
        }
    int n = 0;
    if (n < max) out[n++] = s->chunks[p];
    for (int k = 1; k <= top && n < max; k++) out[n++] = hist[k];
    return n;
}

/* Sets status and winners from the final position (no events). */
static void decide(const game_t *g, wc_state_t *s)
{
    int np = g->setup.players;
    int prof[GAME_MAX_PLAYERS + 1][WC_CELLS + 2], len[GAME_MAX_PLAYERS + 1];
    for (int p = 1; p <= np; p++) len[p] = profile(g, s, p, prof[p], WC_CELLS + 2);
    unsigned mask = 0;
    int best = 0;
    for (int p = 1; p <= np; p++) {
        int c = 0;
        if (best) {
            int n = len[p] > len[best] ? len[p] : len[best];
            for (int k = 0; k < n && !c; k++) {
                int a = k < len[p] ? prof[p][k] : 0, e = k < len[best] ? prof[best][k] : 0;
                c = (a > e) - (a < e);
            }
        }
        if (!best || c < 0) {
            best = p;
            mask = 1u << (p - 1);
        } else if (c == 0) {
            mask |= 1u << (p - 1);
        }
    }
    if (np == 2 && mask == 3u) {
        s->head.status = GAME_DRAW;
        s->head.winners = 0;
    } else {
        s->head.status = GAME_WIN;
        s->head.winners = (uint8_t)mask;
    }
}

static int balance_active(const game_t *g, const wc_state_t *s)
{
    return g->setup.opt[OPT_BALANCE] && s->head.to_move == 1 && s->p1_turns == 1;
}

/* Ends the turn of the player to move (after stones, or a pass). */
static void end_turn(const game_t *g, wc_state_t *s, int passed)
{
    if (s->head.to_move == 1 && s->p1_turns < 2) s->p1_turns++;
    s->head.passes = passed ? (int8_t)(s->head.passes + 1) : 0;
    memset(s->mark, 0, sizeof s->mark);
    s->allot = 0;
    game_next_turn(g, s);
    if (s->empties == 0 || s->head.passes >= g->setup.players) decide(g, s);
    /* A player whose clock ran out passes for the rest of the game (3-4
     * players); the passes count towards the end like any other. */
    else if (s->out >> (s->head.to_move - 1) & 1) end_turn(g, s, 1);
}

/* Flag fall: with two players the flagged colour loses; with three or four
 * the game goes on and that colour passes every turn from now on. */
static void wc_flag_fall(const game_t *g, void *st, int colour)
{
    wc_state_t *s = st;
    if (g->setup.players <= 2) {
        game_flag_loses(g, st, colour);
        return;
    }
    s->out |= (uint8_t)(1u << (colour - 1));
    if (s->head.to_move == colour) end_turn(g, s, 1);
}

/* ------------------------------------------------------------------ */
/* Set-up */

static int wc_default_side(int players) { return players <= 2 ? 6 : 8; }

static int wc_init(const game_t *g, void *st, const level_t *lv, char *err, size_t errlen)
{
    wc_state_t *s = st;
    const board_t *b = &g->board;
    if (b->ncells > WC_CELLS) {
        snprintf(err, errlen, "Wunchunk boards have sides 5 to 8");
        return -1;
    }
    if (lv->phase) {
        snprintf(err, errlen, "%s:%d: Wunchunk has no phases", lv->path, lv->line_phase);
        return -1;
    }
    const char *rows[LEVEL_MAX_ROWS];
    char chars[BOARD_MAX_CELLS];
    int bad = 0;
    char msg[GAME_ERR_MAX];
    level_row_ptrs(lv, rows);
    if (board_parse_text(b, rows, lv->nrows, chars, &bad, msg, sizeof msg)) {
        int line = bad >= 0 && bad < lv->nrows ? lv->row_line[bad] : lv->board_line;
        snprintf(err, errlen, "%s:%d: %s", lv->path, line, msg);
        return -1;
    }
    memset(s, 0, sizeof *s);
    int np = g->setup.players;
    for (int i = 0; i < b->ncells; i++) {
        char ch = chars[i];
        if (ch == '.') continue;
        if (ch < '1' || ch > '0' + np) {
            /* Find the row of the cell for the message. */
            int span = 2 * b->side - 1, row = span - 1 - b->cells[i].r;
            int line = row < lv->nrows ? lv->row_line[row] : lv->board_line;
            if (ch >= '1' && ch <= '9')
                snprintf(err, errlen, "%s:%d: board row %d: '%c' at %s, but there are %d players",
                         lv->path, line, row + 1, ch, b->cells[i].name, np);
            else
                snprintf(err, errlen,
                         "%s:%d: board row %d: '%c' at %s is not a Wunchunk cell (use '.' or 1 to %d)",
                         lv->path, line, row + 1, ch, b->cells[i].name, np);
            return -1;
        }
        s->cell[i] = (uint8_t)(ch - '0');
    }
    rebuild(b, s);
    s->head.to_move = (int8_t)(lv->to_move ? lv->to_move : 1);
    if (s->empties == 0) decide(g, s);
    return 0;
}

/* ------------------------------------------------------------------ */
/* Balance: colour 1's chunks after placing the colour-1 stones cells[0..n) */

static int chunks1_after(const game_t *g, const wc_state_t *s, const int *cells, int n)
{
    /* Nodes: the new stones (0..n-1), then the existing groups they touch. */
    int node_root[6 * MOVE_MAX_ACTIONS], up[7 * MOVE_MAX_ACTIONS], sz[7 * MOVE_MAX_ACTIONS];
    int nn = n, lost = 0;
    for (int i = 0; i < n; i++) {
        up[i] = i;
        sz[i] = 1;
    }
    for (int i = 0; i < n; i++) {
        const short *nb = g->board.dir_nb[cells[i]];
        for (int d = 0; d < 6; d++) {
            int y = nb[d], other = -1;
            if (y < 0) continue;
            if (s->cell[y] == 1) {
                int r = uf_root(s->parent, y);
                for (int k = n; k < nn && other < 0; k++)
                    if (node_root[k - n] == r) other = k;
                if (other < 0) {
                    other = nn++;
                    node_root[other - n] = r;
                    up[other] = other;
                    sz[other] = s->gsize[r];
                    if (s->gsize[r] >= 2) lost++;
                }
            } else if (s->cell[y] == 0) {
                for (int k = 0; k < n && other < 0; k++)
                    if (cells[k] == y) other = k;
            }
            if (other < 0) continue;
            int a = i, c = other;
            while (up[a] != a) a = up[a];
            while (up[c] != c) c = up[c];
            if (a != c) {
                up[c] = a;
                sz[a] += sz[c];
            }
        }
    }
    int made = 0;
    for (int k = 0; k < nn; k++)
        if (up[k] == k && sz[k] >= 2) made++;
    return s->chunks[1] - lost + made;
}

/* The balance restriction on the turn under way (stones marked): 0 if the
 * turn may end, else the chunk count it would leave colour 1. */
static int balance_violation(const game_t *g, const wc_state_t *s)
{
    if (!balance_active(g, s) || s->head.in_turn == 0) return 0;
    return s->chunks[1] > 1 ? s->chunks[1] : 0;
}

/* ------------------------------------------------------------------ */
/* Actions */

static int wc_actions(const game_t *g, const void *st, action_t *out, int max)
{
    const wc_state_t *s = st;
    int n = 0, np = g->setup.players;
    if (s->head.status != GAME_ONGOING) return 0;
#define ADD(k, p, c)                                                                              \
    do {                                                                                          \
        if (n < max) out[n++] = (action_t){.kind = (k), .player = (int8_t)(p), .a = (int16_t)(c)}; \
    } while (0)
    int left;
    if (s->head.in_turn == 0) {
        ADD(ACT_PASS, s->head.to_move, -1);
        if (game_swap_legal(g, st)) ADD(ACT_SWAP, s->head.to_move, -1);
        left = s->chunks[s->head.to_move];
    } else {
        if (!balance_violation(g, s)) ADD(ACT_END, s->head.to_move, -1);
        left = s->allot - s->head.in_turn;
    }
    if (left > 0)
        for (int i = 0; i < g->board.ncells; i++)
            if (!s->cell[i])
                for (int p = 1; p <= np; p++) ADD(ACT_PLACE, p, i);
#undef ADD
    return n;
}

static void add_group_events(const game_t *g, const wc_state_t *s, int x, int size, event_list_t *ev)
{
    int root = uf_root(s->parent, x), first = -1;
    for (int i = 0; i < g->board.ncells; i++)
        if (s->cell[i] == s->cell[x] && uf_root(s->parent, i) == root) {
            if (first < 0) first = i;
            event_t e = {0};
            e.kind = EV_GROUP;
            e.player = (int8_t)s->cell[x];
            e.cell = (int16_t)i;
            e.cell2 = -1;
            e.value = size;
            e.aux = first; /* the group's first cell identifies it */
            e.sound = (uint8_t)event_default_sound(EV_GROUP);
            event_add_full(ev, &e);
        }
}

static void add_end_events(const game_t *g, const wc_state_t *s, event_list_t *ev)
{
    if (!ev || s->head.status == GAME_ONGOING) return;
    event_beat(ev);
    event_add(ev, EV_WIN, 0, -1, -1, s->head.winners);
    /* The decisive cells: the winners' chunks. */
    for (int i = 0; i < g->board.ncells; i++) {
        int p = s->cell[i];
        if (p && (s->head.winners >> (p - 1) & 1) && s->gsize[uf_root(s->parent, i)] >= 2)
            event_add(ev, EV_CHAIN, p, i, -1, 0);
    }
}

static int wc_act(const game_t *g, void *st, const action_t *a, event_list_t *ev, char *err,
                  size_t errlen)
{
    wc_state_t *s = st;
    const board_t *b = &g->board;
    int me = s->head.to_move, np = g->setup.players;
    const char *name = colour_names[me - 1];
    if (s->head.status != GAME_ONGOING) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    switch (a->kind) {
    case ACT_PLACE: {
        int c = a->a, p = a->player;
        if (c < 0 || c >= b->ncells) {
            snprintf(err, errlen, "no such cell (%d) on a side-%d board", c, b->side);
            return -1;
        }
        if (p < 1 || p > np) {
            snprintf(err, errlen, "no player %d in a %d-player game", p, np);
            return -1;
        }
        int allot = s->head.in_turn ? s->allot : s->chunks[me];
        if (allot == 0) {
            snprintf(err, errlen, "%s has no chunks, so no stones to place: %s may only pass", name,
                     name);
            return -1;
        }
        if (s->head.in_turn >= allot) {
            snprintf(err, errlen,
                     "too many stones: %s's allotment is %d (his chunks at the start of the turn)",
                     name, allot);
            return -1;
        }
        if (is_marked(s, c)) {
            snprintf(err, errlen, "a turn may not name the same cell twice (%s)", b->cells[c].name);
            return -1;
        }
        if (s->cell[c]) {
            snprintf(err, errlen, "%s is occupied", b->cells[c].name);
            return -1;
        }
        if (s->head.in_turn == 0) s->allot = (uint8_t)allot;
        s->head.in_turn++;
        s->mark[c >> 3] |= (uint8_t)(1u << (c & 7));
        int before = s->chunks[p];
        event_beat(ev);
        event_add(ev, EV_PLACE, p, c, -1, 0);
        int size = place_stone(b, s, c, p);
        if (ev && (size >= 2 || s->chunks[p] != before)) {
            event_beat(ev);
            if (size >= 2) add_group_events(g, s, c, size, ev);
            if (s->chunks[p] != before) event_add(ev, EV_SCORE, p, -1, -1, s->chunks[p]);
        }
        return 0;
    }
    case ACT_END: {
        if (s->head.in_turn == 0) {
            snprintf(err, errlen, "no stones placed: a turn without stones is a pass");
            return -1;
        }
        int v = balance_violation(g, s);
        if (v) {
            snprintf(err, errlen,
                     "balance: on Red's second turn a move that places stones must leave Red with at "
                     "most one chunk (this one leaves %d); a pass is allowed",
                     v);
            return -1;
        }
        end_turn(g, s, 0);
        add_end_events(g, s, ev);
        return 0;
    }
    case ACT_PASS:
        if (s->head.in_turn) {
            snprintf(err, errlen, "stones are already placed this turn: end the turn instead of passing");
            return -1;
        }
        event_beat(ev);
        event_add(ev, EV_PASS, me, -1, -1, 0);
        end_turn(g, s, 1);
        add_end_events(g, s, ev);
        return 0;
    case ACT_SWAP:
        if (!game_swap_legal(g, st)) {
            snprintf(err, errlen, "swap is only allowed as Blue's first turn in a 2-player game with "
                                  "the pie rule on");
            return -1;
        }
        event_beat(ev);
        game_apply_swap(g, st, ev);
        return 0;
    default:
        snprintf(err, errlen, "Wunchunk turns are stones, an end of turn, pass or swap");
        return -1;
    }
}

/* ------------------------------------------------------------------ */
/* Whole turns */

static double choose(int n, int k)
{
    if (k < 0 || k > n) return 0;
    double r = 1;
    for (int i = 1; i <= k; i++) r = r * (n - k + i) / i;
    return r;
}

typedef struct {
    const game_t *g;
    const wc_state_t *s;
    move_t *out;
    int max, n, over;
    int empt[WC_CELLS], ne;   /* empty cells, ascending */
    int np, a;                /* players, stones at most */
    int s1[MOVE_MAX_ACTIONS]; /* balance: the colour-1 stones */
    uint8_t in_s1[WC_CELLS];
} enum_t;

/* Emits every move made of the fixed colour-1 stones e->s1[0..j) plus m
 * stones of colours lo..np on the other empty cells (m in mmin..mmax). */
static void emit_with(enum_t *e, int j, int mmin, int mmax, int lo)
{
    int avail[WC_CELLS], na = 0, ncol = e->np - lo + 1;
    for (int i = 0; i < e->ne; i++)
        if (!e->in_s1[e->empt[i]]) avail[na++] = e->empt[i];
    if (mmax > na) mmax = na;
    for (int m = mmin; m <= mmax && !e->over; m++) {
        if (m + j == 0) continue;
        int idx[MOVE_MAX_ACTIONS], cols[MOVE_MAX_ACTIONS];
        for (int t = 0; t < m; t++) idx[t] = t;
        for (;;) {
            for (int t = 0; t < m; t++) cols[t] = 0;
            for (;;) { /* colourings of the chosen cells */
                if (e->n >= e->max) {
                    e->over = 1;
                    return;
                }
                move_t *mv = &e->out[e->n++];
                int t = 0, u = 0, k = 0;
                while (t < j || u < m) {
                    if (u >= m || (t < j && e->s1[t] < avail[idx[u]])) {
                        mv->a[k++] = (action_t){.kind = ACT_PLACE, .player = 1, .a = (int16_t)e->s1[t]};
                        t++;
                    } else {
                        mv->a[k++] = (action_t){.kind = ACT_PLACE, .player = (int8_t)(lo + cols[u]),
                                                .a = (int16_t)avail[idx[u]]};
                        u++;
                    }
                }
                mv->n = k;
                int q = m - 1;
                while (q >= 0 && cols[q] == ncol - 1) cols[q--] = 0;
                if (q < 0) break;
                cols[q]++;
            }
            /* Next combination of m among na. */
            int q = m - 1;
            while (q >= 0 && idx[q] == na - m + q) q--;
            if (q < 0) break;
            idx[q]++;
            for (int t = q + 1; t < m; t++) idx[t] = idx[t - 1] + 1;
        }
    }
}

/* Completions of j colour-1 stones: moves with m other-colour stones. */
static double completions(const enum_t *e, int j)
{
    double t = 0;
    for (int m = j == 0 ? 1 : 0; m <= e->a - j; m++) {
        double w = choose(e->ne - j, m);
        for (int q = 0; q < m; q++) w *= e->np - 1;
        t += w;
    }
    return t;
}

/* Balance: colour-1 stone sets in increasing cell order from position from. */
static void balance_dfs(enum_t *e, int j, int from)
{
    if (e->over) return;
    int c1 = chunks1_after(e->g, e->s, e->s1, j);
    if (c1 <= 1) {
        if (e->n + completions(e, j) > e->max) {
            e->over = 1;
            return;
        }
        emit_with(e, j, j == 0 ? 1 : 0, e->a - j, 2);
    }
    if (j >= e->a || c1 - 2 * (e->a - j) > 1) return; /* a stone merges at most 3 groups */
    for (int i = from; i < e->ne && !e->over; i++) {
        e->s1[j] = e->empt[i];
        e->in_s1[e->empt[i]] = 1;
        balance_dfs(e, j + 1, i + 1);
        e->in_s1[e->empt[i]] = 0;
    }
}

static int wc_moves(const game_t *g, const void *st, move_t *out, int max)
{
    const wc_state_t *s = st;
    if (s->head.status != GAME_ONGOING || s->head.in_turn) return 0;
    static const enum_t zero;
    enum_t e_, *e = &e_;
    *e = zero;
    e->g = g;
    e->s = s;
    e->out = out;
    e->max = max;
    e->np = g->setup.players;
    for (int i = 0; i < g->board.ncells; i++)
        if (!s->cell[i]) e->empt[e->ne++] = i;
    e->a = s->chunks[s->head.to_move];
    if (e->a > e->ne) e->a = e->ne;
    if (e->a > MOVE_MAX_ACTIONS - 1) e->a = MOVE_MAX_ACTIONS - 1;
    int fixed = 1 + game_swap_legal(g, st);
    if (fixed > max) return -1;
    out[e->n++] = (move_t){.n = 1, .a = {{.kind = ACT_PASS, .player = s->head.to_move}}};
    if (fixed == 2) out[e->n++] = (move_t){.n = 1, .a = {{.kind = ACT_SWAP, .player = 2}}};
    if (e->a == 0) return e->n;
    if (balance_active(g, s)) {
        balance_dfs(e, 0, 0);
        return e->over ? -1 : e->n;
    }
    double total = e->n;
    for (int k = 1; k <= e->a; k++) {
        double w = choose(e->ne, k);
        for (int q = 0; q < k; q++) w *= e->np;
        total += w;
    }
    if (total > max) return -1;
    emit_with(e, 0, 1, e->a, 1);
    return e->over ? -1 : e->n;
}

/* ------------------------------------------------------------------ */
/* Notation */

static void sort_places(const board_t *b, action_t *a, int n)
{
    for (int i = 1; i < n; i++) {
        action_t t = a[i];
        int j = i - 1;
        while (j >= 0 && board_cell_order_cmp(b, a[j].a, t.a) > 0) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = t;
    }
}

static int wc_parse(const game_t *g, const void *st, const char *text, move_t *m, char *err,
                    size_t errlen)
{
    (void)st;
    const board_t *b = &g->board;
    int np = g->setup.players, len;
    const char *p = game_skip_blanks(text);
    memset(m, 0, sizeof *m);
    if (*p == '\0') {
        snprintf(err, errlen, "empty move: expected stones such as 1D4,2E5 or pass");
        return -1;
    }
    if (game_word_is(p, "pass", &len) || game_word_is(p, "swap", &len)) {
        int pass = tolower((unsigned char)*p) == 'p';
        const char *q = game_skip_blanks(p + len);
        if (*q) {
            snprintf(err, errlen, "'%s' stands alone, found '%.20s' after it", pass ? "pass" : "swap", q);
            return -1;
        }
        m->n = 1;
        m->a[0] = (action_t){.kind = pass ? ACT_PASS : ACT_SWAP, .a = -1};
        return 0;
    }
    uint8_t seen[WC_CELLS] = {0};
    for (;;) {
        p = game_skip_blanks(p);
        const char *part = p;
        int plen = 0;
        while (part[plen] && part[plen] != ',') plen++;
        while (plen > 0 && (part[plen - 1] == ' ' || part[plen - 1] == '\t')) plen--;
        if (*p == ',' || *p == '\0') {
            snprintf(err, errlen, "empty stone %s: expected <player><cell> such as 1D4",
                     *p == ',' ? "before ','" : "after the last ','");
            return -1;
        }
        if (game_word_is(p, "pass", NULL) || game_word_is(p, "swap", NULL)) {
            snprintf(err, errlen, "'%.4s' cannot be combined with stones", p);
            return -1;
        }
        if (!isdigit((unsigned char)*p)) {
            snprintf(err, errlen, "expected a stone <player><cell> such as 1D4, found '%.*s'",
                     plen > 20 ? 20 : plen, part);
            return -1;
        }
        int pl = *p - '0';
        if (pl < 1 || pl > np) {
            snprintf(err, errlen, "no player %d in a %d-player game (stone '%.*s')", pl, np,
                     plen > 20 ? 20 : plen, part);
            return -1;
        }
        p++;
        int cell = board_parse_cell_prefix(b, p, &len);
        if (cell < 0) {
            int l = 0;
            if (isalpha((unsigned char)p[0]) && isdigit((unsigned char)p[1])) {
                l = 1;
                while (isdigit((unsigned char)p[l])) l++;
            }
            if (l && !isalnum((unsigned char)p[l]))
                snprintf(err, errlen, "no cell '%.*s' on a side-%d board", l > 10 ? 10 : l, p, b->side);
            else
                snprintf(err, errlen, "expected a cell after '%d', found '%.*s'", pl,
                         plen - 1 > 20 ? 20 : plen - 1, p);
            return -1;
        }
        if (isalnum((unsigned char)p[len])) {
            snprintf(err, errlen, "expected a cell after '%d', found '%.*s'", pl,
                     plen - 1 > 20 ? 20 : plen - 1, p);
            return -1;
        }
        if (seen[cell]) {
            snprintf(err, errlen, "a turn may not name the same cell twice (%s)", b->cells[cell].name);
            return -1;
        }
        seen[cell] = 1;
        if (m->n >= MOVE_MAX_ACTIONS - 1) {
            snprintf(err, errlen, "too many stones (at most %d)", MOVE_MAX_ACTIONS - 1);
            return -1;
        }
        m->a[m->n++] = (action_t){.kind = ACT_PLACE, .player = (int8_t)pl, .a = (int16_t)cell};
        p = game_skip_blanks(p + len);
        if (*p == '\0') break;
        if (*p != ',') {
            snprintf(err, errlen, "expected ',' between stones, found '%.20s'", p);
            return -1;
        }
        p++;
    }
    sort_places(b, m->a, m->n);
    return 0;
}

static void wc_format(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    (void)st;
    const board_t *b = &g->board;
    action_t pl[MOVE_MAX_ACTIONS];
    int k = 0;
    if (n) buf[0] = '\0';
    for (int i = 0; i < m->n && i < MOVE_MAX_ACTIONS; i++) {
        int kind = m->a[i].kind;
        if (kind == ACT_PASS || kind == ACT_SWAP) {
            snprintf(buf, n, kind == ACT_PASS ? "pass" : "swap");
            return;
        }
        if (kind == ACT_PLACE && m->a[i].a >= 0 && m->a[i].a < b->ncells) pl[k++] = m->a[i];
    }
    sort_places(b, pl, k);
    size_t at = 0;
    for (int i = 0; i < k && at < n; i++) {
        int w = snprintf(buf + at, n - at, "%s%d%s", i ? "," : "", pl[i].player, b->cells[pl[i].a].name);
        if (w < 0) break;
        at += (size_t)w;
    }
}

/* ------------------------------------------------------------------ */
/* Views */

static void wc_board_chars(const game_t *g, const void *st, char *chars)
{
    const wc_state_t *s = st;
    for (int i = 0; i < g->board.ncells; i++) chars[i] = s->cell[i] ? (char)('0' + s->cell[i]) : '.';
}

static int wc_score(const game_t *g, const void *st, int player, int *out, int max)
{
    if (player < 1 || player > g->setup.players || max <= 0) return 0;
    return profile(g, st, player, out, max);
}

/* Fewest chunks wins: by how many fewer than the next best, when the
 * chunks decided (a win on a later entry of the profile has no margin). */
static int wc_margin(const game_t *g, const void *st)
{
    const game_head_t *h = game_head(st);
    int prof[GAME_SCORE_MAX], w = 0, next = -1;
    if (h->status != GAME_WIN) return -1;
    for (int p = 1; p <= g->setup.players; p++)
        if (h->winners >> (p - 1) & 1) {
            if (w) return -1; /* a shared win */
            w = p;
        }
    if (!w || profile(g, st, w, prof, GAME_SCORE_MAX) < 1) return -1;
    int mine = prof[0];
    for (int p = 1; p <= g->setup.players; p++)
        if (p != w && profile(g, st, p, prof, GAME_SCORE_MAX) >= 1 && (next < 0 || prof[0] < next)) next = prof[0];
    return next > mine ? next - mine : -1;
}

/* The card: chunks (fewest wins), crumbs, a pip per chunk and the stones
 * in hand, counted by the rules' own groups on the board v shows. */
static void wc_card(const game_t *g, const game_view_t *v, const void *st, int player, game_card_t *out)
{
    wc_state_t s;
    memset(&s, 0, sizeof s);
    for (int i = 0; i < g->board.ncells; i++) s.cell[i] = (uint8_t)(v->cell[i] & 7);
    rebuild(&g->board, &s);
    int p = player >= 1 && player <= GAME_MAX_PLAYERS ? player : 0;
    const wc_state_t *at = st;
    out->count = s.chunks[p];
    out->word = "CHUNKS";
    snprintf(out->line, sizeof out->line, "crumbs %d", s.crumbs[p]);
    out->track = s.chunks[p];
    /* Mid-turn the allotment is the count at the turn's start. */
    out->hand = at && at->head.in_turn > 0 ? at->allot : s.chunks[p];
}

static void wc_view(const game_t *g, const void *st, game_view_t *v)
{
    const wc_state_t *s = st;
    memset(v, 0, sizeof *v);
    for (int i = 0; i < g->board.ncells; i++) {
        v->cell[i] = s->cell[i];
        v->mark[i] = (uint8_t)is_marked(s, i);
    }
}

static void wc_status_text(const game_t *g, const void *st, char *buf, size_t n)
{
    const wc_state_t *s = st;
    (void)g;
    if (s->head.status != GAME_ONGOING) {
        snprintf(buf, n, "Game over");
        return;
    }
    int me = s->head.to_move;
    int allot = s->head.in_turn ? s->allot : s->chunks[me];
    int left = allot - s->head.in_turn;
    if (allot == 0)
        snprintf(buf, n, "%s: no chunks, so no stones - pass", colour_names[me - 1]);
    else
        snprintf(buf, n, "%s: allotment %d, %d stone%s left", colour_names[me - 1], allot, left,
                 left == 1 ? "" : "s");
}

/* ------------------------------------------------------------------ */
/* Random play */

static int random_empty(const game_t *g, const wc_state_t *s, rng_t *rng)
{
    int nc = g->board.ncells;
    if (s->empties * 8 >= nc) {
        for (;;) {
            int c = (int)rng_below(rng, (uint32_t)nc);
            if (!s->cell[c]) return c;
        }
    }
    int j = (int)rng_below(rng, s->empties);
    for (int i = 0; i < nc; i++)
        if (!s->cell[i] && j-- == 0) return i;
    return -1;
}

/* Places k random stones of random colours. */
static void random_stones(const game_t *g, wc_state_t *s, int k, rng_t *rng)
{
    int np = g->setup.players;
    for (int i = 0; i < k; i++) {
        int c = random_empty(g, s, rng);
        place_stone(&g->board, s, c, 1 + (int)rng_below(rng, (uint32_t)np));
    }
}

static int wc_random_turn(const game_t *g, void *st, rng_t *rng)
{
    wc_state_t *s = st;
    if (s->head.status != GAME_ONGOING || s->head.in_turn) return -1;
    if (game_swap_legal(g, st) && (rng_next(rng) & 3) == 0) {
        game_apply_swap(g, st, NULL);
        return 0;
    }
    int a = s->chunks[s->head.to_move];
    if (a > s->empties) a = s->empties;
    if (a == 0 || (rng_next(rng) & 15) == 0) {
        end_turn(g, s, 1);
        return 0;
    }
    if (balance_active(g, s)) {
        wc_state_t t;
        for (int tries = 0; tries < 32; tries++) {
            memcpy(&t, s, sizeof t);
            random_stones(g, &t, 1 + (int)rng_below(rng, (uint32_t)a), rng);
            if (t.chunks[1] <= 1) {
                memcpy(s, &t, sizeof t);
                end_turn(g, s, 0);
                return 0;
            }
        }
        end_turn(g, s, 1);
        return 0;
    }
    random_stones(g, s, 1 + (int)rng_below(rng, (uint32_t)a), rng);
    end_turn(g, s, 0);
    return 0;
}

/* The rest of the game, filled in this folder: its AI (wunchunk_ai.c) and how
 * it looks, speaks and is taught (wunchunk_look.c, wunchunk_words.c, wunchunk_learn.c). */
extern const struct ai_know wunchunk_know;
extern const struct ai_tune wunchunk_tune;
extern const struct game_look wunchunk_look;
extern const struct game_words wunchunk_words;
extern const struct game_turn wunchunk_turn;
extern const struct game_learn wunchunk_learn;
extern const struct game_foreign wunchunk_foreign; /* wunchunk_foreign.c: other sites' notation */

const game_rules_t wunchunk_rules = {
    .id = "wunchunk",
    .name = "Wunchunk",
    .pitch = "Place stones of any colour; end with the fewest chunks of your own",
    .colour_names = colour_names,
    .board_kind = BOARD_HEXHEX,
    .min_side = 5,
    .max_side = WC_MAX_SIDE,
    .min_players = 2,
    .max_players = 4,
    .default_side = wc_default_side,
    .options = wc_options,
    .noptions = 2,
    .state_size = sizeof(wc_state_t),
    .init = wc_init,
    .actions = wc_actions,
    .act = wc_act,
    .moves = wc_moves,
    .parse = wc_parse,
    .format = wc_format,
    .board_chars = wc_board_chars,
    .score = wc_score,
    .view = wc_view,
    .status_text = wc_status_text,
    .random_turn = wc_random_turn,
    .flag_fall = wc_flag_fall,
    .margin = wc_margin,
    .card = wc_card,
    .know = &wunchunk_know,
    .tune = &wunchunk_tune,
    .look = &wunchunk_look,
    .words = &wunchunk_words,
    .learn = &wunchunk_learn,
    .foreign = &wunchunk_foreign,
    .turn = &wunchunk_turn,
};
