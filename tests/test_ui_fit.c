/* Nothing is clipped on small screens: every screen (title with Continue,
 * choose a game for each game, set-up, play of each game and of a full
 * 4-player Wunchunk, pause, settings, every rules page, load and save,
 * the result of each game (and one with the player's rating line), its
 * review, the analysis board, a look back from the move list, the
 * statistics of each game with a record, the demo list and player, the
 * tutorial, the attract mode, the puzzle list scrolled to its end, every
 * puzzle, a puzzle's hint, a tried move with its explanation, load game
 * with a damaged file and a long name) is drawn on the recording canvas at
 * 1280x720, 1024x600 and 1024x576 (the title and menus also at 3840x2160),
 * and any text cut to fit its box, drawn across its clip or off the
 * output fails the test (canvas_rec.h: crec_overflow), and so does a title
 * button off the screen. Also: the 4-player
 * move list shows a useful number of moves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/game.h"
#include "core/match.h"
#include "core/record.h"
#include "core/rng.h"
#include "core/saves.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "lib_gametest.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/learn/tutorial.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"
#include "ui/play/play.h"
#include "ui/review/review.h"
#include "ui/screens/title.h"
#include "uilib_fixture.h"

typedef struct {
    char root[512];
    char home[1024]; /* the HOME before, put back after */
    char gamedata[1024];
    client_t cl;
    screen_stack_t ss;
    ui_t ui;
    canvas_rec_t *rec;
    canvas_t c;
    int bad;           /* overflows found so far */
    char where[96];    /* the screen being checked, for the messages */
} world_t;

static world_t *world_new(int width, int height)
{
    world_t *w = calloc(1, sizeof *w);
    assert_non_null(w);
    plat_setenv("SDL_VIDEODRIVER", "dummy");
    plat_setenv("SDL_AUDIODRIVER", "dummy");
    assert_non_null(gametest_tmpdir(w->root, sizeof w->root, "hexfit"));
    /* HOME is the folder too: the settings screen shows its file as a
     * user's, "~/config/...", however long the temp folder's path. */
    const char *home = getenv("HOME");
    snprintf(w->home, sizeof w->home, "%s", home ? home : "");
    plat_setenv("HOME", w->root);
    char path[700];
    snprintf(path, sizeof path, "%s/config", w->root);
    plat_setenv("XDG_CONFIG_HOME", path);
    snprintf(path, sizeof path, "%s/data", w->root);
    plat_setenv("XDG_DATA_HOME", path);
    game_data_dir(w->gamedata, sizeof w->gamedata, NULL);
    client_init(&w->cl, w->gamedata);
    screen_stack_init(&w->ss);
    ui_init(&w->ui, width, height);
    w->ui.screens = &w->ss;
    w->ui.data_dir = w->gamedata;
    w->ui.client = &w->cl;
    w->ui.game_index = -1;
    w->ui.choose_game = nav_choose_game;
    w->rec = crec_new();
    crec_canvas(w->rec, &w->c, width, height);
    return w;
}

static void world_free(world_t *w)
{
    screen_stack_clear(&w->ss);
    crec_free(w->rec);
    if (gametest_remove_tree(w->root) != 0) fprintf(stderr, "could not remove %s\n", w->root);
    plat_setenv("XDG_CONFIG_HOME", NULL);
    plat_setenv("XDG_DATA_HOME", NULL);
    if (w->home[0]) plat_setenv("HOME", w->home);
    else plat_setenv("HOME", NULL);
    free(w);
}

static screen_t *top(world_t *w) { return screen_top(&w->ss); }

static void run(world_t *w, double seconds)
{
    for (double t = 0; t < seconds; t += w->ui.step) {
        w->ui.time += w->ui.step;
        screen_stack_update(&w->ss, &w->ui, w->ui.step);
        screen_stack_apply(&w->ss, &w->ui);
    }
}

static void letter(world_t *w, int ch)
{
    ui_event_t e = {.kind = UI_EV_KEY, .key = UI_KEY_CHAR, .ch = ch};
    screen_stack_event(&w->ss, &w->ui, &e);
    screen_stack_apply(&w->ss, &w->ui);
}

static void key(world_t *w, ui_key_t k)
{
    ui_event_t e = {.kind = UI_EV_KEY, .key = k};
    screen_stack_event(&w->ss, &w->ui, &e);
    screen_stack_apply(&w->ss, &w->ui);
}

static void key_char(world_t *w, int ch)
{
    ui_event_t e = {.kind = UI_EV_KEY, .key = UI_KEY_CHAR, .ch = ch};
    screen_stack_event(&w->ss, &w->ui, &e);
    screen_stack_apply(&w->ss, &w->ui);
}

/* Draws the stack once the screen has settled and counts what overflowed. */
static void check(world_t *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(w->where, sizeof w->where, fmt, ap);
    va_end(ap);
    run(w, 1.5);
    crec_reset(w->rec);
    screen_stack_render(&w->ss, &w->ui, &w->c, 0.5);
    int n = crec_overflow_count(w->rec);
    if (!n) return;
    w->bad += n;
    fprintf(stderr, "%s at %dx%d (%s): %d text(s) do not fit\n", w->where, w->ui.width, w->ui.height,
            top(w) ? top(w)->ops->name : "-", n);
    crec_dump_overflows(w->rec, stderr);
}

/* Rows of the move list drawn: their numbers ("12."). */
static int move_rows(const canvas_rec_t *rec)
{
    int n = 0;
    for (int i = 0; i < crec_count(rec); i++) {
        const crec_op_t *op = crec_op(rec, i);
        if (op->kind != CREC_TEXT) continue;
        size_t len = strlen(op->text), d = strspn(op->text, "0123456789");
        n += len >= 2 && d == len - 1 && op->text[len - 1] == '.';
    }
    return n;
}

/* The title's buttons lie wholly on the output (their labels are centred,
 * so a button cut at the edge can still show its whole label). */
static void check_title_bar(world_t *w)
{
    screen_t *t = top(w);
    if (!t || strcmp(t->ops->name, "title")) {
        fprintf(stderr, "title bar: the title is not on top\n");
        w->bad++;
        return;
    }
    for (int i = 0; i < title_actions(t); i++) {
        canvas_rect_t r = title_action_rect(t, &w->ui, i);
        if (r.x < 0 || r.y < 0 || r.x + r.w > w->ui.width || r.y + r.h > w->ui.height) {
            fprintf(stderr, "title at %dx%d: button %d (%.0f,%.0f %.0fx%.0f) is off the screen\n", w->ui.width,
                    w->ui.height, i, r.x, r.y, r.w, r.h);
            w->bad++;
        }
        for (int k = 0; k < i; k++) {
            canvas_rect_t q = title_action_rect(t, &w->ui, k);
            if (q.x + q.w > r.x) {
                fprintf(stderr, "title at %dx%d: buttons %d and %d overlap\n", w->ui.width, w->ui.height, k, i);
                w->bad++;
            }
        }
    }
}

/* How much of what was drawn at op `from` still shows at (x, y) through
 * the fills drawn after it (1: all, 0: none). A gradient is interpolated
 * between the rectangle's corners, as the window's canvas draws it. */
static float seen_through(const canvas_rec_t *rec, int from, float x, float y)
{
    float vis = 1.0f;
    for (int i = from + 1; i < crec_count(rec); i++) {
        const crec_op_t *op = crec_op(rec, i);
        canvas_rect_t r = op->rect;
        if (op->kind != CREC_FILL_RRECT || x < r.x || x > r.x + r.w || y < r.y || y > r.y + r.h) continue;
        const canvas_paint_t *p = &op->paint;
        float a = p->c0.a;
        if (p->kind == CANVAS_PAINT_LINEAR && p->p1.y != p->p0.y) {
            float t0 = (r.y - p->p0.y) / (p->p1.y - p->p0.y), t1 = (r.y + r.h - p->p0.y) / (p->p1.y - p->p0.y);
            t0 = t0 < 0 ? 0 : t0 > 1 ? 1 : t0;
            t1 = t1 < 0 ? 0 : t1 > 1 ? 1 : t1;
            float top = p->c0.a + (p->c1.a - p->c0.a) * t0, bottom = p->c0.a + (p->c1.a - p->c0.a) * t1;
            a = top + (bottom - top) * (r.h > 0 ? (y - r.y) / r.h : 0);
        }
        vis *= 1.0f - a / 255.0f;
    }
    return vis;
}

/* An overlay's key hints: the screen under it (its own key bar) is hidden
 * there, not showing through them dimmed. */
static void check_footer_covered(world_t *w)
{
    float band = (w->ui.height - UI_DESIGN_H * w->ui.scale) * 0.5f + 660.0f * w->ui.scale;
    for (int i = 0; i < crec_count(w->rec); i++) {
        const crec_op_t *op = crec_op(w->rec, i);
        if (op->kind != CREC_TEXT || op->rect.y < band) continue;
        float vis = seen_through(w->rec, i, op->rect.x + op->rect.w * 0.5f, op->rect.y + op->rect.h * 0.5f);
        if (vis > 0.02f && vis < 0.9f) {
            fprintf(stderr, "%s at %dx%d: \"%s\" shows through the key hints (%.0f%%)\n", w->where, w->ui.width,
                    w->ui.height, op->text, vis * 100);
            w->bad++;
        }
    }
}

/* ------------------------------------------------------------------ */
/* Games with moves, played at random through the turn builder. */

static session_t *new_session(const char *id, const char *words, const char *seat2)
{
    char err[256];
    session_t *s = session_new(gametest_game(id, words), err, sizeof err);
    assert_non_null(s);
    for (int i = 0; i < s->game->setup.players; i++) snprintf(s->seat[i], SESSION_SEAT_LEN, "%s", i == 1 ? seat2 : "human");
    return s;
}

static void play_random(session_t *s, int turns, uint64_t seed)
{
    match_t t;
    assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, seed);
    for (int i = 0; i < turns; i++)
        if (uifx_random_turn(s, &t, &rng)) break;
    match_free(&t);
}

static void play_to_end(session_t *s, uint64_t seed)
{
    play_random(s, 2000, seed);
    assert_true(game_is_over(session_state(s)));
}

/* Keeps a review with s in which every move of colour `loser` lost 12% of
 * its win chance and some other legal move was better (What went wrong
 * then opens at once, with a moment per marked move). */
static void keep_losses(session_t *s, int loser)
{
    int players = s->game->setup.players, lost = 0;
    size_t cap = 256 + (size_t)s->n * (64 + MOVE_TEXT_MAX);
    char *text = malloc(cap), err[256];
    assert_non_null(text);
    int at = snprintf(text, cap, "hexarcade-review 1 level=medium iterations=800 seed=1 positions=%d\n", s->n);
    for (int i = 0; i < s->n; i++) {
        if (i > 0 && game_head(s->hist[i - 1].state)->to_move == loser) lost++;
        double wl = 0.9 - 0.12 * lost;
        if (wl < 0.02) wl = 0.02;
        at += snprintf(text + at, cap - (size_t)at, "%d", i);
        for (int p = 1; p <= players; p++)
            at += snprintf(text + at, cap - (size_t)at, " %.4f", p == loser ? wl : (1 - wl) / (players - 1));
        at += snprintf(text + at, cap - (size_t)at, " +0");
        if (!game_is_over(s->hist[i].state)) {
            /* A random legal move other than the one played. */
            char best[MOVE_TEXT_MAX] = "";
            for (uint64_t seed = 1; seed < 40 && !best[0]; seed++) {
                session_t *c = session_copy(s, i, err, sizeof err);
                assert_non_null(c);
                while (c->n > i + 1) session_undo(c), c->n = c->cur + 1;
                play_random(c, 1, seed);
                if (c->cur == i + 1 && (i + 1 >= s->n || strcmp(c->hist[i + 1].move, s->hist[i + 1].move)))
                    snprintf(best, sizeof best, "%s", c->hist[i + 1].move);
                session_free(c);
            }
            /* A forced move (Churn's smallest group often is): best is itself. */
            if (!best[0] && i + 1 < s->n) snprintf(best, sizeof best, "%s", s->hist[i + 1].move);
            if (best[0]) at += snprintf(text + at, cap - (size_t)at, " best %s", best);
        }
        at += snprintf(text + at, cap - (size_t)at, "\n");
    }
    assert_int_equal(session_set_review(s, text), 0);
    free(text);
}

/* ------------------------------------------------------------------ */

static void check_title_and_menus(world_t *w)
{
    /* A game left on the board gives the title its Continue button. */
    session_t *s = new_session("wunchunk", "players=2", "medium");
    play_random(s, 6, 1);
    nav_push(&w->ui, NAV_TITLE, (nav_arg_t){.game = 0});
    nav_start_play(&w->ui, s);
    run(w, 0.5);
    /* (leaving by the pause menu autosaves; nav_to_title does not) */
    char saved[AUTOSAVES_NAME_MAX] = "";
    assert_int_equal(client_autosave(&w->cl, s, saved, sizeof saved), 0);
    nav_to_title(&w->ui);
    check(w, "title");
    if (title_actions(top(w)) != 7 || title_action(top(w), 0) != TITLE_CONTINUE) {
        fprintf(stderr, "title at %dx%d: no Continue\n", w->ui.width, w->ui.height);
        w->bad++;
    }
    if (!crec_find_text(w->rec, "Continue \xC2\xB7 Wunchunk") || !crec_find_text(w->rec, "Statistics")) {
        fprintf(stderr, "title at %dx%d: Continue or Statistics not drawn\n", w->ui.width, w->ui.height);
        w->bad++;
    }
    check_title_bar(w);
    for (int i = 0; i < game_count(); i++) {
        nav_push(&w->ui, NAV_GAMESELECT, (nav_arg_t){.game = i});
        check(w, "choose a game: %s", game_by_index(i)->name);
        key(w, UI_KEY_ESCAPE);
        run(w, 1.0);
        nav_push(&w->ui, NAV_SETUP, (nav_arg_t){.rules = game_by_index(i)});
        check(w, "setup: %s", game_by_index(i)->name);
        nav_to_title(&w->ui);
        /* The most rows a game's setup has: every player, every option,
         * the clock at its widest value. */
        const game_rules_t *r = game_by_index(i);
        char words[128];
        snprintf(words, sizeof words, "players=%d seat1=expert clock=30+20", r->max_players);
        assert_int_equal(settings_set_last_setup(&w->cl.settings, r->id, words), 0);
        nav_push(&w->ui, NAV_SETUP, (nav_arg_t){.rules = r});
        check(w, "setup with a clock: %s %d players", r->name, r->max_players);
        /* Every row focused: its help under the board. */
        for (int row = 1; row < 12; row++) {
            key(w, UI_KEY_DOWN);
            check(w, "setup: %s, row %d focused", r->name, row + 1);
        }
        nav_to_title(&w->ui);
    }
    nav_push(&w->ui, NAV_SETTINGS, (nav_arg_t){0});
    check(w, "settings");
    nav_to_title(&w->ui);
    for (int i = 0; i < game_count(); i++) {
        nav_push(&w->ui, NAV_RULES, (nav_arg_t){.rules = game_by_index(i)});
        for (int page = 0; page < 12; page++) {
            check(w, "rules: %s page %d", game_by_index(i)->name, page + 1);
            key(w, UI_KEY_RIGHT);
        }
        nav_to_title(&w->ui);
    }
    nav_push(&w->ui, NAV_LOAD, (nav_arg_t){0});
    check(w, "load game");
    nav_to_title(&w->ui);
    /* The same with a damaged file among the unfinished games and a
     * named save with the longest name a slot takes. */
    char dir[1300], path[1400], err[256];
    snprintf(dir, sizeof dir, "%s/%s", w->cl.saves_dir, AUTOSAVES_UNFINISHED);
    assert_int_equal(fileio_mkdirs(dir), 0);
    snprintf(path, sizeof path, "%s/29991231-235959-zumo.sav", dir);
    assert_int_equal(fileio_write_atomic(path, "garbage\n", 8, err, sizeof err), 0);
    client_slots_dir(&w->cl, dir, sizeof dir);
    session_t *named = new_session("churn", "", "human");
    assert_int_equal(saves_write(named, dir, "WWWWWWWWWW WWWWWWWWWW WWWWWWWWWW WWWWWWW", err, sizeof err), 0);
    session_free(named);
    nav_push(&w->ui, NAV_LOAD, (nav_arg_t){0});
    check(w, "load game, a damaged file and a long name");
    nav_to_title(&w->ui);
    check(w, "title, a damaged newest file");
    check_title_bar(w);
    /* The statistics, empty and then with a record in every game (large
     * counts: the widest numbers). */
    nav_push(&w->ui, NAV_STATS, (nav_arg_t){.game = 0});
    check(w, "statistics, no games");
    nav_to_title(&w->ui);
    for (int i = 0; i < game_count(); i++)
        for (int lv = 0; lv < AI_LEVELS; lv++)
            for (int k = 0; k < 3 + lv; k++)
                assert_int_equal(record_add(&w->cl.record, game_by_index(i)->id, ai_level_name((ai_level_t)lv),
                                            (record_result_t)(k % 3 - 1)), 0);
    for (int i = 0; i < game_count(); i++) {
        nav_push(&w->ui, NAV_STATS, (nav_arg_t){.game = i});
        check(w, "statistics: %s", game_by_index(i)->name);
        nav_to_title(&w->ui);
    }
    w->cl.record_bad = 1;
    snprintf(w->cl.record_problem, sizeof w->cl.record_problem,
             "Record file not read (/home/someone/.local/share/hexarcade/record.txt:3: expected 'game opponent "
             "wins losses draws'). It is left as it is; games are not recorded until it is mended or removed.");
    nav_push(&w->ui, NAV_STATS, (nav_arg_t){.game = 0});
    check(w, "statistics, damaged file");
    nav_to_title(&w->ui);
    w->cl.record_bad = 0;
    record_init(&w->cl.record);
}

/* A hint in the game's words fits the status line (up to two lines, not
 * cut): H, then the worker's answer waited for in real time. */
static void check_hint(world_t *w, const char *id, const char *words)
{
    letter(w, 'h');
    for (int tries = 0; tries < 600; tries++) {
        run(w, 0.02);
        crec_reset(w->rec);
        screen_stack_render(&w->ss, &w->ui, &w->c, 0.5);
        /* The message's first line ("Enter plays ..." may wrap). */
        if (crec_find_text(w->rec, "Hint: ") || crec_find_text(w->rec, "Hint (the whole turn): ")) {
            int n = crec_overflow_count(w->rec);
            if (n) {
                w->bad += n;
                fprintf(stderr, "hint: %s %s at %dx%d: %d text(s) do not fit\n", id, words, w->ui.width,
                        w->ui.height, n);
                crec_dump_overflows(w->rec, stderr);
            }
            return;
        }
        plat_sleep_ms(20);
    }
    w->bad++;
    if (play_screen_is(top(w))) fprintf(stderr, "  message: \"%s\"\n", play_screen_message(top(w)));
    const crec_op_t *said = crec_find_text(w->rec, "Hint");
    if (said) fprintf(stderr, "  drawn: \"%s\"\n", said->text);
    for (int i = 0; i < crec_count(w->rec); i++)
        if (crec_op(w->rec, i)->kind == CREC_TEXT && strlen(crec_op(w->rec, i)->text) > 30)
            fprintf(stderr, "  text: \"%s\"\n", crec_op(w->rec, i)->text);
    crec_dump_overflows(w->rec, stderr);
    fprintf(stderr, "hint: %s %s at %dx%d: no hint shown\n", id, words,
            w->ui.width, w->ui.height);
}

static void check_games(world_t *w)
{
    static const struct {
        const char *id, *words;
        int turns;
    } games[] = {
        {"wunchunk", "players=2", 12}, {"wunchunk", "players=4", 40}, {"wunchunk", "players=3", 20},
        {"churn", "", 12},             {"conhex", "", 12},           {"uknight", "", 12},
        {"zumo", "", 12},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        session_t *s = new_session(games[i].id, games[i].words, "medium");
        play_random(s, games[i].turns, 7 + i);
        /* The mover is a person: the panel shows the turn's buttons. */
        for (int k = 0; k < s->game->setup.players; k++) snprintf(s->seat[k], SESSION_SEAT_LEN, "human");
        /* Clocks in the cards, one of them low and one hours long. */
        gclock_init(&s->clock, s->game->setup.players, 30 * 60000, 20000);
        s->clock.left_ms[0] = 9500;
        s->clock.left_ms[1] = 10LL * 3600 * 1000;
        nav_start_play(&w->ui, s);
        check(w, "play: %s %s", games[i].id, games[i].words);
        /* Four players fill the panel: the move list still shows a good
         * stretch of the game (it showed four or five moves). */
        if (s->game->setup.players == 4) {
            int rows = move_rows(w->rec);
            fprintf(stderr, "4 players at %dx%d: %d moves listed\n", w->ui.width, w->ui.height, rows);
            if (rows < 8) {
                fprintf(stderr, "4 players at %dx%d: only %d moves listed\n", w->ui.width, w->ui.height, rows);
                w->bad++;
            }
        }
        /* Looking back from the move list: its "Back to the game". */
        float x, y;
        screen_t *play = top(w);
        if (play_screen_locate(play, &w->ui, "@row:2", &x, &y) == 0) {
            ui_event_t e = {.kind = UI_EV_POINTER_DOWN, .button = 1, .x = x, .y = y};
            screen_stack_event(&w->ss, &w->ui, &e);
            check(w, "play, looking back: %s %s", games[i].id, games[i].words);
            key(w, UI_KEY_ESCAPE);
        }
        /* The analysis board and the review of this game (its analysis
         * under way: the progress and Cancel). */
        nav_push(&w->ui, NAV_ANALYSIS, (nav_arg_t){.session = s, .first = s->cur});
        check(w, "analysis board: %s %s", games[i].id, games[i].words);
        letter(w, 'n');
        check(w, "analysis board, play on: %s %s", games[i].id, games[i].words);
        key(w, UI_KEY_ESCAPE);
        key(w, UI_KEY_ESCAPE);
        nav_push(&w->ui, NAV_REVIEW, (nav_arg_t){.session = s});
        check(w, "review: %s %s", games[i].id, games[i].words);
        key(w, UI_KEY_ESCAPE);
        key(w, UI_KEY_ESCAPE);
        nav_push(&w->ui, NAV_PAUSE, (nav_arg_t){.session = s});
        check(w, "pause: %s", games[i].id);
        check_footer_covered(w);
        key(w, UI_KEY_ESCAPE);
        if (nav_push(&w->ui, NAV_SHARE, (nav_arg_t){.session = s})) w->bad++, fprintf(stderr, "no share menu\n");
        check(w, "share: %s", games[i].id);
        check_footer_covered(w);
        key(w, UI_KEY_ESCAPE);
        if (nav_push(&w->ui, NAV_EDITOR, (nav_arg_t){.session = s})) w->bad++, fprintf(stderr, "no editor\n");
        check(w, "editor: %s %s", games[i].id, games[i].words);
        key(w, UI_KEY_ESCAPE);
        nav_push(&w->ui, NAV_SAVE, (nav_arg_t){.session = s});
        check(w, "save game: %s", games[i].id);
        nav_to_title(&w->ui);
    }
    /* A hint in each game (no clock: the wait for it is real time). */
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        session_t *s = new_session(games[i].id, games[i].words, "human");
        play_random(s, games[i].turns, 7 + i);
        nav_start_play(&w->ui, s);
        run(w, 1.5);
        check_hint(w, games[i].id, games[i].words);
        nav_to_title(&w->ui);
    }
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        session_t *s = new_session(r->id, "", "human");
        play_to_end(s, 100 + (uint64_t)i);
        nav_start_play(&w->ui, s);
        run(w, 4.0); /* the win banner, then the result */
        check(w, "result: %s", r->name);
        letter(w, 'v');
        check(w, "review from the result: %s", r->name);
        /* What went wrong, each moment with its sentence (a review kept
         * with the game: no analysis to wait for). */
        for (int k = 0; k < 3 && !nav_is(top(w), NAV_RESULT); k++) key(w, UI_KEY_ESCAPE); /* cancel, leave */
        unsigned won = game_head(session_state(s))->winners;
        if (!won) { /* a draw: nobody lost */
            nav_to_title(&w->ui);
            continue;
        }
        int loser = won & 1 ? 2 : 1;
        keep_losses(s, loser);
        letter(w, 'w');
        if (review_wrong_count(top(w)) < 1) fail_msg("what went wrong: %s: %d moments (%s on top)", r->name, review_wrong_count(top(w)), top(w)->ops->name);
        for (int k = 0; k < 3; k++) {
            check(w, "what went wrong: %s, moment %d", r->name, k + 1);
            key(w, UI_KEY_RIGHT);
        }
        nav_to_title(&w->ui);
    }
    /* The result with the player's rating line. */
    session_t *s = new_session("wunchunk", "players=2", "expert");
    play_to_end(s, 300);
    nav_start_play(&w->ui, s);
    run(w, 4.0);
    screen_pop(&w->ss);
    screen_stack_apply(&w->ss, &w->ui);
    nav_push(&w->ui, NAV_RESULT,
             (nav_arg_t){.session = s, .note = "Your Wunchunk rating: 1337 \xE2\x86\x92 1388 (+51)"});
    check(w, "result with a rating line");
    nav_to_title(&w->ui);
    /* The same with the longest line the record can give it, and with four
     * players (the table is taller). */
    static const char *const games4[] = {"players=2", "players=4"};
    for (int k = 0; k < 2; k++) {
        s = new_session("wunchunk", games4[k], "expert");
        play_to_end(s, 301 + (uint64_t)k);
        nav_start_play(&w->ui, s);
        run(w, 4.0);
        screen_pop(&w->ss);
        screen_stack_apply(&w->ss, &w->ui);
        nav_push(&w->ui, NAV_RESULT,
                 (nav_arg_t){.session = s, .note = "Not recorded: the record file is damaged and left as it is."});
        check(w, "result, record damaged, %s", games4[k]);
        nav_to_title(&w->ui);
    }
}

static void check_learning(world_t *w)
{
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        nav_push(&w->ui, NAV_DEMO, (nav_arg_t){.rules = r});
        check(w, "demos: %s", r->name);
        nav_to_title(&w->ui);
        nav_push(&w->ui, NAV_DEMO_PLAYER, (nav_arg_t){.name = r->id});
        for (int page = 0; page < 6 && top(w); page++) {
            check(w, "demo: %s page %d", r->name, page + 1);
            key(w, UI_KEY_RIGHT);
        }
        nav_to_title(&w->ui);
        /* Every lesson: its caption and goal in the panel. */
        for (int k = 0; k < 12; k++) {
            nav_push(&w->ui, NAV_TUTORIAL, (nav_arg_t){.rules = r, .first = k});
            int done = tutorial_phase(top(w)) == TUT_DONE;
            if (!done) check(w, "tutorial: %s lesson %d", r->name, k + 1);
            nav_to_title(&w->ui);
            if (done) break;
        }
        /* How to win: every lesson, a try made with the keys (often not the
         * answer: its words), and the answer shown (its words). */
        for (int k = 0;; k++) {
            nav_push(&w->ui, NAV_STRATEGY, (nav_arg_t){.rules = r, .first = k});
            if (tutorial_phase(top(w)) == TUT_DONE) {
                check(w, "how to win: %s, the end", r->name);
                nav_to_title(&w->ui);
                break;
            }
            check(w, "how to win: %s %d", r->name, k + 1);
            key(w, UI_KEY_TAB);
            key(w, UI_KEY_SPACE);
            key_char(w, 'e');
            run(w, 3.0);
            check(w, "how to win: %s %d, tried", r->name, k + 1);
            key_char(w, 'h');
            run(w, 3.0);
            check(w, "how to win: %s %d, shown", r->name, k + 1);
            nav_to_title(&w->ui);
        }
        nav_push(&w->ui, NAV_PUZZLES, (nav_arg_t){.rules = r});
        check(w, "puzzles: %s", r->name);
        for (int k = 0; k < 40; k++) key(w, UI_KEY_DOWN);
        check(w, "puzzles: %s, scrolled", r->name);
        nav_to_title(&w->ui);
        for (int k = 0;; k++) {
            nav_push(&w->ui, NAV_PUZZLE, (nav_arg_t){.rules = r, .first = k});
            if (tutorial_phase(top(w)) == TUT_DONE) {
                check(w, "puzzles: %s, the end", r->name);
                nav_to_title(&w->ui);
                break;
            }
            check(w, "puzzle: %s %d", r->name, k + 1);
            if (k == 0) {
                key_char(w, 'h');
                check(w, "puzzle: %s %d, hint", r->name, k + 1);
                /* Said, not only drawn on the board: the panel has room for it. */
                if (!crec_find_text(w->rec, "Hint: start with"))
                    fail_msg("puzzle: %s %d at %dx%d: the hint is not shown", r->name, k + 1, w->ui.width, w->ui.height);
                /* A try made with the keys: the first target, confirmed. */
                key(w, UI_KEY_TAB);
                key(w, UI_KEY_SPACE);
                key_char(w, 'e');
                run(w, 3.0);
                check(w, "puzzle: %s %d, tried", r->name, k + 1);
            }
            nav_to_title(&w->ui);
        }
        nav_push(&w->ui, NAV_ATTRACT, (nav_arg_t){.game = i});
        check(w, "attract: %s", r->name);
        run(w, 6.0);
        check(w, "attract: %s, later", r->name);
        nav_to_title(&w->ui);
    }
}

static void test_nothing_clipped(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {1024, 600}, {1024, 576}};
    int bad = 0;
    for (int k = 0; k < 3; k++) {
        world_t *w = world_new(sizes[k][0], sizes[k][1]);
        check_title_and_menus(w);
        check_games(w);
        check_learning(w);
        bad += w->bad;
        world_free(w);
    }
    if (bad) fail_msg("%d text(s) overflow their boxes (listed above)", bad);
}

/* 4K: the title (with a Continue) and the menus. */
static void test_nothing_clipped_4k(void **state)
{
    (void)state;
    world_t *w = world_new(3840, 2160);
    check_title_and_menus(w);
    int bad = w->bad;
    world_free(w);
    if (bad) fail_msg("%d text(s) overflow their boxes at 3840x2160 (listed above)", bad);
}

/* The recording canvas itself: a cut, a clip crossed, the output's edge. */
static void test_overflow_recorded(void **state)
{
    (void)state;
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 200, 100);
    canvas_text_t t = {.size = 10, .align = CANVAS_LEFT | CANVAS_TOP};
    canvas_text(&c, &t, 10, 10, "fits");             /* 24 px wide */
    canvas_push_clip(&c, canvas_rect(0, 0, 50, 50));
    canvas_text(&c, &t, 10, 30, "fits too");         /* 48 px: to 58 */
    canvas_text(&c, &t, 60, 30, "scrolled away");
    canvas_pop_clip(&c);
    canvas_text(&c, &t, 190, 10, "off");
    canvas_note_cut(&c, "cut", 30, 20);
    assert_int_equal(crec_overflow_count(rec), 3);
    assert_int_equal(crec_overflow(rec, 0)->kind, CREC_CLIPPED);
    assert_string_equal(crec_overflow(rec, 0)->text, "fits too");
    assert_int_equal(crec_overflow(rec, 1)->kind, CREC_OFF_SCREEN);
    assert_int_equal(crec_overflow(rec, 2)->kind, CREC_CUT);
    crec_reset(rec);
    assert_int_equal(crec_overflow_count(rec), 0);
    crec_free(rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_overflow_recorded),
        cmocka_unit_test(test_nothing_clipped),
        cmocka_unit_test(test_nothing_clipped_4k),
    };
    return cmocka_run_group_tests_name("ui_fit", tests, NULL, NULL);
}
