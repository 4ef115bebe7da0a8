/* The title's idle timer (attract_idle.h). */
#include "ui/widgets/attract_idle.h"

void attract_idle_input(attract_idle_t *t) { t->idle = 0; }

int attract_idle_tick(attract_idle_t *t, double dt)
{
    t->idle += dt;
    if (t->idle < ATTRACT_IDLE_SECONDS) return 0;
    t->idle = 0;
    return 1;
}
