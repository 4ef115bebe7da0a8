/* Frame pacing for motion (see pacer.h). */
#include "ui/platform/pacer.h"

void pacer_init(pacer_t *p)
{
    p->last = -1.0;
    p->ncosts = 0;
    p->dirty = 1;
    p->settled = 0;
}

void pacer_dirty(pacer_t *p) { p->dirty = 1; }

double pacer_ambient_interval(const pacer_t *p)
{
    int n = p->ncosts < PACER_COSTS ? p->ncosts : PACER_COSTS;
    double cost = n ? p->costs[0] : 0.0;
    for (int i = 1; i < n; i++)
        if (p->costs[i] < cost) cost = p->costs[i];
    double least = 1.0 / PACER_AMBIENT_HZ, by_cost = cost / PACER_AMBIENT_SHARE;
    double w = by_cost > least ? by_cost : least;
    return w < PACER_AMBIENT_SLOWEST ? w : PACER_AMBIENT_SLOWEST;
}

int pacer_due(const pacer_t *p, screen_motion_t m, double now)
{
    if (p->dirty || p->last < 0 || m == SCREEN_MOVING) return 1;
    if (m == SCREEN_STILL) return !p->settled; /* once more: motion has just stopped */
    return now - p->last >= pacer_ambient_interval(p);
}

void pacer_drawn(pacer_t *p, screen_motion_t m, double now, double cost)
{
    p->last = now;
    p->dirty = 0;
    p->settled = m == SCREEN_STILL;
    p->costs[p->ncosts++ % PACER_COSTS] = cost > 0 ? cost : 0;
    if (p->ncosts >= 2 * PACER_COSTS) p->ncosts -= PACER_COSTS;
}

double pacer_wait(const pacer_t *p, screen_motion_t m, double now)
{
    double w = PACER_WAKE;
    if (m == SCREEN_AMBIENT && p->last >= 0) {
        double left = p->last + pacer_ambient_interval(p) - now;
        if (left < w) w = left;
    }
    return w > 0.001 ? w : 0.001;
}
