/* Small signal-processing pieces for the sound synthesiser: seeded noise,
 * filters, envelopes and oscillators. Every piece keeps its state in a struct
 * the caller owns, so rendering is deterministic and re-entrant. */
#ifndef DSP_H
#define DSP_H

#include <stdint.h>

#define DSP_PI 3.14159265358979323846

/* White noise from a 32-bit xorshift: the same seed gives the same sound. */
typedef struct { uint32_t s; } dsp_noise_t;
void dsp_noise_seed(dsp_noise_t *n, uint32_t seed);
float dsp_noise(dsp_noise_t *n);        /* uniform in [-1, 1) */
float dsp_noise_unit(dsp_noise_t *n);   /* uniform in [0, 1) */

/* State-variable filter (topology-preserving form): stable when its cutoff
 * moves every sample, which sweeps and whooshes need. */
typedef struct { float ic1, ic2; } dsp_svf_t;
typedef struct { float lp, bp, hp; } dsp_svf_out_t;
dsp_svf_out_t dsp_svf(dsp_svf_t *f, float x, float cutoff_hz, float q, float rate);

/* One-pole low-pass (gentle smoothing): the coefficient of a cutoff is
 * computed once, then each sample costs one multiply-add. */
typedef struct { float z; } dsp_onepole_t;
float dsp_onepole_coef(float cutoff_hz, float rate);
float dsp_onepole_step(dsp_onepole_t *f, float x, float coef);

/* Sine oscillator: advances phase (in cycles) by hz / rate. */
float dsp_sine(double *phase, double hz, double rate);

/* Linear attack to 1 over `attack` s, then exponential decay with time
 * constant `decay` s; 0 before t = 0. */
float dsp_env(float t, float attack, float decay);
/* Exponential glide from `from` to `to` over `dur` s (held after). */
float dsp_glide(float t, float dur, float from, float to);
/* Smooth bump 0 -> 1 -> 0 over [0, dur] (sin^2), 0 outside. */
float dsp_bump(float t, float dur);

float dsp_peak(const float *buf, int n);
float dsp_rms(const float *buf, int n);
/* Scales buf so that its peak is `peak` (a silent buffer is left alone). */
void dsp_normalize(float *buf, int n, float peak);
/* Linear fades at both ends, so no cue starts or stops with a click. */
void dsp_fade(float *buf, int n, int in_frames, int out_frames);
/* Removes a DC offset with a one-pole high-pass at ~20 Hz. */
void dsp_dc_block(float *buf, int n, float rate);

#endif
