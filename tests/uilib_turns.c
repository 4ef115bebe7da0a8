#include "uilib_turns.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/match.h"

static const char *target_name(const game_t *g, int i)
{
    const board_t *b = &g->board;
    return board_on_sites(b) ? b->sites[i].name : b->cells[i].name;
}

int uiturn_finishing_target(const session_t *s, const action_t *first, char *name, size_t n)
{
    match_t m;
    assert_int_equal(match_init(&m, s->game, NULL, NULL), 0);
    match_begin(&m, session_state(s));
    if (first) assert_int_equal(match_take(&m, first), MATCH_TOOK);
    int found = -1;
    for (int i = 0; i < m.nlegal && found < 0; i++) {
        action_t a = m.legal[i];
        if (m.target[i] < 0 || m.source[i] >= 0) continue;
        if (match_colour_choice(&m) && a.kind == ACT_PLACE && a.player != m.colour) continue;
        if (match_would_end(&m, &a)) found = m.target[i];
    }
    if (found >= 0) snprintf(name, n, "%s", target_name(s->game, found));
    match_free(&m);
    return found >= 0 ? 0 : -1;
}

static void click(uifx_t *f, const uiturn_screen_t *sc, const char *name)
{
    float x, y;
    if (sc->locate(uifx_top(f), &f->ui, name, &x, &y)) fail_msg("no '%s' on the %s screen", name, uifx_top(f)->ops->name);
    uifx_click_at(f, x, y);
}

/* What one step did, from the session's move count before it. */
static void step(uifx_t *f, const uiturn_screen_t *sc, int cur0, int n0, char *trace, size_t n)
{
    const session_t *s = sc->session(uifx_top(f));
    const char *msg = sc->message(uifx_top(f));
    char word[300];
    if (s->cur == cur0 + 1) snprintf(word, sizeof word, "played");
    else if (s->cur < cur0 || s->n < n0) snprintf(word, sizeof word, "undone");
    else if (s->cur != cur0) snprintf(word, sizeof word, "moved to %d", s->cur);
    else if (strstr(msg, "again")) snprintf(word, sizeof word, "held");
    else snprintf(word, sizeof word, "dropped");
    size_t len = strlen(trace);
    snprintf(trace + len, n - len, "%s%s", len ? " " : "", word);
}

/* Runs ops on a fresh trace with Confirm move set to confirm, a step
 * traced after each: 'c' clicks target, 'b' presses Backspace, 'e' the
 * confirm key. Confirm move is off again afterwards. */
static void run(uifx_t *f, const uiturn_screen_t *sc, int confirm, const char *ops, const char *target, char *trace,
                size_t n)
{
    f->cl.settings.confirm = confirm;
    const session_t *s = sc->session(uifx_top(f));
    int cur0 = s->cur, n0 = s->n;
    trace[0] = '\0';
    for (const char *o = ops; *o; o++) {
        if (*o == 'c') click(f, sc, target);
        else if (*o == 'b') uifx_key(f, UI_KEY_BACKSPACE, 0, 0);
        else uifx_key(f, UI_KEY_CHAR, 'e', 0);
        step(f, sc, cur0, n0, trace, n);
    }
    f->cl.settings.confirm = 0;
}

void uiturn_confirm_trace(uifx_t *f, const uiturn_screen_t *sc, const char *target, char *trace, size_t n)
{
    run(f, sc, 1, "cbcc", target, trace, n);
}

void uiturn_confirm_key_trace(uifx_t *f, const uiturn_screen_t *sc, const char *target, char *trace, size_t n)
{
    run(f, sc, 1, "ce", target, trace, n);
}

void uiturn_plain_click(uifx_t *f, const uiturn_screen_t *sc, const char *target, char *trace, size_t n)
{
    run(f, sc, 0, "c", target, trace, n);
}
