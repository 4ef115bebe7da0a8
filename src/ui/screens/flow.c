/* Moving between the client's screens. The title always stays at the
 * bottom of the stack, so leaving anything returns to it. */
#include <stdio.h>
#include <string.h>

#include "ui/platform/client.h"
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

void client_start_play(ui_t *ui, session_t *s)
{
    pop_to_title(ui);
    screen_t *p = play_screen_new(ui, s);
    if (p) screen_push(ui->screens, p);
}

void client_to_title(ui_t *ui) { pop_to_title(ui); }

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

int client_load_into_play(ui_t *ui, const char *path)
{
    char err[512];
    session_t *s = session_load(path, data_dir(ui), err, sizeof err);
    if (!s) {
        if (ui->client) client_say(ui->client, "Cannot load this save: %s", short_error(err, path));
        return -1;
    }
    client_start_play(ui, s);
    return 0;
}

int client_continue(ui_t *ui)
{
    if (!ui->client) return -1;
    char path[1100], err[512];
    client_autosave_path(ui->client, path, sizeof path);
    if (!path[0]) return -1;
    session_t *s = session_load(path, data_dir(ui), err, sizeof err);
    if (!s) {
        client_say(ui->client, "The autosave cannot be continued: %s", short_error(err, path));
        return -1;
    }
    client_start_play(ui, s);
    return 0;
}

void client_choose_game(ui_t *ui, int game_index)
{
    screen_t *s = gameselect_screen_new(ui, game_index);
    if (s) {
        menu_sound(ui);
        screen_push(ui->screens, s);
    }
}
