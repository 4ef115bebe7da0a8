/* ConHex's pieces drawn with the drawing kit (SDL-free). */
#ifndef CONHEX_DRAW_H
#define CONHEX_DRAW_H

#include "draw/pieces.h"

/* A peg (a small domed stone standing in a hole): the look's site_piece. */
void conhex_peg(canvas_t *c, float x, float y, float r, const palette_piece_t *pc);
/* A claimed cell: the polygon (pixels) as a coloured plate, pulled in a
 * little so the lines between cells stay: the look's region. */
#define CONHEX_PLATE_MAX 64
void conhex_plate(canvas_t *c, const canvas_pt_t *poly, int n, const palette_piece_t *pc);
/* The plate's pulled-in outline (returns n, or 0). */
int conhex_plate_inset(const canvas_pt_t *poly, int n, canvas_pt_t *out);
/* A plate over exactly p (part of one during the claim sweep); box is the
 * whole plate's extent, so the shading does not move as it grows. */
void conhex_plate_raw(canvas_t *c, const canvas_pt_t *p, int n, const palette_piece_t *pc,
                      canvas_rect_t box);

#endif
