/* Tinted copies of an image for the software renderer. */
#include "ui/platform/imgtint.h"

#include <stdlib.h>
#include <string.h>

struct imgtint {
    int w, h;
    uint32_t *px;     /* the image, untinted, w x h; or NULL and: */
    uint8_t *mask;    /* its alpha alone, when every pixel is white (text) */
    int clear;        /* with mask: its transparent pixels are 0, not white */
    SDL_Texture *tex; /* the image with the tint multiplied in, or NULL */
    canvas_colour_t top, bottom;
};

/* 1 when every pixel is white (text), 2 when every pixel is white but
 * the transparent ones, which are 0 (a white sprite made offscreen: a
 * glow, a card's lit edge), else 0. Either keeps only the alpha, and is
 * tinted to the same pixels as the whole image would be. */
static int all_white(const void *argb, int w, int h, int pitch)
{
    int white = 0, clear = 0;
    for (int y = 0; y < h; y++) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)argb + (size_t)y * (size_t)pitch);
        for (int x = 0; x < w; x++) {
            if ((row[x] & 0xFFFFFFu) == 0xFFFFFFu) {
                if (!(row[x] >> 24)) white = 1;
            } else if (row[x] == 0) {
                clear = 1;
            } else {
                return 0;
            }
        }
    }
    if (white && clear) return 0;
    return clear ? 2 : 1;
}

imgtint_t *imgtint_new(const void *argb, int w, int h, int pitch)
{
    imgtint_t *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    /* White text keeps a quarter of the memory: its alpha. */
    int white = all_white(argb, w, h, pitch);
    t->clear = white == 2;
    if (white) t->mask = malloc((size_t)w * (size_t)h);
    else t->px = malloc((size_t)w * (size_t)h * sizeof *t->px);
    if (!t->px && !t->mask) {
        free(t);
        return NULL;
    }
    for (int y = 0; y < h; y++) {
        const uint8_t *row = (const uint8_t *)argb + (size_t)y * (size_t)pitch;
        if (t->px) {
            memcpy(t->px + (size_t)y * (size_t)w, row, (size_t)w * 4);
            continue;
        }
        for (int x = 0; x < w; x++) t->mask[(size_t)y * (size_t)w + (size_t)x] = (uint8_t)(((const uint32_t *)row)[x] >> 24);
    }
    t->w = w;
    t->h = h;
    return t;
}

imgtint_t *imgtint_from_alpha(uint8_t *alpha, int w, int h)
{
    imgtint_t *t = calloc(1, sizeof *t);
    if (!t) {
        free(alpha);
        return NULL;
    }
    t->mask = alpha;
    t->w = w;
    t->h = h;
    return t;
}

imgtint_t *imgtint_from_surface(SDL_Surface *s)
{
    SDL_Surface *argb =
        s->format->format == SDL_PIXELFORMAT_ARGB8888 ? s : SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    if (!argb) return NULL;
    imgtint_t *t = NULL;
    if (!SDL_LockSurface(argb)) {
        t = imgtint_new(argb->pixels, argb->w, argb->h, argb->pitch);
        SDL_UnlockSurface(argb);
    }
    if (argb != s) SDL_FreeSurface(argb);
    return t;
}

int imgtint_software(SDL_Renderer *r)
{
    SDL_RendererInfo info;
    return SDL_GetRendererInfo(r, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
}

size_t imgtint_bytes(const imgtint_t *t)
{
    return (size_t)t->w * (size_t)t->h * (t->mask ? 1u : 4u);
}

void imgtint_free(imgtint_t *t)
{
    if (!t) return;
    if (t->tex) SDL_DestroyTexture(t->tex);
    free(t->px);
    free(t->mask);
    free(t);
}

static int white(canvas_colour_t c) { return c.r == 255 && c.g == 255 && c.b == 255 && c.a == 255; }

int imgtint_needed(canvas_colour_t top, canvas_colour_t bottom) { return !white(top) || !white(bottom); }

static int same(canvas_colour_t a, canvas_colour_t b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

typedef uint32_t tint_lut_t[4][256];

/* SDL's modulation, channel * mod / 255 truncated, as a table per channel. */
static void make_lut(tint_lut_t lut, canvas_colour_t c)
{
    const uint8_t mod[4] = {c.a, c.r, c.g, c.b};
    for (int k = 0; k < 4; k++)
        for (uint32_t v = 0; v < 256; v++) lut[k][v] = (v * mod[k] / 255) << (24 - 8 * k);
}

static void tint_row(const uint32_t *restrict src, uint32_t *restrict dst, int n, const tint_lut_t lut)
{
    for (int i = 0; i < n; i++) {
        uint32_t p = src[i];
        dst[i] = lut[0][p >> 24] | lut[1][(p >> 16) & 0xff] | lut[2][(p >> 8) & 0xff] | lut[3][p & 0xff];
    }
}

/* The same for a white tint (a fade, the pulsing glows): red, green and
 * blue multiply by 255/255, so only alpha needs its table. */
static void tint_row_alpha(const uint32_t *restrict src, uint32_t *restrict dst, int n, const uint32_t *restrict alut)
{
    for (int i = 0; i < n; i++) {
        uint32_t p = src[i];
        dst[i] = alut[p >> 24] | (p & 0xFFFFFFu);
    }
}

/* The same for a white image kept as its alpha: the colour is the tint's
 * (clear: but where the alpha is 0, all 0, as the pixel was). */
static void tint_mask(const uint8_t *restrict src, uint32_t *restrict dst, int n, const tint_lut_t lut, int clear)
{
    uint32_t rgb = lut[1][255] | lut[2][255] | lut[3][255];
    for (int i = 0; i < n; i++) dst[i] = clear && !src[i] ? 0 : lut[0][src[i]] | rgb;
}

static uint8_t mix(uint8_t a, uint8_t b, float k) { return (uint8_t)((float)a + ((float)b - (float)a) * k + 0.5f); }

SDL_Texture *imgtint_get(imgtint_t *t, SDL_Renderer *r, canvas_colour_t top, canvas_colour_t bottom)
{
    if (t->tex && same(t->top, top) && same(t->bottom, bottom)) return t->tex;
    if (!t->tex) {
        t->tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, t->w, t->h);
        if (!t->tex) return NULL;
        SDL_SetTextureBlendMode(t->tex, SDL_BLENDMODE_BLEND);
    }
    void *dst;
    int pitch;
    if (SDL_LockTexture(t->tex, NULL, &dst, &pitch)) return NULL;
    tint_lut_t lut;
    int gradient = !same(top, bottom);
    if (!gradient) make_lut(lut, top);
    for (int y = 0; y < t->h; y++) {
        if (gradient) {
            /* As the vertex colours interpolate, at the row's centre. */
            float k = ((float)y + 0.5f) / (float)t->h;
            canvas_colour_t c = {mix(top.r, bottom.r, k), mix(top.g, bottom.g, k), mix(top.b, bottom.b, k),
                                 mix(top.a, bottom.a, k)};
            make_lut(lut, c);
        }
        uint32_t *out = (uint32_t *)((uint8_t *)dst + (size_t)y * (size_t)pitch);
        if (t->mask) tint_mask(t->mask + (size_t)y * (size_t)t->w, out, t->w, (const uint32_t(*)[256])lut, t->clear);
        else if (!gradient && top.r == 255 && top.g == 255 && top.b == 255)
            tint_row_alpha(t->px + (size_t)y * (size_t)t->w, out, t->w, lut[0]);
        else tint_row(t->px + (size_t)y * (size_t)t->w, out, t->w, (const uint32_t(*)[256])lut);
    }
    SDL_UnlockTexture(t->tex);
    t->top = top;
    t->bottom = bottom;
    return t->tex;
}

/* SDL's blend of one ARGB pixel over another, as its software renderer
 * blends a textured triangle (SDL_BlitTriangle_Slow): premultiplied, then
 * src + (255 - srcA) * dst / 255, truncated. */
static uint32_t blend(uint32_t s, uint32_t d)
{
    uint32_t a = s >> 24;
    if (a == 255) return (s & 0xFFFFFFu) | (d & 0xFF000000u);
    uint32_t out = 0;
    for (int sh = 0; sh < 24; sh += 8) {
        uint32_t sc = ((s >> sh) & 0xFFu) * a / 255, dc = (d >> sh) & 0xFFu;
        out |= (sc + (255 - a) * dc / 255) << sh;
    }
    uint32_t da = d >> 24;
    return out | ((a + (255 - a) * da / 255) << 24);
}

int imgtint_blit(const imgtint_t *t, SDL_Surface *dst, int x, int y, const SDL_Rect *clip, canvas_colour_t top,
                 canvas_colour_t bottom)
{
    const SDL_PixelFormat *f = dst->format;
    if (f->BytesPerPixel != 4 || f->Rmask != 0xFF0000u || f->Gmask != 0xFF00u || f->Bmask != 0xFFu) return -1;
    /* The image's place on the surface, inside the clip. */
    SDL_Rect all = {0, 0, dst->w, dst->h}, img = {x, y, t->w, t->h}, on, a;
    if (!SDL_IntersectRect(&all, &img, &on) || !SDL_IntersectRect(&on, clip ? clip : &on, &a)) return 0;
    int x0 = a.x, y0 = a.y, x1 = a.x + a.w, y1 = a.y + a.h;
    if (SDL_MUSTLOCK(dst) && SDL_LockSurface(dst)) return -1;
    tint_lut_t lut;
    int gradient = !same(top, bottom);
    if (!gradient) make_lut(lut, top);
    for (int py = y0; py < y1; py++) {
        int row = py - y;
        if (gradient) {
            float k = ((float)row + 0.5f) / (float)t->h;
            canvas_colour_t c = {mix(top.r, bottom.r, k), mix(top.g, bottom.g, k), mix(top.b, bottom.b, k),
                                 mix(top.a, bottom.a, k)};
            make_lut(lut, c);
        }
        uint32_t rgb = lut[1][255] | lut[2][255] | lut[3][255];
        uint32_t *out = (uint32_t *)((uint8_t *)dst->pixels + (size_t)py * (size_t)dst->pitch);
        for (int px = x0; px < x1; px++) {
            size_t i = (size_t)row * (size_t)t->w + (size_t)(px - x);
            uint32_t p;
            if (t->mask) {
                if (!t->mask[i]) continue;
                p = lut[0][t->mask[i]] | rgb;
            } else {
                uint32_t v = t->px[i];
                p = lut[0][v >> 24] | lut[1][(v >> 16) & 0xff] | lut[2][(v >> 8) & 0xff] | lut[3][v & 0xff];
            }
            if (p >> 24) out[px] = blend(p, out[px]);
        }
    }
    if (SDL_MUSTLOCK(dst)) SDL_UnlockSurface(dst);
    return 0;
}
