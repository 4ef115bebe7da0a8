/* A large picture (the board's base) cut into pieces by how it must be
 * drawn: per band of rows, the fully opaque middle is copied without
 * blending and the edges either side are blended; clear parts are left
 * out. On the software renderer a plain copy costs a fraction of a blend,
 * and the base is the largest thing drawn each frame.
 *
 *     slab_t s;
 *     slab_make(&s, canvas, rgba, w, h);   // rgba is the caller's
 *     slab_draw(&s, canvas, x, y, tint);
 *     slab_free(&s, canvas); */
#ifndef SLAB_H
#define SLAB_H

#include <stdint.h>

#include "ui/platform/canvas.h"

#define SLAB_BANDS 16
#define SLAB_MAX (3 * SLAB_BANDS)

typedef struct {
    int id;           /* canvas image */
    int x, y, w, h;   /* where in the picture, pixels */
} slab_piece_t;

typedef struct {
    slab_piece_t p[SLAB_MAX];
    int n;
    int w, h;         /* the whole picture */
} slab_t;

/* Cuts w x h straight-alpha RGBA into images of c. 0, or -1 when an image
 * could not be made (s is then empty). */
int slab_make(slab_t *s, canvas_t *c, const uint8_t *rgba, int w, int h);
/* Draws the picture with its top-left at (x, y). */
void slab_draw(const slab_t *s, canvas_t *c, float x, float y, canvas_colour_t tint);
void slab_free(slab_t *s, canvas_t *c);

#endif
