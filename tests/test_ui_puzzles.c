/* The puzzle mode (issue 27): the list of a game's puzzles with its goal
 * lines and ticks; a puzzle of each game solved by clicks on the board
 * (its first answer, action by action, as a person makes it); a wrong
 * move answered, explained in the game's colour names and retried; a win
 * in two with the opponent's reply in between; the hint; the ticks kept. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai_puzzle.h"
#include "core/fileio.h"
#include "core/game.h"
#include "core/match.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "games/words.h"
#include "lib_gametest.h"
#include "ui/app/nav.h"
#include "ui/learn/demo_files.h"
#include "ui/learn/puzzle_list.h"
#include "ui/learn/puzzle_store.h"
#include "ui/learn/tutorial.h"
#include "ui/screens/gameselect.h"
#include "ui/screens/title.h"
#include "ui/widgets/title_bar.h"
#include "uilib_fixture.h"
#include "uilib_turns.h"

static const char *const games[] = {"wunchunk", "churn", "conhex", "uknight", "zumo"};

static void click(uifx_t *f, const char *name)
{
    float x, y;
    if (tutorial_screen_locate(uifx_top(f), &f->ui, name, &x, &y)) fail_msg("no '%s' on the puzzle screen", name);
    uifx_click_at(f, x, y);
}

static void click_target(uifx_t *f, int i)
{
    const board_t *b = &tutorial_session(uifx_top(f))->game->board;
    click(f, b->kind == BOARD_SITES ? b->sites[i].name : b->cells[i].name);
}

static int busy(uifx_t *f) { return tutorial_busy(uifx_top(f)); }

/* Makes the move `text` with the board input: each action clicked where
 * the turn builder puts it (a piece first when it starts from one, the
 * stone colour chosen by key), then Confirm when the turn waits for it. */
static void play_by_clicks(uifx_t *f, const char *text)
{
    screen_t *t = uifx_top(f);
    const session_t *s = tutorial_session(t);
    const game_t *g = s->game;
    move_t m;
    char err[GAME_ERR_MAX];
    if (g->rules->parse(g, session_state(s), text, &m, err, sizeof err)) fail_msg("%s: %s", text, err);
    int before = s->cur, colours = g->rules->turn && g->rules->turn->colour_choice;
    for (int i = 0; i < m.n && s->cur == before; i++) {
        const action_t *a = &m.a[i];
        if (a->kind == ACT_END) {
            uifx_key(f, UI_KEY_CHAR, 'e', 0);
            continue;
        }
        if (a->kind == ACT_PASS) {
            click(f, "@pass");
            continue;
        }
        if (a->kind == ACT_CLEANUP) {
            click(f, "@cleanup");
            continue;
        }
        if (a->kind == ACT_PLACE && colours) uifx_key(f, UI_KEY_CHAR, '0' + a->player, 0);
        int target, source;
        if (tutorial_action_target(t, a, &target, &source)) fail_msg("%s: action %d is not offered", text, i + 1);
        if (source >= 0 && source != target) click_target(f, source);
        click_target(f, target);
    }
    if (s->cur == before) uifx_key(f, UI_KEY_CHAR, 'e', 0);
    assert_int_equal(s->cur, before + 1);
}

/* The index of the first puzzle of a game whose file name starts with prefix. */
static int find_puzzle(const char *game, const char *prefix)
{
    demo_files_t *files = malloc(sizeof *files);
    demo_files_list(files, ".", game, "puzzles");
    int i = demo_files_find(files, prefix);
    free(files);
    if (i < 0) fail_msg("no %s puzzle starting '%s'", game, prefix);
    return i;
}

/* The level file of puzzle i of a game (freed by the caller). */
static level_t *puzzle_file(const char *game, int i)
{
    demo_files_t *files = malloc(sizeof *files);
    level_t *lv = level_new();
    char err[600];
    demo_files_list(files, ".", game, "puzzles");
    assert_true(i < files->n);
    if (level_load(lv, files->path[i], err, sizeof err)) fail_msg("%s", err);
    free(files);
    return lv;
}

/* A data folder of the test's own: ticks are written and read back. */
static int setup(void **state)
{
    if (uifx_setup(state)) return -1;
    uifx_t *f = *state;
    char tmpl[512];
    if (!gametest_tmpdir(tmpl, sizeof tmpl, "hexarcade-puzzles-")) return -1;
    snprintf(f->cl.saves_dir, sizeof f->cl.saves_dir, "%s/data", tmpl);
    return 0;
}

static int teardown(void **state)
{
    uifx_t *f = *state;
    char root[1024];
    snprintf(root, sizeof root, "%s", f->cl.saves_dir);
    char *slash = strrchr(root, '/');
    if (slash) *slash = '\0';
    int rc = uifx_teardown(state);
    if (gametest_remove_tree(root) != 0) rc = -1;
    return rc;
}

static void test_list_goals_and_counts(void **state)
{
    uifx_t *f = *state;
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        uifx_push(f, nav_new(&f->ui, NAV_PUZZLES, (nav_arg_t){.rules = game_by_id(games[k])}));
        screen_t *s = uifx_top(f);
        assert_true(puzzle_list_is(s));
        assert_true(puzzle_list_count(s) >= 12);
        for (int i = 0; i < puzzle_list_count(s); i++) {
            const char *goal = puzzle_list_goal(s, i);
            assert_non_null(strstr(goal, " to play"));
            assert_int_equal(puzzle_list_solved(s, i), 0);
        }
        uifx_render(f);
        assert_non_null(crec_find_text(f->rec, "Puzzles"));
        assert_non_null(crec_find_text(f->rec, "0 of "));
        screen_stack_clear(&f->ss);
    }
}

/* After a right first move of a win in two: the reply, then a win at once. */
static void finish_win_in_two(uifx_t *f)
{
    screen_t *t = uifx_top(f);
    if (tutorial_phase(t) != TUT_REPLY) return;
    assert_non_null(strstr(tutorial_feedback(t), " answers: "));
    uifx_settle(f, busy);
    assert_int_equal(tutorial_phase(t), TUT_ASKING);
    const session_t *s = tutorial_session(t);
    const game_t *g = s->game;
    puz_search_t *ps = puz_search_new(g, 2000);
    move_t win;
    assert_true(puz_wins_now(ps, session_state(s), &win) > 0);
    char text[MOVE_TEXT_MAX];
    g->rules->format(g, session_state(s), &win, text, sizeof text);
    puz_search_free(ps);
    play_by_clicks(f, text);
}

/* A puzzle of each game (its first win), clicked; the tick shows in the list after. */
static void test_solve_one_of_each_game(void **state)
{
    uifx_t *f = *state;
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        const game_rules_t *r = game_by_id(games[k]);
        uifx_push(f, nav_new(&f->ui, NAV_PUZZLES, (nav_arg_t){.rules = r}));
        screen_t *list = uifx_top(f);
        int i = find_puzzle(games[k], "win");
        float x, y;
        assert_int_equal(puzzle_list_row_centre(list, &f->ui, i, &x, &y), 0);
        uifx_render(f);
        uifx_click_at(f, x, y);
        screen_t *t = uifx_top(f);
        assert_true(tutorial_is_puzzle(t));
        assert_int_equal(tutorial_lesson(t), i);
        assert_int_equal(tutorial_phase(t), TUT_ASKING);
        const session_t *s = tutorial_session(t);
        level_t *lv = puzzle_file(games[k], i);
        int mover = game_head(session_state(s))->to_move;
        play_by_clicks(f, lv->expect[0]);
        finish_win_in_two(f);
        assert_int_equal(tutorial_phase(t), TUT_RIGHT);
        assert_non_null(strstr(tutorial_feedback(t), "Solved"));
        assert_true(puz_sole_win(session_state(s), mover));
        assert_true(tutorial_puzzle_solved(t));
        uifx_settle(f, busy);
        uifx_render(f);
        assert_non_null(crec_find_text(f->rec, "SOLVED!"));
        assert_non_null(crec_find_text(f->rec, "Next"));
        /* Back to the list: ticked, counted. */
        uifx_key(f, UI_KEY_ESCAPE, 0, 0);
        assert_true(puzzle_list_is(uifx_top(f)));
        assert_int_equal(puzzle_list_solved(uifx_top(f), i), 1);
        uifx_render(f);
        assert_non_null(crec_find_text(f->rec, "1 of "));
        screen_stack_clear(&f->ss);
        level_free(lv);
    }
}

/* The first legal whole move that is not an answer. */
static void wrong_move(const session_t *s, const level_t *lv, char *out, size_t n)
{
    const game_t *g = s->game;
    char err[GAME_ERR_MAX];
    char *all = game_legal_moves_text(g, session_state(s), 4000, NULL, err, sizeof err);
    assert_non_null(all);
    for (char *save = NULL, *w = strtok_r(all, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        int answer = 0;
        for (int i = 0; i < lv->nexpect; i++) {
            move_t a, b;
            char ca[MOVE_TEXT_MAX], cb[MOVE_TEXT_MAX];
            g->rules->parse(g, session_state(s), lv->expect[i], &a, err, sizeof err);
            g->rules->parse(g, session_state(s), w, &b, err, sizeof err);
            g->rules->format(g, session_state(s), &a, ca, sizeof ca);
            g->rules->format(g, session_state(s), &b, cb, sizeof cb);
            answer |= !strcmp(ca, cb);
        }
        if (!answer && strcmp(w, "pass")) {
            snprintf(out, n, "%s", w);
            free(all);
            return;
        }
    }
    free(all);
    fail_msg("no wrong move");
}

/* A defence missed: the opponent's win is played and said in words; Try
 * again goes back to the start, and the answer then solves it. */
static void test_wrong_move_explained_and_retried(void **state)
{
    uifx_t *f = *state;
    int i = find_puzzle("zumo", "defend");
    uifx_push(f, puzzle_screen_new(&f->ui, game_by_id("zumo"), i));
    screen_t *t = uifx_top(f);
    const session_t *s = tutorial_session(t);
    level_t *lv = puzzle_file("zumo", i);
    int question = s->cur;
    char wrong[MOVE_TEXT_MAX];
    wrong_move(s, lv, wrong, sizeof wrong);
    play_by_clicks(f, wrong);
    assert_int_equal(tutorial_phase(t), TUT_WRONG);
    /* In words, the pushed stone named: "White answers: places at C5 and
     * pushes your stone at C7 off the edge, and wins." */
    assert_non_null(strstr(tutorial_feedback(t), "White answers: places at "));
    assert_non_null(strstr(tutorial_feedback(t), "pushes your stone at "));
    assert_non_null(strstr(tutorial_feedback(t), " off the edge, and wins."));
    uifx_settle(f, busy);
    /* The answer was played on the board: White has won. */
    assert_int_equal(s->cur, question + 2);
    assert_true(puz_sole_win(session_state(s), 2));
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "NOT QUITE"));
    click(f, "@retry");
    assert_int_equal(tutorial_phase(t), TUT_ASKING);
    assert_int_equal(s->cur, question);
    uifx_settle(f, busy);
    /* The hint: the first action of an answer, drawn on the board. */
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    assert_non_null(strstr(tutorial_feedback(t), "Hint: start with "));
    uifx_steps(f, 2, 1);
    play_by_clicks(f, lv->expect[0]);
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
    assert_true(tutorial_puzzle_solved(t));
    level_free(lv);
}

/* A win in two: the right first move is answered by the opponent, and the
 * player's winning move then solves it; a wrong second move is explained. */
static void test_win_in_two(void **state)
{
    uifx_t *f = *state;
    int i = find_puzzle("conhex", "win2");
    uifx_push(f, puzzle_screen_new(&f->ui, game_by_id("conhex"), i));
    screen_t *t = uifx_top(f);
    const session_t *s = tutorial_session(t);
    int question = s->cur;
    level_t *lv = puzzle_file("conhex", i);
    /* Right, answered, then a second move that does not win. */
    play_by_clicks(f, lv->expect[0]);
    assert_int_equal(tutorial_phase(t), TUT_REPLY);
    uifx_settle(f, busy);
    assert_int_equal(tutorial_phase(t), TUT_ASKING);
    assert_int_equal(s->cur, question + 2);
    level_t none = {0}; /* no answers: any move that does not win is "wrong" here */
    char wrong[MOVE_TEXT_MAX];
    puz_search_t *ps = puz_search_new(s->game, 2000);
    move_t *wins = malloc(sizeof *wins * 64);
    int nw = puz_answers(ps, session_state(s), PUZ_WIN1, wins, 64);
    assert_true(nw > 0);
    for (int k = 0; k < nw && none.nexpect < LEVEL_MAX_EXPECT; k++)
        s->game->rules->format(s->game, session_state(s), &wins[k], none.expect[none.nexpect++], LEVEL_TEXT_LEN);
    wrong_move(s, &none, wrong, sizeof wrong);
    free(wins);
    puz_search_free(ps);
    play_by_clicks(f, wrong);
    assert_int_equal(tutorial_phase(t), TUT_WRONG);
    assert_non_null(strstr(tutorial_feedback(t), "That does not win at once."));
    uifx_settle(f, busy);
    click(f, "@retry");
    assert_int_equal(s->cur, question);
    uifx_settle(f, busy);
    /* The whole answer. */
    play_by_clicks(f, lv->expect[0]);
    level_free(lv);
    finish_win_in_two(f);
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
}

/* A damaged list of solved puzzles: said, left alone, nothing written over it. */
/* The mid-end's click sequence in puzzles: the play screen's trace
 * (test_ui_play), in each game's first puzzle whose turn a click can
 * finish. */
static const session_t *puz_sess(screen_t *s) { return tutorial_session(s); }
static const char *puz_msg(screen_t *s) { return tutorial_feedback(s); }
static const uiturn_screen_t puz_screen = {tutorial_screen_locate, puz_sess, puz_msg};

static void test_confirm_trace(void **state)
{
    uifx_t *f = *state;
    int traced = 0;
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        screen_stack_clear(&f->ss);
        uifx_push(f, nav_new(&f->ui, NAV_PUZZLES, (nav_arg_t){.rules = game_by_id(games[k])}));
        screen_t *list = uifx_top(f);
        float x, y;
        assert_int_equal(puzzle_list_row_centre(list, &f->ui, 0, &x, &y), 0);
        uifx_render(f);
        uifx_click_at(f, x, y);
        screen_t *t = uifx_top(f);
        assert_true(tutorial_is_puzzle(t));
        char target[32], trace[400];
        if (uiturn_finishing_target(tutorial_session(t), NULL, target, sizeof target)) continue;
        uiturn_confirm_trace(f, &puz_screen, target, trace, sizeof trace);
        if (strcmp(trace, UITURN_CONFIRM_TRACE)) fail_msg("%s: %s on %s", games[k], trace, target);
        traced++;
    }
    assert_true(traced >= 3);
}

static void test_damaged_solved_file(void **state)
{
    uifx_t *f = *state;
    char path[1200], err[256];
    static const char bad[] = "not a list\n";
    /* A data folder as deep as a person's (its path is said in the panel). */
    char data[sizeof f->cl.saves_dir], deep[sizeof f->cl.saves_dir];
    snprintf(data, sizeof data, "%s", f->cl.saves_dir);
    if (snprintf(deep, sizeof deep, "%.900s/home/someone-with-a-long-name/.local/share/hexarcade", data) >= (int)sizeof deep) fail();
    snprintf(f->cl.saves_dir, sizeof f->cl.saves_dir, "%s", deep);
    assert_int_equal(fileio_mkdirs(f->cl.saves_dir), 0);
    snprintf(path, sizeof path, "%s/%s", f->cl.saves_dir, PUZZLE_STORE_NAME);
    assert_int_equal(fileio_write_atomic(path, bad, strlen(bad), err, sizeof err), 0);
    uifx_push(f, nav_new(&f->ui, NAV_PUZZLES, (nav_arg_t){.rules = game_by_id("conhex")}));
    assert_non_null(strstr(f->cl.message, "left alone"));
    int i = find_puzzle("conhex", "win1");
    uifx_push(f, puzzle_screen_new(&f->ui, game_by_id("conhex"), i));
    level_t *lv = puzzle_file("conhex", i);
    play_by_clicks(f, lv->expect[0]);
    level_free(lv);
    screen_t *t = uifx_top(f);
    assert_int_equal(tutorial_phase(t), TUT_RIGHT);
    assert_non_null(strstr(tutorial_feedback(t), "not kept"));
    /* Said whole in the panel at 1280x720 (the path was cut). */
    uifx_steps(f, 240, 0);
    uifx_render(f);
    if (crec_overflow_count(f->rec)) {
        crec_dump_overflows(f->rec, stderr);
        fail_msg("%d text(s) do not fit", crec_overflow_count(f->rec));
    }
    size_t len;
    char *text = fileio_read_text(path, &len, err, sizeof err);
    assert_string_equal(text, bad);
    free(text);
    snprintf(f->cl.saves_dir, sizeof f->cl.saves_dir, "%s", data);
}

/* A move that ends the game without the win: the counts say why
 * ("That ends the game, but Blue does not win: Red 5 chunks to Blue 6"). */
static void test_ending_move_gives_the_counts(void **state)
{
    uifx_t *f = *state;
    int i = find_puzzle("wunchunk", "win1-endgame-fill");
    uifx_push(f, puzzle_screen_new(&f->ui, game_by_id("wunchunk"), i));
    screen_t *t = uifx_top(f);
    const session_t *s = tutorial_session(t);
    const game_t *g = s->game;
    int mover = game_head(session_state(s))->to_move;
    char err[GAME_ERR_MAX], ending[MOVE_TEXT_MAX] = "";
    char *all = game_legal_moves_text(g, session_state(s), 4000, NULL, err, sizeof err);
    assert_non_null(all);
    for (char *save = NULL, *w = strtok_r(all, " ", &save); w && !ending[0]; w = strtok_r(NULL, " ", &save)) {
        void *after = gametest_dup(g, session_state(s));
        move_t m;
        if (g->rules->parse(g, after, w, &m, err, sizeof err) == 0 &&
            game_apply_move(g, after, &m, NULL, err, sizeof err) == 0 && game_is_over(after) &&
            !puz_sole_win(after, mover))
            snprintf(ending, sizeof ending, "%s", w);
        free(after);
    }
    free(all);
    if (!ending[0]) fail_msg("no move of the puzzle ends the game without the win");
    play_by_clicks(f, ending);
    assert_int_equal(tutorial_phase(t), TUT_WRONG);
    const char *said = tutorial_feedback(t);
    print_message("%s: %s\n", ending, said);
    char want[128];
    snprintf(want, sizeof want, "That ends the game, but %s does not win: ", g->rules->colour_names[mover - 1]);
    assert_non_null(strstr(said, want));
    assert_non_null(strstr(said, " chunks"));
    /* Each colour's count, as the game's score gives it. */
    for (int p = 1; p <= g->setup.players; p++) {
        int v[GAME_SCORE_MAX];
        assert_true(g->rules->score(g, session_state(s), p, v, GAME_SCORE_MAX) >= 1);
        snprintf(want, sizeof want, "%s %d", g->rules->colour_names[p - 1], v[0]);
        assert_non_null(strstr(said, want));
    }
}

/* A Wunchunk puzzle shows each player's counters beside the board, as the
 * play screen does: the chunks and the crumbs the rules count. */
static void test_counters_beside_the_board(void **state)
{
    uifx_t *f = *state;
    int i = find_puzzle("wunchunk", "win1-endgame-fill");
    uifx_push(f, puzzle_screen_new(&f->ui, game_by_id("wunchunk"), i));
    const session_t *s = tutorial_session(uifx_top(f));
    const game_t *g = s->game;
    uifx_render(f);
    assert_int_equal(crec_count_text(f->rec, "CHUNKS"), g->setup.players);
    for (int p = 1; p <= g->setup.players; p++) {
        int v[GAME_SCORE_MAX];
        assert_true(g->rules->score(g, session_state(s), p, v, GAME_SCORE_MAX) >= 2);
        char want[64];
        snprintf(want, sizeof want, "crumbs %d", v[1]);
        if (!crec_find_text(f->rec, want))
            fail_msg("%s: no '%s' on the puzzle screen", g->rules->colour_names[p - 1], want);
    }
}

/* The ways in: the title's action bar (the game its list has selected)
 * and "Choose a game" (its Puzzles button, or P). */
static void test_ways_in(void **state)
{
    uifx_t *f = *state;
    nav_push(&f->ui, NAV_TITLE, (nav_arg_t){.game = 0});
    uifx_steps(f, 2, 1);
    screen_t *title = uifx_top(f);
    int slot = -1;
    for (int i = 0; i < title_actions(title); i++)
        if (title_action(title, i) == TITLE_PUZZLES) slot = i;
    assert_true(slot >= 0);
    canvas_rect_t r = title_action_rect(title, &f->ui, slot);
    uifx_click_at(f, r.x + r.w * 0.5f, r.y + r.h * 0.5f);
    assert_true(puzzle_list_is(uifx_top(f)));
    assert_ptr_equal(puzzle_list_game(uifx_top(f)), game_by_index(title_selected(title)));
    /* Another game's puzzles: Right. */
    uifx_key(f, UI_KEY_RIGHT, 0, 0);
    assert_ptr_equal(puzzle_list_game(uifx_top(f)), game_by_index((title_selected(title) + 1) % game_count()));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    nav_push(&f->ui, NAV_GAMESELECT, (nav_arg_t){.game = 2});
    uifx_steps(f, 1, 0);
    uifx_key(f, UI_KEY_CHAR, 'p', 0);
    assert_true(puzzle_list_is(uifx_top(f)));
    assert_ptr_equal(puzzle_list_game(uifx_top(f)), game_by_index(2));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    r = gameselect_button_rect(&f->ui, 3);
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Puzzles"));
    uifx_click_at(f, r.x + r.w * 0.5f, r.y + r.h * 0.5f);
    assert_true(puzzle_list_is(uifx_top(f)));
    /* Enter plays the selected puzzle. */
    uifx_key(f, UI_KEY_DOWN, 0, 0);
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_true(tutorial_is_puzzle(uifx_top(f)));
    assert_int_equal(tutorial_lesson(uifx_top(f)), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_list_goals_and_counts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_solve_one_of_each_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_wrong_move_explained_and_retried, setup, teardown),
        cmocka_unit_test_setup_teardown(test_win_in_two, setup, teardown),
        cmocka_unit_test_setup_teardown(test_damaged_solved_file, setup, teardown),
        cmocka_unit_test_setup_teardown(test_ending_move_gives_the_counts, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_ways_in, setup, teardown),
        cmocka_unit_test_setup_teardown(test_counters_beside_the_board, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_confirm_trace, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
