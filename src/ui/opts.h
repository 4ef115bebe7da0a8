/* The client's command line, parsed without SDL so tests can check it.
 * Both "--opt value" and "--opt=value" are accepted. */
#ifndef OPTS_H
#define OPTS_H

#include <stddef.h>

#define HEXARCADE_VERSION "0.1.0"

typedef struct {
    int help, version;
    int fullscreen;           /* --fullscreen (desktop full screen) */
    int width, height;        /* --windowed WxH; 0 when not given (with
                                 --fullscreen: the size to leave it to) */
    const char *game;         /* --game ID, or NULL */
    const char *screenshot;   /* --screenshot FILE: PNG of the last frame */
    double exit_after;        /* --exit-after SECONDS; 0: none */
    long exit_frames;         /* --exit-after Nf (frames); 0: none */
    const char *write_icon;   /* --write-icon FILE (hidden): draw the app icon */
    int fixed_step;           /* --fixed-step (hidden): each frame is 1/60 s */
} opts_t;

enum { OPTS_MIN_W = 320, OPTS_MIN_H = 240, OPTS_MAX_SIDE = 16384 };

/* 0, or -1 with a message (exit status 2). argv[0] is skipped. */
int opts_parse(opts_t *o, int argc, char *const argv[], char *err, size_t errlen);
/* Looks o->game up in the registry: its index (or -1 when no --game), or -2
 * with a message listing the registered ids. */
int opts_game_index(const opts_t *o, char *err, size_t errlen);
/* The --help text. */
const char *opts_help(void);

#endif
