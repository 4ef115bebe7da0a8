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

#include <cmocka.h>

#include "core/game.h"
#include "core/level.h"
#include "core/rng.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "ui/app/nav.h"
#include "ui/play/play.h"
#include "ui/review/review.h"
#include "ui/widgets/seat.h"
#include "uilib_fixture.h"
#include "uilib_turns.h"
#include "lib_gametest.h"

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

/* Runs until the review's analysis is over. A stall is a failure: no
 * position analysed for 300 s (the search is a fixed count of iterations,
 * which a loaded machine under ThreadSanitizer takes minutes over, so
 * a bound on the whole would fail there without anything wrong). */
static void wait_analysis(uifx_t *f)
{
    double t0 = uifx_now();
    int done = review_screen_analysed(uifx_top(f));
    while (review_screen_analysing(uifx_top(f))) {
        int now = review_screen_analysed(uifx_top(f));
        if (now != done) done = now, t0 = uifx_now();
        if (uifx_now() - t0 > 300) fail_msg("the analysis stalled at position %d", done);
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
    match_t t;
    assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, 11);
    for (int i = 0; i < 40 && !game_is_over(session_state(s)); i++) assert_int_equal(uifx_random_turn(s, &t, &rng), 0);
    match_free(&t);
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

/* The longest legal move text at a position (heap). */
static char *longest_legal(const session_t *s, int pos)
{
    char err[256];
    int count;
    char *legal = game_legal_moves_text(s->game, s->hist[pos].state, 100000, &count, err, sizeof err);
    assert_non_null(legal);
    char *best = NULL;
    for (char *w = strtok(legal, " "); w; w = strtok(NULL, " "))
        if (!best || strlen(w) > strlen(best)) best = w;
    char *out = strdup(best ? best : "");
    free(legal);
    return out;
}

/* The caption of a move with a better one shown (B) says both moves,
 * however long their texts (issue 34: "Better: ... instead of 1C5 (B:"
 * was cut): a Zumo game, the better move the longest legal one where the
 * longest is longest. */
static void test_review_caption_fits(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "zumo", "size=6 pie=off", "human", "human");
    session_t *s = uifx_session(f);
    match_t t;
    assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, 11);
    for (int i = 0; i < 16 && !game_is_over(session_state(s)); i++) uifx_random_turn(s, &t, &rng);
    match_free(&t);
    uifx_steps(f, 4, 0);
    int at = 0;
    size_t most = 0;
    for (int i = 0; i < s->cur; i++) {
        char *m = longest_legal(s, i);
        if (strlen(m) + strlen(s->hist[i + 1].move) > most) most = strlen(m) + strlen(s->hist[i + 1].move), at = i;
        free(m);
    }
    size_t cap = 256 + (size_t)s->n * 128;
    char *text = malloc(cap), err[256];
    assert_non_null(text);
    int n = snprintf(text, cap, "hexarcade-review 1 level=medium iterations=800 seed=1 positions=%d\n", s->n);
    for (int i = 0; i < s->n; i++) {
        n += snprintf(text + n, cap - (size_t)n, "%d %s +0", i, i <= at ? "0.9000 0.1000" : "0.1000 0.9000");
        if (!game_is_over(s->hist[i].state)) {
            char *m = longest_legal(s, i);
            n += snprintf(text + n, cap - (size_t)n, " best %s", m);
            free(m);
        }
        n += snprintf(text + n, cap - (size_t)n, "\n");
    }
    if (session_set_review(s, text)) fail_msg("review refused");
    free(text);
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = s}), 0);
    uifx_steps(f, 2, 1);
    uifx_key(f, UI_KEY_HOME, 0, 0);
    for (int i = 0; i <= at; i++) uifx_key(f, UI_KEY_RIGHT, 0, 0);
    uifx_steps(f, 240, 0);
    assert_int_equal(review_screen_position(uifx_top(f)), at + 1);
    (void)err;
    for (int b = 0; b < 2; b++) {
        uifx_render(f);
        const crec_op_t *op = crec_find_text(f->rec, "Better");
        assert_non_null(op);
        if (crec_overflow_count(f->rec)) {
            crec_dump_overflows(f->rec, stderr);
            fail_msg("the caption is cut (played %s)", s->hist[at + 1].move);
        }
        uifx_key(f, UI_KEY_CHAR, 'b', 0);
    }
}

/* Three players: one line each. */
static void test_review_three_players(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "wunchunk", "players=3 size=5", "human", "human");
    session_t *s = uifx_session(f);
    snprintf(s->seat[2], SESSION_SEAT_LEN, "human");
    uifx_play_turns(s, 3, 5);
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
    char path[1024];
    int fd = gametest_tmpfile(path, sizeof path, "hexreview");
    assert_true(fd >= 0);
    plat_close(fd);
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
    plat_unlink(path);
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

/* The mid-end's click sequence on the analysis board: the play screen's
 * trace (test_ui_play), in every game whose turn a click can finish. */
static const session_t *an_sess(screen_t *s) { return play_screen_session(s); }
static const uiturn_screen_t an_screen = {play_screen_locate, an_sess, play_screen_message};

static void test_analysis_confirm_trace(void **state)
{
    uifx_t *f = *state;
    int traced = 0;
    for (int i = 0; i < game_count(); i++) {
        screen_stack_clear(&f->ss);
        uifx_start(f, game_by_index(i)->id, "pie=off", "human", "human");
        session_t *game = uifx_session(f);
        uifx_play_turns(game, 1, 33);
        uifx_steps(f, 2, 0);
        uifx_key(f, UI_KEY_CHAR, 'a', 0);
        screen_t *an = uifx_top(f);
        assert_true(play_screen_is_analysis(an));
        char target[32], trace[400];
        if (uiturn_finishing_target(play_screen_session(an), NULL, target, sizeof target)) continue;
        uiturn_confirm_trace(f, &an_screen, target, trace, sizeof trace);
        if (strcmp(trace, UITURN_CONFIRM_TRACE)) fail_msg("%s: %s on %s", game_by_index(i)->id, trace, target);
        assert_int_equal(game->cur, 1); /* the game itself is not touched */
        traced++;
    }
    assert_true(traced >= 3);
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

/* ------------------------------------------------------------------ */
/* What went wrong (issue 36): the result screen of a lost game offers it;
 * it steps through the loser's biggest losses of win chance, each on the
 * board with the better move and a sentence. */

static int not_result(uifx_t *f) { return !nav_is(uifx_top(f), NAV_RESULT); }

/* Checks every moment: shown in turn (Right), over the position before its
 * move (the better move drawn), the loser's move, a sentence that names
 * the better move. */
static void check_moments(uifx_t *f, int seat, int n)
{
    screen_t *t = uifx_top(f);
    assert_int_equal(review_wrong_count(t), n);
    for (int i = 0; i < n; i++) {
        if (i) uifx_key(f, UI_KEY_RIGHT, 0, 0);
        assert_int_equal(review_wrong_shown(t), i);
        int k = review_wrong_move(t, i);
        assert_int_equal(review_screen_position(t), k);
        const session_t *s = uifx_session(f);
        assert_int_equal(session_seat_of_colour(s, game_head(s->hist[k - 1].state)->to_move), seat);
        const char *better = review_screen_better(t);
        assert_non_null(better);
        char text[600], want[MOVE_TEXT_MAX + 16];
        assert_int_equal(review_wrong_text(t, i, text, sizeof text), 0);
        snprintf(want, sizeof want, "Better: %s", better);
        if (!strstr(text, want)) fail_msg("moment %d: '%s' does not name %s", i, text, better);
        uifx_render(f);
        assert_true(review_screen_marks(t) > 0);
        assert_non_null(crec_find_text(f->rec, "What went wrong"));
    }
    /* B shows the move played instead; Right past the last stays. */
    if (n) {
        uifx_key(f, UI_KEY_RIGHT, 0, 0);
        assert_int_equal(review_wrong_shown(t), n - 1);
        uifx_key(f, UI_KEY_CHAR, 'b', 0);
        assert_int_equal(review_wrong_shown(t), -1);
        assert_null(review_screen_better(t));
        uifx_key(f, UI_KEY_HOME, 0, 0);
        assert_int_equal(review_wrong_shown(t), 0);
    }
}

/* A game lost against the AI, to its end: the result screen offers What
 * went wrong (W); the analysis runs with progress, then the moments. */
static void test_what_went_wrong_after_a_loss(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "churn", "size=3", "human", "human");
    session_t *s = uifx_session(f);
    uifx_play_random(s, 100000, 3); /* to the end */
    const game_head_t *h = game_head(session_state(s));
    assert_true(game_is_over(session_state(s)) && h->winners != 3 && h->winners);
    int loser = h->winners & 1 ? 2 : 1, seat = session_seat_of_colour(s, loser);
    snprintf(s->seat[2 - seat], SESSION_SEAT_LEN, "easy");
    uifx_settle(f, not_result);
    float x, y;
    assert_int_equal(nav_locate(uifx_top(f), &f->ui, "@wrong", &x, &y), 0);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "What went wrong"));
    uifx_key(f, UI_KEY_CHAR, 'w', 0);
    uifx_steps(f, 2, 1);
    assert_true(review_screen_is(uifx_top(f)));
    assert_true(review_screen_analysing(uifx_top(f)));
    assert_int_equal(review_wrong_count(uifx_top(f)), -1);
    assert_non_null(crec_find_text(f->rec, "Finding what decided the game\xE2\x80\xA6"));
    wait_analysis(f);
    int n = review_wrong_count(uifx_top(f));
    if (n < 1 || n > 3) fail_msg("%d moments", n);
    check_moments(f, seat, n);
    /* W: the whole review, and back to the moments. */
    int first = review_wrong_move(uifx_top(f), 0);
    uifx_key(f, UI_KEY_CHAR, 'w', 0);
    assert_int_equal(review_wrong_count(uifx_top(f)), -1);
    assert_true(review_screen_is(uifx_top(f)));
    uifx_key(f, UI_KEY_CHAR, 'w', 0);
    assert_int_equal(review_wrong_count(uifx_top(f)), n);
    assert_int_equal(review_wrong_shown(uifx_top(f)), 0);
    /* Kept with the game: again, at once, the same moments. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_true(nav_is(uifx_top(f), NAV_RESULT));
    assert_int_equal(nav_locate(uifx_top(f), &f->ui, "@wrong", &x, &y), 0);
    uifx_click_at(f, x, y);
    uifx_steps(f, 2, 0);
    assert_true(review_screen_from_save(uifx_top(f)));
    assert_int_equal(review_wrong_move(uifx_top(f), 0), first);
    /* The ordinary review (V) gets there with one key too. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_key(f, UI_KEY_CHAR, 'v', 0);
    uifx_steps(f, 2, 0);
    assert_int_equal(review_wrong_count(uifx_top(f)), -1);
    uifx_key(f, UI_KEY_CHAR, 'w', 0);
    assert_int_equal(review_wrong_move(uifx_top(f), 0), first);
}

/* The winner's result screen has no What went wrong. */
static void test_no_what_went_wrong_after_a_win(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "churn", "size=3", "human", "human");
    session_t *s = uifx_session(f);
    uifx_play_random(s, 100000, 3); /* to the end */
    int winner = game_head(session_state(s))->winners & 1 ? 1 : 2, seat = session_seat_of_colour(s, winner);
    snprintf(s->seat[2 - seat], SESSION_SEAT_LEN, "easy");
    uifx_settle(f, not_result);
    float x, y;
    assert_int_equal(nav_locate(uifx_top(f), &f->ui, "@wrong", &x, &y), -1);
    uifx_key(f, UI_KEY_CHAR, 'w', 0);
    assert_true(nav_is(uifx_top(f), NAV_RESULT));
}

/* Keeps a review where colour 1's win chance is w[i] at position i (the
 * other's 1 - w[i]), each position's best move a legal one other than the
 * move played from it. */
static void keep_wins(session_t *s, const double *w)
{
    size_t cap = 256 + (size_t)s->n * 64;
    char *text = malloc(cap), err[256];
    assert_non_null(text);
    int at = snprintf(text, cap, "hexarcade-review 1 level=medium iterations=800 seed=1 positions=%d\n", s->n);
    for (int i = 0; i < s->n; i++) {
        at += snprintf(text + at, cap - (size_t)at, "%d %.4f %.4f +0", i, w[i], 1 - w[i]);
        if (!game_is_over(s->hist[i].state)) {
            int count;
            char *legal = game_legal_moves_text(s->game, s->hist[i].state, 1000, &count, err, sizeof err);
            assert_non_null(legal);
            char *best = strtok(legal, " ");
            if (i + 1 < s->n && best && !strcmp(best, s->hist[i + 1].move)) best = strtok(NULL, " ");
            assert_non_null(best);
            at += snprintf(text + at, cap - (size_t)at, " best %s", best);
            free(legal);
        }
        at += snprintf(text + at, cap - (size_t)at, "\n");
    }
    assert_int_equal(session_set_review(s, text), 0);
    free(text);
}

/* Four losses: the three biggest, biggest first. Only two: those two. */
static void test_what_went_wrong_picks_the_biggest(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "churn", "size=4", "human", "human");
    session_t *s = uifx_session(f);
    uifx_play_turns(s, 9, 9);
    uifx_steps(f, 4, 1);
    /* Colour 1 plays moves 1, 3, 5, 7 and 9: losses 0.15, 0.40, 0.25,
     * 0.12, 0.02 (good: no better move). */
    const double w[] = {0.95, 0.80, 0.80, 0.40, 0.40, 0.15, 0.15, 0.03, 0.03, 0.01};
    keep_wins(s, w);
    assert_int_equal(nav_push(&f->ui, NAV_WRONG, (nav_arg_t){.session = s, .first = 1}), 0);
    uifx_steps(f, 2, 0);
    assert_true(review_screen_from_save(uifx_top(f)));
    assert_int_equal(review_wrong_move(uifx_top(f), 0), 3);
    assert_int_equal(review_wrong_move(uifx_top(f), 1), 5);
    assert_int_equal(review_wrong_move(uifx_top(f), 2), 1);
    check_moments(f, 1, 3);
    char text[600];
    assert_int_equal(review_wrong_text(uifx_top(f), 0, text, sizeof text), 0);
    char want[MOVE_TEXT_MAX + 64];
    snprintf(want, sizeof want, "Move 3, %s, lost 40%% of your chance to win.", s->hist[3].move);
    assert_non_null(strstr(text, want));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);

    /* Colour 2 lost only at moves 4 and 8. */
    const double w2[] = {0.50, 0.50, 0.50, 0.50, 0.85, 0.85, 0.85, 0.85, 0.97, 0.97};
    keep_wins(s, w2);
    assert_int_equal(nav_push(&f->ui, NAV_WRONG, (nav_arg_t){.session = s, .first = 2}), 0);
    uifx_steps(f, 2, 0);
    assert_int_equal(review_wrong_move(uifx_top(f), 0), 4);
    assert_int_equal(review_wrong_move(uifx_top(f), 1), 8);
    check_moments(f, 2, 2);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);

    /* No loss at all: none, and the screen says so. */
    const double w3[] = {0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
    keep_wins(s, w3);
    assert_int_equal(nav_push(&f->ui, NAV_WRONG, (nav_arg_t){.session = s, .first = 1}), 0);
    uifx_steps(f, 2, 0);
    check_moments(f, 1, 0);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "No big mistakes"));
}

/* The sentence speaks the game's counts: in Wunchunk, a move that left two
 * chunks where the better one joined them says so. */
static void test_what_went_wrong_in_the_games_words(void **state)
{
    uifx_t *f = *state;
    char err[512];
    level_t *lv = level_new();
    assert_non_null(lv);
    assert_int_equal(level_load(lv, "levels/wunchunk/tutorials/01-join.txt", err, sizeof err), 0);
    session_t *s = session_new_level(lv, ".", NULL, err, sizeof err);
    level_free(lv);
    assert_non_null(s);
    snprintf(s->seat[0], SESSION_SEAT_LEN, "human");
    snprintf(s->seat[1], SESSION_SEAT_LEN, "easy");
    assert_int_equal(session_play(s, "1A1", err, sizeof err), 0);
    assert_int_equal(session_play(s, "2I9", err, sizeof err), 0);
    /* Red's A1 lost 30%; D6 (joining the two red chunks) was better. */
    char text[512];
    snprintf(text, sizeof text,
             "hexarcade-review 1 level=medium iterations=800 seed=1 positions=3\n"
             "0 0.8000 0.2000 +0 best 1D6\n1 0.5000 0.5000 +0 best 2I8\n2 0.5000 0.5000 +0 best 1D6\n");
    assert_int_equal(session_set_review(s, text), 0);
    assert_int_equal(nav_push(&f->ui, NAV_WRONG, (nav_arg_t){.session = s, .first = 1}), 0);
    uifx_steps(f, 2, 0);
    assert_int_equal(review_wrong_count(uifx_top(f)), 1);
    assert_int_equal(review_wrong_text(uifx_top(f), 0, text, sizeof text), 0);
    assert_non_null(strstr(text, "Move 1, 1A1, lost 30% of your chance to win."));
    if (!strstr(text, "Better: 1D6") || !strstr(text, "you would have 1 chunk, not 2"))
        fail_msg("'%s' does not say the better move's count", text);
    screen_pop(&f->ss);
    uifx_steps(f, 1, 0);
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_review_graph_click_and_step, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_better_move, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_list_shows_the_move, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_caption_fits, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_three_players, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_review_kept_in_save_file, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_analysis_variation_and_back, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_play_move_list_looks_back, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_what_went_wrong_after_a_loss, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_no_what_went_wrong_after_a_win, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_what_went_wrong_picks_the_biggest, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_what_went_wrong_in_the_games_words, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_analysis_confirm_trace, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
