/* How a Wunchunk turn is played through the mid-end (src/core/match.h). */
#include "core/match.h"

/* The stones of a turn stay open until E: any may be taken back off, and
 * the colour of each is the mover's choice. */
static int end_waits(const game_t *g, const action_t *acts, int n)
{
    (void)g, (void)acts, (void)n;
    return 1;
}

const game_turn_t wunchunk_turn = {.end_waits = end_waits, .colour_choice = 1};
