/* Drawing only what changed. A canvas that sits in front of another (the
 * SDL canvas over a target that keeps its pixels from one frame to the
 * next: a software window's surface, hexshot's picture). Between
 * damage_begin and damage_end it records the frame's operations instead of
 * drawing them; damage_end matches them with the last frame's, in order,
 * and draws again only inside the areas touched by an operation that is
 * new, gone or different: every operation that touches such an area, in
 * the frame's order, clipped to it. Everywhere else the same operations
 * would have drawn the same pixels over the same clear, so the picture is
 * the one a whole redraw gives (the inner canvas must draw a clipped
 * operation as exactly that part of the unclipped one; a scaled image is
 * not trusted to, and is drawn whole or not at all).
 *
 * The whole frame is drawn when there is no last frame to match (the first,
 * a new size, damage_invalidate), when it does not start by clearing the
 * whole output, when it records more than DAMAGE_MOST_BYTES (and a while
 * after), or when most of it changed. Outside a frame, operations go straight through (and the
 * next frame is drawn whole). Images freed during a frame are freed after
 * it, so their ids are not reused while the frame still names them. */
#ifndef DAMAGE_H
#define DAMAGE_H

#include "draw/canvas.h"

/* The most a frame records (a board's frame takes some 30 KB; the title's
 * hex field, thousands of shapes, changes whole every frame anyway): beyond
 * it the frame goes through, and so do the next DAMAGE_REST_FRAMES, with
 * nothing kept. */
#define DAMAGE_MOST_BYTES (128 * 1024)
#define DAMAGE_REST_FRAMES 60

typedef struct damage damage_t;

/* Draws on the canvas ops/impl; NULL when out of memory. */
damage_t *damage_new(const canvas_ops_t *ops, void *impl);
void damage_free(damage_t *d);
/* Points c at d (output w x h). */
void damage_canvas(damage_t *d, canvas_t *c, int w, int h);
/* Starts a frame of w x h: recorded when the target kept the last frame
 * (kept), else drawn straight through (the clip starts unset either way). */
void damage_begin(damage_t *d, int w, int h, int kept);
/* Draws the frame's changes on the inner canvas (and flushes it); returns
 * the pixels drawn again (w * h for a whole frame). */
long damage_end(damage_t *d);
/* The target's pixels changed or were lost: the next frame is drawn whole. */
void damage_invalidate(damage_t *d);
/* The last frame's redrawn area as rectangles (x, y, w, h each, up to
 * max): how many there are (more than max when they did not fit). */
int damage_rects(const damage_t *d, int *xywh, int max);

#endif
