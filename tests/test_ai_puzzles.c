/* The AI puzzles, the files levels/<game>/puzzles/NAME.txt: positions with a forced
 * answer (win in one, win in two, the only defence), the answers listed on
 * expect: lines. Medium (one seed), Hard (under each of HARD_SEEDS) and
 * Expert (every other puzzle, one seed) must each play one of them (the
 * same position after the move as one of the answers gives, so any spelling
 * of an answer counts): a search that finds the answer under one seed only
 * found it by luck. Under the sanitizer build (HEXARCADE_CHECK) Medium
 * only, for time. Every game has at least twelve puzzles, each with a kind
 * (puzzle: win1, win2, defend, study); a study's answer is the move its
 * text explains (not one a search can prove best), so for a study only
 * its answers' legality is checked here. Every search has a budget: the
 * whole test must stay under PUZZLE_TEST_SECONDS of processor time (about
 * 6 s here). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "ai/ai_puzzle.h"
#include "lib_gametest.h"

#define PUZZLE_TEST_SECONDS 60.0

static const char *const ids[] = {"wunchunk", "churn", "conhex", "uknight", "zumo"};

/* Seeds Hard plays every puzzle under. */
static const uint64_t hard_seeds[] = {1, 2, 3};

/* Processor time: the machine may be shared. */
static double now(void)
{ return plat_cpu_seconds(); }

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The board text and result after a move, as one string. */
static void after_text(const game_t *g, const void *st, const move_t *m, char *out, size_t n)
{
    char err[GAME_ERR_MAX], res[64];
    void *tmp = malloc(g->rules->state_size);
    assert_non_null(tmp);
    memcpy(tmp, st, g->rules->state_size);
    if (game_apply_move(g, tmp, m, NULL, err, sizeof err)) fail_msg("move refused: %s", err);
    size_t k = game_board_text(g, tmp, out, n);
    game_result_text(tmp, res, sizeof res);
    snprintf(out + k, n - k, "%s to-move %d", res, game_head(tmp)->to_move);
    free(tmp);
}

/* The AI at `level` under `seed` plays one of the answers (want: the
 * positions they give). */
static void check_level(const char *path, const game_t *g, const void *st, int level, uint64_t seed,
                        char (*want)[8192], int nwant, const char *expect0)
{
    char err[GAME_ERR_MAX + 600];
    /* The AI as it plays (a hint may weigh the same search differently). */
    move_t m;
    ai_stats_t stats;
    char text[MOVE_TEXT_MAX];
    ai_request_t req = {.level = (ai_level_t)level, .seed = seed};
    if (ai_choose(g, st, &req, &m, &stats, err, sizeof err)) fail_msg("%s: %s", path, err);
    g->rules->format(g, st, &m, text, sizeof text);
    char got[8192];
    after_text(g, st, &m, got, sizeof got);
    int ok = 0;
    for (int i = 0; i < nwant && !ok; i++) ok = !strcmp(got, want[i]);
    print_message("%-48s %-7s seed %-5llu %-14s %s (%.2f s, %ld iterations)\n", path,
                  ai_level_name((ai_level_t)level), (unsigned long long)seed, text, ok ? "ok" : "WRONG",
                  stats.seconds, stats.playouts);
    if (!ok)
        fail_msg("%s: %s (seed %llu) played %s, expected %s", path, ai_level_name((ai_level_t)level),
                 (unsigned long long)seed, text, expect0);
}

/* Medium plays every puzzle, Hard every puzzle under each seed, Expert
 * every other one (tools/puzzlegen kept only positions Medium to Expert
 * solve; Expert's larger search costs the most time). */
static int solve_one(const char *path, int check_mode, int nth)
{
    char err[GAME_ERR_MAX + 600];
    level_t *lv = level_new();
    assert_non_null(lv);
    if (level_load(lv, path, err, sizeof err)) fail_msg("%s", err);
    void *st = NULL;
    game_t *g = game_from_level(lv, NULL, "", &st, err, sizeof err);
    if (!g) fail_msg("%s: %s", path, err);
    assert_true(lv->nexpect > 0);
    puz_kind_t kind = puz_kind_parse(lv->puzzle);
    if (kind == PUZ_NONE) fail_msg("%s: no 'puzzle:' kind", path);
    static char want[LEVEL_MAX_EXPECT][8192];
    for (int i = 0; i < lv->nexpect; i++) {
        move_t m;
        if (g->rules->parse(g, st, lv->expect[i], &m, err, sizeof err)) fail_msg("%s: %s", path, err);
        after_text(g, st, &m, want[i], sizeof want[i]);
    }
    if (kind != PUZ_STUDY) {
        check_level(path, g, st, AI_MEDIUM, 12345, want, lv->nexpect, lv->expect[0]);
        for (size_t i = 0; !check_mode && i < sizeof hard_seeds / sizeof hard_seeds[0]; i++)
            check_level(path, g, st, AI_HARD, hard_seeds[i], want, lv->nexpect, lv->expect[0]);
        if (!check_mode && nth % 2) check_level(path, g, st, AI_EXPERT, 12345, want, lv->nexpect, lv->expect[0]);
    }
    free(st);
    game_free(g);
    level_free(lv);
    return 1;
}

static void test_puzzles(void **state)
{
    (void)state;
    int check_mode = getenv("HEXARCADE_CHECK") != NULL;
    double t0 = now();
    char data[512], dir[1024];
    game_data_dir(data, sizeof data, NULL);
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        if (!game_by_id(ids[k])) continue;
        snprintf(dir, sizeof dir, "%s/levels/%s/puzzles", data, ids[k]);
        plat_dir_t *d = plat_dir_open(dir);
        if (!d) fail_msg("no puzzles for %s (%s)", ids[k], dir);
        char *names[256];
        int n = 0;
        for (const char *e; (e = plat_dir_next(d)) && n < 256;) {
            size_t len = strlen(e);
            if (len > 4 && !strcmp(e + len - 4, ".txt")) names[n++] = strdup(e);
        }
        plat_dir_close(d);
        qsort(names, (size_t)n, sizeof names[0], cmp_names);
        if (n < 12) fail_msg("%s has %d puzzles, fewer than 12", ids[k], n);
        for (int i = 0; i < n; i++) {
            char path[1400];
            snprintf(path, sizeof path, "%s/%s", dir, names[i]);
            solve_one(path, check_mode, i);
            free(names[i]);
        }
    }
    double took = now() - t0;
    print_message("every puzzle in %.1f s of processor time\n", took);
    if (!check_mode && took > PUZZLE_TEST_SECONDS)
        fail_msg("the puzzles took %.1f s of processor time (budget %.0f s)", took, PUZZLE_TEST_SECONDS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_puzzles)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
