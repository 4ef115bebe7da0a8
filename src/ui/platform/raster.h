/* Offscreen drawing: runs canvas drawing code on a software renderer over a
 * private surface and hands back the pixels, or an image of another canvas
 * made from them. The board view draws its static layers and piece sprites
 * this way once, then stamps them each frame (cheap on every renderer, and
 * what keeps the software renderer inside its frame budget).
 *
 *     static void draw(canvas_t *c, void *ctx) { pieces_stone(c, 32, 32, 28, ctx); }
 *     int id = raster_image(target, 64, 64, draw, &colours); */
#ifndef RASTER_H
#define RASTER_H

#include <stdint.h>

#include "draw/canvas.h"

typedef void (*raster_draw_fn)(canvas_t *c, void *ctx);

/* w x h RGBA bytes with straight alpha (heap; free()), or NULL. The canvas
 * starts transparent. Text is drawn only when data_dir is given (its fonts/)
 * and raster_can_text says so; otherwise it is skipped. */
uint8_t *raster_rgba(int w, int h, const char *data_dir, raster_draw_fn draw, void *ctx);
/* The same band by band, so a large picture never exists whole (at 4K the
 * board's base alone is some 15 MB, and a whole copy of it was the client's
 * high-water mark): draw is called once a band, draws the whole picture as
 * for raster_rgba and the band's rows are kept (the rest is clipped away);
 * sink gets the band's rows [y0, y1), straight alpha, w wide, the same
 * pixels as raster_rgba's, and returns 0 to go on. 0, or -1 (out of memory,
 * or sink's -1). */
typedef int (*raster_sink_fn)(void *ctx, const uint8_t *rgba, int y0, int y1);
/* A good size for a band: a little more than a board of a 1920x1080 window takes
 * whole (each band draws the whole picture again). */
#define RASTER_BAND_BYTES ((size_t)6 << 20)
/* Bytes a band of a w x h picture may take: the whole when it fits in
 * RASTER_BAND_BYTES (every board of a 1920x1080 window: one band, the first
 * frame as quick as it was), else RASTER_BAND_BYTES_LARGE (at 4K a band is
 * part of the client's high-water mark, and the first frame there already
 * draws several). */
#define RASTER_BAND_BYTES_LARGE ((size_t)2 << 20)
size_t raster_band_bytes(int w, int h);
int raster_bands(int w, int h, int band, const char *data_dir, raster_draw_fn draw, void *ctx, raster_sink_fn sink,
                 void *sink_ctx);
/* The same as an image of target (an id > 0), or 0. */
int raster_image(canvas_t *target, int w, int h, const char *data_dir, raster_draw_fn draw, void *ctx);
/* Can offscreen drawing write text (SDL_ttf started, the fonts there)? */
int raster_can_text(const char *data_dir);

#endif
