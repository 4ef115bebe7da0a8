/* An image kept as runs of one colour and spans of others, row by row,
 * transparent pixels skipped. The board's base at 4K is 3-4 million
 * opaque pixels, 14 MB as plain pixels, but mostly flat colour: one run
 * every 8-16 pixels, so 2-4 MB as runs. Drawn by writing the runs straight
 * into a 32-bit surface: an opaque image the same pixels an SDL copy (no
 * blending) of the plain image writes, one with translucent or transparent
 * pixels the same as SDL's RLE-accelerated blended blit of it.
 *
 *     imgruns_t *r = imgruns_new(argb, w, h, pitch, 0.5);  // NULL: keep the plain image
 *     imgruns_draw(r, surface, x, y, &clip);
 *     imgruns_free(r); */
#ifndef IMGRUNS_H
#define IMGRUNS_H

#include <SDL.h>
#include <stdint.h>

typedef struct imgruns imgruns_t;

/* w x h ARGB8888 pixels, rows pitch bytes apart; a transparent pixel
 * must be 0 (all bits). NULL when one is not, when the runs would take
 * more than `most` times the plain image's bytes or out of memory: the
 * plain image is then the better keep. */
imgruns_t *imgruns_new(const void *argb, int w, int h, int pitch, double most);
/* The same from w x h straight RGBA bytes (SDL_PIXELFORMAT_RGBA32), with
 * no ARGB copy of the whole image made on the way. */
imgruns_t *imgruns_new_rgba(const uint8_t *rgba, int w, int h, double most);
void imgruns_free(imgruns_t *r);
/* Whether some pixel is not opaque (drawn blended). */
int imgruns_blend(const imgruns_t *r);
/* Bytes the runs take. */
size_t imgruns_bytes(const imgruns_t *r);
/* Whether imgruns_draw can draw into s (32-bit ARGB8888 or RGB888). */
int imgruns_fits(const SDL_Surface *s);
/* The image with its top-left at (x, y) in s, inside clip (NULL: all of
 * s), copied as SDL copies an opaque image (blend mode none), or blended
 * as SDL's RLE blit blends one with alpha (blend mode blend). 0, or -1
 * when s does not fit. */
int imgruns_draw(const imgruns_t *r, SDL_Surface *s, int x, int y, const SDL_Rect *clip);
/* The plain pixels again, into argb (w x h, rows pitch bytes apart). */
void imgruns_unpack(const imgruns_t *r, void *argb, int pitch);

#endif
