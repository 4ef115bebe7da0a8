/* Uknight's own pieces in the drawing kit's terms: the axe (its presenter
 * animates it) and the double, the look's second form of a piece. */
#include "games/uknight/uknight_draw.h"

#include <math.h>

/* The axe in its own frame (unit = size, handle along y, blade to +x). */
typedef struct {
    float x, y, size, cs, sn;
} frame_t;

static canvas_pt_t fp(const frame_t *f, float lx, float ly)
{
    return (canvas_pt_t){f->x + f->size * (lx * f->cs - ly * f->sn), f->y + f->size * (lx * f->sn + ly * f->cs)};
}

void uknight_axe(canvas_t *c, float x, float y, float size, float angle)
{
    frame_t f = {x, y, size, cosf(angle + 0.72f), sinf(angle + 0.72f)};
    canvas_colour_t ink = canvas_hex(0x140b1c, 235);
    /* Handle: outline, wood, knob. */
    canvas_pt_t h0 = fp(&f, 0, 0.92f), h1 = fp(&f, 0, -0.92f);
    canvas_line(c, h0.x, h0.y, h1.x, h1.y, size * 0.30f, ink);
    canvas_line(c, h0.x, h0.y, h1.x, h1.y, size * 0.17f, canvas_hex(0xb47a3a, 255));
    canvas_pt_t hl0 = fp(&f, -0.035f, 0.85f), hl1 = fp(&f, -0.035f, -0.6f);
    canvas_line(c, hl0.x, hl0.y, hl1.x, hl1.y, size * 0.05f, canvas_hex(0xe8b070, 200));
    canvas_fill_circle(c, h0.x, h0.y, size * 0.13f, canvas_solid(ink));
    canvas_fill_circle(c, h0.x, h0.y, size * 0.075f, canvas_solid(canvas_hex(0x8a5624, 255)));
    /* Blade: a bearded head with a curved edge, and a back spike. */
    canvas_pt_t blade[24];
    int n = 0;
    blade[n++] = fp(&f, 0.05f, -0.88f);
    for (int i = 0; i <= 16; i++) {
        float a = -1.05f + 2.1f * (float)i / 16.0f;
        blade[n++] = fp(&f, 0.08f + 0.56f * cosf(a), -0.56f + 0.56f * sinf(a));
    }
    blade[n++] = fp(&f, 0.30f, -0.22f);
    blade[n++] = fp(&f, 0.05f, -0.36f);
    canvas_pt_t back[3] = {fp(&f, -0.05f, -0.78f), fp(&f, -0.30f, -0.60f), fp(&f, -0.05f, -0.46f)};
    canvas_stroke_poly(c, back, 3, size * 0.11f, ink);
    canvas_fill_poly(c, back, 3, canvas_solid(canvas_hex(0x9aa3bb, 255)));
    canvas_stroke_poly(c, blade, n, size * 0.11f, ink);
    canvas_pt_t g0 = fp(&f, 0.05f, -0.6f), g1 = fp(&f, 0.62f, -0.6f);
    canvas_fill_poly(c, blade, n,
                     canvas_linear(g0.x, g0.y, canvas_hex(0x7d86a0, 255), g1.x, g1.y, canvas_hex(0xf2f6ff, 255)));
    /* The honed edge catches the light. */
    canvas_pt_t edge[17];
    for (int i = 0; i <= 14; i++) {
        float a = -0.95f + 1.9f * (float)i / 14.0f;
        edge[i] = fp(&f, 0.08f + 0.50f * cosf(a), -0.56f + 0.50f * sinf(a));
    }
    canvas_polyline(c, edge, 15, size * 0.06f, canvas_rgba(255, 255, 255, 230));
}

void uknight_double(canvas_t *c, float x, float y, float r, const palette_piece_t *pc)
{
    pieces_stone(c, x, y, r, pc);
    canvas_stroke_circle(c, x, y, r * 0.80f, r * 0.15f, canvas_hex(0x3a2400, 200));
    canvas_stroke_circle(c, x, y, r * 0.80f, r * 0.09f, canvas_hex(0xffcf4a, 255));
    uknight_axe(c, x, y, r * 1.0f, 0.0f);
}
