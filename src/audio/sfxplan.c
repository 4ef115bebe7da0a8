#include "audio/sfxplan.h"

#include <stdlib.h>

#include "audio/synth.h"

/* The fanfare starts this long after a falling stone has landed. */
#define FANFARE_AFTER_LAND 0.08

static float clamp_pan(float p) { return p < -1.0f ? -1.0f : p > 1.0f ? 1.0f : p; }

static float pan_at(const sfxplan_pan_t *pan, int cell, int is_site)
{
    if (!pan || cell < 0) return 0.0f;
    if (is_site) return cell < pan->nsites ? clamp_pan(pan->site[cell]) : 0.0f;
    return cell < pan->ncells ? clamp_pan(pan->cell[cell]) : 0.0f;
}

void sfxplan_board_pan(const board_t *b, float width, sfxplan_pan_t *pan)
{
    double mid = 0.5 * (b->min_x + b->max_x), half = 0.5 * (b->max_x - b->min_x);
    if (half <= 0.0) half = 1.0;
    pan->ncells = b->ncells;
    pan->nsites = b->nsites;
    for (int i = 0; i < b->ncells; i++)
        pan->cell[i] = clamp_pan(width * (float)((b->cells[i].centre.x - mid) / half));
    for (int i = 0; i < b->nsites; i++)
        pan->site[i] = clamp_pan(width * (float)((b->sites[i].pos.x - mid) / half));
}

static int add(sfxplan_item_t *out, int k, int max, sound_cue_t cue, double delay, float gain,
               float pan, float pitch)
{
    if (k >= max) return k;
    out[k] = (sfxplan_item_t){cue, delay, gain, pan, pitch};
    return k + 1;
}

static int by_delay(const void *a, const void *b)
{
    const sfxplan_item_t *x = a, *y = b;
    if (x->delay != y->delay) return x->delay < y->delay ? -1 : 1;
    return (int)x->cue - (int)y->cue;
}

int sfxplan_build(const event_t *ev, int n, double beat_s, const sfxplan_pan_t *pan,
                  sfxplan_item_t *out, int max)
{
    int k = 0;
    double landed = -1.0;  /* when the last falling stone lands, -1 none */
    if (!ev || !out || max <= 0) return 0;
    for (int i = 0; i < n; i++) {
        const event_t *e = &ev[i];
        sound_cue_t cue = (sound_cue_t)e->sound;
        if (cue == SND_NONE || cue >= SND_COUNT) continue;
        /* Earlier events of this beat with this cue: its place in the ripple. */
        int same = 0;
        for (int j = 0; j < i; j++)
            if (ev[j].beat == e->beat && ev[j].sound == e->sound) same++;
        if (same >= SFXPLAN_RIPPLE) continue;
        double t = e->beat * beat_s + same * SFXPLAN_STAGGER;
        if (cue == SND_DROP && t + SYNTH_DROP_LAND_S > landed) landed = t + SYNTH_DROP_LAND_S;
        if (cue == SND_FANFARE && t < landed + FANFARE_AFTER_LAND) t = landed + FANFARE_AFTER_LAND;
        float gain = 1.0f / (1.0f + 0.25f * (float)same);
        float pitch = 1.0f + 0.06f * (float)same;
        int on_site = e->kind == EV_PLACE && e->piece == PIECE_SITE;
        k = add(out, k, max, cue, t, gain, pan_at(pan, e->cell, on_site), pitch);
        if (cue == SND_WHOOSH) /* whatever flies lands with a thwack */
            k = add(out, k, max, SND_THWACK, (e->beat + 1) * beat_s, 1.0f, pan_at(pan, e->cell2, 0),
                    1.0f);
    }
    qsort(out, (size_t)k, sizeof *out, by_delay);
    return k;
}
