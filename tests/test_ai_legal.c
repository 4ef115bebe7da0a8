/* The AI never answers an illegal move: thousands of positions from random
 * games of all five games (several set-ups each), every level's set-up with
 * a small iteration budget, each answer applied and replayed from its
 * canonical text. Under the sanitizer build (HEXARCADE_CHECK) a quarter of
 * the positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "lib_gametest.h"

static int check_mode(void) { return getenv("HEXARCADE_CHECK") != NULL; }

/* Plays random games of (id, setup) and asks the AI at every `every`-th
 * position until `positions` answers were checked. */
static void legal_over_random_games(const char *id, const char *setup, int positions, int every,
                                    long iterations)
{
    if (!game_by_id(id)) return;
    if (check_mode()) positions = positions / 4 + 1;
    game_t *g = gametest_game(id, setup);
    size_t sz = g->rules->state_size;
    void *st = game_state_new(g), *tmp = malloc(sz);
    move_t *m = malloc(sizeof *m);
    assert_non_null(st);
    assert_non_null(tmp);
    assert_non_null(m);
    char err[GAME_ERR_MAX], text[MOVE_TEXT_MAX];
    rng_t rng;
    rng_seed(&rng, 77);
    int checked = 0, games = 0;
    long step = 0;
    while (checked < positions) {
        if (game_start(g, st, err, sizeof err)) fail_msg("start: %s", err);
        games++;
        for (int turn = 0; turn < 400 && !game_is_over(st) && checked < positions; turn++) {
            if (step++ % every == 0) {
                ai_request_t req = {.level = (ai_level_t)(step % AI_LEVELS), .seed = (uint64_t)step,
                                    .iterations = iterations};
                ai_stats_t s;
                if (ai_choose(g, st, &req, m, &s, err, sizeof err))
                    fail_msg("%s %s: ai_choose: %s\n%s", id, setup, err, gametest_board(g, st));
                g->rules->format(g, st, m, text, sizeof text);
                memcpy(tmp, st, sz);
                if (game_apply_move(g, tmp, m, NULL, err, sizeof err))
                    fail_msg("%s %s: AI move '%s' refused: %s\n%s", id, setup, text, err,
                             gametest_board(g, st));
                memcpy(tmp, st, sz);
                if (game_play(g, tmp, text, NULL, NULL, 0, err, sizeof err))
                    fail_msg("%s %s: '%s' does not replay: %s", id, setup, text, err);
                checked++;
            }
            if (g->rules->random_turn(g, st, &rng) != 0) break;
        }
    }
    assert_true(games > 0);
    print_message("%s %s: %d positions from %d random games\n", id, *setup ? setup : "(default)", checked, games);
    free(m);
    free(tmp);
    free(st);
    game_free(g);
}

static void test_conhex(void **state)
{
    (void)state;
    legal_over_random_games("conhex", "", 800, 3, 40);
}

static void test_churn(void **state)
{
    (void)state;
    legal_over_random_games("churn", "", 600, 5, 40);
    legal_over_random_games("churn", "size=4 pie=off", 200, 11, 40);
    legal_over_random_games("churn", "size=2", 100, 1, 40);
}

static void test_wunchunk(void **state)
{
    (void)state;
    legal_over_random_games("wunchunk", "", 500, 2, 30);
    legal_over_random_games("wunchunk", "players=3 size=5", 200, 2, 30);
    legal_over_random_games("wunchunk", "players=4 size=5", 200, 2, 30);
    legal_over_random_games("wunchunk", "size=5 balance=on pie=off", 100, 1, 30);
}

static void test_uknight(void **state)
{
    (void)state;
    legal_over_random_games("uknight", "", 500, 7, 30);
    legal_over_random_games("uknight", "size=5 own-pieces-block-axe=on", 200, 5, 30);
}

static void test_zumo(void **state)
{
    (void)state;
    legal_over_random_games("zumo", "", 400, 1, 20);
    legal_over_random_games("zumo", "size=6 partial-push=on", 300, 1, 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conhex),  cmocka_unit_test(test_churn), cmocka_unit_test(test_wunchunk),
        cmocka_unit_test(test_uknight), cmocka_unit_test(test_zumo),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
