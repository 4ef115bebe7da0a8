/* Sharing and the position editor (issue 25, points 4 and 5): a whole
 * Zumo game exported as an animated GIF and read back with giflib (frame
 * count, size, timing against the speed); the game record through the
 * clipboard and back; the share menu and the play screen's keys; the
 * editor refusing an illegal or finished position with its message,
 * saving a legal one as a level that loads back the same, and playing
 * from it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>

#include <cmocka.h>

#include <SDL.h>
#include <gif_lib.h>

#include "core/editpos.h"
#include "core/fileio.h"
#include "core/level.h"
#include "ui/platform/nav.h"
#include "ui/play/play.h"
#include "ui/screens/editor.h"
#include "ui/screens/pausemenu.h"
#include "ui/screens/share_screen.h"
#include "ui/share/gifout.h"
#include "ui/share/record.h"
#include "uilib_fixture.h"

static char tmpdir[256];

static int setup(void **state)
{
    if (uifx_setup(state)) return -1;
    uifx_t *f = *state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/hexshare.XXXXXX");
    if (!mkdtemp(tmpdir)) return -1;
    snprintf(f->cl.saves_dir, sizeof f->cl.saves_dir, "%s", tmpdir);
    snprintf(f->cl.data_dir, sizeof f->cl.data_dir, ".");
    f->cl.script_mode = 1;
    return SDL_InitSubSystem(SDL_INIT_VIDEO) ? -1 : 0;
}

static int teardown(void **state)
{
    uifx_teardown(state);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    return system(cmd) == 0 ? 0 : -1;
}

/* A Zumo game of side 6 played to its end (or 60 moves) with random turns. */
static session_t *zumo_game(uint64_t seed, int max_moves)
{
    char err[256];
    game_setup_t setup;
    const game_rules_t *r = game_by_id("zumo");
    game_setup_default(r, &setup, 2);
    assert_int_equal(game_setup_parse(r, &setup, "size=6 pie=off", err, sizeof err), 0);
    game_t *g = game_new(r, &setup, ".", err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    assert_non_null(s);
    pturn_t t;
    assert_int_equal(pturn_init(&t, s->game), 0);
    rng_t rng;
    rng_seed(&rng, seed);
    while (s->cur < max_moves && uifx_random_turn(s, &t, &rng) == 0) {
    }
    pturn_free(&t);
    return s;
}

/* Frames and the sum of their delays, as a viewer reads them. */
static void read_gif(const char *path, int *w, int *h, int *frames, long *cs)
{
    int e = 0;
    GifFileType *g = DGifOpenFileName(path, &e);
    assert_non_null(g);
    assert_int_equal(DGifSlurp(g), GIF_OK);
    *w = g->SWidth, *h = g->SHeight, *frames = g->ImageCount, *cs = 0;
    for (int i = 0; i < g->ImageCount; i++) {
        GraphicsControlBlock gcb;
        assert_int_equal(DGifSavedExtensionToGCB(g, i, &gcb), GIF_OK);
        *cs += gcb.DelayTime;
        /* Every image lies inside the picture (a changed part of it). */
        const GifImageDesc *d = &g->SavedImages[i].ImageDesc;
        assert_true(d->Left >= 0 && d->Top >= 0 && d->Left + d->Width <= *w && d->Top + d->Height <= *h);
    }
    DGifCloseFile(g, &e);
}

static void test_gif_of_a_whole_zumo_game(void **state)
{
    (void)state;
    /* The first seed whose game lasts ten moves or more (random Zumo on side
     * 6 is often pushed off the board sooner). */
    session_t *s = NULL;
    for (uint64_t seed = 1; !s || s->cur < 10; seed++) {
        session_free(s);
        s = zumo_game(seed, 60);
    }
    assert_true(s->cur >= 10);
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/zumo.gif", tmpdir);
    gifout_opts_t o;
    gifout_default_opts(&o);
    o.w = 320, o.h = 180, o.speed = 2;
    gifout_stats_t st;
    assert_int_equal(gifout_write(s, &o, ".", path, &st, err, sizeof err), 0);
    int w, h, frames;
    long cs;
    read_gif(path, &w, &h, &frames, &cs);
    assert_int_equal(w, 320);
    assert_int_equal(h, 180);
    assert_int_equal(st.moves, s->cur);
    assert_int_equal(frames, st.frames);
    assert_true(frames > s->cur);
    assert_int_equal(cs, st.delay_cs);
    /* The duration is the animations at the chosen speed plus a rest of
     * 0.6 s / speed after each position, up to a frame (5 cs) per move for
     * rounding up to whole frames. */
    long holds = lround(100.0 * 0.6 / o.speed) * (s->cur + 1);
    long anim = lround(100.0 * st.anim_s / o.speed);
    fprintf(stderr, "zumo: %d moves, %d frames, %.2f s, animations %.2f s at 1x\n", s->cur, frames, cs / 100.0,
            st.anim_s);
    assert_true(st.anim_s > 0.1 * s->cur);
    assert_in_range(cs, anim + holds, anim + holds + 5L * (s->cur + 1));

    /* Twice as fast: about half as long, and fewer frames. */
    char fast[512];
    snprintf(fast, sizeof fast, "%s/fast.gif", tmpdir);
    o.speed = 4;
    gifout_stats_t st4;
    assert_int_equal(gifout_write(s, &o, ".", fast, &st4, err, sizeof err), 0);
    int frames4;
    long cs4;
    read_gif(fast, &w, &h, &frames4, &cs4);
    assert_true(frames4 < frames);
    assert_in_range(cs4, cs / 2 - 5L * (s->cur + 1), cs / 2 + 5L * (s->cur + 1));

    /* A range of moves, at another size. */
    o.from = 3, o.to = 5, o.w = 200, o.h = 200, o.speed = 1;
    assert_int_equal(gifout_write(s, &o, ".", path, &st, err, sizeof err), 0);
    read_gif(path, &w, &h, &frames, &cs);
    assert_int_equal(st.moves, 3);
    assert_int_equal(w, 200);
    assert_true(frames > 3 && frames == st.frames);

    /* Bad options: a message, the file left as it was. */
    size_t before_len;
    char *before = fileio_read(path, &before_len, err, sizeof err);
    assert_non_null(before);
    o.from = 5, o.to = 3;
    assert_int_equal(gifout_write(s, &o, ".", path, &st, err, sizeof err), -1);
    assert_non_null(strstr(err, "moves 5 to 3"));
    o.from = 0, o.to = s->cur + 1;
    assert_int_equal(gifout_write(s, &o, ".", path, &st, err, sizeof err), -1);
    o.to = 0, o.speed = 0;
    assert_int_equal(gifout_write(s, &o, ".", path, &st, err, sizeof err), -1);
    assert_non_null(strstr(err, "speed"));
    size_t after_len;
    char *after = fileio_read(path, &after_len, err, sizeof err);
    assert_non_null(after);
    assert_true(before_len == after_len && !memcmp(before, after, before_len));
    free(before);
    free(after);
    session_free(s);
}

static void same_game(const session_t *a, const session_t *b)
{
    assert_string_equal(a->game->rules->id, b->game->rules->id);
    assert_int_equal(a->cur, b->cur);
    for (int i = 1; i <= a->cur; i++) assert_string_equal(a->hist[i].move, b->hist[i].move);
}

static void test_clipboard_round_trip(void **state)
{
    (void)state;
    session_t *s = zumo_game(5, 14);
    char msg[300], err[600];
    assert_int_equal(record_copy(s, 0, msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "game record"));
    session_t *back = record_import_clipboard(".", err, sizeof err);
    assert_non_null(back);
    same_game(s, back);
    session_free(back);

    /* The move list: numbered, one a line. */
    assert_int_equal(record_copy(s, 1, msg, sizeof msg), 0);
    char *text = SDL_GetClipboardText();
    assert_non_null(text);
    char want[MOVE_TEXT_MAX + 16];
    snprintf(want, sizeof want, "\n1. %s\n", s->hist[1].move);
    assert_non_null(strstr(text, want));
    snprintf(want, sizeof want, "\n%d. %s\n", s->cur, s->hist[s->cur].move);
    assert_non_null(strstr(text, want));
    SDL_free(text);

    /* A file named on the clipboard, as a file manager copies it. */
    char path[512], uri[600];
    snprintf(path, sizeof path, "%s/a game.sav", tmpdir);
    assert_int_equal(session_save(s, path, err, sizeof err), 0);
    snprintf(uri, sizeof uri, "file://%s/a%%20game.sav\n", tmpdir);
    assert_int_equal(SDL_SetClipboardText(uri), 0);
    back = record_import_clipboard(".", err, sizeof err);
    assert_non_null(back);
    same_game(s, back);
    session_free(back);

    /* Bad text: refused with a message. */
    assert_int_equal(SDL_SetClipboardText("hello, this is not a game"), 0);
    assert_null(record_import_clipboard(".", err, sizeof err));
    assert_non_null(strstr(err, "Not a game record"));
    assert_int_equal(SDL_SetClipboardText(""), 0);
    assert_null(record_import_clipboard(".", err, sizeof err));
    assert_non_null(strstr(err, "no text"));
    session_free(s);
}

static int count_files(const char *dir, const char *ext)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d) return 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t k = strlen(e->d_name);
        n += k > strlen(ext) && !strcmp(e->d_name + k - strlen(ext), ext);
    }
    closedir(d);
    return n;
}

static int count_named(const char *dir, const char *part)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d) return 0;
    for (struct dirent *e; (e = readdir(d));) n += strstr(e->d_name, part) != NULL;
    closedir(d);
    return n;
}

/* A play screen over the title, so starting a new game works as in the client. */
static void start(uifx_t *f, const char *id, const char *words, int turns)
{
    uifx_push(f, nav_new(&f->ui, NAV_TITLE, (nav_arg_t){.game = 0}));
    uifx_start(f, id, words, "human", "human");
    session_t *s = uifx_session(f);
    pturn_t t;
    assert_int_equal(pturn_init(&t, s->game), 0);
    rng_t rng;
    rng_seed(&rng, 3);
    for (int i = 0; i < turns; i++) assert_int_equal(uifx_random_turn(s, &t, &rng), 0);
    pturn_free(&t);
    uifx_steps(f, 4, 1);
}

static void click_rect(uifx_t *f, canvas_rect_t r) { uifx_click_at(f, r.x + r.w * 0.5f, r.y + r.h * 0.5f); }

static void test_share_menu_and_keys(void **state)
{
    uifx_t *f = *state;
    start(f, "zumo", "size=6 pie=off", 6);
    session_t *s = uifx_session(f);
    char shots[600];
    snprintf(shots, sizeof shots, "%s/screenshots", tmpdir);
    /* F12: a PNG of the board. */
    uifx_key(f, UI_KEY_F12, 0, 0);
    assert_int_equal(count_files(shots, ".png"), 1);
    assert_non_null(strstr(play_screen_message(uifx_play(f)), "Saved screenshots/"));
    /* Ctrl+C: the record on the clipboard. */
    uifx_key(f, UI_KEY_CHAR, 'c', UI_MOD_CTRL);
    char *text = SDL_GetClipboardText();
    assert_non_null(strstr(text, SESSION_SAVE_FORMAT));
    SDL_free(text);
    /* The pause menu's Share: a GIF of moves 2 to 4. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    click_rect(f, pause_item_rect(&f->ui, PAUSE_SHARE));
    screen_t *sh = uifx_top(f);
    assert_string_equal(sh->ops->name, "share");
    click_rect(f, share_item_rect(&f->ui, SHARE_GIF_FROM));   /* right half: + */
    uifx_key(f, UI_KEY_DOWN, 0, 0);                            /* to */
    uifx_key(f, UI_KEY_LEFT, 0, 0);
    uifx_key(f, UI_KEY_LEFT, 0, 0);
    click_rect(f, share_item_rect(&f->ui, SHARE_GIF));
    /* Drawn a little at each update, with its progress shown. */
    uifx_steps(f, 1, 1);
    assert_non_null(strstr(share_note(sh), "Exporting the GIF"));
    for (int i = 0; i < 2000 && !strstr(share_note(sh), "frames"); i++) uifx_steps(f, 1, 0);
    assert_int_equal(count_files(shots, ".gif"), 1);
    assert_non_null(strstr(share_note(sh), "frames"));
    int w, h, frames;
    long cs;
    read_gif(share_last_file(sh), &w, &h, &frames, &cs);
    assert_int_equal(w, 640);
    assert_true(frames > 3);
    /* Esc while a GIF is drawn cancels it: no file, no temporary. */
    click_rect(f, share_item_rect(&f->ui, SHARE_GIF));
    uifx_steps(f, 1, 1);
    assert_non_null(strstr(share_note(sh), "Exporting"));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_ptr_equal(uifx_top(f), sh);
    assert_non_null(strstr(share_note(sh), "cancelled"));
    assert_int_equal(count_files(shots, ".gif"), 1);
    assert_int_equal(count_named(shots, ".tmp"), 0); /* "x.gif.tmp<pid>" */
    /* Import from the clipboard: bad text changes nothing. */
    assert_int_equal(SDL_SetClipboardText("not a save"), 0);
    click_rect(f, share_item_rect(&f->ui, SHARE_IMPORT));
    assert_ptr_equal(uifx_top(f), sh);
    assert_ptr_equal(uifx_session(f), s);
    assert_non_null(strstr(share_note(sh), "Not a game record"));
    /* A good record replaces the game in play. */
    session_t *other = zumo_game(9, 8);
    char msg[300];
    assert_int_equal(record_copy(other, 0, msg, sizeof msg), 0);
    click_rect(f, share_item_rect(&f->ui, SHARE_IMPORT));
    uifx_steps(f, 2, 1);
    assert_non_null(uifx_session(f));
    same_game(other, uifx_session(f));
    assert_non_null(strstr(play_screen_message(uifx_play(f)), "Imported a game of 8 moves"));
    session_free(other);
}

static void test_editor_refuses_illegal(void **state)
{
    uifx_t *f = *state;
    start(f, "uknight", "size=5 pie=off", 2);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    click_rect(f, pause_item_rect(&f->ui, PAUSE_EDIT));
    screen_t *ed = uifx_top(f);
    assert_true(editor_screen_is(ed));
    assert_true(editor_legal(ed));
    editpos_t *e = editor_pos(ed);
    /* A lone White stone: White has won, nothing is left to play. */
    editpos_clear(e);
    assert_int_equal(editpos_set(e, 10, '1'), 0);
    assert_int_equal(editpos_set(e, 11, 'Z'), -1); /* not a piece of the game */
    editor_changed(ed);
    assert_false(editor_legal(ed));
    assert_non_null(strstr(editor_message(ed), "White has already won"));
    session_t *before = uifx_session(f);
    click_rect(f, editor_item_rect(&f->ui, ed, ED_PLAY_HOT));
    assert_ptr_equal(uifx_top(f), ed);
    assert_ptr_equal(uifx_session(f), before);
    click_rect(f, editor_item_rect(&f->ui, ed, ED_SAVE));
    assert_string_equal(editor_last_file(ed), "");
    /* What the game's level validation refuses: its own words. */
    editpos_t bad = *e;
    bad.chars[3] = 'Z';
    level_t *lv = level_new();
    char err[512];
    assert_int_equal(editpos_check(&bad, lv, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "Not a legal position"));
    assert_non_null(strstr(err, "is not a Uknight piece"));
    /* No "position:12:" (a file and line) for a position on screen. */
    assert_int_equal(strncmp(err, "Not a legal position: board row", 31), 0);
    level_free(lv);
}

/* Issue 34: an empty Uknight board past its placements was a "Legal
 * position" that played to a two-pass draw. A position where nobody has a
 * legal move but a pass is refused, with the reason, and cannot be played
 * or saved; the editor's message clears its key hints. */
static void test_editor_refuses_no_moves(void **state)
{
    uifx_t *f = *state;
    start(f, "uknight", "size=5 pie=off", 2);
    nav_push(&f->ui, NAV_EDITOR, (nav_arg_t){.session = uifx_session(f)});
    uifx_steps(f, 2, 1);
    screen_t *ed = uifx_top(f);
    assert_true(editor_screen_is(ed));
    editpos_t *e = editor_pos(ed);
    assert_true(editor_legal(ed)); /* the game's own position */
    /* Empty: a placement must be a knight's leap from a stone of one's own,
     * and nothing stands to move: nobody can move, in either phase. */
    editpos_clear(e);
    for (int phase = 1; phase <= 2; phase++) {
        e->phase = phase;
        editor_changed(ed);
        assert_false(editor_legal(ed));
        assert_non_null(strstr(editor_message(ed), "Nobody can move"));
        assert_null(strstr(editor_message(ed), "Uknight")); /* the rules' words, no game named */
    }
    /* Drawn: the message and the key hints do not overlap. */
    uifx_render(f);
    const crec_op_t *m = crec_find_text(f->rec, "Nobody can move");
    assert_non_null(m);
    int lines = 0;
    for (int i = 0; i < crec_count(f->rec); i++) {
        const crec_op_t *l = crec_op(f->rec, i);
        /* The message's lines: its style, under its first line. */
        if (l->kind != CREC_TEXT || l->rect.x != m->rect.x || l->rect.y < m->rect.y ||
            memcmp(&l->style.colour, &m->style.colour, sizeof m->style.colour) || l->style.size != m->style.size)
            continue;
        lines++;
        for (int k = 0; k < crec_count(f->rec); k++) {
            const crec_op_t *op = crec_op(f->rec, k);
            if (op->kind != CREC_TEXT || op == l) continue;
            canvas_rect_t a = l->rect, b = op->rect;
            if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
                fail_msg("the message's \"%s\" (%.0f,%.0f %.0fx%.0f) overlaps \"%s\" (%.0f,%.0f %.0fx%.0f)", l->text,
                         a.x, a.y, a.w, a.h, op->text, b.x, b.y, b.w, b.h);
        }
    }
    assert_true(lines >= 2);
    session_t *before = uifx_session(f);
    click_rect(f, editor_item_rect(&f->ui, ed, ED_PLAY_HOT));
    assert_ptr_equal(uifx_top(f), ed);
    assert_ptr_equal(uifx_session(f), before);
}

static void test_editor_saves_a_level_and_plays_it(void **state)
{
    uifx_t *f = *state;
    start(f, "uknight", "size=6 pie=off", 4);
    nav_push(&f->ui, NAV_EDITOR, (nav_arg_t){.session = uifx_session(f)});
    uifx_steps(f, 2, 1);
    screen_t *ed = uifx_top(f);
    assert_true(editor_screen_is(ed));
    editpos_t *e = editor_pos(ed);
    /* Keys: a cursor, a Red double, then a White stone next to it; Red to move, phase 2. */
    uifx_key(f, UI_KEY_RIGHT, 0, 0);
    uifx_key(f, UI_KEY_CHAR, 'b', 0);
    uifx_key(f, UI_KEY_LEFT, 0, 0);
    uifx_key(f, UI_KEY_CHAR, '1', 0);
    int to_move = e->to_move;
    uifx_key(f, UI_KEY_CHAR, 't', 0);
    assert_int_equal(e->to_move, 3 - to_move);
    click_rect(f, editor_item_rect(&f->ui, ed, ED_PHASE));
    assert_int_equal(e->phase, 2);
    int doubles = 0;
    for (int i = 0; i < e->ntargets; i++) doubles += e->chars[i] == 'B';
    assert_true(doubles >= 1);
    assert_true(editor_legal(ed));
    uifx_key(f, UI_KEY_CHAR, 's', 0);
    const char *path = editor_last_file(ed);
    assert_true(path[0]);
    char dir[600];
    snprintf(dir, sizeof dir, "%s/levels/uknight/", tmpdir);
    assert_int_equal(strncmp(path, dir, strlen(dir)), 0);
    /* It loads back as levelcheck loads it: the same board, side, phase. */
    level_t *lv = level_new();
    char err[512];
    assert_int_equal(level_load(lv, path, err, sizeof err), 0);
    void *st = NULL;
    game_t *g = game_from_level(lv, ".", NULL, &st, err, sizeof err);
    assert_non_null(g);
    editpos_t back;
    editpos_from_state(&back, g, st);
    assert_memory_equal(back.chars, e->chars, (size_t)e->ntargets);
    assert_int_equal(back.to_move, e->to_move);
    assert_int_equal(back.phase, 2);
    char text[4096];
    game_board_text(g, st, text, sizeof text);
    char rows[4096] = "";
    for (int i = 0; i < lv->nrows; i++) {
        const char *r = lv->rows[i];
        while (*r == ' ') r++;
        strcat(rows, r), strcat(rows, "\n");
    }
    char norm[4096] = "";
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        while (*line == ' ') line++;
        strcat(norm, line), strcat(norm, "\n");
    }
    assert_string_equal(norm, rows);
    free(st);
    game_free(g);
    level_free(lv);
    /* And levelcheck itself passes it (make test builds it first). */
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "%s/levelcheck --quiet '%s' >/dev/null 2>&1", build, path);
    assert_int_equal(system(cmd), 0);
    /* Play it hot-seat: a new game from exactly that position. */
    editpos_t keep = *e;
    uifx_key(f, UI_KEY_CHAR, 'h', 0);
    uifx_steps(f, 2, 1);
    session_t *s = uifx_session(f);
    assert_non_null(s);
    assert_true(play_screen_is(uifx_top(f)));
    assert_int_equal(s->cur, 0);
    editpos_t now;
    editpos_from_state(&now, s->game, session_state(s));
    assert_memory_equal(now.chars, keep.chars, (size_t)keep.ntargets);
    assert_int_equal(now.to_move, keep.to_move);
    assert_string_equal(s->seat[0], "human");
    assert_string_equal(s->seat[1], "human");
    assert_non_null(strstr(play_screen_message(uifx_play(f)), "edited position"));
}

/* Against the AI from a hot-seat game: you take the side to move. */
static void test_editor_play_vs_ai(void **state)
{
    uifx_t *f = *state;
    start(f, "zumo", "size=6 pie=off", 3);
    nav_push(&f->ui, NAV_EDITOR, (nav_arg_t){.session = uifx_session(f)});
    uifx_steps(f, 2, 1);
    screen_t *ed = uifx_top(f);
    assert_true(editor_screen_is(ed));
    assert_int_equal(editor_pos(ed)->to_move, 2);
    assert_true(editor_item_rect(&f->ui, ed, ED_PHASE).w == 0); /* Zumo has no phases */
    click_rect(f, editor_item_rect(&f->ui, ed, ED_PLAY_AI));
    uifx_steps(f, 2, 1);
    session_t *s = uifx_session(f);
    assert_non_null(s);
    assert_int_equal(s->cur, 0);
    assert_int_equal(game_head(session_state(s))->to_move, 2);
    assert_string_equal(s->seat[1], "human");
    assert_string_equal(s->seat[0], "medium");
}

/* The analysis board and the editor open each other: D edits the board's
 * position, the editor's Analyse studies the edited one (never the game). */
static void test_editor_and_analysis_board(void **state)
{
    uifx_t *f = *state;
    start(f, "zumo", "size=6 pie=off", 3);
    session_t *game = uifx_session(f);
    int moves = game->n;
    uifx_key(f, UI_KEY_CHAR, 'a', 0);
    uifx_steps(f, 2, 1);
    screen_t *board = uifx_top(f);
    assert_true(play_screen_is_analysis(board));
    uifx_key(f, UI_KEY_CHAR, 'd', 0);
    uifx_steps(f, 2, 1);
    screen_t *ed = uifx_top(f);
    assert_true(editor_screen_is(ed));
    editpos_t *e = editor_pos(ed);
    int cell = -1;
    for (int i = 0; i < e->ntargets && cell < 0; i++)
        if (e->chars[i] == '.') cell = i;
    assert_true(cell >= 0);
    assert_int_equal(editpos_set(e, cell, '1'), 0);
    editor_changed(ed);
    assert_true(editor_legal(ed));
    editpos_t edited = *e;
    click_rect(f, editor_item_rect(&f->ui, ed, ED_ANALYSE));
    uifx_steps(f, 2, 1);
    screen_t *an = uifx_top(f);
    assert_true(play_screen_is_analysis(an));
    assert_ptr_not_equal(an, board);
    session_t *s = play_screen_session(an);
    editpos_t now;
    editpos_from_state(&now, s->game, session_state(s));
    assert_memory_equal(now.chars, edited.chars, (size_t)edited.ntargets);
    /* Esc goes back to the editor; the game below is unchanged. */
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_steps(f, 2, 1);
    assert_ptr_equal(uifx_top(f), ed);
    assert_int_equal(game->n, moves);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_gif_of_a_whole_zumo_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_clipboard_round_trip, setup, teardown),
        cmocka_unit_test_setup_teardown(test_share_menu_and_keys, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_refuses_no_moves, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_editor_refuses_illegal, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_saves_a_level_and_plays_it, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_and_analysis_board, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_play_vs_ai, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
