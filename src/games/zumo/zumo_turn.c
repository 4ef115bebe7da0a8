/* How a Zumo turn is played through the mid-end (src/core/match.h). */
#include "core/match.h"

/* A turn with pushes waits for its confirmation: a push may still be
 * taken back. A lone placement with no energy to spend ends by itself. */
static int end_waits(const game_t *g, const action_t *acts, int n)
{
    (void)g;
    for (int i = 0; i < n; i++)
        if (acts[i].kind == ACT_PUSH) return 1;
    return 0;
}

const game_turn_t zumo_turn = {.end_waits = end_waits};
