/* Game clocks on the play screen, as a recording canvas sees them: both
 * clocks in the HUD with the running one lit, the side to move's time held
 * while the other side's move plays out, the pause menu stopping it, a
 * flag fall ending the game "on time", and the setup row that makes one.
 * Runs with SDL_VIDEODRIVER=dummy and SDL_AUDIODRIVER=dummy. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/clock.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "ui/app/nav.h"
#include "ui/play/play.h"
#include "ui/screens/result.h"
#include "ui/screens/result_how.h"
#include "ui/screens/setup_model.h"
#include "uilib_fixture.h"

static void click(uifx_t *f, const char *name)
{
    float x, y;
    if (play_screen_locate(uifx_top(f), &f->ui, name, &x, &y)) fail_msg("no '%s' on the board", name);
    uifx_click_at(f, x, y);
}

/* The clock texts drawn ("1:00", "0:58.3"): the op of one, NULL if none. */
static const crec_op_t *clock_op(uifx_t *f, const char *text)
{
    for (int i = 0; i < crec_count(f->rec); i++) {
        const crec_op_t *op = crec_op(f->rec, i);
        if (op->kind == CREC_TEXT && !strcmp(op->text, text)) return op;
    }
    return NULL;
}

/* Lit: dark text on the seat's bright pill. */
static int lit(const crec_op_t *op) { return op->colour.r < 0x40 && op->colour.g < 0x40 && op->colour.b < 0x60; }

static void start_clocked(uifx_t *f, const char *id, const char *words, int64_t base, int64_t inc)
{
    uifx_start(f, id, words, "human", "human");
    gclock_init(&uifx_session(f)->clock, uifx_session(f)->game->setup.players, base, inc);
}

static void test_hud_shows_both_clocks(void **state)
{
    uifx_t *f = *state;
    start_clocked(f, "churn", "size=3 pie=off", 60000, 0);
    session_t *s = uifx_session(f);
    uifx_steps(f, 240, 0); /* two seconds of Red's time */
    uifx_render(f);
    const crec_op_t *blue = clock_op(f, "1:00");
    const crec_op_t *red = clock_op(f, "0:58");
    assert_non_null(red);
    assert_non_null(blue);
    assert_true(lit(red));
    assert_false(lit(blue));
    assert_int_equal(s->clock.running, 1);
    assert_true(gclock_left(&s->clock, 1) <= 58000 && gclock_left(&s->clock, 1) > 57900);
    /* Red moves: the increment-free clock stops at what it had; Blue's
     * starts only once Red's move has played out. */
    click(f, "B2");
    assert_int_equal(s->cur, 1);
    int64_t red_left = gclock_left(&s->clock, 1);
    int frames = 0;
    while (play_screen_animating(uifx_top(f)) && frames < 2000) {
        uifx_steps(f, 1, 0);
        frames++;
    }
    assert_true(frames > 10);
    assert_true(gclock_left(&s->clock, 2) >= 60000 - 20); /* held while it played out */
    uifx_steps(f, 120, 0);
    assert_int_equal(gclock_left(&s->clock, 1), red_left);
    assert_true(gclock_left(&s->clock, 2) < 59100);
    uifx_render(f);
    const crec_op_t *b2 = clock_op(f, "0:59");
    assert_non_null(b2);
    assert_true(lit(b2));
}

static void test_pause_menu_stops_the_clock(void **state)
{
    uifx_t *f = *state;
    start_clocked(f, "conhex", "", 5 * 60000, 5000);
    session_t *s = uifx_session(f);
    uifx_steps(f, 120, 0);
    int64_t before = gclock_left(&s->clock, 1);
    assert_true(before < 5 * 60000);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_string_equal(uifx_top(f)->ops->name, "pause");
    uifx_steps(f, 600, 0); /* five seconds in the menu */
    assert_int_equal(gclock_left(&s->clock, 1), before);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_string_equal(uifx_top(f)->ops->name, "play");
    uifx_steps(f, 120, 0);
    assert_true(gclock_left(&s->clock, 1) < before - 900);
    /* A whole turn earns the increment. */
    click(f, "F6");
    assert_int_equal(s->cur, 1);
    assert_true(gclock_left(&s->clock, 1) > before - 1200 + 4000);
}

static int busy(uifx_t *f) { return play_screen_busy(uifx_top(f)); }

static void test_flag_fall_loses_on_time(void **state)
{
    uifx_t *f = *state;
    start_clocked(f, "churn", "size=3 pie=off", 60000, 0);
    session_t *s = uifx_session(f);
    s->clock.left_ms[0] = 300;
    uifx_steps(f, 30, 0); /* a quarter of a second */
    assert_false(game_is_over(session_state(s)));
    uifx_steps(f, 60, 0);
    if (!game_is_over(session_state(s)))
        fail_msg("left %lld running %d msg '%s'", (long long)gclock_left(&s->clock, 1), s->clock.running,
                 play_screen_message(uifx_top(f)));
    assert_true(session_on_time(s));
    assert_int_equal(game_head(session_state(s))->winners, 2);
    assert_true(gclock_flagged(&s->clock, 1));
    assert_non_null(strstr(play_screen_message(uifx_top(f)), "ran out of time"));
    /* Undo cannot give the time back: refused, the game stays lost on time. */
    int cur = s->cur;
    uifx_key(f, UI_KEY_CHAR, 'z', UI_MOD_CTRL);
    assert_int_equal(s->cur, cur);
    assert_true(session_on_time(s));
    assert_non_null(strstr(play_screen_message(uifx_top(f)), "cannot be undone"));
    /* Blue's clock stopped with the game. */
    int64_t blue = gclock_left(&s->clock, 2);
    uifx_settle(f, busy);
    assert_int_equal(gclock_left(&s->clock, 2), blue);
    assert_string_equal(uifx_top(f)->ops->name, "result");
    char title[128], how[256];
    result_words(s, title, sizeof title, how, sizeof how);
    assert_non_null(strstr(title, "Blue wins"));
    assert_non_null(strstr(how, "on time"));
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "on time"));
    /* A rematch: the same control, every clock full. */
    float x, y;
    assert_int_equal(result_screen_locate(uifx_top(f), &f->ui, "@rematch", &x, &y), 0);
    uifx_click_at(f, x, y);
    assert_string_equal(uifx_top(f)->ops->name, "play");
    session_t *n = uifx_session(f);
    assert_true(gclock_on(&n->clock));
    assert_false(gclock_flagged(&n->clock, 1));
    assert_true(gclock_left(&n->clock, 1) > 59000);
    assert_int_equal(gclock_left(&n->clock, 2), 60000);
}

/* A flag fall is no move: the panel, the share menu, the result and its
 * replay, and the review all count the same moves (issue 34: 8, 9, 9 and
 * 8), and the replay names the fall in words, not "flag 1". */
static void test_flag_fall_is_no_move(void **state)
{
    uifx_t *f = *state;
    start_clocked(f, "zumo", "size=6 pie=off", 60000, 0);
    session_t *s = uifx_session(f);
    click(f, "F6");
    uifx_settle(f, busy);
    click(f, "F8");
    uifx_settle(f, busy);
    assert_int_equal(s->cur, 2);
    s->clock.left_ms[0] = 100;
    for (int i = 0; i < 200 && !game_is_over(session_state(s)); i++) uifx_steps(f, 6, 0);
    assert_true(session_on_time(s));
    assert_int_equal(s->cur, 3);
    assert_int_equal(session_moves(s, s->cur), 2);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Game over after 2 moves"));
    assert_int_equal(nav_push(&f->ui, NAV_SHARE, (nav_arg_t){.session = s}), 0);
    uifx_steps(f, 30, 0);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Zumo \xC2\xB7 2 moves"));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_settle(f, busy);
    for (int i = 0; i < 1200 && strcmp(uifx_top(f)->ops->name, "result"); i++) uifx_steps(f, 1, 0);
    assert_string_equal(uifx_top(f)->ops->name, "result");
    uifx_steps(f, 120, 0);
    uifx_key(f, UI_KEY_END, 0, 0);
    uifx_steps(f, 30, 0);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Zumo \xC2\xB7 2 moves"));
    assert_non_null(crec_find_text(f->rec, "Black ran out of time"));
    assert_null(crec_find_text(f->rec, "flag 1"));
    uifx_key(f, UI_KEY_HOME, 0, 0);
    uifx_steps(f, 30, 0);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Start - 2 moves"));
    uifx_key(f, UI_KEY_CHAR, 'v', 0);
    uifx_steps(f, 30, 0);
    assert_string_equal(uifx_top(f)->ops->name, "review");
    uifx_key(f, UI_KEY_HOME, 0, 0);
    uifx_steps(f, 30, 0);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Start \xC2\xB7 2 moves"));
}

/* After a pie swap each seat is charged its own time: seats keep their
 * clocks and the swapped colour's seat runs (issue 34 saw 4:48 six seconds
 * after the first move while the AI's read 5:00: the first mover's time
 * ran before his move too, and a clock shows whole seconds rounded up, so
 * an AI that swapped within a second still reads 5:00). */
static void test_clock_after_swap(void **state)
{
    uifx_t *f = *state;
    start_clocked(f, "zumo", "size=6 pie=on", 300000, 0);
    session_t *s = uifx_session(f);
    uifx_steps(f, 120, 0); /* seat 1 thinks 1 s */
    click(f, "F6");
    uifx_settle(f, busy);
    int64_t one = gclock_left(&s->clock, 1);
    assert_true(one <= 299000 && one > 298500);
    uifx_steps(f, 240, 0); /* seat 2 thinks 2 s, then swaps */
    uifx_key(f, UI_KEY_CHAR, 's', 0);
    assert_true(game_head(session_state(s))->swapped);
    uifx_settle(f, busy);
    int64_t two = gclock_left(&s->clock, 2);
    assert_true(two <= 298000 && two > 297500);
    assert_int_equal(s->clock.running, 1); /* colour 2 to move: seat 1's now */
    uifx_steps(f, 720, 0);                 /* 6 s */
    assert_int_equal(gclock_left(&s->clock, 2), two);
    int64_t used = gclock_left(&s->clock, 1) - (one - 6000);
    if (used < -50 || used > 50) fail_msg("seat 1: %lld ms off", (long long)used);
    char txt[32];
    gclock_time_text(299600, txt, sizeof txt);
    assert_string_equal(txt, "5:00"); /* 0.4 s used reads 5:00 */
}

/* Wunchunk with three: the flagged seat passes from then on, the game goes on. */
static void test_wunchunk_three_play_on(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "wunchunk", "size=5 players=3", "human", "human");
    session_t *s = uifx_session(f);
    snprintf(s->seat[2], SESSION_SEAT_LEN, "human");
    gclock_init(&s->clock, 3, 60000, 0);
    s->clock.left_ms[0] = 100;
    uifx_steps(f, 60, 0);
    assert_false(game_is_over(session_state(s)));
    assert_int_equal(game_head(session_state(s))->to_move, 2);
    assert_non_null(strstr(play_screen_message(uifx_top(f)), "passes from now on"));
    assert_int_equal(s->clock.running, 2);
}

static void test_setup_row(void **state)
{
    (void)state;
    setup_model_t m;
    setup_model_init(&m, game_by_id("zumo"), "seat2=hard clock=10+5");
    int row = -1;
    for (int i = 0; i < m.nrows; i++)
        if (m.rows[i].kind == SROW_CLOCK) row = i;
    assert_true(row >= 0);
    char v[64], err[256];
    setup_model_value(&m, row, v, sizeof v);
    assert_string_equal(v, "10 min + 5 s");
    assert_true(setup_model_change(&m, row, 1));
    setup_model_value(&m, row, v, sizeof v);
    assert_string_equal(v, "30 min + 20 s");
    assert_true(setup_model_change(&m, row, 1));
    setup_model_value(&m, row, v, sizeof v);
    assert_string_equal(v, "None");
    assert_true(setup_model_change(&m, row, 1));
    setup_model_value(&m, row, v, sizeof v);
    assert_string_equal(v, "5 min");
    char words[256];
    setup_model_words(&m, words, sizeof words);
    assert_non_null(strstr(words, "clock=5+0"));
    session_t *s = setup_model_start(&m, NULL, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_true(gclock_on(&s->clock));
    assert_int_equal(gclock_left(&s->clock, 2), 5 * 60000);
    session_free(s);
    /* The default is no clock; a remembered custom control is kept. */
    setup_model_init(&m, game_by_id("zumo"), NULL);
    assert_int_equal(m.clock_ms, 0);
    setup_model_init(&m, game_by_id("zumo"), "clock=0.5+0.1");
    assert_int_equal(m.clock_ms, 30000);
    setup_model_value(&m, row, v, sizeof v);
    assert_string_equal(v, "0.5 min + 0.1 s");
    setup_model_init(&m, game_by_id("zumo"), "clock=banana");
    assert_int_equal(m.clock_ms, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_hud_shows_both_clocks, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_pause_menu_stops_the_clock, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_flag_fall_loses_on_time, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_flag_fall_is_no_move, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_clock_after_swap, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_wunchunk_three_play_on, uifx_setup, uifx_teardown),
        cmocka_unit_test(test_setup_row),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
