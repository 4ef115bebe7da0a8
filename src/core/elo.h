/* Elo ratings by maximum likelihood (the Bradley-Terry model on the Elo
 * scale): the AI levels' ratings fitted from the ladder's self-play lines
 * (tools/elofit, docs/ai-ladder.md), and a person's rating estimated from
 * results against opponents of known rating (the statistics screen).
 * Pure arithmetic: no files, no game names. */
#ifndef ELO_H
#define ELO_H

#include <stddef.h>

#define ELO_MAX_PLAYERS 16

/* One line of results: a against b, with a's wins, draws and b's wins
 * (a draw counts half a win to each side). */
typedef struct {
    int a, b;
    double a_wins, draws, b_wins;
} elo_line_t;

/* a's expected score against b (0..1): 1 / (1 + 10^((rb - ra) / 400)). */
double elo_expected(double ra, double rb);

/* Fits ratings[0..n) to the lines by maximum likelihood with player
 * `anchor` held at `anchor_value`. prior_draws virtual drawn games are added
 * to every line, so a line won 40-0 still gives a finite gap (without them
 * its maximum likelihood gap is infinite). sd (may be NULL) gets each
 * rating's standard error from the curvature of the likelihood (0 for the
 * anchor). 0, or -1 with a message when a player plays no line, an index or
 * count is bad, or the fit does not settle (a rating would lie over
 * 3,500 from the anchor: someone wins every game and there are no
 * virtual draws). */
int elo_fit(int n, const elo_line_t *lines, int nlines, int anchor, double anchor_value,
            double prior_draws, double *ratings, double *sd, char *err, size_t errlen);

/* One kind of opponent of a person: its rating and the person's results. */
typedef struct {
    double rating;
    double wins, draws, losses;
} elo_opponent_t;

/* The person's rating that maximises the likelihood of the results times a
 * normal prior (mean prior_mean, standard deviation prior_sd): the prior
 * keeps a few games (or only wins) to a sensible number, and many games
 * outweigh it. With no games it is prior_mean. */
double elo_estimate(const elo_opponent_t *opp, int n, double prior_mean, double prior_sd);

/* The rating deviation of that estimate (Glicko's RD): the standard
 * deviation of the posterior at `rating`, from the curvature of the prior
 * plus the results. prior_sd with no games; it shrinks with every game. */
double elo_deviation(const elo_opponent_t *opp, int n, double rating, double prior_sd);

#endif
