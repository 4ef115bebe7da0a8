/* Shape tessellation with feathered edges. */
#include "ui/platform/geom.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MITER_LIMIT 3.0f
#define RADIAL_RINGS 6

void geom_init(geom_mesh_t *m) { memset(m, 0, sizeof *m); }

void geom_free(geom_mesh_t *m)
{
    free(m->v);
    free(m->idx);
    memset(m, 0, sizeof *m);
}

void geom_reset(geom_mesh_t *m)
{
    m->nv = 0;
    m->ni = 0;
    m->failed = 0;
}

int geom_trim(geom_mesh_t *m, int most_v, int most_i)
{
    if (m->nv || m->ni) return -1;
    if (most_v <= 0 || most_i <= 0) {
        geom_free(m);
        return 0;
    }
    if (m->capv > most_v) {
        geom_vertex_t *v = realloc(m->v, (size_t)most_v * sizeof *v);
        if (v) m->v = v, m->capv = most_v;
    }
    if (m->capi > most_i) {
        int *idx = realloc(m->idx, (size_t)most_i * sizeof *idx);
        if (idx) m->idx = idx, m->capi = most_i;
    }
    return 0;
}

/* Room for nv more vertices and ni more indices. */
static int reserve(geom_mesh_t *m, int nv, int ni)
{
    if (m->nv + nv > m->capv) {
        int cap = m->capv ? m->capv : 1024;
        while (cap < m->nv + nv) cap *= 2;
        geom_vertex_t *v = realloc(m->v, (size_t)cap * sizeof *v);
        if (!v) return m->failed = 1, -1;
        m->v = v;
        m->capv = cap;
    }
    if (m->ni + ni > m->capi) {
        int cap = m->capi ? m->capi : 2048;
        while (cap < m->ni + ni) cap *= 2;
        int *idx = realloc(m->idx, (size_t)cap * sizeof *idx);
        if (!idx) return m->failed = 1, -1;
        m->idx = idx;
        m->capi = cap;
    }
    return 0;
}

static int vertex(geom_mesh_t *m, float x, float y, canvas_colour_t c)
{
    geom_vertex_t *v = &m->v[m->nv];
    v->x = x;
    v->y = y;
    v->c = c;
    v->u = v->v = 0.0f;
    return m->nv++;
}

static void tri(geom_mesh_t *m, int a, int b, int c)
{
    m->idx[m->ni++] = a;
    m->idx[m->ni++] = b;
    m->idx[m->ni++] = c;
}

static void quad(geom_mesh_t *m, int a, int b, int c, int d)
{
    tri(m, a, b, c);
    tri(m, a, c, d);
}

static canvas_colour_t clear_of(canvas_colour_t c)
{
    c.a = 0;
    return c;
}

float geom_signed_area(const canvas_pt_t *p, int n)
{
    double a = 0;
    for (int i = 0; i < n; i++) {
        const canvas_pt_t *u = &p[i], *v = &p[(i + 1) % n];
        a += (double)u->x * v->y - (double)v->x * u->y;
    }
    return (float)(a / 2);
}

int geom_point_in_poly(const canvas_pt_t *p, int n, float x, float y)
{
    int in = 0;
    for (int i = 0, j = n - 1; i < n; j = i++) {
        if ((p[i].y > y) != (p[j].y > y) &&
            x < (p[j].x - p[i].x) * (y - p[i].y) / (p[j].y - p[i].y) + p[i].x)
            in = !in;
    }
    return in;
}

static float cross3(canvas_pt_t a, canvas_pt_t b, canvas_pt_t c)
{
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

static int is_convex(const canvas_pt_t *p, int n)
{
    int sign = 0;
    for (int i = 0; i < n; i++) {
        float c = cross3(p[i], p[(i + 1) % n], p[(i + 2) % n]);
        if (fabsf(c) < 1e-6f) continue;
        int s = c > 0 ? 1 : -1;
        if (sign && s != sign) return 0;
        sign = s;
    }
    return 1;
}

static int in_triangle(canvas_pt_t p, canvas_pt_t a, canvas_pt_t b, canvas_pt_t c, float orient)
{
    float d1 = cross3(a, b, p) * orient, d2 = cross3(b, c, p) * orient, d3 = cross3(c, a, p) * orient;
    return d1 >= 0 && d2 >= 0 && d3 >= 0;
}

int geom_triangulate(const canvas_pt_t *p, int n, int *out)
{
    if (n < 3 || n > GEOM_MAX_POINTS) return -1;
    int ring[GEOM_MAX_POINTS];
    for (int i = 0; i < n; i++) ring[i] = i;
    float orient = geom_signed_area(p, n) > 0 ? 1.0f : -1.0f;
    int left = n, ntri = 0, guard = 0;
    int i = 0;
    while (left > 3) {
        if (guard++ > 2 * left) return -1; /* no ear found: not simple */
        int a = ring[(i + left - 1) % left], b = ring[i], c = ring[(i + 1) % left];
        float cr = cross3(p[a], p[b], p[c]) * orient;
        if (fabsf(cr) < 1e-9f) { /* collinear: drop b, no triangle */
            memmove(&ring[i], &ring[i + 1], (size_t)(left - i - 1) * sizeof *ring);
            left--;
            guard = 0;
            if (i >= left) i = 0;
            continue;
        }
        int ear = cr > 0;
        for (int k = 0; ear && k < left; k++) {
            int q = ring[k];
            if (q == a || q == b || q == c) continue;
            if (in_triangle(p[q], p[a], p[b], p[c], orient)) ear = 0;
        }
        if (ear) {
            out[3 * ntri] = a;
            out[3 * ntri + 1] = b;
            out[3 * ntri + 2] = c;
            ntri++;
            memmove(&ring[i], &ring[i + 1], (size_t)(left - i - 1) * sizeof *ring);
            left--;
            guard = 0;
            if (i >= left) i = 0;
        } else {
            i = (i + 1) % left;
        }
    }
    if (left == 3) {
        out[3 * ntri] = ring[0];
        out[3 * ntri + 1] = ring[1];
        out[3 * ntri + 2] = ring[2];
        ntri++;
    }
    return ntri;
}

/* Drop repeated points (and a closing repeat of the first). */
static int dedupe(const canvas_pt_t *p, int n, canvas_pt_t *out, int closed)
{
    int k = 0;
    for (int i = 0; i < n && k < GEOM_MAX_POINTS; i++) {
        if (!isfinite(p[i].x) || !isfinite(p[i].y)) continue;
        if (k && fabsf(p[i].x - out[k - 1].x) < 1e-3f && fabsf(p[i].y - out[k - 1].y) < 1e-3f) continue;
        out[k++] = p[i];
    }
    if (closed && k > 1 && fabsf(out[0].x - out[k - 1].x) < 1e-3f &&
        fabsf(out[0].y - out[k - 1].y) < 1e-3f)
        k--;
    return k;
}

/* Splits long edges so a shape has about want points (radial paints are
 * interpolated between vertices, so they need them all round). */
static int subdivide(canvas_pt_t *p, int n, int want)
{
    canvas_pt_t src[GEOM_MAX_POINTS];
    memcpy(src, p, (size_t)n * sizeof *p);
    float per = 0;
    for (int i = 0; i < n; i++) per += hypotf(src[(i + 1) % n].x - src[i].x, src[(i + 1) % n].y - src[i].y);
    if (per <= 0) return n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        canvas_pt_t a = src[i], b = src[(i + 1) % n];
        int parts = (int)ceilf(hypotf(b.x - a.x, b.y - a.y) / per * (float)want);
        if (parts < 1) parts = 1;
        for (int j = 0; j < parts && k < GEOM_MAX_POINTS; j++) {
            float t = (float)j / (float)parts;
            p[k].x = a.x + (b.x - a.x) * t;
            p[k].y = a.y + (b.y - a.y) * t;
            k++;
        }
    }
    return k;
}

/* Splits the segments of a stroke longer than `piece` into collinear
 * pieces. A rasteriser that scans each triangle's bounding box (SDL's
 * software renderer) pays for a long diagonal line's whole square; in
 * pieces it pays for a band along the line. */
static int split_long(canvas_pt_t *p, int n, int closed, float piece)
{
    canvas_pt_t src[GEOM_MAX_POINTS];
    memcpy(src, p, (size_t)n * sizeof *p);
    int segs = closed ? n : n - 1, k = 0;
    for (int i = 0; i < segs; i++) {
        canvas_pt_t a = src[i], b = src[(i + 1) % n];
        int parts = (int)ceilf(hypotf(b.x - a.x, b.y - a.y) / piece);
        if (parts < 1) parts = 1;
        for (int j = 0; j < parts && k < GEOM_MAX_POINTS - 1; j++) {
            float t = (float)j / (float)parts;
            p[k++] = (canvas_pt_t){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
        }
    }
    if (!closed) p[k++] = src[n - 1];
    return k;
}

static canvas_pt_t unit_normal(canvas_pt_t a, canvas_pt_t b)
{
    float dx = b.x - a.x, dy = b.y - a.y, len = hypotf(dx, dy);
    canvas_pt_t n = {0, 0};
    if (len > 0) {
        n.x = dy / len;
        n.y = -dx / len;
    }
    return n;
}

/* The mitred offset direction at a corner between edge normals n0 and n1. */
static canvas_pt_t miter(canvas_pt_t n0, canvas_pt_t n1)
{
    canvas_pt_t m = {n0.x + n1.x, n0.y + n1.y};
    float len = hypotf(m.x, m.y);
    if (len < 1e-6f) return n1;
    m.x /= len;
    m.y /= len;
    float d = m.x * n1.x + m.y * n1.y;
    float s = d > 1.0f / MITER_LIMIT ? 1.0f / d : MITER_LIMIT;
    m.x *= s;
    m.y *= s;
    return m;
}

void geom_fill_poly(geom_mesh_t *m, const canvas_pt_t *pin, int nin, const canvas_paint_t *paint,
                    float feather)
{
    canvas_pt_t p[GEOM_MAX_POINTS];
    int n = dedupe(pin, nin, p, 1);
    if (n < 3) return;
    if (paint->kind == CANVAS_PAINT_RADIAL && n < 48) n = subdivide(p, n, 48);
    float area = geom_signed_area(p, n);
    if (fabsf(area) < 1e-4f) return;
    float sgn = area > 0 ? 1.0f : -1.0f;

    /* Outward offsets per vertex. */
    canvas_pt_t off[GEOM_MAX_POINTS], in[GEOM_MAX_POINTS];
    float h = feather * 0.5f;
    for (int i = 0; i < n; i++) {
        canvas_pt_t prev = p[(i + n - 1) % n], cur = p[i], next = p[(i + 1) % n];
        canvas_pt_t n0 = unit_normal(prev, cur), n1 = unit_normal(cur, next);
        n0.x *= sgn, n0.y *= sgn, n1.x *= sgn, n1.y *= sgn;
        off[i] = miter(n0, n1);
        in[i].x = cur.x - off[i].x * h;
        in[i].y = cur.y - off[i].y * h;
    }

    int radial = paint->kind == CANVAS_PAINT_RADIAL && geom_point_in_poly(p, n, paint->p0.x, paint->p0.y);
    int convex = is_convex(p, n);
    int ring_v = feather > 0 ? 2 * n : 0, ring_i = feather > 0 ? 6 * n : 0;
    int base_rim;
    if (radial) {
        /* Fan from the focus with rings, so the falloff is smooth. */
        if (reserve(m, 1 + RADIAL_RINGS * n + ring_v, 3 * n * (2 * RADIAL_RINGS - 1) + ring_i)) return;
        int f = vertex(m, paint->p0.x, paint->p0.y, paint->c0);
        int first = m->nv;
        for (int k = 1; k <= RADIAL_RINGS; k++) {
            float t = (float)k / RADIAL_RINGS;
            for (int i = 0; i < n; i++) {
                float x = paint->p0.x + (in[i].x - paint->p0.x) * t;
                float y = paint->p0.y + (in[i].y - paint->p0.y) * t;
                vertex(m, x, y, canvas_paint_at(paint, x, y));
            }
        }
        for (int i = 0; i < n; i++) tri(m, f, first + i, first + (i + 1) % n);
        for (int k = 1; k < RADIAL_RINGS; k++) {
            int a = first + (k - 1) * n, b = first + k * n;
            for (int i = 0; i < n; i++) {
                int j = (i + 1) % n;
                quad(m, a + i, b + i, b + j, a + j);
            }
        }
        base_rim = first + (RADIAL_RINGS - 1) * n;
    } else if (convex) {
        if (reserve(m, n + ring_v, 3 * (n - 2) + ring_i)) return;
        base_rim = m->nv;
        for (int i = 0; i < n; i++) vertex(m, in[i].x, in[i].y, canvas_paint_at(paint, in[i].x, in[i].y));
        for (int i = 1; i + 1 < n; i++) tri(m, base_rim, base_rim + i, base_rim + i + 1);
    } else {
        int idx[3 * GEOM_MAX_POINTS];
        int nt = geom_triangulate(p, n, idx);
        if (nt < 0) return;
        if (reserve(m, n + ring_v, 3 * nt + ring_i)) return;
        base_rim = m->nv;
        for (int i = 0; i < n; i++) vertex(m, in[i].x, in[i].y, canvas_paint_at(paint, in[i].x, in[i].y));
        for (int t = 0; t < nt; t++) tri(m, base_rim + idx[3 * t], base_rim + idx[3 * t + 1], base_rim + idx[3 * t + 2]);
    }
    if (feather <= 0) return;
    /* The feather ring: from the inset rim out to the true edge plus h. */
    int outer = m->nv;
    for (int i = 0; i < n; i++) {
        canvas_pt_t q = {p[i].x + off[i].x * h, p[i].y + off[i].y * h};
        vertex(m, q.x, q.y, clear_of(m->v[base_rim + i].c));
    }
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        quad(m, base_rim + i, outer + i, outer + j, base_rim + j);
    }
}

void geom_stroke_path(geom_mesh_t *m, const canvas_pt_t *pin, int nin, int closed, float width,
                      canvas_colour_t col, float feather)
{
    canvas_pt_t p[GEOM_MAX_POINTS];
    int n = dedupe(pin, nin, p, closed);
    if (n < 2) return;
    if (closed && n < 3) closed = 0;
    if (width < 1.0f) {
        col.a = (uint8_t)(col.a * (width > 0 ? width : 0));
        width = 1.0f;
    }
    float h = feather * 0.5f, hw = width * 0.5f;
    float core = hw - h > 0 ? hw - h : 0, edge = hw + h;
    n = split_long(p, n, closed, fmaxf(24.0f, 6.0f * edge));
    canvas_colour_t clr = clear_of(col);
    int caps = closed ? 0 : 2;
    int rows = n + caps;
    int segs = closed ? n : n - 1 + caps;
    if (reserve(m, 4 * rows, 18 * segs)) return;

    int first = m->nv;
    /* Optional feather cap before the start. */
    canvas_pt_t n_start = unit_normal(p[0], p[1]);
    canvas_pt_t n_end = unit_normal(p[n - 2], p[n - 1]);
    if (!closed && feather > 0) {
        float tx = p[1].x - p[0].x, ty = p[1].y - p[0].y, len = hypotf(tx, ty);
        float bx = p[0].x - tx / len * h, by = p[0].y - ty / len * h;
        vertex(m, bx + n_start.x * edge, by + n_start.y * edge, clr);
        vertex(m, bx + n_start.x * core, by + n_start.y * core, clr);
        vertex(m, bx - n_start.x * core, by - n_start.y * core, clr);
        vertex(m, bx - n_start.x * edge, by - n_start.y * edge, clr);
    }
    for (int i = 0; i < n; i++) {
        canvas_pt_t o;
        if (!closed && i == 0) o = n_start;
        else if (!closed && i == n - 1) o = n_end;
        else o = miter(unit_normal(p[(i + n - 1) % n], p[i]), unit_normal(p[i], p[(i + 1) % n]));
        canvas_colour_t fade = feather > 0 ? clr : col;
        vertex(m, p[i].x + o.x * edge, p[i].y + o.y * edge, fade);
        vertex(m, p[i].x + o.x * core, p[i].y + o.y * core, col);
        vertex(m, p[i].x - o.x * core, p[i].y - o.y * core, col);
        vertex(m, p[i].x - o.x * edge, p[i].y - o.y * edge, fade);
    }
    if (!closed && feather > 0) {
        float tx = p[n - 1].x - p[n - 2].x, ty = p[n - 1].y - p[n - 2].y, len = hypotf(tx, ty);
        float bx = p[n - 1].x + tx / len * h, by = p[n - 1].y + ty / len * h;
        vertex(m, bx + n_end.x * edge, by + n_end.y * edge, clr);
        vertex(m, bx + n_end.x * core, by + n_end.y * core, clr);
        vertex(m, bx - n_end.x * core, by - n_end.y * core, clr);
        vertex(m, bx - n_end.x * edge, by - n_end.y * edge, clr);
    }
    int nrows = (m->nv - first) / 4;
    int links = closed ? nrows : nrows - 1;
    for (int r = 0; r < links; r++) {
        int a = first + 4 * r, b = first + 4 * ((r + 1) % nrows);
        for (int k = 0; k < 3; k++) quad(m, a + k, b + k, b + k + 1, a + k + 1);
    }
}

void geom_quad(geom_mesh_t *m, canvas_rect_t r, canvas_colour_t top, canvas_colour_t bottom)
{
    if (reserve(m, 4, 6)) return;
    int a = vertex(m, r.x, r.y, top);
    int b = vertex(m, r.x + r.w, r.y, top);
    int c = vertex(m, r.x + r.w, r.y + r.h, bottom);
    int d = vertex(m, r.x, r.y + r.h, bottom);
    m->v[b].u = 1.0f;
    m->v[c].u = 1.0f;
    m->v[c].v = 1.0f;
    m->v[d].v = 1.0f;
    quad(m, a, b, c, d);
}

static int arc_segments(float r, float turn)
{
    /* Sagitta under 0.3 px: step = 2 acos(1 - 0.3 / r). */
    int n = 8;
    if (r > 0.3f) {
        double step = 2.0 * acos(1.0 - 0.3 / r);
        n = (int)ceil(turn * 2.0 * M_PI / step);
    }
    int lo = turn >= 1.0f ? 12 : 2;
    if (n < lo) n = lo;
    if (n > 360) n = 360;
    return n;
}

int geom_circle_points(float cx, float cy, float r, canvas_pt_t *out, int max)
{
    int n = arc_segments(r, 1.0f);
    if (n > max) n = max;
    /* Corners pushed out a little so the polygon has the circle's area. */
    double step = 2.0 * M_PI / n;
    float rr = r * (float)sqrt(step / sin(step));
    for (int i = 0; i < n; i++) {
        double a = step * i;
        out[i].x = cx + rr * (float)cos(a);
        out[i].y = cy + rr * (float)sin(a);
    }
    return n;
}

int geom_rrect_points(canvas_rect_t r, float radius, canvas_pt_t *out, int max)
{
    float lim = fminf(r.w, r.h) * 0.5f;
    if (radius > lim) radius = lim;
    if (radius < 0.25f || max < 4 * 3) {
        if (max < 4) return 0;
        out[0] = (canvas_pt_t){r.x, r.y};
        out[1] = (canvas_pt_t){r.x + r.w, r.y};
        out[2] = (canvas_pt_t){r.x + r.w, r.y + r.h};
        out[3] = (canvas_pt_t){r.x, r.y + r.h};
        return 4;
    }
    int seg = arc_segments(radius, 0.25f);
    if (4 * (seg + 1) > max) seg = max / 4 - 1;
    /* Corners clockwise on screen from the top left: centre and start angle. */
    const float cx[4] = {r.x + radius, r.x + r.w - radius, r.x + r.w - radius, r.x + radius};
    const float cy[4] = {r.y + radius, r.y + radius, r.y + r.h - radius, r.y + r.h - radius};
    int k = 0;
    for (int c = 0; c < 4; c++) {
        double a0 = M_PI + c * M_PI / 2;
        for (int i = 0; i <= seg; i++) {
            double a = a0 + (M_PI / 2) * i / seg;
            out[k].x = cx[c] + radius * (float)cos(a);
            out[k].y = cy[c] + radius * (float)sin(a);
            k++;
        }
    }
    return k;
}
