/* The animated hex-tile background behind the menus: a slowly drifting field
 * of dark hex tiles, a brightness wave rolling across it, tiles that light up
 * in neon colours now and then, and a vignette. A pure function of time, so
 * any frame can be drawn again (no state, no SDL). */
#ifndef HEXBG_H
#define HEXBG_H

#include "draw/canvas.h"

/* Draws the whole background over c at time t (seconds); scale is output
 * pixels per design pixel. */
void hexbg_render(canvas_t *c, float scale, double t);
/* How strongly the tile at world (col, row) is lit at time t, 0..1, and its
 * colour index (theme_neon); exposed for tests. */
float hexbg_tile_glow(int col, int row, double t, int *colour);

#endif
