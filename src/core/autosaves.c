/* Autosaves: one file per unfinished game, the newest finished games kept
 * (see autosaves.h). */
#include "core/autosaves.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/fileio.h"
#include "core/paths.h"

static int sub_path(const char *saves_dir, const char *sub, const char *name, char *buf, size_t n)
{
    int k = name ? snprintf(buf, n, "%s/%s/%s", saves_dir, sub, name) : snprintf(buf, n, "%s/%s", saves_dir, sub);
    return k < 0 || (size_t)k >= n ? -1 : 0;
}

static int exists_in(const char *saves_dir, const char *sub, const char *name)
{
    char path[1200];
    return sub_path(saves_dir, sub, name, path, sizeof path) == 0 && fileio_exists(path);
}

/* "<stamp>-<game>.sav" at the time t, with "-2", "-3"... when taken in
 * either folder (two games left within a second). */
static int fresh_name(const char *saves_dir, const char *game_id, time_t t, char *name, size_t n)
{
    struct tm tm;
    char stamp[32] = "game";
    if (localtime_r(&t, &tm)) strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int k = 1; k < 1000; k++) {
        int w = k == 1 ? snprintf(name, n, "%s-%.24s.sav", stamp, game_id)
                       : snprintf(name, n, "%s-%.24s-%d.sav", stamp, game_id, k);
        if (w < 0 || (size_t)w >= n) return -1;
        if (!exists_in(saves_dir, AUTOSAVES_UNFINISHED, name) && !exists_in(saves_dir, AUTOSAVES_FINISHED, name))
            return 0;
    }
    return -1;
}

/* Removes the oldest finished games past the limit; damaged files are
 * neither counted nor touched. */
static void prune_finished(const char *saves_dir, const char *data_dir)
{
    save_list_t l;
    char err[256];
    if (autosaves_list(&l, saves_dir, 1, data_dir, err, sizeof err)) return;
    int kept = 0;
    for (int i = 0; i < l.n; i++) {
        if (!l.items[i].ok) continue;
        if (++kept > AUTOSAVES_KEEP_FINISHED) unlink(l.items[i].path);
    }
    saves_list_free(&l);
}

int autosaves_write(const session_t *s, const char *saves_dir, char *name, size_t n, char *err, size_t errlen)
{
    char dir[1100], path[1200];
    int over = game_is_over(session_state(s));
    if (!name[0] && fresh_name(saves_dir, s->game->rules->id, time(NULL), name, n)) {
        snprintf(err, errlen, "no free autosave name in %s", saves_dir);
        return -1;
    }
    const char *sub = over ? AUTOSAVES_FINISHED : AUTOSAVES_UNFINISHED;
    if (sub_path(saves_dir, sub, NULL, dir, sizeof dir) || paths_file(dir, name, path, sizeof path, err, errlen))
        return -1;
    if (session_save(s, path, err, errlen)) return -1;
    if (over) {
        /* Written to finished/ first, so the game exists in one of the two
         * folders at every moment. */
        if (sub_path(saves_dir, AUTOSAVES_UNFINISHED, name, path, sizeof path) == 0 && fileio_exists(path))
            unlink(path);
        prune_finished(saves_dir, s->game->data_dir);
    }
    return 0;
}

int autosaves_list(save_list_t *l, const char *saves_dir, int finished, const char *data_dir, char *err,
                   size_t errlen)
{
    char dir[1100];
    memset(l, 0, sizeof *l);
    if (sub_path(saves_dir, finished ? AUTOSAVES_FINISHED : AUTOSAVES_UNFINISHED, NULL, dir, sizeof dir)) {
        snprintf(err, errlen, "the saves folder's path is too long");
        return -1;
    }
    return saves_scan(l, dir, data_dir, err, errlen);
}

void autosaves_name_of(const char *saves_dir, const char *path, char *name, size_t n)
{
    char dir[1100];
    name[0] = '\0';
    if (!n || sub_path(saves_dir, AUTOSAVES_UNFINISHED, NULL, dir, sizeof dir)) return;
    size_t k = strlen(dir);
    if (strncmp(path, dir, k) || path[k] != '/' || strchr(path + k + 1, '/')) return;
    snprintf(name, n, "%s", path + k + 1);
}

int autosaves_migrate(const char *saves_dir, const char *data_dir, char *err, size_t errlen)
{
    char old[1200], dir[1100], name[AUTOSAVES_NAME_MAX], path[1300];
    struct stat sb;
    err[0] = '\0';
    if (snprintf(old, sizeof old, "%s/%s", saves_dir, AUTOSAVES_LEGACY) >= (int)sizeof old) return 0;
    if (lstat(old, &sb) || !S_ISREG(sb.st_mode)) return 0;
    save_info_t info;
    if (saves_probe(&info, old, data_dir) || !info.ok) return 0;
    const char *sub = info.over ? AUTOSAVES_FINISHED : AUTOSAVES_UNFINISHED;
    if (fresh_name(saves_dir, info.game_id, sb.st_mtime, name, sizeof name) ||
        sub_path(saves_dir, sub, NULL, dir, sizeof dir) || paths_file(dir, name, path, sizeof path, err, errlen)) {
        if (!err[0]) snprintf(err, errlen, "no free autosave name for %s", old);
        return -1;
    }
    /* rename() within one file system is atomic: the game is in exactly one
     * place whatever happens. */
    if (rename(old, path)) {
        snprintf(err, errlen, "cannot move %s to %s: %s", old, path, strerror(errno));
        return -1;
    }
    return 1;
}
