/* Why a move lost, in the game's words (issue 50, ai_review_why.h): over
 * random games of every game, after each move that leaves an opponent a
 * win at once the clause names the cell of that win (ConHex: "connect
 * left to right with a peg at E5"; Zumo: the stone that can be pushed
 * off the edge, "your"), says it was there before ("already", "a block
 * was needed") exactly when the same winning move won before the move; after a move that leaves none it
 * says nothing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "contract/ai_know.h"
#include "games/why.h"
#include "ai/ai_turn.h"
#include "core/rng.h"
#include "contract/words.h"
#include "lib_gametest.h"

#define GAMES 12

/* Any opponent of mover with a win at once at st (the check itself). */
static int opponent_wins_at_once(const game_t *g, const void *st, int mover, int *who)
{
    for (int c = 1; c <= g->setup.players; c++)
        if (c != mover && ai_threat(g, ai_know_for(g), st, c, 0, NULL) == 1) {
            *who = c;
            return 1;
        }
    return 0;
}

static void check_game(const char *id, const char *setup)
{
    game_t *g = gametest_game(id, setup);
    rng_t rng;
    rng_seed(&rng, 50);
    int said = 0, missed = 0, quiet = 0;
    for (int game = 0; game < GAMES; game++) {
        void *st = gametest_start(g);
        for (int turn = 0; turn < 400 && !game_is_over(st); turn++) {
            void *before = gametest_dup(g, st);
            int mover = game_head(st)->to_move;
            if (g->rules->random_turn(g, st, &rng) < 0) {
                free(before);
                break;
            }
            char why[240];
            int rc = why_lost(g, before, st, mover, why, sizeof why), who = 0;
            int threat = !game_is_over(st) && opponent_wins_at_once(g, st, mover, &who);
            if (rc != threat) fail_msg("%s: the win at once after move %d %s, the words: \"%s\"", id, turn,
                                       threat ? "is there" : "is not there", why);
            if (!rc) {
                assert_string_equal(why, "");
                quiet++;
                free(before);
                continue;
            }
            said++;
            /* The cell of the win (a hole, a pushed stone), where it has one, is named. */
            move_t win;
            void *from = gametest_dup(g, st);
            char cell[32] = "";
            assert_int_equal(ai_threat_move(g, ai_know_for(g), st, who, 0, NULL, &win, from), 1);
            int has_cell = !words_move_cell(g, from, &win, cell, sizeof cell);
            free(from);
            /* Zumo names the stone pushed off, not the cell the push is chosen by. */
            if (strcmp(id, "zumo")) has_cell = has_cell || strstr(why, cell) != NULL;
            for (int i = 0; i < g->board.ncells && !has_cell; i++) has_cell = strstr(why, g->board.cells[i].name) != NULL;
            if (!has_cell) fail_msg("%s: no cell of the win (%s) in \"%s\"", id, cell, why);
            /* Left standing: the same winning move won before the move too. */
            int was = 0;
            move_t had;
            void *pre = gametest_dup(g, before);
            if (ai_threat_move(g, ai_know_for(g), before, who, 0, NULL, &had, pre) == 1) {
                char e2[GAME_ERR_MAX];
                was = game_apply_move(g, pre, &win, NULL, e2, sizeof e2) == 0 && game_is_over(pre) &&
                      game_head(pre)->winners == 1u << (who - 1);
            }
            free(pre);
            int says_already = strstr(why, "already") != NULL || strstr(why, "a block was needed") != NULL;
            if (was != says_already) fail_msg("%s: the win was %sthere before: \"%s\"", id, was ? "" : "not ", why);
            missed += was;
            if (!strcmp(id, "conhex") && !strstr(why, "this lets"))
                fail_msg("conhex: \"%s\"", why);
            if (!strcmp(id, "zumo") && !strstr(why, "pushed off the edge")) fail_msg("zumo: \"%s\"", why);
            if (!strcmp(id, "zumo") && !strstr(why, "your stone")) fail_msg("zumo: whose stone: \"%s\"", why);
            if (said <= 2) print_message("%s: \"%s\"\n", id, why);
            free(before);
        }
        free(st);
    }
    print_message("%s %s: %d said (%d left standing), %d quiet\n", id, setup, said, missed, quiet);
    assert_true(said > 0);
    assert_true(quiet > 0);
    game_free(g);
}

static void test_every_game(void **state)
{
    (void)state;
    for (int i = 0; i < game_count(); i++) check_game(game_by_index(i)->id, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
