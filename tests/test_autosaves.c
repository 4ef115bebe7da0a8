/* Autosaves: every unfinished game keeps its own file, finished games are
 * kept (the newest 50) and pruned without touching anything else, the old
 * single autosave.sav is moved in, and a failed write changes nothing.
 * New names (a game's first autosave, the editor's "Save as level") are
 * claimed atomically: a name already there gets -2, -3... and the file
 * that had it is untouched. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <utime.h>

#include "core/autosaves.h"
#include "core/editpos.h"
#include "core/fileio.h"
#include "core/fstree.h"
#include "lib_gametest.h"

static char dir[128];

static int setup(void **state)
{
    (void)state;
    return gametest_tmpdir(dir, sizeof dir, "hexarcade-autosaves-") ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    return gametest_remove_tree(dir) == 0 ? 0 : -1;
}

static void clean(void) { fstree_remove(dir, 0); /* what is in it, hidden names too */ }

static session_t *game_with(const char *id, const char *const *moves, int n)
{
    const game_rules_t *r = game_by_id(id);
    assert_non_null(r);
    game_setup_t su;
    char err[256];
    game_setup_default(r, &su, r->min_players);
    game_t *g = game_new(r, &su, NULL, err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    if (!s) fail_msg("%s", err);
    for (int i = 0; i < n; i++)
        if (session_play(s, moves[i], err, sizeof err)) fail_msg("%s: %s", moves[i], err);
    return s;
}

/* Plays random legal moves to the end of the game. */
static void finish(session_t *s, uint64_t seed)
{
    rng_t rng;
    rng_seed(&rng, seed);
    char err[256];
    while (!game_is_over(session_state(s))) {
        char *legal = game_legal_moves_text(s->game, session_state(s), 100000, NULL, err, sizeof err);
        assert_non_null(legal);
        int k = 1;
        for (char *p = legal; *p; p++) k += *p == ' ';
        int pick = (int)rng_below(&rng, (uint32_t)k);
        char *w = legal;
        for (int i = 0; i < pick; i++) w = strchr(w, ' ') + 1;
        char *sp = strchr(w, ' ');
        if (sp) *sp = '\0';
        if (session_play(s, w, err, sizeof err)) fail_msg("%s: %s", w, err);
        free(legal);
    }
}

static void set_mtime(const char *path, time_t t)
{
    struct utimbuf u = {t, t};
    assert_int_equal(utime(path, &u), 0);
}

static int count(int finished)
{
    save_list_t l;
    char err[256];
    assert_int_equal(autosaves_list(&l, dir, finished, NULL, err, sizeof err), 0);
    int n = l.n;
    saves_list_free(&l);
    return n;
}

/* Two games left one after the other are both kept, newest first, each at
 * its own move; leaving the first again overwrites its own file only. */
static void test_two_games_both_kept(void **state)
{
    (void)state;
    clean();
    const char *zm[] = {"D4"}, *cm[] = {"C3", "B2"};
    session_t *z = game_with("zumo", zm, 1), *c = game_with("churn", cm, 2);
    char zname[AUTOSAVES_NAME_MAX] = "", cname[AUTOSAVES_NAME_MAX] = "", err[256], path[1300];
    assert_int_equal(autosaves_write(z, dir, zname, sizeof zname, err, sizeof err), 0);
    assert_int_equal(autosaves_write(c, dir, cname, sizeof cname, err, sizeof err), 0);
    assert_string_not_equal(zname, cname);
    snprintf(path, sizeof path, "%s/unfinished/%s", dir, zname);
    set_mtime(path, 1000000);
    snprintf(path, sizeof path, "%s/unfinished/%s", dir, cname);
    set_mtime(path, 2000000);

    save_list_t l;
    assert_int_equal(autosaves_list(&l, dir, 0, NULL, err, sizeof err), 0);
    assert_int_equal(l.n, 2);
    assert_string_equal(l.items[0].game_id, "churn");
    assert_int_equal(l.items[0].moves, 2);
    assert_string_equal(l.items[1].game_id, "zumo");
    assert_int_equal(l.items[1].moves, 1);
    /* A resumed game finds its own name again. */
    char again[AUTOSAVES_NAME_MAX];
    autosaves_name_of(dir, l.items[1].path, again, sizeof again);
    assert_string_equal(again, zname);
    autosaves_name_of(dir, "/elsewhere/x.sav", again, sizeof again);
    assert_string_equal(again, "");
    saves_list_free(&l);

    char *legal = game_legal_moves_text(z->game, session_state(z), 100000, NULL, err, sizeof err);
    assert_non_null(legal);
    char *sp = strchr(legal, ' ');
    if (sp) *sp = '\0';
    assert_int_equal(session_play(z, legal, err, sizeof err), 0);
    free(legal);
    assert_int_equal(autosaves_write(z, dir, zname, sizeof zname, err, sizeof err), 0);
    assert_int_equal(count(0), 2);
    assert_int_equal(count(1), 0);
    session_free(z);
    session_free(c);
}

/* A finished game moves to finished/; the 50 newest finished games are
 * kept, a damaged file and the unfinished games are never touched. */
static void test_finished_kept_and_pruned(void **state)
{
    (void)state;
    clean();
    char err[256], path[1300];
    const char *cm[] = {"C3"};
    session_t *open_game = game_with("churn", cm, 1);
    char oname[AUTOSAVES_NAME_MAX] = "";
    assert_int_equal(autosaves_write(open_game, dir, oname, sizeof oname, err, sizeof err), 0);

    /* A game left unfinished, then finished: one file, now in finished/. */
    session_t *s = game_with("churn", NULL, 0);
    char name[AUTOSAVES_NAME_MAX] = "";
    assert_int_equal(autosaves_write(s, dir, name, sizeof name, err, sizeof err), 0);
    assert_int_equal(count(0), 2);
    finish(s, 1);
    assert_int_equal(autosaves_write(s, dir, name, sizeof name, err, sizeof err), 0);
    assert_int_equal(count(0), 1);
    assert_int_equal(count(1), 1);

    snprintf(path, sizeof path, "%s/finished/zz-damaged.sav", dir);
    assert_int_equal(fileio_write_atomic(path, "not a save\n", 11, err, sizeof err), 0);
    set_mtime(path, 1);
    for (int i = 0; i < AUTOSAVES_KEEP_FINISHED + 2; i++) {
        name[0] = '\0';
        assert_int_equal(autosaves_write(s, dir, name, sizeof name, err, sizeof err), 0);
        snprintf(path, sizeof path, "%s/finished/%s", dir, name);
        set_mtime(path, 5000000 + i);
    }
    /* The newest 50 that load, plus the damaged file, left alone. */
    assert_int_equal(count(1), AUTOSAVES_KEEP_FINISHED + 1);
    snprintf(path, sizeof path, "%s/finished/zz-damaged.sav", dir);
    assert_true(fileio_exists(path));
    assert_int_equal(count(0), 1);
    session_free(s);
    session_free(open_game);
}

/* autosave.sav of earlier versions is moved in; a damaged one stays. */
static void test_migration(void **state)
{
    (void)state;
    clean();
    char err[256], path[1300];
    const char *zm[] = {"D4"};
    session_t *z = game_with("zumo", zm, 1);
    snprintf(path, sizeof path, "%s/" AUTOSAVES_LEGACY, dir);
    assert_int_equal(session_save(z, path, err, sizeof err), 0);
    assert_int_equal(autosaves_migrate(dir, NULL, err, sizeof err), 1);
    assert_false(fileio_exists(path));
    assert_int_equal(count(0), 1);
    assert_int_equal(autosaves_migrate(dir, NULL, err, sizeof err), 0);

    assert_int_equal(fileio_write_atomic(path, "garbage\n", 8, err, sizeof err), 0);
    assert_int_equal(autosaves_migrate(dir, NULL, err, sizeof err), 0);
    assert_true(fileio_exists(path));
    assert_int_equal(count(0), 1);
    session_free(z);
}

static ssize_t write_enospc(int fd, const void *buf, size_t n)
{
    (void)fd, (void)buf, (void)n;
    errno = ENOSPC;
    return -1;
}

/* A full disk: the message says so and the game's file is as it was. */
static void test_full_disk_keeps_file(void **state)
{
    (void)state;
    clean();
    char err[256] = "", name[AUTOSAVES_NAME_MAX] = "", path[1300];
    const char *cm[] = {"C3"};
    session_t *s = game_with("churn", cm, 1);
    assert_int_equal(autosaves_write(s, dir, name, sizeof name, err, sizeof err), 0);
    snprintf(path, sizeof path, "%s/unfinished/%s", dir, name);
    size_t before_len;
    char *before = fileio_read(path, &before_len, err, sizeof err);
    assert_non_null(before);
    assert_int_equal(session_play(s, "B2", err, sizeof err), 0);
    fileio_ops_t ops = {.write = write_enospc};
    fileio_set_ops(&ops);
    int rc = autosaves_write(s, dir, name, sizeof name, err, sizeof err);
    fileio_set_ops(NULL);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, "No space"));
    size_t after_len;
    char *after = fileio_read(path, &after_len, err, sizeof err);
    assert_non_null(after);
    assert_int_equal(after_len, before_len);
    assert_memory_equal(after, before, before_len);
    free(before);
    free(after);
    session_free(s);
}

static char *slurp(const char *path)
{
    char err[256];
    char *t = fileio_read(path, NULL, err, sizeof err);
    if (!t) fail_msg("%s", err);
    return t;
}

/* The primitive: the same stem twice gives two files, the first one kept;
 * a name another folder holds (taken) is passed over. */
static int taken_3(const char *name, void *ctx)
{
    (void)ctx;
    return strstr(name, "-3.") != NULL;
}

static void test_fresh_names_claimed(void **state)
{
    (void)state;
    clean();
    char name[64], err[256], path[1300];
    assert_int_equal(fileio_write_fresh(dir, "lv", ".txt", "one", 3, NULL, NULL, name, sizeof name, err, sizeof err), 0);
    assert_string_equal(name, "lv.txt");
    assert_int_equal(fileio_write_fresh(dir, "lv", ".txt", "two", 3, NULL, NULL, name, sizeof name, err, sizeof err), 0);
    assert_string_equal(name, "lv-2.txt");
    assert_int_equal(fileio_write_fresh(dir, "lv", ".txt", "four", 4, taken_3, NULL, name, sizeof name, err, sizeof err), 0);
    assert_string_equal(name, "lv-4.txt");
    const char *want[][2] = {{"lv.txt", "one"}, {"lv-2.txt", "two"}, {"lv-4.txt", "four"}};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, want[i][0]);
        char *t = slurp(path);
        assert_string_equal(t, want[i][1]);
        free(t);
    }
    snprintf(path, sizeof path, "%s/lv-3.txt", dir);
    assert_false(fileio_exists(path));
    /* No temporary is left, and a failing write leaves nothing either. */
    fileio_ops_t ops = {.write = write_enospc};
    fileio_set_ops(&ops);
    int rc = fileio_write_fresh(dir, "lv", ".txt", "five", 4, NULL, NULL, name, sizeof name, err, sizeof err);
    fileio_set_ops(NULL);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, "No space"));
    assert_int_equal(gametest_count_entries(dir), 3);
}

/* A file system without hard links (the browser's in-memory one answers
 * EMLINK, FAT ENOSYS): the name is claimed by an exclusive create, a
 * taken one passed over as before; a link that fails otherwise (EIO) is
 * a failure and leaves nothing. */
static int link_errno;

static int link_refused(const char *from, const char *to)
{
    (void)from, (void)to;
    errno = link_errno;
    return -1;
}

static void test_fresh_names_without_links(void **state)
{
    (void)state;
    clean();
    char name[64], err[256], path[1300];
    fileio_ops_t ops = {.link = link_refused};
    fileio_set_ops(&ops);
    int codes[] = {EMLINK, ENOSYS};
    for (int i = 0; i < 2; i++) {
        link_errno = codes[i];
        assert_int_equal(fileio_write_fresh(dir, "nl", ".txt", "x", 1, NULL, NULL, name, sizeof name, err, sizeof err), 0);
        assert_string_equal(name, i ? "nl-2.txt" : "nl.txt");
    }
    link_errno = EIO;
    int rc = fileio_write_fresh(dir, "nl", ".txt", "y", 1, NULL, NULL, name, sizeof name, err, sizeof err);
    fileio_set_ops(NULL);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, "nl.txt: cannot write"));
    assert_int_equal(gametest_count_entries(dir), 2);
    snprintf(path, sizeof path, "%s/nl-2.txt", dir);
    char *t = slurp(path);
    assert_string_equal(t, "x");
    free(t);
}

/* Another client takes the name while this one writes its first autosave
 * (between its look for a free name and the file's arrival): the open of
 * the temporary plants that client's file at the name the temporary is
 * for. This one moves on to -2, and the other's file stays. */
static char planted[1300];

static int open_and_race(const char *path, int flags, int mode)
{
    const char *t = strstr(path, ".tmp");
    if (t && !planted[0]) {
        snprintf(planted, sizeof planted, "%.*s", (int)(t - path), path);
        FILE *f = fopen(planted, "wbx");
        assert_non_null(f);
        fputs("other client", f);
        fclose(f);
    }
    return plat_open(path, flags, mode);
}

static void test_same_second_autosaves(void **state)
{
    (void)state;
    clean();
    char err[256], path[1300];
    const char *zm[] = {"D4"};
    session_t *a = game_with("zumo", zm, 1);
    char name[AUTOSAVES_NAME_MAX] = "";
    planted[0] = '\0';
    fileio_ops_t ops = {.open = open_and_race};
    fileio_set_ops(&ops);
    int rc = autosaves_write(a, dir, name, sizeof name, err, sizeof err);
    fileio_set_ops(NULL);
    assert_int_equal(rc, 0);
    assert_true(planted[0]);
    char *other = slurp(planted);
    assert_string_equal(other, "other client");
    free(other);
    snprintf(path, sizeof path, "%s/unfinished/%s", dir, name);
    assert_string_not_equal(path, planted);
    assert_non_null(strstr(name, "-zumo-2.sav"));
    char *mine = slurp(path);
    assert_non_null(strstr(mine, "D4"));
    free(mine);
    assert_int_equal(count(0), 2); /* both listed (the planted one as damaged) */
    session_free(a);
}

/* The editor's "Save as level" twice in one second (the same suggested
 * name): two files; the first keeps its position. */
static void test_same_second_levels(void **state)
{
    (void)state;
    clean();
    const char *cm[] = {"C3"};
    session_t *s = game_with("churn", cm, 1);
    editpos_t e;
    editpos_from_state(&e, s->game, session_state(s));
    char name[96], p1[1300], p2[1300], p3[1300], err[512];
    editpos_suggest_name(&e, name, sizeof name);
    if (editpos_save(&e, dir, name, p1, sizeof p1, err, sizeof err)) fail_msg("%s", err);
    char *first = slurp(p1);
    editpos_clear(&e);
    if (editpos_save(&e, dir, name, p2, sizeof p2, err, sizeof err)) fail_msg("%s", err);
    if (editpos_save(&e, dir, name, p3, sizeof p3, err, sizeof err)) fail_msg("%s", err);
    assert_string_not_equal(p1, p2);
    assert_non_null(strstr(p2, "-2.txt"));
    assert_non_null(strstr(p3, "-3.txt"));
    char *again = slurp(p1), *second = slurp(p2);
    assert_string_equal(again, first);
    assert_string_not_equal(second, first);
    free(first), free(again), free(second);
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_games_both_kept),
        cmocka_unit_test(test_finished_kept_and_pruned),
        cmocka_unit_test(test_migration),
        cmocka_unit_test(test_full_disk_keeps_file),
        cmocka_unit_test(test_fresh_names_claimed),
        cmocka_unit_test(test_fresh_names_without_links),
        cmocka_unit_test(test_same_second_autosaves),
        cmocka_unit_test(test_same_second_levels),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
