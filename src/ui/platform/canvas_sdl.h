/* The SDL canvas: shapes become triangles (geom.c) drawn in batches with
 * SDL_RenderGeometry, with a 1-px feathered edge for anti-aliasing; text comes
 * from the font cache. Works on a window renderer or a software renderer over
 * a surface (icons, tests, screenshots). */
#ifndef CANVAS_SDL_H
#define CANVAS_SDL_H

#include <SDL.h>

#include "draw/canvas.h"
#include "ui/platform/font.h"

typedef struct canvas_sdl canvas_sdl_t;

/* fonts may be NULL: text is then skipped (measured as zero). */
canvas_sdl_t *csdl_new(SDL_Renderer *r, font_cache_t *fonts);
void csdl_free(canvas_sdl_t *cs);
/* Point c at cs, sized to the renderer's output. */
void csdl_canvas(canvas_sdl_t *cs, canvas_t *c);
/* The surface a software renderer draws into: images are then blitted onto
 * it directly, run-length accelerated, and triangles rasterised into it
 * (swtri.h). */
void csdl_set_surface(canvas_sdl_t *cs, SDL_Surface *target);
/* Triangles only (the renderer may move its picture by a viewport, which
 * the direct blits do not follow). */
void csdl_set_triangle_surface(canvas_sdl_t *cs, SDL_Surface *target);
/* Start a frame: takes the current output size. */
void csdl_begin(canvas_sdl_t *cs, canvas_t *c);
/* The target keeps its pixels from one frame to the next (a software
 * window's surface, a picture's): from now on c draws, between csdl_begin
 * and csdl_end, only where the frame differs from the last (damage.h).
 * Without a known target (a GPU renderer) frames are drawn whole as before.
 * -1 when out of memory (c unchanged). */
int csdl_retain(canvas_sdl_t *cs, canvas_t *c);
/* Ends a frame begun by csdl_begin: draws what changed (when retained)
 * and has SDL draw what it queued, so the target holds the frame. The
 * pixels drawn this frame (all of them unless only what changed was
 * drawn; 0 without csdl_retain). */
long csdl_end(canvas_sdl_t *cs);
/* The target's pixels were changed behind the canvas: the next frame is
 * drawn whole. */
void csdl_invalidate(canvas_sdl_t *cs);
/* Width in pixels of the anti-aliasing feather (1 by default; 0 turns it off). */
void csdl_set_feather(canvas_sdl_t *cs, float px);
/* Triangles submitted so far (tests and benchmarks). */
long csdl_triangles(const canvas_sdl_t *cs);
/* Bytes held for the batch of triangles waiting to be drawn (tests). */
size_t csdl_mesh_bytes(const canvas_sdl_t *cs);

#endif
