#include "lib_ladder.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int player_of(const char *w)
{
    if (!strcmp(w, "random")) return LADDER_RANDOM;
    int lv = ai_level_parse(w);
    /* Variations of a level ("expert%0.15", "hard#2") are other players:
     * the file holds the committed levels only. */
    return lv >= 0 && strchr(w, '#') == NULL ? 1 + lv : -1;
}

int ladder_lines(const char *name, const char *text, const char *game, elo_line_t *out, int max,
                 char *err, size_t errlen)
{
    int n = 0, lineno = 0;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char line[256];
        lineno++;
        if (len >= sizeof line) {
            snprintf(err, errlen, "%s:%d: line too long", name, lineno);
            return -1;
        }
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (nl != NULL);
        char *s = line;
        while (*s == ' ' || *s == '\t') s++;
        if (!*s || *s == '#') continue;
        char g[32], a[32], b[32], extra[2];
        double games, wins, draws, unfinished, errors;
        long seed;
        if (sscanf(s, "%31s %31s %31s %lf %lf %lf %lf %lf %ld %1s", g, a, b, &games, &wins, &draws,
                   &unfinished, &errors, &seed, extra) != 9) {
            snprintf(err, errlen, "%s:%d: expected 'game a b games a-wins draws unfinished errors seed'", name,
                     lineno);
            return -1;
        }
        int pa = player_of(a), pb = player_of(b);
        double bw = games - wins - draws - unfinished - errors;
        if (pa < 0 || pb < 0 || pa == pb) {
            snprintf(err, errlen, "%s:%d: '%s' against '%s' is not two different levels (or random)", name,
                     lineno, a, b);
            return -1;
        }
        /* sscanf's %lf takes "nan" and "inf", which every comparison
         * below would let through. */
        if (!isfinite(games) || !isfinite(wins) || !isfinite(draws) || !isfinite(unfinished) || !isfinite(errors)) {
            snprintf(err, errlen, "%s:%d: a count is not a finite number", name, lineno);
            return -1;
        }
        if (games <= 0 || wins < 0 || draws < 0 || unfinished < 0 || errors < 0 || bw < -1e-9) {
            snprintf(err, errlen, "%s:%d: the counts do not add up", name, lineno);
            return -1;
        }
        if (strcmp(g, game)) continue;
        if (n >= max) {
            snprintf(err, errlen, "%s:%d: more than %d lines for %s", name, lineno, max, game);
            return -1;
        }
        /* An unfinished game is half a win to each, like a draw; a game
         * that ended in an error says nothing about strength. */
        out[n++] = (elo_line_t){pa, pb, wins, draws + unfinished, bw > 0 ? bw : 0};
    }
    return n;
}

int ladder_fit(const char *name, const char *text, const char *game, double rating[LADDER_PLAYERS],
               double sd[LADDER_PLAYERS], int *nlines, char *err, size_t errlen)
{
    elo_line_t *lines = malloc(LADDER_MAX_LINES * sizeof *lines);
    if (!lines) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int n = ladder_lines(name, text, game, lines, LADDER_MAX_LINES, err, errlen);
    if (n == 0) snprintf(err, errlen, "%s: no lines for %s", name, game);
    int rc = n > 0 ? elo_fit(LADDER_PLAYERS, lines, n, LADDER_ANCHOR, LADDER_ANCHOR_ELO, LADDER_PRIOR_DRAWS,
                             rating, sd, err, errlen)
                   : -1;
    if (nlines) *nlines = n;
    free(lines);
    return rc;
}
