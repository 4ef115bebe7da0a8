/* Words given to a program (a number, a game and its set-up) and the seeds
 * derived from them: shared by the engine protocol (src/engine) and the
 * tools. */
#ifndef ARGS_H
#define ARGS_H

#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

/* A seed derived from a base seed and two counters (game, ply ...), so each
 * game or move gets its own stream whatever order they are played in. */
uint64_t args_seed(uint64_t base, uint64_t a, uint64_t b);
/* Whole number in [lo, hi] taking the whole string; 0, or -1. */
int args_parse_long(const char *s, long lo, long hi, long *out);
/* The same for 64 bits (seeds, counts past 2^31: long is 32 bits on
 * Windows). */
int args_parse_i64(const char *s, int64_t lo, int64_t hi, int64_t *out);
/* Number in [lo, hi] taking the whole string; 0, or -1. */
int args_parse_double(const char *s, double lo, double hi, double *out);
/* The registered game ids joined by ", ". */
void args_game_list(char *buf, size_t n);
/* A game from an id and set-up words ("size=4 pie=off"); NULL with a message
 * (unknown game, unknown option, bad value). data_dir may be NULL. */
game_t *args_new_game(const char *id, const char *words, const char *data_dir, char *err,
                      size_t errlen);
/* Appends the client's data-folder note (game_data_note) to msg when it
 * names a path in data_dir and that folder has no levels/ (the tool found
 * no data): " [data folder DIR: why]", why being how game_data_dir_why
 * found the folder, or that --data gave it. Returns msg. */
char *args_data_note(char *msg, size_t n, const char *data_dir);

#endif
