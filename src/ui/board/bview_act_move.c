/* Actors of pieces arriving, leaving and moving: the drop-in, the burst of a
 * removed group, slides (suction) and pushes, the
 * evaporation into a new stone, the shatter of a collision, the fall off
 * the edge (with the screen shake it causes). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board/bview_int.h"
#include "draw/ease.h"
#include "draw/pieces.h"
#include "draw/theme.h"

#define PI_F 3.14159265f

void bv_act_place(bview_t *bv, canvas_t *c, const event_t *e, float u)
{
    if (e->piece == PIECE_PEG) {
        if (e->cell < 0 || e->cell >= bv->b->nsites) return;
        canvas_pt_t s = bv_site_px(bv, e->cell);
        /* Falls from above (gravity), lands at 60%, one small bounce. */
        float h;
        if (u < 0.6f) {
            float t = u / 0.6f;
            h = 1.4f * (1.0f - t * t);
        } else {
            float t = (u - 0.6f) / 0.4f;
            h = 0.18f * sinf(PI_F * t) * (1.0f - t);
        }
        float sc = 1.0f + 0.5f * h;
        canvas_pt_t at = {s.x, s.y - h * bv->L.scale};
        bv_draw_peg(bv, c, at.x, at.y, e->player, sc, ease_unit(u / 0.25f));
        fx_ripple(c, s, bv_peg_r(bv) * 1.2f, (u - 0.6f) / 0.4f, fx_glow_of(bv_pcol(bv, e->player)));
        return;
    }
    if (!bv_valid_cell(bv, e->cell)) return;
    canvas_pt_t p = bv_cell_px(bv, e->cell);
    /* Falls towards the board (large, then accelerating down to size) and
     * lands at 55% with a small squash and a ripple. */
    float v = ease_unit(u / 0.55f), sc, lift;
    if (u < 0.55f) {
        sc = 1.55f - 0.55f * v * v;
        lift = 1.0f - v * v;
    } else {
        sc = 1.0f - 0.07f * sinf(PI_F * ease_unit((u - 0.55f) / 0.3f));
        lift = 0.0f;
    }
    int code = e->player | (e->piece == PIECE_DOUBLE ? VIEW_DOUBLE : 0);
    bv_draw_piece(bv, c, p.x, p.y, code, sc, lift * 0.8f, ease_unit(u / 0.25f));
    fx_ripple(c, p, bv_stone_r(bv), (u - 0.55f) / 0.45f, fx_glow_of(bv_pcol(bv, e->player)));
}

void bv_act_remove(bview_t *bv, canvas_t *c, int i, const event_t *e, float u)
{
    if (!bv_valid_cell(bv, e->cell)) return;
    canvas_pt_t p = bv_cell_px(bv, e->cell);
    int code = bv_code_at(bv, e->cell, e);
    const palette_piece_t *pc = bv_pcol(bv, code & 7);
    float r = bv_stone_r(bv);
    /* It lights up, then bursts. */
    if (u < 0.25f) {
        bv_draw_piece(bv, c, p.x, p.y, code, 1.0f + 0.14f * ease_smooth(u / 0.25f), 0, 1);
        bv_draw_glow(bv, c, p.x, p.y, r * 1.6f, canvas_rgba(255, 255, 255, (uint8_t)(170 * u / 0.25f)));
        return;
    }
    float w = (u - 0.25f) / 0.75f;
    float sc = 1.14f * (1.0f - ease_in_out_cubic(w));
    bv_draw_piece(bv, c, p.x, p.y, code, sc, 0, 1.0f - w * w);
    bv_draw_glow(bv, c, p.x, p.y, r * 1.8f, canvas_with_alpha(canvas_lighten(fx_glow_of(pc), 0.3f), 0.9f * (1 - w)));
    canvas_stroke_circle(c, p.x, p.y, r * (1.0f + 1.1f * ease_out_cubic(w)), fmaxf(1.5f, r * 0.2f * (1 - w)),
                         canvas_with_alpha(canvas_lighten(fx_glow_of(pc), 0.5f), 1.0f - w));
    fx_burst(c, i, p, r, w, canvas_lighten(pc->base, 0.25f), 10);
}

void bv_act_slide(bview_t *bv, canvas_t *c, const event_t *e, float u, int push)
{
    if (!bv_valid_cell(bv, e->cell) || !bv_valid_cell(bv, e->cell2)) return;
    canvas_pt_t a = bv_cell_px(bv, e->cell), b = bv_cell_px(bv, e->cell2);
    int code = bv_code_at(bv, e->cell, e);
    float t = push ? ease_out_cubic(u) : ease_in_out_cubic(u);
    /* A fading trail shows where it came from. */
    for (int k = 3; k >= 1; k--) {
        float tk = t - 0.12f * (float)k;
        if (tk <= 0) continue;
        canvas_pt_t q = fx_lerp(a, b, tk);
        bv_draw_piece(bv, c, q.x, q.y, code, 1.0f, 0, 0.16f * (float)(4 - k) * (1.0f - u * 0.5f));
    }
    canvas_pt_t p = fx_lerp(a, b, t);
    if (!push && u < 1.0f) {
        /* Suction: a glowing streak from where it was pulled. */
        canvas_colour_t g = fx_glow_of(bv_pcol(bv, code & 7));
        float al = 0.8f * (1.0f - ease_smooth((u - 0.5f) / 0.5f));
        float w = bv_stone_r(bv) * 0.5f;
        canvas_line(c, a.x, a.y, p.x, p.y, w * 1.8f, canvas_with_alpha(g, 0.2f * al));
        canvas_line(c, a.x, a.y, p.x, p.y, w * 0.45f, canvas_with_alpha(g, al));
    }
    bv_draw_piece(bv, c, p.x, p.y, code, 1.0f, 0, 1.0f);
    if (push && u < 0.6f) {
        /* Speed lines behind the shoved stone. */
        float dx = b.x - a.x, dy = b.y - a.y, len = hypotf(dx, dy);
        if (len > 0) {
            dx /= len, dy /= len;
            float r = bv_stone_r(bv), al = 1.0f - u / 0.6f;
            for (int k = -1; k <= 1; k++) {
                float ox = -dy * r * 0.5f * (float)k, oy = dx * r * 0.5f * (float)k;
                float s0 = r * (1.1f + 0.1f * (float)(k * k)), s1 = s0 + r * 0.9f;
                canvas_line(c, p.x - dx * s0 + ox, p.y - dy * s0 + oy, p.x - dx * s1 + ox, p.y - dy * s1 + oy,
                            fmaxf(1.0f, r * 0.08f), canvas_rgba(255, 255, 255, (uint8_t)(200 * al)));
            }
        }
    }
}

void bv_act_evaporate(bview_t *bv, canvas_t *c, int i, const event_t *e, float u)
{
    if (!bv_valid_cell(bv, e->cell) || !bv_valid_cell(bv, e->cell2)) return;
    canvas_pt_t a = bv_cell_px(bv, e->cell), b = bv_cell_px(bv, e->cell2);
    int code = bv_code_at(bv, e->cell, e);
    const palette_piece_t *pc = bv_pcol(bv, code & 7);
    float r = bv_stone_r(bv);
    canvas_pt_t p = fx_lerp(a, b, 0.5f * ease_in_out_cubic(u));
    bv_draw_piece(bv, c, p.x, p.y, code, 1.0f - 0.7f * ease_smooth(u), 0, 1.0f - powf(u, 1.6f));
    bv_draw_glow(bv, c, p.x, p.y, r * 1.6f, canvas_with_alpha(fx_glow_of(pc), 0.85f * fx_env(u, 0.2f, 0.4f)));
    /* Wisps streaming into the new stone. */
    for (int k = 0; k < 7; k++) {
        float d = fx_rnd(i, k) * 0.4f, w = ease_unit((u - d) / 0.6f);
        if (w <= 0 || w >= 1) continue;
        canvas_pt_t q = fx_lerp(p, b, ease_in_out_cubic(w));
        float side = (fx_rnd(i, k + 20) - 0.5f) * r * 1.2f * sinf(PI_F * w);
        float dx = b.y - a.y, dy = a.x - b.x, len = hypotf(dx, dy);
        if (len > 0) q.x += dx / len * side, q.y += dy / len * side;
        canvas_fill_circle(c, q.x, q.y, r * 0.17f * (1.0f - w * 0.5f),
                           canvas_solid(canvas_with_alpha(canvas_lighten(fx_glow_of(pc), 0.4f), 0.95f * (1 - w))));
    }
    fx_ripple(c, b, r, (u - 0.6f) / 0.4f, fx_glow_of(pc));
}

void bv_act_shatter(bview_t *bv, canvas_t *c, int i, const event_t *e, float u)
{
    if (!bv_valid_cell(bv, e->cell)) return;
    canvas_pt_t p = bv_cell_px(bv, e->cell);
    int code = bv_code_at(bv, e->cell, e);
    if (u <= 0) {
        bv_draw_piece(bv, c, p.x, p.y, code, 1.0f, 0, 1.0f);
        return;
    }
    const palette_piece_t *pc = bv_pcol(bv, code & 7);
    float r = bv_stone_r(bv);
    /* Wedges of the stone fly apart, spinning, and fade. */
    int n = 7;
    for (int k = 0; k < n; k++) {
        float a0 = 2 * PI_F * (float)k / (float)n + fx_rnd(i, k) * 0.3f, a1 = a0 + 2 * PI_F / (float)n;
        float mid = (a0 + a1) * 0.5f, d = r * (0.1f + 1.6f * ease_out_cubic(u) * (0.7f + 0.6f * fx_rnd(i, k + 7)));
        float spin = (fx_rnd(i, k + 14) - 0.5f) * 5.0f * u;
        canvas_pt_t ctr = {p.x + cosf(mid) * d, p.y + sinf(mid) * d};
        canvas_pt_t w[8];
        w[0] = ctr;
        for (int j = 0; j < 6; j++) {
            float a = a0 + (a1 - a0) * (float)j / 5.0f - mid + spin;
            float rr = r * (1.0f - 0.3f * u);
            w[j + 1] = (canvas_pt_t){ctr.x + rr * cosf(a + mid) - cosf(mid) * rr * 0.45f,
                                     ctr.y + rr * sinf(a + mid) - sinf(mid) * rr * 0.45f};
        }
        float al = 1.0f - ease_smooth((u - 0.35f) / 0.65f);
        canvas_fill_poly(c, w, 7, canvas_solid(canvas_with_alpha(canvas_mix(pc->base, pc->lo, 0.2f), al)));
        canvas_stroke_poly(c, w, 7, fmaxf(1.0f, r * 0.06f), canvas_with_alpha(pc->hi, al * 0.8f));
    }
    float flash = 1.0f - ease_unit(u / 0.3f);
    if (flash > 0) bv_draw_glow(bv, c, p.x, p.y, r * 2.2f, canvas_rgba(255, 255, 255, (uint8_t)(230 * flash)));
    fx_burst(c, i + 1000, p, r, u, canvas_rgba(255, 240, 200, 255), 10);
}

static void fall_geometry(const bview_t *bv, const event_t *e, canvas_pt_t *from, canvas_pt_t *beyond)
{
    const board_cell_t *cell = &bv->b->cells[e->cell];
    int d = e->value >= 0 && e->value < 6 ? e->value : 0;
    *from = bv_cell_px(bv, e->cell);
    *beyond = bv_hex_px(bv, cell->c + board_dir_dc[d], cell->r + board_dir_dr[d]);
}

void bv_act_fall(bview_t *bv, canvas_t *c, int i, const event_t *e, float u)
{
    if (!bv_valid_cell(bv, e->cell) || bv_is_conhex(bv)) return;
    canvas_pt_t a, b;
    fall_geometry(bv, e, &a, &b);
    int code = bv_code_at(bv, e->cell, e);
    float r = bv_stone_r(bv);
    canvas_pt_t edge = fx_lerp(a, b, 0.5f);
    canvas_colour_t hot = canvas_hex(THEME_AMBER, 255);
    if (u < 0.3f) {
        /* Shoved over the rim, which flares as it crosses. */
        float t = ease_in_out_cubic(u / 0.3f);
        canvas_pt_t p = fx_lerp(a, b, t);
        bv_draw_glow(bv, c, edge.x, edge.y, r * 1.8f, canvas_with_alpha(hot, 0.8f * ease_smooth((t - 0.3f) / 0.7f)));
        bv_draw_piece(bv, c, p.x, p.y, code, 1.0f, 0, 1.0f);
        return;
    }
    /* Over the edge: it tips and drops away, shrinking into the dark,
     * leaving a streak; dust and a ring where it left the board. */
    float v = (u - 0.3f) / 0.7f;
    canvas_pt_t p = fx_lerp(a, b, 1.0f + 0.45f * ease_out_cubic(v));
    p.y += r * 0.9f * v * v;
    float sc = 1.0f - 0.75f * powf(v, 1.4f);
    canvas_line(c, edge.x, edge.y, p.x, p.y, r * 0.5f * (1 - v), canvas_with_alpha(hot, 0.5f * (1 - v)));
    bv_draw_glow(bv, c, edge.x, edge.y, r * 1.8f, canvas_with_alpha(hot, 0.8f * (1 - v)));
    bv_draw_piece(bv, c, p.x, p.y, code, sc, 0, 1.0f - v * v * v);
    canvas_fill_circle(c, p.x, p.y, r * sc, canvas_solid(canvas_rgba(0, 0, 8, (uint8_t)(190 * v * (1 - v * v)))));
    fx_burst(c, i, edge, r * 0.7f, v, canvas_rgba(255, 220, 160, 255), 9);
    fx_ripple(c, edge, r * 0.9f, v, hot);
}

void bv_actors_shake(bview_t *bv, float *dx, float *dy)
{
    *dx = *dy = 0;
    const anim_t *a = &bv->anim;
    if (!a->running) return;
    const game_present_t *pr = bv_presenter(bv);
    if (pr && pr->shake) {
        present_board_t pb;
        bv_present_board(bv, &pb);
        pr->shake(&pb, dx, dy);
    }
    for (int i = bv->scene.first; i < bv->scene.last; i++) {
        if (a->ev[i].kind != EV_FALL) continue;
        float u = anim_progress(a, i);
        if (u < 0.3f || u >= 1.0f) continue;
        float v = (u - 0.3f) / 0.7f, amp = bv->L.scale * 0.16f * (1 - v) * (1 - v);
        double t = a->clock;
        *dx += amp * (float)sin(t * 97.0);
        *dy += amp * (float)cos(t * 71.0);
    }
}
