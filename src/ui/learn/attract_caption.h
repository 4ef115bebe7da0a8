/* Short captions of the notable things a move did, for the attract mode:
 * "White pushes Black off the edge!", "Red's two groups vanish", "Blue
 * claims three cells at once". A pure function of the move's events and the
 * positions around it (no SDL, no drawing), so tests can feed it events.
 * What every game shares (the win, a swap, a pass) is said here; the rest
 * is each game's own (the captions of its learn table). */
#ifndef ATTRACT_CAPTION_H
#define ATTRACT_CAPTION_H

#include <stddef.h>

#include "core/event.h"
#include "core/game.h"
#include "contract/learn.h" /* the levels: ATTRACT_NOTHING .. ATTRACT_DECISIVE */

/* The caption of the move that led from `before` to `after` in game g with
 * events ev (before and after may not be NULL; ev may be empty). Returns
 * an ATTRACT_ level (contract/learn.h) and writes the caption to out (always terminated). */
int attract_caption(const game_t *g, const void *before, const void *after, const event_list_t *ev,
                    char *out, size_t n);

#endif
