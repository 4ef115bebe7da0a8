/* Choosing moves for pictures and demonstrations (core only, no SDL):
 * a random whole move built action by action (so it works where a game has
 * too many moves to list, as Wunchunk does), and the legal move that shows
 * the most of an event kind (hexshot --pick fall: a stone pushed off). */
#ifndef LIB_PICK_H
#define LIB_PICK_H

#include "core/game.h"
#include "core/rng.h"

/* 0 when name names an event kind of the game's ("fall", "axe-off": a
 * shared kind's event_kind_name or one of its own verbs), else -1. */
int pick_kind(const game_rules_t *r, const char *name);
/* A random legal whole move of st (swap only when nothing else is legal);
 * 0, or -1 when there is none. */
int pick_random_move(const game_t *g, const void *st, rng_t *rng, move_t *m);
/* The legal move whose events hold the most events named `kind` (at least
 * one), looking at up to max moves; 0, or -1 when none has any. */
int pick_move_with(const game_t *g, const void *st, const char *kind, int max, move_t *m);

#endif
