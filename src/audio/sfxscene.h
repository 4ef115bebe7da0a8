/* The reference Zumo push turn that the sound tools record and the tests
 * check: on side 6, Black places F6, sucks two stones in (C6 -> D6,
 * H6 -> G6) and evaporates the adjacent F5, which gives three units of
 * energy; the white stone on I9 is pushed three cells along its line,
 * smashes the black stone on K11 and goes over the edge: Black wins. It
 * sounds place, suction, evaporate, thud, thud + shatter, fall, fanfare. */
#ifndef SFXSCENE_H
#define SFXSCENE_H

#include <stddef.h>

#include "core/event.h"
#include "audio/sfxplan.h"

#define SFXSCENE_ZUMO_MOVE "F6,I9+3"

/* Fills ev (initialised by the caller) with the events of `move` (NULL: the
 * reference move) played by the real Zumo engine from the scene's position,
 * and pan (may be NULL) from its board. Without a Zumo engine in the
 * registry, the reference move's events are built by hand. Returns 1 (the
 * engine played), 0 (hand-built) or -1 with a message. */
int sfxscene_zumo_push(const char *move, event_list_t *ev, sfxplan_pan_t *pan, char *err,
                       size_t errlen);
/* The hand-built events of the reference move (what the engine gives; the
 * tests compare the two). -1 when out of memory. */
int sfxscene_zumo_push_by_hand(event_list_t *ev, sfxplan_pan_t *pan);

#endif
