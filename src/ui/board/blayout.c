/* Board layout: fitting, the two-way mapping, hit testing, tray and labels. */
#include "ui/board/blayout.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define SQRT3 1.7320508075688772
/* Room beyond the outermost cells, board units: the tray rim alone, or the
 * rim with a lane for the coordinate labels. */
#define HEX_MARGIN 0.55
#define HEX_MARGIN_COORDS 1.2
#define SITES_MARGIN 0.75
#define SITES_MARGIN_COORDS 1.55
/* Corner rounding of the tray, board units. */
#define HEX_TRAY_ROUND 0.9
#define SITES_TRAY_ROUND 0.7

static void turn(const blayout_t *L, double dx, double dy, double *rx, double *ry)
{
    *rx = dx * L->cosr - dy * L->sinr;
    *ry = dx * L->sinr + dy * L->cosr;
}

canvas_pt_t blayout_px(const blayout_t *L, double bx, double by)
{
    double rx, ry;
    turn(L, bx - L->cx, by - L->cy, &rx, &ry);
    canvas_pt_t p = {(float)(L->ox + rx * L->scale), (float)(L->oy + ry * L->scale)};
    return p;
}

void blayout_unpx(const blayout_t *L, float x, float y, double *bx, double *by)
{
    double dx = (x - L->ox) / (double)L->scale, dy = (y - L->oy) / (double)L->scale;
    /* The inverse turn is the transpose. */
    *bx = L->cx + dx * L->cosr + dy * L->sinr;
    *by = L->cy - dx * L->sinr + dy * L->cosr;
}

canvas_pt_t blayout_dir(const blayout_t *L, double dx, double dy)
{
    double rx, ry;
    turn(L, dx, dy, &rx, &ry);
    canvas_pt_t p = {(float)rx, (float)ry};
    return p;
}

/* Tray outline in board units (before the turn). */
static int tray_units(const blayout_t *L, const board_t *b, double *xs, double *ys, int max)
{
    int n = 0;
    if (b->kind == BOARD_HEXHEX) {
        /* A flat-topped big hexagon: every side faces cell corners 1 unit
         * beyond the outer cell centres. */
        double apothem = 1.5 * (b->side - 1) + 1.0 + L->margin;
        double R = apothem * 2.0 / SQRT3, rc = HEX_TRAY_ROUND, d = R - rc * 2.0 / SQRT3;
        int per = max / 6 - 1;
        if (per < 1) per = 1;
        for (int k = 0; k < 6 && n < max; k++) {
            double va = M_PI / 3.0 * k;
            double ax = L->cx + d * cos(va), ay = L->cy + d * sin(va);
            for (int j = 0; j <= per && n < max; j++) {
                double a = va - M_PI / 6.0 + (M_PI / 3.0) * j / per;
                xs[n] = ax + rc * cos(a);
                ys[n] = ay + rc * sin(a);
                n++;
            }
        }
    } else {
        double lo = b->min_x - L->margin, hi = b->max_x + L->margin, rc = SITES_TRAY_ROUND;
        double cxs[4] = {hi - rc, lo + rc, lo + rc, hi - rc};
        double cys[4] = {hi - rc, hi - rc, lo + rc, lo + rc};
        int per = max / 4 - 1;
        if (per < 1) per = 1;
        for (int k = 0; k < 4 && n < max; k++)
            for (int j = 0; j <= per && n < max; j++) {
                double a = M_PI / 2.0 * k + (M_PI / 2.0) * j / per;
                xs[n] = cxs[k] + rc * cos(a);
                ys[n] = cys[k] + rc * sin(a);
                n++;
            }
    }
    return n;
}

void blayout_fit(blayout_t *L, const board_t *b, canvas_rect_t r, int flat, int coords)
{
    memset(L, 0, sizeof *L);
    L->kind = b->kind;
    L->side = b->side;
    L->flat = b->kind == BOARD_HEXHEX && flat;
    L->coords = coords;
    L->rect = r;
    L->cx = (b->min_x + b->max_x) * 0.5;
    L->cy = (b->min_y + b->max_y) * 0.5;
    double a = L->flat ? M_PI / 6.0 : 0.0;
    L->cosr = (float)cos(a);
    L->sinr = (float)sin(a);
    if (b->kind == BOARD_HEXHEX) L->margin = (float)(coords ? HEX_MARGIN_COORDS : HEX_MARGIN);
    else L->margin = (float)(coords ? SITES_MARGIN_COORDS : SITES_MARGIN);
    /* The turned tray's extent decides the scale. */
    double xs[BLAYOUT_TRAY_POINTS], ys[BLAYOUT_TRAY_POINTS];
    L->scale = 1.0f;
    int n = tray_units(L, b, xs, ys, BLAYOUT_TRAY_POINTS);
    double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
    for (int i = 0; i < n; i++) {
        double rx, ry;
        turn(L, xs[i] - L->cx, ys[i] - L->cy, &rx, &ry);
        x0 = fmin(x0, rx), x1 = fmax(x1, rx), y0 = fmin(y0, ry), y1 = fmax(y1, ry);
    }
    double w = x1 - x0, h = y1 - y0;
    double s = fmin(r.w / (w > 0 ? w : 1), r.h / (h > 0 ? h : 1));
    L->scale = (float)(s > 0 ? s : 1e-3);
    /* Centre the extent (the tray is symmetric, but be exact anyway). */
    L->ox = (float)(r.x + r.w * 0.5 - (x0 + x1) * 0.5 * s);
    L->oy = (float)(r.y + r.h * 0.5 - (y0 + y1) * 0.5 * s);
}

canvas_pt_t blayout_hex_px(const blayout_t *L, double c, double r)
{
    return blayout_px(L, SQRT3 * (c - r / 2.0), -1.5 * r);
}

canvas_pt_t blayout_cell_px(const blayout_t *L, const board_t *b, int cell)
{
    const board_pt_t *p = &b->cells[cell].centre;
    return blayout_px(L, p->x, p->y);
}

canvas_pt_t blayout_site_px(const blayout_t *L, const board_t *b, int site)
{
    const board_pt_t *p = &b->sites[site].pos;
    return blayout_px(L, p->x, p->y);
}

int blayout_cell_corners(const blayout_t *L, const board_t *b, int cell, canvas_pt_t *out)
{
    const board_cell_t *c = &b->cells[cell];
    for (int k = 0; k < c->ncorners; k++) out[k] = blayout_px(L, c->corners[k].x, c->corners[k].y);
    return c->ncorners;
}

/* Rounds fractional axial coordinates to the nearest hexagon (cube rounding
 * of the Red Blob guide). */
static void hex_round(double q, double r, int *oq, int *or_)
{
    double s = -q - r;
    double rq = round(q), rr = round(r), rs = round(s);
    double dq = fabs(rq - q), dr = fabs(rr - r), ds = fabs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    *oq = (int)rq;
    *or_ = (int)rr;
}

static int point_in_cell(const board_cell_t *c, double x, double y)
{
    int in = 0;
    for (int i = 0, j = c->ncorners - 1; i < c->ncorners; j = i++) {
        const board_pt_t *a = &c->corners[i], *d = &c->corners[j];
        if ((a->y > y) != (d->y > y) && x < (d->x - a->x) * (y - a->y) / (d->y - a->y) + a->x) in = !in;
    }
    return in;
}

int blayout_hit_cell(const blayout_t *L, const board_t *b, float x, float y)
{
    double bx, by;
    blayout_unpx(L, x, y, &bx, &by);
    if (b->kind == BOARD_HEXHEX) {
        /* Axial q = c, r_axial = -r; x = sqrt3 (q + r_axial / 2), y = 1.5 r_axial. */
        double ra = by / 1.5, q = bx / SQRT3 - ra / 2.0;
        int iq, ir;
        hex_round(q, ra, &iq, &ir);
        return board_cell_at(b, iq, -ir);
    }
    for (int i = 0; i < b->ncells; i++)
        if (point_in_cell(&b->cells[i], bx, by)) return i;
    return -1;
}

int blayout_hit_site(const blayout_t *L, const board_t *b, float x, float y)
{
    if (!board_on_sites(b)) return -1;
    double bx, by;
    blayout_unpx(L, x, y, &bx, &by);
    int best = -1;
    double bd = BLAYOUT_SITE_REACH * BLAYOUT_SITE_REACH;
    for (int i = 0; i < b->nsites; i++) {
        double dx = b->sites[i].pos.x - bx, dy = b->sites[i].pos.y - by, d = dx * dx + dy * dy;
        if (d <= bd) bd = d, best = i;
    }
    return best;
}

int blayout_hit(const blayout_t *L, const board_t *b, float x, float y)
{
    return board_on_sites(b) ? blayout_hit_site(L, b, x, y) : blayout_hit_cell(L, b, x, y);
}

int blayout_tray(const blayout_t *L, const board_t *b, canvas_pt_t *out, int max)
{
    double xs[BLAYOUT_TRAY_POINTS], ys[BLAYOUT_TRAY_POINTS];
    if (max > BLAYOUT_TRAY_POINTS) max = BLAYOUT_TRAY_POINTS;
    int n = tray_units(L, b, xs, ys, max);
    for (int i = 0; i < n; i++) out[i] = blayout_px(L, xs[i], ys[i]);
    return n;
}

float blayout_label_size(const blayout_t *L)
{
    return L->scale * (L->kind == BOARD_HEXHEX ? 0.62f : 0.40f);
}

int blayout_labels(const blayout_t *L, const board_t *b, blabel_t *out, int max)
{
    int n = 0;
    if (!L->coords) return 0;
    if (b->kind == BOARD_HEXHEX) {
        int side = b->side, span = 2 * side - 1;
        for (int c = 0; c < span && n < max; c++) {
            int rmin = c > side - 1 ? c - (side - 1) : 0;
            snprintf(out[n].text, sizeof out[n].text, "%c", 'A' + c);
            out[n++].at = blayout_hex_px(L, c, rmin - 1);
        }
        for (int r = 0; r < span && n < max; r++) {
            int cmin = r > side - 1 ? r - (side - 1) : 0;
            snprintf(out[n].text, sizeof out[n].text, "%d", r + 1);
            out[n++].at = blayout_hex_px(L, cmin - 1, r);
        }
        return n;
    }
    /* ConHex: the lattice runs 0..10 both ways; labels half a margin out. */
    double off = 0.95;
    for (int x = 0; x <= 10 && n + 1 < max; x++) {
        snprintf(out[n].text, sizeof out[n].text, "%c", 'A' + x);
        out[n++].at = blayout_px(L, x, b->min_y - off);
        snprintf(out[n].text, sizeof out[n].text, "%c", 'A' + x);
        out[n++].at = blayout_px(L, x, b->max_y + off);
    }
    for (int y = 0; y <= 10 && n + 1 < max; y++) {
        snprintf(out[n].text, sizeof out[n].text, "%d", y + 1);
        out[n++].at = blayout_px(L, b->min_x - off, y);
        snprintf(out[n].text, sizeof out[n].text, "%d", y + 1);
        out[n++].at = blayout_px(L, b->max_x + off, y);
    }
    return n;
}
