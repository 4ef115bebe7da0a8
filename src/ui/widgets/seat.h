/* Seats as the screens name them: who plays a colour (after a swap the
 * seats exchange colours), whether that is a person or the AI, and the words
 * for it ("You", "Player 2", "AI - Easy"). No SDL. */
#ifndef SEAT_H
#define SEAT_H

#include <stddef.h>

#include "core/session.h"

/* The seat (0-based) playing colour (1-based) now. */
int seat_of_colour(const session_t *s, int colour);
/* The AI level of a seat, or -1 for a person. */
int seat_ai_level(const session_t *s, int seat);
/* The AI level playing colour now, or -1 for a person. */
int seat_colour_ai(const session_t *s, int colour);
/* How many seats are people. */
int seat_humans(const session_t *s);
/* The seat (1-based, as in What went wrong) of the first person whose
 * colour did not win a won game; 0 when none lost, on a draw, or while the
 * game goes on. */
int seat_lost_person(const session_t *s);
/* "You" (the only person), "Player 2", "AI" (the only AI), "AI 3". */
void seat_name(const session_t *s, int seat, char *buf, size_t n);
/* "Human" or "AI - Easy". */
void seat_kind(const session_t *s, int seat, char *buf, size_t n);
/* The colour name of a colour ("Red"), "?" when unknown. */
const char *seat_colour_name(const session_t *s, int colour);

/* Who plays colour, for a line of words: "Red (alice)" with the site's
 * player of a game imported from another site, else "Red (You)",
 * "Blue (AI)" as seat_name says. */
void seat_player(const session_t *s, int colour, char *buf, size_t n);
/* The words of entry e when it ended the game off the board: "Red (alice)
 * resigned", "Blue (AI) ran out of time", "Drawn by agreement"; 0, or -1
 * (buf "") when e is no such entry. */
int seat_end_line(const session_t *s, int e, char *buf, size_t n);
/* The move list's short label of such an entry ("- resigned -"), or NULL. */
const char *seat_end_label(const session_t *s, int e);

#endif
