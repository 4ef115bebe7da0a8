/* Game clocks (core/clock.h): flag fall, increment, pause, the control's
 * words, the save line; a flag fall through the session (2 players: a
 * loss; Wunchunk 3-4: the colour passes from then on), saved and resumed
 * through an autosave as Continue opens it; the AI's time from a clock. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "core/autosaves.h"
#include "core/clock.h"
#include "core/session.h"
#include "lib_gametest.h"

static void test_flag_fall(void **st)
{
    (void)st;
    gclock_t c;
    gclock_init(&c, 2, 1000, 0);
    assert_true(gclock_on(&c));
    assert_int_equal(gclock_tick(&c, 500), 0); /* nobody's time runs yet */
    assert_int_equal(gclock_left(&c, 1), 1000);
    gclock_start(&c, 1);
    assert_int_equal(gclock_tick(&c, 999), 0);
    assert_int_equal(gclock_left(&c, 1), 1);
    assert_int_equal(gclock_tick(&c, 5), 1);
    assert_int_equal(gclock_left(&c, 1), 0);
    assert_true(gclock_flagged(&c, 1));
    assert_false(gclock_flagged(&c, 2));
    assert_int_equal(c.running, 0);
    /* A flagged seat's time never runs again, nor gets an increment. */
    gclock_start(&c, 1);
    assert_int_equal(c.running, 0);
    assert_int_equal(gclock_tick(&c, 100), 0);
    assert_int_equal(gclock_left(&c, 2), 1000);
    gclock_t off;
    gclock_init(&off, 2, 0, 0);
    assert_false(gclock_on(&off));
    gclock_start(&off, 1);
    assert_int_equal(gclock_tick(&off, 100000), 0);
}

static void test_increment(void **st)
{
    (void)st;
    gclock_t c;
    gclock_init(&c, 3, 5 * 60000, 2000);
    gclock_start(&c, 2);
    assert_int_equal(gclock_tick(&c, 1500), 0);
    gclock_turn_done(&c, 2);
    assert_int_equal(c.running, 0);
    assert_int_equal(gclock_left(&c, 2), 5 * 60000 - 1500 + 2000);
    assert_int_equal(gclock_left(&c, 1), 5 * 60000);
    /* Time passing between turns goes to nobody. */
    assert_int_equal(gclock_tick(&c, 7000), 0);
    assert_int_equal(gclock_left(&c, 3), 5 * 60000);
    assert_false(gclock_low(&c, 2));
    gclock_start(&c, 3);
    gclock_tick(&c, 5 * 60000 - 19000);
    assert_true(gclock_low(&c, 3));
}

static void test_pause(void **st)
{
    (void)st;
    gclock_t c;
    gclock_init(&c, 2, 60000, 0);
    gclock_start(&c, 2);
    gclock_pause(&c, 1);
    assert_int_equal(gclock_tick(&c, 90000), 0);
    assert_int_equal(gclock_left(&c, 2), 60000);
    gclock_pause(&c, 0);
    gclock_tick(&c, 250);
    assert_int_equal(gclock_left(&c, 2), 59750);
    gclock_stop(&c);
    gclock_tick(&c, 250);
    assert_int_equal(gclock_left(&c, 2), 59750);
}

static void test_words(void **st)
{
    (void)st;
    int64_t b, i;
    char err[200], buf[64];
    assert_int_equal(gclock_parse_control("5+0", &b, &i, err, sizeof err), 0);
    assert_int_equal(b, 300000);
    assert_int_equal(i, 0);
    assert_int_equal(gclock_parse_control("0.5+0.1", &b, &i, err, sizeof err), 0);
    assert_int_equal(b, 30000);
    assert_int_equal(i, 100);
    gclock_control_text(b, i, buf, sizeof buf);
    assert_string_equal(buf, "0.5+0.1");
    assert_int_equal(gclock_parse_control("30", &b, &i, err, sizeof err), 0);
    assert_int_equal(i, 0);
    const char *bad[] = {"", "x", "5+", "+5", "-1+0", "5+0x", "0+0", "5+-1", "601+0", "5+3601", "nan+0"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        b = i = 77;
        err[0] = '\0';
        if (gclock_parse_control(bad[k], &b, &i, err, sizeof err) == 0) fail_msg("'%s' accepted", bad[k]);
        assert_true(err[0] != '\0');
        assert_int_equal(b, 77);
    }
    gclock_control_text(0, 0, buf, sizeof buf);
    assert_string_equal(buf, "none");
    gclock_time_text(299500, buf, sizeof buf);
    assert_string_equal(buf, "5:00");
    gclock_time_text(20000, buf, sizeof buf);
    assert_string_equal(buf, "0:20");
    gclock_time_text(9399, buf, sizeof buf);
    assert_string_equal(buf, "0:09.3");
    gclock_time_text(3723000, buf, sizeof buf);
    assert_string_equal(buf, "1:02:03");
    gclock_time_text(-5, buf, sizeof buf);
    assert_string_equal(buf, "0:00.0");
}

static void test_save_line(void **st)
{
    (void)st;
    gclock_t c, d;
    char line[256], err[200];
    gclock_init(&c, 3, 10 * 60000, 5000);
    c.left_ms[0] = 587250;
    c.left_ms[1] = 0;
    c.flagged = 2;
    gclock_save_text(&c, line, sizeof line);
    assert_string_equal(line, "10+5 left 587.250 0.000 600.000");
    assert_int_equal(gclock_load_text(&d, 3, line, err, sizeof err), 0);
    assert_int_equal(d.base_ms, c.base_ms);
    assert_int_equal(d.inc_ms, c.inc_ms);
    for (int k = 1; k <= 3; k++) assert_int_equal(gclock_left(&d, k), gclock_left(&c, k));
    assert_true(gclock_flagged(&d, 2));
    assert_false(gclock_flagged(&d, 1));
    /* Damaged lines: refused with a message, the clock left alone. */
    const char *bad[] = {"10+5", "10+5 left 1 2", "10+5 left 1 2 3 4", "10+5 right 1 2 3", "x left 1 2 3",
                         "10+5 left 1 -2 3", "10+5 left 1 b 3", "10+5 left 1 2 99999999",
                         /* not finite (issue 34) */
                         "10+5 left nan 2 3", "10+5 left 1 inf 3", "10+5 left 1 2 1e999", "nan+5 left 1 2 3",
                         "inf+0 left 1 2 3", "10+nan left 1 2 3", "1e999+0 left 1 2 3", "10+5 left 1 2 .nan"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        d.base_ms = 1234;
        if (gclock_load_text(&d, 3, bad[k], err, sizeof err) == 0) fail_msg("'%s' accepted", bad[k]);
        assert_int_equal(d.base_ms, 1234);
    }
    gclock_init(&c, 2, 0, 0);
    gclock_save_text(&c, line, sizeof line);
    assert_string_equal(line, "");
}

static session_t *new_game(const char *id, int players)
{
    const game_rules_t *r = game_by_id(id);
    assert_non_null(r);
    game_setup_t su;
    char err[256];
    game_setup_default(r, &su, players);
    game_t *g = game_new(r, &su, NULL, err, sizeof err);
    if (!g) fail_msg("%s", err);
    session_t *s = session_new(g, err, sizeof err);
    if (!s) fail_msg("%s", err);
    return s;
}

/* A beginner's move: a real move of any game, whatever its branching. */
static void play_first(session_t *s)
{
    char err[256];
    move_t *m = malloc(sizeof *m);
    ai_request_t req = {.level = AI_BEGINNER, .seed = 7, .iterations = 16};
    if (ai_choose(s->game, session_state(s), &req, m, NULL, err, sizeof err)) fail_msg("%s", err);
    if (session_play_move(s, m, err, sizeof err)) fail_msg("%s", err);
    free(m);
}

/* Two players: the flagged colour loses, the save says so and replays it. */
static void test_session_flag_two_players(void **st)
{
    (void)st;
    session_t *s = new_game("conhex", 2);
    gclock_init(&s->clock, 2, 60000, 1000);
    play_first(s);
    play_first(s);
    char err[256];
    assert_int_equal(session_flag(s, 7, err, sizeof err), -1);
    assert_int_equal(s->cur, 2);
    assert_false(session_on_time(s));
    s->clock.left_ms[0] = 0;
    s->clock.flagged = 1;
    assert_int_equal(session_flag(s, 1, err, sizeof err), 0);
    const game_head_t *h = game_head(session_state(s));
    assert_int_equal(h->status, GAME_WIN);
    assert_int_equal(h->winners, 2);
    assert_true(session_on_time(s));
    assert_string_equal(session_current(s)->move, "flag 1");
    /* Over: no second flag. */
    assert_int_equal(session_flag(s, 2, err, sizeof err), -1);
    char *text = session_save_text(s);
    assert_non_null(text);
    assert_non_null(strstr(text, "clock: 1+1 left 0.000 60.000"));
    /* Format 2: an older build says "newer" instead of tripping on the
     * clock line. A game without clock or flag fall stays format 1. */
    assert_non_null(strstr(text, "format: " SESSION_SAVE_FORMAT_2 "\n"));
    session_t *plain = new_game("conhex", 2);
    play_first(plain);
    char *plain_text = session_save_text(plain);
    assert_non_null(strstr(plain_text, "format: " SESSION_SAVE_FORMAT "\n"));
    free(plain_text);
    session_free(plain);
    session_t *t = session_load_text("mem.sav", text, NULL, err, sizeof err);
    if (!t) fail_msg("%s", err);
    assert_true(session_on_time(t));
    assert_int_equal(game_head(session_state(t))->winners, 2);
    assert_true(gclock_flagged(&t->clock, 1));
    assert_int_equal(gclock_left(&t->clock, 2), 60000);
    /* Undo takes the flag fall back. */
    assert_int_equal(session_undo(t), 0);
    assert_false(game_is_over(session_state(t)));
    free(text);
    session_free(t);
    session_free(s);
}

/* Wunchunk with three: the flagged colour passes on every turn from then
 * on, the other two play on; its save replays the same. */
static void test_wunchunk_three_pass_on(void **st)
{
    (void)st;
    session_t *s = new_game("wunchunk", 3);
    char err[256];
    play_first(s); /* Red */
    assert_int_equal(game_head(session_state(s))->to_move, 2);
    assert_int_equal(session_flag(s, 2, err, sizeof err), 0);
    const game_head_t *h = game_head(session_state(s));
    assert_int_equal(h->status, GAME_ONGOING);
    assert_int_equal(h->to_move, 3);
    play_first(s); /* Green */
    h = game_head(session_state(s));
    assert_int_equal(h->to_move, 1);
    /* Red, then Blue is skipped: Green again. */
    play_first(s);
    assert_int_equal(game_head(session_state(s))->to_move, 3);
    char *text = session_save_text(s);
    session_t *t = session_load_text("mem.sav", text, NULL, err, sizeof err);
    if (!t) fail_msg("%s", err);
    assert_memory_equal(session_state(t), session_state(s), s->game->rules->state_size);
    /* The others passing in turn end the game by the usual count. */
    for (int k = 0; k < 40 && !game_is_over(session_state(t)); k++)
        if (session_play(t, "pass", err, sizeof err)) fail_msg("pass: %s", err);
    assert_true(game_is_over(session_state(t)));
    free(text);
    session_free(t);
    session_free(s);
    /* With two players Wunchunk's flag fall is a loss. */
    s = new_game("wunchunk", 2);
    assert_int_equal(session_flag(s, 1, err, sizeof err), 0);
    assert_int_equal(game_head(session_state(s))->winners, 2);
    session_free(s);
}

/* An autosave keeps the clock; the file Continue opens gives it back. Old
 * saves (no clock line) load without a clock; a damaged line is refused. */
static void test_autosave_resumes_clock(void **st)
{
    (void)st;
    char dir[128], err[512], name[AUTOSAVES_NAME_MAX] = "";
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexarcade-clock-"));
    session_t *s = new_game("zumo", 2);
    gclock_init(&s->clock, 2, 5 * 60000, 0);
    gclock_start(&s->clock, 1);
    gclock_tick(&s->clock, 12345);
    gclock_turn_done(&s->clock, 1);
    play_first(s);
    if (autosaves_write(s, dir, name, sizeof name, err, sizeof err)) fail_msg("%s", err);
    save_list_t l;
    assert_int_equal(autosaves_list(&l, dir, 0, NULL, err, sizeof err), 0);
    assert_int_equal(l.n, 1);
    assert_true(l.items[0].ok);
    session_t *t = session_load(l.items[0].path, NULL, err, sizeof err);
    if (!t) fail_msg("%s", err);
    assert_true(gclock_on(&t->clock));
    assert_int_equal(gclock_left(&t->clock, 1), 5 * 60000 - 12345);
    assert_int_equal(gclock_left(&t->clock, 2), 5 * 60000);
    assert_int_equal(t->cur, 1);
    saves_list_free(&l);
    session_free(t);

    char *text = session_save_text(s);
    char *at = strstr(text, "clock: ");
    assert_non_null(at);
    char *nl = strchr(at, '\n');
    memmove(at, nl + 1, strlen(nl + 1) + 1); /* a save of before the clocks */
    t = session_load_text("old.sav", text, NULL, err, sizeof err);
    if (!t) fail_msg("%s", err);
    assert_false(gclock_on(&t->clock));
    session_free(t);
    free(text);
    text = session_save_text(s);
    at = strstr(text, " left ");
    at[1] = 'L';
    t = session_load_text("bad.sav", text, NULL, err, sizeof err);
    assert_null(t);
    assert_non_null(strstr(err, "bad.sav"));
    assert_non_null(strstr(err, "clock"));
    free(text);
    session_free(s);
    assert_int_equal(gametest_remove_tree(dir), 0);
}

/* Over a long game at 1+0 with no increment the AI's allowances add up
 * to less than the minute, and each stays positive. */
static void test_ai_allowance(void **st)
{
    (void)st;
    double left = 60.0;
    for (int k = 0; k < 500; k++) {
        double t = ai_clock_seconds(left, 0.0);
        assert_true(t > 0.0);
        assert_true(t <= left * 0.4 + 1e-9);
        left -= t;
    }
    assert_true(left > 0.0);
    assert_true(ai_clock_seconds(600.0, 20.0) > 20.0);
    assert_true(ai_clock_seconds(0.0, 5.0) > 0.0);
    assert_true(ai_clock_seconds(1e-6, 0.0) < 1e-6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_flag_fall),
        cmocka_unit_test(test_increment),
        cmocka_unit_test(test_pause),
        cmocka_unit_test(test_words),
        cmocka_unit_test(test_save_line),
        cmocka_unit_test(test_session_flag_two_players),
        cmocka_unit_test(test_wunchunk_three_pass_on),
        cmocka_unit_test(test_autosave_resumes_clock),
        cmocka_unit_test(test_ai_allowance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
