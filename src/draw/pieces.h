/* Pieces drawn procedurally on a canvas (no SDL): shaded stones (radial
 * body, rim light, specular spot), their soft shadows, the Uknight axe,
 * ConHex pegs and claimed-cell plates, and the colour-blind markers (a shape
 * per player). The board view draws these directly, or once into cached
 * sprites (bsprite.h) that it then stamps. */
#ifndef PIECES_H
#define PIECES_H

#include "draw/canvas.h"
#include "draw/palette.h"

/* A soft shadow under a piece of radius r centred at (x, y); lift 0 (on
 * the board) to 1 (high in the air: larger, fainter, further off). */
void pieces_shadow(canvas_t *c, float x, float y, float r, float lift);
/* The shadow's centre for a piece at (x, y) (where pieces_shadow puts it). */
void pieces_shadow_offset(float r, float lift, float *dx, float *dy);

/* A stone: body, rim light, edge and highlight. */
void pieces_stone(canvas_t *c, float x, float y, float r, const palette_piece_t *pc);
/* The colour-blind marker of player 1..4 (ring, cross, triangle, square). */
void pieces_marker(canvas_t *c, float x, float y, float r, int player, canvas_colour_t ink);
/* A ring around a stone (last-move mark, selection): width w. */
void pieces_ring(canvas_t *c, float x, float y, float r, float w, canvas_colour_t col);
/* A dashed ring (the Wunchunk crumb mark). */
void pieces_dashed_ring(canvas_t *c, float x, float y, float r, float w, int dashes,
                        canvas_colour_t col);
/* A soft round glow of colour col reaching radius r. */
void pieces_glow(canvas_t *c, float x, float y, float r, canvas_colour_t col);

/* Points of a circular arc (radians, y down), for rims and dashes. */
int pieces_arc(float x, float y, float r, float a0, float a1, canvas_pt_t *out, int n);

#endif
