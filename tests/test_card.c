/* The score card (rules->card, drawn by src/ui/board/bscore.c): over random
 * positions of every game, the card counts what the rules' own score says
 * (no second count outside the game's folder), counts the board it is
 * shown (not the state), and gives the stones in hand of the turn under
 * way. Games without a card get the short stones card. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/game.h"
#include "core/rng.h"
#include "lib_gametest.h"

typedef struct {
    const char *id, *setup;
    int games, plies;
} setup_t;

static const setup_t setups[] = {
    {"wunchunk", "size=5", 6, 30}, {"wunchunk", "size=5 players=3", 4, 30},
    {"conhex", "", 6, 40},         {"uknight", "size=5", 6, 60},
};
#define NSETUPS (int)(sizeof setups / sizeof setups[0])

/* The card's count against the rules' score line (engine protocol
 * `score`): Wunchunk {chunks, crumbs, ...}, ConHex {cells}, Uknight
 * {pieces, groups}. */
static void check_card(const game_t *g, const void *st)
{
    game_view_t v;
    g->rules->view(g, st, &v);
    for (int p = 1; p <= g->setup.players; p++) {
        game_card_t c;
        memset(&c, 0, sizeof c);
        g->rules->card(g, &v, st, p, &c);
        int sc[64], n = g->rules->score(g, st, p, sc, 64);
        assert_true(n >= 1);
        assert_non_null(c.word);
        char want[GAME_CARD_LINE];
        if (!strcmp(g->rules->id, "wunchunk")) {
            assert_int_equal(c.count, sc[0]);
            assert_string_equal(c.word, "CHUNKS");
            snprintf(want, sizeof want, "crumbs %d", n > 1 ? sc[1] : 0);
            assert_string_equal(c.line, want);
            assert_int_equal(c.track, sc[0]);
        } else if (!strcmp(g->rules->id, "uknight")) {
            assert_int_equal(c.count, sc[1]);
            assert_string_equal(c.word, "GROUPS");
            snprintf(want, sizeof want, "pieces %d \xc2\xb7 axes ", sc[0]);
            assert_memory_equal(c.line, want, strlen(want));
            assert_int_equal(c.track, -1);
            assert_int_equal(c.hand, -1);
        } else {
            assert_int_equal(c.count, sc[0]);
            assert_string_equal(c.word, "CELLS");
            assert_int_equal(c.track, -1);
            assert_int_equal(c.hand, -1);
        }
    }
}

/* Wunchunk's hand: between turns the mover's chunks; mid-turn the
 * allotment the turn began with, which the rules' status line says. */
static void check_hand(const game_t *g, const void *st)
{
    const game_head_t *h = game_head(st);
    if (h->status != GAME_ONGOING) return;
    game_view_t v;
    g->rules->view(g, st, &v);
    game_card_t c;
    memset(&c, 0, sizeof c);
    g->rules->card(g, &v, st, h->to_move, &c);
    if (h->in_turn == 0) {
        assert_int_equal(c.hand, c.count);
        return;
    }
    char status[160];
    g->rules->status_text(g, st, status, sizeof status);
    const char *a = strstr(status, "allotment ");
    assert_non_null(a);
    assert_int_equal(c.hand, atoi(a + 10));
    /* Mid-move (no state) the card reads the hand off the board shown. */
    game_card_t m;
    memset(&m, 0, sizeof m);
    g->rules->card(g, &v, NULL, h->to_move, &m);
    assert_int_equal(m.hand, m.count);
}

static void test_card_is_the_rules_count(void **state)
{
    (void)state;
    rng_t rng;
    rng_seed(&rng, 33);
    for (int k = 0; k < NSETUPS; k++) {
        game_t *g = gametest_game(setups[k].id, setups[k].setup);
        assert_non_null(g->rules->card);
        int wunchunk = !strcmp(g->rules->id, "wunchunk");
        for (int n = 0; n < setups[k].games; n++) {
            void *st = gametest_start(g);
            check_card(g, st);
            for (int t = 0; t < setups[k].plies && !game_is_over(st); t++) {
                if (wunchunk) {
                    /* One action of a turn at a time, for the hand mid-turn. */
                    action_t acts[512];
                    int na = g->rules->actions(g, st, acts, 512);
                    assert_true(na > 0);
                    const action_t *a = &acts[rng_next(&rng) % (uint64_t)na];
                    char err[GAME_ERR_MAX];
                    assert_int_equal(game_act(g, st, a, NULL, err, sizeof err), 0);
                    check_hand(g, st);
                } else if (g->rules->random_turn(g, st, &rng) < 0) {
                    break;
                }
                if (game_head(st)->in_turn == 0) check_card(g, st);
            }
            free(st);
        }
        game_free(g);
    }
}

/* The card counts the board it is shown: an empty picture counts nothing,
 * whatever the state. */
static void test_card_counts_the_board_shown(void **state)
{
    (void)state;
    rng_t rng;
    rng_seed(&rng, 7);
    for (int k = 0; k < NSETUPS; k++) {
        game_t *g = gametest_game(setups[k].id, setups[k].setup);
        void *st = gametest_start(g);
        for (int t = 0; t < 12 && !game_is_over(st); t++) g->rules->random_turn(g, st, &rng);
        game_view_t empty;
        memset(&empty, 0, sizeof empty);
        for (int p = 1; p <= g->setup.players; p++) {
            game_card_t c;
            memset(&c, 0, sizeof c);
            g->rules->card(g, &empty, NULL, p, &c);
            assert_int_equal(c.count, 0);
        }
        free(st);
        game_free(g);
    }
}

/* Churn and Zumo show the stones only: no card of their own. */
static void test_games_without_a_card(void **state)
{
    (void)state;
    assert_null(game_by_id("churn")->card);
    assert_null(game_by_id("zumo")->card);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_is_the_rules_count),
        cmocka_unit_test(test_card_counts_the_board_shown),
        cmocka_unit_test(test_games_without_a_card),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
