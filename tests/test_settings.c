/* Settings and user paths: defaults, round trip, bad files refused without
 * change, XDG directories, unwritable directories. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/paths.h"
#include "core/settings.h"
#include "lib_gametest.h"

static void test_roundtrip(void **st)
{
    (void)st;
    settings_t s, t;
    char buf[1024], err[256];
    settings_default(&s);
    s.anim_speed = 250;
    s.orientation = SETTINGS_FLAT;
    s.palette = 1;
    s.mute = 1;
    s.ai_threads = 3;
    s.ponder = 0;
    settings_format(&s, buf, sizeof buf);
    settings_default(&t);
    assert_int_equal(settings_parse(&t, "mem", buf, err, sizeof err), 0);
    assert_memory_equal(&s, &t, sizeof s);
}

static void test_bad(void **st)
{
    (void)st;
    static const struct { const char *text; const char *words; } bad[] = {
        {"volume = 101\n", "mem:1: volume must be 0 to 100"},
        {"# c\nspeed = 3\n", "mem:2: unknown setting 'speed'"},
        {"animation-speed = 20\n", "0 (off) or 50 to 300"},
        {"orientation = sideways\n", "pointy or flat"},
        {"fullscreen\n", "expected 'key = value'"},
        {"mute = yes\n", "mute must be off or on"},
        {"ai-threads = 65\n", "ai-threads must be 0 to 64"},
        {"think-on-your-time = 2\n", "must be off or on"},
        /* Not finite or not whole (issue 34). */
        {"volume = nan\n", "mem:1: volume must be 0 to 100"},
        {"volume = inf\n", "mem:1: volume must be 0 to 100"},
        {"animation-speed = 1e999\n", "0 (off) or 50 to 300"},
        {"ai-threads = 2.5\n", "ai-threads must be 0 to 64"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        settings_t s, before;
        char err[256];
        settings_default(&s);
        before = s;
        assert_int_equal(settings_parse(&s, "mem", bad[i].text, err, sizeof err), -1);
        if (!strstr(err, bad[i].words)) fail_msg("case %zu: %s", i, err);
        assert_memory_equal(&s, &before, sizeof s);
    }
}

/* AI threads: every core by default (kept as 0, so it follows the
 * machine), a number chosen at most the cores there are; thinking on the
 * person's time on by default. */
static void test_ai_threads(void **st)
{
    (void)st;
    settings_t s;
    settings_default(&s);
    assert_int_equal(s.ai_threads, 0);
    assert_int_equal(s.ponder, 1);
    int cores = (int)sysconf(_SC_NPROCESSORS_ONLN);
    assert_true(settings_cores() >= 1);
    assert_int_equal(settings_cores(), cores < 1 ? 1 : cores > 64 ? 64 : cores);
    /* 0: the machine's default, every core on a desktop. */
    assert_int_equal(settings_default_threads(), settings_cores());
    assert_int_equal(settings_ai_threads(&s), settings_cores());
    s.ai_threads = 1;
    assert_int_equal(settings_ai_threads(&s), 1);
    s.ai_threads = 64;
    assert_int_equal(settings_ai_threads(&s), settings_cores());
}

static void test_files_and_paths(void **st)
{
    (void)st;
    char dir[256], buf[512], path[600], err[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexset"));
    plat_setenv("XDG_CONFIG_HOME", dir);
    plat_setenv("XDG_DATA_HOME", "relative/ignored");
    plat_setenv("HOME", dir);
    assert_int_equal(paths_config_dir(buf, sizeof buf), 0);
    snprintf(path, sizeof path, "%s/hexarcade", dir);
    assert_string_equal(buf, path);
    assert_int_equal(paths_data_dir(buf, sizeof buf), 0);
    snprintf(path, sizeof path, "%s/.local/share/hexarcade", dir);
    assert_string_equal(buf, path);
    assert_int_equal(paths_file(buf, "autosave.sav", path, sizeof path, err, sizeof err), 0);
    struct stat sb;
    assert_int_equal(stat(buf, &sb), 0);

    settings_t s;
    settings_default(&s);
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    assert_int_equal(settings_load(&s, path, err, sizeof err), 0); /* missing: defaults */
    s.volume = 33;
    assert_int_equal(settings_save(&s, path, err, sizeof err), 0);
    settings_t t;
    settings_default(&t);
    assert_int_equal(settings_load(&t, path, err, sizeof err), 0);
    assert_int_equal(t.volume, 33);
    /* A corrupt file is refused with its name and kept as it was. */
    assert_int_equal(fileio_write_atomic(path, "volume = loud\n", 14, err, sizeof err), 0);
    settings_default(&t);
    assert_int_equal(settings_load(&t, path, err, sizeof err), -1);
    assert_non_null(strstr(err, path));
    assert_int_equal(t.volume, 70);
    /* An unwritable directory: a clear message, nothing written. */
    if (geteuid() != 0) {
        char ro[600];
        snprintf(ro, sizeof ro, "%s/ro", dir);
        mkdir(ro, 0500);
        snprintf(path, sizeof path, "%s/ro/sub", dir);
        assert_int_equal(paths_file(path, "x", buf, sizeof buf, err, sizeof err), -1);
        assert_non_null(strstr(err, "cannot create"));
    }
    assert_int_equal(paths_file("/proc/hexarcade-no", "x", buf, sizeof buf, err, sizeof err), -1);
    assert_non_null(strstr(err, "/proc/hexarcade-no"));
    plat_setenv("XDG_CONFIG_HOME", NULL);
    plat_setenv("XDG_DATA_HOME", NULL);
    plat_setenv("HOME", NULL);
    assert_int_equal(paths_config_dir(buf, sizeof buf), -1);
    gametest_rmtree(dir); /* the settings, their lock file, the made folders */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_roundtrip),
        cmocka_unit_test(test_bad),
        cmocka_unit_test(test_ai_threads),
        cmocka_unit_test(test_files_and_paths),
    };
    return cmocka_run_group_tests_name("settings", tests, NULL, NULL);
}
