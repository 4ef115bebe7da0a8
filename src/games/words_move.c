/* A move in plain words, from its events (src/games/words.h): what it
 * places, pushes, leaps, throws, captures, removes and claims, for hints,
 * puzzle answers and review captions. */
#include <stdarg.h>
#include <stdio.h>

#include "core/preview.h"
#include "core/textbuf.h"
#include "games/words.h"

#define SAY_MAX 24 /* pieces named one by one; more are counted */

typedef struct {
    textbuf_t t;
    int clauses;
} say_t;

static void say_put(say_t *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say_put(say_t *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    textbuf_vput(&o->t, fmt, ap);
    va_end(ap);
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
    say_t o = {{buf, n, 0}, 0};
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
        /* A game's own verb is told by the clause its table names. */
        const event_verb_t *v = event_verb(g->rules->verbs, e);
        if (v) {
            switch (v->says) {
            case WORDS_SAYS_CLAIM:
                if (nclaim < SAY_MAX) claimed[nclaim++] = e->cell;
                break;
            case WORDS_SAYS_CAPTURE:
                if (ncapt < SAY_MAX) capt[ncapt++] = e->cell;
                break;
            case WORDS_SAYS_GAIN:
                if (naxe < SAY_MAX) axe[naxe++] = e->cell;
                break;
            case WORDS_SAYS_LEAP:
                if (!nleap++) leap_from = e->cell;
                leap_to = e->cell2;
                break;
            case WORDS_SAYS_THROW:
                if (!nthrow++) throw_from = e->cell, throw_to = e->cell2;
                break;
            case WORDS_SAYS_CRUSH:
                if (ncrush < SAY_MAX) crush[ncrush] = e->cell, crush_owner[ncrush++] = p;
                break;
            case WORDS_SAYS_PUSH:
            case WORDS_SAYS_OFF: {
                /* One clause per stone, followed along its pushes. */
                int j = 0;
                while (j < npush && !(push[j].cur == e->cell && !push[j].fell)) j++;
                if (j == npush) {
                    if (npush == SAY_MAX) break;
                    push[npush++] = (say_push_t){e->cell, e->cell, p, 0};
                }
                if (v->says == WORDS_SAYS_OFF || e->cell2 < 0) push[j].fell = 1;
                else push[j].cur = e->cell2;
                break;
            }
            default: break;
            }
            continue;
        }
        switch (e->kind) {
        case EV_PLACE:
            if (nplace[p] < SAY_MAX) place[p][nplace[p]++] = e->cell;
            if (e->piece == PIECE_SITE) sites = 1;
            break;
        case EV_REMOVE: removed[p]++; break;
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

/* A leap or a throw: named by where it lands. */
static int lands_at(const game_t *g, const event_t *e)
{
    const event_verb_t *v = event_verb(g->rules->verbs, e);
    return v && (v->says == WORDS_SAYS_LEAP || v->says == WORDS_SAYS_THROW);
}

/* A push, off the edge or not: named by the stone's cell. */
static int says_push(const game_t *g, const event_t *e)
{
    const event_verb_t *v = event_verb(g->rules->verbs, e);
    return v && (v->says == WORDS_SAYS_PUSH || v->says == WORDS_SAYS_OFF);
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
            if (e->kind == EV_PLACE && e->piece == PIECE_SITE && e->cell >= 0 && e->cell < g->board.nsites)
                snprintf(buf, n, "%s", g->board.sites[e->cell].name), found = 1;
            else if (e->kind == EV_PLACE && e->cell >= 0 && e->cell < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell].name), found = 1;
            else if (e->kind == EV_GAME && lands_at(g, e) && e->cell2 >= 0 && e->cell2 < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell2].name), found = 1;
            else if (says_push(g, e) && e->cell >= 0 && e->cell < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell].name), found = 1;
        }
    }
    event_list_free(&ev);
    return found;
}
