/* The mid-end (src/core/match.h) over every game in the registry: random
 * whole turns played only by clicks, buttons and confirmations, with
 * "Confirm move" off and on, take-backs inside a turn, turns that end by
 * themselves, and the commit with its hooks (tests/lib_matchcheck.c says
 * what is checked, against the rules alone). The sixth game runs the same
 * check in test_sixth_game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/match.h"
#include "lib_gametest.h"
#include "lib_matchcheck.h"

static game_t *new_game(const game_rules_t *r, int players)
{
    game_setup_t su;
    char err[GAME_ERR_MAX];
    game_setup_default(r, &su, players);
    game_t *g = game_new(r, &su, NULL, err, sizeof err);
    if (!g) fail_msg("%s: %s", r->id, err);
    return g;
}

/* Every game, two players and its most, confirm off and on. */
static void test_every_game(void **state)
{
    (void)state;
    assert_true(game_count() >= 5);
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        int counts[2] = {r->min_players > 2 ? r->min_players : 2, r->max_players};
        for (int k = 0; k < 2; k++) {
            if (k == 1 && counts[1] == counts[0]) break;
            matchcheck_stats_t st;
            matchcheck_game(new_game(r, counts[k]), 4, 80, 0x6D61746368ULL + (uint64_t)i, &st);
            print_message("%-9s %d players: %ld turns, %ld clicks, %ld held of %ld, %ld ended by themselves, %ld kept open, "
                          "%ld taken back, %ld selections\n", r->id, counts[k], st.turns, st.clicks, st.held, st.finishing, st.ended, st.kept_open,
                          st.taken_back, st.selected);
            /* Each part of the contract was met, not skipped. */
            assert_true(st.turns >= 40);
            assert_true(st.clicks > 0);
            /* Confirm move held every click that finished a turn; a game
             * whose turns no click finishes (each ends by a confirmation)
             * kept its turns open instead. */
            assert_int_equal(st.held, st.finishing);
            assert_true(st.finishing > 0 || st.kept_open > 0);
            const game_turn_t *p = r->turn;
            if (p && p->end_waits) assert_true(st.kept_open + st.ended > 0);
        }
    }
}

/* A game whose turns are several actions: actions are taken back inside
 * the turn, and some turn ended by itself or was kept open. */
static void test_multi_action_games_take_back(void **state)
{
    (void)state;
    int multi = 0;
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        matchcheck_stats_t st;
        matchcheck_game(new_game(r, 2), 2, 80, 0x74616B65ULL + (uint64_t)i, &st);
        if (st.taken_back == 0) continue; /* one click is a whole turn: nothing to take back inside it */
        multi++;
        assert_true(st.ended + st.kept_open > 0);
    }
    assert_true(multi >= 2);
}

/* Without a session (a screen's preview of a turn) nothing commits. */
static void test_no_session_no_commit(void **state)
{
    (void)state;
    game_t *g = new_game(game_by_index(0), 2);
    void *st = gametest_start(g);
    match_t m;
    assert_int_equal(match_init(&m, g, NULL, NULL), 0);
    match_begin(&m, st);
    move_t *mv = calloc(1, sizeof *mv);
    assert_non_null(mv);
    assert_int_equal(match_commit(&m, mv, 0), -1);
    assert_true(m.err[0] != '\0');
    assert_int_equal(match_take_back(&m), MATCH_NONE);
    assert_int_equal(match_cancel(&m), MATCH_NONE);
    assert_int_equal(match_click(&m, -1), MATCH_NONE);
    assert_int_equal(match_confirm(&m), MATCH_REFUSED); /* nothing to confirm yet */
    free(mv);
    match_free(&m);
    free(st);
    game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_game),
        cmocka_unit_test(test_multi_action_games_take_back),
        cmocka_unit_test(test_no_session_no_commit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
