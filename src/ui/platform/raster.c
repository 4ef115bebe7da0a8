/* Offscreen drawing through the SDL canvas on a software renderer. */
#include "ui/platform/raster.h"

#include <SDL.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_ttf.h>

#include "ui/platform/canvas_sdl.h"
#include "ui/platform/font.h"

int raster_can_text(const char *data_dir)
{
    char err[256];
    return data_dir && TTF_WasInit() && font_check_files(data_dir, err, sizeof err) == 0;
}

uint8_t *raster_rgba(int w, int h, const char *data_dir, raster_draw_fn draw, void *ctx)
{
    if (w <= 0 || h <= 0 || w > 16384 || h > 16384) return NULL;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) return NULL;
    SDL_FillRect(s, NULL, 0);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s);
    char err[256];
    font_cache_t *fonts = r && raster_can_text(data_dir) ? font_cache_new(r, data_dir, err, sizeof err) : NULL;
    canvas_sdl_t *cs = r ? csdl_new(r, fonts) : NULL;
    uint8_t *out = cs ? malloc((size_t)w * (size_t)h * 4) : NULL;
    if (!out) {
        csdl_free(cs);
        font_cache_free(fonts);
        if (r) SDL_DestroyRenderer(r);
        SDL_FreeSurface(s);
        return NULL;
    }
    canvas_t c;
    csdl_canvas(cs, &c);
    draw(&c, ctx);
    canvas_flush(&c);
    SDL_RenderFlush(r);
    csdl_free(cs);
    font_cache_free(fonts);
    SDL_DestroyRenderer(r);
    /* Blending onto a clear surface leaves premultiplied colour: divide the
     * alpha back out so the image blends right when stamped. */
    for (int y = 0; y < h; y++) {
        const uint8_t *row = (const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch;
        uint8_t *o = out + (size_t)y * (size_t)w * 4;
        for (int x = 0; x < w; x++) {
            unsigned a = row[4 * x + 3];
            for (int k = 0; k < 3; k++) {
                unsigned v = a ? (row[4 * x + k] * 255u + a / 2) / a : 0;
                o[4 * x + k] = (uint8_t)(v > 255 ? 255 : v);
            }
            o[4 * x + 3] = (uint8_t)a;
        }
    }
    SDL_FreeSurface(s);
    return out;
}

int raster_image(canvas_t *target, int w, int h, const char *data_dir, raster_draw_fn draw, void *ctx)
{
    uint8_t *px = raster_rgba(w, h, data_dir, draw, ctx);
    if (!px) return 0;
    int id = canvas_image_new(target, w, h, px);
    free(px);
    return id;
}
