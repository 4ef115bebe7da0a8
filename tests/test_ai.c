/* The AI interface (src/core/ai.h): levels, determinism, legality of what
 * it answers in every registered game, immediate wins, forced moves, swap,
 * cancel, refusal at the end, hints and their words, progress, feature
 * switches, multi-player reward models. Games not yet in the registry are
 * skipped. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "games/why.h"
#include "ai/ai_eval.h"
#include "ai/ai_forced.h"
#include "contract/ai_know.h"
#include "ai/ai_level.h"
#include "ai/ai_turn.h"
#include "ai/mcts.h"
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

/* Zumo side 6, Black (1) to move: White's corner stone can be pushed off
 * the board, which wins at once. */
static const char ZUMO_PUSH_OFF[] = "game: zumo\nsize: 6\nto-move: 1\nboard:\n"
                                    "     . . . . . .\n    . . . . . . .\n   . . . . . . . .\n"
                                    "  . . . . . . . . .\n . . . . . . . . . .\n"
                                    ". . 1 . . . . . . . .\n . . . . . . . . . .\n"
                                    "  . . . . . . . . .\n   . . . . . . . .\n"
                                    "    . . . . . . .\n     2 . . . . .\n";

/* Zumo: pushing White's corner stone off the board wins at once; any of
 * the winning moves will do, and the AI must take one. */
static void test_immediate_win(void **state)
{
    (void)state;
    if (!game_by_id("zumo")) skip();
    game_t *g = gametest_game("zumo", "size=6");
    void *st = gametest_level_state(g, ZUMO_PUSH_OFF);
    for (int level = AI_BEGINNER; level < AI_LEVELS; level += 2) {
        char t[MOVE_TEXT_MAX];
        ai_stats_t s;
        choose_legal(g, st, (ai_level_t)level, 9, t, sizeof t, &s);
        gametest_play(g, st, t);
        assert_int_equal(game_head(st)->status, GAME_WIN);
        assert_int_equal(game_head(st)->winners, 1);
        assert_int_equal(s.playouts, 0); /* found before any search */
        free(st);
        st = gametest_level_state(g, ZUMO_PUSH_OFF);
    }
    free(st);
    game_free(g);
}

/* First game takes a win in one only some of the time (Zumo's tune: half
 * the turns it looks), plays legal moves, and the same seed gives the same
 * move. */
static void test_first_level(void **state)
{
    (void)state;
    if (!game_by_id("zumo")) skip();
    game_t *g = gametest_game("zumo", "size=6");
    void *st = gametest_level_state(g, ZUMO_PUSH_OFF);
    void *tmp = malloc(g->rules->state_size);
    assert_non_null(tmp);
    int taken = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        char t[MOVE_TEXT_MAX], again[MOVE_TEXT_MAX];
        choose_legal(g, st, AI_FIRST, seed, t, sizeof t, NULL);
        choose_legal(g, st, AI_FIRST, seed, again, sizeof again, NULL);
        assert_string_equal(t, again);
        memcpy(tmp, st, g->rules->state_size);
        gametest_play(g, tmp, t);
        taken += game_head(tmp)->status == GAME_WIN && game_head(tmp)->winners == 1;
    }
    /* Sometimes, not always: a newcomer can punish it. */
    assert_true(taken >= 10 && taken <= 35);
    free(tmp);
    free(st);
    game_free(g);
}

/* First game makes the mistake the newcomer check punishes where its
 * game's tune asks for it (Uknight: first_leave 100%): after a random
 * game's 34 turns, 2 of White's 31 moves leave Red a union in one, and
 * First plays one of them at every seed (a random move would at about one
 * seed in 15). The moves were found by playing random turns from seed 39. */
static void test_first_leaves_a_win(void **state)
{
    (void)state;
    if (!game_by_id("uknight")) skip();
    game_t *g = gametest_game("uknight", "size=5 pie=off");
    void *st = gametest_start(g);
    static const char *const moves[] = {
        "C1", "H5", "E4", "G6", "D3", "F4", "E2", "G7", "D4", "pass", "D4>A4", "F8", "E1", "E8", "G4", "G5",
        "C5", "E8>E5", "C4", "H7", "pass", "H7>H6", "C3", "F7", "C5>A3", "D6", "D2", "F7>D5", "I7", "F5",
        "B5", "H8", "B2", "E3"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) gametest_play(g, st, moves[i]);
    move_t *win = malloc(sizeof *win);
    void *tmp = malloc(g->rules->state_size);
    assert_non_null(win);
    assert_non_null(tmp);
    win->n = 0;
    assert_int_equal(ai_find_win(g, ai_know_for(g), st, -1, win, 0, NULL), 0);
    for (uint64_t seed = 1; seed <= 20; seed++) {
        char t[MOVE_TEXT_MAX];
        choose_legal(g, st, AI_FIRST, seed, t, sizeof t, NULL);
        memcpy(tmp, st, g->rules->state_size);
        gametest_play(g, tmp, t);
        win->n = 0;
        if (ai_find_win(g, ai_know_for(g), tmp, -1, win, 0, NULL) != 1)
            fail_msg("seed %d: %s leaves no win", (int)seed, t);
    }
    free(tmp);
    free(win);
    free(st);
    game_free(g);
}

/* How many of colour me's stones m takes off (its events). */
static int own_lost(const game_t *g, const void *st, const move_t *m, int me)
{
    void *tmp = gametest_dup(g, st);
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    int lost = 0;
    assert_int_equal(game_apply_move(g, tmp, m, &ev, err, sizeof err), 0);
    for (int i = 0; i < ev.n; i++) lost += ev.ev[i].kind == EV_REMOVE && ev.ev[i].player == me;
    event_list_free(&ev);
    free(tmp);
    return lost;
}

/* Churn's First plays below random on purpose (first_worst) but looks
 * like play (issue 50): of the moves that lose the fewest of its stones at
 * once. In Churn every legal move loses the same (the groups smaller than
 * the one formed, less those it joins: their sizes add up to the formed
 * group's less one), so no move is thrown away at once and its weakness
 * shows only later; the test holds the rules to that, and First to legal
 * moves that lose no more than the fewest. */
static void test_first_churn_quiet(void **state)
{
    (void)state;
    if (!game_by_id("churn")) skip();
    game_t *g = gametest_game("churn", "size=3 pie=off");
    rng_t rng;
    rng_seed(&rng, 50);
    move_t *list = malloc(sizeof *list * 64);
    assert_non_null(list);
    int positions = 0, losing = 0;
    for (int game = 0; game < 20; game++) {
        void *st = start_state(g);
        for (int turn = 0; !game_is_over(st); turn++) {
            int me = game_head(st)->to_move, n = g->rules->moves(g, st, list, 64), least = 1 << 20, most = 0;
            assert_true(n > 0);
            for (int i = 0; i < n; i++) {
                int l = own_lost(g, st, &list[i], me);
                least = l < least ? l : least;
                most = l > most ? l : most;
            }
            assert_int_equal(least, most);
            char t[MOVE_TEXT_MAX], err[GAME_ERR_MAX];
            move_t m;
            choose_legal(g, st, AI_FIRST, (uint64_t)(game * 1000 + turn), t, sizeof t, NULL);
            assert_int_equal(g->rules->parse(g, st, t, &m, err, sizeof err), 0);
            assert_int_equal(own_lost(g, st, &m, me), least);
            positions++;
            losing += least > 0;
            assert_true(g->rules->random_turn(g, st, &rng) >= 0);
        }
        free(st);
    }
    print_message("churn: %d positions, %d where every move loses stones (as many)\n", positions, losing);
    assert_true(losing > 0);
    free(list);
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


/* A position a few random turns into the game (the same every time). */
static void *mid_state(const game_t *g, int turns, uint64_t seed)
{
    void *st = start_state(g);
    rng_t rng;
    rng_seed(&rng, seed);
    for (int i = 0; i < turns && !game_is_over(st); i++)
        if (g->rules->random_turn(g, st, &rng)) break;
    return st;
}

/* The same seed and iteration budget give the same move and the same
 * search, at every level's set-up, in every game. */
static void test_determinism(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        if (!game_by_id(ids[k])) continue;
        game_t *g = gametest_game(ids[k], "");
        void *st = mid_state(g, 5, 3);
        for (int level = AI_BEGINNER; level <= AI_EXPERT && !game_is_over(st); level++) {
            char a[MOVE_TEXT_MAX], b[MOVE_TEXT_MAX];
            ai_stats_t s1, s2;
            move_t m1, m2;
            char err[GAME_ERR_MAX];
            ai_request_t req = {.level = (ai_level_t)level, .seed = 99, .iterations = 700};
            if (ai_choose(g, st, &req, &m1, &s1, err, sizeof err)) fail_msg("%s", err);
            if (ai_choose(g, st, &req, &m2, &s2, err, sizeof err)) fail_msg("%s", err);
            g->rules->format(g, st, &m1, a, sizeof a);
            g->rules->format(g, st, &m2, b, sizeof b);
            assert_string_equal(a, b);
            assert_int_equal(s1.playouts, s2.playouts);
            assert_int_equal(s1.plies, s2.plies);
            assert_int_equal(s1.nodes, s2.nodes);
            assert_true(s1.value == s2.value);
            assert_true(s1.playouts <= 700 + 700 / 2 + 64 || s1.proven);
        }
        free(st);
        game_free(g);
    }
}

/* Expert stops once its choice is settled (ConHex, Churn): the same move
 * as the whole budget gives, for fewer iterations where one move leads. */
static int search_best(const game_t *g, const void *st, int settle, long iters, long *done, action_t *best)
{
    mcts_config_t cfg;
    ai_request_t req = {.level = AI_EXPERT, .iterations = iters};
    ai_level_config(g, &req, &cfg);
    assert_int_equal(cfg.settle, 1);
    cfg.settle = settle;
    mcts_t *m = mcts_new(g, ai_know_for(g), &cfg, 7);
    assert_non_null(m);
    assert_int_equal(mcts_set_root(m, st), 0);
    *done = mcts_run(m, iters, NULL, NULL, 0, iters);
    int i = mcts_best_child(m), n;
    assert_true(i >= 0);
    *best = mcts_children(m, &n)[i].act;
    mcts_free(m);
    return i;
}

static void test_settle(void **state)
{
    (void)state;
    const char *games[] = {"conhex", "churn"};
    for (int k = 0; k < 2; k++) {
        game_t *g = gametest_game(games[k], "");
        long saved = 0;
        for (uint64_t seed = 1; seed <= 4; seed++) {
            void *st = mid_state(g, 6 + (int)seed * 3, seed);
            if (game_is_over(st)) {
                free(st);
                continue;
            }
            long full, quick;
            action_t a, b;
            int i = search_best(g, st, 0, 6000, &full, &a);
            int j = search_best(g, st, 1, 6000, &quick, &b);
            assert_int_equal(i, j);
            assert_memory_equal(&a, &b, sizeof a);
            assert_true(quick <= full);
            saved += full - quick;
            free(st);
        }
        assert_true(saved > 0);
        /* Not with several actions a turn, nor below Expert. */
        mcts_config_t cfg;
        ai_request_t req = {.level = AI_HARD};
        ai_level_config(g, &req, &cfg);
        assert_int_equal(cfg.settle, 0);
        game_free(g);
    }
    game_t *z = gametest_game("zumo", "");
    mcts_config_t cfg;
    ai_request_t req = {.level = AI_EXPERT};
    ai_level_config(z, &req, &cfg);
    assert_int_equal(cfg.settle, 0);
    game_free(z);
}

/* The level budgets grow with the level in every game. */
static void test_budgets(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        if (!game_by_id(ids[k])) continue;
        game_t *g = gametest_game(ids[k], "");
        for (int level = AI_EASY; level < AI_LEVELS; level++)
            assert_true(ai_level_iterations(g, (ai_level_t)level) >=
                        2 * ai_level_iterations(g, (ai_level_t)(level - 1)));
        assert_int_equal(ai_level_iterations(g, (ai_level_t)AI_LEVELS), 0);
        game_free(g);
    }
    /* A budget check, not a timed one: where an iteration costs more than
     * on the two-player default board the budgets were measured on
     * (Wunchunk's playouts run to the end: the cost follows the cells, and
     * grows with the players), every level searches at most what costs the
     * same there, so its longest move keeps its promise (docs/ai-ladder.md:
     * 3-player Expert on side 8 took 7.1 s at worst with the full budget). */
    if (game_by_id("wunchunk")) {
        game_t *base = gametest_game("wunchunk", "size=6 players=2");
        for (int side = 5; side <= 8; side++)
            for (int players = 2; players <= 4; players++) {
                char setup[64];
                snprintf(setup, sizeof setup, "size=%d players=%d", side, players);
                game_t *w = gametest_game("wunchunk", setup);
                double cells = 3.0 * side * (side - 1) + 1, ref = 3.0 * 6 * 5 + 1;
                /* hexbench --all: side 8, 3 players, 1.92 times the cost of side 6, 2 players. */
                double cost = cells / ref * (players > 2 ? 1.0 + 0.05 * (players - 2) : 1.0);
                for (int level = AI_BEGINNER; level < AI_LEVELS; level++) {
                    long full = ai_level_iterations(base, (ai_level_t)level), got = ai_level_iterations(w, (ai_level_t)level);
                    assert_true(got <= full);
                    assert_true((double)got * cost <= (double)full * 1.0001);
                    if (side <= 6 && players == 2) assert_int_equal(got, full);
                    mcts_config_t cfg;
                    ai_request_t req = {.level = (ai_level_t)level};
                    ai_level_config(w, &req, &cfg);
                    assert_int_equal(cfg.iterations, got);
                }
                game_free(w);
            }
        /* Side 8, 3 players (the default): Expert searches about half. */
        game_t *w3 = gametest_game("wunchunk", "size=8 players=3");
        assert_true(ai_level_iterations(w3, AI_EXPERT) < ai_level_iterations(base, AI_EXPERT) * 0.55);
        game_free(w3);
        game_free(base);
    }
    /* Uknight's Expert explores less than the other levels; an experiment's
     * constant (hexselfplay's %C) overrides the level's. */
    if (game_by_id("uknight")) {
        game_t *u = gametest_game("uknight", "");
        mcts_config_t hard, expert, asked;
        ai_request_t req = {.level = AI_HARD};
        ai_level_config(u, &req, &hard);
        req.level = AI_EXPERT;
        ai_level_config(u, &req, &expert);
        req.c_uct = 0.4;
        ai_level_config(u, &req, &asked);
        assert_true(expert.c_uct > 0 && expert.c_uct < hard.c_uct);
        assert_true(asked.c_uct > 0.399 && asked.c_uct < 0.401);
        game_free(u);
    }
}

/* Every game's hint names its runner-up in words ("places Red at E7"),
 * never only in notation ("1E7": Wunchunk's was). */
static void test_hint_runner_up_worded(void **state)
{
    (void)state;
    int named = 0;
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        if (!game_by_id(ids[i])) continue;
        game_t *g = gametest_game(ids[i], "pie=off");
        void *st = start_state(g);
        char err[GAME_ERR_MAX];
        ai_hint_t h;
        ai_request_t req = {.level = AI_MEDIUM, .seed = 5, .iterations = 1500};
        assert_int_equal(ai_hint(g, st, &req, &h, err, sizeof err), 0);
        why_hint(g, st, &h);
        const char *nb = strstr(h.why, "next best");
        if (nb) {
            named++;
            print_message("%s: %s\n", ids[i], h.why);
            assert_true(!strncmp(nb, "next best: ", 11));
            assert_true(nb[11] >= 'a' && nb[11] <= 'z');
        }
        free(st);
        game_free(g);
    }
    assert_true(named >= 3);
}

/* Hints: a win at once says so; a lone defence names the threat; an
 * ordinary position gives a search estimate. The hint's move is the
 * evaluation service's best (ai_eval.h), the next best named. */
static void test_hint_words(void **state)
{
    (void)state;
    if (!game_by_id("conhex")) skip();
    game_t *g = gametest_game("conhex", "pie=off");
    char err[GAME_ERR_MAX];
    ai_hint_t h;
    ai_request_t req = {.level = AI_MEDIUM, .seed = 4};
    /* Blue: a chain down the left edge lacks its last cell. */
    void *st = gametest_level_state(g, "game: conhex\nto-move: 1\nboard:\n"
                                       "1 + + + + + + + + + .\n+ + . . . . . . . + +\n"
                                       "+ 1 + . . . . . + . +\n+ 1 . + . . . + . 2 +\n"
                                       "+ 1 . . + . + . 2 . +\n+ 1 . . . . . . 2 . +\n"
                                       "+ 1 . . + . + . 2 . +\n+ 1 . + . . . + 2 . +\n"
                                       "+ 1 + . . . . . + 2 +\n+ + . . . . . . . + +\n"
                                       ". + + + + + + + + + 2\n");
    assert_int_equal(ai_hint(g, st, &req, &h, err, sizeof err), 0);
    why_hint(g, st, &h);
    assert_int_equal(h.kind, AI_WHY_WIN_NOW);
    /* Worded, with the cell that wins. */
    assert_true(!strncmp(h.why, "Wins at once: places a peg at ", 30));
    assert_non_null(strstr(h.why, h.text));
    gametest_play(g, st, h.text);
    assert_int_equal(game_head(st)->status, GAME_WIN);
    free(st);
    /* The start: a search estimate with a percentage. */
    st = start_state(g);
    req.iterations = 2000;
    assert_int_equal(ai_hint(g, st, &req, &h, err, sizeof err), 0);
    why_hint(g, st, &h);
    assert_int_equal(h.kind, AI_WHY_SEARCH);
    assert_non_null(strstr(h.why, "% win rate"));
    /* The hint is the evaluation service's best at the same request (one
     * thread), and names the runners-up the service found. */
    ai_eval_t *e = malloc(sizeof *e);
    assert_non_null(e);
    req.threads = 1;
    assert_int_equal(ai_eval(g, st, &req, AI_HINT_TOP, e, NULL, NULL, err, sizeof err), 0);
    assert_string_equal(e->top[0].text, h.text);
    assert_true(e->top[0].win == h.value);
    /* (Those the service ranks below by visits but above by rate are
     * left out: a hint agrees with itself.) */
    assert_true(h.nalt >= 1);
    for (int i = 1, k = 0; i < e->ntop; i++) {
        if (e->top[i].win > e->top[0].win) continue;
        assert_true(k < h.nalt);
        assert_string_equal(h.alt[k].text, e->top[i].text);
        assert_true(h.alt[k].win == e->top[i].win);
        k++;
    }
    /* The runner-up in words, not only its notation. */
    const char *nb = strstr(h.why, "next best: ");
    assert_non_null(nb);
    assert_true(!strncmp(nb + 11, "places a peg at ", 16));
    assert_non_null(strstr(nb, h.alt[0].text));
    free(e);
    free(st);
    game_free(g);
    /* The pie rule: a swap hint says whose opening it takes over. */
    g = gametest_game("conhex", "pie=on");
    st = start_state(g);
    gametest_play(g, st, "F6");
    req.iterations = 3000;
    assert_int_equal(ai_hint(g, st, &req, &h, err, sizeof err), 0);
    why_hint(g, st, &h);
    print_message("after F6: %s (%s)\n", h.text, h.why);
    if (h.move.a[0].kind == ACT_SWAP) assert_non_null(strstr(h.why, "Swap"));
    free(st);
    game_free(g);
}

/* Progress: the budget, the iterations done, finished at the end. */
static void test_progress(void **state)
{
    (void)state;
    game_t *g = gametest_game("conhex", "");
    void *st = start_state(g);
    ai_progress_t pr = {0};
    ai_request_t req = {.level = AI_HARD, .seed = 1, .iterations = 5000, .progress = &pr};
    move_t m;
    ai_stats_t s;
    char err[GAME_ERR_MAX];
    assert_int_equal(ai_choose(g, st, &req, &m, &s, err, sizeof err), 0);
    assert_int_equal(atomic_load(&pr.total), 5000);
    assert_true(atomic_load(&pr.done) > 0 && atomic_load(&pr.done) <= s.playouts);
    assert_int_equal(atomic_load(&pr.permille), 1000);
    assert_int_equal(atomic_load(&pr.finished), 1);
    /* A time limit stops a huge budget. */
    req.iterations = 1000000000L;
    req.max_seconds = 0.2;
    req.progress = NULL;
    assert_int_equal(ai_choose(g, st, &req, &m, &s, err, sizeof err), 0);
    assert_true(s.seconds < 1.5);
    assert_true(s.playouts < 1000000000L);
    free(st);
    game_free(g);
}

/* Every feature switched off in turn, and paranoid rewards for 3-4
 * players: still legal moves. */
static void test_variants(void **state)
{
    (void)state;
    const unsigned ab[] = {AI_NO_KNOWLEDGE, AI_NO_RAVE, AI_NO_SOLVER, AI_NO_INFORMED, AI_NO_EVAL,
                           AI_NO_KNOWLEDGE | AI_NO_RAVE | AI_NO_SOLVER | AI_NO_INFORMED | AI_NO_EVAL};
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        if (!game_by_id(ids[k])) continue;
        game_t *g = gametest_game(ids[k], "");
        void *st = mid_state(g, 3, 8);
        for (size_t i = 0; i < sizeof ab / sizeof ab[0]; i++) {
            move_t m;
            char err[GAME_ERR_MAX], text[MOVE_TEXT_MAX];
            ai_request_t req = {.level = AI_MEDIUM, .seed = i, .iterations = 300, .ablate = ab[i]};
            if (ai_choose(g, st, &req, &m, NULL, err, sizeof err)) fail_msg("%s", err);
            g->rules->format(g, st, &m, text, sizeof text);
            void *tmp = malloc(g->rules->state_size);
            memcpy(tmp, st, g->rules->state_size);
            gametest_play(g, tmp, text);
            free(tmp);
        }
        free(st);
        game_free(g);
    }
    if (!game_by_id("wunchunk")) return;
    for (int players = 3; players <= 4; players++) {
        char setup[32];
        snprintf(setup, sizeof setup, "players=%d size=5", players);
        game_t *g = gametest_game("wunchunk", setup);
        void *st = start_state(g);
        for (int ply = 0; ply < 2 * players && !game_is_over(st); ply++) {
            char t[MOVE_TEXT_MAX], err[GAME_ERR_MAX];
            move_t m;
            ai_request_t req = {.level = AI_MEDIUM, .seed = (uint64_t)ply, .iterations = 400,
                                .multi = ply % 2 ? AI_MULTI_PARANOID : AI_MULTI_MAXN};
            if (ai_choose(g, st, &req, &m, NULL, err, sizeof err)) fail_msg("%s", err);
            g->rules->format(g, st, &m, t, sizeof t);
            gametest_play(g, st, t);
        }
        free(st);
        game_free(g);
    }
}

/* A Zumo position after a shuffle of pushes where Easy's chosen path
 * started a turn that no action could end (every end repeated a position):
 * the AI answered "no legal move" while 23 moves were legal. */
static void test_turn_without_an_end(void **state)
{
    (void)state;
    static const char moves[] =
        "G6 swap F6 G7,F6+1 F6,G7+1 G7 G6,G7+1 E6,G6+1 H7,F7+1 F7,H7+2 G7,F7+1 E6 G5 F6,G6+1 G6,F6+2 "
        "F6,G6+1 G6,F6+1 F6,G6+1 G6,F6+1 F6,G6+1 G6 G7,G6+1 F5 G6,F5+1 E6,G6+1 G6,E6+1 F6,G6+2 H6,F6+1 "
        "G6,H6+1 H6,G6+1 G6,H6+1 H6 F6,H6+1 H6,F6+1 F6,H6+1";
    game_t *g = gametest_game("zumo", "size=6");
    void *st = gametest_start(g);
    char buf[sizeof moves];
    memcpy(buf, moves, sizeof moves);
    for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) gametest_play(g, st, w);
    char text[MOVE_TEXT_MAX];
    int fallbacks = 0;
    for (int lv = AI_EASY; lv <= AI_MEDIUM; lv++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            ai_stats_t stats;
            choose_legal(g, st, (ai_level_t)lv, seed, text, sizeof text, &stats);
            fallbacks += stats.fallback;
        }
    /* The search steers away from starts that lead nowhere (it did not:
     * 9 of these 16 ended on the fallback before). */
    assert_int_equal(fallbacks, 0);
    free(st);
    game_free(g);
}

/* A Zumo win in two (levels/zumo/puzzles/win2-white-s1-g21-t47.txt): after
 * G8,G10+1 every answer of Black leaves White a push off the edge, after
 * D7,F9+2 one does not. Hard missed it under most seeds (it played D7,F9+2:
 * the tree proves a win in two only after visiting every answer, a
 * placement and each allocation of its push units, while the move's value
 * stays that of a quiet move); the check where the root's mover ends his
 * turn proves it at the move's first visits. */
static void test_win_in_two(void **state)
{
    (void)state;
    if (!game_by_id("zumo")) skip();
    static const char level[] =
        "game: zumo\nsize: 6\nplayers: 2\nto-move: 2\noptions: pie=off partial-push=off\nboard:\n"
        "     . . . . . .\n    . . 1 . . . .\n   . . 1 . . . . .\n  . . . 2 . 1 . . .\n"
        " . . . . . . . . . .\n. . 2 . . 1 . . . . .\n . . . . . . . . . .\n  . . . 2 . . . . .\n"
        "   . . . . . . . .\n    . . . . . . .\n     . . . . . .\n";
    game_t *g = gametest_game("zumo", "size=6 pie=off");
    void *st = gametest_level_state(g, level);
    const ai_know_t *k = ai_know_for(g);
    void *kctx = k->init ? k->init(g) : NULL;
    ai_forcer_t *f = ai_forcer_new(g);
    assert_non_null(f);
    long spent = 0;
    void *after = gametest_dup(g, st);
    gametest_play(g, after, "G8,G10+1");
    assert_int_equal(ai_forcer_run(f, k, kctx, after, 2, 1000000, 0, &spent), 1);
    assert_true(spent > 0);
    /* Too small a cap: unknown, never a proof. */
    assert_int_equal(ai_forcer_run(f, k, kctx, after, 2, spent / 2, 0, &spent), -1);
    free(after);
    after = gametest_dup(g, st);
    gametest_play(g, after, "D7,F9+2");
    assert_int_equal(ai_forcer_run(f, k, kctx, after, 2, 1000000, 0, &spent), 0);
    free(after);
    ai_forcer_free(f);
    if (kctx && k->done) k->done(kctx);
    char text[MOVE_TEXT_MAX];
    for (uint64_t seed = 1; seed <= 6; seed++) {
        ai_stats_t stats;
        choose_legal(g, st, AI_HARD, seed, text, sizeof text, &stats);
        assert_string_equal(text, "G8,G10+1");
        assert_int_equal(stats.proven, 1);
    }
    /* Hard and Expert check, two players only; Medium does not. */
    mcts_config_t cfg;
    ai_request_t req = {.level = AI_MEDIUM};
    ai_level_config(g, &req, &cfg);
    assert_int_equal(cfg.win2_cap, 0);
    req.level = AI_EXPERT;
    ai_level_config(g, &req, &cfg);
    assert_true(cfg.win2_cap > 0 && cfg.win2_share > 0);
    req.ablate = AI_NO_WIN2;
    ai_level_config(g, &req, &cfg);
    assert_int_equal(cfg.win2_cap, 0);
    free(st);
    game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turn_without_an_end),
        cmocka_unit_test(test_win_in_two),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_every_game),
        cmocka_unit_test(test_immediate_win),
        cmocka_unit_test(test_first_level),
        cmocka_unit_test(test_first_leaves_a_win),
        cmocka_unit_test(test_first_churn_quiet),
        cmocka_unit_test(test_forced_and_over),
        cmocka_unit_test(test_swap_considered),
        cmocka_unit_test(test_cancel),
        cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_budgets),
        cmocka_unit_test(test_settle),
        cmocka_unit_test(test_hint_words),
        cmocka_unit_test(test_hint_runner_up_worded),
        cmocka_unit_test(test_progress),
        cmocka_unit_test(test_variants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
