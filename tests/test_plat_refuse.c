/* Paths the platform refuses (issue 48's bad input): a name or a path
 * longer than the system holds, a device's name (CON, NUL, COM1 ...),
 * characters Windows cannot store, a file another program holds open.
 * Each write aimed there fails with a message naming the path and the
 * reason, and loses nothing: the folder's files stay as they were, no
 * temporary is left. What only Windows refuses is asked of the seam
 * (plat_system); on POSIX the same names are ordinary files. Runs on both
 * (make test, and under wine by tests/wine.sh, whose refused_paths adds a
 * read-only folder and a file with the read-only attribute). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "lib_gametest.h"
#include "plat/plat.h"

static int on_windows(void) { return !strcmp(plat_system(), "windows"); }

/* A folder with one save in it, whose bytes every refusal must keep. */
static void make_folder(char *dir, size_t n)
{
    char p[900], err[700];
    assert_non_null(gametest_tmpdir(dir, n, "hexrefuse-"));
    snprintf(p, sizeof p, "%s/keep.sav", dir);
    assert_int_equal(fileio_write_atomic(p, "kept\n", 5, err, sizeof err), 0);
}

static void assert_kept(const char *dir)
{
    char p[900], err[700];
    size_t len = 0;
    assert_int_equal(gametest_count_entries(dir), 1); /* no temporary, nothing new */
    snprintf(p, sizeof p, "%s/keep.sav", dir);
    char *t = fileio_read(p, &len, err, sizeof err);
    assert_non_null(t);
    assert_int_equal(len, 5);
    assert_memory_equal(t, "kept\n", 5);
    free(t);
}

/* Writes name in dir: refused with the path and want in the message. */
static void assert_refused(const char *dir, const char *name, const char *want)
{
    char p[1400], err[2000];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    err[0] = '\0';
    assert_int_equal(fileio_write_atomic(p, "lost?\n", 6, err, sizeof err), -1);
    gametest_assert_contains(err, p);
    gametest_assert_contains(err, want);
    assert_non_null(plat_name_refused(p));
    char target[1400];
    assert_int_equal(fileio_write_target(p, target, sizeof target, err, sizeof err), -1);
    gametest_assert_contains(err, p);
    assert_kept(dir);
}

/* Each name in dir: refused with want on Windows; elsewhere an ordinary
 * name, written and removed. */
static void assert_windows_refuses(const char *dir, const char *const *names, size_t n, const char *want)
{
    char p[900], err[700];
    for (size_t i = 0; i < n; i++) {
        if (on_windows()) {
            assert_refused(dir, names[i], want);
            continue;
        }
        snprintf(p, sizeof p, "%s/%s", dir, names[i]);
        assert_null(plat_name_refused(p));
        assert_int_equal(fileio_write_atomic(p, "x\n", 2, err, sizeof err), 0);
        assert_int_equal(plat_unlink(p), 0);
    }
    assert_kept(dir);
}

static void test_name_too_long(void **st)
{
    (void)st;
    char dir[600], name[400];
    make_folder(dir, sizeof dir);
    memset(name, 'a', 300);
    strcpy(name + 300, ".sav");
    assert_refused(dir, name, "a name longer than 255");
    /* A long name within the limit (and its temporary's ".tmpPID") is
     * written. */
    name[200] = '\0';
    strcat(name, ".sav");
    char p[1400], err[700];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    assert_null(plat_name_refused(p));
    assert_int_equal(fileio_write_atomic(p, "x\n", 2, err, sizeof err), 0);
    assert_int_equal(gametest_remove_tree(dir), 0);
}

/* dir, then folders of 200-byte names, then "/game.sav": total bytes in
 * all (p holds total + 1). */
static void long_path(char *p, const char *dir, size_t total)
{
    size_t k = (size_t)snprintf(p, total + 1, "%s", dir);
    while (k + 9 < total) {
        size_t seg = total - 9 - k > 201 ? 201 : total - 9 - k;
        p[k] = '/';
        memset(p + k + 1, 'b', seg - 1);
        k += seg;
    }
    snprintf(p + k, total + 1 - k, "/game.sav");
    assert_int_equal(strlen(p), total);
}

/* A path longer than a write takes (FILEIO_PATH_MAX: Linux's PATH_MAX
 * less room for the temporary), than Linux takes (PATH_MAX) or than
 * Windows takes even as a "\\?\" path (32767): refused before anything
 * is made; the message shows the path by its start and end (all of it
 * would crowd out the reason) and says why. Within the limit, past
 * Windows' MAX_PATH (260), a save is written and read back on both (the
 * Windows seam gives the wide calls the "\\?\" form). */
static void test_path_too_long(void **st)
{
    (void)st;
    static const size_t too_long[] = {FILEIO_PATH_MAX + 1, 4096, 5000, 33000};
    char dir[600], err[700], shown[80], target[FILEIO_PATH_MAX + 1];
    char *p = malloc(33001);
    assert_non_null(p);
    make_folder(dir, sizeof dir);
    for (size_t i = 0; i < sizeof too_long / sizeof too_long[0]; i++) {
        long_path(p, dir, too_long[i]);
        err[0] = '\0';
        assert_int_equal(fileio_write_atomic(p, "lost?\n", 6, err, sizeof err), -1);
        snprintf(shown, sizeof shown, "%.40s", p);
        gametest_assert_contains(err, shown);
        gametest_assert_contains(err, "bbb/game.sav");
        snprintf(shown, sizeof shown, "(%zu bytes): refused: a path", too_long[i]);
        gametest_assert_contains(err, shown);
        const char *why = too_long[i] > 32762 && on_windows() ? "32762 characters"
                          : too_long[i] >= 4096 && !on_windows() ? "PATH_MAX is 4096"
                                                                 : "longer than 4000 bytes";
        gametest_assert_contains(err, why);
        assert_int_equal(fileio_write_target(p, target, sizeof target, err, sizeof err), -1);
        assert_kept(dir);
    }
    /* At the limit: taken (nothing there yet). */
    long_path(p, dir, FILEIO_PATH_MAX);
    assert_int_equal(fileio_write_target(p, target, sizeof target, err, sizeof err), 0);
    assert_string_equal(target, p);
    /* Written and read back: 3800 bytes leave room for the longer Unix
     * path behind a wine drive. */
    long_path(p, dir, 3800);
    *strrchr(p, '/') = '\0';
    assert_int_equal(fileio_mkdirs(p), 0);
    strcat(p, "/game.sav");
    assert_int_equal(fileio_write_atomic(p, "long\n", 5, err, sizeof err), 0);
    size_t len = 0;
    char *back = fileio_read(p, &len, err, sizeof err);
    assert_non_null(back);
    assert_int_equal(len, 5);
    assert_memory_equal(back, "long\n", 5);
    free(back);
    *strrchr(p, '/') = '\0';
    assert_int_equal(gametest_count_entries(p), 1); /* the save, no temporary */
    free(p);
    assert_int_equal(gametest_remove_tree(dir), 0);
}

static void test_device_names(void **st)
{
    (void)st;
    static const char *const names[] = {"CON", "nul", "NUL.sav", "com1", "COM9.txt", "lpt1", "aux.record",
                                        "prn", "con .sav"};
    char dir[600], p[900], err[700];
    make_folder(dir, sizeof dir);
    assert_windows_refuses(dir, names, sizeof names / sizeof names[0], "device");
    /* Names that only start like a device are files everywhere. */
    static const char *const fine[] = {"console.sav", "nully", "com10", "COM.sav", "lpt", "auxiliary"};
    for (size_t i = 0; i < sizeof fine / sizeof fine[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, fine[i]);
        assert_null(plat_name_refused(p));
        assert_int_equal(fileio_write_atomic(p, "x\n", 2, err, sizeof err), 0);
        assert_int_equal(plat_unlink(p), 0);
    }
    /* A device's name as a folder on the way is refused too (Windows). */
    snprintf(p, sizeof p, "%s/NUL/game.sav", dir);
    assert_true(!plat_name_refused(p) == !on_windows());
    assert_int_equal(gametest_remove_tree(dir), 0);
}

static void test_characters(void **st)
{
    (void)st;
    static const char *const names[] = {"a<b.sav", "what?.sav", "x|y", "star*.sav", "q\"uote", "tab\there",
                                        "dot.", "space "};
    char dir[600];
    make_folder(dir, sizeof dir);
    assert_windows_refuses(dir, names, sizeof names / sizeof names[0], "Windows cannot store");
    /* A drive, "." and ".." are not refused. */
    assert_null(plat_name_refused("C:/Users/x/./saves/../game.sav"));
    assert_int_equal(gametest_remove_tree(dir), 0);
}

/* A save held open by another program that shares nothing: Windows
 * refuses to replace it; the message names it and the save stays whole.
 * (POSIX has no such open: the save is replaced.) */
static void test_held_open(void **st)
{
    (void)st;
    char dir[600], p[900], err[2000];
    make_folder(dir, sizeof dir);
    snprintf(p, sizeof p, "%s/keep.sav", dir);
    int fd = plat_open(p, PLAT_O_READ | PLAT_O_SHARE_NONE, 0);
    assert_true(fd >= 0);
    err[0] = '\0';
    int rc = fileio_write_atomic(p, "new!\n", 5, err, sizeof err);
    assert_int_equal(plat_close(fd), 0);
    if (on_windows()) {
        assert_int_equal(rc, -1);
        gametest_assert_contains(err, p);
        gametest_assert_contains(err, "cannot replace");
        assert_kept(dir);
    } else {
        assert_int_equal(rc, 0);
        assert_int_equal(gametest_count_entries(dir), 1);
    }
    assert_int_equal(gametest_remove_tree(dir), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_name_too_long),
        cmocka_unit_test(test_path_too_long),
        cmocka_unit_test(test_device_names),
        cmocka_unit_test(test_characters),
        cmocka_unit_test(test_held_open),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
