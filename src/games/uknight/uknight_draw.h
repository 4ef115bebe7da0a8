/* Uknight's pieces drawn with the drawing kit (SDL-free). */
#ifndef UKNIGHT_DRAW_H
#define UKNIGHT_DRAW_H

#include "draw/pieces.h"

/* The axe: handle and blade, size ~ the stone radius; angle in radians
 * (0: the emblem's resting tilt). */
void uknight_axe(canvas_t *c, float x, float y, float size, float angle);
/* A double: the stone with a gold ring and its axe (the look's alt_piece). */
void uknight_double(canvas_t *c, float x, float y, float r, const palette_piece_t *pc);

#endif
