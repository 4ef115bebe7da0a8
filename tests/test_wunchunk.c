/* Wunchunk rules engine (docs/rules/wunchunk.md). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/game.h"
#include "lib_gametest.h"
#include "lib_json.h"

#define SCORE_MAX 256

/* ------------------------------------------------------------------ */
/* Helpers */

static game_t *mk(const char *setup) { return gametest_game("wunchunk", setup); }

/* A position on g's board from stones "1A1 1A2 2C3" (to_move given). */
static void *pos(const game_t *g, int to_move, const char *stones)
{
    char chars[BOARD_MAX_CELLS], board[4096], text[8192];
    gametest_cell_chars(g, stones, chars);
    board_format_text(&g->board, chars, board, sizeof board);
    snprintf(text, sizeof text, "game: wunchunk\nsize: %d\nplayers: %d\nto-move: %d\nboard:\n%s",
             g->setup.side, g->setup.players, to_move, board);
    return gametest_level_state(g, text);
}

/* The piece on a cell (0 empty) through the view. */
static int at(const game_t *g, const void *st, const char *name)
{
    static game_view_t v;
    g->rules->view(g, st, &v);
    return v.cell[gametest_cell(g, name)];
}

/* The score profile as text "1 0 1". */
static const char *prof(const game_t *g, const void *st, int p)
{
    static char buf[2048];
    int sc[SCORE_MAX], n = g->rules->score(g, st, p, sc, SCORE_MAX);
    size_t at_ = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) at_ += (size_t)snprintf(buf + at_, sizeof buf - at_, "%s%d", i ? " " : "", sc[i]);
    return buf;
}

static int chunks(const game_t *g, const void *st, int p)
{
    int sc[SCORE_MAX];
    assert_true(g->rules->score(g, st, p, sc, SCORE_MAX) >= 2);
    return sc[0];
}

static const char *result(const void *st)
{
    static char buf[64];
    game_result_text(st, buf, sizeof buf);
    return buf;
}

static int legal_has(const game_t *g, const void *st, const char *move)
{
    return gametest_legal_has(g, st, 200000, move);
}

/* ------------------------------------------------------------------ */
/* Geometry, start positions, the seed's endgame */

static void test_geometry_check(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    int e5 = gametest_cell(g, "E5");
    const char *want[] = {"D4", "D5", "E4", "E6", "F5", "F6"};
    assert_int_equal(g->board.cells[e5].nnb, 6);
    for (int i = 0; i < 6; i++) {
        int found = 0;
        for (int k = 0; k < 6; k++) found |= g->board.cells[e5].nb[k] == gametest_cell(g, want[i]);
        assert_true(found);
    }
    game_free(g);
}

static void test_defaults(void **state)
{
    (void)state;
    const game_rules_t *r = game_by_id("wunchunk");
    assert_non_null(r);
    assert_int_equal(r->default_side(2), 6);
    assert_int_equal(r->default_side(3), 8);
    assert_int_equal(r->default_side(4), 8);
    assert_int_equal(r->min_side, 5);
    assert_int_equal(r->max_side, 8);
    assert_int_equal(r->min_players, 2);
    assert_int_equal(r->max_players, 4);
    assert_string_equal(r->options[0].key, "pie");
    assert_int_equal(r->options[0].def, 1);
    assert_int_equal(game_option_index(r, "balance"), 1);
    assert_int_equal(r->options[1].def, 0);
    game_setup_t s;
    char err[GAME_ERR_MAX];
    game_setup_default(r, &s, 2);
    assert_int_equal(s.side, 6);
    assert_int_equal(game_setup_parse(r, &s, "players=3", err, sizeof err), 0);
    assert_int_equal(s.side, 8);
    assert_int_equal(game_setup_parse(r, &s, "balance=on pie=off", err, sizeof err), 0);
    assert_int_equal(s.opt[1], 1);
    assert_int_equal(s.opt[0], 0);
    assert_int_not_equal(game_setup_parse(r, &s, "size=9", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "size=4", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "players=5", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "balanse=on", err, sizeof err), 0);
}

static void test_start_positions(void **state)
{
    (void)state;
    /* Offsets of docs/rules/wunchunk.md, (dc, dr) from the centre. */
    static const int off[5][4][2][2] = {
        [2] = {{{0, 1}, {1, 1}}, {{-1, -1}, {0, -1}}},
        [3] = {{{0, 1}, {-1, 0}}, {{-1, -1}, {0, -1}}, {{1, 0}, {1, 1}}},
        [4] = {{{2, 2}, {2, 1}}, {{0, 2}, {-1, 1}}, {{-2, -1}, {-2, -2}}, {{1, -1}, {0, -2}}},
    };
    for (int side = 5; side <= 8; side++)
        for (int np = 2; np <= 4; np++) {
            char setup[64];
            snprintf(setup, sizeof setup, "size=%d players=%d", side, np);
            game_t *g = mk(setup);
            void *st = gametest_start(g);
            const game_head_t *h = game_head(st);
            assert_int_equal(h->to_move, 1);
            assert_int_equal(h->ply, 0);
            assert_int_equal(h->status, GAME_ONGOING);
            int n = side - 1, stones = 0;
            game_view_t v;
            g->rules->view(g, st, &v);
            for (int i = 0; i < g->board.ncells; i++) stones += v.cell[i] != 0;
            assert_int_equal(stones, 2 * np);
            assert_int_equal(v.cell[board_cell_at(&g->board, n, n)], 0); /* centre empty */
            for (int p = 1; p <= np; p++) {
                for (int k = 0; k < 2; k++)
                    assert_int_equal(v.cell[board_cell_at(&g->board, n + off[np][p - 1][k][0],
                                                          n + off[np][p - 1][k][1])],
                                     p);
                assert_string_equal(prof(g, st, p), "1 0 1");
            }
            if (np == 4) {
                static const int empty[4][2] = {{1, 2}, {-1, -2}, {-2, 0}, {2, 0}};
                for (int k = 0; k < 4; k++)
                    assert_int_equal(v.cell[board_cell_at(&g->board, n + empty[k][0], n + empty[k][1])], 0);
            }
            if (np == 3) /* all six centre neighbours */
                for (int d = 0; d < 6; d++)
                    assert_int_not_equal(v.cell[g->board.dir_nb[board_cell_at(&g->board, n, n)][d]], 0);
            gametest_board_roundtrip(g, st);
            free(st);
            game_free(g);
        }
    /* The Check line: side 6, centre F6: P1 F7 G7, P2 E5 F5. */
    game_t *g = mk("size=6 players=2");
    void *st = gametest_start(g);
    assert_int_equal(at(g, st, "F7"), 1);
    assert_int_equal(at(g, st, "G7"), 1);
    assert_int_equal(at(g, st, "E5"), 2);
    assert_int_equal(at(g, st, "F5"), 2);
    assert_int_equal(at(g, st, "F6"), 0);
    free(st);
    game_free(g);
}

static void test_seed_endgame(void **state)
{
    (void)state;
    /* The designer's endgame (docs/rules/wunchunk.md, Check): X = player 1,
     * O = player 2; bottom row padded to six cells. */
    const char *text = "game: wunchunk\nsize: 6\nplayers: 2\nto-move: 2\nboard:\n"
                       "      . . . O X .\n"
                       "      O X X . O X .\n"
                       "      O X O X X O X O\n"
                       "      X X O . X . O X O\n"
                       "      X . O . X X O . X .\n"
                       "      O O O X X O O . . X X\n"
                       "      X X X X O O O O O O\n"
                       "      X . . X X O . O X\n"
                       "      . X X O O . O X\n"
                       "      . O O . . O .\n"
                       "      . . . . . .\n";
    char buf[2048];
    size_t k = 0;
    for (const char *p = text; *p; p++) buf[k++] = *p == 'X' ? '1' : *p == 'O' ? '2' : *p;
    buf[k] = '\0';
    game_t *g = mk("size=6");
    void *st = gametest_level_state(g, buf);
    assert_int_equal(chunks(g, st, 1), 3);
    assert_int_equal(chunks(g, st, 2), 4);
    char status[128];
    g->rules->status_text(g, st, status, sizeof status);
    assert_non_null(strstr(status, "allotment 4"));
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------ */
/* Notation */

static void test_notation(void **state)
{
    (void)state;
    game_t *g = mk("size=6 pie=off");
    void *st = pos(g, 1, "1F7 1G7 1A1 1A2 1K11 1K10 2E5 2F5");
    const game_rules_t *r = g->rules;
    move_t m;
    char err[GAME_ERR_MAX], out[MOVE_TEXT_MAX];
    static const char *const same[][2] = {
        {"2E6,1D4,1B3", "1B3,1D4,2E6"},
        {"  2e6 ,\t1d4,1b3  ", "1B3,1D4,2E6"},
        {"1J10,1J9", "1J9,1J10"}, /* letter then number, numerically */
        {"PASS", "pass"},
        {" pass ", "pass"},
        {"Swap", "swap"},
        {"1a3", "1A3"},
    };
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        if (r->parse(g, st, same[i][0], &m, err, sizeof err)) fail_msg("'%s': %s", same[i][0], err);
        r->format(g, st, &m, out, sizeof out);
        assert_string_equal(out, same[i][1]);
    }
    static const char *const bad[][2] = {
        {"", "empty"},
        {"   ", "empty"},
        {"D4", "expected a stone"},
        {"x", "expected a stone"},
        {"3D4", "no player 3"},
        {"0D4", "no player 0"},
        {"1Z9", "no cell 'Z9' on a side-6 board"},
        {"1A9", "no cell 'A9'"},
        {"1D0", "no cell"},
        {"1", "expected a cell"},
        {"1D", "expected a cell"},
        {"12D4", "expected a cell"},
        {"1D4x", "expected a cell"},
        {"1D4,", "empty stone"},
        {",1D4", "empty stone"},
        {"1D4,,2E6", "empty stone"},
        {"1D4 2E6", "expected ','"},
        {"1D4;2E6", "expected ','"},
        {"1D4,2d4", "same cell twice"},
        {"pass,1D4", "stands alone"},
        {"pass pass", "stands alone"},
        {"1D4,pass", "cannot be combined"},
        {"swapx", "expected a stone"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (!r->parse(g, st, bad[i][0], &m, err, sizeof err)) fail_msg("'%s' parsed", bad[i][0]);
        if (!strstr(err, bad[i][1])) fail_msg("'%s': '%s' lacks '%s'", bad[i][0], err, bad[i][1]);
        gametest_refuse_has(g, st, bad[i][0], bad[i][1]);
    }
    /* More stones than a move holds. */
    char big[2048] = "";
    for (int i = 0; i < 91 && strlen(big) < 1900; i++) {
        if (i) strcat(big, ",");
        strcat(big, "1");
        strcat(big, g->board.cells[i].name);
    }
    assert_int_equal(r->parse(g, st, big, &m, err, sizeof err), 0);
    /* Canonical text through game_play. */
    char canon[MOVE_TEXT_MAX];
    assert_int_equal(game_play(g, st, " 2e6 , 1d4 ", NULL, canon, sizeof canon, err, sizeof err), 0);
    assert_string_equal(canon, "1D4,2E6");
    assert_int_equal(at(g, st, "D4"), 1);
    assert_int_equal(at(g, st, "E6"), 2);
    free(st);
    game_free(g);

    /* Players 3 and 4 exist with 4 players; 5 does not. */
    g = mk("players=4");
    st = gametest_start(g);
    assert_int_equal(g->rules->parse(g, st, "4A1", &m, err, sizeof err), 0);
    assert_int_equal(g->rules->parse(g, st, "3A1", &m, err, sizeof err), 0);
    assert_int_not_equal(g->rules->parse(g, st, "5A1", &m, err, sizeof err), 0);
    assert_non_null(strstr(err, "no player 5 in a 4-player game"));
    assert_int_equal(g->rules->parse(g, st, "1O15", &m, err, sizeof err), 0); /* side 8 */
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------ */
/* Turns: allotment, occupied, colours, the state machine */

static void test_allotment(void **state)
{
    (void)state;
    game_t *g = mk("size=6 pie=off");
    void *st = gametest_start(g);
    gametest_refuse_has(g, st, "1A1,1A2", "too many stones");
    gametest_refuse_has(g, st, "1F7", "F7 is occupied");
    gametest_refuse_has(g, st, "2E5", "occupied");
    gametest_refuse_has(g, st, "3A1", "no player 3");
    gametest_play(g, st, "2A1"); /* any colour */
    assert_int_equal(at(g, st, "A1"), 2);
    assert_string_equal(prof(g, st, 2), "1 1 1");
    assert_int_equal(game_head(st)->to_move, 2);
    gametest_play(g, st, "2A2"); /* Blue makes himself a second chunk */
    assert_string_equal(prof(g, st, 2), "2 0 2");
    gametest_play(g, st, "pass");
    /* Blue's allotment is now 2. */
    char status[128];
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "Blue: allotment 2, 2 stones left");
    gametest_refuse_has(g, st, "1B1,1C1,1D1", "allotment is 2");
    gametest_play(g, st, "1B1,1C1");
    /* The allotment is fixed at the start of the turn: a turn that creates
     * chunks of the mover's colour does not extend it. */
    free(st);
    st = gametest_start(g);
    gametest_play(g, st, "pass");
    action_t a = {.kind = ACT_PLACE, .player = 2, .a = (int16_t)gametest_cell(g, "A1")};
    char err[GAME_ERR_MAX];
    assert_int_equal(game_act(g, st, &a, NULL, err, sizeof err), 0);
    assert_int_equal(game_head(st)->in_turn, 1);
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "Blue: allotment 1, 0 stones left");
    a.a = (int16_t)gametest_cell(g, "A2");
    assert_int_not_equal(game_act(g, st, &a, NULL, err, sizeof err), 0); /* Blue now has 2 chunks */
    assert_non_null(strstr(err, "allotment is 1"));
    /* Only the end of the turn is left. */
    action_t acts[1024];
    int n = g->rules->actions(g, st, acts, 1024);
    assert_int_equal(n, 1);
    assert_int_equal(acts[0].kind, ACT_END);
    /* Pass in the middle of a turn, bad actions. */
    action_t bad[] = {{.kind = ACT_PASS}, {.kind = ACT_MOVE, .a = 1, .b = 2}, {.kind = ACT_PLACE, .player = 1, .a = -1},
                      {.kind = ACT_PLACE, .player = 1, .a = 9999}, {.kind = ACT_PLACE, .player = 0, .a = 3},
                      {.kind = ACT_SWAP}, {.kind = 99}, {.kind = ACT_PLACE, .player = 7, .a = 3}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        void *c = gametest_dup(g, st);
        err[0] = '\0';
        assert_int_not_equal(game_act(g, st, &bad[i], NULL, err, sizeof err), 0);
        assert_true(err[0] != '\0');
        assert_memory_equal(c, st, g->rules->state_size);
        free(c);
    }
    action_t end = {.kind = ACT_END};
    assert_int_equal(game_act(g, st, &end, NULL, err, sizeof err), 0);
    assert_int_equal(game_head(st)->in_turn, 0);
    assert_int_equal(game_head(st)->to_move, 1);
    assert_string_equal(prof(g, st, 2), "1 1 1");
    free(st);
    game_free(g);
}

static void test_turn_state_machine(void **state)
{
    (void)state;
    game_t *g = mk("size=5 pie=off");
    void *st = pos(g, 1, "1A1 1A2 1C1 1C2 1E1 1E2 2I9 2I8");
    char err[GAME_ERR_MAX], status[128];
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "Red: allotment 3, 3 stones left");
    action_t acts[2048];
    int n = g->rules->actions(g, st, acts, 2048);
    int empties = 61 - 8;
    assert_int_equal(n, 1 + empties * 2); /* pass + every cell in both colours, no end yet */
    assert_int_equal(acts[0].kind, ACT_PASS);
    action_t end = {.kind = ACT_END};
    assert_int_not_equal(game_act(g, st, &end, NULL, err, sizeof err), 0);
    assert_non_null(strstr(err, "pass"));
    action_t a = {.kind = ACT_PLACE, .player = 2, .a = (int16_t)gametest_cell(g, "E5")};
    assert_int_equal(game_act(g, st, &a, NULL, err, sizeof err), 0);
    assert_int_not_equal(game_act(g, st, &a, NULL, err, sizeof err), 0); /* the same cell twice */
    assert_non_null(strstr(err, "same cell twice"));
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "Red: allotment 3, 2 stones left");
    n = g->rules->actions(g, st, acts, 2048);
    assert_int_equal(n, 1 + (empties - 1) * 2);
    assert_int_equal(acts[0].kind, ACT_END);
    /* actions() honours max. */
    assert_int_equal(g->rules->actions(g, st, acts, 5), 5);
    /* The view marks the turn's cells. */
    game_view_t v;
    g->rules->view(g, st, &v);
    for (int i = 0; i < g->board.ncells; i++) assert_int_equal(v.mark[i], i == gametest_cell(g, "E5"));
    assert_int_equal(v.cell[gametest_cell(g, "E5")], 2);
    /* moves() between turns only. */
    move_t *mv = malloc(sizeof(move_t) * 10);
    assert_int_equal(g->rules->moves(g, st, mv, 10), 0);
    /* A whole move is refused during a turn. */
    move_t m;
    assert_int_equal(g->rules->parse(g, st, "1D4", &m, err, sizeof err), 0);
    assert_int_not_equal(game_apply_move(g, st, &m, NULL, err, sizeof err), 0);
    assert_int_equal(game_act(g, st, &end, NULL, err, sizeof err), 0);
    g->rules->view(g, st, &v);
    for (int i = 0; i < g->board.ncells; i++) assert_int_equal(v.mark[i], 0);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(game_head(st)->ply, 1);
    /* A move with an explicit end is fine; one action past the end is not. */
    m.n = 2;
    m.a[0] = (action_t){.kind = ACT_PLACE, .player = 2, .a = (int16_t)gametest_cell(g, "D4")};
    m.a[1] = (action_t){.kind = ACT_END};
    void *c = gametest_dup(g, st);
    assert_int_equal(game_apply_move(g, c, &m, NULL, err, sizeof err), 0);
    free(c);
    m.n = 3;
    m.a[2] = (action_t){.kind = ACT_END};
    c = gametest_dup(g, st);
    assert_int_not_equal(game_apply_move(g, c, &m, NULL, err, sizeof err), 0);
    assert_memory_equal(c, st, g->rules->state_size);
    free(c);
    free(mv);
    free(st);
    game_free(g);
}

/* A player with no chunk has allotment 0: he may only pass. */
static void test_zero_chunks(void **state)
{
    (void)state;
    game_t *g = mk("size=5 pie=off");
    void *st = pos(g, 1, "1A1 1C1 2I9 2I8");
    assert_string_equal(prof(g, st, 1), "0 2");
    char *legal = gametest_legal(g, st);
    assert_string_equal(legal, "pass");
    free(legal);
    gametest_refuse_has(g, st, "1E5", "no chunks");
    gametest_refuse_has(g, st, "2E5", "may only pass");
    action_t acts[256];
    int n = g->rules->actions(g, st, acts, 256);
    assert_int_equal(n, 1);
    assert_int_equal(acts[0].kind, ACT_PASS);
    char status[128];
    g->rules->status_text(g, st, status, sizeof status);
    assert_non_null(strstr(status, "pass"));
    rng_t rng;
    rng_seed(&rng, 5);
    void *c = gametest_dup(g, st);
    assert_int_equal(g->rules->random_turn(g, c, &rng), 0);
    assert_int_equal(game_head(c)->passes, 1);
    free(c);
    /* A player with no stones at all: profile [0, 0]. */
    free(st);
    st = pos(g, 2, "2I9 2I8");
    assert_string_equal(prof(g, st, 1), "0 0");
    free(st);
    game_free(g);
}

/* Red places a Blue stone joining two Blue crumbs into a chunk. */
static void test_opponent_merge(void **state)
{
    (void)state;
    game_t *g = mk("size=5 pie=off");
    void *st = pos(g, 1, "1A1 1A2 2C3 2C5 2I9 2I8");
    assert_string_equal(prof(g, st, 2), "1 2 1");
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    assert_int_equal(game_play(g, st, "2C4", &ev, NULL, 0, err, sizeof err), 0);
    assert_string_equal(prof(g, st, 2), "2 0 1 1");
    assert_string_equal(prof(g, st, 1), "1 0 1");
    /* Events: the stone, then the new chunk's outline and Blue's count. */
    int place = -1, groups = 0, score = -1;
    for (int i = 0; i < ev.n; i++) {
        const event_t *e = &ev.ev[i];
        if (e->kind == EV_PLACE) {
            assert_int_equal(e->cell, gametest_cell(g, "C4"));
            assert_int_equal(e->player, 2);
            place = e->beat;
        } else if (e->kind == EV_GROUP) {
            assert_int_equal(e->value, 3);
            assert_int_equal(e->player, 2);
            assert_true(e->cell == gametest_cell(g, "C3") || e->cell == gametest_cell(g, "C4") || e->cell == gametest_cell(g, "C5"));
            assert_int_equal(e->aux, gametest_cell(g, "C3"));
            groups++;
        } else if (e->kind == EV_SCORE) {
            assert_int_equal(e->player, 2);
            assert_int_equal(e->value, 2);
            score = e->beat;
        }
    }
    assert_true(place >= 0);
    assert_int_equal(groups, 3);
    assert_true(score > place);
    /* Blue's allotment is now 2. */
    char status[128];
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "Blue: allotment 2, 2 stones left");
    event_list_free(&ev);
    free(st);
    game_free(g);
}

static void test_events(void **state)
{
    (void)state;
    game_t *g = mk("size=6 pie=off");
    void *st = gametest_start(g);
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    /* A stone joining Red's chunk: the place, then the grown chunk. */
    assert_int_equal(game_play(g, st, "1F8", &ev, NULL, 0, err, sizeof err), 0);
    int groups = 0, scores = 0;
    for (int i = 0; i < ev.n; i++) {
        if (ev.ev[i].kind == EV_GROUP) {
            groups++;
            assert_int_equal(ev.ev[i].value, 3);
        }
        scores += ev.ev[i].kind == EV_SCORE;
    }
    assert_int_equal(ev.ev[0].kind, EV_PLACE);
    assert_int_equal(groups, 3);
    assert_int_equal(scores, 0); /* still one chunk */
    /* Blue: two stones at separate beats, a new Blue chunk -> score 2. */
    event_list_clear(&ev);
    gametest_play(g, st, "pass");
    assert_int_equal(game_play(g, st, "1A1", &ev, NULL, 0, err, sizeof err), 0);
    event_list_clear(&ev);
    assert_int_equal(game_play(g, st, "pass", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(ev.n, 1);
    assert_int_equal(ev.ev[0].kind, EV_PASS);
    assert_int_equal(ev.ev[0].player, 2);
    event_list_clear(&ev);
    assert_int_equal(game_play(g, st, "1A2", &ev, NULL, 0, err, sizeof err), 0);
    int sc = 0;
    for (int i = 0; i < ev.n; i++)
        if (ev.ev[i].kind == EV_SCORE) {
            assert_int_equal(ev.ev[i].player, 1);
            assert_int_equal(ev.ev[i].value, 2);
            sc++;
        }
    assert_int_equal(sc, 1);
    /* Two passes end the game: EV_PASS, then EV_WIN (+ the winners' chunks). */
    gametest_play(g, st, "pass");
    event_list_clear(&ev);
    assert_int_equal(game_play(g, st, "pass", &ev, NULL, 0, err, sizeof err), 0);
    assert_string_equal(result(st), "winner 2");
    int win = -1, chain = 0;
    for (int i = 0; i < ev.n; i++) {
        if (ev.ev[i].kind == EV_WIN) {
            win = i;
            assert_int_equal(ev.ev[i].value, 2);
            assert_true(ev.ev[i].beat > ev.ev[0].beat);
        }
        if (ev.ev[i].kind == EV_CHAIN) {
            chain++;
            assert_int_equal(ev.ev[i].player, 2);
        }
    }
    assert_true(win > 0);
    assert_int_equal(chain, 2);
    /* Several stones: one beat each. */
    free(st);
    st = pos(g, 1, "1A1 1A2 1C1 1C2 2K11 2K10");
    event_list_clear(&ev);
    assert_int_equal(game_play(g, st, "2E5,1F5", &ev, NULL, 0, err, sizeof err), 0);
    int b1 = -1, b2 = -1;
    for (int i = 0; i < ev.n; i++)
        if (ev.ev[i].kind == EV_PLACE) {
            if (b1 < 0) b1 = ev.ev[i].beat;
            else b2 = ev.ev[i].beat;
        }
    assert_true(b2 > b1);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------ */
/* The end */

/* Columns alternate colours: A C E G I Red (5 chunks), B D F H Blue (4). */
static void *striped(const game_t *g, int to_move, const char *leave_empty)
{
    char stones[2048] = "";
    for (int i = 0; i < g->board.ncells; i++) {
        const char *name = g->board.cells[i].name;
        char w[16];
        snprintf(w, sizeof w, " %s ", name);
        char padded[256];
        snprintf(padded, sizeof padded, " %s ", leave_empty);
        if (strstr(padded, w)) continue;
        char s[16];
        snprintf(s, sizeof s, "%s%c%s", stones[0] ? " " : "", g->board.cells[i].c % 2 ? '2' : '1', name);
        strcat(stones, s);
    }
    return pos(g, to_move, stones);
}

static void test_full_board(void **state)
{
    (void)state;
    game_t *g = mk("size=5 pie=off");
    void *st = striped(g, 1, "A1 I9");
    assert_string_equal(prof(g, st, 1), "5 0 0 0 2 0 0 2 0 1"); /* columns of 4, 7, 9, 7, 4 */
    assert_int_equal(chunks(g, st, 2), 4);
    /* Two stones fill the board: the game ends, Blue (4 chunks) wins. */
    void *c = gametest_dup(g, st);
    gametest_play(g, c, "2I9,1A1");
    assert_true(game_is_over(c));
    assert_string_equal(result(c), "winner 2");
    move_t mv[4];
    assert_int_equal(g->rules->moves(g, c, mv, 4), 0);
    gametest_refuse(g, c, "pass");
    free(c);
    /* One stone leaves a cell: not over. */
    c = gametest_dup(g, st);
    gametest_play(g, c, "1A1");
    assert_false(game_is_over(c));
    /* Blue fills the last cell with allotment to spare. */
    gametest_play(g, c, "2I9");
    assert_true(game_is_over(c));
    free(c);
    /* Filling the board leaves only the end of the turn. */
    c = gametest_dup(g, st);
    char err[GAME_ERR_MAX];
    action_t a1 = {.kind = ACT_PLACE, .player = 2, .a = (int16_t)gametest_cell(g, "A1")};
    action_t a2 = {.kind = ACT_PLACE, .player = 2, .a = (int16_t)gametest_cell(g, "I9")};
    assert_int_equal(game_act(g, c, &a1, NULL, err, sizeof err), 0);
    assert_int_equal(game_act(g, c, &a2, NULL, err, sizeof err), 0);
    assert_false(game_is_over(c));
    action_t acts[16];
    assert_int_equal(g->rules->actions(g, c, acts, 16), 1);
    assert_int_equal(acts[0].kind, ACT_END);
    action_t end = {.kind = ACT_END};
    assert_int_equal(game_act(g, c, &end, NULL, err, sizeof err), 0);
    assert_true(game_is_over(c));
    free(c);
    gametest_refuse_has(g, st, "1A1,1I9,1E5", "occupied");
    /* A full board from a level is over at once. */
    free(st);
    st = striped(g, 1, "");
    assert_true(game_is_over(st));
    assert_string_equal(result(st), "winner 2");
    char status[64];
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "Game over");
    free(st);
    game_free(g);
}

static void test_passes(void **state)
{
    (void)state;
    /* 2 players: two passes in a row. */
    game_t *g = mk("size=6 pie=off");
    void *st = gametest_start(g);
    gametest_play(g, st, "pass");
    assert_false(game_is_over(st));
    gametest_play(g, st, "1A1"); /* breaks the sequence */
    gametest_play(g, st, "pass");
    assert_false(game_is_over(st));
    gametest_play(g, st, "pass");
    assert_true(game_is_over(st));
    assert_string_equal(result(st), "winner 2"); /* Red has a crumb */
    free(st);
    game_free(g);
    for (int np = 3; np <= 4; np++) {
        char setup[32];
        snprintf(setup, sizeof setup, "players=%d", np);
        g = mk(setup);
        st = gametest_start(g);
        for (int k = 0; k < np - 1; k++) gametest_play(g, st, "pass");
        assert_false(game_is_over(st));
        gametest_play(g, st, "1A1"); /* a move restarts the count */
        for (int k = 0; k < np - 1; k++) {
            gametest_play(g, st, "pass");
            assert_false(game_is_over(st));
        }
        gametest_play(g, st, "pass");
        assert_true(game_is_over(st));
        /* Red has a crumb; the others share the win. */
        assert_string_equal(result(st), np == 3 ? "winner 2 3" : "winner 2 3 4");
        assert_int_equal(game_head(st)->status, GAME_WIN);
        free(st);
        game_free(g);
    }
    /* All equal with 3 players: everybody shares the win. */
    g = mk("players=3");
    st = gametest_start(g);
    for (int k = 0; k < 3; k++) gametest_play(g, st, "pass");
    assert_string_equal(result(st), "winner 1 2 3");
    free(st);
    game_free(g);
}

static void test_tiebreaks(void **state)
{
    (void)state;
    /* Every player passes; prof1/prof2 and winners are checked where given
     * (NULL, -1: not checked). */
    static const struct {
        const char *why, *setup;
        int to_move;
        const char *stones, *prof1, *prof2, *result;
        int winners;
    } cases[] = {
        {"chunks decide first", "size=5 pie=off", 1, "1A1 1A2 1C1 1C2 2I9 2I8 2E5 2G3", NULL, NULL,
         "winner 2", -1},
        {"equal chunks: fewest crumbs", "size=5 pie=off", 1, "1A1 1A2 1E5 2I9 2I8", "1 1 1", "1 0 1",
         "winner 2", -1},
        {"equal chunks and crumbs: fewest groups of exactly 2", "size=5 pie=off", 1, "1A1 1A2 1A3 2I9 2I8",
         "1 0 0 1", NULL, "winner 1", -1},
        {"equal at size 3, broken at size 4 (profiles of different lengths)", "size=5 pie=off", 1,
         "1A1 1A2 1A3 1C1 1C2 1C3 1C4 2I9 2I8 2I7 2G9 2G8 2G7 2G6 2G5", "2 0 0 1 1", "2 0 0 1 0 1",
         "winner 2", -1},
        {"equal all the way with 2 players: a draw", "size=5 pie=off", 1, "1A1 1A2 2I9 2I8", NULL, NULL, "draw",
         0},
        {"3 players: a shared win, the third loses at crumbs", "size=5 players=3", 1,
         "1A1 1A2 2I9 2I8 3E1 3E2 3E9", NULL, NULL, "winner 1 2", 3},
        {"3 players, broken at size-2 groups between two of them", "size=5 players=3", 1,
         "1A1 1A2 2I9 2I8 2I7 3E1 3E2 3E9", NULL, NULL, "winner 2", -1},
        {"4 players: two share at every level", "size=5 players=4", 2,
         "1A1 1A2 2I9 2I8 2I7 3E1 3E2 3E3 4C1 4C2 4G9", NULL, NULL, "winner 2 3", -1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        game_t *g = mk(cases[i].setup);
        void *st = pos(g, cases[i].to_move, cases[i].stones);
        if (cases[i].prof1) assert_string_equal(prof(g, st, 1), cases[i].prof1);
        if (cases[i].prof2) assert_string_equal(prof(g, st, 2), cases[i].prof2);
        for (int k = 0; k < g->setup.players; k++) gametest_play(g, st, "pass");
        assert_string_equal(result(st), cases[i].result);
        if (!strcmp(cases[i].result, "draw")) assert_int_equal(game_head(st)->status, GAME_DRAW);
        if (cases[i].winners >= 0) assert_int_equal(game_head(st)->winners, cases[i].winners);
        free(st);
        game_free(g);
    }
}

/* ------------------------------------------------------------------ */
/* Pie rule and balance */

static void test_swap(void **state)
{
    (void)state;
    game_t *g = mk("size=6");
    void *st = gametest_start(g);
    gametest_refuse_has(g, st, "swap", "swap");
    gametest_play(g, st, "1A1");
    assert_true(legal_has(g, st, "swap"));
    assert_true(legal_has(g, st, "pass"));
    assert_true(legal_has(g, st, "2B1"));
    char before[4096];
    snprintf(before, sizeof before, "%s", gametest_board(g, st));
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    assert_int_equal(game_play(g, st, "SWAP", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(ev.n, 1);
    assert_int_equal(ev.ev[0].kind, EV_SWAP);
    event_list_free(&ev);
    assert_int_equal(game_head(st)->swapped, 1);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(game_head(st)->ply, 2);
    assert_string_equal(gametest_board(g, st), before);
    assert_false(legal_has(g, st, "swap"));
    gametest_refuse_has(g, st, "swap", "swap");
    gametest_play(g, st, "2B1");
    assert_int_equal(game_head(st)->to_move, 1);
    gametest_refuse_has(g, st, "swap", "swap");
    free(st);
    /* Only as Blue's first turn. */
    st = gametest_start(g);
    gametest_play(g, st, "pass");
    assert_true(legal_has(g, st, "swap"));
    gametest_play(g, st, "2B1");
    gametest_refuse_has(g, st, "swap", "swap");
    free(st);
    game_free(g);
    /* Pie off; 3 players; loaded levels. */
    g = mk("size=6 pie=off");
    st = gametest_start(g);
    gametest_play(g, st, "1A1");
    gametest_refuse_has(g, st, "swap", "swap");
    assert_false(legal_has(g, st, "swap"));
    free(st);
    game_free(g);
    g = mk("players=3");
    st = gametest_start(g);
    gametest_play(g, st, "1A1");
    gametest_refuse_has(g, st, "swap", "swap");
    free(st);
    game_free(g);
    g = mk("size=6");
    st = pos(g, 2, "1A1 1A2 2K11 2K10");
    gametest_refuse_has(g, st, "swap", "swap");
    free(st);
    game_free(g);
}

static void test_balance(void **state)
{
    (void)state;
    game_t *g = mk("size=6 pie=off balance=on");
    game_t *off = mk("size=6 pie=off");
    /* Red's second turn: a move making him a second chunk is refused. */
    void *st = gametest_start(g);
    gametest_play(g, st, "1A1");
    gametest_play(g, st, "2K11");
    gametest_refuse_has(g, st, "1A2", "balance");
    void *c = gametest_dup(g, st);
    gametest_play(off, c, "1A2"); /* legal without the option */
    free(c);
    c = gametest_dup(g, st);
    gametest_play(g, c, "2A2");
    gametest_play(g, c, "2K10");
    gametest_play(g, c, "1B1"); /* the third turn is free */
    assert_int_equal(chunks(g, c, 1), 2);
    free(c);
    c = gametest_dup(g, st);
    gametest_play(g, c, "pass");
    free(c);
    free(st);
    /* Blue gives Red a second chunk: Red must rejoin, or pass. */
    st = gametest_start(g);
    gametest_play(g, st, "1D7");
    gametest_play(g, st, "1D8");
    assert_int_equal(chunks(g, st, 1), 2);
    gametest_refuse_has(g, st, "2K11", "leaves 2");
    gametest_refuse_has(g, st, "1E8", "balance");
    gametest_refuse_has(g, st, "2E7,1E8", "balance");
    c = gametest_dup(g, st);
    gametest_play(g, c, "1E7");
    assert_int_equal(chunks(g, c, 1), 1);
    free(c);
    c = gametest_dup(g, st);
    gametest_play(g, c, "1E7,2K11");
    free(c);
    c = gametest_dup(g, st);
    gametest_play(g, c, "pass"); /* a pass is always allowed */
    assert_int_equal(chunks(g, c, 1), 2);
    free(c);
    /* The state machine: a stone may break the rule on the way, the end may not. */
    c = gametest_dup(g, st);
    char err[GAME_ERR_MAX];
    action_t a = {.kind = ACT_PLACE, .player = 1, .a = (int16_t)gametest_cell(g, "E8")};
    assert_int_equal(game_act(g, c, &a, NULL, err, sizeof err), 0);
    action_t acts[512];
    int n = g->rules->actions(g, c, acts, 512);
    for (int i = 0; i < n; i++) assert_int_not_equal(acts[i].kind, ACT_END);
    action_t end = {.kind = ACT_END};
    assert_int_not_equal(game_act(g, c, &end, NULL, err, sizeof err), 0);
    assert_non_null(strstr(err, "at most one chunk"));
    a.a = (int16_t)gametest_cell(g, "E7");
    assert_int_equal(game_act(g, c, &a, NULL, err, sizeof err), 0);
    n = g->rules->actions(g, c, acts, 512);
    assert_int_equal(acts[0].kind, ACT_END);
    assert_int_equal(game_act(g, c, &end, NULL, err, sizeof err), 0);
    free(c);
    /* moves() lists exactly the moves the option allows. */
    char *on_list = gametest_legal(g, st);
    char *off_list = gametest_legal(off, st);
    int n_on = 0, n_filtered = 0;
    for (char *p = on_list; *p; p++) n_on += *p == ' ';
    n_on++;
    char filtered[1 << 16];
    size_t fl = 0;
    for (char *save = NULL, *w = strtok_r(off_list, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        void *t = gametest_dup(g, st);
        if (game_play(g, t, w, NULL, NULL, 0, err, sizeof err) == 0) {
            fl += (size_t)snprintf(filtered + fl, sizeof filtered - fl, "%s%s", fl ? " " : "", w);
            n_filtered++;
        }
        free(t);
    }
    assert_int_equal(n_on, n_filtered);
    assert_string_equal(on_list, filtered);
    free(on_list);
    free(off_list);
    /* random_turn keeps to the rule. */
    rng_t rng;
    rng_seed(&rng, 11);
    for (int k = 0; k < 300; k++) {
        c = gametest_dup(g, st);
        assert_int_equal(g->rules->random_turn(g, c, &rng), 0);
        assert_true(chunks(g, c, 1) <= 1 || game_head(c)->passes == 1);
        free(c);
    }
    free(st);
    /* 3 players: Red's second turn too. */
    game_free(g);
    game_free(off);
    g = mk("players=3 balance=on");
    st = gametest_start(g);
    gametest_play(g, st, "1A1");
    gametest_play(g, st, "pass");
    gametest_play(g, st, "pass");
    gametest_refuse_has(g, st, "1A2", "balance");
    gametest_play(g, st, "1C1");
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------ */
/* moves() */

static void test_moves(void **state)
{
    (void)state;
    game_t *g = mk("size=5 pie=off");
    void *st = pos(g, 1, "1A1 1A2 1C1 1C2 2I9 2I8");
    int e = 61 - 6;
    /* Allotment 2: pass + 2e + C(e,2)*4. */
    int want = 1 + 2 * e + e * (e - 1) / 2 * 4;
    move_t *mv = malloc(sizeof(move_t) * (size_t)want);
    assert_non_null(mv);
    assert_int_equal(g->rules->moves(g, st, mv, want), want);
    assert_int_equal(g->rules->moves(g, st, mv, want - 1), -1);
    char *legal = gametest_legal(g, st);
    /* All distinct (the list is sorted). */
    int count = 0;
    char *prev = NULL;
    for (char *save = NULL, *w = strtok_r(legal, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (prev) assert_true(strcmp(prev, w) < 0);
        prev = w;
        count++;
    }
    assert_int_equal(count, want);
    free(legal);
    gametest_check_moves(g, st, 500, want, 3);
    free(mv);
    free(st);
    /* Allotment 1 at the start of a 4-player side-8 game. */
    game_free(g);
    g = mk("players=4");
    st = gametest_start(g);
    mv = malloc(sizeof(move_t) * 1000);
    assert_int_equal(g->rules->moves(g, st, mv, 1000), 1 + (169 - 8) * 4);
    free(mv);
    free(st);
    game_free(g);
    /* Too many (3 stones on side 8): the engine protocol says "too many". */
    g = mk("size=8 pie=off");
    st = pos(g, 1, "1A1 1A2 1C1 1C2 1E1 1E2 2O15 2O14");
    char err[GAME_ERR_MAX];
    char *s = game_legal_moves_text(g, st, 100000, NULL, err, sizeof err);
    assert_null(s);
    assert_string_equal(err, "too many");
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------ */
/* Levels */

static void test_levels(void **state)
{
    (void)state;
    game_t *g = mk("size=5");
    const char *head = "game: wunchunk\nsize: 5\nplayers: 2\nboard:\n";
    const char *rows[] = {"    . . . . .",  "   . . . . . .",   "  . . . . . . .", " . . . . . . . .",
                          ". . . . . . . . .", " . . . . . . . .", "  . . . . . . .",  "   . . . . . .",
                          "    . . . . ."};
    char text[2048];
    /* Good. */
    snprintf(text, sizeof text, "%s", head);
    for (int i = 0; i < 9; i++) strcat(strcat(text, rows[i]), "\n");
    void *st = gametest_level_state(g, text);
    assert_string_equal(prof(g, st, 1), "0 0");
    free(st);
    /* Row 3 (file line 7) too short. */
    snprintf(text, sizeof text, "%s", head);
    for (int i = 0; i < 9; i++) strcat(strcat(text, i == 2 ? "  . . . . . ." : rows[i]), "\n");
    const char *e = gametest_level_error(g, "bad.txt", text);
    assert_non_null(strstr(e, "bad.txt:7:"));
    assert_non_null(strstr(e, "expected 7"));
    /* A bad character on row 5 (line 9). */
    snprintf(text, sizeof text, "%s", head);
    for (int i = 0; i < 9; i++) strcat(strcat(text, i == 4 ? ". . . . x . . . ." : rows[i]), "\n");
    e = gametest_level_error(g, "bad.txt", text);
    assert_non_null(strstr(e, "bad.txt:9:"));
    assert_non_null(strstr(e, "'x'"));
    assert_non_null(strstr(e, "E5"));
    /* Player 3 on a 2-player board (row 9, line 13). */
    snprintf(text, sizeof text, "%s", head);
    for (int i = 0; i < 9; i++) strcat(strcat(text, i == 8 ? "    . 3 . . ." : rows[i]), "\n");
    e = gametest_level_error(g, "bad.txt", text);
    assert_non_null(strstr(e, "bad.txt:13:"));
    assert_non_null(strstr(e, "'3'"));
    /* Too few rows. */
    snprintf(text, sizeof text, "%s", head);
    for (int i = 0; i < 8; i++) strcat(strcat(text, rows[i]), "\n");
    e = gametest_level_error(g, "bad.txt", text);
    assert_non_null(strstr(e, "bad.txt:"));
    assert_non_null(strstr(e, "rows"));
    /* No phases in Wunchunk; to-move beyond the players; another size. */
    snprintf(text, sizeof text, "game: wunchunk\nsize: 5\nphase: 2\nboard:\n");
    for (int i = 0; i < 9; i++) strcat(strcat(text, rows[i]), "\n");
    e = gametest_level_error(g, "bad.txt", text);
    assert_non_null(strstr(e, "bad.txt:3:"));
    snprintf(text, sizeof text, "game: wunchunk\nsize: 5\nto-move: 3\nboard:\n");
    for (int i = 0; i < 9; i++) strcat(strcat(text, rows[i]), "\n");
    e = gametest_level_error(g, "bad.txt", text);
    assert_non_null(strstr(e, "bad.txt:3:"));
    snprintf(text, sizeof text, "game: wunchunk\nsize: 6\nboard:\n");
    e = gametest_level_error(g, "bad.txt", text);
    assert_non_null(strstr(e, "bad.txt:2:"));
    /* to-move is honoured. */
    snprintf(text, sizeof text, "game: wunchunk\nsize: 5\nto-move: 2\nboard:\n");
    for (int i = 0; i < 9; i++) strcat(strcat(text, rows[i]), "\n");
    st = gametest_level_state(g, text);
    assert_int_equal(game_head(st)->to_move, 2);
    free(st);
    game_free(g);
    /* Every start file loads through game_from_level too. */
    for (int side = 5; side <= 8; side++)
        for (int np = 2; np <= 4; np++) {
            char path[256], err[GAME_ERR_MAX];
            snprintf(path, sizeof path, "levels/wunchunk/start-s%d-p%d.txt", side, np);
            level_t *lv = level_new();
            if (level_load(lv, path, err, sizeof err)) fail_msg("%s", err);
            void *s2;
            game_t *g2 = game_from_level(lv, ".", NULL, &s2, err, sizeof err);
            if (!g2) fail_msg("%s", err);
            assert_int_equal(g2->setup.side, side);
            assert_int_equal(g2->setup.players, np);
            free(s2);
            game_free(g2);
            level_free(lv);
        }
}

/* ------------------------------------------------------------------ */
/* Random games */

static void random_games(const char *setup, int games, int sample, uint64_t seed)
{
    game_t *g = mk(setup);
    gametest_opts_t o = {.games = games, .ply_cap = 0, .seed = seed, .sample = sample, .max_moves = 400};
    gametest_stats_t stats;
    gametest_random_games(g, &o, &stats);
    assert_int_equal(stats.finished, games);
    assert_int_equal(stats.capped, 0);
    long wins = stats.draws;
    for (int p = 1; p <= 4; p++) wins += stats.wins[p];
    assert_true(wins >= games);
    game_free(g);
}

static void test_random_games(void **state)
{
    (void)state;
    static const char *const setups[] = {
        "size=5 players=2", "size=6 players=2", "size=7 players=2", "size=8 players=2",
        "size=5 players=3", "size=6 players=3", "size=7 players=3", "size=8 players=3",
        "size=5 players=4", "size=6 players=4", "size=7 players=4", "size=8 players=4",
        "size=6 balance=on", "size=5 players=4 balance=on pie=off",
    };
    int check = getenv("HEXARCADE_CHECK") != NULL;
    for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
        random_games(setups[i], check ? 60 : 300, 20, 1000 + i);
        random_games(setups[i], check ? 60 : 300, -1, 2000 + i);
    }
}

/* Many fast games: the incremental group counts agree with a fresh load of
 * the board text, the turn structure holds, every game ends. */
static void test_random_playouts(void **state)
{
    (void)state;
    static const char *const setups[] = {"size=5", "size=6", "size=7", "size=8",
                                         "players=3 size=5", "players=3", "players=4 size=6", "players=4"};
    int per = 2600;
    long total = 0;
    for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
        game_t *g = mk(setups[i]);
        void *st0 = gametest_start(g), *st = game_state_new(g);
        rng_t rng;
        rng_seed(&rng, 77 + i);
        int np = g->setup.players;
        for (int n = 0; n < per; n++) {
            memcpy(st, st0, g->rules->state_size);
            int ply = 0, last_passes = 0;
            while (!game_is_over(st)) {
                int mover = game_head(st)->to_move, was_swapped = game_head(st)->swapped;
                assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
                int swap_now = game_head(st)->swapped != was_swapped;
                ply++;
                assert_true(ply < 2000);
                int pass_now = game_head(st)->passes;
                assert_true(pass_now == 0 || pass_now == last_passes + 1);
                last_passes = pass_now;
                if (!game_is_over(st)) assert_int_equal(game_head(st)->to_move, swap_now ? mover : mover % np + 1);
                if ((n & 63) == 0) {
                    /* Reload the board text and compare every profile. */
                    char text[8192], lvl[9000];
                    game_board_text(g, st, text, sizeof text);
                    snprintf(lvl, sizeof lvl, "game: wunchunk\nsize: %d\nplayers: %d\nboard:\n%s",
                             g->setup.side, np, text);
                    void *re = gametest_level_state(g, lvl);
                    for (int p = 1; p <= np; p++) {
                        char a[2048];
                        snprintf(a, sizeof a, "%s", prof(g, st, p));
                        assert_string_equal(a, prof(g, re, p));
                    }
                    free(re);
                }
            }
            total++;
        }
        free(st);
        free(st0);
        game_free(g);
    }
    assert_true(total >= 8000);
}

/* ------------------------------------------------------------------ */
/* Reference transcripts */

typedef struct {
    const char *config;
    int games;
} replay_ctx_t;

static void check_scores(const game_t *g, const void *st, const tj_t *arrs, const char *what, int idx,
                         int ply)
{
    assert_int_equal(tj_len(arrs), g->setup.players);
    for (int p = 1; p <= g->setup.players; p++) {
        const tj_t *a = tj_at(arrs, p - 1);
        int sc[SCORE_MAX], n = g->rules->score(g, st, p, sc, SCORE_MAX);
        int same = n == tj_len(a);
        for (int k = 0; same && k < n; k++) same = sc[k] == tj_int(tj_at(a, k));
        if (!same) fail_msg("game %d ply %d %s: player %d score %s differs", idx, ply, what, p, prof(g, st, p));
    }
}

static void replay_one(const tj_t *v, void *vctx)
{
    replay_ctx_t *ctx = vctx;
    int side = tj_int(tj_get(v, "side")), np = tj_int(tj_get(v, "players")), idx = tj_int(tj_get(v, "index"));
    assert_string_equal(tj_str(tj_get(v, "game")), "wunchunk");
    char setup[128];
    snprintf(setup, sizeof setup, "size=%d players=%d pie=off balance=on", side, np);
    game_t *g = mk(setup);
    snprintf(setup, sizeof setup, "size=%d players=%d pie=off balance=off", side, np);
    game_t *off = mk(setup);
    void *st = gametest_start(g);
    /* The start stones. */
    const tj_t *stones = tj_get(v, "start");
    assert_int_equal(tj_len(stones), 2 * np);
    for (int i = 0; i < tj_len(stones); i++) {
        const char *s = tj_str(tj_at(stones, i));
        assert_int_equal(at(g, st, s + 1), s[0] - '0');
    }
    check_scores(g, st, tj_get(v, "scores_start"), "start", idx, -1);
    const tj_t *moves = tj_get(v, "moves"), *movers = tj_get(v, "movers"),
               *allot = tj_get(v, "allotments"), *after = tj_get(v, "scores_after"),
               *illegal = tj_get(v, "illegal");
    int plies = tj_int(tj_get(v, "plies"));
    assert_int_equal(tj_len(moves), plies);
    assert_int_equal(tj_len(after), plies);
    char err[GAME_ERR_MAX], canon[MOVE_TEXT_MAX];
    move_t *mv = malloc(sizeof(move_t) * 1000);
    assert_non_null(mv);
    for (int i = 0; i < plies; i++) {
        assert_false(game_is_over(st));
        const game_head_t *h = game_head(st);
        assert_int_equal(h->to_move, tj_int(tj_at(movers, i)));
        int a = chunks(g, st, h->to_move);
        if (a != tj_int(tj_at(allot, i))) fail_msg("game %d ply %d: allotment %d, recorded %d", idx, i, a,
                                                    tj_int(tj_at(allot, i)));
        /* Allotment 1, no balance restriction: pass + every empty cell in every colour. */
        if (a == 1) {
            int n = off->rules->moves(off, st, mv, 1000), empties = 0;
            for (const char *b = gametest_board(g, st); *b; b++) empties += *b == '.';
            assert_int_equal(n, 1 + empties * np);
        }
        for (int k = 0; k < tj_len(illegal); k++) {
            const tj_t *il = tj_at(illegal, k);
            if (tj_int(tj_get(il, "ply")) != i) continue;
            const char *m = tj_str(tj_get(il, "move")), *why = tj_str(tj_get(il, "reason"));
            const char *words = !strcmp(why, "occupied")                ? "occupied"
                                : !strcmp(why, "too-many-stones")       ? "too many stones"
                                : !strcmp(why, "no-such-player-colour") ? "no player"
                                : !strcmp(why, "balance")               ? "balance"
                                                                        : NULL;
            if (!words) fail_msg("unknown reason %s", why);
            gametest_refuse_has(g, st, m, words);
            if (!strcmp(why, "balance")) {
                void *c = gametest_dup(g, st);
                gametest_play(off, c, m);
                free(c);
            } else {
                gametest_refuse_has(off, st, m, words);
            }
        }
        const char *m = tj_str(tj_at(moves, i));
        if (game_play(g, st, m, NULL, canon, sizeof canon, err, sizeof err))
            fail_msg("game %d ply %d: '%s' refused: %s", idx, i, m, err);
        assert_string_equal(canon, m);
        check_scores(g, st, tj_at(after, i), "after", idx, i);
    }
    assert_true(game_is_over(st));
    check_scores(g, st, tj_get(v, "final_scores"), "final", idx, plies);
    /* Winners. */
    const tj_t *w = tj_get(v, "winners");
    unsigned mask = 0;
    for (int k = 0; k < tj_len(w); k++) mask |= 1u << (tj_int(tj_at(w, k)) - 1);
    if (np == 2 && tj_len(w) == 2) {
        assert_int_equal(game_head(st)->status, GAME_DRAW);
    } else {
        assert_int_equal(game_head(st)->status, GAME_WIN);
        assert_int_equal(game_head(st)->winners, mask);
    }
    /* Final board, row by row (indentation aside). */
    const tj_t *fb = tj_get(v, "final_board");
    char text[8192];
    game_board_text(g, st, text, sizeof text);
    char *save = NULL, *line = strtok_r(text, "\n", &save);
    for (int k = 0; k < tj_len(fb); k++) {
        assert_non_null(line);
        const char *a = tj_str(tj_at(fb, k));
        while (*a == ' ') a++;
        const char *b = line;
        while (*b == ' ') b++;
        assert_string_equal(a, b);
        line = strtok_r(NULL, "\n", &save);
    }
    assert_null(line);
    /* How it ended. */
    const char *end = tj_str(tj_get(v, "end"));
    int full = strchr(gametest_board(g, st), '.') == NULL;
    if (!strcmp(end, "board-full")) {
        assert_true(full);
    } else {
        assert_string_equal(end, "all-passed");
        assert_true(plies >= np);
        for (int k = plies - np; k < plies; k++) assert_string_equal(tj_str(tj_at(moves, k)), "pass");
    }
    free(mv);
    free(st);
    game_free(off);
    game_free(g);
    ctx->games++;
}

static void test_transcripts(void **state)
{
    (void)state;
    static const char *const files[] = {"wunchunk2p5", "wunchunk2p6", "wunchunk3p8", "wunchunk4p8"};
    for (size_t i = 0; i < 4; i++) {
        char path[256];
        snprintf(path, sizeof path, "tests/data/reference/transcripts/%s.jsonl", files[i]);
        replay_ctx_t ctx = {files[i], 0};
        int n = gametest_transcript(path, replay_one, &ctx);
        assert_int_equal(n, 40);
        assert_int_equal(ctx.games, 40);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_geometry_check),
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_start_positions),
        cmocka_unit_test(test_seed_endgame),
        cmocka_unit_test(test_notation),
        cmocka_unit_test(test_allotment),
        cmocka_unit_test(test_turn_state_machine),
        cmocka_unit_test(test_zero_chunks),
        cmocka_unit_test(test_opponent_merge),
        cmocka_unit_test(test_events),
        cmocka_unit_test(test_full_board),
        cmocka_unit_test(test_passes),
        cmocka_unit_test(test_tiebreaks),
        cmocka_unit_test(test_swap),
        cmocka_unit_test(test_balance),
        cmocka_unit_test(test_moves),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_random_games),
        cmocka_unit_test(test_random_playouts),
        cmocka_unit_test(test_transcripts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
