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
    else if (s->n > 1) p->opened_text = session_save_text(s); /* NULL: kept whatever happens */
    return scr;
}

/* A game opened from a named save or a finished game, left as it was: the
 * file it came from holds it, a copy would only crowd the list. */
static int unchanged(const play_t *p)
{
    if (!p->opened_text) return 0;
    char *now = session_save_text(p->s);
    int same = now && !strcmp(now, p->opened_text);
    free(now);
    return same;
}

int play_screen_autosave(screen_t *scr)
{
    if (!play_screen_is(scr)) return 0;
    play_t *p = (play_t *)scr;
    client_t *cl = p->ui ? p->ui->client : NULL;
    if (!cl || !p->s) return 0;
    if (!p->autosave[0] && (p->s->n <= 1 || unchanged(p))) return 0;
    return client_autosave(cl, p->s, p->autosave, sizeof p->autosave);
}

const char *play_screen_autosave_name(screen_t *scr) { return play_screen_is(scr) ? ((play_t *)scr)->autosave : ""; }
