/* The review screen and the analysis board (issue 25, points 2 and 3), on
 * the recording canvas: the review draws the win-probability graph as the
 * analysis fills it, a click on the graph or the move list goes to that
 * position, stepping plays the move's animation both ways, and the
 * analysis kept with the game (in the session, in the save file) makes a
 * second review instant; the analysis board plays a variation, shows the
 * evaluation, and "back to the game line" restores the line; in play the
 * move list looks back read-only. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/game.h"
#include "core/rng.h"
#include "core/session.h"
#include "ui/platform/canvas_rec.h"
#include "ui/platform/nav.h"
#include "ui/play/play.h"
#include "ui/review/review.h"
#include "ui/widgets/seat.h"
#include "uilib_fixture.h"

/* A hot-seat Churn game of a few moves played through the session. */
static session_t *start_game(uifx_t *f, const char *moves)
{
    uifx_start(f, "churn", "size=4", "human", "human");
    session_t *s = uifx_session(f);
    char buf[256], err[256];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " "))
        if (session_play(s, w, err, sizeof err)) fail_msg("%s: %s", w, err);
    uifx_steps(f, 4, 1);
    return s;
}

static const char *const GAME = "A1 B2 C3 D2 A3 B4";

static void review_at(uifx_t *f, const char *name, float *x, float *y)
{
    if (review_screen_locate(uifx_top(f), &f->ui, name, x, y)) fail_msg("no '%s' on the review screen", name);
}

/* Runs until the review's analysis is over (at most 120 s). */
static void wait_analysis(uifx_t *f)
{
    double t0 = uifx_now();
    while (review_screen_analysing(uifx_top(f))) {
        if (uifx_now() - t0 > 120) fail_msg("the analysis did not end");
        uifx_steps(f, 1, 0);
        uifx_nap();
    }
}

/* Polylines drawn inside the graph's plot with at least n points (the
 * positions 0..n-1). */
static int graph_lines(uifx_t *f, int n)
{
    float x0, x1, y;
    review_at(f, "@graph:0", &x0, &y);
    char last[32];
    snprintf(last, sizeof last, "@graph:%d", n - 1);
    review_at(f, last, &x1, &y);
    int lines = 0;
    for (int i = 0; i < crec_count(f->rec); i++) {
        const crec_op_t *op = crec_op(f->rec, i);
        if (op->kind != CREC_STROKE_PATH || op->npts < n) continue;
        const canvas_pt_t *p = crec_points(f->rec, op);
        int inside = fabsf(p[0].x - x0) < 1 && fabsf(p[op->npts - 1].x - x1) < 1;
        for (int k = 0; k < op->npts; k++) inside &= fabsf(p[k].y - y) < 80;
        lines += inside;
    }
    return lines;
}

static void test_review_graph_click_and_step(void **state)
{
    uifx_t *f = *state;
    session_t *s = start_game(f, GAME);
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = s}), 0);
    uifx_steps(f, 2, 0);
    assert_true(review_screen_is(uifx_top(f)));
    assert_int_equal(review_screen_position(uifx_top(f)), 6);
    assert_true(review_screen_analysing(uifx_top(f)));
    wait_analysis(f);
    assert_int_equal(review_screen_analysed(uifx_top(f)), 7);
    uifx_render(f);
    /* Two players: one line across the whole game (the other player's is
     * its mirror), and the legend. */
    assert_int_equal(graph_lines(f, 7), 1);
    assert_non_null(crec_find_text(f->rec, "blunder"));
    /* A click on the graph goes to that position. */
    float x, y;
    review_at(f, "@graph:2", &x, &y);
    uifx_click_at(f, x, y);
    assert_int_equal(review_screen_position(uifx_top(f)), 2);
    /* Stepping plays the move's animation, forwards and back. */
    uifx_key(f, UI_KEY_RIGHT, 0, 0);
    assert_int_equal(review_screen_position(uifx_top(f)), 3);
    assert_true(review_screen_animating(uifx_top(f)));
    uifx_steps(f, 600, 0);
    assert_false(review_screen_animating(uifx_top(f)));
    uifx_key(f, UI_KEY_LEFT, 0, 0);
    assert_int_equal(review_screen_position(uifx_top(f)), 2);
    assert_true(review_screen_animating(uifx_top(f)));
    /* A click on the move list too; Home and End. */
    review_at(f, "@move:5", &x, &y);
    uifx_click_at(f, x, y);
    assert_int_equal(review_screen_position(uifx_top(f)), 5);
    uifx_key(f, UI_KEY_HOME, 0, 0);
    assert_int_equal(review_screen_position(uifx_top(f)), 0);
    uifx_key(f, UI_KEY_END, 0, 0);
    assert_int_equal(review_screen_position(uifx_top(f)), 6);

    /* Kept in the game: a second review runs no analysis. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_true(play_screen_is(uifx_top(f)));
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = s}), 0);
    uifx_steps(f, 2, 1);
    assert_true(review_screen_from_save(uifx_top(f)));
    assert_false(review_screen_analysing(uifx_top(f)));
    assert_int_equal(review_screen_analysed(uifx_top(f)), 7);
}

/* Keeps a review written here with s: colour 1's first move lost 60% and
 * `first_best` was better; every other position under way names its first
 * listed move as best, every other move lost nothing. */
static void keep_review(session_t *s, const char *first_best)
{
    size_t cap = 256 + (size_t)s->n * 64;
    char *text = malloc(cap), err[256];
    assert_non_null(text);
    int at = snprintf(text, cap, "hexarcade-review 1 level=medium iterations=800 seed=1 positions=%d\n", s->n);
    for (int i = 0; i < s->n; i++) {
        at += snprintf(text + at, cap - (size_t)at, "%d %s +0", i, i == 0 ? "0.9000 0.1000" : "0.3000 0.7000");
        if (!game_is_over(s->hist[i].state)) {
            int count;
            char *legal = game_legal_moves_text(s->game, s->hist[i].state, 1000, &count, err, sizeof err);
            assert_non_null(legal);
            at += snprintf(text + at, cap - (size_t)at, " best %s", i == 0 ? first_best : strtok(legal, " "));
            free(legal);
        }
        at += snprintf(text + at, cap - (size_t)at, "\n");
    }
    assert_int_equal(session_set_review(s, text), 0);
    free(text);
}

/* A long game opened at its end: the last move stays in the list's view
 * once the finished analysis adds its summary above the list. */
static void test_review_list_shows_the_move(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "conhex", "pie=off", "human", "human");
    session_t *s = uifx_session(f);
    pturn_t t;
    assert_int_equal(pturn_init(&t, s->game), 0);
    rng_t rng;
    rng_seed(&rng, 11);
    for (int i = 0; i < 40 && !game_is_over(session_state(s)); i++) assert_int_equal(uifx_random_turn(s, &t, &rng), 0);
    pturn_free(&t);
    uifx_steps(f, 4, 1);
    keep_review(s, "F6");
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = s}), 0);
    uifx_steps(f, 2, 1);
    assert_true(review_screen_from_save(uifx_top(f)));
    int last = review_screen_position(uifx_top(f));
    if (last < 20) fail_msg("position %d of %d entries: longer than the list wanted", last, s->n);
    float x, y;
    char name[32];
    snprintf(name, sizeof name, "@move:%d", last);
    review_at(f, name, &x, &y);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "every move good"));
}

/* A mistake's better move: B shows it over the position before the move,
 * B again or a step goes back to the move played. The review is one kept
 * with the game (written here: the first move lost 60%, A2 was better). */
static void test_review_better_move(void **state)
{
    uifx_t *f = *state;
    session_t *s = start_game(f, GAME);
    keep_review(s, "A2");
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = s}), 0);
    uifx_steps(f, 2, 1);
    assert_true(review_screen_from_save(uifx_top(f)));
    /* Each player's marks under the finished analysis. */
    uifx_render(f);
    char want[64];
    snprintf(want, sizeof want, "%s: 1 blunder", seat_colour_name(s, 1));
    assert_non_null(crec_find_text(f->rec, want));
    snprintf(want, sizeof want, "%s: every move good", seat_colour_name(s, 2));
    assert_non_null(crec_find_text(f->rec, want));
    uifx_key(f, UI_KEY_HOME, 0, 0);
    uifx_key(f, UI_KEY_DOWN, 0, 0); /* the next mistake: move 1 */
    assert_int_equal(review_screen_position(uifx_top(f)), 1);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Better: A2 (B shows it)"));
    /* Over the board, the move in words. */
    snprintf(want, sizeof want, "Move 1 of 6: %s places at A1", seat_colour_name(s, 1));
    assert_non_null(crec_find_text(f->rec, want));
    assert_int_equal(review_screen_marks(uifx_top(f)), 0);
    assert_null(review_screen_better(uifx_top(f)));
    uifx_key(f, UI_KEY_CHAR, 'b', 0);
    assert_string_equal(review_screen_better(uifx_top(f)), "A2");
    uifx_render(f);
    assert_true(review_screen_marks(uifx_top(f)) > 0);
    assert_non_null(crec_find_text(f->rec, "Better: A2, instead of A1 (B: back)"));
    assert_non_null(crec_find_text(f->rec, "Before move 1, better: places at A2"));
    uifx_key(f, UI_KEY_CHAR, 'b', 0);
    assert_null(review_screen_better(uifx_top(f)));
    uifx_render(f);
    assert_int_equal(review_screen_marks(uifx_top(f)), 0);
    /* A click on the move's box shows it too; a step leaves it. */
    float x, y;
    review_at(f, "@info", &x, &y);
    uifx_click_at(f, x, y);
    assert_non_null(review_screen_better(uifx_top(f)));
    uifx_key(f, UI_KEY_RIGHT, 0, 0);
    assert_null(review_screen_better(uifx_top(f)));
    assert_int_equal(review_screen_position(uifx_top(f)), 2);
    /* A move that was not a mistake: B shows nothing. */
    uifx_steps(f, 600, 0);
    uifx_key(f, UI_KEY_CHAR, 'b', 0);
    assert_null(review_screen_better(uifx_top(f)));
}

/* Three players: one line each. */
static void test_review_three_players(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "wunchunk", "players=3 size=5", "human", "human");
    session_t *s = uifx_session(f);
    snprintf(s->seat[2], SESSION_SEAT_LEN, "human");
    pturn_t t;
    assert_int_equal(pturn_init(&t, s->game), 0);
    rng_t rng;
    rng_seed(&rng, 5);
    for (int i = 0; i < 3; i++) assert_int_equal(uifx_random_turn(s, &t, &rng), 0);
    pturn_free(&t);
    uifx_steps(f, 4, 0);
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = s}), 0);
    uifx_steps(f, 2, 0);
    wait_analysis(f);
    uifx_render(f);
    assert_int_equal(graph_lines(f, 4), 3);
}

static void test_review_kept_in_save_file(void **state)
{
    uifx_t *f = *state;
    session_t *s = start_game(f, GAME);
    char path[] = "/tmp/hexreviewXXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    char err[256];
    assert_int_equal(session_save(s, path, err, sizeof err), 0);
    session_t *loaded = session_load(path, f->ui.data_dir, err, sizeof err);
    assert_non_null(loaded);
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = loaded, .name = path}), 0);
    session_free(loaded);
    uifx_steps(f, 2, 0);
    assert_false(review_screen_from_save(uifx_top(f)));
    /* Esc cancels the analysis first; the screen stays. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_true(review_screen_is(uifx_top(f)));
    assert_false(review_screen_analysing(uifx_top(f)));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_true(play_screen_is(uifx_top(f)));
    /* Again, to the end: the analysis is written into the file. */
    loaded = session_load(path, f->ui.data_dir, err, sizeof err);
    assert_non_null(loaded);
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = loaded, .name = path}), 0);
    session_free(loaded);
    uifx_steps(f, 2, 0);
    wait_analysis(f);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    loaded = session_load(path, f->ui.data_dir, err, sizeof err);
    assert_non_null(loaded);
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = loaded, .name = path}), 0);
    session_free(loaded);
    uifx_steps(f, 2, 1);
    assert_true(review_screen_from_save(uifx_top(f)));
    assert_false(review_screen_analysing(uifx_top(f)));
    unlink(path);
}

static void test_analysis_variation_and_back(void **state)
{
    uifx_t *f = *state;
    session_t *game = start_game(f, GAME);
    uifx_key(f, UI_KEY_CHAR, 'a', 0);
    screen_t *an = uifx_top(f);
    assert_true(play_screen_is_analysis(an));
    session_t *s = play_screen_session(an);
    assert_true(s != game);
    assert_int_equal(s->cur, 6);
    /* Back two moves, then a move of our own: a variation. */
    uifx_key(f, UI_KEY_BACKSPACE, 0, 0);
    uifx_key(f, UI_KEY_BACKSPACE, 0, 0);
    uifx_steps(f, 300, 0);
    assert_int_equal(s->cur, 4);
    /* A legal move other than the game's (a Churn move is its cell). */
    char err[256], mine[16] = "";
    int count;
    char *legal = game_legal_moves_text(s->game, session_state(s), 1000, &count, err, sizeof err);
    assert_non_null(legal);
    for (char *w = strtok(legal, " "); w && !mine[0]; w = strtok(NULL, " "))
        if (strcmp(w, game->hist[5].move)) snprintf(mine, sizeof mine, "%s", w);
    free(legal);
    float x, y;
    assert_int_equal(play_screen_locate(an, &f->ui, mine, &x, &y), 0);
    uifx_click_at(f, x, y);
    uifx_steps(f, 300, 0);
    s = play_screen_session(an);
    if (s->cur != 5) fail_msg("not played: %s", play_screen_message(an));
    assert_int_equal(s->cur, 5);
    assert_int_equal(s->n, 6);
    assert_string_equal(s->hist[5].move, mine);
    /* The evaluation comes in on its own. */
    double t0 = uifx_now();
    while (play_screen_eval_iterations(an) == 0) {
        if (uifx_now() - t0 > 60) fail_msg("no evaluation");
        uifx_steps(f, 1, 0);
        uifx_nap();
    }
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "ANALYSIS"));
    /* A top move under the pointer shows on the board; a click plays it. */
    char top[MOVE_TEXT_MAX];
    assert_non_null(play_screen_eval_top(an, 0));
    snprintf(top, sizeof top, "%s", play_screen_eval_top(an, 0));
    assert_int_equal(play_screen_locate(an, &f->ui, "@top:1", &x, &y), 0);
    ui_event_t mv = {.kind = UI_EV_POINTER_MOVE, .x = x, .y = y};
    uifx_send(f, &mv);
    uifx_render(f);
    assert_true(play_screen_preview_marks(an) > 0);
    uifx_click_at(f, x, y);
    uifx_steps(f, 300, 0);
    assert_int_equal(s->cur, 6);
    assert_string_equal(s->hist[6].move, top);
    /* Back to the game line, where the variation left it. */
    uifx_key(f, UI_KEY_CHAR, 'g', 0);
    s = play_screen_session(an);
    assert_int_equal(s->n, 7);
    assert_int_equal(s->cur, 4);
    for (int i = 1; i < 7; i++) assert_string_equal(s->hist[i].move, game->hist[i].move);
    /* Leaving: the game itself was never touched. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_false(play_screen_is_analysis(uifx_top(f)));
    assert_true(uifx_session(f) == game);
    assert_int_equal(game->n, 7);
    assert_int_equal(game->cur, 6);
}

static void test_play_move_list_looks_back(void **state)
{
    uifx_t *f = *state;
    session_t *s = start_game(f, GAME);
    screen_t *p = uifx_top(f);
    uifx_render(f);
    float x, y;
    assert_int_equal(play_screen_locate(p, &f->ui, "@row:2", &x, &y), 0);
    uifx_click_at(f, x, y);
    assert_int_equal(play_screen_peek(p), 2);
    /* Read-only: a click on the board plays nothing. */
    assert_int_equal(play_screen_locate(p, &f->ui, "D4", &x, &y), 0);
    uifx_click_at(f, x, y);
    assert_int_equal(s->n, 7);
    uifx_key(f, UI_KEY_RIGHT, 0, 0);
    assert_int_equal(play_screen_peek(p), 3);
    assert_true(play_screen_animating(p));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_int_equal(play_screen_peek(p), -1);
    assert_true(play_screen_is(uifx_top(f)));
    assert_int_equal(s->cur, 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_review_graph_click_and_step, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_better_move, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_list_shows_the_move, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_three_players, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_kept_in_save_file, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_analysis_variation_and_back, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_play_move_list_looks_back, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
