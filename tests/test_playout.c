/* Playout kernels (rules->playout) play the games random_turn plays: every
 * turn a kernel takes is one legal whole turn (the state equals the one the
 * rules give for some legal move), and over many games from the start the
 * mean length and the first player's share agree with random_turn's within
 * their standard errors. Every registered game with a kernel is checked. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "lib_gametest.h"

#define MAX_MOVES 4096

static int check_mode(void) { return getenv("HEXARCADE_CHECK") != NULL; }

/* Whether `after` is `before` with one legal whole move applied. */
static int one_legal_turn(const game_t *g, const void *before, const void *after, move_t *moves,
                          void *tmp)
{
    size_t sz = g->rules->state_size;
    char err[GAME_ERR_MAX];
    int n = g->rules->moves(g, before, moves, MAX_MOVES);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        memcpy(tmp, before, sz);
        if (game_apply_move(g, tmp, &moves[i], NULL, err, sizeof err) == 0 && !memcmp(tmp, after, sz))
            return 1;
    }
    return 0;
}

static void steps_are_legal(const game_rules_t *r, int games)
{
    game_t *g = gametest_game(r->id, NULL);
    size_t sz = r->state_size;
    void *st = gametest_start(g), *start = malloc(sz), *prev = malloc(sz), *tmp = malloc(sz);
    move_t *moves = malloc(sizeof *moves * MAX_MOVES);
    assert_non_null(start);
    assert_non_null(prev);
    assert_non_null(tmp);
    assert_non_null(moves);
    memcpy(start, st, sz);
    rng_t rng;
    rng_seed(&rng, 4242);
    long turns = 0;
    for (int k = 0; k < games; k++) {
        memcpy(st, start, sz);
        while (!game_is_over(st)) {
            memcpy(prev, st, sz);
            assert_int_equal(r->playout(g, st, &rng, 1), 1);
            if (!one_legal_turn(g, prev, st, moves, tmp))
                fail_msg("%s: game %d, turn %ld of the kernel is no legal move:\n%s", r->id, k,
                         (long)game_head(prev)->ply, gametest_board(g, prev));
            turns++;
        }
    }
    /* A cap of 0 plays nothing. */
    memcpy(st, start, sz);
    assert_int_equal(r->playout(g, st, &rng, 0), 0);
    assert_memory_equal(st, start, sz);
    assert_true(turns > games);
    free(moves);
    free(tmp);
    free(prev);
    free(start);
    free(st);
    game_free(g);
}

typedef struct {
    double len, len2, first;
    int games;
} tally_t;

static void tally(const game_t *g, const void *start, int games, int kernel, uint64_t seed, tally_t *t)
{
    size_t sz = g->rules->state_size;
    void *st = malloc(sz);
    assert_non_null(st);
    rng_t rng;
    rng_seed(&rng, seed);
    memset(t, 0, sizeof *t);
    for (int k = 0; k < games; k++) {
        memcpy(st, start, sz);
        long n = 0;
        if (kernel) n = g->rules->playout(g, st, &rng, 100000);
        else
            while (!game_is_over(st) && g->rules->random_turn(g, st, &rng) == 0) n++;
        t->len += (double)n;
        t->len2 += (double)n * (double)n;
        t->first += game_head(st)->winners == 1;
        t->games++;
    }
    free(st);
}

/* |a - b| within 4 standard errors of the difference of two means. */
static void same_mean(const char *id, const char *what, double ma, double va, double mb, double vb, int n)
{
    double se = sqrt((va + vb) / n);
    if (fabs(ma - mb) > 4 * se + 1e-9)
        fail_msg("%s: %s %.4f by random_turn, %.4f by the kernel (standard error %.4f)", id, what, ma,
                 mb, se);
}

static void same_games(const game_rules_t *r, int games)
{
    game_t *g = gametest_game(r->id, NULL);
    void *start = gametest_start(g);
    tally_t a, b;
    tally(g, start, games, 0, 11, &a);
    tally(g, start, games, 1, 12, &b);
    double ma = a.len / games, mb = b.len / games;
    same_mean(r->id, "mean length", ma, a.len2 / games - ma * ma, mb, b.len2 / games - mb * mb, games);
    double pa = a.first / games, pb = b.first / games;
    same_mean(r->id, "first player's share", pa, pa * (1 - pa), pb, pb * (1 - pb), games);
    free(start);
    game_free(g);
}

static void test_kernels(void **state)
{
    (void)state;
    int kernels = 0;
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        if (!r->playout) continue;
        kernels++;
        steps_are_legal(r, check_mode() ? 20 : 200);
        same_games(r, check_mode() ? 5000 : 50000);
    }
    assert_true(kernels > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kernels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
