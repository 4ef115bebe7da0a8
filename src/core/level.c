#include "core/level.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

level_t *level_new(void)
{
    level_t *lv = calloc(1, sizeof *lv);
    if (lv) lv->cursor = -1;
    return lv;
}

static void free_steps(level_t *lv)
{
    for (int i = 0; i < lv->nsteps; i++) free(lv->steps[i].move);
    free(lv->steps);
    free(lv->review);
    free(lv->origin);
}

void level_free(level_t *lv)
{
    if (!lv) return;
    free_steps(lv);
    free(lv);
}

static void reset(level_t *lv)
{
    free_steps(lv);
    memset(lv, 0, sizeof *lv);
    lv->cursor = -1;
}

void level_copy_position(level_t *dst, const level_t *src)
{
    free_steps(dst);
    *dst = *src;
    dst->steps = NULL;
    dst->nsteps = dst->steps_cap = 0;
    dst->review = NULL;
    dst->review_len = dst->review_cap = 0;
    dst->review_key = 0;
    dst->line_review = 0;
    dst->origin = NULL;
    dst->origin_len = dst->origin_cap = 0;
    dst->line_origin = 0;
    dst->nexpect = 0;
    dst->start_caption[0] = dst->end_caption[0] = '\0';
    dst->format[0] = '\0';
    dst->cursor = -1;
    memset(dst->seat, 0, sizeof dst->seat);
    dst->clock[0] = '\0';
}

/* Appends n bytes of add (and a newline when nl) to the heap text *t of
 * *len bytes in *cap: grown by doubling, so a text read line by line is
 * built in linear time. A text set from outside (cap 0) is measured once. */
static int append(char **t, size_t *len, size_t *cap, const char *add, size_t n, int nl)
{
    if (*t && !*cap) *len = strlen(*t), *cap = *len + 1;
    size_t need = *len + n + (size_t)nl + 1;
    if (need > *cap) {
        size_t c = *cap > 128 ? *cap : 128;
        while (c < need) c *= 2;
        char *p = realloc(*t, c);
        if (!p) return -1;
        *t = p;
        *cap = c;
    }
    memcpy(*t + *len, add, n);
    *len += n;
    if (nl) (*t)[(*len)++] = '\n';
    (*t)[*len] = '\0';
    return 0;
}

int level_add_review(level_t *lv, const char *payload)
{
    return append(&lv->review, &lv->review_len, &lv->review_cap, payload, strlen(payload), 1);
}

int level_add_origin(level_t *lv, const char *text, size_t n)
{
    return append(&lv->origin, &lv->origin_len, &lv->origin_cap, text, n, 0);
}

/* One origin: line's value -> its text in out (never longer); -1 with the
 * offending escape in *bad. */
static int unescape_origin(const char *v, char *out, size_t *n, const char **bad)
{
    size_t k = 0;
    for (const char *p = v; *p; p++) {
        if (*p != '\\') {
            out[k++] = *p;
            continue;
        }
        *bad = p;
        switch (p[1]) {
        case '\\': out[k++] = '\\'; p++; break;
        case 'n': out[k++] = '\n'; p++; break;
        case 't': out[k++] = '\t'; p++; break;
        case 'r': out[k++] = '\r'; p++; break;
        case 'x': {
            int hi = isxdigit((unsigned char)p[2]) ? p[2] : 0, lo = hi && isxdigit((unsigned char)p[3]) ? p[3] : 0;
            if (!lo) return -1;
            char hex[3] = {(char)hi, (char)lo, 0};
            long c = strtol(hex, NULL, 16);
            if (!c) return -1; /* a NUL would cut the text */
            out[k++] = (char)c;
            p += 3;
            break;
        }
        default: return -1;
        }
    }
    *n = k;
    return 0;
}

int level_add_step(level_t *lv, const char *move, const char *caption, int line)
{
    if (lv->nsteps >= LEVEL_MAX_STEPS) return -1;
    if (lv->nsteps == lv->steps_cap) {
        int cap = lv->steps_cap ? lv->steps_cap * 2 : 16;
        level_step_t *p = realloc(lv->steps, sizeof *p * (size_t)cap);
        if (!p) return -1;
        lv->steps = p;
        lv->steps_cap = cap;
    }
    level_step_t *st = &lv->steps[lv->nsteps];
    size_t nm = strlen(move), nc = strlen(caption);
    if (nm >= LEVEL_TEXT_LEN || nc >= LEVEL_TEXT_LEN) return -1;
    /* Sized to the text: a save of thousands of moves stays small. */
    char *block = malloc(nm + nc + 2);
    if (!block) return -1;
    memcpy(block, move, nm + 1);
    memcpy(block + nm + 1, caption, nc + 1);
    st->move = block;
    st->caption = block + nm + 1;
    st->line = line;
    lv->nsteps++;
    return 0;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) s[--n] = '\0';
    return s;
}

/* A '#' at the start or after a blank begins a comment. */
static void strip_comment(char *s)
{
    for (char *p = s; *p; p++)
        if (*p == '#' && (p == s || p[-1] == ' ' || p[-1] == '\t')) {
            *p = '\0';
            return;
        }
}

/* "key:" at the start of a line: returns the key length, 0 if none. */
static int key_len(const char *s)
{
    int i = 0;
    if (!islower((unsigned char)s[0])) return 0;
    while (islower((unsigned char)s[i]) || isdigit((unsigned char)s[i]) || s[i] == '-') i++;
    return s[i] == ':' ? i : 0;
}

static int parse_int(const char *v, int lo, int hi, int *out)
{
    char *end;
    long x = strtol(v, &end, 10);
    if (end == v || *trim(end) != '\0' || x < lo || x > hi) return -1;
    *out = (int)x;
    return 0;
}

#define FAIL(...)                                                  \
    do {                                                           \
        int k_ = snprintf(err, errlen, "%s:%d: ", name, lineno);   \
        if (k_ >= 0 && (size_t)k_ < errlen)                        \
            snprintf(err + k_, errlen - (size_t)k_, __VA_ARGS__);  \
        return -1;                                                 \
    } while (0)

static int copy_text(char *dst, size_t n, const char *v)
{
    if (strlen(v) >= n) return -1;
    memcpy(dst, v, strlen(v) + 1);
    return 0;
}

int level_parse(level_t *lv, const char *name, const char *text, char *err, size_t errlen)
{
    reset(lv);
    snprintf(lv->path, sizeof lv->path, "%s", name);
    char line[2048], pending_caption[LEVEL_TEXT_LEN] = "";
    int lineno = 0, in_board = 0, have_caption = 0;
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        lineno++;
        if (n >= sizeof line) FAIL("line too long (%zu characters)", n);
        memcpy(line, p, n);
        line[n] = '\0';
        p += n + (nl ? 1 : 0);
        for (size_t i = 0; i < n; i++)
            if ((unsigned char)line[i] < 0x20 && line[i] != '\t' && line[i] != '\r')
                FAIL("control character in text");
        char *s = trim(line);
        if (*s == '#' || *s == '\0') continue;
        int kl = key_len(s);
        if (!kl) {
            if (!in_board) FAIL("expected 'key: value', found '%.40s'", s);
            strip_comment(s);
            s = trim(s);
            if (*s == '\0') continue;
            if (lv->nrows >= LEVEL_MAX_ROWS) FAIL("board has too many rows");
            if (copy_text(lv->rows[lv->nrows], LEVEL_ROW_LEN, s)) FAIL("board row too long");
            lv->row_line[lv->nrows++] = lineno;
            continue;
        }
        in_board = 0;
        s[kl] = '\0';
        const char *key = s;
        char *v = trim(s + kl + 1);
        int text_key = !strcmp(key, "title") || !strcmp(key, "caption") ||
                       !strcmp(key, "description") || !strcmp(key, "goal") ||
                       !strcmp(key, "success") || !strcmp(key, "wrong") || !strcmp(key, "origin");
        if (!text_key) {
            strip_comment(v);
            v = trim(v);
        }
        if (!strcmp(key, "game")) {
            if (lv->line_game) FAIL("'game' given twice");
            if (!*v || copy_text(lv->game, sizeof lv->game, v)) FAIL("bad game id '%.40s'", v);
            lv->line_game = lineno;
        } else if (!strcmp(key, "size")) {
            if (parse_int(v, 1, 99, &lv->size)) FAIL("size must be a whole number, found '%.40s'", v);
            lv->line_size = lineno;
        } else if (!strcmp(key, "players")) {
            if (parse_int(v, 1, 9, &lv->players)) FAIL("players must be a whole number, found '%.40s'", v);
            lv->line_players = lineno;
        } else if (!strcmp(key, "to-move")) {
            if (parse_int(v, 1, 9, &lv->to_move)) FAIL("to-move must be a player number, found '%.40s'", v);
            lv->line_to_move = lineno;
        } else if (!strcmp(key, "phase")) {
            if (parse_int(v, 1, 9, &lv->phase)) FAIL("phase must be a whole number, found '%.40s'", v);
            lv->line_phase = lineno;
        } else if (!strcmp(key, "options")) {
            if (copy_text(lv->options, sizeof lv->options, v)) FAIL("options too long");
            lv->line_options = lineno;
        } else if (!strcmp(key, "title")) {
            if (copy_text(lv->title, sizeof lv->title, v)) FAIL("title too long");
        } else if (!strcmp(key, "description")) {
            if (copy_text(lv->description, sizeof lv->description, v)) FAIL("description too long");
        } else if (!strcmp(key, "goal")) {
            if (copy_text(lv->goal, sizeof lv->goal, v)) FAIL("goal too long");
        } else if (!strcmp(key, "puzzle")) {
            if (strcmp(v, "win1") && strcmp(v, "win2") && strcmp(v, "defend") && strcmp(v, "study"))
                FAIL("puzzle must be win1, win2, defend or study, found '%.40s'", v);
            copy_text(lv->puzzle, sizeof lv->puzzle, v);
        } else if (!strcmp(key, "success")) {
            if (copy_text(lv->success, sizeof lv->success, v)) FAIL("success too long");
        } else if (!strcmp(key, "wrong")) {
            if (copy_text(lv->wrong, sizeof lv->wrong, v)) FAIL("wrong too long");
        } else if (!strcmp(key, "format")) {
            if (copy_text(lv->format, sizeof lv->format, v)) FAIL("format too long");
        } else if (!strcmp(key, "cursor")) {
            if (parse_int(v, 0, LEVEL_MAX_STEPS, &lv->cursor)) FAIL("cursor must be a move count, found '%.40s'", v);
        } else if (!strncmp(key, "seat", 4) && key[4] >= '1' && key[4] <= '4' && !key[5]) {
            if (copy_text(lv->seat[key[4] - '1'], sizeof lv->seat[0], v)) FAIL("seat too long");
        } else if (!strcmp(key, "clock")) {
            if (!*v || copy_text(lv->clock, sizeof lv->clock, v)) FAIL("bad clock line");
        } else if (!strcmp(key, "board")) {
            if (lv->board_line) FAIL("'board' given twice");
            if (*v) FAIL("board rows start on the line after 'board:'");
            lv->board_line = lineno;
            in_board = 1;
        } else if (!strcmp(key, "caption")) {
            if (have_caption) FAIL("two captions for one move");
            if (copy_text(pending_caption, sizeof pending_caption, v)) FAIL("caption too long");
            have_caption = 1;
        } else if (!strcmp(key, "move")) {
            if (!*v) FAIL("empty move");
            if (strlen(v) >= LEVEL_TEXT_LEN) FAIL("move too long");
            if (level_add_step(lv, v, pending_caption, lineno))
                FAIL("too many moves (at most %d)", LEVEL_MAX_STEPS);
            pending_caption[0] = '\0';
            have_caption = 0;
        } else if (!strcmp(key, "review-key")) {
            char *end;
            if (strlen(v) != 16 || (lv->review_key = strtoull(v, &end, 16), *end))
                FAIL("review-key must be 16 hexadecimal digits, found '%.40s'", v);
        } else if (!strcmp(key, "review")) {
            if (!*v) FAIL("empty review line");
            if (!lv->line_review) lv->line_review = lineno;
            if (level_add_review(lv, v)) FAIL("out of memory");
        } else if (!strcmp(key, "origin")) {
            char piece[sizeof line];
            size_t k;
            const char *bad = v;
            if (!*v) FAIL("empty origin line");
            if (unescape_origin(v, piece, &k, &bad))
                FAIL("bad escape '%.4s' in origin (\\\\ \\n \\t \\r or \\xHH, not \\x00)", bad);
            if (!lv->line_origin) lv->line_origin = lineno;
            if (level_add_origin(lv, piece, k)) FAIL("out of memory");
        } else if (!strcmp(key, "expect")) {
            if (lv->nexpect >= LEVEL_MAX_EXPECT) FAIL("too many expected answers");
            if (!*v || copy_text(lv->expect[lv->nexpect], LEVEL_TEXT_LEN, v)) FAIL("bad expected answer");
            lv->nexpect++;
        } else {
            FAIL("unknown key '%s'", key);
        }
    }
    if (have_caption) {
        /* A trailing caption (no move after it) closes the script. */
        memcpy(lv->nsteps ? lv->end_caption : lv->start_caption, pending_caption,
               sizeof lv->end_caption);
    }
    if (!lv->line_game) {
        lineno = 1;
        FAIL("missing 'game:'");
    }
    return 0;
}

int level_load(level_t *lv, const char *path, char *err, size_t errlen)
{
    size_t len;
    err[0] = '\0';
    char *text = fileio_read_text(path, &len, err, errlen);
    if (!text) return -1;
    if (strlen(text) != len) {
        snprintf(err, errlen, "%s: not a text file (contains a NUL byte)", path);
        free(text);
        return -1;
    }
    int rc = level_parse(lv, path, text, err, errlen);
    free(text);
    return rc;
}

void level_row_ptrs(const level_t *lv, const char **out)
{
    for (int i = 0; i < lv->nrows; i++) out[i] = lv->rows[i];
}

typedef struct { char *out; size_t n, at; } sink_t;

static void emit(sink_t *s, const char *fmt, const char *a, const char *b)
{
    int k = snprintf(s->at < s->n ? s->out + s->at : NULL, s->at < s->n ? s->n - s->at : 0,
                     fmt, a, b);
    if (k > 0) s->at += (size_t)k;
}

/* The origin as origin: lines: one per line of its text (the newline kept
 * as \n), long lines cut in pieces the parser's line buffer holds. */
static void write_origin(sink_t *s, const char *text)
{
    enum { PIECE = 256 }; /* bytes of text a line holds: escaped, at most 4 times that, and its \n */
    const char *p = text;
    while (*p) {
        size_t k = 0;
        while (p[k] && k < PIECE && p[k] != '\n') k++;
        if (p[k] == '\n') k++;
        char line[PIECE * 4 + 2 + 1];
        size_t o = 0;
        /* Escapes written by hand: a snprintf per line's newline was a
         * tenth of test_foreign, and a save with an origin (an imported
         * record) writes it whole with every move kept. */
        static const char hex[] = "0123456789abcdef";
        for (size_t i = 0; i < k; i++) {
            unsigned char c = (unsigned char)p[i];
            int edge = i == 0 || i == k - 1;
            char e = c == '\\' ? '\\' : c == '\n' ? 'n' : c == '\t' ? 't' : c == '\r' ? 'r' : 0;
            if (e) {
                line[o++] = '\\';
                line[o++] = e;
            } else if (c < 0x20 || c == 0x7f || (c == ' ' && edge)) {
                line[o++] = '\\';
                line[o++] = 'x';
                line[o++] = hex[c >> 4];
                line[o++] = hex[c & 15];
            } else {
                line[o++] = (char)c;
            }
        }
        line[o] = '\0';
        emit(s, "%s%s\n", "origin: ", line);
        p += k;
    }
}

size_t level_origin_size(const char *text)
{
    sink_t s = {NULL, 0, 0};
    write_origin(&s, text);
    return s.at;
}

int level_write(const level_t *lv, char *out, size_t n)
{
    sink_t s = {out, n, 0};
    char num[32];
    if (n) out[0] = '\0';
    if (lv->format[0]) emit(&s, "%s%s\n", "format: ", lv->format);
    emit(&s, "%s%s\n", "game: ", lv->game);
#define NUM(key, v) if (v) { snprintf(num, sizeof num, "%d", v); emit(&s, "%s%s\n", key, num); }
    NUM("size: ", lv->size);
    NUM("players: ", lv->players);
    NUM("to-move: ", lv->to_move);
    NUM("phase: ", lv->phase);
#undef NUM
    if (lv->options[0]) emit(&s, "%s%s\n", "options: ", lv->options);
    if (lv->title[0]) emit(&s, "%s%s\n", "title: ", lv->title);
    if (lv->description[0]) emit(&s, "%s%s\n", "description: ", lv->description);
    if (lv->puzzle[0]) emit(&s, "%s%s\n", "puzzle: ", lv->puzzle);
    if (lv->goal[0]) emit(&s, "%s%s\n", "goal: ", lv->goal);
    if (lv->success[0]) emit(&s, "%s%s\n", "success: ", lv->success);
    if (lv->wrong[0]) emit(&s, "%s%s\n", "wrong: ", lv->wrong);
    for (int i = 0; i < LEVEL_MAX_SEATS; i++)
        if (lv->seat[i][0]) {
            char key[24];
            snprintf(key, sizeof key, "seat%d: ", i + 1);
            emit(&s, "%s%s\n", key, lv->seat[i]);
        }
    if (lv->clock[0]) emit(&s, "%s%s\n", "clock: ", lv->clock);
    if (lv->nrows) {
        emit(&s, "%s%s\n", "board:", "");
        for (int i = 0; i < lv->nrows; i++) emit(&s, "%s%s\n", "", lv->rows[i]);
    }
    if (lv->start_caption[0]) emit(&s, "%s%s\n", "caption: ", lv->start_caption);
    for (int i = 0; i < lv->nsteps; i++) {
        if (lv->steps[i].caption[0]) emit(&s, "%s%s\n", "caption: ", lv->steps[i].caption);
        emit(&s, "%s%s\n", "move: ", lv->steps[i].move);
    }
    if (lv->end_caption[0]) emit(&s, "%s%s\n", "caption: ", lv->end_caption);
    for (int i = 0; i < lv->nexpect; i++) emit(&s, "%s%s\n", "expect: ", lv->expect[i]);
    if (lv->cursor >= 0) {
        snprintf(num, sizeof num, "%d", lv->cursor);
        emit(&s, "%s%s\n", "cursor: ", num);
    }
    if (lv->review) {
        snprintf(num, sizeof num, "%016llx", lv->review_key);
        emit(&s, "%s%s\n", "review-key: ", num);
        for (const char *p = lv->review; *p;) {
            size_t k = strcspn(p, "\n");
            char line[LEVEL_TEXT_LEN * 2];
            snprintf(line, sizeof line, "%.*s", (int)(k < sizeof line - 1 ? k : sizeof line - 1), p);
            emit(&s, "%s%s\n", "review: ", line);
            p += k + (p[k] == '\n');
        }
    }
    if (lv->origin) write_origin(&s, lv->origin);
    return s.at < n ? (int)s.at : -1;
}
