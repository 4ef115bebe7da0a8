/* The play screen's autosave: each game keeps its own file (its name is
 * given when the game was resumed from it, or made at its first autosave),
 * so leaving one game never overwrites another. The file is rewritten the
 * moment the game changes (play_keep), so a client killed, crashed or cut
 * off loses at most the move being made; a game open here is marked
 * (autosaves_lock) so a second client plays on a copy, not on its file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/syncq.h"
#include "ui/play/play_int.h"

/* Try again after a failed keep with nothing new to keep (a disk with
 * room again). */
#define PLAY_KEEP_RETRY_S 5.0

/* Says msg with what the client had to say already (an import's note):
 * the play screen shows both as it opens. */
static void note_more(client_t *cl, const char *msg)
{
    if (cl->message_info && cl->message[0]) {
        size_t k = strlen(cl->message);
        snprintf(cl->message + k, sizeof cl->message - k, " \xC2\xB7 %s", msg);
    } else {
        client_note(cl, "%s", msg);
    }
}

screen_t *play_screen_open(ui_t *ui, session_t *s, const char *autosave)
{
    screen_t *scr = play_screen_new(ui, s);
    if (!scr) return NULL;
    play_t *p = (play_t *)scr;
    client_t *cl = ui->client;
    if (autosave && *autosave && cl && cl->saves_dir[0]) {
        char err[512];
        p->lock_fd = autosaves_lock(cl->saves_dir, autosave, err, sizeof err);
        if (p->lock_fd == FILEIO_LOCK_HELD) {
            /* Another client plays it: its moves and ours would overwrite
             * each other in one file. This one goes on as a new game. */
            p->lock_fd = -1;
            autosave = NULL;
            note_more(cl, "This game is open in another Hexarcade window: you are playing on a copy of it.");
        }
        /* -1 (the folder cannot be written): the game goes on; keeping
         * its moves says why it cannot. */
    }
    /* A game resumed from its autosave writes it again at once (it is
     * then the newest, for Continue); a named save or a copy is written
     * only when the game changes. NULL: kept whatever happens. */
    if (autosave && *autosave) snprintf(p->autosave, sizeof p->autosave, "%s", autosave);
    else if (s->n > 1) p->disk_text = session_save_text(s);
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

/* FNV-1a over what the save holds that changes in play: every entry (the
 * redo tail too), the cursor, the seats and whether a review is kept. A
 * few microseconds a frame, where writing the text to compare is more. */
static uint64_t keep_sig(const session_t *s)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    const unsigned char *b;
    int head[3] = {s->n, s->cur, s->review != NULL};
    b = (const unsigned char *)head;
    for (size_t i = 0; i < sizeof head; i++) h = (h ^ b[i]) * 0x100000001b3ULL;
    b = (const unsigned char *)s->seat;
    for (size_t i = 0; i < sizeof s->seat; i++) h = (h ^ b[i]) * 0x100000001b3ULL;
    for (int e = 1; e < s->n; e++) {
        h = (h ^ (unsigned)s->hist[e].kind) * 0x100000001b3ULL;
        for (const char *c = s->hist[e].move; *c; c++) h = (h ^ (unsigned char)*c) * 0x100000001b3ULL;
    }
    return h ? h : 1; /* 0: not kept yet */
}

/* The message's file named within the data folder, so the reason fits. */
static const char *within(const client_t *cl, const char *err)
{
    size_t k = strlen(cl->saves_dir);
    return !strncmp(err, cl->saves_dir, k) && err[k] == '/' ? err + k + 1 : err;
}

void play_keep(play_t *p)
{
    client_t *cl = p->ui ? p->ui->client : NULL;
    char err[700];
    /* The analysis board is a copy: the game is the one under it. */
    if (!cl || !cl->saves_dir[0] || !p->s || p->an) return;
    if (syncq_failed(p->sync, err, sizeof err)) play_say(p, PLAY_MSG_REFUSED, "Not flushed to disk: %s", within(cl, err));
    uint64_t sig = keep_sig(p->s);
    if (sig == p->kept_sig && !(p->keep_failed && p->ui->time >= p->keep_retry)) return;
    p->kept_sig = sig;
    if (!p->autosave[0] && p->s->n <= 1) return;
    char *now = session_save_text(p->s);
    if (on_disk(p, now)) {
        free(now);
        return;
    }
    char path[1300];
    int fresh = !p->autosave[0];
    if (!now || autosaves_keep(p->s, cl->saves_dir, p->autosave, sizeof p->autosave, path, sizeof path, err,
                               sizeof err)) {
        if (!now) snprintf(err, sizeof err, "out of memory");
        free(now);
        p->keep_failed = 1;
        p->keep_retry = p->ui->time + PLAY_KEEP_RETRY_S;
        play_say(p, PLAY_MSG_REFUSED, "This move is not kept on disk: %s", within(cl, err));
        return;
    }
    if (fresh && p->lock_fd < 0) {
        /* The name was just claimed (no other client has it): marked at
         * once, so a Continue elsewhere plays on a copy. */
        char why[512];
        p->lock_fd = autosaves_lock(cl->saves_dir, p->autosave, why, sizeof why);
        if (p->lock_fd < 0) p->lock_fd = -1;
    }
    syncq_add(p->sync, path);
    free(p->disk_text);
    p->disk_text = now;
    if (p->keep_failed) {
        p->keep_failed = 0;
        play_say(p, PLAY_MSG_GOOD, "The game is kept on disk again.");
    }
}

void play_keep_end(play_t *p)
{
    syncq_free(p->sync);
    p->sync = NULL;
    client_t *cl = p->ui ? p->ui->client : NULL;
    if (cl && cl->saves_dir[0]) autosaves_unlock(cl->saves_dir, p->autosave, p->lock_fd);
    else fileio_unlock(p->lock_fd);
    p->lock_fd = -1;
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
