/* Uknight's actors: the chop that flips a piece to the thrower's colour, a
 * new axe glinting, an axe taken off its double, and the axe thrown
 * spinning along its line. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board/bview_int.h"
#include "draw/ease.h"
#include "draw/pieces.h"
#include "draw/theme.h"

#define PI_F 3.14159265f

void bv_act_recolour(bview_t *bv, canvas_t *c, int i, const event_t *e, float u)
{
    if (!bv_valid_cell(bv, e->cell)) return;
    canvas_pt_t p = bv_cell_px(bv, e->cell);
    int old = bv_code_at(bv, e->cell, e);
    int now = e->player | (e->piece == PIECE_DOUBLE ? VIEW_DOUBLE : 0);
    float r = bv_stone_r(bv);
    /* Chopped: a slash, then the piece flips over like a coin and lands
     * in the thrower's colour. */
    float f = ease_unit((u - 0.15f) / 0.7f);
    float sx = fabsf(cosf(PI_F * f));
    canvas_pt_t q = {p.x, p.y - r * 0.35f * sinf(PI_F * f)};
    bv_draw_piece_flip(bv, c, q.x, q.y, f < 0.5f ? old : now, sx, 1.0f);
    float s = ease_unit(u / 0.3f);
    if (s > 0 && s < 1) {
        float al = 1.0f - s * s;
        canvas_pt_t a = {p.x + r * 1.3f, p.y - r * 1.3f}, b = {p.x - r * 1.3f, p.y + r * 1.3f};
        canvas_pt_t m = fx_lerp(a, b, ease_out_cubic(s * 1.4f > 1 ? 1 : s * 1.4f));
        canvas_line(c, a.x, a.y, m.x, m.y, r * 0.34f, canvas_rgba(255, 255, 255, (uint8_t)(90 * al)));
        canvas_line(c, a.x, a.y, m.x, m.y, r * 0.12f, canvas_rgba(255, 255, 255, (uint8_t)(255 * al)));
    }
    const palette_piece_t *pc = bv_pcol(bv, e->player);
    fx_ripple(c, p, r, (u - 0.6f) / 0.4f, fx_glow_of(pc));
    fx_burst(c, i, p, r, (u - 0.55f) / 0.45f, fx_glow_of(pc), 8);
}

void bv_act_axe(bview_t *bv, canvas_t *c, const event_t *e, float u)
{
    if (!bv_valid_cell(bv, e->cell)) return;
    canvas_pt_t p = bv_cell_px(bv, e->cell);
    int code = bv_code_at(bv, e->cell, e) & ~VIEW_DOUBLE;
    if (u >= 1.0f) {
        bv_draw_piece(bv, c, p.x, p.y, code | VIEW_DOUBLE, 1.0f, 0, 1.0f);
        return;
    }
    float r = bv_stone_r(bv);
    bv_draw_piece(bv, c, p.x, p.y, code, 1.0f, 0, 1.0f);
    float v = ease_unit(u / 0.6f);
    float ring = ease_smooth(u / 0.4f);
    canvas_stroke_circle(c, p.x, p.y, r * 0.80f, r * 0.15f, canvas_hex(0x3a2400, (uint8_t)(200 * ring)));
    canvas_stroke_circle(c, p.x, p.y, r * 0.80f, r * 0.09f, canvas_hex(0xffcf4a, (uint8_t)(255 * ring)));
    float sc = ease_out_back(v);
    if (sc > 0.02f) {
        float a0 = c->alpha;
        canvas_set_alpha(c, a0 * ease_unit(u / 0.2f));
        pieces_axe(c, p.x, p.y - (1.0f - v) * r * 0.8f, r * 0.92f * sc, (1.0f - v) * -1.4f);
        canvas_set_alpha(c, a0);
    }
    /* The glint runs up the new blade. */
    float g = (u - 0.45f) / 0.55f;
    if (g > 0 && g < 1) {
        float cs = cosf(0.72f), sn = sinf(0.72f);
        float lx = 0.55f, ly = -0.95f + 0.75f * g;
        float x = p.x + r * 0.92f * (lx * cs - ly * sn), y = p.y + r * 0.92f * (lx * sn + ly * cs);
        fx_star(c, x, y, r * 0.55f * sinf(PI_F * g), g * 1.5f, canvas_rgba(255, 255, 240, 255));
    }
}

void bv_act_axe_off(bview_t *bv, canvas_t *c, const event_t *e, float u)
{
    if (!bv_valid_cell(bv, e->cell)) return;
    canvas_pt_t p = bv_cell_px(bv, e->cell);
    int code = bv_code_at(bv, e->cell, e) & ~VIEW_DOUBLE;
    float r = bv_stone_r(bv);
    bv_draw_piece(bv, c, p.x, p.y, code, 1.0f, 0, 1.0f);
    float ring = 1.0f - ease_smooth(u / 0.6f);
    if (ring > 0) canvas_stroke_circle(c, p.x, p.y, r * 0.80f, r * 0.09f, canvas_hex(0xffcf4a, (uint8_t)(255 * ring)));
    float v = ease_out_cubic(u);
    pieces_axe(c, p.x, p.y - v * r * 0.9f, r * 0.92f * (1.0f + 0.12f * v), 0.5f * v);
}

void bv_act_throw(bview_t *bv, canvas_t *c, const event_t *e, float u)
{
    if (!bv_valid_cell(bv, e->cell) || !bv_valid_cell(bv, e->cell2)) return;
    canvas_pt_t a = bv_cell_px(bv, e->cell), b = bv_cell_px(bv, e->cell2);
    a.y -= bv_stone_r(bv) * 0.9f; /* it left the stone from above */
    float r = bv_stone_r(bv), dist = hypotf(b.x - a.x, b.y - a.y);
    float spins = 1.5f + dist / (bv->L.scale * 3.5f);
    const palette_piece_t *pc = bv_pcol(bv, e->player);
    canvas_line(c, a.x, a.y, b.x, b.y, fmaxf(1.0f, r * 0.08f), canvas_with_alpha(fx_glow_of(pc), 0.35f * (1.0f - u * 0.5f)));
    float t = ease_in_out_cubic(u);
    for (int k = 3; k >= 0; k--) {
        float tk = t - 0.05f * (float)k;
        if (tk < 0) continue;
        canvas_pt_t q = fx_lerp(a, b, tk);
        q.y -= sinf(PI_F * tk) * r * 0.6f;
        float a0 = c->alpha;
        canvas_set_alpha(c, a0 * (k ? 0.18f * (float)(4 - k) : 1.0f));
        pieces_axe(c, q.x, q.y, r * 1.25f, tk * spins * 2 * PI_F);
        canvas_set_alpha(c, a0);
    }
}
