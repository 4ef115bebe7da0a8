/* The board at a moment of a move. */
#include "ui/board/bscene.h"

#include <string.h>

void bscene_from_view(bscene_board_t *b, const game_view_t *v)
{
    memcpy(b->cell, v->cell, sizeof b->cell);
    memcpy(b->owner, v->owner, sizeof b->owner);
    memcpy(b->site, v->site, sizeof b->site);
}

static int valid_cell(int c) { return c >= 0 && c < BOARD_MAX_CELLS; }

static uint8_t piece_code(const event_t *e)
{
    return (uint8_t)(e->player | (e->piece == PIECE_ALT ? VIEW_ALT : 0));
}

/* A game verb's scene flags (event_scene_t), 0 for a shared kind. */
static int verb_scene(const event_verbs_t *vs, const event_t *e)
{
    const event_verb_t *v = event_verb(vs, e);
    return v ? v->scene : 0;
}

void bscene_apply_beat(bscene_board_t *b, const event_verbs_t *vs, const event_t *ev, int from, int to)
{
    /* Moves read their pieces from the board as the beat began, so a push
     * into a cell whose stone shatters in the same beat lands correctly. */
    uint8_t snap[BOARD_MAX_CELLS];
    memcpy(snap, b->cell, sizeof snap);
    for (int i = from; i < to; i++) {
        const event_t *e = &ev[i];
        int leaves = e->kind == EV_REMOVE || verb_scene(vs, e) & (EVENT_SCENE_VACATE | EVENT_SCENE_MOVE);
        if (leaves && valid_cell(e->cell)) b->cell[e->cell] = 0;
    }
    for (int i = from; i < to; i++) {
        const event_t *e = &ev[i];
        if (verb_scene(vs, e) & EVENT_SCENE_MOVE && valid_cell(e->cell) && valid_cell(e->cell2))
            b->cell[e->cell2] = snap[e->cell];
    }
    for (int i = from; i < to; i++) {
        const event_t *e = &ev[i];
        switch (e->kind) {
        case EV_PLACE:
            if (e->piece == PIECE_SITE) {
                if (e->cell >= 0 && e->cell < BOARD_MAX_SITES) b->site[e->cell] = (uint8_t)e->player;
            } else if (valid_cell(e->cell)) {
                b->cell[e->cell] = piece_code(e);
            }
            break;
        default: {
            int sc = verb_scene(vs, e);
            if (!valid_cell(e->cell)) break;
            if (sc & EVENT_SCENE_SET) b->cell[e->cell] = piece_code(e);
            if (sc & EVENT_SCENE_ALT_ON && b->cell[e->cell]) b->cell[e->cell] |= VIEW_ALT;
            if (sc & EVENT_SCENE_ALT_OFF) b->cell[e->cell] &= (uint8_t)~VIEW_ALT;
            if (sc & EVENT_SCENE_OWN) b->owner[e->cell] = (uint8_t)e->player;
            break;
        }
        }
    }
}

/* Leaves empty at rest what the beat's actors draw themselves. */
static void clear_actors(bscene_board_t *b, const event_verbs_t *vs, const event_t *ev, int from, int to)
{
    for (int i = from; i < to; i++) {
        const event_t *e = &ev[i];
        switch (e->kind) {
        case EV_PLACE:
            if (e->piece == PIECE_SITE) {
                if (e->cell >= 0 && e->cell < BOARD_MAX_SITES) b->site[e->cell] = 0;
            } else if (valid_cell(e->cell)) {
                b->cell[e->cell] = 0;
            }
            break;
        case EV_REMOVE:
            if (valid_cell(e->cell)) b->cell[e->cell] = 0;
            break;
        default:
            if (verb_scene(vs, e) & EVENT_SCENE_ACTOR && valid_cell(e->cell)) b->cell[e->cell] = 0;
            break;
        }
    }
}

void bscene_at_clock(bscene_t *s, const game_view_t *before, const game_view_t *after,
                     const anim_t *a, double clock)
{
    s->first = s->last = 0;
    s->beat = a->nbeats;
    if (a->n == 0 || clock >= a->total) {
        bscene_from_view(&s->rest, after);
        s->beat0 = s->rest;
        return;
    }
    bscene_from_view(&s->rest, before);
    int beat = anim_beat_at(a, clock), i = 0;
    for (int b = 0; b < beat; b++) {
        int j = i;
        while (j < a->n && a->slot[j].beat == b) j++;
        bscene_apply_beat(&s->rest, a->verbs, a->ev, i, j);
        i = j;
    }
    s->beat0 = s->rest;
    s->beat = beat;
    s->first = i;
    while (i < a->n && a->slot[i].beat == beat) i++;
    s->last = i;
    clear_actors(&s->rest, a->verbs, a->ev, s->first, s->last);
}

void bscene_at(bscene_t *s, const game_view_t *before, const game_view_t *after, const anim_t *a)
{
    if (!a->running) {
        const game_view_t *v = a->reverse ? before : after;
        bscene_from_view(&s->rest, v);
        s->beat0 = s->rest;
        s->beat = a->nbeats;
        s->first = s->last = 0;
        return;
    }
    bscene_at_clock(s, before, after, a, a->clock);
}
