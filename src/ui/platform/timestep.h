/* The fixed-timestep accumulator of Glenn Fiedler's "Fix Your Timestep!":
 * simulation advances in steps of dt; each frame's real time (clamped, so a
 * stall never snowballs) feeds the accumulator; rendering blends the last two
 * states with alpha = acc / dt. Pure: no clock, no SDL.
 *
 *     timestep_t ts;
 *     timestep_init(&ts, 120.0, 0.25);
 *     each frame: for (int n = timestep_feed(&ts, frame_seconds); n > 0; n--) update(ts.dt);
 *                 render(timestep_alpha(&ts)); */
#ifndef TIMESTEP_H
#define TIMESTEP_H

typedef struct {
    double dt;         /* seconds per update */
    double max_frame;  /* frame time clamp */
    double acc;        /* time not yet simulated, 0 <= acc < dt after a feed */
    double t;          /* simulated time */
    long steps;        /* updates so far */
} timestep_t;

void timestep_init(timestep_t *ts, double hz, double max_frame);
/* Adds a frame's time (negative counts as 0, more than max_frame as
 * max_frame) and returns how many updates to run now; acc keeps the rest. */
int timestep_feed(timestep_t *ts, double frame_seconds);
/* The leftover fraction of a step, 0 <= alpha < 1, to blend states with. */
double timestep_alpha(const timestep_t *ts);

#endif
