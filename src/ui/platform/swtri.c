/* Software triangles (see swtri.h). */
#include "ui/platform/swtri.h"

/* Vertices in half pixels, truncated to whole pixels first, as SDL does. */
typedef struct { int64_t x, y; } pt_t;

/* Truncated like SDL's (int) cast; far-off or broken values are pinned. */
static int64_t whole(float f)
{
    if (!(f > -1e7f)) return -10000000;
    if (!(f < 1e7f)) return 10000000;
    return (int64_t)(int)f;
}

static int64_t cross(pt_t a, pt_t b, int64_t cx, int64_t cy)
{
    return (b.x - a.x) * (cy - a.y) - (b.y - a.y) * (cx - a.x);
}

static int top_left(pt_t a, pt_t b, int cw)
{
    if (cw) return (a.y == b.y && a.x < b.x) || b.y < a.y;
    return (a.y == b.y && b.x < a.x) || a.y < b.y;
}

/* a / b rounded down (b > 0). */
static int64_t floor_div(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return q - (a % b != 0 && a < 0);
}

/* One edge's end of the span, row by row. A pixel x of a row is inside
 * the edge when s x + m >= 0 (s: the edge function's step along x, m its
 * value at the row's first pixel, the fill rule's bias added), and m rises
 * by dm a row. With s > 0 the span starts at x = ceil(-m / s), with s < 0
 * it ends at floor(m / -s): both f = floor(m / |s|), the first negated.
 * f is stepped with a remainder, Bresenham's way: exact, as a division per
 * row would be, without one (thin triangles, an outline's or a fringe's,
 * are mostly rows); the same step for both kinds, so a row's loop does not
 * ask which kind an edge is. */
typedef struct {
    int64_t f, rem, q, r, s; /* s: |s|; m = s f + rem; dm = s q + r */
} edge_t;

static void edge_start(edge_t *e, int64_t s, int64_t m, int64_t dm)
{
    e->s = s > 0 ? s : -s;
    e->f = floor_div(m, e->s);
    e->rem = m - e->s * e->f;
    e->q = floor_div(dm, e->s);
    e->r = dm - e->q * e->s;
}

static inline void edge_step(edge_t *e)
{
    int64_t carry = (e->rem += e->r) >= e->s;
    e->rem -= carry ? e->s : 0;
    e->f += e->q + carry;
}

/* x / 255 truncated, for 0 <= x <= 255 * 255. */
static inline uint32_t div255(uint32_t x) { return (x + 1 + (x >> 8)) >> 8; }

/* div255 of two such products at once, in the 16-bit lanes of 0x00ff00ff
 * (each sum stays below 65536, so no lane carries into the next). */
static inline uint32_t div255x2(uint32_t x) { return ((x + 0x00010001u + ((x >> 8) & 0x00ff00ffu)) >> 8) & 0x00ff00ffu; }

/* SDL's blend (its blitter's, ARGB8888 onto RGB888): the source scaled by
 * its alpha, plus the destination scaled by the rest, each channel
 * truncated. Red and blue are scaled two at a time, and each channel's sum
 * is at most 255, so the three add as one word: this is most of what
 * software drawing costs, and a span's source is scaled once. */
static inline uint32_t scaled(uint32_t c, uint32_t a)
{
    return div255x2((c & 0x00ff00ffu) * a) | div255(((c >> 8) & 0xff) * a) << 8;
}

/* The destination's share added to the source's, already scaled (sa). */
static inline uint32_t blend_scaled(uint32_t d, uint32_t sa, uint32_t k)
{
    return (d & 0xff000000u) | (sa + scaled(d, k));
}

static inline uint32_t blend(uint32_t d, uint32_t s, uint32_t a) { return blend_scaled(d, scaled(s, a), 255 - a); }

/* SDL's blend onto a surface that keeps alpha (its blitter's for 32-bit
 * pixels with alpha): each channel, alpha included (the source's being
 * 255), the source times its alpha plus the destination times the rest,
 * each shifted down by 8. */
static inline uint32_t blend_alpha(uint32_t d, uint32_t s, uint32_t a)
{
    /* Two channels at a time: each product stays within its 16 bits, and
     * each sum within 8 (it is at most 254). */
    uint32_t k = 255 - a;
    s |= 0xff000000u;
    uint32_t rb = ((((s & 0x00ff00ffu) * a) >> 8) & 0x00ff00ffu) + ((((d & 0x00ff00ffu) * k) >> 8) & 0x00ff00ffu);
    uint32_t ga = (((((s >> 8) & 0x00ff00ffu) * a) >> 8) & 0x00ff00ffu) +
                  (((((d >> 8) & 0x00ff00ffu) * k) >> 8) & 0x00ff00ffu);
    return rb | ga << 8;
}

/* One span of n pixels in one colour at alpha al (1..255). */
static inline void span_put(const swtri_target_t *t, uint32_t *p, int n, uint32_t col, uint32_t al)
{
    if (al == 255) {
        if (t->alpha) col |= 0xff000000u;
        for (int k = 0; k < n; k++) p[k] = col;
    } else if (t->alpha) {
        for (int k = 0; k < n; k++) p[k] = blend_alpha(p[k], col, al);
    } else {
        uint32_t sa = scaled(col, al), rest = 255 - al;
        for (int k = 0; k < n; k++) p[k] = blend_scaled(p[k], sa, rest);
    }
}

static inline uint8_t clamp8(int32_t v) { return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v); }

static void triangle(const swtri_target_t *t, const geom_vertex_t *v0, const geom_vertex_t *v1,
                     const geom_vertex_t *v2)
{
    pt_t d0 = {(whole(v0->x) + t->ox) * 2, (whole(v0->y) + t->oy) * 2};
    pt_t d1 = {(whole(v1->x) + t->ox) * 2, (whole(v1->y) + t->oy) * 2};
    pt_t d2 = {(whole(v2->x) + t->ox) * 2, (whole(v2->y) + t->oy) * 2};
    int64_t area = cross(d0, d1, d2.x, d2.y);
    if (area == 0) return;
    if (v0->c.a == 0 && v1->c.a == 0 && v2->c.a == 0) return;
    int cw = area > 0;
    if (!cw) area = -area;

    /* The bounding box in pixels, as SDL takes it, clipped. */
    int64_t mnx = d0.x < d1.x ? d0.x : d1.x, mxx = d0.x > d1.x ? d0.x : d1.x;
    int64_t mny = d0.y < d1.y ? d0.y : d1.y, mxy = d0.y > d1.y ? d0.y : d1.y;
    if (d2.x < mnx) mnx = d2.x;
    if (d2.x > mxx) mxx = d2.x;
    if (d2.y < mny) mny = d2.y;
    if (d2.y > mxy) mxy = d2.y;
    int64_t bx = mnx >> 1, by = mny >> 1, bx1 = bx + ((mxx - mnx) >> 1), by1 = by + ((mxy - mny) >> 1);
    int64_t x0 = bx > t->clip_x0 ? bx : t->clip_x0, x1 = bx1 < t->clip_x1 ? bx1 : t->clip_x1;
    int64_t y0 = by > t->clip_y0 ? by : t->clip_y0, y1 = by1 < t->clip_y1 ? by1 : t->clip_y1;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > t->w) x1 = t->w;
    if (y1 > t->h) y1 = t->h;
    if (x0 >= x1 || y0 >= y1) return;

    /* Edge functions at the centre of pixel (x0, y0) and their steps. */
    int64_t sx[3] = {(d1.y - d2.y) * 2, (d2.y - d0.y) * 2, (d0.y - d1.y) * 2};
    int64_t sy[3] = {(d2.x - d1.x) * 2, (d0.x - d2.x) * 2, (d1.x - d0.x) * 2};
    int64_t px = x0 * 2 + 1, py = y0 * 2 + 1;
    int64_t row[3] = {cross(d1, d2, px, py), cross(d2, d0, px, py), cross(d0, d1, px, py)};
    if (!cw)
        for (int i = 0; i < 3; i++) sx[i] = -sx[i], sy[i] = -sy[i], row[i] = -row[i];
    int64_t bias[3] = {top_left(d1, d2, cw) ? 0 : -1, top_left(d2, d0, cw) ? 0 : -1, top_left(d0, d1, cw) ? 0 : -1};
    /* The sloped edges step their span's ends: those that start it (sx >
     * 0) and those that end it; a level edge (no step along x) takes a row
     * wholly or not at all: its value, m, is kept. */
    edge_t starts[3], ends[3];
    int64_t lm[3], ldm[3];
    int ns = 0, nd = 0, nl = 0;
    for (int i = 0; i < 3; i++) {
        if (sx[i] > 0) edge_start(&starts[ns++], sx[i], bias[i] + row[i], sy[i]);
        else if (sx[i] < 0) edge_start(&ends[nd++], sx[i], bias[i] + row[i], sy[i]);
        else lm[nl] = bias[i] + row[i], ldm[nl++] = sy[i];
    }

    const canvas_colour_t c0 = v0->c, c1 = v1->c, c2 = v2->c;
    int uniform = c0.r == c1.r && c1.r == c2.r && c0.g == c1.g && c1.g == c2.g && c0.b == c1.b &&
                  c1.b == c2.b && c0.a == c1.a && c1.a == c2.a;
    int64_t cc[4][3] = {{c0.r, c1.r, c2.r}, {c0.g, c1.g, c2.g}, {c0.b, c1.b, c2.b}, {c0.a, c1.a, c2.a}};
    uint32_t ucol = ((uint32_t)c0.r << t->rshift) | ((uint32_t)c0.g << t->gshift) | ((uint32_t)c0.b << t->bshift);

    /* Colours as planes in 16.16 fixed point, stepped per pixel and per
     * row: SDL's (w0 c0 + w1 c1 + w2 c2) / area without its four divisions
     * per pixel. cy: the value at the row's first pixel. */
    int64_t cy[4] = {0, 0, 0, 0}, cdy[4] = {0, 0, 0, 0};
    int32_t cd[4] = {0, 0, 0, 0};
    if (!uniform) {
        /* Set at the bounding box's first pixel and stepped from there, so
         * that a pixel's colour does not depend on the clip: a triangle
         * drawn in parts (damage.h) comes out as drawn whole. */
        int64_t bpx = bx * 2 + 1, bpy = by * 2 + 1;
        int64_t brow[3] = {cross(d1, d2, bpx, bpy), cross(d2, d0, bpx, bpy), cross(d0, d1, bpx, bpy)};
        if (!cw)
            for (int i = 0; i < 3; i++) brow[i] = -brow[i];
        double k = 65536.0 / (double)area;
        for (int c = 0; c < 4; c++) {
            /* A hair up, so that an exact 255 does not come out 254.99. */
            cy[c] = (int64_t)((double)(brow[0] * cc[c][0] + brow[1] * cc[c][1] + brow[2] * cc[c][2]) * k) + 64;
            cd[c] = (int32_t)((double)(sx[0] * cc[c][0] + sx[1] * cc[c][1] + sx[2] * cc[c][2]) * k);
            cdy[c] = (int64_t)((double)(sy[0] * cc[c][0] + sy[1] * cc[c][1] + sy[2] * cc[c][2]) * k);
            cy[c] += (x0 - bx) * cd[c] + (y0 - by) * cdy[c];
        }
    }

    for (int64_t y = y0; y < y1; y++, cy[0] += cdy[0], cy[1] += cdy[1], cy[2] += cdy[2], cy[3] += cdy[3]) {
        /* The span where all three edge functions pass, x relative to x0. */
        int64_t lo = 0, hi = x1 - x0 - 1;
        for (int i = 0; i < ns; i++) {
            if (-starts[i].f > lo) lo = -starts[i].f;
            edge_step(&starts[i]);
        }
        for (int i = 0; i < nd; i++) {
            if (ends[i].f < hi) hi = ends[i].f;
            edge_step(&ends[i]);
        }
        for (int i = 0; i < nl; i++) {
            if (lm[i] < 0) hi = -1;
            lm[i] += ldm[i];
        }
        if (lo > hi) continue;
        uint32_t *p = t->px + (size_t)y * (size_t)t->pitch + (size_t)(x0 + lo);
        int n = (int)(hi - lo + 1);
        if (uniform) {
            span_put(t, p, n, ucol, c0.a);
            continue;
        }
        /* Inside the triangle the values stay within 0..255. */
        int32_t cv[4];
        for (int k = 0; k < 4; k++) {
            int64_t v = cy[k] + lo * cd[k];
            cv[k] = (int32_t)(v < -(1 << 24) ? -(1 << 24) : v > (1 << 25) ? (1 << 25) : v);
        }
        int32_t r = cv[0], g = cv[1], b = cv[2], a = cv[3];
        if (!cd[0] && !cd[1] && !cd[2] && !cd[3]) {
            /* A vertical gradient: one colour along the row. */
            uint32_t al = clamp8(a >> 16);
            uint32_t col = ((uint32_t)clamp8(r >> 16) << t->rshift) | ((uint32_t)clamp8(g >> 16) << t->gshift) |
                           ((uint32_t)clamp8(b >> 16) << t->bshift);
            if (al) span_put(t, p, n, col, al);
            continue;
        }
        for (int k = 0; k < n; k++, r += cd[0], g += cd[1], b += cd[2], a += cd[3]) {
            uint32_t al = clamp8(a >> 16);
            if (!al) continue;
            uint32_t col = ((uint32_t)clamp8(r >> 16) << t->rshift) | ((uint32_t)clamp8(g >> 16) << t->gshift) |
                           ((uint32_t)clamp8(b >> 16) << t->bshift);
            p[k] = al == 255 ? (t->alpha ? col | 0xff000000u : col)
                             : t->alpha ? blend_alpha(p[k], col, al) : blend(p[k], col, al);
        }
    }
}

void swtri_draw(const swtri_target_t *t, const geom_vertex_t *v, const int *idx, int ni)
{
    for (int i = 0; i + 2 < ni; i += 3) triangle(t, &v[idx[i]], &v[idx[i + 1]], &v[idx[i + 2]]);
}
