/* What the event actors share beyond the drawing kit's effects
 * (draw/fx.h): group outlines, and which colour and piece an actor shows. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board/bview_int.h"
#include "draw/ease.h"
#include "draw/pieces.h"
#include "draw/theme.h"

#define PI_F 3.14159265f

const palette_piece_t *bv_pcol(const bview_t *bv, int player)
{
    return &bv->pc[player >= 1 && player <= 4 ? player : 1];
}

int bv_valid_cell(const bview_t *bv, int cell) { return cell >= 0 && cell < bv->b->ncells; }

/* The piece an actor moves: the board's as the beat began, else the event's. */
int bv_code_at(const bview_t *bv, int cell, const event_t *e)
{
    int v = bv_valid_cell(bv, cell) ? bv->scene.beat0.cell[cell] : 0;
    if (v) return v;
    return e->player | (e->piece == PIECE_ALT ? VIEW_ALT : 0);
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
