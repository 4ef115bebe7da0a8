/* A software mixer: voices playing mono float buffers with their own gain,
 * pan, pitch and start delay, summed into interleaved mono or stereo output
 * under a master volume, mute and a speed factor, through a limiter and a
 * soft clipper so that overlapping sounds never clip hard or wrap.
 *
 * Plain data, no allocation, no locking: the audio device's callback and
 * the UI thread share one mixer under SDL_LockAudioDevice (src/ui/audio.c).
 * The buffers a voice plays are borrowed (the synth bank) and must outlive
 * the voice. */
#ifndef MIXER_H
#define MIXER_H

#include <stdint.h>

#define MIXER_VOICES 32
/* Output never exceeds this: the soft clipper's ceiling. */
#define MIXER_CEILING 0.95f

typedef struct {
    const float *data;  /* mono samples at the mixer's rate */
    int frames;
    double pos;         /* read position, in source frames */
    double wait;        /* seconds of animation time until it starts */
    double step;        /* source frames per output frame (pitch) */
    float gain_l, gain_r;
    uint32_t serial;    /* start order, for voice stealing */
    int active;
} mixer_voice_t;

typedef struct {
    int rate, channels;     /* channels 1 or 2 */
    float volume;           /* master, 0..1 */
    int muted;
    double speed;           /* animation speed factor, 1 = normal */
    float limit;            /* the limiter's current gain */
    float release;          /* its per-frame recovery towards 1 */
    uint32_t serial;
    uint64_t frames_out;    /* frames mixed so far */
    mixer_voice_t voice[MIXER_VOICES];
} mixer_t;

/* rate in Hz (> 0), channels 1 or 2 (others are taken as 2). Volume 1,
 * not muted, speed 1, no voices. */
void mixer_init(mixer_t *m, int rate, int channels);

/* Starts a voice: gain >= 0 (1 = as rendered), pan -1 (left) .. 1 (right),
 * pitch > 0 (1 = as rendered; multiplied by the speed's pitch), delay_s in
 * animation time (divided by the speed as it runs down). Returns the voice
 * index, or -1 when there is nothing to play. When every voice is busy the
 * one started longest ago is replaced (sounding voices before pending). */
int mixer_play(mixer_t *m, const float *data, int frames, float gain, float pan, float pitch,
               double delay_s);
/* Stops every voice; mixer_cancel_pending only those not started yet (an
 * animation skipped to its end drops its sounds still to come). */
void mixer_stop_all(mixer_t *m);
void mixer_cancel_pending(mixer_t *m);
int mixer_active(const mixer_t *m);

void mixer_set_volume(mixer_t *m, float volume);  /* clamped to 0..1 */
float mixer_volume(const mixer_t *m);
/* Muted: voices go on running (in time with the animation) but the output
 * is silence. */
void mixer_set_muted(mixer_t *m, int muted);
int mixer_muted(const mixer_t *m);
/* Speed factor of the animations (clamped to 0.1..16): delays run down
 * `speed` times faster and sounds play at mixer_speed_pitch(speed). */
void mixer_set_speed(mixer_t *m, double speed);
double mixer_speed(const mixer_t *m);
/* Playback rate for an animation speed: it follows the speed only gently
 * (speed^0.3, within 0.8..1.3) so fast animations sound snappier without
 * turning into chipmunks, and slow ones do not growl. */
double mixer_speed_pitch(double speed);

/* Mixes `frames` frames into out (interleaved, m->channels per frame),
 * replacing its contents. */
void mixer_mix_f32(mixer_t *m, float *out, int frames);
void mixer_mix_s16(mixer_t *m, int16_t *out, int frames);

#endif
