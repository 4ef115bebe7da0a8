/* Listing the demonstration and tutorial files of a game. */
#include "ui/learn/demo_files.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/game.h"
#include "core/level.h"
#include "plat/plat.h"

static int by_name(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

static int is_txt(const char *name)
{
    size_t n = strlen(name);
    return name[0] != '.' && n > 4 && !strcmp(name + n - 4, ".txt");
}

/* The level's title and description, read from the file itself (a broken
 * file keeps its name, so the list still shows it). */
static void describe(demo_files_t *f, int i, const char *name)
{
    snprintf(f->title[i], DEMO_TITLE_MAX, "%.*s", (int)(strlen(name) - 4), name);
    f->about[i][0] = '\0';
    level_t *lv = level_new();
    char err[256];
    if (lv && level_load(lv, f->path[i], err, sizeof err) == 0) {
        if (lv->title[0]) snprintf(f->title[i], DEMO_TITLE_MAX, "%.*s", DEMO_TITLE_MAX - 1, lv->title);
        snprintf(f->about[i], DEMO_TITLE_MAX, "%.*s", DEMO_TITLE_MAX - 1, lv->description);
    }
    level_free(lv);
}

int demo_files_list(demo_files_t *f, const char *data_dir, const char *game_id, const char *kind)
{
    char dir[DEMO_PATH_MAX];
    f->n = 0;
    snprintf(dir, sizeof dir, "%s/levels/%s/%s", data_dir && *data_dir ? data_dir : ".", game_id, kind);
    plat_dir_t *d = plat_dir_open(dir);
    if (!d) return 0;
    /* Names first (sorted), then paths and titles. */
    static const size_t name_len = 256;
    char (*names)[256] = calloc(DEMO_FILES_MAX, name_len);
    int n = 0;
    for (const char *e; names && (e = plat_dir_next(d)) && n < DEMO_FILES_MAX;)
        if (is_txt(e) && strlen(e) < name_len) snprintf(names[n++], name_len, "%s", e);
    plat_dir_close(d);
    if (!names) return 0;
    qsort(names, (size_t)n, name_len, by_name);
    for (int i = 0; i < n; i++) {
        int k = snprintf(f->path[f->n], DEMO_PATH_MAX, "%s/%s", dir, names[i]);
        if (k < 0 || k >= DEMO_PATH_MAX) continue;
        describe(f, f->n, names[i]);
        f->n++;
    }
    free(names);
    return f->n;
}

int demo_files_find(const demo_files_t *f, const char *prefix)
{
    size_t k = strlen(prefix);
    for (int i = 0; i < f->n; i++) {
        const char *slash = strrchr(f->path[i], '/');
        const char *name = slash ? slash + 1 : f->path[i];
        if (!strncmp(name, prefix, k)) return i;
    }
    return -1;
}

int demo_files_check_arg(const char *arg, const char *data_dir, char *err, size_t errlen)
{
    const char *slash = strchr(arg, '/');
    size_t k = slash ? (size_t)(slash - arg) : strlen(arg);
    const game_rules_t *r = NULL;
    for (int i = 0; i < game_count() && !r; i++)
        if (strlen(game_by_index(i)->id) == k && !strncasecmp(game_by_index(i)->id, arg, k)) r = game_by_index(i);
    if (!r) {
        snprintf(err, errlen, "--demo: unknown game '%.*s'", (int)k, arg);
        return -1;
    }
    demo_files_t *f = malloc(sizeof *f);
    if (!f) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = 0;
    if (!demo_files_list(f, data_dir, r->id, "demos")) {
        snprintf(err, errlen, "--demo: %s has no demonstrations", r->name);
        rc = -1;
    } else if (slash && slash[1] && demo_files_find(f, slash + 1) < 0) {
        snprintf(err, errlen, "--demo: %s has no demonstration '%s'", r->name, slash + 1);
        rc = -1;
    }
    free(f);
    return rc;
}
