/* The player's record in the client: a game against the AI is recorded
 * once when it ends (the result screen says how the rating moved), a game
 * taken back and finished again is not counted twice, a loaded finished
 * game is not counted, hot seat and AI-only games never; a damaged record
 * file is reported and left alone; several AI seats count by who won; the
 * statistics screen shows the record, the rating and the suggestion; the
 * set-up shows each level's rating. Recording canvas, dummy SDL drivers. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "core/elo.h"
#include "core/fileio.h"
#include "core/game.h"
#include "core/record.h"
#include "core/rng.h"
#include "lib_gametest.h"
#include "ui/app/nav.h"
#include "ui/screens/result.h"
#include "ui/screens/setup_model.h"
#include "ui/screens/stats_screen.h"
#include "ui/widgets/standing.h"
#include "uilib_fixture.h"

typedef struct {
    uifx_t *f;
    char root[512];
    char record_path[700];
} world_t;

/* The fixture with a real client over a fresh data folder; `record`,
 * when not NULL, is written there first as the record file. */
static void world_open(world_t *w, void **state, const char *record)
{
    w->f = *state;
    assert_non_null(gametest_tmpdir(w->root, sizeof w->root, "hexstats"));
    char path[700], err[256];
    snprintf(path, sizeof path, "%s/config", w->root);
    plat_setenv("XDG_CONFIG_HOME", path);
    snprintf(path, sizeof path, "%s/data", w->root);
    plat_setenv("XDG_DATA_HOME", path);
    snprintf(w->record_path, sizeof w->record_path, "%s/data/hexarcade/%s", w->root, RECORD_FILE);
    if (record) {
        snprintf(path, sizeof path, "%s/data/hexarcade", w->root);
        assert_int_equal(fileio_mkdirs(path), 0);
        assert_int_equal(fileio_write_atomic(w->record_path, record, strlen(record), err, sizeof err), 0);
    }
    char data[1024];
    game_data_dir(data, sizeof data, NULL);
    client_init(&w->f->cl, data);
    w->f->ui.client = &w->f->cl;
    /* Some time on the clock: the play screen dates a game loaded over
     * back by the banner's time. */
    uifx_steps(w->f, 600, 0);
}

static void world_close(world_t *w)
{
    screen_stack_clear(&w->f->ss);
    assert_int_equal(gametest_remove_tree(w->root), 0);
    plat_setenv("XDG_CONFIG_HOME", NULL);
    plat_setenv("XDG_DATA_HOME", NULL);
}

static session_t *new_session(const char *id, const char *words)
{
    char err[256];
    session_t *s = session_new(gametest_game(id, words), err, sizeof err);
    assert_non_null(s);
    return s;
}

static void play_to_end(session_t *s, uint64_t seed)
{
    match_t t;
    assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, seed);
    for (int i = 0; i < 5000 && !game_is_over(session_state(s)); i++)
        if (uifx_random_turn(s, &t, &rng)) break;
    match_free(&t);
    assert_true(game_is_over(session_state(s)));
}

/* A ConHex game one move from its end, the mover a person and the other
 * seat the AI at `level`: the test plays the last move (redo). */
static session_t *nearly_over(const char *level, uint64_t seed)
{
    session_t *s = new_session("conhex", "");
    play_to_end(s, seed);
    assert_int_equal(session_undo(s), 0);
    int mover = session_seat_of_colour(s, game_head(session_state(s))->to_move) - 1;
    for (int i = 0; i < 2; i++) snprintf(s->seat[i], SESSION_SEAT_LEN, "%s", i == mover ? "human" : level);
    return s;
}

static int result_on_top(uifx_t *f) { return !result_screen_is(uifx_top(f)); }

/* Plays the last move in the play screen and waits for the result. */
static void finish(uifx_t *f)
{
    session_t *s = uifx_session(f);
    assert_int_equal(session_redo(s), 0);
    uifx_settle(f, result_on_top);
    uifx_render(f);
}

static int person_won(const session_t *s)
{
    const game_head_t *h = game_head(session_state(s));
    for (int c = 1; c <= 2; c++)
        if (!strcmp(s->seat[session_seat_of_colour(s, c) - 1], "human")) return h->winners >> (c - 1) & 1;
    return -1;
}

static void test_game_recorded_once(void **state)
{
    world_t w;
    world_open(&w, state, NULL);
    uifx_t *f = w.f;
    session_t *s = nearly_over("hard", 11);
    uifx_push(f, nav_new(&f->ui, NAV_PLAY, (nav_arg_t){.session = s}));
    finish(f);
    int won = person_won(s);
    /* The file holds the game; the result screen says the change. */
    const record_entry_t *e = record_find(&f->cl.record, "conhex", "hard");
    assert_non_null(e);
    assert_int_equal(e->wins, won);
    assert_int_equal(e->losses, !won);
    char err[256];
    char *text = fileio_read(w.record_path, NULL, err, sizeof err);
    assert_non_null(text);
    assert_non_null(strstr(text, won ? "conhex hard 1 0 0\n" : "conhex hard 0 1 0\n"));
    free(text);
    const game_rules_t *r = game_by_id("conhex");
    int start = ai_level_elo(r, AI_FIRST), hard = ai_level_elo(r, AI_HARD);
    elo_opponent_t o = {hard, won, 0, !won};
    char want[128];
    double a = elo_estimate(&o, 1, start, STANDING_PRIOR_SD);
    long after = lround(a);
    /* One game: still in the provisional period. */
    assert_true(elo_deviation(&o, 1, a, STANDING_PRIOR_SD) > STANDING_SETTLED_RD);
    snprintf(want, sizeof want, "Your ConHex rating: %d \xE2\x86\x92 %ld (%+ld), provisional", start, after,
             after - start);
    assert_string_equal(result_screen_note(uifx_top(f)), want);
    assert_non_null(crec_find_text(f->rec, want));
    /* Back to the board, the last move taken back and played again: the
     * same game, not counted again, and no line on the new result. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_int_equal(session_undo(s), 0);
    uifx_steps(f, 10, 0);
    finish(f);
    e = record_find(&f->cl.record, "conhex", "hard");
    assert_int_equal(e->wins + e->losses + e->draws, 1);
    assert_string_equal(result_screen_note(uifx_top(f)), "");
    /* A restart is a new game: played to its end again, it counts. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_int_equal(session_restart(s), 0);
    uifx_steps(f, 2, 0);
    play_to_end(s, 12);
    uifx_steps(f, 10, 0);
    uifx_settle(f, result_on_top);
    e = record_find(&f->cl.record, "conhex", "hard");
    assert_int_equal(e->wins + e->losses + e->draws, 2);
    assert_non_null(strstr(result_screen_note(uifx_top(f)), "Your ConHex rating: "));
    world_close(&w);
}

/* A game loaded already over when the client starts (time 0, as with
 * --load): its banner, then its result screen. */
static void test_loaded_over_at_start(void **state)
{
    uifx_t *f = *state;
    session_t *s = new_session("conhex", "");
    play_to_end(s, 21);
    assert_true(f->ui.time < 0.5);
    uifx_push(f, nav_new(&f->ui, NAV_PLAY, (nav_arg_t){.session = s}));
    uifx_steps(f, 240, 1);
    assert_true(result_screen_is(uifx_top(f)));
}

static void test_not_counted(void **state)
{
    world_t w;
    world_open(&w, state, NULL);
    uifx_t *f = w.f;
    /* A game loaded already over was recorded when it ended. */
    session_t *s = new_session("conhex", "");
    play_to_end(s, 21);
    snprintf(s->seat[0], SESSION_SEAT_LEN, "human");
    snprintf(s->seat[1], SESSION_SEAT_LEN, "easy");
    uifx_push(f, nav_new(&f->ui, NAV_PLAY, (nav_arg_t){.session = s}));
    uifx_settle(f, result_on_top);
    assert_int_equal(f->cl.record.n, 0);
    assert_string_equal(result_screen_note(uifx_top(f)), "");
    screen_stack_clear(&f->ss);
    /* Hot seat and the AI against itself. */
    static const char *const seats[][2] = {{"human", "human"}, {"easy", "hard"}};
    for (int k = 0; k < 2; k++) {
        s = nearly_over("easy", 30 + (uint64_t)k);
        for (int i = 0; i < 2; i++) snprintf(s->seat[i], SESSION_SEAT_LEN, "%s", seats[k][i]);
        standing_t st;
        assert_int_equal(session_redo(s), 0);
        assert_int_equal(standing_of_session(s, &st), 0);
        assert_int_equal(standing_games(&st), 0);
        session_free(s);
    }
    assert_false(fileio_exists(w.record_path));
    world_close(&w);
}

static void test_damaged_file_left_alone(void **state)
{
    world_t w;
    const char *damaged = RECORD_FORMAT "\nconhex hard 1 2 3\nconhex easy lots 0 0\n";
    world_open(&w, state, damaged);
    uifx_t *f = w.f;
    assert_true(f->cl.record_bad);
    assert_non_null(strstr(f->cl.message, "Record file not read"));
    assert_non_null(strstr(f->cl.message, "record.txt:3:"));
    f->cl.message[0] = '\0';
    session_t *s = nearly_over("medium", 41);
    uifx_push(f, nav_new(&f->ui, NAV_PLAY, (nav_arg_t){.session = s}));
    finish(f);
    assert_string_equal(result_screen_note(uifx_top(f)), "Not recorded: the record file is damaged and left as it is.");
    char err[256];
    char *text = fileio_read(w.record_path, NULL, err, sizeof err);
    assert_string_equal(text, damaged);
    free(text);
    /* The statistics screen says so too. */
    screen_stack_clear(&f->ss);
    uifx_push(f, nav_new(&f->ui, NAV_STATS, (nav_arg_t){.game = 0}));
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Record file not read"));
    world_close(&w);
}

/* Three players: counted against each AI seat by who won. */
static void test_several_ai_seats(void **state)
{
    (void)state;
    session_t *s = new_session("wunchunk", "players=3");
    play_to_end(s, 51);
    game_head_t *h = (game_head_t *)s->hist[s->cur].state;
    snprintf(s->seat[0], SESSION_SEAT_LEN, "easy");
    snprintf(s->seat[1], SESSION_SEAT_LEN, "human");
    snprintf(s->seat[2], SESSION_SEAT_LEN, "hard");
    int me = 0, ce = 0, ch = 0;
    for (int c = 1; c <= 3; c++) {
        int seat = session_seat_of_colour(s, c) - 1;
        if (seat == 0) ce = c;
        else if (seat == 1) me = c;
        else ch = c;
    }
    standing_t st;
    h->status = GAME_WIN;
    h->winners = (uint8_t)(1 << (me - 1));
    assert_int_equal(standing_of_session(s, &st), 1);
    assert_int_equal(st.wins[AI_EASY], 1);
    assert_int_equal(st.wins[AI_HARD], 1);
    assert_int_equal(standing_games(&st), 2);
    h->winners = (uint8_t)(1 << (ch - 1));
    assert_int_equal(standing_of_session(s, &st), 1);
    assert_int_equal(st.losses[AI_HARD], 1);
    assert_int_equal(standing_games(&st), 1); /* nothing against Easy, who lost too */
    h->winners = (uint8_t)(1 << (me - 1) | 1 << (ce - 1));
    assert_int_equal(standing_of_session(s, &st), 1);
    assert_int_equal(st.draws[AI_EASY], 1);
    assert_int_equal(st.wins[AI_HARD], 1);
    h->status = GAME_DRAW;
    h->winners = 0;
    assert_int_equal(standing_of_session(s, &st), 1);
    assert_int_equal(st.draws[AI_EASY] + st.draws[AI_HARD], 2);
    session_free(s);
}

static void test_stats_screen(void **state)
{
    world_t w;
    world_open(&w, state, RECORD_FORMAT "\nconhex hard 3 5 0\nconhex easy 4 0 1\nzumo beginner 1 0 0\n");
    uifx_t *f = w.f;
    assert_false(f->cl.record_bad);
    int conhex = -1;
    for (int i = 0; i < game_count(); i++)
        if (!strcmp(game_by_index(i)->id, "conhex")) conhex = i;
    uifx_push(f, nav_new(&f->ui, NAV_STATS, (nav_arg_t){.game = conhex}));
    uifx_render(f);
    const game_rules_t *r = game_by_id("conhex");
    elo_opponent_t o[2] = {{ai_level_elo(r, AI_HARD), 3, 0, 5}, {ai_level_elo(r, AI_EASY), 4, 1, 0}};
    double me = elo_estimate(o, 2, ai_level_elo(r, AI_FIRST), STANDING_PRIOR_SD);
    char want[96];
    snprintf(want, sizeof want, "Your rating  %ld", lround(me));
    assert_non_null(crec_find_text(f->rec, want));
    snprintf(want, sizeof want, "8 games \xC2\xB7 rating %ld", lround(me)); /* hard 8, and easy 5: 13 */
    assert_null(crec_find_text(f->rec, want));
    snprintf(want, sizeof want, "13 games \xC2\xB7 rating %ld", lround(me));
    assert_non_null(crec_find_text(f->rec, want));
    snprintf(want, sizeof want, "%d", ai_level_elo(r, AI_EXPERT));
    assert_non_null(crec_find_text(f->rec, want));
    assert_non_null(crec_find_text(f->rec, "38%")); /* 3 of 8 against Hard */
    assert_non_null(crec_find_text(f->rec, "90%")); /* 4.5 of 5 against Easy */
    /* The suggestion: the level nearest the rating. */
    int best = 0;
    for (int lv = 1; lv < AI_LEVELS; lv++)
        if (fabs(ai_level_elo(r, (ai_level_t)lv) - me) < fabs(ai_level_elo(r, (ai_level_t)best) - me)) best = lv;
    standing_t st;
    standing_of_record(&f->cl.record, r, &st);
    assert_int_equal(standing_suggest(r, &st), best);
    assert_non_null(crec_find_text(f->rec, "Suggested level: "));
    assert_non_null(crec_find_text(f->rec, "No games yet")); /* the games without a record */
    /* Down: the next game; Enter: its set-up. */
    uifx_key(f, UI_KEY_DOWN, 0, 0);
    assert_int_equal(stats_screen_game(uifx_top(f)), (conhex + 1) % game_count());
    uifx_key(f, UI_KEY_ENTER, 0, 0);
    assert_string_equal(uifx_top(f)->ops->name, "setup");
    world_close(&w);
}

/* The set-up shows a level's rating beside it; a new player is offered
 * First game, a player with a result in the game the suggested level. */
static void test_setup_shows_ratings(void **state)
{
    (void)state;
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        setup_model_t m;
        record_t *rec = malloc(sizeof *rec);
        assert_non_null(rec);
        record_init(rec);
        assert_int_equal(standing_default_level(r, rec), AI_FIRST);
        assert_int_equal(standing_default_level(r, NULL), AI_FIRST);
        setup_model_init_level(&m, r, NULL, standing_default_level(r, rec));
        for (int row = 0; row < m.nrows; row++) {
            if (m.rows[row].kind != SROW_SEAT || m.who[m.rows[row].index] == 0) continue;
            char v[96], want[96];
            setup_model_value(&m, row, v, sizeof v);
            snprintf(want, sizeof want, "AI \xC2\xB7 First \xC2\xB7 %d", ai_level_elo(r, AI_FIRST));
            assert_string_equal(v, want);
        }
        standing_t none = {0};
        assert_int_equal(standing_suggest(r, &none), AI_FIRST);
        /* Three wins over Easy: the suggestion moves up, and so does the
         * set-up's offer. */
        for (int k = 0; k < 3; k++) assert_int_equal(record_add(rec, r->id, "easy", RECORD_WIN), 0);
        standing_t st;
        standing_of_record(rec, r, &st);
        int lv = standing_suggest(r, &st);
        assert_true(lv > AI_FIRST);
        assert_int_equal(standing_default_level(r, rec), lv);
        setup_model_init_level(&m, r, NULL, standing_default_level(r, rec));
        assert_string_equal(setup_model_seat(&m, 1), ai_level_name((ai_level_t)lv));
        /* A remembered choice still wins over the offer. */
        setup_model_init_level(&m, r, "seat2=expert", lv);
        assert_string_equal(setup_model_seat(&m, 1), "expert");
        free(rec);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_game_recorded_once, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_not_counted, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_loaded_over_at_start, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_damaged_file_left_alone, uifx_setup, uifx_teardown),
        cmocka_unit_test(test_several_ai_seats),
        cmocka_unit_test_setup_teardown(test_stats_screen, uifx_setup, uifx_teardown),
        cmocka_unit_test(test_setup_shows_ratings),
    };
    return cmocka_run_group_tests_name("ui_stats", tests, NULL, NULL);
}
