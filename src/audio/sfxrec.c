#include "audio/sfxrec.h"

#include <math.h>
#include <stdlib.h>

#include "audio/mixer.h"

#define CHUNK 256
#define TAIL_S 0.05

void sfxrec_defaults(sfxrec_opts_t *o)
{
    o->rate = 48000;
    o->channels = 2;
    o->beat_s = 0.25;
    o->speed = 1.0;
    o->volume = 1.0f;
}

float *sfxrec_render(const event_t *ev, int n, const sfxrec_opts_t *o, const synth_bank_t *bank,
                     const sfxplan_pan_t *pan, int *frames)
{
    *frames = 0;
    if (!bank || bank->rate != o->rate || n < 0) return NULL;
    int max = n * 2 + 1;  /* each event gives at most two sounds */
    sfxplan_item_t *plan = malloc(sizeof *plan * (size_t)max);
    if (!plan) return NULL;
    int np = sfxplan_build(ev, n, o->beat_s, pan, plan, max);

    mixer_t m;
    mixer_init(&m, o->rate, o->channels);
    mixer_set_speed(&m, o->speed);
    mixer_set_volume(&m, o->volume);
    double speed = mixer_speed(&m), pitch = mixer_speed_pitch(speed);
    double end = 0.0;  /* seconds of real time */
    for (int i = 0; i < np; i++) {
        double len = bank->frames[plan[i].cue] / (o->rate * pitch * plan[i].pitch);
        end = fmax(end, plan[i].delay / speed + len);
    }
    int total = (int)ceil((end + TAIL_S) * o->rate);
    float *out = calloc((size_t)total * (size_t)m.channels, sizeof(float));
    if (!out) {
        free(plan);
        return NULL;
    }
    /* Hand the mixer each sound shortly before it starts, as the client's
     * voices would be free again by then: a long move never runs out of
     * voices. */
    int next = 0;
    for (int at = 0; at < total; at += CHUNK) {
        int len = total - at < CHUNK ? total - at : CHUNK;
        double now = (double)at / o->rate * speed;  /* animation time */
        double horizon = now + (double)len / o->rate * speed;
        for (; next < np && plan[next].delay < horizon; next++) {
            const sfxplan_item_t *p = &plan[next];
            mixer_play(&m, bank->data[p->cue], bank->frames[p->cue], p->gain, p->pan, p->pitch,
                       p->delay - now);
        }
        mixer_mix_f32(&m, out + (size_t)at * m.channels, len);
    }
    free(plan);
    *frames = total;
    return out;
}
