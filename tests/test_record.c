/* The player's record file: round trip, counts, bad files refused with
 * the record left as it was, a damaged file on disk left alone, saves
 * atomic (a failed write keeps the old file). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/record.h"

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
    char dir[] = "/tmp/hexrecXXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
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
        {RECORD_FORMAT "\n# c\nconhex hard 1 -2 3\n", "mem:3: expected"},
        {RECORD_FORMAT "\nconhex hard 1 2 x\n", "mem:2: expected"},
        {RECORD_FORMAT "\nConHex hard 1 2 3\n", "mem:2: expected"},
        {RECORD_FORMAT "\nconhex hard 1 2 99999999999\n", "mem:2: expected"},
        {RECORD_FORMAT "\nconhex hard nan 2 3\n", "mem:2: expected"},
        {RECORD_FORMAT "\nconhex hard 1 inf 3\n", "mem:2: expected"},
        {RECORD_FORMAT "\nconhex hard 1 2 1e3\n", "mem:2: expected"},
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
    char dir[] = "/tmp/hexrecXXXXXX", path[64], err[256];
    assert_non_null(mkdtemp(dir));
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
    char dir[] = "/tmp/hexrecXXXXXX", path[64], err[256];
    assert_non_null(mkdtemp(dir));
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
    char cmd[64];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
    free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_roundtrip),
        cmocka_unit_test(test_bad_text),
        cmocka_unit_test(test_full),
        cmocka_unit_test(test_damaged_file_left_alone),
        cmocka_unit_test(test_failed_write_keeps_old),
    };
    return cmocka_run_group_tests_name("record", tests, NULL, NULL);
}
