/* The First level's own choices (AI_FIRST, "First game"): the level a
 * first-timer beats. It plays like a newcomer who has not yet learnt to
 * look around: on some turns it spots a win in one, on some it plays a
 * move that leaves the opponent a win in one (where a game's random moves
 * seldom stumble on one), on some it threatens a win in one (a first idea
 * of attack, which one who looks around answers), on some it plays a
 * quiet weak move (no more of its pieces lost at once than it must, random
 * games after it going worst for it: where the newcomer's tactics are invisible), on
 * some a random legal move (never a swap or a pass while it has another
 * action), on the rest it searches a tiny budget without the win-in-one
 * checks of the higher levels (so it leaves the opponent's win in one
 * open, and does not plan). How often each happens is per game, in its
 * ai_tune_t (first_win, first_leave, first_threat, first_worst,
 * first_random), measured against the newcomer check (docs/ai-ladder.md,
 * "First game"). */
#ifndef AI_FIRST_H
#define AI_FIRST_H

#include "ai/ai.h"
#include "contract/ai_know.h"

/* 1 with a whole move in *m (and why: AI_WHY_WIN_NOW for a win in one,
 * AI_WHY_SEARCH for a random move or a mistake) when First plays this turn
 * without its search; 0 when it searches (also where a win-in-one look or a random
 * move could not be made: out of memory, a cap run out). Deterministic in
 * req->seed. st is between turns and not over. */
int ai_first_choose(const game_t *g, const ai_know_t *k, const void *st, const ai_request_t *req, move_t *m,
                    int *why);

/* A uniformly random legal action at each step of one whole turn from st
 * (between turns; a swap or a pass only where there is nothing else), into
 * m: 0, or -1 when a step has no action (a Zumo turn no action can end) or
 * the turn runs past MOVE_MAX_ACTIONS. */
int ai_random_move(const game_t *g, const void *st, rng_t *rng, move_t *m);

#endif
