/* Climbing the ladder (issue 50): after a person beats the AI the result
 * screen offers the next level ("Try Beginner next"), key T starts it with
 * the AI one level up, and the set-up remembers that level for the game
 * (in the settings file); only a win alone over AI seats of one level
 * below Expert offers a next level. A first game is set up on the board
 * the newcomer check measures (Zumo side 6, not 10). Recording canvas,
 * dummy SDL drivers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "core/fileio.h"
#include "core/game.h"
#include "core/rng.h"
#include "lib_gametest.h"
#include "ui/app/nav.h"
#include "ui/play/play.h"
#include "ui/screens/result.h"
#include "ui/screens/result_next.h"
#include "ui/screens/setup_model.h"
#include "uilib_fixture.h"

typedef struct {
    uifx_t *f;
    char root[400];
} world_t;

/* The fixture with a real client over fresh config and data folders. */
static void world_open(world_t *w, void **state)
{
    w->f = *state;
    assert_non_null(gametest_tmpdir(w->root, sizeof w->root, "hexladder"));
    char path[512];
    snprintf(path, sizeof path, "%s/config", w->root);
    plat_setenv("XDG_CONFIG_HOME", path);
    snprintf(path, sizeof path, "%s/data", w->root);
    plat_setenv("XDG_DATA_HOME", path);
    char data[1024];
    game_data_dir(data, sizeof data, NULL);
    client_init(&w->f->cl, data);
    w->f->ui.client = &w->f->cl;
    uifx_steps(w->f, 600, 0);
}

static void world_close(world_t *w)
{
    screen_stack_clear(&w->f->ss);
    assert_int_equal(gametest_remove_tree(w->root), 0);
    plat_setenv("XDG_CONFIG_HOME", NULL);
    plat_setenv("XDG_DATA_HOME", NULL);
}

/* A ConHex game played to its end at random, then its last move taken
 * back: the mover's next move wins. Seats: the mover `mover_seat`, the
 * other seat `other`. */
static session_t *nearly_won(const char *mover_seat, const char *other, uint64_t seed)
{
    char err[256];
    session_t *s = session_new(gametest_game("conhex", ""), err, sizeof err);
    assert_non_null(s);
    match_t t;
    assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, seed);
    for (int i = 0; i < 5000 && !game_is_over(session_state(s)); i++)
        if (uifx_random_turn(s, &t, &rng)) break;
    match_free(&t);
    assert_true(game_is_over(session_state(s)));
    assert_int_equal(session_undo(s), 0);
    int mover = session_seat_of_colour(s, game_head(session_state(s))->to_move) - 1;
    for (int i = 0; i < 2; i++) snprintf(s->seat[i], SESSION_SEAT_LEN, "%s", i == mover ? mover_seat : other);
    return s;
}

static int result_not_on_top(uifx_t *f) { return !result_screen_is(uifx_top(f)); }

/* Who is offered a next level. */
static void test_next_level(void **state)
{
    (void)state;
    static const struct {
        const char *winner, *loser;
        int want;
    } cases[] = {
        {"human", "first", AI_BEGINNER}, {"human", "beginner", AI_EASY}, {"human", "hard", AI_EXPERT},
        {"human", "expert", -1},         /* the top: nothing above */
        {"first", "human", -1},          /* a loss: What went wrong instead */
        {"human", "human", -1},          /* people only */
        {"easy", "hard", -1},            /* the AI only */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        session_t *s = nearly_won(cases[i].winner, cases[i].loser, 5 + i);
        assert_int_equal(result_next_level(s), -1); /* not over yet */
        assert_int_equal(session_redo(s), 0);
        assert_true(game_is_over(session_state(s)));
        assert_int_equal(result_next_level(s), cases[i].want);
        session_free(s);
    }
    char label[48];
    result_next_label(AI_BEGINNER, label, sizeof label);
    assert_string_equal(label, "Try Beginner next");
}

/* A win over First: the result screen offers Beginner; T starts it, and
 * the set-up (and the settings file) remember Beginner for ConHex. */
static void test_climb(void **state)
{
    world_t w;
    world_open(&w, state);
    uifx_t *f = w.f;
    session_t *s = nearly_won("human", "first", 3);
    uifx_push(f, nav_new(&f->ui, NAV_PLAY, (nav_arg_t){.session = s}));
    assert_int_equal(session_redo(s), 0);
    uifx_settle(f, result_not_on_top);
    uifx_render(f);
    assert_true(result_screen_is(uifx_top(f)));
    assert_non_null(crec_find_text(f->rec, "Try Beginner next"));
    float x, y;
    assert_int_equal(result_screen_locate(uifx_top(f), &f->ui, "@climb", &x, &y), 0);
    assert_int_equal(result_screen_locate(uifx_top(f), &f->ui, "@wrong", &x, &y), -1);
    /* Past the moment keys from the board are refused, T starts it. */
    uifx_steps(f, (int)(1.0 / f->ui.step) + 1, 0); /* a second */
    uifx_key(f, UI_KEY_CHAR, 't', 0);
    uifx_steps(f, 2, 0);
    if (!play_screen_is(uifx_top(f)))
        fail_msg("no new game: top %s, problem '%s', message '%s'", uifx_top(f)->ops->name,
                 result_screen_problem(uifx_top(f)), f->cl.message);
    session_t *ns = uifx_session(f);
    assert_non_null(ns);
    assert_true(ns != s);
    assert_false(game_is_over(session_state(ns)));
    int humans = 0, beginners = 0;
    for (int i = 0; i < 2; i++) {
        humans += !strcmp(ns->seat[i], "human");
        beginners += !strcmp(ns->seat[i], "beginner");
    }
    assert_int_equal(humans, 1);
    assert_int_equal(beginners, 1);
    /* Remembered: the settings, the file, and the set-up screen's model. */
    const char *words = settings_last_setup(&f->cl.settings, "conhex");
    assert_non_null(words);
    assert_non_null(strstr(words, "=beginner"));
    assert_null(strstr(words, "=first"));
    char err[256];
    char *text = fileio_read(f->cl.settings_path, NULL, err, sizeof err);
    assert_non_null(text);
    assert_non_null(strstr(text, "setup-conhex = "));
    assert_non_null(strstr(text, "=beginner"));
    free(text);
    setup_model_t m;
    setup_model_init_level(&m, game_by_id("conhex"), words, AI_FIRST);
    int ai_seat = !strcmp(ns->seat[0], "human") ? 1 : 0;
    assert_string_equal(setup_model_seat(&m, ai_seat), "beginner");
    world_close(&w);
}

/* A loss offers What went wrong, not a next level. */
static void test_no_climb_after_loss(void **state)
{
    world_t w;
    world_open(&w, state);
    uifx_t *f = w.f;
    session_t *s = nearly_won("first", "human", 4);
    uifx_push(f, nav_new(&f->ui, NAV_PLAY, (nav_arg_t){.session = s}));
    assert_int_equal(session_redo(s), 0);
    uifx_settle(f, result_not_on_top);
    uifx_render(f);
    assert_true(result_screen_is(uifx_top(f)));
    float x, y;
    assert_int_equal(result_screen_locate(uifx_top(f), &f->ui, "@climb", &x, &y), -1);
    assert_null(crec_find_text(f->rec, "Try Beginner next"));
    uifx_steps(f, (int)(1.0 / f->ui.step) + 1, 0); /* a second */
    uifx_key(f, UI_KEY_CHAR, 't', 0);
    uifx_steps(f, 2, 0);
    assert_true(result_screen_is(uifx_top(f)));
    world_close(&w);
}

/* A first game's board: the newcomer check's, unless words say another;
 * other levels keep the default board. */
static void test_first_board(void **state)
{
    (void)state;
    const game_rules_t *z = game_by_id("zumo");
    assert_non_null(z);
    setup_model_t m;
    setup_model_init_level(&m, z, NULL, AI_FIRST);
    assert_int_equal(m.setup.side, 6);
    setup_model_init_level(&m, z, "size=8", AI_FIRST);
    assert_int_equal(m.setup.side, 8);
    setup_model_init_level(&m, z, NULL, AI_BEGINNER);
    assert_int_equal(m.setup.side, z->default_side(2));
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        int side = ai_level_first_side(r);
        setup_model_init_level(&m, r, NULL, AI_FIRST);
        if (side) assert_int_equal(m.setup.side, side);
        if (r->board_kind == BOARD_HEXHEX && r->max_side > r->min_side)
            assert_true(m.setup.side >= r->min_side && m.setup.side <= r->max_side);
        /* No bigger than the default: a first board a newcomer can see. */
        if (r->board_kind == BOARD_HEXHEX) assert_true(m.setup.side <= r->default_side(m.setup.players));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_next_level),
        cmocka_unit_test_setup_teardown(test_climb, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_no_climb_after_loss, uifx_setup, uifx_teardown),
        cmocka_unit_test(test_first_board),
    };
    return cmocka_run_group_tests_name("ui_ladder", tests, NULL, NULL);
}
