/* puzzlegen: mines AI self-play for puzzles and verifies puzzle files.
 *
 * Mining: games of one AI level against itself (each game's seed derived
 * from --seed, so a run is repeatable); before every turn the position is
 * searched exhaustively over whole turns (ai_puzzle.h: every legal whole
 * move the rules list, multi-action turns included) for a win in one, a
 * win in two and an only defence with few answers. A position kept must
 * also be found by the AI from Medium up (the levels and seed of
 * tests/test_ai_puzzles.c), then it is written as a level file with its
 * puzzle:, goal: and every answer on an expect: line.
 *
 * Verifying (--verify FILE...): the answers of each file's kind are found
 * again by the same search and must be exactly its expect: lines. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "ai/ai_puzzle.h"
#include "core/fileio.h"
#include "contract/words.h"
#include "lib_tool.h"
#include "plat/plat.h"

#define PG_MAX_FOUND 512
#define PG_AI_SEED 12345 /* tests/test_ai_puzzles.c asks the AI with this seed */

typedef struct {
    const char *game, *options, *out, *data;
    long size, games, count, max_answers, max_moves, win2_moves, min_moves, cap;
    uint64_t seed;
    int level;
    int want[PUZ_KINDS];
    int quiet;
    int retitle;     /* --verify --retitle: mined titles ("Defend at turn 42") say what the answer does */
    int no_pass;     /* a pass the AI chooses becomes a random turn that is not one */
} pg_opts_t;

typedef struct {
    long found[PUZ_KINDS];
    uint64_t seen[PG_MAX_FOUND];
    int nseen;
    long positions, skipped_cap, ai_missed, unwritable;
    long write_failed; /* files that could not be written: mining stops, status 1 */
} pg_tally_t;

static uint64_t fnv(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

/* The board text, result and side to move of a state, as one string. */
static void position_text(const game_t *g, const void *st, char *out, size_t n)
{
    char res[64];
    size_t k = game_board_text(g, st, out, n);
    game_result_text(st, res, sizeof res);
    snprintf(out + k, n - k, "%s to-move %d", res, game_head(st)->to_move);
}

/* 1 when the AI at Medium, Hard and Expert plays one of the answers (the
 * same position after its move as after one of them). */
static int ai_finds(const game_t *g, const void *st, const move_t *ans, int nans)
{
    char err[GAME_ERR_MAX];
    char (*want)[8192] = malloc(sizeof *want * LEVEL_MAX_EXPECT), *got = malloc(8192);
    void *tmp = malloc(g->rules->state_size);
    if (!tmp || !want || !got) {
        free(tmp);
        free(want);
        free(got);
        return 0;
    }
    for (int i = 0; i < nans; i++) {
        memcpy(tmp, st, g->rules->state_size);
        game_apply_move(g, tmp, &ans[i], NULL, err, sizeof err);
        position_text(g, tmp, want[i], 8192);
    }
    int ok = 1;
    for (int level = AI_MEDIUM; level <= AI_EXPERT && ok; level++) {
        move_t *m = malloc(sizeof *m);
        ai_request_t req = {.level = (ai_level_t)level, .seed = PG_AI_SEED};
        ok = m && ai_choose(g, st, &req, m, NULL, err, sizeof err) == 0;
        if (ok) {
            memcpy(tmp, st, g->rules->state_size);
            ok = game_apply_move(g, tmp, m, NULL, err, sizeof err) == 0;
            if (ok) position_text(g, tmp, got, 8192);
            int same = 0;
            for (int i = 0; ok && i < nans && !same; i++) same = !strcmp(got, want[i]);
            ok = ok && same;
        }
        free(m);
    }
    free(tmp);
    free(want);
    free(got);
    return ok;
}

static const char *const kind_title[PUZ_KINDS] = {"", "Win in one", "Win in two", "The only defence", "Study"};
/* A title that says only the kind and the turn it was mined at: where the
 * answer does nothing telling (words_puzzle_title), and --retitle's pattern. */
static const char *const kind_short[PUZ_KINDS] = {"", "Win in one", "Win in two", "Defend", "Study"};

/* The level text of a puzzle into text (cap bytes); phase 0: no phase: line. */
static size_t file_text(const pg_opts_t *o, const game_t *g, const void *st, puz_kind_t k, const move_t *ans, int nans,
                        long game, long ply, int phase, char *text, size_t cap)
{
    const game_rules_t *r = g->rules;
    int mover = game_head(st)->to_move;
    char board[8192], opts[256], goal[LEVEL_TEXT_LEN];
    size_t at = 0;
    game_board_text(g, st, board, sizeof board);
    game_setup_format_options(r, &g->setup, opts, sizeof opts);
    words_puzzle_goal(g, mover, (int)k, goal, sizeof goal);
#define OUT(...) at += (size_t)snprintf(text + at, at < cap ? cap - at : 0, __VA_ARGS__)
    OUT("# Puzzle (%s), mined by tools/puzzlegen from AI self-play (level %s, seed %llu,\n"
        "# game %ld, before turn %ld) and checked by exhaustive search over whole turns:\n"
        "# the expect: lines are every move that solves it. puzzlegen --verify checks\n"
        "# them again; tests/test_ai_puzzles.c checks that the AI finds one.\n",
        kind_title[k], ai_level_name((ai_level_t)o->level), (unsigned long long)o->seed, game, ply);
    OUT("game: %s\n", r->id);
    if (g->setup.side) OUT("size: %d\n", g->setup.side);
    OUT("players: %d\nto-move: %d\n", g->setup.players, mover);
    if (phase) OUT("phase: %d\n", phase);
    OUT("options: %s\npuzzle: %s\n", opts, puz_kind_name(k));
    /* What the answer does, else the turn it came from. */
    char title[LEVEL_TEXT_LEN];
    if (words_puzzle_title(g, st, (int)k, ans, nans, title, sizeof title)) OUT("title: %s\n", title);
    else OUT("title: %s at turn %ld\n", kind_short[k], ply);
    OUT("goal: %s\n", goal);
    for (int i = 0; i < nans; i++) {
        char mt[MOVE_TEXT_MAX];
        r->format(g, st, &ans[i], mt, sizeof mt);
        OUT("expect: %s\n", mt);
    }
    OUT("board:\n%s", board);
#undef OUT
    return at < cap ? at : cap - 1;
}

/* 1 when the level text loads as the same position as st: the same board
 * text, side to move and legal whole turns (a board does not show all of
 * a state: an Uknight phase, a ConHex cell claimed before the other side
 * filled it too). */
static int same_position(const pg_opts_t *o, const game_t *g, const void *st, const char *text)
{
    char err[GAME_ERR_MAX + 600];
    level_t *lv = level_new();
    void *st2 = NULL;
    game_t *g2 = NULL;
    int same = 0;
    char *a = NULL, *b = NULL, *pa = malloc(8192), *pb = malloc(8192);
    if (lv && pa && pb && level_parse(lv, "puzzle", text, err, sizeof err) == 0 &&
        (g2 = game_from_level(lv, o->data, "", &st2, err, sizeof err))) {
        position_text(g, st, pa, 8192);
        position_text(g2, st2, pb, 8192);
        a = game_legal_moves_text(g, st, (int)o->max_moves, NULL, err, sizeof err);
        b = game_legal_moves_text(g2, st2, (int)o->max_moves, NULL, err, sizeof err);
        same = a && b && !strcmp(a, b) && !strcmp(pa, pb);
    }
    free(a);
    free(b);
    free(pa);
    free(pb);
    free(st2);
    game_free(g2);
    level_free(lv);
    return same;
}

/* Writes the puzzle file (with the phase: line its position needs); 0,
 * 1 when no level text gives back the same position, or -1 with a message. */
static int write_puzzle(const pg_opts_t *o, const game_t *g, const void *st, puz_kind_t k, const move_t *ans,
                        int nans, long game, long ply, char *name, size_t name_n, char *err, size_t errlen)
{
    char colour[32];
    snprintf(colour, sizeof colour, "%s", g->rules->colour_names[game_head(st)->to_move - 1]);
    for (char *p = colour; *p; p++)
        if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
    snprintf(name, name_n, "%s-%s-s%llu-g%ld-t%ld.txt", puz_kind_name(k), colour, (unsigned long long)o->seed,
             game, ply);
    size_t cap = 32768, len = 0;
    char *text = malloc(cap);
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int phase = 0;
    for (; phase <= 3; phase++) {
        len = file_text(o, g, st, k, ans, nans, game, ply, phase, text, cap);
        if (same_position(o, g, st, text)) break;
    }
    int rc = 1;
    if (phase <= 3) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", o->out, name);
        rc = fileio_write_atomic(path, text, len, err, errlen);
    }
    free(text);
    return rc;
}

/* Looks at one position; writes what it finds. */
static void look(const pg_opts_t *o, const game_t *g, const void *st, puz_search_t *s, move_t *ans, long game,
                 long ply, pg_tally_t *t)
{
    char err[512], name[256];
    int mover = game_head(st)->to_move, opp = mover % g->setup.players + 1;
    t->positions++;
    int w1 = puz_answers(s, st, PUZ_WIN1, ans, (int)o->max_answers);
    if (w1 == -1) {
        t->skipped_cap++;
        return;
    }
    int nmoves = g->rules->moves(g, st, ans + o->max_answers, o->max_moves);
    if (nmoves < o->min_moves) return; /* too little to choose from */
    puz_kind_t k = PUZ_NONE;
    int n = 0;
    if (w1 != 0) {
        if (w1 < 0 || w1 * 2 > nmoves) return; /* too many ways: no puzzle */
        k = PUZ_WIN1;
        n = w1;
    } else {
        if (o->want[PUZ_DEFEND] && t->found[PUZ_DEFEND] < o->count && puz_threat(s, st, opp, NULL) > 0) {
            n = puz_answers(s, st, PUZ_DEFEND, ans, (int)o->max_answers);
            if (n > 0 && n * 2 <= nmoves) k = PUZ_DEFEND;
        }
        if (k == PUZ_NONE && o->want[PUZ_WIN2] && t->found[PUZ_WIN2] < o->count && nmoves <= o->win2_moves) {
            n = puz_answers(s, st, PUZ_WIN2, ans, (int)o->max_answers);
            if (n > 0 && n * 2 <= nmoves) k = PUZ_WIN2;
        }
    }
    if (k == PUZ_NONE || !o->want[k] || t->found[k] >= o->count) return;
    /* "Pass after the opponent passed" wins, but teaches nothing. */
    for (int i = 0; i < n; i++)
        if (ans[i].n == 1 && ans[i].a[0].kind == ACT_PASS) return;
    char *pos = malloc(8192);
    if (!pos) return;
    position_text(g, st, pos, 8192);
    uint64_t h = fnv(pos);
    free(pos);
    for (int i = 0; i < t->nseen; i++)
        if (t->seen[i] == h) return;
    if (!ai_finds(g, st, ans, n)) {
        t->ai_missed++;
        return;
    }
    if (t->nseen < PG_MAX_FOUND) t->seen[t->nseen++] = h;
    int wrc = write_puzzle(o, g, st, k, ans, n, game, ply, name, sizeof name, err, sizeof err);
    if (wrc) {
        if (wrc < 0) fprintf(stderr, "puzzlegen: %s\n", err);
        if (wrc < 0) t->write_failed++;
        else t->unwritable++;
        return;
    }
    t->found[k]++;
    if (!o->quiet) printf("%s/%s (%d answer%s of %d moves)\n", o->out, name, n, n == 1 ? "" : "s", nmoves);
}

static int done(const pg_opts_t *o, const pg_tally_t *t)
{
    if (t->write_failed) return 1; /* the next would fail the same way */
    for (int k = 1; k < PUZ_KINDS; k++)
        if (o->want[k] && t->found[k] < o->count) return 0;
    return 1;
}

/* A random whole turn at st that is not a pass (the game goes on towards a
 * full board): 1 when one was played, 0 when twenty tries found none. */
static int random_non_pass(const game_t *g, void *st, rng_t *rng)
{
    void *tmp = malloc(g->rules->state_size);
    int played = 0;
    for (int k = 0; tmp && k < 20 && !played; k++) {
        memcpy(tmp, st, g->rules->state_size);
        if (g->rules->random_turn(g, tmp, rng) == 0 && game_head(tmp)->passes == 0) {
            memcpy(st, tmp, g->rules->state_size);
            played = 1;
        }
    }
    free(tmp);
    return played;
}

static int mine(const pg_opts_t *o)
{
    char err[GAME_ERR_MAX + 256], words[512];
    snprintf(words, sizeof words, "pie=off %s", o->options ? o->options : "");
    if (o->size) snprintf(words + strlen(words), sizeof words - strlen(words), " size=%ld", o->size);
    game_t *g = args_new_game(o->game, words, o->data, err, sizeof err);
    if (!g) {
        fprintf(stderr, "puzzlegen: %s\n", args_data_note(err, sizeof err, o->data));
        return 2;
    }
    void *start = game_state_new(g), *st = game_state_new(g);
    move_t *m = malloc(sizeof *m), *ans = malloc(sizeof *ans * (size_t)(o->max_answers + o->max_moves));
    puz_search_t *s = puz_search_new(g, (int)o->max_moves);
    pg_tally_t *t = calloc(1, sizeof *t);
    int rc = 0;
    if (!start || !st || !m || !ans || !s || !t || game_start(g, start, err, sizeof err)) {
        fprintf(stderr, "puzzlegen: %s\n", start && st && m && ans && s && t ? err : "out of memory");
        rc = 2;
    } else if (fileio_mkdirs(o->out)) {
        fprintf(stderr, "puzzlegen: cannot make the folder %s: %s\n", o->out, strerror(errno));
        rc = 1;
    }
    double t0 = tool_now();
    for (long i = 0; rc == 0 && i < o->games && !done(o, t); i++) {
        memcpy(st, start, g->rules->state_size);
        rng_t rng;
        rng_seed(&rng, args_seed(o->seed, (uint64_t)i, 1u << 30));
        for (long ply = 0; !game_is_over(st) && ply < o->cap && !done(o, t); ply++) {
            look(o, g, st, s, ans, i, ply, t);
            ai_request_t req = {.level = (ai_level_t)o->level, .seed = args_seed(o->seed, (uint64_t)i, (uint64_t)ply)};
            if (ai_choose(g, st, &req, m, NULL, err, sizeof err)) {
                fprintf(stderr, "puzzlegen: game %ld turn %ld: %s\n", i, ply, err);
                break;
            }
            if (o->no_pass && m->n == 1 && m->a[0].kind == ACT_PASS && random_non_pass(g, st, &rng)) continue;
            if (game_apply_move(g, st, m, NULL, err, sizeof err)) {
                fprintf(stderr, "puzzlegen: game %ld turn %ld: %s\n", i, ply, err);
                break;
            }
        }
    }
    if (rc == 0)
        printf("puzzlegen: %s: %ld positions, win1 %ld, win2 %ld, defend %ld; %ld over the move cap, "
               "%ld the AI missed, %ld not writable as a level (%.1f s)\n",
               o->game, t->positions, t->found[PUZ_WIN1], t->found[PUZ_WIN2], t->found[PUZ_DEFEND],
               t->skipped_cap, t->ai_missed, t->unwritable, tool_now() - t0);
    if (rc == 0 && t->write_failed) {
        fprintf(stderr, "puzzlegen: stopped: a puzzle could not be written in %s\n", o->out);
        rc = 1;
    }
    puz_search_free(s);
    free(t);
    free(ans);
    free(m);
    free(start);
    free(st);
    game_free(g);
    return rc;
}

/* ---------------------------------------------------------------- verify */

static int cmp_text(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* A title of kind and turn ("Defend at turn 42", saying nothing of the
 * puzzle) becomes words_puzzle_title's where that tells more; a title
 * written by hand stays.
 * The file is rewritten atomically. 0, or -1 with a message. */
static int retitle(const char *path, const level_t *lv, const game_t *g, const void *st, puz_kind_t k, const move_t *ans,
                   int nans, char *err, size_t errlen)
{
    char old[LEVEL_TEXT_LEN], title[LEVEL_TEXT_LEN];
    long turn;
    int used = 0;
    snprintf(old, sizeof old, "%s at turn %%ld%%n", kind_short[k]);
    if (sscanf(lv->title, old, &turn, &used) != 1 || lv->title[used]) return 0;
    if (!words_puzzle_title(g, st, (int)k, ans, nans, title, sizeof title)) return 0;
    size_t len;
    char *text = fileio_read_text(path, &len, err, errlen);
    if (!text) return -1;
    char *line = strstr(text, "\ntitle: "), *end = line ? strchr(line + 1, '\n') : NULL;
    int rc = -1;
    if (!end) {
        snprintf(err, errlen, "no title: line to rewrite");
    } else {
        size_t cap = len + sizeof title + 16;
        char *out = malloc(cap);
        if (!out) {
            snprintf(err, errlen, "out of memory");
        } else {
            int n = snprintf(out, cap, "%.*s\ntitle: %s%s", (int)(line - text), text, title, end);
            rc = fileio_write_atomic(path, out, (size_t)n, err, errlen);
            free(out);
        }
    }
    free(text);
    return rc;
}

/* "no answer", "1 answer (G8)", "3 answers (A, B, C)", at most 6 named
 * ("... and 2 more"). */
static const char *answers(char (*moves)[MOVE_TEXT_MAX], int n, char *buf, size_t len)
{
    if (n <= 0) return snprintf(buf, len, "no answer"), buf;
    size_t at = (size_t)snprintf(buf, len, "%d answer%s (", n, n == 1 ? "" : "s");
    for (int i = 0; i < n && i < 6 && at < len; i++)
        at += (size_t)snprintf(buf + at, len - at, "%s%.60s", i ? ", " : "", moves[i]);
    if (n > 6 && at < len) at += (size_t)snprintf(buf + at, len - at, " and %d more", n - 6);
    if (at < len) snprintf(buf + at, len - at, ")");
    return buf;
}

/* 0 when the file's expect: lines are exactly the answers of its kind. */
static int verify_file(const char *path, const pg_opts_t *o)
{
    char err[GAME_ERR_MAX + 600];
    level_t *lv = level_new();
    void *st = NULL;
    game_t *g = NULL;
    int rc = -1;
    char (*have)[MOVE_TEXT_MAX] = malloc(sizeof *have * LEVEL_MAX_EXPECT);
    char (*found)[MOVE_TEXT_MAX] = malloc(sizeof *found * LEVEL_MAX_EXPECT);
    move_t *ans = malloc(sizeof *ans * LEVEL_MAX_EXPECT);
    puz_search_t *s = NULL;
    if (!lv || !ans || !have || !found) {
        snprintf(err, sizeof err, "out of memory");
    } else if (level_load(lv, path, err, sizeof err) == 0 && (g = game_from_level(lv, o->data, "", &st, err, sizeof err))) {
        puz_kind_t k = puz_kind_parse(lv->puzzle);
        s = puz_search_new(g, (int)o->max_moves);
        if (k == PUZ_NONE) {
            snprintf(err, sizeof err, "no 'puzzle:' kind (win1, win2, defend, study)");
        } else if (!s) {
            snprintf(err, sizeof err, "out of memory");
        } else if (k == PUZ_STUDY) {
            rc = lv->nexpect > 0 ? 0 : -1; /* a study's answers are its text's: legal is all levelcheck asks */
            if (rc) snprintf(err, sizeof err, "a study needs its move on an expect: line");
        } else {
            int n = puz_answers(s, st, k, ans, LEVEL_MAX_EXPECT);
            for (int i = 0; i < lv->nexpect; i++) {
                move_t m;
                char why[GAME_ERR_MAX];
                if (g->rules->parse(g, st, lv->expect[i], &m, why, sizeof why)) snprintf(have[i], MOVE_TEXT_MAX, "%.60s (not a move here)", lv->expect[i]);
                else g->rules->format(g, st, &m, have[i], MOVE_TEXT_MAX);
            }
            for (int i = 0; i < n; i++) g->rules->format(g, st, &ans[i], found[i], MOVE_TEXT_MAX);
            if (n < 0) {
                snprintf(err, sizeof err, "%s", n == -1 ? "too many moves to search (raise --max-moves)" : "more than 16 answers");
            } else {
                qsort(have, (size_t)lv->nexpect, sizeof *have, cmp_text);
                qsort(found, (size_t)n, sizeof *found, cmp_text);
                int same = n == lv->nexpect;
                for (int i = 0; same && i < n; i++) same = !strcmp(have[i], found[i]);
                if (same) rc = o->retitle ? retitle(path, lv, g, st, k, ans, n, err, sizeof err) : 0;
                else {
                    char a[600], b[600];
                    snprintf(err, sizeof err, "the search finds %s; the file lists %s", answers(found, n, a, sizeof a),
                             answers(have, lv->nexpect, b, sizeof b));
                }
            }
        }
    }
    if (rc == 0 && !o->quiet) printf("ok   %s\n", path);
    if (rc) printf("FAIL %s: %s\n", path, args_data_note(err, sizeof err, o->data));
    puz_search_free(s);
    free(ans);
    free(have);
    free(found);
    free(st);
    game_free(g);
    level_free(lv);
    return rc;
}

static int verify_path(const char *path, const pg_opts_t *o, int *files)
{
    plat_stat_t sb;
    if (plat_stat(path, &sb) == 0 && sb.kind == PLAT_DIR) {
        plat_dir_t *d = plat_dir_open(path);
        if (!d) return printf("FAIL %s: cannot open directory\n", path), 1;
        char names[256][200];
        int n = 0, bad = 0;
        for (const char *e; (e = plat_dir_next(d)) && n < 256;) {
            size_t len = strlen(e);
            if (e[0] != '.' && len > 4 && len < 200 && !strcmp(e + len - 4, ".txt"))
                memcpy(names[n++], e, len + 1); /* len < 200: it fits */
        }
        plat_dir_close(d);
        qsort(names, (size_t)n, sizeof names[0], cmp_text);
        for (int i = 0; i < n; i++) {
            char p[1400];
            snprintf(p, sizeof p, "%.1000s/%.199s", path, names[i]);
            bad += verify_path(p, o, files);
        }
        return bad;
    }
    (*files)++;
    return verify_file(path, o) ? 1 : 0;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: puzzlegen GAME [options]          mine AI self-play for puzzles\n"
            "       puzzlegen --verify [--quiet] [--retitle] PATH...  check puzzle files' answers\n"
            "Mining plays games of one AI level against itself and searches the position\n"
            "before every turn over every legal whole turn: a win in one, a win in two, or\n"
            "an only defence against a win next turn, with few answers, that the AI finds\n"
            "from Medium up, is written to DIR/KIND-COLOUR-sSEED-gGAME-tTURN.txt with all\n"
            "its answers on expect: lines. The same seed gives the same files.\n"
            "  --size N         board side (default: the game's)\n"
            "  --options WORDS  option words (\"partial-push=on\"); pie is always off\n"
            "  --level L        self-play level (default easy)\n"
            "  --games N        games at most (default 20)\n"
            "  --seed S         base seed (default 1)\n"
            "  --count N        puzzles of each kind wanted (default 4)\n"
            "  --kinds LIST     comma-separated: win1,win2,defend (default all three)\n"
            "  --max-answers N  at most this many answers (default 3)\n"
            "  --max-moves N    skip positions with more whole turns (default 2000)\n"
            "  --win2-moves N   look for a win in two under this many turns (default 60)\n"
            "  --min-moves N    skip positions with fewer whole turns (default 3)\n"
            "  --out DIR        where files go, made if missing (default .); status 1\n"
            "                   when a file cannot be written\n"
            "  --data DIR       where levels/ lives (default: found from the binary)\n"
            "  --no-pass        a pass the AI chooses becomes a random turn that is not\n"
            "                   one (games go on to a full board)\n"
            "  --quiet          only the summary\n"
            "  --version        print the version and exit\n"
            "--verify: each file's answers (by its puzzle: kind) are searched again and\n"
            "must be its expect: lines exactly; exit status 1 if any differ. With --retitle,\n"
            "a title of kind and turn (\"Defend at turn 42\") is replaced by one that\n"
            "says what the answer does (\"Defend: the only move, claims a cell\"), where\n"
            "it does more than place.\n");
}

int main(int argc, char **argv)
{
    pg_opts_t o = {.out = ".", .games = 20, .count = 4, .max_answers = 3, .max_moves = 2000, .win2_moves = 60, .min_moves = 3,
                   .cap = 2000, .seed = 1, .level = AI_EASY};
    int verify = 0, npaths = 0;
    const char *paths[256];
    o.want[PUZ_WIN1] = o.want[PUZ_WIN2] = o.want[PUZ_DEFEND] = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long num;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (tool_version_option(a, argv[0])) {
            return 0;
        } else if (!strcmp(a, "--verify")) {
            verify = 1;
        } else if (!strcmp(a, "--retitle")) {
            o.retitle = 1;
        } else if (!strcmp(a, "--quiet")) {
            o.quiet = 1;
        } else if (!strcmp(a, "--no-pass")) {
            o.no_pass = 1;
        } else if (v && (!strcmp(a, "--options") || !strcmp(a, "--out") || !strcmp(a, "--data"))) {
            *(a[2] == 'o' && a[3] == 'p' ? &o.options : a[2] == 'o' ? &o.out : &o.data) = v;
            i++;
        } else if (v && !strcmp(a, "--level")) {
            if ((o.level = ai_level_parse(v)) < 0) return fprintf(stderr, "puzzlegen: unknown level '%s' (%s)\n", v, ai_level_list()), 2;
            i++;
        } else if (v && !strcmp(a, "--kinds")) {
            memset(o.want, 0, sizeof o.want);
            char buf[128];
            snprintf(buf, sizeof buf, "%s", v);
            for (char *save = NULL, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
                puz_kind_t k = puz_kind_parse(w);
                if (k == PUZ_NONE || k == PUZ_STUDY) return fprintf(stderr, "puzzlegen: unknown kind '%s' (win1, win2, defend)\n", w), 2;
                o.want[k] = 1;
            }
            i++;
        } else if (v && (!strcmp(a, "--size") || !strcmp(a, "--games") || !strcmp(a, "--seed") || !strcmp(a, "--count") ||
                         !strcmp(a, "--max-answers") || !strcmp(a, "--max-moves") || !strcmp(a, "--win2-moves") || !strcmp(a, "--min-moves"))) {
            long hi = !strcmp(a, "--max-answers") ? LEVEL_MAX_EXPECT : !strcmp(a, "--max-moves") ? 100000 : 1000000000L;
            if (args_parse_long(v, !strcmp(a, "--seed") ? 0 : 1, hi, &num))
                return fprintf(stderr, "puzzlegen: %s wants a whole number in 1..%ld, found '%s'\n", a, hi, v), 2;
            if (!strcmp(a, "--size")) o.size = num;
            else if (!strcmp(a, "--games")) o.games = num;
            else if (!strcmp(a, "--seed")) o.seed = (uint64_t)num;
            else if (!strcmp(a, "--count")) o.count = num;
            else if (!strcmp(a, "--max-answers")) o.max_answers = num;
            else if (!strcmp(a, "--max-moves")) o.max_moves = num;
            else if (!strcmp(a, "--min-moves")) o.min_moves = num;
            else o.win2_moves = num;
            i++;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "puzzlegen: bad argument '%s'\n", a);
            usage(stderr);
            return 2;
        } else {
            if (npaths < 256) paths[npaths++] = a;
        }
    }
    char data[512];
    if (!o.data) o.data = game_data_dir(data, sizeof data, argv[0]);
    if (o.retitle && !verify) return fprintf(stderr, "puzzlegen: --retitle goes with --verify\n"), 2;
    if (verify) {
        int files = 0, bad = 0;
        for (int i = 0; i < npaths; i++) bad += verify_path(paths[i], &o, &files);
        printf("puzzlegen: %d files, %d ok, %d failed\n", files, files - bad, bad);
        return bad ? 1 : 0;
    }
    if (npaths != 1) {
        usage(stderr);
        return 2;
    }
    o.game = paths[0];
    if (!game_by_id(o.game)) {
        char list[256];
        args_game_list(list, sizeof list);
        fprintf(stderr, "puzzlegen: unknown game '%s' (%s)\n", o.game, list);
        return 2;
    }
    return mine(&o);
}
