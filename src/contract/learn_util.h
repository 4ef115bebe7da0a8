/* Small helpers the games' attract-mode captions share (learn.h): colour
 * names, number words, and counts over a move's events. No SDL. */
#ifndef GAME_LEARN_UTIL_H
#define GAME_LEARN_UTIL_H

#include <stddef.h>

#include "core/event.h"
#include "core/game.h"

/* Player p's colour name ("Red"), or "Someone" outside the seats. */
const char *learn_colour(const game_t *g, int p);
/* A colour as an adjective, in buf: "a white stone". */
const char *learn_lower(const char *name, char *buf, size_t n);
/* "no", "one", ... "six", then "many". */
const char *learn_number(int k);
/* The events of a kind: how many, and the first (NULL: none). */
int learn_count(const event_list_t *ev, event_kind_t kind);
/* How many of ev are the game's own verb sub (EV_GAME). */
int learn_count_verb(const event_list_t *ev, int sub);
/* The first of ev that is the game's own verb sub, or NULL. */
const event_t *learn_first_verb(const event_list_t *ev, int sub);
const event_t *learn_first(const event_list_t *ev, event_kind_t kind);
/* Beats holding at least one event of a kind: Churn removes each group in
 * a beat of its own, so this counts the groups. */
int learn_beats_with(const event_list_t *ev, event_kind_t kind);
/* The first number of player p's score line in st (0: none). */
int learn_first_score(const game_t *g, const void *st, int p);

#endif
