/* Game review (ai_review.h): positions evaluated in order, moves marked by
 * their mover's loss, the text kept with the save. */
#include "ai/ai_review.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Version 2 keeps what the marks are computed from (visits, the played
 * move's value) to 6 decimals; version 1 (4 decimals, no visits) is still
 * read, its moves marked by the plain difference. */
#define REVIEW_MAGIC "hexarcade-review"
#define REVIEW_VERSION 2

static const char *const mark_words[AI_MARKS] = {"", "good", "inaccuracy", "mistake", "blunder"};

const char *ai_mark_word(ai_mark_t m) { return m >= 0 && m < AI_MARKS ? mark_words[m] : ""; }

ai_mark_t ai_mark_of_loss(double loss)
{
    if (loss >= AI_REVIEW_BLUNDER) return AI_MARK_BLUNDER;
    if (loss >= AI_REVIEW_MISTAKE) return AI_MARK_MISTAKE;
    if (loss >= AI_REVIEW_INACCURACY) return AI_MARK_INACCURACY;
    return AI_MARK_GOOD;
}

const char *ai_review_legend(void)
{
    return "Good: lost less than 10% win chance\n"
           "Inaccuracy: lost 10-20% win chance\n"
           "Mistake: lost 20-30% win chance\n"
           "Blunder: lost 30% or more";
}

void ai_review_default_request(const game_t *g, ai_request_t *req)
{
    memset(req, 0, sizeof *req);
    req->level = AI_HARD;
    req->iterations = ai_level_iterations(g, AI_HARD) / 4;
    req->seed = 1;
    req->threads = 0; /* every core */
}

static size_t state_size(const ai_review_t *r) { return r->game.rules->state_size; }

const void *ai_review_state(const ai_review_t *r, int i)
{
    return r->states + state_size(r) * (size_t)i;
}

/* The seat holding colour c at st (docs/rules/conventions.md 0.3). */
static int seat_of(const ai_review_t *r, const void *st, int c)
{
    return r->players == 2 && game_head(st)->swapped && c ? 3 - c : c;
}

ai_review_t *ai_review_new(const session_t *s, char *err, size_t errlen)
{
    ai_review_t *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    r->game = *s->game;
    r->players = s->game->setup.players;
    r->npos = s->n;
    r->nmoves = s->n - 1;
    r->key = session_review_key(s);
    r->level = AI_HARD;
    size_t sz = s->game->rules->state_size;
    r->pos = calloc((size_t)r->npos, sizeof *r->pos);
    r->moves = calloc(r->nmoves ? (size_t)r->nmoves : 1, sizeof *r->moves);
    r->states = malloc(sz * (size_t)r->npos);
    if (!r->pos || !r->moves || !r->states) {
        ai_review_free(r);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    for (int i = 0; i < r->npos; i++) memcpy(r->states + sz * (size_t)i, s->hist[i].state, sz);
    for (int k = 0; k < r->nmoves; k++) {
        ai_review_move_t *m = &r->moves[k];
        const void *before = s->hist[k].state;
        m->number = k + 1;
        m->aside = s->hist[k + 1].kind != SESSION_MOVE; /* a restart, a flag fall, an end off the board */
        m->colour = game_head(before)->to_move;
        m->mover = seat_of(r, before, m->colour);
        snprintf(m->text, sizeof m->text, "%s", s->hist[k + 1].move);
    }
    return r;
}

ai_review_t *ai_review_copy(const ai_review_t *src)
{
    ai_review_t *r = malloc(sizeof *r);
    if (!r) return NULL;
    *r = *src;
    size_t sz = state_size(src);
    r->pos = malloc(sizeof *r->pos * (size_t)r->npos);
    r->moves = malloc(sizeof *r->moves * (size_t)(r->nmoves ? r->nmoves : 1));
    r->states = malloc(sz * (size_t)r->npos);
    if (!r->pos || !r->moves || !r->states) {
        ai_review_free(r);
        return NULL;
    }
    memcpy(r->pos, src->pos, sizeof *r->pos * (size_t)r->npos);
    memcpy(r->moves, src->moves, sizeof *r->moves * (size_t)r->nmoves);
    memcpy(r->states, src->states, sz * (size_t)r->npos);
    return r;
}

void ai_review_free(ai_review_t *r)
{
    if (!r) return;
    free(r->pos);
    free(r->moves);
    free(r->states);
    free(r);
}

double ai_review_progress(const ai_review_t *r)
{
    return r->npos ? (double)r->done / (double)r->npos : 1.0;
}

/* The variance of a mean v (0..1) of n visits; 0 when exact (n 0). */
static double mean_var(double v, long n) { return n > 0 ? v * (1.0 - v) / (double)n : 0.0; }

/* Marks move k once positions k and k+1 are both done. */
static void mark(ai_review_t *r, int k)
{
    ai_review_move_t *m = &r->moves[k];
    const ai_review_pos_t *a = &r->pos[k], *b = &r->pos[k + 1];
    if (!a->done || !b->done) return;
    m->done = 1;
    memcpy(m->before, a->win, sizeof m->before);
    memcpy(m->after, b->win, sizeof m->after);
    m->best[0] = '\0';
    m->noise = 0;
    if (m->aside) {
        m->loss = 0;
        m->mark = AI_MARK_NONE;
        return;
    }
    int me = m->mover;
    if (!a->best[0] || !strcmp(a->best, m->text)) {
        /* The best move keeps the position's value: no drop to show. */
        m->after[me] = m->before[me];
        m->loss = 0;
        m->mark = AI_MARK_GOOD;
        return;
    }
    double before = a->win[me], after = b->win[me];
    /* The position after: exact when over or proven, else a mean. */
    long nb = b->over || b->proven ? 0 : b->best_visits;
    double var_after = mean_var(after, nb);
    /* A turn of several actions that begins as the best one does (the same
     * root child: the same mean and visits) and goes on otherwise: the root
     * search saw only its first action, so the search after judges it. */
    int same_start = a->played && a->played_visits == a->best_visits && a->played_win == before;
    if (a->played && !same_start && !b->over && !b->proven) {
        /* The played move's mean in the search that found the best. Not
         * pooled with the search after: there the mover is not to move and
         * its share, read from the next player's best child, runs well
         * below (3 players: pooled, two seeds agreed on 73% of marks,
         * docs/review.md). */
        after = a->played_win;
        var_after = mean_var(after, a->played_visits);
    }
    double var_before = a->proven ? 0.0 : mean_var(before, a->best_visits);
    m->after[me] = after;
    double loss = before - after;
    m->loss = loss > 0 ? loss : 0.0;
    m->noise = AI_REVIEW_NOISE_Z * sqrt(var_before + var_after);
    m->mark = m->loss > m->noise ? ai_mark_of_loss(m->loss) : AI_MARK_GOOD;
    if (m->mark >= AI_MARK_INACCURACY) snprintf(m->best, sizeof m->best, "%s", a->best);
}

static void advance(ai_review_t *r)
{
    while (r->done < r->npos && r->pos[r->done].done) r->done++;
}

/* A value as the stored text has it. */
static double stored_value(double v)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%.6f", v);
    return strtod(buf, NULL);
}

void ai_review_set(ai_review_t *r, int i, const ai_eval_t *e)
{
    if (i < 0 || i >= r->npos) return;
    const void *st = ai_review_state(r, i);
    ai_review_pos_t *p = &r->pos[i];
    p->done = 1;
    p->over = e->over;
    p->to_move = e->over ? 0 : seat_of(r, st, e->to_move);
    ai_eval_by_seat(&r->game, st, e, p->win);
    /* Kept as stored (6 decimals): a stored review reads back these very
     * numbers and so the same marks. */
    for (int s = 1; s <= r->players; s++) p->win[s] = stored_value(p->win[s]);
    p->proven = e->proven;
    p->iterations = e->iterations;
    p->best_visits = e->best_visits;
    p->played = e->probed;
    p->played_win = e->probed ? stored_value(e->probe_win) : 0.0;
    p->played_visits = e->probed ? e->probe_visits : 0;
    snprintf(p->best, sizeof p->best, "%s", e->ntop > 0 ? e->top[0].text : "");
    if (i > 0) mark(r, i - 1);
    if (i < r->nmoves) mark(r, i);
    advance(r);
}

static int cancelled(const ai_request_t *req) { return req->cancel && atomic_load(req->cancel); }

int ai_review_run(ai_review_t *r, const ai_request_t *req, ai_review_cb_t cb, void *ctx, char *err,
                  size_t errlen)
{
    ai_eval_t *e = malloc(sizeof *e);
    move_t *played = malloc(sizeof *played);
    if (!e || !played) {
        free(e);
        free(played);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    r->level = req->level;
    r->iterations = req->iterations > 0 ? req->iterations : ai_level_iterations(&r->game, req->level);
    r->seed = req->seed;
    int rc = 0;
    for (int i = r->done; i < r->npos && !cancelled(req); i++) {
        if (r->pos[i].done) continue;
        ai_request_t q = *req;
        q.seed = req->seed + (uint64_t)i;
        char msg[GAME_ERR_MAX];
        /* The move played here, read by the same search (mark()). */
        const move_t *probe = NULL;
        if (i < r->nmoves && !r->moves[i].aside &&
            r->game.rules->parse(&r->game, ai_review_state(r, i), r->moves[i].text, played, msg, sizeof msg) == 0)
            probe = played;
        if (ai_eval_probe(&r->game, ai_review_state(r, i), &q, 1, probe, e, NULL, NULL, msg, sizeof msg) != 0) {
            snprintf(err, errlen, "position %d: %s", i, msg);
            rc = -1;
            break;
        }
        /* A search cut short by the cancel is not kept: a stored review is
         * always the full budget's. */
        if (e->cancelled) break;
        ai_review_set(r, i, e);
        if (cb) cb(r, ctx);
    }
    free(e);
    free(played);
    return rc;
}

void ai_review_summary(const ai_review_t *r, int seat, ai_review_sum_t *out)
{
    memset(out, 0, sizeof *out);
    double loss = 0;
    for (int k = 0; k < r->nmoves; k++) {
        const ai_review_move_t *m = &r->moves[k];
        if (!m->done || m->aside || m->mover != seat) continue;
        out->count[m->mark]++;
        out->moves++;
        loss += m->loss;
    }
    out->avg_loss = out->moves ? loss / out->moves : 0.0;
}

char *ai_review_text(const ai_review_t *r)
{
    size_t cap = 256, at = 0;
    for (int i = 0; i < r->done; i++) cap += 128 + 12 * (size_t)r->players + strlen(r->pos[i].best);
    char *out = malloc(cap);
    if (!out) return NULL;
    at += (size_t)snprintf(out + at, cap - at, "%s %d level=%s iterations=%ld seed=%llu positions=%d\n",
                           REVIEW_MAGIC, REVIEW_VERSION, ai_level_name(r->level), r->iterations,
                           (unsigned long long)r->seed, r->npos);
    for (int i = 0; i < r->done; i++) {
        const ai_review_pos_t *p = &r->pos[i];
        at += (size_t)snprintf(out + at, cap - at, "%d", i);
        for (int s = 1; s <= r->players; s++) at += (size_t)snprintf(out + at, cap - at, " %.6f", p->win[s]);
        at += (size_t)snprintf(out + at, cap - at, " %+d visits %ld", p->proven, p->best_visits);
        if (p->played)
            at += (size_t)snprintf(out + at, cap - at, " played %.6f %ld", p->played_win, p->played_visits);
        if (p->best[0]) at += (size_t)snprintf(out + at, cap - at, " best %s", p->best);
        at += (size_t)snprintf(out + at, cap - at, "\n");
    }
    return out;
}

/* One position line "<i> <w1> .. <wn> <proof> [best <move>]" into p. */
static int parse_pos(const ai_review_t *r, const char *line, int expect, int version, ai_review_pos_t *p,
                     char *err, size_t errlen)
{
    char *end;
    long i = strtol(line, &end, 10);
    if (end == line || i != expect) {
        snprintf(err, errlen, "review line %d: expected position %d", expect + 2, expect);
        return -1;
    }
    memset(p, 0, sizeof *p);
    double sum = 0;
    for (int s = 1; s <= r->players; s++) {
        const char *at = end;
        p->win[s] = strtod(at, &end);
        /* NaN compares false with everything: "nan" passed the range test
         * and the review screen showed "win -2147483648%". */
        if (end == at || !isfinite(p->win[s]) || p->win[s] < 0 || p->win[s] > 1) {
            const char *w = at + strspn(at, " ");
            snprintf(err, errlen, "review line %d: bad win probability '%.*s' (a number from 0 to 1)", expect + 2,
                     (int)strcspn(w, " "), w);
            return -1;
        }
        sum += p->win[s];
    }
    const char *at = end;
    long proof = strtol(at, &end, 10);
    if (end == at || proof < -1 || proof > 1 || sum < 0.99 || sum > 1.01) {
        snprintf(err, errlen, "review line %d: bad proof or probabilities", expect + 2);
        return -1;
    }
    p->proven = (int)proof;
    while (*end == ' ') end++;
    /* Version 2: "visits <n>" then, where the played move was seen,
     * "played <win> <visits>". */
    if (version >= 2) {
        int used = 0;
        long n = -1;
        if (sscanf(end, "visits %ld%n", &n, &used) != 1 || n < 0) {
            snprintf(err, errlen, "review line %d: expected 'visits <n>'", expect + 2);
            return -1;
        }
        p->best_visits = n;
        end += used;
        while (*end == ' ') end++;
        double w;
        if (!strncmp(end, "played ", 7)) {
            used = 0;
            if (sscanf(end, "played %lf %ld%n", &w, &n, &used) != 2 || !isfinite(w) || w < 0 || w > 1 || n < 0) {
                snprintf(err, errlen, "review line %d: bad 'played <win> <visits>'", expect + 2);
                return -1;
            }
            p->played = 1;
            p->played_win = w;
            p->played_visits = n;
            end += used;
            while (*end == ' ') end++;
        }
    }
    const void *st = ai_review_state(r, expect);
    if (!strncmp(end, "best ", 5)) {
        char msg[GAME_ERR_MAX];
        void *tmp = malloc(state_size(r));
        int ok = tmp && !game_is_over(st);
        if (ok) {
            memcpy(tmp, st, state_size(r));
            ok = game_play(&r->game, tmp, end + 5, NULL, p->best, sizeof p->best, msg, sizeof msg) == 0;
        }
        free(tmp);
        if (!ok) {
            snprintf(err, errlen, "review line %d: best move '%.40s' is not legal there", expect + 2, end + 5);
            return -1;
        }
    } else if (*end) {
        snprintf(err, errlen, "review line %d: unexpected '%.40s'", expect + 2, end);
        return -1;
    } else if (!game_is_over(st)) {
        snprintf(err, errlen, "review line %d: no best move for a game under way", expect + 2);
        return -1;
    }
    p->done = 1;
    p->over = game_is_over(st);
    p->to_move = p->over ? 0 : seat_of(r, st, game_head(st)->to_move);
    return 0;
}

int ai_review_parse(ai_review_t *r, const char *text, char *err, size_t errlen)
{
    char level[32];
    long iters;
    unsigned long long seed;
    int npos, version, used = 0;
    if (sscanf(text, REVIEW_MAGIC " %d level=%31s iterations=%ld seed=%llu positions=%d%n", &version, level,
               &iters, &seed, &npos, &used) != 5 || version < 1 || version > REVIEW_VERSION ||
        (text[used] != '\n' && text[used])) {
        snprintf(err, errlen, "review: first line is not '%s %d level=... iterations=... seed=... positions=...'",
                 REVIEW_MAGIC, REVIEW_VERSION);
        return -1;
    }
    int lv = ai_level_parse(level);
    if (lv < 0 || iters < 0) {
        snprintf(err, errlen, "review: unknown level '%s'", level);
        return -1;
    }
    if (npos != r->npos) return 0; /* another game's review */
    ai_review_pos_t *pos = calloc((size_t)r->npos, sizeof *pos);
    char *line = malloc(LEVEL_TEXT_LEN * 2);
    if (!pos || !line) {
        free(pos);
        free(line);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    const char *p = text + used + (text[used] == '\n');
    int n = 0, rc = 0;
    while (*p && rc == 0) {
        size_t k = strcspn(p, "\n");
        if (n >= r->npos || k >= LEVEL_TEXT_LEN * 2) {
            snprintf(err, errlen, "review line %d: %s", n + 2, n >= r->npos ? "more positions than the game has" : "too long");
            rc = -1;
            break;
        }
        memcpy(line, p, k);
        line[k] = '\0';
        rc = parse_pos(r, line, n, version, &pos[n], err, errlen);
        n++;
        p += k + (p[k] == '\n');
    }
    if (rc == 0) {
        r->level = (ai_level_t)lv;
        r->iterations = iters;
        r->seed = seed;
        for (int i = 0; i < n; i++) {
            r->pos[i] = pos[i];
            if (i > 0) mark(r, i - 1);
        }
        advance(r);
    }
    free(pos);
    free(line);
    return rc == 0 ? n : -1;
}

int ai_review_store(const ai_review_t *r, session_t *s, char *err, size_t errlen)
{
    if (r->key != session_review_key(s) || r->npos != s->n) {
        snprintf(err, errlen, "the game has changed since it was reviewed");
        return -1;
    }
    char *text = ai_review_text(r);
    int rc = text ? session_set_review(s, text) : -1;
    free(text);
    if (rc) snprintf(err, errlen, "out of memory");
    return rc;
}

int ai_review_load(ai_review_t *r, const session_t *s, char *err, size_t errlen)
{
    const char *text = session_review(s);
    if (!text || r->key != session_review_key(s) || r->done) return 0;
    int n = ai_review_parse(r, text, err, errlen);
    return n < 0 ? -1 : n > 0 ? r->done : 0;
}
