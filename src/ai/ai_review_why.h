/* Why a move lost, in the game's words (issue 50): the win at once it
 * allowed an opponent, or the one it left standing ("your stone at C7 can
 * be pushed off the edge at once", "this lets Red connect left to right
 * at E5"). Found by the exact check of the position after the move (every
 * opponent's win in one, the rules alone), the fact behind the review's
 * proven loss there; the game's words (game_words_t.threat_why) say it,
 * else the common words with the AI's threat noun. What went wrong shows
 * it beside the chance the move lost. */
#ifndef AI_REVIEW_WHY_H
#define AI_REVIEW_WHY_H

#include <stddef.h>

#include "core/game.h"

/* before: the position the mover (a colour) played from; after: the one
 * the move made. 1 with the clause in buf (no capital, no full stop), 0
 * (buf "") when no opponent wins at once after it, or the game ended. The
 * win was left standing (not given) when the same winning move won before
 * the move too. */
int ai_review_why(const game_t *g, const void *before, const void *after, int mover, char *buf, size_t n);

#endif
