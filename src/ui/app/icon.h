/* The app icon drawn procedurally (the window's icon, --write-icon). */
#ifndef ICON_H
#define ICON_H

#include <SDL.h>
#include <stddef.h>

/* The icon as an RGBA surface of size x size (straight alpha); NULL on error. */
SDL_Surface *icon_surface(int size, char *err, size_t errlen);
/* Draws the icon and writes it as a PNG. */
int icon_write(const char *path, int size, char *err, size_t errlen);

#endif
