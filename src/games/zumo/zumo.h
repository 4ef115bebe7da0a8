/* Zumo's own verbs (EV_GAME sub-kinds, core/event.h): the table in
 * zumo_present.c says how each is named, heard, timed and drawn. */
#ifndef GAMES_ZUMO_H
#define GAMES_ZUMO_H

#include "core/event.h"

enum {
    ZUMO_EV_SLIDE,      /* friendly stone sucked cell -> cell2 (one step) */
    ZUMO_EV_PUSH,       /* opposing stone pushed cell -> cell2 (value = direction) */
    ZUMO_EV_EVAPORATE,  /* friendly stone on cell evaporates into cell2 */
    ZUMO_EV_SHATTER,    /* stone on cell destroyed by a collision */
    ZUMO_EV_FALL,       /* stone on cell falls off the edge in direction value */
    ZUMO_EV_SIGHTLINE,  /* line from cell to cell2 flashes; value 1 friendly, 2 opposing */
    ZUMO_EV_ENERGY,     /* player has value units of energy (shown at cell) */
    ZUMO_EV_COUNT
};

extern const event_verbs_t zumo_verbs;

#endif
