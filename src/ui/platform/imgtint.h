/* Tinted copies of an image for the software renderer. SDL's software
 * blitter has no fast path for a colour- or alpha-modulated blend (it falls
 * back to a generic per-pixel loop, several times slower than a plain
 * blend) and draws a quad with a vertical colour gradient triangle by
 * triangle, slower still. So a tinted draw of an image or a line of text
 * uses a copy with the tint multiplied in, kept until a draw asks for
 * another tint. A pulsing glow changes its tint a little each frame:
 * remaking the copy is one pass over the pixels, far cheaper than the slow
 * blit. */
#ifndef IMGTINT_H
#define IMGTINT_H

#include <SDL.h>
#include <stdint.h>

#include "draw/canvas.h"

typedef struct imgtint imgtint_t;

/* argb: w x h pixels, SDL_PIXELFORMAT_ARGB8888, rows pitch bytes apart
 * (copied). NULL when out of memory. */
imgtint_t *imgtint_new(const void *argb, int w, int h, int pitch);
/* A white image given as its alpha alone, w x h bytes (taken: freed with
 * the result, or at once on failure); the same as the image of white
 * pixels with that alpha. */
imgtint_t *imgtint_from_alpha(uint8_t *alpha, int w, int h);
/* The same from a surface of any format (locked, and converted if need be). */
imgtint_t *imgtint_from_surface(SDL_Surface *s);
/* Whether tinted copies pay on r: it is the software renderer. */
int imgtint_software(SDL_Renderer *r);
void imgtint_free(imgtint_t *t);
/* Bytes of the untinted copy: 4 a pixel, or 1 for a white image (text, a
 * white sprite whose transparent pixels are 0), kept as its alpha. */
size_t imgtint_bytes(const imgtint_t *t);
/* The image with the tint multiplied into every channel as SDL's colour
 * and alpha modulation does, top row by `top`, bottom row by `bottom` and
 * the rows between by a blend of the two; blend mode BLEND. NULL if the
 * copy cannot be made. */
SDL_Texture *imgtint_get(imgtint_t *t, SDL_Renderer *r, canvas_colour_t top, canvas_colour_t bottom);
/* The image tinted as imgtint_get tints it, blended straight into dst
 * (32-bit, red, green and blue where ARGB8888 has them) with its top left
 * at (x, y), inside clip (NULL: all of dst), as SDL's blended blit of the
 * tinted copy would: no copy is kept (a 4K logo's layers held some 14 MB
 * of them). 0 when drawn, -1 when dst's format is another (use the copy). */
int imgtint_blit(const imgtint_t *t, SDL_Surface *dst, int x, int y, const SDL_Rect *clip, canvas_colour_t top,
                 canvas_colour_t bottom);
/* Whether a draw with these vertex colours needs modulation at all. */
int imgtint_needed(canvas_colour_t top, canvas_colour_t bottom);

#endif
