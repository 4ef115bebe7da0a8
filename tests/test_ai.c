/* The AI interface (src/core/ai.h): levels, determinism, legality of what
 * it answers in every registered game, immediate wins, forced moves, swap,
 * cancel, refusal at the end. Games not yet in the registry are skipped. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../src/core/ai.h"
#include "lib_gametest.h"

static const char *const ids[] = {"wunchunk", "churn", "conhex", "uknight", "zumo"};

static void *start_state(const game_t *g)
{
    char err[GAME_ERR_MAX];
    void *st = game_state_new(g);
    assert_non_null(st);
    if (game_start(g, st, err, sizeof err)) fail_msg("start: %s", err);
    return st;
}

/* Chooses at the level and seed, asserts the move is legal, returns its text. */
static void choose_legal(const game_t *g, const void *st, ai_level_t level, uint64_t seed,
                         char *text, size_t n, ai_stats_t *stats)
{
    char err[GAME_ERR_MAX];
    move_t m;
    ai_request_t req = {.level = level, .seed = seed};
    if (ai_choose(g, st, &req, &m, stats, err, sizeof err)) fail_msg("ai_choose: %s", err);
    g->rules->format(g, st, &m, text, n);
    void *tmp = malloc(g->rules->state_size);
    assert_non_null(tmp);
    memcpy(tmp, st, g->rules->state_size);
    if (game_apply_move(g, tmp, &m, NULL, err, sizeof err)) fail_msg("AI move '%s' refused: %s", text, err);
    /* The canonical text plays the same move. */
    memcpy(tmp, st, g->rules->state_size);
    if (game_play(g, tmp, text, NULL, NULL, 0, err, sizeof err)) fail_msg("'%s' does not replay: %s", text, err);
    free(tmp);
}

static void test_levels(void **state)
{
    (void)state;
    for (int i = 0; i < AI_LEVELS; i++) {
        assert_int_equal(ai_level_parse(ai_level_name((ai_level_t)i)), i);
        assert_non_null(strstr(ai_level_list(), ai_level_name((ai_level_t)i)));
    }
    assert_int_equal(ai_level_parse("EXPERT"), AI_EXPERT);
    assert_int_equal(ai_level_parse("wizard"), -1);
    assert_int_equal(ai_level_parse(""), -1);
}

/* Every game: a legal move from the start, the same one for the same seed,
 * and a whole game of AI moves at the beginner level stays legal. */
static void test_every_game(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        if (!game_by_id(ids[k])) continue;
        game_t *g = gametest_game(ids[k], "");
        void *st = start_state(g);
        char a[MOVE_TEXT_MAX], b[MOVE_TEXT_MAX];
        ai_stats_t s1, s2;
        choose_legal(g, st, AI_BEGINNER, 42, a, sizeof a, &s1);
        choose_legal(g, st, AI_BEGINNER, 42, b, sizeof b, &s2);
        assert_string_equal(a, b);
        assert_int_equal(s1.playouts, s2.playouts);
        assert_true(s1.candidates > 0);
        assert_true(s1.value >= 0.0 && s1.value <= 1.0);
        /* A short stretch of AI play, both colours (and swap when it comes). */
        for (int ply = 0; ply < 6 && !game_is_over(st); ply++) {
            char t[MOVE_TEXT_MAX];
            choose_legal(g, st, AI_BEGINNER, (uint64_t)ply, t, sizeof t, NULL);
            gametest_play(g, st, t);
        }
        free(st);
        game_free(g);
    }
}

/* Zumo: pushing White's corner stone off the board wins at once; any of
 * the winning moves will do, and the AI must take one. */
static void test_immediate_win(void **state)
{
    (void)state;
    if (!game_by_id("zumo")) skip();
    game_t *g = gametest_game("zumo", "size=6");
    void *st = gametest_level_state(g, "game: zumo\nsize: 6\nto-move: 1\nboard:\n"
                                       "     . . . . . .\n    . . . . . . .\n   . . . . . . . .\n"
                                       "  . . . . . . . . .\n . . . . . . . . . .\n"
                                       ". . 1 . . . . . . . .\n . . . . . . . . . .\n"
                                       "  . . . . . . . . .\n   . . . . . . . .\n"
                                       "    . . . . . . .\n     2 . . . . .\n");
    for (int level = 0; level < AI_LEVELS; level += 2) {
        char t[MOVE_TEXT_MAX];
        ai_stats_t s;
        choose_legal(g, st, (ai_level_t)level, 9, t, sizeof t, &s);
        gametest_play(g, st, t);
        assert_int_equal(game_head(st)->status, GAME_WIN);
        assert_int_equal(game_head(st)->winners, 1);
        assert_int_equal(s.playouts, 0); /* found before any search */
        free(st);
        st = gametest_level_state(g, "game: zumo\nsize: 6\nto-move: 1\nboard:\n"
                                     "     . . . . . .\n    . . . . . . .\n   . . . . . . . .\n"
                                     "  . . . . . . . . .\n . . . . . . . . . .\n"
                                     ". . 1 . . . . . . . .\n . . . . . . . . . .\n"
                                     "  . . . . . . . . .\n   . . . . . . . .\n"
                                     "    . . . . . . .\n     2 . . . . .\n");
    }
    free(st);
    game_free(g);
}

/* Churn side 2: one legal cell, answered without a search; at the end the
 * AI refuses with a message. */
static void test_forced_and_over(void **state)
{
    (void)state;
    if (!game_by_id("churn")) skip();
    game_t *g = gametest_game("churn", "size=2 pie=off");
    void *st = start_state(g);
    const char *moves[] = {"A1", "B1", "C3", "A2", "B3", "C2"};
    for (size_t i = 0; i < 6; i++) gametest_play(g, st, moves[i]);
    char t[MOVE_TEXT_MAX];
    ai_stats_t s;
    choose_legal(g, st, AI_EXPERT, 1, t, sizeof t, &s);
    assert_string_equal(t, "A1");
    assert_int_equal(s.playouts, 0);
    gametest_play(g, st, "A1");
    gametest_play(g, st, "A2");
    gametest_play(g, st, "B2");
    assert_true(game_is_over(st));
    move_t m;
    char err[GAME_ERR_MAX];
    ai_request_t req = {.level = AI_EASY, .seed = 1};
    assert_int_equal(ai_choose(g, st, &req, &m, NULL, err, sizeof err), -1);
    assert_string_equal(err, "the game is over");
    req.level = (ai_level_t)AI_LEVELS;
    assert_int_equal(ai_choose(g, st, &req, &m, NULL, err, sizeof err), -1);
    free(st);
    game_free(g);
}

/* With the pie rule on, the AI answering the first move weighs swap with
 * the rest: whatever it picks is legal, and the same for the same seed. */
static void test_swap_considered(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        if (!game_by_id(ids[k])) continue;
        game_t *g = gametest_game(ids[k], "pie=on");
        void *st = start_state(g);
        char t[MOVE_TEXT_MAX], u[MOVE_TEXT_MAX];
        choose_legal(g, st, AI_BEGINNER, 3, t, sizeof t, NULL);
        gametest_play(g, st, t);
        assert_true(game_swap_legal(g, st));
        ai_stats_t s;
        choose_legal(g, st, AI_EASY, 5, t, sizeof t, &s);
        choose_legal(g, st, AI_EASY, 5, u, sizeof u, NULL);
        assert_string_equal(t, u);
        assert_true(s.candidates >= 2);
        free(st);
        game_free(g);
    }
}

/* A search cancelled before it starts still answers a legal move. */
static void test_cancel(void **state)
{
    (void)state;
    if (!game_by_id("churn")) skip();
    game_t *g = gametest_game("churn", "size=4");
    void *st = start_state(g);
    atomic_int stop = 1;
    ai_request_t req = {.level = AI_EXPERT, .seed = 1, .cancel = &stop};
    move_t m;
    ai_stats_t s;
    char err[GAME_ERR_MAX];
    assert_int_equal(ai_choose(g, st, &req, &m, &s, err, sizeof err), 0);
    assert_int_equal(s.playouts, 0);
    assert_int_equal(game_apply_move(g, st, &m, NULL, err, sizeof err), 0);
    free(st);
    game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_every_game),
        cmocka_unit_test(test_immediate_win),
        cmocka_unit_test(test_forced_and_over),
        cmocka_unit_test(test_swap_considered),
        cmocka_unit_test(test_cancel),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
