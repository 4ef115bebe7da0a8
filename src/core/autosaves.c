/* Autosaves: one file per unfinished game, the newest finished games kept
 * (see autosaves.h). */
#include "core/autosaves.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "core/level.h"
#include "core/paths.h"
#include "plat/plat.h"

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
 * either folder: for the autosave.sav of earlier versions, moved in at
 * start-up (a game's own first autosave claims its name: write_new). */
static int fresh_name(const char *saves_dir, const char *game_id, time_t t, char *name, size_t n)
{
    struct tm tm;
    char stamp[32] = "game";
    if (plat_localtime(t, &tm) == 0) strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
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
        if (++kept > AUTOSAVES_KEEP_FINISHED) plat_unlink(l.items[i].path);
    }
    saves_list_free(&l);
}

/* A fresh name must be free in the other folder too: a game keeps its
 * name when it moves to finished/. */
static int taken_elsewhere(const char *name, void *ctx)
{
    const char *const *where = ctx; /* saves_dir, the other folder */
    return exists_in(where[0], where[1], name);
}

/* The first write of a game: a new file named "<stamp>-<game>.sav" (with
 * -2, -3... when taken), claimed atomically (fileio_write_fresh), so two
 * clients leaving games within the same second never share one. */
static int write_new(const session_t *s, const char *saves_dir, const char *dir, const char *sub, int sync,
                     char *name, size_t n, char *err, size_t errlen)
{
    char *text = session_save_checked(s, dir, err, errlen);
    if (!text) return -1;
    if (fileio_mkdirs(dir)) {
        snprintf(err, errlen, "cannot create %s: %s", dir, strerror(errno));
        free(text);
        return -1;
    }
    struct tm tm;
    time_t t = time(NULL);
    char stem[64] = "game";
    if (plat_localtime(t, &tm) == 0) strftime(stem, sizeof stem, "%Y%m%d-%H%M%S", &tm);
    size_t k = strlen(stem);
    snprintf(stem + k, sizeof stem - k, "-%.24s", s->game->rules->id);
    const char *other[2] = {saves_dir, strcmp(sub, AUTOSAVES_FINISHED) ? AUTOSAVES_FINISHED : AUTOSAVES_UNFINISHED};
    char got[AUTOSAVES_NAME_MAX];
    int rc = (sync ? fileio_write_fresh : fileio_write_fresh_nosync)(dir, stem, ".sav", text, strlen(text),
                                                                     taken_elsewhere, (void *)other, got, sizeof got,
                                                                     err, errlen);
    free(text);
    if (!rc && snprintf(name, n, "%s", got) >= (int)n) rc = -1; /* n < AUTOSAVES_NAME_MAX: never */
    return rc;
}

/* autosaves_write and autosaves_keep: sync flushes before returning;
 * written (wn bytes) gets the file written. */
static int write_game(const session_t *s, const char *saves_dir, char *name, size_t n, int sync, char *written,
                      size_t wn, char *err, size_t errlen)
{
    char dir[1100], path[1200];
    int over = game_is_over(session_state(s));
    const char *sub = over ? AUTOSAVES_FINISHED : AUTOSAVES_UNFINISHED;
    if (sub_path(saves_dir, sub, NULL, dir, sizeof dir)) {
        snprintf(err, errlen, "the saves folder's path is too long");
        return -1;
    }
    int fresh = !name[0];
    if (fresh) {
        if (write_new(s, saves_dir, dir, sub, sync, name, n, err, errlen)) return -1;
    } else if (paths_file(dir, name, path, sizeof path, err, errlen) || session_save_to(s, path, sync, err, errlen)) {
        return -1;
    }
    if (written && wn) snprintf(written, wn, "%s/%s", dir, name);
    if (over) {
        /* Written to finished/ first, so the game exists in one of the two
         * folders at every moment. A name just made has no file in
         * unfinished/ of this game (one there is another client's). */
        if (!fresh && sub_path(saves_dir, AUTOSAVES_UNFINISHED, name, path, sizeof path) == 0 && fileio_exists(path))
            plat_unlink(path);
        prune_finished(saves_dir, s->game->data_dir);
    }
    return 0;
}

int autosaves_write(const session_t *s, const char *saves_dir, char *name, size_t n, char *err, size_t errlen)
{
    return write_game(s, saves_dir, name, n, 1, NULL, 0, err, errlen);
}

int autosaves_keep(const session_t *s, const char *saves_dir, char *name, size_t n, char *written, size_t wn,
                   char *err, size_t errlen)
{
    return write_game(s, saves_dir, name, n, 0, written, wn, err, errlen);
}

/* unfinished/.NAME.lock: hidden, so no list shows it. */
static int lock_path(const char *saves_dir, const char *name, char *path, size_t n)
{
    int k = snprintf(path, n, "%s/%s/.%s.lock", saves_dir, AUTOSAVES_UNFINISHED, name);
    return k < 0 || (size_t)k >= n || strchr(name, '/') ? -1 : 0;
}

int autosaves_lock(const char *saves_dir, const char *name, char *err, size_t errlen)
{
    char path[1300], dir[1100];
    if (lock_path(saves_dir, name, path, sizeof path) ||
        sub_path(saves_dir, AUTOSAVES_UNFINISHED, NULL, dir, sizeof dir)) {
        snprintf(err, errlen, "%s: not an autosave name", name);
        return -1;
    }
    if (fileio_mkdirs(dir)) {
        snprintf(err, errlen, "cannot create %s: %s", dir, strerror(errno));
        return -1;
    }
    return fileio_trylock(path, err, errlen);
}

void autosaves_unlock(const char *saves_dir, const char *name, int fd)
{
    char path[1300];
    if (fd < 0) return;
    if (lock_path(saves_dir, name, path, sizeof path)) path[0] = '\0';
    if (path[0]) fileio_unlock_remove(path, fd);
    else fileio_unlock(fd);
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
    char dir[1100], in[1200];
    name[0] = '\0';
    if (!n || sub_path(saves_dir, AUTOSAVES_UNFINISHED, NULL, dir, sizeof dir)) return;
    if (snprintf(in, sizeof in, "%s", path) >= (int)sizeof in) return;
    char *slash = strrchr(in, '/'), base[AUTOSAVES_NAME_MAX + 8];
    if (snprintf(base, sizeof base, "%s", slash ? slash + 1 : in) >= (int)sizeof base) return;
    if (slash == in) in[1] = '\0';
    else if (slash) *slash = '\0';
    else snprintf(in, sizeof in, ".");
    /* The folders compared as the folders they are: "--load ./x.sav" from
     * inside unfinished/, or through a link to it, is that autosave (else
     * a copy is made at every quit). The file itself may be a link. */
    char *a = plat_realpath(dir), *b = plat_realpath(in);
    if (a && b && !strcmp(a, b) && base[0] && strlen(base) < n) snprintf(name, n, "%s", base);
    free(a);
    free(b);
}

int autosaves_migrate(const char *saves_dir, const char *data_dir, char *err, size_t errlen)
{
    char old[1200], dir[1100], name[AUTOSAVES_NAME_MAX], path[1300];
    plat_stat_t sb;
    err[0] = '\0';
    if (snprintf(old, sizeof old, "%s/%s", saves_dir, AUTOSAVES_LEGACY) >= (int)sizeof old) return 0;
    if (plat_lstat(old, &sb) || sb.kind != PLAT_REGULAR) return 0;
    save_info_t info;
    if (saves_probe(&info, old, data_dir) || !info.ok) return 0;
    const char *sub = info.over ? AUTOSAVES_FINISHED : AUTOSAVES_UNFINISHED;
    if (fresh_name(saves_dir, info.game_id, (time_t)sb.mtime, name, sizeof name) ||
        sub_path(saves_dir, sub, NULL, dir, sizeof dir) || paths_file(dir, name, path, sizeof path, err, errlen)) {
        if (!err[0]) snprintf(err, errlen, "no free autosave name for %s", old);
        return -1;
    }
    /* A rename within one file system is atomic: the game is in exactly one
     * place whatever happens. */
    if (plat_rename(old, path)) {
        snprintf(err, errlen, "cannot move %s to %s: %s", old, path, strerror(errno));
        return -1;
    }
    return 1;
}
