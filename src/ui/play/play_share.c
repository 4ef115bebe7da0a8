/* Sharing from the play screen's keys: F12 a PNG of the board, Ctrl+C the
 * game record (Ctrl+Shift+C the move list) to the clipboard, Ctrl+V a game
 * from the clipboard. The share menu (pause menu, "Share...") does the same
 * and the GIF. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/app/nav.h"
#include "ui/play/play_int.h"
#include "ui/share/frame.h"
#include "ui/share/record.h"

static const char *data_dir(const play_t *p)
{
    const ui_t *ui = p->ui;
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : ".";
}

void play_share_png(play_t *p)
{
    char path[1200], err[600];
    const client_t *cl = p->ui->client;
    if (frame_shot_path(cl ? cl->saves_dir : NULL, p->s->game, "png", path, sizeof path, err, sizeof err) ||
        frame_still_png(p->s, 1920, 1080, data_dir(p), path, err, sizeof err)) {
        play_refuse(p, err);
        return;
    }
    const char *base = strrchr(path, '/');
    play_say(p, PLAY_MSG_GOOD, "Saved screenshots/%.160s in the data folder.", base ? base + 1 : path);
}

void play_share_copy(play_t *p, int moves_only)
{
    char msg[300];
    if (record_copy(p->s, moves_only, msg, sizeof msg)) play_refuse(p, msg);
    else play_say(p, PLAY_MSG_GOOD, "%s", msg);
}

void play_share_import(play_t *p)
{
    char err[600];
    /* Another site's record: the import screen chooses the game and where to open it. */
    char *foreign = record_clipboard_foreign();
    if (foreign) {
        nav_import_text(p->ui, "clipboard", foreign);
        free(foreign);
        return;
    }
    session_t *s = record_import_clipboard(data_dir(p), err, sizeof err);
    if (!s) {
        play_refuse(p, err);
        return;
    }
    ui_t *ui = p->ui;
    char note[600];
    record_import_note(s, "the clipboard", note, sizeof note);
    /* This screen closes (its game autosaved): p is gone. When the autosave
     * fails the game stays, and the client's message says why. */
    if (nav_start_play(ui, s)) {
        play_refuse(p, ui->client ? ui->client->message : "The game in play could not be kept.");
        if (ui->client) ui->client->message[0] = '\0';
        return;
    }
    if (ui->client) client_note(ui->client, "%s", note);
}
