/* Resigning and games that ended off the board, in the client (issues 46
 * and 50): Resign in the pause menu asks first, then ends the game as the
 * person's loss, recorded and shown on the result screen, taken back by
 * undo; a game a site ended by a resignation opens finished, with the
 * site's players named, its review runs to the end and the analysis
 * board opens on its last position. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/foreign.h"
#include "core/record.h"
#include "lib_gametest.h"
#include "ui/app/nav.h"
#include "ui/review/review.h"
#include "ui/screens/pausemenu.h"
#include "ui/screens/result.h"
#include "ui/screens/result_how.h"
#include "uilib_fixture.h"

static const char *top_name(uifx_t *f) { return uifx_top(f)->ops->name; }
static int result_on_top(uifx_t *f) { return !result_screen_is(uifx_top(f)); }
static void key(uifx_t *f, ui_key_t k) { uifx_key(f, k, 0, 0); }

/* The pause menu over the play screen, Resign selected. */
static void to_resign(uifx_t *f)
{
    key(f, UI_KEY_ESCAPE);
    uifx_steps(f, 2, 0);
    assert_string_equal(top_name(f), "pause");
    for (int i = 0; i < PAUSE_RESIGN; i++) key(f, UI_KEY_DOWN);
    assert_int_equal(pause_selected(uifx_top(f)), PAUSE_RESIGN);
}

static void test_resign_from_the_pause_menu(void **state)
{
    uifx_world_t w;
    uifx_world_open(&w, state, "hexresign", NULL, 60);
    uifx_t *f = w.f;
    /* ConHex: the person plays colour 1 (first), the AI colour 2. */
    uifx_start(f, "conhex", "pie=off", "human", "easy");
    session_t *s = uifx_session(f);
    char err[GAME_ERR_MAX];
    assert_int_equal(session_play(s, "F6", err, sizeof err), 0);
    assert_int_equal(session_play(s, "J3", err, sizeof err), 0);
    uifx_steps(f, 4, 0);
    int n = s->n;

    /* Chosen once, it asks; moving away forgets the question. */
    to_resign(f);
    key(f, UI_KEY_ENTER);
    assert_string_equal(top_name(f), "pause");
    assert_true(pause_resign_asked(uifx_top(f)));
    assert_int_equal(s->n, n);
    key(f, UI_KEY_UP);
    key(f, UI_KEY_DOWN);
    assert_false(pause_resign_asked(uifx_top(f)));
    /* Esc keeps playing. */
    key(f, UI_KEY_ENTER);
    key(f, UI_KEY_ESCAPE);
    uifx_steps(f, 2, 0);
    assert_string_equal(top_name(f), "play");
    assert_int_equal(s->n, n);

    /* Asked and confirmed: the person's loss, an entry of the game. */
    to_resign(f);
    key(f, UI_KEY_ENTER);
    key(f, UI_KEY_ENTER);
    uifx_settle(f, result_on_top);
    /* The result's panel comes in, every frame; then only the backdrop
     * drifts, at its low rate. */
    screen_t *res = uifx_top(f);
    assert_int_equal(res->ops->motion(res, &f->ui), SCREEN_MOVING);
    uifx_steps(f, 120, 0);
    assert_int_equal(res->ops->motion(res, &f->ui), SCREEN_AMBIENT);
    int c;
    assert_int_equal(session_end_of(s, s->cur, &c), SESSION_END_RESIGN);
    assert_int_equal(c, 1);
    assert_int_equal(game_head(session_state(s))->winners, 2);
    char title[128], how[256], want[256];
    result_words(s, title, sizeof title, how, sizeof how);
    const char *const *cn = s->game->rules->colour_names;
    snprintf(want, sizeof want, "%s (You) resigned: %s (AI) wins.", cn[0], cn[1]);
    assert_string_equal(how, want);
    uifx_render(f);
    snprintf(want, sizeof want, "%s wins!", cn[1]);
    assert_non_null(crec_find_text(f->rec, want));
    /* Recorded as a loss against Easy. */
    const record_entry_t *e = record_find(&f->cl.record, "conhex", "easy");
    assert_non_null(e);
    assert_int_equal(e->losses, 1);
    assert_int_equal(e->wins, 0);
    char *text = fileio_read(w.record_path, NULL, err, sizeof err);
    assert_non_null(text);
    gametest_assert_contains(text, "conhex easy 0 1 0\n");
    free(text);

    /* Back on the board the game is over; undo takes the resignation back. */
    key(f, UI_KEY_ESCAPE);
    uifx_steps(f, 2, 0);
    assert_string_equal(top_name(f), "play");
    key(f, UI_KEY_ESCAPE);
    uifx_steps(f, 2, 0);
    for (int i = 0; i < PAUSE_RESIGN; i++) key(f, UI_KEY_DOWN);
    key(f, UI_KEY_ENTER);
    assert_false(pause_resign_asked(uifx_top(f))); /* nothing to resign */
    key(f, UI_KEY_ESCAPE);
    uifx_steps(f, 2, 0);
    uifx_key(f, UI_KEY_CHAR, 'z', UI_MOD_CTRL);
    uifx_steps(f, 4, 0);
    assert_int_equal(game_head(session_state(s))->status, GAME_ONGOING);
    uifx_world_close(&w);
}

/* With no person at the board, nobody resigns. */
static void test_nobody_to_resign(void **state)
{
    char why[160];
    session_t *s = uifx_new_session(game_by_id("churn"));
    snprintf(s->seat[0], SESSION_SEAT_LEN, "easy");
    snprintf(s->seat[1], SESSION_SEAT_LEN, "hard");
    assert_int_equal(pause_resigner(s, why, sizeof why), 0);
    gametest_assert_contains(why, "every seat is the AI's");
    /* Two people: the one to move. */
    snprintf(s->seat[0], SESSION_SEAT_LEN, "human");
    snprintf(s->seat[1], SESSION_SEAT_LEN, "human");
    assert_int_equal(pause_resigner(s, why, sizeof why), 1);
    session_free(s);
}

/* Little Golem's R[resign]: the game opens finished, the site's players
 * named; its review runs to the end. */
static void test_site_resignation(void **state)
{
    uifx_t *f = *state;
    char err[1024], title[128], how[256];
    session_t *s = foreign_load("tests/data/foreign/littlegolem-conhex.txt", 0, NULL, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(session_end_of(s, s->cur, NULL), SESSION_END_RESIGN);
    result_words(s, title, sizeof title, how, sizeof how);
    char names[GAME_MAX_PLAYERS][FOREIGN_NAME_MAX];
    assert_int_equal(foreign_names(s, names), 0);
    char want[256];
    const char *const *cn = s->game->rules->colour_names;
    snprintf(want, sizeof want, "%s (%s) resigned: %s (%s) wins.", cn[1], names[1], cn[0], names[0]);
    assert_string_equal(how, want);
    assert_true(names[0][0] && names[1][0]);
    /* The review keeps its analysis in s when done: s outlives it (the
     * import screen's early free of its session is issue 50's crash). */
    assert_int_equal(nav_push(&f->ui, NAV_REVIEW, (nav_arg_t){.session = s}), 0);
    uifx_steps(f, 2, 0);
    assert_true(review_screen_is(uifx_top(f)));
    double t0 = uifx_now();
    while (review_screen_analysing(uifx_top(f))) {
        if (uifx_now() - t0 > 300) fail_msg("the analysis did not end");
        uifx_steps(f, 1, 0);
        uifx_nap();
    }
    uifx_render(f);
    assert_int_equal(review_screen_analysed(uifx_top(f)), s->n);
    /* Its list and info name the end as the site had it. */
    assert_non_null(crec_find_text(f->rec, "- resigned -"));
    screen_stack_clear(&f->ss);
    assert_non_null(session_review(s)); /* the analysis kept with the game */
    /* The analysis board opens on the last position on the board, the
     * resignation a step to redo. */
    assert_int_equal(nav_push(&f->ui, NAV_ANALYSIS, (nav_arg_t){.session = s, .first = s->cur}), 0);
    uifx_steps(f, 4, 0);
    session_t *b = uifx_session(f);
    assert_non_null(b);
    assert_int_equal(b->cur, s->cur - 1);
    assert_int_equal(game_head(session_state(b))->status, GAME_ONGOING);
    assert_true(session_can_redo(b));
    screen_stack_clear(&f->ss);
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_resign_from_the_pause_menu, uifx_setup, uifx_teardown),
        cmocka_unit_test(test_nobody_to_resign),
        cmocka_unit_test_setup_teardown(test_site_resignation, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
