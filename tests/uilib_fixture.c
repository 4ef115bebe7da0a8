/* The UI tests' screen-stack fixture (see uilib_fixture.h). */
#include "uilib_fixture.h"

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
#include "ui/play/play.h"
#include "plat/plat.h"

int uifx_setup(void **state)
{
    plat_setenv("SDL_VIDEODRIVER", "dummy");
    plat_setenv("SDL_AUDIODRIVER", "dummy");
    uifx_t *f = calloc(1, sizeof *f);
    if (!f) return -1;
    ui_init(&f->ui, 1280, 720);
    screen_stack_init(&f->ss);
    f->ui.screens = &f->ss;
    f->ui.data_dir = ".";
    f->ui.step = 1.0 / 120.0;
    settings_default(&f->cl.settings);
    f->ui.client = &f->cl;
    f->rec = crec_new();
    crec_canvas(f->rec, &f->c, 1280, 720);
    *state = f;
    return 0;
}

int uifx_teardown(void **state)
{
    uifx_t *f = *state;
    screen_stack_clear(&f->ss);
    crec_free(f->rec);
    free(f);
    return 0;
}

double uifx_now(void)
{ return plat_now(); }

void uifx_nap(void)
{ plat_sleep_ms(1); }

screen_t *uifx_top(uifx_t *f) { return screen_top(&f->ss); }

screen_t *uifx_play(uifx_t *f)
{
    for (int i = f->ss.n - 1; i >= 0; i--)
        if (play_screen_is(f->ss.items[i])) return f->ss.items[i];
    return NULL;
}

session_t *uifx_session(uifx_t *f)
{
    screen_t *p = uifx_play(f);
    return p ? play_screen_session(p) : NULL;
}

void uifx_render(uifx_t *f)
{
    crec_reset(f->rec);
    screen_stack_render(&f->ss, &f->ui, &f->c, 0.0);
}

void uifx_steps(uifx_t *f, int n, int draw)
{
    for (int i = 0; i < n; i++) {
        f->ui.time += f->ui.step;
        screen_stack_update(&f->ss, &f->ui, f->ui.step);
        screen_stack_apply(&f->ss, &f->ui);
        if (draw && i % 30 == 0) uifx_render(f);
    }
}

void uifx_event(uifx_t *f, const ui_event_t *ev)
{
    screen_stack_event(&f->ss, &f->ui, ev);
    screen_stack_apply(&f->ss, &f->ui);
}

void uifx_send(uifx_t *f, const ui_event_t *ev)
{
    uifx_event(f, ev);
    uifx_steps(f, 2, 1);
}

void uifx_click_at(uifx_t *f, float x, float y)
{
    ui_event_t ev = {.kind = UI_EV_POINTER_MOVE, .x = x, .y = y};
    uifx_send(f, &ev);
    ev.x += 5; /* a pointer that has really moved (hover follows motion) */
    uifx_send(f, &ev);
    ev.x -= 5;
    uifx_send(f, &ev);
    ev.kind = UI_EV_POINTER_DOWN;
    ev.button = 1;
    uifx_send(f, &ev);
    ev.kind = UI_EV_POINTER_UP;
    uifx_send(f, &ev);
}

void uifx_key(uifx_t *f, ui_key_t k, int ch, int mods)
{
    ui_event_t ev = {.kind = UI_EV_KEY, .key = k, .ch = ch, .mods = mods};
    uifx_send(f, &ev);
}

void uifx_push(uifx_t *f, screen_t *s)
{
    assert_non_null(s);
    assert_int_equal(screen_push(&f->ss, s), 0);
    screen_stack_apply(&f->ss, &f->ui);
    uifx_render(f);
}

void uifx_start(uifx_t *f, const char *id, const char *words, const char *s1, const char *s2)
{
    const game_rules_t *r = game_by_id(id);
    assert_non_null(r);
    game_setup_t setup;
    char err[256];
    game_setup_default(r, &setup, r->min_players);
    assert_int_equal(game_setup_parse(r, &setup, words, err, sizeof err), 0);
    game_t *g = game_new(r, &setup, f->ui.data_dir, err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    assert_non_null(s);
    snprintf(s->seat[0], SESSION_SEAT_LEN, "%s", s1);
    snprintf(s->seat[1], SESSION_SEAT_LEN, "%s", s2);
    uifx_push(f, play_screen_new(&f->ui, s));
}

void uifx_settle(uifx_t *f, int (*busy)(uifx_t *f))
{
    double t0 = uifx_now();
    while (busy(f)) {
        uifx_steps(f, 12, 1);
        uifx_nap();
        if (uifx_now() - t0 > 60) fail_msg("still busy after 60 s");
    }
}

session_t *uifx_new_session(const game_rules_t *r)
{
    char err[GAME_ERR_MAX];
    game_setup_t setup;
    game_setup_default(r, &setup, r->min_players);
    game_t *g = game_new(r, &setup, ".", err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    assert_non_null(s);
    return s;
}

/* One random whole turn (no swap; a pass only when nothing else is legal);
 * -1 when the game is over or no turn was made. */
int uifx_random_turn(session_t *s, match_t *t, rng_t *rng)
{
    if (game_is_over(session_state(s))) return -1;
    match_begin(t, session_state(s));
    for (int k = 0; k < MOVE_MAX_ACTIONS && !match_complete(t); k++) {
        int pick[MATCH_MAX_LEGAL], n = 0, end = -1, pass = -1;
        for (int i = 0; i < t->nlegal; i++) {
            int kind = t->legal[i].kind;
            if (kind == ACT_SWAP) continue;
            if (kind == ACT_END) end = i;
            else if (kind == ACT_PASS) pass = i;
            else pick[n++] = i;
        }
        int i = n ? pick[rng_below(rng, (uint32_t)n)] : -1;
        if (end >= 0 && (!n || rng_below(rng, 2))) i = end;
        if (i < 0) i = pass;
        if (i < 0) return -1;
        action_t a = t->legal[i];
        char err[GAME_ERR_MAX];
        if (match_act(t, &a, err, sizeof err)) return -1;
        if (i == end) break;
    }
    move_t m;
    match_move(t, &m);
    char err[GAME_ERR_MAX];
    return session_play_move(s, &m, err, sizeof err);
}
