/* Frame pacing for motion (see pacer.h). */
#include "ui/platform/pacer.h"

void pacer_init(pacer_t *p)
{
    p->last = -1.0;
    p->cost = 0.0;
    p->dirty = 1;
    p->settled = 0;
}

void pacer_dirty(pacer_t *p) { p->dirty = 1; }

double pacer_ambient_interval(const pacer_t *p)
{
    double least = 1.0 / PACER_AMBIENT_HZ, by_cost = p->cost / PACER_AMBIENT_SHARE;
    return by_cost > least ? by_cost : least;
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
    if (cost < 0) cost = 0;
    /* Smoothed, so one slow frame does not stall the ambient motion. */
    p->cost = p->cost > 0 ? p->cost * 0.8 + cost * 0.2 : cost;
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
