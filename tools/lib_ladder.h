/* The AI ladder's results file (data/ai-ladder.txt) and the fit of the
 * levels' Elo ratings from it: shared by tools/elofit and test_elo (which
 * checks the games' rating tables against the file). */
#ifndef LIB_LADDER_H
#define LIB_LADDER_H

#include <stddef.h>

#include "ai/ai.h"
#include "core/elo.h"

#define LADDER_FORMAT "# hexarcade-ladder 1"
/* The players of one game's fit: random (0), then the levels (1 + level). */
#define LADDER_PLAYERS (AI_LEVELS + 1)
#define LADDER_RANDOM 0
/* Beginner is the anchor, at 1000. */
#define LADDER_ANCHOR (1 + AI_BEGINNER)
#define LADDER_ANCHOR_ELO 1000.0
/* One virtual drawn game added to every line: the ladder has many lines
 * won 40-0 (every level against random, several neighbours), whose
 * maximum-likelihood gap is infinite; with the draw a 40-0 line says
 * 400 log10(81) = 763 Elo, and lines like 31-9 barely move (215 -> 208). */
#define LADDER_PRIOR_DRAWS 1.0
#define LADDER_MAX_LINES 256

/* The lines of `game` in a results file's text (comment lines start with
 * '#'): the count (0 when the game has none), or -1 with "name:line: what"
 * for a line that does not parse. */
int ladder_lines(const char *name, const char *text, const char *game, elo_line_t *out, int max,
                 char *err, size_t errlen);
/* Fits the game's players (random and the levels) from the text: 0 with
 * ratings and standard errors, or -1 with a message. nlines gets the
 * number of lines used (may be NULL). */
int ladder_fit(const char *name, const char *text, const char *game, double rating[LADDER_PLAYERS],
               double sd[LADDER_PLAYERS], int *nlines, char *err, size_t errlen);

#endif
