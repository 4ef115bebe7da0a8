/* The client's settings, kept as "key = value" lines in the XDG config
 * directory. A bad file is reported and left alone; defaults are used. */
#ifndef SETTINGS_H
#define SETTINGS_H

#include <stddef.h>

typedef enum { SETTINGS_POINTY = 0, SETTINGS_FLAT = 1 } settings_orient_t;

/* The last set-up chosen for a game (menus start from it next time):
 * game id and set-up words ("size=8 players=3 pie=on seat1=human ..."). */
#define SETTINGS_SETUPS 8
#define SETTINGS_SETUP_LEN 192
typedef struct {
    char game[24];       /* "" when unused */
    char words[SETTINGS_SETUP_LEN];
} settings_setup_t;

typedef struct {
    int fullscreen;      /* 0/1 */
    int anim_speed;      /* percent: 0 = animations off, 50..300 */
    int volume;          /* 0..100 */
    int mute;            /* 0/1 */
    int palette;         /* 0 standard, 1 colour-blind safe (markers) */
    int orientation;     /* settings_orient_t */
    int coords;          /* show coordinates on the border */
    int previews;        /* 0/1: hovering a cell shows what the move would do */
    int confirm;         /* 0/1: a one-click move waits for a second click on it */
    int ai_threads;      /* search threads of the AI: 0 the machine's default, else 1..SETTINGS_AI_THREADS_MAX */
    int ponder;          /* 0/1: Hard and Expert think on during the person's turn */
    settings_setup_t setup[SETTINGS_SETUPS]; /* "setup-<game> = words" lines */
} settings_t;

#define SETTINGS_AI_THREADS_MAX 64

void settings_default(settings_t *s);
/* The processor cores of this machine (at least 1). */
int settings_cores(void);
/* The search threads when none are chosen: every core on a desktop, all
 * but one in a browser page (plat_search_cores). */
int settings_default_threads(void);
/* The AI's search threads the settings ask for: the default for 0, else
 * the number chosen, at most the cores there are. */
int settings_ai_threads(const settings_t *s);
/* Parses text into s (starting from s's values). On the first error returns
 * -1, leaves s unchanged and says "name:line: what is wrong". */
int settings_parse(settings_t *s, const char *name, const char *text, char *err, size_t errlen);
/* Loads path; a missing file is not an error (defaults stay). */
int settings_load(settings_t *s, const char *path, char *err, size_t errlen);
size_t settings_format(const settings_t *s, char *buf, size_t n);
int settings_save(const settings_t *s, const char *path, char *err, size_t errlen);

/* Two clients, one settings file: what this client changed since it last
 * read or wrote the file (mine against base) goes over into (the file as
 * it is now, another client's changes in it); the rest stays into's. */
void settings_merge(settings_t *into, const settings_t *base, const settings_t *mine);
/* Writes mine to path under the file's lock, merged with what the file
 * holds now (settings_merge); mine and base become what was written.
 * 0, or -1 with a message (mine merged all the same when the file read). */
int settings_commit(settings_t *mine, settings_t *base, const char *path, char *err, size_t errlen);

/* The last set-up words of a game, or NULL. set replaces it (the oldest
 * entry makes room when all are used); -1 when words are too long or hold
 * characters a settings line cannot. */
const char *settings_last_setup(const settings_t *s, const char *game);
int settings_set_last_setup(settings_t *s, const char *game, const char *words);

#endif
