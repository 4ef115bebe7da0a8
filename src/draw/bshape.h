/* Shapes the board view derives from the geometry (pure, no SDL): the
 * outline of a group of cells as closed loops (chunk and group outlines,
 * the winning chain), loops pulled inward and rounded, and a polygon cut to
 * a disc (the ConHex claim sweep). Points are board units unless said. */
#ifndef BSHAPE_H
#define BSHAPE_H

#include <stdint.h>

#include "core/board.h"
#include "draw/canvas.h"

#define BSHAPE_MAX_POINTS (BOARD_MAX_CELLS * 8)
#define BSHAPE_MAX_LOOPS 128

/* Closed loops: loop i is pt[start[i]] .. pt[start[i] + len[i] - 1]. The
 * group lies to the left of each edge in (x, y) with y down, so outer
 * boundaries and holes are told apart by their turning, and insets always
 * move into the group. */
typedef struct {
    int nloops, npts;
    int start[BSHAPE_MAX_LOOPS], len[BSHAPE_MAX_LOOPS];
    board_pt_t pt[BSHAPE_MAX_POINTS];
} bshape_loops_t;

/* The boundary of the cells with member[i] != 0 (any board kind). Returns
 * the loop count; loops beyond the limits are dropped. */
int bshape_outline(const board_t *b, const uint8_t *member, bshape_loops_t *out);
/* Moves every loop inward by d (mitred), then rounds its corners with
 * `rounds` passes of corner cutting (each doubles the points; passes that
 * would overflow are skipped). */
void bshape_inset_round(bshape_loops_t *l, double d, int rounds);

/* Cuts the convex polygon p (n points, pixels) to the disc of radius r
 * about (cx, cy); returns the count written to out (0: nothing left). */
int bshape_clip_disc(const canvas_pt_t *p, int n, float cx, float cy, float r, canvas_pt_t *out,
                     int max);

#endif
