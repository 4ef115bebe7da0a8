/* The play screen driven by ui events, as a person (or a script) drives it:
 * a move by a click, a refused move that changes nothing and says why,
 * multi-action turns (Wunchunk stones and colours, Zumo pushes, Uknight
 * select-then-throw), swap said plainly, undo against the AI, an AI move
 * arriving while the UI keeps running, quitting while the AI thinks, the
 * result screen and a rematch, and the HUD as drawn on a recording canvas.
 * Also the script parser. Runs with SDL_VIDEODRIVER=dummy and
 * SDL_AUDIODRIVER=dummy (no window is opened). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "../src/core/game.h"
#include "../src/core/session.h"
#include "../src/ui/canvas_rec.h"
#include "../src/ui/client.h"
#include "../src/ui/play.h"
#include "../src/ui/pturn.h"
#include "../src/ui/result.h"
#include "../src/ui/result_how.h"
#include "../src/ui/screen.h"
#include "../src/ui/script.h"
#include "../src/ui/ui.h"

typedef struct {
    ui_t ui;
    screen_stack_t ss;
    client_t cl;
    canvas_rec_t *rec;
    canvas_t c;
} fx_t;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void nap(void)
{
    struct timespec ts = {0, 1000000};
    nanosleep(&ts, NULL);
}

static int setup(void **state)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    fx_t *f = calloc(1, sizeof *f);
    ui_init(&f->ui, 1280, 720);
    screen_stack_init(&f->ss);
    f->ui.screens = &f->ss;
    f->ui.data_dir = ".";
    f->ui.step = 1.0 / 120.0;
    memset(&f->cl, 0, sizeof f->cl);
    settings_default(&f->cl.settings);
    f->ui.client = &f->cl;
    f->rec = crec_new();
    crec_canvas(f->rec, &f->c, 1280, 720);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fx_t *f = *state;
    screen_stack_clear(&f->ss);
    crec_free(f->rec);
    free(f);
    return 0;
}

static screen_t *top(fx_t *f) { return screen_top(&f->ss); }

static session_t *sess(fx_t *f)
{
    for (int i = f->ss.n - 1; i >= 0; i--)
        if (play_screen_is(f->ss.items[i])) return play_screen_session(f->ss.items[i]);
    return NULL;
}

static void render(fx_t *f)
{
    crec_reset(f->rec);
    screen_stack_render(&f->ss, &f->ui, &f->c, 0.0);
}

/* n fixed steps of simulated time, rendering now and then. */
static void steps(fx_t *f, int n)
{
    for (int i = 0; i < n; i++) {
        f->ui.time += f->ui.step;
        screen_stack_update(&f->ss, &f->ui, f->ui.step);
        screen_stack_apply(&f->ss, &f->ui);
        if (i % 30 == 0) render(f);
    }
}

static void start(fx_t *f, const char *id, const char *words, const char *s1, const char *s2)
{
    const game_rules_t *r = game_by_id(id);
    assert_non_null(r);
    game_setup_t setup;
    char err[256];
    game_setup_default(r, &setup, r->min_players);
    assert_int_equal(game_setup_parse(r, &setup, words, err, sizeof err), 0);
    game_t *g = game_new(r, &setup, ".", err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    assert_non_null(s);
    snprintf(s->seat[0], SESSION_SEAT_LEN, "%s", s1);
    snprintf(s->seat[1], SESSION_SEAT_LEN, "%s", s2);
    screen_t *p = play_screen_new(&f->ui, s);
    assert_non_null(p);
    assert_int_equal(screen_push(&f->ss, p), 0);
    screen_stack_apply(&f->ss, &f->ui);
    render(f);
}

static void send(fx_t *f, const ui_event_t *ev)
{
    screen_stack_event(&f->ss, &f->ui, ev);
    screen_stack_apply(&f->ss, &f->ui);
    steps(f, 2);
}

static void click(fx_t *f, const char *name)
{
    float x, y;
    screen_t *t = top(f);
    int rc = play_screen_is(t) ? play_screen_locate(t, &f->ui, name, &x, &y) : result_screen_locate(t, &f->ui, name, &x, &y);
    if (rc) fail_msg("no '%s' on the %s screen", name, t->ops->name);
    ui_event_t ev = {.kind = UI_EV_POINTER_MOVE, .x = x, .y = y};
    send(f, &ev);
    ev.kind = UI_EV_POINTER_DOWN;
    ev.button = 1;
    send(f, &ev);
    ev.kind = UI_EV_POINTER_UP;
    send(f, &ev);
}

static void key(fx_t *f, ui_key_t k, int ch, int mods)
{
    ui_event_t ev = {.kind = UI_EV_KEY, .key = k, .ch = ch, .mods = mods};
    send(f, &ev);
}

/* Runs until the play screen has nothing under way (AI, animations). */
static void settle(fx_t *f)
{
    double t0 = now();
    while (play_screen_busy(top(f)) || result_screen_busy(top(f))) {
        steps(f, 12);
        nap();
        if (now() - t0 > 60) fail_msg("still busy after 60 s");
    }
}

static const char *msg(fx_t *f)
{
    for (int i = f->ss.n - 1; i >= 0; i--)
        if (play_screen_is(f->ss.items[i])) return play_screen_message(f->ss.items[i]);
    return "";
}

static const char *cell_name(const session_t *s, int i) { return s->game->board.cells[i].name; }

/* A legal placement target for the side to move (the first listed). */
static int legal_place(const session_t *s, int colour)
{
    action_t acts[2048];
    int n = s->game->rules->actions(s->game, session_state(s), acts, 2048);
    for (int i = 0; i < n; i++)
        if (acts[i].kind == ACT_PLACE && (!colour || acts[i].player == colour)) return acts[i].a;
    return -1;
}

/* ------------------------------------------------------------------ */

static void test_click_plays_a_move(void **state)
{
    fx_t *f = *state;
    start(f, "churn", "size=3", "human", "human");
    session_t *s = sess(f);
    assert_int_equal(s->cur, 0);
    click(f, "B2");
    assert_int_equal(s->cur, 1);
    assert_string_equal(s->hist[1].move, "B2");
    settle(f);
    /* Blue by keyboard: the cursor starts at the centre, Enter places. */
    key(f, UI_KEY_RIGHT, 0, 0);
    key(f, UI_KEY_ENTER, 0, 0);
    assert_int_equal(s->cur, 2);
    assert_int_equal(game_head(session_state(s))->to_move, 1);
}

static void test_refused_move_changes_nothing(void **state)
{
    fx_t *f = *state;
    start(f, "churn", "size=3 pie=off", "human", "human");
    session_t *s = sess(f);
    click(f, "C3"); /* the centre */
    click(f, "A1");
    settle(f);
    /* C4 touches Red's C3: size 2 while size 1 cells exist. */
    size_t sz = s->game->rules->state_size;
    void *before = malloc(sz);
    memcpy(before, session_state(s), sz);
    click(f, "C4");
    assert_int_equal(s->cur, 2);
    assert_memory_equal(before, session_state(s), sz);
    assert_non_null(strstr(msg(f), "Churn"));
    assert_non_null(strstr(msg(f), "smallest"));
    /* An occupied cell. */
    click(f, "A1");
    assert_int_equal(s->cur, 2);
    assert_true(strlen(msg(f)) > 0);
    /* And the status line is drawn. */
    render(f);
    assert_non_null(crec_find_text(f->rec, "Churn"));
    free(before);
}

static void test_wunchunk_colours_and_confirm(void **state)
{
    fx_t *f = *state;
    start(f, "wunchunk", "size=5 players=2 pie=off", "human", "human");
    session_t *s = sess(f);
    screen_t *p = top(f);
    assert_int_equal(play_screen_colour(p), 2); /* the next player's colour first */
    key(f, UI_KEY_CHAR, '1', 0);
    assert_int_equal(play_screen_colour(p), 1);
    click(f, "@colour2");
    assert_int_equal(play_screen_colour(p), 2);
    int cell = legal_place(s, 2);
    assert_true(cell >= 0);
    const char *nm = cell_name(s, cell);
    click(f, nm);
    assert_int_equal(s->cur, 0); /* the turn waits for a confirmation */
    click(f, nm);                /* a stone of this turn comes back off */
    click(f, nm);
    /* The allotment is one stone (one chunk): a second one is refused. */
    int other = -1;
    game_view_t v;
    s->game->rules->view(s->game, session_state(s), &v);
    for (int i = 0; i < s->game->board.ncells && other < 0; i++)
        if (i != cell && !v.cell[i]) other = i;
    click(f, cell_name(s, other));
    assert_int_equal(s->cur, 0);
    assert_true(strlen(msg(f)) > 0);
    key(f, UI_KEY_CHAR, 'e', 0);
    assert_int_equal(s->cur, 1);
    char want[16];
    snprintf(want, sizeof want, "2%s", nm);
    assert_string_equal(s->hist[1].move, want);
}

static void test_zumo_place_push_confirm(void **state)
{
    fx_t *f = *state;
    start(f, "zumo", "size=6 pie=off", "human", "human");
    session_t *s = sess(f);
    click(f, "F6"); /* Black's free first stone: the turn ends by itself */
    assert_int_equal(s->cur, 1);
    settle(f);
    click(f, "F8"); /* White's */
    assert_int_equal(s->cur, 2);
    settle(f);
    /* F7: F6 evaporates into one unit; F8 is an opposing stone in sight. */
    click(f, "F7");
    assert_int_equal(s->cur, 2);
    click(f, "F8");
    assert_int_equal(s->cur, 2);
    key(f, UI_KEY_BACKSPACE, 0, 0); /* the push comes back */
    click(f, "F8");
    click(f, "@confirm");
    assert_int_equal(s->cur, 3);
    assert_string_equal(s->hist[3].move, "F7,F8+1");
}

static void test_uknight_select_then_throw(void **state)
{
    fx_t *f = *state;
    start(f, "uknight", "size=6 pie=off", "human", "human");
    session_t *s = sess(f);
    click(f, "A3");
    assert_int_equal(s->cur, 1);
    settle(f);
    click(f, cell_name(s, legal_place(s, 0)));
    assert_int_equal(s->cur, 2);
    settle(f);
    click(f, "D4"); /* a knight's move from B1, A2 and A3: a double */
    assert_int_equal(s->cur, 3);
    settle(f);
    click(f, cell_name(s, legal_place(s, 0)));
    settle(f);
    assert_int_equal(s->cur, 4);
    /* Select the double, then a target of its axe. */
    pturn_t t;
    assert_int_equal(pturn_init(&t, s->game), 0);
    pturn_begin(&t, session_state(s));
    action_t a;
    int d4 = board_parse_cell(&s->game->board, "D4");
    assert_int_equal(pturn_click(&t, d4, &a), PTURN_SELECT);
    uint8_t mask[BOARD_MAX_CELLS];
    assert_true(pturn_targets(&t, mask) > 0);
    int target = -1;
    for (int i = 0; i < s->game->board.ncells && target < 0; i++)
        if (mask[i]) target = i;
    pturn_free(&t);
    click(f, "D4");
    assert_true(strstr(msg(f), "selected") != NULL);
    click(f, cell_name(s, target));
    assert_int_equal(s->cur, 5);
    assert_non_null(strchr(s->hist[5].move, '>'));
}

/* Uknight's clean-up as a button: White's A1 stands alone with every
 * knight cell held by Black. */
static void test_uknight_cleanup_button(void **state)
{
    fx_t *f = *state;
    static const char text[] = "game: uknight\nsize: 5\nplayers: 2\nto-move: 1\nphase: 1\nboard:\n"
                               ". . . . 2\n. . . . . .\n. . . . . . .\n. . . . . . . .\n. . . . 1 1 . . .\n"
                               ". 2 2 . . . . .\n. . . 2 . . .\n. . . 2 . .\n1 . . . .\n";
    char err[256];
    level_t *lv = level_new();
    assert_non_null(lv);
    if (level_parse(lv, "cleanup", text, err, sizeof err)) fail_msg("%s", err);
    session_t *s = session_new_level(lv, ".", NULL, err, sizeof err);
    level_free(lv);
    if (!s) fail_msg("%s", err);
    screen_t *p = play_screen_new(&f->ui, s);
    assert_int_equal(screen_push(&f->ss, p), 0);
    screen_stack_apply(&f->ss, &f->ui);
    render(f);
    click(f, "@cleanup");
    assert_int_equal(s->cur, 0); /* the turn goes on: an action may follow */
    int a1 = board_parse_cell(&s->game->board, "A1");
    game_view_t v;
    render(f);
    assert_non_null(crec_find_text(f->rec, "Clean-up"));
    key(f, UI_KEY_CHAR, 'e', 0); /* end the turn after the clean-up alone */
    assert_int_equal(s->cur, 1);
    assert_string_equal(s->hist[1].move, "x");
    s->game->rules->view(s->game, session_state(s), &v);
    assert_int_equal(v.cell[a1], 0);
}

static void test_swap_said_plainly(void **state)
{
    fx_t *f = *state;
    start(f, "churn", "size=3 pie=on", "human", "human");
    session_t *s = sess(f);
    click(f, "C3");
    settle(f);
    render(f);
    assert_non_null(crec_find_text(f->rec, "Swap or play on?"));
    key(f, UI_KEY_CHAR, 's', 0);
    assert_int_equal(s->cur, 2);
    assert_string_equal(s->hist[2].move, "swap");
    assert_non_null(strstr(msg(f), "Swap!"));
    assert_non_null(strstr(msg(f), "now plays Red"));
}

static void test_undo_against_the_ai(void **state)
{
    fx_t *f = *state;
    start(f, "churn", "size=3 pie=off", "human", "beginner");
    session_t *s = sess(f);
    click(f, "C3");
    settle(f);
    assert_int_equal(s->cur, 2); /* the AI answered */
    key(f, UI_KEY_BACKSPACE, 0, 0);
    assert_int_equal(s->cur, 0); /* back to the human's turn, not the AI's */
    settle(f);
    assert_int_equal(s->cur, 0); /* and the AI does not move again */
    key(f, UI_KEY_CHAR, 'y', UI_MOD_CTRL);
    assert_int_equal(s->cur, 2);
    key(f, UI_KEY_CHAR, 'z', UI_MOD_CTRL);
    assert_int_equal(s->cur, 0);
}

static void test_ai_moves_without_blocking(void **state)
{
    fx_t *f = *state;
    start(f, "zumo", "size=8 pie=off", "expert", "human");
    session_t *s = sess(f);
    /* The AI (Black) thinks; every update returns at once. */
    double worst = 0;
    int seen_busy = 0;
    double t0 = now();
    while (s->cur == 0) {
        double a = now();
        steps(f, 1);
        double d = now() - a;
        if (d > worst) worst = d;
        seen_busy |= play_screen_busy(top(f));
        nap();
        if (now() - t0 > 60) fail_msg("the AI did not move in 60 s");
    }
    assert_true(seen_busy);
    assert_true(worst < 0.25);
    /* A click while it thinks is refused (the board is locked). */
    settle(f);
    assert_int_equal(game_head(session_state(s))->to_move, 2);
}

static void test_quit_while_the_ai_thinks(void **state)
{
    fx_t *f = *state;
    start(f, "uknight", "size=7 pie=off", "expert", "human");
    steps(f, 3);
    assert_true(play_screen_busy(top(f)));
    /* A click now is refused: the AI holds the board. */
    click(f, "G7");
    assert_int_equal(sess(f)->cur, 0);
    assert_non_null(strstr(msg(f), "AI"));
    double t0 = now();
    screen_stack_clear(&f->ss);
    assert_true(now() - t0 < 1.0);
}

static void test_result_and_rematch(void **state)
{
    fx_t *f = *state;
    start(f, "churn", "size=2 pie=off", "human", "human");
    session_t *s = sess(f);
    for (int k = 0; k < 200 && !game_is_over(session_state(s)); k++) {
        int c = legal_place(s, 0);
        assert_true(c >= 0);
        click(f, cell_name(s, c));
    }
    assert_true(game_is_over(session_state(s)));
    settle(f);
    assert_string_equal(top(f)->ops->name, "result");
    char title[128], how[256];
    result_words(s, title, sizeof title, how, sizeof how);
    assert_non_null(strstr(title, "wins"));
    assert_non_null(strstr(how, "more stones"));
    render(f);
    assert_non_null(crec_find_text(f->rec, "wins"));
    assert_non_null(crec_find_text(f->rec, "Rematch"));
    /* Replay steps, then a rematch starts a fresh game. */
    click(f, "@first");
    click(f, "@next");
    click(f, "@rematch");
    assert_string_equal(top(f)->ops->name, "play");
    assert_int_equal(sess(f)->cur, 0);
}

static void test_hud_shows_players_and_moves(void **state)
{
    fx_t *f = *state;
    start(f, "wunchunk", "size=6 players=4", "human", "easy");
    session_t *s = sess(f);
    snprintf(s->seat[2], SESSION_SEAT_LEN, "human");
    snprintf(s->seat[3], SESSION_SEAT_LEN, "medium");
    render(f);
    assert_non_null(crec_find_text(f->rec, "Wunchunk"));
    assert_non_null(crec_find_text(f->rec, "Yellow"));
    assert_non_null(crec_find_text(f->rec, "chunk"));
    assert_non_null(crec_find_text(f->rec, "MOVES"));
    assert_non_null(crec_find_text(f->rec, "allotment"));
    assert_non_null(crec_find_text(f->rec, "AI \xC2\xB7 Easy"));
}

static void test_hint_restart_and_pass(void **state)
{
    fx_t *f = *state;
    start(f, "wunchunk", "size=5 players=2 pie=off", "human", "human");
    session_t *s = sess(f);
    /* A hint comes from the worker thread and is only shown. */
    key(f, UI_KEY_CHAR, 'h', 0);
    double t0 = now();
    while (!strstr(msg(f), "Hint:")) {
        steps(f, 4);
        nap();
        if (now() - t0 > 60) fail_msg("no hint after 60 s: '%s'", msg(f));
    }
    assert_int_equal(s->cur, 0);
    /* Pass (P) is a whole turn. */
    key(f, UI_KEY_CHAR, 'p', 0);
    assert_int_equal(s->cur, 1);
    assert_string_equal(s->hist[1].move, "pass");
    assert_non_null(strstr(msg(f), "passed"));
    /* Restart asks once, then starts over as an undoable entry. */
    key(f, UI_KEY_CHAR, 'r', 0);
    assert_int_equal(s->cur, 1);
    assert_non_null(strstr(msg(f), "Restart?"));
    key(f, UI_KEY_CHAR, 'r', 0);
    assert_int_equal(s->cur, 2);
    assert_int_equal(game_head(session_state(s))->ply, 0);
    key(f, UI_KEY_BACKSPACE, 0, 0);
    assert_int_equal(s->cur, 1);
    /* Buttons that cannot act say why. */
    click(f, "@redo");
    assert_int_equal(s->cur, 2);
    click(f, "@confirm");
    assert_true(strlen(msg(f)) > 0);
}

static void test_four_seats_take_turns(void **state)
{
    fx_t *f = *state;
    start(f, "wunchunk", "size=5 players=4", "human", "beginner");
    session_t *s = sess(f);
    snprintf(s->seat[2], SESSION_SEAT_LEN, "human");
    snprintf(s->seat[3], SESSION_SEAT_LEN, "easy");
    for (int turn = 0; turn < 3; turn++) {
        int me = game_head(session_state(s))->to_move;
        assert_true(me == 1 || me == 3);
        key(f, UI_KEY_TAB, 0, 0);
        key(f, UI_KEY_ENTER, 0, 0);
        key(f, UI_KEY_CHAR, 'e', 0);
        settle(f);
        /* Both AIs (or one, after Green) have answered: a person to move. */
        me = game_head(session_state(s))->to_move;
        assert_true(me == 1 || me == 3);
    }
    assert_int_equal(s->cur, 6);
    /* Undo goes back to the last person's turn (Green's), not an AI's. */
    key(f, UI_KEY_BACKSPACE, 0, 0);
    assert_int_equal(s->cur, 4);
    assert_int_equal(game_head(session_state(s))->to_move, 1);
}

static void test_script_parse(void **state)
{
    (void)state;
    char err[256];
    script_t *sc = script_parse("t.script",
                                "# a game\nstart churn size=3 seats=human,easy\nclick B2\nkey ctrl+z\n"
                                "idle\nwait 0.5\nshot /tmp/x.png\nexpect-moves 0\nquit\n",
                                err, sizeof err);
    assert_non_null(sc);
    assert_int_equal(sc->n, 8);
    assert_int_equal(sc->cmd[2].key, UI_KEY_CHAR);
    assert_int_equal(sc->cmd[2].ch, 'z');
    assert_int_equal(sc->cmd[2].mods, UI_MOD_CTRL);
    script_free(sc);
    assert_null(script_parse("t.script", "click\n", err, sizeof err));
    assert_non_null(strstr(err, "t.script:1"));
    assert_null(script_parse("t.script", "\n\nfly away\n", err, sizeof err));
    assert_non_null(strstr(err, "t.script:3: unknown command 'fly'"));
    assert_null(script_parse("t.script", "key hyper+q\n", err, sizeof err));
    assert_null(script_parse("t.script", "wait soon\n", err, sizeof err));
}

static void test_script_drives_a_game(void **state)
{
    fx_t *f = *state;
    char err[256];
    script_t *sc = script_parse("t.script",
                                "start churn size=3 pie=off seats=human,human\nclick C3\nclick A1\n"
                                "click C4\nexpect-message smallest\nexpect-moves 2\nquit\n",
                                err, sizeof err);
    assert_non_null(sc);
    f->ui.client = NULL; /* without the menus: pushed straight onto the stack */
    for (int i = 0; i < 2000 && !sc->done; i++) {
        script_out_t out[SCRIPT_OUT_MAX];
        int n = script_tick(sc, &f->ui, out, SCRIPT_OUT_MAX);
        screen_stack_apply(&f->ss, &f->ui);
        if (top(f)) render(f);
        for (int k = 0; k < n; k++) {
            ui_event_t ev = {0};
            ev.x = out[k].x;
            ev.y = out[k].y;
            ev.button = out[k].button;
            ev.kind = out[k].kind == SCRIPT_OUT_MOVE ? UI_EV_POINTER_MOVE
                      : out[k].kind == SCRIPT_OUT_DOWN ? UI_EV_POINTER_DOWN
                      : out[k].kind == SCRIPT_OUT_UP   ? UI_EV_POINTER_UP
                                                       : UI_EV_KEY;
            ev.key = out[k].key;
            ev.ch = out[k].ch;
            ev.mods = out[k].mods;
            screen_stack_event(&f->ss, &f->ui, &ev);
            screen_stack_apply(&f->ss, &f->ui);
        }
        steps(f, 2);
    }
    if (sc->failed) fail_msg("%s", sc->err);
    assert_true(sc->done);
    script_free(sc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_click_plays_a_move, setup, teardown),
        cmocka_unit_test_setup_teardown(test_refused_move_changes_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_wunchunk_colours_and_confirm, setup, teardown),
        cmocka_unit_test_setup_teardown(test_zumo_place_push_confirm, setup, teardown),
        cmocka_unit_test_setup_teardown(test_uknight_select_then_throw, setup, teardown),
        cmocka_unit_test_setup_teardown(test_uknight_cleanup_button, setup, teardown),
        cmocka_unit_test_setup_teardown(test_swap_said_plainly, setup, teardown),
        cmocka_unit_test_setup_teardown(test_undo_against_the_ai, setup, teardown),
        cmocka_unit_test_setup_teardown(test_ai_moves_without_blocking, setup, teardown),
        cmocka_unit_test_setup_teardown(test_quit_while_the_ai_thinks, setup, teardown),
        cmocka_unit_test_setup_teardown(test_result_and_rematch, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hud_shows_players_and_moves, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hint_restart_and_pass, setup, teardown),
        cmocka_unit_test_setup_teardown(test_four_seats_take_turns, setup, teardown),
        cmocka_unit_test(test_script_parse),
        cmocka_unit_test_setup_teardown(test_script_drives_a_game, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
