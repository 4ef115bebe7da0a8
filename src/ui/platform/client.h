/* The client: what the game screens share (settings, audio, user paths) and
 * the constructors of its screens. Two parts build on this contract:
 *   menus (client.c, gameselect.c, setup.c, pausemenu.c, settings_screen.c,
 *          saves_screen.c, rules_screen.c, main.c/opts.c wiring)
 *   play  (play*.c, hud*.c, result.c, script.c)
 * Every constructor returns a screen the stack owns, or NULL (out of memory
 * or a bad argument, with a message in the client's status). */
#ifndef CLIENT_H
#define CLIENT_H

#include "core/game.h"
#include "core/session.h"
#include "core/settings.h"
#include "ui/platform/screen.h"
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
    int autosave_failed;       /* the last autosave could not be written (the
                                  client then exits non-zero, issue 23) */
    int autosave_skip;         /* the player chose to leave without it: the
                                  next client_autosave writes nothing */
} client_t;

/* Loads settings (a bad file: message, defaults, the file left alone) and
 * finds the user directories. */
void client_init(client_t *cl, const char *data_dir);
/* Writes the settings atomically; -1 with cl->message. */
int client_save_settings(client_t *cl);
/* The autosave path ("" when none) and helpers for named slots. */
const char *client_autosave_path(const client_t *cl, char *buf, size_t n);
/* Writes s to the autosave (on quit / leaving a game); -1 with a message
 * and autosave_failed set (cleared by the next success). */
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

/* Menus part: moving between screens (flow.c). The title is always at the
 * bottom of the stack. */
/* Leaves every screen above the title and shows play for s (owned). */
void client_start_play(ui_t *ui, session_t *s);
/* Back to the title (the caller autosaves first when a game is left). */
void client_to_title(ui_t *ui);
/* Loads the autosave into play; 0, or -1 with a message (nothing else is
 * touched). */
int client_continue(ui_t *ui);
/* Loads a save file into play; 0, or -1 with cl->message. */
int client_load_into_play(ui_t *ui, const char *path);
/* The title's ui->choose_game hook: opens the game select at that game. */
void client_choose_game(ui_t *ui, int game_index);

/* Menus part: screens. */
screen_t *gameselect_screen_new(ui_t *ui, int game_index);
screen_t *setup_screen_new(ui_t *ui, const game_rules_t *r);
screen_t *pause_screen_new(ui_t *ui, session_t *s);
screen_t *settings_screen_new(ui_t *ui);
screen_t *rules_screen_new(ui_t *ui, const game_rules_t *r);
/* saving = 1: pick a slot to write s; 0: pick a save to load. */
screen_t *saves_screen_new(ui_t *ui, int saving, session_t *s);

/* Play part. Takes ownership of the session (seats in s->seat[]). */
screen_t *play_screen_new(ui_t *ui, session_t *s);

/* Demonstrations part (demo*.c, tutorial*.c, attract*.c). */
/* A game's demonstrations and its tutorial, as a list to pick from. */
screen_t *demo_screen_new(ui_t *ui, const game_rules_t *r);
/* The game's tutorial ("How to play"), from lesson `first` (0-based). */
screen_t *tutorial_screen_new(ui_t *ui, const game_rules_t *r, int first);
/* AI-versus-AI games cycling through the games, any input leaves;
 * game_index picks the first game. See attract.h for the title's idle
 * timer. */
screen_t *attract_screen_new(ui_t *ui, int game_index);

#endif
