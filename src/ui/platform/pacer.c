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

/* A frame's cost: the least of the last few (a one-off slow frame does not count). */
static double cost_now(const pacer_t *p)
{
    int n = p->ncosts < PACER_COSTS ? p->ncosts : PACER_COSTS;
    double cost = n ? p->costs[0] : 0.0;
    for (int i = 1; i < n; i++)
        if (p->costs[i] < cost) cost = p->costs[i];
    return cost;
}

static double capped(const pacer_t *p, double hz, double share, double slowest)
{
    double least = 1.0 / hz, by_cost = cost_now(p) / share;
    double w = by_cost > least ? by_cost : least;
    return w < slowest ? w : slowest;
}

double pacer_ambient_interval(const pacer_t *p)
{
    return capped(p, PACER_AMBIENT_HZ, PACER_AMBIENT_SHARE, PACER_AMBIENT_SLOWEST);
}

double pacer_interval(const pacer_t *p, screen_motion_t m)
{
    switch (m) {
    case SCREEN_STILL: return -1.0;
    case SCREEN_AMBIENT: return pacer_ambient_interval(p);
    case SCREEN_SHOWING: return capped(p, PACER_SHOW_HZ, PACER_SHOW_SHARE, PACER_SHOW_SLOWEST);
    case SCREEN_MOVING: break;
    }
    return 0.0;
}

int pacer_due(const pacer_t *p, screen_motion_t m, double now)
{
    if (p->dirty || p->last < 0 || m == SCREEN_MOVING) return 1;
    if (m == SCREEN_STILL) return !p->settled; /* once more: motion has just stopped */
    return now - p->last >= pacer_interval(p, m);
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
    if ((m == SCREEN_AMBIENT || m == SCREEN_SHOWING) && p->last >= 0) {
        double left = p->last + pacer_interval(p, m) - now;
        if (left < w) w = left;
    }
    return w > 0.001 ? w : 0.001;
}
