/* Invariants every rules engine must keep, checked over random games:
 * every legal move formats, parses back to itself and applies; the board text
 * re-reads to the same cells; random_turn keeps the game legal; games end or
 * reach the cap. Uses cmocka assertions. */
#ifndef LIB_GAMETEST_H
#define LIB_GAMETEST_H

#include <stdint.h>

#include "../src/core/game.h"

typedef struct {
    int games;        /* random games to play */
    int ply_cap;      /* stop a game after this many turns (0: none) */
    uint64_t seed;
    int sample;       /* legal moves checked in full per ply (0: all) */
    int max_moves;    /* enumeration limit (moves() may answer too many) */
} gametest_opts_t;

typedef struct {
    long plies, finished, capped;
    long wins[5], draws;
} gametest_stats_t;

/* Makes the game for an id and "key=value" words; fails the test on error. */
game_t *gametest_game(const char *id, const char *setup);
/* Plays opts->games random games from the start position of g. */
void gametest_random_games(const game_t *g, const gametest_opts_t *opts, gametest_stats_t *out);
/* Asserts the board text of st parses back to the same characters. */
void gametest_board_roundtrip(const game_t *g, const void *st);
/* Asserts every legal move of st (up to sample of them) formats, parses back
 * to the same text and applies. */
void gametest_check_moves(const game_t *g, const void *st, int sample, int max_moves,
                          uint64_t seed);
/* Plays text on st, failing the test with the message if refused. */
void gametest_play(const game_t *g, void *st, const char *text);
/* Asserts text is refused and st unchanged; returns the message (static). */
const char *gametest_refuse(const game_t *g, void *st, const char *text);
/* Loads a level from text for game g (size/players must match). */
void *gametest_level_state(const game_t *g, const char *level_text);
/* The board text of st, in a static buffer. */
const char *gametest_board(const game_t *g, const void *st);
/* The sorted legal moves text (heap; caller frees). */
char *gametest_legal(const game_t *g, const void *st);

#endif
