/* Saved games on disk: probing, listing, named slots. */
#include "core/saves.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/paths.h"
#include "plat/plat.h"

#define EXT ".sav"

/* The message of a failed load without the file's name: the list already
 * shows it. "path:14: move refused" reads "line 14: move refused". */
static void short_problem(char *out, size_t n, const char *err, const char *path)
{
    size_t pn = strlen(path);
    if (strncmp(err, path, pn) || err[pn] != ':') {
        snprintf(out, n, "%s", err);
        return;
    }
    const char *rest = err + pn + 1;
    char *end;
    long line = strtol(rest, &end, 10);
    if (end != rest && *end == ':') snprintf(out, n, "line %ld:%s", line, end + 1);
    else snprintf(out, n, "%s", *rest == ' ' ? rest + 1 : rest);
    if (out[0] >= 'a' && out[0] <= 'z' && strncmp(out, "line ", 5)) out[0] = (char)(out[0] - 32);
}

int saves_probe(save_info_t *info, const char *path, const char *data_dir)
{
    char err[512];
    plat_stat_t sb;
    info->ok = 0;
    info->problem[0] = info->game[0] = info->game_id[0] = info->date[0] = info->result[0] = '\0';
    info->moves = info->players = info->over = 0;
    memset(info->seat, 0, sizeof info->seat);
    snprintf(info->path, sizeof info->path, "%s", path);
    if (plat_stat(path, &sb) == 0) {
        info->mtime = (long long)sb.mtime;
        info->mtime_ns = sb.mtime_ns;
        struct tm tm;
        if (plat_localtime((time_t)sb.mtime, &tm) == 0) strftime(info->date, sizeof info->date, "%Y-%m-%d %H:%M", &tm);
    }
    session_t *s = session_load(path, data_dir, err, sizeof err);
    if (!s) {
        short_problem(info->problem, sizeof info->problem, err, path);
        return -1;
    }
    info->ok = 1;
    snprintf(info->game, sizeof info->game, "%s", s->game->rules->name);
    snprintf(info->game_id, sizeof info->game_id, "%s", s->game->rules->id);
    info->moves = session_moves(s, s->cur);
    info->players = s->game->setup.players;
    memcpy(info->seat, s->seat, sizeof info->seat);
    info->over = game_is_over(session_state(s));
    session_result_words(s, info->result, sizeof info->result);
    session_free(s);
    return 0;
}

static int newest_first(const void *a, const void *b)
{
    const save_info_t *x = a, *y = b;
    if (x->mtime != y->mtime) return x->mtime > y->mtime ? -1 : 1;
    if (x->mtime_ns != y->mtime_ns) return x->mtime_ns > y->mtime_ns ? -1 : 1;
    return strcmp(x->name, y->name);
}

int saves_scan(save_list_t *l, const char *dir, const char *data_dir, char *err, size_t errlen)
{
    memset(l, 0, sizeof *l);
    plat_dir_t *d = plat_dir_open(dir);
    if (!d) {
        if (errno == ENOENT) return 0;
        snprintf(err, errlen, "cannot read %s: %s", dir, strerror(errno));
        return -1;
    }
    for (const char *e; (e = plat_dir_next(d));) {
        size_t n = strlen(e);
        if (e[0] == '.' || n <= strlen(EXT) || strcmp(e + n - strlen(EXT), EXT)) continue;
        if (n - strlen(EXT) >= sizeof l->items[0].name) continue;
        if (l->n == l->cap) {
            int cap = l->cap ? l->cap * 2 : 16;
            save_info_t *p = realloc(l->items, sizeof *p * (size_t)cap);
            if (!p) {
                plat_dir_close(d);
                snprintf(err, errlen, "out of memory");
                return -1;
            }
            l->items = p;
            l->cap = cap;
        }
        save_info_t *info = &l->items[l->n];
        memset(info, 0, sizeof *info);
        memcpy(info->name, e, n - strlen(EXT));
        info->name[n - strlen(EXT)] = '\0';
        char path[1200];
        if (snprintf(path, sizeof path, "%s/%s", dir, e) >= (int)sizeof path) continue;
        plat_stat_t sb;
        if (plat_stat(path, &sb) || sb.kind != PLAT_REGULAR) continue;
        saves_probe(info, path, data_dir);
        l->n++;
    }
    plat_dir_close(d);
    if (l->n > 1) qsort(l->items, (size_t)l->n, sizeof l->items[0], newest_first);
    return 0;
}

void saves_list_free(save_list_t *l)
{
    free(l->items);
    memset(l, 0, sizeof *l);
}

int saves_valid_name(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n > SAVES_NAME_MAX || !isalnum((unsigned char)name[0])) return 0;
    for (const char *p = name; *p; p++)
        if (!(isalnum((unsigned char)*p) || *p == ' ' || *p == '-' || *p == '_')) return 0;
    return name[n - 1] != ' ';
}

static int taken(const save_list_t *l, const char *name)
{
    for (int i = 0; l && i < l->n; i++)
        if (!strcmp(l->items[i].name, name)) return 1;
    return 0;
}

void saves_suggest_name(const save_list_t *l, const char *game_name, char *buf, size_t n)
{
    for (int k = 1; k < 1000; k++) {
        snprintf(buf, n, "%.24s %d", game_name, k);
        if (!taken(l, buf)) return;
    }
}

int saves_write(const session_t *s, const char *dir, const char *name, char *err, size_t errlen)
{
    if (!saves_valid_name(name)) {
        snprintf(err, errlen, "a name is letters, digits, spaces, '-' or '_' (at most %d)", SAVES_NAME_MAX);
        return -1;
    }
    char file[SAVES_NAME_MAX + 8], path[1200];
    snprintf(file, sizeof file, "%s%s", name, EXT);
    if (paths_file(dir, file, path, sizeof path, err, errlen)) return -1;
    return session_save(s, path, err, errlen);
}

int saves_delete(const char *path, char *err, size_t errlen)
{
    if (plat_unlink(path) != 0) {
        snprintf(err, errlen, "cannot delete %s: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}
