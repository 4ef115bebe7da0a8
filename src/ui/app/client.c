/* The client's shared state: settings (XDG config directory), the saves
 * directory (XDG data directory) and the autosaves in it. */
#include "ui/app/client.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/paths.h"
#include "ui/platform/audio.h"

#define CLIENT_SETTINGS_FILE "settings.conf"
#define CLIENT_SLOTS_DIR "saves"

void client_say(client_t *cl, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cl->message, sizeof cl->message, fmt, ap);
    va_end(ap);
    cl->message_info = 0;
}

void client_note(client_t *cl, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cl->message, sizeof cl->message, fmt, ap);
    va_end(ap);
    cl->message_info = 1;
}

/* The player's record: a damaged file is reported once (here and on the
 * statistics screen) and left alone; games are then not recorded, so the
 * file stays as the person may want to mend it. */
static void client_load_record(client_t *cl)
{
    record_init(&cl->record);
    char path[1200], err[300];
    if (!cl->saves_dir[0] || snprintf(path, sizeof path, "%s/%s", cl->saves_dir, RECORD_FILE) >= (int)sizeof path)
        return;
    if (record_load(&cl->record, path, err, sizeof err)) {
        record_init(&cl->record);
        cl->record_bad = 1;
        snprintf(cl->record_problem, sizeof cl->record_problem,
                 "Record file not read (%s). It is left as it is; games are not recorded until it is mended or removed.",
                 err);
        client_say(cl, "%s", cl->record_problem);
    }
}

/* A game under way whose file cannot be read is said at the start, by
 * name (Continue passes over it, Load game lists it), and left as it is:
 * the person may mend it, nothing is written over it. */
static void client_check_unfinished(client_t *cl)
{
    save_list_t l;
    char err[256];
    if (!cl->saves_dir[0] || autosaves_list(&l, cl->saves_dir, 0, cl->data_dir, err, sizeof err)) return;
    int bad = 0, first = -1;
    for (int i = 0; i < l.n; i++)
        if (!l.items[i].ok && bad++ == 0) first = i;
    if (bad && !cl->message[0]) {
        char more[64] = "";
        if (bad > 1) snprintf(more, sizeof more, " (and %d more)", bad - 1);
        client_say(cl, "%s/%s.sav cannot be read%s: %s. It is left as it is; Load game lists it.",
                   AUTOSAVES_UNFINISHED, l.items[first].name, more, l.items[first].problem);
    }
    saves_list_free(&l);
}

void client_init(client_t *cl, const char *data_dir)
{
    memset(cl, 0, sizeof *cl);
    settings_default(&cl->settings);
    cl->settings_base = cl->settings;
    if (data_dir && snprintf(cl->data_dir, sizeof cl->data_dir, "%s", data_dir) >= (int)sizeof cl->data_dir)
        cl->data_dir[0] = '\0';
    char dir[900];
    if (paths_config_dir(dir, sizeof dir) == 0 &&
        snprintf(cl->settings_path, sizeof cl->settings_path, "%s/%s", dir, CLIENT_SETTINGS_FILE) >=
            (int)sizeof cl->settings_path)
        cl->settings_path[0] = '\0';
    if (paths_data_dir(dir, sizeof dir) == 0 &&
        snprintf(cl->saves_dir, sizeof cl->saves_dir, "%s", dir) >= (int)sizeof cl->saves_dir)
        cl->saves_dir[0] = '\0';
    char err[512];
    if (cl->saves_dir[0] && autosaves_migrate(cl->saves_dir, cl->data_dir, err, sizeof err) < 0)
        client_say(cl, "The autosave of the earlier version was left where it is: %s", err);
    /* Before the settings' early return: with a data folder but no config
     * folder, a record not loaded would be written over. */
    client_load_record(cl);
    if (!cl->settings_path[0]) {
        client_say(cl, "No home directory is set: settings will not be kept.");
        return;
    }
    /* A save killed half-way leaves its temporary file: clear those of
     * processes gone (issue 23) from the config folder and the data folder
     * two levels down: saves/, unfinished/, finished/, screenshots/ (a GIF
     * export killed) and levels/<game>/ (the editor's save as level). */
    if (paths_config_dir(dir, sizeof dir) == 0) fileio_remove_stale_temps(dir);
    if (cl->saves_dir[0]) fileio_remove_stale_temps_below(cl->saves_dir, 2);
    client_check_unfinished(cl);
    if (settings_load(&cl->settings, cl->settings_path, err, sizeof err)) {
        /* Defaults stand in; the file is the user's and stays as it is
         * until a setting is changed on purpose. */
        settings_default(&cl->settings);
        cl->settings_bad = 1;
        client_say(cl, "Settings file not read (%s). Defaults are in use; the file is left as it is until you change a setting.",
                   err);
    }
    cl->settings_base = cl->settings;
}

int client_save_settings(client_t *cl)
{
    if (!cl->settings_path[0]) {
        client_say(cl, "No home directory is set: settings cannot be kept.");
        return -1;
    }
    char dir[1024], path[1100], err[512] = "";
    snprintf(dir, sizeof dir, "%s", cl->settings_path);
    char *slash = strrchr(dir, '/');
    if (slash) *slash = '\0';
    if (paths_file(dir, CLIENT_SETTINGS_FILE, path, sizeof path, err, sizeof err)) {
        client_say(cl, "Settings not saved: %s", err);
        return -1;
    }
    /* Another client may have written the file since it was read: what
     * this one changed goes over what the file holds now. */
    if (settings_commit(&cl->settings, &cl->settings_base, path, err, sizeof err)) {
        client_say(cl, "Settings not saved: %s", err);
        return -1;
    }
    if (cl->settings_bad) {
        cl->settings_bad = 0;
        cl->message[0] = '\0';
    }
    return 0;
}

void client_apply_settings(client_t *cl)
{
    const settings_t *s = &cl->settings;
    audio_set_volume(cl->audio, (float)s->volume / 100.0f);
    audio_set_muted(cl->audio, s->mute);
    audio_set_enabled(cl->audio, s->anim_speed > 0);
    if (s->anim_speed > 0) audio_set_speed(cl->audio, (double)s->anim_speed / 100.0);
}

const char *client_slots_dir(const client_t *cl, char *buf, size_t n)
{
    if (!n) return buf;
    buf[0] = '\0';
    if (cl->saves_dir[0] && snprintf(buf, n, "%s/%s", cl->saves_dir, CLIENT_SLOTS_DIR) >= (int)n) buf[0] = '\0';
    return buf;
}

int client_newest_unfinished(const client_t *cl, save_info_t *info)
{
    save_list_t l;
    char err[256];
    int found = 0;
    if (!cl->saves_dir[0] || autosaves_list(&l, cl->saves_dir, 0, cl->data_dir, err, sizeof err)) return 0;
    /* A damaged file is not a game to continue: Load game lists it. */
    for (int i = 0; i < l.n && !found; i++)
        if (l.items[i].ok) *info = l.items[i], found = 1;
    saves_list_free(&l);
    return found;
}

int client_autosave(client_t *cl, const session_t *s, char *name, size_t n)
{
    char err[512];
    if (cl->autosave_skip) {
        cl->autosave_skip = 0;
        return 0;
    }
    if (!cl->saves_dir[0]) {
        client_say(cl, "No home directory is set: the game was not autosaved.");
        return -1;
    }
    if (autosaves_write(s, cl->saves_dir, name, n, err, sizeof err)) {
        /* The file named within the data folder: the reason at the end of
         * the message then fits on screen (where the game stays). */
        size_t k = strlen(cl->saves_dir);
        const char *why = !strncmp(err, cl->saves_dir, k) && err[k] == '/' ? err + k + 1 : err;
        client_say(cl, "The game was not autosaved: %s", why);
        cl->autosave_failed = 1;
        return -1;
    }
    cl->autosave_failed = 0;
    return 0;
}
