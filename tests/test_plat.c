/* The platform seam (src/plat/plat.h) as the rest of the tree uses it:
 * folders and files named in UTF-8 beyond ASCII, the atomic replace, a
 * lock that two opens of one process contend for (and that leaves the
 * file readable), a dead writer's temporary removed while ours stays (and
 * by the next save of its file),
 * bytes kept as written (no text mode), the user's folders, clocks.
 * Written for every platform (no POSIX call of its own): the same binary
 * runs under wine. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/fstree.h"
#include "core/paths.h"
#include "lib_gametest.h"
#include "plat/plat.h"

/* "ü", "é", "✓" in UTF-8. */
#define U_UML "\xC3\xBC"
#define E_ACU "\xC3\xA9"
#define CHECK "\xE2\x9C\x93"

static int names_in(const char *dir)
{
    int n = gametest_count_entries(dir);
    assert_true(n >= 0);
    return n;
}

static void test_utf8_folders_and_atomic_replace(void **st)
{
    (void)st;
    char dir[600], p[900], err[700];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexplat-" U_UML "-"));
    snprintf(p, sizeof p, "%s/sub/" E_ACU "t" E_ACU "/deep", dir);
    assert_int_equal(fileio_mkdirs(p), 0);
    assert_int_equal(fileio_exists(p), FILEIO_DIR);
    snprintf(p, sizeof p, "%s/save-" CHECK ".sav", dir);
    assert_int_equal(fileio_write_atomic(p, "one\n", 4, err, sizeof err), 0);
    /* Replaced whole, and the bytes as written: a CR stays a CR. */
    assert_int_equal(fileio_write_atomic(p, "two\r\n", 5, err, sizeof err), 0);
    size_t len = 0;
    char *t = fileio_read(p, &len, err, sizeof err);
    assert_non_null(t);
    assert_int_equal(len, 5);
    assert_memory_equal(t, "two\r\n", 5);
    free(t);
    plat_stat_t s;
    assert_int_equal(plat_stat(p, &s), 0);
    assert_int_equal(s.kind, PLAT_REGULAR);
    assert_int_equal(s.size, 5);
    char *real = plat_realpath(p);
    assert_non_null(real);
    gametest_assert_contains(real, "save-" CHECK ".sav");
    free(real);
    /* A folder is never replaced; nothing is left behind. */
    assert_int_equal(fileio_write_atomic(dir, "x", 1, err, sizeof err), -1);
    gametest_assert_contains(err, "directory");
    assert_int_equal(names_in(dir), 2);
    /* plat_fopen is binary whatever the mode says. */
    snprintf(p, sizeof p, "%s/text.txt", dir);
    FILE *f = plat_fopen(p, "w");
    assert_non_null(f);
    fputs("a\nb\n", f);
    fclose(f);
    assert_int_equal(plat_stat(p, &s), 0);
    assert_int_equal(s.size, 4);
    assert_int_equal(gametest_remove_tree(dir), 0);
    assert_int_equal(fileio_exists(dir), FILEIO_NONE);
}

static void test_fresh_names_and_locks(void **st)
{
    (void)st;
    char dir[600], p[900], err[700], name[64];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexplat-"));
    assert_int_equal(fileio_write_fresh(dir, "g", ".sav", "a", 1, NULL, NULL, name, sizeof name, err, sizeof err), 0);
    assert_string_equal(name, "g.sav");
    assert_int_equal(fileio_write_fresh(dir, "g", ".sav", "b", 1, NULL, NULL, name, sizeof name, err, sizeof err), 0);
    assert_string_equal(name, "g-2.sav");
    /* Two opens in one process contend as two clients do; the locked file
     * can still be read. */
    snprintf(p, sizeof p, "%s/game.lock", dir);
    int a = fileio_trylock(p, err, sizeof err);
    assert_true(a >= 0);
    assert_int_equal(fileio_trylock(p, err, sizeof err), FILEIO_LOCK_HELD);
    char *t = fileio_read(p, NULL, err, sizeof err);
    assert_non_null(t);
    free(t);
    fileio_unlock_remove(p, a);
    assert_int_equal(fileio_exists(p), FILEIO_NONE);
    a = fileio_trylock(p, err, sizeof err);
    assert_true(a >= 0);
    fileio_unlock_remove(p, a);
    snprintf(p, sizeof p, "%s/g.sav", dir);
    int l = fileio_lock(p, err, sizeof err);
    assert_true(l >= 0);
    fileio_unlock(l);
    assert_int_equal(gametest_remove_tree(dir), 0);
}

/* What plat_set_change_hook's function heard (test_change_hook). */
static struct {
    int n;
    char last[900];
} heard;

static void hear(const char *path)
{
    heard.n++;
    snprintf(heard.last, sizeof heard.last, "%s", path);
}

/* Every file written ends in a rename or link that the hook hears (the
 * browser copies its files to IndexedDB from it); a refused write and a
 * call that fails are not heard. */
static void test_change_hook(void **st)
{
    (void)st;
    char dir[600], p[900], err[700], name[64];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexplat-"));
    plat_set_change_hook(hear);
    snprintf(p, sizeof p, "%s/a.sav", dir);
    assert_int_equal(fileio_write_atomic_nosync(p, "a", 1, err, sizeof err), 0);
    assert_true(heard.n >= 1);
    assert_string_equal(heard.last, p);
    int n = heard.n;
    assert_int_equal(fileio_write_atomic(dir, "x", 1, err, sizeof err), -1);
    assert_int_equal(plat_unlink(dir), -1);
    assert_int_equal(heard.n, n);
    assert_int_equal(fileio_write_fresh(dir, "g", ".sav", "b", 1, NULL, NULL, name, sizeof name, err, sizeof err), 0);
    assert_true(heard.n > n);
    n = heard.n;
    assert_int_equal(plat_unlink(p), 0);
    assert_int_equal(heard.n, n + 1);
    assert_string_equal(heard.last, p);
    plat_set_change_hook(NULL);
    assert_int_equal(fileio_write_atomic(p, "c", 1, err, sizeof err), 0);
    assert_int_equal(heard.n, n + 1);
    assert_int_equal(gametest_remove_tree(dir), 0);
}

static void test_stale_temps_and_processes(void **st)
{
    (void)st;
    char dir[600], p[900], err[700];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexplat-"));
    /* A writer that no longer runs left one (4194305 can be no pid: past
     * Linux's largest pid_max, and Windows' pids are multiples of 4); ours
     * is in use. */
    assert_int_equal(plat_pid_alive(4194305), 0);
    assert_int_equal(plat_pid_alive(plat_pid()), 1);
    snprintf(p, sizeof p, "%s/x.sav.tmp4194305", dir);
    assert_int_equal(fileio_write_atomic(p, "t", 1, err, sizeof err), 0);
    snprintf(p, sizeof p, "%s/x.sav.tmp%lld", dir, (long long)plat_pid());
    assert_int_equal(fileio_write_atomic(p, "t", 1, err, sizeof err), 0);
    assert_int_equal(fileio_remove_stale_temps(dir), 1);
    assert_int_equal(fileio_exists(p), FILEIO_REGULAR);
    assert_int_equal(names_in(dir), 1);
    char exe[1024];
    assert_int_equal(plat_exe_path(exe, sizeof exe), 0);
    gametest_assert_contains(exe, "test_plat");
    assert_int_equal(gametest_remove_tree(dir), 0);
}

/* A save replaces its file and removes the temporaries a killed writer of
 * that same file left ("game.sav.tmpPID" of a pid no process has), and
 * nothing else: another file's, one of ours, names only like them. */
static void test_save_clears_dead_temps(void **st)
{
    (void)st;
    static const char *const kept[] = {"other.sav.tmp4194305", "game.sav.tmp4194305x", "game.sav.tmp",
                                       "game.sav.tmp0", "game.sav.bak", "xgame.sav.tmp4194305",
                                       "game.sav.tmp4194305.tmp4194305"};
    char dir[600], p[900], err[700];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexplat-"));
    const char *planted[] = {"game.sav.tmp4194305", "game.sav.tmp4194309"};
    for (size_t i = 0; i < 2; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, planted[i]);
        assert_int_equal(fileio_write_atomic(p, "half", 4, err, sizeof err), 0);
    }
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, kept[i]);
        assert_int_equal(fileio_write_atomic(p, "k", 1, err, sizeof err), 0);
    }
    int before = names_in(dir);
    snprintf(p, sizeof p, "%s/game.sav", dir);
    assert_int_equal(fileio_write_atomic(p, "whole\n", 6, err, sizeof err), 0);
    assert_int_equal(names_in(dir), before + 1 - 2);
    for (size_t i = 0; i < 2; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, planted[i]);
        assert_int_equal(fileio_exists(p), FILEIO_NONE);
    }
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, kept[i]);
        assert_int_equal(fileio_exists(p), FILEIO_REGULAR);
    }
    assert_int_equal(gametest_remove_tree(dir), 0);
}

static void test_user_folders_and_clocks(void **st)
{
    (void)st;
    char dir[600], buf[1024];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexplat-"));
    const char *old = getenv("XDG_DATA_HOME");
    char keep[1024];
    snprintf(keep, sizeof keep, "%s", old ? old : "");
    assert_int_equal(plat_setenv("XDG_DATA_HOME", dir), 0);
    assert_int_equal(paths_data_dir(buf, sizeof buf), 0);
    assert_true(!strncmp(buf, dir, strlen(dir)));
    assert_int_equal(plat_setenv("XDG_DATA_HOME", old ? keep : NULL), 0);
    assert_true(plat_cpu_count() >= 1);
    /* A desktop searches on every core (a browser page keeps one). */
    assert_int_equal(plat_search_cores(), plat_cpu_count());
    double t0 = plat_now(), c0 = plat_cpu_seconds();
    plat_sleep_ms(30);
    assert_true(plat_now() - t0 >= 0.025);
    assert_true(plat_cpu_seconds() >= c0);
    struct tm tm;
    assert_int_equal(plat_localtime(1700000000, &tm), 0);
    assert_int_equal(tm.tm_year, 123); /* November 2023 wherever the clock is */
    /* stderr silenced and given back. */
    int q = plat_stderr_quiet();
    fprintf(stderr, "test_plat: this line must not show\n");
    plat_stderr_restore(q);
    assert_int_equal(gametest_remove_tree(dir), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_utf8_folders_and_atomic_replace),
        cmocka_unit_test(test_fresh_names_and_locks),
        cmocka_unit_test(test_change_hook),
        cmocka_unit_test(test_stale_temps_and_processes),
        cmocka_unit_test(test_save_clears_dead_temps),
        cmocka_unit_test(test_user_folders_and_clocks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
