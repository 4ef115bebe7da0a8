/* Procedural pieces. */
#include "draw/pieces.h"

#include <math.h>

#define PI_F 3.14159265f

int pieces_arc(float x, float y, float r, float a0, float a1, canvas_pt_t *out, int n)
{
    if (n < 2) return 0;
    for (int i = 0; i < n; i++) {
        float a = a0 + (a1 - a0) * (float)i / (float)(n - 1);
        out[i] = (canvas_pt_t){x + r * cosf(a), y + r * sinf(a)};
    }
    return n;
}

void pieces_shadow_offset(float r, float lift, float *dx, float *dy)
{
    *dx = r * (0.08f + 0.25f * lift);
    *dy = r * (0.16f + 0.45f * lift);
}

void pieces_shadow(canvas_t *c, float x, float y, float r, float lift)
{
    float dx, dy;
    pieces_shadow_offset(r, lift, &dx, &dy);
    float rr = r * (1.14f + 0.35f * lift);
    canvas_colour_t k = canvas_rgba(2, 1, 10, (uint8_t)(150 * (1.0f - 0.55f * lift)));
    canvas_fill_circle(c, x + dx, y + dy, rr,
                       canvas_radial2(x + dx, y + dy, r * 0.6f, rr, k, canvas_with_alpha(k, 0)));
}

void pieces_stone(canvas_t *c, float x, float y, float r, const palette_piece_t *pc)
{
    float fx = x - 0.33f * r, fy = y - 0.40f * r;
    /* A crisp dark edge, then the body shaded from the light's side. */
    canvas_fill_circle(c, x, y, r, canvas_solid(canvas_darken(pc->lo, 0.35f)));
    canvas_fill_circle(c, x, y, r * 0.955f, canvas_radial2(fx, fy, 0.05f * r, 1.45f * r, pc->base, pc->lo));
    canvas_fill_circle(c, fx, fy, 0.62f * r,
                       canvas_radial(fx, fy, 0.62f * r, canvas_with_alpha(pc->hi, 0.55f),
                                     canvas_with_alpha(pc->hi, 0)));
    /* Light bounced off the board: a soft crescent along the lower edge
     * (a gradient centred above the middle reaches the rim colour only
     * near the bottom). */
    float gy = y - 0.38f * r;
    canvas_fill_circle(c, x, y, r * 0.955f,
                       canvas_radial2(x, gy, 0.95f * r, 1.36f * r, canvas_with_alpha(pc->rim, 0),
                                      canvas_with_alpha(pc->rim, pc->dark ? 0.75f : 0.55f)));
    if (pc->dark) canvas_stroke_circle(c, x, y, r * 0.93f, fmaxf(1.0f, r * 0.05f), canvas_with_alpha(pc->rim, 0.22f));
    /* Specular spot. */
    float sx = x - 0.34f * r, sy = y - 0.42f * r, sr = 0.24f * r;
    canvas_fill_circle(c, sx, sy, sr,
                       canvas_radial(sx, sy, sr, canvas_rgba(255, 255, 255, pc->dark ? 150 : 220),
                                     canvas_rgba(255, 255, 255, 0)));
}

void pieces_marker(canvas_t *c, float x, float y, float r, int player, canvas_colour_t ink)
{
    float s = r * 0.34f, w = fmaxf(1.2f, r * 0.10f);
    ink = canvas_with_alpha(ink, 0.85f);
    switch ((player - 1) & 3) {
    case 0:
        canvas_stroke_circle(c, x, y, s * 0.85f, w, ink);
        break;
    case 1:
        canvas_line(c, x - s * 0.75f, y - s * 0.75f, x + s * 0.75f, y + s * 0.75f, w, ink);
        canvas_line(c, x - s * 0.75f, y + s * 0.75f, x + s * 0.75f, y - s * 0.75f, w, ink);
        break;
    case 2: {
        canvas_pt_t t[3] = {{x, y - s}, {x + s * 0.95f, y + s * 0.7f}, {x - s * 0.95f, y + s * 0.7f}};
        canvas_fill_poly(c, t, 3, canvas_solid(ink));
        break;
    }
    default:
        canvas_fill_rect(c, canvas_rect(x - s * 0.72f, y - s * 0.72f, s * 1.44f, s * 1.44f), canvas_solid(ink));
        break;
    }
}

/* The axe in its own frame (unit = size, handle along y, blade to +x). */
typedef struct {
    float x, y, size, cs, sn;
} frame_t;

static canvas_pt_t fp(const frame_t *f, float lx, float ly)
{
    return (canvas_pt_t){f->x + f->size * (lx * f->cs - ly * f->sn), f->y + f->size * (lx * f->sn + ly * f->cs)};
}

void pieces_axe(canvas_t *c, float x, float y, float size, float angle)
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

void pieces_double(canvas_t *c, float x, float y, float r, const palette_piece_t *pc)
{
    pieces_stone(c, x, y, r, pc);
    canvas_stroke_circle(c, x, y, r * 0.80f, r * 0.15f, canvas_hex(0x3a2400, 200));
    canvas_stroke_circle(c, x, y, r * 0.80f, r * 0.09f, canvas_hex(0xffcf4a, 255));
    pieces_axe(c, x, y, r * 1.0f, 0.0f);
}

void pieces_peg(canvas_t *c, float x, float y, float r, const palette_piece_t *pc)
{
    pieces_stone(c, x, y, r, pc);
    canvas_stroke_circle(c, x, y, r * 0.99f, fmaxf(1.0f, r * 0.08f), canvas_with_alpha(pc->glow, 0.55f));
}

int pieces_plate_inset(const canvas_pt_t *poly, int n, canvas_pt_t *out)
{
    if (n < 3 || n > PIECES_PLATE_MAX) return 0;
    float cx = 0, cy = 0, x0 = poly[0].x, y0 = poly[0].y, x1 = x0, y1 = y0;
    for (int i = 0; i < n; i++) {
        cx += poly[i].x, cy += poly[i].y;
        x0 = fminf(x0, poly[i].x), x1 = fmaxf(x1, poly[i].x);
        y0 = fminf(y0, poly[i].y), y1 = fmaxf(y1, poly[i].y);
    }
    cx /= (float)n, cy /= (float)n;
    float cut = fminf(x1 - x0, y1 - y0) * 0.06f;
    /* Towards the middle, so the cell lines between plates stay. */
    for (int i = 0; i < n; i++) {
        float dx = poly[i].x - cx, dy = poly[i].y - cy, d = hypotf(dx, dy);
        float k = d > 0 ? fmaxf(0.0f, d - cut) / d : 0.0f;
        out[i] = (canvas_pt_t){cx + dx * k, cy + dy * k};
    }
    return n;
}

void pieces_plate_raw(canvas_t *c, const canvas_pt_t *p, int n, const palette_piece_t *pc,
                      canvas_rect_t box)
{
    if (n < 3) return;
    float size = fminf(box.w, box.h), w = fmaxf(1.5f, size * 0.035f);
    canvas_fill_poly(c, p, n,
                     canvas_linear(box.x, box.y, canvas_mix(pc->base, pc->hi, 0.30f), box.x + box.w,
                                   box.y + box.h, canvas_mix(pc->base, pc->lo, 0.55f)));
    /* An inner bevel and a bright rim. */
    if (n <= PIECES_PLATE_MAX) {
        float cx = 0, cy = 0;
        for (int i = 0; i < n; i++) cx += p[i].x, cy += p[i].y;
        cx /= (float)n, cy /= (float)n;
        canvas_pt_t q[PIECES_PLATE_MAX];
        for (int i = 0; i < n; i++) {
            float dx = p[i].x - cx, dy = p[i].y - cy, d = hypotf(dx, dy);
            float k = d > 0 ? fmaxf(0.0f, d - size * 0.10f) / d : 0.0f;
            q[i] = (canvas_pt_t){cx + dx * k, cy + dy * k};
        }
        canvas_stroke_poly(c, q, n, w, canvas_with_alpha(pc->hi, 0.22f));
    }
    canvas_stroke_poly(c, p, n, w, canvas_with_alpha(pc->glow, 0.9f));
}

void pieces_plate(canvas_t *c, const canvas_pt_t *poly, int n, const palette_piece_t *pc)
{
    canvas_pt_t p[PIECES_PLATE_MAX];
    n = pieces_plate_inset(poly, n, p);
    if (!n) return;
    float x0 = p[0].x, y0 = p[0].y, x1 = x0, y1 = y0;
    for (int i = 0; i < n; i++) {
        x0 = fminf(x0, p[i].x), x1 = fmaxf(x1, p[i].x);
        y0 = fminf(y0, p[i].y), y1 = fmaxf(y1, p[i].y);
    }
    pieces_plate_raw(c, p, n, pc, canvas_rect(x0, y0, x1 - x0, y1 - y0));
}

void pieces_ring(canvas_t *c, float x, float y, float r, float w, canvas_colour_t col)
{
    canvas_stroke_circle(c, x, y, r, w, col);
}

void pieces_dashed_ring(canvas_t *c, float x, float y, float r, float w, int dashes,
                        canvas_colour_t col)
{
    if (dashes < 2) dashes = 2;
    float step = 2.0f * PI_F / (float)dashes;
    for (int i = 0; i < dashes; i++) {
        canvas_pt_t arc[16];
        float a0 = step * (float)i - PI_F * 0.5f;
        int n = pieces_arc(x, y, r, a0, a0 + step * 0.55f, arc, 6);
        canvas_polyline(c, arc, n, w, col);
    }
}

void pieces_glow(canvas_t *c, float x, float y, float r, canvas_colour_t col)
{
    canvas_fill_circle(c, x, y, r, canvas_radial(x, y, r, col, canvas_with_alpha(col, 0)));
}
