/* The solved-puzzle list (core/solved.h): ticks written atomically and read
 * back; a damaged file reported, its ticks not guessed at, and the file
 * left exactly as it was (no tick is written over it); two clients on one
 * data folder keep both their ticks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/solved.h"
#include "lib_gametest.h"

static char *read_all(const char *path)
{
    char err[256];
    size_t len;
    return fileio_read_text(path, &len, err, sizeof err);
}

static void write_all(const char *path, const char *text)
{
    char err[256];
    assert_int_equal(fileio_write_atomic(path, text, strlen(text), err, sizeof err), 0);
}

static void test_round_trip(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[512];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexarcade-solved-"));
    snprintf(path, sizeof path, "%s/solved-puzzles.txt", dir);
    solved_t *s = calloc(1, sizeof *s);
    /* No file yet: an empty list, not damaged. */
    assert_int_equal(solved_load(s, path, err, sizeof err), 0);
    assert_int_equal(s->n, 0);
    char key[SOLVED_NAME_LEN];
    solved_key("zumo", "levels/zumo/puzzles/win1-black-two-units.txt", key, sizeof key);
    assert_string_equal(key, "zumo/win1-black-two-units");
    assert_int_equal(solved_mark(s, key, err, sizeof err), 0);
    assert_int_equal(solved_mark(s, key, err, sizeof err), 1); /* once only */
    assert_int_equal(solved_mark(s, "churn/win2-red-endgame", err, sizeof err), 0);
    char *text = read_all(path);
    assert_string_equal(text, SOLVED_FORMAT "\nzumo/win1-black-two-units\nchurn/win2-red-endgame\n");
    free(text);
    solved_t *back = calloc(1, sizeof *back);
    assert_int_equal(solved_load(back, path, err, sizeof err), 0);
    assert_int_equal(back->n, 2);
    assert_true(solved_has(back, "zumo/win1-black-two-units"));
    assert_true(solved_has(back, "churn/win2-red-endgame"));
    assert_false(solved_has(back, "churn/win2-red-corners"));
    /* A name a line cannot hold is refused, nothing written. */
    assert_int_equal(solved_mark(back, "no slash", err, sizeof err), -1);
    assert_int_equal(back->n, 2);
    free(back);
    free(s);
    gametest_rmtree(dir); /* the file, and the lock file beside it */
}

static void test_damaged_file_left_alone(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "something else\nzumo/x\n",                 /* not our format */
        SOLVED_FORMAT "\nzumo x\n",                  /* not a name */
        "zumo/x\n",                                  /* no format line */
    };
    char dir[1024], path[1200], err[512];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexarcade-solved-"));
    snprintf(path, sizeof path, "%s/solved-puzzles.txt", dir);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        write_all(path, bad[i]);
        solved_t *s = calloc(1, sizeof *s);
        assert_int_equal(solved_load(s, path, err, sizeof err), 1);
        assert_true(s->damaged);
        assert_non_null(strstr(err, path)); /* says which file */
        assert_int_equal(s->n, 0);
        /* A tick is kept in memory but not written over the file. */
        assert_int_equal(solved_mark(s, "zumo/y", err, sizeof err), -1);
        assert_non_null(strstr(err, "left alone"));
        assert_true(solved_has(s, "zumo/y"));
        char *text = read_all(path);
        assert_string_equal(text, bad[i]);
        free(text);
        free(s);
    }
    /* Parse errors name the line. */
    solved_t *s = calloc(1, sizeof *s);
    assert_int_equal(solved_parse(s, "f", SOLVED_FORMAT "\n# a comment\nzumo/a\nbad\n", err, sizeof err), -1);
    assert_string_equal(err, "f:4: 'bad' is not a puzzle name (GAME/NAME)");
    assert_int_equal(s->n, 0);
    free(s);
    gametest_rmtree(dir); /* the file, and the lock file beside it */
}

/* Two clients open the puzzles (each reads the list), one solves puzzle 1,
 * the other puzzle 2: the file lists both (issue 34: it listed one). A file
 * damaged meanwhile is left alone. */
static void test_two_clients_both_kept(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[512];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexarcade-solved-"));
    snprintf(path, sizeof path, "%s/solved-puzzles.txt", dir);
    write_all(path, SOLVED_FORMAT "\nchurn/old\n");
    solved_t *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b), *disk = calloc(1, sizeof *disk);
    assert_int_equal(solved_load(a, path, err, sizeof err), 0);
    assert_int_equal(solved_load(b, path, err, sizeof err), 0);
    if (solved_mark(a, "zumo/p1", err, sizeof err)) fail_msg("%s", err);
    if (solved_mark(b, "zumo/p2", err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(solved_load(disk, path, err, sizeof err), 0);
    assert_int_equal(disk->n, 3);
    assert_true(solved_has(disk, "churn/old"));
    assert_true(solved_has(disk, "zumo/p1"));
    assert_true(solved_has(disk, "zumo/p2"));
    assert_true(solved_has(b, "zumo/p1")); /* b's list took a's tick in */
    /* Damaged by hand between a's load and its next tick: left alone. */
    write_all(path, "not a list\n");
    assert_int_equal(solved_mark(a, "zumo/p3", err, sizeof err), -1);
    assert_non_null(strstr(err, "left alone"));
    assert_true(a->damaged);
    assert_true(solved_has(a, "zumo/p3"));
    char *text = read_all(path);
    assert_string_equal(text, "not a list\n");
    free(text), free(a), free(b), free(disk);
    assert_int_equal(gametest_remove_tree(dir), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_damaged_file_left_alone),
        cmocka_unit_test(test_two_clients_both_kept),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
