/* Elo ratings: the maximum-likelihood fit gives back the ratings that made
 * synthetic results, the virtual draws keep a clean sweep finite, a
 * person's estimate follows the results and the prior, and every game's
 * rating table equals the fit of the ladder's results file
 * (data/ai-ladder.txt), so neither can change without the other. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "ai/ai_level.h"
#include "core/elo.h"
#include "core/fileio.h"
#include "core/game.h"
#include "core/rng.h"
#include "ui/widgets/standing.h"
#include "../tools/lib_ladder.h"

/* Every pair plays n games; each side scores exactly its expected share
 * (some of it as draws; the counts need not be whole). */
static int expected_lines(const double *truth, int np, double n, elo_line_t *out)
{
    int k = 0;
    for (int a = 0; a < np; a++)
        for (int b = a + 1; b < np; b++) {
            double e = elo_expected(truth[a], truth[b]);
            double d = 0.2 * n * fmin(e, 1 - e);
            out[k++] = (elo_line_t){a, b, n * e - d / 2, d, n * (1 - e) - d / 2};
        }
    return k;
}

static void test_fit_reproduces_ratings(void **state)
{
    (void)state;
    const double truth[] = {1000, 1180, 1450, 1700, 2050, 760};
    elo_line_t lines[32];
    int n = expected_lines(truth, 6, 40, lines);
    double r[6], sd[6];
    char err[256];
    assert_int_equal(elo_fit(6, lines, n, 0, 1000, 0, r, sd, err, sizeof err), 0);
    for (int i = 0; i < 6; i++) assert_true(fabs(r[i] - truth[i]) < 1e-6);
    assert_true(sd[0] == 0);
    for (int i = 1; i < 6; i++) assert_true(sd[i] > 10 && sd[i] < 200);
    /* Another anchor only shifts every rating. */
    double r2[6];
    assert_int_equal(elo_fit(6, lines, n, 3, 0, 0, r2, NULL, err, sizeof err), 0);
    for (int i = 0; i < 6; i++) assert_true(fabs(r2[i] - (truth[i] - truth[3])) < 1e-6);
}

/* A chain like the ladder's (neighbours only), with results drawn at
 * random from the true ratings: the fit lands within its own intervals. */
static void test_fit_sampled_chain(void **state)
{
    (void)state;
    const double truth[] = {1000, 1250, 1500, 1700, 1900};
    rng_t rng;
    rng_seed(&rng, 2026);
    elo_line_t lines[8];
    int n = 0, misses = 0;
    for (int trial = 0; trial < 20; trial++) {
        n = 0;
        for (int a = 1; a < 5; a++) {
            double e = elo_expected(truth[a], truth[a - 1]), w = 0;
            for (int g = 0; g < 400; g++) w += rng_double(&rng) < e;
            lines[n++] = (elo_line_t){a, a - 1, w, 0, 400 - w};
        }
        double r[5], sd[5];
        char err[256];
        assert_int_equal(elo_fit(5, lines, n, 0, 1000, 1, r, sd, err, sizeof err), 0);
        for (int i = 1; i < 5; i++) misses += fabs(r[i] - truth[i]) > 1.96 * sd[i];
    }
    /* 80 intervals at 95%: about 4 misses expected. */
    assert_true(misses <= 12);
}

static void test_clean_sweep(void **state)
{
    (void)state;
    elo_line_t one = {1, 0, 40, 0, 0};
    double r[2];
    char err[256];
    /* Without virtual draws 40-0 has no finite maximum. */
    assert_int_equal(elo_fit(2, &one, 1, 0, 1000, 0, r, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "wins every game"));
    /* One draw: 40.5 of 41, 400 log10(81) above. */
    assert_int_equal(elo_fit(2, &one, 1, 0, 1000, 1, r, NULL, err, sizeof err), 0);
    assert_true(fabs(r[1] - (1000 + 400 * log10(81.0))) < 1e-6);
    /* Bad input: a player without games, a line against itself. */
    elo_line_t self_line = {0, 0, 1, 0, 1};
    assert_int_equal(elo_fit(3, &one, 1, 0, 1000, 1, r, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "plays no games"));
    assert_int_equal(elo_fit(2, &self_line, 1, 0, 1000, 1, r, NULL, err, sizeof err), -1);
}

static void test_estimate(void **state)
{
    (void)state;
    /* No games: the prior's mean. */
    assert_true(fabs(elo_estimate(NULL, 0, 1400, 350) - 1400) < 1e-9);
    /* Many games scored as expected from 1620: found again. */
    elo_opponent_t opp[3];
    const double lv[] = {1400, 1650, 1900}, me = 1620;
    for (int i = 0; i < 3; i++) {
        double e = elo_expected(me, lv[i]) * 3000;
        opp[i] = (elo_opponent_t){lv[i], e, 0, 3000 - e};
    }
    assert_true(fabs(elo_estimate(opp, 3, 1400, 200) - me) < 3);
    /* One win over a 1400 level: up from the prior, finitely, and less
     * than after ten. */
    elo_opponent_t one = {1400, 1, 0, 0}, ten = {1400, 10, 0, 0}, loss = {1400, 0, 0, 1};
    double a = elo_estimate(&one, 1, 1400, 200), b = elo_estimate(&ten, 1, 1400, 200);
    assert_true(a > 1450 && a < 1500);
    assert_true(b > a + 100 && b < 1900);
    assert_true(fabs(elo_estimate(&loss, 1, 1400, 200) - (2800 - a)) < 1e-6);
    /* A draw against the prior's own mean leaves it there. */
    elo_opponent_t draw = {1400, 0, 1, 0};
    assert_true(fabs(elo_estimate(&draw, 1, 1400, 200) - 1400) < 1e-6);
}

/* The games' tables are the fit of the results file. */
static void test_tables_match_ladder(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[512];
    game_data_dir(dir, sizeof dir, NULL);
    snprintf(path, sizeof path, "%s/data/ai-ladder.txt", dir);
    char *text = fileio_read_text(path, NULL, err, sizeof err);
    assert_non_null(text);
    int rated = 0;
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        double rt[LADDER_PLAYERS], sd[LADDER_PLAYERS];
        int n;
        if (ladder_fit(path, text, r->id, rt, sd, &n, err, sizeof err)) fail_msg("%s", err);
        assert_true(n >= 9); /* every ladder line of the game */
        for (int lv = 0; lv < AI_LEVELS; lv++) {
            long fit = lround(rt[1 + lv]);
            if (ai_level_elo(r, (ai_level_t)lv) != fit)
                fail_msg("%s %s: the table says %d, the fit of %s %ld (refit: build/elofit --c)", r->id,
                         ai_level_name((ai_level_t)lv), ai_level_elo(r, (ai_level_t)lv), path, fit);
            /* The ladder's rule (75% over the level below) means rising. */
            if (lv) assert_true(ai_level_elo(r, (ai_level_t)lv) > ai_level_elo(r, (ai_level_t)(lv - 1)));
        }
        assert_int_equal(ai_level_elo(r, AI_BEGINNER), 1000);
        /* First game: above random, well below Beginner; below random
         * where it plays below random on purpose (Churn: first_worst,
         * docs/ai-ladder.md "First game"). */
        if (r->tune->first_worst) assert_true(ai_level_elo(r, AI_FIRST) < lround(rt[LADDER_RANDOM]));
        else assert_true(ai_level_elo(r, AI_FIRST) > lround(rt[LADDER_RANDOM]));
        assert_true(ai_level_elo(r, AI_FIRST) < 1000 - 200);
        rated++;
    }
    assert_int_equal(rated, game_count());
    free(text);
}

static void test_ladder_file_errors(void **state)
{
    (void)state;
    elo_line_t l[4];
    char err[256];
    assert_int_equal(ladder_lines("f", "# c\nzumo easy beginner 40 30 2 0 0 2026\n", "zumo", l, 4, err, sizeof err), 1);
    assert_true(l[0].a == 1 + AI_EASY && l[0].b == 1 + AI_BEGINNER && l[0].a_wins == 30 && l[0].draws == 2 && l[0].b_wins == 8);
    assert_int_equal(ladder_lines("f", "zumo easy beginner 40 30 2 0 0 2026\n", "churn", l, 4, err, sizeof err), 0);
    assert_int_equal(ladder_lines("f", "\nzumo easy easy 40 30 2 0 0 2026\n", "zumo", l, 4, err, sizeof err), -1);
    assert_non_null(strstr(err, "f:2:"));
    assert_int_equal(ladder_lines("f", "zumo easy beginner 40 41 0 0 0 2026\n", "zumo", l, 4, err, sizeof err), -1);
    assert_int_equal(ladder_lines("f", "zumo easy beginner 40 30\n", "zumo", l, 4, err, sizeof err), -1);
    assert_int_equal(ladder_lines("f", "zumo hard#2 beginner 40 30 0 0 0 1\n", "zumo", l, 4, err, sizeof err), -1);
    /* Not finite numbers (issue 34): "nan" passed every comparison. */
    const char *nonfinite[] = {"zumo easy beginner nan 30 2 0 0 2026\n", "zumo easy beginner 40 nan 2 0 0 2026\n",
                               "zumo easy beginner inf 30 2 0 0 2026\n", "zumo easy beginner 40 30 -nan 0 0 2026\n",
                               "zumo easy beginner 40 30 2 1e999 0 2026\n", "zumo easy beginner 40 30 2 0 NaN 2026\n"};
    for (size_t i = 0; i < sizeof nonfinite / sizeof nonfinite[0]; i++) {
        assert_int_equal(ladder_lines("f", nonfinite[i], "zumo", l, 4, err, sizeof err), -1);
        if (!strstr(err, "f:1: a count is not a finite number")) fail_msg("'%s': %s", nonfinite[i], err);
    }
}

/* The manual's numbers for a new player's rating (docs/manual.md, "Your
 * record", "The rating") are what the estimate gives: the prior on First
 * game, spread STANDING_PRIOR_SD; the deviation and when it stops being provisional. */
static void test_manual_rating_numbers(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[512], want[200];
    game_data_dir(dir, sizeof dir, NULL);
    snprintf(path, sizeof path, "%s/docs/manual.md", dir);
    char *manual = fileio_read_text(path, NULL, err, sizeof err);
    assert_non_null(manual);
    long bl_lo = 99999, bl_hi = 0, bw_lo = 99999, bw_hi = 0;
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        double first = ai_level_elo(r, AI_FIRST), beg = ai_level_elo(r, AI_BEGINNER);
        elo_opponent_t loss = {first, 0, 0, 1}, win = {first, 1, 0, 0};
        long dl = lround(elo_estimate(&loss, 1, first, STANDING_PRIOR_SD) - first);
        long dw = lround(elo_estimate(&win, 1, first, STANDING_PRIOR_SD) - first);
        /* The bound: a first loss to the suggested level. */
        assert_true(dl < 0 && dl > -100);
        snprintf(want, sizeof want, "(a loss \xE2\x88\x92%ld, a win +%ld)", -dl, dw);
        if (!strstr(manual, want)) fail_msg("docs/manual.md lacks \"%s\" (%s)", want, r->id);
        elo_opponent_t bl = {beg, 0, 0, 1}, bw = {beg, 1, 0, 0};
        long l = lround(first - elo_estimate(&bl, 1, first, STANDING_PRIOR_SD));
        long w = lround(elo_estimate(&bw, 1, first, STANDING_PRIOR_SD) - first);
        bl_lo = l < bl_lo ? l : bl_lo, bl_hi = l > bl_hi ? l : bl_hi;
        bw_lo = w < bw_lo ? w : bw_lo, bw_hi = w > bw_hi ? w : bw_hi;
        if (!strcmp(r->id, "conhex")) {
            snprintf(want, sizeof want, "rating: %ld \xE2\x86\x92 %ld (\xE2\x88\x92%ld), provisional", lround(first),
                     lround(first) + dl, -dl);
            if (!strstr(manual, want)) fail_msg("docs/manual.md lacks \"%s\"", want);
        }
    }
    snprintf(want, sizeof want, "a first loss to Beginner by %ld\xE2\x80\x93%ld points", bl_lo, bl_hi);
    if (!strstr(manual, want)) fail_msg("docs/manual.md lacks \"%s\"", want);
    snprintf(want, sizeof want, "a first win over Beginner by %ld\xE2\x80\x93%ld", bw_lo, bw_hi);
    if (!strstr(manual, want)) fail_msg("docs/manual.md lacks \"%s\"", want);
    /* The deviation: the prior's spread, then games between equals (half
     * won): about 175 after one, settled (at most 100) after ten, not nine. */
    elo_opponent_t one = {1000, 0.5, 0, 0.5}, nine = {1000, 4.5, 0, 4.5}, ten = {1000, 5, 0, 5};
    snprintf(want, sizeof want, "%.0f before any game, %ld after one", STANDING_PRIOR_SD,
             lround(elo_deviation(&one, 1, 1000, STANDING_PRIOR_SD)));
    if (!strstr(manual, want)) fail_msg("docs/manual.md lacks \"%s\"", want);
    assert_true(elo_deviation(&nine, 1, 1000, STANDING_PRIOR_SD) > STANDING_SETTLED_RD);
    assert_true(elo_deviation(&ten, 1, 1000, STANDING_PRIOR_SD) <= STANDING_SETTLED_RD);
    snprintf(want, sizeof want, "provisional while it is over %.0f (the first ten games", STANDING_SETTLED_RD);
    if (!strstr(manual, want)) fail_msg("docs/manual.md lacks \"%s\"", want);
    free(manual);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fit_reproduces_ratings), cmocka_unit_test(test_fit_sampled_chain),
        cmocka_unit_test(test_clean_sweep),            cmocka_unit_test(test_estimate),
        cmocka_unit_test(test_tables_match_ladder),    cmocka_unit_test(test_ladder_file_errors),
        cmocka_unit_test(test_manual_rating_numbers),
    };
    return cmocka_run_group_tests_name("elo", tests, NULL, NULL);
}
