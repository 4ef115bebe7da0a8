/* The animation timeline of one move (pure: no SDL, no drawing).
 *
 * A move's events come in beats (event.h): the events of a beat play
 * together, the next beat starts when the longest of them ends. Each kind has
 * its own duration, and each of a game's own verbs the one its verb table
 * gives, which may start a little into its beat (Zumo's shatter waits for
 * the pushed stone to arrive). The clock counts timeline seconds at 1x; the
 * speed (0.5x to 3x) scales how fast real time moves it, and speed 0 ("off",
 * reduced motion) jumps straight to the end. Undo plays the same timeline
 * backwards: the clock runs from the end down to 0, and whatever draws the
 * board at a clock value draws the same picture either way.
 *
 *     anim_t a;
 *     anim_init(&a);
 *     anim_tempo_t tempo;
 *     anim_tempo_default(&tempo, rules->id);
 *     anim_start(&a, &entry->events, &tempo, 0, 1.0f);
 *     each update: anim_update(&a, dt);
 *     on input:    anim_finish(&a);
 *     drawing:     anim_progress(&a, i) for event i, 0..1 */
#ifndef ANIM_H
#define ANIM_H

#include "core/event.h"

#define ANIM_KINDS 32
#define ANIM_SPEED_MIN 0.5f
#define ANIM_SPEED_MAX 3.0f

typedef struct {
    float dur[ANIM_KINDS];    /* seconds at 1x, by event kind */
    float delay[ANIM_KINDS];  /* start after the beat begins, seconds */
    float chain_step;         /* EV_CHAIN: extra delay per step along the chain (value) */
    float chain_max;          /* ... at most this much in all */
    const event_verbs_t *verbs; /* the game's own verbs (EV_GAME): their durations and delays */
} anim_tempo_t;

/* The durations for a game (by rules id; NULL or unknown: the defaults),
 * with the changes its look table asks for. */
void anim_tempo_default(anim_tempo_t *t, const char *game_id);

typedef struct {
    float start, dur;         /* timeline seconds */
    int beat;                 /* index of its beat, 0.. */
} anim_slot_t;

typedef struct {
    event_t *ev;              /* a copy of the move's events */
    anim_slot_t *slot;        /* one per event */
    int n, cap;
    float *beat_start, *beat_end;
    int nbeats, beat_cap;
    float total;              /* timeline length, seconds at 1x */
    double clock;             /* 0..total */
    int reverse;              /* undo: the clock runs down */
    float speed;              /* 0 (off) or 0.5..3 */
    int running;
    int failed;               /* out of memory: nothing to play */
    const event_verbs_t *verbs; /* the game's own verbs, from the tempo it was started with */
} anim_t;

void anim_init(anim_t *a);
void anim_free(anim_t *a);
/* Loads a move's events and starts playing (forward from 0, or reverse from
 * the end). Speed 0 leaves it finished at once. Returns -1 when out of
 * memory (the animation is then empty and finished). */
int anim_start(anim_t *a, const event_list_t *ev, const anim_tempo_t *tempo, int reverse,
               float speed);
/* Forgets the events (nothing to play or show). */
void anim_clear(anim_t *a);
/* Advances by dt real seconds; stops at the end. */
void anim_update(anim_t *a, double dt);
/* Jumps to the end (input during an animation finishes it at once). */
void anim_finish(anim_t *a);
/* Sets the clock (clamped); the animation is running unless at its end. */
void anim_seek(anim_t *a, double clock);
void anim_set_speed(anim_t *a, float speed);
/* A speed clamped to 0 (off) or ANIM_SPEED_MIN..MAX. */
float anim_clamp_speed(float speed);

static inline int anim_running(const anim_t *a) { return a->running; }
static inline double anim_clock(const anim_t *a) { return a->clock; }
/* Where the clock ends: total forward, 0 backward. */
static inline double anim_end(const anim_t *a) { return a->reverse ? 0.0 : a->total; }
/* Real seconds left at the current speed. */
double anim_remaining(const anim_t *a);

/* Event i's own progress at the clock: 0 before it starts, 1 after it ends. */
float anim_progress(const anim_t *a, int i);
/* Progress of event i at another clock value. */
float anim_progress_at(const anim_t *a, int i, double clock);
/* The beat under way at a clock value: the first beat not yet over, or
 * nbeats when all are. */
int anim_beat_at(const anim_t *a, double clock);
/* Has event i started (clock past its start)? */
int anim_started(const anim_t *a, int i, double clock);

#endif
