/* Offline recording of the sound of a move: the events are scheduled by
 * sfxplan and mixed by the mixer exactly as the client plays them, into a
 * buffer the tools write as WAV and the tests measure. */
#ifndef SFXREC_H
#define SFXREC_H

#include "core/event.h"
#include "audio/sfxplan.h"
#include "audio/synth.h"

typedef struct {
    int rate, channels;  /* the bank's rate; 1 or 2 channels */
    double beat_s;       /* seconds per beat at speed 1 */
    double speed;        /* animation speed factor */
    float volume;        /* master volume */
} sfxrec_opts_t;

/* 48 kHz stereo, 0.25 s beats, speed 1, volume 1. */
void sfxrec_defaults(sfxrec_opts_t *o);
/* Mixes the sounds of ev[0..n-1] until the last one has finished (plus
 * 50 ms). Returns interleaved samples (heap) and their frame count, or NULL
 * when out of memory or the bank's rate differs from o->rate. pan may be
 * NULL. */
float *sfxrec_render(const event_t *ev, int n, const sfxrec_opts_t *o, const synth_bank_t *bank,
                     const sfxplan_pan_t *pan, int *frames);

#endif
