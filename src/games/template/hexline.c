/* Hexline: the template game, a small sixth game that proves a game is one
 * folder (docs/adding-a-game.md). Registered only in its test
 * (tests/test_sixth_game.c), never in the shipped programs.
 *
 * Two players, Red (1) and Blue (2), on a hexhex board of side 3 or 4. A turn
 * places one stone of the mover's colour on any empty cell. Four stones of
 * one colour in a straight line along one of the three axes win at once; a
 * full board without such a line is a draw. Moves are cell names ("C3");
 * the pie rule option exists (every game has it) and is off by default.
 * A stone that makes three in a row (and does not win) sends a spark along
 * the line: Hexline's own verb (hexline.h), drawn by its presenter.
 *
 * The state is the board's cells (0 empty, else the player), copied with
 * memcpy like every state. */
#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "hexline.h"

#define HL_LINE 4  /* stones in a row that win */

typedef struct {
    game_head_t head;
    uint8_t cell[BOARD_MAX_CELLS];
    int16_t filled;
} hexline_state_t;

static const char *const hl_colours[] = {"Red", "Blue"};

static const game_option_t hl_options[] = {
    {"pie", "Pie rule", "Blue may swap after Red's first stone", 0},
};

/* The longest line of the player's stones through cell x along the axis of
 * directions d and d+3. */
static int line_through(const game_t *g, const hexline_state_t *st, int x, int d, int p)
{
    int n = 1;
    for (int k = 0; k < 2; k++) {
        int dir = (d + 3 * k) % 6;
        for (int c = board_step(&g->board, x, dir); c >= 0 && st->cell[c] == p;
             c = board_step(&g->board, c, dir))
            n++;
    }
    return n;
}

static int longest_at(const game_t *g, const hexline_state_t *st, int x, int p)
{
    int best = 0;
    for (int d = 0; d < 3; d++) {
        int n = line_through(g, st, x, d, p);
        if (n > best) best = n;
    }
    return best;
}

static int longest(const game_t *g, const hexline_state_t *st, int p)
{
    int best = 0;
    for (int i = 0; i < g->board.ncells; i++)
        if (st->cell[i] == p) {
            int n = longest_at(g, st, i, p);
            if (n > best) best = n;
        }
    return best;
}

/* The far end of a line of exactly three through x (the stone at most
 * steps away), or -1 when no line through x has three. */
static int spark_end(const game_t *g, const hexline_state_t *st, int x, int p)
{
    for (int d = 0; d < 3; d++) {
        if (line_through(g, st, x, d, p) != 3) continue;
        int far = x, steps = 0;
        for (int k = 0; k < 2; k++) {
            int n = 0, end = x;
            for (int c = board_step(&g->board, x, (d + 3 * k) % 6); c >= 0 && st->cell[c] == p;
                 c = board_step(&g->board, c, (d + 3 * k) % 6))
                end = c, n++;
            if (n > steps) far = end, steps = n;
        }
        return far;
    }
    return -1;
}

/* Places a stone of the mover on empty cell x and ends the turn. */
static void place(const game_t *g, hexline_state_t *st, int x, event_list_t *ev)
{
    int p = st->head.to_move;
    st->cell[x] = (uint8_t)p;
    st->filled++;
    event_add(ev, EV_PLACE, p, x, -1, 0);
    int won = longest_at(g, st, x, p) >= HL_LINE;
    if (won) {
        st->head.status = GAME_WIN;
        st->head.winners = (uint8_t)(1u << (p - 1));
    } else if (st->filled == g->board.ncells) {
        st->head.status = GAME_DRAW;
    }
    int spark = !won && ev ? spark_end(g, st, x, p) : -1;
    game_next_turn(g, st);
    if (spark >= 0) {
        event_beat(ev);
        event_add_verb(ev, &hexline_verbs, HEXLINE_EV_SPARK, p, x, spark, 3);
    }
    if (st->head.status == GAME_ONGOING || !ev) return;
    event_beat(ev);
    if (won)
        for (int d = 0; d < 3; d++) {
            if (line_through(g, st, x, d, p) < HL_LINE) continue;
            event_add(ev, EV_CHAIN, p, x, -1, 0);
            for (int k = 0; k < 2; k++)
                for (int c = board_step(&g->board, x, (d + 3 * k) % 6); c >= 0 && st->cell[c] == p;
                     c = board_step(&g->board, c, (d + 3 * k) % 6))
                    event_add(ev, EV_CHAIN, p, c, -1, 0);
        }
    event_add(ev, EV_WIN, 0, -1, -1, won ? st->head.winners : 0);
}

static int hl_default_side(int players)
{
    (void)players;
    return 3;
}

static int hl_init(const game_t *g, void *vst, const level_t *lv, char *err, size_t errlen)
{
    hexline_state_t *st = vst;
    const board_t *b = &g->board;
    memset(st, 0, sizeof *st);
    if (lv->phase) {
        snprintf(err, errlen, "%s:%d: Hexline has no phases", lv->path, lv->line_phase);
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
    for (int i = 0; i < b->ncells; i++) {
        if (chars[i] == '.') continue;
        if (chars[i] != '1' && chars[i] != '2') {
            snprintf(err, errlen, "%s: cell %s: '%c' is not a Hexline cell (use '.', '1' or '2')",
                     lv->path, b->cells[i].name, chars[i]);
            return -1;
        }
        st->cell[i] = (uint8_t)(chars[i] - '0');
        st->filled++;
    }
    st->head.to_move = (int8_t)(lv->to_move ? lv->to_move : 1);
    for (int p = 1; p <= 2; p++)
        if (longest(g, st, p) >= HL_LINE) {
            st->head.status = GAME_WIN;
            st->head.winners |= (uint8_t)(1u << (p - 1));
        }
    if (st->head.status == GAME_ONGOING && st->filled == b->ncells) st->head.status = GAME_DRAW;
    return 0;
}

static int hl_actions(const game_t *g, const void *vst, action_t *out, int max)
{
    const hexline_state_t *st = vst;
    int n = 0;
    if (st->head.status != GAME_ONGOING) return 0;
    for (int i = 0; i < g->board.ncells && n < max; i++)
        if (!st->cell[i]) out[n++] = (action_t){.kind = ACT_PLACE, .player = st->head.to_move, .a = (int16_t)i};
    if (n < max && game_swap_legal(g, st)) out[n++] = (action_t){.kind = ACT_SWAP, .player = 2};
    return n;
}

static int hl_moves(const game_t *g, const void *st, move_t *out, int max)
{
    action_t acts[BOARD_MAX_CELLS + 1];
    int n = hl_actions(g, st, acts, BOARD_MAX_CELLS + 1);
    if (n > max) return -1;
    for (int i = 0; i < n; i++) {
        out[i].n = 1;
        out[i].a[0] = acts[i];
    }
    return n;
}

static int hl_act(const game_t *g, void *vst, const action_t *a, event_list_t *ev, char *err, size_t errlen)
{
    hexline_state_t *st = vst;
    if (st->head.status != GAME_ONGOING) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    if (a->kind == ACT_SWAP) {
        if (!game_swap_legal(g, st)) {
            snprintf(err, errlen, "Hexline: swap is only allowed as Blue's answer to Red's first stone, with the pie rule on");
            return -1;
        }
        game_apply_swap(g, st, ev);
        return 0;
    }
    if (a->kind != ACT_PLACE) {
        snprintf(err, errlen, "Hexline: a turn places one stone");
        return -1;
    }
    if (a->a < 0 || a->a >= g->board.ncells) {
        snprintf(err, errlen, "Hexline: no cell %d on this board", a->a);
        return -1;
    }
    if (st->cell[a->a]) {
        snprintf(err, errlen, "Hexline: %s is occupied", g->board.cells[a->a].name);
        return -1;
    }
    place(g, st, a->a, ev);
    return 0;
}

static int hl_parse(const game_t *g, const void *vst, const char *text, move_t *m, char *err, size_t errlen)
{
    const hexline_state_t *st = vst;
    const char *s = game_skip_blanks(text ? text : "");
    int len = 0;
    if (game_word_is(s, "swap", &len) && !*game_skip_blanks(s + len)) {
        m->n = 1;
        m->a[0] = (action_t){.kind = ACT_SWAP, .player = 2};
        return 0;
    }
    int cell = board_parse_cell_prefix(&g->board, s, &len);
    if (cell < 0 || *game_skip_blanks(s + len)) {
        snprintf(err, errlen, "a Hexline move is one cell of the board (or 'swap'), not '%.40s'", s);
        return -1;
    }
    m->n = 1;
    m->a[0] = (action_t){.kind = ACT_PLACE, .player = st ? st->head.to_move : 0, .a = (int16_t)cell};
    return 0;
}

static void hl_format(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    (void)st;
    if (!n) return;
    buf[0] = '\0';
    if (!m || m->n < 1) return;
    if (m->a[0].kind == ACT_SWAP) snprintf(buf, n, "swap");
    else if (m->a[0].kind == ACT_PLACE && m->a[0].a >= 0 && m->a[0].a < g->board.ncells)
        snprintf(buf, n, "%s", g->board.cells[m->a[0].a].name);
}

static void hl_board_chars(const game_t *g, const void *vst, char *chars)
{
    const hexline_state_t *st = vst;
    for (int i = 0; i < g->board.ncells; i++) chars[i] = st->cell[i] ? (char)('0' + st->cell[i]) : '.';
}

/* The score line: the longest line of the player's stones. */
static int hl_score(const game_t *g, const void *st, int player, int *out, int max)
{
    if (player < 1 || player > 2 || max < 1) return 0;
    out[0] = longest(g, st, player);
    return 1;
}

static void hl_view(const game_t *g, const void *vst, game_view_t *v)
{
    const hexline_state_t *st = vst;
    memset(v, 0, sizeof *v);
    memcpy(v->cell, st->cell, (size_t)g->board.ncells);
}

static void hl_status_text(const game_t *g, const void *st, char *buf, size_t n)
{
    snprintf(buf, n, "Longest lines: Red %d - Blue %d", longest(g, st, 1), longest(g, st, 2));
}

static int hl_random_turn(const game_t *g, void *vst, rng_t *rng)
{
    hexline_state_t *st = vst;
    if (st->head.status != GAME_ONGOING) return -1;
    int free_cells = g->board.ncells - st->filled;
    if (free_cells <= 0) return -1;
    int k = (int)rng_below(rng, (uint32_t)free_cells);
    for (int i = 0; i < g->board.ncells; i++)
        if (!st->cell[i] && k-- == 0) {
            place(g, st, i, NULL);
            return 0;
        }
    return -1;
}

/* How it looks, speaks, is taught and animates its spark (hexline_look.c,
 * hexline_words.c, hexline_learn.c, hexline_present.c); no AI knowledge:
 * the search plays it from the rules alone. */
extern const struct game_look hexline_look;
extern const struct game_words hexline_words;
extern const struct game_learn hexline_learn;
extern const struct game_present hexline_present;

const game_rules_t hexline_rules = {
    .id = "hexline",
    .name = "Hexline",
    .pitch = "Four in a row on a hexagon",
    .colour_names = hl_colours,
    .board_kind = BOARD_HEXHEX,
    .min_side = 3,
    .max_side = 4,
    .min_players = 2,
    .max_players = 2,
    .default_side = hl_default_side,
    .options = hl_options,
    .noptions = 1,
    .state_size = sizeof(hexline_state_t),
    .init = hl_init,
    .actions = hl_actions,
    .act = hl_act,
    .moves = hl_moves,
    .parse = hl_parse,
    .format = hl_format,
    .board_chars = hl_board_chars,
    .score = hl_score,
    .view = hl_view,
    .status_text = hl_status_text,
    .random_turn = hl_random_turn,
    .look = &hexline_look,
    .words = &hexline_words,
    .learn = &hexline_learn,
    .verbs = &hexline_verbs,
    .present = &hexline_present,
};
