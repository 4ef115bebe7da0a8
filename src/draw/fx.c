/* Effects the board's animations share (fx.h). */
#include "draw/fx.h"

#include <math.h>

#include "draw/ease.h"
#include "draw/pieces.h"
#include "draw/theme.h"

#define PI_F 3.14159265f

float fx_rnd(int i, int k)
{
    unsigned h = (unsigned)i * 0x9E3779B1u ^ ((unsigned)k + 0x7F4A7C15u) * 0x85EBCA77u;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return (float)(h & 0xFFFF) / 65535.0f;
}

canvas_pt_t fx_lerp(canvas_pt_t a, canvas_pt_t b, float t)
{
    return (canvas_pt_t){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

float fx_env(float u, float in, float out)
{
    return ease_smooth(u / in) * (1.0f - ease_smooth((u - (1.0f - out)) / out));
}

canvas_colour_t fx_glow_of(const palette_piece_t *pc)
{
    return pc->dark ? canvas_hex(THEME_CYAN, 255) : pc->glow;
}

void fx_ripple(canvas_t *c, canvas_pt_t p, float r, float w, canvas_colour_t col)
{
    if (w <= 0 || w >= 1) return;
    canvas_stroke_circle(c, p.x, p.y, r * (1.0f + 0.9f * ease_out_cubic(w)), fmaxf(1.0f, r * 0.12f * (1 - w)),
                         canvas_with_alpha(col, 0.85f * (1 - w)));
}

void fx_burst(canvas_t *c, int seed, canvas_pt_t p, float r, float w, canvas_colour_t col, int n)
{
    if (w <= 0 || w >= 1) return;
    for (int k = 0; k < n; k++) {
        float a = 2 * PI_F * ((float)k + fx_rnd(seed, k)) / (float)n;
        float d = r * (0.5f + (1.3f + fx_rnd(seed, k + 50)) * ease_out_cubic(w));
        float pr = r * (0.2f + 0.1f * fx_rnd(seed, k + 99)) * (1.0f - w * 0.8f);
        canvas_colour_t pc = canvas_with_alpha(col, 1.0f - w * w);
        canvas_fill_circle(c, p.x + d * cosf(a), p.y + d * sinf(a), pr, canvas_solid(pc));
    }
}

void fx_star(canvas_t *c, float x, float y, float s, float a, canvas_colour_t col)
{
    if (s <= 0.5f) return;
    canvas_pt_t p[8];
    for (int k = 0; k < 8; k++) {
        float rr = (k & 1) ? s * 0.22f : s, ang = a + PI_F * 0.25f * (float)k;
        p[k] = (canvas_pt_t){x + rr * cosf(ang), y + rr * sinf(ang)};
    }
    canvas_fill_circle(c, x, y, s * 0.9f, canvas_radial(x, y, s * 0.9f, canvas_with_alpha(col, 0.5f), canvas_with_alpha(col, 0)));
    canvas_fill_poly(c, p, 8, canvas_solid(col));
}

canvas_colour_t fx_red(float a) { return canvas_with_alpha(canvas_hex(0xff4d5e, 255), a); }

void fx_arrow(canvas_t *c, canvas_pt_t a, canvas_pt_t b, float r, canvas_colour_t col)
{
    float dx = b.x - a.x, dy = b.y - a.y, len = hypotf(dx, dy);
    if (len < 1) return;
    dx /= len, dy /= len;
    canvas_pt_t t0 = {a.x + dx * r * 0.5f, a.y + dy * r * 0.5f}, t1 = {b.x - dx * r * 0.75f, b.y - dy * r * 0.75f};
    canvas_line(c, t0.x, t0.y, t1.x, t1.y, fmaxf(2.0f, r * 0.16f), col);
    canvas_pt_t head[3] = {{t1.x + dx * r * 0.32f, t1.y + dy * r * 0.32f},
                           {t1.x - dy * r * 0.3f, t1.y + dx * r * 0.3f},
                           {t1.x + dy * r * 0.3f, t1.y - dx * r * 0.3f}};
    canvas_fill_poly(c, head, 3, canvas_solid(col));
}

void fx_cross(canvas_t *c, canvas_pt_t p, float r, canvas_colour_t col)
{
    float d = r * 0.45f, w = fmaxf(2.0f, r * 0.16f);
    canvas_stroke_circle(c, p.x, p.y, r * 0.95f, w, col);
    canvas_line(c, p.x - d, p.y - d, p.x + d, p.y + d, w, col);
    canvas_line(c, p.x - d, p.y + d, p.x + d, p.y - d, w, col);
}

void fx_faded(canvas_t *c, canvas_pt_t p, float r)
{
    canvas_fill_circle(c, p.x, p.y, r * 1.02f, canvas_solid(canvas_rgba(8, 6, 24, 150)));
    pieces_dashed_ring(c, p.x, p.y, r * 1.02f, fmaxf(1.5f, r * 0.1f), 10, canvas_hex(THEME_INK, 200));
}
