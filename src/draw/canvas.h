/* The canvas: a small drawing interface every screen and the board renderer
 * draw through. Two implementations: canvas_sdl (SDL_RenderGeometry with a
 * 1-px feathered edge for anti-aliasing, TTF text) and canvas_rec (records
 * each call so tests can ask what was drawn; no SDL).
 *
 * Coordinates are output pixels (the renderer's output size, so hi-DPI
 * displays get full resolution), y down. Colours are straight (not
 * premultiplied) RGBA. Fills take a paint: solid, linear or radial gradient.
 *
 * Usage:
 *     canvas_fill_circle(c, x, y, r, canvas_solid(THEME_CYAN));
 *     canvas_line(c, x0, y0, x1, y1, 3 * scale, col);
 *     canvas_text(c, &(canvas_text_t){.face = CANVAS_FACE_BOLD, .size = 32 * scale,
 *                                     .colour = col, .align = CANVAS_CENTRE | CANVAS_MIDDLE},
 *                 x, y, "Zumo");
 *     canvas_push_clip(c, rect); ... canvas_pop_clip(c);
 * The generic layer here keeps a clip stack (each clip is intersected with
 * the one below) and a global alpha multiplier (canvas_set_alpha) for fades. */
#ifndef CANVAS_H
#define CANVAS_H

#include <stddef.h>
#include <stdint.h>

typedef struct { uint8_t r, g, b, a; } canvas_colour_t;
typedef struct canvas_pt { float x, y; } canvas_pt_t;
typedef struct { float x, y, w, h; } canvas_rect_t;

typedef enum { CANVAS_PAINT_SOLID, CANVAS_PAINT_LINEAR, CANVAS_PAINT_RADIAL } canvas_paint_kind_t;

/* SOLID: c0. LINEAR: c0 at p0 to c1 at p1 (clamped beyond). RADIAL: c0 out
 * to distance r0 from the focus p0, then to c1 at distance r (clamped
 * beyond); the shape is filled as a fan from the focus, so the focus should
 * lie inside the shape. Gradients are interpolated between vertices. */
typedef struct {
    canvas_paint_kind_t kind;
    canvas_colour_t c0, c1;
    canvas_pt_t p0, p1;
    float r0, r;
} canvas_paint_t;

typedef enum {
    CANVAS_FACE_REGULAR,    /* DejaVuSans.ttf */
    CANVAS_FACE_BOLD,       /* DejaVuSans-Bold.ttf */
    CANVAS_FACE_CONDENSED,  /* DejaVuSansCondensed-Bold.ttf (titles, logo) */
    CANVAS_FACE_COUNT
} canvas_face_t;

/* Text alignment: one horizontal | one vertical flag. The anchor (x, y) is
 * the left/centre/right and top/middle (of capitals)/baseline/bottom. */
enum {
    CANVAS_LEFT = 0, CANVAS_CENTRE = 1, CANVAS_RIGHT = 2, CANVAS_HMASK = 3,
    CANVAS_TOP = 0, CANVAS_MIDDLE = 4, CANVAS_BASELINE = 8, CANVAS_BOTTOM = 12, CANVAS_VMASK = 12
};

typedef struct {
    canvas_face_t face;
    float size;                     /* pixel size of the em */
    int align;                      /* CANVAS_LEFT | CANVAS_TOP ... */
    canvas_colour_t colour;         /* fill (top colour when colour2 is set) */
    canvas_colour_t colour2;        /* bottom colour of a vertical gradient; a == 0: none */
    float outline;                  /* outline width in pixels, 0: none */
    canvas_colour_t outline_colour;
    float shadow;                   /* drop shadow offset in pixels (down-right), 0: none */
    canvas_colour_t shadow_colour;
    float glow;                     /* soft glow radius in pixels, 0: none */
    canvas_colour_t glow_colour;
    float tracking;                 /* extra space between letters, in em (0.1 = 10%) */
} canvas_text_t;

/* width of the text; ascent above and descent below the baseline (both
 * positive); height the line height of the font. */
typedef struct { float width, ascent, descent, height; } canvas_metrics_t;

/* What an implementation provides. Clip and alpha are applied by the generic
 * layer before these are called (alpha already folded into colours). */
typedef struct canvas canvas_t;

typedef struct canvas_ops {
    void (*fill_poly)(void *impl, const canvas_pt_t *p, int n, const canvas_paint_t *paint);
    void (*stroke_path)(void *impl, const canvas_pt_t *p, int n, int closed, float width,
                        canvas_colour_t col);
    void (*fill_circle)(void *impl, canvas_pt_t c, float r, const canvas_paint_t *paint);
    void (*stroke_circle)(void *impl, canvas_pt_t c, float r, float width, canvas_colour_t col);
    void (*fill_rrect)(void *impl, canvas_rect_t r, float radius, const canvas_paint_t *paint);
    void (*stroke_rrect)(void *impl, canvas_rect_t r, float radius, float width,
                         canvas_colour_t col);
    void (*soft_rrect)(void *impl, canvas_rect_t r, float radius, float blur, canvas_colour_t col);
    void (*text)(void *impl, const canvas_text_t *t, float x, float y, const char *utf8);
    void (*measure)(void *impl, const canvas_text_t *t, const char *utf8, canvas_metrics_t *m);
    void (*set_clip)(void *impl, const canvas_rect_t *r); /* NULL: none */
    int (*image_new)(void *impl, int w, int h, const uint8_t *rgba); /* > 0, or 0 */
    void (*image_draw)(void *impl, int id, canvas_rect_t dst, canvas_colour_t tint);
    void (*image_free)(void *impl, int id);
    void (*clear)(void *impl, canvas_colour_t col);
    void (*flush)(void *impl);
    /* A text was cut to fit a box (NULL: ignored; the recording canvas
     * keeps it, so tests fail on clipped words). */
    void (*cut)(void *impl, const char *utf8, float width, float room);
    /* Images made on another thread (optional; see canvas_image_maker). */
    int (*image_maker)(void *impl, canvas_t *out);
    int (*image_adopt)(void *impl, canvas_t *maker, int id, int *w, int *h);
    /* A maker's: frees it with the images it still holds. */
    void (*destroy)(void *impl);
} canvas_ops_t;

#define CANVAS_CLIP_DEPTH 16

struct canvas {
    const canvas_ops_t *ops;
    void *impl;
    int width, height;              /* output size in pixels */
    float alpha;                    /* global alpha multiplier, 1 by default */
    int nclip;
    canvas_rect_t clip[CANVAS_CLIP_DEPTH];
};

void canvas_init(canvas_t *c, const canvas_ops_t *ops, void *impl, int width, int height);
void canvas_resize(canvas_t *c, int width, int height);

/* Colours and paints. */
static inline canvas_colour_t canvas_rgba(uint8_t r, uint8_t g, uint8_t b, uint8_t a)
{
    canvas_colour_t c = {r, g, b, a};
    return c;
}
/* 0xRRGGBB with an alpha. */
canvas_colour_t canvas_hex(uint32_t rgb, uint8_t a);
canvas_colour_t canvas_mix(canvas_colour_t a, canvas_colour_t b, float t);
canvas_colour_t canvas_with_alpha(canvas_colour_t c, float alpha); /* a * alpha */
canvas_colour_t canvas_lighten(canvas_colour_t c, float t);        /* towards white */
canvas_colour_t canvas_darken(canvas_colour_t c, float t);         /* towards black */
canvas_paint_t canvas_solid(canvas_colour_t c);
canvas_paint_t canvas_linear(float x0, float y0, canvas_colour_t c0, float x1, float y1,
                             canvas_colour_t c1);
canvas_paint_t canvas_radial(float fx, float fy, float r, canvas_colour_t c0, canvas_colour_t c1);
canvas_paint_t canvas_radial2(float fx, float fy, float r0, float r, canvas_colour_t c0,
                              canvas_colour_t c1);
/* The colour of a paint at a point (what a backend gives a vertex there). */
canvas_colour_t canvas_paint_at(const canvas_paint_t *p, float x, float y);
static inline canvas_rect_t canvas_rect(float x, float y, float w, float h)
{
    canvas_rect_t r = {x, y, w, h};
    return r;
}
int canvas_rect_contains(canvas_rect_t r, float x, float y);
canvas_rect_t canvas_rect_intersect(canvas_rect_t a, canvas_rect_t b);

/* Drawing. Polygons may be concave but must not cross themselves. */
/* Fills the whole output with col (only inside the clip when one is set). */
void canvas_clear(canvas_t *c, canvas_colour_t col);
void canvas_fill_poly(canvas_t *c, const canvas_pt_t *p, int n, canvas_paint_t paint);
void canvas_stroke_poly(canvas_t *c, const canvas_pt_t *p, int n, float width, canvas_colour_t col);
void canvas_polyline(canvas_t *c, const canvas_pt_t *p, int n, float width, canvas_colour_t col);
void canvas_line(canvas_t *c, float x0, float y0, float x1, float y1, float width,
                 canvas_colour_t col);
void canvas_fill_circle(canvas_t *c, float x, float y, float r, canvas_paint_t paint);
void canvas_stroke_circle(canvas_t *c, float x, float y, float r, float width, canvas_colour_t col);
void canvas_fill_rect(canvas_t *c, canvas_rect_t r, canvas_paint_t paint);
void canvas_fill_rrect(canvas_t *c, canvas_rect_t r, float radius, canvas_paint_t paint);
void canvas_stroke_rrect(canvas_t *c, canvas_rect_t r, float radius, float width, canvas_colour_t col);
/* A rounded rectangle whose edge fades over blur pixels, centred on the edge
 * (soft shadows and glows): col at blur/2 inside r, clear at blur/2 outside. */
void canvas_soft_rrect(canvas_t *c, canvas_rect_t r, float radius, float blur, canvas_colour_t col);
/* A regular hexagon of circumradius r; angle0 of its first corner in degrees
 * (30: pointy top, 0: flat top). Writes the 6 corners to out when not NULL. */
void canvas_hexagon_points(float x, float y, float r, float angle0, canvas_pt_t out[6]);
void canvas_fill_hexagon(canvas_t *c, float x, float y, float r, float angle0, canvas_paint_t paint);
void canvas_stroke_hexagon(canvas_t *c, float x, float y, float r, float angle0, float width,
                           canvas_colour_t col);

/* Text, UTF-8. */
void canvas_text(canvas_t *c, const canvas_text_t *t, float x, float y, const char *utf8);
void canvas_measure(canvas_t *c, const canvas_text_t *t, const char *utf8, canvas_metrics_t *m);
float canvas_text_width(canvas_t *c, const canvas_text_t *t, const char *utf8);
/* The largest text size, at most t->size and at least min_frac of it (in
 * half-pixel steps, so few font sizes are opened), at which text fits
 * max_width; min_frac * t->size when none does. */
float canvas_fit_size(canvas_t *c, const canvas_text_t *t, const char *text, float max_width, float min_frac);
/* Says that utf8 (width wide) did not fit the room it was given and was
 * cut to be drawn (widget_fit_text, widget_wrap call it). */
void canvas_note_cut(canvas_t *c, const char *utf8, float width, float room);

/* Where text anchored at (x, y) with t->align starts: the left edge and the
 * baseline, given its metrics (shared by the implementations). */
void canvas_text_origin(const canvas_text_t *t, const canvas_metrics_t *m, float x, float y,
                        float *left, float *baseline);

/* Images: RGBA bytes, w*h*4 (straight alpha). Ids are > 0; 0 is a failure. */
int canvas_image_new(canvas_t *c, int w, int h, const uint8_t *rgba);
void canvas_image_draw(canvas_t *c, int id, canvas_rect_t dst, canvas_colour_t tint);
void canvas_image_free(canvas_t *c, int id);
/* Images made away from the drawing thread (a new screen's board while the
 * last one still shows): *maker becomes a canvas that only makes and frees
 * images, for use on one other thread, whose images c can then take over.
 * -1 when c cannot (the recording canvas): make them on c. */
int canvas_image_maker(canvas_t *c, canvas_t *maker);
/* Frees a maker and the images still in it. */
void canvas_image_maker_free(canvas_t *maker);
/* Moves image id of c's maker into c: its id in c, or 0 (it stays the
 * maker's). */
int canvas_image_adopt(canvas_t *c, canvas_t *maker, int id);

/* Clip: intersected with the current clip; pops restore it. */
void canvas_push_clip(canvas_t *c, canvas_rect_t r);
void canvas_pop_clip(canvas_t *c);
/* Global alpha multiplier for everything drawn after (fades). */
void canvas_set_alpha(canvas_t *c, float alpha);
/* End of a frame: draws anything batched. */
void canvas_flush(canvas_t *c);

#endif
