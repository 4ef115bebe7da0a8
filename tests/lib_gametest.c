#include "lib_gametest.h"

#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "core/fstree.h"

game_t *gametest_game(const char *id, const char *setup)
{
    const game_rules_t *r = game_by_id(id);
    if (!r) fail_msg("no game '%s' in the registry", id);
    game_setup_t s;
    char err[GAME_ERR_MAX];
    game_setup_default(r, &s, 2);
    if (game_setup_parse(r, &s, setup ? setup : "", err, sizeof err)) fail_msg("setup: %s", err);
    game_t *g = game_new(r, &s, NULL, err, sizeof err);
    if (!g) fail_msg("game_new: %s", err);
    return g;
}

game_t *gametest_game_sized(const char *id, int side, const char *extra)
{
    char words[128];
    snprintf(words, sizeof words, "size=%d %s", side, extra ? extra : "");
    return gametest_game(id, words);
}

void *gametest_start(const game_t *g)
{
    char err[GAME_ERR_MAX];
    void *st = game_state_new(g);
    assert_non_null(st);
    if (game_start(g, st, err, sizeof err)) fail_msg("start: %s", err);
    return st;
}

void *gametest_dup(const game_t *g, const void *st)
{
    void *c = malloc(g->rules->state_size);
    assert_non_null(c);
    memcpy(c, st, g->rules->state_size);
    return c;
}

int gametest_cell(const game_t *g, const char *name)
{
    int c = board_parse_cell(&g->board, name);
    if (c < 0) fail_msg("no cell %s on side %d", name, g->setup.side);
    return c;
}

void gametest_cell_chars(const game_t *g, const char *words, char *chars)
{
    char buf[1024];
    memset(chars, '.', BOARD_MAX_CELLS);
    snprintf(buf, sizeof buf, "%s", words);
    for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        int c = gametest_cell(g, w + 1);
        if (chars[c] != '.') fail_msg("cell %s given twice", w + 1);
        chars[c] = w[0];
    }
}

int gametest_score1(const game_t *g, const void *st, int p)
{
    int v = -1;
    assert_int_equal(g->rules->score(g, st, p, &v, 1), 1);
    return v;
}

const char *gametest_board(const game_t *g, const void *st)
{
    static char buf[8192];
    game_board_text(g, st, buf, sizeof buf);
    return buf;
}

void gametest_board_roundtrip(const game_t *g, const void *st)
{
    char text[8192], chars[BOARD_MAX_CELLS + BOARD_MAX_SITES], back[BOARD_MAX_CELLS + BOARD_MAX_SITES];
    game_board_text(g, st, text, sizeof text);
    const char *lines[64];
    int n = 0;
    for (char *save = NULL, *l = strtok_r(text, "\n", &save); l && n < 64; l = strtok_r(NULL, "\n", &save))
        lines[n++] = l;
    int bad;
    char err[GAME_ERR_MAX];
    if (board_parse_text(&g->board, lines, n, back, &bad, err, sizeof err)) fail_msg("board text: %s", err);
    g->rules->board_chars(g, st, chars);
    int count = g->board.kind == BOARD_SITES ? g->board.nsites : g->board.ncells;
    assert_memory_equal(chars, back, (size_t)count);
}

void gametest_check_moves(const game_t *g, const void *st, int sample, int max_moves, uint64_t seed)
{
    move_t *moves = malloc(sizeof(move_t) * (size_t)max_moves);
    move_t *m2 = malloc(sizeof *m2);
    void *tmp = malloc(g->rules->state_size);
    assert_non_null(moves);
    assert_non_null(m2);
    assert_non_null(tmp);
    int n = g->rules->moves(g, st, moves, max_moves);
    rng_t rng;
    rng_seed(&rng, seed);
    if (n > 0) {
        int checks = sample > 0 && sample < n ? sample : n;
        for (int k = 0; k < checks; k++) {
            int i = checks == n ? k : (int)rng_below(&rng, (uint32_t)n);
            char text[MOVE_TEXT_MAX], text2[MOVE_TEXT_MAX], err[GAME_ERR_MAX];
            g->rules->format(g, st, &moves[i], text, sizeof text);
            if (g->rules->parse(g, st, text, m2, err, sizeof err))
                fail_msg("legal move '%s' does not parse: %s", text, err);
            g->rules->format(g, st, m2, text2, sizeof text2);
            if (strcmp(text, text2)) fail_msg("'%s' parses back as '%s'", text, text2);
            memcpy(tmp, st, g->rules->state_size);
            if (game_apply_move(g, tmp, m2, NULL, err, sizeof err))
                fail_msg("legal move '%s' refused: %s\n%s", text, err, gametest_board(g, st));
            assert_int_equal(game_head(tmp)->in_turn, 0);
        }
    }
    free(tmp);
    free(m2);
    free(moves);
}

void gametest_random_games(const game_t *g, const gametest_opts_t *o, gametest_stats_t *out)
{
    gametest_stats_t stats = {0};
    size_t sz = g->rules->state_size;
    void *st = malloc(sz), *prev = malloc(sz);
    move_t *moves = malloc(sizeof(move_t) * (size_t)o->max_moves);
    assert_non_null(st);
    assert_non_null(prev);
    assert_non_null(moves);
    rng_t rng;
    rng_seed(&rng, o->seed);
    char err[GAME_ERR_MAX];
    for (int game = 0; game < o->games; game++) {
        if (game_start(g, st, err, sizeof err)) fail_msg("start: %s", err);
        int ply = 0;
        while (!game_is_over(st) && (!o->ply_cap || ply < o->ply_cap)) {
            assert_int_equal(game_head(st)->in_turn, 0);
            if (o->sample >= 0) gametest_check_moves(g, st, o->sample, o->max_moves, rng_next(&rng));
            gametest_board_roundtrip(g, st);
            memcpy(prev, st, sz);
            int n = g->rules->moves(g, st, moves, o->max_moves);
            if (n == 0) fail_msg("no legal move in an ongoing game:\n%s", gametest_board(g, st));
            if (n > 0 && rng_below(&rng, 2)) {
                int i = (int)rng_below(&rng, (uint32_t)n);
                if (game_apply_move(g, st, &moves[i], NULL, err, sizeof err)) fail_msg("apply: %s", err);
            } else {
                if (g->rules->random_turn(g, st, &rng) != 0)
                    fail_msg("random_turn found no move:\n%s", gametest_board(g, st));
            }
            assert_int_equal(game_head(st)->ply, game_head(prev)->ply + 1);
            assert_int_equal(game_head(st)->in_turn, 0);
            ply++;
        }
        stats.plies += ply;
        if (game_is_over(st)) {
            stats.finished++;
            if (game_head(st)->status == GAME_DRAW) stats.draws++;
            for (int p = 1; p <= 4; p++)
                if (game_head(st)->winners & (1u << (p - 1))) stats.wins[p]++;
            /* Nothing is legal after the end. */
            assert_int_equal(g->rules->moves(g, st, moves, o->max_moves), 0);
        } else {
            stats.capped++;
        }
    }
    free(moves);
    free(prev);
    free(st);
    if (out) *out = stats;
}

void gametest_play(const game_t *g, void *st, const char *text)
{
    char err[GAME_ERR_MAX];
    if (game_play(g, st, text, NULL, NULL, 0, err, sizeof err))
        fail_msg("'%s' refused: %s\n%s", text, err, gametest_board(g, st));
}

const char *gametest_refuse(const game_t *g, void *st, const char *text)
{
    static char err[GAME_ERR_MAX];
    size_t sz = g->rules->state_size;
    void *copy = malloc(sz);
    assert_non_null(copy);
    memcpy(copy, st, sz);
    err[0] = '\0';
    if (game_play(g, st, text, NULL, NULL, 0, err, sizeof err) == 0)
        fail_msg("'%s' was accepted, expected a refusal", text);
    assert_memory_equal(copy, st, sz);
    assert_true(err[0] != '\0');
    free(copy);
    return err;
}

void gametest_play_ev(const game_t *g, void *st, const char *text, event_list_t *ev)
{
    char err[GAME_ERR_MAX];
    event_list_clear(ev);
    if (game_play(g, st, text, ev, NULL, 0, err, sizeof err)) fail_msg("'%s' refused: %s", text, err);
}

int gametest_count_events(const event_list_t *ev, int kind)
{
    int n = 0;
    for (int i = 0; i < ev->n; i++) n += ev->ev[i].kind == kind;
    return n;
}

const event_t *gametest_find_event(const event_list_t *ev, int kind)
{
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind) return &ev->ev[i];
    return NULL;
}

void gametest_assert_contains(const char *text, const char *part)
{
    if (!strstr(text, part)) fail_msg("'%s' does not contain '%s'", text, part);
}

void gametest_refuse_has(const game_t *g, void *st, const char *text, const char *words)
{
    const char *msg = gametest_refuse(g, st, text);
    if (!strstr(msg, words)) fail_msg("'%s' refused with '%s', expected '%s' in it", text, msg, words);
}

int gametest_level_load(const game_t *g, const char *file, const char *text, char *err, size_t errlen)
{
    level_t *lv = level_new();
    assert_non_null(lv);
    int rc = level_parse(lv, file, text, err, errlen);
    if (rc == 0) {
        void *st = game_state_new(g);
        assert_non_null(st);
        rc = game_init_level(g, st, lv, err, errlen);
        free(st);
    }
    level_free(lv);
    return rc;
}

const char *gametest_level_error(const game_t *g, const char *file, const char *text)
{
    static char err[GAME_ERR_MAX];
    err[0] = '\0';
    if (gametest_level_load(g, file, text, err, sizeof err) == 0) fail_msg("level accepted:\n%s", text);
    return err;
}

void *gametest_level_state(const game_t *g, const char *text)
{
    level_t *lv = level_new();
    char err[GAME_ERR_MAX];
    assert_non_null(lv);
    if (level_parse(lv, "test-level", text, err, sizeof err)) fail_msg("level: %s", err);
    void *st = game_state_new(g);
    assert_non_null(st);
    if (game_init_level(g, st, lv, err, sizeof err)) fail_msg("level: %s", err);
    level_free(lv);
    return st;
}

char *gametest_legal(const game_t *g, const void *st) { return gametest_legal_max(g, st, 200000); }

char *gametest_legal_max(const game_t *g, const void *st, int max)
{
    char err[GAME_ERR_MAX];
    char *s = game_legal_moves_text(g, st, max, NULL, err, sizeof err);
    if (!s) fail_msg("legal moves: %s", err);
    return s;
}

int gametest_legal_has(const game_t *g, const void *st, int max, const char *move)
{
    char *all = gametest_legal_max(g, st, max);
    int found = gametest_has_word(all, move);
    free(all);
    return found;
}

int gametest_has_word(const char *list, const char *w)
{
    size_t n = strlen(w);
    for (const char *p = list; (p = strstr(p, w)) != NULL; p++)
        if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) return 1;
    return 0;
}

static int cmp_strp(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void gametest_join_sorted(const char **words, int n, char *out, size_t outlen)
{
    qsort(words, (size_t)n, sizeof *words, cmp_strp);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i) strncat(out, " ", outlen - strlen(out) - 1);
        strncat(out, words[i], outlen - strlen(out) - 1);
    }
}

int gametest_transcript_open(const char *path, void (*fn)(const tj_t *v, void *ctx), void *ctx)
{
    return tj_each_line(path, fn, ctx);
}

void gametest_transcript_check(const char *path, int n)
{
    if (n < 0)
        fail_msg("cannot read the transcript %s: the tests run from the repository root, "
                 "where tests/data/reference/ holds the recorded games", path);
}

int gametest_transcript(const char *path, void (*fn)(const tj_t *v, void *ctx), void *ctx)
{
    int n = gametest_transcript_open(path, fn, ctx);
    gametest_transcript_check(path, n);
    return n;
}

/* The one disk the seam writes to in a test process at a time. */
static size_t disk_budget, disk_written;

void gametest_disk_fills_after(size_t budget)
{
    disk_budget = budget;
    disk_written = 0;
}

ssize_t gametest_write_filling(int fd, const void *buf, size_t n)
{
    if (disk_written >= disk_budget) {
        errno = ENOSPC;
        return -1;
    }
    size_t k = n < disk_budget - disk_written ? n : disk_budget - disk_written;
    ssize_t w = plat_write(fd, buf, k);
    if (w > 0) disk_written += (size_t)w;
    return w;
}

int gametest_is_verb(const event_t *e, int sub) { return e->kind == EV_GAME && e->sub == sub; }

int gametest_count_verb(const event_list_t *ev, int sub)
{
    int n = 0;
    for (int i = 0; i < ev->n; i++) n += gametest_is_verb(&ev->ev[i], sub);
    return n;
}

const event_t *gametest_find_verb(const event_list_t *ev, int sub)
{
    for (int i = 0; i < ev->n; i++)
        if (gametest_is_verb(&ev->ev[i], sub)) return &ev->ev[i];
    return NULL;
}

char *gametest_tmpdir(char *buf, size_t n, const char *stem)
{
    char root[1024];
    if (plat_temp_root(0, root, sizeof root) || snprintf(buf, n, "%s/%sXXXXXX", root, stem) >= (int)n) return NULL;
    return plat_mkdtemp(buf) == 0 ? buf : NULL;
}

int gametest_tmpfile(char *buf, size_t n, const char *stem)
{
    char root[1024];
    if (plat_temp_root(0, root, sizeof root)) return -1;
    /* An exclusive create under a fresh name: mkstemp's promise. */
    for (unsigned tries = 0; tries < 100; tries++) {
        if (snprintf(buf, n, "%s/%s%06llx", root, stem,
                     (unsigned long long)((plat_pid() * 7919 + (int64_t)(plat_now() * 1e6) + tries) & 0xFFFFFF)) >= (int)n)
            return -1;
        int fd = plat_open(buf, PLAT_O_RDWR | PLAT_O_CREATE | PLAT_O_EXCL | PLAT_O_NOFOLLOW, 0600);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    return -1;
}

void gametest_rmtree(const char *dir)
{
    if (fstree_remove(dir, 1) != 0) fail_msg("cannot remove %s: %s", dir, strerror(errno));
}

int gametest_remove_tree(const char *dir)
{
    if (fstree_remove(dir, 1) == 0) return 0;
    fprintf(stderr, "could not remove %s: %s\n", dir, strerror(errno));
    return -1;
}

int gametest_count_entries(const char *dir)
{
    plat_dir_t *d = plat_dir_open(dir);
    if (!d) return -1;
    int n = 0;
    while (plat_dir_next(d)) n++;
    plat_dir_close(d);
    return n;
}

double gametest_slowdown(void)
{
    /* 20 ms of this thread's processor time: how long on the wall clock? */
    double w0 = plat_now(), c0 = plat_thread_cpu_seconds();
    volatile unsigned long spin = 0;
    while ((plat_thread_cpu_seconds() - c0) * 1e3 < 20.0)
        for (int i = 0; i < 10000; i++) spin += (unsigned long)i;
    double burn = (plat_now() - w0) / (plat_thread_cpu_seconds() - c0);
    double load = 0;
    int cores = plat_cpu_count();
    double per_core = plat_load_average(&load) == 0 ? load / (double)cores : 0.0;
    double s = burn > per_core ? burn : per_core;
    return s > 1.0 ? s : 1.0;
}

double gametest_bound_ms(double ms)
{
    double s = gametest_slowdown();
    /* Alone: the bound as written. Shared: a thread waits for the others
     * in proportion, and its wake-ups wait too, so twice that. */
    return s < 1.3 ? ms : ms * 2.0 * s;
}
