/* The mid-end's contract (src/core/match.h), checked on any game as a
 * person plays it: random whole turns made only of clicks, buttons and
 * confirmations, with "Confirm move" off and on. Checked against the rules
 * alone, not against the mid-end's own answers:
 *  - every turn is committed to the session whole, with the hooks told
 *    (shown, the clock, the commit, the hand-off to the next seat);
 *  - a click after which only the turn's end is left ends the turn by
 *    itself unless the game's policy (game_turn_t.end_waits) keeps it open;
 *  - with Confirm move on, a click that would finish the turn is held (the
 *    session and the turn unchanged) until a second click on it, a
 *    confirmation, or a take-back that drops it; off, it plays at once;
 *  - an action taken inside a turn comes back (the position exactly as
 *    before) and can be taken again. Uses cmocka assertions. */
#ifndef LIB_MATCHCHECK_H
#define LIB_MATCHCHECK_H

#include <stdint.h>

#include "core/game.h"

typedef struct {
    long turns;        /* whole turns committed */
    long clicks;       /* board clicks that took or held an action */
    long finishing;    /* clicks that made a turn whole with Confirm move on */
    long held;         /* clicks held by Confirm move */
    long ended;        /* turns that ended by themselves after a click */
    long kept_open;    /* clicks after which only the end was left, kept open by the policy */
    long selected;     /* pieces selected before their action's target */
    long taken_back;   /* actions taken back inside a turn (or stones taken off) */
} matchcheck_stats_t;

/* Plays `games` random games of up to `turns` turns each on g (taken over,
 * freed), half with Confirm move on, and checks the contract above. */
void matchcheck_game(game_t *g, int games, int turns, uint64_t seed, matchcheck_stats_t *out);

#endif
