/* levelcheck: validates level files: each parses, its position is legal for
 * its game, the board printed back equals the file's rows, scripted moves
 * are legal in sequence, puzzle answers are legal, demos are captioned and
 * tutorials ask a question with answers and feedback. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "lib_tool.h"
#include "plat/plat.h"

#define LC_ERR 2048

typedef struct {
    const char *data;
    int quiet;
    int files, ok, failed, skipped;
} lc_t;

/* Line number of the nth (0-based) line starting with "key:" (level_t does
 * not record where expect: and cursor: lines are); 0 if not found. */
static int key_line(const char *path, const char *key, int nth)
{
    char err[GAME_ERR_MAX];
    size_t len, kl = strlen(key);
    char *text = fileio_read_text(path, &len, err, sizeof err);
    int line = 0, found = 0;
    for (char *p = text; p && *p;) {
        line++;
        while (*p == ' ' || *p == '\t') p++;
        if (!strncmp(p, key, kl) && p[kl] == ':' && nth-- == 0) {
            found = line;
            break;
        }
        char *nl = strchr(p, '\n');
        p = nl ? nl + 1 : p + strlen(p);
    }
    free(text);
    return found;
}

/* A row with its blanks normalised: single spaces between cells, no ends. */
static void norm_row(const char *in, char *out, size_t n)
{
    size_t w = 0;
    int blank = 0;
    for (; *in && w + 2 < n; in++) {
        if (*in == ' ' || *in == '\t' || *in == '\r') {
            blank = 1;
            continue;
        }
        if (blank && w) out[w++] = ' ';
        blank = 0;
        out[w++] = *in;
    }
    out[w] = '\0';
}

static int check_board(const game_t *g, const void *st, const level_t *lv, char *err, size_t errlen)
{
    char text[8192], a[LEVEL_ROW_LEN * 2], b[LEVEL_ROW_LEN * 2];
    game_board_text(g, st, text, sizeof text);
    int i = 0;
    for (char *save = NULL, *row = strtok_r(text, "\n", &save); row; row = strtok_r(NULL, "\n", &save), i++) {
        if (i >= lv->nrows) {
            snprintf(err, errlen, "%s:%d: the board printed back has more rows than the file", lv->path,
                     lv->board_line);
            return -1;
        }
        norm_row(lv->rows[i], a, sizeof a);
        norm_row(row, b, sizeof b);
        if (strcmp(a, b)) {
            snprintf(err, errlen, "%s:%d: board row prints back as '%s', the file has '%s'", lv->path,
                     lv->row_line[i], b, a);
            return -1;
        }
    }
    if (i != lv->nrows) {
        snprintf(err, errlen, "%s:%d: the board printed back has %d rows, the file %d", lv->path,
                 lv->board_line, i, lv->nrows);
        return -1;
    }
    return 0;
}

/* A script that starts from the standard start position may use the pie
 * rule, as a game played from there would (a loaded position never offers it). */
static void allow_swap_from_start(const game_t *g, void *st)
{
    char err[GAME_ERR_MAX];
    void *start = game_state_new(g);
    if (start && game_start(g, start, err, sizeof err) == 0) {
        ((game_head_t *)start)->no_swap = game_head(st)->no_swap;
        if (!memcmp(start, st, g->rules->state_size)) ((game_head_t *)st)->no_swap = 0;
    }
    free(start);
}

/* 1 when the file's own directory is named dir ("demos", "tutorials"). */
static int in_dir(const char *path, const char *dir)
{
    const char *slash = strrchr(path, '/');
    if (!slash) return 0;
    size_t n = (size_t)(slash - path), k = strlen(dir);
    return n >= k && !strncmp(slash - k, dir, k) && (n == k || slash[-(long)k - 1] == '/');
}

/* A tutorial asks for a move (goal:), knows the answers (expect:) and says
 * something after a right answer (success:) and after a wrong one (wrong:);
 * the answers must be different moves. Their legality (so also that the
 * game is not over) is checked with the puzzles' answers. */
static int check_tutorial(const game_t *g, const void *st, const level_t *lv, char *err,
                          size_t errlen)
{
    static const struct { const char *key; size_t off; } need[] = {
        {"goal", offsetof(level_t, goal)},
        {"success", offsetof(level_t, success)},
        {"wrong", offsetof(level_t, wrong)},
    };
    for (size_t i = 0; i < sizeof need / sizeof need[0]; i++)
        if (!((const char *)lv + need[i].off)[0]) {
            snprintf(err, errlen, "%s:%d: a tutorial needs '%s:'", lv->path, lv->line_game, need[i].key);
            return -1;
        }
    if (!lv->nexpect) {
        snprintf(err, errlen, "%s:%d: a tutorial needs at least one 'expect:' answer", lv->path,
                 lv->line_game);
        return -1;
    }
    char canon[LEVEL_MAX_EXPECT][MOVE_TEXT_MAX], why[GAME_ERR_MAX];
    void *tmp = malloc(g->rules->state_size);
    int rc = tmp ? 0 : -1;
    if (!tmp) snprintf(err, errlen, "%s: out of memory", lv->path);
    for (int i = 0; tmp && i < lv->nexpect && rc == 0; i++) {
        memcpy(tmp, st, g->rules->state_size);
        if (game_play(g, tmp, lv->expect[i], NULL, canon[i], sizeof canon[i], why, sizeof why) != 0)
            continue; /* reported by check_script */
        for (int k = 0; k < i; k++)
            if (!strcmp(canon[k], canon[i])) {
                snprintf(err, errlen, "%s:%d: expected answer '%.300s' is the same move as answer %d",
                         lv->path, key_line(lv->path, "expect", i), lv->expect[i], k + 1);
                rc = -1;
            }
    }
    free(tmp);
    return rc;
}

/* A puzzle says what it asks (puzzle:), its goal line and its answers, for
 * two players; that the answers are exactly right is puzzlegen --verify's
 * job (an exhaustive search, too slow for every levelcheck run). */
static int check_puzzle(const game_t *g, const level_t *lv, char *err, size_t errlen)
{
    if (!lv->puzzle[0]) {
        snprintf(err, errlen, "%s:%d: a puzzle needs 'puzzle:' (win1, win2, defend or study)", lv->path,
                 lv->line_game);
        return -1;
    }
    if (!lv->goal[0] || !lv->nexpect) {
        snprintf(err, errlen, "%s:%d: a puzzle needs 'goal:' and at least one 'expect:' answer", lv->path,
                 lv->line_game);
        return -1;
    }
    if (g->setup.players != 2) {
        snprintf(err, errlen, "%s:%d: puzzles are for two players", lv->path, lv->line_game);
        return -1;
    }
    return 0;
}

static int check_script(const game_t *g, void *st, const level_t *lv, char *err, size_t errlen)
{
    char why[GAME_ERR_MAX];
    if (in_dir(lv->path, "demos")) {
        if (!lv->nsteps) {
            snprintf(err, errlen, "%s:%d: a demo needs at least one 'move:'", lv->path, lv->line_game);
            return -1;
        }
        for (int i = 0; i < lv->nsteps; i++)
            if (!lv->steps[i].caption[0]) {
                snprintf(err, errlen, "%s:%d: demo move %d has no caption (put 'caption:' before it)",
                         lv->path, lv->steps[i].line, i + 1);
                return -1;
            }
    }
    if (lv->cursor > lv->nsteps) {
        snprintf(err, errlen, "%s:%d: cursor %d, but there are %d moves", lv->path,
                 key_line(lv->path, "cursor", 0), lv->cursor, lv->nsteps);
        return -1;
    }
    if (lv->nsteps) allow_swap_from_start(g, st);
    for (int i = 0; i < lv->nsteps; i++)
        if (game_play(g, st, lv->steps[i].move, NULL, NULL, 0, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s:%d: move %d '%.300s' is illegal: %s", lv->path, lv->steps[i].line,
                     i + 1, lv->steps[i].move, why);
            return -1;
        }
    /* Puzzle answers are moves from the position after the script. */
    void *tmp = malloc(g->rules->state_size);
    int rc = tmp ? 0 : -1;
    if (!tmp) snprintf(err, errlen, "%s: out of memory", lv->path);
    for (int i = 0; tmp && i < lv->nexpect && rc == 0; i++) {
        memcpy(tmp, st, g->rules->state_size);
        if (game_play(g, tmp, lv->expect[i], NULL, NULL, 0, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s:%d: expected answer '%.300s' is illegal: %s", lv->path,
                     key_line(lv->path, "expect", i), lv->expect[i], why);
            rc = -1;
        }
    }
    free(tmp);
    if (rc == 0 && (in_dir(lv->path, "tutorials") || in_dir(lv->path, "strategy"))) rc = check_tutorial(g, st, lv, err, errlen);
    /* A strategy lesson names what its answers achieve (puzzle:), which
     * test_ui_demo checks by exhaustive search: a study says nothing to check. */
    if (rc == 0 && in_dir(lv->path, "strategy") && (!lv->puzzle[0] || !strcmp(lv->puzzle, "study"))) {
        snprintf(err, errlen, "%s:%d: a strategy lesson needs 'puzzle:' win1, win2 or defend", lv->path,
                 lv->line_game);
        rc = -1;
    }
    if (rc == 0 && in_dir(lv->path, "puzzles")) rc = check_puzzle(g, lv, err, errlen);
    return rc;
}

static int check_file(const lc_t *c, const char *path, char *err, size_t errlen)
{
    level_t *lv = level_new();
    if (!lv) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    void *st = NULL;
    game_t *g = NULL;
    int rc = level_load(lv, path, err, errlen);
    if (rc == 0) {
        g = game_from_level(lv, c->data, NULL, &st, err, errlen);
        rc = g ? 0 : -1;
    }
    if (rc == 0) rc = check_board(g, st, lv, err, errlen);
    if (rc == 0) rc = check_script(g, st, lv, err, errlen);
    free(st);
    game_free(g);
    level_free(lv);
    return rc;
}

static void report(lc_t *c, const char *path)
{
    char err[LC_ERR];
    c->files++;
    if (check_file(c, path, err, sizeof err) == 0) {
        c->ok++;
        if (!c->quiet) printf("ok   %s\n", path);
        return;
    }
    c->failed++;
    /* Messages name the file (and line) themselves; add it where one does not. */
    args_data_note(err, sizeof err, c->data);
    if (strncmp(err, path, strlen(path))) printf("FAIL %s: %s\n", path, err);
    else printf("FAIL %s\n", err);
}

static int name_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), k = strlen(tail);
    return n >= k && !strcmp(s + n - k, tail);
}

/* Every *.txt under dir, in name order; hidden entries are left out. */
static void walk(lc_t *c, const char *dir)
{
    plat_dir_t *d = plat_dir_open(dir);
    if (!d) {
        c->files++;
        c->failed++;
        char msg[1400];
        snprintf(msg, sizeof msg, "%s: cannot open directory", dir);
        printf("FAIL %s\n", args_data_note(msg, sizeof msg, c->data));
        return;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    for (const char *e; (e = plat_dir_next(d));) {
        if (e[0] == '.') continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 32;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn) break;
            names = nn;
        }
        names[n] = strdup(e);
        if (names[n]) n++;
    }
    plat_dir_close(d);
    if (n) qsort(names, n, sizeof *names, name_cmp);
    for (size_t i = 0; i < n; i++) {
        char path[1024];
        plat_stat_t sb;
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        free(names[i]);
        if (plat_stat(path, &sb) != 0) continue;
        if (sb.kind == PLAT_DIR) walk(c, path);
        else if (sb.kind == PLAT_REGULAR && ends_with(path, ".txt")) report(c, path);
        else c->skipped++;
    }
    free(names);
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: levelcheck [--quiet] [--data DIR] [--games] [PATH...]\n"
            "Checks level files: each parses; its position is legal for its game; the\n"
            "board printed back equals the file's rows (blanks normalised); scripted\n"
            "'move:' lines are legal in sequence (a script from the start position may\n"
            "use swap); 'expect:' answers are legal after the script; files in a\n"
            "directory named demos/ have at least one move and a caption for each;\n"
            "files in a directory named tutorials/ have goal:, success:, wrong: and\n"
            "at least one expect: answer (each a different move); files in a directory\n"
            "named puzzles/ have puzzle:, goal: and at least one expect: answer.\n"
            "PATHs are files or directories (every *.txt below, recursively); the\n"
            "default is the levels/ directory of the data directory. One line per file\n"
            "and a summary; exit status 1 if any file fails.\n"
            "  --quiet   print only failures and the summary\n"
            "  --games   list the games in the registry and exit\n"
            "  --version print the version and exit\n");
}

int main(int argc, char **argv)
{
    lc_t c = {0};
    char data[512];
    int first_path = argc;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (tool_version_option(argv[i], argv[0])) {
            return 0;
        } else if (!strcmp(argv[i], "--quiet")) {
            c.quiet = 1;
        } else if (!strcmp(argv[i], "--games")) {
            for (int k = 0; k < game_count(); k++) printf("%s\n", game_by_index(k)->id);
            return 0;
        } else if (!strcmp(argv[i], "--data") && i + 1 < argc) {
            c.data = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "levelcheck: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        } else {
            first_path = i;
            break;
        }
    }
    if (!c.data) c.data = game_data_dir(data, sizeof data, argv[0]);
    if (first_path == argc) {
        char levels[700];
        snprintf(levels, sizeof levels, "%s/levels", c.data);
        walk(&c, levels);
    }
    for (int i = first_path; i < argc; i++) {
        plat_stat_t sb;
        if (plat_stat(argv[i], &sb) == 0 && sb.kind == PLAT_DIR) walk(&c, argv[i]);
        else report(&c, argv[i]);
    }
    printf("levelcheck: %d files, %d ok, %d failed\n", c.files, c.ok, c.failed);
    return c.failed ? 1 : 0;
}
