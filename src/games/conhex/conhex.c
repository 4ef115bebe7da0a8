/* ConHex (Michail Antonow, 2002) as docs/rules/conhex.md.
 *
 * 69 holes (board sites), 41 cells (board cells). A turn puts one peg of the
 * mover on an empty hole; every cell of that hole where the mover now holds
 * `need` pegs (2 of 3, 3 of 6, 3 of 5 for the centre) and that nobody owns yet
 * becomes his. Blue (1) wins with a chain of his cells from the top side to
 * the bottom side, Red (2) from left to right; a corner cell touches both its
 * sides. Claims are permanent, so a finished board always has exactly one
 * winner and the game ends at the first chain.
 *
 * Speed: per-cell peg counts are kept bit-sliced (conhex.h), so a peg and
 * its claims are a few mask operations; per player, the masks of his cells
 * joined to each of his sides (conhex.h) answer "is the mover connected"
 * at a claim with two mask tests, each cell joining each mask once. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "games/conhex/conhex.h"

static const char *const colour_names[] = {"Blue", "Red"};

static const game_option_t options[] = {
    {"pie", "Pie rule (swap)",
     "Red may answer Blue's first peg with 'swap': the players exchange colours", 1},
};

static int default_side(int players)
{
    (void)players;
    return 0;
}

/* ---------------------------------------------------------------- core */

/* The owner's two sides that cell c touches, as bits 1 and 2. */
static inline unsigned side_bits(const board_cell_t *cell, int p)
{
    return p == 1 ? cell->sides & (BOARD_SIDE_N | BOARD_SIDE_S)
                  : (cell->sides >> 2) & (BOARD_SIDE_N | BOARD_SIDE_S);
}

/* The cells of own reached from `from` join *m (own's cells next to *m are
 * in it already, so only the newly joined are visited). */
static inline void spread(const board_t *b, uint64_t own, uint64_t *m, uint64_t from)
{
    for (uint64_t todo = from & ~*m; todo;) {
        int x = __builtin_ctzll(todo);
        *m |= (uint64_t)1 << x;
        todo = (todo | (b->cells[x].nbbits & own)) & ~*m;
    }
}

/* Cell c becomes p's. Returns nonzero when its group now joins p's two
 * sides. */
static inline int claim(const board_t *b, conhex_state_t *s, int c, int p)
{
    const board_cell_t *cell = &b->cells[c];
    uint64_t bit = (uint64_t)1 << c, *conn = s->conn[p - 1];
    unsigned sides = side_bits(cell, p);
    s->owner[c] = (uint8_t)p;
    uint64_t own = s->own[p - 1] |= bit;
    s->claimed[p - 1]++;
    uint64_t nb = cell->nbbits & own;
    int first = (sides & 1) || (nb & conn[0]), second = (sides & 2) || (nb & conn[1]);
    if (first) spread(b, own, &conn[0], bit);
    if (second) spread(b, own, &conn[1], bit);
    return first && second;
}

/* Whether p has a chain from side to side: a cell joined to both. */
static int connected(const conhex_state_t *s, int p) { return (s->conn[p - 1][0] & s->conn[p - 1][1]) != 0; }

/* Puts p's peg on the empty hole `site`, claims what it wins, ends the turn
 * and the game if p is now connected. Returns the number of cells claimed,
 * listed in out (up to 3, in the hole's order of cells) when out is not
 * NULL. The playouts' inner loop: one mask add (conhex.h), no branch per
 * cell unless a cell is claimed. Always inlined: the playout kernel's
 * copy drops the events' branch and keeps the state in registers. */
static inline __attribute__((always_inline)) int place(const game_t *g, conhex_state_t *s, int site, int p, int *out)
{
    const board_t *b = &g->board;
    const board_site_t *si = &b->sites[site];
    int n = 0;
    s->peg[site] = (uint8_t)p;
    s->npegs++;
    uint64_t fresh = conhex_add_pegs(s, p, si->cellbits) & ~(s->own[0] | s->own[1]);
    int won = 0;
    if (out) /* the events list claims in the hole's order of cells */
        for (int k = 0; k < si->ncells; k++)
            if (fresh >> si->cells[k] & 1) out[n++] = si->cells[k];
    n = 0;
    for (; fresh; fresh &= fresh - 1, n++) won |= claim(b, s, __builtin_ctzll(fresh), p);
    /* game_next_turn for two players, without its division. */
    s->head.ply++;
    s->head.in_turn = 0;
    s->head.to_move = (int8_t)(3 - p);
    if (won) {
        s->head.status = GAME_WIN;
        s->head.winners = (uint8_t)(1u << (p - 1));
    }
    return n;
}

/* One shortest chain of p's cells from his first side to his second (BFS);
 * returns its length, cells in order in chain. */
static int winning_chain(const board_t *b, const conhex_state_t *s, int p, int *chain)
{
    unsigned from = p == 1 ? BOARD_SIDE_N : BOARD_SIDE_W, to = p == 1 ? BOARD_SIDE_S : BOARD_SIDE_E;
    int queue[NC], prev[NC], head = 0, tail = 0, end = -1;
    for (int c = 0; c < NC; c++) {
        prev[c] = -2; /* unvisited */
        if (s->owner[c] == p && (b->cells[c].sides & from)) {
            prev[c] = -1;
            queue[tail++] = c;
        }
    }
    while (head < tail && end < 0) {
        int c = queue[head++];
        if (b->cells[c].sides & to) {
            end = c;
            break;
        }
        for (int k = 0; k < b->cells[c].nnb; k++) {
            int d = b->cells[c].nb[k];
            if (s->owner[d] == p && prev[d] == -2) {
                prev[d] = c;
                queue[tail++] = d;
            }
        }
    }
    int n = 0, rev[NC];
    for (int c = end; c >= 0; c = prev[c]) rev[n++] = c;
    for (int i = 0; i < n; i++) chain[i] = rev[n - 1 - i];
    return n;
}

static void reset_state(const board_t *b, conhex_state_t *s)
{
    memset(s, 0, sizeof *s);
    /* Every count starts at its bias, 8 - need (conhex.h). */
    for (int c = 0; c < NC; c++)
        for (int k = 0; k < 4; k++)
            if ((8 - b->cells[c].need) >> k & 1) s->pl[0][k] = s->pl[1][k] |= (uint64_t)1 << c;
}

/* ---------------------------------------------------------------- set-up */

static int init(const game_t *g, void *st, const level_t *lv, char *err, size_t errlen)
{
    const board_t *b = &g->board;
    conhex_state_t *s = st;
    if (b->kind != BOARD_SITES || b->nsites != NS || b->ncells != NC) {
        snprintf(err, errlen, "ConHex needs the ConHex board");
        return -1;
    }
    reset_state(b, s);
    const char *rows[LEVEL_MAX_ROWS];
    char chars[BOARD_MAX_CELLS + BOARD_MAX_SITES];
    char msg[GAME_ERR_MAX];
    int bad = 0;
    level_row_ptrs(lv, rows);
    if (board_parse_text(b, rows, lv->nrows, chars, &bad, msg, sizeof msg)) {
        int line = bad >= 0 && bad < lv->nrows ? lv->row_line[bad]
                   : lv->nrows ? lv->row_line[lv->nrows - 1] : lv->board_line;
        snprintf(err, errlen, "%s:%d: %s", lv->path, line, msg);
        return -1;
    }
    for (int i = 0; i < NS; i++) {
        char ch = chars[i];
        if (ch != '.' && ch != '1' && ch != '2') {
            int y = b->sites[i].y;
            snprintf(err, errlen,
                     "%s:%d: board row %d: '%c' on hole %s; a hole holds '.' (empty), '1' (Blue) "
                     "or '2' (Red)",
                     lv->path, lv->row_line[y], y + 1, ch, b->sites[i].name);
            return -1;
        }
        if (ch == '.') continue;
        int p = ch - '0';
        s->peg[i] = (uint8_t)p;
        s->npegs++;
        conhex_add_pegs(s, p, b->sites[i].cellbits);
    }
    for (int c = 0; c < NC; c++) {
        int need = b->cells[c].need, blue = conhex_pegs(b, s, 1, c), red = conhex_pegs(b, s, 2, c);
        int a = blue >= need, r = red >= need;
        if (a && r) {
            snprintf(err, errlen,
                     "%s:%d: cell %s holds %d Blue and %d Red pegs: a board cannot say who "
                     "claimed it first (give the moves instead)",
                     lv->path, lv->board_line, b->cells[c].name, blue, red);
            return -1;
        }
        if (a || r) claim(b, s, c, a ? 1 : 2);
    }
    int w1 = connected(s, 1), w2 = connected(s, 2);
    if (w1 && w2) {
        snprintf(err, errlen, "%s:%d: both players have a winning chain; only one can", lv->path,
                 lv->board_line);
        return -1;
    }
    s->head.to_move = (int8_t)(lv->to_move ? lv->to_move : 1);
    if (w1 || w2) {
        s->head.status = GAME_WIN;
        s->head.winners = (uint8_t)(w1 ? 1 : 2);
    } else if (s->npegs == NS) {
        /* Cannot happen (a full board is always won), kept for safety. */
        snprintf(err, errlen, "%s:%d: the board is full but nobody has a chain", lv->path,
                 lv->board_line);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- turns */

static int actions(const game_t *g, const void *st, action_t *out, int max)
{
    const conhex_state_t *s = st;
    int n = 0;
    if (s->head.status != GAME_ONGOING) return 0;
    for (int i = 0; i < NS && n < max; i++)
        if (!s->peg[i]) out[n++] = (action_t){.kind = ACT_PLACE, .player = s->head.to_move, .a = (int16_t)i};
    if (game_swap_legal(g, st) && n < max) out[n++] = (action_t){.kind = ACT_SWAP, .player = 2};
    return n;
}

static int act(const game_t *g, void *st, const action_t *a, event_list_t *ev, char *err,
               size_t errlen)
{
    conhex_state_t *s = st;
    const board_t *b = &g->board;
    int p = s->head.to_move;
    if (s->head.status != GAME_ONGOING) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    switch (a->kind) {
    case ACT_PLACE: {
        if (a->a < 0 || a->a >= NS) {
            snprintf(err, errlen, "there is no hole number %d (holes are 0 to %d)", a->a, NS - 1);
            return -1;
        }
        if (a->player != 0 && a->player != p) {
            snprintf(err, errlen, "it is %s's turn, not %s's",
                     colour_names[p - 1], a->player == 1 || a->player == 2 ? colour_names[a->player - 1] : "nobody");
            return -1;
        }
        if (s->peg[a->a]) {
            snprintf(err, errlen, "%s already holds a %s peg: a peg goes on an empty hole",
                     b->sites[a->a].name, colour_names[s->peg[a->a] - 1]);
            return -1;
        }
        int cells[3];
        int n = place(g, s, a->a, p, cells);
        if (ev) {
            event_t e = {.kind = EV_PLACE, .player = (int8_t)p, .piece = PIECE_SITE,
                         .sound = (uint8_t)event_default_sound(EV_PLACE), .cell = a->a, .cell2 = -1};
            event_add_full(ev, &e);
            if (n) {
                event_beat(ev);
                for (int i = 0; i < n; i++) event_add_verb(ev, &conhex_verbs, CONHEX_EV_CLAIM, p, cells[i], a->a, 0);
                event_add(ev, EV_SCORE, p, -1, -1, s->claimed[p - 1]);
            }
            if (s->head.status == GAME_WIN) {
                int chain[NC];
                int k = winning_chain(b, s, p, chain);
                event_beat(ev);
                event_add(ev, EV_WIN, p, -1, -1, s->head.winners);
                for (int i = 0; i < k; i++) event_add(ev, EV_CHAIN, p, chain[i], -1, i);
            }
        }
        return 0;
    }
    case ACT_SWAP:
        if (!game_swap_legal(g, st)) {
            if (!game_opt(g, "pie"))
                snprintf(err, errlen, "swap: the pie rule is off");
            else
                snprintf(err, errlen, "swap is only allowed as Red's answer to the first peg of a new game");
            return -1;
        }
        game_apply_swap(g, st, ev);
        return 0;
    case ACT_PASS:
        snprintf(err, errlen, "ConHex has no pass: put a peg on an empty hole");
        return -1;
    case ACT_END:
        snprintf(err, errlen, "no turn under way: a ConHex turn is one peg");
        return -1;
    default:
        snprintf(err, errlen, "not a ConHex action: a turn puts one peg on an empty hole (or swap)");
        return -1;
    }
}

static int moves(const game_t *g, const void *st, move_t *out, int max)
{
    const conhex_state_t *s = st;
    if (s->head.status != GAME_ONGOING) return 0;
    int total = (NS - s->npegs) + (game_swap_legal(g, st) ? 1 : 0);
    if (total > max) return -1;
    int n = 0;
    for (int i = 0; i < NS; i++)
        if (!s->peg[i]) {
            out[n].n = 1;
            out[n].a[0] = (action_t){.kind = ACT_PLACE, .player = s->head.to_move, .a = (int16_t)i};
            n++;
        }
    if (n < total) {
        out[n].n = 1;
        out[n].a[0] = (action_t){.kind = ACT_SWAP, .player = 2};
        n++;
    }
    return n;
}

static int random_turn(const game_t *g, void *st, rng_t *rng)
{
    conhex_state_t *s = st;
    if (s->head.status != GAME_ONGOING) return -1;
    int empty = NS - s->npegs;
    int swap = s->head.ply == 1 && game_swap_legal(g, st);
    if (empty + swap <= 0) return -1;
    if (swap && rng_below(rng, (uint32_t)(empty + 1)) == (uint32_t)empty) {
        game_apply_swap(g, st, NULL);
        return 0;
    }
    /* Uniform over the empty holes by rejection: about 69/empty draws. */
    int site;
    do site = (int)rng_below(rng, NS);
    while (s->peg[site]);
    place(g, s, site, s->head.to_move, NULL);
    return 0;
}

/* Random turns to the end (rules->playout): the empty holes are dealt from
 * a list (a uniform pick, as random_turn's rejection draws) instead of being
 * drawn again and again, and there is no call per turn. A pending swap is
 * random_turn's to decide, so the games are those of random_turn. */
static long playout(const game_t *g, void *st, rng_t *rng, long cap)
{
    conhex_state_t *s = st;
    long k = 0;
    if (k < cap && s->head.status == GAME_ONGOING && s->head.ply == 1 && game_swap_legal(g, st)) {
        if (random_turn(g, st, rng) != 0) return k;
        k++;
    }
    uint8_t empty[NS];
    int n = 0;
    for (int i = 0; i < NS; i++)
        if (!s->peg[i]) empty[n++] = (uint8_t)i;
    while (k < cap && n > 0 && s->head.status == GAME_ONGOING) {
        int i = (int)rng_below(rng, (uint32_t)n);
        int site = empty[i];
        empty[i] = empty[--n];
        place(g, s, site, s->head.to_move, NULL);
        k++;
    }
    return k;
}

/* ---------------------------------------------------------------- notation */

static int parse(const game_t *g, const void *st, const char *text, move_t *m, char *err,
                 size_t errlen)
{
    const board_t *b = &g->board;
    const conhex_state_t *s = st;
    const char *p = text;
    while (*p && isspace((unsigned char)*p)) p++;
    /* The token: up to the next blank. */
    const char *q = p;
    while (*q && !isspace((unsigned char)*q)) q++;
    int tl = (int)(q - p);
    if (!tl) {
        snprintf(err, errlen, "empty move: expected a hole such as F6, or swap");
        return -1;
    }
    int len = 0;
    memset(m, 0, sizeof *m);
    m->n = 1;
    if (game_word_is(p, "swap", &len)) {
        m->a[0] = (action_t){.kind = ACT_SWAP, .player = 2};
    } else if (game_word_is(p, "pass", &len)) {
        snprintf(err, errlen, "ConHex has no pass: every turn puts a peg on an empty hole");
        return -1;
    } else {
        int col = -1, num = 0, i = 1;
        if (isalpha((unsigned char)p[0])) col = toupper((unsigned char)p[0]) - 'A';
        while (isdigit((unsigned char)p[i])) {
            if (num < 1000) num = num * 10 + (p[i] - '0');
            i++;
        }
        if (col < 0 || i == 1 || (i < tl && isalnum((unsigned char)p[i]))) {
            snprintf(err, errlen, "expected a hole such as F6, or swap, found '%.*s'",
                     tl > 40 ? 40 : tl, p);
            return -1;
        }
        if (col > 10 || num < 1 || num > 11 || p[1] == '0') {
            snprintf(err, errlen,
                     "no hole '%.*s' on the ConHex board (letters A to K, numbers 1 to 11)",
                     i > 20 ? 20 : i, p);
            return -1;
        }
        int site = b->site_index[col][num - 1];
        if (site < 0) {
            snprintf(err, errlen, "%c%d is not a hole: that point of the 11x11 square has no hole",
                     'A' + col, num);
            return -1;
        }
        m->a[0] = (action_t){.kind = ACT_PLACE, .player = s->head.to_move, .a = (int16_t)site};
        len = i;
    }
    const char *rest = p + len;
    while (*rest && isspace((unsigned char)*rest)) rest++;
    if (*rest) {
        snprintf(err, errlen, "unexpected '%.20s' after '%.*s': a ConHex move is one hole (or swap)", rest,
                 len, p);
        return -1;
    }
    return 0;
}

static void format(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    (void)st;
    if (!n) return;
    buf[0] = '\0';
    if (m->n < 1) return;
    const action_t *a = &m->a[0];
    if (a->kind == ACT_SWAP) snprintf(buf, n, "swap");
    else if (a->kind == ACT_PLACE && a->a >= 0 && a->a < NS) snprintf(buf, n, "%s", g->board.sites[a->a].name);
    else snprintf(buf, n, "?");
}

/* ---------------------------------------------------------------- views */

static void board_chars(const game_t *g, const void *st, char *chars)
{
    (void)g;
    const conhex_state_t *s = st;
    for (int i = 0; i < NS; i++) chars[i] = s->peg[i] ? (char)('0' + s->peg[i]) : '.';
}

static int score(const game_t *g, const void *st, int player, int *out, int max)
{
    (void)g;
    const conhex_state_t *s = st;
    if (max < 1 || player < 1 || player > 2) return 0;
    out[0] = s->claimed[player - 1];
    return 1;
}

/* The card: claimed cells, pegs and the two sides the seat connects. */
static void card(const game_t *g, const game_view_t *v, const void *st, int player, game_card_t *out)
{
    (void)g, (void)st;
    int cells = 0, pegs = 0;
    for (int c = 0; c < NC; c++) cells += v->owner[c] == player;
    for (int i = 0; i < NS; i++) pegs += v->site[i] == player;
    out->count = cells;
    out->word = "CELLS";
    snprintf(out->line, sizeof out->line, "pegs %d \xc2\xb7 %s", pegs,
             player == 1 ? "top to bottom" : "left to right");
    out->track = out->hand = -1;
}

static void view(const game_t *g, const void *st, game_view_t *v)
{
    (void)g;
    const conhex_state_t *s = st;
    memset(v, 0, sizeof *v);
    for (int i = 0; i < NS; i++) v->site[i] = s->peg[i];
    for (int c = 0; c < NC; c++) v->owner[c] = s->owner[c];
}

static void status_text(const game_t *g, const void *st, char *buf, size_t n)
{
    (void)g;
    const conhex_state_t *s = st;
    snprintf(buf, n, "Blue %d cell%s, Red %d cell%s", s->claimed[0], s->claimed[0] == 1 ? "" : "s",
             s->claimed[1], s->claimed[1] == 1 ? "" : "s");
}

/* The rest of the game, filled in this folder: its AI (conhex_ai.c), how
 * it looks, speaks and is taught (conhex_look.c, conhex_words.c, conhex_learn.c)
 * and what its previews show beyond the events (conhex_preview.c). */
extern const struct ai_know conhex_know;
extern const struct ai_tune conhex_tune;
extern const struct game_look conhex_look;
extern const struct game_words conhex_words;
extern const struct game_learn conhex_learn;
extern const struct game_present conhex_present;    /* conhex_present.c: its verbs on the board */
extern const struct game_foreign conhex_foreign; /* conhex_foreign.c: other sites' notation */
extern const struct game_preview conhex_preview;

const game_rules_t conhex_rules = {
    .id = "conhex",
    .name = "ConHex",
    .pitch = "Pegs claim cells: Blue joins top and bottom, Red left and right.",
    .colour_names = colour_names,
    .board_kind = BOARD_SITES,
    .sites = &conhex_board,
    .min_side = 0,
    .max_side = 0,
    .min_players = 2,
    .max_players = 2,
    .default_side = default_side,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .state_size = sizeof(conhex_state_t),
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
    .playout = playout,
    .card = card,
    .know = &conhex_know,
    .tune = &conhex_tune,
    .look = &conhex_look,
    .words = &conhex_words,
    .learn = &conhex_learn,
    .foreign = &conhex_foreign,
    .preview = &conhex_preview,
    .verbs = &conhex_verbs,
    .present = &conhex_present,
};
