/* Coloured triangles rasterised straight into 32-bit pixels, for the
 * software renderer's window (no SDL here). SDL's own software path tests
 * every pixel of a triangle's bounding box, divides four times per pixel to
 * interpolate colours, and blends through a temporary surface per triangle:
 * most of a frame's time. This covers the same pixels (integer vertices, the
 * same edge functions and top-left rule), computes the same colours without
 * a division per pixel, and blends in place, span by span. */
#ifndef SWTRI_H
#define SWTRI_H

#include <stdint.h>

#include "ui/platform/geom.h"

typedef struct {
    uint32_t *px;          /* the first row */
    int pitch;             /* pixels per row */
    int w, h;
    int clip_x0, clip_y0, clip_x1, clip_y1;  /* drawn: x0 <= x < x1, y0 <= y < y1 */
    int rshift, gshift, bshift;              /* 8-bit channels: green at 8, red and
                                                blue at 0 and 16 */
    int alpha;             /* 0: a window's pixels, no alpha kept; else alpha at
                              24 (an offscreen picture), blended as SDL blends
                              onto a surface with alpha */
    int ox, oy;            /* added to every vertex once made whole (SDL's viewport) */
} swtri_target_t;

/* Draws triangles idx[0..ni) of v over the target, blended (alpha 255
 * replaces, alpha 0 leaves the pixel). */
void swtri_draw(const swtri_target_t *t, const geom_vertex_t *v, const int *idx, int ni);

#endif
