/* Pictures to files: a surface or the renderer's frame as a PNG
 * (--screenshot). */
#ifndef SHOT_H
#define SHOT_H

#include <SDL.h>
#include <stddef.h>

/* Writes s as a PNG the way fileio_write_atomic writes (a temporary beside
 * the target, flushed and renamed; only a regular file is replaced, a link
 * is written through). */
int shot_surface_png(SDL_Surface *s, const char *path, char *err, size_t errlen);
/* Saves what has been drawn this frame (call before SDL_RenderPresent). */
int shot_save_png(SDL_Renderer *r, const char *path, char *err, size_t errlen);

#endif
