/* What Uknight says (fields: src/contract/words.h). */
#include <stdio.h>

#include "contract/words.h"
#include "games/uknight/uknight.h"

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    (void)g, (void)st;
    int place = words_can(t, ACT_PLACE), move = words_can(t, ACT_MOVE), throw = words_can(t, ACT_THROW);
    /* Only what is legal now: no axe is offered before a double exists. */
    if (t->selected >= 0)
        snprintf(buf, n, "%s", move && throw ? "Pick a highlighted target: a knight's leap, or where the axe lands."
                               : throw       ? "Pick a highlighted target: where the axe lands."
                                             : "Pick a highlighted target: a knight's leap.");
    else if (place && throw)
        snprintf(buf, n, "Place a stone a knight's move from your pieces, or select a double to throw its axe.");
    else if (place) snprintf(buf, n, "Place a stone a knight's move from your pieces.");
    else if (t->actions > 0 && t->only_end) snprintf(buf, n, "Confirm with E.");
    else if (move && throw) snprintf(buf, n, "Select a piece, then leap it or throw its axe.");
    else if (move) snprintf(buf, n, "Select a piece, then leap it to an empty cell a knight's move away.");
    else if (throw) snprintf(buf, n, "Select a double, then throw its axe.");
    else snprintf(buf, n, "No action is possible: pass with P.");
}

static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    (void)g, (void)st;
    if (!r->winner) snprintf(how, n, "Both players passed in succession.");
    else snprintf(how, n, "All of %s's pieces form one group.", r->colour[r->winner]);
}

static void banner_sub(const game_t *g, const void *st, const words_result_t *r, char *sub, size_t n)
{
    (void)g, (void)st;
    snprintf(sub, n, "%s", r->winner ? "Every piece in one group" : "Both players passed");
}

#define SAY_MAX 24 /* pieces named one by one; more are counted */

/* Its verbs in words: the leap and the throw, the captures, then (after
 * any removal) the axes gained. */
static void say_own(words_say_t *s, const event_t *ev, int n, words_order_t at)
{
    int capt[SAY_MAX], ncapt = 0, gain[SAY_MAX], ngain = 0;
    int leap_from = -1, leap_to = -1, throw_from = -1, throw_to = -1, nthrow = 0, nleap = 0;
    for (int i = 0; i < n; i++) {
        const event_t *e = &ev[i];
        if (e->kind != EV_GAME) continue;
        switch (e->sub) {
        case UKNIGHT_EV_CHOP:
            if (ncapt < SAY_MAX) capt[ncapt++] = e->cell;
            break;
        case UKNIGHT_EV_AXE:
            if (ngain < SAY_MAX) gain[ngain++] = e->cell;
            break;
        case UKNIGHT_EV_LEAP:
            if (!nleap++) leap_from = e->cell;
            leap_to = e->cell2;
            break;
        case UKNIGHT_EV_THROW:
            if (!nthrow++) throw_from = e->cell, throw_to = e->cell2;
            break;
        default: break;
        }
    }
    const game_t *g = s->g;
    if (at == WORDS_AFTER_REMOVALS) {
        if (ngain) {
            words_say_clause(s, "gives the stone%s at ", ngain > 1 ? "s" : "");
            words_say_cells(s, gain, ngain);
            words_say_put(s, " %s", ngain > 1 ? "axes" : "an axe");
        }
        return;
    }
    if (nleap) words_say_clause(s, "leaps from %s to %s", words_cell_name(g, leap_from), words_cell_name(g, leap_to));
    if (nthrow)
        words_say_clause(s, "throws %s from %s at %s", nthrow > 1 ? "axes" : "the axe", words_cell_name(g, throw_from),
                         words_cell_name(g, throw_to));
    if (ncapt) {
        words_say_clause(s, "captures %s at ", ncapt > 1 ? "pieces" : "the piece");
        words_say_cells(s, capt, ncapt);
    }
}

/* A throw tells more than a removal; a capture, a new axe and a leap less. */
static int gist_own(const game_t *g, const event_t *ev, int n, words_order_t at, char *buf, size_t len)
{
    (void)g;
    int thrown = 0, capt = 0, gain = 0, leap = 0;
    for (int i = 0; i < n; i++)
        if (ev[i].kind == EV_GAME) {
            thrown += ev[i].sub == UKNIGHT_EV_THROW;
            capt += ev[i].sub == UKNIGHT_EV_CHOP;
            gain += ev[i].sub == UKNIGHT_EV_AXE;
            leap += ev[i].sub == UKNIGHT_EV_LEAP;
        }
    if (at == WORDS_BEFORE_REMOVALS) {
        if (!thrown) return 0;
        snprintf(buf, len, "an axe throw");
    } else if (capt) words_count(buf, len, capt, "a piece", "pieces", "turns over ");
    else if (gain) snprintf(buf, len, "a new axe");
    else if (leap) snprintf(buf, len, "a leap");
    else return 0;
    return 1;
}

const game_words_t uknight_words = {
    .nscores = 2,
    .score_one = {"piece", "group"},
    .score_many = {"pieces", "groups"},
    .result_head = {"Pieces", "Groups"},
    .multi_action = 1,
    .pass_button = 1,
    .own = {ACT_CLEANUP, "Clean-up", "cleanup", "Clean-up is possible only when it would remove a stone of yours.",
            "There is nothing to clean up now."},
    .prompt = prompt,
    .result_how = result_how,
    .banner_sub = banner_sub,
    .say_own = say_own,
    .gist_own = gist_own,
};
