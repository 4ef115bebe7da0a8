#include "audio/dsp.h"

#include <math.h>

void dsp_noise_seed(dsp_noise_t *n, uint32_t seed) { n->s = seed ? seed : 0x9e3779b9u; }

float dsp_noise_unit(dsp_noise_t *n)
{
    uint32_t x = n->s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    n->s = x;
    return (float)(x >> 8) * (1.0f / 16777216.0f);
}

float dsp_noise(dsp_noise_t *n) { return dsp_noise_unit(n) * 2.0f - 1.0f; }

dsp_svf_out_t dsp_svf(dsp_svf_t *f, float x, float cutoff_hz, float q, float rate)
{
    /* Clamp below Nyquist: tan() blows up at rate / 2. */
    float fc = cutoff_hz < 10.0f ? 10.0f : cutoff_hz;
    if (fc > rate * 0.45f) fc = rate * 0.45f;
    float g = tanf((float)DSP_PI * fc / rate);
    float k = 1.0f / (q > 0.05f ? q : 0.05f);
    float a1 = 1.0f / (1.0f + g * (g + k));
    float a2 = g * a1, a3 = g * a2;
    float v3 = x - f->ic2;
    float v1 = a1 * f->ic1 + a2 * v3;
    float v2 = f->ic2 + a2 * f->ic1 + a3 * v3;
    f->ic1 = 2.0f * v1 - f->ic1;
    f->ic2 = 2.0f * v2 - f->ic2;
    dsp_svf_out_t o = {v2, v1, x - k * v1 - v2};
    return o;
}

float dsp_onepole_coef(float cutoff_hz, float rate)
{
    return 1.0f - expf(-2.0f * (float)DSP_PI * cutoff_hz / rate);
}

float dsp_onepole_step(dsp_onepole_t *f, float x, float coef)
{
    f->z += coef * (x - f->z);
    return f->z;
}

float dsp_sine(double *phase, double hz, double rate)
{
    float s = (float)sin(2.0 * DSP_PI * *phase);
    *phase += hz / rate;
    if (*phase >= 1.0) *phase -= floor(*phase);
    return s;
}

float dsp_env(float t, float attack, float decay)
{
    if (t < 0.0f) return 0.0f;
    if (t < attack) return t / attack;
    return expf(-(t - attack) / decay);
}

float dsp_glide(float t, float dur, float from, float to)
{
    if (t <= 0.0f) return from;
    if (t >= dur) return to;
    return from * powf(to / from, t / dur);
}

float dsp_bump(float t, float dur)
{
    if (t <= 0.0f || t >= dur) return 0.0f;
    float s = sinf((float)DSP_PI * t / dur);
    return s * s;
}

float dsp_peak(const float *buf, int n)
{
    float p = 0.0f;
    for (int i = 0; i < n; i++) {
        float a = fabsf(buf[i]);
        if (a > p) p = a;
    }
    return p;
}

float dsp_rms(const float *buf, int n)
{
    if (n <= 0) return 0.0f;
    double s = 0.0;
    for (int i = 0; i < n; i++) s += (double)buf[i] * buf[i];
    return (float)sqrt(s / n);
}

void dsp_normalize(float *buf, int n, float peak)
{
    float p = dsp_peak(buf, n);
    if (p <= 1e-9f) return;
    float k = peak / p;
    for (int i = 0; i < n; i++) buf[i] *= k;
}

void dsp_fade(float *buf, int n, int in_frames, int out_frames)
{
    if (in_frames > n) in_frames = n;
    if (out_frames > n) out_frames = n;
    for (int i = 0; i < in_frames; i++) buf[i] *= (float)i / (float)in_frames;
    for (int i = 0; i < out_frames; i++) buf[n - 1 - i] *= (float)i / (float)out_frames;
}

void dsp_dc_block(float *buf, int n, float rate)
{
    float r = 1.0f - 2.0f * (float)DSP_PI * 20.0f / rate;
    float x1 = 0.0f, y1 = 0.0f;
    for (int i = 0; i < n; i++) {
        float y = buf[i] - x1 + r * y1;
        x1 = buf[i];
        y1 = y;
        buf[i] = y;
    }
}
