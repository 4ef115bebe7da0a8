/* The small things a newcomer hits in the first hour (issue 50 point 7),
 * on the recording canvas: Ctrl+V and a dropped file work on the title;
 * the setup form explains the row under the pointer; a finished game
 * says "You won" / "Red won" where a person reads it (the Load game list
 * and its details); Settings says when there is no sound device. */
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
#include "core/match.h"
#include "core/rng.h"
#include "core/session.h"
#include "ui/app/nav.h"
#include "ui/play/play.h"
#include "ui/screens/settings_screen.h"
#include "ui/screens/setup.h"
#include "lib_gametest.h"
#include "uilib_fixture.h"

static char tmpdir[256];

static int setup(void **state)
{
    if (uifx_setup(state)) return -1;
    uifx_t *f = *state;
    if (!gametest_tmpdir(tmpdir, sizeof tmpdir, "hexfirst.")) return -1;
    snprintf(f->cl.saves_dir, sizeof f->cl.saves_dir, "%s", tmpdir);
    snprintf(f->cl.data_dir, sizeof f->cl.data_dir, ".");
    f->cl.script_mode = 1;
    return SDL_InitSubSystem(SDL_INIT_VIDEO) ? -1 : 0;
}

static int teardown(void **state)
{
    uifx_teardown(state);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
    return gametest_remove_tree(tmpdir);
}

static const char *const LG = "(;FF[CONHEX]VA[CONHEX]EV[x]PB[ann]PW[ben];B[J3];R[swap];B[D3])\n";

static const char *top_name(uifx_t *f) { return uifx_top(f) ? uifx_top(f)->ops->name : "(none)"; }

static void title(uifx_t *f)
{
    uifx_push(f, nav_new(&f->ui, NAV_TITLE, (nav_arg_t){.game = 0}));
    uifx_steps(f, 300, 1); /* its entrance played: the footer shown */
    assert_string_equal(top_name(f), "title");
}

/* A Churn game of side 2 played to its end by its first legal moves. */
static session_t *finished_churn(const char *seat1, const char *seat2)
{
    const game_rules_t *r = game_by_id("churn");
    game_setup_t su;
    char err[256];
    game_setup_default(r, &su, 2);
    assert_int_equal(game_setup_parse(r, &su, "size=2 pie=off", err, sizeof err), 0);
    game_t *g = game_new(r, &su, ".", err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    assert_non_null(s);
    snprintf(s->seat[0], SESSION_SEAT_LEN, "%s", seat1);
    snprintf(s->seat[1], SESSION_SEAT_LEN, "%s", seat2);
    match_t t;
    assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, 5);
    for (int i = 0; i < 400 && uifx_random_turn(s, &t, &rng) == 0; i++) {}
    match_free(&t);
    assert_true(game_is_over(session_state(s)));
    return s;
}

static void test_paste_and_drop_on_the_title(void **state)
{
    uifx_t *f = *state;
    title(f);
    /* Another site's record: the import screen over the title. */
    assert_int_equal(SDL_SetClipboardText(LG), 0);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    assert_string_equal(top_name(f), "import");
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_string_equal(top_name(f), "title");
    /* Text that is no game: the title says so, nothing opens. */
    assert_int_equal(SDL_SetClipboardText("hello"), 0);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    assert_string_equal(top_name(f), "title");
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Not a game record"));
    /* Our own game record: played on. */
    session_t *s = finished_churn("human", "first");
    char *text = session_save_text(s);
    assert_non_null(text);
    assert_int_equal(SDL_SetClipboardText(text), 0);
    free(text);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    uifx_steps(f, 2, 1);
    assert_string_equal(top_name(f), "play");
    assert_int_equal(uifx_session(f)->cur, s->cur);
    /* A file dropped on the title: a record, then a save. */
    nav_to_title(&f->ui);
    uifx_steps(f, 2, 1);
    assert_string_equal(top_name(f), "title");
    char path[600], err[600];
    snprintf(path, sizeof path, "%s/dropped.txt", tmpdir);
    assert_int_equal(fileio_write_atomic(path, LG, strlen(LG), err, sizeof err), 0);
    assert_int_equal(nav_import_file(&f->ui, path), 0);
    uifx_steps(f, 2, 1);
    assert_string_equal(top_name(f), "import");
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    snprintf(path, sizeof path, "%s/dropped.sav", tmpdir);
    assert_int_equal(session_save(s, path, err, sizeof err), 0);
    assert_int_equal(nav_import_file(&f->ui, path), 0);
    uifx_steps(f, 2, 1);
    assert_string_equal(top_name(f), "play");
    session_free(s);
}

static void test_setup_explains_the_row_under_the_pointer(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, nav_new(&f->ui, NAV_SETUP, (nav_arg_t){.rules = game_by_id("zumo")}));
    uifx_steps(f, 60, 1);
    screen_t *s = uifx_top(f);
    int sel = setup_selected(s);
    assert_int_equal(setup_explained(s), sel);
    /* The first pointer report, over row 0: explained at once, though it
     * does not take the selection (a pointer resting where the screen
     * opened). */
    canvas_rect_t r = setup_row_rect(s, &f->ui, 0);
    uifx_send(f, &(ui_event_t){.kind = UI_EV_POINTER_MOVE, .x = r.x + r.w * 0.5f, .y = r.y + r.h * 0.5f});
    assert_int_equal(setup_explained(s), 0);
    assert_int_equal(setup_selected(s), sel);
    uifx_render(f);
    const char *help = setup_model_help(setup_model(s), 0);
    char start[24];
    snprintf(start, sizeof start, "%.20s", help);
    assert_non_null(crec_find_text(f->rec, start));
    /* Off the rows: the selected row again; a key: the selected row. */
    uifx_send(f, &(ui_event_t){.kind = UI_EV_POINTER_MOVE, .x = 2, .y = 2});
    assert_int_equal(setup_explained(s), sel);
    uifx_send(f, &(ui_event_t){.kind = UI_EV_POINTER_MOVE, .x = r.x + r.w * 0.5f, .y = r.y + r.h * 0.5f});
    assert_int_equal(setup_explained(s), 0);
    uifx_key(f, UI_KEY_DOWN, 0, 0);
    assert_int_equal(setup_explained(s), setup_selected(s));
}

static void test_results_in_words(void **state)
{
    uifx_t *f = *state;
    session_t *s = finished_churn("human", "first");
    const game_head_t *h = game_head(session_state(s));
    char buf[64];
    session_result_words(s, buf, sizeof buf);
    int red = h->winners == 1u;
    assert_string_equal(buf, red ? "You won" : "You lost");
    snprintf(s->seat[0], SESSION_SEAT_LEN, "first");
    snprintf(s->seat[1], SESSION_SEAT_LEN, "human");
    session_result_words(s, buf, sizeof buf);
    assert_string_equal(buf, red ? "You lost" : "You won");
    snprintf(s->seat[0], SESSION_SEAT_LEN, "human");
    session_result_words(s, buf, sizeof buf);
    assert_string_equal(buf, red ? "Red won" : "Blue won");
    /* The Load game list: the finished game's row and its details. */
    snprintf(s->seat[1], SESSION_SEAT_LEN, "first");
    char name[AUTOSAVES_NAME_MAX] = "";
    assert_int_equal(client_autosave(&f->cl, s, name, sizeof name), 0);
    title(f);
    assert_int_equal(nav_push(&f->ui, NAV_LOAD, (nav_arg_t){0}), 0);
    uifx_steps(f, 120, 1);
    uifx_render(f);
    const char *words = red ? "You won" : "You lost";
    assert_true(crec_count_text(f->rec, words) >= 2);
    assert_null(crec_find_text(f->rec, "winner"));
    session_free(s);
}

static void test_settings_say_there_is_no_sound_device(void **state)
{
    uifx_t *f = *state;
    assert_null(f->cl.audio); /* no device in the tests */
    assert_int_equal(nav_push(&f->ui, NAV_SETTINGS, (nav_arg_t){0}), 0);
    uifx_steps(f, 120, 1);
    uifx_render(f);
    assert_int_equal(crec_count_text(f->rec, "No sound device"), 2); /* volume and mute */
    assert_non_null(strstr(settings_help(&f->ui, SET_VOLUME), "No sound device was found"));
    assert_null(strstr(settings_help(&f->ui, SET_PALETTE), "sound device"));
    for (int i = 0; i < SET_VOLUME; i++) uifx_key(f, UI_KEY_DOWN, 0, 0);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "No sound device was found"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_paste_and_drop_on_the_title, setup, teardown),
        cmocka_unit_test_setup_teardown(test_setup_explains_the_row_under_the_pointer, setup, teardown),
        cmocka_unit_test_setup_teardown(test_results_in_words, setup, teardown),
        cmocka_unit_test_setup_teardown(test_settings_say_there_is_no_sound_device, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
