/* Drawing only what changed (see damage.h). */
#include "draw/damage.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Damage is gathered in tiles of this many pixels, then drawn as
 * rectangles of whole tiles (runs along a row, stacked while they line up). */
#define TILE 32
/* How far ahead an unmatched operation is looked for in the other frame. */
#define LOOKAHEAD 24
/* More of the frame than this changed: it is drawn whole (cheaper than
 * many clipped pieces). */
#define MOST_DAMAGE 0.6

enum { OP_CLEAR = 1, OP_FILL_POLY, OP_STROKE_PATH, OP_FILL_CIRCLE, OP_STROKE_CIRCLE, OP_FILL_RRECT,
       OP_STROKE_RRECT, OP_SOFT_RRECT, OP_TEXT, OP_IMAGE };

/* A recorded operation: this header, then its body (op_t and what it
 * carries), compared and hashed as bytes (zeroed first, padding included). */
typedef struct {
    uint32_t size; /* bytes, header included, a multiple of 8 */
    uint32_t hash; /* of the body */
    int32_t x0, y0, x1, y1; /* the pixels it may touch, its clip applied */
    int32_t exact;          /* a clipped draw of it is that part of the whole one */
    int32_t pad;
} rec_t;

typedef struct {
    int32_t kind, clipped, n, closed;
    canvas_rect_t clip;
    canvas_paint_t paint;
    canvas_colour_t col;
    canvas_pt_t at;     /* a circle's centre, a text's anchor */
    canvas_rect_t rect; /* a rounded rectangle, an image's place */
    float r, width, blur;
    int32_t id;
    uint32_t gen;
    canvas_text_t text;
    /* then n points, or the text's bytes and a NUL */
} op_t;

typedef struct { uint8_t *p; size_t n, cap; uint32_t *at; int nat, capat; } oplist_t;
typedef struct { uint32_t gen; int w, h; } img_t;

struct damage {
    const canvas_ops_t *ops;
    void *impl;
    oplist_t cur, prev;
    int w, h, pw, ph;          /* this frame's size, the last's */
    int recording, through;    /* in a frame; the frame went straight through */
    int rest;                  /* frames to go straight through after one too large */
    op_t now;                  /* an operation drawn straight away (put), */
    const void *now_tail;      /* and its points or text */
    int prev_ok;               /* the last frame can be matched */
    int clipped;
    canvas_rect_t clip;
    int inner_clipped;         /* the clip last given to the inner canvas */
    canvas_rect_t inner_clip;
    img_t *img;
    int nimg;
    uint32_t gens;
    int *dead, ndead, capdead; /* images freed during the frame */
    uint8_t *tiles;
    size_t ntiles;
    int *open, capopen; /* scratch for tile_rects: two rows of rectangle indices */
    int *rects, nrects, caprects; /* x, y, w, h */
    int *boxes, nboxes, capboxes; /* tiles drawn as one (whole_boxes) */
};

damage_t *damage_new(const canvas_ops_t *ops, void *impl)
{
    damage_t *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    d->ops = ops;
    d->impl = impl;
    return d;
}

void damage_free(damage_t *d)
{
    if (!d) return;
    free(d->cur.p);
    free(d->cur.at);
    free(d->prev.p);
    free(d->prev.at);
    free(d->img);
    free(d->dead);
    free(d->tiles);
    free(d->open);
    free(d->rects);
    free(d->boxes);
    free(d);
}

void damage_invalidate(damage_t *d) { d->prev_ok = 0; }

/* ---- the inner canvas ---- */

static int same_rect(canvas_rect_t a, canvas_rect_t b)
{
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

static void inner_clip(damage_t *d, int clipped, canvas_rect_t r)
{
    if (clipped == d->inner_clipped && (!clipped || same_rect(r, d->inner_clip))) return;
    d->inner_clipped = clipped;
    d->inner_clip = r;
    d->ops->set_clip(d->impl, clipped ? &r : NULL);
}

/* An operation; tail: its points or its text. */
static void draw_op(damage_t *d, const op_t *o, const void *tail)
{
    switch (o->kind) {
    case OP_CLEAR: d->ops->clear(d->impl, o->col); break;
    case OP_FILL_POLY: d->ops->fill_poly(d->impl, tail, o->n, &o->paint); break;
    case OP_STROKE_PATH: d->ops->stroke_path(d->impl, tail, o->n, o->closed, o->width, o->col); break;
    case OP_FILL_CIRCLE: d->ops->fill_circle(d->impl, o->at, o->r, &o->paint); break;
    case OP_STROKE_CIRCLE: d->ops->stroke_circle(d->impl, o->at, o->r, o->width, o->col); break;
    case OP_FILL_RRECT: d->ops->fill_rrect(d->impl, o->rect, o->r, &o->paint); break;
    case OP_STROKE_RRECT: d->ops->stroke_rrect(d->impl, o->rect, o->r, o->width, o->col); break;
    case OP_SOFT_RRECT: d->ops->soft_rrect(d->impl, o->rect, o->r, o->blur, o->col); break;
    case OP_TEXT: d->ops->text(d->impl, &o->text, o->at.x, o->at.y, tail); break;
    case OP_IMAGE: d->ops->image_draw(d->impl, o->id, o->rect, o->col); break;
    default: break;
    }
}

/* One recorded operation, inside area (x, y, w, h) when area is set. */
static void replay(damage_t *d, const rec_t *rec, const int *area)
{
    const op_t *o = (const op_t *)(rec + 1);
    int clipped = o->clipped;
    canvas_rect_t clip = o->clip;
    if (area) {
        canvas_rect_t a = canvas_rect((float)area[0], (float)area[1], (float)area[2], (float)area[3]);
        clip = clipped ? canvas_rect_intersect(clip, a) : a;
        clipped = 1;
    }
    inner_clip(d, clipped, clip);
    draw_op(d, o, o + 1);
}

/* ---- recording ---- */

static uint32_t hash(const uint8_t *p, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
    return h;
}

static int grow(void **p, int *cap, int need, size_t each)
{
    if (need <= *cap) return 0;
    int c = *cap ? *cap : 64;
    while (c < need) c *= 2;
    void *q = realloc(*p, (size_t)c * each);
    if (!q) return -1;
    *p = q;
    *cap = c;
    return 0;
}

/* The frame so far, drawn whole; from here on it goes straight through. */
static void go_through(damage_t *d)
{
    for (int i = 0; i < d->cur.nat; i++) replay(d, (const rec_t *)(d->cur.p + d->cur.at[i]), NULL);
    inner_clip(d, d->clipped, d->clip);
    d->through = 1;
    d->rest = DAMAGE_REST_FRAMES;
}

static void frame_release(oplist_t *f)
{
    free(f->p);
    free(f->at);
    memset(f, 0, sizeof *f);
}

/* Room for an operation and its tail (extra bytes: points or text, copied),
 * zeroed, its clip set; filled in by the caller, then given to seal. Outside
 * a recorded frame, d->now, to be drawn by seal straight away. */
static op_t *put(damage_t *d, int kind, const void *tail, size_t extra)
{
    oplist_t *f = &d->cur;
    size_t size = (sizeof(rec_t) + sizeof(op_t) + extra + 7) & ~(size_t)7;
    if (d->recording && !d->through &&
        (f->n + size > DAMAGE_MOST_BYTES || grow((void **)&f->at, &f->capat, f->nat + 1, sizeof *f->at)))
        go_through(d);
    if (d->recording && !d->through && f->n + size > f->cap) {
        size_t c = f->cap ? f->cap : 16384;
        while (c < f->n + size) c *= 2;
        uint8_t *q = realloc(f->p, c);
        if (q) {
            f->p = q;
            f->cap = c;
        } else {
            go_through(d);
        }
    }
    op_t *o = &d->now;
    if (!d->recording || d->through) {
        /* Outside a frame the target changes under the frames' backs. */
        if (!d->recording) d->prev_ok = 0;
        memset(o, 0, sizeof *o);
        d->now_tail = tail;
    } else {
        f->at[f->nat++] = (uint32_t)f->n;
        uint8_t *p = f->p + f->n;
        memset(p, 0, size);
        ((rec_t *)p)->size = (uint32_t)size;
        f->n += size;
        o = (op_t *)(p + sizeof(rec_t));
        if (extra) memcpy(o + 1, tail, extra);
    }
    o->kind = kind;
    o->clipped = d->clipped;
    if (d->clipped) o->clip = d->clip;
    return o;
}

/* Seals the last record: its hash and the box it may touch (x0, y0, x1,
 * y1 in float pixels, grown to whole pixels and cut by its clip). */
static void seal(damage_t *d, op_t *o, float x0, float y0, float x1, float y1, int exact)
{
    if (o == &d->now) {
        inner_clip(d, d->clipped, d->clip);
        draw_op(d, o, d->now_tail);
        return;
    }
    rec_t *rec = (rec_t *)o - 1;
    if (o->clipped) {
        x0 = fmaxf(x0, o->clip.x), y0 = fmaxf(y0, o->clip.y);
        x1 = fminf(x1, o->clip.x + o->clip.w), y1 = fminf(y1, o->clip.y + o->clip.h);
    }
    x0 = fmaxf(x0, 0.0f), y0 = fmaxf(y0, 0.0f), x1 = fminf(x1, (float)d->w), y1 = fminf(y1, (float)d->h);
    if (!(x0 < x1 && y0 < y1)) x0 = y0 = x1 = y1 = 0.0f; /* NaN too */
    rec->x0 = (int32_t)floorf(x0), rec->y0 = (int32_t)floorf(y0);
    rec->x1 = (int32_t)ceilf(x1), rec->y1 = (int32_t)ceilf(y1);
    rec->exact = exact;
    rec->hash = hash((const uint8_t *)o, rec->size - sizeof(rec_t));
}

static void seal_points(damage_t *d, op_t *o, const canvas_pt_t *p, int n, float pad)
{
    float x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (int i = 0; i < n; i++) {
        x0 = fminf(x0, p[i].x), y0 = fminf(y0, p[i].y);
        x1 = fmaxf(x1, p[i].x), y1 = fmaxf(y1, p[i].y);
    }
    seal(d, o, x0 - pad, y0 - pad, x1 + pad, y1 + pad, 1);
}

/* Beyond a shape's outline: its feather or half a stroke, times the
 * sharpest mitred corner (geom.c: 3), and a pixel of rounding each side. */
static float reach(float w) { return 3.0f * w + 2.0f; }

static void dmg_fill_poly(void *impl, const canvas_pt_t *p, int n, const canvas_paint_t *paint)
{
    damage_t *d = impl;
    op_t *o = put(d, OP_FILL_POLY, p, sizeof *p * (size_t)n);
    o->n = n;
    o->paint = *paint;
    seal_points(d, o, p, n, reach(1.0f));
}

static void dmg_stroke_path(void *impl, const canvas_pt_t *p, int n, int closed, float width, canvas_colour_t col)
{
    damage_t *d = impl;
    op_t *o = put(d, OP_STROKE_PATH, p, sizeof *p * (size_t)n);
    o->n = n;
    o->closed = closed;
    o->width = width;
    o->col = col;
    seal_points(d, o, p, n, reach(width * 0.5f + 1.0f));
}

/* A circle or a rounded rectangle (fill, stroke or soft edge; paint NULL
 * for the strokes), reaching e beyond its outline. */
static void record_round(damage_t *d, int kind, canvas_pt_t c, float r, canvas_rect_t rect, float width, float blur,
                         const canvas_paint_t *paint, canvas_colour_t col, float e)
{
    op_t *o = put(d, kind, NULL, 0);
    o->at = c;
    o->rect = rect;
    o->r = r;
    o->width = width;
    o->blur = blur;
    if (paint) o->paint = *paint;
    o->col = col;
    if (kind == OP_FILL_CIRCLE || kind == OP_STROKE_CIRCLE) rect = canvas_rect(c.x - r, c.y - r, 2 * r, 2 * r);
    seal(d, o, rect.x - e, rect.y - e, rect.x + rect.w + e, rect.y + rect.h + e, 1);
}

static const canvas_colour_t no_colour = {0, 0, 0, 0};
static const canvas_rect_t no_rect = {0, 0, 0, 0};
static const canvas_pt_t no_point = {0, 0};

static void dmg_fill_circle(void *impl, canvas_pt_t c, float r, const canvas_paint_t *paint)
{
    record_round(impl, OP_FILL_CIRCLE, c, r, no_rect, 0, 0, paint, no_colour, reach(1.0f));
}

static void dmg_stroke_circle(void *impl, canvas_pt_t c, float r, float width, canvas_colour_t col)
{
    record_round(impl, OP_STROKE_CIRCLE, c, r, no_rect, width, 0, NULL, col, reach(width * 0.5f + 1.0f));
}

static void dmg_fill_rrect(void *impl, canvas_rect_t r, float radius, const canvas_paint_t *paint)
{
    record_round(impl, OP_FILL_RRECT, no_point, radius, r, 0, 0, paint, no_colour, reach(1.0f));
}

static void dmg_stroke_rrect(void *impl, canvas_rect_t r, float radius, float width, canvas_colour_t col)
{
    record_round(impl, OP_STROKE_RRECT, no_point, radius, r, width, 0, NULL, col, reach(width * 0.5f + 1.0f));
}

static void dmg_soft_rrect(void *impl, canvas_rect_t r, float radius, float blur, canvas_colour_t col)
{
    record_round(impl, OP_SOFT_RRECT, no_point, radius, r, 0, blur, NULL, col, reach(blur + 1.0f));
}

static void dmg_text(void *impl, const canvas_text_t *t, float x, float y, const char *s)
{
    damage_t *d = impl;
    size_t len = strlen(s);
    op_t *o = put(d, OP_TEXT, s, len + 1);
    o->text = *t;
    o->at = (canvas_pt_t){x, y};
    if (o == &d->now) {
        seal(d, o, 0, 0, 0, 0, 1); /* drawn now: no box needed */
        return;
    }
    /* The line box, grown by what a glyph, its glow, outline and shadow
     * may reach beyond it. */
    canvas_metrics_t m = {0, 0, 0, 0};
    d->ops->measure(d->impl, t, s, &m);
    float left, base;
    canvas_text_origin(t, &m, x, y, &left, &base);
    float e = t->size * 0.5f + fabsf(t->glow) * 1.5f + fabsf(t->outline) + fabsf(t->shadow) + 4.0f;
    seal(d, o, left - e, base - m.ascent - e, left + m.width + e, base + m.descent + fmaxf(m.height, t->size) + e, 1);
}

static void dmg_measure(void *impl, const canvas_text_t *t, const char *s, canvas_metrics_t *m)
{
    damage_t *d = impl;
    d->ops->measure(d->impl, t, s, m);
}

static void dmg_cut(void *impl, const char *s, float width, float room)
{
    damage_t *d = impl;
    if (d->ops->cut) d->ops->cut(d->impl, s, width, room);
}

static void dmg_set_clip(void *impl, const canvas_rect_t *r)
{
    damage_t *d = impl;
    d->clipped = r != NULL;
    if (r) d->clip = *r;
    if (!d->recording || d->through) inner_clip(d, d->clipped, d->clip);
}

/* A new image id of the inner canvas, w x h: a generation of its own. */
static int remember(damage_t *d, int id, int w, int h)
{
    if (id <= 0) return id;
    int had = d->nimg;
    if (grow((void **)&d->img, &d->nimg, id + 1, sizeof *d->img)) {
        d->ops->image_free(d->impl, id);
        return 0;
    }
    memset(d->img + had, 0, sizeof *d->img * (size_t)(d->nimg - had));
    d->img[id] = (img_t){++d->gens, w, h};
    return id;
}

static int dmg_image_new(void *impl, int w, int h, const uint8_t *rgba)
{
    damage_t *d = impl;
    return remember(d, d->ops->image_new(d->impl, w, h, rgba), w, h);
}

static int dmg_image_maker(void *impl, canvas_t *out)
{
    damage_t *d = impl;
    return d->ops->image_maker ? d->ops->image_maker(d->impl, out) : -1;
}

static int dmg_image_adopt(void *impl, canvas_t *maker, int id, int *w, int *h)
{
    damage_t *d = impl;
    if (!d->ops->image_adopt) return 0;
    int got = d->ops->image_adopt(d->impl, maker, id, w, h);
    return remember(d, got, *w, *h);
}

static void dmg_image_draw(void *impl, int id, canvas_rect_t dst, canvas_colour_t tint)
{
    damage_t *d = impl;
    op_t *o = put(d, OP_IMAGE, NULL, 0);
    img_t im = id > 0 && id < d->nimg ? d->img[id] : (img_t){0, 0, 0};
    o->id = id;
    o->gen = im.gen;
    o->rect = dst;
    o->col = tint;
    /* A copy at its own size is clipped exactly; a scaled one is not. */
    seal(d, o, dst.x - 2, dst.y - 2, dst.x + dst.w + 2, dst.y + dst.h + 2,
         im.gen && dst.w == (float)im.w && dst.h == (float)im.h);
}

static void dmg_image_free(void *impl, int id)
{
    damage_t *d = impl;
    if (id > 0 && id < d->nimg) d->img[id].gen = 0;
    if (d->recording && !d->through && grow((void **)&d->dead, &d->capdead, d->ndead + 1, sizeof *d->dead) == 0) {
        d->dead[d->ndead++] = id;
        return;
    }
    if (d->recording && !d->through) go_through(d); /* no room to wait: draw now, then free */
    d->ops->image_free(d->impl, id);
}

static void dmg_clear(void *impl, canvas_colour_t col)
{
    damage_t *d = impl;
    op_t *o = put(d, OP_CLEAR, NULL, 0);
    o->col = col;
    seal(d, o, 0, 0, (float)d->w, (float)d->h, 1);
}

static void dmg_flush(void *impl)
{
    damage_t *d = impl;
    if ((!d->recording || d->through) && d->ops->flush) d->ops->flush(d->impl);
}

static const canvas_ops_t damage_ops = {
    .fill_poly = dmg_fill_poly,
    .stroke_path = dmg_stroke_path,
    .fill_circle = dmg_fill_circle,
    .stroke_circle = dmg_stroke_circle,
    .fill_rrect = dmg_fill_rrect,
    .stroke_rrect = dmg_stroke_rrect,
    .soft_rrect = dmg_soft_rrect,
    .text = dmg_text,
    .measure = dmg_measure,
    .set_clip = dmg_set_clip,
    .image_new = dmg_image_new,
    .image_draw = dmg_image_draw,
    .image_free = dmg_image_free,
    .image_maker = dmg_image_maker,
    .image_adopt = dmg_image_adopt,
    .clear = dmg_clear,
    .flush = dmg_flush,
    .cut = dmg_cut,
};

void damage_canvas(damage_t *d, canvas_t *c, int w, int h) { canvas_init(c, &damage_ops, d, w, h); }

void damage_begin(damage_t *d, int w, int h, int kept)
{
    if (w != d->pw || h != d->ph) d->prev_ok = 0;
    d->w = w;
    d->h = h;
    d->cur.n = 0;
    d->cur.nat = 0;
    d->recording = 1;
    d->through = !kept;
    if (kept && d->rest > 0) {
        d->rest--;
        d->through = 1;
    }
    d->clipped = 0;
    /* What the inner canvas's clip is now is not known. */
    d->inner_clipped = 1;
    d->inner_clip = canvas_rect(-1, -1, -1, -1);
    inner_clip(d, 0, d->clip);
}

/* ---- matching the frames ---- */

static const rec_t *rec_at(const oplist_t *f, int i) { return (const rec_t *)(f->p + f->at[i]); }

static int same(const rec_t *a, const rec_t *b)
{
    return a->hash == b->hash && a->size == b->size && !memcmp(a + 1, b + 1, a->size - sizeof *a);
}

/* Tiles across and down the frame. */
static int tiles_across(const damage_t *d) { return (d->w + TILE - 1) / TILE; }
static int tiles_down(const damage_t *d) { return (d->h + TILE - 1) / TILE; }

/* The tiles an operation's box covers: x0, y0, x1, y1 (x1, y1 past the last). */
static void tile_box(const rec_t *r, int b[4])
{
    b[0] = r->x0 / TILE, b[1] = r->y0 / TILE, b[2] = (r->x1 - 1) / TILE + 1, b[3] = (r->y1 - 1) / TILE + 1;
}

/* Sets a box of tiles to v (1 marked, 0 not). */
static void fill_tiles(damage_t *d, const int *b, uint8_t v)
{
    for (int ty = b[1]; ty < b[3]; ty++)
        memset(d->tiles + (size_t)ty * (size_t)tiles_across(d) + (size_t)b[0], v, (size_t)(b[2] - b[0]));
}

static void mark(damage_t *d, const rec_t *r)
{
    if (r->x0 >= r->x1 || r->y0 >= r->y1) return;
    int b[4];
    tile_box(r, b);
    fill_tiles(d, b, 1);
}

/* Marks the tiles of every operation not matched in order with an equal one
 * of the other frame: each operation of a pixel outside them is matched,
 * in the same order, so the pixel comes out the same. */
static void diff(damage_t *d)
{
    const oplist_t *a = &d->prev, *b = &d->cur;
    int i = 0, j = 0;
    while (i < a->nat && j < b->nat) {
        if (same(rec_at(a, i), rec_at(b, j))) {
            i++, j++;
            continue;
        }
        int skip_b = 0, skip_a = 0;
        for (int k = 1; k <= LOOKAHEAD && !skip_b && !skip_a; k++) {
            if (j + k < b->nat && same(rec_at(a, i), rec_at(b, j + k))) skip_b = k;
            else if (i + k < a->nat && same(rec_at(a, i + k), rec_at(b, j))) skip_a = k;
        }
        if (skip_b) {
            while (skip_b--) mark(d, rec_at(b, j++));
        } else if (skip_a) {
            while (skip_a--) mark(d, rec_at(a, i++));
        } else {
            mark(d, rec_at(a, i++));
            mark(d, rec_at(b, j++));
        }
    }
    while (i < a->nat) mark(d, rec_at(a, i++));
    while (j < b->nat) mark(d, rec_at(b, j++));
}

static int add_rect(damage_t *d, int x, int y, int w, int h)
{
    if (grow((void **)&d->rects, &d->caprects, (d->nrects + 1) * 4, sizeof *d->rects)) return -1;
    int *r = d->rects + 4 * d->nrects++;
    r[0] = x, r[1] = y, r[2] = w, r[3] = h;
    return 0;
}

/* The marked tiles as rectangles: runs along each row, a run stacked on
 * the one above when they line up. 1 when the frame is to be drawn whole
 * (most of it changed, or no room). */
static int tile_rects(damage_t *d)
{
    int gw = tiles_across(d), gh = tiles_down(d), marked = 0;
    /* The rectangles that reached the row above, and those reaching this one. */
    int *open = d->open, *next = d->open + gw, nopen = 0;
    d->nrects = 0;
    for (int ty = 0; ty < gh; ty++) {
        const uint8_t *row = d->tiles + (size_t)ty * (size_t)gw;
        int nnext = 0;
        for (int tx = 0; tx < gw;) {
            if (!row[tx]) {
                tx++;
                continue;
            }
            int t0 = tx;
            while (tx < gw && row[tx]) tx++;
            marked += tx - t0;
            int x = t0 * TILE, w = (tx * TILE < d->w ? tx * TILE : d->w) - x;
            int y = ty * TILE, h = ((ty + 1) * TILE < d->h ? (ty + 1) * TILE : d->h) - y, k = -1;
            for (int o = 0; o < nopen && k < 0; o++)
                if (d->rects[4 * open[o]] == x && d->rects[4 * open[o] + 2] == w) k = open[o];
            if (k >= 0) d->rects[4 * k + 3] += h;
            else if (add_rect(d, x, y, w, h)) return 1;
            next[nnext++] = k >= 0 ? k : d->nrects - 1;
        }
        memcpy(open, next, sizeof *open * (size_t)nnext);
        nopen = nnext;
    }
    for (int k = 0; k < d->nboxes; k++) {
        const int *b = d->boxes + 4 * k;
        int x1 = b[2] * TILE < d->w ? b[2] * TILE : d->w, y1 = b[3] * TILE < d->h ? b[3] * TILE : d->h;
        if (add_rect(d, b[0] * TILE, b[1] * TILE, x1 - b[0] * TILE, y1 - b[1] * TILE)) return 1;
        marked += (b[2] - b[0]) * (b[3] - b[1]);
    }
    return (double)marked > MOST_DAMAGE * (double)gw * (double)gh;
}

static int boxes_meet(const int *a, const int *b) { return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]; }

static int box_holds(const int *a, const int *b) { return a[0] <= b[0] && a[1] <= b[1] && b[2] <= a[2] && b[3] <= a[3]; }

static int box_marked(const damage_t *d, const int *b)
{
    int gw = tiles_across(d);
    for (int ty = b[1]; ty < b[3]; ty++)
        for (int tx = b[0]; tx < b[2]; tx++)
            if (d->tiles[(size_t)ty * (size_t)gw + (size_t)tx]) return 1;
    return 0;
}

/* An operation that cannot be drawn in part (a scaled image: SDL places a
 * clipped scaled copy differently) and meets the damage gets a box of its
 * own, merged with any box it meets, so that it is drawn whole or not at
 * all: the boxes become rectangles of their own and their tiles are taken
 * off the rest. 1 when there is no room for them. */
static int whole_boxes(damage_t *d)
{
    d->nboxes = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < d->cur.nat; i++) {
            const rec_t *r = rec_at(&d->cur, i);
            if (r->exact || r->x0 >= r->x1 || r->y0 >= r->y1) continue;
            int u[4], meets = 0, held = 0;
            tile_box(r, u);
            for (int k = 0; k < d->nboxes && !held; k++)
                if (boxes_meet(d->boxes + 4 * k, u)) meets = 1, held = box_holds(d->boxes + 4 * k, u);
            if (held || !(meets || box_marked(d, u))) continue;
            for (int k = 0; k < d->nboxes;) {
                int *b = d->boxes + 4 * k;
                if (!boxes_meet(b, u)) {
                    k++;
                    continue;
                }
                u[0] = b[0] < u[0] ? b[0] : u[0], u[1] = b[1] < u[1] ? b[1] : u[1];
                u[2] = b[2] > u[2] ? b[2] : u[2], u[3] = b[3] > u[3] ? b[3] : u[3];
                memmove(b, b + 4, sizeof *b * 4 * (size_t)(d->nboxes - k - 1));
                d->nboxes--;
                k = 0; /* the grown box may meet one passed already */
            }
            if (grow((void **)&d->boxes, &d->capboxes, 4 * (d->nboxes + 1), sizeof *d->boxes)) return 1;
            memcpy(d->boxes + 4 * d->nboxes++, u, sizeof u);
            changed = 1;
        }
    }
    for (int k = 0; k < d->nboxes; k++) fill_tiles(d, d->boxes + 4 * k, 0);
    return 0;
}

/* 1 when the frame is to be drawn whole, else the areas to draw again are
 * in d->rects. */
static int find_damage(damage_t *d)
{
    if (!d->prev_ok || d->cur.nat == 0) return 1;
    const rec_t *first = rec_at(&d->cur, 0);
    const op_t *o = (const op_t *)(first + 1);
    if (o->kind != OP_CLEAR || o->clipped) return 1;
    size_t n = (size_t)tiles_across(d) * (size_t)tiles_down(d);
    if (n > d->ntiles) {
        uint8_t *q = realloc(d->tiles, n);
        if (!q) return 1;
        d->tiles = q;
        d->ntiles = n;
    }
    if (grow((void **)&d->open, &d->capopen, 2 * tiles_across(d), sizeof *d->open)) return 1;
    memset(d->tiles, 0, n);
    diff(d);
    if (whole_boxes(d)) return 1;
    return tile_rects(d);
}

long damage_end(damage_t *d)
{
    if (!d->recording) return 0;
    long drawn = 0;
    if (d->through || find_damage(d)) {
        /* Drawn whole: straight through already, or now from the record. */
        for (int i = 0; !d->through && i < d->cur.nat; i++) replay(d, rec_at(&d->cur, i), NULL);
        d->nrects = 0;
        add_rect(d, 0, 0, d->w, d->h);
        drawn = (long)d->w * d->h;
    } else {
        for (int k = 0; k < d->nrects; k++) {
            const int *a = d->rects + 4 * k;
            for (int i = 0; i < d->cur.nat; i++) {
                const rec_t *r = rec_at(&d->cur, i);
                if (r->x0 < a[0] + a[2] && r->x1 > a[0] && r->y0 < a[1] + a[3] && r->y1 > a[1]) replay(d, r, a);
            }
            drawn += (long)a[2] * a[3];
        }
    }
    inner_clip(d, 0, d->clip);
    if (d->ops->flush) d->ops->flush(d->impl);
    for (int i = 0; i < d->ndead; i++) d->ops->image_free(d->impl, d->dead[i]);
    d->ndead = 0;
    if (d->through) {
        /* Nothing to match next time: the room goes back. */
        frame_release(&d->cur);
        frame_release(&d->prev);
    }
    oplist_t t = d->prev;
    d->prev = d->cur;
    d->cur = t;
    d->prev_ok = !d->through;
    d->pw = d->w;
    d->ph = d->h;
    d->recording = 0;
    d->through = 0;
    return drawn;
}

int damage_rects(const damage_t *d, int *xywh, int max)
{
    for (int k = 0; k < d->nrects && k < max; k++) memcpy(xywh + 4 * k, d->rects + 4 * k, 4 * sizeof *xywh);
    return d->nrects;
}
