/* TTF fonts from fonts/ and a cache of rendered text textures.
 *
 * Fonts are opened per (face, pixel size, outline) and kept in a small LRU;
 * each rendered string becomes a white texture (tinted when drawn) kept in an
 * LRU keyed by face, size, outline and text, so a frame of unchanged text
 * renders nothing new. Sizes are whole pixels: text scales with the window. */
#ifndef FONT_H
#define FONT_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stddef.h>

#include "draw/canvas.h"
#include "ui/platform/imgtint.h"

typedef struct font_cache font_cache_t;

/* The file of a face, relative to the data directory ("fonts/DejaVuSans.ttf"). */
const char *font_face_file(canvas_face_t face);
/* 0 when every face file exists under data_dir; else -1 with the missing path
 * in err. Needs no SDL initialisation. */
int font_check_files(const char *data_dir, char *err, size_t errlen);

/* Opens every face once to check it (TTF_Init must have been called). */
font_cache_t *font_cache_new(SDL_Renderer *r, const char *data_dir, char *err, size_t errlen);
void font_cache_free(font_cache_t *fc);
/* Drop every texture (after SDL_RENDER_TARGETS_RESET / DEVICE_RESET). */
void font_cache_drop_textures(font_cache_t *fc);
/* Call once a frame: ages the LRU entries and closes the fonts not used
 * for a while. */
void font_cache_frame(font_cache_t *fc);

/* The font for a face at px pixels with an outline of the given width. */
TTF_Font *font_get(font_cache_t *fc, canvas_face_t face, int px, int outline);
/* A texture of utf8 (NULL on failure), its size, and how far up and left
 * of the plain text's line box it starts (outline + blur padding). blur > 0
 * gives a soft halo: the glyphs grown by the outline, then blurred over
 * about blur pixels (glows). The texture is white, to be drawn with the
 * vertex colours *top and *bottom; on the software renderer they are
 * multiplied in already (imgtint.h) and set to white. */
SDL_Texture *font_texture(font_cache_t *fc, canvas_face_t face, int px, int outline, int blur,
                          const char *utf8, canvas_colour_t *top, canvas_colour_t *bottom, int *w, int *h,
                          int *offset);
/* Software renderer: the same text as its untinted image (owned by the
 * cache, valid until the next call), to be blended straight into a surface
 * (imgtint_blit) with no tinted copy kept; NULL on a GPU renderer. */
imgtint_t *font_tint(font_cache_t *fc, canvas_face_t face, int px, int outline, int blur, const char *utf8,
                     int *offset);
/* Width (with tracking in em), ascent, descent and line height. */
void font_measure(font_cache_t *fc, canvas_face_t face, int px, float tracking, const char *utf8,
                  canvas_metrics_t *m);
/* Fonts (a face at a size) open now: a size not used for a while is
 * closed at font_cache_frame (tests). */
int font_cache_fonts(const font_cache_t *fc);
/* Entries in the texture cache (tests). */
int font_cache_textures(const font_cache_t *fc);
/* Pixel bytes the cached texts hold, and the bound it is kept under (but
 * for what the current frame drew). */
size_t font_cache_bytes(const font_cache_t *fc);
size_t font_cache_bytes_max(void);

#endif
