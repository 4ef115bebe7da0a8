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

/* A private surface with its renderer, fonts and canvas. */
typedef struct {
    SDL_Surface *s;
    SDL_Renderer *r;
    font_cache_t *fonts;
    canvas_sdl_t *cs;
    canvas_t c;
} offscreen_t;

static void off_close(offscreen_t *o)
{
    csdl_free(o->cs);
    font_cache_free(o->fonts);
    if (o->r) SDL_DestroyRenderer(o->r);
    SDL_FreeSurface(o->s);
    memset(o, 0, sizeof *o);
}

static int off_open(offscreen_t *o, int w, int h, const char *data_dir)
{
    memset(o, 0, sizeof *o);
    if (w <= 0 || h <= 0 || w > 16384 || h > 16384) return -1;
    o->s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!o->s) return -1;
    o->r = SDL_CreateSoftwareRenderer(o->s);
    char err[256];
    o->fonts = o->r && raster_can_text(data_dir) ? font_cache_new(o->r, data_dir, err, sizeof err) : NULL;
    o->cs = o->r ? csdl_new(o->r, o->fonts) : NULL;
    if (!o->cs) {
        off_close(o);
        return -1;
    }
    /* Triangles rasterised in place (swtri.h): SDL's own software path
     * blends each through a temporary surface, most of a board's making. */
    csdl_set_triangle_surface(o->cs, o->s);
    csdl_canvas(o->cs, &o->c);
    return 0;
}

/* Rows [0, rows) of the surface as straight alpha, in place. Blending onto
 * a clear surface leaves premultiplied colour: divide the alpha back out so
 * the image blends right when stamped. In place, so a picture never exists
 * twice (at 4K a band was 6 MB, and its copy 6 MB more). Returns the rows
 * packed w x 4 bytes apart (a 32-bit surface has no padding; were there
 * any, the rows are moved up to close it). */
static uint8_t *off_read(const offscreen_t *o, int rows)
{
    int w = o->s->w;
    for (int y = 0; y < rows; y++) {
        uint8_t *px = (uint8_t *)o->s->pixels + (size_t)y * (size_t)w * 4;
        if (o->s->pitch != w * 4) memmove(px, (uint8_t *)o->s->pixels + (size_t)y * (size_t)o->s->pitch, (size_t)w * 4);
        for (int x = 0; x < w; x++) {
            unsigned a = px[4 * x + 3];
            if (a == 255) continue; /* most pixels: the division leaves them */
            for (int k = 0; k < 3; k++) {
                unsigned v = a ? (px[4 * x + k] * 255u + a / 2) / a : 0;
                px[4 * x + k] = (uint8_t)(v > 255 ? 255 : v);
            }
        }
    }
    return o->s->pixels;
}

static void off_finish(offscreen_t *o)
{
    canvas_flush(&o->c);
    SDL_RenderFlush(o->r);
}

uint8_t *raster_rgba(int w, int h, const char *data_dir, raster_draw_fn draw, void *ctx)
{
    offscreen_t o;
    if (off_open(&o, w, h, data_dir)) return NULL;
    uint8_t *out = malloc((size_t)w * (size_t)h * 4);
    if (out) {
        SDL_FillRect(o.s, NULL, 0);
        draw(&o.c, ctx);
        off_finish(&o);
        memcpy(out, off_read(&o, h), (size_t)w * (size_t)h * 4);
    }
    off_close(&o);
    return out;
}

size_t raster_band_bytes(int w, int h)
{
    size_t whole = (size_t)(w > 0 ? w : 0) * (size_t)(h > 0 ? h : 0) * 4;
    return whole <= RASTER_BAND_BYTES ? RASTER_BAND_BYTES : RASTER_BAND_BYTES_LARGE;
}

int raster_bands(int w, int h, int band, const char *data_dir, raster_draw_fn draw, void *ctx, raster_sink_fn sink,
                 void *sink_ctx)
{
    if (band < 1 || band > h) band = h;
    offscreen_t o;
    if (off_open(&o, w, band, data_dir)) return -1;
    int rc = 0;
    for (int y0 = 0; y0 < h && !rc; y0 += band) {
        int y1 = y0 + band < h ? y0 + band : h;
        SDL_FillRect(o.s, NULL, 0);
        /* The picture moved up by y0 rows: SDL moves it in whole pixels
         * after placing its points (moving the points themselves would
         * round some antialiased edges another way). */
        SDL_Rect vp = {0, -y0, w, h};
        SDL_RenderSetViewport(o.r, &vp);
        draw(&o.c, ctx);
        off_finish(&o);
        rc = sink(sink_ctx, off_read(&o, y1 - y0), y0, y1);
    }
    off_close(&o);
    return rc;
}

int raster_image(canvas_t *target, int w, int h, const char *data_dir, raster_draw_fn draw, void *ctx)
{
    offscreen_t o;
    if (off_open(&o, w, h, data_dir)) return 0;
    SDL_FillRect(o.s, NULL, 0);
    draw(&o.c, ctx);
    off_finish(&o);
    /* The image straight from the surface: no copy of it in between. */
    int id = canvas_image_new(target, w, h, off_read(&o, h));
    off_close(&o);
    return id;
}
