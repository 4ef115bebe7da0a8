/* The recording canvas. */
#include "draw/canvas_rec.h"

#include <stdlib.h>
#include <string.h>

#define REC_MAX_IMAGES 256

struct canvas_rec {
    crec_op_t *ops;
    int nops, cap;
    canvas_pt_t *pts;
    int npts, cappts;
    int has_clip;
    canvas_rect_t clip;
    int next_image;
    unsigned char live[REC_MAX_IMAGES];
    crec_overflow_t *over;
    int nover, capover;
    int width, height;         /* the output, for texts off its edge */
};

canvas_rec_t *crec_new(void) { return calloc(1, sizeof(canvas_rec_t)); }

void crec_free(canvas_rec_t *r)
{
    if (!r) return;
    free(r->ops);
    free(r->pts);
    free(r->over);
    free(r);
}

void crec_reset(canvas_rec_t *r)
{
    r->nops = 0;
    r->npts = 0;
    r->has_clip = 0;
    r->nover = 0;
}

static crec_op_t *add(canvas_rec_t *r, crec_kind_t kind)
{
    if (r->nops == r->cap) {
        int cap = r->cap ? 2 * r->cap : 256;
        crec_op_t *ops = realloc(r->ops, (size_t)cap * sizeof *ops);
        if (!ops) return NULL;
        r->ops = ops;
        r->cap = cap;
    }
    crec_op_t *op = &r->ops[r->nops++];
    memset(op, 0, sizeof *op);
    op->kind = kind;
    op->has_clip = r->has_clip;
    op->clip = r->clip;
    return op;
}

static void add_points(canvas_rec_t *r, crec_op_t *op, const canvas_pt_t *p, int n)
{
    if (r->npts + n > r->cappts) {
        int cap = r->cappts ? r->cappts : 1024;
        while (cap < r->npts + n) cap *= 2;
        canvas_pt_t *pts = realloc(r->pts, (size_t)cap * sizeof *pts);
        if (!pts) return;
        r->pts = pts;
        r->cappts = cap;
    }
    memcpy(r->pts + r->npts, p, (size_t)n * sizeof *p);
    op->first_pt = r->npts;
    op->npts = n;
    r->npts += n;
}

static void bounds_of(crec_op_t *op, const canvas_pt_t *p, int n)
{
    float x0 = p[0].x, y0 = p[0].y, x1 = x0, y1 = y0;
    for (int i = 1; i < n; i++) {
        x0 = p[i].x < x0 ? p[i].x : x0;
        y0 = p[i].y < y0 ? p[i].y : y0;
        x1 = p[i].x > x1 ? p[i].x : x1;
        y1 = p[i].y > y1 ? p[i].y : y1;
    }
    op->rect = canvas_rect(x0, y0, x1 - x0, y1 - y0);
}

static void rec_fill_poly(void *impl, const canvas_pt_t *p, int n, const canvas_paint_t *paint)
{
    canvas_rec_t *r = impl;
    crec_op_t *op = add(r, CREC_FILL_POLY);
    if (!op) return;
    op->paint = *paint;
    op->colour = paint->c0;
    bounds_of(op, p, n);
    add_points(r, op, p, n);
}

static void rec_stroke_path(void *impl, const canvas_pt_t *p, int n, int closed, float width,
                            canvas_colour_t col)
{
    canvas_rec_t *r = impl;
    crec_op_t *op = add(r, CREC_STROKE_PATH);
    if (!op) return;
    op->colour = col;
    op->width = width;
    op->closed = closed;
    bounds_of(op, p, n);
    add_points(r, op, p, n);
}

static void rec_fill_circle(void *impl, canvas_pt_t c, float rad, const canvas_paint_t *paint)
{
    crec_op_t *op = add(impl, CREC_FILL_CIRCLE);
    if (!op) return;
    op->paint = *paint;
    op->colour = paint->c0;
    op->centre = c;
    op->r = rad;
    op->rect = canvas_rect(c.x - rad, c.y - rad, 2 * rad, 2 * rad);
}

static void rec_stroke_circle(void *impl, canvas_pt_t c, float rad, float width, canvas_colour_t col)
{
    crec_op_t *op = add(impl, CREC_STROKE_CIRCLE);
    if (!op) return;
    op->colour = col;
    op->centre = c;
    op->r = rad;
    op->width = width;
    op->rect = canvas_rect(c.x - rad, c.y - rad, 2 * rad, 2 * rad);
}

static void rec_fill_rrect(void *impl, canvas_rect_t rect, float radius, const canvas_paint_t *paint)
{
    crec_op_t *op = add(impl, CREC_FILL_RRECT);
    if (!op) return;
    op->paint = *paint;
    op->colour = paint->c0;
    op->rect = rect;
    op->radius = radius;
}

static void rec_stroke_rrect(void *impl, canvas_rect_t rect, float radius, float width,
                             canvas_colour_t col)
{
    crec_op_t *op = add(impl, CREC_STROKE_RRECT);
    if (!op) return;
    op->colour = col;
    op->rect = rect;
    op->radius = radius;
    op->width = width;
}

static void rec_soft_rrect(void *impl, canvas_rect_t rect, float radius, float blur,
                           canvas_colour_t col)
{
    crec_op_t *op = add(impl, CREC_SOFT_RRECT);
    if (!op) return;
    op->colour = col;
    op->paint = canvas_solid(col);
    op->rect = rect;
    op->radius = radius;
    op->width = blur;
}

static int utf8_chars(const char *s)
{
    int n = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xC0) != 0x80) n++;
    return n;
}

static void rec_measure(void *impl, const canvas_text_t *t, const char *s, canvas_metrics_t *m)
{
    (void)impl;
    int n = utf8_chars(s);
    m->width = t->size * (0.6f + t->tracking) * n;
    m->ascent = t->size * 0.93f;
    m->descent = t->size * 0.24f;
    m->height = t->size * 1.17f;
}

static void add_overflow(canvas_rec_t *r, crec_overflow_kind_t kind, const char *s, canvas_rect_t rect,
                         canvas_rect_t box)
{
    if (r->nover == r->capover) {
        int cap = r->capover ? 2 * r->capover : 16;
        crec_overflow_t *o = realloc(r->over, (size_t)cap * sizeof *o);
        if (!o) return;
        r->over = o;
        r->capover = cap;
    }
    crec_overflow_t *o = &r->over[r->nover++];
    o->kind = kind;
    snprintf(o->text, sizeof o->text, "%s", s);
    o->rect = rect;
    o->box = box;
}

/* Half a pixel of slack: the rule of 0.6 em per character is no font. */
#define REC_SLACK 0.5f

static int inside(canvas_rect_t a, canvas_rect_t box)
{
    return a.x >= box.x - REC_SLACK && a.y >= box.y - REC_SLACK && a.x + a.w <= box.x + box.w + REC_SLACK &&
           a.y + a.h <= box.y + box.h + REC_SLACK;
}

static int apart(canvas_rect_t a, canvas_rect_t box)
{
    return a.x >= box.x + box.w || a.y >= box.y + box.h || a.x + a.w <= box.x || a.y + a.h <= box.y;
}

/* A text across its clip or the output's edge is cut in the picture. */
static void check_text(canvas_rec_t *r, const crec_op_t *op)
{
    canvas_rect_t screen = canvas_rect(0, 0, (float)r->width, (float)r->height);
    if (r->width > 0 && !inside(op->rect, screen) && !apart(op->rect, screen))
        add_overflow(r, CREC_OFF_SCREEN, op->text, op->rect, screen);
    else if (r->has_clip && !inside(op->rect, r->clip) && !apart(op->rect, r->clip))
        add_overflow(r, CREC_CLIPPED, op->text, op->rect, r->clip);
}

static void rec_cut(void *impl, const char *s, float width, float room)
{
    add_overflow(impl, CREC_CUT, s, canvas_rect(0, 0, width, 0), canvas_rect(0, 0, room, 0));
}

static void rec_text(void *impl, const canvas_text_t *t, float x, float y, const char *s)
{
    crec_op_t *op = add(impl, CREC_TEXT);
    if (!op) return;
    op->style = *t;
    op->colour = t->colour;
    op->centre.x = x;
    op->centre.y = y;
    canvas_metrics_t m;
    rec_measure(impl, t, s, &m);
    float left, base;
    canvas_text_origin(t, &m, x, y, &left, &base);
    op->rect = canvas_rect(left, base - m.ascent, m.width, m.ascent + m.descent);
    snprintf(op->text, sizeof op->text, "%s", s);
    check_text(impl, op);
}

static void rec_set_clip(void *impl, const canvas_rect_t *rect)
{
    canvas_rec_t *r = impl;
    r->has_clip = rect != NULL;
    if (rect) r->clip = *rect;
    crec_op_t *op = add(r, CREC_CLIP);
    if (op && rect) op->rect = *rect;
}

static int rec_image_new(void *impl, int w, int h, const uint8_t *rgba)
{
    (void)w, (void)h, (void)rgba;
    canvas_rec_t *r = impl;
    for (int i = 1; i < REC_MAX_IMAGES; i++) {
        int id = 1 + (r->next_image + i - 1) % (REC_MAX_IMAGES - 1);
        if (!r->live[id]) {
            r->live[id] = 1;
            r->next_image = id;
            return id;
        }
    }
    return 0;
}

static void rec_image_draw(void *impl, int id, canvas_rect_t dst, canvas_colour_t tint)
{
    crec_op_t *op = add(impl, CREC_IMAGE);
    if (!op) return;
    op->image = id;
    op->rect = dst;
    op->colour = tint;
}

static void rec_image_free(void *impl, int id)
{
    canvas_rec_t *r = impl;
    if (id > 0 && id < REC_MAX_IMAGES) r->live[id] = 0;
}

static void rec_clear(void *impl, canvas_colour_t col)
{
    crec_op_t *op = add(impl, CREC_CLEAR);
    if (op) op->colour = col;
}

static const canvas_ops_t rec_ops = {
    .fill_poly = rec_fill_poly,
    .stroke_path = rec_stroke_path,
    .fill_circle = rec_fill_circle,
    .stroke_circle = rec_stroke_circle,
    .fill_rrect = rec_fill_rrect,
    .stroke_rrect = rec_stroke_rrect,
    .soft_rrect = rec_soft_rrect,
    .text = rec_text,
    .measure = rec_measure,
    .set_clip = rec_set_clip,
    .image_new = rec_image_new,
    .image_draw = rec_image_draw,
    .image_free = rec_image_free,
    .clear = rec_clear,
    .flush = NULL,
    .cut = rec_cut,
};

void crec_canvas(canvas_rec_t *r, canvas_t *c, int width, int height)
{
    canvas_init(c, &rec_ops, r, width, height);
    r->width = width;
    r->height = height;
}

int crec_count(const canvas_rec_t *r) { return r->nops; }

const crec_op_t *crec_op(const canvas_rec_t *r, int i)
{
    return i >= 0 && i < r->nops ? &r->ops[i] : NULL;
}

const canvas_pt_t *crec_points(const canvas_rec_t *r, const crec_op_t *op)
{
    return op->npts ? r->pts + op->first_pt : NULL;
}

int crec_count_kind(const canvas_rec_t *r, crec_kind_t kind)
{
    int n = 0;
    for (int i = 0; i < r->nops; i++) n += r->ops[i].kind == kind;
    return n;
}

const crec_op_t *crec_find_text(const canvas_rec_t *r, const char *needle)
{
    for (int i = 0; i < r->nops; i++)
        if (r->ops[i].kind == CREC_TEXT && strstr(r->ops[i].text, needle)) return &r->ops[i];
    return NULL;
}

int crec_count_text(const canvas_rec_t *r, const char *needle)
{
    int n = 0;
    for (int i = 0; i < r->nops; i++) n += r->ops[i].kind == CREC_TEXT && strstr(r->ops[i].text, needle);
    return n;
}

int crec_images_live(const canvas_rec_t *r)
{
    int n = 0;
    for (int i = 0; i < REC_MAX_IMAGES; i++) n += r->live[i];
    return n;
}

const char *crec_kind_name(crec_kind_t kind)
{
    static const char *const names[CREC_KIND_COUNT] = {
        "clear", "fill_poly", "stroke_path", "fill_circle", "stroke_circle",
        "fill_rrect", "stroke_rrect", "soft_rrect", "text", "clip", "image"};
    return kind < CREC_KIND_COUNT ? names[kind] : "?";
}

void crec_dump(const canvas_rec_t *r, FILE *f)
{
    for (int i = 0; i < r->nops; i++) {
        const crec_op_t *op = &r->ops[i];
        fprintf(f, "%4d %-13s rect %.1f,%.1f %.1fx%.1f colour #%02x%02x%02x%02x", i,
                crec_kind_name(op->kind), op->rect.x, op->rect.y, op->rect.w, op->rect.h,
                op->colour.r, op->colour.g, op->colour.b, op->colour.a);
        if (op->kind == CREC_TEXT) fprintf(f, " \"%s\" size %.1f", op->text, op->style.size);
        fputc('\n', f);
    }
}

int crec_overflow_count(const canvas_rec_t *r) { return r->nover; }

const crec_overflow_t *crec_overflow(const canvas_rec_t *r, int i)
{
    return i >= 0 && i < r->nover ? &r->over[i] : NULL;
}

const char *crec_overflow_name(crec_overflow_kind_t kind)
{
    return kind == CREC_CUT ? "cut" : kind == CREC_CLIPPED ? "clipped" : "off screen";
}

void crec_dump_overflows(const canvas_rec_t *r, FILE *f)
{
    for (int i = 0; i < r->nover; i++) {
        const crec_overflow_t *o = &r->over[i];
        if (o->kind == CREC_CUT)
            fprintf(f, "  %s: \"%s\" needs %.1f px, has %.1f\n", crec_overflow_name(o->kind), o->text, o->rect.w,
                    o->box.w);
        else
            fprintf(f, "  %s: \"%s\" at %.1f,%.1f %.1fx%.1f, box %.1f,%.1f %.1fx%.1f\n", crec_overflow_name(o->kind),
                    o->text, o->rect.x, o->rect.y, o->rect.w, o->rect.h, o->box.x, o->box.y, o->box.w, o->box.h);
    }
}
