#include "core/settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "plat/plat.h"

typedef struct {
    const char *key;
    size_t offset;
    int lo, hi;
    const char *const *names; /* symbolic values, index = value; NULL: number */
} field_t;

static const char *const onoff[] = {"off", "on", NULL};
static const char *const orient[] = {"pointy", "flat", NULL};
static const char *const palettes[] = {"standard", "colourblind", NULL};

static const field_t fields[] = {
    {"fullscreen", offsetof(settings_t, fullscreen), 0, 1, onoff},
    {"animation-speed", offsetof(settings_t, anim_speed), 0, 300, NULL},
    {"volume", offsetof(settings_t, volume), 0, 100, NULL},
    {"mute", offsetof(settings_t, mute), 0, 1, onoff},
    {"palette", offsetof(settings_t, palette), 0, 1, palettes},
    {"orientation", offsetof(settings_t, orientation), 0, 1, orient},
    {"coordinates", offsetof(settings_t, coords), 0, 1, onoff},
    {"move-previews", offsetof(settings_t, previews), 0, 1, onoff},
    {"confirm-move", offsetof(settings_t, confirm), 0, 1, onoff},
    {"ai-threads", offsetof(settings_t, ai_threads), 0, SETTINGS_AI_THREADS_MAX, NULL},
    {"think-on-your-time", offsetof(settings_t, ponder), 0, 1, onoff},
};
#define NFIELDS (sizeof fields / sizeof fields[0])

void settings_default(settings_t *s)
{
    memset(s, 0, sizeof *s);
    s->fullscreen = 0;
    s->anim_speed = 100;
    s->volume = 70;
    s->mute = 0;
    s->palette = 0;
    s->orientation = SETTINGS_POINTY;
    s->coords = 1;
    s->previews = 1;
    s->ai_threads = 0; /* the machine's default */
    s->ponder = 1;
}

int settings_cores(void)
{
    int n = plat_cpu_count();
    return n > SETTINGS_AI_THREADS_MAX ? SETTINGS_AI_THREADS_MAX : n;
}

int settings_default_threads(void)
{
    int n = plat_search_cores();
    return n > SETTINGS_AI_THREADS_MAX ? SETTINGS_AI_THREADS_MAX : n;
}

int settings_ai_threads(const settings_t *s)
{
    int cores = settings_cores();
    if (s->ai_threads <= 0) return settings_default_threads();
    return s->ai_threads > cores ? cores : s->ai_threads;
}

static char *trim(char *p)
{
    while (*p == ' ' || *p == '\t') p++;
    size_t n = strlen(p);
    while (n && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r')) p[--n] = '\0';
    return p;
}

static int set_field(settings_t *s, const field_t *f, const char *v)
{
    int x = -1;
    if (f->names) {
        for (int i = 0; f->names[i]; i++)
            if (!strcmp(f->names[i], v)) x = i;
        if (x < 0) return -1;
    } else {
        char *end;
        long l = strtol(v, &end, 10);
        if (end == v || *end || l < f->lo || l > f->hi) return -1;
        x = (int)l;
    }
    if (f->offset == offsetof(settings_t, anim_speed) && x > 0 && x < 50) return -1;
    *(int *)((char *)s + f->offset) = x;
    return 0;
}

int settings_parse(settings_t *s, const char *name, const char *text, char *err, size_t errlen)
{
    settings_t t = *s;
    char line[512];
    int lineno = 0;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        lineno++;
        if (n >= sizeof line) {
            snprintf(err, errlen, "%s:%d: line too long", name, lineno);
            return -1;
        }
        memcpy(line, p, n);
        line[n] = '\0';
        p += n + (nl ? 1 : 0);
        char *l = trim(line);
        if (!*l || *l == '#') continue;
        char *eq = strchr(l, '=');
        if (!eq) {
            snprintf(err, errlen, "%s:%d: expected 'key = value'", name, lineno);
            return -1;
        }
        *eq = '\0';
        char *k = trim(l), *v = trim(eq + 1);
        if (!strncmp(k, "setup-", 6)) {
            if (settings_set_last_setup(&t, k + 6, v)) {
                snprintf(err, errlen, "%s:%d: bad set-up line for '%.30s'", name, lineno, k + 6);
                return -1;
            }
            continue;
        }
        const field_t *f = NULL;
        for (size_t i = 0; i < NFIELDS; i++)
            if (!strcmp(fields[i].key, k)) f = &fields[i];
        if (!f) {
            snprintf(err, errlen, "%s:%d: unknown setting '%.40s'", name, lineno, k);
            return -1;
        }
        if (set_field(&t, f, v)) {
            if (f->names)
                snprintf(err, errlen, "%s:%d: %s must be %s or %s, not '%.40s'", name, lineno, k,
                         f->names[0], f->names[1], v);
            else if (f->offset == offsetof(settings_t, anim_speed))
                snprintf(err, errlen, "%s:%d: %s must be 0 (off) or 50 to 300, not '%.40s'", name,
                         lineno, k, v);
            else
                snprintf(err, errlen, "%s:%d: %s must be %d to %d, not '%.40s'", name, lineno, k,
                         f->lo, f->hi, v);
            return -1;
        }
    }
    *s = t;
    return 0;
}

int settings_load(settings_t *s, const char *path, char *err, size_t errlen)
{
    /* Only a file that is not there is "no settings yet": a link loop or
     * a config folder that is a file (ELOOP, ENOTDIR) is worth a word. */
    if (!fileio_exists(path) && errno == ENOENT) return 0;
    size_t len;
    err[0] = '\0';
    char *text = fileio_read_text(path, &len, err, errlen);
    if (!text) return -1;
    int rc;
    if (strlen(text) != len) {
        snprintf(err, errlen, "%s: not a settings file (binary data)", path);
        rc = -1;
    } else {
        rc = settings_parse(s, path, text, err, errlen);
    }
    free(text);
    return rc;
}

size_t settings_format(const settings_t *s, char *buf, size_t n)
{
    size_t at = (size_t)snprintf(buf, n, "# Hexarcade settings\n");
    for (size_t i = 0; i < NFIELDS && at < n; i++) {
        int v = *(const int *)((const char *)s + fields[i].offset);
        if (fields[i].names)
            at += (size_t)snprintf(buf + at, n - at, "%s = %s\n", fields[i].key, fields[i].names[v]);
        else
            at += (size_t)snprintf(buf + at, n - at, "%s = %d\n", fields[i].key, v);
    }
    for (int i = 0; i < SETTINGS_SETUPS && at < n; i++)
        if (s->setup[i].game[0])
            at += (size_t)snprintf(buf + at, n - at, "setup-%s = %s\n", s->setup[i].game, s->setup[i].words);
    return at;
}

int settings_save(const settings_t *s, const char *path, char *err, size_t errlen)
{
    char buf[4096];
    size_t n = settings_format(s, buf, sizeof buf);
    return fileio_write_atomic(path, buf, n < sizeof buf ? n : sizeof buf - 1, err, errlen);
}

/* Game ids are short lower-case words; set-up words printable ASCII. */
static int valid_id(const char *id)
{
    size_t n = strlen(id);
    if (n == 0 || n >= sizeof ((settings_setup_t *)0)->game) return 0;
    for (const char *p = id; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_')) return 0;
    return 1;
}

static int valid_words(const char *w)
{
    if (strlen(w) >= SETTINGS_SETUP_LEN) return 0;
    for (const char *p = w; *p; p++)
        if (*p < ' ' || *p > '~' || *p == '#') return 0;
    return 1;
}

const char *settings_last_setup(const settings_t *s, const char *game)
{
    for (int i = 0; i < SETTINGS_SETUPS; i++)
        if (s->setup[i].game[0] && !strcmp(s->setup[i].game, game)) return s->setup[i].words;
    return NULL;
}

int settings_set_last_setup(settings_t *s, const char *game, const char *words)
{
    if (!valid_id(game) || !valid_words(words)) return -1;
    int slot = -1;
    for (int i = 0; i < SETTINGS_SETUPS && slot < 0; i++)
        if (!strcmp(s->setup[i].game, game)) slot = i;
    for (int i = 0; i < SETTINGS_SETUPS && slot < 0; i++)
        if (!s->setup[i].game[0]) slot = i;
    if (slot < 0) { /* full: drop the first (oldest) entry */
        memmove(&s->setup[0], &s->setup[1], sizeof s->setup[0] * (SETTINGS_SETUPS - 1));
        slot = SETTINGS_SETUPS - 1;
    }
    memset(&s->setup[slot], 0, sizeof s->setup[slot]);
    snprintf(s->setup[slot].game, sizeof s->setup[slot].game, "%s", game);
    snprintf(s->setup[slot].words, sizeof s->setup[slot].words, "%s", words);
    return 0;
}

void settings_merge(settings_t *into, const settings_t *base, const settings_t *mine)
{
    for (size_t i = 0; i < NFIELDS; i++) {
        const int *b = (const int *)((const char *)base + fields[i].offset);
        const int *m = (const int *)((const char *)mine + fields[i].offset);
        if (*m != *b) *(int *)((char *)into + fields[i].offset) = *m;
    }
    /* A set-up this client chose since base: its words win for its game;
     * the other games keep what the file has. */
    for (int i = 0; i < SETTINGS_SETUPS; i++) {
        const char *g = mine->setup[i].game;
        if (!g[0]) continue;
        const char *was = settings_last_setup(base, g);
        if (!was || strcmp(was, mine->setup[i].words)) settings_set_last_setup(into, g, mine->setup[i].words);
    }
}

int settings_commit(settings_t *mine, settings_t *base, const char *path, char *err, size_t errlen)
{
    int lock = fileio_lock(path, err, errlen);
    settings_t now;
    settings_default(&now);
    char why[512];
    /* A damaged file is written over: a setting was changed on purpose. */
    if (lock >= 0 && settings_load(&now, path, why, sizeof why) == 0) {
        settings_merge(&now, base, mine);
        *mine = now;
    }
    int rc = settings_save(mine, path, err, errlen);
    fileio_unlock(lock);
    if (!rc) *base = *mine;
    return rc;
}
