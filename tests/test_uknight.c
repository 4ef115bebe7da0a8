/* Uknight rules engine (docs/rules/uknight.md, issue 7).
 *
 * Besides the checks of docs/rules/uknight.md and the edge cases, a naive
 * reference implementation of the rules below (cells, neighbour lists and a
 * breadth-first search, no bitboards) is compared move by move with the
 * engine on positions from random games: the legal-move lists, the board
 * after every move, the phase and the result. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <strings.h>

#include "core/game.h"
#include "games/uknight/uknight.h"
#include "games/learn.h"
#include "lib_gametest.h"

/* ------------------------------------------------------------ helpers */

static int check_mode(void) { return getenv("HEXARCADE_CHECK") != NULL; }

static game_t *mk(const char *setup) { return gametest_game("uknight", setup); }

static char char_at(const game_t *g, const void *st, const char *name)
{
    char chars[BOARD_MAX_CELLS];
    g->rules->board_chars(g, st, chars);
    return chars[gametest_cell(g, name)];
}

/* Level text: pieces are words "<char><cell>" with char 1, 2, A or B. */
static char *level_text(const game_t *g, int to_move, int phase, const char *pieces, const char *extra)
{
    char chars[BOARD_MAX_CELLS], board[4096];
    gametest_cell_chars(g, pieces, chars);
    board_format_text(&g->board, chars, board, sizeof board);
    char *out = malloc(8192);
    assert_non_null(out);
    snprintf(out, 8192, "game: uknight\nsize: %d\nplayers: 2\nto-move: %d\n%s%s%sboard:\n%s",
             g->setup.side, to_move, phase ? "phase: " : "", phase ? (phase == 1 ? "1\n" : "2\n") : "",
             extra ? extra : "", board);
    return out;
}

static void *pos(const game_t *g, int to_move, int phase, const char *pieces)
{
    char *t = level_text(g, to_move, phase, pieces, NULL);
    void *st = gametest_level_state(g, t);
    free(t);
    return st;
}

static int phase_of(const game_t *g, const void *st)
{
    char buf[128];
    g->rules->status_text(g, st, buf, sizeof buf);
    assert_true(!strncmp(buf, "Phase ", 6));
    return buf[6] - '0';
}

/* The sorted legal moves (at most 4096), space-separated (heap). */
static char *legal(const game_t *g, const void *st) { return gametest_legal_max(g, st, 4096); }

static int legal_has(const game_t *g, const void *st, const char *move)
{
    return gametest_legal_has(g, st, 4096, move);
}

/* The legal moves whose text begins with prefix, space-separated, sorted. */
static void legal_prefixed(const game_t *g, const void *st, const char *prefix, char *out, size_t n)
{
    char *s = legal(g, st);
    out[0] = '\0';
    for (char *save = NULL, *w = strtok_r(s, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (!strncmp(w, prefix, strlen(prefix))) {
            if (out[0]) strncat(out, " ", n - strlen(out) - 1);
            strncat(out, w, n - strlen(out) - 1);
        }
    free(s);
}

static void score2(const game_t *g, const void *st, int p, int *pieces, int *groups)
{
    int out[GAME_SCORE_MAX];
    assert_int_equal(g->rules->score(g, st, p, out, GAME_SCORE_MAX), 2);
    *pieces = out[0];
    *groups = out[1];
}

static int thr_of(int side) { return side == 5 ? 4 : side == 6 ? 6 : 8; }

/* ------------------------------------------------------------ reference rules */

/* docs/rules/uknight.md: the knight offsets (1,3) (2,3) (3,1) (3,2) (2,-1) (1,-2) and
 * their negatives. */
static const int RDC[12] = {1, 2, 3, 3, 2, 1, -1, -2, -3, -3, -2, -1};
static const int RDR[12] = {3, 3, 1, 2, -1, -2, -3, -3, -1, -2, 1, 2};

typedef struct {
    char c[BOARD_MAX_CELLS];
    int phase, to_move, passes, status, winners;
} ref_t;

typedef struct {
    char text[32];
    ref_t after;
} ref_move_t;

static int r_own(char ch) { return ch == '1' || ch == 'A' ? 1 : ch == '2' || ch == 'B' ? 2 : 0; }
static int r_dbl(char ch) { return ch == 'A' || ch == 'B'; }
static char r_piece(int p, int dbl) { return dbl ? (p == 1 ? 'A' : 'B') : (char)('0' + p); }

static int r_knights(const game_t *g, int i, int *out)
{
    int n = 0;
    for (int k = 0; k < 12; k++) {
        int t = board_cell_at(&g->board, g->board.cells[i].c + RDC[k], g->board.cells[i].r + RDR[k]);
        if (t >= 0) out[n++] = t;
    }
    return n;
}

static int r_friends(const game_t *g, const char *c, int i, int p)
{
    int kn[12], n = r_knights(g, i, kn), f = 0;
    for (int k = 0; k < n; k++) f += r_own(c[kn[k]]) == p;
    return f;
}

static int r_united(const game_t *g, const char *c, int p)
{
    int queue[BOARD_MAX_CELLS], seen[BOARD_MAX_CELLS] = {0}, total = 0, first = -1;
    for (int i = 0; i < g->board.ncells; i++)
        if (r_own(c[i]) == p) {
            total++;
            if (first < 0) first = i;
        }
    if (!total) return 0;
    int head = 0, tail = 0;
    queue[tail++] = first;
    seen[first] = 1;
    while (head < tail) {
        int x = queue[head++];
        for (int k = 0; k < g->board.cells[x].nnb; k++) {
            int y = g->board.cells[x].nb[k];
            if (!seen[y] && r_own(c[y]) == p) {
                seen[y] = 1;
                queue[tail++] = y;
            }
        }
    }
    return tail == total;
}

static int r_cleanup(const game_t *g, char *c, int p)
{
    int rm[BOARD_MAX_CELLS], n = 0;
    for (int i = 0; i < g->board.ncells; i++) {
        if (c[i] != (char)('0' + p)) continue;
        int lonely = 1;
        for (int k = 0; k < g->board.cells[i].nnb; k++) lonely &= r_own(c[g->board.cells[i].nb[k]]) != p;
        int kn[12], m = r_knights(g, i, kn), hopeless = 1;
        for (int k = 0; k < m; k++) hopeless &= r_own(c[kn[k]]) == 3 - p;
        if (lonely && hopeless) rm[n++] = i;
    }
    for (int k = 0; k < n; k++) c[rm[k]] = '.';
    return n;
}

static void r_finish(const game_t *g, ref_t *r, int pass)
{
    int me = r->to_move;
    r->passes = pass ? r->passes + 1 : 0;
    int axes = 0;
    for (int i = 0; i < g->board.ncells; i++) axes += r_dbl(r->c[i]);
    if (r->phase == 1 && axes >= thr_of(g->setup.side)) r->phase = 2;
    if (r_united(g, r->c, me)) r->status = GAME_WIN, r->winners = 1 << (me - 1);
    else if (r_united(g, r->c, 3 - me)) r->status = GAME_WIN, r->winners = 1 << (2 - me);
    else if (r->passes >= 2) r->status = GAME_DRAW;
    r->to_move = 3 - me;
}

static void r_add(ref_move_t *out, int *n, const char *prefix, const char *text, const ref_t *after)
{
    snprintf(out[*n].text, sizeof out[*n].text, "%s%s", prefix, text);
    out[*n].after = *after;
    (*n)++;
}

/* Every whole turn of r except swap (with the board after it). */
static void r_actions(const game_t *g, const ref_t *r, int block, const char *prefix, ref_move_t *out, int *n)
{
    const board_t *b = &g->board;
    int p = r->to_move, q = 3 - p;
    char t[32];
    for (int i = 0; i < b->ncells; i++) {
        if (r->phase == 1 && r->c[i] == '.') {
            int f = r_friends(g, r->c, i, p);
            if (!f) continue;
            ref_t a = *r;
            a.c[i] = r_piece(p, f >= 3);
            r_finish(g, &a, 0);
            r_add(out, n, prefix, b->cells[i].name, &a);
        }
        if (r->phase == 2 && r_own(r->c[i]) == p) {
            int kn[12], m = r_knights(g, i, kn);
            for (int k = 0; k < m; k++) {
                if (r->c[kn[k]] != '.') continue;
                ref_t a = *r;
                a.c[i] = '.';
                int dbl = r_dbl(r->c[i]) || r_friends(g, a.c, kn[k], p) >= 3;
                a.c[kn[k]] = r_piece(p, dbl);
                r_finish(g, &a, 0);
                snprintf(t, sizeof t, "%s-%s", b->cells[i].name, b->cells[kn[k]].name);
                r_add(out, n, prefix, t, &a);
            }
        }
        if (r_own(r->c[i]) == p && r_dbl(r->c[i])) {
            for (int d = 0; d < 6; d++) {
                for (int x = b->dir_nb[i][d]; x >= 0; x = b->dir_nb[x][d]) {
                    int o = r_own(r->c[x]);
                    if (o == p) {
                        if (block) break;
                        continue;
                    }
                    if (o == q && r->phase == 1 && r_dbl(r->c[x])) break;
                    ref_t a = *r;
                    a.c[i] = r_piece(p, 0);
                    a.c[x] = r_piece(p, o == q && r_dbl(r->c[x]));
                    r_finish(g, &a, 0);
                    snprintf(t, sizeof t, "%s>%s", b->cells[i].name, b->cells[x].name);
                    r_add(out, n, prefix, t, &a);
                    if (o == q) break;
                }
            }
        }
    }
}

static int r_turns(const game_t *g, const ref_t *r, int block, int swap_legal, ref_move_t *out)
{
    int n = 0;
    if (r->status != GAME_ONGOING) return 0;
    ref_t a = *r;
    if (swap_legal) {
        r_add(out, &n, "", "swap", r); /* the board is unchanged */
        out[n - 1].after.passes = 0;
    }
    r_finish(g, &a, 1);
    r_add(out, &n, "", "pass", &a);
    r_actions(g, r, block, "", out, &n);
    ref_t c = *r;
    if (r_cleanup(g, c.c, r->to_move)) {
        a = c;
        r_finish(g, &a, 1);
        r_add(out, &n, "", "x", &a);
        r_actions(g, &c, block, "x,", out, &n);
    }
    return n;
}

static void r_from(const game_t *g, const void *st, ref_t *r)
{
    memset(r, 0, sizeof *r);
    g->rules->board_chars(g, st, r->c);
    r->phase = phase_of(g, st);
    r->to_move = game_head(st)->to_move;
    r->passes = game_head(st)->passes;
    r->status = game_head(st)->status;
    r->winners = game_head(st)->winners;
}

static int cmp_text(const void *a, const void *b)
{
    return strcmp(((const ref_move_t *)a)->text, ((const ref_move_t *)b)->text);
}

/* What the compared moves covered (all legal moves of the checked positions). */
static struct {
    long positions, max_moves, moves, cleanups, throws, captures, double_captures, wins, draws, phase_switches;
} cov;

static void cover(const game_t *g, const ref_t *r, const ref_move_t *m)
{
    cov.moves++;
    cov.cleanups += m->text[0] == 'x';
    const char *gt = strchr(m->text, '>');
    if (gt) {
        cov.throws++;
        int t = board_parse_cell(&g->board, gt + 1);
        assert_true(t >= 0);
        cov.captures += r_own(r->c[t]) == 3 - r->to_move;
        cov.double_captures += r->c[t] == (r->to_move == 1 ? 'B' : 'A');
    }
    cov.wins += m->after.status == GAME_WIN;
    cov.draws += m->after.status == GAME_DRAW;
    cov.phase_switches += m->after.phase != r->phase;
}

static void print_cover(const char *what)
{
    print_message("%s: %ld positions (at most %ld moves), %ld moves: %ld with clean-up, %ld throws (%ld captures, %ld of doubles), "
                  "%ld wins, %ld draws, %ld phase switches\n",
                  what, cov.positions, cov.max_moves, cov.moves, cov.cleanups, cov.throws, cov.captures, cov.double_captures,
                  cov.wins, cov.draws, cov.phase_switches);
}

/* Compares every legal move of st with the reference: the list, then the
 * board, phase and result after each move (all of them, or `sample`). */
static void diff_check(const game_t *g, const void *st, int sample, rng_t *rng)
{
    static ref_move_t rm[8192];
    ref_t r;
    r_from(g, st, &r);
    int n = r_turns(g, &r, game_opt(g, "own-pieces-block-axe"), game_swap_legal(g, st), rm);
    qsort(rm, (size_t)n, sizeof rm[0], cmp_text);
    cov.positions++;
    if (n > cov.max_moves) cov.max_moves = n;
    for (int i = 0; i < n; i++) cover(g, &r, &rm[i]);
    size_t len = 0;
    for (int i = 0; i < n; i++) len += strlen(rm[i].text) + 1;
    char *want = malloc(len + 1), *got = legal(g, st);
    assert_non_null(want);
    want[0] = '\0';
    for (int i = 0, at = 0; i < n; i++) at += sprintf(want + at, "%s%s", i ? " " : "", rm[i].text);
    if (strcmp(want, got))
        fail_msg("legal moves differ\nengine:    %s\nreference: %s\n%s", got, want, gametest_board(g, st));
    free(want);
    free(got);
    void *tmp = malloc(g->rules->state_size);
    assert_non_null(tmp);
    int checks = sample > 0 && sample < n ? sample : n;
    for (int k = 0; k < checks; k++) {
        int i = checks == n ? k : (int)rng_below(rng, (uint32_t)n);
        memcpy(tmp, st, g->rules->state_size);
        char canon[64], err[GAME_ERR_MAX];
        if (game_play(g, tmp, rm[i].text, NULL, canon, sizeof canon, err, sizeof err))
            fail_msg("legal '%s' refused: %s\n%s", rm[i].text, err, gametest_board(g, st));
        assert_string_equal(canon, rm[i].text);
        ref_t e;
        r_from(g, tmp, &e);
        const ref_t *w = &rm[i].after;
        if (memcmp(e.c, w->c, (size_t)g->board.ncells) || e.phase != w->phase || e.to_move != w->to_move ||
            e.status != w->status || e.winners != w->winners || e.passes != w->passes)
            fail_msg("after '%s': engine phase %d to-move %d status %d winners %d passes %d, reference "
                     "phase %d to-move %d status %d winners %d passes %d\nbefore:\n%s",
                     rm[i].text, e.phase, e.to_move, e.status, e.winners, e.passes, w->phase, w->to_move,
                     w->status, w->winners, w->passes, gametest_board(g, st));
    }
    free(tmp);
}

/* random_turn's result is the result of one of the legal moves. */
static void check_random_turn_legal(const game_t *g, const void *st, rng_t *rng)
{
    static move_t moves[8192];
    size_t sz = g->rules->state_size;
    void *a = gametest_dup(g, st), *b = malloc(sz);
    assert_non_null(b);
    assert_int_equal(g->rules->random_turn(g, a, rng), 0);
    int n = g->rules->moves(g, st, moves, 8192), found = 0;
    char err[GAME_ERR_MAX];
    assert_true(n > 0);
    for (int i = 0; i < n && !found; i++) {
        memcpy(b, st, sz);
        if (game_apply_move(g, b, &moves[i], NULL, err, sizeof err)) fail_msg("apply: %s", err);
        found = !memcmp(a, b, sz);
    }
    if (!found) fail_msg("random_turn made an illegal turn from\n%s", gametest_board(g, st));
    free(a);
    free(b);
}

/* ------------------------------------------------------------ set-up, start */

/* Issue 22, defect 9: player 2 is drawn red, so it is called Red
 * everywhere: the rules' colour names, options, messages, rules pages,
 * and every level, tutorial, puzzle and demonstration text. */
static void no_black(const char *where, const char *text)
{
    for (const char *p = text; p && *p; p++)
        if (!strncasecmp(p, "black", 5)) fail_msg("%s says 'black': %.60s", where, p);
}

static void no_black_in_dir(const char *dir, int *files)
{
    plat_dir_t *d = plat_dir_open(dir);
    if (!d) fail_msg("cannot open %s", dir);
    const char *e;
    while ((e = plat_dir_next(d))) {
        if (e[0] == '.') continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e);
        no_black(path, e);
        plat_dir_t *sub = plat_dir_open(path);
        if (sub) {
            plat_dir_close(sub);
            no_black_in_dir(path, files);
            continue;
        }
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        static char buf[1 << 16];
        size_t n = fread(buf, 1, sizeof buf - 1, f);
        fclose(f);
        buf[n] = '\0';
        no_black(path, buf);
        (*files)++;
    }
    plat_dir_close(d);
}

static void test_colours_white_and_red(void **state)
{
    (void)state;
    const game_rules_t *r = game_by_id("uknight");
    assert_string_equal(r->colour_names[0], "White");
    assert_string_equal(r->colour_names[1], "Red");
    no_black("the pitch", r->pitch);
    for (int i = 0; i < r->noptions; i++) {
        no_black("an option", r->options[i].label);
        no_black("an option", r->options[i].help);
    }
    const rules_book_t *b = &r->learn->rules;
    assert_true(b->npages > 0);
    for (int i = 0; i < b->npages; i++) {
        no_black("a rules page", b->pages[i].title);
        no_black("a rules page", b->pages[i].body);
        no_black("a rules page", b->pages[i].caption);
    }
    /* The engine's words: a swap refused on a later turn names Red. */
    game_t *g = gametest_game_sized("uknight", 6, "pie=on");
    void *st = gametest_start(g);
    gametest_play(g, st, "A3");
    gametest_play(g, st, "F4"); /* a knight's move from Red's E1 */
    const char *err = gametest_refuse(g, st, "swap");
    no_black("the swap refusal", err);
    assert_non_null(strstr(err, "Red"));
    free(st);
    game_free(g);
    int files = 0;
    no_black_in_dir("levels/uknight", &files);
    assert_true(files > 10);
}

static void test_registry_and_options(void **state)
{
    (void)state;
    const game_rules_t *r = game_by_id("uknight");
    assert_non_null(r);
    assert_string_equal(r->name, "Uknight");
    assert_int_equal(r->min_side, 5);
    assert_int_equal(r->max_side, 7);
    assert_int_equal(r->default_side(2), 6);
    assert_int_equal(r->min_players, 2);
    assert_int_equal(r->max_players, 2);
    assert_string_equal(r->colour_names[0], "White");
    assert_string_equal(r->colour_names[1], "Red");
    assert_int_equal(r->noptions, 2);
    assert_string_equal(r->options[0].key, "pie");
    assert_int_equal(r->options[0].def, 1);
    assert_string_equal(r->options[1].key, "own-pieces-block-axe");
    assert_int_equal(r->options[1].def, 0);
    game_setup_t s;
    char err[GAME_ERR_MAX];
    game_setup_default(r, &s, 2);
    assert_int_equal(s.side, 6);
    assert_int_not_equal(game_setup_parse(r, &s, "size=4", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "size=8", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "players=3", err, sizeof err), 0);
    assert_int_equal(game_setup_parse(r, &s, "size=7 own-pieces-block-axe=on pie=off", err, sizeof err), 0);
    assert_int_equal(s.side, 7);
    assert_int_equal(s.opt[1], 1);
    assert_int_equal(s.opt[0], 0);
}

static void test_start_positions(void **state)
{
    (void)state;
    static const char *const lists[3][2] = {
        {"A2 B1 D8 F9 H4 I6", "A4 B6 D1 F2 H9 I8"},
        {"A2 B1 E10 G11 J5 K7", "A5 B7 E1 G2 J11 K10"},
        {"A2 B1 F12 H13 L6 M8", "A6 B8 F1 H2 L13 M12"},
    };
    for (int side = 5; side <= 7; side++) {
        char setup[32];
        snprintf(setup, sizeof setup, "size=%d", side);
        game_t *g = mk(setup);
        void *st = gametest_start(g);
        char chars[BOARD_MAX_CELLS], expect[BOARD_MAX_CELLS], buf[64];
        memset(expect, '.', sizeof expect);
        for (int p = 0; p < 2; p++) {
            snprintf(buf, sizeof buf, "%s", lists[side - 5][p]);
            for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
                expect[gametest_cell(g, w)] = (char)('1' + p);
        }
        g->rules->board_chars(g, st, chars);
        assert_memory_equal(chars, expect, (size_t)g->board.ncells);
        assert_int_equal(game_head(st)->to_move, 1);
        assert_int_equal(game_head(st)->status, GAME_ONGOING);
        assert_int_equal(phase_of(g, st), 1);
        int pieces, groups;
        for (int p = 1; p <= 2; p++) {
            score2(g, st, p, &pieces, &groups);
            assert_int_equal(pieces, 6);
            assert_int_equal(groups, 6); /* the flanking cells do not touch */
        }
        char hud[128], want[64];
        g->rules->status_text(g, st, hud, sizeof hud);
        snprintf(want, sizeof want, "Phase 1 - axes 0 of %d", thr_of(side));
        assert_true(!strncmp(hud, want, strlen(want)));
        gametest_board_roundtrip(g, st);
        free(st);
        game_free(g);
    }
}

/* ------------------------------------------------------------ docs/rules/uknight.md checks */

static void test_knight_targets_of_b1(void **state)
{
    (void)state;
    for (int side = 5; side <= 7; side++) {
        char setup[32], got[512];
        snprintf(setup, sizeof setup, "size=%d", side);
        game_t *g = mk(setup);
        /* Phase 2: B1's knight moves; the other pieces keep both sides apart. */
        char pieces[128];
        snprintf(pieces, sizeof pieces, "1B1 1%c%d 2%c%d 2%c%d", 'A' + side - 1, 2 * side - 1, 'A' + 2 * side - 2,
                 2 * side - 1, 'A' + 2 * side - 2, side);
        void *st = pos(g, 1, 2, pieces);
        legal_prefixed(g, st, "B1-", got, sizeof got);
        assert_string_equal(got, "B1-A3 B1-C4 B1-D4 B1-E2 B1-E3");
        free(st);
        /* Phase 1 from the start: every one of them is a legal placement. */
        st = gametest_start(g);
        static const char *const t[] = {"A3", "C4", "D4", "E2", "E3"};
        for (int i = 0; i < 5; i++) assert_true(legal_has(g, st, t[i]));
        free(st);
        game_free(g);
    }
}

static void test_a3_then_d4_gets_an_axe(void **state)
{
    (void)state;
    for (int side = 5; side <= 7; side++) {
        char setup[32];
        snprintf(setup, sizeof setup, "size=%d", side);
        game_t *g = mk(setup);
        void *st = gametest_start(g);
        /* Without A3, D4 is a knight's move from B1 and A2 only: plain. */
        void *plain = gametest_dup(g, st);
        gametest_play(g, plain, "D4");
        assert_int_equal(char_at(g, plain, "D4"), '1');
        free(plain);
        gametest_play(g, st, "A3");
        assert_int_equal(char_at(g, st, "A3"), '1');
        gametest_play(g, st, "pass");
        event_list_t ev;
        event_list_init(&ev);
        char canon[64], err[GAME_ERR_MAX];
        assert_int_equal(game_play(g, st, "d4", &ev, canon, sizeof canon, err, sizeof err), 0);
        assert_string_equal(canon, "D4");
        assert_int_equal(char_at(g, st, "D4"), 'A');
        const event_t *pl = gametest_find_event(&ev, EV_PLACE), *ax = gametest_find_verb(&ev, UKNIGHT_EV_AXE);
        assert_non_null(pl);
        assert_non_null(ax);
        assert_int_equal(pl->cell, gametest_cell(g, "D4"));
        assert_int_equal(ax->cell, gametest_cell(g, "D4"));
        assert_true(ax->beat > pl->beat);
        game_view_t v;
        g->rules->view(g, st, &v);
        assert_int_equal(v.cell[gametest_cell(g, "D4")], 1 | VIEW_ALT);
        assert_int_equal(v.cell[gametest_cell(g, "A3")], 1);
        char hud[128];
        g->rules->status_text(g, st, hud, sizeof hud);
        assert_non_null(strstr(hud, "axes 1 of"));
        event_list_free(&ev);
        free(st);
        game_free(g);
    }
}

static void test_placement_rules(void **state)
{
    (void)state;
    game_t *g = mk("size=6");
    void *st = gametest_start(g);
    const char *m = gametest_refuse(g, st, "F6");
    assert_non_null(strstr(m, "knight's move from one of your pieces"));
    m = gametest_refuse(g, st, "B1");
    assert_non_null(strstr(m, "not empty"));
    m = gametest_refuse(g, st, "A5"); /* Red's stone */
    assert_non_null(strstr(m, "not empty"));
    m = gametest_refuse(g, st, "B1-E3");
    assert_non_null(strstr(m, "phase 2"));
    m = gametest_refuse(g, st, "B1>B5");
    assert_non_null(strstr(m, "doubles"));
    m = gametest_refuse(g, st, "x");
    assert_non_null(strstr(m, "remove nothing"));
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ throws */

static void test_throw_over_own_pieces(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    /* White double C5, own stones D5 E5, empty F5 G5, Red stone H5. */
    const char *pieces = "AC5 1D5 1E5 2H5 2B1 2C1 1E9";
    void *st = pos(g, 1, 1, pieces);
    char got[512];
    legal_prefixed(g, st, "C5>", got, sizeof got);
    assert_non_null(strstr(got, "C5>F5"));
    assert_non_null(strstr(got, "C5>G5"));
    assert_non_null(strstr(got, "C5>H5"));
    assert_null(strstr(got, "C5>I5"));
    assert_null(strstr(got, "C5>D5"));
    void *a = gametest_dup(g, st);
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX], canon[64];
    assert_int_equal(game_play(g, a, " c5 > f5 ", &ev, canon, sizeof canon, err, sizeof err), 0);
    assert_string_equal(canon, "C5>F5");
    assert_int_equal(char_at(g, a, "C5"), '1');
    assert_int_equal(char_at(g, a, "F5"), '1');
    /* Events: the axe leaves, flies, lands as a plain stone. */
    const event_t *off = gametest_find_verb(&ev, UKNIGHT_EV_AXE_OFF), *fly = gametest_find_verb(&ev, UKNIGHT_EV_THROW),
                  *land = gametest_find_event(&ev, EV_PLACE);
    assert_non_null(off);
    assert_non_null(fly);
    assert_non_null(land);
    assert_int_equal(off->cell, gametest_cell(g, "C5"));
    assert_int_equal(fly->cell, gametest_cell(g, "C5"));
    assert_int_equal(fly->cell2, gametest_cell(g, "F5"));
    assert_int_equal(land->cell, gametest_cell(g, "F5"));
    assert_int_equal(land->piece, PIECE_STONE);
    assert_true(off->beat < fly->beat && fly->beat < land->beat);
    assert_int_equal(gametest_count_verb(&ev, UKNIGHT_EV_CHOP), 0);
    event_list_free(&ev);
    free(a);
    /* Past the first opposing piece, onto own pieces: refused. */
    const char *m = gametest_refuse(g, st, "C5>I5");
    assert_non_null(strstr(m, "first opposing piece"));
    m = gametest_refuse(g, st, "C5>D5");
    assert_non_null(strstr(m, "own piece"));
    m = gametest_refuse(g, st, "C5>E6");
    assert_non_null(strstr(m, "straight line"));
    /* The capture of a plain stone. */
    a = gametest_dup(g, st);
    event_list_init(&ev);
    assert_int_equal(game_play(g, a, "C5>H5", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(char_at(g, a, "H5"), '1');
    const event_t *rc = gametest_find_verb(&ev, UKNIGHT_EV_CHOP);
    assert_non_null(rc);
    assert_int_equal(rc->cell, gametest_cell(g, "H5"));
    assert_int_equal(rc->piece, PIECE_STONE);
    assert_int_equal(rc->player, 1);
    event_list_free(&ev);
    free(a);
    free(st);
    game_free(g);
    /* own-pieces-block-axe: own pieces stop the axe. */
    g = mk("size=5 own-pieces-block-axe=on");
    st = pos(g, 1, 1, pieces);
    legal_prefixed(g, st, "C5>", got, sizeof got);
    assert_null(strstr(got, "C5>F5"));
    assert_null(strstr(got, "C5>H5"));
    assert_non_null(strstr(got, "C5>B5"));
    m = gametest_refuse(g, st, "C5>F5");
    assert_non_null(strstr(m, "blocks the axe"));
    free(st);
    game_free(g);
}

static void test_capture_double_phase2_not_phase1(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    const char *pieces = "AC5 1D5 BG5 2H5 2B1 2C1 1E9";
    /* Phase 1: the double on G5 cannot be captured and blocks the line. */
    void *st = pos(g, 1, 1, pieces);
    assert_true(legal_has(g, st, "C5>F5"));
    assert_true(legal_has(g, st, "C5>E5"));
    assert_false(legal_has(g, st, "C5>G5"));
    assert_false(legal_has(g, st, "C5>H5"));
    const char *m = gametest_refuse(g, st, "C5>G5");
    assert_non_null(strstr(m, "phase 1"));
    m = gametest_refuse(g, st, "C5>H5");
    assert_non_null(strstr(m, "phase 1"));
    free(st);
    /* Phase 2: captured, and it stays a double (of White's now). */
    st = pos(g, 1, 2, pieces);
    assert_true(legal_has(g, st, "C5>G5"));
    assert_false(legal_has(g, st, "C5>H5"));
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    assert_int_equal(game_play(g, st, "C5>G5", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(char_at(g, st, "G5"), 'A');
    assert_int_equal(char_at(g, st, "C5"), '1');
    const event_t *rc = gametest_find_verb(&ev, UKNIGHT_EV_CHOP);
    assert_non_null(rc);
    assert_int_equal(rc->piece, PIECE_ALT);
    assert_int_equal(rc->cell, gametest_cell(g, "G5"));
    /* Every throw removes one axe from the board: 2 before, 1 after. */
    char hud[128];
    g->rules->status_text(g, st, hud, sizeof hud);
    assert_non_null(strstr(hud, "axes 1"));
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* docs/rules/conventions.md 0.1: the neighbours of E5 (side 5) are D4 D5 E4 E6 F5 F6, the
 * first cells of the six directions: an axe from E5 captures each of them. */
static void test_directions_of_e5(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    void *st = pos(g, 1, 2, "AE5 2D4 2D5 2E4 2E6 2F5 2F6 2I9 1A1");
    char got[512];
    legal_prefixed(g, st, "E5>", got, sizeof got);
    assert_string_equal(got, "E5>D4 E5>D5 E5>E4 E5>E6 E5>F5 E5>F6");
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ phases */

/* Phase 1 with thr-1 doubles on the middle row; White's D4 (a knight's move
 * from B1, A2, A3) makes the threshold. */
static char *phase_position(const game_t *g, int axes, int phase)
{
    int n = g->setup.side;
    char pieces[512] = "1B1 1A2 1A3 2E1";
    for (int i = 0; i < axes; i++) {
        char w[16];
        int c = i < n ? 2 * n - 2 - 2 * i : 2 * n - 2 - 2 * (i - n), r = i < n ? n : n + 2;
        snprintf(w, sizeof w, " %c%c%d", i % 2 ? 'B' : 'A', 'A' + c, r);
        strcat(pieces, w);
    }
    return level_text(g, 1, phase, pieces, NULL);
}

static void test_phase_switch(void **state)
{
    (void)state;
    for (int side = 5; side <= 7; side++) {
        char setup[32], err[GAME_ERR_MAX];
        snprintf(setup, sizeof setup, "size=%d", side);
        game_t *g = mk(setup);
        int thr = thr_of(side);
        char *t = phase_position(g, thr - 1, 1);
        void *st = gametest_level_state(g, t);
        free(t);
        assert_int_equal(phase_of(g, st), 1);
        /* The placement makes the threshold; phase 2 begins after the turn. */
        action_t place = {.kind = ACT_PLACE, .player = 1, .a = (int16_t)gametest_cell(g, "D4")};
        event_list_t ev;
        event_list_init(&ev);
        assert_int_equal(game_act(g, st, &place, &ev, err, sizeof err), 0);
        assert_int_equal(char_at(g, st, "D4"), 'A');
        assert_int_equal(phase_of(g, st), 1);
        action_t acts[16];
        assert_int_equal(g->rules->actions(g, st, acts, 16), 1);
        assert_int_equal(acts[0].kind, ACT_END);
        action_t end = {.kind = ACT_END};
        assert_int_equal(game_act(g, st, &end, &ev, err, sizeof err), 0);
        assert_int_equal(phase_of(g, st), 2);
        const event_t *ph = gametest_find_verb(&ev, UKNIGHT_EV_PHASE);
        assert_non_null(ph);
        assert_int_equal(ph->value, 2);
        event_list_free(&ev);
        /* Red may no longer place; knight moves and throws instead. */
        char *text = legal(g, st);
        for (char *save = NULL, *w = strtok_r(text, " ", &save); w; w = strtok_r(NULL, " ", &save))
            assert_true(strchr(w, '-') || strchr(w, '>') || !strcmp(w, "pass"));
        free(text);
        const char *m = gametest_refuse(g, st, "F2");
        assert_non_null(strstr(m, "phase 2"));
        /* Axes thrown away: phase 2 stays. */
        char thrower[16];
        snprintf(thrower, sizeof thrower, "%c%d>", 'A' + 2 * side - 4, side);
        char got[512];
        legal_prefixed(g, st, thrower, got, sizeof got);
        assert_true(strlen(got) > 0);
        *strchr(got, ' ') = '\0';
        gametest_play(g, st, got);
        assert_int_equal(phase_of(g, st), 2);
        char hud[128], want[64];
        g->rules->status_text(g, st, hud, sizeof hud);
        snprintf(want, sizeof want, "axes %d", thr - 1);
        assert_non_null(strstr(hud, want));
        free(st);
        /* A level's phase is taken as given: phase 1 with the threshold on
         * the board still places, and turns to phase 2 after that turn. */
        t = phase_position(g, thr, 1);
        st = gametest_level_state(g, t);
        free(t);
        assert_int_equal(phase_of(g, st), 1);
        assert_true(legal_has(g, st, "D4"));
        gametest_play(g, st, "pass");
        assert_int_equal(phase_of(g, st), 2);
        free(st);
        /* And phase 2 with no axes at all stays phase 2. */
        st = pos(g, 1, 2, "1B1 1A2 2E1 2F2");
        assert_int_equal(phase_of(g, st), 2);
        assert_false(legal_has(g, st, "D4"));
        free(st);
        game_free(g);
    }
}

static void test_knight_move_makes_double(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    /* D4 is a knight's move from B1, A2, A3 (and not from E1). */
    void *st = pos(g, 1, 2, "1B1 1A2 1A3 1G6 2E1 2I9");
    const char *m = gametest_refuse(g, st, "G6-G5");
    assert_non_null(strstr(m, "not a knight's move"));
    assert_non_null(strstr(m, "from G6 to G5")); /* in words, not "G6-G5" */
    m = gametest_refuse(g, st, "E1-E4");
    assert_non_null(strstr(m, "no piece of yours"));
    free(st);
    /* A plain stone arriving a knight's move from 3 other pieces gets an axe;
     * it does not count itself (A3 -> D4 leaves only B1, A2). */
    st = pos(g, 1, 2, "1B1 1A2 1A3 1F6 2E1 2I9");
    void *a = gametest_dup(g, st);
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    assert_int_equal(game_play(g, a, "A3-D4", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(char_at(g, a, "D4"), '1');
    const event_t *lp = gametest_find_verb(&ev, UKNIGHT_EV_LEAP);
    assert_non_null(lp);
    assert_int_equal(lp->cell, gametest_cell(g, "A3"));
    assert_int_equal(lp->cell2, gametest_cell(g, "D4"));
    assert_int_equal(gametest_count_verb(&ev, UKNIGHT_EV_AXE), 0);
    event_list_clear(&ev);
    free(a);
    /* F6 -> C4 is (-3,-2); C4 is a knight's move from B1 only. */
    a = gametest_dup(g, st);
    assert_int_equal(game_play(g, a, "F6-C4", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(char_at(g, a, "C4"), '1');
    event_list_clear(&ev);
    free(a);
    /* G5 -> D4 is (-3,-1): D4 is a knight's move from B1, A2 and A3. */
    free(st);
    st = pos(g, 1, 2, "1B1 1A2 1A3 1G5 2E1 2I9");
    assert_int_equal(game_play(g, st, "G5-D4", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(char_at(g, st, "D4"), 'A');
    assert_non_null(gametest_find_verb(&ev, UKNIGHT_EV_AXE));
    event_list_free(&ev);
    free(st);
    /* A double keeps its axe when it moves. */
    st = pos(g, 1, 2, "AG5 1B1 2E1 2I9");
    gametest_play(g, st, "G5-D4");
    assert_int_equal(char_at(g, st, "D4"), 'A');
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ clean-up */

static void test_cleanup(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    /* White A1 and E1 are single plain stones whose knight cells (B4 C4 D2
     * D3 and F4 G4 C2 D3) all hold Red pieces; the double A4 and the stone
     * I8 stay. */
    const char *pieces = "1A1 1E1 AA4 1I8 2B4 2C4 2D2 2D3 2F4 2G4 2C2";
    void *st = pos(g, 1, 1, pieces);
    assert_true(legal_has(g, st, "x"));
    /* The actions after x are computed on the cleaned board: the axe from A4
     * may then stop on A1. */
    assert_false(legal_has(g, st, "A4>A1"));
    assert_true(legal_has(g, st, "x,A4>A1"));
    assert_true(legal_has(g, st, "A4>A2"));
    assert_true(legal_has(g, st, "x,A4>A2"));
    int pieces_before, groups;
    score2(g, st, 1, &pieces_before, &groups);
    assert_int_equal(pieces_before, 4);
    void *a = gametest_dup(g, st);
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX], canon[64];
    assert_int_equal(game_play(g, a, "X", &ev, canon, sizeof canon, err, sizeof err), 0);
    assert_string_equal(canon, "x");
    assert_int_equal(char_at(g, a, "A1"), '.');
    assert_int_equal(char_at(g, a, "E1"), '.');
    assert_int_equal(char_at(g, a, "A4"), 'A');
    assert_int_equal(char_at(g, a, "I8"), '1');
    assert_int_equal(gametest_count_events(&ev, EV_REMOVE), 2);
    assert_int_equal(gametest_count_events(&ev, EV_PASS), 1); /* clean-up then nothing: a pass */
    assert_int_equal(game_head(a)->passes, 1);
    const event_t *sc = gametest_find_event(&ev, EV_SCORE);
    assert_non_null(sc);
    assert_int_equal(sc->player, 1);
    assert_int_equal(sc->aux, 2);
    event_list_free(&ev);
    free(a);
    /* x,pass is another spelling of x. */
    a = gametest_dup(g, st);
    assert_int_equal(game_play(g, a, "x , PASS", NULL, canon, sizeof canon, err, sizeof err), 0);
    assert_string_equal(canon, "x");
    free(a);
    /* With an action. */
    a = gametest_dup(g, st);
    assert_int_equal(game_play(g, a, "x,a4>a1", NULL, canon, sizeof canon, err, sizeof err), 0);
    assert_string_equal(canon, "x,A4>A1");
    assert_int_equal(char_at(g, a, "A1"), '1');
    assert_int_equal(char_at(g, a, "A4"), '1');
    assert_int_equal(char_at(g, a, "E1"), '.');
    free(a);
    /* Red has nothing to clean up. */
    a = gametest_dup(g, st);
    gametest_play(g, a, "pass");
    assert_false(legal_has(g, a, "x"));
    free(a);
    /* Clean-up is offered only when it removes something, and comes first. */
    const char *m = gametest_refuse(g, st, "A4>A2,x");
    assert_non_null(strstr(m, "must come first"));
    free(st);
    /* Clean-up can unite the rest: then the x turn wins. */
    st = pos(g, 1, 1, "1A1 1G7 1H7 2B4 2C4 2D2 2D3 2I9 2E9");
    a = gametest_dup(g, st);
    gametest_play(g, a, "x");
    assert_int_equal(game_head(a)->status, GAME_WIN);
    assert_int_equal(game_head(a)->winners, 1);
    free(a);
    free(st);
    game_free(g);
}

static void test_turn_state_machine(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    void *st = pos(g, 1, 1, "1A1 1E1 AA4 1I8 2B4 2C4 2D2 2D3 2F4 2G4 2C2");
    action_t acts[512];
    char err[GAME_ERR_MAX];
    int n = g->rules->actions(g, st, acts, 512), has_cl = 0, has_end = 0, has_pass = 0;
    for (int i = 0; i < n; i++) {
        has_cl |= acts[i].kind == ACT_CLEANUP;
        has_end |= acts[i].kind == ACT_END;
        has_pass |= acts[i].kind == ACT_PASS;
    }
    assert_true(has_cl && has_pass && !has_end);
    /* ACT_END with nothing done, junk values: refused, nothing changes. */
    action_t bad[] = {
        {.kind = ACT_END},
        {.kind = 99},
        {.kind = -3},
        {.kind = ACT_PLACE, .a = -1},
        {.kind = ACT_PLACE, .a = 9999},
        {.kind = ACT_MOVE, .a = 0, .b = 30000},
        {.kind = ACT_THROW, .a = (int16_t)gametest_cell(g, "A4"), .b = 7, .n = 0},
        {.kind = ACT_THROW, .a = (int16_t)gametest_cell(g, "A4"), .b = 5, .n = -4},
        {.kind = ACT_THROW, .a = (int16_t)gametest_cell(g, "A4"), .b = 0, .n = (int16_t)gametest_cell(g, "A2")},
        {.kind = ACT_THROW, .a = -7, .b = 0, .n = 0},
        {.kind = ACT_PLACE, .player = 2, .a = (int16_t)gametest_cell(g, "D4")},
        {.kind = ACT_SWAP},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        void *c = gametest_dup(g, st);
        if (!game_act(g, c, &bad[i], NULL, err, sizeof err)) fail_msg("bad action %zu accepted", i);
        assert_memory_equal(c, st, g->rules->state_size);
        assert_true(err[0] != '\0');
        free(c);
    }
    /* Clean-up, then the action list of the cleaned board with END. */
    action_t cl = {.kind = ACT_CLEANUP};
    assert_int_equal(game_act(g, st, &cl, NULL, err, sizeof err), 0);
    assert_int_equal(game_head(st)->in_turn, 1);
    game_view_t v;
    g->rules->view(g, st, &v);
    assert_int_equal(v.mark[gametest_cell(g, "A1")], 1);
    assert_int_equal(v.mark[gametest_cell(g, "E1")], 1);
    n = g->rules->actions(g, st, acts, 512);
    has_cl = has_end = 0;
    int has_a1 = 0;
    for (int i = 0; i < n; i++) {
        has_cl |= acts[i].kind == ACT_CLEANUP;
        has_end |= acts[i].kind == ACT_END;
        has_a1 |= acts[i].kind == ACT_THROW && acts[i].n == gametest_cell(g, "A1");
    }
    assert_true(!has_cl && has_end && has_a1);
    assert_int_not_equal(game_act(g, st, &cl, NULL, err, sizeof err), 0);
    action_t th = {.kind = ACT_THROW, .a = (int16_t)gametest_cell(g, "A4"), .b = 5, .n = (int16_t)gametest_cell(g, "A1")};
    assert_int_equal(game_act(g, st, &th, NULL, err, sizeof err), 0);
    n = g->rules->actions(g, st, acts, 512);
    assert_int_equal(n, 1);
    assert_int_equal(acts[0].kind, ACT_END);
    action_t pass = {.kind = ACT_PASS};
    assert_int_not_equal(game_act(g, st, &pass, NULL, err, sizeof err), 0);
    assert_non_null(strstr(err, "only the end"));
    action_t end = {.kind = ACT_END};
    assert_int_equal(game_act(g, st, &end, NULL, err, sizeof err), 0);
    assert_int_equal(game_head(st)->in_turn, 0);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(game_head(st)->passes, 0);
    g->rules->view(g, st, &v);
    for (int i = 0; i < g->board.ncells; i++) assert_int_equal(v.mark[i], 0);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ winning */

static void test_win_checks(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    char err[GAME_ERR_MAX];
    event_list_t ev;
    event_list_init(&ev);
    /* A capture that unites both sides: the mover is checked first. */
    void *st = pos(g, 1, 2, "AC3 1D3 2E3 1F3 2G7 2H7");
    assert_int_equal(game_play(g, st, "C3>E3", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 1);
    const event_t *w = gametest_find_event(&ev, EV_WIN);
    assert_non_null(w);
    assert_int_equal(w->value, 1);
    assert_int_equal(gametest_count_events(&ev, EV_CHAIN), 4);
    assert_int_equal(g->rules->moves(g, st, NULL, 0), 0);
    gametest_refuse(g, st, "pass");
    event_list_clear(&ev);
    free(st);
    /* A capture that leaves the opponent united: the opponent wins. */
    st = pos(g, 1, 2, "AC3 1D3 2E3 1F3 1A5 2G7 2H7");
    assert_int_equal(game_play(g, st, "C3>E3", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 2);
    w = gametest_find_event(&ev, EV_WIN);
    assert_non_null(w);
    assert_int_equal(w->value, 2);
    assert_int_equal(gametest_count_events(&ev, EV_CHAIN), 2);
    event_list_clear(&ev);
    free(st);
    /* One side reduced to one piece: a single piece is united. */
    st = pos(g, 1, 2, "AC3 1D3 2E3 1F3 1A5 2G7");
    gametest_play(g, st, "C3>E3");
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 2);
    int pieces, groups;
    score2(g, st, 2, &pieces, &groups);
    assert_int_equal(pieces, 1);
    assert_int_equal(groups, 1);
    free(st);
    /* Reduced to none (clean-up of every piece): not united; the game goes
     * on and White can only pass. */
    st = pos(g, 1, 2, "1A1 1E1 2B4 2C4 2D2 2D3 2F4 2G4 2C2");
    gametest_play(g, st, "x");
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    score2(g, st, 1, &pieces, &groups);
    assert_int_equal(pieces, 0);
    assert_int_equal(groups, 0);
    gametest_play(g, st, "C2-F3");
    char *text = legal(g, st);
    assert_string_equal(text, "pass");
    free(text);
    free(st);
    /* A knight move that unites the mover. */
    st = pos(g, 1, 2, "1C3 1D3 1A5 2G7 2I9");
    assert_true(legal_has(g, st, "A5-B3"));
    gametest_play(g, st, "A5-B3"); /* B3 touches C3 */
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 1);
    free(st);
    /* A finished level: the player who moved last is checked first. */
    st = pos(g, 1, 2, "1C3 1D3 2G7 2H7");
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 2);
    free(st);
    st = pos(g, 2, 2, "1C3 1D3 2G7 2H7");
    assert_int_equal(game_head(st)->winners, 1);
    free(st);
    /* Both pass in succession: a draw. */
    st = pos(g, 1, 2, "1C3 1E3 2G7 2I7");
    gametest_play(g, st, "pass");
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    assert_int_equal(game_play(g, st, "pass", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(game_head(st)->status, GAME_DRAW);
    w = gametest_find_event(&ev, EV_WIN);
    assert_non_null(w);
    assert_int_equal(w->value, 0);
    char res[64];
    game_result_text(st, res, sizeof res);
    assert_string_equal(res, "draw");
    free(st);
    /* A move between the passes resets the count. */
    st = pos(g, 1, 2, "1C3 1E3 2G7 2I7");
    gametest_play(g, st, "pass");
    gametest_play(g, st, "G7-H5");
    gametest_play(g, st, "pass");
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    free(st);
    event_list_free(&ev);
    game_free(g);
}

/* ------------------------------------------------------------ notation */

static void test_notation(void **state)
{
    (void)state;
    game_t *g = mk("size=6");
    void *st = pos(g, 1, 2, "AC3 1D3 2E3 1F3 1A5 2G7 2H7 1B1 2K11");
    static const struct { const char *in, *canon; } ok[] = {
        {"C3>E3", "C3>E3"},     {" c3 >  e3 ", "C3>E3"}, {"C3>B3", "C3>B3"}, {"b1-e2", "B1-E2"},
        {"B1 - A3", "B1-A3"},   {"PASS", "pass"},        {"  pass\t", "pass"},
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        void *a = gametest_dup(g, st);
        char canon[64], err[GAME_ERR_MAX];
        if (game_play(g, a, ok[i].in, NULL, canon, sizeof canon, err, sizeof err))
            fail_msg("'%s' refused: %s", ok[i].in, err);
        assert_string_equal(canon, ok[i].canon);
        free(a);
    }
    static const struct { const char *in, *msg; } bad[] = {
        {"", "empty move"},
        {"   ", "empty move"},
        {"Z9", "no cell 'Z9' on a side-6 board"},
        {"L1", "no cell 'L1'"},
        {"A7", "no cell 'A7'"},
        {"D0", "no cell 'D0'"},
        {"hello", "expected a cell"},
        {"4D", "expected a cell"},
        {"C3-", "after '-', found the end"},
        {"C3>", "after '>', found the end"},
        {"C3>*", "expected a cell after '>'"},
        {"C3*E3", "unexpected '*E3'"},
        {"C3>E4", "straight line"},
        {"C3>C3", "at least one cell"},
        {"x,x", "only once"},
        {"x x", "expected ','"},
        {"x,", "expected an action after 'x,'"},
        {"x,swap", "whole turn"},
        {"C3>E3,x", "must come first"},
        {"B1-E3,B1-E2", "one action per turn"},
        {"B1-E3-F4", "unexpected '-F4'"},
        {"pass pass", "unexpected 'pass'"},
        {"swap", "swap is legal only"},
        {"x", "remove nothing"},
        {"D4", "placing is over in phase 2"},
        {"G7-H4", "no piece of yours"},
        {"B1-B2", "not a knight's move"},
        {"B1-E3", "not empty"},
        {"D3>E3", "not one of your doubles"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *m = gametest_refuse(g, st, bad[i].in);
        if (!strstr(m, bad[i].msg)) fail_msg("'%s': message '%s' lacks '%s'", bad[i].in, m, bad[i].msg);
    }
    /* parse alone: names and syntax, not legality. */
    move_t mv;
    char err[GAME_ERR_MAX], buf[64];
    assert_int_equal(g->rules->parse(g, st, "x,B1-E3", &mv, err, sizeof err), 0);
    assert_int_equal(mv.n, 2);
    assert_int_equal(mv.a[0].kind, ACT_CLEANUP);
    assert_int_equal(mv.a[1].kind, ACT_MOVE);
    g->rules->format(g, st, &mv, buf, sizeof buf);
    assert_string_equal(buf, "x,B1-E3");
    assert_int_equal(g->rules->parse(g, st, "D4>D9", &mv, err, sizeof err), 0);
    assert_int_equal(mv.a[0].kind, ACT_THROW);
    assert_int_equal(mv.a[0].a, gametest_cell(g, "D4"));
    assert_int_equal(mv.a[0].b, 2); /* (0,+1) */
    assert_int_equal(mv.a[0].n, gametest_cell(g, "D9"));
    g->rules->format(g, st, &mv, buf, sizeof buf);
    assert_string_equal(buf, "D4>D9");
    assert_int_equal(g->rules->parse(g, st, "d9>d4", &mv, err, sizeof err), 0);
    assert_int_equal(mv.a[0].b, 5);
    assert_int_equal(g->rules->parse(g, st, "F6>B2", &mv, err, sizeof err), 0);
    assert_int_equal(mv.a[0].b, 4);
    assert_int_equal(g->rules->parse(g, st, "x , d4", &mv, err, sizeof err), 0);
    g->rules->format(g, st, &mv, buf, sizeof buf);
    assert_string_equal(buf, "x,D4");
    assert_int_equal(g->rules->parse(g, st, "swap", &mv, err, sizeof err), 0);
    assert_int_equal(mv.a[0].kind, ACT_SWAP);
    g->rules->format(g, st, &mv, buf, sizeof buf);
    assert_string_equal(buf, "swap");
    /* Sorted legal list: cells, then pass, then x,... */
    char *text = legal(g, st);
    assert_non_null(strstr(text, "C3>E3"));
    assert_null(strstr(text, "swap"));
    free(text);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ swap */

static void test_swap(void **state)
{
    (void)state;
    game_t *g = mk("size=6");
    void *st = gametest_start(g);
    assert_false(legal_has(g, st, "swap"));
    gametest_refuse(g, st, "swap");
    gametest_play(g, st, "A3");
    assert_true(legal_has(g, st, "swap"));
    void *before = gametest_dup(g, st);
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    assert_int_equal(game_play(g, st, "SWAP", &ev, NULL, 0, err, sizeof err), 0);
    assert_non_null(gametest_find_event(&ev, EV_SWAP));
    event_list_free(&ev);
    assert_int_equal(game_head(st)->swapped, 1);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(game_head(st)->ply, 2);
    char b1[4096];
    snprintf(b1, sizeof b1, "%s", gametest_board(g, before));
    assert_string_equal(gametest_board(g, st), b1);
    assert_false(legal_has(g, st, "swap"));
    gametest_refuse(g, st, "swap");
    /* Colour 2 still moves. */
    gametest_play(g, st, "pass");
    assert_int_equal(game_head(st)->to_move, 1);
    free(before);
    free(st);
    /* Red's later turns never offer it. */
    st = gametest_start(g);
    gametest_play(g, st, "A3");
    gametest_play(g, st, "pass");
    gametest_play(g, st, "D4");
    assert_int_equal(game_head(st)->to_move, 2);
    assert_false(legal_has(g, st, "swap"));
    free(st);
    game_free(g);
    /* pie=off: never. */
    g = mk("size=6 pie=off");
    st = gametest_start(g);
    gametest_play(g, st, "A3");
    assert_false(legal_has(g, st, "swap"));
    const char *m = gametest_refuse(g, st, "swap");
    assert_non_null(strstr(m, "pie"));
    free(st);
    game_free(g);
    /* A loaded position never offers it. */
    g = mk("size=5");
    st = pos(g, 2, 1, "1B1 1A2 1A3 2E1 2I9");
    assert_false(legal_has(g, st, "swap"));
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ levels */

static void test_levels(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    /* A good one round-trips: its board text reads back, phase and to-move. */
    char *t = level_text(g, 2, 2, "AC3 1D3 BE3 1F3 2G7", "options: pie=off\n");
    void *st = gametest_level_state(g, t);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(phase_of(g, st), 2);
    assert_int_equal(char_at(g, st, "C3"), 'A');
    assert_int_equal(char_at(g, st, "E3"), 'B');
    gametest_board_roundtrip(g, st);
    free(st);
    free(t);
    /* Absent phase: 1. */
    t = level_text(g, 1, 0, "1C3 2G7 1A1", NULL);
    st = gametest_level_state(g, t);
    assert_int_equal(phase_of(g, st), 1);
    free(st);
    free(t);
    /* Bad characters name file, line, row and cell. */
    char *bad = level_text(g, 1, 1, "1C3 2G7 1A1", NULL);
    char *row = strstr(bad, "board:\n") + 7; /* first row: the top (number 9) */
    char *dot = strchr(row, '.');
    *dot = 'C';
    const char *m = gametest_level_error(g, "bad.txt", bad);
    assert_non_null(strstr(m, "bad.txt:7:"));
    assert_non_null(strstr(m, "'C' at E9"));
    *dot = 'a'; /* doubles are upper-case A and B */
    m = gametest_level_error(g, "bad.txt", bad);
    assert_non_null(strstr(m, "bad.txt:7:"));
    *dot = '3';
    m = gametest_level_error(g, "bad.txt", bad);
    assert_non_null(strstr(m, "not a Uknight piece"));
    *dot = '.';
    free(bad);
    /* A wrong row length names its line. */
    bad = level_text(g, 1, 1, "1C3 2G7 1A1", NULL);
    row = strstr(bad, "board:\n") + 7;
    row = strchr(row, '\n') + 1; /* second row, line 8 */
    memmove(row + 2, row, strlen(row) + 1);
    row[0] = '.';
    row[1] = ' ';
    m = gametest_level_error(g, "bad.txt", bad);
    assert_non_null(strstr(m, "bad.txt:8:"));
    assert_non_null(strstr(m, "expected 6"));
    free(bad);
    /* Missing rows. */
    bad = level_text(g, 1, 1, "1C3 2G7 1A1", NULL);
    *strrchr(bad, '\n') = '\0';
    *(strrchr(bad, '\n') + 1) = '\0';
    m = gametest_level_error(g, "bad.txt", bad);
    assert_non_null(strstr(m, "rows"));
    free(bad);
    /* Phase 3. */
    bad = level_text(g, 1, 1, "1C3 2G7 1A1", NULL);
    char *ph = strstr(bad, "phase: 1");
    ph[7] = '3';
    m = gametest_level_error(g, "bad.txt", bad);
    assert_non_null(strstr(m, "bad.txt:5:"));
    assert_non_null(strstr(m, "phases 1 and 2"));
    free(bad);
    /* A level of another size. */
    game_t *g6 = mk("size=6");
    bad = level_text(g, 1, 1, "1C3 2G7 1A1", NULL);
    m = gametest_level_error(g6, "bad.txt", bad);
    assert_non_null(strstr(m, "size"));
    free(bad);
    game_free(g6);
    game_free(g);
}

/* Options given by a level file. */
static void test_level_options(void **state)
{
    (void)state;
    game_t *g5 = mk("size=5");
    char *t = level_text(g5, 1, 1, "AC5 1D5 1E5 2H5 2B1 2C1 1E9", "options: own-pieces-block-axe=on pie=off\n");
    level_t *lv = level_new();
    char err[GAME_ERR_MAX];
    assert_non_null(lv);
    assert_int_equal(level_parse(lv, "opts.txt", t, err, sizeof err), 0);
    void *st = NULL;
    game_t *g = game_from_level(lv, NULL, NULL, &st, err, sizeof err);
    if (!g) fail_msg("%s", err);
    assert_int_equal(game_opt(g, "own-pieces-block-axe"), 1);
    assert_int_equal(game_opt(g, "pie"), 0);
    assert_false(legal_has(g, st, "C5>F5"));
    free(st);
    game_free(g);
    /* Extra words on top of the file's options. */
    g = game_from_level(lv, NULL, "own-pieces-block-axe=off", &st, err, sizeof err);
    if (!g) fail_msg("%s", err);
    assert_true(legal_has(g, st, "C5>F5"));
    free(st);
    game_free(g);
    level_free(lv);
    free(t);
    game_free(g5);
}

/* ------------------------------------------------------------ scores, view */

static void test_score_view_status(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    void *st = pos(g, 1, 2, "AC3 1D3 2E3 1F3 1A5 BG7 2H7");
    int pieces, groups;
    score2(g, st, 1, &pieces, &groups);
    assert_int_equal(pieces, 4);
    assert_int_equal(groups, 3);
    score2(g, st, 2, &pieces, &groups);
    assert_int_equal(pieces, 3);
    assert_int_equal(groups, 2);
    int out[GAME_SCORE_MAX];
    assert_int_equal(g->rules->score(g, st, 3, out, GAME_SCORE_MAX), 0);
    game_view_t v;
    g->rules->view(g, st, &v);
    assert_int_equal(v.cell[gametest_cell(g, "C3")], 1 | VIEW_ALT);
    assert_int_equal(v.cell[gametest_cell(g, "G7")], 2 | VIEW_ALT);
    assert_int_equal(v.cell[gametest_cell(g, "H7")], 2);
    assert_int_equal(v.cell[gametest_cell(g, "A1")], 0);
    char hud[128];
    g->rules->status_text(g, st, hud, sizeof hud);
    assert_non_null(strstr(hud, "Phase 2"));
    assert_non_null(strstr(hud, "axes 2"));
    /* Score events after a capture: White 5 pieces / 2 groups, Red 2 / 1
     * (and Red, united, wins). */
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    assert_int_equal(game_play(g, st, "C3>E3", &ev, NULL, 0, err, sizeof err), 0);
    int seen = 0;
    for (int i = 0; i < ev.n; i++)
        if (ev.ev[i].kind == EV_SCORE) {
            seen |= 1 << ev.ev[i].player;
            if (ev.ev[i].player == 1) {
                assert_int_equal(ev.ev[i].value, 2);
                assert_int_equal(ev.ev[i].aux, 5);
            } else {
                assert_int_equal(ev.ev[i].value, 1);
                assert_int_equal(ev.ev[i].aux, 2);
            }
        }
    assert_int_equal(seen, 6);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ random play */

/* The engine against the reference on positions of random games. */
static void test_reference_random_positions(void **state)
{
    (void)state;
    static const char *const setups[] = {"size=5", "size=6", "size=7", "size=5 own-pieces-block-axe=on",
                                         "size=6 own-pieces-block-axe=on pie=off"};
    memset(&cov, 0, sizeof cov);
    int games = check_mode() ? 4 : 30, every = check_mode() ? 9 : 4;
    for (size_t s = 0; s < sizeof setups / sizeof setups[0]; s++) {
        game_t *g = mk(setups[s]);
        void *st = game_state_new(g);
        rng_t rng;
        rng_seed(&rng, 500 + s);
        char err[GAME_ERR_MAX];
        for (int k = 0; k < games; k++) {
            if (game_start(g, st, err, sizeof err)) fail_msg("%s", err);
            for (int ply = 0; ply < 300 && !game_is_over(st); ply++) {
                if (ply % every == 0 || ply < 3) {
                    diff_check(g, st, ply % (every * 4) == 0 ? 0 : 12, &rng);
                    check_random_turn_legal(g, st, &rng);
                }
                assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
            }
        }
        free(st);
        game_free(g);
    }
    print_cover("random games");
    assert_true(cov.cleanups > 0 && cov.double_captures > 0 && cov.wins > 0 && cov.draws > 0 &&
                cov.phase_switches > 0);
}

/* Interesting positions from random phase-2 play on crowded boards, with
 * clean-ups and captures of doubles, checked against the reference. */
static void test_reference_dense_positions(void **state)
{
    (void)state;
    memset(&cov, 0, sizeof cov);
    int n = check_mode() ? 60 : 300;
    for (int side = 5; side <= 7; side++) {
        char setup[32];
        snprintf(setup, sizeof setup, "size=%d", side);
        game_t *g = mk(setup);
        rng_t rng;
        rng_seed(&rng, 900 + (uint64_t)side);
        for (int k = 0; k < n; k++) {
            char chars[BOARD_MAX_CELLS], board[4096];
            int fill = 30 + (int)rng_below(&rng, 65);
            for (int i = 0; i < g->board.ncells; i++) {
                int x = (int)rng_below(&rng, 100);
                chars[i] = x >= fill ? '.' : "1122AB"[rng_below(&rng, x < fill / 8 ? 6 : 4)];
            }
            board_format_text(&g->board, chars, board, sizeof board);
            char *t = malloc(8192);
            assert_non_null(t);
            snprintf(t, 8192, "game: uknight\nsize: %d\nplayers: 2\nto-move: %d\nphase: %d\nboard:\n%s", side,
                     1 + (int)rng_below(&rng, 2), 1 + (int)rng_below(&rng, 2), board);
            void *st = gametest_level_state(g, t);
            free(t);
            if (!game_is_over(st)) {
                diff_check(g, st, 40, &rng);
                check_random_turn_legal(g, st, &rng);
            }
            free(st);
        }
        game_free(g);
    }
    print_cover("dense positions");
    assert_true(cov.cleanups > 0 && cov.double_captures > 0 && cov.wins > 0);
}

/* random_turn is uniform over the legal whole turns (clean-up and throws
 * included: throws are sampled by rejection). */
static void test_random_turn_uniform(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    /* White: A1 and E1 hopeless (clean-up), the double A4, I8. */
    void *st = pos(g, 1, 2, "1A1 1E1 AA4 1I8 2B4 2C4 2D2 2D3 2F4 2G4 2C2 2I9 2H9 2G9");
    static move_t moves[1024];
    int n = g->rules->moves(g, st, moves, 1024);
    assert_true(n > 10 && n < 200);
    size_t sz = g->rules->state_size;
    char *after = malloc(sz * (size_t)n);
    assert_non_null(after);
    char err[GAME_ERR_MAX];
    for (int i = 0; i < n; i++) {
        memcpy(after + sz * (size_t)i, st, sz);
        if (game_apply_move(g, after + sz * (size_t)i, &moves[i], NULL, err, sizeof err)) fail_msg("%s", err);
    }
    int trials = check_mode() ? 20000 : 100000, counts[1024] = {0};
    void *tmp = malloc(sz);
    assert_non_null(tmp);
    rng_t rng;
    rng_seed(&rng, 4242);
    for (int t = 0; t < trials; t++) {
        memcpy(tmp, st, sz);
        assert_int_equal(g->rules->random_turn(g, tmp, &rng), 0);
        int found = -1;
        for (int i = 0; i < n && found < 0; i++)
            if (!memcmp(tmp, after + sz * (size_t)i, sz)) found = i;
        assert_true(found >= 0);
        counts[found]++;
    }
    double e = (double)trials / n, sd = 0;
    for (int i = 0; i < n; i++) {
        double z = (counts[i] - e) / (e > 0 ? sqrt(e) : 1);
        if (z > 5 || z < -5) fail_msg("turn %d drawn %d times, expected %.0f", i, counts[i], e);
        sd += z * z;
    }
    /* chi-square with n-1 degrees of freedom: well below n + 6 sqrt(2n). */
    assert_true(sd < n + 6 * sqrt(2.0 * n));
    free(tmp);
    free(after);
    free(st);
    game_free(g);
}

/* The shared invariants of lib_gametest, on every size. */
static void test_gametest_random_games(void **state)
{
    (void)state;
    static const char *const setups[] = {"size=5", "size=6", "size=7", "size=6 own-pieces-block-axe=on"};
    for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
        game_t *g = mk(setups[i]);
        /* (lib_gametest allocates max_moves moves on every ply: keep it small.) */
        gametest_opts_t o = {.games = check_mode() ? 2 : 8, .ply_cap = 300, .seed = 77 + i, .sample = 6,
                             .max_moves = 600};
        gametest_stats_t s;
        gametest_random_games(g, &o, &s);
        assert_int_equal(s.finished + s.capped, o.games);
        game_free(g);
    }
}

/* Many fast games through random_turn: 20,000+ across the sizes. Each ply
 * keeps the turn structure; a sample of plies checks that the board text
 * re-reads to the same position, that restoring a saved copy (undo) and
 * replaying gives the same state, and the scores. */
static void test_many_random_games(void **state)
{
    (void)state;
    static const char *const setups[] = {"size=5", "size=6", "size=7", "size=5 own-pieces-block-axe=on",
                                         "size=7 pie=off"};
    static const int per[] = {5000, 5000, 5000, 2500, 2500};
    long total = 0, finished = 0, wins = 0, draws = 0;
    for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
        game_t *g = mk(setups[i]);
        size_t sz = g->rules->state_size;
        void *st0 = gametest_start(g), *st = game_state_new(g), *prev = game_state_new(g), *again = game_state_new(g);
        rng_t rng, r2;
        rng_seed(&rng, 31 + i);
        for (int k = 0; k < per[i]; k++) {
            memcpy(st, st0, sz);
            int ply = 0;
            while (!game_is_over(st) && ply < 300) {
                memcpy(prev, st, sz);
                int sample = (k % 200 == 0) && (ply % 5 == 0);
                if (sample) r2 = rng;
                assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
                const game_head_t *h = game_head(st);
                assert_int_equal(h->ply, game_head(prev)->ply + 1);
                assert_int_equal(h->in_turn, 0);
                if (sample) {
                    gametest_board_roundtrip(g, st);
                    memcpy(again, prev, sz); /* undo: the saved copy */
                    assert_memory_equal(again, prev, sz);
                    assert_int_equal(g->rules->random_turn(g, again, &r2), 0);
                    assert_memory_equal(again, st, sz);
                    int pieces, groups;
                    score2(g, st, 1, &pieces, &groups);
                    assert_true(groups >= 1 || pieces == 0);
                }
                ply++;
            }
            total++;
            if (game_is_over(st)) {
                finished++;
                if (game_head(st)->status == GAME_DRAW) draws++;
                else wins++;
                assert_int_equal(g->rules->moves(g, st, NULL, 0), 0);
                assert_int_equal(g->rules->random_turn(g, st, &rng), -1);
            }
        }
        free(st0);
        free(st);
        free(prev);
        free(again);
        game_free(g);
    }
    assert_true(total >= 20000);
    print_message("uknight: %ld random games, %ld finished (%ld wins, %ld draws), the rest capped at 300 turns\n",
                  total, finished, wins, draws);
    assert_true(wins > 0 && draws > 0);
}

int main(void)
{
    /* UKNIGHT_TESTS=<pattern> runs only the matching tests. */
    if (getenv("UKNIGHT_TESTS")) cmocka_set_test_filter(getenv("UKNIGHT_TESTS"));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry_and_options),
        cmocka_unit_test(test_colours_white_and_red),
        cmocka_unit_test(test_start_positions),
        cmocka_unit_test(test_knight_targets_of_b1),
        cmocka_unit_test(test_a3_then_d4_gets_an_axe),
        cmocka_unit_test(test_placement_rules),
        cmocka_unit_test(test_throw_over_own_pieces),
        cmocka_unit_test(test_capture_double_phase2_not_phase1),
        cmocka_unit_test(test_directions_of_e5),
        cmocka_unit_test(test_phase_switch),
        cmocka_unit_test(test_knight_move_makes_double),
        cmocka_unit_test(test_cleanup),
        cmocka_unit_test(test_turn_state_machine),
        cmocka_unit_test(test_win_checks),
        cmocka_unit_test(test_notation),
        cmocka_unit_test(test_swap),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_level_options),
        cmocka_unit_test(test_score_view_status),
        cmocka_unit_test(test_reference_random_positions),
        cmocka_unit_test(test_reference_dense_positions),
        cmocka_unit_test(test_random_turn_uniform),
        cmocka_unit_test(test_gametest_random_games),
        cmocka_unit_test(test_many_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
