/* The generic canvas layer: colour helpers, the clip stack, global alpha, and
 * forwarding to the implementation. */
#include "draw/canvas.h"

#include <math.h>
#include <string.h>

void canvas_init(canvas_t *c, const canvas_ops_t *ops, void *impl, int width, int height)
{
    memset(c, 0, sizeof *c);
    c->ops = ops;
    c->impl = impl;
    c->width = width;
    c->height = height;
    c->alpha = 1.0f;
}

void canvas_resize(canvas_t *c, int width, int height)
{
    c->width = width;
    c->height = height;
}

static uint8_t clamp_byte(float v)
{
    if (v <= 0.0f) return 0;
    if (v >= 255.0f) return 255;
    return (uint8_t)(v + 0.5f);
}

canvas_colour_t canvas_hex(uint32_t rgb, uint8_t a)
{
    return canvas_rgba((uint8_t)(rgb >> 16), (uint8_t)(rgb >> 8), (uint8_t)rgb, a);
}

canvas_colour_t canvas_mix(canvas_colour_t a, canvas_colour_t b, float t)
{
    if (t <= 0.0f) return a;
    if (t >= 1.0f) return b;
    return canvas_rgba(clamp_byte(a.r + (b.r - a.r) * t), clamp_byte(a.g + (b.g - a.g) * t),
                       clamp_byte(a.b + (b.b - a.b) * t), clamp_byte(a.a + (b.a - a.a) * t));
}

canvas_colour_t canvas_with_alpha(canvas_colour_t c, float alpha)
{
    c.a = clamp_byte(c.a * alpha);
    return c;
}

canvas_colour_t canvas_lighten(canvas_colour_t c, float t)
{
    canvas_colour_t w = canvas_rgba(255, 255, 255, c.a);
    return canvas_mix(c, w, t);
}

canvas_colour_t canvas_darken(canvas_colour_t c, float t)
{
    canvas_colour_t k = canvas_rgba(0, 0, 0, c.a);
    return canvas_mix(c, k, t);
}

canvas_paint_t canvas_solid(canvas_colour_t c)
{
    canvas_paint_t p;
    memset(&p, 0, sizeof p);
    p.kind = CANVAS_PAINT_SOLID;
    p.c0 = p.c1 = c;
    return p;
}

canvas_paint_t canvas_linear(float x0, float y0, canvas_colour_t c0, float x1, float y1,
                             canvas_colour_t c1)
{
    canvas_paint_t p;
    memset(&p, 0, sizeof p);
    p.kind = CANVAS_PAINT_LINEAR;
    p.c0 = c0;
    p.c1 = c1;
    p.p0.x = x0;
    p.p0.y = y0;
    p.p1.x = x1;
    p.p1.y = y1;
    return p;
}

canvas_paint_t canvas_radial(float fx, float fy, float r, canvas_colour_t c0, canvas_colour_t c1)
{
    canvas_paint_t p;
    memset(&p, 0, sizeof p);
    p.kind = CANVAS_PAINT_RADIAL;
    p.c0 = c0;
    p.c1 = c1;
    p.p0.x = fx;
    p.p0.y = fy;
    p.r = r;
    return p;
}

canvas_paint_t canvas_radial2(float fx, float fy, float r0, float r, canvas_colour_t c0,
                              canvas_colour_t c1)
{
    canvas_paint_t p = canvas_radial(fx, fy, r, c0, c1);
    p.r0 = r0 < r ? r0 : r;
    return p;
}

canvas_colour_t canvas_paint_at(const canvas_paint_t *p, float x, float y)
{
    switch (p->kind) {
    case CANVAS_PAINT_LINEAR: {
        float dx = p->p1.x - p->p0.x, dy = p->p1.y - p->p0.y;
        float len2 = dx * dx + dy * dy;
        float t = len2 > 0 ? ((x - p->p0.x) * dx + (y - p->p0.y) * dy) / len2 : 0.0f;
        return canvas_mix(p->c0, p->c1, t);
    }
    case CANVAS_PAINT_RADIAL: {
        float d = hypotf(x - p->p0.x, y - p->p0.y);
        float span = p->r - p->r0;
        return canvas_mix(p->c0, p->c1, span > 0 ? (d - p->r0) / span : d >= p->r ? 1.0f : 0.0f);
    }
    default:
        return p->c0;
    }
}

int canvas_rect_contains(canvas_rect_t r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

canvas_rect_t canvas_rect_intersect(canvas_rect_t a, canvas_rect_t b)
{
    float x0 = fmaxf(a.x, b.x), y0 = fmaxf(a.y, b.y);
    float x1 = fminf(a.x + a.w, b.x + b.w), y1 = fminf(a.y + a.h, b.y + b.h);
    return canvas_rect(x0, y0, fmaxf(0.0f, x1 - x0), fmaxf(0.0f, y1 - y0));
}

/* Global alpha folded into colours. */
static canvas_colour_t fade(const canvas_t *c, canvas_colour_t col)
{
    return c->alpha >= 1.0f ? col : canvas_with_alpha(col, c->alpha);
}

static canvas_paint_t fade_paint(const canvas_t *c, canvas_paint_t p)
{
    p.c0 = fade(c, p.c0);
    p.c1 = fade(c, p.c1);
    return p;
}

static int invisible(const canvas_t *c) { return c->alpha <= 0.0f; }

void canvas_clear(canvas_t *c, canvas_colour_t col) { c->ops->clear(c->impl, col); }

void canvas_fill_poly(canvas_t *c, const canvas_pt_t *p, int n, canvas_paint_t paint)
{
    if (n < 3 || invisible(c)) return;
    paint = fade_paint(c, paint);
    c->ops->fill_poly(c->impl, p, n, &paint);
}

void canvas_stroke_poly(canvas_t *c, const canvas_pt_t *p, int n, float width, canvas_colour_t col)
{
    if (n < 2 || width <= 0 || invisible(c)) return;
    c->ops->stroke_path(c->impl, p, n, 1, width, fade(c, col));
}

void canvas_polyline(canvas_t *c, const canvas_pt_t *p, int n, float width, canvas_colour_t col)
{
    if (n < 2 || width <= 0 || invisible(c)) return;
    c->ops->stroke_path(c->impl, p, n, 0, width, fade(c, col));
}

void canvas_line(canvas_t *c, float x0, float y0, float x1, float y1, float width,
                 canvas_colour_t col)
{
    canvas_pt_t p[2] = {{x0, y0}, {x1, y1}};
    canvas_polyline(c, p, 2, width, col);
}

void canvas_fill_circle(canvas_t *c, float x, float y, float r, canvas_paint_t paint)
{
    if (r <= 0 || invisible(c)) return;
    paint = fade_paint(c, paint);
    canvas_pt_t centre = {x, y};
    c->ops->fill_circle(c->impl, centre, r, &paint);
}

void canvas_stroke_circle(canvas_t *c, float x, float y, float r, float width, canvas_colour_t col)
{
    if (r <= 0 || width <= 0 || invisible(c)) return;
    canvas_pt_t centre = {x, y};
    c->ops->stroke_circle(c->impl, centre, r, width, fade(c, col));
}

void canvas_fill_rect(canvas_t *c, canvas_rect_t r, canvas_paint_t paint)
{
    canvas_fill_rrect(c, r, 0.0f, paint);
}

void canvas_fill_rrect(canvas_t *c, canvas_rect_t r, float radius, canvas_paint_t paint)
{
    if (r.w <= 0 || r.h <= 0 || invisible(c)) return;
    paint = fade_paint(c, paint);
    c->ops->fill_rrect(c->impl, r, radius, &paint);
}

void canvas_stroke_rrect(canvas_t *c, canvas_rect_t r, float radius, float width, canvas_colour_t col)
{
    if (r.w <= 0 || r.h <= 0 || width <= 0 || invisible(c)) return;
    c->ops->stroke_rrect(c->impl, r, radius, width, fade(c, col));
}

void canvas_soft_rrect(canvas_t *c, canvas_rect_t r, float radius, float blur, canvas_colour_t col)
{
    if (r.w <= 0 || r.h <= 0 || invisible(c)) return;
    c->ops->soft_rrect(c->impl, r, radius, blur < 0 ? 0 : blur, fade(c, col));
}

void canvas_hexagon_points(float x, float y, float r, float angle0, canvas_pt_t out[6])
{
    for (int i = 0; i < 6; i++) {
        double a = (angle0 + 60.0 * i) * M_PI / 180.0;
        out[i].x = x + r * (float)cos(a);
        out[i].y = y + r * (float)sin(a);
    }
}

void canvas_fill_hexagon(canvas_t *c, float x, float y, float r, float angle0, canvas_paint_t paint)
{
    canvas_pt_t p[6];
    canvas_hexagon_points(x, y, r, angle0, p);
    canvas_fill_poly(c, p, 6, paint);
}

void canvas_stroke_hexagon(canvas_t *c, float x, float y, float r, float angle0, float width,
                           canvas_colour_t col)
{
    canvas_pt_t p[6];
    canvas_hexagon_points(x, y, r, angle0, p);
    canvas_stroke_poly(c, p, 6, width, col);
}

void canvas_text(canvas_t *c, const canvas_text_t *t, float x, float y, const char *utf8)
{
    if (!utf8 || !*utf8 || t->size <= 0 || invisible(c)) return;
    canvas_text_t u = *t;
    u.colour = fade(c, u.colour);
    u.colour2 = fade(c, u.colour2);
    u.outline_colour = fade(c, u.outline_colour);
    u.shadow_colour = fade(c, u.shadow_colour);
    u.glow_colour = fade(c, u.glow_colour);
    c->ops->text(c->impl, &u, x, y, utf8);
}

void canvas_measure(canvas_t *c, const canvas_text_t *t, const char *utf8, canvas_metrics_t *m)
{
    memset(m, 0, sizeof *m);
    if (!utf8 || t->size <= 0) return;
    c->ops->measure(c->impl, t, utf8, m);
}

float canvas_text_width(canvas_t *c, const canvas_text_t *t, const char *utf8)
{
    canvas_metrics_t m;
    canvas_measure(c, t, utf8, &m);
    return m.width;
}

void canvas_note_cut(canvas_t *c, const char *utf8, float width, float room)
{
    if (c->ops->cut && utf8 && !invisible(c)) c->ops->cut(c->impl, utf8, width, room);
}

/* DejaVu Sans capitals are 0.73 em tall: MIDDLE centres them on y. */
#define CAP_HEIGHT 0.73f

void canvas_text_origin(const canvas_text_t *t, const canvas_metrics_t *m, float x, float y,
                        float *left, float *baseline)
{
    switch (t->align & CANVAS_HMASK) {
    case CANVAS_CENTRE: *left = x - m->width * 0.5f; break;
    case CANVAS_RIGHT: *left = x - m->width; break;
    default: *left = x; break;
    }
    switch (t->align & CANVAS_VMASK) {
    case CANVAS_MIDDLE: *baseline = y + t->size * CAP_HEIGHT * 0.5f; break;
    case CANVAS_BASELINE: *baseline = y; break;
    case CANVAS_BOTTOM: *baseline = y - m->descent; break;
    default: *baseline = y + m->ascent; break;
    }
}

int canvas_image_new(canvas_t *c, int w, int h, const uint8_t *rgba)
{
    if (w <= 0 || h <= 0 || !rgba) return 0;
    return c->ops->image_new(c->impl, w, h, rgba);
}

void canvas_image_draw(canvas_t *c, int id, canvas_rect_t dst, canvas_colour_t tint)
{
    if (id <= 0 || invisible(c)) return;
    c->ops->image_draw(c->impl, id, dst, fade(c, tint));
}

void canvas_image_free(canvas_t *c, int id)
{
    if (id > 0) c->ops->image_free(c->impl, id);
}

int canvas_image_maker(canvas_t *c, canvas_t *maker)
{
    memset(maker, 0, sizeof *maker);
    return c->ops->image_maker ? c->ops->image_maker(c->impl, maker) : -1;
}

void canvas_image_maker_free(canvas_t *maker)
{
    if (maker->ops && maker->ops->destroy) maker->ops->destroy(maker->impl);
    memset(maker, 0, sizeof *maker);
}

int canvas_image_adopt(canvas_t *c, canvas_t *maker, int id)
{
    int w = 0, h = 0;
    return id > 0 && c->ops->image_adopt ? c->ops->image_adopt(c->impl, maker, id, &w, &h) : 0;
}

void canvas_push_clip(canvas_t *c, canvas_rect_t r)
{
    if (c->nclip > 0) r = canvas_rect_intersect(c->clip[c->nclip - 1], r);
    if (c->nclip < CANVAS_CLIP_DEPTH) c->clip[c->nclip] = r;
    c->nclip++;
    c->ops->set_clip(c->impl, &c->clip[(c->nclip <= CANVAS_CLIP_DEPTH ? c->nclip : CANVAS_CLIP_DEPTH) - 1]);
}

void canvas_pop_clip(canvas_t *c)
{
    if (c->nclip <= 0) return;
    c->nclip--;
    if (c->nclip == 0) c->ops->set_clip(c->impl, NULL);
    else
        c->ops->set_clip(c->impl, &c->clip[(c->nclip <= CANVAS_CLIP_DEPTH ? c->nclip : CANVAS_CLIP_DEPTH) - 1]);
}

void canvas_set_alpha(canvas_t *c, float alpha)
{
    c->alpha = alpha < 0.0f ? 0.0f : alpha > 1.0f ? 1.0f : alpha;
}

void canvas_flush(canvas_t *c)
{
    if (c->ops->flush) c->ops->flush(c->impl);
}

float canvas_fit_size(canvas_t *c, const canvas_text_t *t, const char *text, float max_width, float min_frac)
{
    canvas_text_t u = *t;
    float lo = t->size * min_frac;
    while (u.size > lo && canvas_text_width(c, &u, text) > max_width) {
        float next = (float)(int)(u.size * 2.0f - 1.0f) * 0.5f; /* the next half pixel down */
        u.size = next > lo ? next : lo;
    }
    return u.size;
}
