/* Sharing and the position editor (issue 25, points 4 and 5): a whole
 * Zumo game exported as an animated GIF and read back with giflib (frame
 * count, size, timing against the speed); the game record through the
 * clipboard and back; the share menu and the play screen's keys; the
 * editor refusing an illegal or finished position with its message,
 * saving a legal one as a level that loads back the same, and playing
 * from it. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include <SDL.h>
#include <gif_lib.h>

#include "core/editpos.h"
#include "core/fileio.h"
#include "core/level.h"
#include "lib_gametest.h"
#include "ui/app/nav.h"
#include "ui/play/play.h"
#include "ui/screens/editor.h"
#include "ui/screens/import_screen.h"
#include "ui/screens/pausemenu.h"
#include "ui/screens/share_screen.h"
#include "ui/share/frame.h"
#include "ui/share/gifout.h"
#include "ui/share/record.h"
#include "uilib_fixture.h"
#include "uilib_turns.h"

static int setup(void **s) { return uifx_setup_saves(s, "hexshare."); }
static int teardown(void **s)
{
    fileio_set_ops(NULL); /* a failed test may leave its failing disk */
    return uifx_teardown_saves(s);
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
    match_t t;
    assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, seed);
    while (s->cur < max_moves && uifx_random_turn(s, &t, &rng) == 0) {
    }
    match_free(&t);
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
    uifx_t *f = *state;
    /* The first seed whose game lasts ten moves or more (random Zumo on side
     * 6 is often pushed off the board sooner). */
    session_t *s = NULL;
    for (uint64_t seed = 1; !s || s->cur < 10; seed++) {
        session_free(s);
        s = zumo_game(seed, 60);
    }
    assert_true(s->cur >= 10);
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/zumo.gif", f->tmpdir);
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
    snprintf(fast, sizeof fast, "%s/fast.gif", f->tmpdir);
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

/* A GIF or a PNG aimed at a FIFO or a directory is refused before a frame
 * is drawn, the node left as it was; through a link the target is written
 * and the link kept (issue 32, core/fileio.h). */
static void test_pictures_refuse_non_regular(void **state)
{
    uifx_t *f = *state;
    session_t *s = zumo_game(1, 6);
    char fifo[512], dir[512], link[512], real[512], err[512];
    snprintf(fifo, sizeof fifo, "%s/pipe.gif", f->tmpdir);
    snprintf(dir, sizeof dir, "%s/adir.png", f->tmpdir);
    snprintf(link, sizeof link, "%s/link.gif", f->tmpdir);
    snprintf(real, sizeof real, "%s/real.gif", f->tmpdir);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_int_equal(mkdir(dir, 0755), 0);
    gifout_opts_t o;
    gifout_default_opts(&o);
    o.w = 64, o.h = 64, o.speed = 4;
    gifout_stats_t st;
    const char *bad[] = {fifo, dir};
    for (int i = 0; i < 2; i++) {
        assert_int_equal(gifout_write(s, &o, ".", bad[i], &st, err, sizeof err), -1);
        if (!strstr(err, bad[i]) || !strstr(err, "refused")) fail_msg("%s", err);
        assert_int_equal(frame_still_png(s, 64, 64, ".", bad[i], err, sizeof err), -1);
        if (!strstr(err, bad[i]) || !strstr(err, "refused")) fail_msg("%s", err);
    }
    struct stat sb;
    assert_int_equal(lstat(fifo, &sb), 0);
    assert_true(S_ISFIFO(sb.st_mode));
    assert_int_equal(lstat(dir, &sb), 0);
    assert_true(S_ISDIR(sb.st_mode));
    assert_int_equal(fileio_write_atomic(real, "old", 3, err, sizeof err), 0);
    assert_int_equal(symlink("real.gif", link), 0);
    assert_int_equal(gifout_write(s, &o, ".", link, &st, err, sizeof err), 0);
    assert_int_equal(lstat(link, &sb), 0);
    assert_true(S_ISLNK(sb.st_mode));
    int w, h, frames;
    long cs;
    read_gif(real, &w, &h, &frames, &cs);
    assert_int_equal(w, 64);
    /* Only what the test made: no temporary left behind. */
    DIR *d = opendir(f->tmpdir);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        if (strstr(e->d_name, ".tmp")) fail_msg("left behind: %s", e->d_name);
    closedir(d);
    session_free(s);
}

static void same_game(const session_t *a, const session_t *b)
{
    assert_string_equal(a->game->rules->id, b->game->rules->id);
    assert_int_equal(a->cur, b->cur);
    for (int i = 1; i <= a->cur; i++) assert_string_equal(a->hist[i].move, b->hist[i].move);
}

static int count_files(const char *dir, const char *ext);

static int fsync_eio(int fd)
{
    (void)fd;
    errno = EIO;
    return -1;
}

/* Issue 34 point 18: a GIF that cannot be written says why, in the
 * system's words; a destination that cannot take it is refused before a
 * frame is drawn; the old file and the folder are left as they were. */
static void test_gif_errors_say_why(void **state)
{
    uifx_t *f = *state;
    session_t *s = zumo_game(5, 8);
    char path[512], err[700];
    gifout_opts_t o;
    gifout_default_opts(&o);
    o.w = 96, o.h = 64;
    snprintf(path, sizeof path, "%s/old.gif", f->tmpdir);
    assert_int_equal(gifout_write(s, &o, ".", path, NULL, err, sizeof err), 0);
    size_t old_len;
    char *old = fileio_read(path, &old_len, err, sizeof err);
    assert_non_null(old);
    int files = count_files(f->tmpdir, "");

    /* A full disk, early and late: the reason, nothing new left behind. */
    const size_t budgets[] = {0, 100, old_len / 2};
    for (size_t i = 0; i < sizeof budgets / sizeof budgets[0]; i++) {
        gametest_disk_fills_after(budgets[i]);
        fileio_set_ops(&(fileio_ops_t){.write = gametest_write_filling});
        int rc = gifout_write(s, &o, ".", path, NULL, err, sizeof err);
        fileio_set_ops(NULL);
        assert_int_equal(rc, -1);
        if (!strstr(err, strerror(ENOSPC)) || !strstr(err, path)) fail_msg("budget %zu: '%s'", budgets[i], err);
        assert_int_equal(count_files(f->tmpdir, ""), files);
    }
    fileio_set_ops(&(fileio_ops_t){.fsync = fsync_eio});
    assert_int_equal(gifout_write(s, &o, ".", path, NULL, err, sizeof err), -1);
    fileio_set_ops(NULL);
    if (!strstr(err, strerror(EIO))) fail_msg("'%s'", err);
    size_t now_len;
    char *now = fileio_read(path, &now_len, err, sizeof err);
    assert_non_null(now);
    assert_true(now_len == old_len && !memcmp(now, old, old_len));
    free(now);
    free(old);

    /* Bad destinations: refused by gifout_begin, before any frame. */
    char dir[600], missing[600];
    snprintf(dir, sizeof dir, "%s/a-folder.gif", f->tmpdir);
    assert_int_equal(mkdir(dir, 0755), 0);
    assert_null(gifout_begin(s, &o, ".", dir, err, sizeof err));
    if (!strstr(err, "a directory")) fail_msg("'%s'", err);
    snprintf(missing, sizeof missing, "%s/no-such-folder/x.gif", f->tmpdir);
    assert_null(gifout_begin(s, &o, ".", missing, err, sizeof err));
    if (!strstr(err, strerror(ENOENT)) || !strstr(err, missing)) fail_msg("'%s'", err);
    assert_int_equal(count_files(f->tmpdir, ""), files + 1);
    rmdir(dir);
    session_free(s);
}

static void test_clipboard_round_trip(void **state)
{
    uifx_t *f = *state;
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
    snprintf(path, sizeof path, "%s/a game.sav", f->tmpdir);
    assert_int_equal(session_save(s, path, err, sizeof err), 0);
    snprintf(uri, sizeof uri, "file://%s/a%%20game.sav\n", f->tmpdir);
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

/* Issue 34 point 18: what the program itself hands out imports back (the
 * move list, a level file, a level the editor saved), or the refusal says
 * exactly why; a clipboard too large says so; a NUL says where. */
static void test_import_what_we_share(void **state)
{
    uifx_t *f = *state;
    char msg[300], err[900];
    /* The move list of a game with options off their defaults (pie=off). */
    session_t *s = zumo_game(5, 14);
    assert_int_equal(record_copy(s, 1, msg, sizeof msg), 0);
    session_t *back = record_import_clipboard(".", err, sizeof err);
    if (!back) fail_msg("move list: %s", err);
    same_game(s, back);
    assert_int_equal(game_opt(back->game, "pie"), 0);
    session_free(back);
    /* Cut short (the last line lost), a move out of order, a foreign game. */
    char *text = record_moves_text(s);
    char *last = text + strlen(text) - 1;
    while (last > text && last[-1] != '\n') last--;
    *last = '\0';
    assert_null(record_import_text("clipboard", text, ".", err, sizeof err));
    if (!strstr(err, "the list says 14 moves but holds 13")) fail_msg("'%s'", err);
    char *two = strstr(text, "\n2. ");
    assert_non_null(two);
    two[1] = '3';
    assert_null(record_import_text("clipboard", text, ".", err, sizeof err));
    if (!strstr(err, "move 3 where move 2 comes next")) fail_msg("'%s'", err);
    free(text);
    assert_null(record_import_text("clipboard", "# Go, 2 players: 1 move\n1. D4\n", ".", err, sizeof err));
    if (!strstr(err, "a game this Hexarcade does not know")) fail_msg("'%s'", err);
    session_free(s);

    /* A level file's text, and the file itself named on the clipboard. */
    char *lvtext = fileio_read("levels/zumo/start-s6-p2.txt", NULL, err, sizeof err);
    assert_non_null(lvtext);
    back = record_import_text("clipboard", lvtext, ".", err, sizeof err);
    if (!back) fail_msg("level text: %s", err);
    assert_string_equal(back->game->rules->id, "zumo");
    assert_int_equal(back->game->setup.side, 6);
    assert_int_equal(back->cur, 0);
    session_free(back);
    free(lvtext);
    char cwd[400], uri[700];
    assert_non_null(getcwd(cwd, sizeof cwd));
    snprintf(uri, sizeof uri, "%s/levels/zumo/start-s6-p2.txt\n", cwd);
    assert_int_equal(SDL_SetClipboardText(uri), 0);
    back = record_import_clipboard(".", err, sizeof err);
    if (!back) fail_msg("level file: %s", err);
    session_free(back);

    /* A position saved by the editor, and a move list from it: the list
     * cannot carry the position, and says so. */
    s = zumo_game(5, 6);
    editpos_t e;
    editpos_from_state(&e, s->game, session_state(s));
    char *edited = editpos_text(&e, "Mine");
    assert_non_null(edited);
    back = record_import_text("clipboard", edited, ".", err, sizeof err);
    if (!back) fail_msg("edited level: %s", err);
    editpos_t e2;
    editpos_from_state(&e2, back->game, session_state(back));
    assert_memory_equal(e2.chars, e.chars, (size_t)e.ntargets);
    assert_int_equal(e2.to_move, e.to_move);
    uifx_play_turns(back, 1, 9);
    text = record_moves_text(back);
    session_free(back);
    assert_null(record_import_text("clipboard", text, ".", err, sizeof err));
    if (!strstr(err, "begins at a set position, which it does not hold")) fail_msg("'%s'", err);
    free(text);
    free(edited);

    /* A save with a NUL byte: where the text stops. */
    char path[600];
    snprintf(path, sizeof path, "%s/nul.sav", f->tmpdir);
    char *save = session_save_text(s);
    size_t len = strlen(save);
    char *third = strchr(strchr(save, '\n') + 1, '\n') + 3;
    *third = '\0';
    assert_int_equal(fileio_write_atomic(path, save, len, err, sizeof err), 0);
    assert_null(session_load(path, ".", err, sizeof err));
    if (!strstr(err, "nul.sav:3: a NUL byte (character 3 of the line)")) fail_msg("'%s'", err);
    snprintf(uri, sizeof uri, "file://%s", path);
    assert_int_equal(SDL_SetClipboardText(uri), 0);
    assert_null(record_import_clipboard(".", err, sizeof err));
    if (!strstr(err, "nul.sav:3: a NUL byte")) fail_msg("'%s'", err);
    free(save);
    session_free(s);

    /* 20 MB on the clipboard: too large, not "no text". */
    size_t big = 20u << 20;
    char *huge = malloc(big + 1);
    assert_non_null(huge);
    memset(huge, 'x', big);
    huge[big] = '\0';
    assert_int_equal(SDL_SetClipboardText(huge), 0);
    free(huge);
    assert_null(record_import_clipboard(".", err, sizeof err));
    if (!strstr(err, "20.0 MB of text: too large")) fail_msg("'%s'", err);
    assert_int_equal(SDL_SetClipboardText(""), 0);
}

/* Records of other sites on the clipboard (core/foreign.h): the game, and
 * the note that shows its players and the site's result. */
static void test_clipboard_other_sites(void **state)
{
    (void)state;
    char err[600], note[600];
    assert_int_equal(SDL_SetClipboardText("(;FF[CONHEX]VA[CONHEX]EV[x]PB[ann]PW[ben]SO[https://www.littlegolem.net];"
                                          "B[J3];R[swap];B[D3];R[resign])\n"),
                     0);
    session_t *s = record_import_clipboard(".", err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(s->cur, 4); /* three moves, and ben's resignation ends the game (issue 46) */
    assert_string_equal(s->hist[3].move, "C4");
    assert_string_equal(s->hist[4].move, "resign 1");
    record_import_note(s, "the clipboard", note, sizeof note);
    assert_string_equal(note, "Imported from the clipboard: Little Golem: ben (Blue) vs ann (Red). ben resigned.");
    /* And back out (the share menu's copies): the Little Golem text as it
     * came, AbstractPlay's moves with the pie as a note. */
    char msg[300];
    assert_int_equal(record_copy_site(s, 1, msg, sizeof msg), 0);
    char *text = SDL_GetClipboardText();
    assert_string_equal(text, "(;FF[CONHEX]VA[CONHEX]EV[x]PB[ann]PW[ben]SO[https://www.littlegolem.net];"
                              "B[J3];R[swap];B[D3];R[resign])");
    SDL_free(text);
    assert_int_equal(record_copy_site(s, 0, msg, sizeof msg), 0);
    text = SDL_GetClipboardText();
    assert_string_equal(text, "# the pie was invoked after move 1\n1. j9 c8\n");
    SDL_free(text);
    session_free(s);
    s = zumo_game(5, 4);
    assert_int_equal(record_copy_site(s, 0, msg, sizeof msg), -1);
    assert_string_equal(msg, "Not copied: Zumo is not played on AbstractPlay.");
    session_free(s);
    assert_int_equal(SDL_SetClipboardText("{\"header\":{\"game\":{\"name\":\"churn\",\"variants\":[\"limping-34\"]},"
                                          "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},\"moves\":[]}"),
                     0);
    assert_null(record_import_clipboard(".", err, sizeof err));
    assert_non_null(strstr(err, "Not a game record: clipboard: variant 'limping-34'"));
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
    uifx_play_turns(s, turns, 3);
    uifx_steps(f, 4, 1);
}

static void click_rect(uifx_t *f, canvas_rect_t r) { uifx_click_at(f, r.x + r.w * 0.5f, r.y + r.h * 0.5f); }

static void test_share_menu_and_keys(void **state)
{
    uifx_t *f = *state;
    start(f, "zumo", "size=6 pie=off", 6);
    session_t *s = uifx_session(f);
    char shots[600];
    snprintf(shots, sizeof shots, "%s/screenshots", f->tmpdir);
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

/* Ctrl+V with an AbstractPlay archive: the import screen lists its games
 * newest first; the older one is chosen and reviewed, then played on. */
static void test_import_screen(void **state)
{
    uifx_t *f = *state;
    start(f, "zumo", "size=6 pie=off", 2);
    assert_int_equal(SDL_SetClipboardText(
                         "[{\"header\":{\"game\":{\"name\":\"churn\"},\"players\":[{\"name\":\"ann\",\"result\":1},"
                         "{\"name\":\"ben\",\"result\":0}],\"date-end\":\"2024-01-02\"},\"moves\":[[\"b2\",\"a1\"],[\"e3\",\"timeout\"]]},"
                         "{\"header\":{\"game\":{\"name\":\"conhex\"},\"players\":[{\"name\":\"cy\"},{\"name\":\"di\"}],"
                         "\"date-end\":\"2024-03-04\"},\"moves\":[[\"f6\"]]}]"),
                     0);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    screen_t *im = uifx_top(f);
    assert_string_equal(im->ops->name, "import");
    assert_int_equal(import_count(im), 2);
    assert_string_equal(import_row_text(im, 0), "2024-03-04 ConHex: cy (Blue) vs di (Red)");
    assert_string_equal(import_row_text(im, 1), "2024-01-02 Churn: ann (Red) vs ben (Blue). ben (Blue) ran out of time");
    assert_int_equal(import_chosen(im), 0);
    click_rect(f, import_row_rect(&f->ui, im, 1));
    assert_int_equal(import_chosen(im), 1);
    click_rect(f, import_action_rect(&f->ui, im, IMPORT_REVIEW));
    if (strcmp(uifx_top(f)->ops->name, "review")) fail_msg("no review: %s", import_note(im));
    /* Esc stops the review's search, then leaves it. */
    for (int i = 0; i < 200 && uifx_top(f) != im; i++) {
        uifx_key(f, UI_KEY_ESCAPE, 0, 0);
        uifx_steps(f, 2, 1);
        uifx_nap();
    }
    assert_true(uifx_top(f) == im);
    click_rect(f, import_action_rect(&f->ui, im, IMPORT_PLAY));
    uifx_steps(f, 2, 1);
    session_t *s = uifx_session(f);
    assert_non_null(s);
    assert_string_equal(s->game->rules->name, "Churn");
    assert_int_equal(s->cur, 4); /* three moves and ben's time-out, which ends the game (issue 46) */
    int flagged;
    assert_int_equal(session_end_of(s, 4, &flagged), SESSION_END_TIMEOUT);
    assert_int_equal(flagged, 2);
    assert_non_null(s->origin);
    /* A record file dropped on the window (SDL_DROPFILE): the import
     * screen too; a save file dropped plays on from it. */
    char path[600], err[600];
    snprintf(path, sizeof path, "%s/dropped.txt", f->tmpdir);
    const char *lg = "(;FF[CONHEX]VA[CONHEX]EV[x]PB[ann]PW[ben];B[J3];R[swap];B[D3])\n";
    assert_int_equal(fileio_write_atomic(path, lg, strlen(lg), err, sizeof err), 0);
    assert_int_equal(nav_import_file(&f->ui, path), 0);
    uifx_steps(f, 2, 1);
    assert_string_equal(uifx_top(f)->ops->name, "import");
    assert_string_equal(import_row_text(uifx_top(f), 0), "ConHex: ben (Blue) vs ann (Red)");
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_true(uifx_session(f) == s);
    snprintf(path, sizeof path, "%s/dropped.sav", f->tmpdir);
    assert_int_equal(session_save(s, path, err, sizeof err), 0);
    assert_int_equal(nav_import_file(&f->ui, path), 0);
    uifx_steps(f, 2, 1);
    s = uifx_session(f);
    assert_non_null(s);
    assert_string_equal(s->game->rules->name, "Churn");
    assert_int_equal(s->cur, 4); /* three moves and ben's time-out, which ends the game (issue 46) */
    assert_int_equal(session_end_of(s, 4, &flagged), SESSION_END_TIMEOUT); /* kept by the save */
    /* The save kept the site's record: its players and result shown again. */
    assert_non_null(s->origin);
    assert_string_equal(play_screen_message(uifx_top(f)), "Imported from the dropped file: AbstractPlay, 2024-01-02: "
                                                          "ann (Red) vs ben (Blue). ben (Blue) ran out of time.");
    assert_int_equal(nav_load_into_play(&f->ui, path), 0);
    uifx_steps(f, 2, 1);
    s = uifx_session(f);
    assert_non_null(s);
    assert_string_equal(play_screen_message(uifx_top(f)),
                        "AbstractPlay, 2024-01-02: ann (Red) vs ben (Blue). ben (Blue) ran out of time.");
    snprintf(path, sizeof path, "%s/nothing.txt", f->tmpdir);
    assert_int_equal(fileio_write_atomic(path, "hello", 5, err, sizeof err), 0);
    assert_int_equal(nav_import_file(&f->ui, path), -1);
    assert_true(uifx_session(f) == s);
    /* That game ended on the site (a time-out): its screen hands over to the
     * result, holding keys for it. The pastes below go to a game in play. */
    start(f, "zumo", "size=6 pie=off", 4);
    s = uifx_session(f);
    /* A record with nothing to open: a message, the game in play kept. */
    assert_int_equal(SDL_SetClipboardText("{\"header\":{\"game\":{\"name\":\"hex\"},\"players\":[{\"name\":\"a\"}]},\"moves\":[]}"), 0);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    assert_true(uifx_session(f) == s);
    assert_string_equal(uifx_top(f)->ops->name, "play");
    /* A record with a move on no hole is refused when pasted (its moves are
     * replayed before it is offered), naming the move; the game is kept. */
    assert_int_equal(SDL_SetClipboardText("{\"header\":{\"game\":{\"name\":\"ConHex\"},\"players\":[{\"name\":\"a\"},"
                                          "{\"name\":\"b\"}]},\"moves\":[[\"f6\",\"z9\"]]}"),
                     0);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    assert_true(uifx_session(f) == s);
    assert_string_equal(uifx_top(f)->ops->name, "play");
    /* Said on the play screen's status line (the client's message moves
     * there at its next step), as a file dropped on the window that
     * cannot be read is. */
    uifx_steps(f, 1, 1);
    const char *said = nav_message(uifx_top(f));
    if (!strstr(said, "move 2 `z9`: no hole 'z9'")) fail_msg("'%s' (client: '%s')", said, f->ui.client->message);
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

/* The editor's "play from here" plays through the mid-end: the play
 * screen's click sequence (test_ui_play) in every game whose turn a click
 * can finish from the edited position. */
static const session_t *ed_sess(screen_t *s) { return play_screen_session(s); }
static const uiturn_screen_t ed_play = {play_screen_locate, ed_sess, play_screen_message};

static void test_editor_play_from_here_confirm_trace(void **state)
{
    uifx_t *f = *state;
    int traced = 0;
    for (int i = 0; i < game_count(); i++) {
        screen_stack_clear(&f->ss);
        start(f, game_by_index(i)->id, "pie=off", 2);
        nav_push(&f->ui, NAV_EDITOR, (nav_arg_t){.session = uifx_session(f)});
        uifx_steps(f, 2, 1);
        screen_t *ed = uifx_top(f);
        assert_true(editor_screen_is(ed));
        if (!editor_legal(ed)) continue;
        click_rect(f, editor_item_rect(&f->ui, ed, ED_PLAY_HOT));
        screen_t *play = uifx_top(f);
        if (!play_screen_is(play)) fail_msg("%s: no play screen from the editor (%s)", game_by_index(i)->id, editor_message(ed));
        char target[32], trace[400];
        if (uiturn_finishing_target(play_screen_session(play), NULL, target, sizeof target)) continue;
        uiturn_confirm_trace(f, &ed_play, target, trace, sizeof trace);
        if (strcmp(trace, UITURN_CONFIRM_TRACE)) fail_msg("%s: %s on %s", game_by_index(i)->id, trace, target);
        traced++;
    }
    assert_true(traced >= 3);
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
    snprintf(dir, sizeof dir, "%s/levels/uknight/", f->tmpdir);
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

/* Every way to another game keeps the game in play when its autosave
 * cannot be written (issue 34): Ctrl+V, Share's Import, the editor's Play
 * vs AI and Play hot-seat, the analysis board's play-on. The game stays on
 * screen with why; the same step again a moment later leaves it on
 * purpose; with room on the disk the old game is autosaved as it goes. */
static ssize_t write_enospc(int fd, const void *buf, size_t n)
{
    (void)fd, (void)buf, (void)n;
    errno = ENOSPC;
    return -1;
}

static void later(uifx_t *f) { f->ui.time += NAV_LEAVE_ASK_S + 1; } /* the question is forgotten */

static void test_failed_autosave_keeps_game(void **state)
{
    uifx_t *f = *state;
    /* The disk is full from the start: the game's moves are not kept as
     * they are made (issue 47), so it is on disk nowhere. */
    fileio_set_ops(&(fileio_ops_t){.write = write_enospc});
    start(f, "zumo", "size=6 pie=off", 4);
    session_t *s = uifx_session(f);
    char unfinished[600];
    snprintf(unfinished, sizeof unfinished, "%s/unfinished", f->tmpdir);
    session_t *other = zumo_game(9, 8);
    char msg[300];
    assert_int_equal(record_copy(other, 0, msg, sizeof msg), 0);
    /* Ctrl+V on the play screen. */
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    uifx_steps(f, 2, 1);
    assert_ptr_equal(uifx_session(f), s);
    assert_true(play_screen_is(uifx_top(f)));
    const char *said = play_screen_message(uifx_play(f));
    if (!strstr(said, "not autosaved") || !strstr(said, "No space left") || !strstr(said, "stays open"))
        fail_msg("said: %s", said);
    assert_null(strstr(said, "Imported"));
    /* Share's Import. */
    later(f);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    click_rect(f, pause_item_rect(&f->ui, PAUSE_SHARE));
    screen_t *sh = uifx_top(f);
    assert_string_equal(sh->ops->name, "share");
    click_rect(f, share_item_rect(&f->ui, SHARE_IMPORT));
    uifx_steps(f, 2, 1);
    assert_ptr_equal(uifx_top(f), sh);
    assert_ptr_equal(uifx_session(f), s);
    assert_non_null(strstr(share_note(sh), "No space left"));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    assert_true(play_screen_is(uifx_top(f)));
    /* The editor's Play vs AI and Play hot-seat. */
    const int plays[] = {ED_PLAY_AI, ED_PLAY_HOT};
    for (int k = 0; k < 2; k++) {
        later(f);
        uifx_key(f, UI_KEY_ESCAPE, 0, 0);
        click_rect(f, pause_item_rect(&f->ui, PAUSE_EDIT));
        screen_t *ed = uifx_top(f);
        assert_true(editor_screen_is(ed));
        click_rect(f, editor_item_rect(&f->ui, ed, plays[k]));
        uifx_steps(f, 2, 1);
        assert_ptr_equal(uifx_top(f), ed);
        assert_ptr_equal(uifx_session(f), s);
        if (!strstr(editor_note(ed), "No space left")) fail_msg("editor says: %s", editor_note(ed));
        uifx_key(f, UI_KEY_ESCAPE, 0, 0);
        uifx_steps(f, 2, 1);
        if (!play_screen_is(uifx_top(f))) uifx_key(f, UI_KEY_ESCAPE, 0, 0);
        assert_true(play_screen_is(uifx_top(f)));
    }
    /* The analysis board's play-on (N, then 1: two people). */
    later(f);
    uifx_key(f, UI_KEY_CHAR, 'a', 0);
    uifx_steps(f, 2, 1);
    screen_t *board = uifx_top(f);
    assert_true(play_screen_is_analysis(board));
    uifx_key(f, UI_KEY_CHAR, 'n', 0);
    uifx_key(f, UI_KEY_CHAR, '1', 0);
    uifx_steps(f, 2, 1);
    assert_ptr_equal(uifx_top(f), board);
    assert_non_null(strstr(play_screen_message(board), "No space left"));
    uifx_key(f, UI_KEY_ESCAPE, 0, 0);
    uifx_steps(f, 2, 1);
    assert_ptr_equal(uifx_session(f), s);
    assert_int_equal(count_files(unfinished, ".sav"), 0);
    /* With room on the disk the game in play is kept as another comes. */
    fileio_set_ops(NULL);
    later(f);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    uifx_steps(f, 2, 1);
    assert_int_equal(count_files(unfinished, ".sav"), 1);
    same_game(other, uifx_session(f));
    assert_non_null(strstr(play_screen_message(uifx_play(f)), "Imported a game of 8 moves"));
    /* A move in it, the disk full again: asked, and Ctrl+V again at once
     * leaves it on purpose, nothing written (the play screen does not try
     * again as it closes). */
    uifx_play_turns(uifx_session(f), 1, 5);
    session_t *moved = uifx_session(f);
    fileio_set_ops(&(fileio_ops_t){.write = write_enospc});
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    assert_ptr_equal(uifx_session(f), moved);
    uifx_key(f, UI_KEY_CHAR, 'v', UI_MOD_CTRL);
    uifx_steps(f, 2, 1);
    assert_ptr_not_equal(uifx_play(f), NULL);
    same_game(other, uifx_session(f));
    assert_false(f->cl.autosave_failed);
    assert_false(f->cl.autosave_skip);
    fileio_set_ops(NULL);
    assert_int_equal(count_files(unfinished, ".sav"), 1);
    session_free(other);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_gif_of_a_whole_zumo_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_gif_errors_say_why, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pictures_refuse_non_regular, setup, teardown),
        cmocka_unit_test_setup_teardown(test_clipboard_round_trip, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_play_from_here_confirm_trace, setup, teardown),
        cmocka_unit_test_setup_teardown(test_import_what_we_share, setup, teardown),
        cmocka_unit_test_setup_teardown(test_failed_autosave_keeps_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_clipboard_other_sites, setup, teardown),
        cmocka_unit_test_setup_teardown(test_import_screen, setup, teardown),
        cmocka_unit_test_setup_teardown(test_share_menu_and_keys, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_refuses_no_moves, uifx_setup, uifx_teardown),
        cmocka_unit_test_setup_teardown(test_editor_refuses_illegal, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_saves_a_level_and_plays_it, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_and_analysis_board, setup, teardown),
        cmocka_unit_test_setup_teardown(test_editor_play_vs_ai, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
