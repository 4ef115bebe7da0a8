/* Per-game knowledge of the AI (src/contract/ai_know.h), on small positions
 * where the right answer is plain: ConHex distance (the side nearer to a
 * chain is ahead; the peg that completes a cell on the chain is preferred),
 * Wunchunk (joining two own chunks beats making a crumb; spoiling a join),
 * Zumo (a stone on the edge with a pusher in line is in danger), Uknight
 * (fewer groups is better), Churn (more stones is better). Also the order
 * rule that makes commuting actions one path. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "contract/ai_know.h"
#include "ai/ai_turn.h"
#include "ai/mcts.h"
#include "lib_gametest.h"

typedef struct {
    game_t *g;
    const ai_know_t *k;
    void *ctx;
    void *st;
} kt_t;

static kt_t load(const char *id, const char *setup, const char *level_text)
{
    kt_t t;
    t.g = gametest_game(id, setup);
    t.k = ai_know_for(t.g);
    assert_ptr_equal(t.k, t.g->rules->know);
    t.ctx = t.k->init ? t.k->init(t.g) : NULL;
    if (t.k->init) assert_non_null(t.ctx);
    t.st = gametest_level_state(t.g, level_text);
    return t;
}

static void unload(kt_t *t)
{
    if (t->ctx && t->k->done) t->k->done(t->ctx);
    free(t->st);
    game_free(t->g);
}

/* The prior of the action whose notation (one action) is text. */
static float prior_of(const kt_t *t, const char *text)
{
    action_t acts[4096];
    float pri[4096];
    int n = t->g->rules->actions(t->g, t->st, acts, 4096);
    t->k->prior(t->ctx, t->g, t->st, acts, n, pri);
    move_t m;
    char err[GAME_ERR_MAX];
    if (t->g->rules->parse(t->g, t->st, text, &m, err, sizeof err)) fail_msg("%s", err);
    for (int i = 0; i < n; i++)
        if (acts[i].kind == m.a[0].kind && acts[i].a == m.a[0].a && acts[i].player == m.a[0].player &&
            acts[i].b == m.a[0].b)
            return pri[i];
    fail_msg("no action %s", text);
    return 0;
}

static void test_conhex(void **state)
{
    (void)state;
    /* Blue has pegs down the left column: he is far nearer a chain. */
    kt_t t = load("conhex", "pie=off",
                  "game: conhex\nto-move: 2\nboard:\n"
                  ". + + + + + + + + + .\n+ + . . . . . . . + +\n"
                  "+ 1 + . . . . . + . +\n+ 1 . + . . . + . . +\n"
                  "+ 1 . . + . + . . . +\n+ 1 . . . . . . . . +\n"
                  "+ 1 . . + . + . . 2 +\n+ . . + . . . + . . +\n"
                  "+ . + . . . . . + . +\n+ + . . . . . . . + +\n"
                  ". + + + + + + + + + .\n");
    double v[3];
    t.k->eval(t.ctx, t.g, t.st, v);
    assert_true(v[1] > 0.7);
    assert_true(v[1] + v[2] > 0.99 && v[1] + v[2] < 1.01);
    /* Red to move: blocking Blue's column (B8, next to his chain) beats a
     * far corner. */
    assert_true(prior_of(&t, "B8") > prior_of(&t, "K11"));
    unload(&t);
}

static void test_wunchunk(void **state)
{
    (void)state;
    if (!game_by_id("wunchunk")) skip();
    /* Red has two chunks with one empty cell between them; a Red stone
     * there joins them. */
    kt_t t = load("wunchunk", "size=5 pie=off",
                  "game: wunchunk\nsize: 5\nto-move: 1\nboard:\n"
                  "    . . . . .\n   . . . . . .\n  . . . . . . .\n"
                  " . . . . . . . .\n. . 1 1 . 1 1 . .\n . . . . . . . .\n"
                  "  . . . . . . .\n   . . . . . .\n    . 2 2 . .\n");
    /* E5 sits between Red's two chunks (C5 D5 and F5 G5). */
    float join = prior_of(&t, "1E5"), crumb = prior_of(&t, "1A1");
    assert_true(join > 0.6f);
    assert_true(join > crumb);
    unload(&t);
    /* Blue to move: filling Red's joining cell with Blue spoils the join. */
    t = load("wunchunk", "size=5 pie=off",
             "game: wunchunk\nsize: 5\nto-move: 2\nboard:\n"
             "    . . . . .\n   . . . . . .\n  . . . . . . .\n"
             " . . . . . . . .\n. . 1 1 . 1 1 . .\n . . . . . . . .\n"
             "  . . . . . . .\n   . . . . . .\n    . 2 2 . .\n");
    assert_true(prior_of(&t, "2E5") > prior_of(&t, "2A1"));
    assert_int_equal(t.k->order, AI_ORDER_STRICT);
    unload(&t);
}

static void test_zumo(void **state)
{
    (void)state;
    if (!game_by_id("zumo")) skip();
    /* White's stone on the edge, Black stones behind it in line: Black to
     * move can push it off, so the evaluation favours Black strongly. */
    const char *board = "game: zumo\nsize: 6\nto-move: 1\nboard:\n"
                        "     . . . . . .\n    . . . . . . .\n   . . . . . . . .\n"
                        "  . . . . . . . . .\n . . . . . . . . . .\n"
                        ". . 1 . . . . . . . .\n . . . . . . . . . .\n"
                        "  . . . . . . . . .\n   . . . . . . . .\n"
                        "    . . . . . . .\n     2 . . . . .\n";
    kt_t t = load("zumo", "size=6", board);
    double v[3];
    t.k->eval(t.ctx, t.g, t.st, v);
    assert_true(v[1] > 0.8);
    assert_true(t.k->may_win(t.ctx, t.g, t.st));
    assert_int_equal(t.k->order, AI_ORDER_REPEAT);
    unload(&t);
}

static void test_uknight_churn(void **state)
{
    (void)state;
    if (game_by_id("uknight")) {
        /* White in one group, Red scattered: White is far ahead. */
        kt_t t = load("uknight", "size=5 pie=off",
                      "game: uknight\nsize: 5\nto-move: 2\nphase: 2\nboard:\n"
                      "    . . . . .\n   2 . . . . 2\n  . . . . . . .\n"
                      " . . . 1 1 . . .\n. . . 1 1 1 . . .\n . . . 1 1 . . .\n"
                      "  . . . . . . .\n   2 . . . . 2\n    . . . . .\n");
        double v[3];
        t.k->eval(t.ctx, t.g, t.st, v);
        assert_true(v[1] > 0.6);
        unload(&t);
    }
    if (game_by_id("churn")) {
        kt_t t = load("churn", "size=3 pie=off",
                      "game: churn\nsize: 3\nto-move: 2\nboard:\n"
                      "  1 1 1\n 1 . . .\n. . . . .\n . . . 2\n  . . .\n");
        double v[3];
        t.k->eval(t.ctx, t.g, t.st, v);
        assert_true(v[1] > 0.5);
        unload(&t);
    }
}

/* The order rule: within a turn, commuting actions only in increasing cell
 * order (strictly for Wunchunk stones, repeats allowed for Zumo units). */
/* Uknight's filter before a win-in-one search says "no" only where the
 * search finds none: over the turns of random games on each board (a
 * clean-up among them), every win the exact search finds passes it, and
 * the filter does turn most positions away (else it saves nothing). */
static void test_uknight_may_win(void **state)
{
    (void)state;
    if (!game_by_id("uknight")) skip();
    long wins = 0, passed = 0, looked = 0;
    for (int side = 5; side <= 7; side++) {
        char setup[32];
        snprintf(setup, sizeof setup, "size=%d pie=off", side);
        game_t *g = gametest_game("uknight", setup);
        const ai_know_t *k = ai_know_for(g);
        void *ctx = k->init(g);
        assert_non_null(ctx);
        rng_t rng;
        rng_seed(&rng, 77 + (uint64_t)side);
        for (int game = 0; game < 40; game++) {
            void *st = gametest_start(g);
            for (int turn = 0; turn < 400 && !game_is_over(st); turn++) {
                move_t m = {0};
                int exact = ai_find_win(g, k, st, -1, &m, 1000000L, NULL);
                int may = k->may_win(ctx, g, st);
                assert_true(exact >= 0);
                if (exact == 1) {
                    wins++;
                    if (!may) fail_msg("side %d game %d turn %d: a win the filter turned away", side, game, turn);
                }
                passed += may;
                looked++;
                assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
            }
            free(st);
        }
        k->done(ctx);
        game_free(g);
    }
    print_message("uknight may_win: %ld positions, %ld passed the filter, %ld with a win\n", looked, passed, wins);
    assert_true(wins > 0);
    assert_true(passed < looked / 2);
}

static void test_order_rule(void **state)
{
    (void)state;
    ai_know_t strict = {.order = AI_ORDER_STRICT, .order_kind = ACT_PLACE};
    ai_know_t repeat = {.order = AI_ORDER_REPEAT, .order_kind = ACT_PUSH};
    action_t a5 = {.kind = ACT_PLACE, .player = 1, .a = 5}, a7 = {.kind = ACT_PLACE, .player = 1, .a = 7};
    action_t end = {.kind = ACT_END};
    int k5 = mcts_order_key(&a5);
    assert_true(mcts_order_ok(&strict, &a7, k5));
    assert_false(mcts_order_ok(&strict, &a5, mcts_order_key(&a7)));
    assert_false(mcts_order_ok(&strict, &a5, k5));
    assert_true(mcts_order_ok(&strict, &end, k5));
    assert_true(mcts_order_ok(&strict, &a5, -1));
    action_t p5 = {.kind = ACT_PUSH, .player = 1, .a = 5, .n = 1};
    assert_true(mcts_order_ok(&repeat, &p5, mcts_order_key(&p5)));
    assert_true(mcts_order_ok(NULL, &a5, k5));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conhex),         cmocka_unit_test(test_wunchunk),
        cmocka_unit_test(test_zumo),           cmocka_unit_test(test_uknight_churn),
        cmocka_unit_test(test_uknight_may_win), cmocka_unit_test(test_order_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
