/* Screenshots and the icon. */
#include "ui/platform/shot.h"

#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "core/fileio.h"
#include "plat/plat.h"

#include "ui/platform/canvas_sdl.h"

int shot_surface_png(SDL_Surface *s, const char *path, char *err, size_t errlen)
{
    char dest[4096], tmp[4200];
    if (fileio_write_target(path, dest, sizeof dest, err, errlen)) return -1;
    snprintf(tmp, sizeof tmp, "%s.tmp%lld", dest, (long long)plat_pid());
    if (fileio_exists(tmp) == FILEIO_REGULAR) plat_unlink(tmp); /* a dead process's of our pid */
    if (IMG_SavePNG(s, tmp)) {
        snprintf(err, errlen, "cannot write %s: %s", path, IMG_GetError());
        plat_unlink(tmp);
        return -1;
    }
    /* Flushed, then checked again and renamed, as fileio_write_atomic does
     * (plat_sync_path opens it for writing where the system needs that to
     * flush: Windows refuses to flush a file opened for reading). */
    plat_stat_t lst;
    int synced = plat_lstat(tmp, &lst) == 0 && lst.kind == PLAT_REGULAR && plat_sync_path(tmp, 0) == 0;
    char again[4096];
    int rc = -1;
    if (!synced) snprintf(err, errlen, "cannot write %s: cannot flush to disk", path);
    else if (fileio_write_target(path, again, sizeof again, err, errlen) == 0) {
        if (strcmp(again, dest)) snprintf(err, errlen, "cannot write %s: it changed while being written", path);
        else if (plat_rename(tmp, dest)) snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        else rc = 0;
    }
    if (rc) plat_unlink(tmp);
    return rc;
}

int shot_save_png(SDL_Renderer *r, const char *path, char *err, size_t errlen)
{
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(r, &w, &h) || w <= 0 || h <= 0) {
        snprintf(err, errlen, "cannot read the frame size: %s", SDL_GetError());
        return -1;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        snprintf(err, errlen, "out of memory for a %dx%d screenshot", w, h);
        return -1;
    }
    if (SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch)) {
        snprintf(err, errlen, "cannot read the frame: %s", SDL_GetError());
        SDL_FreeSurface(s);
        return -1;
    }
    /* The frame is opaque whatever alpha the back buffer kept. */
    for (int y = 0; y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < w; x++) row[x] |= 0xFF000000u;
    }
    int rc = shot_surface_png(s, path, err, errlen);
    SDL_FreeSurface(s);
    return rc;
}
