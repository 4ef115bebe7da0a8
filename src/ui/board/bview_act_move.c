/* Actors of pieces arriving and leaving: the drop-in and the burst of a
 * removed group; and the screen shake a game's own verbs cause (a stone
 * falling off the edge), which its presenter says. */
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
    if (e->piece == PIECE_SITE) {
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
        bv_draw_site_piece(bv, c, at.x, at.y, e->player, sc, ease_unit(u / 0.25f));
        fx_ripple(c, s, bv_site_r(bv) * 1.2f, (u - 0.6f) / 0.4f, fx_glow_of(bv_pcol(bv, e->player)));
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
    int code = e->player | (e->piece == PIECE_ALT ? VIEW_ALT : 0);
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
}
