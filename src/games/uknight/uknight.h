/* Uknight's own verbs (EV_GAME sub-kinds, core/event.h): the table in
 * uknight_present.c says how each is named, heard, timed and drawn. */
#ifndef GAMES_UKNIGHT_H
#define GAMES_UKNIGHT_H

#include "core/event.h"

enum {
    UKNIGHT_EV_LEAP,     /* piece leaps cell -> cell2 along an arc (knight move) */
    UKNIGHT_EV_CHOP,     /* the axe turns the piece on cell to player's (piece = its kind) */
    UKNIGHT_EV_AXE,      /* the piece on cell gains an axe (glint) */
    UKNIGHT_EV_AXE_OFF,  /* the axe leaves the double on cell */
    UKNIGHT_EV_THROW,    /* axe flies cell -> cell2, spinning */
    UKNIGHT_EV_PHASE,    /* the game enters phase value */
    UKNIGHT_EV_COUNT
};

extern const event_verbs_t uknight_verbs;

/* The 12 knight's moves as steps of a cell's column and row (board.h):
 * the first six and their negatives. */
extern const int uknight_knight_dc[12], uknight_knight_dr[12];

#endif
