/* ConHex rules engine (docs/rules/conhex.md, issue 5). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/game.h"
#include "games/conhex/conhex.h"
#include "lib_gametest.h"
#include "lib_json.h"

#define TRANSCRIPTS "tests/data/reference/transcripts/conhex.jsonl"
#define BOARD_JSON "tests/data/reference/conhex_board.json"

/* ------------------------------------------------------------ helpers */

static game_t *new_game(const char *setup) { return gametest_game("conhex", setup); }

/* Sorted legal moves (heap). gametest_legal reserves room for 200,000
 * moves per call; ConHex never has more than 70. */
static char *legal_text(const game_t *g, const void *st) { return gametest_legal_max(g, st, 128); }

static int site_of(const game_t *g, const char *name)
{
    int s = board_parse_site(&g->board, name);
    if (s < 0) fail_msg("no hole %s", name);
    return s;
}

static int cell_of(const game_t *g, const char *name)
{
    for (int c = 0; c < g->board.ncells; c++)
        if (!strcmp(g->board.cells[c].name, name)) return c;
    fail_msg("no cell %s", name);
    return -1;
}

static int owner_of(const game_t *g, const void *st, const char *cell)
{
    game_view_t v;
    g->rules->view(g, st, &v);
    return v.owner[cell_of(g, cell)];
}

static int score_of(const game_t *g, const void *st, int p)
{
    int out[GAME_SCORE_MAX];
    assert_int_equal(g->rules->score(g, st, p, out, GAME_SCORE_MAX), 1);
    return out[0];
}

/* Level text with Blue pegs on the holes of `blue`, Red on `red`
 * (space-separated names). */
static void level_text(const game_t *g, const char *blue, const char *red, int to_move, char *out,
                       size_t n)
{
    char chars[BOARD_MAX_SITES];
    memset(chars, '.', sizeof chars);
    const char *lists[2] = {blue, red};
    for (int p = 0; p < 2; p++) {
        char buf[512];
        snprintf(buf, sizeof buf, "%s", lists[p]);
        for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
            chars[site_of(g, w)] = (char)('1' + p);
    }
    char board[512];
    board_format_text(&g->board, chars, board, sizeof board);
    snprintf(out, n, "game: conhex\nplayers: 2\nto-move: %d\nboard:\n%s", to_move, board);
}

static void *level_state(const game_t *g, const char *blue, const char *red, int to_move)
{
    char text[2048];
    level_text(g, blue, red, to_move, text, sizeof text);
    return gametest_level_state(g, text);
}

/* Loads level text; returns 0, or -1 with the message in err. */
static int try_level(const game_t *g, const char *text, char *err, size_t errlen)
{
    return gametest_level_load(g, "test-level", text, err, errlen);
}

static void play_all(const game_t *g, void *st, const char *moves)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
        gametest_play(g, st, w);
}

/* gametest_play_ev, and no event was lost. */
static void play_ev(const game_t *g, void *st, const char *move, event_list_t *ev)
{
    gametest_play_ev(g, st, move, ev);
    assert_false(ev->failed);
}

/* An independent connection check: BFS over p's cells (p = 1 top-bottom,
 * 2 left-right). The chain, if given, must be a valid one. */
static int ref_connected(const board_t *b, const uint8_t *owner, int p)
{
    unsigned from = p == 1 ? BOARD_SIDE_N : BOARD_SIDE_W, to = p == 1 ? BOARD_SIDE_S : BOARD_SIDE_E;
    int seen[64] = {0}, stack[64], n = 0;
    for (int c = 0; c < b->ncells; c++)
        if (owner[c] == p && (b->cells[c].sides & from)) {
            seen[c] = 1;
            stack[n++] = c;
        }
    while (n) {
        int c = stack[--n];
        if (b->cells[c].sides & to) return 1;
        for (int k = 0; k < b->cells[c].nnb; k++) {
            int d = b->cells[c].nb[k];
            if (owner[d] == p && !seen[d]) {
                seen[d] = 1;
                stack[n++] = d;
            }
        }
    }
    return 0;
}

static int adjacent(const board_t *b, int x, int y)
{
    for (int k = 0; k < b->cells[x].nnb; k++)
        if (b->cells[x].nb[k] == y) return 1;
    return 0;
}

/* A chain of cells of p joining p's two sides, each next to the previous. */
static void assert_chain(const game_t *g, const void *st, int p, const int *chain, int n)
{
    const board_t *b = &g->board;
    game_view_t v;
    g->rules->view(g, st, &v);
    unsigned from = p == 1 ? BOARD_SIDE_N : BOARD_SIDE_W, to = p == 1 ? BOARD_SIDE_S : BOARD_SIDE_E;
    assert_true(n >= 1);
    assert_true(b->cells[chain[0]].sides & from);
    assert_true(b->cells[chain[n - 1]].sides & to);
    for (int i = 0; i < n; i++) {
        assert_int_equal(v.owner[chain[i]], p);
        if (i) assert_true(adjacent(b, chain[i - 1], chain[i]));
    }
}

static void assert_event_chain(const game_t *g, const void *st, const event_list_t *ev, int p)
{
    int chain[64], n = 0, win = 0;
    for (int i = 0; i < ev->n; i++) {
        if (ev->ev[i].kind == EV_CHAIN) {
            assert_int_equal(ev->ev[i].value, n);
            chain[n++] = ev->ev[i].cell;
        }
        if (ev->ev[i].kind == EV_WIN) {
            assert_int_equal(ev->ev[i].value, 1 << (p - 1));
            win++;
        }
    }
    assert_int_equal(win, 1);
    assert_chain(g, st, p, chain, n);
}

/* ------------------------------------------------------------ registry, board */

static void test_registry_setup(void **state)
{
    (void)state;
    const game_rules_t *r = game_by_id("conhex");
    assert_non_null(r);
    assert_string_equal(r->name, "ConHex");
    assert_int_equal(r->board_kind, BOARD_SITES);
    assert_int_equal(r->min_players, 2);
    assert_int_equal(r->max_players, 2);
    assert_true(r->noptions >= 1);
    assert_string_equal(r->options[0].key, "pie");
    assert_int_equal(r->options[0].def, 1);
    assert_string_equal(r->colour_names[0], "Blue");
    assert_string_equal(r->colour_names[1], "Red");
    game_setup_t s;
    char err[GAME_ERR_MAX];
    game_setup_default(r, &s, 2);
    assert_int_equal(s.opt[0], 1);
    assert_int_equal(game_setup_parse(r, &s, "pie=off", err, sizeof err), 0);
    assert_int_equal(s.opt[0], 0);
    assert_int_not_equal(game_setup_parse(r, &s, "size=5", err, sizeof err), 0);
    gametest_assert_contains(err, "size");
    assert_int_not_equal(game_setup_parse(r, &s, "players=3", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "bogus=on", err, sizeof err), 0);
    gametest_assert_contains(err, "unknown option");
    game_t *g = new_game(NULL);
    char path[1200];
    game_start_level_path(g, path, sizeof path);
    assert_non_null(strstr(path, "levels/conhex/start-p2.txt"));
    game_free(g);
}

/* docs/rules/conhex.md: 69 holes, 41 cells, names as Little Golem (A1 top-left, F6
 * centre), thresholds 2 of 3 / 3 of 6 / 3 of 5, corner cells touch two sides. */
static void test_board(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    const board_t *b = &g->board;
    assert_int_equal(b->nsites, 69);
    assert_int_equal(b->ncells, 41);
    int a1 = site_of(g, "A1"), f6 = site_of(g, "F6"), k11 = site_of(g, "K11");
    assert_int_equal(b->sites[a1].x, 0);
    assert_int_equal(b->sites[a1].y, 0);
    assert_int_equal(b->sites[f6].x, 5);
    assert_int_equal(b->sites[f6].y, 5);
    assert_int_equal(b->sites[k11].x, 10);
    assert_int_equal(b->sites[k11].y, 10);
    assert_int_equal(board_parse_site(b, "B1"), -1);
    assert_int_equal(board_parse_site(b, "f6"), f6);
    /* The centre hole lies in the centre cell only. */
    assert_int_equal(b->sites[f6].ncells, 1);
    int centre = cell_of(g, "5,5");
    assert_int_equal(b->sites[f6].cells[0], centre);
    assert_int_equal(b->cells[centre].nsites, 5);
    assert_int_equal(b->cells[centre].need, 3);
    int n3 = 0, n6 = 0, corners = 0, side_count[4] = {0};
    for (int c = 0; c < b->ncells; c++) {
        const board_cell_t *cell = &b->cells[c];
        if (cell->nsites == 3) { assert_int_equal(cell->need, 2); n3++; }
        if (cell->nsites == 6) { assert_int_equal(cell->need, 3); n6++; }
        int bits = __builtin_popcount(cell->sides);
        assert_int_equal(bits > 0, cell->nsites == 3);
        if (bits == 2) corners++;
        for (int k = 0; k < 4; k++) side_count[k] += (cell->sides >> k) & 1;
    }
    assert_int_equal(n3, 16); /* 4 corners, 12 edge cells */
    assert_int_equal(n6, 24);
    assert_int_equal(corners, 4);
    for (int k = 0; k < 4; k++) assert_int_equal(side_count[k], 5);
    assert_int_equal(b->cells[cell_of(g, "1,1")].sides, BOARD_SIDE_N | BOARD_SIDE_W);
    assert_int_equal(b->cells[cell_of(g, "9,9")].sides, BOARD_SIDE_S | BOARD_SIDE_E);
    game_free(g);
}

static const tj_t *find_cell_json(const tj_t *cells, const char *name)
{
    for (int i = 0; i < tj_len(cells); i++)
        if (!strcmp(tj_str(tj_get(tj_at(cells, i), "cell")), name)) return tj_at(cells, i);
    return NULL;
}

/* The board the engine plays on is the reference data. */
static void test_board_matches_reference(void **state)
{
    (void)state;
    FILE *f = fopen(BOARD_JSON, "rb");
    if (!f) fail_msg("cannot read %s: the tests run from the repository root, where tests/data/reference/ holds the reference data", BOARD_JSON);
    static char text[65536];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    tj_t *root = tj_parse(text);
    assert_non_null(root);
    game_t *g = new_game(NULL);
    const board_t *b = &g->board;
    const tj_t *cells = tj_get(root, "cells");
    assert_int_equal(tj_len(cells), 41);
    assert_int_equal(tj_len(tj_get(root, "holes")), 69);
    for (int c = 0; c < b->ncells; c++) {
        const tj_t *jc = find_cell_json(cells, b->cells[c].name);
        assert_non_null(jc);
        assert_int_equal(tj_int(tj_get(jc, "need")), b->cells[c].need);
        const tj_t *holes = tj_get(jc, "holes_lg");
        assert_int_equal(tj_len(holes), b->cells[c].nsites);
        for (int k = 0; k < tj_len(holes); k++) {
            int s = site_of(g, tj_str(tj_at(holes, k))), found = 0;
            for (int j = 0; j < b->cells[c].nsites; j++) found |= b->cells[c].sites[j] == s;
            assert_true(found);
        }
        const tj_t *nb = tj_get(jc, "neighbours");
        assert_int_equal(tj_len(nb), b->cells[c].nnb);
        for (int k = 0; k < tj_len(nb); k++) assert_true(adjacent(b, c, cell_of(g, tj_str(tj_at(nb, k)))));
        const char *sides = tj_str(tj_get(jc, "sides"));
        unsigned bits = (strchr(sides, 'N') ? BOARD_SIDE_N : 0) | (strchr(sides, 'S') ? BOARD_SIDE_S : 0) |
                        (strchr(sides, 'W') ? BOARD_SIDE_W : 0) | (strchr(sides, 'E') ? BOARD_SIDE_E : 0);
        assert_int_equal(bits, b->cells[c].sides);
    }
    tj_free(root);
    game_free(g);
}

/* ------------------------------------------------------------ start, notation */

static void test_start_position(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = gametest_start(g);
    const game_head_t *h = game_head(st);
    assert_int_equal(h->to_move, 1);
    assert_int_equal(h->status, GAME_ONGOING);
    assert_int_equal(h->ply, 0);
    /* The board text is the start level's board. */
    const char *expect =
        ". + + + + + + + + + .\n"
        "+ + . . . . . . . + +\n"
        "+ . + . . . . . + . +\n"
        "+ . . + . . . + . . +\n"
        "+ . . . + . + . . . +\n"
        "+ . . . . . . . . . +\n"
        "+ . . . + . + . . . +\n"
        "+ . . + . . . + . . +\n"
        "+ . + . . . . . + . +\n"
        "+ + . . . . . . . + +\n"
        ". + + + + + + + + + .\n";
    assert_string_equal(gametest_board(g, st), expect);
    gametest_board_roundtrip(g, st);
    int count = 0;
    char *legal = game_legal_moves_text(g, st, 1000, &count, NULL, 0);
    assert_non_null(legal);
    assert_int_equal(count, 69);
    /* Byte order of the canonical names. */
    assert_int_equal(strncmp(legal, "A1 A11 B3 B4 B5 B6 B7 B8 B9 C10 C2 C4", 37), 0);
    assert_null(strstr(legal, "swap"));
    free(legal);
    assert_int_equal(score_of(g, st, 1), 0);
    assert_int_equal(score_of(g, st, 2), 0);
    /* actions(): one placement per hole, no end, no swap. */
    action_t acts[128];
    int n = g->rules->actions(g, st, acts, 128);
    assert_int_equal(n, 69);
    for (int i = 0; i < n; i++) {
        assert_int_equal(acts[i].kind, ACT_PLACE);
        assert_int_equal(acts[i].player, 1);
    }
    /* moves() says "too many" when the room is short. */
    move_t *mv = malloc(sizeof(move_t) * 69);
    assert_int_equal(g->rules->moves(g, st, mv, 68), -1);
    assert_int_equal(g->rules->moves(g, st, mv, 69), 69);
    free(mv);
    free(st);
    game_free(g);
}

static void test_notation(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = gametest_start(g);
    char canon[64], err[GAME_ERR_MAX];
    const char *ok[][2] = {{"F6", "F6"}, {"f6", "F6"}, {"  k11 ", "K11"}, {"\tA1\t", "A1"},
                           {"c10", "C10"}, {" J9\n", "J9"}};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        move_t m;
        if (g->rules->parse(g, st, ok[i][0], &m, err, sizeof err)) fail_msg("'%s': %s", ok[i][0], err);
        g->rules->format(g, st, &m, canon, sizeof canon);
        assert_string_equal(canon, ok[i][1]);
        assert_int_equal(m.n, 1);
        assert_int_equal(m.a[0].kind, ACT_PLACE);
    }
    move_t m;
    assert_int_equal(g->rules->parse(g, st, " SWAP ", &m, err, sizeof err), 0);
    g->rules->format(g, st, &m, canon, sizeof canon);
    assert_string_equal(canon, "swap");
    /* Malformed forms: each refused with a message, nothing changes. */
    struct { const char *text, *msg; } bad[] = {
        {"", "empty move"},
        {"   ", "empty move"},
        {"B1", "not a hole"},
        {"A3", "not a hole"},
        {"G11", "not a hole"},
        {"K7", "not a hole"},
        {"L1", "no hole 'L1'"},
        {"Z9", "no hole 'Z9'"},
        {"A12", "no hole 'A12'"},
        {"A0", "no hole 'A0'"},
        {"F06", "no hole 'F06'"},
        {"A99999999999", "no hole"},
        {"F", "expected a hole"},
        {"6F", "expected a hole"},
        {"F6x", "expected a hole"},
        {"FF6", "expected a hole"},
        {"hello", "expected a hole"},
        {"swapx", "expected a hole"},
        {"F6 G7", "unexpected 'G7'"},
        {"F6,G7", "unexpected ',G7'"},
        {"swap F6", "unexpected 'F6'"},
        {"pass", "no pass"},
        {"-", "expected a hole"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *msg = gametest_refuse(g, st, bad[i].text);
        if (!strstr(msg, bad[i].msg)) fail_msg("'%s' refused with '%s', expected '%s'", bad[i].text, msg, bad[i].msg);
    }
    /* Canonical text through game_play. */
    assert_int_equal(game_play(g, st, " f6 ", NULL, canon, sizeof canon, err, sizeof err), 0);
    assert_string_equal(canon, "F6");
    /* An occupied hole, in any spelling. */
    gametest_assert_contains(gametest_refuse(g, st, "F6"), "F6 already holds a Blue peg");
    gametest_assert_contains(gametest_refuse(g, st, "f6"), "already holds");
    free(st);
    game_free(g);
}

/* act() refuses every ill-formed action without harm. */
static void test_bad_actions(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = gametest_start(g);
    void *copy = malloc(g->rules->state_size);
    memcpy(copy, st, g->rules->state_size);
    char err[GAME_ERR_MAX];
    action_t bad[] = {
        {.kind = ACT_PLACE, .a = -1},    {.kind = ACT_PLACE, .a = 69},
        {.kind = ACT_PLACE, .a = 32767}, {.kind = ACT_PLACE, .a = -32768},
        {.kind = ACT_PLACE, .a = 3, .player = 2}, {.kind = ACT_PLACE, .a = 3, .player = 7},
        {.kind = ACT_NONE},              {.kind = ACT_MOVE, .a = 1, .b = 2},
        {.kind = ACT_THROW},             {.kind = ACT_PUSH},
        {.kind = ACT_CLEANUP},           {.kind = ACT_PASS},
        {.kind = ACT_SWAP},              {.kind = ACT_END},
        {.kind = 99},                    {.kind = -5},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        assert_int_equal(game_act(g, st, &bad[i], NULL, err, sizeof err), -1);
        assert_true(err[0] != '\0');
        assert_memory_equal(st, copy, g->rules->state_size);
    }
    action_t pass = {.kind = ACT_PASS};
    game_act(g, st, &pass, NULL, err, sizeof err);
    gametest_assert_contains(err, "no pass");
    /* A well-formed placement goes through act() directly. */
    action_t a = {.kind = ACT_PLACE, .a = (int16_t)site_of(g, "F6"), .player = 1};
    assert_int_equal(game_act(g, st, &a, NULL, err, sizeof err), 0);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(game_head(st)->in_turn, 0);
    free(copy);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ claiming */

static void test_border_claim_and_events(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = gametest_start(g);
    event_list_t ev;
    event_list_init(&ev);
    play_ev(g, st, "A1", &ev);
    assert_int_equal(ev.n, 1);
    assert_int_equal(ev.ev[0].kind, EV_PLACE);
    assert_int_equal(ev.ev[0].piece, PIECE_SITE);
    assert_int_equal(ev.ev[0].player, 1);
    assert_int_equal(ev.ev[0].cell, site_of(g, "A1"));
    assert_int_equal(owner_of(g, st, "1,1"), 0);
    play_ev(g, st, "K11", &ev);
    assert_int_equal(ev.ev[0].player, 2);
    /* 2 of 3 claims a border cell. */
    play_ev(g, st, "B3", &ev);
    assert_int_equal(owner_of(g, st, "1,1"), 1);
    assert_int_equal(owner_of(g, st, "1,3"), 0);
    assert_int_equal(score_of(g, st, 1), 1);
    assert_int_equal(gametest_count_verb(&ev, CONHEX_EV_CLAIM), 1);
    assert_int_equal(ev.ev[0].kind, EV_PLACE);
    assert_int_equal(ev.ev[0].beat, 0);
    for (int i = 1; i < ev.n; i++) {
        assert_int_equal(ev.ev[i].beat, 1);
        if (gametest_is_verb(&ev.ev[i], CONHEX_EV_CLAIM)) {
            assert_int_equal(ev.ev[i].cell, cell_of(g, "1,1"));
            assert_int_equal(ev.ev[i].cell2, site_of(g, "B3"));
            assert_int_equal(ev.ev[i].player, 1);
        } else {
            assert_int_equal(ev.ev[i].kind, EV_SCORE);
            assert_int_equal(ev.ev[i].player, 1);
            assert_int_equal(ev.ev[i].value, 1);
        }
    }
    /* Claims are permanent: Red's pegs on the third hole change nothing. */
    play_ev(g, st, "C2", &ev);
    assert_int_equal(owner_of(g, st, "1,1"), 1);
    game_view_t v;
    g->rules->view(g, st, &v);
    assert_int_equal(v.site[site_of(g, "A1")], 1);
    assert_int_equal(v.site[site_of(g, "C2")], 2);
    assert_int_equal(v.site[site_of(g, "F6")], 0);
    char buf[128];
    g->rules->status_text(g, st, buf, sizeof buf);
    assert_string_equal(buf, "Blue 1 cell, Red 0 cells");
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* The centre cell has five holes, its inner hole F6 among them; 3 claim it. */
static void test_centre_cell(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = gametest_start(g);
    event_list_t ev;
    event_list_init(&ev);
    play_all(g, st, "F6 A1 F5 K1");
    assert_int_equal(owner_of(g, st, "5,5"), 0); /* 2 of 5 is not enough */
    play_ev(g, st, "E6", &ev);
    assert_int_equal(owner_of(g, st, "5,5"), 1);
    assert_int_equal(gametest_count_verb(&ev, CONHEX_EV_CLAIM), 1);
    assert_int_equal(owner_of(g, st, "4,4"), 0); /* E6 and F5: 2 of its 6 */
    free(st);
    /* Three corners without the centre hole claim it too. */
    st = gametest_start(g);
    play_all(g, st, "E6 A1 F5 K1 G6");
    assert_int_equal(owner_of(g, st, "5,5"), 1);
    free(st);
    /* Red holding the centre hole and two corners first keeps it. */
    st = gametest_start(g);
    play_all(g, st, "A1 F6 K1 F7 E6 G6");
    assert_int_equal(owner_of(g, st, "5,5"), 2);
    play_all(g, st, "F5");
    assert_int_equal(owner_of(g, st, "5,5"), 2);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* A 3-3 split on a six-hole cell goes to whoever reached 3 first. */
static void test_split_three_three(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    /* Blue first: D5 E4 F4 against Red D6 E6 F5 (Red reaches 3 later). */
    void *st = gametest_start(g);
    play_all(g, st, "D5 D6 E4 E6 F4");
    assert_int_equal(owner_of(g, st, "4,4"), 1);
    play_all(g, st, "F5");
    assert_int_equal(owner_of(g, st, "4,4"), 1);
    assert_int_equal(score_of(g, st, 2), 0);
    free(st);
    /* Red first. */
    st = gametest_start(g);
    play_all(g, st, "A1 D5 D6 E4 E6 F4");
    assert_int_equal(owner_of(g, st, "4,4"), 2);
    play_all(g, st, "F5"); /* Blue's third peg there: D6 E6 F5 */
    assert_int_equal(owner_of(g, st, "4,4"), 2);
    assert_int_equal(score_of(g, st, 1), 0);
    assert_int_equal(score_of(g, st, 2), 1);
    free(st);
    game_free(g);
}

/* One peg claiming three cells at once. */
static void test_triple_claim(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = gametest_start(g);
    event_list_t ev;
    event_list_init(&ev);
    /* Blue D2, C4, E3 hold two holes in each of 2,2 / 3,3 / 4,2; D3 is in
     * all three. */
    play_all(g, st, "D2 J5 C4 H9 E3 G10");
    assert_int_equal(score_of(g, st, 1), 0);
    play_ev(g, st, "D3", &ev);
    assert_int_equal(owner_of(g, st, "2,2"), 1);
    assert_int_equal(owner_of(g, st, "3,3"), 1);
    assert_int_equal(owner_of(g, st, "4,2"), 1);
    assert_int_equal(score_of(g, st, 1), 3);
    assert_int_equal(gametest_count_verb(&ev, CONHEX_EV_CLAIM), 3);
    assert_int_equal(gametest_count_events(&ev, EV_SCORE), 1);
    int claims_beat = -1;
    for (int i = 0; i < ev.n; i++) {
        const event_t *e = &ev.ev[i];
        if (e->kind == EV_PLACE) assert_int_equal(e->beat, 0);
        if (gametest_is_verb(e, CONHEX_EV_CLAIM)) {
            if (claims_beat < 0) claims_beat = e->beat;
            assert_int_equal(e->beat, claims_beat); /* one beat for all */
            assert_int_equal(e->cell2, site_of(g, "D3"));
        }
        if (e->kind == EV_SCORE) assert_int_equal(e->value, 3);
    }
    assert_true(claims_beat > 0);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ winning */

/* Blue down the left edge, from corner 1,1 (N+W) to corner 1,9 (S+W). */
static void test_win_through_corners_blue(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = level_state(g, "A1 B3 B4 B6 B7 B8 B9", "F2 F10 H3 H9 D5 D7 G6", 1);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    assert_int_equal(owner_of(g, st, "1,1"), 1);
    assert_int_equal(owner_of(g, st, "1,9"), 0);
    event_list_t ev;
    event_list_init(&ev);
    play_ev(g, st, "A11", &ev);
    assert_int_equal(owner_of(g, st, "1,9"), 1);
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 1);
    char res[64];
    game_result_text(st, res, sizeof res);
    assert_string_equal(res, "winner 1");
    assert_event_chain(g, st, &ev, 1);
    /* The chain is the left edge, both corners in it. */
    int has11 = 0, has19 = 0;
    for (int i = 0; i < ev.n; i++)
        if (ev.ev[i].kind == EV_CHAIN) {
            has11 |= ev.ev[i].cell == cell_of(g, "1,1");
            has19 |= ev.ev[i].cell == cell_of(g, "1,9");
        }
    assert_true(has11 && has19);
    /* The win comes after the claims. */
    int claim_beat = -1, win_beat = -1;
    for (int i = 0; i < ev.n; i++) {
        if (gametest_is_verb(&ev.ev[i], CONHEX_EV_CLAIM)) claim_beat = ev.ev[i].beat;
        if (ev.ev[i].kind == EV_WIN) win_beat = ev.ev[i].beat;
    }
    assert_true(win_beat > claim_beat);
    /* Nothing is legal after the end. */
    assert_int_equal(g->rules->moves(g, st, NULL, 0), 0);
    action_t acts[8];
    assert_int_equal(g->rules->actions(g, st, acts, 8), 0);
    gametest_assert_contains(gametest_refuse(g, st, "K1"), "game is over");
    rng_t rng;
    rng_seed(&rng, 1);
    assert_int_equal(g->rules->random_turn(g, st, &rng), -1);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* Red along the top edge, from corner 1,1 (W) to corner 9,1 (E). */
static void test_win_through_corners_red(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = level_state(g, "B5 B7 D9 F9 H9 J7 J9 F6", "A1 C2 D2 E2 F2 G2 H2 I2", 2);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    assert_int_equal(owner_of(g, st, "1,1"), 2);
    event_list_t ev;
    event_list_init(&ev);
    play_ev(g, st, "k1", &ev);
    assert_int_equal(owner_of(g, st, "9,1"), 2);
    assert_int_equal(game_head(st)->winners, 2);
    assert_event_chain(g, st, &ev, 2);
    char res[64];
    game_result_text(st, res, sizeof res);
    assert_string_equal(res, "winner 2");
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* A corner counts only for the sides of its owner's direction: Blue along the
 * top (N to N through two corners) or Red down the side does not win. */
static void test_no_win_wrong_sides(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = level_state(g, "A1 C2 D2 E2 F2 G2 H2 I2", "B5 B7 D9 F9 H9 J7 J9 F6", 1);
    play_all(g, st, "K1");
    assert_int_equal(owner_of(g, st, "9,1"), 1);
    assert_int_equal(owner_of(g, st, "1,1"), 1);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    free(st);
    st = level_state(g, "F2 F10 H3 H9 D5 D7 G6", "A1 B3 B4 B6 B7 B8 B9", 2);
    play_all(g, st, "A11");
    assert_int_equal(owner_of(g, st, "1,9"), 2);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------ full boards */

/* Reference fill (independent of the engine): pegs in `order`, alternating
 * from Blue; claims to the first holder of `need` pegs. Returns the ply after
 * which someone first connects (or -1) and that player in *first; fills
 * owner with the full board's cells. */
static int ref_fill(const board_t *b, const int *order, uint8_t *owner, int *first)
{
    int cnt[3][64] = {{0}};
    int first_ply = -1;
    memset(owner, 0, 64);
    *first = 0;
    for (int k = 0; k < b->nsites; k++) {
        int p = 1 + (k & 1), s = order[k];
        for (int j = 0; j < b->sites[s].ncells; j++) {
            int c = b->sites[s].cells[j];
            if (++cnt[p][c] >= b->cells[c].need && !owner[c]) owner[c] = (uint8_t)p;
        }
        if (first_ply < 0 && ref_connected(b, owner, p)) {
            first_ply = k;
            *first = p;
        }
    }
    return first_ply;
}

static void test_full_board_one_winner(void **state)
{
    (void)state;
    game_t *g = new_game("pie=off");
    const board_t *b = &g->board;
    rng_t rng;
    rng_seed(&rng, 12345);
    void *start = gametest_start(g), *st = game_state_new(g);
    int wins[3] = {0};
    for (int game = 0; game < 3000; game++) {
        int order[69];
        for (int i = 0; i < 69; i++) order[i] = i;
        for (int i = 68; i > 0; i--) {
            int j = (int)rng_below(&rng, (uint32_t)(i + 1)), t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        uint8_t owner[64];
        int first, ply = ref_fill(b, order, owner, &first);
        int c1 = ref_connected(b, owner, 1), c2 = ref_connected(b, owner, 2);
        /* Exactly one winner on the full board, and it is the first to connect. */
        assert_int_equal(c1 + c2, 1);
        assert_true(ply >= 0);
        assert_int_equal(first, c1 ? 1 : 2);
        wins[first]++;
        /* The engine ends the game at that very peg, with that winner. */
        memcpy(st, start, g->rules->state_size);
        char err[GAME_ERR_MAX];
        for (int k = 0; k <= ply; k++) {
            assert_false(game_is_over(st));
            action_t a = {.kind = ACT_PLACE, .a = (int16_t)order[k], .player = (int8_t)(1 + (k & 1))};
            if (g->rules->act(g, st, &a, NULL, err, sizeof err)) fail_msg("%s", err);
        }
        assert_int_equal(game_head(st)->status, GAME_WIN);
        assert_int_equal(game_head(st)->winners, 1 << (first - 1));
        game_view_t v;
        g->rules->view(g, st, &v);
        assert_true(ref_connected(b, v.owner, first));
        assert_false(ref_connected(b, v.owner, 3 - first));
    }
    assert_true(wins[1] > 0 && wins[2] > 0);
    free(st);
    free(start);
    game_free(g);
}

/* ------------------------------------------------------------ swap */

static void test_swap(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    void *st = gametest_start(g);
    gametest_assert_contains(gametest_refuse(g, st, "swap"), "only allowed as Red's answer");
    gametest_play(g, st, "F6");
    char *legal = legal_text(g, st);
    size_t l = strlen(legal);
    assert_true(l > 5 && !strcmp(legal + l - 5, " swap"));
    assert_null(strstr(legal, "F6"));
    free(legal);
    action_t acts[128];
    int n = g->rules->actions(g, st, acts, 128);
    assert_int_equal(n, 69);
    assert_int_equal(acts[n - 1].kind, ACT_SWAP);
    char before[1024];
    snprintf(before, sizeof before, "%s", gametest_board(g, st));
    event_list_t ev;
    event_list_init(&ev);
    play_ev(g, st, "Swap", &ev);
    assert_int_equal(gametest_count_events(&ev, EV_SWAP), 1);
    const game_head_t *h = game_head(st);
    assert_int_equal(h->swapped, 1);
    assert_int_equal(h->to_move, 2);
    assert_int_equal(h->ply, 2);
    assert_string_equal(gametest_board(g, st), before);
    gametest_assert_contains(gametest_refuse(g, st, "swap"), "swap");
    legal = legal_text(g, st);
    assert_null(strstr(legal, "swap"));
    free(legal);
    /* Colour 2 moves on, then colour 1. */
    gametest_play(g, st, "F5");
    game_view_t v;
    g->rules->view(g, st, &v);
    assert_int_equal(v.site[site_of(g, "F5")], 2);
    assert_int_equal(v.site[site_of(g, "F6")], 1);
    assert_int_equal(game_head(st)->to_move, 1);
    event_list_free(&ev);
    free(st);
    game_free(g);

    /* Pie off: never offered. */
    g = new_game("pie=off");
    st = gametest_start(g);
    gametest_play(g, st, "F6");
    legal = legal_text(g, st);
    assert_null(strstr(legal, "swap"));
    free(legal);
    gametest_assert_contains(gametest_refuse(g, st, "swap"), "pie rule is off");
    free(st);
    game_free(g);

    /* A position loaded from a level never offers it. */
    g = new_game(NULL);
    st = level_state(g, "F6", "", 2);
    assert_int_equal(game_head(st)->ply, 0);
    legal = legal_text(g, st);
    assert_null(strstr(legal, "swap"));
    free(legal);
    gametest_refuse(g, st, "swap");
    free(st);

    /* random_turn picks swap about once in 69 tries at that point. */
    void *start = gametest_start(g);
    st = game_state_new(g);
    rng_t rng;
    rng_seed(&rng, 7);
    int swaps = 0;
    for (int i = 0; i < 3000; i++) {
        memcpy(st, start, g->rules->state_size);
        assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
        assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
        swaps += game_head(st)->swapped;
        assert_int_equal(game_head(st)->ply, 2);
    }
    assert_true(swaps > 10 && swaps < 150);
    free(st);
    free(start);
    game_free(g);
}

/* ------------------------------------------------------------ levels */

static void test_levels(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    char err[GAME_ERR_MAX], text[2048];

    /* The start level file itself. */
    level_t *lv = level_new();
    char path[1200];
    game_start_level_path(g, path, sizeof path);
    if (level_load(lv, path, err, sizeof err)) fail_msg("%s", err);
    assert_string_equal(lv->game, "conhex");
    assert_int_equal(lv->players, 2);
    assert_int_equal(lv->to_move, 1);
    assert_int_equal(lv->nrows, 11);
    void *st = NULL;
    game_t *g2 = game_from_level(lv, NULL, "pie=off", &st, err, sizeof err);
    if (!g2) fail_msg("%s", err);
    assert_int_equal(g2->setup.opt[0], 0);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    free(st);
    game_free(g2);
    level_free(lv);

    /* to-move 2 is honoured; pegs and claims come from the board. */
    st = level_state(g, "A1 B3 D5 E4 F4", "K11 J9", 2);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(owner_of(g, st, "1,1"), 1);
    assert_int_equal(owner_of(g, st, "4,4"), 1);
    assert_int_equal(owner_of(g, st, "9,9"), 2);
    assert_int_equal(score_of(g, st, 1), 2);
    assert_int_equal(score_of(g, st, 2), 1);
    gametest_board_roundtrip(g, st);
    /* The printed board re-reads to the same position. */
    {
        char lt[2048];
        snprintf(lt, sizeof lt, "game: conhex\nto-move: 2\nboard:\n%s", gametest_board(g, st));
        void *st2 = gametest_level_state(g, lt);
        assert_memory_equal(st, st2, g->rules->state_size);
        free(st2);
    }
    free(st);

    /* A finished position: status set, nothing legal. */
    st = level_state(g, "A1 B3 B4 B6 B7 B8 B9 A11", "F2 F10 H3 H9 D5 D7 G6", 2);
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 1);
    gametest_refuse(g, st, "K1");
    free(st);

    /* Bad levels: each error names the file and the line. */
    const char *head = "game: conhex\nplayers: 2\nboard:\n"; /* rows start on line 4 */
    const char *rows[11] = {
        ". + + + + + + + + + .", "+ + . . . . . . . + +", "+ . + . . . . . + . +",
        "+ . . + . . . + . . +", "+ . . . + . + . . . +", "+ . . . . . . . . . +",
        "+ . . . + . + . . . +", "+ . . + . . . + . . +", "+ . + . . . . . + . +",
        "+ + . . . . . . . + +", ". + + + + + + + + + ."};
    struct { int row; const char *replace; const char *msg; } bad[] = {
        {2, "+ . + . . . . . + .", "test-level:6: board row 3 has 10 points, expected 11"},
        {2, "+ . + . . . . . + . + .", "test-level:6: board row 3 has 12 points"},
        {4, "+ . . . + x + . . . +", "test-level:8: board row 5: 'x' on hole F5"},
        {5, "+ . . . . 3 . . . . +", "test-level:9: board row 6: '3' on hole F6"},
        {0, "+ + + + + + + + + + .", "test-level:4: board row 1: A1 is a hole"},
        {0, ". . + + + + + + + + .", "test-level:4: board row 1: point B1 is not a hole"},
        {3, "+ . .. + . . . + . . +", "test-level:7: board row 4: cells must be single characters"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(text, sizeof text, "%s", head);
        for (int r = 0; r < 11; r++) {
            strcat(text, r == bad[i].row ? bad[i].replace : rows[r]);
            strcat(text, "\n");
        }
        assert_int_equal(try_level(g, text, err, sizeof err), -1);
        if (!strstr(err, bad[i].msg)) fail_msg("got '%s', expected '%s'", err, bad[i].msg);
    }
    /* Ten rows. */
    snprintf(text, sizeof text, "%s", head);
    for (int r = 0; r < 10; r++) {
        strcat(text, rows[r]);
        strcat(text, "\n");
    }
    assert_int_equal(try_level(g, text, err, sizeof err), -1);
    gametest_assert_contains(err, "test-level:13: board has 10 rows, expected 11");
    /* No rows at all. */
    assert_int_equal(try_level(g, head, err, sizeof err), -1);
    gametest_assert_contains(err, "test-level:3: board has 0 rows");
    /* A size, another player count, a missing board. */
    assert_int_equal(try_level(g, "game: conhex\nsize: 5\nboard:\n", err, sizeof err), -1);
    gametest_assert_contains(err, "test-level:2: ConHex has no size");
    assert_int_equal(try_level(g, "game: conhex\nplayers: 3\nboard:\n", err, sizeof err), -1);
    gametest_assert_contains(err, "test-level:2:");
    assert_int_equal(try_level(g, "game: conhex\nplayers: 2\n", err, sizeof err), -1);
    gametest_assert_contains(err, "missing 'board:'");
    /* A 3-3 split cannot be read from a board: who claimed first? */
    level_text(g, "D5 E4 F4", "D6 E6 F5", 1, text, sizeof text);
    assert_int_equal(try_level(g, text, err, sizeof err), -1);
    gametest_assert_contains(err, "test-level:4: cell 4,4 holds 3 Blue and 3 Red pegs");
    game_free(g);
}

/* ------------------------------------------------------------ random games */

static void test_random_games(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    gametest_opts_t o = {.games = 3000, .ply_cap = 0, .seed = 99, .sample = 4, .max_moves = 80};
    gametest_stats_t s;
    gametest_random_games(g, &o, &s);
    assert_int_equal(s.finished, o.games);
    assert_int_equal(s.capped, 0);
    assert_int_equal(s.draws, 0);
    assert_int_equal(s.wins[1] + s.wins[2], o.games);
    assert_true(s.wins[1] > 0 && s.wins[2] > 0);
    game_free(g);
    g = new_game("pie=off");
    gametest_opts_t o2 = {.games = 500, .seed = 5, .sample = 0, .max_moves = 80};
    gametest_random_games(g, &o2, &s);
    assert_int_equal(s.finished, o2.games);
    game_free(g);
}

/* Many fast random games through random_turn, each checked at the end by the
 * reference connection test and a recount of cells from the pegs. */
static void test_random_playouts(void **state)
{
    (void)state;
    game_t *g = new_game(NULL);
    const board_t *b = &g->board;
    void *start = gametest_start(g), *st = game_state_new(g), *prev = game_state_new(g);
    rng_t rng;
    rng_seed(&rng, 2024);
    long wins[3] = {0}, swaps = 0;
    for (int game = 0; game < 20000; game++) {
        memcpy(st, start, g->rules->state_size);
        int plies = 0;
        while (!game_is_over(st)) {
            memcpy(prev, st, g->rules->state_size);
            assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
            assert_int_equal(game_head(st)->ply, game_head(prev)->ply + 1);
            assert_true(++plies <= 70);
        }
        const game_head_t *h = game_head(st);
        int w = h->winners == 1 ? 1 : 2;
        assert_int_equal(h->status, GAME_WIN);
        assert_true(h->winners == 1 || h->winners == 2);
        wins[w]++;
        swaps += h->swapped;
        game_view_t v, pv;
        g->rules->view(g, st, &v);
        g->rules->view(g, prev, &pv);
        assert_true(ref_connected(b, v.owner, w));
        assert_false(ref_connected(b, v.owner, 3 - w));
        /* Not over one turn earlier. */
        assert_false(ref_connected(b, pv.owner, w));
        /* Every owned cell has enough of its owner's pegs; score = cells. */
        int cells[3] = {0};
        for (int c = 0; c < b->ncells; c++) {
            int have[3] = {0};
            for (int k = 0; k < b->cells[c].nsites; k++) have[v.site[b->cells[c].sites[k]]]++;
            if (v.owner[c]) {
                assert_true(have[v.owner[c]] >= b->cells[c].need);
                cells[v.owner[c]]++;
            } else {
                assert_true(have[1] < b->cells[c].need && have[2] < b->cells[c].need);
            }
        }
        assert_int_equal(score_of(g, st, 1), cells[1]);
        assert_int_equal(score_of(g, st, 2), cells[2]);
    }
    assert_true(wins[1] > 5000 && wins[2] > 5000);
    assert_true(swaps > 0);
    free(prev);
    free(st);
    free(start);
    game_free(g);
}

/* ------------------------------------------------------------ transcripts */

typedef struct {
    game_t *g;
    int games;
    long plies;
} tctx_t;

/* The strings of a JSON array (plus extra, if not NULL), sorted in byte order,
 * joined by spaces. */
static void joined(const tj_t *arr, const char *extra, char *out, size_t n)
{
    const char *s[128];
    int k = 0;
    for (int i = 0; i < tj_len(arr) && k < 127; i++) s[k++] = tj_str(tj_at(arr, i));
    if (extra) s[k++] = extra;
    gametest_join_sorted(s, k, out, n);
}

static void joined_cells(const game_t *g, const int *cells, int k, char *out, size_t n)
{
    const char *s[64];
    for (int i = 0; i < k; i++) s[i] = g->board.cells[cells[i]].name;
    gametest_join_sorted(s, k, out, n);
}

static void replay_one(const tj_t *v, void *vctx)
{
    tctx_t *ctx = vctx;
    const game_t *g = ctx->g;
    assert_string_equal(tj_str(tj_get(v, "game")), "conhex");
    assert_int_equal(tj_int(tj_get(v, "players")), 2);
    int index = tj_int(tj_get(v, "index"));
    const tj_t *moves = tj_get(v, "moves"), *legal = tj_get(v, "legal"), *claimed = tj_get(v, "claimed");
    const tj_t *illegal = tj_get(v, "illegal");
    int plies = tj_int(tj_get(v, "plies"));
    assert_int_equal(tj_len(moves), plies);
    assert_int_equal(tj_len(legal), plies);
    assert_int_equal(tj_len(claimed), plies);
    void *st = gametest_start(g);
    event_list_t ev;
    event_list_init(&ev);
    static char want[2048];
    for (int i = 0; i < plies; i++) {
        if (game_is_over(st)) fail_msg("game %d: over before ply %d", index, i);
        /* Legal moves: the empty holes (and swap, pie on, at ply 1). */
        char *ours = legal_text(g, st);
        joined(tj_at(legal, i), i == 1 ? "swap" : NULL, want, sizeof want);
        if (strcmp(ours, want)) fail_msg("game %d ply %d: legal moves\n ours: %s\n want: %s", index, i, ours, want);
        free(ours);
        /* Recorded illegal moves are refused, for the recorded reason. */
        for (int k = 0; k < tj_len(illegal); k++) {
            const tj_t *e = tj_at(illegal, k);
            if (tj_int(tj_get(e, "ply")) != i) continue;
            const char *mv = tj_str(tj_get(e, "move")), *why = tj_str(tj_get(e, "reason"));
            const char *msg = gametest_refuse(g, st, mv);
            if (!strcmp(why, "occupied")) gametest_assert_contains(msg, "already holds");
            else if (!strcmp(why, "not-a-hole")) gametest_assert_contains(msg, "not a hole");
            else fail_msg("game %d: unknown reason '%s'", index, why);
        }
        /* The move, its claims (events and view agree with the record). */
        game_view_t before, after;
        g->rules->view(g, st, &before);
        play_ev(g, st, tj_str(tj_at(moves, i)), &ev);
        g->rules->view(g, st, &after);
        int cells[8], k = 0, diff[8], kd = 0;
        for (int e = 0; e < ev.n; e++)
            if (gametest_is_verb(&ev.ev[e], CONHEX_EV_CLAIM)) {
                assert_true(k < 3);
                cells[k++] = ev.ev[e].cell;
            }
        for (int c = 0; c < g->board.ncells; c++)
            if (after.owner[c] != before.owner[c]) {
                assert_int_equal(before.owner[c], 0);
                assert_true(kd < 3);
                diff[kd++] = c;
            }
        char got[256], got2[256];
        joined_cells(g, cells, k, got, sizeof got);
        joined_cells(g, diff, kd, got2, sizeof got2);
        joined(tj_at(claimed, i), NULL, want, sizeof want);
        if (strcmp(got, want)) fail_msg("game %d ply %d: claimed '%s', recorded '%s'", index, i, got, want);
        assert_string_equal(got2, want);
        if (i == plies - 1) assert_event_chain(g, st, &ev, tj_int(tj_at(tj_get(v, "winners"), 0)));
    }
    /* The end: result, board, cells, scores. */
    assert_true(game_is_over(st));
    const tj_t *winners = tj_get(v, "winners");
    assert_int_equal(tj_len(winners), 1);
    int w = tj_int(tj_at(winners, 0));
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 1 << (w - 1));
    const tj_t *fb = tj_get(v, "final_board");
    want[0] = '\0';
    for (int i = 0; i < tj_len(fb); i++) {
        strncat(want, tj_str(tj_at(fb, i)), sizeof want - strlen(want) - 1);
        strncat(want, "\n", sizeof want - strlen(want) - 1);
    }
    assert_string_equal(gametest_board(g, st), want);
    game_view_t view;
    g->rules->view(g, st, &view);
    for (int p = 1; p <= 2; p++) {
        int cells[64], k = 0;
        for (int c = 0; c < g->board.ncells; c++)
            if (view.owner[c] == p) cells[k++] = c;
        char got[512];
        joined_cells(g, cells, k, got, sizeof got);
        joined(tj_at(tj_get(v, "final_claimed_cells"), p - 1), NULL, want, sizeof want);
        assert_string_equal(got, want);
        assert_int_equal(score_of(g, st, p), tj_int(tj_at(tj_get(v, "final_scores"), p - 1)));
    }
    /* The recorded winning chain is a chain of ours too. */
    const tj_t *wc = tj_get(v, "winning_chain");
    int chain[64], n = tj_len(wc);
    for (int i = 0; i < n; i++) chain[i] = cell_of(g, tj_str(tj_at(wc, i)));
    if (n && !(g->board.cells[chain[0]].sides & (w == 1 ? BOARD_SIDE_N : BOARD_SIDE_W))) {
        for (int i = 0; i < n / 2; i++) {
            int t = chain[i];
            chain[i] = chain[n - 1 - i];
            chain[n - 1 - i] = t;
        }
    }
    assert_chain(g, st, w, chain, n);
    event_list_free(&ev);
    free(st);
    ctx->games++;
    ctx->plies += plies;
}

static void test_transcripts(void **state)
{
    (void)state;
    tctx_t ctx = {.g = new_game(NULL)};
    int n = gametest_transcript_open(TRANSCRIPTS, replay_one, &ctx);
    game_free(ctx.g); /* before the checks: a failed check must not leak */
    gametest_transcript_check(TRANSCRIPTS, n);
    assert_int_equal(n, 40);
    assert_int_equal(ctx.games, 40);
    assert_true(ctx.plies > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry_setup),
        cmocka_unit_test(test_board),
        cmocka_unit_test(test_board_matches_reference),
        cmocka_unit_test(test_start_position),
        cmocka_unit_test(test_notation),
        cmocka_unit_test(test_bad_actions),
        cmocka_unit_test(test_border_claim_and_events),
        cmocka_unit_test(test_centre_cell),
        cmocka_unit_test(test_split_three_three),
        cmocka_unit_test(test_triple_claim),
        cmocka_unit_test(test_win_through_corners_blue),
        cmocka_unit_test(test_win_through_corners_red),
        cmocka_unit_test(test_no_win_wrong_sides),
        cmocka_unit_test(test_full_board_one_winner),
        cmocka_unit_test(test_swap),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_random_games),
        cmocka_unit_test(test_random_playouts),
        cmocka_unit_test(test_transcripts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
