/* Churn (Mark Steere, 2024), as docs/rules/churn.md.
 *
 * Two players, Red (1) and Blue (2), on a hexhex board of side 2..5. A turn
 * places one stone of the mover's colour on an empty cell of minimum "size"
 * (1 + the sizes of the distinct friendly groups adjacent to the cell); then
 * every friendly group strictly smaller than the group just formed is
 * removed. The game ends when the board is full after the removal step; the
 * player with more stones wins (cell counts are odd, so there is no tie).
 *
 * State: 64-bit masks, bit i = board cell i (side 5 has 61 cells): the
 * stones of each colour, the cells next to each colour, and every group
 * (stones, neighbouring cells, size), kept up to date by each placement. The
 * isolated cells are empty & ~near; otherwise the cells next to one group
 * have size 1 + its size and the few next to several are summed. A random
 * turn is a few dozen to a few hundred instructions with no search; the
 * state is 768 bytes, copied with memcpy. Neighbour masks come from a table
 * the compiler computes (checked against the board at init). */
#include <stdio.h>
#include <string.h>

#include "core/game.h"

/* ------------------------------------------------------------------------ */
/* Geometry: neighbour masks for sides 2..5, computed by the compiler. Cell
 * (c, r) of a side-n board (docs/rules/conventions.md 0.1) has board index IDX(n, c, r) in
 * letter-then-number order, as board_init_hexhex numbers cells; init() checks
 * the table against g->board so the two can never disagree silently. */

#define CH_S(n) (2 * (n) - 1)
#define CH_OK(n, c, r)                                                                          \
    ((c) >= 0 && (r) >= 0 && (c) < CH_S(n) && (r) < CH_S(n) && (c) - (r) <= (n) - 1 &&         \
     (r) - (c) <= (n) - 1)
/* Cells in the letters before c: column k holds n + k cells up to the
 * middle column n-1 and 3n-2-k after it. */
#define CH_START(n, c)                                                                          \
    ((c) <= (n) ? (c) * (n) + (c) * ((c) - 1) / 2                                               \
                : (n) * (n) + (n) * ((n) - 1) / 2 + ((c) - (n)) * (3 * (n) - 2) -               \
                      ((c) - (n)) * ((c) + (n) - 1) / 2)
#define CH_RMIN(n, c) ((c) > (n) - 1 ? (c) - ((n) - 1) : 0)
#define CH_IDX(n, c, r) (CH_START(n, c) + (r) - CH_RMIN(n, c))
#define CH_BIT(n, c, r) ((uint64_t)CH_OK(n, c, r) << (CH_OK(n, c, r) ? CH_IDX(n, c, r) : 0))
#define CH_NBM(n, c, r)                                                                         \
    (CH_BIT(n, (c) + 1, r) | CH_BIT(n, (c) + 1, (r) + 1) | CH_BIT(n, c, (r) + 1) |               \
     CH_BIT(n, (c) - 1, r) | CH_BIT(n, (c) - 1, (r) - 1) | CH_BIT(n, c, (r) - 1))
/* Every (c, r) of the 9x9 square gets its own slot: cells at their index,
 * the points off the board in spare slots from 64 on (never read). */
#define CH_SLOT(n, c, r) (CH_OK(n, c, r) ? CH_IDX(n, c, r) : 64 + (c) * 9 + (r))
#define CH_E(n, c, r) [CH_SLOT(n, c, r)] = CH_NBM(n, c, r)
#define CH_COL(n, c)                                                                            \
    CH_E(n, c, 0), CH_E(n, c, 1), CH_E(n, c, 2), CH_E(n, c, 3), CH_E(n, c, 4), CH_E(n, c, 5),   \
        CH_E(n, c, 6), CH_E(n, c, 7), CH_E(n, c, 8)
#define CH_TABLE(n)                                                                             \
    {                                                                                           \
        CH_COL(n, 0), CH_COL(n, 1), CH_COL(n, 2), CH_COL(n, 3), CH_COL(n, 4), CH_COL(n, 5),     \
            CH_COL(n, 6), CH_COL(n, 7), CH_COL(n, 8)                                            \
    }

#define CHURN_MIN_SIDE 2
#define CHURN_MAX_SIDE 5
#define CHURN_SLOTS (64 + 81)

static const uint64_t churn_nb[CHURN_MAX_SIDE - CHURN_MIN_SIDE + 1][CHURN_SLOTS] = {
    CH_TABLE(2), CH_TABLE(3), CH_TABLE(4), CH_TABLE(5)};

/* The groups of one colour are separated by other cells, so one cell of
 * each forms an independent set: at most 21 on side 5 (3 / 7 / 13 on sides
 * 2 / 3 / 4). */
#define CHURN_MAXG 21

/* The state keeps every group of both colours, so a turn never searches for
 * groups: a placement merges the groups it touches and drops the removed
 * ones. The order of the groups follows the history (the slots past
 * ngroups are stale); everything else is a function of the stones. */
typedef struct {
    game_head_t head;
    uint64_t stones[2];                  /* [player-1]: bit i = a stone on cell i */
    uint64_t near[2];                    /* cells next to a stone of that player */
    uint64_t gmask[2][CHURN_MAXG];       /* each group's stones */
    uint64_t gnear[2][CHURN_MAXG];       /* the cells next to each group's stones */
    uint8_t gsize[2][CHURN_MAXG];
    uint8_t ngroups[2];
} churn_state_t;

static const char *const churn_colours[] = {"Red", "Blue"};

static const game_option_t churn_options[] = {
    {"pie", "Pie rule (swap)", "Blue may answer Red's first stone by taking Red's colour", 1},
};

static inline const uint64_t *nb_table(const game_t *g)
{
    return churn_nb[g->setup.side - CHURN_MIN_SIDE];
}

static inline uint64_t full_mask(const game_t *g)
{
    return g->board.ncells >= 64 ? ~0ull : (1ull << g->board.ncells) - 1;
}

static inline int popcount64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((x * 0x0101010101010101ull) >> 56);
}

static inline int lowest(uint64_t x) { return __builtin_ctzll(x); }

static inline uint64_t empty_cells(const game_t *g, const churn_state_t *st)
{
    return full_mask(g) & ~(st->stones[0] | st->stones[1]);
}

/* The dilation of a set of stones: every cell next to one of them. */
static inline uint64_t around_of(const uint64_t *nb, uint64_t m)
{
    uint64_t d = 0;
    for (; m; m &= m - 1) d |= nb[lowest(m)];
    return d;
}

/* Rebuilds the groups of player p (0-based) from the stones; -1 if more than
 * CHURN_MAXG (impossible on a board of side 5 or less). */
static int build_groups(const uint64_t *nb, churn_state_t *st, int p)
{
    uint64_t rest = st->stones[p];
    int n = 0;
    memset(st->gmask[p], 0, sizeof st->gmask[p]);
    memset(st->gnear[p], 0, sizeof st->gnear[p]);
    memset(st->gsize[p], 0, sizeof st->gsize[p]);
    while (rest) {
        uint64_t grp = rest & (0 - rest), front = grp, around = 0;
        do {
            uint64_t d = around_of(nb, front);
            around |= d;
            front = d & rest & ~grp;
            grp |= front;
        } while (front);
        rest &= ~grp;
        if (n >= CHURN_MAXG) return -1;
        st->gmask[p][n] = grp;
        st->gnear[p][n] = around;
        st->gsize[p][n] = (uint8_t)popcount64(grp);
        n++;
    }
    st->ngroups[p] = (uint8_t)n;
    st->near[p] = around_of(nb, st->stones[p]);
    return 0;
}

/* The empty cells of minimum size for player p; *min gets that size (0 when
 * the board is full). */
static inline uint64_t min_cells(const churn_state_t *st, int p, uint64_t empty, int *min)
{
    if (!empty) {
        *min = 0;
        return 0;
    }
    uint64_t lone = empty & ~st->near[p];
    if (lone) { /* isolated placements come first */
        *min = 1;
        return lone;
    }
    /* Every empty cell is next to a group: next to one, or to several. */
    int n = st->ngroups[p];
    const uint64_t *gn = st->gnear[p];
    const uint8_t *gs = st->gsize[p];
    uint64_t once = 0, multi = 0;
    int lo1 = 255, lo2 = 255; /* the two smallest group sizes */
    for (int j = 0; j < n; j++) {
        uint64_t a = gn[j] & empty;
        multi |= once & a;
        once |= a;
        int sj = gs[j];
        lo2 = sj < lo2 ? sj : lo2;
        int t = lo1 < lo2 ? lo1 : lo2;
        lo2 = lo1 < lo2 ? lo2 : lo1;
        lo1 = t;
    }
    /* A cell next to group j alone has size 1 + its size. */
    int m = 255;
    for (int j = 0; j < n; j++) {
        int sj = gs[j];
        m = (gn[j] & empty & ~multi) && sj < m ? sj : m;
    }
    uint64_t best = 0;
    for (int j = 0; j < n; j++) best |= gn[j] & empty & ~multi & (0 - (uint64_t)(gs[j] == m));
    int bestv = m + 1;
    /* A cell next to several groups: 1 + the sum of their sizes, at least
     * 1 + lo1 + lo2. */
    if (1 + lo1 + lo2 > bestv) multi = 0;
    for (uint64_t mm = multi; mm; mm &= mm - 1) {
        int c = lowest(mm), v = 1;
        for (int j = 0; j < n; j++) v += gs[j] & -(int)(gn[j] >> c & 1);
        uint64_t bit = mm & (0 - mm);
        if (v < bestv) {
            bestv = v;
            best = bit;
        } else if (v == bestv) {
            best |= bit;
        }
    }
    *min = bestv;
    return best;
}

/* One set bit of x chosen uniformly (x != 0), as a cell index: a
 * broadword select of the k-th bit (S. Vigna's rank/select method). */
static inline int random_bit(uint64_t x, rng_t *rng)
{
    const uint64_t L8 = 0x0101010101010101ull, H8 = 0x8080808080808080ull;
    uint64_t c = x - ((x >> 1) & 0x5555555555555555ull);
    c = (c & 0x3333333333333333ull) + ((c >> 2) & 0x3333333333333333ull);
    c = (c + (c >> 4)) & 0x0f0f0f0f0f0f0f0full;
    uint64_t cum = c * L8; /* byte i: the set bits in bytes 0..i */
    unsigned k = rng_below(rng, (uint32_t)(cum >> 56));
    uint64_t le = (((uint64_t)k * L8 | H8) - cum) & H8; /* bytes with cum <= k */
    int shift = (int)((((le >> 7) * L8) >> 56) * 8);    /* the byte holding bit k */
    unsigned before = (unsigned)((cum << 8) >> shift) & 0xff;
    uint64_t v = (x >> shift) & 0xff;
    for (unsigned r = k - before; r; r--) v &= v - 1;
    return shift + lowest(v);
}

/* The size of an empty cell for player p: 1 + its distinct friendly groups. */
static int cell_size(const churn_state_t *st, int p, int cell)
{
    int s = 1;
    for (int j = 0; j < st->ngroups[p]; j++)
        if (st->gnear[p][j] >> cell & 1) s += st->gsize[p][j];
    return s;
}

/* Ends the game when the board is full. */
static void check_end(const game_t *g, churn_state_t *st)
{
    if ((st->stones[0] | st->stones[1]) != full_mask(g)) return;
    int a = popcount64(st->stones[0]), b = popcount64(st->stones[1]);
    st->head.status = GAME_WIN;
    st->head.winners = a > b ? 1 : a < b ? 2 : 3;
    if (a == b) st->head.status = GAME_DRAW; /* impossible on odd boards; kept safe */
}

/* Places a stone of the mover on cell x, an empty cell of size s (the
 * minimum), merges the groups it touches, removes every other friendly group
 * smaller than s, records the events (ev may be NULL) and ends the turn. */
static void place(const game_t *g, churn_state_t *st, int x, int s, event_list_t *ev)
{
    const uint64_t *nb = nb_table(g);
    int p = st->head.to_move - 1, n = st->ngroups[p];
    uint64_t *gm = st->gmask[p], *gn = st->gnear[p];
    uint8_t *gs = st->gsize[p];
    uint64_t xb = 1ull << x, formed = xb, fnear = nb[x], gone = 0;
    int before = ev ? popcount64(st->stones[p]) : 0;

    /* Merge the groups next to x, drop the smaller others, keep the rest in
     * order (without branches: every slot is copied, w advances on a keep). */
    int w = 0;
    uint64_t near = 0;
    for (int j = 0; j < n; j++) {
        uint64_t mj = gm[j], nj = gn[j];
        uint64_t merge = 0 - (nj >> x & 1), drop = ~merge & (0 - (uint64_t)(gs[j] < s));
        formed |= mj & merge;
        fnear |= nj & merge;
        gone |= mj & drop;
        near |= nj & ~(merge | drop);
        gm[w] = mj;
        gn[w] = nj;
        gs[w] = gs[j];
        w += (int)!(merge | drop);
    }
    gm[w] = formed;
    gn[w] = fnear;
    gs[w] = (uint8_t)s;
    st->ngroups[p] = (uint8_t)(w + 1);
    st->stones[p] = (st->stones[p] | xb) & ~gone;
    st->near[p] = near | fnear;

    if (ev) {
        event_t e = {.kind = EV_PLACE, .player = (int8_t)(p + 1), .piece = PIECE_STONE,
                     .sound = SND_PLACE, .cell = (int16_t)x, .cell2 = -1};
        event_add_full(ev, &e);
        for (uint64_t m = formed; m; m &= m - 1) {
            event_t e2 = {.kind = EV_GROUP, .player = (int8_t)(p + 1), .piece = PIECE_STONE,
                          .sound = SND_NONE, .cell = (int16_t)lowest(m), .cell2 = -1,
                          .value = s, .aux = x};
            event_add_full(ev, &e2);
        }
        event_beat(ev);
        /* The removed groups one by one, in order of their lowest cell. */
        while (gone) {
            uint64_t grp = gone & (0 - gone), front = grp;
            while ((front = around_of(nb, front) & gone & ~grp)) grp |= front;
            gone &= ~grp;
            for (uint64_t m = grp; m; m &= m - 1) {
                event_t e3 = {.kind = EV_REMOVE, .player = (int8_t)(p + 1), .piece = PIECE_STONE,
                              .sound = SND_REMOVE, .cell = (int16_t)lowest(m), .cell2 = -1};
                event_add_full(ev, &e3);
            }
            event_beat(ev);
        }
        int after = popcount64(st->stones[p]);
        if (after != before) event_add(ev, EV_SCORE, p + 1, -1, -1, after);
    }
    check_end(g, st);
    game_next_turn(g, st);
    if (st->head.status != GAME_ONGOING && ev) {
        event_beat(ev);
        for (int q = 0; q < 2; q++) {
            if (!(st->head.winners >> q & 1)) continue;
            for (uint64_t m = st->stones[q]; m; m &= m - 1)
                event_add(ev, EV_CHAIN, q + 1, lowest(m), -1, 0);
        }
        event_add(ev, EV_WIN, 0, -1, -1, st->head.status == GAME_DRAW ? 0 : st->head.winners);
    }
}

/* ------------------------------------------------------------------------ */
/* Rules table functions. */

static int churn_default_side(int players)
{
    (void)players;
    return 3;
}

static int churn_init(const game_t *g, void *vst, const level_t *lv, char *err, size_t errlen)
{
    churn_state_t *st = vst;
    memset(st, 0, sizeof *st);
    const board_t *b = &g->board;
    if (b->kind != BOARD_HEXHEX || b->side < CHURN_MIN_SIDE || b->side > CHURN_MAX_SIDE) {
        snprintf(err, errlen, "Churn is played on hexhex boards of side %d to %d", CHURN_MIN_SIDE,
                 CHURN_MAX_SIDE);
        return -1;
    }
    const uint64_t *nb = nb_table(g);
    for (int i = 0; i < b->ncells; i++) {
        uint64_t m = 0;
        for (int d = 0; d < 6; d++)
            if (b->dir_nb[i][d] >= 0) m |= 1ull << b->dir_nb[i][d];
        if (m != nb[i]) {
            snprintf(err, errlen, "Churn: internal neighbour table disagrees with the board at %s",
                     b->cells[i].name);
            return -1;
        }
    }
    if (lv->phase) {
        snprintf(err, errlen, "%s:%d: Churn has no phases ('phase:' is for Uknight)", lv->path,
                 lv->line_phase);
        return -1;
    }
    const char *rows[LEVEL_MAX_ROWS];
    char chars[BOARD_MAX_CELLS], msg[GAME_ERR_MAX];
    int bad = 0;
    level_row_ptrs(lv, rows);
    if (board_parse_text(b, rows, lv->nrows, chars, &bad, msg, sizeof msg)) {
        int line = lv->nrows > 0 ? lv->row_line[bad < lv->nrows ? bad : lv->nrows - 1] : lv->board_line;
        snprintf(err, errlen, "%s:%d: %s", lv->path, line, msg);
        return -1;
    }
    int span = 2 * b->side - 1;
    for (int k = 0; k < span; k++) {
        int r = span - 1 - k, j = 0;
        for (int c = 0; c < span; c++) {
            int i = board_cell_at(b, c, r);
            if (i < 0) continue;
            j++;
            if (chars[i] == '1') st->stones[0] |= 1ull << i;
            else if (chars[i] == '2') st->stones[1] |= 1ull << i;
            else if (chars[i] != '.') {
                snprintf(err, errlen,
                         "%s:%d: board row %d, cell %d (%s): '%c' is not a Churn cell "
                         "(use '.', '1' or '2')",
                         lv->path, lv->row_line[k], k + 1, j, b->cells[i].name, chars[i]);
                return -1;
            }
        }
    }
    if (build_groups(nb, st, 0) || build_groups(nb, st, 1)) {
        snprintf(err, errlen, "Churn: too many groups on the board");
        return -1;
    }
    st->head.to_move = (int8_t)(lv->to_move ? lv->to_move : 1);
    check_end(g, st);
    return 0;
}

static int churn_actions(const game_t *g, const void *vst, action_t *out, int max)
{
    const churn_state_t *st = vst;
    if (st->head.status != GAME_ONGOING) return 0;
    int min, n = 0;
    uint64_t best = min_cells(st, st->head.to_move - 1, empty_cells(g, st), &min);
    for (uint64_t m = best; m && n < max; m &= m - 1)
        out[n++] = (action_t){.kind = ACT_PLACE, .player = st->head.to_move, .a = (int16_t)lowest(m)};
    if (n < max && game_swap_legal(g, st)) out[n++] = (action_t){.kind = ACT_SWAP, .player = 2};
    return n;
}

static int churn_moves(const game_t *g, const void *vst, move_t *out, int max)
{
    const churn_state_t *st = vst;
    if (st->head.status != GAME_ONGOING) return 0;
    int min, n = 0;
    uint64_t best = min_cells(st, st->head.to_move - 1, empty_cells(g, st), &min);
    for (uint64_t m = best; m; m &= m - 1) {
        if (n >= max) return -1;
        out[n].n = 1;
        out[n].a[0] = (action_t){.kind = ACT_PLACE, .player = st->head.to_move, .a = (int16_t)lowest(m)};
        n++;
    }
    if (game_swap_legal(g, st)) {
        if (n >= max) return -1;
        out[n].n = 1;
        out[n].a[0] = (action_t){.kind = ACT_SWAP, .player = 2};
        n++;
    }
    return n;
}

static int churn_act(const game_t *g, void *vst, const action_t *a, event_list_t *ev, char *err,
                     size_t errlen)
{
    churn_state_t *st = vst;
    const board_t *b = &g->board;
    if (!a) {
        snprintf(err, errlen, "Churn: no action");
        return -1;
    }
    if (st->head.status != GAME_ONGOING) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    switch (a->kind) {
    case ACT_SWAP:
        if (!game_swap_legal(g, st)) {
            if (!game_opt(g, "pie"))
                snprintf(err, errlen, "Churn: swap is not allowed: the pie rule is off");
            else if (st->head.no_swap)
                snprintf(err, errlen, "Churn: swap is not offered in a position loaded from a level");
            else
                snprintf(err, errlen,
                         "Churn: swap is only allowed as Blue's answer to Red's first stone");
            return -1;
        }
        game_apply_swap(g, st, ev);
        return 0;
    case ACT_PLACE: {
        int x = a->a;
        if (x < 0 || x >= b->ncells) {
            snprintf(err, errlen, "Churn: no cell %d on a side-%d board", x, b->side);
            return -1;
        }
        if (a->player != 0 && a->player != st->head.to_move) {
            snprintf(err, errlen, "Churn: %s places %s stones only, not %s",
                     churn_colours[st->head.to_move - 1], churn_colours[st->head.to_move - 1],
                     a->player >= 1 && a->player <= 2 ? churn_colours[a->player - 1] : "other");
            return -1;
        }
        if ((st->stones[0] | st->stones[1]) >> x & 1) {
            snprintf(err, errlen, "Churn: %s is occupied", b->cells[x].name);
            return -1;
        }
        int min, p = st->head.to_move - 1;
        uint64_t best = min_cells(st, p, empty_cells(g, st), &min);
        if (!(best >> x & 1)) {
            snprintf(err, errlen,
                     "Churn: you must place where the new group is smallest \xe2\x80\x94 size %d is "
                     "possible (%s would form a group of %d)",
                     min, b->cells[x].name, cell_size(st, p, x));
            return -1;
        }
        place(g, st, x, min, ev);
        return 0;
    }
    case ACT_PASS:
        snprintf(err, errlen, "Churn has no pass: you must place a stone");
        return -1;
    case ACT_END:
        snprintf(err, errlen, "Churn: a turn is one placement; there is no turn under way to end");
        return -1;
    default:
        snprintf(err, errlen, "Churn: a turn places one stone (or swaps); action %d is not part of Churn",
                 a->kind);
        return -1;
    }
}

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

static int churn_parse(const game_t *g, const void *vst, const char *text, move_t *m, char *err,
                       size_t errlen)
{
    const churn_state_t *st = vst;
    const board_t *b = &g->board;
    if (!text) text = "";
    const char *s = text;
    while (is_blank(*s)) s++;
    const char *tok = s;
    while (*s && !is_blank(*s)) s++;
    int toklen = (int)(s - tok);
    while (is_blank(*s)) s++;
    if (toklen == 0) {
        snprintf(err, errlen, "expected a cell, found nothing");
        return -1;
    }
    char word[32];
    snprintf(word, sizeof word, "%.*s", toklen > 31 ? 31 : toklen, tok);
    if (*s) {
        snprintf(err, errlen, "a Churn move is a single cell or 'swap'; unexpected '%.40s' after '%s'",
                 s, word);
        return -1;
    }
    if (toklen == 4 && game_word_is(word, "swap", NULL)) {
        m->n = 1;
        m->a[0] = (action_t){.kind = ACT_SWAP, .player = 2};
        return 0;
    }
    if (toklen == 4 && game_word_is(word, "pass", NULL)) {
        snprintf(err, errlen, "Churn has no pass: a move is a cell");
        return -1;
    }
    int len = 0, cell = board_parse_cell_prefix(b, word, &len);
    if (cell >= 0 && len == toklen) {
        m->n = 1;
        m->a[0] = (action_t){.kind = ACT_PLACE, .player = st ? st->head.to_move : 0, .a = (int16_t)cell};
        return 0;
    }
    /* A letter and a number naming no cell of this board. */
    int k = 1;
    if (toklen >= 2 && ((word[0] >= 'a' && word[0] <= 'z') || (word[0] >= 'A' && word[0] <= 'Z'))) {
        while (k < toklen && word[k] >= '0' && word[k] <= '9') k++;
        if (k == toklen && k > 1 && toklen < 31) {
            snprintf(err, errlen, "no cell '%s' on a side-%d board", word, b->side);
            return -1;
        }
    }
    snprintf(err, errlen, "expected a cell, found '%s%s'", word, toklen > 31 ? "..." : "");
    return -1;
}

static void churn_format(const game_t *g, const void *vst, const move_t *m, char *buf, size_t n)
{
    (void)vst;
    if (!n) return;
    buf[0] = '\0';
    if (!m || m->n < 1) return;
    const action_t *a = &m->a[0];
    if (a->kind == ACT_SWAP) snprintf(buf, n, "swap");
    else if (a->kind == ACT_PLACE && a->a >= 0 && a->a < g->board.ncells)
        snprintf(buf, n, "%s", g->board.cells[a->a].name);
    else snprintf(buf, n, "?");
}

static void churn_board_chars(const game_t *g, const void *vst, char *chars)
{
    const churn_state_t *st = vst;
    for (int i = 0; i < g->board.ncells; i++)
        chars[i] = st->stones[0] >> i & 1 ? '1' : st->stones[1] >> i & 1 ? '2' : '.';
}

static int churn_score(const game_t *g, const void *vst, int player, int *out, int max)
{
    (void)g;
    const churn_state_t *st = vst;
    if (player < 1 || player > 2 || max < 1) return 0;
    out[0] = popcount64(st->stones[player - 1]);
    return 1;
}

/* More stones wins: by the difference. */
static int churn_margin(const game_t *g, const void *vst)
{
    (void)g;
    const churn_state_t *st = vst;
    const game_head_t *h = game_head(vst);
    if (h->status != GAME_WIN || (h->winners != 1 && h->winners != 2)) return -1;
    int w = h->winners == 1 ? 0 : 1;
    return popcount64(st->stones[w]) - popcount64(st->stones[1 - w]);
}

static void churn_view(const game_t *g, const void *vst, game_view_t *v)
{
    const churn_state_t *st = vst;
    memset(v, 0, sizeof *v);
    for (int i = 0; i < g->board.ncells; i++)
        v->cell[i] = st->stones[0] >> i & 1 ? 1 : st->stones[1] >> i & 1 ? 2 : 0;
    /* A turn is one placement: no turn is ever under way, nothing to mark. */
}

static void churn_status_text(const game_t *g, const void *vst, char *buf, size_t n)
{
    const churn_state_t *st = vst;
    int a = popcount64(st->stones[0]), b = popcount64(st->stones[1]);
    if (st->head.status == GAME_WIN) {
        int w = st->head.winners == 1 ? 0 : 1;
        snprintf(buf, n, "%s wins %d to %d", churn_colours[w], w ? b : a, w ? a : b);
        return;
    }
    if (st->head.status == GAME_DRAW) {
        snprintf(buf, n, "Draw %d to %d", a, b);
        return;
    }
    int min;
    min_cells(st, st->head.to_move - 1, empty_cells(g, st), &min);
    snprintf(buf, n, "Red %d - Blue %d - %s must form a group of %d", a, b,
             churn_colours[st->head.to_move - 1], min);
}

static int churn_random_turn(const game_t *g, void *vst, rng_t *rng)
{
    churn_state_t *st = vst;
    if (st->head.status != GAME_ONGOING || st->head.in_turn) return -1;
    int p = st->head.to_move - 1;
    uint64_t full = full_mask(g), empty = full & ~(st->stones[0] | st->stones[1]);
    uint64_t lone = empty & ~st->near[p];
    if (lone) {
        /* An isolated placement: a new group of 1, nothing is smaller. */
        int x = random_bit(lone, rng), n = st->ngroups[p];
        uint64_t xb = 1ull << x, xn = nb_table(g)[x];
        st->gmask[p][n] = xb;
        st->gnear[p][n] = xn;
        st->gsize[p][n] = 1;
        st->ngroups[p] = (uint8_t)(n + 1);
        st->stones[p] |= xb;
        st->near[p] |= xn;
        if ((st->stones[0] | st->stones[1]) == full) check_end(g, st);
        st->head.ply++;
        st->head.to_move = (int8_t)(3 - st->head.to_move);
        return 0;
    }
    int min;
    uint64_t best = min_cells(st, p, empty, &min);
    if (!best) return -1;
    place(g, st, random_bit(best, rng), min, NULL);
    return 0;
}

/* The rest of the game, filled in this folder: its AI (churn_ai.c) and how
 * it looks, speaks and is taught (churn_look.c, churn_words.c, churn_learn.c). */
extern const struct ai_know churn_know;
extern const struct ai_tune churn_tune;
extern const struct game_look churn_look;
extern const struct game_words churn_words;
extern const struct game_learn churn_learn;
extern const struct game_foreign churn_foreign; /* churn_foreign.c: other sites' notation */

const game_rules_t churn_rules = {
    .id = "churn",
    .name = "Churn",
    .pitch = "Place where your new group is smallest; your smaller groups vanish. Fill the "
             "board with more stones.",
    .colour_names = churn_colours,
    .board_kind = BOARD_HEXHEX,
    .min_side = CHURN_MIN_SIDE,
    .max_side = CHURN_MAX_SIDE,
    .min_players = 2,
    .max_players = 2,
    .default_side = churn_default_side,
    .options = churn_options,
    .noptions = (int)(sizeof churn_options / sizeof churn_options[0]),
    .state_size = sizeof(churn_state_t),
    .init = churn_init,
    .actions = churn_actions,
    .act = churn_act,
    .moves = churn_moves,
    .parse = churn_parse,
    .format = churn_format,
    .board_chars = churn_board_chars,
    .score = churn_score,
    .margin = churn_margin,
    .view = churn_view,
    .status_text = churn_status_text,
    .random_turn = churn_random_turn,
    .know = &churn_know,
    .tune = &churn_tune,
    .look = &churn_look,
    .words = &churn_words,
    .learn = &churn_learn,
    .foreign = &churn_foreign,
};
