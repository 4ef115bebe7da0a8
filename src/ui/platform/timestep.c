/* Fixed-timestep accumulator. */
#include "ui/platform/timestep.h"

void timestep_init(timestep_t *ts, double hz, double max_frame)
{
    ts->dt = hz > 0 ? 1.0 / hz : 1.0 / 120.0;
    ts->max_frame = max_frame > 0 ? max_frame : 0.25;
    ts->acc = 0;
    ts->t = 0;
    ts->steps = 0;
}

int timestep_feed(timestep_t *ts, double frame_seconds)
{
    if (!(frame_seconds > 0)) frame_seconds = 0; /* also NaN */
    if (frame_seconds > ts->max_frame) frame_seconds = ts->max_frame;
    ts->acc += frame_seconds;
    int n = 0;
    /* A hair of tolerance so 1/120 s fed 120 times makes exactly 120 steps. */
    while (ts->acc >= ts->dt - 1e-9) {
        ts->acc -= ts->dt;
        ts->t += ts->dt;
        n++;
    }
    if (ts->acc < 0) ts->acc = 0;
    ts->steps += n;
    return n;
}

double timestep_alpha(const timestep_t *ts)
{
    double a = ts->acc / ts->dt;
    return a < 0 ? 0 : a >= 1 ? 0.999999 : a;
}
