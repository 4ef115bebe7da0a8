/* Fuzz regressions: every input kept in fuzz/regress/<target>/ (each one
 * crashed or broke an invariant once; see docs/hardening.md) is replayed
 * through the same harness that found it, so make test and make check
 * (ASan + UBSan) keep them fixed. The seed inputs shipped in the tree
 * (levels, engine protocol scripts) go through the harnesses too: their
 * round-trip checks then run without a fuzzer. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "../fuzz/harness.h"
#include "../fuzz/memfs.h"
#include "core/fileio.h"
#include "lib_gametest.h"

typedef int (*regress_fn)(const uint8_t *data, size_t size);

static char *regress_read(const char *path, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) return snprintf(err, errlen, "%s: cannot open", path), NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) {
            char *b = realloc(buf, cap *= 2);
            if (!b) free(buf);
            buf = b;
        }
    }
    fclose(f);
    if (!buf) return snprintf(err, errlen, "%s: out of memory", path), NULL;
    *len = n;
    return buf;
}

/* Feeds every regular file of dir (whose name ends in suffix, "" for any)
 * to fn; returns how many. A missing directory is none. */
static int regress_replay_dir(const char *dir, const char *suffix, regress_fn fn)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name), sl = strlen(suffix);
        if (e->d_name[0] == '.' || l < sl || strcmp(e->d_name + l - sl, suffix)) continue;
        char path[1024], err[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        /* Read with the system's calls: the harnesses put fileio on
         * files in memory. */
        struct stat sb;
        if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode)) continue;
        size_t len = 0;
        char *data = regress_read(path, &len, err, sizeof err);
        if (!data) fail_msg("%s", err);
        print_message("replay %s\n", path);
        fn((const uint8_t *)data, len);
        free(data);
        n++;
    }
    closedir(d);
    return n;
}

static void test_regress_level(void **state)
{
    (void)state;
    regress_replay_dir("fuzz/regress/level", "", fuzz_level);
    /* The shipped and test levels, with the harness's round-trip checks. */
    const char *dirs[] = {"levels/wunchunk", "levels/churn", "levels/conhex", "levels/uknight",
                          "levels/zumo", "tests/levels-good", "tests/levels-bad", "tests/gtp/levels"};
    int n = 0;
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
        n += regress_replay_dir(dirs[i], ".txt", fuzz_level);
    assert_true(n >= 10);
}

static void test_regress_move(void **state)
{
    (void)state;
    assert_true(fuzz_move_positions() > 0);
    regress_replay_dir("fuzz/regress/move", "", fuzz_move);
}

static void test_regress_act(void **state)
{
    (void)state;
    regress_replay_dir("fuzz/regress/act", "", fuzz_act);
    /* Every position, a few dozen listed actions in a row. */
    uint8_t walk[48];
    for (int p = 0; p < fuzz_move_positions(); p++) {
        walk[0] = (uint8_t)p;
        for (size_t i = 1; i < sizeof walk; i++) walk[i] = (uint8_t)((i * 37 + (size_t)p) & 0x7f);
        fuzz_act(walk, sizeof walk);
    }
}

static void test_regress_save(void **state)
{
    (void)state;
    regress_replay_dir("fuzz/regress/save", "", fuzz_save);
    regress_replay_dir("tests/levels-good", "save.txt", fuzz_save);
}

static void test_regress_settings(void **state)
{
    (void)state;
    regress_replay_dir("fuzz/regress/settings", "", fuzz_settings);
}

static void test_regress_gtp(void **state)
{
    (void)state;
    regress_replay_dir("fuzz/regress/gtp", "", fuzz_gtp);
    assert_true(regress_replay_dir("tests/gtp", ".cmd", fuzz_gtp) >= 5);
}

/* Every harness runs on the files in memory (fuzz/memfs.h): an input that
 * saves over a FIFO, a file in a temporary folder or a shipped level
 * changes nothing on disk; the save is in the table (issue 32). */
static void test_harnesses_write_only_memory(void **state)
{
    (void)state;
    regress_fn fns[] = {fuzz_level, fuzz_move, fuzz_act, fuzz_save, fuzz_settings, fuzz_gtp, fuzz_foreign};
    const uint8_t one[] = "game churn\n";
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        fileio_set_ops(NULL);
        assert_false(memfs_active());
        fns[i](one, sizeof one - 1);
        assert_true(memfs_active());
    }

    char dir[1024], fifo[1200], file[1200], script[1024];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexregress"));
    snprintf(fifo, sizeof fifo, "%s/fifo", dir);
    snprintf(file, sizeof file, "%s/game.sav", dir);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    const char *level = "levels/churn/start-s3-p2.txt";
    char err[512];
    size_t before_len, after_len;
    char *before = regress_read(level, &before_len, err, sizeof err);
    assert_non_null(before);
    int n = snprintf(script, sizeof script,
                     "game churn\nplay B2\nsavegame %s\nsavegame %s\nsavegame %s\nloadgame %s\nsavegame %s\n", fifo,
                     file, level, file, level);
    fuzz_gtp((const uint8_t *)script, (size_t)n);
    struct stat sb;
    assert_int_equal(lstat(fifo, &sb), 0);
    assert_true(S_ISFIFO(sb.st_mode));
    assert_int_equal(lstat(file, &sb), -1);
    char *after = regress_read(level, &after_len, err, sizeof err);
    assert_non_null(after);
    assert_true(before_len == after_len && !memcmp(before, after, before_len));
    const char *names[] = {fifo, file, level};
    for (int i = 0; i < 3; i++) {
        size_t len = 0;
        const char *t = memfs_file(names[i], &len);
        if (!t || len < 20 || strncmp(t, "format: hexarcade-save", 22)) fail_msg("%s not saved in memory", names[i]);
    }
    free(before);
    free(after);
    unlink(fifo);
    assert_int_equal(rmdir(dir), 0);
}

static void test_regress_foreign(void **state)
{
    (void)state;
    regress_replay_dir("fuzz/regress/foreign", "", fuzz_foreign);
    /* The real-shaped records (their seeds) go through the harness too. */
    assert_true(regress_replay_dir("tests/data/foreign", ".json", fuzz_foreign) >= 6);
    assert_true(regress_replay_dir("tests/data/foreign", ".txt", fuzz_foreign) >= 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_regress_level), cmocka_unit_test(test_regress_move),
        cmocka_unit_test(test_regress_act),   cmocka_unit_test(test_regress_save),
        cmocka_unit_test(test_regress_settings), cmocka_unit_test(test_regress_gtp),
        cmocka_unit_test(test_harnesses_write_only_memory),
        cmocka_unit_test(test_regress_foreign),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
