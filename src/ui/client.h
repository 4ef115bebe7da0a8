/* The client: what the game screens share (settings, audio, user paths) and
 * the constructors of its screens. Two parts build on this contract:
 *   menus (client.c, gameselect.c, setup.c, pausemenu.c, settings_screen.c,
 *          saves_screen.c, rules_screen.c, main.c/opts.c wiring)
 *   play  (play*.c, hud*.c, result.c, script.c)
 * Every constructor returns a screen the stack owns, or NULL (out of memory
 * or a bad argument, with a message in the client's status). */
#ifndef CLIENT_H
#define CLIENT_H

#include "../core/game.h"
#include "../core/session.h"
#include "../core/settings.h"
#include "screen.h"
#include "ui.h"

struct audio;

typedef struct client {
    settings_t settings;
    char settings_path[1024];  /* "" when no config directory */
    char saves_dir[1024];      /* XDG data dir: autosave + named slots; "" if none */
    char message[256];         /* last problem to show (bad settings file, ...) */
    struct audio *audio;       /* may be NULL (no device): audio_* accept NULL */
    int script_mode;           /* driven by --script: no autosave prompts */
} client_t;

/* Loads settings (a bad file: message, defaults, the file left alone) and
 * finds the user directories. */
void client_init(client_t *cl, const char *data_dir);
/* Writes the settings atomically; -1 with cl->message. */
int client_save_settings(client_t *cl);
/* The autosave path ("" when none) and helpers for named slots. */
const char *client_autosave_path(const client_t *cl, char *buf, size_t n);
/* Writes s to the autosave (on quit / leaving a game); -1 with a message. */
int client_autosave(client_t *cl, const session_t *s);

/* Menus part. */
screen_t *gameselect_screen_new(ui_t *ui, int game_index);
screen_t *setup_screen_new(ui_t *ui, const game_rules_t *r);
screen_t *pause_screen_new(ui_t *ui, session_t *s);
screen_t *settings_screen_new(ui_t *ui);
screen_t *rules_screen_new(ui_t *ui, const game_rules_t *r);
/* saving = 1: pick a slot to write s; 0: pick a save to load. */
screen_t *saves_screen_new(ui_t *ui, int saving, session_t *s);

/* Play part. Takes ownership of the session (seats in s->seat[]). */
screen_t *play_screen_new(ui_t *ui, session_t *s);

#endif
