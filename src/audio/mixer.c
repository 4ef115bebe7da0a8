#include "audio/mixer.h"

#include <math.h>
#include <string.h>

/* The limiter holds the sum under this level; the soft clipper bends
 * everything above its knee smoothly towards MIXER_CEILING. */
#define LIMIT_LEVEL 0.8f
#define KNEE 0.6f
#define RELEASE_S 0.06
#define CHUNK 512

void mixer_init(mixer_t *m, int rate, int channels)
{
    memset(m, 0, sizeof *m);
    m->rate = rate > 0 ? rate : 48000;
    m->channels = channels == 1 ? 1 : 2;
    m->volume = 1.0f;
    m->speed = 1.0;
    m->limit = 1.0f;
    m->release = (float)(1.0 - exp(-1.0 / (RELEASE_S * m->rate)));
}

/* The voice to replace when all are busy: the one started longest ago
 * among those already sounding (probably fading out), else among the
 * pending ones. Serials count up and may wrap; age = m->serial - serial. */
static int steal(const mixer_t *m)
{
    int best = -1;
    for (int pass = 0; pass < 2 && best < 0; pass++)
        for (int i = 0; i < MIXER_VOICES; i++) {
            const mixer_voice_t *v = &m->voice[i];
            if (pass == 0 && v->wait > 0.0) continue;
            if (best < 0 || m->serial - v->serial > m->serial - m->voice[best].serial) best = i;
        }
    return best;
}

int mixer_play(mixer_t *m, const float *data, int frames, float gain, float pan, float pitch,
               double delay_s)
{
    if (!data || frames <= 0 || !(gain > 0.0f) || !(pitch > 0.0f)) return -1;
    int k = -1;
    for (int i = 0; i < MIXER_VOICES && k < 0; i++)
        if (!m->voice[i].active) k = i;
    if (k < 0) k = steal(m);
    if (!(pan >= -1.0f)) pan = -1.0f;  /* also NaN */
    if (pan > 1.0f) pan = 1.0f;
    mixer_voice_t *v = &m->voice[k];
    v->data = data;
    v->frames = frames;
    v->pos = 0.0;
    v->wait = delay_s > 0.0 ? delay_s : 0.0;
    v->step = pitch;
    /* Balance law: full level at the centre, the far side fading out, so a
     * pan never makes a sound louder than its gain. */
    v->gain_l = gain * (pan > 0.0f ? 1.0f - pan : 1.0f);
    v->gain_r = gain * (pan < 0.0f ? 1.0f + pan : 1.0f);
    v->serial = m->serial++;
    v->active = 1;
    return k;
}

void mixer_stop_all(mixer_t *m)
{
    for (int i = 0; i < MIXER_VOICES; i++) m->voice[i].active = 0;
}

void mixer_cancel_pending(mixer_t *m)
{
    for (int i = 0; i < MIXER_VOICES; i++)
        if (m->voice[i].wait > 0.0) m->voice[i].active = 0;
}

int mixer_active(const mixer_t *m)
{
    int n = 0;
    for (int i = 0; i < MIXER_VOICES; i++) n += m->voice[i].active != 0;
    return n;
}

void mixer_set_volume(mixer_t *m, float volume)
{
    m->volume = volume > 1.0f ? 1.0f : volume > 0.0f ? volume : 0.0f;
}

float mixer_volume(const mixer_t *m) { return m->volume; }
void mixer_set_muted(mixer_t *m, int muted) { m->muted = muted != 0; }
int mixer_muted(const mixer_t *m) { return m->muted; }

void mixer_set_speed(mixer_t *m, double speed)
{
    m->speed = speed > 16.0 ? 16.0 : speed > 0.1 ? speed : 0.1;
}

double mixer_speed(const mixer_t *m) { return m->speed; }

double mixer_speed_pitch(double speed)
{
    if (!(speed > 0.0)) return 1.0;
    double p = pow(speed, 0.3);
    return p < 0.8 ? 0.8 : p > 1.3 ? 1.3 : p;
}

/* Adds one voice into out for `frames` frames. */
static void run_voice(mixer_voice_t *v, float *out, int frames, int channels, double dt, double pitch)
{
    int i = 0;
    if (v->wait > 0.0) {
        /* Start on the exact frame its delay runs out. */
        double need = ceil(v->wait / dt - 1e-6);
        if (need >= frames) {
            v->wait -= frames * dt;
            return;
        }
        i = need > 0 ? (int)need : 0;
        v->wait = 0.0;
    }
    double step = v->step * pitch;
    for (; i < frames; i++) {
        int idx = (int)v->pos;
        if (idx >= v->frames) {
            v->active = 0;
            return;
        }
        float frac = (float)(v->pos - idx);
        float a = v->data[idx], b = idx + 1 < v->frames ? v->data[idx + 1] : 0.0f;
        float s = a + (b - a) * frac;
        if (channels == 1) {
            out[i] += s * 0.5f * (v->gain_l + v->gain_r);
        } else {
            out[2 * i] += s * v->gain_l;
            out[2 * i + 1] += s * v->gain_r;
        }
        v->pos += step;
    }
    if ((int)v->pos >= v->frames) v->active = 0;
}

static float soft_clip(float y)
{
    float a = fabsf(y);
    if (a <= KNEE) return y;
    float room = MIXER_CEILING - KNEE;
    float b = KNEE + room * tanhf((a - KNEE) / room);
    return y < 0.0f ? -b : b;
}

void mixer_mix_f32(mixer_t *m, float *out, int frames)
{
    if (frames <= 0) return;
    int ch = m->channels;
    memset(out, 0, sizeof(float) * (size_t)frames * (size_t)ch);
    double dt = m->speed / m->rate;
    double pitch = mixer_speed_pitch(m->speed);
    for (int k = 0; k < MIXER_VOICES; k++)
        if (m->voice[k].active) run_voice(&m->voice[k], out, frames, ch, dt, pitch);
    float gain = m->muted ? 0.0f : m->volume;
    for (int i = 0; i < frames; i++) {
        float *f = out + (size_t)i * ch;
        float peak = 0.0f;
        for (int c = 0; c < ch; c++) {
            float x = f[c] * gain;
            if (!isfinite(x)) x = 0.0f;
            f[c] = x;
            if (fabsf(x) > peak) peak = fabsf(x);
        }
        /* Instant attack, smooth release: the gain drops as soon as a frame
         * would exceed the level, then recovers over ~60 ms. */
        m->limit += (1.0f - m->limit) * m->release;
        if (peak * m->limit > LIMIT_LEVEL) m->limit = LIMIT_LEVEL / peak;
        for (int c = 0; c < ch; c++) f[c] = soft_clip(f[c] * m->limit);
    }
    m->frames_out += (uint64_t)frames;
}

void mixer_mix_s16(mixer_t *m, int16_t *out, int frames)
{
    float buf[CHUNK * 2];
    int ch = m->channels;
    while (frames > 0) {
        int n = frames < CHUNK ? frames : CHUNK;
        mixer_mix_f32(m, buf, n);
        for (int i = 0; i < n * ch; i++) out[i] = (int16_t)lrintf(buf[i] * 32767.0f);
        out += n * ch;
        frames -= n;
    }
}
