/* The player's record file: round trip, counts, bad files refused with
 * the record left as it was, a damaged file on disk left alone, saves
 * atomic (a failed write keeps the old file), and two clients on one data
 * folder both recorded (each adds its results to the file as it is). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/record.h"
#include "lib_gametest.h"

static void test_roundtrip(void **state)
{
    (void)state;
    record_t *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    record_init(a);
    assert_int_equal(record_add(a, "conhex", "hard", RECORD_WIN), 0);
    assert_int_equal(record_add(a, "conhex", "hard", RECORD_LOSS), 0);
    assert_int_equal(record_add(a, "conhex", "hard", RECORD_LOSS), 0);
    assert_int_equal(record_add(a, "zumo", "easy", RECORD_DRAW), 0);
    const record_entry_t *e = record_find(a, "conhex", "hard");
    assert_non_null(e);
    assert_int_equal(e->wins, 1);
    assert_int_equal(e->losses, 2);
    assert_int_equal(e->draws, 0);
    assert_null(record_find(a, "conhex", "easy"));
    char buf[4096], err[256];
    size_t len = record_format(a, buf, sizeof buf);
    assert_true(len < sizeof buf);
    assert_non_null(strstr(buf, RECORD_FORMAT "\n"));
    assert_non_null(strstr(buf, "\nconhex hard 1 2 0\n"));
    assert_non_null(strstr(buf, "\nzumo easy 0 0 1\n"));
    record_init(b);
    assert_int_equal(record_parse(b, "mem", buf, err, sizeof err), 0);
    assert_memory_equal(a, b, sizeof *a);
    /* Through a file. */
    char dir[1024], path[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexrec"));
    snprintf(path, sizeof path, "%s/%s", dir, RECORD_FILE);
    record_init(b);
    assert_int_equal(record_load(b, path, err, sizeof err), 0); /* missing: empty */
    assert_int_equal(b->n, 0);
    assert_int_equal(record_save(a, path, err, sizeof err), 0);
    assert_int_equal(record_load(b, path, err, sizeof err), 0);
    assert_memory_equal(a, b, sizeof *a);
    unlink(path);
    rmdir(dir);
    free(a);
    free(b);
}

static void test_bad_text(void **state)
{
    (void)state;
    static const struct {
        const char *text, *words;
    } bad[] = {
        {"", "empty"},
        {"hexarcade-save 1\n", "mem:1: not a record file"},
        {RECORD_FORMAT "\nconhex hard 1 2\n", "mem:2: expected"},
        {RECORD_FORMAT "\nconhex hard 1 2 3 4\n", "mem:2: expected"},
        {RECORD_FORMAT "\n# c\nconhex hard 1 -2 3\n", "mem:3: losses"},
        {RECORD_FORMAT "\nconhex hard 1 2 x\n", "mem:2: draws"},
        {RECORD_FORMAT "\nConHex hard 1 2 3\n", "mem:2: game"},
        {RECORD_FORMAT "\nconhex hard 1 2 99999999999\n", "mem:2: draws"},
        {RECORD_FORMAT "\nconhex hard nan 2 3\n", "mem:2: wins"},
        {RECORD_FORMAT "\nconhex hard 1 inf 3\n", "mem:2: losses"},
        {RECORD_FORMAT "\nconhex hard 1 2 1e3\n", "mem:2: draws"},
        {RECORD_FORMAT "\nconhex hard 1 2 3\nconhex hard 0 0 1\n", "mem:3: conhex against hard is listed twice"},
    };
    record_t *r = malloc(sizeof *r);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        record_init(r);
        assert_int_equal(record_add(r, "zumo", "easy", RECORD_WIN), 0);
        record_t before = *r;
        char err[256] = "";
        assert_int_equal(record_parse(r, "mem", bad[i].text, err, sizeof err), -1);
        if (!strstr(err, bad[i].words)) fail_msg("case %zu: '%s' lacks '%s'", i, err, bad[i].words);
        assert_memory_equal(&before, r, sizeof before);
    }
    /* Words a line cannot hold are refused by record_add too. */
    assert_int_equal(record_add(r, "two words", "easy", RECORD_WIN), -1);
    assert_int_equal(record_add(r, "zumo", "", RECORD_WIN), -1);
    free(r);
}

static void test_full(void **state)
{
    (void)state;
    record_t *r = malloc(sizeof *r);
    record_init(r);
    char name[16];
    for (int i = 0; i < RECORD_MAX; i++) {
        snprintf(name, sizeof name, "g%d", i);
        assert_int_equal(record_add(r, name, "easy", RECORD_WIN), 0);
    }
    assert_int_equal(record_add(r, "another", "easy", RECORD_WIN), -1);
    assert_int_equal(record_add(r, "g3", "easy", RECORD_LOSS), 0); /* an old entry still counts */
    r->e[0].wins = RECORD_COUNT_MAX;
    assert_int_equal(record_add(r, "g0", "easy", RECORD_WIN), -1);
    assert_int_equal(r->e[0].wins, RECORD_COUNT_MAX);
    free(r);
}

/* A damaged file: load says where, and nothing touches the file. */
static void test_damaged_file_left_alone(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexrec"));
    snprintf(path, sizeof path, "%s/%s", dir, RECORD_FILE);
    const char *damaged = RECORD_FORMAT "\nconhex hard 1 2 3\nzumo easy one 0 0\n";
    assert_int_equal(fileio_write_atomic(path, damaged, strlen(damaged), err, sizeof err), 0);
    record_t *r = malloc(sizeof *r);
    record_init(r);
    assert_int_equal(record_load(r, path, err, sizeof err), -1);
    assert_non_null(strstr(err, "record.txt:3:"));
    assert_int_equal(r->n, 0);
    char *text = fileio_read(path, NULL, err, sizeof err);
    assert_string_equal(text, damaged);
    free(text);
    unlink(path);
    rmdir(dir);
    free(r);
}

/* A refused line names the field that is wrong; a newer format says so
 * (issue 34 point 18). */
static void test_errors_name_the_field(void **state)
{
    (void)state;
    static const struct {
        const char *text, *words;
    } bad[] = {
        {RECORD_FORMAT "\nconhex hard 1 -2 3\n", "mem:2: losses '-2': expected a whole number"},
        {RECORD_FORMAT "\nconhex hard x 2 3\n", "mem:2: wins 'x'"},
        {RECORD_FORMAT "\nconhex hard 1 2 99999999999\n", "mem:2: draws '99999999999'"},
        {RECORD_FORMAT "\nConHex hard 1 2 3\n", "mem:2: game 'ConHex': expected lower-case"},
        {RECORD_FORMAT "\nconhex Hard! 1 2 3\n", "mem:2: opponent 'Hard!'"},
        {RECORD_FORMAT "\nconhex hard 1 2\n", "expected 5 fields 'game opponent wins losses draws', found 4"},
        {"hexarcade-record 2\nconhex hard 1 2 3\n", "mem:1: written by a newer Hexarcade (format 2)"},
    };
    record_t *r = malloc(sizeof *r);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        record_init(r);
        char err[256] = "";
        assert_int_equal(record_parse(r, "mem", bad[i].text, err, sizeof err), -1);
        if (!strstr(err, bad[i].words)) fail_msg("case %zu: '%s' lacks '%s'", i, err, bad[i].words);
        assert_int_equal(r->n, 0);
    }
    free(r);
}

/* A NUL byte would end the text early and lose the lines after it: the
 * file is refused, saying where it stops. */
static void test_nul_says_where(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexrec"));
    snprintf(path, sizeof path, "%s/%s", dir, RECORD_FILE);
    const char text[] = RECORD_FORMAT "\nconhex hard 1 2 3\nzumo ea\0sy 0 0 1\nchurn easy 1 1 1\n";
    assert_int_equal(fileio_write_atomic(path, text, sizeof text - 1, err, sizeof err), 0);
    record_t *r = malloc(sizeof *r);
    record_init(r);
    assert_int_equal(record_load(r, path, err, sizeof err), -1);
    if (!strstr(err, "record.txt:3: a NUL byte (character 8 of the line)")) fail_msg("'%s'", err);
    assert_int_equal(r->n, 0);
    unlink(path);
    rmdir(dir);
    free(r);
}

/* A write that fails half-way leaves the old file whole. */
static int fail_rename(const char *from, const char *to)
{
    (void)from;
    (void)to;
    return -1;
}

static void test_failed_write_keeps_old(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexrec"));
    snprintf(path, sizeof path, "%s/%s", dir, RECORD_FILE);
    record_t *r = malloc(sizeof *r);
    record_init(r);
    assert_int_equal(record_add(r, "churn", "medium", RECORD_WIN), 0);
    assert_int_equal(record_save(r, path, err, sizeof err), 0);
    char *before = fileio_read(path, NULL, err, sizeof err);
    assert_int_equal(record_add(r, "churn", "medium", RECORD_WIN), 0);
    fileio_set_ops(&(fileio_ops_t){.rename = fail_rename});
    assert_int_equal(record_save(r, path, err, sizeof err), -1);
    fileio_set_ops(NULL);
    char *after = fileio_read(path, NULL, err, sizeof err);
    assert_string_equal(before, after);
    free(before);
    free(after);
    fileio_remove_stale_temps(dir);
    unlink(path);
    assert_int_equal(gametest_remove_tree(dir), 0);
    free(r);
}

static char *record_dir(char dir[1024], char *path, size_t n)
{
    assert_non_null(gametest_tmpdir(dir, 1024, "hexrec"));
    snprintf(path, n, "%s/%s", dir, RECORD_FILE);
    return path;
}

static void rm_dir(const char *dir)
{
    assert_int_equal(gametest_remove_tree(dir), 0);
}

/* One result as a client hands it over: a record of that game only. */
static record_t *one_result(const char *game, const char *opponent, record_result_t res)
{
    record_t *d = malloc(sizeof *d);
    record_init(d);
    assert_int_equal(record_add(d, game, opponent, res), 0);
    return d;
}

/* Two clients read the record at start-up, each loses a game and records
 * it: the file holds both losses (issue 34: it said "0 1 0"), and each
 * client's record in memory is what the file holds. */
static void test_two_clients_both_recorded(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[1200];
    record_dir(dir, path, sizeof path);
    record_t *seed = one_result("zumo", "easy", RECORD_WIN);
    assert_int_equal(record_save(seed, path, err, sizeof err), 0);
    record_t *a = malloc(sizeof *a), *b = malloc(sizeof *b), *disk = malloc(sizeof *disk);
    assert_int_equal(record_load(a, path, err, sizeof err), 0);
    assert_int_equal(record_load(b, path, err, sizeof err), 0);
    record_t *la = one_result("conhex", "beginner", RECORD_LOSS), *lb = one_result("conhex", "beginner", RECORD_LOSS);
    if (record_commit(a, la, path, err, sizeof err)) fail_msg("%s", err);
    if (record_commit(b, lb, path, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(record_load(disk, path, err, sizeof err), 0);
    const record_entry_t *e = record_find(disk, "conhex", "beginner");
    assert_non_null(e);
    assert_int_equal(e->losses, 2);
    assert_int_equal(record_find(disk, "zumo", "easy")->wins, 1);
    assert_memory_equal(b, disk, sizeof *disk);
    assert_int_equal(record_find(a, "conhex", "beginner")->losses, 1); /* a has not seen b's yet */
    /* a's next game brings b's in. */
    if (record_commit(a, la, path, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(record_find(a, "conhex", "beginner")->losses, 3);
    free(seed), free(a), free(b), free(disk), free(la), free(lb);
    rm_dir(dir);
}

/* A damaged file found when recording is reported and left as it is;
 * the record in memory is unchanged. */
static void test_commit_leaves_damaged_file(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[1200];
    record_dir(dir, path, sizeof path);
    record_t *r = malloc(sizeof *r);
    record_init(r);
    const char *damaged = RECORD_FORMAT "\nconhex hard x 2 3\n";
    assert_int_equal(fileio_write_atomic(path, damaged, strlen(damaged), err, sizeof err), 0);
    record_t *d = one_result("conhex", "hard", RECORD_WIN);
    assert_int_equal(record_commit(r, d, path, err, sizeof err), -1);
    assert_non_null(strstr(err, "record.txt:2:"));
    assert_int_equal(r->n, 0);
    char *text = fileio_read(path, NULL, err, sizeof err);
    assert_string_equal(text, damaged);
    free(text), free(r), free(d);
    rm_dir(dir);
}

/* Another process holds the lock while it reads, changes and writes the
 * record: a commit waits for it and adds to what it wrote. (Without the
 * lock the commit writes first and the other process's write, made from
 * its older read, takes this result away.) */
static void test_commit_waits_for_lock(void **state)
{
    (void)state;
    char dir[1024], path[1200], err[1200];
    record_dir(dir, path, sizeof path);
    int ready[2];
    assert_int_equal(pipe(ready), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        record_t *r = malloc(sizeof *r);
        int fd = fileio_lock(path, err, sizeof err);
        int bad = fd < 0 || record_load(r, path, err, sizeof err);
        if (write(ready[1], "L", 1) != 1) bad = 1;
        usleep(300 * 1000); /* the parent's commit is waiting now */
        bad = bad || record_add(r, "zumo", "easy", RECORD_WIN) || record_save(r, path, err, sizeof err);
        fileio_unlock(fd);
        _exit(bad);
    }
    char c;
    assert_int_equal(read(ready[0], &c, 1), 1);
    record_t *r = malloc(sizeof *r), *d = one_result("conhex", "hard", RECORD_LOSS);
    record_init(r);
    if (record_commit(r, d, path, err, sizeof err)) fail_msg("%s", err);
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    assert_int_equal(record_load(r, path, err, sizeof err), 0);
    assert_non_null(record_find(r, "zumo", "easy"));
    assert_non_null(record_find(r, "conhex", "hard"));
    assert_int_equal(record_find(r, "conhex", "hard")->losses, 1);
    close(ready[0]), close(ready[1]);
    free(r), free(d);
    rm_dir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_roundtrip),
        cmocka_unit_test(test_bad_text),
        cmocka_unit_test(test_errors_name_the_field),
        cmocka_unit_test(test_nul_says_where),
        cmocka_unit_test(test_full),
        cmocka_unit_test(test_damaged_file_left_alone),
        cmocka_unit_test(test_failed_write_keeps_old),
        cmocka_unit_test(test_two_clients_both_recorded),
        cmocka_unit_test(test_commit_leaves_damaged_file),
        cmocka_unit_test(test_commit_waits_for_lock),
    };
    return cmocka_run_group_tests_name("record", tests, NULL, NULL);
}
