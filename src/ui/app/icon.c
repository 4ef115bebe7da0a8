/* The app icon: the logo's emblem drawn with a software renderer. */
#include "ui/app/icon.h"

#include <stdio.h>

#include "ui/platform/canvas_sdl.h"
#include "ui/platform/shot.h"
#include "ui/widgets/logo.h"

SDL_Surface *icon_surface(int size, char *err, size_t errlen)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        snprintf(err, errlen, "out of memory for a %dx%d icon", size, size);
        return NULL;
    }
    SDL_FillRect(s, NULL, 0);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s);
    canvas_sdl_t *cs = r ? csdl_new(r, NULL) : NULL;
    if (!cs) {
        snprintf(err, errlen, "cannot draw the icon: %s", SDL_GetError());
        if (r) SDL_DestroyRenderer(r);
        SDL_FreeSurface(s);
        return NULL;
    }
    canvas_t c;
    csdl_canvas(cs, &c);
    logo_emblem(&c, size * 0.5f, size * 0.5f, size * 0.5f);
    canvas_flush(&c);
    SDL_RenderPresent(r);
    csdl_free(cs);
    SDL_DestroyRenderer(r);
    /* Blending onto a transparent surface leaves premultiplied colours:
     * divide them back out so edges do not darken. */
    for (int y = 0; y < size; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < size; x++) {
            Uint32 p = row[x], a = p >> 24;
            if (a == 0) {
                row[x] = 0;
                continue;
            }
            if (a == 255) continue;
            Uint32 rr = ((p >> 16) & 255) * 255 / a, gg = ((p >> 8) & 255) * 255 / a, bb = (p & 255) * 255 / a;
            rr = rr > 255 ? 255 : rr;
            gg = gg > 255 ? 255 : gg;
            bb = bb > 255 ? 255 : bb;
            row[x] = a << 24 | rr << 16 | gg << 8 | bb;
        }
    }
    return s;
}

int icon_write(const char *path, int size, char *err, size_t errlen)
{
    SDL_Surface *s = icon_surface(size, err, errlen);
    if (!s) return -1;
    int rc = shot_surface_png(s, path, err, errlen);
    SDL_FreeSurface(s);
    return rc;
}
