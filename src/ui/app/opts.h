/* The client's command line, parsed without SDL so tests can check it.
 * Both "--opt value" and "--opt=value" are accepted. */
#ifndef OPTS_H
#define OPTS_H

#include <stddef.h>

#include "core/game.h"
#include "core/session.h"
#include "core/version.h"

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
    int icon_size;            /* --icon-size N (hidden): its side; 0: 256 */
    int fixed_step;           /* --fixed-step (hidden): each frame is 1/60 s */
    const char *script;       /* --script FILE: timed input for tests (script.h) */
    int log_moves;            /* --log-moves: each move shown, on stdout */
    /* Starting a game (opts_game.c checks them against the game). */
    int size;                 /* --size N; 0 when not given */
    int players;              /* --players N; 0 when not given */
    const char *seat[4];      /* --seat1..--seat4: "human" or an AI level */
    const char *load;         /* --load FILE: play on from a save */
    const char *open;         /* --open SCREEN (hidden): screenshots of menus */
    const char *demo;         /* --demo GAME[/NAME]: play the demonstrations */
} opts_t;

/* MAX_SIDE bounds what is parsed; MAX_W x MAX_H (8K) what is accepted. */
/* The icon sides --icon-size takes (tools/make-icons.sh draws 16 to 512). */
enum { OPTS_ICON_MIN = 16, OPTS_ICON_MAX = 1024 };
enum { OPTS_MIN_W = 320, OPTS_MIN_H = 240, OPTS_MAX_SIDE = 1000000, OPTS_MAX_W = 7680, OPTS_MAX_H = 4320 };

/* 0, or -1 with a message (exit status 2). argv[0] is skipped. */
int opts_parse(opts_t *o, int argc, char *const argv[], char *err, size_t errlen);
/* Looks o->game up in the registry: its index (or -1 when no --game), or -2
 * with a message listing the registered ids. */
int opts_game_index(const opts_t *o, char *err, size_t errlen);
/* The --help text. */
/* The --help text, written into buf (4 KiB is plenty); returns buf. */
const char *opts_help(char *buf, size_t n);

/* The options that start a game (opts_game.c). opts_parse calls these:
 * "--seat2" or "--seat2=x" names seat 1 (0-based) in *seat; a value of
 * --size ('s'), --players ('p'), --seatN ('1'..'4'), --load ('l'), --open
 * ('o') is checked on its own; opts_check_game refuses combinations that
 * make no sense (--size without --game, --load with --game). */
int opts_seat_option(const char *arg, int *seat, const char **inline_value);
int opts_parse_game_value(opts_t *o, int which, const char *v, char *err, size_t errlen);
int opts_check_game(const opts_t *o, char *err, size_t errlen);
/* 1 when the options ask to start playing at once: --game with --size,
 * --players or a seat (missing ones take the defaults). */
int opts_starts_play(const opts_t *o);
/* The set-up and seats of the game the options ask for, checked against
 * game r (sizes, player counts); -1 with a message naming the option. */
int opts_game_setup(const opts_t *o, const game_rules_t *r, game_setup_t *setup,
                    char seats[GAME_MAX_PLAYERS][SESSION_SEAT_LEN], char *err, size_t errlen);
/* 1 when --open knows the screen: select, setup, settings, load, save,
 * rules, pause, stats, puzzles. */
int opts_open_known(const char *name);

#endif
