/* The SDL implementation of the canvas. */
#include "ui/platform/canvas_sdl.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "draw/damage.h"
#include "ui/platform/geom.h"
#include "ui/platform/imgtint.h"
#include "ui/platform/sdlimg.h"
#include "ui/platform/swtri.h"

#if !SDL_VERSION_ATLEAST(2, 0, 18)
#error "Hexarcade needs SDL 2.0.18 or newer (SDL_RenderGeometry)"
#endif

_Static_assert(sizeof(geom_vertex_t) == sizeof(SDL_Vertex), "geom_vertex_t matches SDL_Vertex");
_Static_assert(offsetof(geom_vertex_t, c) == offsetof(SDL_Vertex, color), "vertex colour");
_Static_assert(offsetof(geom_vertex_t, u) == offsetof(SDL_Vertex, tex_coord), "vertex uv");

#define MAX_IMAGES 512
#define BATCH_VERTICES 65536
/* The batch's room shrinks to the largest batch of the last this many
 * frames, or of the frames of the last MESH_IDLE_MS (a still screen draws
 * few): a screen that drew a huge batch (the title at 4K grew it to
 * 3.3 MB) keeps none of it once another screen covers it. */
#define MESH_IDLE_FRAMES 120
#define MESH_IDLE_MS 1000
/* Small images made as runs that become RLE images each frame (sdlimg.h):
 * each costs its unpacking and SDL's encoding at its next blit, and four a
 * frame showed in the frames' p99 (a ConHex board: 1.9 ms, not 1.1). */
#define SETTLE_PER_FRAME 1

struct canvas_sdl {
    SDL_Renderer *r;
    font_cache_t *fonts;
    geom_mesh_t mesh;     /* untextured triangles waiting to be drawn */
    geom_mesh_t quad;     /* scratch for textured quads */
    float feather;
    long triangles;
    sdlimg_t *images[MAX_IMAGES];
    int software;                     /* a software renderer (sdlimg.h) */
    SDL_Surface *target;              /* what a software renderer draws into, when known */
    SDL_Surface *tri;                 /* where triangles go straight in (swtri.h), when known */
    int direct;                       /* target is a window's: text goes straight in too */
    int frames;                       /* frames since the mesh's room was last weighed */
    Uint64 weighed;                   /* when (SDL_GetTicks64) */
    int most_v, most_i;               /* the largest batch in those frames */
    damage_t *dmg;                    /* frames drawn where they changed (csdl_retain) */
    SDL_Surface *kept;                /* the target the last such frame was drawn in */
};

canvas_sdl_t *csdl_new(SDL_Renderer *r, font_cache_t *fonts)
{
    canvas_sdl_t *cs = calloc(1, sizeof *cs);
    if (!cs) return NULL;
    cs->r = r;
    cs->fonts = fonts;
    cs->feather = 1.0f;
    cs->software = imgtint_software(r);
    geom_init(&cs->mesh);
    geom_init(&cs->quad);
    return cs;
}

void csdl_free(canvas_sdl_t *cs)
{
    if (!cs) return;
    for (int i = 0; i < MAX_IMAGES; i++) sdlimg_free(cs->images[i]);
    damage_free(cs->dmg);
    geom_free(&cs->mesh);
    geom_free(&cs->quad);
    free(cs);
}

void csdl_set_feather(canvas_sdl_t *cs, float px) { cs->feather = px < 0 ? 0 : px; }

long csdl_triangles(const canvas_sdl_t *cs) { return cs->triangles; }

/* The surface a software renderer draws into, in a format swtri.h writes
 * (a window's without alpha, or a picture's with it): after what the
 * renderer has queued, placed by its viewport, inside its clip. 0 when
 * drawn, -1 to leave it to SDL. */
static int flush_direct(canvas_sdl_t *cs)
{
    SDL_Surface *s = cs->tri;
    const SDL_PixelFormat *f = s->format;
    if (f->BytesPerPixel != 4 || f->Gshift != 8 || f->Gmask != 0xff00u ||
        !((f->Rshift == 16 && f->Bshift == 0) || (f->Rshift == 0 && f->Bshift == 16)) ||
        f->Rmask != 0xffu << f->Rshift || f->Bmask != 0xffu << f->Bshift || (f->Amask && f->Amask != 0xff000000u))
        return -1;
    SDL_RenderFlush(cs->r);
    if (SDL_MUSTLOCK(s) && SDL_LockSurface(s)) return -1;
    /* The clip is the viewport's (a band of a picture drawn in bands),
     * narrowed by the clip rectangle, which is relative to it. */
    SDL_Rect vp, clip;
    SDL_RenderGetViewport(cs->r, &vp);
    if (SDL_RenderIsClipEnabled(cs->r)) {
        SDL_Rect c;
        SDL_RenderGetClipRect(cs->r, &c);
        c.x += vp.x, c.y += vp.y;
        if (!SDL_IntersectRect(&vp, &c, &clip)) clip.w = clip.h = 0;
    } else {
        clip = vp;
    }
    swtri_target_t t = {.px = s->pixels, .pitch = s->pitch / 4, .w = s->w, .h = s->h,
                        .clip_x0 = clip.x, .clip_y0 = clip.y, .clip_x1 = clip.x + clip.w, .clip_y1 = clip.y + clip.h,
                        .rshift = f->Rshift, .gshift = 8, .bshift = f->Bshift, .alpha = f->Amask != 0,
                        .ox = vp.x, .oy = vp.y};
    swtri_draw(&t, cs->mesh.v, cs->mesh.idx, cs->mesh.ni);
    if (SDL_MUSTLOCK(s)) SDL_UnlockSurface(s);
    return 0;
}

static void flush(void *impl)
{
    canvas_sdl_t *cs = impl;
    if (cs->mesh.nv > cs->most_v) cs->most_v = cs->mesh.nv;
    if (cs->mesh.ni > cs->most_i) cs->most_i = cs->mesh.ni;
    if (cs->mesh.ni > 0 && cs->tri && !cs->mesh.failed && flush_direct(cs) == 0) {
        cs->triangles += cs->mesh.ni / 3;
    } else if (cs->mesh.ni > 0) {
        SDL_SetRenderDrawBlendMode(cs->r, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(cs->r, NULL, (const SDL_Vertex *)cs->mesh.v, cs->mesh.nv, cs->mesh.idx,
                           cs->mesh.ni);
        cs->triangles += cs->mesh.ni / 3;
    }
    geom_reset(&cs->mesh);
}

static void maybe_flush(canvas_sdl_t *cs)
{
    if (cs->mesh.nv > BATCH_VERTICES) flush(cs);
}

static void sdl_fill_poly(void *impl, const canvas_pt_t *p, int n, const canvas_paint_t *paint)
{
    canvas_sdl_t *cs = impl;
    geom_fill_poly(&cs->mesh, p, n, paint, cs->feather);
    maybe_flush(cs);
}

static void sdl_stroke_path(void *impl, const canvas_pt_t *p, int n, int closed, float width,
                            canvas_colour_t col)
{
    canvas_sdl_t *cs = impl;
    geom_stroke_path(&cs->mesh, p, n, closed, width, col, cs->feather);
    maybe_flush(cs);
}

static void sdl_fill_circle(void *impl, canvas_pt_t c, float r, const canvas_paint_t *paint)
{
    canvas_pt_t p[GEOM_MAX_POINTS];
    int n = geom_circle_points(c.x, c.y, r, p, GEOM_MAX_POINTS);
    sdl_fill_poly(impl, p, n, paint);
}

static void sdl_stroke_circle(void *impl, canvas_pt_t c, float r, float width, canvas_colour_t col)
{
    canvas_pt_t p[GEOM_MAX_POINTS];
    int n = geom_circle_points(c.x, c.y, r, p, GEOM_MAX_POINTS);
    sdl_stroke_path(impl, p, n, 1, width, col);
}

static void sdl_fill_rrect(void *impl, canvas_rect_t r, float radius, const canvas_paint_t *paint)
{
    canvas_pt_t p[GEOM_MAX_POINTS];
    int n = geom_rrect_points(r, radius, p, GEOM_MAX_POINTS);
    sdl_fill_poly(impl, p, n, paint);
}

static void sdl_stroke_rrect(void *impl, canvas_rect_t r, float radius, float width,
                             canvas_colour_t col)
{
    canvas_pt_t p[GEOM_MAX_POINTS];
    int n = geom_rrect_points(r, radius, p, GEOM_MAX_POINTS);
    sdl_stroke_path(impl, p, n, 1, width, col);
}

static void sdl_soft_rrect(void *impl, canvas_rect_t r, float radius, float blur, canvas_colour_t col)
{
    canvas_sdl_t *cs = impl;
    float lim = fminf(r.w, r.h);
    if (blur > lim) blur = lim;
    if (blur < cs->feather) blur = cs->feather;
    /* Corners at least as round as the fade, so the inset outline stays simple. */
    if (radius < blur * 0.5f + 0.5f) radius = blur * 0.5f + 0.5f;
    canvas_pt_t p[GEOM_MAX_POINTS];
    int n = geom_rrect_points(r, radius, p, GEOM_MAX_POINTS);
    canvas_paint_t paint = canvas_solid(col);
    geom_fill_poly(&cs->mesh, p, n, &paint, blur);
    maybe_flush(cs);
}

/* One textured quad with a vertical colour gradient. */
static void draw_texture(canvas_sdl_t *cs, SDL_Texture *tex, canvas_rect_t dst, canvas_colour_t top,
                         canvas_colour_t bottom)
{
    geom_reset(&cs->quad);
    geom_quad(&cs->quad, dst, top, bottom);
    if (cs->quad.failed) return;
    SDL_RenderGeometry(cs->r, tex, (const SDL_Vertex *)cs->quad.v, cs->quad.nv, cs->quad.idx,
                       cs->quad.ni);
    cs->triangles += 2;
}

static uint32_t next_cp(const char **s, char *one)
{
    const unsigned char *p = (const unsigned char *)*s;
    int len = *p >= 0xF0 ? 4 : *p >= 0xE0 ? 3 : *p >= 0xC0 ? 2 : 1;
    int k = 0;
    one[k++] = (char)*p++;
    while (k < len && (*p & 0xC0) == 0x80) one[k++] = (char)*p++;
    one[k] = '\0';
    *s = (const char *)p;
    const char *q = one;
    uint32_t c = (unsigned char)*q;
    if (k == 1) return c;
    c &= 0x3Fu >> (k - 1);
    for (int i = 1; i < k; i++) c = (c << 6) | ((unsigned char)q[i] & 0x3F);
    return c;
}

/* A software renderer on a window: the text blended straight into the
 * window's surface from its untinted image (after what the renderer has
 * queued, inside its clip), so no tinted copy is kept. 1 when drawn. */
static int text_direct(canvas_sdl_t *cs, const canvas_text_t *t, int px, int outline, int blur, float left,
                       float top, canvas_colour_t c0, canvas_colour_t c1, const char *s)
{
    if (!cs->direct) return 0;
    int off;
    imgtint_t *img = font_tint(cs->fonts, t->face, px, outline, blur, s, &off);
    if (!img) return 0;
    SDL_RenderFlush(cs->r);
    SDL_Rect clip;
    SDL_RenderGetClipRect(cs->r, &clip);
    int clipped = SDL_RenderIsClipEnabled(cs->r);
    if (imgtint_blit(img, cs->target, (int)(left - (float)off), (int)(top - (float)off), clipped ? &clip : NULL, c0,
                     c1))
        return 0;
    cs->triangles += 2;
    return 1;
}

/* One layer of text: left edge and top of the plain font's line box. */
static void text_layer(canvas_sdl_t *cs, const canvas_text_t *t, int px, int outline, int blur,
                       float left, float top, canvas_colour_t c0, canvas_colour_t c1, const char *s)
{
    if (c0.a == 0 && c1.a == 0) return;
    int w, h, off;
    if (t->tracking == 0.0f) {
        if (text_direct(cs, t, px, outline, blur, left, top, c0, c1, s)) return;
        SDL_Texture *tex = font_texture(cs->fonts, t->face, px, outline, blur, s, &c0, &c1, &w, &h, &off);
        if (tex) draw_texture(cs, tex, canvas_rect(left - off, top - off, (float)w, (float)h), c0, c1);
        return;
    }
    TTF_Font *f = font_get(cs->fonts, t->face, px, 0);
    if (!f) return;
    float x = left;
    char one[8];
    for (const char *p = s; *p;) {
        uint32_t cp = next_cp(&p, one);
        int adv = 0;
        TTF_GlyphMetrics32(f, cp, NULL, NULL, NULL, NULL, &adv);
        if (cp != ' ' && !text_direct(cs, t, px, outline, blur, roundf(x), top, c0, c1, one)) {
            canvas_colour_t k0 = c0, k1 = c1;
            SDL_Texture *tex = font_texture(cs->fonts, t->face, px, outline, blur, one, &k0, &k1, &w, &h, &off);
            if (tex) draw_texture(cs, tex, canvas_rect(roundf(x) - off, top - off, (float)w, (float)h), k0, k1);
        }
        x += (float)adv + t->tracking * (float)px;
    }
}

static void sdl_measure(void *impl, const canvas_text_t *t, const char *s, canvas_metrics_t *m)
{
    canvas_sdl_t *cs = impl;
    if (!cs->fonts) return;
    font_measure(cs->fonts, t->face, (int)lroundf(t->size), t->tracking, s, m);
}

static void sdl_text(void *impl, const canvas_text_t *t, float x, float y, const char *s)
{
    canvas_sdl_t *cs = impl;
    if (!cs->fonts) return;
    flush(cs);
    int px = (int)lroundf(t->size);
    canvas_metrics_t m;
    font_measure(cs->fonts, t->face, px, t->tracking, s, &m);
    float left, base;
    canvas_text_origin(t, &m, x, y, &left, &base);
    left = roundf(left);
    float top = roundf(base - m.ascent);
    if (t->glow > 0 && t->glow_colour.a) {
        /* The glyphs grown a little and blurred: a soft halo. */
        int g = (int)lroundf(t->glow);
        int spread = (int)lroundf(t->glow * 0.3f);
        text_layer(cs, t, px, spread, g < 1 ? 1 : g, left, top, t->glow_colour, t->glow_colour, s);
    }
    if (t->shadow > 0 && t->shadow_colour.a) {
        int o = t->outline > 0 ? (int)lroundf(t->outline) : 0;
        float d = roundf(t->shadow);
        text_layer(cs, t, px, o, 0, left + d, top + d, t->shadow_colour, t->shadow_colour, s);
    }
    if (t->outline > 0 && t->outline_colour.a) {
        int o = (int)lroundf(t->outline);
        if (o < 1) o = 1;
        text_layer(cs, t, px, o, 0, left, top, t->outline_colour, t->outline_colour, s);
    }
    canvas_colour_t c1 = t->colour2.a ? t->colour2 : t->colour;
    text_layer(cs, t, px, 0, 0, left, top, t->colour, c1, s);
}

static void sdl_set_clip(void *impl, const canvas_rect_t *r)
{
    canvas_sdl_t *cs = impl;
    flush(cs);
    if (!r) {
        SDL_RenderSetClipRect(cs->r, NULL);
        return;
    }
    int x0 = (int)floorf(r->x), y0 = (int)floorf(r->y);
    int x1 = (int)ceilf(r->x + r->w), y1 = (int)ceilf(r->y + r->h);
    SDL_Rect rect = {x0, y0, x1 - x0 > 0 ? x1 - x0 : 0, y1 - y0 > 0 ? y1 - y0 : 0};
    if (rect.w == 0 || rect.h == 0) {
        /* SDL treats an empty clip as no clip: clip to one pixel off screen. */
        rect.x = -2;
        rect.y = -2;
        rect.w = rect.h = 1;
    }
    SDL_RenderSetClipRect(cs->r, &rect);
}

/* An unused image id, or 0 when the table is full. */
static int free_slot(const canvas_sdl_t *cs)
{
    for (int id = 1; id < MAX_IMAGES; id++)
        if (!cs->images[id]) return id;
    return 0;
}

static int sdl_image_new(void *impl, int w, int h, const uint8_t *rgba)
{
    canvas_sdl_t *cs = impl;
    int id = free_slot(cs);
    if (id) cs->images[id] = sdlimg_new(cs->r, cs->software, w, h, rgba);
    return id && cs->images[id] ? id : 0;
}

static void sdl_image_draw(void *impl, int id, canvas_rect_t dst, canvas_colour_t tint)
{
    canvas_sdl_t *cs = impl;
    if (id <= 0 || id >= MAX_IMAGES || !cs->images[id]) return;
    flush(cs);
    SDL_Texture *tex;
    if (sdlimg_draw(cs->images[id], cs->r, cs->target, dst, &tint, &tex)) cs->triangles += 2; /* blitted */
    else if (tex) draw_texture(cs, tex, dst, tint, tint);
}

static void sdl_image_free(void *impl, int id)
{
    canvas_sdl_t *cs = impl;
    if (id <= 0 || id >= MAX_IMAGES || !cs->images[id]) return;
    flush(cs);
    sdlimg_free(cs->images[id]);
    cs->images[id] = NULL;
}

/* A maker is a canvas_sdl without a renderer: its images are made as the
 * software renderer's (surfaces, runs), which needs none, so it can work
 * on another thread; it draws nothing. */
static const canvas_ops_t sdl_ops;

static void maker_destroy(void *impl) { csdl_free(impl); }

static int sdl_image_maker(void *impl, canvas_t *out)
{
    canvas_sdl_t *cs = impl;
    if (!cs->r) return -1;
    canvas_sdl_t *m = csdl_new(NULL, NULL);
    if (!m) return -1;
    m->software = 1;
    canvas_init(out, &sdl_ops, m, 0, 0);
    return 0;
}

static int sdl_image_adopt(void *impl, canvas_t *maker, int id, int *w, int *h)
{
    canvas_sdl_t *cs = impl;
    if (maker->ops != &sdl_ops || id <= 0 || id >= MAX_IMAGES) return 0;
    canvas_sdl_t *m = maker->impl;
    sdlimg_t *im = m->images[id];
    if (m->r || !im) return 0;
    int slot = free_slot(cs);
    if (!slot || (!cs->software && sdlimg_to_texture(im, cs->r))) return 0;
    cs->images[slot] = im;
    m->images[id] = NULL;
    sdlimg_size(im, w, h);
    return slot;
}

static void sdl_clear(void *impl, canvas_colour_t col)
{
    canvas_sdl_t *cs = impl;
    geom_reset(&cs->mesh);
    SDL_SetRenderDrawBlendMode(cs->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(cs->r, col.r, col.g, col.b, col.a);
    /* SDL clears past the clip; a frame redrawn in parts (damage.h) clears
     * each part. */
    if (SDL_RenderIsClipEnabled(cs->r)) SDL_RenderFillRect(cs->r, NULL);
    else SDL_RenderClear(cs->r);
    SDL_SetRenderDrawBlendMode(cs->r, SDL_BLENDMODE_BLEND);
}

static const canvas_ops_t sdl_ops = {
    .fill_poly = sdl_fill_poly,
    .stroke_path = sdl_stroke_path,
    .fill_circle = sdl_fill_circle,
    .stroke_circle = sdl_stroke_circle,
    .fill_rrect = sdl_fill_rrect,
    .stroke_rrect = sdl_stroke_rrect,
    .soft_rrect = sdl_soft_rrect,
    .text = sdl_text,
    .measure = sdl_measure,
    .set_clip = sdl_set_clip,
    .image_new = sdl_image_new,
    .image_draw = sdl_image_draw,
    .image_free = sdl_image_free,
    .image_maker = sdl_image_maker,
    .image_adopt = sdl_image_adopt,
    .destroy = maker_destroy,
    .clear = sdl_clear,
    .flush = flush,
};

void csdl_canvas(canvas_sdl_t *cs, canvas_t *c)
{
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(cs->r, &w, &h);
    if (cs->dmg) damage_canvas(cs->dmg, c, w, h);
    else canvas_init(c, &sdl_ops, cs, w, h);
}

int csdl_retain(canvas_sdl_t *cs, canvas_t *c)
{
    if (!cs->dmg && !(cs->dmg = damage_new(&sdl_ops, cs))) return -1;
    csdl_canvas(cs, c);
    return 0;
}

long csdl_end(canvas_sdl_t *cs)
{
    long drawn = cs->dmg ? damage_end(cs->dmg) : 0;
    /* The target holds the whole frame (what SDL queued included). */
    SDL_RenderFlush(cs->r);
    return drawn;
}

void csdl_invalidate(canvas_sdl_t *cs)
{
    if (cs->dmg) damage_invalidate(cs->dmg);
}

void csdl_set_surface(canvas_sdl_t *cs, SDL_Surface *target)
{
    cs->target = cs->tri = cs->software ? target : NULL;
}

void csdl_set_triangle_surface(canvas_sdl_t *cs, SDL_Surface *target)
{
    cs->tri = cs->software ? target : NULL;
}

void csdl_begin(canvas_sdl_t *cs, canvas_t *c)
{
    /* A software renderer on a window draws into the window's surface
     * (remade when the window is resized). */
    SDL_Window *win = cs->software ? SDL_RenderGetWindow(cs->r) : NULL;
    if (win) cs->target = cs->tri = SDL_GetWindowSurface(win);
    cs->direct = win && cs->target;
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(cs->r, &w, &h);
    canvas_resize(c, w, h);
    c->alpha = 1.0f;
    c->nclip = 0;
    SDL_RenderSetClipRect(cs->r, NULL);
    geom_reset(&cs->mesh);
    if (cs->dmg && cs->target) {
        /* A new surface (the window resized) holds nothing of the last
         * frame; a new size damage_begin sees itself. */
        if (cs->kept != cs->target) damage_invalidate(cs->dmg);
        cs->kept = cs->target;
    }
    /* Without a target that keeps its pixels (a GPU renderer) the frame
     * goes straight through. */
    if (cs->dmg) damage_begin(cs->dmg, w, h, cs->target != NULL);
    Uint64 now = SDL_GetTicks64();
    int settle = SETTLE_PER_FRAME;
    for (int i = 1; i < MAX_IMAGES; i++) {
        if (!cs->images[i]) continue;
        sdlimg_idle(cs->images[i], now);
        if (settle > 0 && sdlimg_settle(cs->images[i])) settle--;
    }
    if (++cs->frames >= MESH_IDLE_FRAMES || now - cs->weighed >= MESH_IDLE_MS) {
        /* Powers of two, as the mesh grows (geom.c), with room to spare. */
        int v = 1024, i = 2048;
        while (v < cs->most_v) v *= 2;
        while (i < cs->most_i) i *= 2;
        if (cs->mesh.capv > v || cs->mesh.capi > i) geom_trim(&cs->mesh, v, i);
        cs->frames = cs->most_v = cs->most_i = 0;
        cs->weighed = now;
    }
}

size_t csdl_mesh_bytes(const canvas_sdl_t *cs)
{
    return (size_t)cs->mesh.capv * sizeof *cs->mesh.v + (size_t)cs->mesh.capi * sizeof *cs->mesh.idx;
}
