/* The client: what the game screens share (settings, audio, user paths,
 * the autosaves, the last message to show). Moving between screens is
 * nav.h; each screen's constructor is in its own header, for nav_screens.c
 * and the tests. */
#ifndef CLIENT_H
#define CLIENT_H

#include "core/game.h"
#include "core/record.h"
#include "core/saves.h"
#include "core/session.h"
#include "core/settings.h"
#include "ui/platform/ui.h"

struct audio;

typedef struct client {
    settings_t settings;
    settings_t settings_base;  /* the file's settings as last read or written:
                                  what differs from it is this client's change,
                                  merged with another client's (settings_merge) */
    char settings_path[1024];  /* "" when no config directory */
    char saves_dir[1024];      /* XDG data dir: autosaves (core/autosaves.h) + named
                                  slots; "" if none */
    char message[256];         /* last problem to show (bad settings file, ...) */
    int message_info;          /* 1: the message is news ("Saved"), not a problem */
    struct audio *audio;       /* may be NULL (no device): audio_* accept NULL */
    int script_mode;           /* driven by --script: no autosave prompts */
    int log_moves;             /* --log-moves: the play screen prints each move shown */
    int settings_bad;          /* the settings file could not be read: it is
                                  left alone until a setting is changed */
    char data_dir[1024];       /* levels/, fonts/ (as given to client_init) */
    int autosave_failed;       /* the last autosave could not be written (the
                                  client then exits non-zero, issue 23) */
    int autosave_skip;         /* the player chose to leave without it: the
                                  next client_autosave writes nothing */
    int leave_asked;           /* a game stayed open as its autosave failed
                                  (nav_leave_game): the same again leaves it */
    double leave_asked_at;     /* when (ui->time) */
    record_t record;           /* the player's record (saves_dir/record.txt;
                                  ui/widgets/standing.h adds games to it) */
    int record_bad;            /* the record file could not be read: it is
                                  left alone and nothing is recorded over it */
    char record_problem[512];  /* why, for the statistics screen */
} client_t;

/* Loads settings (a bad file: message, defaults, the file left alone),
 * finds the user directories and moves the single autosave.sav of earlier
 * versions in with the other unfinished games (a failure: a message; the
 * file is never deleted). */
void client_init(client_t *cl, const char *data_dir);
/* Writes the settings atomically; -1 with cl->message. */
int client_save_settings(client_t *cl);
/* Writes s as its game's autosave (leaving a game, quitting): name (n
 * bytes) is the game's autosave name, "" for a game never autosaved (a
 * fresh one is written back); a finished game moves to the finished ones.
 * 0, or -1 with a message and autosave_failed set (cleared by the next
 * success). */
int client_autosave(client_t *cl, const session_t *s, char *name, size_t n);
/* The newest unfinished game that can be loaded: 1 with *info, 0 when there
 * is none. */
int client_newest_unfinished(const client_t *cl, save_info_t *info);

/* Menus part: shared state helpers (client.c). */
/* Pushes volume, mute and animation speed to the audio. */
void client_apply_settings(client_t *cl);
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
