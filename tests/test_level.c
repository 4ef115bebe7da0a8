/* The level-file parser: good files, and bad files each rejected naming the
 * file and the right line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/level.h"
#include "lib_gametest.h"

static const char *good =
    "# a comment\n"
    "game: zumo\n"
    "size: 3                 # hexhex side\n"
    "players: 2\n"
    "to-move: 2\n"
    "phase: 1\n"
    "options: pie=off partial-push=on\n"
    "title: Free text # kept: titles are text\n"
    "board:\n"
    "    . . .\n"
    "   . 1 . .\n"
    "  . . 2 . .   # a row comment\n"
    "\n"
    "   . . . .\n"
    "    . . .\n"
    "caption: The first move\n"
    "move: B2\n"
    "move: C3\n"
    "caption: The end\n";

static void test_good(void **st)
{
    (void)st;
    level_t *lv = level_new();
    char err[256];
    assert_int_equal(level_parse(lv, "good.txt", good, err, sizeof err), 0);
    assert_string_equal(lv->game, "zumo");
    assert_int_equal(lv->size, 3);
    assert_int_equal(lv->players, 2);
    assert_int_equal(lv->to_move, 2);
    assert_int_equal(lv->phase, 1);
    assert_string_equal(lv->options, "pie=off partial-push=on");
    assert_string_equal(lv->title, "Free text # kept: titles are text");
    assert_int_equal(lv->nrows, 5);
    assert_string_equal(lv->rows[2], ". . 2 . .");
    assert_int_equal(lv->row_line[2], 12);
    assert_int_equal(lv->row_line[3], 14);
    assert_int_equal(lv->board_line, 9);
    assert_int_equal(lv->nsteps, 2);
    assert_string_equal(lv->steps[0].move, "B2");
    assert_string_equal(lv->steps[0].caption, "The first move");
    assert_string_equal(lv->steps[1].caption, "");
    assert_int_equal(lv->steps[1].line, 18);
    assert_string_equal(lv->end_caption, "The end");
    /* Written back and read again it is the same level. */
    char out[8192];
    assert_true(level_write(lv, out, sizeof out) > 0);
    level_t *again = level_new();
    assert_int_equal(level_parse(again, "again", out, err, sizeof err), 0);
    assert_string_equal(again->options, lv->options);
    assert_int_equal(again->nrows, 5);
    for (int i = 0; i < 5; i++) assert_string_equal(again->rows[i], lv->rows[i]);
    assert_int_equal(again->nsteps, 2);
    assert_string_equal(again->end_caption, "The end");
    level_free(again);
    level_free(lv);
}

static void test_crlf_and_minimal(void **st)
{
    (void)st;
    level_t *lv = level_new();
    char err[256];
    assert_int_equal(level_parse(lv, "m", "game: conhex\r\nboard:\r\n. +\r\n", err, sizeof err), 0);
    assert_string_equal(lv->game, "conhex");
    assert_string_equal(lv->rows[0], ". +");
    assert_int_equal(lv->size, 0);
    level_free(lv);
}

/* Tutorial keys: free text (a '#' is kept), written back by level_write. */
static void test_tutorial_keys(void **st)
{
    (void)st;
    static const char *text = "game: churn\n"
                              "size: 2\n"
                              "goal: Place where the group is smallest\n"
                              "expect: A1\n"
                              "expect: C3\n"
                              "success: Right # both corners work\n"
                              "wrong: Not there: that cell has size 2\n";
    level_t *lv = level_new();
    char err[256], out[8192];
    assert_int_equal(level_parse(lv, "t.txt", text, err, sizeof err), 0);
    assert_string_equal(lv->success, "Right # both corners work");
    assert_string_equal(lv->wrong, "Not there: that cell has size 2");
    assert_int_equal(lv->nexpect, 2);
    assert_true(level_write(lv, out, sizeof out) > 0);
    level_t *again = level_new();
    assert_int_equal(level_parse(again, "again", out, err, sizeof err), 0);
    assert_string_equal(again->success, lv->success);
    assert_string_equal(again->wrong, lv->wrong);
    assert_string_equal(again->goal, lv->goal);
    /* The position copy keeps them (a tutorial's session knows its feedback). */
    level_copy_position(again, lv);
    assert_string_equal(again->wrong, lv->wrong);
    level_free(again);
    level_free(lv);
}

typedef struct { const char *text; int line; const char *words; } bad_t;

static void test_bad(void **st)
{
    (void)st;
    static const bad_t bad[] = {
        {"game: churn\nsize: three\n", 2, "size must be a whole number"},
        {"game: churn\ncolour: red\n", 2, "unknown key 'colour'"},
        {"game: churn\nsize: 3\njust words\n", 3, "expected 'key: value'"},
        {"size: 3\n", 1, "missing 'game:'"},
        {"game: churn\ngame: zumo\n", 2, "'game' given twice"},
        {"game: churn\nboard: . .\n", 2, "line after 'board:'"},
        {"game: churn\nboard:\n. .\nboard:\n", 4, "'board' given twice"},
        {"game: churn\nto-move: 0\n", 2, "to-move must be a player number"},
        {"game: churn\nplayers: 2x\n", 2, "players must be a whole number"},
        {"game: churn\ncaption: a\ncaption: b\nmove: B2\n", 3, "two captions"},
        {"game: churn\nmove:\n", 2, "empty move"},
        {"game: churn\ntitle: bell\a\n", 2, "control character"},
        {"game: churn\ncursor: -1\n", 2, "cursor must be"},
        {"game: \n", 1, "bad game id"},
        /* Not finite (issue 34): the numbers of a level are whole. */
        {"game: churn\nsize: nan\n", 2, "size must be a whole number"},
        {"game: churn\nsize: inf\n", 2, "size must be a whole number"},
        {"game: churn\nplayers: 1e999\n", 2, "players must be a whole number"},
        {"game: churn\ncursor: nan\n", 2, "cursor must be"},
    };
    level_t *lv = level_new();
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[256], want[64];
        assert_int_equal(level_parse(lv, "bad.txt", bad[i].text, err, sizeof err), -1);
        snprintf(want, sizeof want, "bad.txt:%d: ", bad[i].line);
        if (strncmp(err, want, strlen(want)) || !strstr(err, bad[i].words))
            fail_msg("case %zu: got '%s', want '%s...%s'", i, err, want, bad[i].words);
    }
    level_free(lv);
}

static void test_files(void **st)
{
    (void)st;
    char dir[1024], path[1200], err[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexlevel"));
    snprintf(path, sizeof path, "%s/l.txt", dir);
    level_t *lv = level_new();
    assert_int_equal(level_load(lv, path, err, sizeof err), -1);
    assert_non_null(strstr(err, path));
    assert_int_equal(fileio_write_atomic(path, good, strlen(good), err, sizeof err), 0);
    assert_int_equal(level_load(lv, path, err, sizeof err), 0);
    assert_string_equal(lv->path, path);
    /* A binary file is refused. */
    assert_int_equal(fileio_write_atomic(path, "game: a\0b", 9, err, sizeof err), 0);
    assert_int_equal(level_load(lv, path, err, sizeof err), -1);
    assert_non_null(strstr(err, "not a text file"));
    plat_unlink(path);
    plat_rmdir(dir);
    level_free(lv);
}

static void test_steps_grow(void **st)
{
    (void)st;
    level_t *lv = level_new();
    for (int i = 0; i < 1000; i++) assert_int_equal(level_add_step(lv, "B2", "", i), 0);
    assert_int_equal(lv->nsteps, 1000);
    level_t *copy = level_new();
    level_copy_position(copy, lv);
    assert_int_equal(copy->nsteps, 0);
    level_free(copy);
    level_free(lv);
}

/* A save's origin (an imported record's text) comes back byte for byte:
 * every escape, spaces at a line's ends, and the longest line escaped
 * whole (256 control bytes and its newline: 1,026 bytes). */
static void test_origin_escapes(void **st)
{
    (void)st;
    char text[1400];
    size_t n = 0;
    const char head[] = " a\\b\tc\rd\x01\x7f e \n\n  \n";
    memcpy(text, head, sizeof head - 1);
    n = sizeof head - 1;
    for (int i = 0; i < 256; i++) text[n++] = (char)(i % 2 ? 0x01 : 0x1f);
    text[n++] = '\n';
    memcpy(text + n, "end ", 5);
    n += 4;
    level_t *lv = level_new();
    char err[256], out[16384];
    assert_int_equal(level_parse(lv, "o", "game: conhex\n", err, sizeof err), 0);
    assert_int_equal(level_add_origin(lv, text, n), 0);
    size_t len = (size_t)level_write(lv, out, sizeof out);
    assert_true(len > 0 && len < sizeof out);
    assert_non_null(strstr(out, "origin: \\x20a\\\\b\\tc\\rd\\x01\\x7f e \\n\n"));
    assert_true(level_origin_size(lv->origin) < len);
    level_t *again = level_new();
    assert_int_equal(level_parse(again, "again", out, err, sizeof err), 0);
    assert_int_equal(again->origin_len, n);
    assert_memory_equal(again->origin, text, n);
    level_free(again);
    level_free(lv);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_origin_escapes),
        cmocka_unit_test(test_good), cmocka_unit_test(test_crlf_and_minimal),
        cmocka_unit_test(test_bad), cmocka_unit_test(test_files),
        cmocka_unit_test(test_steps_grow), cmocka_unit_test(test_tutorial_keys),
    };
    return cmocka_run_group_tests_name("level", tests, NULL, NULL);
}
