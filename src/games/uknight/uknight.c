/* Uknight (Christian Freeling) as docs/rules/uknight.md.
 *
 * Hexhex side 5, 6 or 7 (default 6); White (1) and Red (2), 6 stones each
 * at the start (levels/uknight/start-s<side>-p2.txt). A piece is a plain
 * stone or a double (a stone carrying an axe). Phase 1: place a stone a
 * knight's move from one of your pieces, or throw an axe. Phase 2 (for good,
 * from the end of the first turn on which the board holds 4 / 6 / 8 axes):
 * move a piece by a knight's leap, or throw. Whoever unites all his pieces
 * in one group wins (checked after every turn, the mover first).
 *
 * Turn as actions (head.in_turn counts them):
 *   [ACT_CLEANUP]  optional, first, legal only when it removes something
 *   then one of
 *   ACT_PLACE  a = cell                      (phase 1)
 *   ACT_MOVE   a -> b, a knight's leap       (phase 2)
 *   ACT_THROW  a = the double, b = direction 0..5 (board.h dir_nb),
 *              n = the cell where the axe stops (an empty cell it passes,
 *              or the opposing piece it captures)
 *   ACT_PASS   ends the turn at once (a whole turn, also after clean-up)
 *   then ACT_END (after PLACE/MOVE/THROW, or after clean-up alone, which is
 *   clean-up + pass). ACT_SWAP (pie rule) is a whole turn.
 * The axe may stop on ANY empty cell it passes (docs/rules/uknight.md; the
 * designer: "stopping at will"), so a throw needs its stopping cell as well
 * as its direction: that is action.n, and the notation's D4>D9 names it.
 *
 * Notation (docs/rules/conventions.md 0.4), canonical output first:
 *   D4        place          D4-G5   knight move        D4>D9  throw
 *   pass      swap           x       clean-up, then nothing (= clean-up + pass)
 *   x,D4  x,D4-G5  x,D4>D9   clean-up first, then the action
 * Input is case-insensitive with blanks allowed around every part; "x,pass"
 * is accepted as another spelling of "x". A cleanup-only turn counts as a
 * pass for the "both players pass in succession: draw" safeguard.
 *
 * Events: EV_REMOVE (clean-up), EV_PLACE (+ axe when it becomes a
 * double), leap (knight move, piece kind; + axe), axe-off then throw
 * (double -> stopping cell) then EV_PLACE (empty cell: a plain stone) or
 * chop (capture, piece kind kept), EV_SCORE (value = groups, aux = pieces,
 * when either changes), EV_PASS, phase (value 2), EV_WIN (winner mask, 0
 * for the draw) with EV_CHAIN over the united group. The lower-case ones
 * are Uknight's own verbs (uknight.h, EV_GAME).
 *
 * score(player) = { pieces, groups }.
 *
 * Speed: the position is three bitboards (each player's pieces, the doubles)
 * of up to 192 bits, cell (c, r) at bit c + W*r with W = 2*side-1. Wrapping
 * across a row end of this rhombus never joins two cells of the hexagon for
 * the six directions; knight shifts are pre-masked by column (constant masks
 * below). random_turn picks one legal whole turn uniformly: placements and
 * knight moves are counted exactly with the bitboards, throws are sampled by
 * rejection among the cells on the lines through the thrower's doubles (with
 * an exact count after 64 refusals), clean-up variants included.
 * Random games end by themselves (the board fills up: a united side or two
 * passes), on side 6 after about 255 turns; benchmarks and the AI still cut
 * them off (this engine's own figure uses 300 turns, the AI ai_playout_cap).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "games/uknight/uknight.h"

/* ---------------------------------------------------------------- bitboards */

/* The helpers of random play are forced inline so that random_turn can be
 * compiled a second time for CPUs with a popcount instruction (see there). */
#if defined(__GNUC__) || defined(__clang__)
#define UK_HOT static inline __attribute__((always_inline))
#else
#define UK_HOT static inline
#endif

typedef struct {
    uint64_t w[3];
} bb_t;

UK_HOT bb_t bb_and(bb_t a, bb_t b) { return (bb_t){{a.w[0] & b.w[0], a.w[1] & b.w[1], a.w[2] & b.w[2]}}; }
UK_HOT bb_t bb_or(bb_t a, bb_t b) { return (bb_t){{a.w[0] | b.w[0], a.w[1] | b.w[1], a.w[2] | b.w[2]}}; }
UK_HOT bb_t bb_andnot(bb_t a, bb_t b) { return (bb_t){{a.w[0] & ~b.w[0], a.w[1] & ~b.w[1], a.w[2] & ~b.w[2]}}; }
UK_HOT int bb_any(bb_t a) { return (a.w[0] | a.w[1] | a.w[2]) != 0; }
UK_HOT int bb_eq(bb_t a, bb_t b) { return a.w[0] == b.w[0] && a.w[1] == b.w[1] && a.w[2] == b.w[2]; }
UK_HOT int bb_count(bb_t a)
{
    return __builtin_popcountll(a.w[0]) + __builtin_popcountll(a.w[1]) + __builtin_popcountll(a.w[2]);
}
UK_HOT int bb_has(bb_t a, int p) { return (int)((a.w[p >> 6] >> (p & 63)) & 1u); }
UK_HOT void bb_set(bb_t *a, int p) { a->w[p >> 6] |= (uint64_t)1 << (p & 63); }
UK_HOT void bb_clr(bb_t *a, int p) { a->w[p >> 6] &= ~((uint64_t)1 << (p & 63)); }
UK_HOT bb_t bb_bit(int p)
{
    bb_t a = {{0, 0, 0}};
    bb_set(&a, p);
    return a;
}
/* 0 < s < 64 */
UK_HOT bb_t bb_shl(bb_t a, int s)
{
    return (bb_t){{a.w[0] << s, (a.w[1] << s) | (a.w[0] >> (64 - s)), (a.w[2] << s) | (a.w[1] >> (64 - s))}};
}
UK_HOT bb_t bb_shr(bb_t a, int s)
{
    return (bb_t){{(a.w[0] >> s) | (a.w[1] << (64 - s)), (a.w[1] >> s) | (a.w[2] << (64 - s)), a.w[2] >> s}};
}
UK_HOT int bb_first(bb_t a)
{
    if (a.w[0]) return __builtin_ctzll(a.w[0]);
    if (a.w[1]) return 64 + __builtin_ctzll(a.w[1]);
    if (a.w[2]) return 128 + __builtin_ctzll(a.w[2]);
    return -1;
}
/* Position of the k-th (0-based) set bit; a has more than k bits. */
UK_HOT int bb_nth(bb_t a, int k)
{
    for (int w = 0; w < 3; w++) {
        int c = __builtin_popcountll(a.w[w]);
        if (k < c) {
            uint64_t x = a.w[w];
            while (k--) x &= x - 1;
            return 64 * w + __builtin_ctzll(x);
        }
        k -= c;
    }
    return -1;
}
#define BB_FOR(p, set)                                                            \
    for (bb_t it_ = (set); bb_any(it_);)                                          \
        for (int p = bb_first(it_), once_ = (bb_clr(&it_, p), 1); once_; once_ = 0)

/* ---------------------------------------------------------------- geometry */

/* Cell (c, r) of a side-n board is bit c + W*r, W = 2n-1. The 12 knight
 * offsets (dc, dr): the first six shift bits up (dc + W*dr > 0), the last
 * six are their negatives. */
const int uknight_knight_dc[12] = {1, 2, 3, 3, -2, -1, -1, -2, -3, -3, 2, 1};
const int uknight_knight_dr[12] = {3, 3, 1, 2, 1, 2, -3, -3, -1, -2, -1, -2};

typedef struct {
    int n, W, thr;
    int magic;       /* p / W == (p * magic) >> 16 for p < W*W */
    bb_t valid;
    bb_t src[12];    /* knight source masks, by offset */
    bb_t ring[3];    /* bit b of the distance from the centre */
    int shift[12];   /* |dc + W*dr| */
    int step[6];     /* bit step of each direction of board.h */
} uk_geo_t;

/* The masks (three words, bit 0 first), generated by a short script from
 * these definitions: valid = the cells (c, r) with |c - r| <= n-1; src[k] =
 * the cells with 0 <= c + dc_k <= W-1 (so that shifting by dc_k + W*dr_k
 * never wraps into the next row; rows off the board fall outside the valid
 * bits); ring[b] = the cells whose distance from the centre (n-1, n-1),
 * (|c-m| + |r-m| + |c-r|) / 2, has bit b set. The tests compare every move
 * list with a plain cell-by-cell implementation on all three sizes. */
static const uk_geo_t geos[3] = {
    {5, 9, 4, 7282,
     {{0x7f3fdff7f9fc7e1fu, 0x000000000001f0fcu, 0x0000000000000000u}}, /* valid */
     {
      {{0x3f1fcff7f9fc7e1fu, 0x000000000000f07cu, 0x0000000000000000u}}, /* k=0 dc=+1 */
      {{0x1f0fc7f3f9fc7e1fu, 0x000000000000703cu, 0x0000000000000000u}}, /* k=1 dc=+2 */
      {{0x0f07c3f1f8fc7e1fu, 0x000000000000301cu, 0x0000000000000000u}}, /* k=2 dc=+3 */
      {{0x0f07c3f1f8fc7e1fu, 0x000000000000301cu, 0x0000000000000000u}}, /* k=3 dc=+3 */
      {{0x7f3f9fc7e1f0781cu, 0x000000000001f0fcu, 0x0000000000000000u}}, /* k=4 dc=-2 */
      {{0x7f3fdfe7f1f87c1eu, 0x000000000001f0fcu, 0x0000000000000000u}}, /* k=5 dc=-1 */
      {{0x7f3fdfe7f1f87c1eu, 0x000000000001f0fcu, 0x0000000000000000u}}, /* k=6 dc=-1 */
      {{0x7f3f9fc7e1f0781cu, 0x000000000001f0fcu, 0x0000000000000000u}}, /* k=7 dc=-2 */
      {{0x7e3f1f87c1e07018u, 0x000000000001f0fcu, 0x0000000000000000u}}, /* k=8 dc=-3 */
      {{0x7e3f1f87c1e07018u, 0x000000000001f0fcu, 0x0000000000000000u}}, /* k=9 dc=-3 */
      {{0x1f0fc7f3f9fc7e1fu, 0x000000000000703cu, 0x0000000000000000u}}, /* k=10 dc=+2 */
      {{0x3f1fcff7f9fc7e1fu, 0x000000000000f07cu, 0x0000000000000000u}}, /* k=11 dc=+1 */
     },
     {
      {{0x22168aa2d0883c00u, 0x0000000000000078u, 0x0000000000000000u}}, /* distance bit 0 */
      {{0x3e198c6330f83c00u, 0x0000000000000078u, 0x0000000000000000u}}, /* distance bit 1 */
      {{0x412050140904421fu, 0x000000000001f084u, 0x0000000000000000u}}, /* distance bit 2 */
     },
     {28, 29, 12, 21, 7, 17, 28, 29, 12, 21, 7, 17},
     {1, 10, 9, -1, -10, -9}},
    {6, 11, 6, 5958,
     {{0xffbff3fe3fc3f83fu, 0x01f83f87f8ff9ffbu, 0x0000000000000000u}}, /* valid */
     {
      {{0xffbff3fe3fc3f83fu, 0x00f81f83f87f8ff9u, 0x0000000000000000u}}, /* k=0 dc=+1 */
      {{0xff9ff3fe3fc3f83fu, 0x00780f81f83f87f8u, 0x0000000000000000u}}, /* k=1 dc=+2 */
      {{0x7f8ff1fe3fc3f83fu, 0x00380780f81f83f8u, 0x0000000000000000u}}, /* k=2 dc=+3 */
      {{0x7f8ff1fe3fc3f83fu, 0x00380780f81f83f8u, 0x0000000000000000u}}, /* k=3 dc=+3 */
      {{0xfe3fc3f83f03e03cu, 0x01f83f87f8ff9ff3u, 0x0000000000000000u}}, /* k=4 dc=-2 */
      {{0xff3fe3fc3f83f03eu, 0x01f83f87f8ff9ffbu, 0x0000000000000000u}}, /* k=5 dc=-1 */
      {{0xff3fe3fc3f83f03eu, 0x01f83f87f8ff9ffbu, 0x0000000000000000u}}, /* k=6 dc=-1 */
      {{0xfe3fc3f83f03e03cu, 0x01f83f87f8ff9ff3u, 0x0000000000000000u}}, /* k=7 dc=-2 */
      {{0xfc3f83f03e03c038u, 0x01f83f87f8ff1fe3u, 0x0000000000000000u}}, /* k=8 dc=-3 */
      {{0xfc3f83f03e03c038u, 0x01f83f87f8ff1fe3u, 0x0000000000000000u}}, /* k=9 dc=-3 */
      {{0xff9ff3fe3fc3f83fu, 0x00780f81f83f87f8u, 0x0000000000000000u}}, /* k=10 dc=+2 */
      {{0xffbff3fe3fc3f83fu, 0x00f81f83f87f8ff9u, 0x0000000000000000u}}, /* k=11 dc=+1 */
     },
     {
      {{0xaaab528a2f42083fu, 0x01f82085e8a295aau, 0x0000000000000000u}}, /* distance bit 0 */
      {{0xc60cc0f80f000000u, 0x00000001e03e0660u, 0x0000000000000000u}}, /* distance bit 1 */
      {{0x01b0330630c3f83fu, 0x01f83f8618c1981bu, 0x0000000000000000u}}, /* distance bit 2 */
     },
     {34, 35, 14, 25, 9, 21, 34, 35, 14, 25, 9, 21},
     {1, 12, 11, -1, -12, -11}},
    {7, 13, 8, 5042,
     {{0x7ff1ff87fc1fe07fu, 0xff1ffcfff7ffdffeu, 0x000001fc0ff07fc3u}}, /* valid */
     {
      {{0x7ff1ff87fc1fe07fu, 0xff0ffc7ff3ffdffeu, 0x000000fc07f03fc1u}}, /* k=0 dc=+1 */
      {{0x7ff1ff87fc1fe07fu, 0xff07fc3ff1ffcffeu, 0x0000007c03f01fc0u}}, /* k=1 dc=+2 */
      {{0x3ff1ff87fc1fe07fu, 0x7f03fc1ff0ffc7feu, 0x0000003c01f00fc0u}}, /* k=2 dc=+3 */
      {{0x3ff1ff87fc1fe07fu, 0x7f03fc1ff0ffc7feu, 0x0000003c01f00fc0u}}, /* k=3 dc=+3 */
      {{0x7fc1fe07f01f807cu, 0xff1ffcffe7ff1ff8u, 0x000001fc0ff07fc3u}}, /* k=4 dc=-2 */
      {{0x7fe1ff07f81fc07eu, 0xff1ffcfff7ff9ffcu, 0x000001fc0ff07fc3u}}, /* k=5 dc=-1 */
      {{0x7fe1ff07f81fc07eu, 0xff1ffcfff7ff9ffcu, 0x000001fc0ff07fc3u}}, /* k=6 dc=-1 */
      {{0x7fc1fe07f01f807cu, 0xff1ffcffe7ff1ff8u, 0x000001fc0ff07fc3u}}, /* k=7 dc=-2 */
      {{0x7f81fc07e01f0078u, 0xff1ff8ffc7fe1ff0u, 0x000001fc0ff07fc3u}}, /* k=8 dc=-3 */
      {{0x7f81fc07e01f0078u, 0xff1ff8ffc7fe1ff0u, 0x000001fc0ff07fc3u}}, /* k=9 dc=-3 */
      {{0x7ff1ff87fc1fe07fu, 0xff07fc3ff1ffcffeu, 0x0000007c03f01fc0u}}, /* k=10 dc=+2 */
      {{0x7ff1ff87fc1fe07fu, 0xff0ffc7ff3ffdffeu, 0x000000fc07f03fc1u}}, /* k=11 dc=+1 */
     },
     {
      {{0x28a0bd02080fc000u, 0x7a0a2856a2aa8ad4u, 0x0000000007e02081u}}, /* distance bit 0 */
      {{0x4f913c840410207fu, 0x7913e49994c65332u, 0x000001fc08104042u}}, /* distance bit 1 */
      {{0x7071c387fc1fe07fu, 0x871c1ce07701dc0eu, 0x000001fc0ff07fc3u}}, /* distance bit 2 */
     },
     {40, 41, 16, 29, 11, 25, 40, 41, 16, 29, 11, 25},
     {1, 14, 13, -1, -14, -13}},
};

_Static_assert(13 * 13 <= 192, "side 7 fits three words");

static inline const uk_geo_t *geo_of(const game_t *g)
{
    int n = g->setup.side;
    return &geos[n <= 5 ? 0 : n >= 7 ? 2 : 1];
}

/* Bit of a cell index and back. */
static inline int pos_of(const game_t *g, const uk_geo_t *G, int cell)
{
    return g->board.cells[cell].c + G->W * g->board.cells[cell].r;
}
static inline int cell_of(const game_t *g, const uk_geo_t *G, int p)
{
    return g->board.index[p % G->W][p / G->W];
}

/* Loops over the 12 offsets are unrolled: the shifts become constants. */
#if defined(__GNUC__) && !defined(__clang__)
#define UK_UNROLL _Pragma("GCC unroll 12")
#else
#define UK_UNROLL
#endif

/* The k-th knight image of x without the final mask: bits off the board
 * may remain (callers intersect with a subset of the board). */
UK_HOT bb_t knight_k_raw(const uk_geo_t *G, bb_t x, int k)
{
    bb_t s = bb_and(x, G->src[k]);
    return k < 6 ? bb_shl(s, G->shift[k]) : bb_shr(s, G->shift[k]);
}

/* The cells a knight's move from any cell of x. */
UK_HOT bb_t knight_any(const uk_geo_t *G, bb_t x)
{
    bb_t r = {{0, 0, 0}};
    UK_UNROLL
    for (int k = 0; k < 12; k++) r = bb_or(r, knight_k_raw(G, x, k));
    return bb_and(r, G->valid);
}

/* The cells next to any cell of x. */
UK_HOT bb_t adjacent(const uk_geo_t *G, bb_t x)
{
    int W = G->W;
    bb_t r = bb_or(bb_or(bb_shl(x, 1), bb_shl(x, W)), bb_shl(x, W + 1));
    r = bb_or(r, bb_or(bb_or(bb_shr(x, 1), bb_shr(x, W)), bb_shr(x, W + 1)));
    return bb_and(r, G->valid);
}

/* How many cells of x are a knight's move from bit p: a cell q of x is one
 * when p is q's image under some offset k (the source masks rule out
 * wrapping). */
UK_HOT int knight_count(const uk_geo_t *G, bb_t x, int p)
{
    int n = 0;
    UK_UNROLL
    for (int k = 0; k < 12; k++) {
        int q = k < 6 ? p - G->shift[k] : p + G->shift[k];
        if (q >= 0 && q < 192) n += bb_has(bb_and(x, G->src[k]), q);
    }
    return n;
}

/* Bit one step from p in direction d, -1 off the board. */
UK_HOT int step_pos(const uk_geo_t *G, int p, int d)
{
    int q = p + G->step[d];
    if (q < 0 || q >= G->W * G->W || !bb_has(G->valid, q)) return -1;
    return q;
}

/* x's pieces in the group of bit p (x must hold p). */
UK_HOT bb_t group_of(const uk_geo_t *G, bb_t x, int p)
{
    bb_t g = bb_bit(p);
    for (;;) {
        bb_t h = bb_and(bb_or(g, adjacent(G, g)), x);
        if (bb_eq(h, g)) return g;
        g = h;
    }
}

/* All of x's pieces form one group (a single piece counts; none does not). */
UK_HOT int united(const uk_geo_t *G, bb_t x)
{
    int n = bb_count(x);
    if (n <= 1) return n == 1;
    if (bb_any(bb_andnot(x, adjacent(G, x)))) return 0; /* an isolated piece */
    return bb_eq(group_of(G, x, bb_first(x)), x);
}

static int group_count(const uk_geo_t *G, bb_t x)
{
    int n = 0;
    while (bb_any(x)) {
        x = bb_andnot(x, group_of(G, x, bb_first(x)));
        n++;
    }
    return n;
}

/* ---------------------------------------------------------------- state */

typedef struct {
    game_head_t head;
    bb_t pc[2];      /* pieces of players 1 and 2 */
    bb_t dbl;        /* doubles (either colour) */
    bb_t touched;    /* cells touched by the turn under way (view marks) */
    int8_t phase;    /* 1 or 2 */
    int8_t cleaned;  /* the turn under way began with clean-up */
    int8_t acted;    /* the turn's action is done: only ACT_END is left */
} uk_state_t;

enum { OPT_PIE = 0, OPT_BLOCK = 1 };

static const game_option_t options[] = {
    {"pie", "Pie rule (swap)",
     "Red may answer White's first turn with 'swap': the players exchange colours", 1},
    {"own-pieces-block-axe", "Own pieces block axes",
     "A thrown axe cannot fly over its thrower's own pieces", 0},
};

static const char *const colour_names[] = {"White", "Red"};

static int default_side(int players)
{
    (void)players;
    return 6;
}

static int block_opt(const game_t *g) { return g->setup.opt[OPT_BLOCK]; }

/* The stones removed by clean-up of the player with pieces M: single-stone
 * groups of plain stones whose every on-board knight cell holds an opposing
 * piece. */
UK_HOT bb_t cleanup_set(const uk_geo_t *G, bb_t M, bb_t O, bb_t D)
{
    bb_t single = bb_andnot(bb_andnot(M, D), adjacent(G, M));
    if (!bb_any(single)) return single;
    return bb_andnot(single, knight_any(G, bb_andnot(G->valid, O)));
}

/* The stopping cells of a throw from bit a in direction d: written to out
 * (empty cells in flight order, then a capture if any); returns the count.
 * *cap is set to the captured bit or -1. */
static int throw_stops(const uk_geo_t *G, bb_t M, bb_t O, bb_t D, int phase, int block, int a,
                       int d, int *out, int *cap)
{
    int n = 0;
    *cap = -1;
    for (int p = step_pos(G, a, d); p >= 0; p = step_pos(G, p, d)) {
        if (bb_has(M, p)) {
            if (block) break;
            continue;
        }
        if (bb_has(O, p)) {
            if (phase >= 2 || !bb_has(D, p)) {
                out[n++] = p;
                *cap = p;
            }
            break;
        }
        out[n++] = p;
    }
    return n;
}

static int throw_count(const uk_geo_t *G, bb_t M, bb_t O, bb_t D, int phase, int block, int a,
                       int d)
{
    int n = 0;
    for (int p = step_pos(G, a, d); p >= 0; p = step_pos(G, p, d)) {
        if (bb_has(M, p)) {
            if (block) break;
            continue;
        }
        if (bb_has(O, p)) {
            n += phase >= 2 || !bb_has(D, p);
            break;
        }
        n++;
    }
    return n;
}

/* ---------------------------------------------------------------- events */

static void ev_put(event_list_t *l, event_kind_t kind, int player, int piece, int cell, int cell2,
                   int value, int aux)
{
    if (!l) return;
    event_t e;
    memset(&e, 0, sizeof e);
    e.kind = (uint8_t)kind;
    e.player = (int8_t)player;
    e.piece = (int8_t)piece;
    e.sound = (uint8_t)event_default_sound(kind);
    e.cell = (int16_t)cell;
    e.cell2 = (int16_t)cell2;
    e.value = value;
    e.aux = aux;
    event_add_full(l, &e);
}

/* One of Uknight's own verbs (uknight.h), with its table's sound. */
static void ev_verb(event_list_t *l, int sub, int player, int piece, int cell, int cell2, int value, int aux)
{
    if (!l) return;
    event_t e;
    memset(&e, 0, sizeof e);
    e.kind = EV_GAME;
    e.sub = (uint8_t)sub;
    e.player = (int8_t)player;
    e.piece = (int8_t)piece;
    e.sound = uknight_verbs.v[sub].sound;
    e.cell = (int16_t)cell;
    e.cell2 = (int16_t)cell2;
    e.value = value;
    e.aux = aux;
    event_add_full(l, &e);
}

typedef struct {
    int groups[2], pieces[2];
} uk_scores_t;

static void scores_of(const uk_geo_t *G, const uk_state_t *s, uk_scores_t *sc)
{
    for (int i = 0; i < 2; i++) {
        sc->pieces[i] = bb_count(s->pc[i]);
        sc->groups[i] = group_count(G, s->pc[i]);
    }
}

static void score_events(const uk_geo_t *G, const uk_state_t *s, const uk_scores_t *before,
                         event_list_t *ev)
{
    if (!ev) return;
    uk_scores_t after;
    scores_of(G, s, &after);
    event_beat(ev);
    for (int i = 0; i < 2; i++)
        if (after.groups[i] != before->groups[i] || after.pieces[i] != before->pieces[i])
            ev_put(ev, EV_SCORE, i + 1, 0, -1, -1, after.groups[i], after.pieces[i]);
}

/* ---------------------------------------------------------------- end of turn */

/* The win check after a turn: mover first, then the opponent. Returns the
 * winner (1, 2) or 0. */
static int winner_after(const uk_geo_t *G, const uk_state_t *s)
{
    int me = s->head.to_move - 1;
    if (united(G, s->pc[me])) return me + 1;
    if (united(G, s->pc[1 - me])) return 2 - me;
    return 0;
}

static void finish_turn(const game_t *g, uk_state_t *s, int pass, event_list_t *ev)
{
    const uk_geo_t *G = geo_of(g);
    event_beat(ev);
    if (pass) {
        s->head.passes++;
        ev_put(ev, EV_PASS, s->head.to_move, 0, -1, -1, 0, 0);
    } else {
        s->head.passes = 0;
    }
    if (s->phase == 1 && bb_count(s->dbl) >= G->thr) {
        s->phase = 2;
        event_beat(ev);
        ev_verb(ev, UKNIGHT_EV_PHASE, 0, 0, -1, -1, 2, 0);
    }
    int w = winner_after(G, s);
    if (w) {
        s->head.status = GAME_WIN;
        s->head.winners = (uint8_t)(1u << (w - 1));
        event_beat(ev);
        ev_put(ev, EV_WIN, w, 0, -1, -1, s->head.winners, 0);
        BB_FOR(p, s->pc[w - 1]) ev_put(ev, EV_CHAIN, w, bb_has(s->dbl, p), cell_of(g, G, p), -1, 0, 0);
    } else if (s->head.passes >= 2) {
        s->head.status = GAME_DRAW;
        s->head.winners = 0;
        event_beat(ev);
        ev_put(ev, EV_WIN, 0, 0, -1, -1, 0, 0);
    }
    s->cleaned = s->acted = 0;
    memset(&s->touched, 0, sizeof s->touched);
    game_next_turn(g, s);
}

/* ---------------------------------------------------------------- init, views */

static int init(const game_t *g, void *st, const level_t *lv, char *err, size_t errlen)
{
    uk_state_t *s = st;
    const uk_geo_t *G = geo_of(g);
    const board_t *b = &g->board;
    const char *rows[LEVEL_MAX_ROWS];
    char chars[BOARD_MAX_CELLS];
    int bad = 0;
    char msg[GAME_ERR_MAX];
    level_row_ptrs(lv, rows);
    if (board_parse_text(b, rows, lv->nrows, chars, &bad, msg, sizeof msg)) {
        int line = bad >= 0 && bad < lv->nrows && lv->row_line[bad] ? lv->row_line[bad] : lv->board_line;
        snprintf(err, errlen, "%s:%d: %s", lv->path, line, msg);
        return -1;
    }
    /* Check the characters in reading order (top row first). */
    for (int k = 0; k < 2 * G->n - 1; k++) {
        int r = 2 * G->n - 2 - k;
        for (int c = 0; c < 2 * G->n - 1; c++) {
            int i = board_cell_at(b, c, r);
            if (i < 0 || (chars[i] && strchr(".12AB", chars[i]))) continue;
            int line = k < lv->nrows && lv->row_line[k] ? lv->row_line[k] : lv->board_line;
            snprintf(err, errlen,
                     "%s:%d: board row %d: '%c' at %s is not a Uknight piece (use . 1 2 A B)",
                     lv->path, line, k + 1, chars[i] ? chars[i] : '?', b->cells[i].name);
            return -1;
        }
    }
    memset(s, 0, sizeof *s);
    for (int i = 0; i < b->ncells; i++) {
        int p = pos_of(g, G, i);
        if (chars[i] == '1' || chars[i] == 'A') bb_set(&s->pc[0], p);
        if (chars[i] == '2' || chars[i] == 'B') bb_set(&s->pc[1], p);
        if (chars[i] == 'A' || chars[i] == 'B') bb_set(&s->dbl, p);
    }
    if (lv->phase && lv->phase != 1 && lv->phase != 2) {
        snprintf(err, errlen, "%s:%d: Uknight has phases 1 and 2, not %d", lv->path, lv->line_phase,
                 lv->phase);
        return -1;
    }
    s->phase = (int8_t)(lv->phase ? lv->phase : 1);
    s->head.to_move = (int8_t)(lv->to_move ? lv->to_move : 1);
    s->head.status = GAME_ONGOING;
    /* A finished position: the player who moved last is checked first. */
    int last = 3 - s->head.to_move;
    if (united(G, s->pc[last - 1])) {
        s->head.status = GAME_WIN;
        s->head.winners = (uint8_t)(1u << (last - 1));
    } else if (united(G, s->pc[s->head.to_move - 1])) {
        s->head.status = GAME_WIN;
        s->head.winners = (uint8_t)(1u << (s->head.to_move - 1));
    }
    return 0;
}

static void board_chars(const game_t *g, const void *st, char *chars)
{
    const uk_state_t *s = st;
    const uk_geo_t *G = geo_of(g);
    for (int i = 0; i < g->board.ncells; i++) {
        int p = pos_of(g, G, i), d = bb_has(s->dbl, p);
        chars[i] = bb_has(s->pc[0], p) ? (d ? 'A' : '1') : bb_has(s->pc[1], p) ? (d ? 'B' : '2') : '.';
    }
}

static int score(const game_t *g, const void *st, int player, int *out, int max)
{
    const uk_state_t *s = st;
    if (player < 1 || player > 2 || max < 2) return 0;
    out[0] = bb_count(s->pc[player - 1]);
    out[1] = group_count(geo_of(g), s->pc[player - 1]);
    return 2;
}

/* The card: groups (one wins), pieces and axes, counted on the board v
 * shows with the rules' own groups. */
static void card(const game_t *g, const game_view_t *v, const void *st, int player, game_card_t *out)
{
    (void)st;
    const uk_geo_t *G = geo_of(g);
    bb_t mine = {{0}};
    int pieces = 0, axes = 0;
    for (int i = 0; i < g->board.ncells; i++) {
        if ((v->cell[i] & 7) != player) continue;
        bb_set(&mine, pos_of(g, G, i));
        pieces++;
        axes += (v->cell[i] & VIEW_ALT) != 0;
    }
    out->count = group_count(G, mine);
    out->word = "GROUPS";
    snprintf(out->line, sizeof out->line, "pieces %d \xc2\xb7 axes %d", pieces, axes);
    out->track = out->hand = -1;
}

static void view(const game_t *g, const void *st, game_view_t *v)
{
    const uk_state_t *s = st;
    const uk_geo_t *G = geo_of(g);
    memset(v, 0, sizeof *v);
    for (int i = 0; i < g->board.ncells; i++) {
        int p = pos_of(g, G, i);
        int who = bb_has(s->pc[0], p) ? 1 : bb_has(s->pc[1], p) ? 2 : 0;
        if (who) v->cell[i] = (uint8_t)(who | (bb_has(s->dbl, p) ? VIEW_ALT : 0));
        v->mark[i] = (uint8_t)bb_has(s->touched, p);
    }
}

static void status_text(const game_t *g, const void *st, char *buf, size_t n)
{
    const uk_state_t *s = st;
    const uk_geo_t *G = geo_of(g);
    int axes = bb_count(s->dbl);
    if (s->phase == 1)
        snprintf(buf, n, "Phase 1 - axes %d of %d (then knight moves)", axes, G->thr);
    else
        snprintf(buf, n, "Phase 2 - axes %d (%d reached: knight moves)", axes, G->thr);
}

/* ---------------------------------------------------------------- actions */

/* The place / move / throw actions of player me+1 on s's board; returns the
 * count, or -1 when more than max. */
static int list_main(const game_t *g, const uk_state_t *s, action_t *out, int max)
{
    const uk_geo_t *G = geo_of(g);
    int me = s->head.to_move - 1, n = 0;
    bb_t M = s->pc[me], O = s->pc[1 - me], E = bb_andnot(G->valid, bb_or(M, O));
#define PUSH(...)                                   \
    do {                                            \
        if (n >= max) return -1;                    \
        out[n++] = (action_t)__VA_ARGS__;           \
    } while (0)
    if (s->phase == 1) {
        bb_t pl = bb_and(E, knight_any(G, M));
        for (int i = 0; i < g->board.ncells; i++)
            if (bb_has(pl, pos_of(g, G, i))) PUSH({.kind = ACT_PLACE, .player = (int8_t)(me + 1), .a = (int16_t)i});
    } else {
        for (int i = 0; i < g->board.ncells; i++) {
            int p = pos_of(g, G, i);
            if (!bb_has(M, p)) continue;
            for (int k = 0; k < 12; k++) {
                int c2 = g->board.cells[i].c + uknight_knight_dc[k], r2 = g->board.cells[i].r + uknight_knight_dr[k];
                int t = board_cell_at(&g->board, c2, r2);
                if (t >= 0 && bb_has(E, pos_of(g, G, t)))
                    PUSH({.kind = ACT_MOVE, .player = (int8_t)(me + 1), .a = (int16_t)i, .b = (int16_t)t});
            }
        }
    }
    bb_t mine_d = bb_and(M, s->dbl);
    for (int i = 0; bb_any(mine_d) && i < g->board.ncells; i++) {
        int p = pos_of(g, G, i), stops[32], cap;
        if (!bb_has(mine_d, p)) continue;
        for (int d = 0; d < 6; d++) {
            int k = throw_stops(G, M, O, s->dbl, s->phase, block_opt(g), p, d, stops, &cap);
            for (int j = 0; j < k; j++)
                PUSH({.kind = ACT_THROW, .player = (int8_t)(me + 1), .a = (int16_t)i, .b = (int16_t)d,
                      .n = (int16_t)cell_of(g, G, stops[j])});
        }
    }
#undef PUSH
    return n;
}

static int actions(const game_t *g, const void *st, action_t *out, int max)
{
    const uk_state_t *s = st;
    const uk_geo_t *G = geo_of(g);
    if (s->head.status != GAME_ONGOING) return 0;
    int n = 0, me = s->head.to_move - 1;
    int8_t pl = (int8_t)(me + 1);
    if (s->acted) {
        if (max < 1) return 0;
        out[0] = (action_t){.kind = ACT_END, .player = pl};
        return 1;
    }
    if (s->head.in_turn == 0) {
        if (game_swap_legal(g, s) && n < max) out[n++] = (action_t){.kind = ACT_SWAP, .player = pl};
        if (bb_any(cleanup_set(G, s->pc[me], s->pc[1 - me], s->dbl)) && n < max)
            out[n++] = (action_t){.kind = ACT_CLEANUP, .player = pl};
    }
    int k = list_main(g, s, out + n, max - n);
    n = k < 0 ? max : n + k;
    if (n < max) out[n++] = (action_t){.kind = ACT_PASS, .player = pl};
    if (s->head.in_turn > 0 && n < max) out[n++] = (action_t){.kind = ACT_END, .player = pl};
    return n;
}

static const char *cname(const game_t *g, int cell) { return g->board.cells[cell].name; }

/* The direction from cell a to cell t along a straight line, or -1. */
static int line_dir(const game_t *g, int a, int t)
{
    int dc = g->board.cells[t].c - g->board.cells[a].c, dr = g->board.cells[t].r - g->board.cells[a].r;
    for (int d = 0; d < 6; d++) {
        int ddc = board_dir_dc[d], ddr = board_dir_dr[d];
        int k = ddc ? dc / ddc : dr / ddr;
        if (k >= 1 && dc == k * ddc && dr == k * ddr) return d;
    }
    return -1;
}

static int act_throw(const game_t *g, uk_state_t *s, const action_t *a, event_list_t *ev, char *err,
                     size_t errlen)
{
    const uk_geo_t *G = geo_of(g);
    int me = s->head.to_move - 1, nc = g->board.ncells;
    if (a->a < 0 || a->a >= nc || a->n < 0 || a->n >= nc) {
        snprintf(err, errlen, "a throw needs a double of yours and the cell where the axe stops");
        return -1;
    }
    if (a->b < 0 || a->b > 5) {
        snprintf(err, errlen, "an axe flies along one of the six directions (0 to 5), not %d", a->b);
        return -1;
    }
    int pa = pos_of(g, G, a->a), pt = pos_of(g, G, a->n);
    if (!bb_has(s->pc[me], pa) || !bb_has(s->dbl, pa)) {
        snprintf(err, errlen, "%s is not one of your doubles: only a stone carrying an axe can throw",
                 cname(g, a->a));
        return -1;
    }
    if (line_dir(g, a->a, a->n) != a->b) {
        snprintf(err, errlen, "an axe flies in a straight line: %s is not on direction %d from %s",
                 cname(g, a->n), a->b, cname(g, a->a));
        return -1;
    }
    bb_t M = s->pc[me], O = s->pc[1 - me];
    int stops[32], cap, k = throw_stops(G, M, O, s->dbl, s->phase, block_opt(g), pa, a->b, stops, &cap);
    int ok = 0;
    for (int j = 0; j < k; j++) ok |= stops[j] == pt;
    if (!ok) {
        /* Say why the axe cannot stop there. */
        int why = -1, p;
        for (p = step_pos(G, pa, a->b); p >= 0 && p != pt; p = step_pos(G, p, a->b)) {
            if (bb_has(M, p) && block_opt(g)) { why = 0; break; }
            if (bb_has(O, p)) { why = 1; break; }
        }
        if (why == 0)
            snprintf(err, errlen, "your own piece on %s blocks the axe (own-pieces-block-axe is on)",
                     cname(g, cell_of(g, G, p)));
        else if (why == 1 && s->phase == 1 && bb_has(s->dbl, p))
            snprintf(err, errlen, "the opposing double on %s blocks the axe: doubles cannot be captured in phase 1",
                     cname(g, cell_of(g, G, p)));
        else if (why == 1)
            snprintf(err, errlen, "the axe stops at the first opposing piece, on %s; it cannot reach %s",
                     cname(g, cell_of(g, G, p)), cname(g, a->n));
        else if (bb_has(M, pt))
            snprintf(err, errlen, "the axe cannot stop on your own piece on %s", cname(g, a->n));
        else
            snprintf(err, errlen, "an opposing double cannot be captured in phase 1 (%s)", cname(g, a->n));
        return -1;
    }
    bb_clr(&s->dbl, pa);
    bb_set(&s->touched, pa);
    bb_set(&s->touched, pt);
    event_beat(ev);
    ev_verb(ev, UKNIGHT_EV_AXE_OFF, me + 1, PIECE_STONE, a->a, -1, 0, 0);
    event_beat(ev);
    ev_verb(ev, UKNIGHT_EV_THROW, me + 1, PIECE_ALT, a->a, a->n, a->b, 0);
    event_beat(ev);
    if (cap == pt) {
        int kind = bb_has(s->dbl, pt) ? PIECE_ALT : PIECE_STONE;
        bb_clr(&s->pc[1 - me], pt);
        bb_set(&s->pc[me], pt);
        ev_verb(ev, UKNIGHT_EV_CHOP, me + 1, kind, a->n, -1, 2 - me, 0);
    } else {
        bb_set(&s->pc[me], pt);
        ev_put(ev, EV_PLACE, me + 1, PIECE_STONE, a->n, -1, 0, 0);
    }
    return 0;
}

static int act(const game_t *g, void *st, const action_t *a, event_list_t *ev, char *err, size_t errlen)
{
    uk_state_t *s = st;
    const uk_geo_t *G = geo_of(g);
    const board_t *b = &g->board;
    int me = s->head.to_move - 1, nc = b->ncells;
    if (s->head.status != GAME_ONGOING) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    if (a->player && a->player != me + 1) {
        snprintf(err, errlen, "it is %s's turn, not %s's", colour_names[me],
                 a->player >= 1 && a->player <= 2 ? colour_names[a->player - 1] : "nobody");
        return -1;
    }
    if (s->acted && a->kind != ACT_END) {
        snprintf(err, errlen, "the turn's action is done; only the end of the turn is left");
        return -1;
    }
    uk_scores_t before;
    if (ev) scores_of(G, s, &before);
    bb_t *M = &s->pc[me];
    switch (a->kind) {
    case ACT_SWAP:
        if (!game_swap_legal(g, s)) {
            snprintf(err, errlen, "swap is legal only as Red's first turn, with the pie rule on");
            return -1;
        }
        game_apply_swap(g, s, ev);
        return 0;
    case ACT_CLEANUP: {
        if (s->head.in_turn) {
            snprintf(err, errlen, "clean-up (x) can only begin a turn");
            return -1;
        }
        bb_t c = cleanup_set(G, *M, s->pc[1 - me], s->dbl);
        if (!bb_any(c)) {
            snprintf(err, errlen, "clean-up (x) would remove nothing: no single stone of yours has "
                                  "every knight cell held by the opponent");
            return -1;
        }
        *M = bb_andnot(*M, c);
        s->touched = bb_or(s->touched, c);
        event_beat(ev);
        BB_FOR(p, c) ev_put(ev, EV_REMOVE, me + 1, PIECE_STONE, cell_of(g, G, p), -1, 0, 0);
        s->cleaned = 1;
        s->head.in_turn = 1;
        score_events(G, s, &before, ev);
        return 0;
    }
    case ACT_PLACE: {
        if (a->a < 0 || a->a >= nc) {
            snprintf(err, errlen, "no such cell (%d)", a->a);
            return -1;
        }
        if (s->phase != 1) {
            snprintf(err, errlen, "placing is over in phase 2: move a piece by a knight's leap, or throw an axe");
            return -1;
        }
        int p = pos_of(g, G, a->a);
        if (bb_has(s->pc[0], p) || bb_has(s->pc[1], p)) {
            snprintf(err, errlen, "%s is not empty", cname(g, a->a));
            return -1;
        }
        int k = knight_count(G, *M, p);
        if (k == 0) {
            snprintf(err, errlen, "a stone must be placed a knight's move from one of your pieces; %s is not",
                     cname(g, a->a));
            return -1;
        }
        bb_set(M, p);
        bb_set(&s->touched, p);
        event_beat(ev);
        ev_put(ev, EV_PLACE, me + 1, PIECE_STONE, a->a, -1, 0, 0);
        if (k >= 3) {
            bb_set(&s->dbl, p);
            event_beat(ev);
            ev_verb(ev, UKNIGHT_EV_AXE, me + 1, PIECE_ALT, a->a, -1, k, 0);
        }
        break;
    }
    case ACT_MOVE: {
        if (a->a < 0 || a->a >= nc || a->b < 0 || a->b >= nc) {
            snprintf(err, errlen, "a knight move needs two cells of the board");
            return -1;
        }
        if (s->phase != 2) {
            snprintf(err, errlen, "pieces move only in phase 2, which begins when the board holds %d axes; "
                                  "now place a stone or throw an axe", G->thr);
            return -1;
        }
        int p = pos_of(g, G, a->a), t = pos_of(g, G, a->b);
        if (!bb_has(*M, p)) {
            snprintf(err, errlen, "%s holds no piece of yours", cname(g, a->a));
            return -1;
        }
        int dc = b->cells[a->b].c - b->cells[a->a].c, dr = b->cells[a->b].r - b->cells[a->a].r, ok = 0;
        for (int k = 0; k < 12; k++) ok |= dc == uknight_knight_dc[k] && dr == uknight_knight_dr[k];
        if (!ok) {
            snprintf(err, errlen, "a leap from %s to %s is not a knight's move", cname(g, a->a), cname(g, a->b));
            return -1;
        }
        if (bb_has(s->pc[0], t) || bb_has(s->pc[1], t)) {
            snprintf(err, errlen, "%s is not empty: a knight leaps to an empty cell", cname(g, a->b));
            return -1;
        }
        int dbl = bb_has(s->dbl, p);
        bb_clr(M, p);
        bb_clr(&s->dbl, p);
        bb_set(M, t);
        bb_set(&s->touched, p);
        bb_set(&s->touched, t);
        event_beat(ev);
        ev_verb(ev, UKNIGHT_EV_LEAP, me + 1, dbl ? PIECE_ALT : PIECE_STONE, a->a, a->b, 0, 0);
        int k = knight_count(G, *M, t);
        if (dbl) {
            bb_set(&s->dbl, t);
        } else if (k >= 3) {
            bb_set(&s->dbl, t);
            event_beat(ev);
            ev_verb(ev, UKNIGHT_EV_AXE, me + 1, PIECE_ALT, a->b, -1, k, 0);
        }
        break;
    }
    case ACT_THROW:
        if (act_throw(g, s, a, ev, err, errlen)) return -1;
        break;
    case ACT_PASS:
        finish_turn(g, s, 1, ev);
        return 0;
    case ACT_END:
        if (s->head.in_turn == 0) {
            snprintf(err, errlen, "nothing to end: place, move, throw or pass first");
            return -1;
        }
        finish_turn(g, s, !s->acted, ev);
        return 0;
    default:
        snprintf(err, errlen, "Uknight has no such action (%d)", a->kind);
        return -1;
    }
    s->acted = 1;
    s->head.in_turn++;
    score_events(G, s, &before, ev);
    return 0;
}

/* ---------------------------------------------------------------- moves */

static int moves(const game_t *g, const void *st, move_t *out, int max)
{
    const uk_state_t *s = st;
    const uk_geo_t *G = geo_of(g);
    if (s->head.status != GAME_ONGOING || s->head.in_turn) return 0;
    int n = 0, me = s->head.to_move - 1;
    int8_t pl = (int8_t)(me + 1);
    action_t acts[4096];
    if (game_swap_legal(g, s)) {
        if (n >= max) return -1;
        out[n++] = (move_t){.n = 1, .a = {{.kind = ACT_SWAP, .player = pl}}};
    }
    if (n >= max) return -1;
    out[n++] = (move_t){.n = 1, .a = {{.kind = ACT_PASS, .player = pl}}};
    int k = list_main(g, s, acts, (int)(sizeof acts / sizeof acts[0]));
    if (k < 0 || n + k > max) return -1;
    for (int i = 0; i < k; i++) {
        out[n].n = 1;
        out[n++].a[0] = acts[i];
    }
    bb_t c = cleanup_set(G, s->pc[me], s->pc[1 - me], s->dbl);
    if (bb_any(c)) {
        uk_state_t t = *s;
        t.pc[me] = bb_andnot(t.pc[me], c);
        if (n >= max) return -1;
        out[n++] = (move_t){.n = 1, .a = {{.kind = ACT_CLEANUP, .player = pl}}};
        k = list_main(g, &t, acts, (int)(sizeof acts / sizeof acts[0]));
        if (k < 0 || n + k > max) return -1;
        for (int i = 0; i < k; i++) {
            out[n].n = 2;
            out[n].a[0] = (action_t){.kind = ACT_CLEANUP, .player = pl};
            out[n++].a[1] = acts[i];
        }
    }
    return n;
}

/* ---------------------------------------------------------------- notation */

static void format_action(const game_t *g, const action_t *a, char *buf, size_t n)
{
    int nc = g->board.ncells;
#define NM(x) ((x) >= 0 && (x) < nc ? g->board.cells[(x)].name : "?")
    switch (a->kind) {
    case ACT_PLACE: snprintf(buf, n, "%s", NM(a->a)); break;
    case ACT_MOVE: snprintf(buf, n, "%s-%s", NM(a->a), NM(a->b)); break;
    case ACT_THROW: snprintf(buf, n, "%s>%s", NM(a->a), NM(a->n)); break;
    case ACT_PASS: snprintf(buf, n, "pass"); break;
    case ACT_SWAP: snprintf(buf, n, "swap"); break;
    default: snprintf(buf, n, "?"); break;
    }
#undef NM
}

static void format(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    (void)st;
    if (!n) return;
    buf[0] = '\0';
    int cleanup = 0, i = 0;
    if (m->n > 0 && m->a[0].kind == ACT_CLEANUP) cleanup = 1, i = 1;
    /* The action, if any (ACT_END and a pass after clean-up add nothing). */
    const action_t *main_ = NULL;
    for (; i < m->n; i++)
        if (m->a[i].kind != ACT_END && !(cleanup && m->a[i].kind == ACT_PASS)) {
            main_ = &m->a[i];
            break;
        }
    char act_text[64] = "";
    if (main_) format_action(g, main_, act_text, sizeof act_text);
    if (cleanup) snprintf(buf, n, main_ ? "x,%s" : "x", act_text);
    else snprintf(buf, n, "%s", main_ ? act_text : "pass");
}

/* A word: letters and digits. */
static int word_len(const char *p)
{
    int k = 0;
    while (isalnum((unsigned char)p[k])) k++;
    return k;
}

/* Parses a cell at p (after blanks); returns the cell, -1 with err set. */
static int parse_cell(const game_t *g, const char **pp, const char *after, char *err, size_t errlen)
{
    const char *p = game_skip_blanks(*pp);
    int wl = word_len(p);
    if (!wl) {
        if (*p)
            snprintf(err, errlen, "expected a cell%s, found '%.20s'", after, p);
        else
            snprintf(err, errlen, "expected a cell%s, found the end of the move", after);
        return -1;
    }
    int len = 0, c = -1;
    int looks = isalpha((unsigned char)p[0]) && wl >= 2;
    for (int i = 1; looks && i < wl; i++) looks = isdigit((unsigned char)p[i]);
    if (looks) c = board_parse_cell_prefix(&g->board, p, &len);
    if (!looks) {
        snprintf(err, errlen, "expected a cell%s, found '%.*s'", after, wl > 20 ? 20 : wl, p);
        return -1;
    }
    if (c < 0 || len != wl) {
        snprintf(err, errlen, "no cell '%.*s' on a side-%d board", wl > 20 ? 20 : wl, p, g->setup.side);
        return -1;
    }
    *pp = p + wl;
    return c;
}

/* One action: pass, swap, a cell, cell-cell or cell>cell. */
static int parse_action(const game_t *g, const char **pp, action_t *a, int pl, char *err, size_t errlen)
{
    const char *p = game_skip_blanks(*pp);
    int len;
    memset(a, 0, sizeof *a);
    a->player = (int8_t)pl;
    if (game_word_is(p, "pass", &len)) {
        a->kind = ACT_PASS;
        *pp = p + len;
        return 0;
    }
    if (game_word_is(p, "swap", &len)) {
        a->kind = ACT_SWAP;
        *pp = p + len;
        return 0;
    }
    if (game_word_is(p, "x", &len)) {
        snprintf(err, errlen, "clean-up 'x' can be given only once, at the start of the move");
        return -1;
    }
    int from = parse_cell(g, &p, "", err, errlen);
    if (from < 0) return -1;
    const char *q = game_skip_blanks(p);
    if (*q == '-' || *q == '>') {
        char sep = *q;
        char after[32];
        snprintf(after, sizeof after, " after '%c'", sep);
        p = q + 1;
        int to = parse_cell(g, &p, after, err, errlen);
        if (to < 0) return -1;
        a->a = (int16_t)from;
        if (sep == '-') {
            a->kind = ACT_MOVE;
            a->b = (int16_t)to;
        } else {
            if (to == from) {
                snprintf(err, errlen, "%s>%s: the axe must fly at least one cell", cname(g, from), cname(g, to));
                return -1;
            }
            int d = line_dir(g, from, to);
            if (d < 0) {
                snprintf(err, errlen, "%s>%s: an axe flies along a straight line, and %s is not on one from %s",
                         cname(g, from), cname(g, to), cname(g, to), cname(g, from));
                return -1;
            }
            a->kind = ACT_THROW;
            a->b = (int16_t)d;
            a->n = (int16_t)to;
        }
    } else {
        a->kind = ACT_PLACE;
        a->a = (int16_t)from;
    }
    *pp = p;
    return 0;
}

static int parse(const game_t *g, const void *st, const char *text, move_t *m, char *err, size_t errlen)
{
    const uk_state_t *s = st;
    int pl = s->head.to_move, len;
    const char *p = game_skip_blanks(text);
    memset(m, 0, sizeof *m);
    if (!*p) {
        snprintf(err, errlen, "empty move: expected a cell (D4), a knight move (D4-G5), a throw (D4>D9), "
                              "x, pass or swap");
        return -1;
    }
    if (game_word_is(p, "x", &len)) {
        m->a[m->n++] = (action_t){.kind = ACT_CLEANUP, .player = (int8_t)pl};
        p = game_skip_blanks(p + len);
        if (!*p) return 0;
        if (*p != ',') {
            snprintf(err, errlen, "expected ',' after the clean-up 'x', found '%.20s'", p);
            return -1;
        }
        p++;
        if (!*game_skip_blanks(p)) {
            snprintf(err, errlen, "expected an action after 'x,', found the end of the move");
            return -1;
        }
    }
    action_t a;
    if (parse_action(g, &p, &a, pl, err, errlen)) return -1;
    if (a.kind == ACT_SWAP && m->n) {
        snprintf(err, errlen, "swap is a whole turn; it cannot follow the clean-up 'x'");
        return -1;
    }
    m->a[m->n++] = a;
    p = game_skip_blanks(p);
    if (*p == ',') {
        const char *q = game_skip_blanks(p + 1);
        if (game_word_is(q, "x", &len)) {
            char at[64];
            format_action(g, &a, at, sizeof at);
            snprintf(err, errlen, "the clean-up 'x' must come first, as in 'x,%s'", at);
        } else
            snprintf(err, errlen, "one action per turn: found another part '%.20s' after the action", q);
        return -1;
    }
    if (*p) {
        snprintf(err, errlen, "unexpected '%.20s' after the move", p);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- random play */

/* Placements (phase 1) or knight moves by offset (phase 2) of a player with
 * pieces M against O: always legal, counted exactly with the bitboards. */
typedef struct {
    int n;
    bb_t pl;        /* phase 1: the cells where a stone may be placed */
    int moves[12];  /* phase 2: knight moves by offset */
} uk_count_t;

UK_HOT int count_main(const uk_geo_t *G, int phase, bb_t M, bb_t O, uk_count_t *c)
{
    bb_t E = bb_andnot(G->valid, bb_or(M, O));
    if (phase == 1) {
        c->pl = bb_and(E, knight_any(G, M));
        return c->n = bb_count(c->pl);
    }
    int n = 0;
    UK_UNROLL
    for (int k = 0; k < 12; k++) n += c->moves[k] = bb_count(bb_and(knight_k_raw(G, M, k), E));
    return c->n = n;
}

/* The same, not inlined: for the rare turns that may begin with clean-up. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static int count_main_cold(const uk_geo_t *G, int phase, bb_t M, bb_t O, uk_count_t *c)
{
    return count_main(G, phase, M, O, c);
}

/* Applies the r-th placement / move counted by count_main (r < c->n). */
UK_HOT void apply_main(const uk_geo_t *G, uk_state_t *s, int me, const uk_count_t *c, int r)
{
    bb_t *M = &s->pc[me];
    if (s->phase == 1) {
        int p = bb_nth(c->pl, r);
        if (knight_count(G, *M, p) >= 3) bb_set(&s->dbl, p);
        bb_set(M, p);
        return;
    }
    for (int k = 0; k < 12; k++) {
        if (r < c->moves[k]) {
            bb_t E = bb_andnot(G->valid, bb_or(*M, s->pc[1 - me]));
            int t = bb_nth(bb_and(knight_k_raw(G, *M, k), E), r);
            int f = k < 6 ? t - G->shift[k] : t + G->shift[k];
            bb_clr(M, f);
            bb_set(M, t);
            if (bb_has(s->dbl, f)) {
                bb_clr(&s->dbl, f);
                bb_set(&s->dbl, t);
            } else if (knight_count(G, *M, t) >= 3) {
                bb_set(&s->dbl, t);
            }
            return;
        }
        r -= c->moves[k];
    }
}

/* The cells on the six rays from bit p (by direction) and their total. */
UK_HOT int rays_of(const uk_geo_t *G, int p, int L[6])
{
    int r = (p * G->magic) >> 16, c = p - r * G->W, m = G->n - 1, w = G->W - 1;
#define MIN_(x, y) ((x) < (y) ? (x) : (y))
    L[0] = MIN_(w - c, m - (c - r));
    L[1] = MIN_(w - c, w - r);
    L[2] = MIN_(w - r, m - (r - c));
    L[3] = MIN_(c, m - (r - c));
    L[4] = MIN_(c, r);
    L[5] = MIN_(r, m - (c - r));
#undef MIN_
    return L[0] + L[1] + L[2] + L[3] + L[4] + L[5];
}

UK_HOT int iabs_(int x) { return x < 0 ? -x : x; }

/* The same total from the lengths of the three lines through p:
 * 3W - 3 - |r - m| - |c - m| - |c - r|, that is 3W - 3 - 2 * (distance
 * from the centre (m, m)). */
UK_HOT int rays_total(const uk_geo_t *G, int p)
{
    int r = (p * G->magic) >> 16, c = p - r * G->W, m = G->n - 1;
    return 3 * G->W - 3 - iabs_(r - m) - iabs_(c - m) - iabs_(c - r);
}

/* The sum of rays_total over the cells of x. */
UK_HOT int rays_sum(const uk_geo_t *G, bb_t x)
{
    int dist = bb_count(bb_and(x, G->ring[0])) + 2 * bb_count(bb_and(x, G->ring[1])) +
               4 * bb_count(bb_and(x, G->ring[2]));
    return bb_count(x) * (3 * G->W - 3) - 2 * dist;
}

/* Throws are sampled by rejection: candidate r (below the sum of rays_total
 * over the thrower's doubles) names a double, a direction and a distance;
 * it is a legal throw when the axe can stop there. Returns 1 with the
 * double *from, the stop *to and *cap (the captured bit or -1). */
UK_HOT int try_throw(const uk_geo_t *G, bb_t M, bb_t O, bb_t D, int phase, int block, int r,
                            int *from, int *to, int *cap)
{
    BB_FOR(a, bb_and(M, D)) {
        int t = rays_total(G, a);
        if (r >= t) {
            r -= t;
            continue;
        }
        int L[6], d = 0;
        rays_of(G, a, L);
        while (r >= L[d]) r -= L[d++];
        int p = a, step = G->step[d];
        for (int i = 0; i < r; i++) { /* the cells flown over */
            p += step;
            if (bb_has(O, p) || (block && bb_has(M, p))) return 0;
        }
        p += step;
        *from = a;
        *to = p;
        *cap = -1;
        if (bb_has(M, p)) return 0;
        if (bb_has(O, p)) {
            if (phase < 2 && bb_has(D, p)) return 0;
            *cap = p;
        }
        return 1;
    }
    return 0;
}

/* The r-th legal throw, counted exactly (the fallback of the sampler). */
static int nth_throw(const uk_geo_t *G, bb_t M, bb_t O, bb_t D, int phase, int block, int r,
                     int *from, int *to, int *cap)
{
    BB_FOR(a, bb_and(M, D))
    for (int d = 0; d < 6; d++) {
        int stops[32], k = throw_stops(G, M, O, D, phase, block, a, d, stops, cap);
        if (r < k) {
            *from = a;
            *to = stops[r];
            if (*to != *cap) *cap = -1;
            return 1;
        }
        r -= k;
    }
    return 0;
}

static int throws_exact(const uk_geo_t *G, bb_t M, bb_t O, bb_t D, int phase, int block)
{
    int n = 0;
    BB_FOR(a, bb_and(M, D))
    for (int d = 0; d < 6; d++) n += throw_count(G, M, O, D, phase, block, a, d);
    return n;
}

/* One uniformly random legal whole turn. The turns are, in this order: the
 * placements or moves, pass, [swap], the throws; then, when clean-up removes
 * something: x + placements/moves, x (then nothing), x + throws. */
UK_HOT int random_turn_impl(const game_t *g, void *st, rng_t *rng, const uk_geo_t *G)
{
    uk_state_t *s = st;
    if (s->head.status != GAME_ONGOING || s->head.in_turn) return -1;
    int me = s->head.to_move - 1, block = block_opt(g), phase = s->phase;
    /* (Masked by the board: for sides 5 and 6 the compiler then knows the
     * third word is empty.) */
    bb_t M = bb_and(s->pc[me], G->valid), O = bb_and(s->pc[1 - me], G->valid), D = bb_and(s->dbl, G->valid);
    int swap = s->head.ply == 1 && s->head.to_move == 2 && !s->head.no_swap && !s->head.swapped &&
               game_swap_legal(g, s);
    uk_count_t c0, c1;
    int a0 = count_main(G, phase, M, O, &c0), a1 = 0, t = 0;
    t = rays_sum(G, bb_and(M, D));
    bb_t cl = cleanup_set(G, M, O, D), Mc = M;
    int has_cl = bb_any(cl);
    if (has_cl) {
        Mc = bb_andnot(M, cl);
        a1 = count_main_cold(G, phase, Mc, O, &c1);
    }
    int pass = 0, captured = 0, from = -1, to = -1, cap = -1, thrown = 0, clean = 0;
    int part0 = a0 + 1 + swap + t, total = part0 + (has_cl ? a1 + 1 + t : 0);
    for (int tries = 0;; tries++) {
        if (tries == 64) {
            /* Many refused candidates: count the throws exactly instead. */
            int t0 = throws_exact(G, M, O, D, phase, block);
            int t1 = has_cl ? throws_exact(G, Mc, O, D, phase, block) : 0;
            part0 = a0 + 1 + swap + t0;
            int r = (int)rng_below(rng, (uint32_t)(part0 + (has_cl ? a1 + 1 + t1 : 0)));
            clean = r >= part0;
            if (clean) r -= part0;
            int a = clean ? a1 : a0;
            if (r < a) {
                if (clean) s->pc[me] = Mc;
                apply_main(G, s, me, clean ? &c1 : &c0, r);
            } else if (r == a) {
                pass = 1;
                if (clean) s->pc[me] = Mc;
            } else if (!clean && swap && r == a + 1) {
                game_apply_swap(g, s, NULL);
                return 0;
            } else {
                r -= a + 1 + (clean ? 0 : swap);
                nth_throw(G, clean ? Mc : M, O, D, phase, block, r, &from, &to, &cap);
                thrown = 1;
            }
            break;
        }
        int r = (int)rng_below(rng, (uint32_t)total);
        clean = r >= part0;
        if (clean) r -= part0;
        int a = clean ? a1 : a0;
        if (r < a) {
            if (clean) s->pc[me] = Mc;
            apply_main(G, s, me, clean ? &c1 : &c0, r);
            break;
        }
        r -= a;
        if (r == 0) {
            pass = 1;
            if (clean) s->pc[me] = Mc;
            break;
        }
        r--;
        if (!clean && swap) {
            if (r == 0) {
                game_apply_swap(g, s, NULL);
                return 0;
            }
            r--;
        }
        if (try_throw(G, clean ? Mc : M, O, D, phase, block, r, &from, &to, &cap)) {
            thrown = 1;
            break;
        }
    }
    if (thrown) {
        if (clean) s->pc[me] = Mc;
        bb_clr(&s->dbl, from);
        if (to == cap) {
            bb_clr(&s->pc[1 - me], to);
            captured = 1;
        }
        bb_set(&s->pc[me], to);
    }
    if (pass) s->head.passes++;
    else s->head.passes = 0;
    if (s->phase == 1 && bb_count(s->dbl) >= G->thr) s->phase = 2;
    /* Only the mover's pieces changed, unless a capture took one of the
     * opponent's (who was not united before, or the game would be over). */
    int w = 0;
    if ((!pass || clean) && united(G, s->pc[me])) w = me + 1;
    else if (captured && united(G, s->pc[1 - me])) w = 2 - me;
    if (w) {
        s->head.status = GAME_WIN;
        s->head.winners = (uint8_t)(1u << (w - 1));
    } else if (s->head.passes >= 2) {
        s->head.status = GAME_DRAW;
    }
    game_next_turn(g, s);
    return 0;
}

/* Random play is compiled once per board size, with the geometry a constant
 * (the third word of a side-5 or side-6 bitboard is then known to be empty,
 * shifts are by constants). A build for plain x86-64 has no popcount
 * instruction (the builtin becomes a library call), so on x86-64 the same
 * code is compiled once more for CPUs that have one, chosen at run time. */
#define UK_BY_SIDE(g, st, rng)                                          \
    ((g)->setup.side == 5   ? random_turn_impl(g, st, rng, &geos[0])    \
     : (g)->setup.side == 7 ? random_turn_impl(g, st, rng, &geos[2])    \
                            : random_turn_impl(g, st, rng, &geos[1]))

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__) && !defined(__POPCNT__)
__attribute__((target("popcnt"))) static int random_turn_popcnt(const game_t *g, void *st, rng_t *rng)
{
    return UK_BY_SIDE(g, st, rng);
}

static int random_turn(const game_t *g, void *st, rng_t *rng)
{
    if (__builtin_cpu_supports("popcnt")) return random_turn_popcnt(g, st, rng);
    return random_turn_impl(g, st, rng, geo_of(g));
}
#else
static int random_turn(const game_t *g, void *st, rng_t *rng) { return UK_BY_SIDE(g, st, rng); }
#endif

/* ---------------------------------------------------------------- table */

/* The rest of the game, filled in this folder: its AI (uknight_ai.c) and how
 * it looks, speaks and is taught (uknight_look.c, uknight_words.c, uknight_learn.c). */
extern const struct ai_know uknight_know;
extern const struct ai_tune uknight_tune;
extern const struct game_look uknight_look;
extern const struct game_words uknight_words;
extern const struct game_turn uknight_turn;
extern const struct game_learn uknight_learn;
extern const struct game_present uknight_present; /* uknight_present.c: its verbs on the board */

static int phase_of(const void *st) { return ((const uk_state_t *)st)->phase; }

void uknight_locate(const game_t *g, const event_list_t *ev, struct preview_option *o); /* uknight_preview.c */

const game_rules_t uknight_rules = {
    .id = "uknight",
    .name = "Uknight",
    .pitch = "Knight's leaps and thrown axes: unite all your pieces in one group.",
    .colour_names = colour_names,
    .board_kind = BOARD_HEXHEX,
    .min_side = 5,
    .max_side = 7,
    .min_players = 2,
    .max_players = 2,
    .default_side = default_side,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .state_size = sizeof(uk_state_t),
    .init = init,
    .actions = actions,
    .act = act,
    .moves = moves,
    .parse = parse,
    .format = format,
    .board_chars = board_chars,
    .score = score,
    .view = view,
    .status_text = status_text,
    .random_turn = random_turn,
    .piece_chars = ".12AB",
    .phases = 2,
    .phase_of = phase_of,
    .card = card,
    .locate = uknight_locate,
    .know = &uknight_know,
    .tune = &uknight_tune,
    .look = &uknight_look,
    .words = &uknight_words,
    .learn = &uknight_learn,
    .verbs = &uknight_verbs,
    .present = &uknight_present,
    .turn = &uknight_turn,
};
