/* Maximum-likelihood Elo: Newton's method on the log-likelihood, which is
 * concave in the ratings (strictly once a prior or the virtual draws are
 * in), so it settles from any start; steps are clamped so the first ones,
 * far from the optimum, cannot overshoot wildly. */
#include "core/elo.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Natural units: one unit is 400 / ln 10 Elo (about 173.7). */
#define ELO_UNIT (400.0 / 2.302585092994046)
#define MAX_STEP 1.0

double elo_expected(double ra, double rb) { return 1.0 / (1.0 + pow(10.0, (rb - ra) / 400.0)); }

static double logistic(double x) { return 1.0 / (1.0 + exp(-x)); }

/* Solves m x = v (k x k, row-major) by Gauss-Jordan with partial pivoting,
 * and leaves the inverse of m in inv (may be NULL). -1 when singular. */
static int solve(int k, double *m, double *v, double *inv)
{
    double a[ELO_MAX_PLAYERS][2 * ELO_MAX_PLAYERS + 1];
    for (int i = 0; i < k; i++) {
        for (int j = 0; j < k; j++) {
            a[i][j] = m[i * k + j];
            a[i][k + j] = i == j;
        }
        a[i][2 * k] = v[i];
    }
    int w = 2 * k + 1;
    for (int c = 0; c < k; c++) {
        int p = c;
        for (int i = c + 1; i < k; i++)
            if (fabs(a[i][c]) > fabs(a[p][c])) p = i;
        if (fabs(a[p][c]) < 1e-12) return -1;
        if (p != c)
            for (int j = 0; j < w; j++) {
                double t = a[c][j];
                a[c][j] = a[p][j];
                a[p][j] = t;
            }
        double d = a[c][c];
        for (int j = 0; j < w; j++) a[c][j] /= d;
        for (int i = 0; i < k; i++) {
            if (i == c || a[i][c] == 0) continue;
            double f = a[i][c];
            for (int j = 0; j < w; j++) a[i][j] -= f * a[c][j];
        }
    }
    for (int i = 0; i < k; i++) {
        v[i] = a[i][2 * k];
        if (inv)
            for (int j = 0; j < k; j++) inv[i * k + j] = a[i][k + j];
    }
    return 0;
}

int elo_fit(int n, const elo_line_t *lines, int nlines, int anchor, double anchor_value,
            double prior_draws, double *ratings, double *sd, char *err, size_t errlen)
{
    if (n < 2 || n > ELO_MAX_PLAYERS || anchor < 0 || anchor >= n || nlines < 1 || prior_draws < 0) {
        snprintf(err, errlen, "elo_fit: bad arguments (%d players, %d lines)", n, nlines);
        return -1;
    }
    int played[ELO_MAX_PLAYERS] = {0};
    for (int l = 0; l < nlines; l++) {
        const elo_line_t *e = &lines[l];
        if (e->a < 0 || e->a >= n || e->b < 0 || e->b >= n || e->a == e->b || e->a_wins < 0 ||
            e->draws < 0 || e->b_wins < 0) {
            snprintf(err, errlen, "elo_fit: line %d is not a game between two players", l + 1);
            return -1;
        }
        if (e->a_wins + e->draws + e->b_wins + prior_draws <= 0) continue;
        played[e->a] = played[e->b] = 1;
    }
    for (int i = 0; i < n; i++)
        if (!played[i]) {
            snprintf(err, errlen, "elo_fit: player %d plays no games", i);
            return -1;
        }
    /* The free players (all but the anchor) and their index in the system. */
    int idx[ELO_MAX_PLAYERS], k = 0;
    for (int i = 0; i < n; i++) idx[i] = i == anchor ? -1 : k++;
    double x[ELO_MAX_PLAYERS] = {0};
    double h[ELO_MAX_PLAYERS * ELO_MAX_PLAYERS], g[ELO_MAX_PLAYERS], inv[ELO_MAX_PLAYERS * ELO_MAX_PLAYERS];
    int settled = 0;
    for (int it = 0; it < 200 && !settled; it++) {
        memset(h, 0, sizeof h);
        memset(g, 0, sizeof g);
        for (int l = 0; l < nlines; l++) {
            const elo_line_t *e = &lines[l];
            double games = e->a_wins + e->draws + e->b_wins + prior_draws;
            double score = e->a_wins + 0.5 * (e->draws + prior_draws);
            double p = logistic(x[e->a] - x[e->b]);
            double gr = score - games * p, cu = games * p * (1 - p);
            int ia = idx[e->a], ib = idx[e->b];
            /* -Hessian (positive definite) and the gradient. */
            if (ia >= 0) g[ia] += gr, h[ia * k + ia] += cu;
            if (ib >= 0) g[ib] -= gr, h[ib * k + ib] += cu;
            if (ia >= 0 && ib >= 0) h[ia * k + ib] -= cu, h[ib * k + ia] -= cu;
        }
        /* Ratings 3,500 apart: someone wins every game and the
         * maximum is at infinity (no virtual draws to stop it). */
        double far = 0;
        for (int i = 0; i < n; i++) far = fmax(far, fabs(x[i]));
        if (far > 20) break;
        if (solve(k, h, g, inv)) {
            snprintf(err, errlen, "elo_fit: the players are not all linked by games");
            return -1;
        }
        double big = 0;
        for (int i = 0; i < k; i++) big = fmax(big, fabs(g[i]));
        double f = big > MAX_STEP ? MAX_STEP / big : 1.0;
        for (int i = 0; i < n; i++)
            if (idx[i] >= 0) x[i] += f * g[idx[i]];
        settled = big < 1e-10;
    }
    if (!settled) {
        snprintf(err, errlen, "elo_fit: the fit did not settle (a player wins every game: add prior draws)");
        return -1;
    }
    for (int i = 0; i < n; i++) {
        ratings[i] = anchor_value + (x[i] - x[anchor]) * ELO_UNIT;
        /* inv is the inverse of the curvature at the last step, which is
         * the optimum to within 1e-10. */
        if (sd) sd[i] = idx[i] >= 0 ? sqrt(fmax(inv[idx[i] * k + idx[i]], 0)) * ELO_UNIT : 0;
    }
    return 0;
}

double elo_estimate(const elo_opponent_t *opp, int n, double prior_mean, double prior_sd)
{
    double x = prior_mean / ELO_UNIT, mu = x, s = prior_sd / ELO_UNIT;
    double tau = 1.0 / (s * s);
    for (int it = 0; it < 100; it++) {
        double g = -(x - mu) * tau, cu = tau;
        for (int i = 0; i < n; i++) {
            double games = opp[i].wins + opp[i].draws + opp[i].losses;
            if (games <= 0) continue;
            double p = logistic(x - opp[i].rating / ELO_UNIT);
            g += opp[i].wins + 0.5 * opp[i].draws - games * p;
            cu += games * p * (1 - p);
        }
        double step = g / cu;
        if (step > MAX_STEP) step = MAX_STEP;
        if (step < -MAX_STEP) step = -MAX_STEP;
        x += step;
        if (fabs(step) < 1e-12) break;
    }
    return x * ELO_UNIT;
}

double elo_deviation(const elo_opponent_t *opp, int n, double rating, double prior_sd)
{
    double s = prior_sd / ELO_UNIT, cu = 1.0 / (s * s), x = rating / ELO_UNIT;
    for (int i = 0; i < n; i++) {
        double games = opp[i].wins + opp[i].draws + opp[i].losses;
        if (games <= 0) continue;
        double p = logistic(x - opp[i].rating / ELO_UNIT);
        cu += games * p * (1 - p);
    }
    return ELO_UNIT / sqrt(cu);
}
