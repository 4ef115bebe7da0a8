/* ConHex's own pieces in the drawing kit's terms: the peg standing in a
 * hole and the plate of a claimed cell (the look's site_piece and region;
 * the presenter sweeps plates out). */
#include "games/conhex/conhex_draw.h"

#include <math.h>

void conhex_peg(canvas_t *c, float x, float y, float r, const palette_piece_t *pc)
{
    pieces_stone(c, x, y, r, pc);
    canvas_stroke_circle(c, x, y, r * 0.99f, fmaxf(1.0f, r * 0.08f), canvas_with_alpha(pc->glow, 0.55f));
}

int conhex_plate_inset(const canvas_pt_t *poly, int n, canvas_pt_t *out)
{
    if (n < 3 || n > CONHEX_PLATE_MAX) return 0;
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

void conhex_plate_raw(canvas_t *c, const canvas_pt_t *p, int n, const palette_piece_t *pc,
                      canvas_rect_t box)
{
    if (n < 3) return;
    float size = fminf(box.w, box.h), w = fmaxf(1.5f, size * 0.035f);
    canvas_fill_poly(c, p, n,
                     canvas_linear(box.x, box.y, canvas_mix(pc->base, pc->hi, 0.30f), box.x + box.w,
                                   box.y + box.h, canvas_mix(pc->base, pc->lo, 0.55f)));
    /* An inner bevel and a bright rim. */
    if (n <= CONHEX_PLATE_MAX) {
        float cx = 0, cy = 0;
        for (int i = 0; i < n; i++) cx += p[i].x, cy += p[i].y;
        cx /= (float)n, cy /= (float)n;
        canvas_pt_t q[CONHEX_PLATE_MAX];
        for (int i = 0; i < n; i++) {
            float dx = p[i].x - cx, dy = p[i].y - cy, d = hypotf(dx, dy);
            float k = d > 0 ? fmaxf(0.0f, d - size * 0.10f) / d : 0.0f;
            q[i] = (canvas_pt_t){cx + dx * k, cy + dy * k};
        }
        canvas_stroke_poly(c, q, n, w, canvas_with_alpha(pc->hi, 0.22f));
    }
    canvas_stroke_poly(c, p, n, w, canvas_with_alpha(pc->glow, 0.9f));
}

void conhex_plate(canvas_t *c, const canvas_pt_t *poly, int n, const palette_piece_t *pc)
{
    canvas_pt_t p[CONHEX_PLATE_MAX];
    n = conhex_plate_inset(poly, n, p);
    if (!n) return;
    float x0 = p[0].x, y0 = p[0].y, x1 = x0, y1 = y0;
    for (int i = 0; i < n; i++) {
        x0 = fminf(x0, p[i].x), x1 = fmaxf(x1, p[i].x);
        y0 = fminf(y0, p[i].y), y1 = fmaxf(y1, p[i].y);
    }
    conhex_plate_raw(c, p, n, pc, canvas_rect(x0, y0, x1 - x0, y1 - y0));
}
