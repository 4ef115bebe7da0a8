/* Hexline's own verb (an EV_GAME sub-kind, core/event.h): its table and
 * its drawing are in hexline_present.c. */
#ifndef GAMES_TEMPLATE_HEXLINE_H
#define GAMES_TEMPLATE_HEXLINE_H

#include "core/event.h"

enum {
    HEXLINE_EV_SPARK, /* three in a row: a spark runs from the new stone (cell) to the line's far end (cell2) */
    HEXLINE_EV_COUNT
};

/* The spark's colour (0xRRGGBB): its tests find its strokes by it. */
#define HEXLINE_SPARK_RGB 0xfff27a

extern const event_verbs_t hexline_verbs;

#endif
