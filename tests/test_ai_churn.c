/* Churn on side 2 (7 cells) is small enough to solve outright: an
 * exhaustive minimax over every reachable position (memoised by the stones,
 * the side to move and whether swap is still open) gives each position's
 * game-theoretic value, and Expert must play a value-preserving move in
 * every reachable position where the mover can win (any move is optimal in
 * a lost position). With the pie rule off and on. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "lib_gametest.h"

#define MAXPOS 100000

typedef struct {
    uint32_t key;
    int8_t value; /* 1: the side to move wins */
} memo_t;

typedef struct {
    const game_t *g;
    memo_t *memo;
    int n;
    /* Every reachable position, to check the AI in each. */
    unsigned char *all;
    int nall;
} solver_t;

/* Stones (2 bits a cell), colour to move, swap open. */
static uint32_t key_of(const game_t *g, const void *st)
{
    game_view_t v;
    g->rules->view(g, st, &v);
    uint32_t k = 0;
    for (int i = 0; i < g->board.ncells; i++) k = k * 3 + (v.cell[i] & 3);
    k = k * 2 + (uint32_t)(game_head(st)->to_move - 1);
    return k * 2 + (uint32_t)game_swap_legal(g, st);
}

static int lookup(const solver_t *s, uint32_t key)
{
    for (int i = 0; i < s->n; i++)
        if (s->memo[i].key == key) return s->memo[i].value;
    return -1;
}

/* 1 when the side to move at st (not over) wins with best play. */
static int solve(solver_t *s, const void *st)
{
    const game_t *g = s->g;
    uint32_t key = key_of(g, st);
    int v = lookup(s, key);
    if (v >= 0) return v;
    assert_true(s->nall < MAXPOS);
    memcpy(s->all + g->rules->state_size * (size_t)s->nall++, st, g->rules->state_size);
    move_t moves[32];
    int n = g->rules->moves(g, st, moves, 32);
    assert_true(n > 0);
    unsigned char next[4096];
    assert_true(g->rules->state_size <= sizeof next);
    char err[GAME_ERR_MAX];
    int me = game_head(st)->to_move, win = 0;
    for (int i = 0; i < n; i++) {
        memcpy(next, st, g->rules->state_size);
        if (game_apply_move(g, next, &moves[i], NULL, err, sizeof err)) fail_msg("%s", err);
        int w;
        if (game_is_over(next)) w = (game_head(next)->winners >> (me - 1)) & 1;
        else w = !solve(s, next);
        win |= w;
    }
    assert_true(s->n < MAXPOS);
    s->memo[s->n++] = (memo_t){key, (int8_t)win};
    return win;
}

static void expert_is_optimal(const char *setup)
{
    if (!game_by_id("churn")) skip();
    game_t *g = gametest_game("churn", setup);
    solver_t s = {.g = g};
    s.memo = malloc(sizeof *s.memo * MAXPOS);
    s.all = malloc(g->rules->state_size * MAXPOS);
    assert_non_null(s.memo);
    assert_non_null(s.all);
    void *st = game_state_new(g), *next = game_state_new(g);
    char err[GAME_ERR_MAX];
    if (game_start(g, st, err, sizeof err)) fail_msg("%s", err);
    int root = solve(&s, st);
    int winning = 0, checked = 0;
    for (int i = 0; i < s.nall; i++) {
        const void *p = s.all + g->rules->state_size * (size_t)i;
        if (!solve(&s, p)) continue; /* lost: every move is as good */
        winning++;
        move_t m;
        ai_stats_t stats;
        ai_request_t req = {.level = AI_EXPERT, .seed = (uint64_t)i + 1};
        if (ai_choose(g, p, &req, &m, &stats, err, sizeof err)) fail_msg("ai_choose: %s", err);
        memcpy(next, p, g->rules->state_size);
        if (game_apply_move(g, next, &m, NULL, err, sizeof err)) fail_msg("illegal: %s", err);
        int me = game_head(p)->to_move;
        int keeps = game_is_over(next) ? (int)((game_head(next)->winners >> (me - 1)) & 1) : !solve(&s, next);
        if (!keeps) {
            char text[MOVE_TEXT_MAX];
            g->rules->format(g, p, &m, text, sizeof text);
            fail_msg("Expert throws away a win with %s (to move: %d)\n%s", text, me, gametest_board(g, p));
        }
        checked++;
    }
    print_message("churn %s: %d reachable positions, %d won for the mover (all checked), start %s\n",
                  setup, s.nall, winning, root ? "won by the first player" : "won by the second player");
    assert_true(checked == winning);
    assert_true(s.nall > 50);
    free(next);
    free(st);
    free(s.all);
    free(s.memo);
    game_free(g);
}

static void test_pie_off(void **state)
{
    (void)state;
    expert_is_optimal("size=2 pie=off");
}

static void test_pie_on(void **state)
{
    (void)state;
    expert_is_optimal("size=2 pie=on");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pie_off),
        cmocka_unit_test(test_pie_on),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
