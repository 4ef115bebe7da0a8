/* Helpers shared by the headless tools (tools/lib_*.c is linked into each). */
#ifndef LIB_TOOL_H
#define LIB_TOOL_H

#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

/* Turns after which the tools cut off a random game (hexbench, hexselfplay):
 * far beyond any finished game's length here (Churn side 5 averages
 * ~7,000 turns), it only stops a runaway. */
#define TOOL_PLY_CAP 100000

/* 1 when arg is --version, after printing "<program> (Hexarcade) <version>"
 * (the program as argv0 names it) on stdout: every tool's --version. */
int tool_version_option(const char *arg, const char *argv0);
/* Monotonic clock in seconds. */
double tool_now(void);
/* A seed derived from a base seed and two counters (game, ply ...), so each
 * game or move gets its own stream whatever order they are played in. */
uint64_t tool_seed(uint64_t base, uint64_t a, uint64_t b);
/* Whole number in [lo, hi] taking the whole string; 0, or -1. */
int tool_parse_long(const char *s, long lo, long hi, long *out);
/* Number in [lo, hi] taking the whole string; 0, or -1. */
int tool_parse_double(const char *s, double lo, double hi, double *out);
/* The registered game ids joined by ", ". */
void tool_game_list(char *buf, size_t n);
/* A game from an id and set-up words ("size=4 pie=off"); NULL with a message
 * (unknown game, unknown option, bad value). data_dir may be NULL. */
game_t *tool_new_game(const char *id, const char *words, const char *data_dir, char *err,
                      size_t errlen);
/* Appends the client's data-folder note (game_data_note) to msg when it
 * names a path in data_dir and that folder has no levels/ (the tool found
 * no data): " [data folder DIR: why]", why being how game_data_dir_why
 * found the folder, or that --data gave it. Returns msg. */
char *tool_data_note(char *msg, size_t n, const char *data_dir);
/* Plays random turns on st until the game ends, random_turn finds none, or
 * cap turns; returns the turns played. */
long tool_playout(const game_t *g, void *st, rng_t *rng, long cap);

#endif
