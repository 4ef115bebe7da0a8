/* The words for what the AI found: a hint's sentence (the move and the
 * facts behind it, ai_hint in ai/ai.h) and why a move lost (the win at
 * once it allowed, ai_review_why in ai/ai_review_why.h), in the game's
 * words, so the AI writes no sentence. */
#ifndef HINT_H
#define HINT_H

#include "ai/ai.h"
#include "core/game.h"

/* Writes h->why from the facts in h for the position st the hint was asked
 * at: what the move does in the game's words first (its pieces from its
 * events, then the game's own count of what changes), the threat it stops,
 * then the search's numbers. */
void why_hint(const game_t *g, const void *st, ai_hint_t *h);

/* Why the mover's move from before to after lost, as a clause (no capital,
 * no full stop): 1 with it in buf, 0 (buf "") when no opponent wins at once
 * after it, or the game ended. */
int why_lost(const game_t *g, const void *before, const void *after, int mover, char *buf, size_t n);

#endif
