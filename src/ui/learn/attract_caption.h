/* Short captions of the notable things a move did, for the attract mode:
 * "White pushes Black off the edge!", "Red's two groups vanish", "Blue
 * claims three cells at once". A pure function of the move's events and the
 * positions around it (no SDL, no drawing), so tests can feed it events. */
#ifndef ATTRACT_CAPTION_H
#define ATTRACT_CAPTION_H

#include <stddef.h>

#include "core/event.h"
#include "core/game.h"

/* How notable a caption is: the attract mode shows the stronger ones. */
enum {
    ATTRACT_NOTHING = 0,  /* nothing worth saying: out is "" */
    ATTRACT_MINOR = 1,    /* a pass, an axe, a chunk joined */
    ATTRACT_NOTABLE = 2,  /* a capture, a collision, several claims or groups at once */
    ATTRACT_DECISIVE = 3  /* the game is won or drawn */
};

/* The caption of the move that led from `before` to `after` in game g with
 * events ev (before and after may not be NULL; ev may be empty). Returns
 * the level above and writes the caption to out (always terminated). */
int attract_caption(const game_t *g, const void *before, const void *after, const event_list_t *ev,
                    char *out, size_t n);

#endif
