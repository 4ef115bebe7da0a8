/* Game review (src/ai/ai_review.h) and build/hexreview:
 *  - games in which the mover had a winning move and played another (a Zumo
 *    push off the edge, a ConHex chain, a Churn filling move), found by
 *    random play under a fixed seed and checked with the rules: hexreview
 *    marks that move `blunder`, names a move as `best` that the rules say
 *    wins at once, and prints the same under the same seed;
 *  - the marks' thresholds; the review stored with the save and read back
 *    exactly (a changed game drops it; a malformed one is refused; format 1
 *    still reads); the worker's progressive copies and cancel; hexreview's
 *    errors;
 *  - issue 36: a 3-player Wunchunk review gives the same marks under two
 *    seeds on at least 90% of moves, the best move shows no drop, and
 *    hexreview --fresh --write then hexreview print the same lines. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "ai/ai_review.h"
#include "ai/ai_review_worker.h"
#include "ai/ai_turn.h"
#include "core/fileio.h"
#include "lib_gametest.h"

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b && *b ? b : "build";
}

/* Does m, played at st, end the game with the mover as sole winner? */
static int wins_at_once(const game_t *g, const void *st, const char *text)
{
    char err[GAME_ERR_MAX];
    void *tmp = gametest_dup(g, st);
    int mover = game_head(st)->to_move;
    int ok = game_play(g, tmp, text, NULL, NULL, 0, err, sizeof err) == 0 &&
             game_head(tmp)->status == GAME_WIN && game_head(tmp)->winners == 1u << (mover - 1);
    free(tmp);
    return ok;
}

/* Exhaustive solve of a 2-player position to `depth` turns: +1 the mover
 * wins by force, -1 he loses by force, 0 not decided within depth. */
static int solve(const game_t *g, const void *st, int depth)
{
    const game_head_t *h = game_head(st);
    if (game_is_over(st)) return 0; /* asked only of positions under way */
    if (depth == 0) return 0;
    move_t *ms = malloc(sizeof *ms * 64);
    int n = g->rules->moves(g, st, ms, 64), best = -1;
    void *tmp = malloc(g->rules->state_size);
    char err[GAME_ERR_MAX];
    for (int i = 0; i < n && best < 1; i++) {
        memcpy(tmp, st, g->rules->state_size);
        if (game_apply_move(g, tmp, &ms[i], NULL, err, sizeof err)) continue;
        const game_head_t *t = game_head(tmp);
        int v = t->status == GAME_WIN ? (t->winners == 1u << (h->to_move - 1) ? 1 : -1)
                : t->status == GAME_DRAW ? 0 : -solve(g, tmp, depth - 1);
        if (v > best) best = v;
    }
    free(tmp);
    free(ms);
    return n < 0 ? 0 : best;
}

/* The result for the mover of playing text at st: +1 a forced win, -1 a
 * forced loss, 0 not decided (depth: as solve). */
static int value_of(const game_t *g, const void *st, const char *text, int depth)
{
    char err[GAME_ERR_MAX];
    void *tmp = gametest_dup(g, st);
    int mover = game_head(st)->to_move, v = -2;
    if (game_play(g, tmp, text, NULL, NULL, 0, err, sizeof err) == 0) {
        const game_head_t *t = game_head(tmp);
        v = t->status == GAME_WIN ? (t->winners == 1u << (mover - 1) ? 1 : -1)
            : t->status == GAME_DRAW ? 0 : -solve(g, tmp, depth - 1);
    }
    free(tmp);
    return v;
}

/* Random play from the start (seeded) until the mover has a winning move
 * and a legal move that throws it away: with depth 1, a win at once and a
 * move after which the opponent wins at once (ai_turn.h finds both, turns
 * of several actions included); with depth > 1, a forced win and a forced
 * loss by exhaustive search (solve). Writes a save of the game into path:
 * the position as a board (to-move) and the move that misses, or with
 * `as_moves` every move from the start; *before gets the position. Returns
 * the number of the move that misses, or -1 when none was found. */
static int find_blunder(const game_t *g, uint64_t seed, int depth, int as_moves, const char *path,
                        void **before)
{
    const ai_know_t *k = ai_know_for(g);
    rng_t rng;
    rng_seed(&rng, seed);
    move_t *moves = malloc(sizeof *moves * 4096), *win = malloc(sizeof *win);
    void *st = gametest_start(g), *after = gametest_dup(g, st);
    char err[GAME_ERR_MAX], text[MOVE_TEXT_MAX];
    size_t cap = 1 << 16, len = 0;
    char *line = malloc(cap);
    int found = -1, number = 0;
    for (int games = 0; games < 300 && found < 0; games++) {
        if (game_start(g, st, err, sizeof err)) fail_msg("%s", err);
        len = 0;
        line[0] = '\0';
        number = 0;
        for (int ply = 0; ply < 2000 && !game_is_over(st) && found < 0; ply++) {
            int n = g->rules->moves(g, st, moves, 4096);
            if (n <= 0) break;
            win->n = 0;
            int has_win = depth == 1 ? ai_find_win(g, k, st, -1, win, 0, NULL) == 1 : 0;
            for (int i = 0; depth > 1 && i < n && !has_win; i++) {
                g->rules->format(g, st, &moves[i], text, sizeof text);
                has_win = value_of(g, st, text, depth) == 1;
            }
            for (int i = 0; has_win && i < n && found < 0; i++) {
                memcpy(after, st, g->rules->state_size);
                if (game_apply_move(g, after, &moves[i], NULL, err, sizeof err)) continue;
                g->rules->format(g, st, &moves[i], text, sizeof text);
                if (depth > 1) {
                    if (value_of(g, st, text, depth) != -1) continue;
                } else {
                    if (game_is_over(after)) continue;
                    win->n = 0;
                    if (ai_find_win(g, k, after, -1, win, 0, NULL) != 1) continue;
                }
                found = i;
            }
            if (found >= 0) break;
            const move_t *m = &moves[rng_below(&rng, (uint32_t)n)];
            g->rules->format(g, st, m, text, sizeof text);
            if (game_apply_move(g, st, m, NULL, err, sizeof err)) fail_msg("%s", err);
            len += (size_t)snprintf(line + len, cap - len, "move: %s\n", text);
            number++;
        }
    }
    if (found >= 0 && as_moves) {
        char opts[256], size[32] = "", *buf = malloc(cap + 1024);
        game_setup_format_options(g->rules, &g->setup, opts, sizeof opts);
        if (g->setup.side) snprintf(size, sizeof size, "size: %d\n", g->setup.side);
        int n = snprintf(buf, cap + 1024, "format: hexarcade-save 1\ngame: %s\n%splayers: 2\noptions: %s\n%smove: %s\n",
                         g->rules->id, size, opts, line, text);
        if (fileio_write_atomic(path, buf, (size_t)n, err, sizeof err)) fail_msg("%s", err);
        *before = gametest_dup(g, st);
        free(buf);
        number++;
    } else if (found >= 0) {
        number = 1;
        char board[8192], opts[256], size[32] = "", buf[12000];
        game_board_text(g, st, board, sizeof board);
        game_setup_format_options(g->rules, &g->setup, opts, sizeof opts);
        if (g->setup.side) snprintf(size, sizeof size, "size: %d\n", g->setup.side);
        int n = snprintf(buf, sizeof buf,
                         "format: hexarcade-save 1\ngame: %s\n%splayers: 2\nto-move: %d\noptions: %s\n"
                         "board:\n%smove: %s\n",
                         g->rules->id, size, game_head(st)->to_move, opts, board, text);
        if (fileio_write_atomic(path, buf, (size_t)n, err, sizeof err)) fail_msg("%s", err);
        *before = gametest_dup(g, st);
    }
    free(line);
    free(moves);
    free(win);
    free(st);
    free(after);
    return found >= 0 ? number : -1;
}

/* Runs a command, returning its output (heap) and exit status. */
static char *run(const char *cmd, int *status)
{
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t cap = 1 << 16, n = 0;
    char *out = malloc(cap);
    size_t k;
    while ((k = fread(out + n, 1, cap - 1 - n, p)) > 0) n += k;
    out[n] = '\0';
    int rc = pclose(p);
    *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
    return out;
}

static void blunder_in(const char *id, const char *setup, uint64_t seed, int depth, int as_moves)
{
    game_t *g = gametest_game(id, setup);
    char dir[1024], path[1200], cmd[2600], head[32];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexreview-test-"));
    snprintf(path, sizeof path, "%s/%s.sav", dir, id);
    void *before = NULL;
    int number = find_blunder(g, seed, depth, as_moves, path, &before);
    if (number < 0) fail_msg("%s: no position with a missed win found", id);
    snprintf(cmd, sizeof cmd, "%s/hexreview %s --seed 7 --threads 1 --iterations 1500", build_dir(), path);
    int status;
    char *out = run(cmd, &status), *again = run(cmd, &status);
    printf("%s: %s", id, out);
    assert_int_equal(status, 0);
    assert_string_equal(out, again); /* deterministic under a seed */
    /* "<n> <move> player <p> before <x> after <y> blunder best <move>" */
    snprintf(head, sizeof head, "%d ", number);
    char *at = out;
    while (at && strncmp(at, head, strlen(head))) at = strchr(at, '\n') ? strchr(at, '\n') + 1 : NULL;
    if (!at) fail_msg("%s: no line for move %d", id, number);
    char *nl = strchr(at, '\n');
    assert_non_null(nl);
    *nl = '\0';
    assert_non_null(strstr(at, " blunder best "));
    const char *best = strstr(at, " best ") + 6;
    if (depth == 1 && !wins_at_once(g, before, best)) fail_msg("%s: best '%s' does not win at once", id, best);
    if (depth > 1 && value_of(g, before, best, depth) != 1) fail_msg("%s: best '%s' does not win by force", id, best);
    assert_non_null(strstr(nl + 1, "player 1: "));
    unlink(path);
    rmdir(dir);
    free(out);
    free(again);
    free(before);
    game_free(g);
}

static void test_zumo_push_off_the_edge(void **state) { blunder_in("zumo", "size=6", 3, 1, 0); }
/* A ConHex board cannot say who claimed a cell first: the moves instead. */
static void test_conhex_chain(void **state) { blunder_in("conhex", "pie=off", 5, 1, 1); }
/* Churn: a filling move wins (the board full with more stones) where the
 * move played lets the opponent fill it: found by exhaustive search. */
static void test_churn_filling_move(void **state) { blunder_in("churn", "size=3", 2, 3, 0); }

static void test_marks(void **state)
{
    assert_int_equal(ai_mark_of_loss(0.0), AI_MARK_GOOD);
    assert_int_equal(ai_mark_of_loss(0.099), AI_MARK_GOOD);
    assert_int_equal(ai_mark_of_loss(0.10), AI_MARK_INACCURACY);
    assert_int_equal(ai_mark_of_loss(0.25), AI_MARK_MISTAKE);
    assert_int_equal(ai_mark_of_loss(0.30), AI_MARK_BLUNDER);
    assert_int_equal(ai_mark_of_loss(1.0), AI_MARK_BLUNDER);
    assert_string_equal(ai_mark_word(AI_MARK_BLUNDER), "blunder");
    assert_string_equal(ai_mark_word(AI_MARK_INACCURACY), "inaccuracy");
    assert_non_null(strstr(ai_review_legend(), "Mistake: lost 20-30%"));
}

/* Plays n legal moves on s: each time the k-th listed (or the last). */
static void play_some(session_t *s, int n, int k)
{
    char err[GAME_ERR_MAX], text[MOVE_TEXT_MAX];
    move_t *ms = malloc(sizeof *ms * 256);
    for (int i = 0; i < n; i++) {
        int c = s->game->rules->moves(s->game, session_state(s), ms, 256);
        assert_true(c > 0);
        const move_t *m = &ms[k < c ? k : c - 1];
        s->game->rules->format(s->game, session_state(s), m, text, sizeof text);
        if (session_play_move(s, m, err, sizeof err)) fail_msg("%s: %s", text, err);
    }
    free(ms);
}

/* A short Churn game with a review; its stored copy survives a save and a
 * load, a changed game drops it, a malformed one is refused. */
static void test_stored_review(void **state)
{
    char err[1024];
    session_t *s = session_new(gametest_game("churn", "size=2"), err, sizeof err);
    assert_non_null(s);
    play_some(s, 3, 1);
    ai_review_t *r = ai_review_new(s, err, sizeof err);
    assert_non_null(r);
    assert_int_equal(r->npos, 4);
    ai_request_t req = {.level = AI_MEDIUM, .iterations = 800, .seed = 3, .threads = 1};
    assert_int_equal(ai_review_run(r, &req, NULL, NULL, err, sizeof err), 0);
    assert_int_equal(r->done, 4);
    assert_int_equal(ai_review_store(r, s, err, sizeof err), 0);
    char *text = session_save_text(s);
    assert_non_null(strstr(text, "format: hexarcade-save 2\n"));
    assert_non_null(strstr(text, "\nreview-key: "));
    assert_non_null(strstr(text, "\nreview: hexarcade-review 2 level=medium iterations=800 seed=3 positions=4\n"));
    /* Reopened: the same review, no search. */
    session_t *s2 = session_load_text("t.sav", text, NULL, err, sizeof err);
    if (!s2) fail_msg("%s", err);
    ai_review_t *r2 = ai_review_new(s2, err, sizeof err);
    assert_int_equal(ai_review_load(r2, s2, err, sizeof err), 4);
    for (int k = 0; k < r->nmoves; k++) {
        assert_int_equal(r2->moves[k].mark, r->moves[k].mark);
        assert_int_equal(r2->moves[k].mover, r->moves[k].mover);
        /* Exactly what the marks were computed from (issue 36: at 4
         * decimals a loss on a threshold flipped its mark on re-read). */
        int me = r->moves[k].mover;
        assert_true(r2->moves[k].loss == r->moves[k].loss);
        assert_true(r2->moves[k].noise == r->moves[k].noise);
        assert_true(r2->moves[k].before[me] == r->moves[k].before[me]);
        assert_true(r2->moves[k].after[me] == r->moves[k].after[me]);
        assert_string_equal(r2->moves[k].best, r->moves[k].best);
    }
    assert_string_equal(r2->pos[0].best, r->pos[0].best);
    char *text2 = session_save_text(s2);
    assert_string_equal(text2, text);
    /* A probability that is not a finite number (issue 34): the stored
     * review is refused with the reason, hexreview says so and reviews
     * again. */
    char *nan_text = strdup(text);
    char *line0 = strstr(nan_text, "\nreview: 0 ");
    assert_non_null(line0);
    memcpy(line0 + 11, "nan nan", 7);
    session_t *sn = session_load_text("n.sav", nan_text, NULL, err, sizeof err);
    if (!sn) fail_msg("%s", err);
    ai_review_t *rn = ai_review_new(sn, err, sizeof err);
    assert_int_equal(ai_review_load(rn, sn, err, sizeof err), -1);
    if (!strstr(err, "bad win probability 'nan'")) fail_msg("%s", err);
    assert_int_equal(rn->done, 0);
    char dir[1024], path[1200], cmd[2600];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexreviewnan"));
    snprintf(path, sizeof path, "%s/n.sav", dir);
    assert_int_equal(fileio_write_atomic(path, nan_text, strlen(nan_text), err, sizeof err), 0);
    snprintf(cmd, sizeof cmd, "%s/hexreview %s --threads 1 2>&1", build_dir(), path);
    int status;
    char *out = run(cmd, &status);
    assert_int_equal(status, 0);
    if (!strstr(out, "the stored review is not used (review line 2: bad win probability 'nan'")) fail_msg("%s", out);
    assert_null(strstr(out, "nan "));
    free(out);
    unlink(path);
    rmdir(dir);
    ai_review_free(rn);
    session_free(sn);
    free(nan_text);
    /* The game changes: the review no longer applies and is not written. */
    session_undo(s2);
    session_undo(s2);
    play_some(s2, 1, 2);
    assert_null(session_review(s2));
    char *text3 = session_save_text(s2);
    assert_null(strstr(text3, "review"));
    assert_non_null(strstr(text3, "format: hexarcade-save 1\n"));
    /* A save edited by hand: other moves under the same review are loaded
     * without it. */
    char *edited = strdup(text);
    char *mv = strstr(edited, "cursor:");
    assert_non_null(mv);
    memcpy(mv - 1, "\nmove: restart\ncursor: 4\n", 26);
    session_t *s3 = session_load_text("e.sav", edited, NULL, err, sizeof err);
    if (!s3) fail_msg("%s", err);
    assert_null(session_review(s3));
    /* A review stored before issue 36 (format 1: 4 decimals, no visits)
     * still reads, every move marked. */
    char v1[2048];
    size_t at = (size_t)snprintf(v1, sizeof v1, "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n");
    for (int i = 0; i < r->npos; i++) {
        at += (size_t)snprintf(v1 + at, sizeof v1 - at, "%d %.4f %.4f %+d", i, r->pos[i].win[1], r->pos[i].win[2],
                               r->pos[i].proven);
        if (r->pos[i].best[0]) at += (size_t)snprintf(v1 + at, sizeof v1 - at, " best %s", r->pos[i].best);
        at += (size_t)snprintf(v1 + at, sizeof v1 - at, "\n");
    }
    ai_review_t *r1 = ai_review_new(s, err, sizeof err);
    if (ai_review_parse(r1, v1, err, sizeof err) != 4) fail_msg("%s", err);
    for (int k = 0; k < r1->nmoves; k++) assert_true(r1->moves[k].done && r1->moves[k].mark != AI_MARK_NONE);
    ai_review_free(r1);
    /* Malformed review text: refused with a message, r unchanged. */
    ai_review_t *r3 = ai_review_new(s, err, sizeof err);
    const char *bad[] = {
        "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n0 0.5 0.5 +0 best Z9\n",
        "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n0 0.9 0.9 +0 best A1\n",
        "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n1 0.5 0.5 +0 best A1\n",
        "hexarcade-review 7\n",
        /* Not finite (issue 34): refused, naming the number. */
        "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n0 nan nan +0 best A1\n",
        "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n0 0.5 -nan +0 best A1\n",
        "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n0 inf 0 +0 best A1\n",
        "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n0 1e999 0.5 +0 best A1\n",
        "hexarcade-review 1 level=medium iterations=800 seed=3 positions=4\n0 NAN(1) 0.5 +0 best A1\n",
    };
    for (int i = 0; i < 9; i++) {
        err[0] = '\0';
        assert_int_equal(ai_review_parse(r3, bad[i], err, sizeof err), -1);
        assert_int_equal(r3->done, 0);
        if (i >= 4 && !strstr(err, "review line 2: bad win probability")) fail_msg("%s", err);
    }
    assert_non_null(strstr(err, "'NAN(1)'"));
    /* Format 2: the visits and the played move's value are checked too. */
    const char *bad2[] = {
        "hexarcade-review 2 level=medium iterations=800 seed=3 positions=4\n0 0.5 0.5 +0 best A1\n",
        "hexarcade-review 2 level=medium iterations=800 seed=3 positions=4\n0 0.5 0.5 +0 visits -3 best A1\n",
        "hexarcade-review 2 level=medium iterations=800 seed=3 positions=4\n0 0.5 0.5 +0 visits 9 played nan 3 best A1\n",
        "hexarcade-review 2 level=medium iterations=800 seed=3 positions=4\n0 0.5 0.5 +0 visits 9 played 1.5 3 best A1\n",
    };
    for (int i = 0; i < 4; i++) {
        err[0] = '\0';
        assert_int_equal(ai_review_parse(r3, bad2[i], err, sizeof err), -1);
        assert_int_equal(r3->done, 0);
        if (!strstr(err, "review line 2: ")) fail_msg("%s", err);
    }
    ai_review_free(r);
    ai_review_free(r2);
    ai_review_free(r3);
    free(text);
    free(text2);
    free(text3);
    free(edited);
    session_free(s);
    session_free(s2);
    session_free(s3);
}

/* Easy self-play of `id` (setup) under seed: the session of the game, cut
 * off after `cap` moves. */
static session_t *easy_selfplay(const char *id, const char *setup, uint64_t seed, int cap)
{
    char err[GAME_ERR_MAX];
    session_t *s = session_new(gametest_game(id, setup), err, sizeof err);
    if (!s) fail_msg("%s", err);
    move_t *m = malloc(sizeof *m);
    for (int i = 0; i < cap && !game_is_over(session_state(s)); i++) {
        ai_request_t req = {.level = AI_EASY, .seed = seed * 1000 + (uint64_t)i, .threads = 1};
        if (ai_choose(s->game, session_state(s), &req, m, NULL, err, sizeof err)) fail_msg("%s", err);
        if (session_play_move(s, m, err, sizeof err)) fail_msg("%s", err);
    }
    free(m);
    return s;
}

/* Marks of s's moves reviewed under seed with `iters` iterations a
 * position (0: the review's default). */
static void marks_at(session_t *s, uint64_t seed, long iters, ai_mark_t *out)
{
    char err[GAME_ERR_MAX];
    ai_review_t *r = ai_review_new(s, err, sizeof err);
    assert_non_null(r);
    ai_request_t req;
    ai_review_default_request(s->game, &req);
    if (iters) req.iterations = iters;
    req.seed = seed;
    req.threads = 2;
    assert_int_equal(ai_review_run(r, &req, NULL, NULL, err, sizeof err), 0);
    assert_int_equal(r->done, r->npos);
    for (int k = 0; k < r->nmoves; k++) {
        out[k] = r->moves[k].mark;
        /* One evaluation: the best move never shows a drop. */
        if (!strcmp(r->moves[k].text, r->pos[k].best)) {
            int me = r->moves[k].mover;
            assert_true(r->moves[k].after[me] == r->moves[k].before[me]);
        }
    }
    ai_review_free(r);
}

/* A 3-player Wunchunk review means something (issue 36): two seeds give the
 * same mark on at least 90% of the moves of an Easy self-play game (side 5,
 * 2000 iterations a position), and `hexreview --fresh --write` then
 * `hexreview` print the same lines. With HEXARCADE_REVIEWBENCH set
 * (tools/reviewbench.sh): side 6, the review's default budget, the game of
 * seed HEXARCADE_REVIEWBENCH_GAME (default 3: 78 moves), the figures printed. */
static void test_multi_player_marks_agree(void **state)
{
    const char *bench = getenv("HEXARCADE_REVIEWBENCH"), *game = getenv("HEXARCADE_REVIEWBENCH_GAME");
    int full = bench && *bench;
    const char *setup = full ? "players=3 size=6" : "players=3 size=5";
    long iters = full ? 0 : 2000;
    session_t *s = easy_selfplay("wunchunk", setup, full && game ? (uint64_t)atol(game) : full ? 3 : 1, 400);
    int n = s->n - 1;
    assert_true(n > 40);
    ai_mark_t *a = malloc(sizeof *a * (size_t)n), *b = malloc(sizeof *b * (size_t)n);
    marks_at(s, 1, iters, a);
    marks_at(s, 2, iters, b);
    int same = 0, marked_a = 0, marked_b = 0;
    for (int k = 0; k < n; k++) {
        same += a[k] == b[k];
        marked_a += a[k] > AI_MARK_GOOD;
        marked_b += b[k] > AI_MARK_GOOD;
    }
    printf("review agreement: wunchunk %s, %d moves, %s: same mark at seeds 1 and 2 on %d of %d (%.1f%%); "
           "moves marked %d and %d\n",
           setup, n, full ? "default budget" : "2000 iterations", same, n, 100.0 * same / n, marked_a, marked_b);
    assert_true(same * 10 >= n * 9);
    /* Written, then read back: the same lines. */
    char dir[1024], path[1200], cmd[2600], err[1024];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexreview3p"));
    snprintf(path, sizeof path, "%s/w.sav", dir);
    if (session_save(s, path, err, sizeof err)) fail_msg("%s", err);
    char budget[32] = "";
    if (iters) snprintf(budget, sizeof budget, " --iterations %ld", iters);
    snprintf(cmd, sizeof cmd, "%s/hexreview %s --threads 2 --fresh --write%s", build_dir(), path, budget);
    int status;
    char *fresh = run(cmd, &status);
    assert_int_equal(status, 0);
    snprintf(cmd, sizeof cmd, "%s/hexreview %s", build_dir(), path);
    char *stored = run(cmd, &status);
    assert_int_equal(status, 0);
    assert_string_equal(stored, fresh);
    assert_non_null(strstr(fresh, "player 3: "));
    free(fresh);
    free(stored);
    unlink(path);
    rmdir(dir);
    free(a);
    free(b);
    session_free(s);
}

/* A game lost on time: the flag fall is an entry of its own, not a move:
 * no mark, not in the mover's count; the moves before it are marked. */
static void test_flag_fall_is_not_a_move(void **state)
{
    (void)state;
    char err[1024];
    session_t *s = session_new(gametest_game("conhex", "pie=off"), err, sizeof err);
    assert_non_null(s);
    play_some(s, 4, 2);
    int loser = game_head(session_state(s))->to_move;
    if (session_flag(s, loser, err, sizeof err)) fail_msg("%s", err);
    ai_review_t *r = ai_review_new(s, err, sizeof err);
    assert_non_null(r);
    assert_int_equal(r->nmoves, 5);
    ai_request_t req = {.level = AI_MEDIUM, .iterations = 400, .seed = 5, .threads = 1};
    assert_int_equal(ai_review_run(r, &req, NULL, NULL, err, sizeof err), 0);
    for (int k = 0; k < 4; k++) {
        assert_false(r->moves[k].aside);
        assert_true(r->moves[k].mark != AI_MARK_NONE);
    }
    const ai_review_move_t *f = &r->moves[4];
    assert_true(f->aside);
    assert_int_equal(f->mark, AI_MARK_NONE);
    assert_string_equal(f->best, "");
    /* The loser lost on time: his win probability after it is 0. */
    assert_true(f->after[r->moves[4].mover] < 1e-9);
    ai_review_sum_t sum;
    ai_review_summary(r, r->moves[4].mover, &sum);
    assert_int_equal(sum.moves, 2);
    ai_review_free(r);
    session_free(s);
}

static void sleep_ms(double ms)
{
    struct timespec ts = {0, (long)(ms * 1e6)};
    nanosleep(&ts, NULL);
}

/* The worker fills the caller's review position by position (progress
 * grows), and a cancel stops it at once, keeping what was copied. */
static void test_worker(void **state)
{
    char err[1024];
    session_t *s = session_new(gametest_game("conhex", "pie=off"), err, sizeof err);
    play_some(s, 6, 2);
    ai_review_t *mine = ai_review_new(s, err, sizeof err);
    ai_review_worker_t *w = ai_review_worker_new();
    ai_request_t req = {.level = AI_HARD, .iterations = 3000, .seed = 1, .threads = 1};
    assert_int_equal(ai_review_worker_start(w, mine, &req, err, sizeof err), 0);
    int seen = 0, steps = 0;
    ai_review_status_t st;
    while ((st = ai_review_worker_sync(w, mine)) == AI_REVIEW_BUSY) {
        if (mine->done > seen) {
            steps++;
            seen = mine->done;
        }
        sleep_ms(2);
    }
    assert_int_equal(st, AI_REVIEW_DONE);
    assert_int_equal(mine->done, 7);
    assert_true(steps >= 2);
    for (int k = 0; k < 6; k++) assert_true(mine->moves[k].done && mine->moves[k].mark != AI_MARK_NONE);
    /* The same as reviewing here. */
    ai_review_t *direct = ai_review_new(s, err, sizeof err);
    assert_int_equal(ai_review_run(direct, &req, NULL, NULL, err, sizeof err), 0);
    for (int k = 0; k < 6; k++) assert_int_equal(direct->moves[k].mark, mine->moves[k].mark);
    /* Cancel. */
    ai_review_t *fresh = ai_review_new(s, err, sizeof err);
    req.iterations = 50000000L;
    assert_int_equal(ai_review_worker_start(w, fresh, &req, err, sizeof err), 0);
    sleep_ms(100);
    assert_true(ai_review_worker_busy(w));
    ai_review_worker_cancel(w);
    assert_int_equal(ai_review_worker_sync(w, fresh), AI_REVIEW_IDLE);
    assert_int_equal(fresh->done, 0);
    ai_review_worker_join(w);
    ai_review_worker_free(w);
    ai_review_free(mine);
    ai_review_free(direct);
    ai_review_free(fresh);
    session_free(s);
}

static void test_tool_errors(void **state)
{
    char cmd[2600];
    int status;
    snprintf(cmd, sizeof cmd, "%s/hexreview /nonexistent/x.sav 2>&1", build_dir());
    char *out = run(cmd, &status);
    assert_int_equal(status, 1);
    assert_non_null(strstr(out, "/nonexistent/x.sav"));
    free(out);
    char dir[1024], path[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexreview-bad-"));
    snprintf(path, sizeof path, "%s/bad.sav", dir);
    char err[512];
    const char *bad = "format: hexarcade-save 1\ngame: churn\nsize: 3\nmove: C3\nmove: C3\n";
    assert_int_equal(fileio_write_atomic(path, bad, strlen(bad), err, sizeof err), 0);
    snprintf(cmd, sizeof cmd, "%s/hexreview %s 2>&1", build_dir(), path);
    out = run(cmd, &status);
    assert_int_equal(status, 1);
    assert_non_null(strstr(out, "refused"));
    free(out);
    unlink(path);
    rmdir(dir);
    snprintf(cmd, sizeof cmd, "%s/hexreview --level grandmaster x.sav 2>&1", build_dir());
    out = run(cmd, &status);
    assert_int_equal(status, 2);
    free(out);
}

int main(void)
{
    /* tools/reviewbench.sh: the measured 3-player check alone. */
    const char *bench = getenv("HEXARCADE_REVIEWBENCH");
    if (bench && *bench) cmocka_set_test_filter("test_multi_player_marks_agree");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_marks),
        cmocka_unit_test(test_zumo_push_off_the_edge),
        cmocka_unit_test(test_conhex_chain),
        cmocka_unit_test(test_churn_filling_move),
        cmocka_unit_test(test_stored_review),
        cmocka_unit_test(test_flag_fall_is_not_a_move),
        cmocka_unit_test(test_worker),
        cmocka_unit_test(test_multi_player_marks_agree),
        cmocka_unit_test(test_tool_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
