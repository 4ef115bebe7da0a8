#include "ui/platform/audio.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

#include "audio/mixer.h"
#include "audio/synth.h"
#include "plat/plat.h"

#define WANT_RATE 48000
#define WANT_SAMPLES 512  /* ~11 ms: sounds land on their frame */
#define PLAN_MAX 256
#define DEFAULT_VOLUME 0.8f

struct audio {
    SDL_AudioDeviceID dev;  /* 0: no device, everything is a no-op */
    int subsystem;          /* SDL_InitSubSystem(SDL_INIT_AUDIO) succeeded */
    int enabled;
    float volume;
    int muted;
    double speed;
    synth_bank_t bank;
    mixer_t mixer;          /* shared with the callback: under the device lock */
    sfxplan_item_t plan[PLAN_MAX];
};

/* The device's thread, with the device lock held by SDL. */
static void feed(void *userdata, Uint8 *stream, int len)
{
    audio_t *a = userdata;
    int frames = len / (int)(sizeof(float) * (size_t)a->mixer.channels);
    mixer_mix_f32(&a->mixer, (float *)(void *)stream, frames);
}

static void lock(audio_t *a) { SDL_LockAudioDevice(a->dev); }
static void unlock(audio_t *a) { SDL_UnlockAudioDevice(a->dev); }

/* One line, once, and only at info level: no sound is not an error. */
static void no_sound(const char *why)
{
    SDL_LogInfo(SDL_LOG_CATEGORY_APPLICATION, "no audio device (%s): sound is off", why);
}

/* Without a sound card, libasound prints a screenful of its own errors to
 * stderr while SDL probes it, which SDL cannot silence. The probe runs at
 * start-up, before any other thread writes there, so stderr points to
 * the null device for its duration and no_sound says what matters in one line. */
static int hold_stderr(void) { return plat_stderr_quiet(); }

static void release_stderr(int saved) { plat_stderr_restore(saved); }

/* Initialises SDL audio and opens the device; 0 or -1 (SDL_GetError). */
static int probe(audio_t *a, SDL_AudioSpec *have)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return -1;
    a->subsystem = 1;
    SDL_AudioSpec want;
    SDL_zero(want);
    want.freq = WANT_RATE;
    want.format = AUDIO_F32SYS;
    want.channels = 2;
    want.samples = WANT_SAMPLES;
    want.callback = feed;
    want.userdata = a;
    /* Take the device's own rate (the cues are rendered for it) but let
     * SDL convert format and channels, so the callback is always float
     * stereo. */
    a->dev = SDL_OpenAudioDevice(NULL, 0, &want, have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    return a->dev ? 0 : -1;
}

static void open_device(audio_t *a)
{
    SDL_AudioSpec have;
    int held = hold_stderr();
    int rc = probe(a, &have);
    release_stderr(held);
    if (rc) {
        no_sound(SDL_GetError());
        return;
    }
    /* The cues are rendered as they are first played (audio_play_cue). */
    if (synth_bank_open(&a->bank, have.freq)) {
        SDL_CloseAudioDevice(a->dev);
        a->dev = 0;
        no_sound("unusable sample rate");
        return;
    }
    /* The device starts paused: the callback cannot run before this. */
    mixer_init(&a->mixer, have.freq, 2);
    mixer_set_volume(&a->mixer, a->volume);
    mixer_set_muted(&a->mixer, a->muted);
    mixer_set_speed(&a->mixer, a->speed);
    SDL_PauseAudioDevice(a->dev, 0);
}

audio_t *audio_init(void)
{
    audio_t *a = calloc(1, sizeof *a);
    if (!a) return NULL;
    a->enabled = 1;
    a->volume = DEFAULT_VOLUME;
    a->speed = 1.0;
    open_device(a);
    return a;
}

void audio_shutdown(audio_t *a)
{
    if (!a) return;
    if (a->dev) SDL_CloseAudioDevice(a->dev);  /* waits for the callback */
    if (a->subsystem) SDL_QuitSubSystem(SDL_INIT_AUDIO);
    synth_bank_free(&a->bank);
    free(a);
}

int audio_available(const audio_t *a) { return a && a->dev != 0; }

/* Whether a sound asked for now would be played at all. */
static int can_play(const audio_t *a) { return a && a->dev && a->enabled; }

static void play_locked(audio_t *a, sound_cue_t cue, double delay_s, float gain, float pan,
                        float pitch)
{
    if ((unsigned)cue >= SND_COUNT || !a->bank.data[cue]) return;
    mixer_play(&a->mixer, a->bank.data[cue], a->bank.frames[cue], gain, pan, pitch, delay_s);
}

void audio_play_cue(audio_t *a, sound_cue_t cue, double delay_s, float pan)
{
    if (!can_play(a)) return;
    /* Rendered here, on the caller's thread, outside the lock: the
     * device's thread never waits for it (out of memory: not played). */
    synth_bank_cue(&a->bank, cue);
    lock(a);
    play_locked(a, cue, delay_s, 1.0f, pan, 1.0f);
    unlock(a);
}

void audio_play_event(audio_t *a, const event_t *e, double delay_s, float pan)
{
    if (e) audio_play_cue(a, (sound_cue_t)e->sound, delay_s, pan);
}

void audio_play_events(audio_t *a, const event_list_t *l, double beat_s, const sfxplan_pan_t *pan)
{
    if (!can_play(a) || !l) return;
    int n = sfxplan_build(l->ev, l->n, beat_s, pan, a->plan, PLAN_MAX);
    for (int i = 0; i < n; i++) synth_bank_cue(&a->bank, a->plan[i].cue);
    lock(a);
    for (int i = 0; i < n; i++) {
        const sfxplan_item_t *p = &a->plan[i];
        play_locked(a, p->cue, p->delay, p->gain, p->pan, p->pitch);
    }
    unlock(a);
}

void audio_cancel_pending(audio_t *a)
{
    if (!audio_available(a)) return;
    lock(a);
    mixer_cancel_pending(&a->mixer);
    unlock(a);
}

void audio_stop(audio_t *a)
{
    if (!audio_available(a)) return;
    lock(a);
    mixer_stop_all(&a->mixer);
    unlock(a);
}

void audio_set_volume(audio_t *a, float volume)
{
    if (!a) return;
    a->volume = volume > 1.0f ? 1.0f : volume > 0.0f ? volume : 0.0f;
    if (!a->dev) return;
    lock(a);
    mixer_set_volume(&a->mixer, a->volume);
    unlock(a);
}

float audio_volume(const audio_t *a) { return a ? a->volume : 0.0f; }

void audio_set_muted(audio_t *a, int muted)
{
    if (!a) return;
    a->muted = muted != 0;
    if (!a->dev) return;
    lock(a);
    mixer_set_muted(&a->mixer, a->muted);
    unlock(a);
}

int audio_muted(const audio_t *a) { return a ? a->muted : 1; }

int audio_toggle_mute(audio_t *a)
{
    audio_set_muted(a, !audio_muted(a));
    return audio_muted(a);
}

void audio_set_speed(audio_t *a, double speed)
{
    if (!a || !(speed > 0.0)) return;
    a->speed = speed;
    if (!a->dev) return;
    lock(a);
    mixer_set_speed(&a->mixer, speed);
    unlock(a);
}

void audio_set_enabled(audio_t *a, int enabled)
{
    if (!a) return;
    a->enabled = enabled != 0;
    if (!a->enabled) audio_stop(a);
}

int audio_enabled(const audio_t *a) { return a && a->enabled; }

unsigned long audio_frames_played(audio_t *a)
{
    if (!audio_available(a)) return 0;
    lock(a);
    unsigned long n = (unsigned long)a->mixer.frames_out;
    unlock(a);
    return n;
}
