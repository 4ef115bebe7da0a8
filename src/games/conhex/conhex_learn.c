/* How ConHex is taught and shown off (fields: src/contract/learn.h): its rules
 * pages and its attract-mode captions. */
#include <stdio.h>

#include "games/conhex/conhex.h"
#include "contract/learn.h"
#include "contract/learn_util.h"

/* The rules pages: short sentences, one idea each; the exact contract is
 * docs/rules/, these are its plain-words companion. */
static const rules_page_t pages[] = {
    {"Pegs and cells",
     "The board has 69 holes and 41 cells. In turn, each player puts a peg in an empty hole.\n"
     "A cell is yours as soon as you hold half of its holes: 2 of 3 on the border, 3 of 6 inside, "
     "3 of 5 in the centre. A claimed cell stays yours.\n"
     "One peg can claim up to three cells at once.",
     "conhex/rules/claim.txt", "Blue's peg on F4 makes half of three cells at once: all three turn blue.", 0},
    {"Winning",
     "Blue wins with a chain of his cells, touching side to side, from the top of the board to the "
     "bottom. Red wins with a chain from left to right.\n"
     "A corner cell counts for both sides it touches. There are no draws.\n"
     "Pie rule (on by default): Red may answer Blue's first peg with a swap: the players exchange "
     "colours.",
     "conhex/rules/win.txt", "Blue's peg on E8 claims two cells and joins top and bottom: Blue wins.", 0},
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
    int claims = learn_count_verb(ev, CONHEX_EV_CLAIM);
    if (claims >= 2) {
        snprintf(out, n, "%s claims %s cells at once!", learn_colour(g, mover), learn_number(claims));
        return ATTRACT_NOTABLE;
    }
    if (claims == 1) {
        snprintf(out, n, "%s claims a cell.", learn_colour(g, mover));
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
    snprintf(out, n, "%s's chain joins %s – %s wins!", learn_colour(g, winner),
             winner == 1 ? "top and bottom" : "left and right", learn_colour(g, winner));
    return 1;
}

const game_learn_t conhex_learn = {
    .rules = LEARN_BOOK(pages),
    .caption = caption,
    .win_caption = win_caption,
};
