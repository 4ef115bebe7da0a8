/* Procedural sound effects: every sound cue of event.h rendered from
 * envelopes, filtered noise and FM/additive tones. Rendering is
 * deterministic (seeded noise), works at any sample rate from 8 kHz up, and
 * leaves headroom (each cue's peak is below full scale) so the mixer can
 * overlap several. No files: the client renders each cue the first time it
 * plays it. */
#ifndef SYNTH_H
#define SYNTH_H

#include <stdint.h>

#include "core/event.h"

#define SYNTH_MIN_RATE 8000
#define SYNTH_MAX_RATE 192000
/* When the stone of SND_DROP lands (its thump), from the cue's start. */
#define SYNTH_DROP_LAND_S 0.42

/* "place", "thud", ...; "none" for SND_NONE and unknown cues. */
const char *synth_name(sound_cue_t cue);
/* The cue with that name, SND_NONE when none. */
sound_cue_t synth_by_name(const char *name);
/* Length of a cue in seconds (0 for SND_NONE). */
double synth_duration(sound_cue_t cue);
/* Frames of a cue at rate (0 for SND_NONE or a rate out of range). */
int synth_frames(sound_cue_t cue, int rate);
/* Renders a cue as mono float samples in [-1, 1] into out, which holds n
 * frames; writes min(n, synth_frames) frames and returns that count, or -1
 * for SND_NONE or a bad rate. */
int synth_render(sound_cue_t cue, int rate, float *out, int n);
/* As synth_render, as interleaved 16-bit PCM with the mono signal copied to
 * each of `channels` channels; returns frames or -1 (also when out of memory). */
int synth_render_s16(sound_cue_t cue, int rate, int channels, int16_t *out, int n);
/* Float sample in [-1, 1] to 16-bit, rounded and clamped (never wraps). */
int16_t synth_to_s16(float x);

/* The cues at one rate, for the mixer to play from, each rendered once. */
typedef struct {
    int rate;
    float *data[SND_COUNT];  /* mono samples; NULL for SND_NONE and cues not rendered */
    int frames[SND_COUNT];
} synth_bank_t;

/* An empty bank: 0, or -1 (a bad rate). */
int synth_bank_open(synth_bank_t *b, int rate);
/* Renders cue into the bank unless it is there: 0, or -1 (SND_NONE, out of
 * memory). Every cue took some 40 ms at 48 kHz, a whole client start's
 * worth; one takes 2 ms on average, the fanfare 19. */
int synth_bank_cue(synth_bank_t *b, sound_cue_t cue);
/* An open bank with every cue rendered: 0, or -1 (a bad rate, out of
 * memory: the bank is left empty). */
int synth_bank_init(synth_bank_t *b, int rate);
void synth_bank_free(synth_bank_t *b);

#endif
