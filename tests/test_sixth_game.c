/* The sixth game: Hexline, the template (src/games/template/), a game
 * added the way docs/adding-a-game.md says — one folder, its levels, one registry line —
 * registered only in this test's build. Every part of the program that
 * serves a game must serve it without knowing its name: the session (save,
 * load, undo), the AI, the engine protocol, hexshot, the demonstration and
 * rules lists, and the attract mode's captions. Its own verb (a spark along
 * three in a row: an EV_GAME sub-kind its folder defines, hexline.h) is
 * timed, named and drawn through its verb table and presenter: the board
 * view, the timeline, the engine preview and hexshot serve it without a
 * word outside its folder (tests/suite_layout.sh check 12 scans for its
 * HEXLINE_EV_ names). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SDL_image.h>

#include "ai/ai.h"
#include "core/game.h"
#include "core/preview.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "engine/gtp.h"
#include "contract/words.h"
#include "lib_matchcheck.h"
#include "games/template/hexline.h"
#include "ui/board/bview.h"
#include "ui/learn/attract_caption.h"
#include "ui/learn/demo_files.h"
#include "ui/learn/demo_files.h"
#include "ui/play/play.h"
#include "ui/screens/result_how.h"
#include "ui/screens/rules_text.h"
#include "uilib_fixture.h"
#include "uilib_turns.h"
#include "lib_gametest.h"

#define ID "hexline"

/* A data folder like the installed one, holding the sixth game's levels
 * beside the real fonts (tests run from the repository root). */
static char data_dir[PATH_MAX];

static int make_data_dir(void **state)
{
    (void)state;
    char cwd[PATH_MAX], path[PATH_MAX + 64], target[PATH_MAX + 64];
    if (!getcwd(cwd, sizeof cwd)) return -1;
    if (!gametest_tmpdir(data_dir, sizeof data_dir, "hexarcade-sixth-")) return -1;
    snprintf(path, sizeof path, "%s/levels", data_dir);
    if (mkdir(path, 0755)) return -1;
    snprintf(path, sizeof path, "%s/levels/" ID, data_dir);
    snprintf(target, sizeof target, "%s/src/games/template/levels/" ID, cwd);
    if (symlink(target, path)) return -1;
    const char *shared[] = {"fonts", "assets"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", data_dir, shared[i]);
        snprintf(target, sizeof target, "%s/%s", cwd, shared[i]);
        if (symlink(target, path)) return -1;
    }
    return 0;
}

static int remove_data_dir(void **state)
{
    (void)state;
    return gametest_remove_tree(data_dir) == 0 ? 0 : -1;
}

static const game_rules_t *rules(void)
{
    const game_rules_t *r = game_by_id(ID);
    assert_non_null(r);
    return r;
}

static game_t *new_game(int side)
{
    game_setup_t su;
    char err[GAME_ERR_MAX];
    game_setup_default(rules(), &su, 2);
    su.side = side;
    game_t *g = game_new(rules(), &su, data_dir, err, sizeof err);
    if (!g) fail_msg("%s", err);
    return g;
}

static void test_registered_last(void **state)
{
    (void)state;
    /* After the shipped games, however many there are. */
    int n = game_count();
    assert_true(n >= 6);
    assert_ptr_equal(game_by_index(n - 1), rules());
    assert_string_equal(rules()->name, "Hexline");
}

/* Four in a row wins, the session records it, undo and save/load restore it. */
static void test_session_save_load_undo(void **state)
{
    (void)state;
    char err[512], path[PATH_MAX + 32];
    session_t *s = session_new(new_game(3), err, sizeof err);
    if (!s) fail_msg("%s", err);
    const char *moves[] = {"A3", "C2", "B3", "C4", "D3", "E3"};
    for (int i = 0; i < 6; i++)
        if (session_play(s, moves[i], err, sizeof err)) fail_msg("%s: %s", moves[i], err);
    assert_int_equal(game_head(session_state(s))->status, GAME_ONGOING);
    assert_int_not_equal(session_play(s, "A3", err, sizeof err), 0); /* occupied */
    assert_non_null(strstr(err, "occupied"));
    assert_int_equal(session_play(s, "C3", err, sizeof err), 0);
    const game_head_t *h = game_head(session_state(s));
    assert_int_equal(h->status, GAME_WIN);
    assert_int_equal(h->winners, 1);

    snprintf(path, sizeof path, "%s/game.sav", data_dir);
    if (session_save(s, path, err, sizeof err)) fail_msg("%s", err);
    session_t *t = session_load(path, data_dir, err, sizeof err);
    if (!t) fail_msg("%s", err);
    assert_int_equal(t->cur, 7);
    assert_memory_equal(session_state(t), session_state(s), rules()->state_size);

    assert_int_equal(session_undo(t), 0);
    assert_int_equal(game_head(session_state(t))->status, GAME_ONGOING);
    assert_int_equal(session_redo(t), 0);
    assert_int_equal(game_head(session_state(t))->status, GAME_WIN);
    session_free(t);
    session_free(s);
}

/* Plays one game; returns the winner's seat (1 or 2) or 0 for a draw. The
 * AI plays seat ai_seat at the level; the other seat plays at random. */
static int ai_game(ai_level_t level, int ai_seat, uint64_t seed)
{
    game_t *g = new_game(3);
    void *st = game_state_new(g);
    char err[GAME_ERR_MAX];
    assert_int_equal(game_start(g, st, err, sizeof err), 0);
    rng_t rng;
    rng_seed(&rng, seed);
    while (!game_is_over(st)) {
        if (game_head(st)->to_move == ai_seat) {
            ai_request_t req = {.level = level, .seed = seed + (uint64_t)game_head(st)->ply};
            move_t m;
            if (ai_choose(g, st, &req, &m, NULL, err, sizeof err)) fail_msg("%s", err);
            if (game_apply_move(g, st, &m, NULL, err, sizeof err)) fail_msg("%s", err);
        } else {
            assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
        }
    }
    const game_head_t *h = game_head(st);
    int w = h->status == GAME_WIN ? (h->winners & 1 ? 1 : 2) : 0;
    free(st);
    game_free(g);
    return w;
}

/* The search plays the game from its rules alone (no knowledge table): Easy
 * beats random play, from either seat. */
static void test_ai_beats_random(void **state)
{
    (void)state;
    int wins = 0, games = 16;
    for (int i = 0; i < games; i++) {
        int seat = 1 + i % 2;
        if (ai_game(AI_EASY, seat, 100 + (uint64_t)i) == seat) wins++;
    }
    assert_true(wins >= 13);
}

/* Runs protocol lines; returns the answers (heap). */
static char *protocol(const char *const *lines, int n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    assert_non_null(out);
    gtp_t *p = gtp_new(data_dir, 1);
    assert_non_null(p);
    for (int i = 0; i < n; i++) {
        char line[256];
        snprintf(line, sizeof line, "%s", lines[i]);
        gtp_handle_line(p, line, 0, out);
    }
    gtp_free(p);
    fclose(out);
    return buf;
}

static void test_engine_protocol(void **state)
{
    (void)state;
    const char *lines[] = {"game " ID " size=3", "play A3", "play A3", "showboard", "legal_moves",
                           "genmove easy", "final_score"};
    char *out = protocol(lines, 7);
    /* The game is accepted, a move is played and a repeat refused. */
    assert_true(!strncmp(out, "= ", 2) || !strncmp(out, "=\n", 2));
    assert_non_null(strstr(out, "occupied"));
    /* The board text shows Red's stone on A3 (the middle row's first cell). */
    assert_non_null(strstr(out, "1 . . . ."));
    /* 18 legal cells are listed after one stone: B1 is one of them. */
    assert_non_null(strstr(out, "B1"));
    free(out);
}

/* Runs the hexshot built with this test's registry; returns its status. */
static int hexshot(const char *args)
{
    char cmd[PATH_MAX * 3];
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    snprintf(cmd, sizeof cmd, "HEXARCADE_DATA='%s' SDL_VIDEODRIVER=dummy %s/tests/hexshot_sixth %s", data_dir, build,
             args);
    int rc = system(cmd);
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

/* Counts the distinct colours of a 16x16 grid of samples. */
static int colours_sampled(SDL_Surface *im)
{
    uint32_t seen[256];
    int n = 0;
    SDL_Surface *rgb = SDL_ConvertSurfaceFormat(im, SDL_PIXELFORMAT_ARGB8888, 0);
    assert_non_null(rgb);
    for (int y = 0; y < 16; y++)
        for (int x = 0; x < 16; x++) {
            const uint8_t *row = (const uint8_t *)rgb->pixels + (size_t)(y * rgb->h / 16) * (size_t)rgb->pitch;
            uint32_t px = ((const uint32_t *)row)[x * rgb->w / 16];
            int known = 0;
            for (int i = 0; i < n; i++) known |= seen[i] == px;
            if (!known && n < 256) seen[n++] = px;
        }
    SDL_FreeSurface(rgb);
    return n;
}

/* A screenshot of its board in the middle of a placement. */
static void test_hexshot_placement(void **state)
{
    (void)state;
    char args[PATH_MAX * 3], mid[PATH_MAX + 32], end[PATH_MAX + 32];
    snprintf(mid, sizeof mid, "%s/mid.png", data_dir);
    snprintf(end, sizeof end, "%s/end.png", data_dir);
    snprintf(args, sizeof args, "src/games/template/levels/" ID "/start-s3-p2.txt --moves 'C3 B2' --at-frac 0.3 "
             "--size 640x360 --out '%s'", mid);
    assert_int_equal(hexshot(args), 0);
    snprintf(args, sizeof args, "src/games/template/levels/" ID "/start-s3-p2.txt --moves 'C3 B2' "
             "--size 640x360 --out '%s'", end);
    assert_int_equal(hexshot(args), 0);
    SDL_Surface *a = IMG_Load(mid), *b = IMG_Load(end);
    assert_non_null(a);
    assert_non_null(b);
    assert_int_equal(a->w, 640);
    assert_int_equal(a->h, 360);
    assert_true(colours_sampled(b) > 8); /* a drawn board, not a blank */
    /* Mid-drop differs from the settled stone. */
    snprintf(args, sizeof args, "--compare '%s' '%s' --tolerance 0", mid, end);
    assert_int_not_equal(hexshot(args), 0);
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
}

/* Strokes drawn in the spark's colour (any alpha above zero). */
static int spark_strokes(const canvas_rec_t *rec)
{
    canvas_colour_t want = canvas_hex(HEXLINE_SPARK_RGB, 255);
    int n = 0;
    for (int i = 0; i < crec_count(rec); i++) {
        const crec_op_t *op = crec_op(rec, i);
        if (op->kind == CREC_STROKE_PATH && op->colour.r == want.r && op->colour.g == want.g &&
            op->colour.b == want.b && op->colour.a > 0)
            n++;
    }
    return n;
}

/* Three in a row sends a spark: the engine emits the game's own verb, the
 * timeline gives it its table's time, the board view hands it to the
 * game's presenter (its strokes mid-spark, none at rest), the engine
 * preview writes it under its name, and hexshot finds it by name. */
static void test_private_verb(void **state)
{
    (void)state;
    char err[512];
    session_t *s = session_new(new_game(3), err, sizeof err);
    if (!s) fail_msg("%s", err);
    const char *moves[] = {"A3", "C2", "B3", "C4", "C3"};
    for (int i = 0; i < 5; i++)
        if (session_play(s, moves[i], err, sizeof err)) fail_msg("%s: %s", moves[i], err);
    const event_list_t *ev = &s->hist[s->cur].events;
    const event_t *spark = NULL;
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == EV_GAME && ev->ev[i].sub == HEXLINE_EV_SPARK) spark = &ev->ev[i];
    assert_non_null(spark);
    assert_int_equal(spark->cell, board_parse_cell(&s->game->board, "C3"));
    assert_int_equal(spark->cell2, board_parse_cell(&s->game->board, "A3"));
    assert_int_equal(spark->sound, SND_CHIME);
    assert_string_equal(event_name(rules()->verbs, spark), "spark");

    bview_t *bv = bview_new(s->game);
    assert_non_null(bv);
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    bview_play_entry(bv, s, s->cur);
    double mid = bview_event_clock(bv, "spark", 0.4f), end = bview_event_clock(bv, "spark", 1.0f);
    assert_true(mid > 0);
    assert_float_equal(end - bview_event_clock(bv, "spark", 0.0f), 0.5, 1e-6); /* its table's duration */
    bview_seek(bv, mid);
    bview_draw(bv, &c, canvas_rect(0, 0, 1280, 720));
    assert_true(spark_strokes(rec) >= 1);
    crec_reset(rec);
    bview_finish(bv);
    bview_draw(bv, &c, canvas_rect(0, 0, 1280, 720));
    assert_int_equal(spark_strokes(rec), 0);
    bview_free(bv, &c);
    crec_free(rec);

    char text[1024];
    game_preview_lines(s->game, s->hist[s->cur - 1].state, ev, session_state(s), text, sizeof text);
    assert_non_null(strstr(text, "spark 1 C3 A3\n"));

    /* The move's words tell the spark in the game's own words. */
    move_t m;
    assert_int_equal(s->game->rules->parse(s->game, s->hist[s->cur - 1].state, "C3", &m, err, sizeof err), 0);
    words_move_say(s->game, s->hist[s->cur - 1].state, &m, 0, NULL, text, sizeof text);
    assert_string_equal(text, "places at C3 and sparks from C3 to A3");
    words_move_gist(s->game, s->hist[s->cur - 1].state, &m, text, sizeof text);
    assert_string_equal(text, "a spark");
    session_free(s);

    char args[PATH_MAX * 3], out[PATH_MAX + 32];
    snprintf(out, sizeof out, "%s/spark.png", data_dir);
    snprintf(args, sizeof args, "src/games/template/levels/" ID "/start-s3-p2.txt --moves 'A3 C2 B3 C4 C3' "
             "--at-event spark:0.4 --size 320x180 --out '%s' 2>/dev/null", out);
    assert_int_equal(hexshot(args), 0);
    snprintf(args, sizeof args, "src/games/template/levels/" ID "/start-s3-p2.txt --moves 'A3 C2' "
             "--at-event spark:0.4 --size 320x180 --out '%s' 2>/dev/null", out);
    assert_int_not_equal(hexshot(args), 0); /* no spark in that move */
}

/* Its demonstration is listed and loads with the game's rules. */
static void test_demo_list(void **state)
{
    (void)state;
    demo_files_t f;
    int n = demo_files_list(&f, data_dir, ID, "demos");
    assert_int_equal(n, 1);
    assert_true(demo_files_find(&f, "01") >= 0);
}

/* Its rules pages are listed, and each diagram loads as a level. */
static void test_rules_pages(void **state)
{
    (void)state;
    const rules_book_t *b = rules_book(ID);
    assert_non_null(b);
    assert_int_equal(b->npages, 1);
    char path[PATH_MAX + 64], err[512];
    snprintf(path, sizeof path, "%s/levels/%s", data_dir, b->pages[0].diagram);
    level_t *lv = level_new();
    assert_non_null(lv);
    if (level_load(lv, path, err, sizeof err)) fail_msg("%s", err);
    assert_string_equal(lv->game, ID);
    level_free(lv);
}

/* The attract mode's captions: the game's own line for three in a row,
 * the common line for the win. */
static void test_attract_captions(void **state)
{
    (void)state;
    game_t *g = new_game(3);
    void *before = game_state_new(g), *after = game_state_new(g);
    char err[GAME_ERR_MAX], out[160];
    assert_int_equal(game_start(g, before, err, sizeof err), 0);
    const char *moves[] = {"A3", "C2", "B3", "C4"};
    for (int i = 0; i < 4; i++) assert_int_equal(game_play(g, before, moves[i], NULL, NULL, 0, err, sizeof err), 0);
    event_list_t ev;
    event_list_init(&ev);
    memcpy(after, before, g->rules->state_size);
    assert_int_equal(game_play(g, after, "C3", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(attract_caption(g, before, after, &ev, out, sizeof out), ATTRACT_MINOR);
    assert_string_equal(out, "Red has three in a row");
    memcpy(before, after, g->rules->state_size);
    assert_int_equal(game_play(g, before, "A1", NULL, NULL, 0, err, sizeof err), 0);
    memcpy(after, before, g->rules->state_size);
    event_list_clear(&ev);
    assert_int_equal(game_play(g, after, "D3", &ev, NULL, 0, err, sizeof err), 0);
    assert_int_equal(attract_caption(g, before, after, &ev, out, sizeof out), ATTRACT_DECISIVE);
    assert_non_null(strstr(out, "Red wins"));
    event_list_free(&ev);
    free(before);
    free(after);
    game_free(g);
}

/* The play screen asks the game for its prompt and the result screen for
 * the words of its win. */
static void test_play_screen_words(void **state)
{
    uifx_t *f = *state;
    f->ui.data_dir = data_dir;
    uifx_start(f, ID, "", "human", "human");
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Place a stone on any empty cell: four in a row wins."));
    session_t *s = uifx_session(f);
    const char *moves[] = {"A3", "C2", "B3", "C4", "D3", "E3", "C3"};
    char err[256], title[128], how[256];
    for (int i = 0; i < 7; i++)
        if (session_play(s, moves[i], err, sizeof err)) fail_msg("%s", err);
    result_words(s, title, sizeof title, how, sizeof how);
    assert_string_equal(title, "Red wins!");
    assert_string_equal(how, "Red made four in a row.");
}

/* The mid-end plays the sixth game as every other (test_match's check:
 * clicks, Confirm move off and on, the commit and its hooks), and its play
 * screen answers the click sequence as every screen does (test_ui_play):
 * nothing outside its folder decides how its turn goes. */
static void test_mid_end(void **state)
{
    (void)state;
    matchcheck_stats_t st;
    matchcheck_game(new_game(4), 4, 30, 0x686578ULL, &st);
    assert_true(st.turns >= 12);
    assert_true(st.held > 0);
    assert_int_equal(st.held, st.finishing);
}

static const session_t *sixth_sess(screen_t *s) { return play_screen_session(s); }
static const uiturn_screen_t sixth_play = {play_screen_locate, sixth_sess, play_screen_message};

static void test_play_screen_confirm_trace(void **state)
{
    uifx_t *f = *state;
    f->ui.data_dir = data_dir;
    uifx_start(f, ID, "", "human", "human");
    char target[32], trace[400];
    assert_int_equal(uiturn_finishing_target(uifx_session(f), NULL, target, sizeof target), 0);
    uiturn_confirm_trace(f, &sixth_play, target, trace, sizeof trace);
    assert_string_equal(trace, UITURN_CONFIRM_TRACE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registered_last),
        cmocka_unit_test(test_session_save_load_undo),
        cmocka_unit_test(test_ai_beats_random),
        cmocka_unit_test(test_engine_protocol),
        cmocka_unit_test(test_hexshot_placement),
        cmocka_unit_test(test_private_verb),
        cmocka_unit_test(test_demo_list),
        cmocka_unit_test(test_rules_pages),
        cmocka_unit_test(test_attract_captions),
        cmocka_unit_test_setup_teardown(test_play_screen_words, uifx_setup, uifx_teardown),
        cmocka_unit_test(test_mid_end),
        cmocka_unit_test_setup_teardown(test_play_screen_confirm_trace, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests(tests, make_data_dir, remove_data_dir);
}
