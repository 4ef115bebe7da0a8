/* A large picture (the board's base) cut into pieces by how it must be
 * drawn: per band of rows, the fully opaque middle is copied without
 * blending and the edges either side are blended; clear parts are left
 * out. On the software renderer a plain copy costs a fraction of a blend,
 * and the base is the largest thing drawn each frame.
 *
 *     slab_t s;
 *     slab_make(&s, canvas, rgba, w, h);   // rgba is the caller's
 *     slab_draw(&s, canvas, x, y, tint);
 *     slab_free(&s, canvas);
 *
 * or band by band, so the whole picture never has to exist at once:
 *     slab_begin(&s, w, h);
 *     for each band [y0, y1) of slab_band_rows(h) rows: slab_add_band(&s, canvas, rows, y0, y1); */
#ifndef SLAB_H
#define SLAB_H

#include <stdint.h>

#include "draw/canvas.h"

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
/* An empty w x h picture to add bands to. */
void slab_begin(slab_t *s, int w, int h);
/* Rows a band of an h rows high picture has (the last one may have fewer). */
int slab_band_rows(int h);
/* Rows [y0, y1) of the picture, rgba holding just them (s->w wide), one
 * band of slab_band_rows rows (or the last). 0, or -1 (s is then empty). */
int slab_add_band(slab_t *s, canvas_t *c, const uint8_t *rgba, int y0, int y1);
/* Draws the picture with its top-left at (x, y). */
void slab_draw(const slab_t *s, canvas_t *c, float x, float y, canvas_colour_t tint);
void slab_free(slab_t *s, canvas_t *c);

#endif
