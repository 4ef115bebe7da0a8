/* Hover previews in play (issue 24): pointing at a cell shows what the move
 * there would do, drawn by the board view from the rules layer's preview;
 * the "Move previews" setting turns them off. Each game's overlay is
 * checked on the recording canvas: the marks the preview drew and a shape
 * only it draws (a group's size, the energy, a score change, pips). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core/game.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "ui/app/client.h"
#include "ui/learn/tutorial.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"
#include "ui/play/play.h"
#include "uilib_fixture.h"

static int busy(uifx_t *f) { return play_screen_busy(uifx_top(f)); }

static void settle(uifx_t *f) { uifx_settle(f, busy); }

static void at(uifx_t *f, const char *name, float *x, float *y)
{
    if (play_screen_locate(uifx_top(f), &f->ui, name, x, y)) fail_msg("no '%s' on the board", name);
}

static void hover(uifx_t *f, const char *name)
{
    float x, y;
    at(f, name, &x, &y);
    uifx_send(f, &(ui_event_t){.kind = UI_EV_POINTER_MOVE, .x = x, .y = y});
    uifx_render(f);
}

static void click(uifx_t *f, const char *name)
{
    float x, y;
    at(f, name, &x, &y);
    uifx_click_at(f, x, y);
}

/* Plays the moves (notation, one a word) through the session, then waits
 * for the board to be at rest. */
static void play_moves(uifx_t *f, const char *moves)
{
    char buf[512], err[256];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " "))
        if (session_play(uifx_session(f), w, err, sizeof err)) fail_msg("%s: %s", w, err);
    uifx_steps(f, 2, 1);
    settle(f);
}

static int marks(uifx_t *f) { return play_screen_preview_marks(uifx_top(f)); }

/* With the setting off the same hover draws nothing of a preview. */
static void off_draws_nothing(uifx_t *f, const char *cell)
{
    f->cl.settings.previews = 0;
    hover(f, cell);
    assert_int_equal(marks(f), 0);
    f->cl.settings.previews = 1;
    hover(f, cell);
    assert_true(marks(f) > 0);
}

/* Churn: four groups vanish and the group of two is formed; its size shows. */
static void test_churn_preview(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "churn", "size=3 pie=off", "human", "human");
    play_moves(f, "C5 E4 B2 C4 A3 B1 C1 D2 D4 A2 E3");
    hover(f, "A1");
    int quiet = marks(f);
    hover(f, "B4");
    /* four stones fade, the group is outlined and its size given */
    assert_true(marks(f) >= 5);
    assert_true(marks(f) > quiet);
    assert_non_null(crec_find_text(f->rec, "2"));
    off_draws_nothing(f, "B4");
}

/* Zumo: F6 evaporates into F7 for one unit of energy; then, in the push
 * step, the opposing F8 is marked as pushable and hovering it shows its push. */
static void test_zumo_preview(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "zumo", "size=6 pie=off", "human", "human");
    play_moves(f, "F6 F8");
    hover(f, "F7");
    assert_true(marks(f) >= 2);                  /* the fading stone, the energy */
    assert_non_null(crec_find_text(f->rec, "1"));
    off_draws_nothing(f, "F7");
    click(f, "F7");
    settle(f);
    hover(f, "A1");
    assert_true(marks(f) >= 1);                  /* F8 ringed as pushable */
    int ring = marks(f);
    hover(f, "F8");
    assert_true(marks(f) > ring);                /* and its landing cell */
    assert_int_equal(uifx_session(f)->cur, 2);   /* nothing was played */
}

/* ConHex: hovering a hole outlines its cells and shows the pips of the
 * cells near it; a peg that claims shows the plate. */
static void test_conhex_preview(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "conhex", "", "human", "human");
    play_moves(f, "G4 H9 D6 B8 I7");
    hover(f, "B9");
    assert_true(marks(f) >= 3);
    int far = crec_count_kind(f->rec, CREC_FILL_CIRCLE);
    off_draws_nothing(f, "B9");
    f->cl.settings.previews = 0;
    hover(f, "B9");
    assert_true(crec_count_kind(f->rec, CREC_FILL_CIRCLE) < far); /* the filled pips */
    f->cl.settings.previews = 1;
}

/* The outlines (closed paths) drawn: their centres into cx, cy. */
static int outlines(uifx_t *f, float *cx, float *cy, int max)
{
    int n = 0;
    for (int i = 0; i < crec_count(f->rec) && n < max; i++) {
        const crec_op_t *op = crec_op(f->rec, i);
        if (op->kind != CREC_STROKE_PATH || !op->closed || op->npts < 4) continue;
        const canvas_pt_t *p = crec_points(f->rec, op);
        float x = 0, y = 0;
        for (int k = 0; k < op->npts; k++) x += p[k].x, y += p[k].y;
        cx[n] = x / (float)op->npts, cy[n] = y / (float)op->npts;
        n++;
    }
    return n;
}

/* ConHex's corner holes belong to one cell, edge holes to two: hovering
 * one outlines only its own cells (issue 34: the empty slots of its cell
 * list read as cell 0, and A1's cell was outlined from K1). */
static void test_conhex_corner_outline(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "conhex", "", "human", "human");
    float ax, ay, kx, ky;
    at(f, "A1", &ax, &ay);
    at(f, "K1", &kx, &ky);
    float cx[64], cy[64], ox[64], oy[64];
    f->cl.settings.previews = 0;
    hover(f, "K1");
    int off = outlines(f, ox, oy, 64);
    f->cl.settings.previews = 1;
    hover(f, "K1");
    int on = outlines(f, cx, cy, 64);
    assert_true(on > off); /* K1's cell outlined */
    for (int i = 0; i < on; i++) {
        int known = 0;
        for (int k = 0; k < off; k++) known |= fabsf(cx[i] - ox[k]) < 0.5f && fabsf(cy[i] - oy[k]) < 0.5f;
        if (known) continue;
        float to_k = hypotf(cx[i] - kx, cy[i] - ky), to_a = hypotf(cx[i] - ax, cy[i] - ay);
        if (to_a < to_k) fail_msg("an outline at %.0f,%.0f, by A1, hovering K1", cx[i], cy[i]);
    }
}

/* Uknight: a placement that makes an axe is marked, and hovering it too. */
static void test_uknight_preview(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "uknight", "size=5 pie=off", "human", "human");
    play_moves(f, "C7 C3");
    hover(f, "A1");
    int marked = marks(f);
    assert_true(marked >= 1);                    /* E6 (at least) starred */
    hover(f, "E6");
    assert_true(marks(f) > marked);
    off_draws_nothing(f, "E6");
}

/* Wunchunk: the change of each player's chunk count, in the colour placed. */
static void test_wunchunk_preview(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "wunchunk", "size=5 players=2 pie=off", "human", "human");
    play_moves(f, "1C3 2A1");
    hover(f, "C2"); /* a Red stone joining C3: a chunk */
    assert_true(marks(f) >= 1);
    assert_true(crec_find_text(f->rec, "+1") || crec_find_text(f->rec, "-1"));
    off_draws_nothing(f, "C2");
}

static const char *msg(uifx_t *f)
{
    const char *m = play_screen_message(uifx_top(f));
    return m ? m : "";
}

/* Waits for the hint asked with H (from the worker thread). */
static void wait_hint(uifx_t *f)
{
    double t0 = uifx_now();
    while (!strstr(msg(f), "Hint:")) {
        uifx_steps(f, 4, 1);
        uifx_nap();
        if (uifx_now() - t0 > 60) fail_msg("no hint after 60 s: '%s'", msg(f));
    }
}

/* The hint shows its whole move (every Wunchunk stone, ghosts), and Enter
 * plays it: the move played is the one the hint named. */
static void test_hint_then_enter_plays_it(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "wunchunk", "size=5 players=2 pie=off", "human", "human");
    session_t *s = uifx_session(f);
    play_moves(f, "1C3 2A1");
    f->cl.settings.previews = 0; /* the marks are the hint's alone */
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    wait_hint(f);
    char said[512];
    snprintf(said, sizeof said, "%s", msg(f));
    uifx_render(f);
    assert_true(marks(f) >= 1);
    int cur = s->cur;
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_int_equal(s->cur, cur + 1);
    char want[1100];
    /* Every stone of the move played is named in the hint's words. */
    char cells[MOVE_TEXT_MAX];
    snprintf(cells, sizeof cells, "%s", s->hist[s->cur].move);
    for (char *tok = strtok(cells, ","); tok; tok = strtok(NULL, ",")) {
        while (*tok >= '0' && *tok <= '9') tok++; /* the colour digit */
        snprintf(want, sizeof want, "%s", tok);
        assert_non_null(strstr(said, want));
    }
    assert_non_null(strstr(said, "Enter plays it."));
}

/* Issue 50 point 7: one way to end a Wunchunk turn. The hint's turn ends
 * with Confirm (E, or its button) as a turn of clicked stones does, and
 * the hint says so. */
static void test_hint_then_confirm_plays_it(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "wunchunk", "size=5 players=2 pie=off", "human", "human");
    session_t *s = uifx_session(f);
    play_moves(f, "1C3 2A1");
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    wait_hint(f);
    assert_non_null(strstr(msg(f), "Confirm (E) or Enter plays it."));
    int cur = s->cur;
    uifx_key(f, UI_KEY_CHAR, 'e', 0);
    assert_int_equal(s->cur, cur + 1);
    /* The next turn's hint: the Confirm button plays it, as it ends a turn
     * of clicked stones (test_wunchunk_colours_and_confirm). */
    settle(f);
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    wait_hint(f);
    cur = s->cur;
    click(f, "@confirm");
    assert_int_equal(s->cur, cur + 1);
}

/* H again plays the hint too, and so does a click on its cell (Churn). */
static void test_hint_again_or_click_plays_it(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "churn", "size=3 pie=off", "human", "human");
    session_t *s = uifx_session(f);
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    wait_hint(f);
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    assert_int_equal(s->cur, 1);
    settle(f);
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    wait_hint(f);
    char said[512], cell[16];
    snprintf(said, sizeof said, "%s", msg(f));
    assert_int_equal(sscanf(said, "Hint: Places at %15[A-Z0-9]", cell), 1);
    click(f, cell);
    assert_int_equal(s->cur, 2);
    assert_string_equal(s->hist[2].move, cell);
}

/* Confirm move (off by default): the first click shows the move as a
 * ghost, a second click on it plays it; Esc takes it back. A turn of
 * several actions (a Zumo placement with energy) is not held. */
static void test_confirm_move(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "churn", "size=3 pie=off", "human", "human");
    session_t *s = uifx_session(f);
    assert_int_equal(f->cl.settings.confirm, 0);
    click(f, "C3");
    assert_int_equal(s->cur, 1); /* off: one click plays */
    settle(f);
    f->cl.settings.confirm = 1;
    click(f, "B2");
    assert_int_equal(s->cur, 1);
    assert_non_null(strstr(msg(f), "again"));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_string_equal(uifx_top(f)->ops->name, "play"); /* Esc dropped the ghost, no pause menu */
    click(f, "B2");
    assert_int_equal(s->cur, 1);
    click(f, "D4"); /* the ghost moves */
    assert_int_equal(s->cur, 1);
    click(f, "D4");
    assert_int_equal(s->cur, 2);
    assert_string_equal(s->hist[2].move, "D4");
}

/* The tutorials show the previews too (where they teach a claim or a push):
 * hovering E2 of ConHex's first lesson draws the claim and the pips. */
static void test_tutorial_preview(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, tutorial_screen_new(&f->ui, game_by_id("conhex"), 0));
    screen_t *t = uifx_top(f);
    for (int i = 0; i < 200 && tutorial_busy(t); i++) uifx_steps(f, 12, 1);
    uifx_steps(f, 60, 1);
    float x, y;
    assert_int_equal(tutorial_screen_locate(t, &f->ui, "E2", &x, &y), 0);
    /* (the screen takes the pointer once it has really moved) */
    uifx_send(f, &(ui_event_t){.kind = UI_EV_POINTER_MOVE, .x = 10, .y = 10});
    int n[2];
    for (int on = 0; on < 2; on++) {
        f->cl.settings.previews = on;
        uifx_send(f, &(ui_event_t){.kind = UI_EV_POINTER_MOVE, .x = x, .y = y});
        uifx_render(f);
        n[on] = crec_count_kind(f->rec, CREC_FILL_CIRCLE) + crec_count_kind(f->rec, CREC_STROKE_CIRCLE);
    }
    if (n[1] <= n[0] + 2) fail_msg("%d marks with previews, %d without", n[1], n[0]);
    assert_true(n[1] > n[0] + 2); /* pips on the cells near E2 */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_churn_preview, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_zumo_preview, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_conhex_preview, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_conhex_corner_outline, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_uknight_preview, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_wunchunk_preview, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_hint_then_enter_plays_it, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_hint_then_confirm_plays_it, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_hint_again_or_click_plays_it, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_confirm_move, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_tutorial_preview, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
