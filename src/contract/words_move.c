/* A move in plain words, from its events (src/contract/words.h): what it
 * places, removes, passes and swaps, and what the game's own verbs do in
 * the game's words (its say_own), for hints, puzzle answers and review
 * captions. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/preview.h"
#include "core/textbuf.h"
#include "contract/words.h"

#define SAY_MAX 24 /* pieces named one by one; more are counted */

static void say_vput(words_say_t *s, const char *fmt, va_list ap)
{
    if (s->n < 1) return;
    char *c = s->clause[s->n - 1];
    size_t at = 0;
    while (at < WORDS_SAY_CLAUSE && c[at]) at++;
    textbuf_t t = {c + at, WORDS_SAY_CLAUSE - at, 0};
    textbuf_vput(&t, fmt, ap);
}

void words_say_clause(words_say_t *s, const char *fmt, ...)
{
    if (s->n >= WORDS_SAY_CLAUSES) return;
    s->clause[s->n++][0] = '\0';
    va_list ap;
    va_start(ap, fmt);
    say_vput(s, fmt, ap);
    va_end(ap);
}

void words_say_put(words_say_t *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    say_vput(s, fmt, ap);
    va_end(ap);
}

const char *words_cell_name(const game_t *g, int cell)
{
    return cell >= 0 && cell < g->board.ncells ? g->board.cells[cell].name : "?";
}

void words_say_owner(words_say_t *s, int owner)
{
    if (owner == s->viewer) words_say_put(s, "your");
    else if (owner == s->mover) words_say_put(s, "its own");
    else if (owner >= 1 && owner <= GAME_MAX_PLAYERS) words_say_put(s, "%s's", s->names[owner - 1]);
    else words_say_put(s, "the");
}

void words_say_cells(words_say_t *s, const int *c, int k)
{
    int shown = k > 4 ? 3 : k;
    for (int i = 0; i < shown; i++)
        words_say_put(s, "%s%s", i == 0 ? "" : i == shown - 1 && shown == k ? " and " : ", ",
                      words_cell_name(s->g, c[i]));
    if (shown < k) words_say_put(s, " and %d more", k - shown);
}

void words_move_say(const game_t *g, const void *st, const move_t *m, int viewer, const char *const *names,
                    char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    event_list_t ev;
    if (words_move_events(g, st, m, &ev)) return;
    _Static_assert(WORDS_SAY_CLAUSES >= SAY_MAX + 16, "a clause per followed piece and the rest");
    words_say_t *s = calloc(1, sizeof *s);
    if (!s) {
        event_list_free(&ev);
        return;
    }
    s->g = g;
    s->names = names ? names : g->rules->colour_names;
    s->viewer = viewer;
    int me = s->mover = game_head(st)->to_move;
    /* Gather first: the clauses go in a fixed order, the move's own
     * pieces first, then what they do to others. */
    int place[GAME_MAX_PLAYERS + 1][SAY_MAX], nplace[GAME_MAX_PLAYERS + 1] = {0};
    int removed[GAME_MAX_PLAYERS + 1] = {0}, pass = 0, swap = 0;
    for (int i = 0; i < ev.n; i++) {
        const event_t *e = &ev.ev[i];
        int p = e->player >= 1 && e->player <= GAME_MAX_PLAYERS ? e->player : 0;
        switch (e->kind) {
        case EV_PLACE:
            if (nplace[p] < SAY_MAX) place[p][nplace[p]++] = e->cell;
            if (e->piece == PIECE_SITE) s->sites = 1;
            break;
        case EV_REMOVE: removed[p]++; break;
        case EV_PASS: pass = 1; break;
        case EV_SWAP: swap = 1; break;
        default: break;
        }
    }
    int kinds_place = 0;
    for (int p = 0; p <= GAME_MAX_PLAYERS; p++) kinds_place += nplace[p] > 0;
    if (swap) words_say_clause(s, "swaps colours");
    if (pass) words_say_clause(s, "passes");
    const game_words_t *w = game_words_of(g->rules);
    if (kinds_place) {
        words_say_clause(s, "places ");
        if (kinds_place == 1 && nplace[me] && !w->any_colour) {
            const char *noun = game_words_of(g->rules)->site_noun;
            if (s->sites) words_say_put(s, "a %s at ", noun ? noun : "piece");
            else words_say_put(s, "at ");
            if (s->sites) {
                for (int i = 0; i < nplace[me]; i++)
                    words_say_put(s, "%s%s", i ? ", " : "",
                                  place[me][i] >= 0 && place[me][i] < g->board.nsites
                                      ? g->board.sites[place[me][i]].name
                                      : "?");
            } else {
                words_say_cells(s, place[me], nplace[me]);
            }
        } else {
            /* Stones of several colours (Wunchunk): colour by colour. */
            int k = 0;
            for (int p = 1; p <= GAME_MAX_PLAYERS; p++) {
                if (!nplace[p]) continue;
                words_say_put(s, "%s%s at ", k++ ? ", " : "", s->names[p - 1]);
                words_say_cells(s, place[p], nplace[p]);
            }
        }
    }
    if (w->say_own) w->say_own(s, ev.ev, ev.n, WORDS_BEFORE_REMOVALS);
    for (int p = 0; p <= GAME_MAX_PLAYERS; p++) {
        if (!removed[p]) continue;
        words_say_clause(s, "removes %d of ", removed[p]);
        words_say_owner(s, p);
        words_say_put(s, " stone%s", removed[p] > 1 ? "s" : "");
    }
    if (w->say_own) w->say_own(s, ev.ev, ev.n, WORDS_AFTER_REMOVALS);
    event_list_free(&ev);
    textbuf_t t = {buf, n, 0};
    for (int i = 0; i < s->n; i++)
        textbuf_put(&t, "%s%s", i == 0 ? "" : i == s->n - 1 ? " and " : ", ", s->clause[i]);
    free(s);
}

int words_move_cell(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    event_list_t ev;
    int found = 0;
    if (words_move_events(g, st, m, &ev) == 0) {
        for (int i = 0; i < ev.n && !found; i++) {
            const event_t *e = &ev.ev[i];
            /* A game's own verb named by its landing (a leap) or its piece (a push). */
            const event_verb_t *v = event_verb(g->rules->verbs, e);
            int by = v ? v->chosen_by : EVENT_MARK_NONE;
            if (e->kind == EV_PLACE && e->piece == PIECE_SITE && e->cell >= 0 && e->cell < g->board.nsites)
                snprintf(buf, n, "%s", g->board.sites[e->cell].name), found = 1;
            else if (e->kind == EV_PLACE && e->cell >= 0 && e->cell < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell].name), found = 1;
            else if (by == EVENT_MARK_CELL2 && e->cell2 >= 0 && e->cell2 < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell2].name), found = 1;
            else if (by == EVENT_MARK_CELL && e->cell >= 0 && e->cell < g->board.ncells)
                snprintf(buf, n, "%s", g->board.cells[e->cell].name), found = 1;
        }
        event_list_free(&ev);
    }
    return found;
}
