/* Moving between the client's screens. The title always stays at the
 * bottom of the stack, so leaving anything returns to it. */
#include "ui/app/nav.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/foreign.h"
#include "ui/app/client.h"
#include "ui/share/record.h"
#include "ui/widgets/menu.h"

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : NULL;
}

static void pop_to_title(ui_t *ui)
{
    screen_stack_t *ss = ui->screens;
    for (int i = ss->n - 1; i >= 1; i--) screen_pop(ss);
}

int nav_push(ui_t *ui, nav_screen_t id, nav_arg_t a)
{
    screen_t *s = nav_new(ui, id, a);
    if (!s) return -1;
    screen_push(ui->screens, s);
    return 0;
}

int nav_autosave_game(ui_t *ui)
{
    /* Every play screen: the analysis board over a game writes nothing
     * (its game is the one under it), so that one is found too. */
    int rc = 0;
    for (int i = ui->screens->n - 1; i >= 0; i--)
        if (nav_is(ui->screens->items[i], NAV_PLAY) && nav_autosave(ui->screens->items[i])) rc = -1;
    return rc;
}

int nav_leave_game(ui_t *ui, const char *again)
{
    client_t *cl = ui->client;
    /* No data folder: nothing could keep the game anywhere (the player was
     * told at start-up), so there is nothing to wait for. */
    if (!cl || !cl->saves_dir[0] || nav_autosave_game(ui) == 0) {
        if (cl) cl->leave_asked = 0;
        return 0;
    }
    /* Asked already, a moment ago: the player leaves it on purpose; the
     * play screen's own autosave as it closes is skipped. */
    if (cl->leave_asked && ui->time - cl->leave_asked_at <= NAV_LEAVE_ASK_S) {
        cl->leave_asked = 0;
        cl->autosave_failed = 0;
        cl->autosave_skip = 1;
        return 0;
    }
    char why[sizeof cl->message];
    snprintf(why, sizeof why, "%s", cl->message);
    client_say(cl, "%.150s. The game stays open: Save game in the pause menu keeps it elsewhere, or %s to leave it.", why,
               again ? again : "do the same again");
    cl->leave_asked = 1;
    cl->leave_asked_at = ui->time;
    return -1;
}

/* Every way to another game closes the one in play through here. */
static int start_play(ui_t *ui, session_t *s, const char *autosave)
{
    if (nav_leave_game(ui, NULL)) {
        session_free(s);
        return -1;
    }
    pop_to_title(ui);
    return nav_push(ui, NAV_PLAY, (nav_arg_t){.session = s, .name = autosave});
}

int nav_start_play(ui_t *ui, session_t *s) { return start_play(ui, s, NULL); }

void nav_to_title(ui_t *ui) { pop_to_title(ui); }

/* The message of a failed load, without the directory part of the path
 * (the name of the file is enough on screen). */
static const char *short_error(const char *err, const char *path)
{
    size_t n = strlen(path);
    if (!strncmp(err, path, n)) {
        const char *base = strrchr(path, '/');
        return base ? err + (base + 1 - path) : err;
    }
    return err;
}

int nav_load_into_play(ui_t *ui, const char *path)
{
    char err[512];
    char name[AUTOSAVES_NAME_MAX] = "";
    session_t *s = session_load(path, data_dir(ui), err, sizeof err);
    if (!s) {
        if (ui->client) client_say(ui->client, "Cannot load this save: %s", short_error(err, path));
        return -1;
    }
    if (ui->client) autosaves_name_of(ui->client->saves_dir, path, name, sizeof name);
    /* A game imported from another site says whose it was, as on import. */
    char origin[512];
    if (ui->client && foreign_origin_line(s, origin, sizeof origin) == 0) client_note(ui->client, "%s", origin);
    return start_play(ui, s, name);
}

int nav_import_text(ui_t *ui, const char *name, const char *text)
{
    char err[1024];
    foreign_list_t l;
    int dropped;
    /* Read and replayed once here for the message (a record with a move
     * that cannot be played is not offered); the screen reads its own copy. */
    if (foreign_read(name, text, &l, NULL, err, sizeof err) != 0 ||
        foreign_check(name, &l, data_dir(ui), &dropped, err, sizeof err) != 0) {
        foreign_list_free(&l);
        if (ui->client) client_say(ui->client, "Cannot import this record: %s", short_error(err, name));
        return -1;
    }
    foreign_list_free(&l);
    /* The screen replays each game first and says why when none opens. */
    return nav_push(ui, NAV_IMPORT, (nav_arg_t){.name = name, .note = text}) != 0 ? -1 : 0;
}

int nav_import_clipboard(ui_t *ui)
{
    char err[600], note[600];
    char *foreign = record_clipboard_foreign();
    if (foreign) {
        int rc = nav_import_text(ui, "clipboard", foreign);
        free(foreign);
        return rc;
    }
    session_t *s = record_import_clipboard(data_dir(ui), err, sizeof err);
    if (!s) {
        if (ui->client) client_say(ui->client, "%s", err);
        return -1;
    }
    record_import_note(s, "the clipboard", note, sizeof note);
    if (start_play(ui, s, NULL)) return -1;
    if (ui->client) client_note(ui->client, "%s", note);
    return 0;
}

int nav_import_file(ui_t *ui, const char *path)
{
    char err[1024], note[600];
    size_t len;
    char *text = fileio_read_text(path, &len, err, sizeof err);
    if (text && strlen(text) == len && foreign_detect(text) != FOREIGN_NONE) {
        int rc = nav_import_text(ui, path, text);
        free(text);
        return rc;
    }
    free(text);
    session_t *s = foreign_load(path, 0, data_dir(ui), err, sizeof err);
    if (!s) {
        if (ui->client) client_say(ui->client, "Cannot open this file: %s", short_error(err, path));
        return -1;
    }
    record_import_note(s, "the dropped file", note, sizeof note);
    if (ui->client) client_note(ui->client, "%s", note);
    start_play(ui, s, NULL);
    return 0;
}

int nav_continue(ui_t *ui)
{
    save_info_t info;
    char err[512], name[AUTOSAVES_NAME_MAX];
    if (!ui->client || !client_newest_unfinished(ui->client, &info)) return -1;
    session_t *s = session_load(info.path, data_dir(ui), err, sizeof err);
    if (!s) {
        client_say(ui->client, "The game cannot be continued: %s", short_error(err, info.path));
        return -1;
    }
    autosaves_name_of(ui->client->saves_dir, info.path, name, sizeof name);
    return start_play(ui, s, name);
}

void nav_choose_game(ui_t *ui, int game_index)
{
    screen_t *s = nav_new(ui, NAV_GAMESELECT, (nav_arg_t){.game = game_index});
    if (s) {
        menu_sound(ui);
        screen_push(ui->screens, s);
    }
}

int nav_result_done(ui_t *ui, nav_result_t r)
{
    screen_t *next = NULL;
    if (r.choice == NAV_RESULT_BOARD) {
        screen_pop(ui->screens);
        return 0;
    }
    /* The finished game's play screen closes: its game is kept first. */
    if (nav_leave_game(ui, NULL)) {
        if (r.choice == NAV_RESULT_REMATCH) session_free(r.session);
        return -1;
    }
    switch (r.choice) {
    case NAV_RESULT_BOARD: break;
    case NAV_RESULT_REMATCH: next = nav_new(ui, NAV_PLAY, (nav_arg_t){.session = r.session}); break;
    case NAV_RESULT_NEWGAME: next = nav_new(ui, NAV_SETUP, (nav_arg_t){.rules = r.rules}); break;
    }
    if (!next) return -1;
    /* Both the result screen and the finished game's play screen go. */
    screen_pop(ui->screens);
    screen_replace(ui->screens, next);
    return 0;
}
