#include "core/event.h"

#include <stdlib.h>
#include <string.h>

void event_list_init(event_list_t *l) { memset(l, 0, sizeof *l); }

void event_list_free(event_list_t *l)
{
    free(l->ev);
    memset(l, 0, sizeof *l);
}

void event_list_clear(event_list_t *l)
{
    if (!l) return;
    l->n = 0;
    l->beat = 0;
    l->failed = 0;
}

int event_list_copy(event_list_t *dst, const event_list_t *src)
{
    event_list_init(dst);
    if (src->n == 0) return 0;
    dst->ev = malloc(sizeof(event_t) * (size_t)src->n);
    if (!dst->ev) return -1;
    memcpy(dst->ev, src->ev, sizeof(event_t) * (size_t)src->n);
    dst->n = dst->cap = src->n;
    dst->beat = src->beat;
    return 0;
}

void event_add_full(event_list_t *l, const event_t *e)
{
    if (!l || l->failed) return;
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 32;
        event_t *p = realloc(l->ev, sizeof(event_t) * (size_t)cap);
        if (!p) {
            l->failed = 1;
            return;
        }
        l->ev = p;
        l->cap = cap;
    }
    l->ev[l->n] = *e;
    l->ev[l->n].beat = (uint8_t)(l->beat > 255 ? 255 : l->beat);
    l->n++;
}

void event_add(event_list_t *l, event_kind_t kind, int player, int cell, int cell2, int value)
{
    if (!l) return;
    event_t e = {0};
    e.kind = (uint8_t)kind;
    e.player = (int8_t)player;
    e.cell = (int16_t)cell;
    e.cell2 = (int16_t)cell2;
    e.value = value;
    e.sound = (uint8_t)event_default_sound(kind);
    event_add_full(l, &e);
}

void event_beat(event_list_t *l)
{
    if (!l) return;
    if (l->n > 0 && l->ev[l->n - 1].beat == l->beat) l->beat++;
}

int event_beats(const event_list_t *l)
{
    return l->n ? l->ev[l->n - 1].beat + 1 : 0;
}

sound_cue_t event_default_sound(event_kind_t kind)
{
    switch (kind) {
    case EV_PLACE: return SND_PLACE;
    case EV_REMOVE: return SND_REMOVE;
    case EV_WIN: return SND_FANFARE;
    default: return SND_NONE;
    }
}

const char *event_kind_name(event_kind_t kind)
{
    static const char *const names[] = {
        [EV_PLACE] = "place", [EV_REMOVE] = "remove", [EV_GROUP] = "group", [EV_SCORE] = "score",
        [EV_CHAIN] = "chain", [EV_PASS] = "pass", [EV_SWAP] = "swap", [EV_WIN] = "win",
        [EV_GAME] = "game"};
    return (unsigned)kind < sizeof names / sizeof names[0] && names[kind] ? names[kind] : "?";
}

const event_verb_t *event_verb(const event_verbs_t *vs, const event_t *e)
{
    if (!vs || !e || e->kind != EV_GAME || e->sub >= vs->n) return NULL;
    return &vs->v[e->sub];
}

const char *event_name(const event_verbs_t *vs, const event_t *e)
{
    if (e->kind != EV_GAME) return event_kind_name((event_kind_t)e->kind);
    const event_verb_t *v = event_verb(vs, e);
    return v ? v->name : "?";
}

void event_add_verb(event_list_t *l, const event_verbs_t *vs, int sub, int player, int cell, int cell2,
                    int value)
{
    if (!l) return;
    event_t e = {0};
    e.kind = EV_GAME;
    e.sub = (uint8_t)sub;
    e.player = (int8_t)player;
    e.cell = (int16_t)cell;
    e.cell2 = (int16_t)cell2;
    e.value = value;
    const event_verb_t *v = event_verb(vs, &e);
    e.sound = v ? v->sound : SND_NONE;
    event_add_full(l, &e);
}
