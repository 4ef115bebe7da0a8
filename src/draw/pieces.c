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
