#include "core/record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

void record_init(record_t *r) { memset(r, 0, sizeof *r); }

static int is_word(const char *w)
{
    size_t n = strlen(w);
    if (n == 0 || n >= RECORD_WORD) return 0;
    for (const char *p = w; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_')) return 0;
    return 1;
}

static record_entry_t *find(record_t *r, const char *game, const char *opponent)
{
    for (int i = 0; i < r->n; i++)
        if (!strcmp(r->e[i].game, game) && !strcmp(r->e[i].opponent, opponent)) return &r->e[i];
    return NULL;
}

const record_entry_t *record_find(const record_t *r, const char *game, const char *opponent)
{
    return find((record_t *)r, game, opponent);
}

/* A count: digits only, at most RECORD_COUNT_MAX. */
static int parse_count(const char *s, int *out)
{
    if (!*s || strlen(s) > 10) return -1;
    long v = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        v = v * 10 + (*p - '0');
    }
    if (v > RECORD_COUNT_MAX) return -1;
    *out = (int)v;
    return 0;
}

static const char *const field_names[5] = {"game", "opponent", "wins", "losses", "draws"};

/* "hexarcade-record N" with N above ours: N, else 0. */
static int newer_format(const char *line)
{
    static const char head[] = "hexarcade-record ";
    char *end;
    if (strncmp(line, head, sizeof head - 1)) return 0;
    const char *v = line + sizeof head - 1;
    if (*v < '0' || *v > '9') return 0;
    long n = strtol(v, &end, 10);
    return *end == '\0' && n > strtol(&RECORD_FORMAT[sizeof head - 1], NULL, 10) && n < 1000000 ? (int)n : 0;
}

int record_parse(record_t *r, const char *name, const char *text, char *err, size_t errlen)
{
    record_t *t = malloc(sizeof *t);
    if (!t) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    record_init(t);
    int lineno = 0, rc = 0, header = 0;
    for (const char *p = text; *p && !rc;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char line[256];
        lineno++;
        if (len >= sizeof line) {
            snprintf(err, errlen, "%s:%d: line too long", name, lineno);
            rc = -1;
            break;
        }
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (nl != NULL);
        if (!header) {
            int version = newer_format(line);
            if (version) {
                snprintf(err, errlen, "%s:%d: written by a newer Hexarcade (format %d); this one reads '%s'", name,
                         lineno, version, RECORD_FORMAT);
                rc = -1;
            } else if (strcmp(line, RECORD_FORMAT)) {
                snprintf(err, errlen, "%s:%d: not a record file (the first line should be '%s')", name,
                         lineno, RECORD_FORMAT);
                rc = -1;
            }
            header = 1;
            continue;
        }
        char *s = line;
        while (*s == ' ' || *s == '\t') s++;
        if (!*s || *s == '#') continue;
        char w[6][64];
        int nw = sscanf(s, "%63s %63s %63s %63s %63s %63s", w[0], w[1], w[2], w[3], w[4], w[5]);
        record_entry_t e = {0};
        int *count[3] = {&e.wins, &e.losses, &e.draws};
        int bad = nw != 5 ? -1 : !is_word(w[0]) ? 0 : !is_word(w[1]) ? 1 : 5;
        for (int f = 2; bad == 5 && f < 5; f++)
            if (parse_count(w[f], count[f - 2])) bad = f;
        if (bad < 0) {
            snprintf(err, errlen, "%s:%d: expected 5 fields 'game opponent wins losses draws', found %d%s", name,
                     lineno, nw, nw > 5 ? " or more" : "");
            rc = -1;
        } else if (bad < 2) {
            snprintf(err, errlen, "%s:%d: %s '%s': expected lower-case letters, digits, '-' or '_' (at most %d)",
                     name, lineno, field_names[bad], w[bad], RECORD_WORD - 1);
            rc = -1;
        } else if (bad < 5) {
            snprintf(err, errlen, "%s:%d: %s '%s': expected a whole number from 0 to %d", name, lineno,
                     field_names[bad], w[bad], RECORD_COUNT_MAX);
            rc = -1;
        } else if (find(t, w[0], w[1])) {
            snprintf(err, errlen, "%s:%d: %s against %s is listed twice", name, lineno, w[0], w[1]);
            rc = -1;
        } else if (t->n >= RECORD_MAX) {
            snprintf(err, errlen, "%s:%d: more than %d lines", name, lineno, RECORD_MAX);
            rc = -1;
        } else {
            /* is_word kept both shorter than RECORD_WORD. */
            memcpy(e.game, w[0], strlen(w[0]) + 1);
            memcpy(e.opponent, w[1], strlen(w[1]) + 1);
            t->e[t->n++] = e;
        }
    }
    if (!rc && !header) {
        snprintf(err, errlen, "%s: empty (a record file starts with '%s')", name, RECORD_FORMAT);
        rc = -1;
    }
    if (!rc) *r = *t;
    free(t);
    return rc;
}

int record_load(record_t *r, const char *path, char *err, size_t errlen)
{
    if (!fileio_exists(path)) {
        record_init(r);
        return 0;
    }
    size_t len = 0;
    char *text = fileio_read_text(path, &len, err, errlen);
    if (!text) return -1;
    int line;
    size_t col;
    if (fileio_nul_at(text, len, &line, &col)) {
        /* A NUL would end the parse there and lose the lines after it. */
        snprintf(err, errlen, "%s:%d: a NUL byte (character %zu of the line): the file is damaged from there", path,
                 line, col);
        free(text);
        return -1;
    }
    int rc = record_parse(r, path, text, err, errlen);
    free(text);
    return rc;
}

size_t record_format(const record_t *r, char *buf, size_t n)
{
    size_t len = 0;
    int k = snprintf(buf, n, "%s\n# game opponent wins losses draws\n", RECORD_FORMAT);
    len += (size_t)k;
    for (int i = 0; i < r->n; i++) {
        const record_entry_t *e = &r->e[i];
        k = snprintf(len < n ? buf + len : NULL, len < n ? n - len : 0, "%s %s %d %d %d\n", e->game, e->opponent,
                     e->wins, e->losses, e->draws);
        len += (size_t)k;
    }
    return len;
}

int record_save(const record_t *r, const char *path, char *err, size_t errlen)
{
    size_t cap = 64 + (size_t)r->n * (2 * RECORD_WORD + 40);
    char *buf = malloc(cap);
    if (!buf) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    size_t len = record_format(r, buf, cap);
    int rc = len < cap ? fileio_write_atomic(path, buf, len, err, errlen) : -1;
    if (len >= cap) snprintf(err, errlen, "%s: record too long", path);
    free(buf);
    return rc;
}

int record_add(record_t *r, const char *game, const char *opponent, record_result_t result)
{
    if (!is_word(game) || !is_word(opponent)) return -1;
    record_entry_t *e = find(r, game, opponent);
    if (!e) {
        if (r->n >= RECORD_MAX) return -1;
        e = &r->e[r->n++];
        memset(e, 0, sizeof *e);
        snprintf(e->game, sizeof e->game, "%s", game);
        snprintf(e->opponent, sizeof e->opponent, "%s", opponent);
    }
    int *c = result == RECORD_WIN ? &e->wins : result == RECORD_LOSS ? &e->losses : &e->draws;
    if (*c >= RECORD_COUNT_MAX) return -1;
    (*c)++;
    return 0;
}

/* Adds d's counts to t: 0, or -1 (t may be partly changed). */
static int merge_entry(record_t *t, const record_entry_t *d)
{
    if (!is_word(d->game) || !is_word(d->opponent) || d->wins < 0 || d->losses < 0 || d->draws < 0) return -1;
    record_entry_t *e = find(t, d->game, d->opponent);
    if (!e) {
        if (t->n >= RECORD_MAX) return -1;
        e = &t->e[t->n++];
        memset(e, 0, sizeof *e);
        memcpy(e->game, d->game, sizeof e->game);
        memcpy(e->opponent, d->opponent, sizeof e->opponent);
    }
    if (d->wins > RECORD_COUNT_MAX - e->wins || d->losses > RECORD_COUNT_MAX - e->losses ||
        d->draws > RECORD_COUNT_MAX - e->draws)
        return -1;
    e->wins += d->wins;
    e->losses += d->losses;
    e->draws += d->draws;
    return 0;
}

int record_merge(record_t *r, const record_t *delta)
{
    record_t *t = malloc(sizeof *t);
    if (!t) return -1;
    *t = *r;
    int rc = 0;
    for (int i = 0; i < delta->n && !rc; i++) rc = merge_entry(t, &delta->e[i]);
    if (!rc) *r = *t;
    free(t);
    return rc;
}

int record_commit(record_t *r, const record_t *delta, const char *path, char *err, size_t errlen)
{
    record_t *disk = malloc(sizeof *disk);
    if (!disk) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int lock = fileio_lock(path, err, errlen);
    int rc = lock < 0 ? -1 : record_load(disk, path, err, errlen);
    if (!rc && record_merge(disk, delta)) {
        snprintf(err, errlen, "%s: the record is full", path);
        rc = -1;
    }
    if (!rc) rc = record_save(disk, path, err, errlen);
    fileio_unlock(lock);
    if (!rc) *r = *disk;
    free(disk);
    return rc;
}
