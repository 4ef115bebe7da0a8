/* Pictures to files: the renderer's frame as a PNG (--screenshot) and the
 * app icon drawn procedurally with a software renderer (--write-icon). */
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
/* The icon as an RGBA surface of size x size (straight alpha); NULL on error. */
SDL_Surface *shot_icon_surface(int size, char *err, size_t errlen);
/* Draws the icon and writes it as a PNG. */
int shot_write_icon(const char *path, int size, char *err, size_t errlen);

#endif
