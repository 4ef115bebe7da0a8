#include "ai/ai_walk.h"

#include <stdlib.h>

void *ai_walk_state(ai_walk_t *w, size_t state_size, int depth)
{
    if (depth >= w->nstates) {
        int n = w->nstates ? w->nstates * 2 : 8;
        while (n <= depth) n *= 2;
        unsigned char *p = realloc(w->states, state_size * (size_t)n);
        if (!p) return NULL;
        w->states = p;
        w->nstates = n;
    }
    return w->states + state_size * (size_t)depth;
}

action_t *ai_walk_actions(ai_walk_t *w, int top, int n)
{
    if (top + n > w->stack_cap) {
        int cap = w->stack_cap ? w->stack_cap : 1024;
        while (cap < top + n) cap *= 2;
        action_t *p = realloc(w->stack, sizeof *p * (size_t)cap);
        if (!p) return NULL;
        w->stack = p;
        w->stack_cap = cap;
    }
    return w->stack + top;
}

void ai_walk_free(ai_walk_t *w)
{
    free(w->states);
    free(w->stack);
    w->states = NULL;
    w->stack = NULL;
    w->nstates = w->stack_cap = 0;
}
