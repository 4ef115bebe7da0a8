/* The client: what the game screens share (settings, audio, user paths,
 * the autosave, the last message to show). Moving between screens is
 * nav.h; each screen's constructor is in its own header, for nav_screens.c
 * and the tests. */
#ifndef CLIENT_H
#define CLIENT_H

#include "core/game.h"
#include "core/session.h"
#include "core/settings.h"
#include "ui/platform/ui.h"

struct audio;

typedef struct client {
    settings_t settings;
    char settings_path[1024];  /* "" when no config directory */
    char saves_dir[1024];      /* XDG data dir: autosave + named slots; "" if none */
    char message[256];         /* last problem to show (bad settings file, ...) */
    int message_info;          /* 1: the message is news ("Saved"), not a problem */
    struct audio *audio;       /* may be NULL (no device): audio_* accept NULL */
    int script_mode;           /* driven by --script: no autosave prompts */
    int settings_bad;          /* the settings file could not be read: it is
                                  left alone until a setting is changed */
    char data_dir[1024];       /* levels/, fonts/ (as given to client_init) */
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

/* Menus part: shared state helpers (client.c). */
/* Pushes volume, mute and animation speed to the audio. */
void client_apply_settings(client_t *cl);
/* 1 when an autosave file exists. */
int client_has_autosave(const client_t *cl);
/* The directory of the named save slots ("" when none). */
const char *client_slots_dir(const client_t *cl, char *buf, size_t n);
/* Sets cl->message (printf style): a problem, or (note) news. */
void client_say(client_t *cl, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void client_note(client_t *cl, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#endif
