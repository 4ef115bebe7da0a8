/* The board itself: a glowing tray, the cells cut into it (hexhex) or the
 * ConHex plates, lines, side colours and holes; and the coordinate labels.
 * The tray and cells are drawn once into an image (bview_img.c) or, with
 * the direct option, every frame. */
#include <math.h>
#include <stdio.h>

#include "ui/board/bview_int.h"
#include "draw/theme.h"

static void offset(canvas_pt_t *p, int n, float dx, float dy)
{
    for (int i = 0; i < n; i++) p[i].x += dx, p[i].y += dy;
}

static void tray(bview_t *bv, canvas_t *c, float dx, float dy)
{
    const palette_board_t *pal = &bv->pal;
    float u = bv->L.scale;
    canvas_pt_t p[BLAYOUT_TRAY_POINTS], q[BLAYOUT_TRAY_POINTS];
    int n = blayout_tray(&bv->L, bv->b, p, BLAYOUT_TRAY_POINTS);
    offset(p, n, dx, dy);
    /* A neon halo (wide faint strokes, then narrower brighter ones) and a
     * shadow dropped below. */
    for (int k = 0; k < 4; k++) {
        float w = u * (0.9f - 0.2f * (float)k);
        canvas_stroke_poly(c, p, n, w, canvas_with_alpha(pal->tray_glow, 0.035f + 0.03f * (float)k));
    }
    for (int i = 0; i < n; i++) q[i] = (canvas_pt_t){p[i].x, p[i].y + u * 0.22f};
    canvas_fill_poly(c, q, n, canvas_solid(canvas_hex(THEME_SHADOW, 200)));
    float top = 1e9f, bottom = -1e9f;
    for (int i = 0; i < n; i++) top = fminf(top, p[i].y), bottom = fmaxf(bottom, p[i].y);
    canvas_fill_poly(c, p, n, canvas_linear(0, top, pal->tray_top, 0, bottom, pal->tray_bottom));
    canvas_stroke_poly(c, p, n, u * 0.10f, canvas_darken(pal->tray_rim, 0.35f));
    canvas_stroke_poly(c, p, n, fmaxf(1.0f, u * 0.035f), canvas_with_alpha(pal->tray_rim, 0.95f));
}

static void hex_cells(bview_t *bv, canvas_t *c, float dx, float dy)
{
    const palette_board_t *pal = &bv->pal;
    float u = bv->L.scale;
    for (int i = 0; i < bv->b->ncells; i++) {
        canvas_pt_t p[6], in[6];
        blayout_cell_corners(&bv->L, bv->b, i, p);
        offset(p, 6, dx, dy);
        canvas_pt_t ctr = blayout_cell_px(&bv->L, bv->b, i);
        ctr.x += dx, ctr.y += dy;
        for (int k = 0; k < 6; k++)
            in[k] = (canvas_pt_t){ctr.x + (p[k].x - ctr.x) * 0.93f, ctr.y + (p[k].y - ctr.y) * 0.93f};
        /* A well: lit from the top, darker at the bottom, with a groove. */
        canvas_fill_poly(c, p, 6, canvas_solid(pal->cell_edge));
        canvas_fill_poly(c, in, 6,
                         canvas_linear(0, ctr.y - u, pal->cell_top, 0, ctr.y + u, pal->cell_bottom));
        canvas_fill_circle(c, ctr.x, ctr.y, u * 0.62f,
                           canvas_radial(ctr.x, ctr.y + u * 0.1f, u * 0.62f, canvas_rgba(0, 0, 12, 60),
                                         canvas_rgba(0, 0, 12, 0)));
        /* The lower edges catch a little light. */
        int lo = 0, best = -1;
        for (int k = 0; k < 6; k++)
            if (best < 0 || in[k].y > in[best].y) best = k;
        lo = best;
        canvas_pt_t edge[3] = {in[(lo + 5) % 6], in[lo], in[(lo + 1) % 6]};
        canvas_polyline(c, edge, 3, fmaxf(1.0f, u * 0.045f), canvas_rgba(150, 140, 255, 55));
    }
}

static void side_bands(bview_t *bv, canvas_t *c, float dx, float dy)
{
    /* Seat 1 joins top and bottom, seat 2 left and right: bands in the
     * margin say so (look->side_bands). */
    const board_t *b = bv->b;
    float u = bv->L.scale, w = u * 0.22f;
    double off = 0.42;
    struct { double x0, y0, x1, y1; int player; } band[4] = {
        {b->min_x + 0.3, b->min_y - off, b->max_x - 0.3, b->min_y - off, 1},
        {b->min_x + 0.3, b->max_y + off, b->max_x - 0.3, b->max_y + off, 1},
        {b->min_x - off, b->min_y + 0.3, b->min_x - off, b->max_y - 0.3, 2},
        {b->max_x + off, b->min_y + 0.3, b->max_x + off, b->max_y - 0.3, 2},
    };
    for (int i = 0; i < 4; i++) {
        canvas_pt_t a = blayout_px(&bv->L, band[i].x0, band[i].y0), e = blayout_px(&bv->L, band[i].x1, band[i].y1);
        a.x += dx, a.y += dy, e.x += dx, e.y += dy;
        const palette_piece_t *pc = &bv->pc[band[i].player];
        canvas_line(c, a.x, a.y, e.x, e.y, w * 2.2f, canvas_with_alpha(pc->glow, 0.18f));
        canvas_line(c, a.x, a.y, e.x, e.y, w, pc->base);
        canvas_line(c, a.x, a.y, e.x, e.y, w * 0.3f, canvas_with_alpha(pc->hi, 0.8f));
    }
}

static void site_cells(bview_t *bv, canvas_t *c, float dx, float dy)
{
    const palette_board_t *pal = &bv->pal;
    float u = bv->L.scale;
    for (int i = 0; i < bv->b->ncells; i++) {
        canvas_pt_t p[BOARD_MAX_CORNERS];
        int n = blayout_cell_corners(&bv->L, bv->b, i, p);
        offset(p, n, dx, dy);
        float top = 1e9f, bottom = -1e9f;
        for (int k = 0; k < n; k++) top = fminf(top, p[k].y), bottom = fmaxf(bottom, p[k].y);
        canvas_fill_poly(c, p, n, canvas_linear(0, top, pal->cell_top, 0, bottom, pal->cell_bottom));
        canvas_stroke_poly(c, p, n, u * 0.09f, pal->cell_edge);
        canvas_stroke_poly(c, p, n, fmaxf(1.0f, u * 0.025f), canvas_rgba(120, 110, 230, 70));
    }
    for (int s = 0; s < bv->b->nsites; s++) {
        canvas_pt_t h = blayout_site_px(&bv->L, bv->b, s);
        h.x += dx, h.y += dy;
        float r = u * 0.17f;
        canvas_fill_circle(c, h.x, h.y, r * 1.35f, canvas_solid(canvas_with_alpha(pal->hole_rim, 0.35f)));
        canvas_fill_circle(c, h.x, h.y, r,
                           canvas_radial(h.x, h.y - r * 0.4f, r * 1.3f, canvas_hex(0x000000, 255), pal->hole));
        canvas_stroke_circle(c, h.x, h.y, r, fmaxf(1.0f, u * 0.03f), canvas_with_alpha(pal->hole_rim, 0.9f));
    }
}

void bv_base_vectors(bview_t *bv, canvas_t *c, float dx, float dy)
{
    tray(bv, c, dx, dy);
    if (bv->look->side_bands) side_bands(bv, c, dx, dy);
    if (board_on_sites(bv->b)) site_cells(bv, c, dx, dy);
    else hex_cells(bv, c, dx, dy);
}

void bv_labels_at(bview_t *bv, canvas_t *c, float dx, float dy)
{
    blabel_t lab[BLAYOUT_MAX_LABELS];
    int n = blayout_labels(&bv->L, bv->b, lab, BLAYOUT_MAX_LABELS);
    canvas_text_t t = {.face = CANVAS_FACE_BOLD,
                       .size = roundf(blayout_label_size(&bv->L)),
                       .align = CANVAS_CENTRE | CANVAS_MIDDLE,
                       .colour = bv->pal.label};
    if (t.size < 7.0f) return; /* unreadable: leave them out */
    for (int i = 0; i < n; i++) canvas_text(c, &t, lab[i].at.x + dx, lab[i].at.y + dy, lab[i].text);
}

void bv_draw_labels(bview_t *bv, canvas_t *c)
{
    /* Baked into the board's picture, they shake with it. */
    if (!bv->opt.direct && bv->img.labels_baked && bv->img.base.n) return;
    bv_labels_at(bv, c, bv->shake_x, bv->shake_y);
}
