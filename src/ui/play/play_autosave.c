/* The play screen's autosave: each game keeps its own file (its name is
 * given when the game was resumed from it, or made at its first autosave),
 * so leaving one game never overwrites another. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/play/play_int.h"

screen_t *play_screen_open(ui_t *ui, session_t *s, const char *autosave)
{
    screen_t *scr = play_screen_new(ui, s);
    if (!scr) return NULL;
    play_t *p = (play_t *)scr;
    if (autosave && *autosave) snprintf(p->autosave, sizeof p->autosave, "%s", autosave);
    else if (s->n > 1) p->disk_text = session_save_text(s); /* NULL: kept whatever happens */
    return scr;
}

/* A file already holds the game as it is now: the named save or finished
 * game it was opened from (a copy would only crowd the list), or its own
 * autosave just written (leaving by the pause menu writes it before the
 * screen closes, which would write it again). */
static int on_disk(const play_t *p, const char *now)
{
    return p->disk_text && now && !strcmp(now, p->disk_text);
}

int play_screen_autosave(screen_t *scr)
{
    if (!play_screen_is(scr)) return 0;
    play_t *p = (play_t *)scr;
    client_t *cl = p->ui ? p->ui->client : NULL;
    /* The analysis board is a copy: the game is the one under it. */
    if (!cl || !p->s || p->an) return 0;
    if (!p->autosave[0] && p->s->n <= 1) return 0;
    char *now = session_save_text(p->s);
    if (on_disk(p, now)) {
        free(now);
        return 0;
    }
    int skipped = cl->autosave_skip; /* left on purpose: nothing is written */
    int rc = client_autosave(cl, p->s, p->autosave, sizeof p->autosave);
    if (rc == 0 && !skipped && now) {
        free(p->disk_text);
        p->disk_text = now;
        now = NULL;
    }
    free(now);
    return rc;
}

const char *play_screen_autosave_name(screen_t *scr) { return play_screen_is(scr) ? ((play_t *)scr)->autosave : ""; }
