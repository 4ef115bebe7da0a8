/* Easing and small maths for animation (header only, no SDL). t in 0..1. */
#ifndef EASE_H
#define EASE_H

#include <math.h>

static inline float ease_clamp(float x, float lo, float hi) { return x < lo ? lo : x > hi ? hi : x; }
static inline float ease_lerp(float a, float b, float t) { return a + (b - a) * t; }
static inline float ease_unit(float x) { return ease_clamp(x, 0.0f, 1.0f); }
static inline float ease_smooth(float t)
{
    t = ease_unit(t);
    return t * t * (3.0f - 2.0f * t);
}
static inline float ease_out_cubic(float t)
{
    t = 1.0f - ease_unit(t);
    return 1.0f - t * t * t;
}
static inline float ease_in_out_cubic(float t)
{
    t = ease_unit(t);
    return t < 0.5f ? 4.0f * t * t * t : 1.0f - powf(-2.0f * t + 2.0f, 3.0f) * 0.5f;
}
/* Overshoots a little before settling. */
static inline float ease_out_back(float t)
{
    const float c1 = 1.70158f, c3 = c1 + 1.0f;
    t = ease_unit(t) - 1.0f;
    return 1.0f + c3 * t * t * t + c1 * t * t;
}
/* Moves v towards target at rate per second (exponential approach), for
 * a fixed step dt. */
static inline float ease_approach(float v, float target, float rate, float dt)
{
    return target + (v - target) * expf(-rate * dt);
}

#endif
