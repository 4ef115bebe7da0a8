/* The rule demonstrations, the tutorial and the attract mode.
 *  - every demonstration and tutorial file loads and plays (the pages and
 *    lessons the screens show);
 *  - the demonstration player driven by ui events: step forward (a move is
 *    animated), step back (animated backwards, the board back where it was),
 *    replay, pause, pages stepping on by themselves, speed, the next demo;
 *  - the tutorial: a right answer, a wrong one taken back, an illegal try
 *    answered with the rule's words, a Wunchunk turn of a chosen colour,
 *    "show me", the next lesson;
 *  - the attract mode's captions as a pure function of a move's events
 *    (no SDL), its idle timer, and the screen leaving on any input.
 * Runs with SDL_VIDEODRIVER=dummy on a recording canvas (no window). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "ai/ai_puzzle.h"
#include "core/game.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "ui/app/client.h"
#include "ui/app/opts.h"
#include "ui/learn/attract.h"
#include "ui/learn/attract_caption.h"
#include "ui/learn/demo.h"
#include "ui/learn/demo_files.h"
#include "ui/learn/demo_model.h"
#include "ui/learn/lesson.h"
#include "ui/learn/tutorial.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"
#include "ui/screens/gameselect.h"
#include "ui/screens/title.h"
#include "uilib_fixture.h"
#include "uilib_turns.h"
#include "plat/plat.h"

static void click(uifx_t *f, const char *name)
{
    float x, y;
    screen_t *t = uifx_top(f);
    int rc = demo_player_is(t) ? demo_player_locate(t, &f->ui, name, &x, &y)
                               : tutorial_screen_locate(t, &f->ui, name, &x, &y);
    if (rc) fail_msg("no '%s' on the %s screen", name, t->ops->name);
    uifx_click_at(f, x, y);
}

/* Runs until nothing is animating (at most 20 simulated seconds). */
static void settle(uifx_t *f)
{
    for (int i = 0; i < 200 && (demo_player_busy(uifx_top(f)) || tutorial_busy(uifx_top(f))); i++) uifx_steps(f, 12, 1);
    assert_false(demo_player_busy(uifx_top(f)) || tutorial_busy(uifx_top(f)));
}

/* ------------------------------------------------------------------ */
/* The files. */

static const char *const games[] = {"wunchunk", "churn", "conhex", "uknight", "zumo"};

static void test_every_demo_and_lesson_loads(void **state)
{
    (void)state;
    demo_files_t *files = malloc(sizeof *files);
    char err[512];
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        assert_true(demo_files_list(files, ".", games[g], "demos") >= 3);
        for (int i = 0; i < files->n; i++) {
            demo_model_t m;
            if (demo_model_load(&m, files->path[i], ".", err, sizeof err)) fail_msg("%s", err);
            assert_true(m.nsteps >= 1);
            assert_int_equal(m.s->n, m.nsteps + 1);
            for (int p = 0; p < m.npages; p++) assert_true(demo_model_caption(&m, p)[0] != '\0');
            assert_true(files->title[i][0] != '\0');
            demo_model_free(&m);
        }
        assert_true(demo_files_list(files, ".", games[g], "tutorials") >= 3);
        for (int i = 0; i < files->n; i++) {
            lesson_t l;
            if (lesson_load(&l, files->path[i], ".", err, sizeof err)) fail_msg("%s", err);
            assert_true(lesson_intro(&l)[0] != '\0');
            /* Every answer, played, is judged right. */
            for (int k = 0; k < l.nexpect; k++) {
                assert_int_equal(session_play(l.s, l.expect[k], err, sizeof err), 0);
                assert_true(lesson_is_answer(&l, session_current(l.s)->move));
                session_undo(l.s);
            }
            lesson_free(&l);
        }
    }
    free(files);
}

/* The How to win lessons (issue 36): at least three a game; each one's
 * answers are exactly what its puzzle: kind says, found again by the
 * exhaustive search over whole turns (a win at once, a win in two, or every
 * move that stops the opponent's win at once), so each answer achieves the
 * lesson's goal and every other legal move does not; another legal move is
 * judged wrong with the lesson's words. HEX_LESSON=PATH checks one file
 * (for writing them). */
static void check_strategy_file(const char *path)
{
    char err[512];
    lesson_t l;
    if (lesson_load(&l, path, ".", err, sizeof err)) fail_msg("%s", err);
    const game_t *g = l.s->game;
    puz_kind_t k = puz_kind_parse(l.lv->puzzle);
    if (k == PUZ_NONE || k == PUZ_STUDY) fail_msg("%s: puzzle: must be win1, win2 or defend", path);
    assert_true(lesson_intro(&l)[0] != '\0');
    assert_true(l.lv->wrong[0] && l.lv->success[0] && l.lv->title[0]);
    const void *st = session_state(l.s);
    puz_search_t *ps = puz_search_new(g, 20000);
    assert_non_null(ps);
    move_t *out = malloc(sizeof *out * LEVEL_MAX_EXPECT);
    assert_non_null(out);
    int n = puz_answers(ps, st, k, out, LEVEL_MAX_EXPECT);
    char found[2048] = "";
    int listed = 0;
    for (int i = 0; i < n; i++) {
        char m[MOVE_TEXT_MAX];
        g->rules->format(g, st, &out[i], m, sizeof m);
        snprintf(found + strlen(found), sizeof found - strlen(found), " %s", m);
        listed += lesson_is_answer(&l, m);
    }
    if (n != l.nexpect || listed != n)
        fail_msg("%s: the search finds %d answers (%s), the file lists %d", path, n, found, l.nexpect);
    /* A legal move that is not an answer: judged wrong. */
    int count = 0;
    char *legal = game_legal_moves_text(g, st, 100000, &count, err, sizeof err);
    assert_non_null(legal);
    int wrong = 0;
    for (char *w = strtok(legal, " "); w && !wrong; w = strtok(NULL, " ")) {
        char canon[MOVE_TEXT_MAX];
        void *tmp = malloc(g->rules->state_size);
        memcpy(tmp, st, g->rules->state_size);
        assert_int_equal(game_play(g, tmp, w, NULL, canon, sizeof canon, err, sizeof err), 0);
        free(tmp);
        wrong = !lesson_is_answer(&l, canon);
    }
    assert_true(wrong);
    free(legal);
    free(out);
    puz_search_free(ps);
    lesson_free(&l);
}

static void test_strategy_lessons_are_real(void **state)
{
    (void)state;
    const char *one = getenv("HEX_LESSON");
    if (one && *one) {
        check_strategy_file(one);
        return;
    }
    demo_files_t *files = malloc(sizeof *files);
    assert_non_null(files);
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        if (demo_files_list(files, ".", games[g], "strategy") < 3) fail_msg("%s: fewer than 3 How to win lessons", games[g]);
        for (int i = 0; i < files->n; i++) check_strategy_file(files->path[i]);
    }
    free(files);
}

static void test_demo_model_pages(void **state)
{
    (void)state;
    demo_model_t m;
    char err[512];
    assert_int_equal(demo_model_load(&m, "levels/churn/demos/03-full-board.txt", ".", err, sizeof err), 0);
    /* Start, six moves, the closing caption. */
    assert_int_equal(m.nsteps, 6);
    assert_int_equal(m.npages, 8);
    assert_int_equal(demo_model_entry(&m, 0), 0);
    assert_int_equal(demo_model_entry(&m, 3), 3);
    assert_int_equal(demo_model_entry(&m, 7), 6);
    assert_false(demo_model_moves_at(&m, 0));
    assert_true(demo_model_moves_at(&m, 6));
    assert_false(demo_model_moves_at(&m, 7));
    assert_string_equal(demo_model_move(&m, 2), "D3");
    assert_non_null(strstr(demo_model_caption(&m, 0), "full"));
    assert_non_null(strstr(demo_model_caption(&m, 7), "Red wins"));
    demo_model_free(&m);
    /* A broken file names itself and the line. */
    assert_int_equal(demo_model_load(&m, "tests/levels-bad/churn-illegal-move.txt", ".", err, sizeof err), -1);
    assert_non_null(strstr(err, "churn-illegal-move.txt:"));
    assert_null(m.s);
}

/* ------------------------------------------------------------------ */
/* The demonstration player. */

static int same_cells(bview_t *bv, const session_t *s, int entry)
{
    game_view_t v;
    s->game->rules->view(s->game, s->hist[entry].state, &v);
    const uint8_t *shown = bview_shown_cells(bv);
    for (int i = 0; i < s->game->board.ncells; i++)
        if ((shown[i] & 0x0f) != (v.cell[i] & 0x0f)) return 0;
    return 1;
}

static void test_player_steps_back_and_replays(void **state)
{
    uifx_t *f = *state;
    char err[256];
    uifx_push(f, demo_player_from_arg(&f->ui, "churn/02", err, sizeof err));
    screen_t *p = uifx_top(f);
    assert_true(demo_player_is(p));
    assert_string_equal(demo_player_error(p), "");
    assert_int_equal(demo_player_index(p), 1);
    assert_int_equal(demo_player_page(p), 0);
    assert_true(demo_player_playing(p));
    /* Stepping by hand pauses and animates the move. */
    uifx_key(f, UI_KEY_RIGHT, 0, 0);
    assert_int_equal(demo_player_page(p), 1);
    assert_false(demo_player_playing(p));
    assert_true(demo_player_busy(p));
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Red has groups"));
    settle(f);
    /* Back: the move runs backwards and the board is the start again. */
    click(f, "@back");
    assert_int_equal(demo_player_page(p), 0);
    assert_true(demo_player_busy(p));
    settle(f);
    demo_model_t m;
    assert_int_equal(demo_model_load(&m, "levels/churn/demos/02-removals.txt", ".", err, sizeof err), 0);
    assert_true(same_cells(demo_player_view(p), m.s, 0));
    /* Forward twice, then replay: page 0 and playing. */
    click(f, "@step");
    settle(f);
    click(f, "@step");
    settle(f);
    assert_int_equal(demo_player_page(p), 2);
    assert_true(same_cells(demo_player_view(p), m.s, 2));
    uifx_key(f, UI_KEY_CHAR, 'r', 0);
    assert_int_equal(demo_player_page(p), 0);
    assert_true(demo_player_playing(p));
    assert_true(same_cells(demo_player_view(p), m.s, 0));
    demo_model_free(&m);
    /* The caption of the page is on screen. */
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Smaller groups"));
}

static void test_player_plays_by_itself(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, demo_player_new(&f->ui, game_by_id("conhex"), 0, 1, 0));
    screen_t *p = uifx_top(f);
    int pages = demo_player_pages(p);
    assert_true(pages >= 3);
    /* Pages step on by themselves to the end, then it stops. */
    for (int i = 0; i < 120 && demo_player_playing(p); i++) uifx_steps(f, 120, 1);
    assert_false(demo_player_playing(p));
    assert_int_equal(demo_player_page(p), pages - 1);
    assert_int_equal(demo_player_index(p), 0);
    /* Space at the end starts over. */
    uifx_key(f, UI_KEY_SPACE, 0, 0);
    assert_int_equal(demo_player_page(p), 0);
    assert_true(demo_player_playing(p));
    uifx_key(f, UI_KEY_SPACE, 0, 0);
    assert_false(demo_player_playing(p));
    /* Speed up and down, within bounds. */
    float s0 = demo_player_speed(p);
    uifx_key(f, UI_KEY_UP, 0, 0);
    assert_true(demo_player_speed(p) > s0);
    for (int i = 0; i < 10; i++) uifx_key(f, UI_KEY_DOWN, 0, 0);
    assert_true(demo_player_speed(p) > 0.0f && demo_player_speed(p) < s0);
    click(f, "@speed");
    /* The next demonstration, and round from the last to the first. */
    uifx_key(f, UI_KEY_PAGEDOWN, 0, 0);
    assert_int_equal(demo_player_index(p), 1);
    for (int i = 1; i < demo_player_count(p); i++) uifx_key(f, UI_KEY_CHAR, 'n', 0);
    assert_int_equal(demo_player_index(p), 0);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_int_equal(f->ss.n, 0);
}

static void test_player_all_goes_on(void **state)
{
    uifx_t *f = *state;
    char err[256];
    uifx_push(f, demo_player_from_arg(&f->ui, "uknight", err, sizeof err));
    screen_t *p = uifx_top(f);
    /* "All": at the end of the first demonstration, the second begins. */
    for (int i = 0; i < 200 && demo_player_index(p) == 0; i++) uifx_steps(f, 120, 1);
    assert_int_equal(demo_player_index(p), 1);
    assert_true(demo_player_playing(p));
    assert_int_equal(demo_files_check_arg("Zumo/02", ".", err, sizeof err), 0);
    assert_int_equal(demo_files_check_arg("zumo", ".", err, sizeof err), 0);
    assert_int_equal(demo_files_check_arg("chess", ".", err, sizeof err), -1);
    assert_non_null(strstr(err, "unknown game 'chess'"));
    assert_int_equal(demo_files_check_arg("churn/zz", ".", err, sizeof err), -1);
    assert_non_null(strstr(err, "no demonstration 'zz'"));
    assert_null(demo_player_from_arg(&f->ui, "chess", err, sizeof err));
    assert_non_null(strstr(err, "unknown game"));
    assert_null(demo_player_from_arg(&f->ui, "zumo/99", err, sizeof err));
    assert_non_null(strstr(err, "no demonstration"));
}

static void test_demo_option(void **state)
{
    (void)state;
    opts_t o;
    char err[256];
    char *a1[] = {"hexarcade", "--demo", "zumo/02", NULL};
    assert_int_equal(opts_parse(&o, 3, a1, err, sizeof err), 0);
    assert_string_equal(o.demo, "zumo/02");
    char *a2[] = {"hexarcade", "--demo=churn", "--exit-after", "2", NULL};
    assert_int_equal(opts_parse(&o, 4, a2, err, sizeof err), 0);
    assert_string_equal(o.demo, "churn");
    char *a3[] = {"hexarcade", "--demo=", NULL};
    assert_int_equal(opts_parse(&o, 2, a3, err, sizeof err), -1);
    char help[4096];
    assert_non_null(strstr(opts_help(help, sizeof help), "--demo GAME"));
}

static void test_demo_list_opens(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, demo_screen_new(&f->ui, game_by_id("zumo")));
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "How to play"));
    assert_non_null(crec_find_text(f->rec, "Suction and energy"));
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_true(tutorial_screen_is(uifx_top(f)));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    /* The second row: How to win. */
    assert_non_null(crec_find_text(f->rec, "How to win"));
    uifx_key(f, UI_KEY_DOWN, 0, 0);
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_true(tutorial_is_strategy(uifx_top(f)));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_key(f, UI_KEY_DOWN, 0, 0);
    uifx_key(f, UI_KEY_DOWN, 0, 0);
    uifx_key(f, UI_KEY_DOWN, 0, 0);
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_true(demo_player_is(uifx_top(f)));
    assert_int_equal(demo_player_index(uifx_top(f)), 1);
}

/* ------------------------------------------------------------------ */
/* The tutorial. */

static void test_tutorial_right_wrong_refused(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, tutorial_screen_new(&f->ui, game_by_id("churn"), 1));
    screen_t *t = uifx_top(f);
    assert_int_equal(tutorial_lesson(t), 1);
    assert_int_equal(tutorial_phase(t), TUT_ASKING);
    const session_t *s = tutorial_session(t);
    int question = s->cur;
    /* A cell that is taken: refused in the rule's words, nothing changes. */
    click(f, "A1");
    assert_int_equal(tutorial_phase(t), TUT_ASKING);
    assert_non_null(strstr(tutorial_feedback(t), "occupied"));
    assert_int_equal(s->cur, question);
    /* A legal move that is not the answer: played, shown, explained. */
    click(f, "D5");
    assert_int_equal(tutorial_phase(t), TUT_WRONG);
    assert_int_equal(s->cur, question + 1);
    assert_non_null(strstr(tutorial_feedback(t), "pair"));
    settle(f);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "NOT QUITE"));
    /* Try again: taken back, animated. */
    click(f, "@retry");
    assert_int_equal(tutorial_phase(t), TUT_ASKING);
    assert_int_equal(s->cur, question);
    settle(f);
    /* The answer. */
    click(f, "B3");
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
    assert_non_null(strstr(tutorial_feedback(t), "B3 grows the pair"));
    settle(f);
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_int_equal(tutorial_lesson(t), 2);
    assert_int_equal(tutorial_phase(t), TUT_ASKING);
    /* Show me plays an answer; Next after the last lesson: the end. */
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    assert_int_equal(tutorial_phase(t), TUT_SHOWN);
    settle(f);
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_int_equal(tutorial_phase(t), TUT_DONE);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Well done"));
    assert_non_null(crec_find_text(f->rec, "How to win"));
    /* Next: the How to win lesson takes the tutorial's place. */
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_int_equal(f->ss.n, 1);
    t = uifx_top(f);
    assert_true(tutorial_is_strategy(t));
    assert_int_equal(tutorial_lesson(t), 0);
    assert_true(tutorial_lessons(t) >= 3);
    s = tutorial_session(t);
    question = s->cur;
    /* A legal move that loses the tempo: explained, then tried again. */
    click(f, "C4");
    assert_int_equal(tutorial_phase(t), TUT_WRONG);
    assert_non_null(strstr(tutorial_feedback(t), "Watch the last stone"));
    settle(f);
    click(f, "@retry");
    assert_int_equal(s->cur, question);
    settle(f);
    click(f, "C3");
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
    assert_non_null(strstr(tutorial_feedback(t), "C3 first"));
    settle(f);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "CHURN  \xC2\xB7  HOW TO WIN 1 OF 3"));
}

static void test_tutorial_wunchunk_colour_and_confirm(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, tutorial_screen_new(&f->ui, game_by_id("wunchunk"), 1));
    screen_t *t = uifx_top(f);
    const session_t *s = tutorial_session(t);
    int question = s->cur;
    /* The lesson wants a blue stone: a red one beside B2 is not it. */
    click(f, "A2");
    click(f, "@confirm");
    assert_int_equal(tutorial_phase(t), TUT_WRONG);
    uifx_key(f, UI_KEY_BACKSPACE, 0, 0);
    assert_int_equal(tutorial_phase(t), TUT_ASKING);
    assert_int_equal(s->cur, question);
    settle(f);
    /* Blue (key 2), the stone, Confirm (E). */
    uifx_key(f, UI_KEY_CHAR, '2', 0);
    click(f, "A2");
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "TURN UNDER WAY"));
    uifx_key(f, UI_KEY_CHAR, 'e', 0);
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
    assert_string_equal(s->hist[s->cur].move, "2A2");
}

static void test_tutorial_uknight_cleanup(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, tutorial_screen_new(&f->ui, game_by_id("uknight"), 2));
    screen_t *t = uifx_top(f);
    click(f, "@cleanup");
    click(f, "@confirm");
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
    assert_true(game_is_over(session_state(tutorial_session(t))));
}

/* The mid-end's click sequence in lessons: the play screen's trace
 * (test_ui_play), in every game's first lesson and after Uknight's
 * clean-up. Before issue 33 the lessons played a finishing click at once
 * whatever the setting. */
static const session_t *tut_sess(screen_t *s) { return tutorial_session(s); }
static const char *tut_msg(screen_t *s) { return tutorial_feedback(s); }
static const uiturn_screen_t tut_screen = {tutorial_screen_locate, tut_sess, tut_msg};

static void test_tutorial_confirm_trace(void **state)
{
    uifx_t *f = *state;
    int traced = 0;
    for (int i = 0; i < game_count(); i++) {
        screen_stack_clear(&f->ss);
        uifx_push(f, tutorial_screen_new(&f->ui, game_by_index(i), 0));
        screen_t *t = uifx_top(f);
        char target[32], trace[400];
        if (tutorial_phase(t) != TUT_ASKING ||
            uiturn_finishing_target(tutorial_session(t), NULL, target, sizeof target))
            continue; /* a lesson whose turn no click finishes */
        uiturn_confirm_trace(f, &tut_screen, target, trace, sizeof trace);
        if (strcmp(trace, UITURN_CONFIRM_TRACE)) fail_msg("%s: %s on %s", game_by_index(i)->id, trace, target);
        traced++;
    }
    assert_true(traced >= 3);
    /* After a button's action too. */
    screen_stack_clear(&f->ss);
    uifx_push(f, tutorial_screen_new(&f->ui, game_by_id("uknight"), 2));
    screen_t *t = uifx_top(f);
    click(f, "@cleanup");
    char trace[400];
    uiturn_confirm_trace(f, &tut_screen, "D5", trace, sizeof trace);
    assert_string_equal(trace, UITURN_CONFIRM_TRACE);
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
    /* Held, then the Confirm key plays it. */
    screen_stack_clear(&f->ss);
    uifx_push(f, tutorial_screen_new(&f->ui, game_by_id("uknight"), 2));
    t = uifx_top(f);
    click(f, "@cleanup");
    uiturn_confirm_key_trace(f, &tut_screen, "D5", trace, sizeof trace);
    assert_string_equal(trace, "held played");
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
}

/* ------------------------------------------------------------------ */
/* The attract mode. */

/* The caption of step `step` (1-based) of a demonstration file. */
static int caption_of(const char *path, int step, char *out, size_t n)
{
    demo_model_t m;
    char err[512];
    if (demo_model_load(&m, path, ".", err, sizeof err)) fail_msg("%s", err);
    const session_t *s = m.s;
    int level = attract_caption(s->game, s->hist[step - 1].state, s->hist[step].state, &s->hist[step].events, out, n);
    demo_model_free(&m);
    return level;
}

static void test_attract_captions(void **state)
{
    (void)state;
    char c[256];
    assert_int_equal(caption_of("levels/zumo/demos/05-edge.txt", 1, c, sizeof c), ATTRACT_DECISIVE);
    assert_string_equal(c, "Black pushes White off the edge!");
    assert_int_equal(caption_of("levels/zumo/demos/04-collisions.txt", 1, c, sizeof c), ATTRACT_NOTABLE);
    assert_string_equal(c, "Crash! Black's push smashes one stone.");
    assert_int_equal(caption_of("levels/churn/demos/01-smallest-first.txt", 10, c, sizeof c), ATTRACT_NOTABLE);
    assert_string_equal(c, "Blue's three groups vanish!");
    assert_int_equal(caption_of("levels/churn/demos/02-removals.txt", 1, c, sizeof c), ATTRACT_NOTABLE);
    assert_string_equal(c, "Red's two groups vanish!");
    assert_int_equal(caption_of("levels/churn/demos/01-smallest-first.txt", 1, c, sizeof c), ATTRACT_NOTHING);
    assert_string_equal(c, "");
    assert_int_equal(caption_of("levels/churn/demos/03-full-board.txt", 6, c, sizeof c), ATTRACT_DECISIVE);
    assert_string_equal(c, "The board is full: Red wins, 12 stones to 7!");
    assert_int_equal(caption_of("levels/conhex/demos/02-several-at-once.txt", 1, c, sizeof c), ATTRACT_NOTABLE);
    assert_string_equal(c, "Blue claims three cells at once!");
    assert_int_equal(caption_of("levels/conhex/demos/03-winning-chain.txt", 3, c, sizeof c), ATTRACT_DECISIVE);
    assert_string_equal(c, "Blue's chain joins top and bottom – Blue wins!");
    assert_int_equal(caption_of("levels/uknight/demos/02-throwing-axes.txt", 2, c, sizeof c), ATTRACT_NOTABLE);
    assert_string_equal(c, "Red's axe captures a white stone!");
    assert_int_equal(caption_of("levels/uknight/demos/03-phase-two.txt", 1, c, sizeof c), ATTRACT_NOTABLE);
    assert_string_equal(c, "Phase 2: no more placing – the knights leap!");
    assert_int_equal(caption_of("levels/uknight/demos/03-phase-two.txt", 3, c, sizeof c), ATTRACT_NOTABLE);
    assert_string_equal(c, "White's axe captures a red double!");
    assert_int_equal(caption_of("levels/uknight/demos/01-knights-and-axes.txt", 3, c, sizeof c), ATTRACT_MINOR);
    assert_string_equal(c, "White forges an axe: a new double.");
    assert_int_equal(caption_of("levels/uknight/demos/04-clean-up.txt", 2, c, sizeof c), ATTRACT_DECISIVE);
    assert_string_equal(c, "White unites every piece in one group – and wins!");
    assert_int_equal(caption_of("levels/wunchunk/demos/01-allotment.txt", 2, c, sizeof c), ATTRACT_NOTABLE);
    assert_string_equal(c, "Sabotage! Blue gives Red a new chunk.");
    assert_int_equal(caption_of("levels/wunchunk/demos/01-allotment.txt", 3, c, sizeof c), ATTRACT_MINOR);
    assert_string_equal(c, "Red joins two chunks into one.");
    assert_int_equal(caption_of("levels/wunchunk/demos/03-fewest-chunks.txt", 2, c, sizeof c), ATTRACT_MINOR);
    assert_string_equal(c, "Blue passes.");
    assert_int_equal(caption_of("levels/wunchunk/demos/08-three-players.txt", 4, c, sizeof c), ATTRACT_DECISIVE);
    assert_string_equal(c, "Red and Blue share the win!");
    assert_int_equal(caption_of("levels/wunchunk/demos/07-draw.txt", 3, c, sizeof c), ATTRACT_DECISIVE);
    assert_string_equal(c, "A draw: equal all the way!");
}

static void test_attract_caption_swap(void **state)
{
    (void)state;
    const game_rules_t *r = game_by_id("churn");
    game_setup_t setup;
    char err[256], c[256];
    game_setup_default(r, &setup, 2);
    game_t *g = game_new(r, &setup, ".", err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    assert_non_null(s);
    assert_int_equal(session_play(s, "C3", err, sizeof err), 0);
    assert_int_equal(session_play(s, "swap", err, sizeof err), 0);
    assert_int_equal(attract_caption(s->game, s->hist[1].state, s->hist[2].state, &s->hist[2].events, c, sizeof c),
                     ATTRACT_NOTABLE);
    assert_string_equal(c, "Swap! Blue takes over Red's opening.");
    /* A tiny buffer is still terminated. */
    char tiny[8];
    attract_caption(s->game, s->hist[1].state, s->hist[2].state, &s->hist[2].events, tiny, sizeof tiny);
    assert_int_equal(strlen(tiny), 7);
    session_free(s);
}

static void test_attract_idle_timer(void **state)
{
    (void)state;
    attract_idle_t idle = {0};
    double t = 0;
    while (t < ATTRACT_IDLE_SECONDS - 0.1) {
        assert_false(attract_idle_tick(&idle, 0.05));
        t += 0.05;
        if (t > 10 && t < 10.06) attract_idle_input(&idle); /* input resets it */
    }
    int fired = 0;
    for (int i = 0; i < 300 && !fired; i++) fired = attract_idle_tick(&idle, 0.05);
    assert_true(fired);
    assert_false(attract_idle_tick(&idle, 0.05));
}

static void test_attract_plays_and_leaves(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, attract_screen_new(&f->ui, 1)); /* Churn: quick moves */
    screen_t *a = uifx_top(f);
    assert_true(attract_screen_is(a));
    assert_string_equal(attract_game_id(a), "churn");
    assert_int_equal(attract_games_played(a), 1);
    /* The AI thinks on its thread while the screen keeps running. */
    for (int i = 0; i < 2000 && attract_moves(a) < 2; i++) {
        uifx_steps(f, 6, 1);
        plat_sleep_ms(5);
    }
    assert_true(attract_moves(a) >= 2);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "PRESS ANY KEY"));
    /* A pointer resting where the screen opened does not leave; moving does. */
    ui_event_t ev = {.kind = UI_EV_POINTER_MOVE, .x = 400, .y = 300};
    uifx_send(f, &ev);
    assert_int_equal(f->ss.n, 1);
    ev.x = 460;
    uifx_send(f, &ev);
    assert_int_equal(f->ss.n, 0);
    uifx_push(f, attract_screen_new(&f->ui, 4));
    assert_string_equal(attract_game_id(uifx_top(f)), "zumo");
    uifx_key(f, UI_KEY_CHAR, 'q', 0);
    assert_int_equal(f->ss.n, 0);
}

/* The attract mode says how it moves: a show (drawn at a capped rate, not
 * every frame: nobody is playing) while a move plays out, only ambient motion (the blinking prompt) while it waits between moves,
 * so a client left alone long enough does not keep a core busy. */
static void test_attract_motion(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, attract_screen_new(&f->ui, 1)); /* Churn: quick moves */
    screen_t *a = uifx_top(f);
    assert_non_null(a->ops->motion);
    uifx_steps(f, 60, 0); /* the opening caption has popped in; the first search waits */
    assert_int_equal(attract_moves(a), 0);
    assert_int_equal(screen_stack_motion(&f->ss, &f->ui), SCREEN_AMBIENT);
    int moved = 0, moving = 0, ambient_after = 0;
    for (int i = 0; i < 20000 && !ambient_after; i++) {
        int before = attract_moves(a);
        uifx_steps(f, 1, 0);
        screen_motion_t m = screen_stack_motion(&f->ss, &f->ui);
        if (attract_moves(a) > before) {
            moved = 1;
            moving = m == SCREEN_SHOWING; /* the move animates at once */
            assert_true(moving);
        } else if (moved && m == SCREEN_AMBIENT) {
            ambient_after = 1; /* its animation done: quiet again until the next */
        }
        if (i % 8 == 0) uifx_nap();
    }
    assert_true(moved && moving && ambient_after);
}

/* The ways in: the game select's "Learn" (T), and the title left alone. */
static void test_menu_entry_points(void **state)
{
    uifx_t *f = *state;
    uifx_push(f, title_new_registered(0));
    uifx_push(f, gameselect_screen_new(&f->ui, 4));
    uifx_key(f, UI_KEY_CHAR, 't', 0);
    assert_string_equal(uifx_top(f)->ops->name, "demos");
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    canvas_rect_t r = gameselect_button_rect(&f->ui, 2);
    uifx_click_at(f, r.x + r.w * 0.5f, r.y + r.h * 0.5f);
    assert_string_equal(uifx_top(f)->ops->name, "demos");
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_string_equal(uifx_top(f)->ops->name, "title");
    /* Input keeps the title; 30 s without any starts the attract mode. */
    uifx_steps(f, 120 * 20, 1);
    uifx_key(f, UI_KEY_DOWN, 0, 0);
    uifx_steps(f, 120 * 20, 1);
    assert_string_equal(uifx_top(f)->ops->name, "title");
    uifx_steps(f, 120 * 11, 1);
    assert_true(attract_screen_is(uifx_top(f)));
    assert_string_equal(attract_game_id(uifx_top(f)), "churn"); /* the selected game first */
    uifx_key(f, UI_KEY_SPACE, 0, 0);
    assert_string_equal(uifx_top(f)->ops->name, "title");
    /* Not under a script: it drives the screens itself. */
    f->cl.script_mode = 1;
    uifx_steps(f, 120 * 31, 1);
    assert_string_equal(uifx_top(f)->ops->name, "title");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_demo_and_lesson_loads),
        cmocka_unit_test(test_strategy_lessons_are_real),
        cmocka_unit_test(test_demo_model_pages),
        cmocka_unit_test_setup_teardown(test_player_steps_back_and_replays, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_player_plays_by_itself, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_player_all_goes_on, uifx_setup, uifx_teardown),
        cmocka_unit_test(test_demo_option),
        cmocka_unit_test_setup_teardown(test_demo_list_opens, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_tutorial_right_wrong_refused, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_tutorial_wunchunk_colour_and_confirm, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_tutorial_uknight_cleanup, uifx_setup, uifx_teardown),
        cmocka_unit_test(test_attract_captions),
        cmocka_unit_test(test_attract_caption_swap),
        cmocka_unit_test(test_attract_idle_timer),
        cmocka_unit_test_setup_teardown(test_attract_plays_and_leaves, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_attract_motion, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_menu_entry_points, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_tutorial_confirm_trace, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests_name("ui_demo", tests, NULL, NULL);
}
