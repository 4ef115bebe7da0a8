/* Why a move lost (issue 50): the win at once it allowed an opponent, or
 * the one it left standing. Found by the exact check of the position after
 * the move (every opponent's win in one, the rules alone), the fact behind
 * the review's proven loss there. These are the facts; why_lost
 * (src/games/why.h) says them in the game's words ("your stone at C7 can be
 * pushed off the edge at once", "this lets Red connect left to right at
 * E5"), and What went wrong shows it beside the chance the move lost. */
#ifndef AI_REVIEW_WHY_H
#define AI_REVIEW_WHY_H

#include "core/game.h"

typedef struct {
    int who;      /* the opponent who wins at once after the move */
    int missed;   /* the same win stood before the move, which did not stop it */
    move_t win;   /* that win */
    void *from;   /* the position it is played from (heap, state_size bytes) */
} ai_lost_t;

/* before: the position the mover (a colour) played from; after: the one
 * the move made. 1 with the facts in *out (free them with ai_lost_free),
 * 0 (out->from NULL) when no opponent wins at once after it, or the game
 * ended. The win was left standing (not given) when the same winning move
 * won before the move too. */
int ai_review_why(const game_t *g, const void *before, const void *after, int mover, ai_lost_t *out);
void ai_lost_free(ai_lost_t *l);

#endif
