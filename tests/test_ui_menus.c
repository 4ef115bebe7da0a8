/* The menus: the command-line options that start a game, the setup screen
 * driven by ui events, settings kept (and a bad settings file left alone),
 * save slots (corrupt and foreign files listed, never touched), Continue
 * only with an autosave, the rules books and their diagrams, and every menu
 * screen drawn on the recording canvas at 1280x720 and 3840x2160. User
 * directories are temporary (XDG_CONFIG_HOME, XDG_DATA_HOME). */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/game.h"
#include "core/saves.h"
#include "draw/canvas_rec.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/app/opts.h"
#include "ui/learn/demo.h"
#include "ui/learn/puzzle_list.h"
#include "ui/platform/screen.h"
#include "ui/play/play.h"
#include "ui/screens/gameselect.h"
#include "ui/screens/pausemenu.h"
#include "ui/screens/rules_screen.h"
#include "ui/screens/rules_text.h"
#include "ui/screens/saves_screen.h"
#include "ui/screens/settings_screen.h"
#include "ui/screens/setup.h"
#include "ui/screens/title.h"
#include "ui/widgets/menu.h"
#include "lib_gametest.h"
#include "uilib_fixture.h"

/* ------------------------------------------------------------------------ */
/* A world for the screens: temporary user directories, a client, a stack. */

typedef struct {
    char root[128], cfg[200], data[200];
    char gamedata[1024];
    client_t cl;
    screen_stack_t ss;
    ui_t ui;
} world_t;

static void world_env(world_t *w)
{
    uifx_dirs_open(w->root, sizeof w->root, "hexmenus");
    snprintf(w->cfg, sizeof w->cfg, "%s/config", w->root);
    snprintf(w->data, sizeof w->data, "%s/data", w->root);
    game_data_dir(w->gamedata, sizeof w->gamedata, NULL);
}

/* A fresh client and an empty stack over the same directories. */
static void world_client(world_t *w, int width, int height)
{
    client_init(&w->cl, w->gamedata);
    screen_stack_init(&w->ss);
    ui_init(&w->ui, width, height);
    w->ui.screens = &w->ss;
    w->ui.data_dir = w->gamedata;
    w->ui.client = &w->cl;
    w->ui.game_index = -1;
    w->ui.choose_game = nav_choose_game;
}

static world_t *world_new(void)
{
    world_t *w = calloc(1, sizeof *w);
    assert_non_null(w);
    world_env(w);
    world_client(w, 1280, 720);
    return w;
}

static void world_free(world_t *w)
{
    screen_stack_clear(&w->ss);
    if (uifx_dirs_close(w->root) != 0) fprintf(stderr, "could not remove %s\n", w->root);
    free(w);
}

static void push(world_t *w, screen_t *s)
{
    assert_non_null(s);
    assert_int_equal(screen_push(&w->ss, s), 0);
    screen_stack_apply(&w->ss, &w->ui);
}

static screen_t *top(world_t *w) { return screen_top(&w->ss); }
static const char *top_name(world_t *w) { return top(w) ? top(w)->ops->name : "(none)"; }

static void send(world_t *w, ui_event_t e)
{
    screen_stack_event(&w->ss, &w->ui, &e);
    screen_stack_apply(&w->ss, &w->ui);
}

static void key(world_t *w, ui_key_t k)
{
    ui_event_t e = {0};
    e.kind = UI_EV_KEY;
    e.key = k;
    send(w, e);
}

static void chr(world_t *w, int ch, int mods)
{
    ui_event_t e = {0};
    e.kind = UI_EV_KEY;
    e.key = UI_KEY_CHAR;
    e.ch = ch;
    e.mods = mods;
    send(w, e);
}

/* Pointer moves (twice, so hover counts as a real move) and a click. */
static void click(world_t *w, float x, float y)
{
    ui_event_t e = {0};
    e.kind = UI_EV_POINTER_MOVE;
    e.x = x - 5;
    e.y = y;
    send(w, e);
    e.x = x;
    send(w, e);
    e.kind = UI_EV_POINTER_DOWN;
    e.button = 1;
    send(w, e);
    e.kind = UI_EV_POINTER_UP;
    send(w, e);
}

static void click_rect(world_t *w, canvas_rect_t r) { click(w, r.x + r.w * 0.5f, r.y + r.h * 0.5f); }

static void run(world_t *w, double seconds)
{
    for (double t = 0; t < seconds; t += w->ui.step) {
        w->ui.time += w->ui.step;
        screen_stack_update(&w->ss, &w->ui, w->ui.step);
        screen_stack_apply(&w->ss, &w->ui);
    }
}

static char *slurp(const char *path)
{
    char err[256];
    size_t n;
    return fileio_read(path, &n, err, sizeof err);
}

/* ------------------------------------------------------------------------ */
/* Options. */

static int parse(opts_t *o, char *err, const char *const *args)
{
    char *argv[16] = {"hexarcade"};
    int argc = 1;
    for (int i = 0; args[i] && argc < 15; i++) argv[argc++] = (char *)args[i];
    argv[argc] = NULL;
    return opts_parse(o, argc, argv, err, 256);
}

static void test_opts_game_flags(void **state)
{
    (void)state;
    opts_t o;
    char err[256] = "";
    const char *a1[] = {"--game", "wunchunk", "--size", "7", "--players=3", "--seat1", "human", "--seat2=hard",
                        "--seat3", "Beginner", NULL};
    assert_int_equal(parse(&o, err, a1), 0);
    assert_int_equal(o.size, 7);
    assert_int_equal(o.players, 3);
    assert_string_equal(o.seat[1], "hard");
    assert_null(o.seat[3]);
    assert_true(opts_starts_play(&o));
    game_setup_t setup;
    char seats[GAME_MAX_PLAYERS][SESSION_SEAT_LEN];
    const game_rules_t *wc = game_by_id("wunchunk");
    assert_int_equal(opts_game_setup(&o, wc, &setup, seats, err, sizeof err), 0);
    assert_int_equal(setup.side, 7);
    assert_int_equal(setup.players, 3);
    assert_string_equal(seats[0], "human");
    assert_string_equal(seats[1], "hard");
    assert_string_equal(seats[2], "beginner");

    /* --game alone opens the setup; --players alone picks the usual size. */
    const char *a2[] = {"--game", "zumo", NULL};
    assert_int_equal(parse(&o, err, a2), 0);
    assert_false(opts_starts_play(&o));
    const char *a3[] = {"--game", "wunchunk", "--players", "4", NULL};
    assert_int_equal(parse(&o, err, a3), 0);
    assert_int_equal(opts_game_setup(&o, wc, &setup, seats, err, sizeof err), 0);
    assert_int_equal(setup.side, wc->default_side(4));
    assert_string_equal(seats[3], "human");

    const char *a4[] = {"--load", "/tmp/x.sav", "--fullscreen", NULL};
    assert_int_equal(parse(&o, err, a4), 0);
    assert_string_equal(o.load, "/tmp/x.sav");
    assert_true(o.fullscreen);
    const char *a5[] = {"--open", "settings", NULL};
    assert_int_equal(parse(&o, err, a5), 0);
    assert_string_equal(o.open, "settings");
}

static void expect_parse_error(const char *const *args, const char *needle)
{
    opts_t o;
    char err[256] = "";
    assert_int_equal(parse(&o, err, args), -1);
    if (!strstr(err, needle)) fail_msg("error '%s' lacks '%s'", err, needle);
}

static void expect_setup_error(const char *const *args, const char *game, const char *needle)
{
    opts_t o;
    char err[256] = "";
    assert_int_equal(parse(&o, err, args), 0);
    game_setup_t setup;
    char seats[GAME_MAX_PLAYERS][SESSION_SEAT_LEN];
    assert_int_equal(opts_game_setup(&o, game_by_id(game), &setup, seats, err, sizeof err), -1);
    if (!strstr(err, needle)) fail_msg("error '%s' lacks '%s'", err, needle);
}

static void test_opts_game_errors(void **state)
{
    (void)state;
    expect_parse_error((const char *[]){"--game", "zumo", "--size", "big", NULL}, "--size: expected a board side");
    expect_parse_error((const char *[]){"--game", "zumo", "--seat1", "genius", NULL},
                       "--seat1: expected human or an AI level");
    expect_parse_error((const char *[]){"--game", "zumo", "--seat5", "human", NULL}, "unknown option '--seat5'");
    expect_parse_error((const char *[]){"--size", "6", NULL}, "--size needs --game");
    expect_parse_error((const char *[]){"--seat2", "easy", NULL}, "needs --game");
    expect_parse_error((const char *[]){"--game", "zumo", "--load", "x.sav", NULL}, "cannot be used together");
    expect_parse_error((const char *[]){"--load", NULL}, "needs a value");
    expect_parse_error((const char *[]){"--players", "0", "--game", "zumo", NULL}, "--players: expected");
    expect_parse_error((const char *[]){"--open", "nowhere", NULL}, "--open: expected");
    expect_parse_error((const char *[]){"--demo", NULL}, "needs a value");
    expect_setup_error((const char *[]){"--game", "zumo", "--size", "12", NULL}, "zumo", "sides 6 to 10, not 12");
    expect_setup_error((const char *[]){"--game", "conhex", "--size", "6", NULL}, "conhex", "one board size");
    expect_setup_error((const char *[]){"--game", "churn", "--players", "3", NULL}, "churn", "for 2 players, not 3");
    expect_setup_error((const char *[]){"--game", "churn", "--seat3", "easy", NULL}, "churn", "--seat3");
    expect_setup_error((const char *[]){"--game", "wunchunk", "--players", "5", NULL}, "wunchunk", "2 to 4 players");
}

/* ------------------------------------------------------------------------ */
/* Setup. */

static int find_row(const setup_model_t *m, srow_kind_t kind, int index)
{
    for (int i = 0; i < m->nrows; i++)
        if (m->rows[i].kind == kind && m->rows[i].index == index) return i;
    return -1;
}

static void go_to_row(world_t *w, int row)
{
    key(w, UI_KEY_HOME);
    for (int i = 0; i < row; i++) key(w, UI_KEY_DOWN);
    assert_int_equal(setup_selected(top(w)), row);
}

static void test_setup_by_events(void **state)
{
    (void)state;
    world_t *w = world_new();
    const game_rules_t *wc = game_by_id("wunchunk");
    push(w, title_new_registered(0));
    push(w, gameselect_screen_new(&w->ui, 0));
    assert_string_equal(top_name(w), "gameselect");
    /* Enter on the select opens the setup of the selected game. */
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "setup");
    const setup_model_t *m = setup_model(top(w));
    assert_ptr_equal(m->r, wc);
    assert_int_equal(m->setup.players, 2);
    assert_int_equal(m->setup.side, 6);
    /* Start has the focus; rows: size, players, 2 seats, 2 options, clock, start. */
    assert_int_equal(setup_selected(top(w)), setup_model_start_row(m));
    assert_int_equal(m->nrows, 8);

    /* Three players: the size follows (8), a third seat appears. */
    go_to_row(w, find_row(m, SROW_PLAYERS, 0));
    key(w, UI_KEY_RIGHT);
    assert_int_equal(m->setup.players, 3);
    assert_int_equal(m->setup.side, 8);
    assert_int_equal(m->nrows, 8); /* the pie rule is for two players: its row goes */
    assert_true(find_row(m, SROW_SEAT, 2) >= 0);
    assert_int_equal(find_row(m, SROW_OPTION, game_option_index(wc, "pie")), -1);
    /* The size by a click on the left arrow of its row: 8 -> 7. */
    canvas_rect_t la, ra;
    int size_row = find_row(m, SROW_SIZE, 0);
    menu_row_arrows(&w->ui, setup_row_rect(top(w), &w->ui, size_row), &la, &ra);
    click_rect(w, la);
    assert_int_equal(m->setup.side, 7);
    click_rect(w, ra);
    click_rect(w, ra);
    assert_int_equal(m->setup.side, 8); /* stops at the largest */
    /* A new player (no record) is offered First game for every AI seat. */
    assert_string_equal(setup_model_seat(m, 1), "first");
    assert_string_equal(setup_model_seat(m, 2), "first");
    /* Seat 2: First -> Human -> Expert (wrapping); seat 3: First ->
     * Beginner -> Easy; seat 1 stays human. */
    go_to_row(w, find_row(m, SROW_SEAT, 1));
    key(w, UI_KEY_LEFT);
    key(w, UI_KEY_LEFT);
    go_to_row(w, find_row(m, SROW_SEAT, 2));
    key(w, UI_KEY_RIGHT);
    key(w, UI_KEY_RIGHT);
    assert_string_equal(setup_model_seat(m, 0), "human");
    assert_string_equal(setup_model_seat(m, 1), "expert");
    assert_string_equal(setup_model_seat(m, 2), "easy");
    /* Balance on. */
    go_to_row(w, find_row(m, SROW_OPTION, game_option_index(wc, "balance")));
    key(w, UI_KEY_LEFT);
    assert_int_equal(m->setup.opt[game_option_index(wc, "balance")], 1);
    char words[256];
    setup_model_words(m, words, sizeof words);
    assert_string_equal(words, "size=8 players=3 pie=on balance=on seat1=human seat2=expert seat3=easy");

    /* Start: the select and the setup go, play comes with the seats. */
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "play");
    assert_int_equal(w->ss.n, 2);
    session_t *s = play_screen_session(top(w));
    assert_non_null(s);
    assert_int_equal(s->game->setup.players, 3);
    assert_int_equal(s->game->setup.side, 8);
    assert_string_equal(s->seat[1], "expert");
    assert_string_equal(s->seat[2], "easy");
    /* Remembered for next time, in the settings file. */
    assert_string_equal(settings_last_setup(&w->cl.settings, "wunchunk"), words);
    char *text = slurp(w->cl.settings_path);
    assert_non_null(text);
    assert_non_null(strstr(text, "setup-wunchunk = size=8 players=3"));
    free(text);
    screen_stack_clear(&w->ss);

    /* A new client reads it back: the setup starts from those choices. */
    world_client(w, 1280, 720);
    screen_t *st = setup_screen_new(&w->ui, wc);
    push(w, st);
    m = setup_model(st);
    assert_int_equal(m->setup.players, 3);
    assert_int_equal(m->setup.side, 8);
    assert_string_equal(setup_model_seat(m, 1), "expert");
    /* Esc goes back. */
    key(w, UI_KEY_ESCAPE);
    assert_int_equal(w->ss.n, 0);
    world_free(w);
}

/* Issue 22, defect 2: on "Choose a game" the first click on a card only
 * selects it (hovering does not); opening the setup takes a second
 * deliberate action; and the setup's "Start game" never lies under the
 * card or the "Set up" button that opened it, so a double-click starts no
 * game. */
static void press_at(world_t *w, float x, float y)
{
    ui_event_t e = {0};
    e.kind = UI_EV_POINTER_DOWN;
    e.button = 1;
    e.x = x;
    e.y = y;
    send(w, e);
    e.kind = UI_EV_POINTER_UP;
    send(w, e);
}

static void test_gameselect_click_selects_first(void **state)
{
    (void)state;
    world_t *w = world_new();
    push(w, title_new_registered(0));
    for (int card = 1; card < game_count(); card++) {
        push(w, gameselect_screen_new(&w->ui, 0));
        screen_t *gs = top(w);
        canvas_rect_t r = gameselect_card_rect(gs, &w->ui, card);
        float x = r.x + r.w * 0.5f, y = r.y + r.h * 0.5f;
        /* Hovering lights the card, it does not choose it. */
        ui_event_t mv = {.kind = UI_EV_POINTER_MOVE, .x = x - 20, .y = y};
        send(w, mv);
        mv.x = x;
        send(w, mv);
        assert_int_equal(gameselect_selected(gs), 0);
        /* A double-click: the first click selects, the second opens the
         * setup; nothing starts a game. */
        press_at(w, x, y);
        assert_string_equal(top_name(w), "gameselect");
        assert_int_equal(gameselect_selected(gs), card);
        press_at(w, x, y);
        assert_string_equal(top_name(w), "setup");
        assert_ptr_equal(setup_model(top(w))->r, game_by_index(card));
        /* The setup's Start game is not under the point just pressed, nor
         * under any card or the "Set up" button: a third click there starts
         * nothing either. */
        const setup_model_t *m = setup_model(top(w));
        canvas_rect_t start = setup_row_rect(top(w), &w->ui, setup_model_start_row(m));
        assert_false(canvas_rect_contains(start, x, y));
        canvas_rect_t br = gameselect_button_rect(&w->ui, 0); /* "Set up" */
        assert_true(br.x >= start.x + start.w || br.x + br.w <= start.x || br.y >= start.y + start.h ||
                    br.y + br.h <= start.y);
        for (int i = 0; i < game_count(); i++) {
            canvas_rect_t cr = gameselect_card_rect(gs, &w->ui, i);
            assert_true(cr.y + cr.h <= start.y);
        }
        press_at(w, x, y);
        assert_string_equal(top_name(w), "setup");
        key(w, UI_KEY_ESCAPE);
        key(w, UI_KEY_ESCAPE);
        assert_string_equal(top_name(w), "title");
    }
    /* The "Set up" button pressed twice: the setup, then no game. */
    push(w, gameselect_screen_new(&w->ui, 2));
    canvas_rect_t br = gameselect_button_rect(&w->ui, 0);
    press_at(w, br.x + br.w * 0.5f, br.y + br.h * 0.5f);
    assert_string_equal(top_name(w), "setup");
    press_at(w, br.x + br.w * 0.5f, br.y + br.h * 0.5f);
    assert_string_equal(top_name(w), "setup");
    world_free(w);
}

static void test_setup_model_edges(void **state)
{
    (void)state;
    setup_model_t m;
    /* ConHex: no size row, no player count; a foreign remembered line is ignored. */
    setup_model_init(&m, game_by_id("conhex"), "size=9 seat1=wizard");
    assert_int_equal(find_row(&m, SROW_SIZE, 0), -1);
    assert_int_equal(find_row(&m, SROW_PLAYERS, 0), -1);
    assert_int_equal(m.nrows, 5); /* 2 seats, pie, clock, start */
    assert_string_equal(setup_model_seat(&m, 0), "human");
    assert_string_equal(setup_model_seat(&m, 1), "first");
    /* Seats wrap both ways through the seven choices. */
    int seat = find_row(&m, SROW_SEAT, 0);
    assert_int_equal(setup_model_change(&m, seat, -1), 1);
    assert_string_equal(setup_model_seat(&m, 0), "expert");
    assert_int_equal(setup_model_change(&m, seat, +1), 1);
    assert_string_equal(setup_model_seat(&m, 0), "human");
    char err[256];
    session_t *s = setup_model_start(&m, NULL, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_string_equal(s->seat[1], "first");
    session_free(s);
    /* Zumo: a first game against First is on side 6 (the newcomer check's
     * board, not the default 10); sizes stop at 6 and 10. */
    setup_model_init(&m, game_by_id("zumo"), NULL);
    int size = find_row(&m, SROW_SIZE, 0);
    assert_int_equal(m.setup.side, 6);
    assert_false(setup_model_can(&m, size, -1));
    for (int i = 0; i < 10; i++) setup_model_change(&m, size, +1);
    assert_int_equal(m.setup.side, 10);
    assert_false(setup_model_can(&m, size, +1));
    for (int i = 0; i < 10; i++) setup_model_change(&m, size, -1);
    assert_int_equal(m.setup.side, 6);
    char v[64];
    setup_model_value(&m, size, v, sizeof v);
    assert_non_null(strstr(v, "91 cells"));
}

/* ------------------------------------------------------------------------ */
/* Settings. */

static void test_settings_persist(void **state)
{
    (void)state;
    world_t *w = world_new();
    assert_false(w->cl.settings_bad);
    assert_int_equal(w->cl.settings.volume, 70);
    push(w, settings_screen_new(&w->ui));
    /* Volume up by the keyboard, then flat tops by a click. */
    for (int i = 0; i < SET_VOLUME; i++) key(w, UI_KEY_DOWN);
    key(w, UI_KEY_RIGHT);
    assert_int_equal(w->cl.settings.volume, 80);
    click_rect(w, settings_row_rect(&w->ui, SET_ORIENT));
    assert_int_equal(w->cl.settings.orientation, SETTINGS_FLAT);
    /* Animation speed steps down 1x, 0.75x, 0.5x, off, and stays off. */
    key(w, UI_KEY_HOME);
    key(w, UI_KEY_DOWN);
    assert_int_equal(settings_selected(top(w)), SET_SPEED);
    key(w, UI_KEY_LEFT);
    assert_int_equal(w->cl.settings.anim_speed, 75);
    key(w, UI_KEY_LEFT);
    key(w, UI_KEY_LEFT);
    assert_int_equal(w->cl.settings.anim_speed, 0);
    key(w, UI_KEY_LEFT); /* stays off */
    assert_int_equal(w->cl.settings.anim_speed, 0);
    /* Full screen asks the app to switch. */
    key(w, UI_KEY_HOME);
    key(w, UI_KEY_ENTER);
    assert_true(w->ui.toggle_fullscreen);
    assert_true(w->cl.settings.fullscreen);
    key(w, UI_KEY_ESCAPE);
    assert_int_equal(w->ss.n, 0);

    /* Kept: a new client reads them. */
    world_client(w, 1280, 720);
    assert_int_equal(w->cl.settings.volume, 80);
    assert_int_equal(w->cl.settings.orientation, SETTINGS_FLAT);
    assert_int_equal(w->cl.settings.anim_speed, 0);
    assert_true(w->cl.settings.fullscreen);
    assert_string_equal(w->cl.message, "");
    world_free(w);
}

static void test_settings_corrupt_file_left_alone(void **state)
{
    (void)state;
    world_t *w = world_new();
    char dir[256], path[300];
    snprintf(dir, sizeof dir, "%s/hexarcade", w->cfg);
    assert_int_equal(fileio_mkdirs(dir), 0);
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    static const char bad[] = "volume = loud\n# mine\n";
    char err[256];
    assert_int_equal(fileio_write_atomic(path, bad, strlen(bad), err, sizeof err), 0);

    world_client(w, 1280, 720);
    assert_true(w->cl.settings_bad);
    assert_non_null(strstr(w->cl.message, "volume must be 0 to 100"));
    assert_non_null(strstr(w->cl.message, "left as it is"));
    assert_int_equal(w->cl.settings.volume, 70);

    /* The title shows the message; the settings screen too, for as long
     * as the file is bad. */
    push(w, title_new_registered(0));
    run(w, 1.5);
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    screen_stack_render(&w->ss, &w->ui, &c, 0);
    assert_non_null(crec_find_text(rec, "Settings file not read"));
    crec_reset(rec);
    push(w, settings_screen_new(&w->ui));
    run(w, 0.5);
    screen_stack_render(&w->ss, &w->ui, &c, 0);
    assert_non_null(crec_find_text(rec, "defaults are in use"));

    /* Starting a game does not write the settings file. */
    key(w, UI_KEY_ESCAPE);
    push(w, setup_screen_new(&w->ui, game_by_id("churn")));
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "play");
    char *text = slurp(path);
    assert_string_equal(text, bad);
    free(text);
    screen_stack_clear(&w->ss);

    /* Changing a setting is what replaces it. */
    world_client(w, 1280, 720);
    push(w, settings_screen_new(&w->ui));
    key(w, UI_KEY_DOWN);
    key(w, UI_KEY_DOWN);
    key(w, UI_KEY_LEFT);
    assert_int_equal(w->cl.settings.volume, 60);
    assert_false(w->cl.settings_bad);
    text = slurp(path);
    assert_non_null(strstr(text, "volume = 60"));
    free(text);
    crec_reset(rec);
    screen_stack_render(&w->ss, &w->ui, &c, 0);
    assert_null(crec_find_text(rec, "defaults are in use"));
    screen_stack_clear(&w->ss);
    crec_free(rec);
    world_free(w);
}

/* ------------------------------------------------------------------------ */
/* Saves. */

static session_t *churn_game(int moves)
{
    const game_rules_t *r = game_by_id("churn");
    game_setup_t setup;
    game_setup_default(r, &setup, 2);
    char err[256];
    game_t *g = game_new(r, &setup, NULL, err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    assert_non_null(s);
    static const char *const m[] = {"A1", "E5", "C3", "A3"};
    for (int i = 0; i < moves && i < 4; i++)
        if (session_play(s, m[i], err, sizeof err)) fail_msg("%s", err);
    snprintf(s->seat[1], SESSION_SEAT_LEN, "hard");
    return s;
}

static void write_bytes(const char *dir, const char *name, const char *data, size_t n)
{
    char path[1500], err[256];
    assert_int_equal(fileio_mkdirs(dir), 0);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    assert_int_equal(fileio_write_atomic(path, data, n, err, sizeof err), 0);
}

static void write_file(const char *dir, const char *name, const char *text)
{
    write_bytes(dir, name, text, strlen(text));
}

static const char level_text[] = "game: churn\nsize: 3\nplayers: 2\n";
static const char newer_text[] = "format: hexarcade-save 9\ngame: churn\n";
/* Binary data: a NUL byte inside. */
static const char binary_text[] = "\x7f" "ELF\0\x01\x02";
#define BINARY_LEN (sizeof binary_text - 1)

static void test_saves_list_and_files(void **state)
{
    (void)state;
    world_t *w = world_new();
    char dir[600], err[256];
    client_slots_dir(&w->cl, dir, sizeof dir);
    save_list_t l;
    /* No directory yet: an empty list. */
    assert_int_equal(saves_scan(&l, dir, w->gamedata, err, sizeof err), 0);
    assert_int_equal(l.n, 0);
    saves_list_free(&l);

    session_t *s = churn_game(3);
    assert_int_equal(saves_write(s, dir, "My game", err, sizeof err), 0);
    assert_int_equal(saves_write(s, dir, "../escape", err, sizeof err), -1);
    assert_non_null(strstr(err, "a name is"));
    write_file(dir, "level.sav", level_text);
    write_file(dir, "newer.sav", newer_text);
    write_bytes(dir, "binary.sav", binary_text, BINARY_LEN);
    write_file(dir, "notes.txt", "not listed\n");
    assert_int_equal(saves_scan(&l, dir, w->gamedata, err, sizeof err), 0);
    assert_int_equal(l.n, 4);
    int ok = 0;
    for (int i = 0; i < l.n; i++) {
        const save_info_t *x = &l.items[i];
        if (!strcmp(x->name, "My game")) {
            ok++;
            assert_true(x->ok);
            assert_string_equal(x->game, "Churn");
            assert_int_equal(x->moves, 3);
            assert_true(x->date[0] != '\0');
        } else if (!strcmp(x->name, "level")) {
            ok++;
            assert_false(x->ok);
            if (!strstr(x->problem, "ot a Hexarcade save")) fail_msg("level: %s", x->problem);
        } else if (!strcmp(x->name, "newer")) {
            ok++;
            assert_false(x->ok);
            assert_non_null(strstr(x->problem, "newer Hexarcade"));
        } else if (!strcmp(x->name, "binary")) {
            ok++;
            assert_false(x->ok);
            assert_non_null(strstr(x->problem, "binary"));
        }
    }
    assert_int_equal(ok, 4);
    saves_list_free(&l);
    char name[64];
    save_list_t l2;
    assert_int_equal(saves_scan(&l2, dir, w->gamedata, err, sizeof err), 0);
    saves_suggest_name(&l2, "Churn", name, sizeof name);
    assert_string_equal(name, "Churn 1");
    saves_list_free(&l2);
    session_free(s);
    world_free(w);
}

static int row_named(const screen_t *s, const char *name)
{
    for (int i = 0; i < saves_rows(s); i++) {
        const save_info_t *x = saves_row_info(s, i);
        if (x && !strcmp(x->name, name)) return i;
    }
    return -1;
}

static void select_row(world_t *w, int row)
{
    key(w, UI_KEY_HOME);
    for (int i = 0; i < saves_rows(top(w)) && saves_selected(top(w)) != row; i++) key(w, UI_KEY_DOWN);
    assert_int_equal(saves_selected(top(w)), row);
}

/* The games under way (finished 0) or the finished ones (1) on disk. */
static int autosaves_count(world_t *w, int finished)
{
    save_list_t l;
    char err[256];
    assert_int_equal(autosaves_list(&l, w->cl.saves_dir, finished, w->gamedata, err, sizeof err), 0);
    int n = l.n;
    saves_list_free(&l);
    return n;
}

static void test_saves_screen(void **state)
{
    (void)state;
    world_t *w = world_new();
    char dir[600], path[700];
    client_slots_dir(&w->cl, dir, sizeof dir);
    assert_int_equal(fileio_mkdirs(dir), 0);
    write_file(dir, "level.sav", level_text);
    write_bytes(dir, "binary.sav", binary_text, BINARY_LEN);

    /* Saving from the pause menu: a typed name, then the slot exists. */
    push(w, title_new_registered(0));
    push(w, play_screen_new(&w->ui, churn_game(2)));
    session_t *s = play_screen_session(top(w));
    push(w, pause_screen_new(&w->ui, s));
    click_rect(w, pause_item_rect(&w->ui, PAUSE_SAVE));
    assert_string_equal(top_name(w), "saves");
    assert_string_equal(saves_entry_name(top(w)), "Churn 1");
    for (int i = 0; i < 7; i++) key(w, UI_KEY_BACKSPACE);
    chr(w, 'e', UI_MOD_SHIFT);
    chr(w, 'n', 0);
    chr(w, 'd', 0);
    key(w, UI_KEY_SPACE);
    chr(w, '2', 0);
    assert_string_equal(saves_entry_name(top(w)), "End 2");
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "pause");
    {
        canvas_rec_t *rec = crec_new();
        canvas_t c;
        crec_canvas(rec, &c, 1280, 720);
        run(w, 0.3);
        screen_stack_render(&w->ss, &w->ui, &c, 0);
        assert_non_null(crec_find_text(rec, "Saved as"));
        screen_stack_clear(&w->ss); /* the play screen's images live on rec */
        crec_free(rec);
        push(w, title_new_registered(0));
        push(w, play_screen_new(&w->ui, churn_game(2)));
        s = play_screen_session(top(w));
        push(w, pause_screen_new(&w->ui, s));
    }
    snprintf(path, sizeof path, "%s/End 2.sav", dir);
    assert_true(fileio_exists(path));
    /* Saving over a slot asks twice. */
    click_rect(w, pause_item_rect(&w->ui, PAUSE_SAVE));
    int row = row_named(top(w), "End 2");
    assert_true(row > 0);
    select_row(w, row);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "saves");
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "pause");
    screen_stack_clear(&w->ss);

    /* Loading: bad files are listed, refused, and left as they were. */
    world_client(w, 1280, 720);
    push(w, title_new_registered(0));
    push(w, saves_screen_new(&w->ui, 0, NULL));
    /* The two games left above were autosaved, each in its own file: the
     * unfinished games come first, under their heading. */
    assert_int_equal(autosaves_count(w, 0), 2);
    assert_int_equal(saves_rows(top(w)), 7);
    assert_true(saves_row_is_heading(top(w), 0));
    assert_int_equal(saves_row_section(top(w), 1), SAVES_SEC_UNFINISHED);
    assert_string_equal(saves_row_info(top(w), 1)->game, "Churn");
    assert_true(saves_row_is_heading(top(w), 3));
    assert_int_equal(saves_selected(top(w)), 1);
    run(w, 0.2);
    int bad = row_named(top(w), "binary");
    assert_true(bad >= 0);
    assert_false(saves_row_info(top(w), bad)->ok);
    select_row(w, bad);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "saves");
    snprintf(path, sizeof path, "%s/binary.sav", dir);
    char *text = slurp(path);
    assert_non_null(text);
    assert_memory_equal(text, binary_text, BINARY_LEN);
    free(text);
    snprintf(path, sizeof path, "%s/level.sav", dir);
    text = slurp(path);
    assert_string_equal(text, level_text);
    free(text);
    /* Delete asks twice and removes only that file. */
    int lv = row_named(top(w), "level");
    select_row(w, lv);
    key(w, UI_KEY_BACKSPACE);
    assert_true(fileio_exists(path));
    key(w, UI_KEY_BACKSPACE);
    assert_false(fileio_exists(path));
    assert_int_equal(saves_rows(top(w)), 6);
    /* A good save loads into play; the saves screen goes. */
    int good = row_named(top(w), "End 2");
    select_row(w, good);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "play");
    assert_int_equal(w->ss.n, 2);
    s = play_screen_session(top(w));
    assert_int_equal(s->cur, 2);
    assert_string_equal(s->seat[1], "hard");
    world_free(w);
}

/* ------------------------------------------------------------------------ */
/* Continue. */

static int has_continue(const screen_t *title)
{
    for (int i = 0; i < title_actions(title); i++)
        if (title_action(title, i) == TITLE_CONTINUE) return 1;
    return 0;
}

static void test_continue_only_with_autosave(void **state)
{
    (void)state;
    world_t *w = world_new();
    push(w, title_new_registered(0));
    run(w, 0.1);
    /* Learn, Load game, Settings, Rules, Puzzles, Statistics. */
    assert_int_equal(title_actions(top(w)), 6);
    assert_int_equal(title_action(top(w), 0), TITLE_LEARN);
    assert_int_equal(title_action(top(w), 4), TITLE_PUZZLES);
    assert_int_equal(title_action(top(w), 5), TITLE_STATS);
    assert_false(has_continue(top(w)));
    assert_int_equal(title_bar_focus(top(w)), -1);

    /* Quit to title from the pause menu autosaves. */
    push(w, play_screen_new(&w->ui, churn_game(3)));
    push(w, pause_screen_new(&w->ui, play_screen_session(top(w))));
    for (int i = 0; i < PAUSE_QUIT; i++) key(w, UI_KEY_DOWN);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "title");
    assert_int_equal(autosaves_count(w, 0), 1);
    assert_true(has_continue(top(w)));
    assert_int_equal(title_action(top(w), 0), TITLE_CONTINUE);
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    run(w, 1.5);
    screen_stack_render(&w->ss, &w->ui, &c, 0);
    /* Short enough to fit its button whole. */
    assert_non_null(crec_find_text(rec, "Continue \xC2\xB7 Churn"));

    /* A new start: Continue is there, focused, and continues the game. */
    screen_stack_clear(&w->ss);
    world_client(w, 1280, 720);
    push(w, title_new_registered(0));
    run(w, 0.1);
    assert_true(has_continue(top(w)));
    assert_int_equal(title_bar_focus(top(w)), 0);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "play");
    assert_int_equal(play_screen_session(top(w))->cur, 3);

    /* Left again: the same file, not a second one. */
    screen_stack_clear(&w->ss);
    assert_int_equal(autosaves_count(w, 0), 1);

    /* Open in another client (its lock held here): Continue plays on a
     * copy and says so; the other client's file is not written. */
    {
        save_list_t held;
        char why[256], name[AUTOSAVES_NAME_MAX];
        assert_int_equal(autosaves_list(&held, w->cl.saves_dir, 0, w->gamedata, why, sizeof why), 0);
        autosaves_name_of(w->cl.saves_dir, held.items[0].path, name, sizeof name);
        char *before = slurp(held.items[0].path);
        int fd = autosaves_lock(w->cl.saves_dir, name, why, sizeof why);
        assert_true(fd >= 0);
        world_client(w, 1280, 720);
        push(w, title_new_registered(0));
        run(w, 0.1);
        key(w, UI_KEY_ENTER);
        run(w, 0.1);
        assert_string_equal(top_name(w), "play");
        assert_string_equal(play_screen_autosave_name(top(w)), "");
        if (!strstr(play_screen_message(top(w)), "open in another Hexarcade window"))
            fail_msg("says: %s", play_screen_message(top(w)));
        screen_stack_clear(&w->ss);
        char *after = slurp(held.items[0].path);
        assert_string_equal(before, after);
        free(before), free(after);
        autosaves_unlock(w->cl.saves_dir, name, fd);
        saves_list_free(&held);
        assert_int_equal(autosaves_count(w, 0), 1); /* unchanged: no copy written */
    }

    /* A damaged autosave is no game to continue: not offered, kept. */
    save_list_t l;
    char err[256], path[1300];
    assert_int_equal(autosaves_list(&l, w->cl.saves_dir, 0, w->gamedata, err, sizeof err), 0);
    snprintf(path, sizeof path, "%s", l.items[0].path);
    saves_list_free(&l);
    assert_int_equal(fileio_write_atomic(path, "garbage\n", 8, err, sizeof err), 0);
    world_client(w, 1280, 720);
    /* ... and said at the start, by name. */
    const char *base = strrchr(path, '/') + 1;
    if (!strstr(w->cl.message, base) || !strstr(w->cl.message, "left as it is")) fail_msg("says: %s", w->cl.message);
    push(w, title_new_registered(0));
    run(w, 0.1);
    assert_false(has_continue(top(w)));
    char *text = slurp(path);
    assert_string_equal(text, "garbage\n");
    free(text);
    screen_stack_clear(&w->ss);

    /* A finished game leaves nothing to continue: it moves to the
     * finished games. */
    session_t *s = churn_game(0);
    char name[AUTOSAVES_NAME_MAX] = "";
    assert_int_equal(plat_unlink(path), 0);
    assert_int_equal(client_autosave(&w->cl, s, name, sizeof name), 0);
    assert_int_equal(autosaves_count(w, 0), 1);
    char msg[256];
    const game_t *g = s->game;
    move_t *mv = malloc(sizeof *mv * 64);
    assert_non_null(mv);
    while (!game_is_over(session_state(s))) {
        assert_true(g->rules->moves(g, session_state(s), mv, 64) >= 1);
        assert_int_equal(session_play_move(s, &mv[0], msg, sizeof msg), 0);
    }
    free(mv);
    assert_int_equal(client_autosave(&w->cl, s, name, sizeof name), 0);
    assert_int_equal(autosaves_count(w, 0), 0);
    assert_int_equal(autosaves_count(w, 1), 1);
    push(w, title_new_registered(0));
    run(w, 0.1);
    assert_false(has_continue(top(w)));
    session_free(s);
    crec_free(rec);
    world_free(w);
}


/* A failed autosave keeps the game open (issue 23): "Quit to title" on a
 * full disk stays on the pause menu with the message and the way out
 * (Save game elsewhere, or Quit again); a second Quit leaves without it,
 * and the play screen does not retry. The client's flag is what the
 * program's exit status reads. */
static ssize_t full_disk_write(int fd, const void *buf, size_t n)
{
    (void)fd, (void)buf, (void)n;
    errno = ENOSPC;
    return -1;
}

/* An unfinished game is kept in the autosaves. */
static int has_unfinished(const client_t *cl)
{
    save_info_t info;
    return client_newest_unfinished(cl, &info);
}

static void test_failed_autosave_keeps_game(void **state)
{
    (void)state;
    world_t *w = world_new();
    push(w, title_new_registered(0));
    push(w, play_screen_new(&w->ui, churn_game(3)));
    session_t *s = play_screen_session(top(w));
    push(w, pause_screen_new(&w->ui, s));
    fileio_ops_t full = {.write = full_disk_write};
    fileio_set_ops(&full);
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    click_rect(w, pause_item_rect(&w->ui, PAUSE_QUIT));
    assert_string_equal(top_name(w), "pause");
    assert_true(w->cl.autosave_failed);
    run(w, 0.3);
    screen_stack_render(&w->ss, &w->ui, &c, 0);
    if (!crec_find_text(rec, "not autosaved")) fail_msg("no message on the pause menu");
    if (!crec_find_text(rec, "Quit again")) crec_dump(rec, stderr);
    assert_non_null(crec_find_text(rec, "Quit again"));
    assert_false(has_unfinished(&w->cl));
    /* Quit again: to the title, without the autosave, the flag cleared. */
    click_rect(w, pause_item_rect(&w->ui, PAUSE_QUIT));
    assert_string_equal(top_name(w), "title");
    assert_false(w->cl.autosave_failed);
    /* At exit (the play screen closed with the stack): the flag is set. */
    push(w, play_screen_new(&w->ui, churn_game(3)));
    screen_stack_clear(&w->ss);
    assert_true(w->cl.autosave_failed);
    assert_non_null(strstr(w->cl.message, "not autosaved"));
    /* And with room on the disk the same exit clears it. */
    fileio_set_ops(NULL);
    push(w, play_screen_new(&w->ui, churn_game(3)));
    screen_stack_clear(&w->ss);
    assert_false(w->cl.autosave_failed);
    assert_true(has_unfinished(&w->cl));
    crec_free(rec);
    world_free(w);
}

/* ------------------------------------------------------------------------ */
/* Every game kept: an autosave per unfinished game, the finished ones apart. */

/* A new game of `id` after its first legal move `moves` times. */
static session_t *game_after(const char *id, int moves)
{
    const game_rules_t *r = game_by_id(id);
    assert_non_null(r);
    game_setup_t setup;
    game_setup_default(r, &setup, r->min_players);
    char err[256];
    game_t *g = game_new(r, &setup, NULL, err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    assert_non_null(s);
    move_t *mv = malloc(sizeof *mv * 512);
    assert_non_null(mv);
    for (int i = 0; i < moves && !game_is_over(session_state(s)); i++) {
        assert_true(g->rules->moves(g, session_state(s), mv, 512) >= 1);
        assert_int_equal(session_play_move(s, &mv[0], err, sizeof err), 0);
    }
    free(mv);
    snprintf(s->seat[1], SESSION_SEAT_LEN, "hard");
    return s;
}

/* Plays s and leaves it by the pause menu's "Quit to title". */
static void leave_by_pause(world_t *w, session_t *s)
{
    push(w, play_screen_new(&w->ui, s));
    push(w, pause_screen_new(&w->ui, play_screen_session(top(w))));
    for (int i = 0; i < PAUSE_QUIT; i++) key(w, UI_KEY_DOWN);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "title");
}

static void render_now(world_t *w, canvas_rec_t *rec, canvas_t *c)
{
    crec_reset(rec);
    screen_stack_render(&w->ss, &w->ui, c, 0);
}

static void test_two_games_left_both_kept(void **state)
{
    (void)state;
    world_t *w = world_new();
    push(w, title_new_registered(0));
    run(w, 0.1);
    leave_by_pause(w, game_after("zumo", 3));
    leave_by_pause(w, game_after("churn", 4));
    assert_int_equal(autosaves_count(w, 0), 2);

    /* The next start: Continue offers the newest, Load game lists both. */
    screen_stack_clear(&w->ss);
    world_client(w, 1280, 720);
    push(w, title_new_registered(0));
    run(w, 0.1);
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    run(w, 1.5);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "Continue \xC2\xB7 Churn"));
    assert_true(has_continue(top(w)));
    assert_int_equal(title_action(top(w), 2), TITLE_LOAD); /* Continue, Learn, Load game */
    click_rect(w, title_action_rect(top(w), &w->ui, 2));
    assert_string_equal(top_name(w), "saves");
    assert_string_equal(saves_screen_summary(top(w)), "2 unfinished games");
    assert_string_equal(saves_row_info(top(w), 1)->game, "Churn");
    assert_string_equal(saves_row_info(top(w), 2)->game, "Zumo");
    assert_int_equal(saves_row_info(top(w), 2)->moves, 3);
    run(w, 0.5);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "2 unfinished games"));
    assert_non_null(crec_find_text(rec, "UNFINISHED GAMES  2"));
    assert_non_null(crec_find_text(rec, "You vs Hard AI"));
    /* Zumo resumes where it was left, and leaving it again writes its own
     * file, no other. */
    select_row(w, 2);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "play");
    session_t *s = play_screen_session(top(w));
    assert_string_equal(s->game->rules->name, "Zumo");
    assert_int_equal(s->cur, 3);
    assert_true(play_screen_autosave_name(top(w))[0] != '\0');
    screen_stack_clear(&w->ss);
    assert_int_equal(autosaves_count(w, 0), 2);
    /* ... and Continue now resumes it: it is the newest. */
    world_client(w, 1280, 720);
    push(w, title_new_registered(0));
    run(w, 0.1);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "play");
    assert_string_equal(play_screen_session(top(w))->game->rules->name, "Zumo");
    /* A game opened from a named save and not changed is not copied. */
    screen_stack_clear(&w->ss);
    crec_free(rec);
    world_free(w);
}

static void test_saves_sections_and_counts(void **state)
{
    (void)state;
    world_t *w = world_new();
    char slots[600], err[256], name[AUTOSAVES_NAME_MAX] = "", path[1300];
    client_slots_dir(&w->cl, slots, sizeof slots);
    session_t *s = churn_game(2);
    assert_int_equal(saves_write(s, slots, "Mine", err, sizeof err), 0);
    session_free(s);
    s = game_after("zumo", 2);
    assert_int_equal(client_autosave(&w->cl, s, name, sizeof name), 0);
    session_free(s);
    /* A finished game, and a damaged file among the unfinished ones. */
    s = game_after("churn", 10000);
    assert_true(game_is_over(session_state(s)));
    name[0] = '\0';
    assert_int_equal(client_autosave(&w->cl, s, name, sizeof name), 0);
    session_free(s);
    snprintf(path, sizeof path, "%s/%s", w->cl.saves_dir, AUTOSAVES_UNFINISHED);
    write_file(path, "20000101-000000-churn.sav", "garbage\n");

    push(w, title_new_registered(0));
    push(w, saves_screen_new(&w->ui, 0, NULL));
    screen_t *t = top(w);
    /* heading, damaged (the newest file), zumo | heading, Mine | heading, finished */
    assert_int_equal(saves_rows(t), 7);
    static const int heading[7] = {1, 0, 0, 1, 0, 1, 0};
    static const int section[7] = {SAVES_SEC_UNFINISHED, SAVES_SEC_UNFINISHED, SAVES_SEC_UNFINISHED, SAVES_SEC_SAVED,
                                   SAVES_SEC_SAVED, SAVES_SEC_FINISHED, SAVES_SEC_FINISHED};
    for (int i = 0; i < 7; i++) {
        assert_int_equal(saves_row_is_heading(t, i), heading[i]);
        assert_int_equal(saves_row_section(t, i), section[i]);
        assert_true((saves_row_info(t, i) == NULL) == heading[i]);
    }
    assert_false(saves_row_info(t, 1)->ok);
    assert_string_equal(saves_row_info(t, 2)->game, "Zumo");
    assert_string_equal(saves_row_info(t, 4)->name, "Mine");
    assert_true(saves_row_info(t, 6)->over);
    /* The counts say what is listed. */
    assert_string_equal(saves_screen_summary(t), "2 unfinished games \xC2\xB7 1 saved \xC2\xB7 1 finished (1 damaged)");
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    run(w, 0.5);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "2 unfinished games \xC2\xB7 1 saved"));
    assert_non_null(crec_find_text(rec, "FINISHED GAMES  1"));
    assert_null(crec_find_text(rec, "0 saved games"));
    /* Headings are passed over: Down from the last unfinished row lands on
     * the named save. */
    select_row(w, 2);
    key(w, UI_KEY_DOWN);
    assert_int_equal(saves_selected(t), 4);
    /* Each row's picture is made once and kept. */
    const void *pic = saves_row_picture(t, 2);
    assert_non_null(pic);
    assert_null(saves_row_picture(t, 1)); /* damaged: no picture */
    run(w, 0.5);
    render_now(w, rec, &c);
    assert_ptr_equal(saves_row_picture(t, 2), pic);
    screen_stack_clear(&w->ss);
    crec_free(rec);
    world_free(w);
}

/* 2,000 unfinished games, a named save and a finished one (issue 34: the
 * list stopped at 400 rows, the other sections vanished and the counts
 * were wrong): every file is a row, the counts are the folders', and each
 * section is reached by paging and by scrolling to its last row. */
static void test_saves_many_all_reachable(void **state)
{
    (void)state;
    enum { MANY = 2000 };
    world_t *w = world_new();
    char slots[600], err[256], name[AUTOSAVES_NAME_MAX] = "", dir[1200];
    client_slots_dir(&w->cl, slots, sizeof slots);
    session_t *s = churn_game(2);
    assert_int_equal(saves_write(s, slots, "Mine", err, sizeof err), 0);
    session_free(s);
    s = game_after("churn", 10000);
    assert_int_equal(client_autosave(&w->cl, s, name, sizeof name), 0);
    session_free(s);
    s = game_after("zumo", 2);
    char *text = session_save_text(s);
    session_free(s);
    snprintf(dir, sizeof dir, "%s/%s", w->cl.saves_dir, AUTOSAVES_UNFINISHED);
    assert_int_equal(fileio_mkdirs(dir), 0);
    for (int i = 0; i < MANY; i++) { /* plain writes: 2,000 flushes to disk would take long */
        char path[1300];
        snprintf(path, sizeof path, "%s/20260101-%06d-zumo.sav", dir, i);
        FILE *fp = fopen(path, "wb");
        assert_non_null(fp);
        fputs(text, fp);
        assert_int_equal(fclose(fp), 0);
    }
    free(text);
    push(w, title_new_registered(0));
    push(w, saves_screen_new(&w->ui, 0, NULL));
    screen_t *t = top(w);
    assert_int_equal(saves_rows(t), MANY + 2 + 3);
    assert_string_equal(saves_screen_summary(t), "2000 unfinished games \xC2\xB7 1 saved \xC2\xB7 1 finished");
    int n = saves_rows(t);
    assert_int_equal(saves_row_section(t, n - 1), SAVES_SEC_FINISHED);
    assert_true(saves_row_info(t, n - 1)->over);
    assert_string_equal(saves_row_info(t, n - 3)->name, "Mine");
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "UNFINISHED GAMES  2000"));
    assert_null(crec_find_text(rec, "FINISHED GAMES  1"));
    /* Page Down twice: the named saves, then the finished games, shown. */
    key(w, UI_KEY_PAGEDOWN);
    assert_int_equal(saves_selected(t), n - 3);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "Mine"));
    key(w, UI_KEY_PAGEDOWN);
    assert_int_equal(saves_selected(t), n - 1);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "FINISHED GAMES  1"));
    /* Home, then the wheel alone down to the end. */
    key(w, UI_KEY_HOME);
    render_now(w, rec, &c);
    assert_null(crec_find_text(rec, "FINISHED GAMES  1"));
    ui_event_t e = {0};
    e.kind = UI_EV_WHEEL;
    e.wheel = -1;
    for (int i = 0; i < n; i++) send(w, e);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "FINISHED GAMES  1"));
    /* End selects the last game; Load opens it. */
    key(w, UI_KEY_END);
    assert_int_equal(saves_selected(t), n - 1);
    screen_stack_clear(&w->ss);
    crec_free(rec);
    world_free(w);
}

static void test_saves_delete_asks_first(void **state)
{
    (void)state;
    world_t *w = world_new();
    char a[AUTOSAVES_NAME_MAX] = "", b[AUTOSAVES_NAME_MAX] = "";
    session_t *s = game_after("zumo", 2);
    assert_int_equal(client_autosave(&w->cl, s, a, sizeof a), 0);
    session_free(s);
    s = game_after("churn", 3);
    assert_int_equal(client_autosave(&w->cl, s, b, sizeof b), 0);
    session_free(s);
    push(w, title_new_registered(0));
    push(w, saves_screen_new(&w->ui, 0, NULL));
    assert_int_equal(saves_selected(top(w)), 1);
    char path[1300];
    snprintf(path, sizeof path, "%s", saves_row_info(top(w), 1)->path);
    /* The keyboard: Backspace asks, Esc keeps the file (and the screen). */
    key(w, UI_KEY_BACKSPACE);
    assert_true(fileio_exists(path));
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    run(w, 0.2);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "Confirm with Delete"));
    assert_non_null(crec_find_text(rec, "Confirm delete"));
    key(w, UI_KEY_ESCAPE);
    assert_string_equal(top_name(w), "saves");
    key(w, UI_KEY_BACKSPACE);
    assert_true(fileio_exists(path));
    assert_int_equal(autosaves_count(w, 0), 2);
    /* Open in another client (its lock held here): not deleted, said. */
    char game[AUTOSAVES_NAME_MAX], why[256], lockf[1400];
    autosaves_name_of(w->cl.saves_dir, path, game, sizeof game);
    int held = autosaves_lock(w->cl.saves_dir, game, why, sizeof why);
    assert_true(held >= 0);
    key(w, UI_KEY_BACKSPACE);
    assert_true(fileio_exists(path));
    run(w, 0.2);
    render_now(w, rec, &c);
    assert_non_null(crec_find_text(rec, "it is not deleted"));
    autosaves_unlock(w->cl.saves_dir, game, held);
    key(w, UI_KEY_BACKSPACE);
    key(w, UI_KEY_BACKSPACE);
    assert_false(fileio_exists(path));
    snprintf(lockf, sizeof lockf, "%s/%s/.%s.lock", w->cl.saves_dir, AUTOSAVES_UNFINISHED, game);
    assert_false(fileio_exists(lockf)); /* its lock file went with it */
    assert_int_equal(autosaves_count(w, 0), 1);
    assert_string_equal(saves_screen_summary(top(w)), "1 unfinished game");
    /* The mouse: Delete asks, a click elsewhere keeps it, Delete twice removes. */
    snprintf(path, sizeof path, "%s", saves_row_info(top(w), 1)->path);
    click_rect(w, saves_button_rect(&w->ui, 1));
    assert_true(fileio_exists(path));
    click(w, 640, 30);
    click_rect(w, saves_button_rect(&w->ui, 1));
    assert_true(fileio_exists(path));
    click_rect(w, saves_button_rect(&w->ui, 1));
    assert_false(fileio_exists(path));
    assert_int_equal(saves_rows(top(w)), 0);
    screen_stack_clear(&w->ss);
    crec_free(rec);
    world_free(w);
}

static void test_saves_damaged_left_alone(void **state)
{
    (void)state;
    world_t *w = world_new();
    char dir[1300], path[1400];
    snprintf(dir, sizeof dir, "%s/%s", w->cl.saves_dir, AUTOSAVES_UNFINISHED);
    write_bytes(dir, "20000101-000000-zumo.sav", binary_text, BINARY_LEN);
    /* An autosave.sav of the earlier version that cannot be read: not moved
     * in at start, listed where it is. */
    write_file(w->cl.saves_dir, AUTOSAVES_LEGACY, newer_text);
    world_client(w, 1280, 720);
    push(w, title_new_registered(0));
    run(w, 0.1);
    assert_false(has_continue(top(w)));
    push(w, saves_screen_new(&w->ui, 0, NULL));
    assert_int_equal(saves_rows(top(w)), 3);
    assert_string_equal(saves_screen_summary(top(w)), "2 unfinished games (2 damaged)");
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    for (int row = 1; row <= 2; row++) {
        const save_info_t *info = saves_row_info(top(w), row);
        assert_false(info->ok);
        select_row(w, row);
        key(w, UI_KEY_ENTER);
        assert_string_equal(top_name(w), "saves");
        run(w, 0.3);
        render_now(w, rec, &c);
        /* Its path is on screen (wrapped in the details: its file name is
         * one run of text). */
        const char *base = strrchr(info->path, '/') + 1;
        int shown = 0;
        for (int i = 0; i < crec_count(rec); i++) {
            const crec_op_t *op = crec_op(rec, i);
            if (op->kind == CREC_TEXT && strstr(op->text, base)) shown = 1;
        }
        if (!shown) fail_msg("the path of %s is not shown", base);
        assert_non_null(crec_find_text(rec, "cannot be loaded"));
    }
    screen_stack_clear(&w->ss);
    snprintf(path, sizeof path, "%s/20000101-000000-zumo.sav", dir);
    char *text = slurp(path);
    assert_non_null(text);
    assert_memory_equal(text, binary_text, BINARY_LEN);
    free(text);
    snprintf(path, sizeof path, "%s/%s", w->cl.saves_dir, AUTOSAVES_LEGACY);
    text = slurp(path);
    assert_string_equal(text, newer_text);
    free(text);
    crec_free(rec);
    world_free(w);
}

static void test_old_autosave_migrated(void **state)
{
    (void)state;
    world_t *w = world_new();
    char path[1300], err[256];
    assert_int_equal(fileio_mkdirs(w->cl.saves_dir), 0);
    snprintf(path, sizeof path, "%s/%s", w->cl.saves_dir, AUTOSAVES_LEGACY);
    session_t *s = game_after("zumo", 3);
    assert_int_equal(session_save(s, path, err, sizeof err), 0);
    session_free(s);
    /* The next start moves it in with the unfinished games. */
    world_client(w, 1280, 720);
    assert_false(fileio_exists(path));
    assert_int_equal(autosaves_count(w, 0), 1);
    push(w, title_new_registered(0));
    run(w, 0.1);
    assert_true(has_continue(top(w)));
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "play");
    assert_int_equal(play_screen_session(top(w))->cur, 3);
    /* It is that game's file from now on. */
    assert_true(play_screen_autosave_name(top(w))[0] != '\0');
    screen_stack_clear(&w->ss);
    assert_int_equal(autosaves_count(w, 0), 1);
    world_free(w);
}

/* ------------------------------------------------------------------------ */
/* Rules, and every screen drawn. */

static void test_rules_books(void **state)
{
    (void)state;
    world_t *w = world_new();
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        const rules_book_t *b = rules_book(r->id);
        if (!b) fail_msg("no rules for %s", r->id);
        assert_true(b->npages >= 2);
        screen_t *s = rules_screen_new(&w->ui, r);
        push(w, s);
        assert_int_equal(rules_game(s), i);
        for (int p = 0; p < b->npages; p++) {
            assert_int_equal(rules_page(s), p);
            assert_true(rules_has_diagram(s));
            if (rules_diagram_problem(s)[0]) fail_msg("%s page %d: %s", r->id, p + 1, rules_diagram_problem(s));
            run(w, 0.05);
            key(w, UI_KEY_RIGHT);
        }
        assert_int_equal(rules_page(s), b->npages - 1);
        /* Page numbers and tabs are clickable. */
        click_rect(w, rules_page_rect(s, &w->ui, 0));
        assert_int_equal(rules_page(s), 0);
        click_rect(w, rules_tab_rect(s, &w->ui, (i + 1) % game_count()));
        assert_int_equal(rules_game(s), (i + 1) % game_count());
        key(w, UI_KEY_ESCAPE);
        assert_int_equal(w->ss.n, 0);
    }
    world_free(w);
}

static void render_check(world_t *w, canvas_rec_t *rec, canvas_t *c, const char *const *texts)
{
    run(w, 1.2);
    crec_reset(rec);
    screen_stack_render(&w->ss, &w->ui, c, 0.5);
    for (int i = 0; texts[i]; i++)
        if (!crec_find_text(rec, texts[i])) fail_msg("%s at %dx%d: no text '%s'", top_name(w), w->ui.width, w->ui.height, texts[i]);
    /* Nothing is drawn outside the output. */
    for (int i = 0; i < crec_count(rec); i++) {
        const crec_op_t *op = crec_op(rec, i);
        if (op->kind != CREC_TEXT) continue;
        if (op->rect.x < -1 || op->rect.x + op->rect.w > w->ui.width + 1 || op->rect.y < -1 ||
            op->rect.y + op->rect.h > w->ui.height + 1)
            fail_msg("%s: text '%s' off screen", top_name(w), op->text);
    }
}

static void test_screens_render(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {3840, 2160}, {1024, 768}};
    for (int k = 0; k < 3; k++) {
        world_t *w = world_new();
        world_client(w, sizes[k][0], sizes[k][1]);
        canvas_rec_t *rec = crec_new();
        canvas_t c;
        crec_canvas(rec, &c, sizes[k][0], sizes[k][1]);
        push(w, title_new_registered(0));
        render_check(w, rec, &c, (const char *[]){"HEXARCADE", "Load game", "Settings", "Rules", NULL});
        push(w, gameselect_screen_new(&w->ui, 4));
        assert_int_equal(gameselect_selected(top(w)), 4);
        key(w, UI_KEY_RIGHT);
        assert_int_equal(gameselect_selected(top(w)), 0);
        render_check(w, rec, &c, (const char *[]){"Choose a game", "Wunchunk", "Zumo", "Set up Wunchunk", NULL});
        key(w, UI_KEY_ESCAPE);
        push(w, setup_screen_new(&w->ui, game_by_id("uknight")));
        render_check(w, rec, &c, (const char *[]){"Set up the game", "White", "Red", "Start game",
                                                  "Own pieces block axes", NULL});
        key(w, UI_KEY_ESCAPE);
        push(w, settings_screen_new(&w->ui));
        render_check(w, rec, &c, (const char *[]){"Settings", "Animation speed", "Volume", "Pointed tops", NULL});
        key(w, UI_KEY_ESCAPE);
        push(w, saves_screen_new(&w->ui, 0, NULL));
        render_check(w, rec, &c, (const char *[]){"Load a game", "Nothing saved yet", NULL});
        key(w, UI_KEY_ESCAPE);
        push(w, rules_screen_new(&w->ui, game_by_id("zumo")));
        render_check(w, rec, &c, (const char *[]){"Sightlines", "Zumo", "Next", NULL});
        key(w, UI_KEY_ESCAPE);
        push(w, play_screen_new(&w->ui, churn_game(1)));
        push(w, pause_screen_new(&w->ui, play_screen_session(top(w))));
        render_check(w, rec, &c, (const char *[]){"Paused", "Resume", "Quit to title", NULL});
        key(w, UI_KEY_ESCAPE);
        assert_string_equal(top_name(w), "play");
        screen_stack_clear(&w->ss);
        crec_free(rec);
        world_free(w);
    }
}

static void test_title_bar_keys(void **state)
{
    (void)state;
    world_t *w = world_new();
    push(w, title_new_registered(game_count() - 1));
    run(w, 0.1);
    /* Down from the last game reaches the bar; across it; Enter opens. */
    key(w, UI_KEY_DOWN);
    assert_int_equal(title_bar_focus(top(w)), 0);
    assert_int_equal(title_action(top(w), 0), TITLE_LEARN);
    /* Learn (issue 50): the tutorial and demonstrations of the game. */
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "demos");
    key(w, UI_KEY_ESCAPE);
    assert_string_equal(top_name(w), "title");
    key(w, UI_KEY_RIGHT);
    assert_int_equal(title_action(top(w), title_bar_focus(top(w))), TITLE_LOAD);
    key(w, UI_KEY_RIGHT);
    assert_int_equal(title_action(top(w), title_bar_focus(top(w))), TITLE_SETTINGS);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "settings");
    key(w, UI_KEY_ESCAPE);
    key(w, UI_KEY_RIGHT);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "rules");
    key(w, UI_KEY_ESCAPE);
    /* Down again goes back to the first game; choosing it opens the select. */
    key(w, UI_KEY_DOWN);
    assert_int_equal(title_bar_focus(top(w)), -1);
    assert_int_equal(title_selected(top(w)), 0);
    key(w, UI_KEY_ENTER);
    assert_string_equal(top_name(w), "gameselect");
    assert_int_equal(gameselect_selected(top(w)), 0);
    world_free(w);
}

/* The pause menu says how it moves: every frame while its card comes in
 * or a highlight eases, still once settled (the game below, ambient, sets
 * the pace then). */
static void test_pause_motion(void **state)
{
    (void)state;
    world_t *w = world_new();
    push(w, play_screen_new(&w->ui, churn_game(2)));
    push(w, pause_screen_new(&w->ui, play_screen_session(top(w))));
    screen_t *p = top(w);
    assert_non_null(p->ops->motion);
    assert_int_equal(p->ops->motion(p, &w->ui), SCREEN_MOVING); /* coming in */
    run(w, 1.0);
    assert_int_equal(p->ops->motion(p, &w->ui), SCREEN_STILL);
    assert_int_equal(screen_stack_motion(&w->ss, &w->ui), SCREEN_AMBIENT);
    key(w, UI_KEY_DOWN);
    run(w, 0.05);
    assert_int_equal(p->ops->motion(p, &w->ui), SCREEN_MOVING); /* the highlight moves */
    run(w, 1.0);
    assert_int_equal(p->ops->motion(p, &w->ui), SCREEN_STILL);
    world_free(w);
}

/* Steps of a 60th of a second over `seconds`: how many of them the top
 * screen said it moves (drawn every frame) and how many only ambient
 * (the backdrop: drawn at a low rate). The last step's motion in *last. */
static int moving_steps(world_t *w, double seconds, int *ambient, screen_motion_t *last)
{
    screen_t *s = top(w);
    int moving = 0;
    *ambient = 0;
    for (double t = 0; t < seconds; t += w->ui.step) {
        run(w, w->ui.step);
        *last = s->ops->motion(s, &w->ui);
        moving += *last == SCREEN_MOVING;
        *ambient += *last == SCREEN_AMBIENT;
    }
    return moving;
}

/* The menus over the drifting backdrop say how they move: every frame
 * while they come in or a highlight eases, the backdrop's low rate once
 * settled (before, each drew every frame: a core's worth of software
 * drawing for a menu left open). */
static void test_menus_motion(void **state)
{
    (void)state;
    const game_rules_t *churn = game_by_id("churn");
    world_t *w = world_new();
    struct {
        screen_t *s;
        int enters, keyed;
    } menus[] = {
        {gameselect_screen_new(&w->ui, 0), 1, 1},
        {setup_screen_new(&w->ui, churn), 1, 1},
        {rules_screen_new(&w->ui, churn), 1, 1},
        {saves_screen_new(&w->ui, 0, NULL), 0, 0}, /* nothing saved: no rows to move through */
        {puzzle_list_new(&w->ui, churn), 0, 1},
        {demo_screen_new(&w->ui, churn), 0, 1},
    };
    for (size_t i = 0; i < sizeof menus / sizeof menus[0]; i++) {
        screen_t *s = menus[i].s;
        assert_non_null(s);
        push(w, s);
        assert_non_null(s->ops->motion);
        if (menus[i].enters) assert_int_equal(s->ops->motion(s, &w->ui), SCREEN_MOVING);
        int ambient;
        screen_motion_t last;
        moving_steps(w, 2.0, &ambient, &last);
        if (last != SCREEN_AMBIENT) fail_msg("%s: still moving 2 s after it opened", s->ops->name);
        /* A key that moves the highlight (the rules: the next page). */
        if (menus[i].keyed) {
            key(w, !strcmp(s->ops->name, "gameselect") || !strcmp(s->ops->name, "rules") ? UI_KEY_RIGHT : UI_KEY_DOWN);
            if (top(w) != s) fail_msg("%s: the key left the screen", s->ops->name);
            int moving = moving_steps(w, 1.5, &ambient, &last);
            if (moving == 0 || last != SCREEN_AMBIENT)
                fail_msg("%s: %d moving steps after a key, then %d", s->ops->name, moving, (int)last);
        }
        key(w, UI_KEY_ESCAPE);
        screen_stack_apply(&w->ss, &w->ui);
    }
    /* Saving: while a name is typed its caret blinks, every frame. */
    session_t *game = churn_game(2);
    push(w, saves_screen_new(&w->ui, 1, game));
    assert_int_equal(saves_row_section(top(w), saves_selected(top(w))), SAVES_SEC_NEW);
    int ambient;
    screen_motion_t last;
    moving_steps(w, 2.0, &ambient, &last);
    assert_int_equal(ambient, 0);
    key(w, UI_KEY_ESCAPE);
    screen_stack_apply(&w->ss, &w->ui);
    session_free(game);
    /* Settings' diagram plays moves at the chosen speed: those frames
     * move, the holds between them do not. */
    push(w, settings_screen_new(&w->ui));
    int moving = moving_steps(w, 12.0, &ambient, &last);
    if (moving == 0 || ambient == 0) fail_msg("settings: %d moving and %d ambient steps in 12 s", moving, ambient);
    world_free(w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_opts_game_flags),
        cmocka_unit_test(test_opts_game_errors),
        cmocka_unit_test(test_setup_by_events),
        cmocka_unit_test(test_gameselect_click_selects_first),
        cmocka_unit_test(test_setup_model_edges),
        cmocka_unit_test(test_settings_persist),
        cmocka_unit_test(test_settings_corrupt_file_left_alone),
        cmocka_unit_test(test_saves_list_and_files),
        cmocka_unit_test(test_saves_screen),
        cmocka_unit_test(test_continue_only_with_autosave),
        cmocka_unit_test(test_two_games_left_both_kept),
        cmocka_unit_test(test_saves_sections_and_counts),
        cmocka_unit_test(test_saves_many_all_reachable),
        cmocka_unit_test(test_saves_delete_asks_first),
        cmocka_unit_test(test_saves_damaged_left_alone),
        cmocka_unit_test(test_old_autosave_migrated),
        cmocka_unit_test(test_failed_autosave_keeps_game),
        cmocka_unit_test(test_rules_books),
        cmocka_unit_test(test_screens_render),
        cmocka_unit_test(test_title_bar_keys),
        cmocka_unit_test(test_pause_motion),
        cmocka_unit_test(test_menus_motion),
    };
    return cmocka_run_group_tests_name("ui_menus", tests, NULL, NULL);
}
