/* The beat timeline. */
#include "ui/board/anim.h"

#include <stdlib.h>
#include <string.h>

#include "contract/look.h"

void anim_tempo_default(anim_tempo_t *t, const char *game_id)
{
    memset(t, 0, sizeof *t);
    /* Long enough to follow at 1x, short enough that a ten-stone turn does
     * not drag: a consequence of a rule gets about half a second. */
    t->dur[EV_PLACE] = 0.32f;
    t->dur[EV_REMOVE] = 0.42f;
    t->dur[EV_GROUP] = 0.85f;
    t->dur[EV_SCORE] = 0.0f;
    t->dur[EV_CHAIN] = 0.70f;
    t->chain_step = 0.05f;
    t->chain_max = 0.80f;
    t->dur[EV_PASS] = 0.80f;
    t->dur[EV_SWAP] = 1.00f;
    t->dur[EV_WIN] = 1.80f;
    const game_rules_t *rules = game_id ? game_by_id(game_id) : NULL;
    const game_look_t *look = game_look(rules);
    t->verbs = rules ? rules->verbs : NULL;
    if (look->place_s > 0) t->dur[EV_PLACE] = look->place_s;
    if (look->quick_groups) t->dur[EV_GROUP] = 0.38f; /* after every stone: a pulse, not a show */
}

void anim_init(anim_t *a)
{
    memset(a, 0, sizeof *a);
    a->speed = 1.0f;
}

void anim_free(anim_t *a)
{
    free(a->ev);
    free(a->slot);
    free(a->beat_start);
    free(a->beat_end);
    float speed = a->speed;
    memset(a, 0, sizeof *a);
    a->speed = speed;
}

void anim_clear(anim_t *a)
{
    a->n = a->nbeats = 0;
    a->total = 0;
    a->clock = 0;
    a->running = 0;
    a->reverse = 0;
}

float anim_clamp_speed(float speed)
{
    if (!(speed > 0.0f)) return 0.0f;
    if (speed < ANIM_SPEED_MIN) return ANIM_SPEED_MIN;
    if (speed > ANIM_SPEED_MAX) return ANIM_SPEED_MAX;
    return speed;
}

static int grow(anim_t *a, int n, int beats)
{
    if (n > a->cap) {
        event_t *ev = realloc(a->ev, sizeof *ev * (size_t)n);
        if (!ev) return -1;
        a->ev = ev;
        anim_slot_t *sl = realloc(a->slot, sizeof *sl * (size_t)n);
        if (!sl) return -1;
        a->slot = sl;
        a->cap = n;
    }
    if (beats > a->beat_cap) {
        float *s = realloc(a->beat_start, sizeof *s * (size_t)beats);
        if (!s) return -1;
        a->beat_start = s;
        float *e = realloc(a->beat_end, sizeof *e * (size_t)beats);
        if (!e) return -1;
        a->beat_end = e;
        a->beat_cap = beats;
    }
    return 0;
}

int anim_start(anim_t *a, const event_list_t *ev, const anim_tempo_t *tempo, int reverse, float speed)
{
    anim_clear(a);
    a->failed = 0;
    a->verbs = tempo->verbs;
    a->speed = anim_clamp_speed(speed);
    int n = ev ? ev->n : 0;
    /* Beats are numbered in order; count the distinct ones. */
    int beats = 0;
    for (int i = 0; i < n; i++)
        if (i == 0 || ev->ev[i].beat != ev->ev[i - 1].beat) beats++;
    if (n && grow(a, n, beats)) {
        a->failed = 1;
        return -1;
    }
    if (n) memcpy(a->ev, ev->ev, sizeof *a->ev * (size_t)n);
    a->n = n;
    a->nbeats = beats;
    float t = 0;
    int b = -1;
    for (int i = 0; i < n; i++) {
        const event_t *e = &a->ev[i];
        if (i == 0 || e->beat != a->ev[i - 1].beat) {
            if (b >= 0) t = a->beat_end[b];
            b++;
            a->beat_start[b] = a->beat_end[b] = t;
        }
        int k = e->kind < ANIM_KINDS ? e->kind : 0;
        const event_verb_t *v = event_verb(tempo->verbs, e);
        float delay = v ? v->delay : tempo->delay[k];
        if (e->kind == EV_CHAIN) {
            float d = tempo->chain_step * (float)(e->value > 0 ? e->value : 0);
            delay += d < tempo->chain_max ? d : tempo->chain_max;
        }
        a->slot[i].start = t + delay;
        a->slot[i].dur = v ? v->dur : tempo->dur[k];
        a->slot[i].beat = b;
        float end = a->slot[i].start + a->slot[i].dur;
        if (end > a->beat_end[b]) a->beat_end[b] = end;
    }
    a->total = b >= 0 ? a->beat_end[b] : 0.0f;
    a->reverse = reverse;
    a->clock = reverse ? a->total : 0.0;
    a->running = a->total > 0 && a->speed > 0;
    if (!a->running) a->clock = anim_end(a);
    return 0;
}

void anim_finish(anim_t *a)
{
    a->clock = anim_end(a);
    a->running = 0;
}

void anim_update(anim_t *a, double dt)
{
    if (!a->running) return;
    if (a->speed <= 0) {
        anim_finish(a);
        return;
    }
    double step = dt * a->speed;
    a->clock += a->reverse ? -step : step;
    if ((a->reverse && a->clock <= 0) || (!a->reverse && a->clock >= a->total)) anim_finish(a);
}

void anim_seek(anim_t *a, double clock)
{
    if (clock < 0) clock = 0;
    if (clock > a->total) clock = a->total;
    a->clock = clock;
    a->running = clock != anim_end(a);
}

void anim_set_speed(anim_t *a, float speed)
{
    a->speed = anim_clamp_speed(speed);
    if (a->speed <= 0 && a->running) anim_finish(a);
}

double anim_remaining(const anim_t *a)
{
    if (!a->running || a->speed <= 0) return 0;
    double left = a->reverse ? a->clock : a->total - a->clock;
    return left / a->speed;
}

float anim_progress_at(const anim_t *a, int i, double clock)
{
    if (i < 0 || i >= a->n) return 1.0f;
    const anim_slot_t *s = &a->slot[i];
    if (clock < s->start) return 0.0f;
    if (s->dur <= 0 || clock >= s->start + s->dur) return 1.0f;
    return (float)((clock - s->start) / s->dur);
}

float anim_progress(const anim_t *a, int i) { return anim_progress_at(a, i, a->clock); }

int anim_beat_at(const anim_t *a, double clock)
{
    for (int b = 0; b < a->nbeats; b++)
        if (clock < a->beat_end[b]) return b;
    return a->nbeats;
}

int anim_started(const anim_t *a, int i, double clock)
{
    return i >= 0 && i < a->n && clock >= a->slot[i].start;
}
