/* One canvas image on an SDL renderer. On a GPU renderer it is a texture,
 * tinted by vertex colours for free. The software renderer is slow at both
 * blending and tinting, so there the image is kept as an RLE-accelerated
 * surface (a large one as runs, imgruns.h) blitted straight onto the
 * renderer's surface (transparent runs skipped, opaque runs copied, only
 * edges blended), with a texture (for
 * scaled draws) and a tinted copy (imgtint.h) made only when first needed:
 * most images are never scaled or tinted. */
#ifndef SDLIMG_H
#define SDLIMG_H

#include <SDL.h>
#include <stdint.h>

#include "draw/canvas.h"

typedef struct sdlimg sdlimg_t;

/* w x h straight-alpha RGBA (copied). NULL when it cannot be made. */
sdlimg_t *sdlimg_new(SDL_Renderer *r, int software, int w, int h, const uint8_t *rgba);
void sdlimg_free(sdlimg_t *im);
/* An image made with software set (on any thread, r unused) for a GPU
 * renderer r: its texture made, its pixels let go. -1 when it cannot be
 * (im unchanged). */
int sdlimg_to_texture(sdlimg_t *im, SDL_Renderer *r);
void sdlimg_size(const sdlimg_t *im, int *w, int *h);
/* Once a frame: on the software renderer the tinted copy and texture an
 * image made for tinted or scaled draws go once unused for a few frames
 * over a second (made again when needed; the image is the same). */
void sdlimg_idle(sdlimg_t *im, Uint64 now_ms);
/* Software: a small image kept as runs for its first frames becomes the
 * RLE image SDL blits faster (SDL encodes it at its next blit). 1 when
 * it did. */
int sdlimg_settle(sdlimg_t *im);
/* Software: bytes of the untinted copy and the texture made for tinted or
 * scaled draws (tests). */
size_t sdlimg_spare_bytes(const sdlimg_t *im);

/* Draws im at dst with tint when it can be blitted straight onto target
 * (software: untinted, unscaled; target may be NULL) and returns 1, after
 * flushing what the renderer has queued. Otherwise returns 0 with the
 * texture and the vertex colours the caller draws a quad with (*tex NULL
 * when none can be made), the blend mode set. */
int sdlimg_draw(sdlimg_t *im, SDL_Renderer *r, SDL_Surface *target, canvas_rect_t dst, canvas_colour_t *tint,
                SDL_Texture **tex);

#endif
