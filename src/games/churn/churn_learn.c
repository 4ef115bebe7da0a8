/* How Churn is taught and shown off (fields: src/contract/learn.h): its rules
 * pages and its attract-mode captions. */
#include <stdio.h>

#include "contract/learn.h"
#include "contract/learn_util.h"

/* The rules pages: short sentences, one idea each; the exact contract is
 * docs/rules/, these are its plain-words companion. */
static const rules_page_t pages[] = {
    {"The goal",
     "Red and Blue take turns placing one stone of their own colour on an empty cell. Nobody may pass.\n"
     "The game ends when the board is full. The player with more stones on it wins: the number of "
     "cells is odd, so there are no ties.\n"
     "Stones do not always stay, as the next pages show.",
     "churn/rules/goal.txt", "A game on a board of side 3: 19 cells.", 0},
    {"Where to place",
     "A group is stones of one colour that touch side to side.\n"
     "Every empty cell has a size: 1, plus the sizes of your own groups that touch it. You must "
     "place on a cell of the smallest size there is.\n"
     "So a stone that touches none of yours comes first; you join groups only when nothing smaller "
     "is left.",
     "churn/rules/place.txt", "Only the marked cells touch no red stone: their size is 1, the smallest, so Red must place there.", 1},
    {"Churn",
     "After you place, every group of yours smaller than the group you just made leaves the board. "
     "Groups of the same size stay.\n"
     "Your opponent's stones are never touched.\n"
     "Pie rule (on by default): Blue may answer Red's first stone by taking Red's colour; the "
     "first player then goes on as Blue.",
     "churn/rules/churn.txt", "Red plays B1, making a group of 2: Red's lone stones vanish, the other pair stays.", 0},
    {"Playing on a clock",
     "In Setup a game may be played on a clock: minutes for each player, plus seconds added after "
     "every turn. Your clock runs only on your turn; it stops in the pause menu and while the "
     "other side's move plays out.\nWhoever runs out of time loses the game, whatever the board "
     "says.",
     NULL, NULL, 0},
};

static int caption(const game_t *g, const void *before, const void *after, const event_list_t *ev, int mover,
                   char *out, size_t n)
{
    (void)before;
    (void)after;
    int groups = learn_beats_with(ev, EV_REMOVE), stones = learn_count(ev, EV_REMOVE);
    if (groups >= 2) {
        snprintf(out, n, "%s's %s groups vanish!", learn_colour(g, mover), learn_number(groups));
        return ATTRACT_NOTABLE;
    }
    if (groups == 1 && stones >= 2) {
        snprintf(out, n, "%s's group of %d vanishes.", learn_colour(g, mover), stones);
        return ATTRACT_NOTABLE;
    }
    if (groups == 1) {
        snprintf(out, n, "%s's lone stone is removed.", learn_colour(g, mover));
        return ATTRACT_MINOR;
    }
    return ATTRACT_NOTHING;
}

static int win_caption(const game_t *g, const void *after, const event_list_t *ev, int mover, int winner, char *out,
                       size_t n)
{
    (void)ev;
    (void)mover;
    if (!winner) return 0;
    snprintf(out, n, "The board is full: %s wins, %d stones to %d!", learn_colour(g, winner),
             learn_first_score(g, after, winner), learn_first_score(g, after, 3 - winner));
    return 1;
}

const game_learn_t churn_learn = {
    .attract_side = 3,
    .rules = LEARN_BOOK(pages),
    .caption = caption,
    .win_caption = win_caption,
};
