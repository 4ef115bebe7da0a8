/* The play screen keeps pace with its animations: the side panel's counts
 * change when the board shows the change (not when the move is made), and
 * the AI's reply waits until a person's move has been seen. Simulated time
 * on the recording canvas (uilib_fixture.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/game.h"
#include "core/rng.h"
#include "core/session.h"
#include "contract/words.h"
#include "core/match.h"
#include "draw/canvas_rec.h"
#include "ui/play/play.h"
#include "uilib_fixture.h"

#define MAX_COUNTS 16

static int is_number(const char *s) { return *s && strspn(s, "0123456789") == strlen(s); }

static int is_score_word(const game_words_t *w, const char *s)
{
    for (int k = 0; k < w->nscores; k++)
        if ((w->score_one[k] && !strcmp(s, w->score_one[k])) || (w->score_many[k] && !strcmp(s, w->score_many[k])))
            return 1;
    return 0;
}

/* The counters the panel drew this frame, in drawing order: a number with
 * one of the game's score words right after it. */
static int panel_counts(uifx_t *f, const game_rules_t *r, int *out)
{
    uifx_render(f);
    const game_words_t *w = game_words_of(r);
    int n = 0;
    for (int i = 0; i + 1 < crec_count(f->rec) && n < MAX_COUNTS; i++) {
        const crec_op_t *a = crec_op(f->rec, i), *b = crec_op(f->rec, i + 1);
        if (a->kind == CREC_TEXT && b->kind == CREC_TEXT && is_number(a->text) && is_score_word(w, b->text))
            out[n++] = atoi(a->text);
    }
    return n;
}

static void counts_str(const int *v, int n, char *buf, size_t len)
{
    size_t k = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && k + 8 < len; i++) k += (size_t)snprintf(buf + k, len - k, "%s%d", i ? " " : "", v[i]);
}

/* Did the last move change a counter of some player, with an EV_SCORE? */
static int last_move_scores(const session_t *s)
{
    const game_t *g = s->game;
    const session_entry_t *e = session_current(s);
    int has_score = 0;
    for (int i = 0; i < e->events.n; i++) has_score |= e->events.ev[i].kind == EV_SCORE;
    if (!has_score || s->cur < 1) return 0;
    for (int p = 1; p <= g->setup.players; p++) {
        int a[GAME_SCORE_MAX], b[GAME_SCORE_MAX];
        int na = g->rules->score(g, s->hist[s->cur - 1].state, p, a, GAME_SCORE_MAX);
        int nb = g->rules->score(g, e->state, p, b, GAME_SCORE_MAX);
        if (na != nb || memcmp(a, b, sizeof a[0] * (size_t)na)) return 1;
    }
    return 0;
}

static int busy(uifx_t *f) { return play_screen_busy(uifx_top(f)); }

/* Defect 5: ConHex said "Red 4 cells" while the peg was still dropping. */
static void test_panel_counts_follow_animation(void **state)
{
    uifx_t *f = *state;
    for (int gi = 0; gi < game_count(); gi++) {
        const game_rules_t *r = game_by_index(gi);
        game_setup_t setup;
        char err[256];
        game_setup_default(r, &setup, r->min_players);
        game_t *g = game_new(r, &setup, f->ui.data_dir, err, sizeof err);
        assert_non_null(g);
        session_t *s = session_new(g, err, sizeof err);
        assert_non_null(s);
        for (int i = 0; i < setup.players; i++) snprintf(s->seat[i], SESSION_SEAT_LEN, "human");
        /* Random turns until one changes a count. */
        match_t t;
        assert_int_equal(match_init(&t, g, NULL, NULL), 0);
        rng_t rng;
        rng_seed(&rng, 42 + (uint64_t)gi);
        int found = 0;
        for (int k = 0; k < 400 && !found; k++) {
            if (uifx_random_turn(s, &t, &rng)) break;
            found = last_move_scores(s) && !game_is_over(session_state(s));
        }
        match_free(&t);
        if (!found) fail_msg("%s: no move changed a count", r->name);
        session_undo(s);
        uifx_push(f, play_screen_new(&f->ui, s));
        uifx_settle(f, busy);
        int before[MAX_COUNTS], mid[MAX_COUNTS], after[MAX_COUNTS];
        int nb = panel_counts(f, r, before);
        assert_true(nb >= setup.players);
        /* Redo plays the move forward: its first frames show the old counts. */
        uifx_key(f, UI_KEY_CHAR, 'y', UI_MOD_CTRL);
        assert_int_equal(s->cur, s->n - 1);
        assert_true(play_screen_animating(uifx_top(f)));
        int nm = panel_counts(f, r, mid);
        uifx_settle(f, busy);
        int na = panel_counts(f, r, after);
        char b1[128], b2[128], b3[128];
        counts_str(before, nb, b1, sizeof b1);
        counts_str(mid, nm, b2, sizeof b2);
        counts_str(after, na, b3, sizeof b3);
        fprintf(stderr, "%s (%s): before %s, mid-animation %s, after %s\n", r->name, session_current(s)->move, b1, b2,
                b3);
        if (nm != nb || memcmp(before, mid, sizeof before[0] * (size_t)nb))
            fail_msg("%s: the panel showed %s mid-animation, before the board showed the change (was %s)", r->name,
                     b2, b1);
        if (na == nb && !memcmp(before, after, sizeof before[0] * (size_t)nb))
            fail_msg("%s: the panel never changed (%s)", r->name, b3);
        screen_stack_clear(&f->ss);
    }
}

/* Defect 6: the Beginner's answer came so fast that it swallowed the
 * person's own move. */
static void test_ai_reply_waits(void **state)
{
    uifx_t *f = *state;
    uifx_start(f, "churn", "size=3 pie=off", "human", "beginner");
    screen_t *p = uifx_top(f);
    session_t *s = uifx_session(f);
    float x, y;
    assert_int_equal(play_screen_locate(p, &f->ui, "C3", &x, &y), 0);
    uifx_click_at(f, x, y);
    assert_int_equal(s->cur, 1);
    assert_true(play_screen_animating(p));
    /* Let the AI answer while the clock stands still: the reply is ready
     * before the person's move has finished animating. */
    double t0 = uifx_now();
    while (!play_screen_reply_ready(p)) {
        screen_stack_update(&f->ss, &f->ui, 0.0);
        screen_stack_apply(&f->ss, &f->ui);
        uifx_nap();
        if (uifx_now() - t0 > 60) fail_msg("the AI did not answer in 60 s");
    }
    assert_true(play_screen_animating(p));
    double end = -1;
    for (int k = 0; k < 120 * 20 && s->cur == 1; k++) {
        uifx_steps(f, 1, 0);
        if (end < 0 && !play_screen_animating(p)) end = f->ui.time;
        if (end >= 0 && s->cur == 1) {
            /* Meanwhile the line says what was played. */
            assert_non_null(strstr(play_screen_message(p), "You played C3"));
        }
    }
    assert_int_equal(s->cur, 2);
    if (end < 0) fail_msg("the AI's reply started in the frame the person's move stopped animating");
    double pause = f->ui.time - end;
    fprintf(stderr, "the reply started %.3f s after the move's animation ended\n", pause);
    if (pause < 0.4 - 1e-6) fail_msg("the AI's reply started %.3f s after the person's move was shown (< 0.4 s)", pause);
    assert_true(play_screen_animating(p));
    /* Both moves on the status line. */
    const char *m = play_screen_message(p);
    assert_non_null(strstr(m, "You played C3"));
    assert_non_null(strstr(m, "\xC2\xB7"));
    assert_non_null(strstr(m, s->hist[2].move));
}

/* At double speed the pause is half as long (the animation-speed setting). */
static void test_ai_reply_pause_scales(void **state)
{
    uifx_t *f = *state;
    f->cl.settings.anim_speed = 200;
    uifx_start(f, "churn", "size=3 pie=off", "human", "beginner");
    screen_t *p = uifx_top(f);
    session_t *s = uifx_session(f);
    float x, y;
    assert_int_equal(play_screen_locate(p, &f->ui, "C3", &x, &y), 0);
    uifx_click_at(f, x, y);
    double t0 = uifx_now();
    while (!play_screen_reply_ready(p) && s->cur == 1) {
        screen_stack_update(&f->ss, &f->ui, 0.0);
        screen_stack_apply(&f->ss, &f->ui);
        uifx_nap();
        if (uifx_now() - t0 > 60) fail_msg("the AI did not answer in 60 s");
    }
    double end = -1;
    for (int k = 0; k < 120 * 20 && s->cur == 1; k++) {
        uifx_steps(f, 1, 0);
        if (end < 0 && !play_screen_animating(p)) end = f->ui.time;
    }
    assert_int_equal(s->cur, 2);
    double pause = f->ui.time - end;
    assert_true(pause >= 0.2 - 1e-6);
    assert_true(pause < 0.4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_panel_counts_follow_animation, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_ai_reply_waits, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_ai_reply_pause_scales, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests_name("ui_pace", tests, NULL, NULL);
}
