/* Group outlines, insets and the disc clip. */
#include "draw/bshape.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define EPS 1e-6
#define HASH_SIZE 8192 /* > 2 x the most boundary edges (469 cells x 6) */

typedef struct {
    board_pt_t a, b;
    int used;
} edge_t;

static int same_pt(board_pt_t p, board_pt_t q) { return fabs(p.x - q.x) < EPS && fabs(p.y - q.y) < EPS; }

static double area2(const board_cell_t *c)
{
    double s = 0;
    for (int i = 0; i < c->ncorners; i++) {
        const board_pt_t *u = &c->corners[i], *v = &c->corners[(i + 1) % c->ncorners];
        s += u->x * v->y - v->x * u->y;
    }
    return s;
}

/* Corner k of cell c walked so that the cell lies to the left. */
static board_pt_t corner(const board_cell_t *c, int k, int flip)
{
    return c->corners[flip ? (c->ncorners - k) % c->ncorners : k % c->ncorners];
}

/* Is the edge (a, b) also an edge of cell j? */
static int cell_has_edge(const board_cell_t *c, board_pt_t a, board_pt_t b)
{
    for (int k = 0; k < c->ncorners; k++) {
        board_pt_t u = c->corners[k], v = c->corners[(k + 1) % c->ncorners];
        if ((same_pt(u, a) && same_pt(v, b)) || (same_pt(u, b) && same_pt(v, a))) return 1;
    }
    return 0;
}

static unsigned hash_pt(board_pt_t p)
{
    long x = lround(p.x * 1000.0), y = lround(p.y * 1000.0);
    unsigned long h = (unsigned long)x * 73856093ul ^ (unsigned long)y * 19349663ul;
    return (unsigned)(h & (HASH_SIZE - 1));
}

int bshape_outline(const board_t *b, const uint8_t *member, bshape_loops_t *out)
{
    out->nloops = out->npts = 0;
    int cap = BOARD_MAX_CELLS * BOARD_MAX_CORNERS;
    edge_t *e = malloc(sizeof *e * (size_t)cap);
    int *table = malloc(sizeof *table * HASH_SIZE);
    if (!e || !table) {
        free(e);
        free(table);
        return 0;
    }
    int ne = 0;
    for (int i = 0; i < b->ncells; i++) {
        if (!member[i]) continue;
        const board_cell_t *c = &b->cells[i];
        int flip = area2(c) < 0;
        for (int k = 0; k < c->ncorners && ne < cap; k++) {
            board_pt_t a = corner(c, k, flip), d = corner(c, k + 1, flip);
            int inner = 0;
            for (int j = 0; j < c->nnb && !inner; j++)
                inner = member[c->nb[j]] && cell_has_edge(&b->cells[c->nb[j]], a, d);
            if (!inner) e[ne++] = (edge_t){a, d, 0};
        }
    }
    /* Index edges by their start point (open addressing). */
    for (int i = 0; i < HASH_SIZE; i++) table[i] = -1;
    for (int i = 0; i < ne; i++) {
        unsigned h = hash_pt(e[i].a);
        while (table[h] >= 0) h = (h + 1) & (HASH_SIZE - 1);
        table[h] = i;
    }
    for (int i = 0; i < ne; i++) {
        if (e[i].used) continue;
        if (out->nloops >= BSHAPE_MAX_LOOPS) break;
        int start = out->npts, cur = i;
        while (cur >= 0 && !e[cur].used) {
            e[cur].used = 1;
            if (out->npts < BSHAPE_MAX_POINTS) out->pt[out->npts++] = e[cur].a;
            /* The unused edge starting where this one ends. */
            int next = -1;
            for (unsigned h = hash_pt(e[cur].b); table[h] >= 0; h = (h + 1) & (HASH_SIZE - 1)) {
                int k = table[h];
                if (!e[k].used && same_pt(e[k].a, e[cur].b)) {
                    next = k;
                    break;
                }
            }
            cur = next;
        }
        int len = out->npts - start;
        if (len >= 3) {
            out->start[out->nloops] = start;
            out->len[out->nloops] = len;
            out->nloops++;
        } else {
            out->npts = start;
        }
    }
    free(e);
    free(table);
    return out->nloops;
}

/* Drops points lying on a straight line between their neighbours (hex
 * boundaries have none, ConHex ones do), so mitres stay sane. */
static int drop_straight(board_pt_t *p, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        board_pt_t a = p[(i + n - 1) % n], c = p[(i + 1) % n];
        double cr = (p[i].x - a.x) * (c.y - p[i].y) - (p[i].y - a.y) * (c.x - p[i].x);
        if (fabs(cr) > 1e-9) p[k++] = p[i];
    }
    return k;
}

static int inset_loop(const board_pt_t *in, int n, double d, board_pt_t *out)
{
    for (int i = 0; i < n; i++) {
        board_pt_t a = in[(i + n - 1) % n], p = in[i], c = in[(i + 1) % n];
        double e1x = p.x - a.x, e1y = p.y - a.y, e2x = c.x - p.x, e2y = c.y - p.y;
        double l1 = hypot(e1x, e1y), l2 = hypot(e2x, e2y);
        if (l1 < EPS || l2 < EPS) {
            out[i] = p;
            continue;
        }
        /* Left normals: the group's side. */
        double n1x = -e1y / l1, n1y = e1x / l1, n2x = -e2y / l2, n2y = e2x / l2;
        double dot = n1x * n2x + n1y * n2y, k = d / (1.0 + (dot > -0.8 ? dot : -0.8));
        out[i] = (board_pt_t){p.x + (n1x + n2x) * k, p.y + (n1y + n2y) * k};
    }
    return n;
}

static int cut_corners(const board_pt_t *in, int n, board_pt_t *out)
{
    for (int i = 0; i < n; i++) {
        board_pt_t a = in[i], c = in[(i + 1) % n];
        out[2 * i] = (board_pt_t){0.75 * a.x + 0.25 * c.x, 0.75 * a.y + 0.25 * c.y};
        out[2 * i + 1] = (board_pt_t){0.25 * a.x + 0.75 * c.x, 0.25 * a.y + 0.75 * c.y};
    }
    return 2 * n;
}

void bshape_inset_round(bshape_loops_t *l, double d, int rounds)
{
    board_pt_t *tmp = malloc(sizeof *tmp * BSHAPE_MAX_POINTS * 2);
    board_pt_t *res = malloc(sizeof *res * BSHAPE_MAX_POINTS);
    if (!tmp || !res) {
        free(tmp);
        free(res);
        return;
    }
    int np = 0, nl = 0;
    int starts[BSHAPE_MAX_LOOPS], lens[BSHAPE_MAX_LOOPS];
    for (int i = 0; i < l->nloops; i++) {
        int n = l->len[i];
        memcpy(tmp, &l->pt[l->start[i]], sizeof *tmp * (size_t)n);
        n = drop_straight(tmp, n);
        if (n < 3) continue;
        board_pt_t *a = tmp, *b = tmp + BSHAPE_MAX_POINTS;
        n = inset_loop(a, n, d, b);
        for (int r = 0; r < rounds && 2 * n <= BSHAPE_MAX_POINTS && np + 2 * n <= BSHAPE_MAX_POINTS; r++) {
            board_pt_t *t = a;
            a = b;
            b = t;
            n = cut_corners(a, n, b);
        }
        if (np + n > BSHAPE_MAX_POINTS) break;
        memcpy(res + np, b, sizeof *res * (size_t)n);
        starts[nl] = np;
        lens[nl] = n;
        nl++;
        np += n;
    }
    memcpy(l->pt, res, sizeof *res * (size_t)np);
    memcpy(l->start, starts, sizeof starts[0] * (size_t)nl);
    memcpy(l->len, lens, sizeof lens[0] * (size_t)nl);
    l->nloops = nl;
    l->npts = np;
    free(tmp);
    free(res);
}

/* Sutherland-Hodgman against one clip edge (keeping its left side). */
static int clip_edge(const canvas_pt_t *in, int n, canvas_pt_t a, canvas_pt_t b, canvas_pt_t *out,
                     int max)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        canvas_pt_t p = in[i], q = in[(i + 1) % n];
        float sp = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        float sq = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x);
        if (sp >= 0 && k < max) out[k++] = p;
        if ((sp >= 0) != (sq >= 0) && k < max) {
            float t = sp / (sp - sq);
            out[k++] = (canvas_pt_t){p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t};
        }
    }
    return k;
}

#define DISC_SIDES 40
#define CLIP_MAX 128

int bshape_clip_disc(const canvas_pt_t *p, int n, float cx, float cy, float r, canvas_pt_t *out,
                     int max)
{
    if (n < 3 || r <= 0) return 0;
    canvas_pt_t a[CLIP_MAX], b[CLIP_MAX];
    if (n > CLIP_MAX / 2) n = CLIP_MAX / 2;
    memcpy(a, p, sizeof *a * (size_t)n);
    /* The disc as a polygon (turning so its inside is on the left of each
     * edge) whose edges never cut inside the circle. */
    float R = r / cosf((float)M_PI / DISC_SIDES);
    for (int k = 0; k < DISC_SIDES && n >= 3; k++) {
        float a0 = (float)(2 * M_PI * k / DISC_SIDES), a1 = (float)(2 * M_PI * (k + 1) / DISC_SIDES);
        canvas_pt_t e0 = {cx + R * cosf(a0), cy + R * sinf(a0)}, e1 = {cx + R * cosf(a1), cy + R * sinf(a1)};
        n = clip_edge(a, n, e0, e1, b, CLIP_MAX);
        memcpy(a, b, sizeof *a * (size_t)n);
    }
    if (n < 3) return 0;
    if (n > max) n = max;
    memcpy(out, a, sizeof *out * (size_t)n);
    return n;
}
