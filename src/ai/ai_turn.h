/* Whole-turn helpers of the AI, over the actions of one turn: finding a
 * win in one (a turn of several actions included), and a legal fallback. */
#ifndef AI_TURN_H
#define AI_TURN_H

#include <stdatomic.h>

#include "contract/ai_know.h"
#include "core/game.h"

/* Reusable buffers of the win-in-one search (one per thread). */
typedef struct ai_finder ai_finder_t;
ai_finder_t *ai_finder_new(const game_t *g);
void ai_finder_free(ai_finder_t *f);
/* A flag another thread may set: the search then gives up (answers -1). */
void ai_finder_set_cancel(ai_finder_t *f, atomic_int *cancel);

/* Looks for a turn, from st (between turns or inside one), that ends the
 * game with a sole win for the colour to move, shortest first (iterative
 * deepening on the number of actions). Tries at most `cap` actions (0: the
 * game's knowledge says, else a default). 1 with the actions appended to m,
 * 0 when there is none, -1 when the cap ran out first. */
int ai_finder_run(ai_finder_t *f, const ai_know_t *k, const void *st, int last, move_t *m, long cap);
/* The actions the last ai_finder_run tried. */
long ai_finder_spent(const ai_finder_t *f);
/* The same with buffers of its own (-1 also when out of memory); cancel
 * may be NULL. */
int ai_find_win(const game_t *g, const ai_know_t *k, const void *st, int last, move_t *m, long cap,
                atomic_int *cancel);

/* Would `colour` have a win in one if it were his turn at st (between
 * turns)? The turn is handed over on a copy; 1 yes, 0 no, -1 unknown. */
int ai_threat(const game_t *g, const ai_know_t *k, const void *st, int colour, long cap,
              atomic_int *cancel);
/* The same, and when there is a win: the winning move into win and the
 * position it is played from (st with colour to move) into from (either
 * may be NULL; from is a state-sized buffer). */
int ai_threat_move(const game_t *g, const ai_know_t *k, const void *st, int colour, long cap,
                   atomic_int *cancel, move_t *win, void *from);

/* A legal action at st with no search: END when the turn may end, else the
 * first action allowed by the order rule. -1 when there is none. */
int ai_fallback_action(const game_t *g, const ai_know_t *k, const void *st, int last, action_t *out);

#endif
