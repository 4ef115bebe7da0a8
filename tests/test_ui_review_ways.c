/* Every way into a review runs its analysis to the end (issue 50 point 1):
 * after a game (the result screen), from Load game, from another site's
 * record pasted over a game in play, dropped on the window or given to
 * --load (the import screen), and during a game of people. The finished
 * analysis is stored with the game where it came from; a review of an
 * imported record stored it into a game already freed (a crash when the
 * analysis ended). Run under the sanitizers by make check. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>

#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/game.h"
#include "core/session.h"
#include "ui/app/nav.h"
#include "ui/play/play.h"
#include "ui/review/review.h"
#include "ui/screens/import_screen.h"
#include "ui/screens/result.h"
#include "lib_gametest.h"
#include "uilib_fixture.h"
#include "uilib_turns.h"

static int setup(void **s) { return uifx_setup_saves(s, "hexways."); }
static int teardown(void **s) { return uifx_teardown_saves(s); }

/* A Little Golem ConHex game of three moves (a swap in it). */
static const char *const LG = "(;FF[CONHEX]VA[CONHEX]EV[x]PB[ann]PW[ben];B[J3];R[swap];B[D3])\n";

static void click_rect(uifx_t *f, canvas_rect_t r) { uifx_click_at(f, r.x + r.w * 0.5f, r.y + r.h * 0.5f); }

/* The title, and over it a hot-seat Churn game of a few moves. */
static session_t *people_game(uifx_t *f)
{
    uifx_push(f, nav_new(&f->ui, NAV_TITLE, (nav_arg_t){.game = 0}));
    uifx_start(f, "churn", "size=4", "human", "human");
    session_t *s = uifx_session(f);
    char err[256];
    const char *moves[] = {"A1", "B2", "C3", "D2"};
    for (int i = 0; i < 4; i++)
        if (session_play(s, moves[i], err, sizeof err)) fail_msg("%s: %s", moves[i], err);
    uifx_steps(f, 4, 1);
    return s;
}

/* The review on top runs to the end of its analysis (at most 180 s), then
 * a few frames more; every position is then analysed. */
static void review_to_the_end(uifx_t *f)
{
    screen_t *r = uifx_top(f);
    if (!review_screen_is(r)) fail_msg("no review on top: %s", r ? r->ops->name : "nothing");
    double t0 = uifx_now();
    while (review_screen_analysing(uifx_top(f))) {
        if (uifx_now() - t0 > 180) fail_msg("the analysis did not end");
        uifx_steps(f, 1, 0);
        uifx_nap();
    }
    uifx_steps(f, 4, 1);
    assert_ptr_equal(uifx_top(f), r);
    assert_true(review_screen_analysed(r) > 0);
}

/* Leaves the review (Esc) and opens the import screen's Review again: the
 * analysis kept with the game it opened makes it instant. */
static void review_again_from_import(uifx_t *f, screen_t *im)
{
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_steps(f, 2, 1);
    assert_ptr_equal(uifx_top(f), im);
    click_rect(f, import_action_rect(&f->ui, im, IMPORT_REVIEW));
    uifx_steps(f, 2, 1);
    assert_true(review_screen_is(uifx_top(f)));
    assert_true(review_screen_from_save(uifx_top(f)));
    assert_false(review_screen_analysing(uifx_top(f)));
}

static void test_review_of_a_pasted_record_over_a_game(void **state)
{
    uifx_t *f = *state;
    session_t *s = people_game(f);
    assert_int_equal(SDL_SetClipboardText(LG), 0);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    screen_t *im = uifx_top(f);
    assert_string_equal(im->ops->name, "import");
    click_rect(f, import_action_rect(&f->ui, im, IMPORT_REVIEW));
    uifx_steps(f, 2, 1);
    review_to_the_end(f);
    assert_int_equal(review_screen_analysed(uifx_top(f)), 4);
    review_again_from_import(f, im);
    /* The game in play is untouched under it all. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_steps(f, 2, 1);
    assert_ptr_equal(uifx_session(f), s);
    assert_int_equal(s->n, 5);
    assert_null(session_review(s));
}

static void test_review_of_a_dropped_record(void **state)
{
    uifx_t *f = *state;
    people_game(f);
    char path[600], err[600];
    snprintf(path, sizeof path, "%s/dropped.txt", f->tmpdir);
    assert_int_equal(fileio_write_atomic(path, LG, strlen(LG), err, sizeof err), 0);
    assert_int_equal(nav_import_file(&f->ui, path), 0);
    uifx_steps(f, 2, 1);
    screen_t *im = uifx_top(f);
    assert_string_equal(im->ops->name, "import");
    uifx_key(f, UI_KEY_DOWN, 0, 0); /* from Play on to Review */
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    uifx_steps(f, 2, 1);
    review_to_the_end(f);
    review_again_from_import(f, im);
    /* Then played on from its end: a legal move there is taken. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_steps(f, 2, 1);
    click_rect(f, import_action_rect(&f->ui, im, IMPORT_PLAY));
    uifx_steps(f, 2, 1);
    assert_string_equal(uifx_top(f)->ops->name, "play");
    session_t *s = uifx_session(f);
    assert_int_equal(s->cur, s->n - 1);
    int before = s->n;
    char *legal = gametest_legal(s->game, session_state(s));
    assert_non_null(legal);
    char *sp = strchr(legal, ' ');
    if (sp) *sp = '\0';
    if (session_play(s, legal, err, sizeof err)) fail_msg("%s: %s", legal, err);
    free(legal);
    uifx_steps(f, 2, 1);
    assert_int_equal(s->n, before + 1);
    assert_string_equal(uifx_top(f)->ops->name, "play");
}

/* --load of a record: the import screen over the title (main.c). */
static void test_review_of_a_record_given_at_start(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, nav_new(&f->ui, NAV_TITLE, (nav_arg_t){.game = 0}));
    assert_int_equal(nav_push(&f->ui, NAV_IMPORT, (nav_arg_t){.name = "game.txt", .note = LG}), 0);
    uifx_steps(f, 2, 1);
    screen_t *im = uifx_top(f);
    assert_string_equal(im->ops->name, "import");
    click_rect(f, import_action_rect(&f->ui, im, IMPORT_REVIEW));
    uifx_steps(f, 2, 1);
    review_to_the_end(f);
    review_again_from_import(f, im);
    /* Played on: the game keeps the analysis its review made. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_steps(f, 2, 1);
    assert_ptr_equal(uifx_top(f), im);
    click_rect(f, import_action_rect(&f->ui, im, IMPORT_PLAY));
    uifx_steps(f, 2, 1);
    assert_string_equal(uifx_top(f)->ops->name, "play");
    assert_non_null(session_review(uifx_session(f)));
    assert_int_equal(uifx_session(f)->cur, 3);
}

/* During a game of people, V: kept in the game in play. */
static void test_review_during_a_game_of_people(void **state)
{
    uifx_t *f = *state;
    session_t *s = people_game(f);
    uifx_key(f, UI_KEY_CHAR, 'v', 0);
    uifx_steps(f, 2, 1);
    review_to_the_end(f);
    assert_int_equal(review_screen_analysed(uifx_top(f)), 5);
    assert_non_null(session_review(s));
}

/* After a finished game: the result screen's Review (V). */
static void test_review_after_a_game(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, nav_new(&f->ui, NAV_TITLE, (nav_arg_t){.game = 0}));
    uifx_start(f, "churn", "size=2 pie=off", "human", "human");
    session_t *s = uifx_session(f);
    uifx_play_random(s, 400, 5);
    assert_true(game_is_over(session_state(s)));
    for (int i = 0; i < 3000 && !result_screen_is(uifx_top(f)); i++) uifx_steps(f, 1, i % 30 == 0);
    assert_true(result_screen_is(uifx_top(f)));
    uifx_steps(f, 120, 1); /* past the moment its keys are guarded */
    uifx_key(f, UI_KEY_CHAR, 'v', 0);
    uifx_steps(f, 2, 1);
    review_to_the_end(f);
    assert_int_equal(review_screen_analysed(uifx_top(f)), s->n);
    assert_non_null(session_review(s));
}

/* From Load game: written into the save file. */
static void test_review_from_load_game(void **state)
{
    uifx_t *f = *state;
    session_t *s = people_game(f);
    char name[AUTOSAVES_NAME_MAX] = "", err[600];
    assert_int_equal(client_autosave(&f->cl, s, name, sizeof name), 0);
    char path[1200];
    snprintf(path, sizeof path, "%s/%s/%s", f->cl.saves_dir, AUTOSAVES_UNFINISHED, name);
    assert_int_equal(nav_push(&f->ui, NAV_LOAD, (nav_arg_t){0}), 0);
    uifx_steps(f, 2, 1);
    assert_string_equal(uifx_top(f)->ops->name, "saves");
    uifx_key(f, UI_KEY_CHAR, 'v', 0);
    uifx_steps(f, 2, 1);
    review_to_the_end(f);
    session_t *back = session_load(path, ".", err, sizeof err);
    if (!back) fail_msg("%s", err);
    assert_non_null(session_review(back));
    session_free(back);
}

/* Issue 50 point 7: the import screen replays a record before it offers
 * it. One with a hole ConHex has not (Z9) is refused at once, saying so,
 * the game in play kept; in an archive the game that cannot be opened says
 * so on its row and cannot be chosen, the other opens. */
static void test_import_checks_the_record_first(void **state)
{
    uifx_t *f = *state;
    session_t *s = people_game(f);
    const char *bad = "(;FF[CONHEX]VA[CONHEX]EV[x]PB[ann]PW[ben];B[J3];R[Z9];B[D3])\n";
    f->cl.message[0] = '\0';
    assert_int_equal(nav_import_text(&f->ui, "clipboard", bad), -1);
    uifx_steps(f, 2, 1);
    assert_true(play_screen_is(uifx_top(f)));
    assert_ptr_equal(uifx_session(f), s);
    /* Said on the play screen's status line (the client's message moves
     * there at its next step). */
    const char *said = nav_message(uifx_top(f));
    if (!strstr(said, "Cannot import this record") || !strstr(said, "Z9"))
        fail_msg("the message: '%s' (client: '%s')", said, f->cl.message);
    /* An archive of AbstractPlay: a ConHex game with a hole that is not
     * there, and a good one. */
    const char *archive =
        "[{\"header\":{\"game\":{\"name\":\"conhex\"},\"players\":[{\"name\":\"cy\"},{\"name\":\"di\"}],"
        "\"date-end\":\"2024-03-04\"},\"moves\":[[\"z9\"]]},"
        "{\"header\":{\"game\":{\"name\":\"conhex\"},\"players\":[{\"name\":\"ann\"},{\"name\":\"ben\"}],"
        "\"date-end\":\"2024-01-02\"},\"moves\":[[\"f6\"]]}]";
    assert_int_equal(nav_import_text(&f->ui, "clipboard", archive), 0);
    uifx_steps(f, 2, 1);
    screen_t *im = uifx_top(f);
    assert_string_equal(im->ops->name, "import");
    assert_int_equal(import_count(im), 2);
    assert_non_null(strstr(import_row_text(im, 0), "(cannot be opened)"));
    assert_null(strstr(import_row_text(im, 1), "cannot"));
    assert_int_equal(import_chosen(im), 1);
    assert_non_null(strstr(import_note(im), "1 game cannot be opened"));
    click_rect(f, import_row_rect(&f->ui, im, 0));
    assert_int_equal(import_chosen(im), 1);
    assert_non_null(strstr(import_note(im), "Cannot open this game"));
    click_rect(f, import_action_rect(&f->ui, im, IMPORT_REVIEW));
    uifx_steps(f, 2, 1);
    review_to_the_end(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_review_of_a_pasted_record_over_a_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_review_of_a_dropped_record, setup, teardown),
        cmocka_unit_test_setup_teardown(test_review_of_a_record_given_at_start, setup, teardown),
        cmocka_unit_test_setup_teardown(test_review_during_a_game_of_people, setup, teardown),
        cmocka_unit_test_setup_teardown(test_review_after_a_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_review_from_load_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_import_checks_the_record_first, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
