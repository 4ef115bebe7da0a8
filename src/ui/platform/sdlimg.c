/* One canvas image on an SDL renderer (see sdlimg.h). */
#include "ui/platform/sdlimg.h"

#include <stdlib.h>
#include <string.h>

#include "ui/platform/imgruns.h"
#include "ui/platform/imgtint.h"

struct sdlimg {
    int w, h;
    int opaque;        /* every pixel has alpha 255 */
    SDL_Texture *tex;  /* GPU: made at once; software: when first needed */
    SDL_Surface *rle;  /* software only: the pixels, RLE-accelerated */
    imgruns_t *runs;   /* software, a large image or (until it settles) a
                        * small one with transparent edges: its runs, no
                        * rle until a draw needs one (imgruns.h) */
    int settle;        /* software, small: runs only until sdlimg_settle */
    imgtint_t *tint;   /* software only: made at the first tinted draw */
    int idle;          /* software: frames since tint or tex was last used */
    Uint64 used_ms;    /* when (SDL_GetTicks64) */
};

static void surface_from_runs(sdlimg_t *im);

/* Software: a tinted copy (and its texture) or a texture for scaled draws
 * not used for this many frames over this many milliseconds goes, made
 * again when a draw needs it: a piece lifted, faded or grown, a halo or a
 * glow, is tinted or scaled only while it animates (at 4K the copies of a
 * board's sprites grew to some 3 MB over a game). */
#define IDLE_FRAMES 4
#define IDLE_MS 1000

/* Images are stored in ARGB8888, the renderers' own format: a blit then
 * converts nothing (the software renderer copies and blends several times
 * faster). */
static SDL_Texture *make_texture(SDL_Renderer *r, const void *argb, int w, int h, int pitch)
{
    SDL_Texture *tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    if (tex && SDL_UpdateTexture(tex, NULL, argb, pitch)) {
        SDL_DestroyTexture(tex);
        return NULL;
    }
    return tex;
}

/* A large image (the board's base in slabs, a score card) is kept as runs
 * when they take at most half its bytes: at 4K the base held 12-15 MB as
 * plain pixels, as runs 2-4 MB; the blended slabs at its edges and the
 * cards are mostly flat colour too (plain or RLE, a 4K ConHex base's edges
 * held 6-8 MB; as runs about 2). Writing runs costs a little more than
 * copying rows, so smaller images stay plain: a slab of a 1920x1080 board
 * is at most some 300 KB, of a 4K one 400-900 KB. A 4K slab is kept as
 * runs up to 70% of its bytes (Zumo's base, less flat, is 55-65%: 3 MB
 * less at 4K); at 1920x1080 such runs drew a Zumo frame 7% slower. */
#define RUNS_MIN_BYTES (256 << 10)
#define RUNS_MOST 0.5
#define RUNS_LARGE_BYTES (512 << 10)
#define RUNS_MOST_LARGE 0.7
/* A small image with transparent edges (a piece, a region, a glow) starts
 * as runs too: SDL encodes an RLE image at its first blit onto a target,
 * on the drawing thread, and a board's worth of them cost a scene's first
 * frame 4-5 ms; runs are made with the image (on a worker when a board's
 * images are made there, bview_prep.c). SDL's RLE blit of such an image
 * is quicker than the runs (a ConHex board drawn whole: 2.2 ms, 2.9 with
 * runs), so they settle into RLE images, one a frame (sdlimg_settle). */
#define RUNS_MOST_SMALL 1.5

sdlimg_t *sdlimg_new(SDL_Renderer *r, int software, int w, int h, const uint8_t *rgba)
{
    sdlimg_t *im = calloc(1, sizeof *im);
    if (!im) return NULL;
    im->w = w;
    im->h = h;
    size_t n = (size_t)w * (size_t)h, i = 0;
    while (i < n && rgba[i * 4 + 3] == 255) i++;
    im->opaque = i == n;
    /* Runs straight from the pixels given: no plain copy of a large
     * image is made unless the runs are refused. */
    double most = n * 4 >= RUNS_LARGE_BYTES ? RUNS_MOST_LARGE
                  : n * 4 >= RUNS_MIN_BYTES ? RUNS_MOST
                  : im->opaque            ? 0
                                          : RUNS_MOST_SMALL;
    if (software && most > 0 && (im->runs = imgruns_new_rgba(rgba, w, h, most)) != NULL) {
        im->settle = n * 4 < RUNS_MIN_BYTES;
        return im;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s || SDL_ConvertPixels(w, h, SDL_PIXELFORMAT_RGBA32, rgba, w * 4, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch)) {
        SDL_FreeSurface(s);
        free(im);
        return NULL;
    }
    if (software) {
        SDL_SetSurfaceBlendMode(s, im->opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
        SDL_SetSurfaceRLE(s, 1);
        im->rle = s;
        return im;
    }
    im->tex = make_texture(r, s->pixels, w, h, s->pitch);
    SDL_FreeSurface(s);
    if (!im->tex) {
        free(im);
        return NULL;
    }
    return im;
}

int sdlimg_settle(sdlimg_t *im)
{
    if (!im->settle || !im->runs) return 0;
    im->settle = 0;
    surface_from_runs(im);
    return 1;
}

void sdlimg_idle(sdlimg_t *im, Uint64 now_ms)
{
    if (!im || !(im->rle || im->runs) || !(im->tint || im->tex)) return; /* GPU: the texture is the image */
    if (++im->idle <= IDLE_FRAMES || now_ms - im->used_ms <= IDLE_MS) return;
    imgtint_free(im->tint);
    im->tint = NULL;
    if (im->tex) SDL_DestroyTexture(im->tex);
    im->tex = NULL;
}

size_t sdlimg_spare_bytes(const sdlimg_t *im)
{
    size_t n = im->tint ? imgtint_bytes(im->tint) : 0;
    return n + (im->tex && (im->rle || im->runs) ? (size_t)im->w * (size_t)im->h * 4 : 0);
}

void sdlimg_free(sdlimg_t *im)
{
    if (!im) return;
    if (im->tex) SDL_DestroyTexture(im->tex);
    SDL_FreeSurface(im->rle);
    imgruns_free(im->runs);
    imgtint_free(im->tint);
    free(im);
}

/* Software: a texture from the surface's pixels (locking an RLE surface
 * decodes it; unlocking encodes it again). */
static void texture_from_pixels(sdlimg_t *im, SDL_Renderer *r)
{
    if (!im->rle || SDL_LockSurface(im->rle)) return;
    im->tex = make_texture(r, im->rle->pixels, im->w, im->h, im->rle->pitch);
    SDL_UnlockSurface(im->rle);
}

/* The plain pixels of an image kept as runs, for a draw the runs cannot
 * make (scaled, another target): kept from then on. */
static void surface_from_runs(sdlimg_t *im)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, im->w, im->h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return;
    imgruns_unpack(im->runs, s->pixels, s->pitch);
    SDL_SetSurfaceBlendMode(s, im->opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetSurfaceRLE(s, 1);
    im->rle = s;
    imgruns_free(im->runs);
    im->runs = NULL;
}

/* Its tinted copy or texture was drawn now (sdlimg_idle). */
static void used_now(sdlimg_t *im)
{
    im->idle = 0;
    im->used_ms = SDL_GetTicks64();
}

/* The untinted copy for tinted draws of an image kept as runs (the runs
 * stay for its plain draws). */
static imgtint_t *tint_from_runs(const imgruns_t *runs, int w, int h)
{
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    if (!px) return NULL;
    imgruns_unpack(runs, px, w * 4);
    imgtint_t *t = imgtint_new(px, w, h, w * 4);
    free(px);
    return t;
}

int sdlimg_to_texture(sdlimg_t *im, SDL_Renderer *r)
{
    if (im->runs) surface_from_runs(im);
    if (!im->tex) texture_from_pixels(im, r);
    if (!im->tex) return -1;
    SDL_FreeSurface(im->rle);
    im->rle = NULL;
    imgtint_free(im->tint);
    im->tint = NULL;
    return 0;
}

void sdlimg_size(const sdlimg_t *im, int *w, int *h)
{
    *w = im->w;
    *h = im->h;
}

int sdlimg_draw(sdlimg_t *im, SDL_Renderer *r, SDL_Surface *target, canvas_rect_t dst, canvas_colour_t *tint,
                SDL_Texture **tex)
{
    *tex = NULL;
    int plain = !imgtint_needed(*tint, *tint);
    if (im->runs && plain && target && imgruns_fits(target) && dst.w == (float)im->w && dst.h == (float)im->h) {
        /* As the plain image below would be blitted. */
        SDL_RenderFlush(r);
        SDL_Rect clip;
        SDL_RenderGetClipRect(r, &clip);
        if (imgruns_draw(im->runs, target, (int)dst.x, (int)dst.y, SDL_RenderIsClipEnabled(r) ? &clip : NULL) == 0)
            return 1;
    }
    if (!plain && (im->rle || im->runs)) {
        if (!im->tint) im->tint = im->runs ? tint_from_runs(im->runs, im->w, im->h) : imgtint_from_surface(im->rle);
        SDL_Texture *t = im->tint ? imgtint_get(im->tint, r, *tint, *tint) : NULL;
        used_now(im);
        if (t) {
            *tint = (canvas_colour_t){255, 255, 255, 255};
            *tex = t;
            return 0;
        }
    }
    if (im->runs) surface_from_runs(im);
    if (plain && target && im->rle && dst.w == (float)im->w && dst.h == (float)im->h) {
        /* After what the renderer has queued, inside its clip, placed as
         * it would place a copy (it truncates). */
        SDL_RenderFlush(r);
        SDL_Rect d = {(int)dst.x, (int)dst.y, im->w, im->h}, clip;
        SDL_RenderGetClipRect(r, &clip);
        SDL_SetClipRect(target, SDL_RenderIsClipEnabled(r) ? &clip : NULL);
        SDL_BlitSurface(im->rle, NULL, target, &d);
        return 1;
    }
    if (!im->tex) texture_from_pixels(im, r);
    if (!im->tex) return 0;
    used_now(im);
    /* An opaque image drawn untinted is a plain copy, no blending. */
    int copy = im->opaque && plain;
    SDL_SetTextureBlendMode(im->tex, copy ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    *tex = im->tex;
    return 0;
}
