/* Small effects the event actors share: deterministic scatter, easing
 * envelopes, ripples, bursts of particles, a glint, group outlines, and
 * which colour and piece an actor shows. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board/bview_int.h"
#include "draw/ease.h"
#include "draw/pieces.h"
#include "draw/theme.h"

#define PI_F 3.14159265f

/* Deterministic scatter for particles: event index and particle number. */
float bv_fx_rnd(int i, int k)
{
    unsigned h = (unsigned)i * 0x9E3779B1u ^ ((unsigned)k + 0x7F4A7C15u) * 0x85EBCA77u;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return (float)(h & 0xFFFF) / 65535.0f;
}

canvas_pt_t bv_fx_lerp(canvas_pt_t a, canvas_pt_t b, float t)
{
    return (canvas_pt_t){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

float bv_fx_env(float u, float in, float out)
{
    return ease_smooth(u / in) * (1.0f - ease_smooth((u - (1.0f - out)) / out));
}

const palette_piece_t *bv_pcol(const bview_t *bv, int player)
{
    return &bv->pc[player >= 1 && player <= 4 ? player : 1];
}

/* A piece's glow; dark pieces glow cyan (their own blue is lost on the board). */
canvas_colour_t bv_glow_of(const palette_piece_t *pc)
{
    return pc->dark ? canvas_hex(THEME_CYAN, 255) : pc->glow;
}

int bv_valid_cell(const bview_t *bv, int cell) { return cell >= 0 && cell < bv->b->ncells; }

/* The piece an actor moves: the board's as the beat began, else the event's. */
int bv_code_at(const bview_t *bv, int cell, const event_t *e)
{
    int v = bv_valid_cell(bv, cell) ? bv->scene.beat0.cell[cell] : 0;
    if (v) return v;
    return e->player | (e->piece == PIECE_DOUBLE ? VIEW_DOUBLE : 0);
}

void bv_fx_ripple(bview_t *bv, canvas_t *c, canvas_pt_t p, float r, float w, canvas_colour_t col)
{
    if (w <= 0 || w >= 1) return;
    canvas_stroke_circle(c, p.x, p.y, r * (1.0f + 0.9f * ease_out_cubic(w)), fmaxf(1.0f, r * 0.12f * (1 - w)),
                         canvas_with_alpha(col, 0.85f * (1 - w)));
}

void bv_fx_burst(bview_t *bv, canvas_t *c, int seed, canvas_pt_t p, float r, float w, canvas_colour_t col,
                  int n)
{
    if (w <= 0 || w >= 1) return;
    for (int k = 0; k < n; k++) {
        float a = 2 * PI_F * ((float)k + bv_fx_rnd(seed, k)) / (float)n;
        float d = r * (0.5f + (1.3f + bv_fx_rnd(seed, k + 50)) * ease_out_cubic(w));
        float pr = r * (0.2f + 0.1f * bv_fx_rnd(seed, k + 99)) * (1.0f - w * 0.8f);
        canvas_colour_t pc = canvas_with_alpha(col, 1.0f - w * w);
        canvas_fill_circle(c, p.x + d * cosf(a), p.y + d * sinf(a), pr, canvas_solid(pc));
    }
}

void bv_fx_star(canvas_t *c, float x, float y, float s, float a, canvas_colour_t col)
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

static void stroke_loops(const bview_t *bv, canvas_t *c, const bshape_loops_t *l, float w, canvas_colour_t col,
                         float dx, float dy)
{
    canvas_pt_t pts[1024];
    for (int k = 0; k < l->nloops; k++) {
        int n = l->len[k], step = (n + 1023) / 1024, m = 0;
        for (int j = 0; j < n; j += step) {
            const board_pt_t *q = &l->pt[l->start[k] + j];
            canvas_pt_t px = blayout_px(&bv->L, q->x, q->y);
            pts[m++] = (canvas_pt_t){px.x + dx, px.y + dy};
        }
        canvas_stroke_poly(c, pts, m, w, col);
    }
}

void bv_stroke_loops_at(const bview_t *bv, canvas_t *c, const bshape_loops_t *l, float w, canvas_colour_t col,
                        float glow, float dx, float dy)
{
    if (glow > 0) stroke_loops(bv, c, l, w * 3.0f, canvas_with_alpha(col, glow * 0.28f), dx, dy);
    stroke_loops(bv, c, l, w, col, dx, dy);
}

void bv_stroke_loops(bview_t *bv, canvas_t *c, const bshape_loops_t *l, float w, canvas_colour_t col,
                     float glow)
{
    bv_stroke_loops_at(bv, c, l, w, col, glow, bv->shake_x, bv->shake_y);
}

void bv_stroke_group(bview_t *bv, canvas_t *c, const uint8_t *member, float inset, float w,
                     canvas_colour_t col, float glow)
{
    bshape_loops_t *l = bv->tmp_loops;
    bshape_outline(bv->b, member, l);
    bshape_inset_round(l, inset, 2);
    bv_stroke_loops(bv, c, l, w, col, glow);
}
