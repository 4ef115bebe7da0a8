/* Two clients, one data folder (issue 47): two processes write at once,
 * many times over, what clients share: the record, the puzzles solved,
 * the settings and new autosaves' names. Nothing either wrote is lost: the
 * record counts both, both sets of ticks are there, each one's settings
 * changes are kept beside the other's, every game has a file of its own.
 * A game open in one client is marked (autosaves_lock): the other is
 * told it is taken, and the mark dies with the process that held it,
 * SIGKILL included. Moves are kept without the flush (autosaves_keep),
 * the file whole under its name. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lib_gametest.h"
#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/record.h"
#include "core/settings.h"
#include "core/solved.h"

#define ROUNDS 25

static char dir[256];

static int setup(void **state)
{
    (void)state;
    return gametest_tmpdir(dir, sizeof dir, "hexarcade-two-") ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    return gametest_remove_tree(dir) == 0 ? 0 : -1;
}

static session_t *zumo_game(int moves)
{
    const game_rules_t *r = game_by_id("zumo");
    assert_non_null(r);
    game_setup_t su;
    char err[256];
    game_setup_default(r, &su, 2);
    game_t *g = game_new(r, &su, NULL, err, sizeof err);
    assert_non_null(g);
    session_t *s = session_new(g, err, sizeof err);
    if (!s) fail_msg("%s", err);
    static const char *const m[] = {"F6", "K11"};
    for (int i = 0; i < moves && i < 2; i++)
        if (session_play(s, m[i], err, sizeof err)) fail_msg("%s: %s", m[i], err);
    return s;
}

static int count_files(const char *sub, const char *ext)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    DIR *d = opendir(path);
    if (!d) return 0;
    int n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t k = strlen(e->d_name), x = strlen(ext);
        n += e->d_name[0] != '.' && k > x && !strcmp(e->d_name + k - x, ext);
    }
    closedir(d);
    return n;
}

/* One client's share of the writing: 0 when every write went through. */
static int client(int who, int go)
{
    char rec[1024], sol[1024], set[1024], err[512];
    snprintf(rec, sizeof rec, "%s/%s", dir, RECORD_FILE);
    snprintf(sol, sizeof sol, "%s/solved.txt", dir);
    snprintf(set, sizeof set, "%s/settings.conf", dir);
    char c;
    if (read(go, &c, 1) != 1) return 1; /* both start together */
    settings_t mine, base;
    settings_default(&mine);
    if (settings_load(&mine, set, err, sizeof err)) return 2;
    base = mine;
    solved_t *sv = calloc(1, sizeof *sv);
    record_t *r = malloc(sizeof *r), *d = malloc(sizeof *d);
    if (!sv || !r || !d || solved_load(sv, sol, err, sizeof err)) return 3;
    session_t *s = zumo_game(2);
    int bad = 0;
    for (int i = 0; i < ROUNDS && !bad; i++) {
        record_init(r);
        record_init(d);
        bad |= record_add(d, "zumo", "easy", who ? RECORD_LOSS : RECORD_WIN) != 0;
        bad |= record_commit(r, d, rec, err, sizeof err) != 0;
        char key[64];
        snprintf(key, sizeof key, "zumo/p%d-%d", who, i);
        bad |= solved_mark(sv, key, err, sizeof err) < 0;
        /* Each changes its own settings: the first the volume, the other
         * its set-up for Zumo; neither may undo the other's. */
        if (who == 0) mine.volume = i;
        else {
            char words[64];
            snprintf(words, sizeof words, "size=%d", 6 + i % 5);
            bad |= settings_set_last_setup(&mine, "zumo", words) != 0;
        }
        bad |= settings_commit(&mine, &base, set, err, sizeof err) != 0;
        char name[AUTOSAVES_NAME_MAX] = "";
        bad |= autosaves_write(s, dir, name, sizeof name, err, sizeof err) != 0;
    }
    if (bad) fprintf(stderr, "client %d: %s\n", who, err);
    session_free(s);
    free(sv), free(r), free(d);
    return bad ? 4 : 0;
}

static void test_two_clients_at_once(void **state)
{
    (void)state;
    int go[2];
    assert_int_equal(pipe(go), 0);
    pid_t pid[2];
    for (int w = 0; w < 2; w++) {
        pid[w] = fork();
        assert_true(pid[w] >= 0);
        if (pid[w] == 0) _exit(client(w, go[0]));
    }
    assert_int_equal(write(go[1], "GG", 2), 2);
    for (int w = 0; w < 2; w++) {
        int status = 0;
        assert_int_equal(waitpid(pid[w], &status, 0), pid[w]);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
    }
    close(go[0]), close(go[1]);
    char path[1024], err[512];
    /* The record: both clients' results. */
    record_t *r = malloc(sizeof *r);
    snprintf(path, sizeof path, "%s/%s", dir, RECORD_FILE);
    assert_int_equal(record_load(r, path, err, sizeof err), 0);
    const record_entry_t *e = record_find(r, "zumo", "easy");
    assert_non_null(e);
    assert_int_equal(e->wins, ROUNDS);
    assert_int_equal(e->losses, ROUNDS);
    free(r);
    /* The puzzles: every tick of both. */
    solved_t *sv = calloc(1, sizeof *sv);
    snprintf(path, sizeof path, "%s/solved.txt", dir);
    assert_int_equal(solved_load(sv, path, err, sizeof err), 0);
    assert_int_equal(sv->n, 2 * ROUNDS);
    for (int w = 0; w < 2; w++)
        for (int i = 0; i < ROUNDS; i++) {
            char key[64];
            snprintf(key, sizeof key, "zumo/p%d-%d", w, i);
            assert_true(solved_has(sv, key));
        }
    free(sv);
    /* The settings: the first one's last volume and the other one's last
     * set-up, both. */
    settings_t st;
    settings_default(&st);
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    assert_int_equal(settings_load(&st, path, err, sizeof err), 0);
    assert_int_equal(st.volume, ROUNDS - 1);
    char words[64];
    snprintf(words, sizeof words, "size=%d", 6 + (ROUNDS - 1) % 5);
    assert_non_null(settings_last_setup(&st, "zumo"));
    assert_string_equal(settings_last_setup(&st, "zumo"), words);
    /* The autosaves: a file for every game, none written over. */
    assert_int_equal(count_files(AUTOSAVES_UNFINISHED, ".sav"), 2 * ROUNDS);
}

/* A game open in one client is taken for the other, until the holder
 * lets it go or dies. */
static void test_game_lock(void **state)
{
    (void)state;
    char err[512];
    int fd = autosaves_lock(dir, "a.sav", err, sizeof err);
    assert_true(fd >= 0);
    /* Another open file of it, as another client: taken. */
    assert_int_equal(autosaves_lock(dir, "a.sav", err, sizeof err), FILEIO_LOCK_HELD);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) _exit(autosaves_lock(dir, "a.sav", err, sizeof err) == FILEIO_LOCK_HELD ? 0 : 1);
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    /* Let go: the lock file is gone and the game free. */
    autosaves_unlock(dir, "a.sav", fd);
    char lk[1024];
    snprintf(lk, sizeof lk, "%s/%s/.a.sav.lock", dir, AUTOSAVES_UNFINISHED);
    assert_int_equal(fileio_exists(lk), FILEIO_NONE);
    fd = autosaves_lock(dir, "a.sav", err, sizeof err);
    assert_true(fd >= 0);
    autosaves_unlock(dir, "a.sav", fd);
    /* Held by a process killed with SIGKILL: free again at once. */
    int ready[2];
    assert_int_equal(pipe(ready), 0);
    pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int held = autosaves_lock(dir, "b.sav", err, sizeof err);
        if (write(ready[1], held >= 0 ? "L" : "E", 1) != 1) _exit(1);
        pause();
        _exit(0);
    }
    char c = 0;
    assert_int_equal(read(ready[0], &c, 1), 1);
    assert_int_equal(c, 'L');
    assert_int_equal(autosaves_lock(dir, "b.sav", err, sizeof err), FILEIO_LOCK_HELD);
    kill(pid, SIGKILL);
    assert_int_equal(waitpid(pid, &status, 0), pid);
    fd = autosaves_lock(dir, "b.sav", err, sizeof err);
    assert_true(fd >= 0);
    autosaves_unlock(dir, "b.sav", fd);
    close(ready[0]), close(ready[1]);
    /* A name that is not a file's name is refused, nothing made. */
    assert_int_equal(autosaves_lock(dir, "../x.sav", err, sizeof err), -1);
}

/* Keeping a move: the file whole under its name, its path told for the
 * flush; a finished game moves to finished/ as autosaves_write does. */
static void test_keep(void **state)
{
    (void)state;
    char name[AUTOSAVES_NAME_MAX] = "", path[1300], err[512];
    session_t *s = zumo_game(1);
    assert_int_equal(autosaves_keep(s, dir, name, sizeof name, path, sizeof path, err, sizeof err), 0);
    assert_non_null(strstr(path, "/" AUTOSAVES_UNFINISHED "/"));
    assert_non_null(strstr(path, name));
    assert_int_equal(fileio_sync(path, err, sizeof err), 0);
    char *text = fileio_read(path, NULL, err, sizeof err), *want = session_save_text(s);
    assert_non_null(text);
    assert_string_equal(text, want);
    free(text), free(want);
    /* The next move: the same file, no other. */
    assert_int_equal(session_play(s, "K11", err, sizeof err), 0);
    char again[AUTOSAVES_NAME_MAX];
    snprintf(again, sizeof again, "%s", name);
    assert_int_equal(autosaves_keep(s, dir, name, sizeof name, path, sizeof path, err, sizeof err), 0);
    assert_string_equal(name, again);
    session_t *back = session_load(path, NULL, err, sizeof err);
    assert_non_null(back);
    assert_int_equal(back->n, 3);
    session_free(back);
    session_free(s);
    /* A flush of what is not there says so, naming it. */
    assert_int_equal(fileio_sync("/nonexistent-hexarcade/x.sav", err, sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent-hexarcade/x.sav"));
}

/* --load of an autosave by another spelling of its path is that autosave
 * (not a copy at every quit). */
static void test_name_of_spellings(void **state)
{
    (void)state;
    char sub[1024], link[1024], path[1100], name[AUTOSAVES_NAME_MAX];
    snprintf(sub, sizeof sub, "%s/%s", dir, AUTOSAVES_UNFINISHED);
    assert_int_equal(fileio_mkdirs(sub), 0);
    snprintf(path, sizeof path, "%s/../%s/x.sav", sub, AUTOSAVES_UNFINISHED);
    autosaves_name_of(dir, path, name, sizeof name);
    assert_string_equal(name, "x.sav");
    snprintf(link, sizeof link, "%s/here", dir);
    assert_int_equal(symlink(sub, link), 0);
    snprintf(path, sizeof path, "%s/x.sav", link);
    autosaves_name_of(dir, path, name, sizeof name);
    assert_string_equal(name, "x.sav");
    /* A bare name, read from inside the folder. */
    char here[1024];
    assert_non_null(getcwd(here, sizeof here));
    assert_int_equal(chdir(sub), 0);
    autosaves_name_of(dir, "x.sav", name, sizeof name);
    assert_int_equal(chdir(here), 0);
    assert_string_equal(name, "x.sav");
    snprintf(path, sizeof path, "%s/%s/x.sav", dir, AUTOSAVES_FINISHED);
    autosaves_name_of(dir, path, name, sizeof name);
    assert_string_equal(name, "");
    snprintf(path, sizeof path, "%s/x.sav", dir);
    autosaves_name_of(dir, path, name, sizeof name);
    assert_string_equal(name, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_two_clients_at_once, setup, teardown),
        cmocka_unit_test_setup_teardown(test_game_lock, setup, teardown),
        cmocka_unit_test_setup_teardown(test_keep, setup, teardown),
        cmocka_unit_test_setup_teardown(test_name_of_spellings, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
