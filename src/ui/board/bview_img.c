/* The board view's cached images: the static board (with its labels when
 * offscreen text works) and piece sprites, made once per layout with
 * raster.c and stamped each frame. A stamp at scale 1 is a plain blit on
 * every renderer (the software renderer's fast path); pieces that grow,
 * shrink or fly are the same sprites resampled. With the direct option
 * everything is drawn as vectors instead (tests read the shapes). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board/bview_int.h"
#include "draw/pieces.h"
#include "ui/platform/raster.h"

#define SPRITE_PAD 3

typedef struct {
    bview_t *bv;
    float cx, cy, r;
    int player;
    int dbl;                  /* stones: the second form; regions: the lit version */
    const canvas_pt_t *poly;
    int npoly;
    float dx, dy;
    float w;                  /* outline: width and colour */
    canvas_colour_t col;
} job_t;

static void draw_shadow(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    pieces_shadow(c, j->cx, j->cy, j->r, 0.0f);
}

static void draw_stone_vec(canvas_t *c, const bview_t *bv, float x, float y, float r, int player, int dbl)
{
    const palette_piece_t *pc = &bv->pc[player >= 1 && player <= 4 ? player : 1];
    if (dbl && bv->look->alt_piece) bv->look->alt_piece(c, x, y, r, pc);
    else pieces_stone(c, x, y, r, pc);
    if (bv->opt.colourblind) {
        /* On the second form the marker sits low, clear of its emblem. */
        if (dbl) pieces_marker(c, x - r * 0.42f, y + r * 0.40f, r * 0.55f, player, pc->ink);
        else pieces_marker(c, x, y, r, player, pc->ink);
    }
}

static void draw_stone(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    draw_stone_vec(c, j->bv, j->cx, j->cy, j->r, j->player, j->dbl);
}

static void draw_site_vec(canvas_t *c, const bview_t *bv, float x, float y, float r, int player)
{
    const palette_piece_t *pc = &bv->pc[player >= 1 && player <= 4 ? player : 1];
    if (bv->look->site_piece) bv->look->site_piece(c, x, y, r, pc);
    else pieces_stone(c, x, y, r, pc);
    if (bv->opt.colourblind) pieces_marker(c, x, y, r * 1.1f, player, pc->ink);
}

static void draw_site(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    pieces_shadow(c, j->cx, j->cy, j->r * 1.1f, 0.15f);
    draw_site_vec(c, j->bv, j->cx, j->cy, j->r, j->player);
}

static void draw_glow(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    pieces_glow(c, j->cx, j->cy, j->r, canvas_rgba(255, 255, 255, 255));
}

static void draw_ring(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    float w = fmaxf(1.5f, j->r * 0.10f);
    pieces_ring(c, j->cx, j->cy, j->r * 1.05f, w * 2.6f, canvas_rgba(255, 255, 255, 70));
    pieces_ring(c, j->cx, j->cy, j->r * 1.05f, w, canvas_rgba(255, 255, 255, 255));
}

static void draw_lone_ring(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    const palette_piece_t *pc = &j->bv->pc[j->player];
    pieces_dashed_ring(c, j->cx, j->cy, j->r * 0.58f, fmaxf(1.2f, j->r * 0.09f), 8,
                       canvas_with_alpha(pc->ink, 0.75f));
}

static void draw_dot(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    pieces_glow(c, j->cx, j->cy, j->r, canvas_rgba(255, 255, 255, 190));
    canvas_fill_circle(c, j->cx, j->cy, j->r * 0.5f, canvas_solid(canvas_rgba(255, 255, 255, 245)));
}

/* A region in the game's look (a plain fill where it draws none). */
static void region_fill(canvas_t *c, const bview_t *bv, const canvas_pt_t *p, int n, const palette_piece_t *pc)
{
    if (bv->look->region) bv->look->region(c, p, n, pc);
    else canvas_fill_poly(c, p, n, canvas_solid(pc->base));
}

static void region_vec(canvas_t *c, const bview_t *bv, const canvas_pt_t *p, int n, int player, int lit)
{
    if (!lit) {
        region_fill(c, bv, p, n, &bv->pc[player]);
        return;
    }
    /* Lit: the same region brighter, with a white rim. */
    palette_piece_t hot = bv->pc[player];
    hot.lo = hot.base;
    hot.base = canvas_mix(hot.base, hot.glow, 0.6f);
    hot.hi = canvas_rgba(255, 255, 255, 255);
    hot.glow = canvas_rgba(255, 255, 255, 255);
    region_fill(c, bv, p, n, &hot);
}

static void draw_region(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    canvas_pt_t p[BOARD_MAX_CORNERS];
    for (int i = 0; i < j->npoly; i++) p[i] = (canvas_pt_t){j->poly[i].x + j->dx, j->poly[i].y + j->dy};
    region_vec(c, j->bv, p, j->npoly, j->player, j->dbl);
}

static void halo_vec(canvas_t *c, float x, float y, float u, canvas_colour_t col)
{
    /* Layered strokes: a soft ring peaking just outside a stone's edge. */
    static const float width[] = {0.62f, 0.46f, 0.32f, 0.2f, 0.1f};
    for (int k = 0; k < 5; k++) canvas_stroke_circle(c, x, y, u * 0.9f, u * width[k], canvas_with_alpha(col, 0.2f));
}

static void draw_halo(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    halo_vec(c, j->cx, j->cy, j->r, j->bv->pc[j->player].dark ? canvas_hex(0x3ee8ff, 255) : j->bv->pc[j->player].glow);
}

static void draw_base(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    bv_base_vectors(j->bv, c, j->dx, j->dy);
    if (j->bv->img.labels_baked) bv_labels_at(j->bv, c, j->dx, j->dy);
}

/* The base band by band (raster_bands), each band cut into slabs as it
 * comes: the whole base never exists at once. */
typedef struct {
    canvas_t *target;
    slab_t *slab;
} base_job_t;

static int base_band(void *ctx, const uint8_t *rgba, int y0, int y1)
{
    base_job_t *b = ctx;
    int rows = slab_band_rows(b->slab->h);
    for (int y = y0; y < y1; y += rows) {
        int end = y + rows < y1 ? y + rows : y1;
        if (slab_add_band(b->slab, b->target, rgba + (size_t)(y - y0) * (size_t)b->slab->w * 4, y, end)) return -1;
    }
    return 0;
}

/* A square sprite of half-size `half` with the job centred in it. */
static bv_sprite_t make(canvas_t *c, float half, raster_draw_fn fn, job_t *j)
{
    bv_sprite_t s = {0, 0, 0};
    int n = 2 * (int)ceilf(half) + 2 * SPRITE_PAD;
    j->cx = j->cy = (float)n * 0.5f;
    s.id = raster_image(c, n, n, NULL, fn, j);
    if (s.id) s.w = s.h = n;
    return s;
}

void bv_images_each(bv_images_t *im, void (*fn)(int *id, void *ctx), void *ctx)
{
    for (int i = 0; i < im->base.n; i++) fn(&im->base.p[i].id, ctx);
    bv_sprite_t *one[] = {&im->shadow, &im->glow, &im->ring, &im->dot, &im->hand, &im->card_edge, &im->win};
    for (size_t i = 0; i < sizeof one / sizeof *one; i++) fn(&one[i]->id, ctx);
    for (int p = 0; p < BV_PLAYERS; p++) {
        bv_sprite_t *per[] = {&im->stone[p][0], &im->stone[p][1], &im->site[p], &im->lone[p], &im->halo[p], &im->card[p]};
        for (size_t i = 0; i < sizeof per / sizeof *per; i++) fn(&per[i]->id, ctx);
    }
    for (int i = 0; i < im->nregions; i++) fn(&im->region[i].id, ctx);
}

static void free_id(int *id, void *ctx)
{
    if (*id) canvas_image_free(ctx, *id);
    *id = 0;
}

static void free_sprite(canvas_t *c, bv_sprite_t *s)
{
    free_id(&s->id, c);
    memset(s, 0, sizeof *s);
}

void bv_images_free(bview_t *bv, canvas_t *c)
{
    bv_images_t *im = &bv->img;
    bv_images_each(im, free_id, c);
    free(im->region);
    memset(im, 0, sizeof *im);
    bv->img_canvas = NULL;
}

int bv_images_fit(const bv_images_t *im, const bview_t *bv)
{
    return im->valid && im->scale == bv->L.scale && !memcmp(&im->rect, &bv->L.rect, sizeof im->rect) &&
           im->flat == bv->opt.flat && im->coords == bv->opt.coords && im->colourblind == bv->opt.colourblind;
}

void bv_images_ensure(bview_t *bv, canvas_t *c)
{
    if (bv->img_canvas == c && bv_images_fit(&bv->img, bv)) return;
    if (bv->img_canvas == c) bv_images_free(bv, c);
    else memset(&bv->img, 0, sizeof bv->img); /* another canvas: its images are not ours to free */
    bv_images_make(bv, c);
    bv->img_canvas = c;
}

void bv_images_make(bview_t *bv, canvas_t *c)
{
    bv_images_t *im = &bv->img;
    im->valid = 1;
    im->scale = bv->L.scale;
    im->rect = bv->L.rect;
    im->flat = bv->opt.flat;
    im->coords = bv->opt.coords;
    im->colourblind = bv->opt.colourblind;

    job_t j;
    memset(&j, 0, sizeof j);
    j.bv = bv;
    /* The board: the tray's extent plus its glow. */
    canvas_pt_t tray[BLAYOUT_TRAY_POINTS];
    int n = blayout_tray(&bv->L, bv->b, tray, BLAYOUT_TRAY_POINTS);
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (int i = 0; i < n; i++) {
        x0 = fminf(x0, tray[i].x), x1 = fmaxf(x1, tray[i].x);
        y0 = fminf(y0, tray[i].y), y1 = fmaxf(y1, tray[i].y);
    }
    float pad = bv->L.scale * 0.9f + 4.0f;
    x0 = floorf(x0 - pad), y0 = floorf(y0 - pad), x1 = ceilf(x1 + pad), y1 = ceilf(y1 + pad);
    j.dx = -x0;
    j.dy = -y0;
    int bw = (int)(x1 - x0), bh = (int)(y1 - y0);
    /* The labels go into the picture too when offscreen text works. */
    im->labels_baked = raster_can_text(bv->g->data_dir);
    base_job_t bj = {c, &im->base};
    slab_begin(&im->base, bw, bh);
    /* Whole slab bands at a time, as many as raster_band_bytes holds: each
     * band draws the whole base again (clipped), so few bands keep the
     * first frame quick; at 1920x1080 it is one. */
    int rows = slab_band_rows(bh);
    int per = bw > 0 ? (int)(raster_band_bytes(bw, bh) / ((size_t)bw * 4) / (size_t)rows) : 1;
    if (raster_bands(bw, bh, rows * (per > 1 ? per : 1), im->labels_baked ? bv->g->data_dir : NULL, draw_base, &j,
                     base_band, &bj))
        slab_free(&im->base, c);
    im->base_at = (canvas_pt_t){x0, y0};

    float r = board_on_sites(bv->b) ? bv_site_r(bv) : bv_stone_r(bv);
    j.r = r;
    im->shadow = make(c, r * 1.45f, draw_shadow, &j);
    j.r = bv->L.scale * 1.5f;
    im->glow = make(c, j.r, draw_glow, &j);
    j.r = bv_stone_r(bv);
    im->ring = make(c, j.r * 1.25f, draw_ring, &j);
    j.r = bv->L.scale * 0.3f;
    im->dot = make(c, j.r, draw_dot, &j);
    int players = bv->g->setup.players;
    for (int p = 1; p <= players && p < BV_PLAYERS; p++) {
        j.player = p;
        if (board_on_sites(bv->b)) {
            j.r = bv_site_r(bv);
            im->site[p] = make(c, j.r * 1.6f, draw_site, &j);
            continue;
        }
        j.r = bv_stone_r(bv);
        j.dbl = 0;
        im->stone[p][0] = make(c, j.r * 1.02f, draw_stone, &j);
        if (bv->look->alt_piece) {
            j.dbl = 1;
            im->stone[p][1] = make(c, j.r * 1.25f, draw_stone, &j);
        }
        if (bv->look->lone_rings) im->lone[p] = make(c, j.r * 0.75f, draw_lone_ring, &j);
        j.r = bv->L.scale;
        im->halo[p] = make(c, j.r * 1.25f, draw_halo, &j);
    }
    if (board_on_sites(bv->b)) {
        im->nregions = bv->b->ncells * BV_PLAYERS * 2;
        im->region = calloc((size_t)im->nregions, sizeof *im->region);
        if (!im->region) im->nregions = 0;
    }
}

const bv_sprite_t *bv_region_sprite(bview_t *bv, canvas_t *c, int cell, int player, int lit, canvas_pt_t *at)
{
    bv_images_t *im = &bv->img;
    if (!im->region || cell < 0 || cell >= bv->b->ncells || player < 1 || player >= BV_PLAYERS) return NULL;
    canvas_pt_t p[BOARD_MAX_CORNERS];
    int n = blayout_cell_corners(&bv->L, bv->b, cell, p);
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (int i = 0; i < n; i++) {
        x0 = fminf(x0, p[i].x), x1 = fmaxf(x1, p[i].x);
        y0 = fminf(y0, p[i].y), y1 = fmaxf(y1, p[i].y);
    }
    x0 = floorf(x0) - SPRITE_PAD, y0 = floorf(y0) - SPRITE_PAD;
    *at = (canvas_pt_t){x0, y0};
    bv_sprite_t *s = &im->region[(cell * BV_PLAYERS + player) * 2 + (lit != 0)];
    if (!s->id) {
        job_t j;
        memset(&j, 0, sizeof j);
        j.bv = bv;
        j.player = player;
        j.dbl = lit != 0;
        j.poly = p;
        j.npoly = n;
        j.dx = -x0;
        j.dy = -y0;
        int w = (int)ceilf(x1 - x0) + SPRITE_PAD, h = (int)ceilf(y1 - y0) + SPRITE_PAD;
        s->id = raster_image(c, w, h, NULL, draw_region, &j);
        s->w = w;
        s->h = h;
    }
    return s->id ? s : NULL;
}

static void draw_win_outline(canvas_t *c, void *ctx)
{
    job_t *j = ctx;
    bv_stroke_loops_at(j->bv, c, j->bv->win_loops, j->w, j->col, 1.0f, j->dx, j->dy);
}

/* ConHex's winning chain has a long rounded outline: stroking it each frame
 * cost the software renderer over a millisecond, stamping it a fraction. */
const bv_sprite_t *bv_win_sprite(bview_t *bv, canvas_t *c, float w, canvas_colour_t col, canvas_pt_t *at)
{
    bv_images_t *im = &bv->img;
    if (bv->opt.direct || bv->img_canvas != c || !bv->win_valid) return NULL;
    if (im->win.id && im->win_for == bv->rest_gen) {
        *at = im->win_at;
        return &im->win;
    }
    free_sprite(c, &im->win);
    const bshape_loops_t *l = bv->win_loops;
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (int k = 0; k < l->nloops; k++)
        for (int i = 0; i < l->len[k]; i++) {
            const board_pt_t *q = &l->pt[l->start[k] + i];
            canvas_pt_t p = blayout_px(&bv->L, q->x, q->y);
            x0 = fminf(x0, p.x), x1 = fmaxf(x1, p.x);
            y0 = fminf(y0, p.y), y1 = fmaxf(y1, p.y);
        }
    if (x0 > x1) return NULL;
    float pad = w * 1.5f + 2.0f + SPRITE_PAD; /* the glow stroke is 3 w wide */
    x0 = floorf(x0 - pad), y0 = floorf(y0 - pad), x1 = ceilf(x1 + pad), y1 = ceilf(y1 + pad);
    job_t j;
    memset(&j, 0, sizeof j);
    j.bv = bv;
    j.w = w;
    j.col = col;
    j.dx = -x0;
    j.dy = -y0;
    int iw = (int)(x1 - x0), ih = (int)(y1 - y0);
    im->win.id = raster_image(c, iw, ih, NULL, draw_win_outline, &j);
    if (!im->win.id) return NULL;
    im->win.w = iw, im->win.h = ih;
    im->win_at = (canvas_pt_t){x0, y0};
    im->win_for = bv->rest_gen;
    *at = im->win_at;
    return &im->win;
}

void bv_stamp(canvas_t *c, const bv_sprite_t *sp, float x, float y, float s, canvas_colour_t tint)
{
    if (!sp || !sp->id) return;
    float w = (float)sp->w * s, h = (float)sp->h * s;
    float x0 = x - w * 0.5f, y0 = y - h * 0.5f;
    /* Whole pixels at scale 1: a plain copy, no resampling blur. */
    if (fabsf(s - 1.0f) < 1e-3f) x0 = roundf(x0), y0 = roundf(y0);
    canvas_image_draw(c, sp->id, canvas_rect(x0, y0, w, h), tint);
}

static canvas_colour_t white(float alpha) { return canvas_rgba(255, 255, 255, (uint8_t)(255 * fminf(1, fmaxf(0, alpha)))); }

void bv_draw_piece(bview_t *bv, canvas_t *c, float x, float y, int code, float scale, float lift,
                   float alpha)
{
    int player = code & 7, dbl = (code & VIEW_ALT) != 0;
    if (!player || alpha <= 0.0f || scale <= 0.0f) return;
    float r = bv_stone_r(bv) * scale;
    const bv_sprite_t *sp = player < BV_PLAYERS ? &bv->img.stone[player][dbl] : NULL;
    if (!bv->opt.direct && sp && sp->id && bv->img.shadow.id) {
        /* Sprites, resampled when scaled: far cheaper than the vector
         * stone on a software renderer, and moving pieces hide the
         * softness. The shadow slides away and fades as the piece lifts. */
        float dx0, dy0, dx, dy;
        pieces_shadow_offset(r, 0.0f, &dx0, &dy0);
        pieces_shadow_offset(r, lift, &dx, &dy);
        bv_stamp(c, &bv->img.shadow, x + dx - dx0, y + dy - dy0, scale * (1.0f + 0.3f * lift),
                 white(alpha * (1.0f - 0.55f * lift)));
        bv_stamp(c, sp, x, y, scale, white(alpha));
        return;
    }
    float a0 = c->alpha;
    canvas_set_alpha(c, a0 * alpha);
    pieces_shadow(c, x, y, r, lift);
    draw_stone_vec(c, bv, x, y, r, player, dbl);
    canvas_set_alpha(c, a0);
}

void bv_draw_piece_flip(bview_t *bv, canvas_t *c, float x, float y, int code, float sx, float alpha)
{
    int player = code & 7, dbl = (code & VIEW_ALT) != 0;
    if (!player || alpha <= 0.0f) return;
    sx = fmaxf(0.04f, fminf(1.0f, sx));
    const bv_sprite_t *sp = player < BV_PLAYERS ? &bv->img.stone[player][dbl] : NULL;
    if (!bv->opt.direct && sp && sp->id && bv->img.shadow.id) {
        /* A coin seen edge-on: the sprites squeezed across. */
        const bv_sprite_t *sh = &bv->img.shadow;
        canvas_image_draw(c, sh->id, canvas_rect(x - sh->w * sx * 0.5f, y - sh->h * 0.5f, sh->w * sx, (float)sh->h), white(alpha));
        canvas_image_draw(c, sp->id, canvas_rect(x - sp->w * sx * 0.5f, y - sp->h * 0.5f, sp->w * sx, (float)sp->h), white(alpha));
        return;
    }
    bv_draw_piece(bv, c, x, y, code, 0.4f + 0.6f * sx, 0, alpha);
}

void bv_draw_rest_part(bview_t *bv, canvas_t *c, float x, float y, int code, int part)
{
    int player = code & 7, dbl = (code & VIEW_ALT) != 0;
    if (!player) return;
    const bv_sprite_t *sp = player < BV_PLAYERS ? &bv->img.stone[player][dbl] : NULL;
    if (!bv->opt.direct && sp && sp->id) {
        bv_stamp(c, part ? sp : &bv->img.shadow, x, y, 1.0f, white(1.0f));
        return;
    }
    float r = bv_stone_r(bv);
    if (part) draw_stone_vec(c, bv, x, y, r, player, dbl);
    else pieces_shadow(c, x, y, r, 0.0f);
}

void bv_draw_site_piece(bview_t *bv, canvas_t *c, float x, float y, int player, float scale, float alpha)
{
    if (player < 1 || player >= BV_PLAYERS || alpha <= 0.0f || scale <= 0.0f) return;
    const bv_sprite_t *sp = &bv->img.site[player];
    if (!bv->opt.direct && sp->id) {
        bv_stamp(c, sp, x, y, scale, white(alpha));
        return;
    }
    float r = bv_site_r(bv) * scale, a0 = c->alpha;
    canvas_set_alpha(c, a0 * alpha);
    pieces_shadow(c, x, y, r * 1.1f, 0.15f);
    draw_site_vec(c, bv, x, y, r, player);
    canvas_set_alpha(c, a0);
}

void bv_draw_glow(bview_t *bv, canvas_t *c, float x, float y, float r, canvas_colour_t col)
{
    if (col.a == 0 || r <= 0) return;
    const bv_sprite_t *sp = &bv->img.glow;
    if (!bv->opt.direct && sp->id) {
        /* The sprite's disc reaches 1.5 units; near that size stamp it
         * unscaled (a plain blit costs far less than a resampled one). */
        float s = r / (bv->L.scale * 1.5f);
        if (s > 0.85f && s < 1.2f) s = 1.0f;
        bv_stamp(c, sp, x, y, s, col);
        return;
    }
    pieces_glow(c, x, y, r, col);
}

void bv_draw_region(bview_t *bv, canvas_t *c, int cell, int player, int lit, float alpha)
{
    if (player < 1 || player >= BV_PLAYERS || alpha <= 0.0f) return;
    if (!bv->opt.direct) {
        canvas_pt_t at;
        const bv_sprite_t *sp = bv_region_sprite(bv, c, cell, player, lit, &at);
        if (sp) {
            canvas_image_draw(c, sp->id, canvas_rect(at.x + bv->shake_x, at.y + bv->shake_y, (float)sp->w, (float)sp->h),
                              white(alpha));
            return;
        }
    }
    canvas_pt_t p[BOARD_MAX_CORNERS];
    int n = blayout_cell_corners(&bv->L, bv->b, cell, p);
    for (int i = 0; i < n; i++) p[i].x += bv->shake_x, p[i].y += bv->shake_y;
    float a0 = c->alpha;
    canvas_set_alpha(c, a0 * alpha);
    region_vec(c, bv, p, n, player, lit);
    canvas_set_alpha(c, a0);
}

void bv_draw_halo(bview_t *bv, canvas_t *c, float x, float y, int player, float alpha)
{
    if (player < 1 || player >= BV_PLAYERS || alpha <= 0.0f) return;
    const bv_sprite_t *sp = &bv->img.halo[player];
    if (!bv->opt.direct && sp->id) {
        bv_stamp(c, sp, x, y, 1.0f, white(alpha));
        return;
    }
    float a0 = c->alpha;
    canvas_set_alpha(c, a0 * alpha);
    halo_vec(c, x, y, bv->L.scale, bv->pc[player].dark ? canvas_hex(0x3ee8ff, 255) : bv->pc[player].glow);
    canvas_set_alpha(c, a0);
}
