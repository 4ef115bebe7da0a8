/* The person's standing against the AI (no SDL): which results of a
 * finished game count for the player's record, the record of one game by
 * level, the rating it suggests and the level to try, and recording a
 * game into the client's record file.
 *
 * What counts: a game with exactly one person and at least one AI seat,
 * from the standard start (not a position from a level file), that ended.
 * With several AI seats (Wunchunk, 3-4 players) the person's result is
 * counted against each AI seat by who won: a win over every AI seat that
 * did not win too, a draw with one that shared the win, a loss to each AI
 * seat that won while the person did not; against an AI that lost as
 * well nothing is counted (the game does not rank its losers). A drawn
 * game is a draw against every AI seat. */
#ifndef STANDING_H
#define STANDING_H

#include <stddef.h>

#include "ai/ai.h"
#include "core/record.h"
#include "core/session.h"

struct client;

typedef struct {
    int wins[AI_LEVELS], losses[AI_LEVELS], draws[AI_LEVELS];
} standing_t;

/* The prior of a person's rating: centred on the game's First game level
 * (the level a new player is offered), with this spread (Elo): its weight
 * is that of about three games between equals, so a first game against
 * First game moves the rating 87 points either way, and each later game
 * less (docs/manual.md, "Your record"; test_elo checks the numbers). */
#define STANDING_PRIOR_SD 200.0
/* The rating is provisional while its deviation (elo_deviation) is over
 * this: about the first ten games. */
#define STANDING_SETTLED_RD 100.0

/* The results of a finished session by AI level: 1 when it counts (above),
 * else 0 with *out zeroed. */
int standing_of_session(const session_t *s, standing_t *out);
/* A game's results in a record, by level. */
void standing_of_record(const record_t *rec, const game_rules_t *r, standing_t *out);
int standing_games(const standing_t *st);
/* The person's estimated rating in game r (elo_estimate against the
 * levels' ratings, prior STANDING_PRIOR_SD around First game): 1 with *rating,
 * or 0 when the game's levels are not rated. */
int standing_rating(const game_rules_t *r, const standing_t *st, double *rating);
/* The rating deviation of that estimate (elo_deviation): 1 with *rd, or 0
 * when the game's levels are not rated. */
int standing_deviation(const game_rules_t *r, const standing_t *st, double rating, double *rd);
/* The level the set-up offers for the AI seats: First game until the
 * record holds a result in game r, then the suggested level (Medium where
 * the levels are not rated). rec may be NULL (no record: First game). */
int standing_default_level(const game_rules_t *r, const record_t *rec);
/* The level to play next: the one whose rating is nearest the person's
 * estimate (an expected score nearest 50%); with no games yet, First game.
 * -1 when the game's levels are not rated. */
int standing_suggest(const game_rules_t *r, const standing_t *st);

/* Adds a finished game to the client's record and writes the file. line
 * gets what the result screen says: "Your ConHex rating: 1420 → 1455
 * (+35)", or why nothing was recorded when that is news (a damaged file,
 * a failed write); "" when the game does not count. 1 when recorded. */
int standing_record_game(struct client *cl, const session_t *s, char *line, size_t n);

#endif
