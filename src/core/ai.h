/* The computer player: chooses a whole move for the side to move.
 *
 * PLACEHOLDER SEARCH. What is behind this interface today is flat Monte Carlo:
 * take an immediate sole win if one exists, otherwise run random playouts
 * (rules->random_turn, capped at ai_playout_cap turns) after each candidate
 * move and pick the best mean result for the mover. The AI issue replaces it
 * with MCTS; the interface below is meant to stay, so the session, hexgtp,
 * hexselfplay and hexbench do not change when it does.
 *
 * Contract kept by every implementation:
 *  - deterministic: the same game, state, level and seed give the same move;
 *  - no globals that change, no SDL: several searches may run on threads;
 *  - the AI plays the colour to move. When `swap` is legal it is weighed like
 *    any other move, valued from the colour the AI's seat takes over
 *    (RULES.md 0.3).
 * The level sets the work budget, counted in random turns played (not in
 * time), so a level's strength does not depend on the machine. */
#ifndef AI_H
#define AI_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

typedef enum { AI_BEGINNER = 0, AI_EASY, AI_MEDIUM, AI_HARD, AI_EXPERT } ai_level_t;
#define AI_LEVELS 5

/* "beginner" .. "expert". */
const char *ai_level_name(ai_level_t level);
/* Level by name, case-insensitive; -1 when unknown. */
int ai_level_parse(const char *name);
/* The level names joined by ", " (for messages). */
const char *ai_level_list(void);

typedef struct {
    ai_level_t level;
    uint64_t seed;
    /* Another thread may set *cancel non-zero; the search then stops soon and
     * answers its best move so far. NULL: never cancelled. */
    atomic_int *cancel;
} ai_request_t;

/* What a search did, for benchmarks and curious callers. */
typedef struct {
    long playouts;    /* random playouts (search iterations) run */
    long plies;       /* random turns played inside them */
    int candidates;   /* candidate moves weighed */
    double value;     /* the chosen move's mean result for the mover, 0..1 */
} ai_stats_t;

/* Chooses a move for the side to move of st into *out (a whole turn, ready
 * for game_apply_move). stats may be NULL. Returns 0, or -1 with a message
 * (the game is over, no legal move, out of memory). */
int ai_choose(const game_t *g, const void *st, const ai_request_t *req, move_t *out,
              ai_stats_t *stats, char *err, size_t errlen);

/* Turns after which a random playout is stopped and counted as a draw. */
int ai_playout_cap(const game_t *g);

#endif
