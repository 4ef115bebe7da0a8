/* The growing buffers of a depth-first walk over the actions of turns
 * (ai_turn.c's win finder, ai_forced.c's win-in-two check): one state per
 * depth and one stack of the actions still to try at every depth. */
#ifndef AI_WALK_H
#define AI_WALK_H

#include <stddef.h>

#include "core/game.h"

typedef struct {
    unsigned char *states; /* state_size bytes per depth */
    int nstates;
    action_t *stack;
    int stack_cap;
} ai_walk_t;

/* The state buffer of `depth` (grown as needed; earlier pointers may move);
 * NULL when out of memory. */
void *ai_walk_state(ai_walk_t *w, size_t state_size, int depth);
/* Room for n actions above `top` on the stack; NULL when out of memory. */
action_t *ai_walk_actions(ai_walk_t *w, int top, int n);
void ai_walk_free(ai_walk_t *w);

#endif
