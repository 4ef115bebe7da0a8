/* UI faults (issue 14): the play screen under window sizes from 1x1 to
 * 16K, minimised (a 0x0 output, no frames drawn) and restored while the AI
 * thinks, and input storms (thousands of random clicks, drags, wheels and
 * keys) during animations and while the AI thinks. After every storm the
 * game on screen must still be legal: its save text loads back (loading
 * replays every move through the rules) and gives the same text.
 * Quitting while the AI thinks is in test_ui_play and tests/suite_uifaults.sh.
 * Runs with SDL_VIDEODRIVER=dummy and SDL_AUDIODRIVER=dummy (no window). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "core/game.h"
#include "core/rng.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "ui/app/client.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"
#include "ui/play/play.h"
#include "ui/screens/result.h"
#include "uilib_fixture.h"

/* The output size changes as the app does it each frame: canvas, then ui. */
static void ff_size(uifx_t *f, int w, int h)
{
    crec_canvas(f->rec, &f->c, w, h);
    ui_resize(&f->ui, w, h);
}

static int ff_busy(uifx_t *f) { return play_screen_busy(uifx_top(f)); }

/* Waits until the play screen has nothing under way (AI, animations). */
static void ff_settle(uifx_t *f) { uifx_settle(f, ff_busy); }

/* The game on screen is legal: its save replays through the rules (every
 * move checked) and saves back to the same text. */
static void ff_assert_legal(const session_t *s)
{
    char *text = session_save_text(s);
    assert_non_null(text);
    char err[512];
    session_t *back = session_load_text("storm", text, ".", err, sizeof err);
    if (!back) fail_msg("the position after the storm does not load: %s\n%s", err, text);
    char *again = session_save_text(back);
    assert_non_null(again);
    assert_string_equal(text, again);
    free(again);
    free(text);
    session_free(back);
}

/* The first legal cell (Churn placements are single clicks). */
static const char *ff_free_cell(const session_t *s)
{
    action_t acts[2048];
    int n = s->game->rules->actions(s->game, session_state(s), acts, 2048);
    for (int i = 0; i < n; i++)
        if (acts[i].kind == ACT_PLACE) return s->game->board.cells[acts[i].a].name;
    return NULL;
}

/* ------------------------------------------------------------------ */

/* Every size draws without a crash and locates cells at finite points; where
 * the board has room (from 320x180 up, odd shapes too) a located cell is in
 * the window and a click there plays that very cell. */
static void test_resize_tiny_and_huge(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "churn", "size=4", "human", "human");
    static const int sizes[][2] = {{1, 1}, {0, 0}, {2, 3}, {40, 30}, {160, 90}, {320, 180}, {1280, 720},
                                   {3840, 2160}, {7680, 4320}, {15360, 8640}, {16000, 200}, {200, 16000},
                                   {400, 2000}, {2000, 400}, {1280, 720}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        ff_size(f, w, h);
        uifx_render(f);
        uifx_steps(f, 3, 1);
        session_t *s = uifx_session(f);
        const char *name = ff_free_cell(s);
        assert_non_null(name);
        float x, y;
        int roomy = (w >= 320 && h >= 180);
        /* Too small for a board: the cell may be "not on screen" (-1). */
        int rc = play_screen_locate(uifx_play(f), &f->ui, name, &x, &y);
        if (rc && roomy) fail_msg("%dx%d: %s not on screen", w, h, name);
        if (rc) continue;
        if (!isfinite(x) || !isfinite(y)) fail_msg("%dx%d: %s at %f,%f", w, h, name, x, y);
        if (!roomy) continue;
        if (x < 0 || y < 0 || x >= w || y >= h) fail_msg("%dx%d: %s located outside the window at %.1f,%.1f", w, h, name, x, y);
        char want[64];
        snprintf(want, sizeof want, "%s", name);
        int before = s->cur;
        uifx_click_at(f, x, y);
        ff_settle(f);
        if (s->cur != before + 1)
            fail_msg("%dx%d: a click on %s at %.1f,%.1f played nothing (%s)", w, h, want, x, y,
                                           play_screen_message(uifx_play(f)));
        char *text = session_save_text(s);
        /* the last move line names the clicked hole */
        const char *last = NULL;
        for (const char *p = strstr(text, "move:"); p; p = strstr(p + 1, "move:")) last = p;
        assert_non_null(last);
        if (strncmp(last + 5 + strspn(last + 5, " "), want, strlen(want)))
            fail_msg("%dx%d: clicked %s, played %.20s", w, h, want, last);
        free(text);
    }
    ff_assert_legal(uifx_session(f));
}

/* Minimised: the app stops drawing and the output may read 0x0, while
 * updates go on (the AI finishes its move). Restored: the same game, drawn. */
static void test_minimise_while_the_ai_thinks(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "zumo", "size=8 pie=off", "easy", "human");
    uifx_steps(f, 2, 1);
    assert_true(play_screen_busy(screen_top(&f->ss)));
    ff_size(f, 0, 0);
    double t0 = uifx_now();
    session_t *s = uifx_session(f);
    while (s->cur == 0) {
        uifx_steps(f, 6, 0);
        uifx_nap();
        if (uifx_now() - t0 > 60) fail_msg("the AI did not move while minimised");
    }
    ff_size(f, 1280, 720);
    uifx_steps(f, 2, 1);
    ff_settle(f);
    uifx_render(f);
    assert_int_equal(s->cur, 1);
    ff_assert_legal(s);
}

static const ui_key_t ff_keys[] = {UI_KEY_UP,    UI_KEY_DOWN,      UI_KEY_LEFT,  UI_KEY_RIGHT, UI_KEY_ENTER,
                                   UI_KEY_SPACE, UI_KEY_BACKSPACE, UI_KEY_TAB,   UI_KEY_HOME,  UI_KEY_END,
                                   UI_KEY_PAGEUP, UI_KEY_PAGEDOWN, UI_KEY_F1,    UI_KEY_ESCAPE, UI_KEY_CHAR};

/* One random event: mostly clicks on (and just off) the window, drags,
 * wheels, keys with random modifiers and repeats. */
static void ff_random_event(uifx_t *f, rng_t *r)
{
    ui_event_t ev = {0};
    float w = (float)f->ui.width, h = (float)f->ui.height;
    ev.x = (float)(rng_below(r, 1000) / 1000.0 * (w + 40) - 20);
    ev.y = (float)(rng_below(r, 1000) / 1000.0 * (h + 40) - 20);
    screen_t *top = screen_top(&f->ss);
    /* Off the play screen (pause menu, rules, result) Escape now and then
     * goes back, so the storm is not spent on one menu. */
    if (top && !play_screen_is(top) && rng_below(r, 12) == 0) {
        ev.kind = UI_EV_KEY;
        ev.key = UI_KEY_ESCAPE;
        uifx_event(f, &ev);
        return;
    }
    /* A third of the clicks land on a board cell or a play button, so moves
     * are made (and refused) between the random ones. */
    if (top && play_screen_is(top) && rng_below(r, 3) == 0) {
        const session_t *s = play_screen_session(top);
        static const char *buttons[] = {"@confirm", "@pass", "@swap", "@cleanup", "@hint", "@undo", "@redo",
                                        "@colour1", "@colour2", "@colour3"};
        char name[64];
        if (rng_below(r, 6) == 0) snprintf(name, sizeof name, "%s", buttons[rng_below(r, 10)]);
        else snprintf(name, sizeof name, "%s", s->game->board.cells[rng_below(r, (uint32_t)s->game->board.ncells)].name);
        if (!play_screen_locate(top, &f->ui, name, &ev.x, &ev.y)) {
            ev.kind = UI_EV_POINTER_MOVE;
            uifx_event(f, &ev);
            ev.kind = UI_EV_POINTER_DOWN;
            ev.button = 1;
            uifx_event(f, &ev);
            ev.kind = UI_EV_POINTER_UP;
            uifx_event(f, &ev);
            return;
        }
    }
    switch (rng_below(r, 10)) {
    case 0: case 1: case 2: ev.kind = UI_EV_POINTER_MOVE; break;
    case 3: case 4: ev.kind = UI_EV_POINTER_DOWN; ev.button = 1 + (int)rng_below(r, 3); break;
    case 5: case 6: ev.kind = UI_EV_POINTER_UP; ev.button = 1 + (int)rng_below(r, 3); break;
    case 7: ev.kind = rng_below(r, 2) ? UI_EV_WHEEL : UI_EV_POINTER_LEAVE; ev.wheel = (float)rng_below(r, 7) - 3; break;
    default:
        ev.kind = UI_EV_KEY;
        ev.key = ff_keys[rng_below(r, sizeof ff_keys / sizeof ff_keys[0])];
        if (ev.key == UI_KEY_CHAR) {
            static const char chars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
            ev.ch = chars[rng_below(r, sizeof chars - 1)];
        }
        ev.mods = (int)rng_below(r, 8);
        ev.repeat = rng_below(r, 4) == 0;
        break;
    }
    uifx_event(f, &ev);
}

/* A storm over one game: `events` random events, time stepping between them
 * (animations and the AI run), AI seats thinking part of the time. If the
 * storm leaves the play screen (the pause menu's "quit", a result screen),
 * a new game starts; the play screen never goes missing by itself. */
static void ff_storm(uifx_t *f, const char *id, const char *words, const char *s1, const char *s2, uint64_t seed,
                     int events)
{
    rng_t r;
    rng_seed(&r, seed);
    uifx_start(f, id, words, s1, s2);
    int restarts = 0, ai_busy = 0, most = 0;
    double t0 = uifx_now();
    for (int i = 0; i < events; i++) {
        ff_random_event(f, &r);
        if (rng_below(&r, 4) == 0) uifx_steps(f, 1 + (int)rng_below(&r, 6), rng_below(&r, 8) == 0);
        if (i % 500 == 0) uifx_render(f);
        /* Now and then the storm lets up until the AI has moved, so the
         * game goes on (storms alone mostly undo, restart and pause). */
        if (i % 400 == 399 && play_screen_is(screen_top(&f->ss))) ff_settle(f);
        screen_t *top = screen_top(&f->ss);
        if (top && play_screen_is(top) && play_screen_busy(top)) ai_busy++;
        session_t *s = uifx_session(f);
        if (s && s->cur > most) most = s->cur;
        if (!s || (game_head(session_state(s))->status != 0 && !play_screen_busy(top) && rng_below(&r, 50) == 0)) {
            if (s) ff_assert_legal(s);
            screen_stack_clear(&f->ss);
            uifx_start(f, id, words, s1, s2);
            restarts++;
        }
        if (uifx_now() - t0 > 120) fail_msg("%s: storm still running after 120 s (%d events)", id, i);
    }
    session_t *s = uifx_session(f);
    assert_non_null(s);
    ff_assert_legal(s);
    print_message("%s: %d events, %d moves on screen at the end (most %d), %d new games, busy (AI or "
                  "animation) after %d\n", id, events, s->cur, most, restarts, ai_busy);
    /* The storm reached the game: moves were made, not only refused. */
    assert_true(most > 0);
    /* The screen still answers: it settles, and a quit goes through. */
    if (play_screen_is(screen_top(&f->ss))) ff_settle(f);
    screen_stack_clear(&f->ss);
}

static void test_input_storm_human_vs_ai(void **state)
{
    uifx_t *f = *state;
    ff_storm(f, "zumo", "size=8 pie=off", "human", "easy", 11, 4000);
    ff_storm(f, "conhex", "", "easy", "human", 12, 3000);
    ff_storm(f, "churn", "size=4", "human", "beginner", 13, 3000);
}

static void test_input_storm_multi_action(void **state)
{
    uifx_t *f = *state;
    ff_storm(f, "wunchunk", "size=6", "human", "beginner", 21, 3000);
    ff_storm(f, "uknight", "size=5 pie=off", "human", "beginner", 22, 3000);
    ff_storm(f, "zumo", "size=6", "human", "human", 23, 3000);
}

/* A storm at odd sizes: the window resized between bursts. */
static void test_input_storm_while_resizing(void **state)
{
    uifx_t *f = *state;
    static const int sizes[][2] = {{1, 1}, {320, 180}, {3840, 2160}, {700, 2000}, {1280, 720}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        ff_size(f, sizes[k][0], sizes[k][1]);
        /* 1,600 events: a storm of 800 made one or two moves, sometimes none
         * once the pause menu had its share and edit items to wander into. */
        ff_storm(f, "conhex", "", "human", "beginner", 31 + k, 1600);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_resize_tiny_and_huge, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_minimise_while_the_ai_thinks, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_input_storm_human_vs_ai, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_input_storm_multi_action, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_input_storm_while_resizing, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
