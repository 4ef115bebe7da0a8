/* The person's standing: what a game counts for, the rating, recording. */
#include "ui/widgets/standing.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/elo.h"
#include "core/paths.h"
#include "ui/app/client.h"
#include "ui/widgets/seat.h"

int standing_of_session(const session_t *s, standing_t *out)
{
    memset(out, 0, sizeof *out);
    const game_head_t *h = game_head(session_state(s));
    int players = s->game->setup.players;
    if (s->level || h->status == GAME_ONGOING || seat_humans(s) != 1 || players < 2) return 0;
    int me = 0;
    for (int c = 1; c <= players; c++)
        if (seat_colour_ai(s, c) < 0) me = c;
    int counted = 0;
    int my_win = h->winners >> (me - 1) & 1;
    for (int c = 1; c <= players; c++) {
        int lv = seat_colour_ai(s, c);
        if (lv < 0) continue;
        int its_win = h->winners >> (c - 1) & 1;
        if (h->status == GAME_DRAW || (my_win && its_win)) out->draws[lv]++;
        else if (my_win) out->wins[lv]++;
        else if (its_win) out->losses[lv]++;
        else continue;
        counted = 1;
    }
    return counted;
}

void standing_of_record(const record_t *rec, const game_rules_t *r, standing_t *out)
{
    memset(out, 0, sizeof *out);
    for (int lv = 0; lv < AI_LEVELS; lv++) {
        const record_entry_t *e = record_find(rec, r->id, ai_level_name((ai_level_t)lv));
        if (!e) continue;
        out->wins[lv] = e->wins;
        out->losses[lv] = e->losses;
        out->draws[lv] = e->draws;
    }
}

int standing_games(const standing_t *st)
{
    int n = 0;
    for (int lv = 0; lv < AI_LEVELS; lv++) n += st->wins[lv] + st->losses[lv] + st->draws[lv];
    return n;
}

int standing_rating(const game_rules_t *r, const standing_t *st, double *rating)
{
    elo_opponent_t opp[AI_LEVELS];
    int n = 0;
    for (int lv = 0; lv < AI_LEVELS; lv++) {
        int elo = ai_level_elo(r, (ai_level_t)lv);
        if (elo <= 0) continue;
        opp[n++] = (elo_opponent_t){elo, st->wins[lv], st->draws[lv], st->losses[lv]};
    }
    int start = ai_level_elo(r, AI_FIRST);
    if (start <= 0) return 0;
    *rating = elo_estimate(opp, n, start, STANDING_PRIOR_SD);
    return 1;
}

int standing_deviation(const game_rules_t *r, const standing_t *st, double rating, double *rd)
{
    elo_opponent_t opp[AI_LEVELS];
    int n = 0;
    for (int lv = 0; lv < AI_LEVELS; lv++) {
        int elo = ai_level_elo(r, (ai_level_t)lv);
        if (elo <= 0) continue;
        opp[n++] = (elo_opponent_t){elo, st->wins[lv], st->draws[lv], st->losses[lv]};
    }
    if (ai_level_elo(r, AI_FIRST) <= 0) return 0;
    *rd = elo_deviation(opp, n, rating, STANDING_PRIOR_SD);
    return 1;
}

int standing_default_level(const game_rules_t *r, const record_t *rec)
{
    standing_t st;
    if (!rec) return AI_FIRST;
    standing_of_record(rec, r, &st);
    int lv = standing_suggest(r, &st);
    return lv >= 0 ? lv : standing_games(&st) ? AI_MEDIUM : AI_FIRST;
}

int standing_suggest(const game_rules_t *r, const standing_t *st)
{
    double me;
    if (!standing_rating(r, st, &me)) return -1;
    if (!standing_games(st)) return AI_FIRST;
    int best = -1;
    for (int lv = 0; lv < AI_LEVELS; lv++) {
        int elo = ai_level_elo(r, (ai_level_t)lv);
        if (elo > 0 && (best < 0 || fabs(elo - me) < fabs(ai_level_elo(r, (ai_level_t)best) - me))) best = lv;
    }
    return best;
}

int standing_record_game(client_t *cl, const session_t *s, char *line, size_t n)
{
    line[0] = '\0';
    standing_t add, before, after;
    if (!standing_of_session(s, &add)) return 0;
    const game_rules_t *r = s->game->rules;
    if (cl->record_bad) {
        snprintf(line, n, "Not recorded: the record file is damaged and left as it is.");
        return 0;
    }
    if (!cl->saves_dir[0]) {
        snprintf(line, n, "Not recorded: no home directory is set.");
        return 0;
    }
    /* Only this game's results go to the file, added to what it holds now:
     * another client on the same data folder may have recorded games since
     * this one read it. */
    record_t *delta = malloc(sizeof *delta), *next = malloc(sizeof *next);
    if (!delta || !next) {
        free(delta);
        free(next);
        snprintf(line, n, "Not recorded: out of memory.");
        return 0;
    }
    record_init(delta);
    int ok = 1;
    for (int lv = 0; lv < AI_LEVELS && ok; lv++) {
        const char *name = ai_level_name((ai_level_t)lv);
        for (int k = 0; k < add.wins[lv] && ok; k++) ok = !record_add(delta, r->id, name, RECORD_WIN);
        for (int k = 0; k < add.losses[lv] && ok; k++) ok = !record_add(delta, r->id, name, RECORD_LOSS);
        for (int k = 0; k < add.draws[lv] && ok; k++) ok = !record_add(delta, r->id, name, RECORD_DRAW);
    }
    char path[1200], err[512];
    if (!ok) snprintf(err, sizeof err, "the record is full");
    /* The record in memory changes only once the file holds it. */
    if (!ok || paths_file(cl->saves_dir, RECORD_FILE, path, sizeof path, err, sizeof err) ||
        record_commit(next, delta, path, err, sizeof err)) {
        snprintf(line, n, "Not recorded: %s", err);
        free(delta);
        free(next);
        return 0;
    }
    cl->record = *next;
    free(delta);
    free(next);
    /* The rating before this game: the file's record without it. */
    standing_of_record(&cl->record, r, &after);
    before = after;
    for (int lv = 0; lv < AI_LEVELS; lv++) {
        before.wins[lv] -= add.wins[lv];
        before.losses[lv] -= add.losses[lv];
        before.draws[lv] -= add.draws[lv];
    }
    double b, a, rd;
    if (standing_rating(r, &before, &b) && standing_rating(r, &after, &a)) {
        long lb = lround(b), la = lround(a);
        int prov = standing_deviation(r, &after, a, &rd) && rd > STANDING_SETTLED_RD;
        snprintf(line, n, "Your %s rating: %ld \xE2\x86\x92 %ld (%+ld)%s", r->name, lb, la, la - lb,
                 prov ? ", provisional" : "");
    } else {
        snprintf(line, n, "Recorded in your %s statistics.", r->name);
    }
    return 1;
}
