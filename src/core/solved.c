/* The solved puzzles: see solved.h. */
#include "core/solved.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

static int name_ok(const char *s)
{
    size_t n = strlen(s);
    if (!n || n >= SOLVED_NAME_LEN || !strchr(s, '/')) return 0;
    for (; *s; s++)
        if ((unsigned char)*s <= ' ' || *s == '#') return 0;
    return 1;
}

int solved_parse(solved_t *s, const char *name, const char *text, char *err, size_t errlen)
{
    solved_t *tmp = calloc(1, sizeof *tmp);
    if (!tmp) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    int line = 0, format = 0, rc = 0;
    for (const char *p = text; *p && rc == 0;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char buf[256];
        line++;
        if (len >= sizeof buf) {
            snprintf(err, errlen, "%s:%d: line too long", name, line);
            rc = -1;
            break;
        }
        memcpy(buf, p, len);
        buf[len] = '\0';
        if (len && buf[len - 1] == '\r') buf[len - 1] = '\0';
        p += len + (nl ? 1 : 0);
        if (!buf[0] || buf[0] == '#') continue;
        if (!format) {
            if (strcmp(buf, SOLVED_FORMAT)) {
                snprintf(err, errlen, "%s:%d: not a list of solved puzzles (expected '%s')", name, line, SOLVED_FORMAT);
                rc = -1;
            }
            format = 1;
        } else if (!name_ok(buf)) {
            snprintf(err, errlen, "%s:%d: '%.60s' is not a puzzle name (GAME/NAME)", name, line, buf);
            rc = -1;
        } else if (!solved_has(tmp, buf)) {
            if (tmp->n == SOLVED_MAX) {
                snprintf(err, errlen, "%s:%d: more than %d puzzles", name, line, SOLVED_MAX);
                rc = -1;
            } else {
                snprintf(tmp->name[tmp->n++], SOLVED_NAME_LEN, "%.95s", buf);
            }
        }
    }
    if (rc == 0 && !format && text[0]) {
        snprintf(err, errlen, "%s: no '%s' line", name, SOLVED_FORMAT);
        rc = -1;
    }
    if (rc == 0) {
        memcpy(s->name, tmp->name, sizeof tmp->name);
        s->n = tmp->n;
    }
    free(tmp);
    return rc;
}

int solved_load(solved_t *s, const char *path, char *err, size_t errlen)
{
    s->n = 0;
    s->damaged = 0;
    snprintf(s->path, sizeof s->path, "%s", path ? path : "");
    if (!path || !*path || !fileio_exists(path)) return 0;
    size_t len;
    char *text = fileio_read_text(path, &len, err, errlen);
    int rc = text ? 0 : -1;
    if (text && strlen(text) != len) {
        snprintf(err, errlen, "%s: not a text file", path);
        rc = -1;
    }
    if (rc == 0) rc = solved_parse(s, path, text, err, errlen);
    free(text);
    if (rc == 0) return 0;
    s->n = 0;
    s->damaged = 1;
    return 1;
}

void solved_key(const char *game, const char *path, char *key, size_t n)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t len = strlen(base);
    if (len > 4 && !strcmp(base + len - 4, ".txt")) len -= 4;
    snprintf(key, n, "%s/%.*s", game, (int)len, base);
}

int solved_has(const solved_t *s, const char *key)
{
    for (int i = 0; i < s->n; i++)
        if (!strcmp(s->name[i], key)) return 1;
    return 0;
}

/* Writes s's list to its file atomically: 0, or -1 with a message. */
static int write_list(const solved_t *s, char *err, size_t errlen)
{
    size_t cap = (size_t)s->n * (SOLVED_NAME_LEN + 1) + 64, at = 0;
    char *text = malloc(cap);
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    at += (size_t)snprintf(text, cap, "%s\n", SOLVED_FORMAT);
    for (int i = 0; i < s->n; i++) at += (size_t)snprintf(text + at, cap - at, "%s\n", s->name[i]);
    int rc = fileio_write_atomic(s->path, text, at, err, errlen);
    free(text);
    return rc;
}

int solved_mark(solved_t *s, const char *key, char *err, size_t errlen)
{
    if (solved_has(s, key)) return 1;
    if (!name_ok(key) || s->n == SOLVED_MAX) {
        snprintf(err, errlen, "cannot keep '%.60s' as solved", key);
        return -1;
    }
    snprintf(s->name[s->n++], SOLVED_NAME_LEN, "%s", key);
    if (!s->path[0]) return 0;
    if (s->damaged) {
        snprintf(err, errlen, "%s is damaged and left alone: this tick is not kept", s->path);
        return -1;
    }
    /* Another client on the same data folder may have ticked puzzles since
     * this list was read: under the file's lock, the list on disk and this
     * one are joined and written together. */
    solved_t *disk = calloc(1, sizeof *disk);
    if (!disk) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    char why[400] = "";
    int lock = fileio_lock(s->path, err, errlen);
    int rc = lock < 0 ? -1 : solved_load(disk, s->path, why, sizeof why);
    if (rc == 1) {
        s->damaged = 1;
        snprintf(err, errlen, "%.300s; it is left alone: this tick is not kept", why);
        rc = -1;
    }
    for (int i = 0; i < s->n && rc == 0; i++) {
        if (solved_has(disk, s->name[i])) continue;
        if (disk->n == SOLVED_MAX) {
            snprintf(err, errlen, "%s: more than %d puzzles", s->path, SOLVED_MAX);
            rc = -1;
        } else {
            memcpy(disk->name[disk->n++], s->name[i], SOLVED_NAME_LEN);
        }
    }
    if (rc == 0) rc = write_list(disk, err, errlen);
    fileio_unlock(lock);
    if (rc == 0) {
        memcpy(s->name, disk->name, sizeof disk->name);
        s->n = disk->n;
    }
    free(disk);
    return rc ? -1 : 0;
}
