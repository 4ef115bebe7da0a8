/* The common side of the words tables (src/games/words.h). */
#include "games/words.h"

#include <stdarg.h>
#include <stdio.h>

#include "core/preview.h"

const game_words_t *game_words_of(const game_rules_t *r)
{
    static const game_words_t none = {0};
    return r && r->words ? r->words : &none;
}

void words_score_line(const game_t *g, const void *st, const words_result_t *r, const char *head, char *buf,
                      size_t n)
{
    size_t len = (size_t)snprintf(buf, n, "%s:", head);
    for (int p = 1; p <= g->setup.players && len < n; p++) {
        int v[8];
        int k = g->rules->score(g, st, p, v, 8);
        len += (size_t)snprintf(buf + len, n - len, "%s %s %d", p > 1 ? "  \xc2\xb7 " : " ", r->colour[p], k > 0 ? v[0] : 0);
    }
}

void words_puzzle_goal(const game_t *g, int colour, int kind, char *buf, size_t n)
{
    const game_words_t *w = game_words_of(g->rules);
    if (n) buf[0] = '\0';
    if (w->puzzle_goal) w->puzzle_goal(g, colour, kind, buf, n);
    if (n && buf[0]) return;
    const char *me = g->rules->colour_names[colour - 1];
    const char *them = g->rules->colour_names[colour % g->setup.players];
    switch (kind) {
    case 1: snprintf(buf, n, "%s to play and win at once.", me); break;
    case 2: snprintf(buf, n, "%s to play: one move wins whatever %s answers.", me, them); break;
    case 3: snprintf(buf, n, "%s to play: %s threatens to win next turn. Stop every threat.", me, them); break;
    default: snprintf(buf, n, "%s to play: find the move the text explains.", me); break;
    }
}

/* n of a thing in words: "a cell" / "3 cells". */
static void count_words(char *buf, size_t n, int k, const char *one, const char *many, const char *verb)
{
    if (k == 1) snprintf(buf, n, "%s%s", verb, one);
    else snprintf(buf, n, "%s%d %s", verb, k, many);
}

void words_move_gist(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    if (game_preview_move(g, st, m, &ev, NULL, err, sizeof err) != 0) {
        event_list_free(&ev);
        return;
    }
    int count[EV_CAPTION + 1] = {0};
    for (int i = 0; i < ev.n; i++)
        if (ev.ev[i].kind <= EV_CAPTION) count[ev.ev[i].kind]++;
    event_list_free(&ev);
    /* The most telling consequence first. */
    if (count[EV_FALL]) count_words(buf, n, count[EV_FALL], "a push off the edge", "pushed off the edge", "");
    else if (count[EV_SHATTER]) count_words(buf, n, count[EV_SHATTER], "a stone crushed", "stones crushed", "");
    else if (count[EV_THROW]) snprintf(buf, n, "an axe throw");
    else if (count[EV_REMOVE]) count_words(buf, n, count[EV_REMOVE], "a stone", "stones", "takes off ");
    else if (count[EV_RECOLOUR]) count_words(buf, n, count[EV_RECOLOUR], "a piece", "pieces", "turns over ");
    else if (count[EV_CLAIM]) count_words(buf, n, count[EV_CLAIM], "a cell", "cells", "claims ");
    else if (count[EV_AXE]) snprintf(buf, n, "a new axe");
    else if (count[EV_LEAP]) snprintf(buf, n, "a leap");
    else if (count[EV_PUSH]) count_words(buf, n, count[EV_PUSH], "a push", "pushes", "");
}

int words_puzzle_title(const game_t *g, const void *st, int kind, const move_t *ans, int nans, char *buf,
                       size_t n)
{
    static const char *const head[] = {"Study", "Win in one", "Win in two", "Defend", "Study"};
    char gist[64] = "";
    if (nans > 0) words_move_gist(g, st, &ans[0], gist, sizeof gist);
    const char *h = head[kind >= 1 && kind <= 4 ? kind : 0];
    if (kind == 3 && nans > 1) snprintf(buf, n, "%s: %d moves hold", h, nans);
    else if (kind == 3) snprintf(buf, n, "%s: the only move%s%s", h, *gist ? ", " : "", gist);
    else if ((kind == 1 || kind == 2) && *gist) snprintf(buf, n, "%s: %s", h, gist);
    else {
        snprintf(buf, n, "%s", h);
        return 0;
    }
    return 1;
}

/* ------------------------------------------------------- a move in words */

#define SAY_MAX 24 /* pieces named one by one; more are counted */

typedef struct {
    char *buf;
    size_t n, at;
    int clauses;
} say_t;

static void say_put(say_t *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say_put(say_t *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->at < o->n ? o->n - o->at : 0;
    int k = vsnprintf(room ? o->buf + o->at : NULL, room, fmt, ap);
    va_end(ap);
    if (k > 0) o->at += (size_t)k;
}

/* A new clause: ", " between them; the caller's " and " comes last. */
static void say_clause(say_t *o, int last)
{
    if (o->clauses++) say_put(o, last ? " and " : ", ");
}

static const char *say_cell(const game_t *g, int cell)
{
    return cell >= 0 && cell < g->board.ncells ? g->board.cells[cell].name : "?";
}

/* Whose piece: "your", "its own" (the mover's, told to another),
 * "Red's" (names 0-based). */
static void say_owner(say_t *o, const char *const *names, int owner, int viewer, int mover)
{
    if (owner == viewer) say_put(o, "your");
    else if (owner == mover) say_put(o, "its own");
    else if (owner >= 1 && owner <= GAME_MAX_PLAYERS) say_put(o, "%s's", names[owner - 1]);
    else say_put(o, "the");
}

/* "A, B and C" of the cells in c[0..k), at most three by name. */
static void say_cells(say_t *o, const game_t *g, const int *c, int k)
{
    int shown = k > 4 ? 3 : k;
    for (int i = 0; i < shown; i++)
        say_put(o, "%s%s", i == 0 ? "" : i == shown - 1 && shown == k ? " and " : ", ", say_cell(g, c[i]));
    if (shown < k) say_put(o, " and %d more", k - shown);
}

typedef struct {
    int start, cur, owner, fell;
} say_push_t;

void words_move_say(const game_t *g, const void *st, const move_t *m, int viewer, const char *const *names,
                    char *buf, size_t n)
{
    say_t o = {buf, n, 0, 0};
    if (n) buf[0] = '\0';
    if (!names) names = g->rules->colour_names;
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    if (game_preview_move(g, st, m, &ev, NULL, err, sizeof err) != 0) {
        event_list_free(&ev);
        return;
    }
    int me = game_head(st)->to_move;
    /* Gather first: the clauses go in a fixed order, the move's own
     * pieces first, then what they do to others. */
    int place[GAME_MAX_PLAYERS + 1][SAY_MAX], nplace[GAME_MAX_PLAYERS + 1] = {0}, sites = 0;
    int removed[GAME_MAX_PLAYERS + 1] = {0}, claimed[SAY_MAX], nclaim = 0, pass = 0, swap = 0;
    int crush[SAY_MAX], crush_owner[SAY_MAX], ncrush = 0, capt[SAY_MAX], ncapt = 0, axe[SAY_MAX], naxe = 0;
    int leap_from = -1, leap_to = -1, throw_from = -1, throw_to = -1, nthrow = 0, nleap = 0;
    say_push_t push[SAY_MAX];
    int npush = 0;
    for (int i = 0; i < ev.n; i++) {
        const event_t *e = &ev.ev[i];
        int p = e->player >= 1 && e->player <= GAME_MAX_PLAYERS ? e->player : 0;
        switch (e->kind) {
        case EV_PLACE:
            if (nplace[p] < SAY_MAX) place[p][nplace[p]++] = e->cell;
            if (e->piece == PIECE_PEG) sites = 1;
            break;
        case EV_REMOVE: removed[p]++; break;
        case EV_CLAIM:
            if (nclaim < SAY_MAX) claimed[nclaim++] = e->cell;
            break;
        case EV_SHATTER:
            if (ncrush < SAY_MAX) crush[ncrush] = e->cell, crush_owner[ncrush++] = p;
            break;
        case EV_RECOLOUR:
            if (ncapt < SAY_MAX) capt[ncapt++] = e->cell;
            break;
        case EV_AXE:
            if (naxe < SAY_MAX) axe[naxe++] = e->cell;
            break;
        case EV_LEAP:
            if (!nleap++) leap_from = e->cell;
            leap_to = e->cell2;
            break;
        case EV_THROW:
            if (!nthrow++) throw_from = e->cell, throw_to = e->cell2;
            break;
        case EV_PUSH:
        case EV_FALL: {
            int j = 0;
            while (j < npush && !(push[j].cur == e->cell && !push[j].fell)) j++;
            if (j == npush) {
                if (npush == SAY_MAX) break;
                push[npush++] = (say_push_t){e->cell, e->cell, p, 0};
            }
            if (e->kind == EV_FALL || e->cell2 < 0) push[j].fell = 1;
            else push[j].cur = e->cell2;
            break;
        }
        case EV_PASS: pass = 1; break;
        case EV_SWAP: swap = 1; break;
        default: break;
        }
    }
    event_list_free(&ev);
    /* How many clauses, so the last one gets "and". */
    int total = 0, kinds_place = 0;
    for (int p = 0; p <= GAME_MAX_PLAYERS; p++) kinds_place += nplace[p] > 0;
    total += kinds_place > 0;
    total += nleap > 0;
    total += nthrow > 0;
    total += npush;
    total += ncrush > 0;
    total += ncapt > 0;
    for (int p = 0; p <= GAME_MAX_PLAYERS; p++) total += removed[p] > 0;
    total += nclaim > 0;
    total += naxe > 0;
    total += pass + swap;
    int done = 0;
#define NEXT() say_clause(&o, ++done == total && done > 1)
    if (swap) NEXT(), say_put(&o, "swaps colours");
    if (pass) NEXT(), say_put(&o, "passes");
    if (kinds_place) {
        NEXT();
        say_put(&o, "places ");
        if (kinds_place == 1 && nplace[me]) {
            say_put(&o, "%s", sites ? "a peg at " : "at ");
            if (sites) {
                for (int i = 0; i < nplace[me]; i++)
                    say_put(&o, "%s%s", i ? ", " : "",
                            place[me][i] >= 0 && place[me][i] < g->board.nsites ? g->board.sites[place[me][i]].name
                                                                                 : "?");
            } else {
                say_cells(&o, g, place[me], nplace[me]);
            }
        } else {
            /* Stones of several colours (Wunchunk): colour by colour. */
            int k = 0;
            for (int p = 1; p <= GAME_MAX_PLAYERS; p++) {
                if (!nplace[p]) continue;
                say_put(&o, "%s%s at ", k++ ? ", " : "", names[p - 1]);
                say_cells(&o, g, place[p], nplace[p]);
            }
        }
    }
    if (nleap) NEXT(), say_put(&o, "leaps from %s to %s", say_cell(g, leap_from), say_cell(g, leap_to));
    if (nthrow)
        NEXT(), say_put(&o, "throws %s from %s at %s", nthrow > 1 ? "axes" : "the axe", say_cell(g, throw_from),
                        say_cell(g, throw_to));
    for (int j = 0; j < npush; j++) {
        NEXT();
        say_put(&o, "pushes ");
        say_owner(&o, names, push[j].owner, viewer, me);
        if (push[j].fell) say_put(&o, " stone at %s off the edge", say_cell(g, push[j].start));
        else say_put(&o, " stone from %s to %s", say_cell(g, push[j].start), say_cell(g, push[j].cur));
    }
    if (ncrush) {
        NEXT();
        say_put(&o, "crushes ");
        say_owner(&o, names, crush_owner[0], viewer, me);
        say_put(&o, " stone%s at ", ncrush > 1 ? "s" : "");
        say_cells(&o, g, crush, ncrush);
    }
    if (ncapt) {
        NEXT();
        say_put(&o, "captures %s at ", ncapt > 1 ? "pieces" : "the piece");
        say_cells(&o, g, capt, ncapt);
    }
    for (int p = 0; p <= GAME_MAX_PLAYERS; p++) {
        if (!removed[p]) continue;
        NEXT();
        say_put(&o, "removes %d of ", removed[p]);
        say_owner(&o, names, p, viewer, me);
        say_put(&o, " stone%s", removed[p] > 1 ? "s" : "");
    }
    if (nclaim) {
        NEXT();
        /* Cells claimed from a hole (ConHex) have no names worth reading. */
        if (sites && nclaim > 1) say_put(&o, "claims %d cells", nclaim);
        else if (sites) say_put(&o, "claims a cell");
        else {
            say_put(&o, "claims %s ", nclaim > 1 ? "cells" : "the cell");
            say_cells(&o, g, claimed, nclaim);
        }
    }
    if (naxe) {
        NEXT();
        say_put(&o, "gives the stone%s at ", naxe > 1 ? "s" : "");
        say_cells(&o, g, axe, naxe);
        say_put(&o, " %s", naxe > 1 ? "axes" : "an axe");
    }
#undef NEXT
}

int words_move_cell(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    int found = 0;
    if (game_preview_move(g, st, m, &ev, NULL, err, sizeof err) == 0) {
        for (int i = 0; i < ev.n && !found; i++) {
            const event_t *e = &ev.ev[i];
            if (e->kind == EV_PLACE && e->piece == PIECE_PEG && e->cell >= 0 && e->cell < g->board.nsites)
                snprintf(buf, n, "%s", g->board.sites[e->cell].name), found = 1;
            else if (e->kind == EV_PLACE && e->cell >= 0 && e->cell < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell].name), found = 1;
            else if ((e->kind == EV_LEAP || e->kind == EV_THROW) && e->cell2 >= 0 && e->cell2 < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell2].name), found = 1;
            else if ((e->kind == EV_PUSH || e->kind == EV_FALL) && e->cell >= 0 && e->cell < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell].name), found = 1;
        }
    }
    event_list_free(&ev);
    return found;
}

void words_counts(const game_t *g, const void *st, int viewer, const char *const *names, char *buf, size_t n)
{
    const game_words_t *w = game_words_of(g->rules);
    if (!names) names = g->rules->colour_names;
    size_t at = 0;
    if (n) buf[0] = '\0';
    int np = g->setup.players, first = 1;
    /* The viewer's count first ("your 4 chunks to Red's 8"). */
    for (int i = 0; i < np && at < n; i++) {
        int p = viewer >= 1 && viewer <= np ? (viewer - 1 + i) % np + 1 : i + 1;
        int v[GAME_SCORE_MAX];
        int k = g->rules->score(g, st, p, v, GAME_SCORE_MAX);
        if (k < 1) continue;
        const char *noun = first && w->nscores > 0 ? (v[0] == 1 ? w->score_one[0] : w->score_many[0]) : NULL;
        const char *sep = first ? "" : np == 2 ? " to " : ", ";
        if (p == viewer) at += (size_t)snprintf(buf + at, n - at, "%syour %d", sep, v[0]);
        else if (viewer >= 1) at += (size_t)snprintf(buf + at, n - at, "%s%s's %d", sep, names[p - 1], v[0]);
        else at += (size_t)snprintf(buf + at, n - at, "%s%s %d", sep, names[p - 1], v[0]);
        if (noun && at < n) at += (size_t)snprintf(buf + at, n - at, " %s", noun);
        first = 0;
    }
}
