/* Helpers shared by the headless tools (tools/lib_*.c is linked into each). */
#ifndef LIB_TOOL_H
#define LIB_TOOL_H

#include <stddef.h>
#include <stdint.h>

#include "core/args.h"
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
/* Plays random turns on st until the game ends, random_turn finds none, or
 * cap turns; returns the turns played. */
long tool_playout(const game_t *g, void *st, rng_t *rng, long cap);

#endif
