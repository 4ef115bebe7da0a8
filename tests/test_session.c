/* The session: undo/redo, restart as an undoable entry, save -> load round
 * trip, corrupt saves refused with a message. Played on Churn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/session.h"
#include "engine/gtp.h"
#include "plat/plat.h"
#include "lib_gametest.h"

static session_t *new_churn(void)
{
    const game_rules_t *r = game_by_id("churn");
    assert_non_null(r);
    game_setup_t s;
    char err[256];
    game_setup_default(r, &s, 2);
    game_t *g = game_new(r, &s, NULL, err, sizeof err);
    assert_non_null(g);
    session_t *ses = session_new(g, err, sizeof err);
    if (!ses) fail_msg("%s", err);
    return ses;
}

/* Plays the first legal move (byte order) and returns its text. */
static void play_first(session_t *s, char *out)
{
    char err[256];
    char *legal = game_legal_moves_text(s->game, session_state(s), 1000, NULL, err, sizeof err);
    assert_non_null(legal);
    char *sp = strchr(legal, ' ');
    if (sp) *sp = '\0';
    strcpy(out, legal);
    free(legal);
    if (session_play(s, out, err, sizeof err)) fail_msg("%s: %s", out, err);
}

static int same_state(const session_t *s, const void *st)
{
    return !memcmp(session_state(s), st, s->game->rules->state_size);
}

static void test_undo_redo_restart(void **st)
{
    (void)st;
    session_t *s = new_churn();
    size_t sz = s->game->rules->state_size;
    void *start = malloc(sz), *after1 = malloc(sz);
    memcpy(start, session_state(s), sz);
    assert_false(session_can_undo(s));
    assert_int_equal(session_undo(s), -1);
    char m1[64], m2[64], err[256];
    play_first(s, m1);
    memcpy(after1, session_state(s), sz);
    assert_string_equal(session_current(s)->move, m1);
    assert_true(session_current(s)->events.n > 0);
    play_first(s, m2);
    assert_int_equal(session_undo(s), 0);
    assert_true(same_state(s, after1));
    assert_int_equal(session_undo(s), 0);
    assert_true(same_state(s, start));
    assert_int_equal(session_redo(s), 0);
    assert_int_equal(session_redo(s), 0);
    assert_int_equal(session_redo(s), -1);
    /* An illegal move changes nothing. */
    int n = s->n, cur = s->cur;
    assert_int_equal(session_play(s, "Z99", err, sizeof err), -1);
    assert_true(err[0]);
    assert_int_equal(s->n, n);
    assert_int_equal(s->cur, cur);
    /* Restart is an entry: undo brings the game back. */
    assert_int_equal(session_restart(s), 0);
    assert_true(same_state(s, start));
    assert_int_equal(session_current(s)->kind, SESSION_RESTART);
    assert_int_equal(session_undo(s), 0);
    assert_int_equal(s->cur, 2);
    /* Playing after undo drops the redo tail. */
    assert_int_equal(session_undo(s), 0);
    play_first(s, m2);
    assert_int_equal(s->n, 3);
    assert_false(session_can_redo(s));
    free(start);
    free(after1);
    session_free(s);
}

static void test_save_load(void **st)
{
    (void)st;
    session_t *s = new_churn();
    char m[1200], err[1200], dir[1024], path[1200];
    for (int i = 0; i < 6; i++) play_first(s, m);
    session_restart(s);
    play_first(s, m);
    play_first(s, m);
    session_undo(s);
    snprintf(s->seat[1], sizeof s->seat[1], "medium");
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexsave"));
    snprintf(path, sizeof path, "%s/game.sav", dir);
    assert_int_equal(session_save(s, path, err, sizeof err), 0);
    session_t *t = session_load(path, NULL, err, sizeof err);
    if (!t) fail_msg("%s", err);
    assert_int_equal(t->n, s->n);
    assert_int_equal(t->cur, s->cur);
    assert_string_equal(t->seat[1], "medium");
    for (int i = 0; i < s->n; i++) {
        assert_string_equal(t->hist[i].move, s->hist[i].move);
        assert_int_equal(t->hist[i].kind, s->hist[i].kind);
        assert_memory_equal(t->hist[i].state, s->hist[i].state, s->game->rules->state_size);
    }
    char *a = session_save_text(s), *b = session_save_text(t);
    assert_string_equal(a, b);
    free(a);
    free(b);
    session_free(t);

    /* Corrupt, foreign, newer and truncated saves are refused with a message
     * and leave the file as it was. */
    static const struct { const char *text; const char *words; } bad[] = {
        {"game: churn\nmove: C3\n", "not a Hexarcade save"},
        {"format: hexarcade-save 9\ngame: churn\n", "newer Hexarcade"},
        {"format: hexarcade-save 1\ngame: chess\n", "unknown game 'chess'"},
        {"format: hexarcade-save 1\ngame: churn\nsize: 3\nmove: C3\nmove: C3\n", ":5: move 'C3' refused"},
        {"format: hexarcade-save 1\ngame: churn\nsize: 3\nmove: Q7\n", ":4: move 'Q7' refused"},
        {"format: hexarcade-save 1\ngame: churn\nsize: 3\nmove: C3\ncursor: 5\n", "cursor 5 is past"},
        {"format: hexarcade-save 1\ngame: churn\noptions: pie=maybe\n", "pie takes on or off"},
        {"format: hexarcade-save 1\ngame: churn\nsize: 9\n", "size must be"},
        {"\x7f" "ELF\x02\x01", "control character"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(fileio_write_atomic(path, bad[i].text, strlen(bad[i].text), err, sizeof err), 0);
        err[0] = '\0';
        t = session_load(path, NULL, err, sizeof err);
        if (t || !strstr(err, bad[i].words)) fail_msg("case %zu: '%s'", i, err);
        size_t len;
        char *still = fileio_read(path, &len, err, sizeof err);
        assert_string_equal(still, bad[i].text);
        free(still);
    }
    assert_null(session_load("/nonexistent/dir/x.sav", NULL, err, sizeof err));
    assert_non_null(strstr(err, "/nonexistent/dir/x.sav"));
    /* Saving where nothing can be written fails and says where. */
    assert_int_equal(session_save(s, "/nonexistent/dir/x.sav", err, sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent/dir/x.sav"));
    plat_unlink(path);
    plat_rmdir(dir);
    session_free(s);
}

static void test_level_start(void **st)
{
    (void)st;
    level_t *lv = level_new();
    char err[256];
    const char *text = "game: churn\nsize: 2\nto-move: 2\nboard:\n 1 .\n. . .\n . 2\n";
    assert_int_equal(level_parse(lv, "lv", text, err, sizeof err), 0);
    session_t *s = session_new_level(lv, NULL, "pie=off", err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(game_head(session_state(s))->to_move, 2);
    char m[64];
    play_first(s, m);
    char *save = session_save_text(s);
    session_t *t = session_load_text("mem", save, NULL, err, sizeof err);
    if (!t) fail_msg("%s\n%s", err, save);
    assert_memory_equal(session_state(t), session_state(s), s->game->rules->state_size);
    assert_non_null(strstr(save, "pie=off"));
    free(save);
    session_free(t);
    session_free(s);
    level_free(lv);
}

/* hexgtp's loadgame then savegame writes back the very file the client
 * wrote, and that file loads again (issue 34): seats with AI levels, a
 * clock, a flag fall, a swap, a restart, a stored review, a cursor before
 * the end (moves to redo), a level's start position, three players. */
static void gtp_round_trip(session_t *s, const char *dir, const char *name)
{
    char a[300], b[300], c[300], err[512];
    snprintf(a, sizeof a, "%s/%s-a.sav", dir, name);
    snprintf(b, sizeof b, "%s/%s-b.sav", dir, name);
    snprintf(c, sizeof c, "%s/%s-c.sav", dir, name);
    if (session_save(s, a, err, sizeof err)) fail_msg("%s", err);
    char script[1400];
    snprintf(script, sizeof script, "loadgame %s\nsavegame %s\nloadgame %s\nsavegame %s\n", a, b, b, c);
    /* Files in the test's folder, not fmemopen (POSIX only) nor tmpfile
     * (Windows puts it in the drive's root). */
    char inpath[320], outpath[320];
    snprintf(inpath, sizeof inpath, "%s/%s.gtp", dir, name);
    snprintf(outpath, sizeof outpath, "%s/%s.out", dir, name);
    if (fileio_write_atomic_nosync(inpath, script, strlen(script), err, sizeof err)) fail_msg("%s", err);
    FILE *in = plat_fopen(inpath, "r"), *out = plat_fopen(outpath, "w+");
    assert_non_null(in);
    assert_non_null(out);
    gtp_t *g = gtp_new(s->game->data_dir, 1);
    assert_non_null(g);
    assert_int_equal(gtp_run(g, in, out), 0);
    gtp_free(g);
    fclose(in);
    rewind(out);
    char line[1024];
    int answers = 0;
    while (fgets(line, sizeof line, out)) {
        if (line[0] == '?') fail_msg("%s: %s", name, line);
        answers += line[0] == '=';
    }
    fclose(out);
    assert_int_equal(answers, 4);
    char *ta = fileio_read(a, NULL, err, sizeof err), *tb = fileio_read(b, NULL, err, sizeof err),
         *tc = fileio_read(c, NULL, err, sizeof err);
    assert_non_null(ta);
    assert_non_null(tb);
    assert_non_null(tc);
    if (strcmp(ta, tb)) fail_msg("%s: the engine wrote\n%s\ninstead of\n%s", name, tb, ta);
    assert_string_equal(tb, tc);
    session_t *back = session_load(b, s->game->data_dir, err, sizeof err);
    if (!back) fail_msg("%s", err);
    assert_int_equal(back->n, s->n);
    assert_int_equal(back->cur, s->cur);
    free(ta);
    free(tb);
    free(tc);
    session_free(back);
    plat_unlink(a);
    plat_unlink(b);
    plat_unlink(c);
    plat_unlink(inpath);
    plat_unlink(outpath);
}

static void play_text(session_t *s, const char *text)
{
    char err[256];
    if (session_play_entry(s, text, err, sizeof err)) fail_msg("%s: %s", text, err);
}

static void test_gtp_save_round_trip(void **st)
{
    (void)st;
    char dir[1024], err[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexgtpsave"));

    /* AI seat, a clock, a swap, a flag fall. */
    session_t *s = session_new(gametest_game("churn", "size=3 pie=on"), err, sizeof err);
    assert_non_null(s);
    snprintf(s->seat[1], SESSION_SEAT_LEN, "expert");
    gclock_init(&s->clock, 2, 5 * 60000, 3000);
    play_text(s, "B2");
    play_text(s, "swap");
    play_text(s, "C3");
    gclock_start(&s->clock, 1);
    gclock_tick(&s->clock, 19500);
    assert_int_equal(session_flag(s, 1, err, sizeof err), 0);
    char *text = session_save_text(s);
    assert_non_null(strstr(text, "\nclock: 5+3 left "));
    assert_non_null(strstr(text, "\nmove: flag 1\n"));
    free(text);
    gtp_round_trip(s, dir, "flag");

    /* A restart, moves undone (a redo tail), AI on both seats. */
    play_text(s, "restart");
    char m[64];
    play_first(s, m);
    play_first(s, m);
    snprintf(s->seat[0], SESSION_SEAT_LEN, "hard");
    session_undo(s);
    session_undo(s);
    gtp_round_trip(s, dir, "redo");
    session_free(s);

    /* A stored review of the game as it is. */
    s = session_new(gametest_game("churn", "size=3 pie=off"), err, sizeof err);
    play_text(s, "B2");
    play_text(s, "C3");
    assert_int_equal(session_set_review(s, "hexarcade-review 1 level=medium iterations=8 seed=3 positions=3\n"
                                           "0 0.5000 0.5000 +0 best B2\n1 0.4000 0.6000 +0 best C3\n"),
                     0);
    assert_non_null(session_review(s));
    gtp_round_trip(s, dir, "review");
    session_free(s);

    /* A level's start position, three players on a clock. */
    level_t *lv = level_new();
    const char *lt = "game: churn\nsize: 2\nto-move: 2\nboard:\n 1 .\n. . .\n . 2\n";
    assert_int_equal(level_parse(lv, "lv", lt, err, sizeof err), 0);
    s = session_new_level(lv, NULL, "pie=off", err, sizeof err);
    assert_non_null(s);
    play_first(s, m);
    gtp_round_trip(s, dir, "level");
    session_free(s);
    level_free(lv);
    s = session_new(gametest_game("wunchunk", "size=5 players=3"), err, sizeof err);
    assert_non_null(s);
    gclock_init(&s->clock, 3, 60000, 0);
    snprintf(s->seat[2], SESSION_SEAT_LEN, "beginner");
    for (int i = 0; i < 3; i++) play_first(s, m);
    gtp_round_trip(s, dir, "three");
    session_free(s);
    assert_int_equal(plat_rmdir(dir), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_redo_restart),
        cmocka_unit_test(test_save_load),
        cmocka_unit_test(test_level_start),
        cmocka_unit_test(test_gtp_save_round_trip),
    };
    return cmocka_run_group_tests_name("session", tests, NULL, NULL);
}
