/* How Uknight is taught and shown off (fields: src/contract/learn.h): its rules
 * pages and its attract-mode captions. */
#include <stdio.h>

#include "contract/learn.h"
#include "contract/learn_util.h"
#include "games/uknight/uknight.h"

/* The rules pages: short sentences, one idea each; the exact contract is
 * docs/rules/, these are its plain-words companion. */
static const rules_page_t pages[] = {
    {"The goal",
     "White and Red each try to unite all their pieces in one group: pieces touching side to side. "
     "A single piece counts as a group.\n"
     "It is checked after every turn, the player who just moved first.\n"
     "Each side starts with six stones beside three corners.",
     "uknight/start-s5-p2.txt", "The start on a board of side 5.", 0},
    {"Placing",
     "A knight's leap goes to one of the 12 cells three steps away that are not on a straight line.\n"
     "In the first phase you place a new stone a knight's leap from one of your pieces.\n"
     "A stone placed a knight's leap from three or more of your pieces becomes a double: it "
     "carries an axe.",
     "uknight/rules/place.txt", "The marked cells are a knight's leap from White's pieces: White may place there.", 1},
    {"Throwing an axe",
     "Take the axe off one of your doubles and throw it along a straight line. It flies over your own "
     "pieces. It may stop on any empty cell it passes, as a new stone of yours, or hit the first "
     "enemy piece, which becomes yours.\n"
     "In the first phase an enemy double cannot be taken and blocks the axe.",
     "uknight/rules/throw.txt", "White throws the axe from D4 along the line: it takes the red stone on F6, which turns white.", 0},
    {"Phase two",
     "When the board holds 4, 6 or 8 axes (sides 5, 6, 7), placing stops for good. Instead you move "
     "a piece by a knight's leap, or throw an axe.\n"
     "Before acting you may clean up: remove your lone stones whose every knight cell holds an "
     "enemy piece. Passing is allowed; two passes in a row make a draw.\n"
     "Option: own pieces block axes.",
     "uknight/rules/phase2.txt", "Phase two: White leaps from C1 to D4, unites all its pieces and wins.", 0},
    {"Playing on a clock",
     "In Setup a game may be played on a clock: minutes for each player, plus seconds added after "
     "every turn. Your clock runs only on your turn; it stops in the pause menu and while the "
     "other side's move plays out.\nA whole turn, the clean-up and the action, earns one "
     "increment.\nWhoever runs out of time loses the game, whatever the board says.",
     NULL, NULL, 0},
};

static int caption(const game_t *g, const void *before, const void *after, const event_list_t *ev, int mover,
                   char *out, size_t n)
{
    (void)before;
    (void)after;
    const event_t *cap = learn_first_verb(ev, UKNIGHT_EV_CHOP);
    if (cap) {
        char victim[32];
        snprintf(out, n, "%s's axe captures a %s %s!", learn_colour(g, mover),
                 learn_lower(learn_colour(g, 3 - mover), victim, sizeof victim),
                 cap->piece == PIECE_ALT ? "double" : "stone");
        return ATTRACT_NOTABLE;
    }
    if (learn_first_verb(ev, UKNIGHT_EV_PHASE)) {
        snprintf(out, n, "Phase 2: no more placing – the knights leap!");
        return ATTRACT_NOTABLE;
    }
    int cleaned = learn_count(ev, EV_REMOVE);
    if (cleaned) {
        snprintf(out, n, "%s cleans up %s trapped stone%s.", learn_colour(g, mover), learn_number(cleaned),
                 cleaned > 1 ? "s" : "");
        return ATTRACT_NOTABLE;
    }
    if (learn_first_verb(ev, UKNIGHT_EV_AXE)) {
        snprintf(out, n, "%s forges an axe: a new double.", learn_colour(g, mover));
        return ATTRACT_MINOR;
    }
    return ATTRACT_NOTHING;
}

static int win_caption(const game_t *g, const void *after, const event_list_t *ev, int mover, int winner, char *out,
                       size_t n)
{
    (void)after;
    (void)ev;
    (void)mover;
    if (!winner) return 0;
    snprintf(out, n, "%s unites every piece in one group – and wins!", learn_colour(g, winner));
    return 1;
}

const game_learn_t uknight_learn = {
    .rules = LEARN_BOOK(pages),
    .caption = caption,
    .win_caption = win_caption,
};
