/* When each sound of a move plays: the events' cues laid out on the beat
 * clock of the animation, so the client and the recording tools schedule
 * sounds the same way.
 *
 *  - an event's cue starts at beat * beat_s (animation time at speed 1;
 *    the mixer divides by the speed as it plays);
 *  - several events with the same cue on the same beat (a whole group
 *    removed, six claims) become a short ripple: at most SFXPLAN_RIPPLE
 *    voices, SFXPLAN_STAGGER s apart, each a little quieter and higher, so
 *    a big group sounds lively instead of one loud blast;
 *  - a whoosh (a thrown axe) also chops where it lands (cell2), at
 *    the start of the next beat;
 *  - the win fanfare waits until a stone falling earlier in the move has
 *    landed (SYNTH_DROP_LAND_S), so the thump is not heard inside it. */
#ifndef SFXPLAN_H
#define SFXPLAN_H

#include "core/board.h"
#include "core/event.h"

#define SFXPLAN_RIPPLE 5
#define SFXPLAN_STAGGER 0.04

typedef struct {
    sound_cue_t cue;
    double delay;   /* seconds of animation time from the move's start */
    float gain;     /* 0..1 */
    float pan;      /* -1 left .. 1 right */
    float pitch;    /* playback rate, 1 = as rendered */
} sfxplan_item_t;

/* Stereo position of each cell and site (ConHex pegs are placed on
 * sites), so a sound comes from where it happens on the board. */
typedef struct {
    int ncells, nsites;
    float cell[BOARD_MAX_CELLS];
    float site[BOARD_MAX_SITES];
} sfxplan_pan_t;

/* Pans from the board's x extent: the left edge at -width, the right at
 * +width (0.5 keeps sounds near the middle, as a board sits on screen). */
void sfxplan_board_pan(const board_t *b, float width, sfxplan_pan_t *pan);

/* Fills out (room for max items) in time order and returns the count.
 * pan may be NULL: every sound in the middle. */
int sfxplan_build(const event_t *ev, int n, double beat_s, const sfxplan_pan_t *pan,
                  sfxplan_item_t *out, int max);

#endif
