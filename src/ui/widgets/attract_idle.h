/* The title's idle timer: after ATTRACT_IDLE_SECONDS without input the
 * title opens the attract mode (learn/attract.c) through nav.h.
 *     attract_idle_t idle;                        (in the title's struct)
 *     event:   attract_idle_input(&t->idle);
 *     enter:   attract_idle_input(&t->idle);      (back from any screen)
 *     update:  if (attract_idle_tick(&t->idle, dt))
 *                  nav_push(ui, NAV_ATTRACT, (nav_arg_t){.game = t->sel}); */
#ifndef ATTRACT_IDLE_H
#define ATTRACT_IDLE_H

#define ATTRACT_IDLE_SECONDS 30.0

typedef struct {
    double idle;   /* seconds without input */
} attract_idle_t;

void attract_idle_input(attract_idle_t *t);
/* Counts dt; returns 1 (once, then starts counting again) when the idle
 * time reaches ATTRACT_IDLE_SECONDS. */
int attract_idle_tick(attract_idle_t *t, double dt);

#endif
