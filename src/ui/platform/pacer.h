/* When the main loop draws (no SDL, no clock: times are given). Screens say
 * how they move (screen.h): a moving screen is drawn every frame; ambient
 * motion (a drifting backdrop, a pulsing glow) at a low rate, at most
 * PACER_AMBIENT_HZ and at most PACER_AMBIENT_SHARE of the time spent
 * drawing (a frame's cost: the least of the last few, so a one-off slow
 * frame, images made for a new screen, does not count), so a slow renderer
 * draws it less often; a show nobody asked for (the attract mode's moves)
 * the same way at PACER_SHOW_HZ and PACER_SHOW_SHARE; a still screen once,
 * and then only after input or another change (pacer_dirty). Between
 * frames the loop waits for events instead of drawing.
 *
 *     each turn of the loop:
 *         if (pacer_due(&p, motion, now)) { draw; pacer_drawn(&p, motion, now, seconds_it_took); }
 *         else wait for events up to pacer_wait(&p, motion, now) seconds */
#ifndef PACER_H
#define PACER_H

#include "ui/platform/screen.h"

#define PACER_AMBIENT_HZ 15.0      /* ambient motion: frames a second at most */
#define PACER_AMBIENT_SHARE 0.03   /* ... and this share of the time drawing at most (an idle
                                      screen costs the processor almost nothing) */
#define PACER_AMBIENT_SLOWEST 4.0  /* ... but at least this often (seconds apart) */
#define PACER_SHOW_HZ 30.0         /* a show: frames a second at most */
#define PACER_SHOW_SHARE 0.12      /* ... and this share of the time drawing at most */
#define PACER_SHOW_SLOWEST 0.25    /* ... but at least this often, so a move still reads as one */
#define PACER_WAKE 0.05            /* the longest wait: updates keep running meanwhile */
#define PACER_COSTS 8              /* frames the cost is judged on */

typedef struct {
    double last;      /* when the last frame was drawn; < 0 before the first */
    double costs[PACER_COSTS];  /* seconds the last frames took to draw */
    int ncosts;
    int dirty;        /* something changed that no screen reports (input, the window) */
    int settled;      /* the last frame was drawn still: nothing more to draw */
} pacer_t;

void pacer_init(pacer_t *p);
/* Input arrived or the window changed: draw the next time round. */
void pacer_dirty(pacer_t *p);
/* Is a frame due at time now (seconds) for motion m? */
int pacer_due(const pacer_t *p, screen_motion_t m, double now);
/* A frame for motion m was drawn at now and took cost seconds. */
void pacer_drawn(pacer_t *p, screen_motion_t m, double now, double cost);
/* When no frame is due: seconds to wait for events, 0 < wait <= PACER_WAKE. */
double pacer_wait(const pacer_t *p, screen_motion_t m, double now);
/* Seconds between two frames of ambient motion at the current cost. */
double pacer_ambient_interval(const pacer_t *p);
/* Seconds between two frames for motion m at the current cost: 0 when
 * every turn draws (moving), < 0 when none is due until a change (still). */
double pacer_interval(const pacer_t *p, screen_motion_t m);

#endif
