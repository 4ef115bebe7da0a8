/* The solved puzzles of the client: see puzzle_store.h. */
#include "ui/learn/puzzle_store.h"

#include <stdio.h>
#include <string.h>

#include "core/fileio.h"
#include "ui/app/client.h"

void puzzle_store_load(ui_t *ui, solved_t *s)
{
    char path[1100], err[700];
    client_t *cl = ui->client;
    path[0] = '\0';
    if (cl && cl->saves_dir[0]) snprintf(path, sizeof path, "%s/%s", cl->saves_dir, PUZZLE_STORE_NAME);
    if (solved_load(s, path, err, sizeof err) == 1 && cl)
        client_say(cl, "%s (left alone; new ticks are not kept)", err);
}

int puzzle_store_mark(ui_t *ui, solved_t *s, const char *key, char *msg, size_t n)
{
    if (s->path[0] && !s->damaged) {
        /* The folder may not exist yet: the first tick makes it. */
        char dir[sizeof s->path];
        snprintf(dir, sizeof dir, "%s", s->path);
        char *slash = strrchr(dir, '/');
        if (slash) *slash = '\0';
        if (slash && fileio_mkdirs(dir) != 0) {
            snprintf(msg, n, "cannot make %s: the tick is not kept", dir);
            return -1;
        }
    }
    (void)ui;
    return solved_mark(s, key, msg, n) < 0 ? -1 : 0;
}
