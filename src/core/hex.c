#include "core/hex.h"

#include <math.h>
#include <stdlib.h>

const hex_orientation_t hex_pointy = {
    1.7320508075688772, 0.8660254037844386, 0.0, 1.5,
    0.5773502691896258, -0.3333333333333333, 0.0, 0.6666666666666666, 0.5};
const hex_orientation_t hex_flat = {
    1.5, 0.0, 0.8660254037844386, 1.7320508075688772,
    0.6666666666666666, 0.0, -0.3333333333333333, 0.5773502691896258, 0.0};

static const hex_t directions[6] = {
    {1, 0, -1}, {1, -1, 0}, {0, -1, 1}, {-1, 0, 1}, {-1, 1, 0}, {0, 1, -1}};
static const hex_t diagonals[6] = {
    {2, -1, -1}, {1, -2, 1}, {-1, -1, 2}, {-2, 1, 1}, {-1, 2, -1}, {1, 1, -2}};

hex_t hex_make(int q, int r) { return (hex_t){q, r, -q - r}; }
int hex_equal(hex_t a, hex_t b) { return a.q == b.q && a.r == b.r && a.s == b.s; }
hex_t hex_add(hex_t a, hex_t b) { return (hex_t){a.q + b.q, a.r + b.r, a.s + b.s}; }
hex_t hex_subtract(hex_t a, hex_t b) { return (hex_t){a.q - b.q, a.r - b.r, a.s - b.s}; }
hex_t hex_scale(hex_t a, int k) { return (hex_t){a.q * k, a.r * k, a.s * k}; }
hex_t hex_rotate_left(hex_t a) { return (hex_t){-a.s, -a.q, -a.r}; }
hex_t hex_rotate_right(hex_t a) { return (hex_t){-a.r, -a.s, -a.q}; }

hex_t hex_direction(int direction) { return directions[((direction % 6) + 6) % 6]; }
hex_t hex_neighbor(hex_t h, int direction) { return hex_add(h, hex_direction(direction)); }
hex_t hex_diagonal_neighbor(hex_t h, int direction)
{
    return hex_add(h, diagonals[((direction % 6) + 6) % 6]);
}

int hex_length(hex_t h) { return (abs(h.q) + abs(h.r) + abs(h.s)) / 2; }
int hex_distance(hex_t a, hex_t b) { return hex_length(hex_subtract(a, b)); }

hex_t hex_round(hex_frac_t h)
{
    int qi = (int)lround(h.q), ri = (int)lround(h.r), si = (int)lround(h.s);
    double qd = fabs(qi - h.q), rd = fabs(ri - h.r), sd = fabs(si - h.s);
    if (qd > rd && qd > sd)
        qi = -ri - si;
    else if (rd > sd)
        ri = -qi - si;
    else
        si = -qi - ri;
    return (hex_t){qi, ri, si};
}

hex_frac_t hex_lerp(hex_frac_t a, hex_frac_t b, double t)
{
    return (hex_frac_t){a.q * (1 - t) + b.q * t, a.r * (1 - t) + b.r * t,
                        a.s * (1 - t) + b.s * t};
}

int hex_linedraw(hex_t a, hex_t b, hex_t *out, int max)
{
    int n = hex_distance(a, b);
    /* The nudge keeps points on cell edges from rounding both ways. */
    hex_frac_t an = {a.q + 1e-6, a.r + 1e-6, a.s - 2e-6};
    hex_frac_t bn = {b.q + 1e-6, b.r + 1e-6, b.s - 2e-6};
    double step = 1.0 / (n > 0 ? n : 1);
    int count = 0;
    for (int i = 0; i <= n; i++) {
        if (count < max) out[count] = hex_round(hex_lerp(an, bn, step * i));
        count++;
    }
    return count < max ? count : max;
}

int hex_ring(hex_t center, int radius, hex_t *out, int max)
{
    int count = 0;
    if (radius == 0) {
        if (max > 0) out[count++] = center;
        return count;
    }
    hex_t h = hex_add(center, hex_scale(hex_direction(4), radius));
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < radius; j++) {
            if (count < max) out[count++] = h;
            h = hex_neighbor(h, i);
        }
    return count;
}

int hex_spiral(hex_t center, int radius, hex_t *out, int max)
{
    int count = 0;
    for (int k = 0; k <= radius && count < max; k++)
        count += hex_ring(center, k, out + count, max - count);
    return count;
}

hex_point_t hex_to_pixel(const hex_layout_t *l, hex_t h)
{
    const hex_orientation_t *m = &l->orientation;
    double x = (m->f0 * h.q + m->f1 * h.r) * l->size.x;
    double y = (m->f2 * h.q + m->f3 * h.r) * l->size.y;
    return (hex_point_t){x + l->origin.x, y + l->origin.y};
}

hex_frac_t pixel_to_hex(const hex_layout_t *l, hex_point_t p)
{
    const hex_orientation_t *m = &l->orientation;
    double px = (p.x - l->origin.x) / l->size.x;
    double py = (p.y - l->origin.y) / l->size.y;
    double q = m->b0 * px + m->b1 * py;
    double r = m->b2 * px + m->b3 * py;
    return (hex_frac_t){q, r, -q - r};
}

hex_point_t hex_corner_offset(const hex_layout_t *l, int corner)
{
    double angle = 2.0 * M_PI * (l->orientation.start_angle - corner) / 6.0;
    return (hex_point_t){l->size.x * cos(angle), l->size.y * sin(angle)};
}

void hex_polygon_corners(const hex_layout_t *l, hex_t h, hex_point_t out[6])
{
    hex_point_t c = hex_to_pixel(l, h);
    for (int i = 0; i < 6; i++) {
        hex_point_t o = hex_corner_offset(l, i);
        out[i] = (hex_point_t){c.x + o.x, c.y + o.y};
    }
}
