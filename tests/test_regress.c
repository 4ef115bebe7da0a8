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

#include <cmocka.h>

#include "../fuzz/harness.h"
#include "core/fileio.h"

typedef int (*regress_fn)(const uint8_t *data, size_t size);

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
        if (!fileio_exists(path)) continue;
        size_t len = 0;
        char *data = fileio_read(path, &len, err, sizeof err);
        if (!data) continue; /* a directory */
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
        cmocka_unit_test(test_regress_foreign),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
