/* How Hexline is taught and shown off (fields: src/contract/learn.h): its
 * rules page and its attract-mode captions. */
#include <stdio.h>

#include "contract/learn.h"
#include "contract/learn_util.h"
#include "hexline.h"

static const rules_page_t pages[] = {
    {"The goal",
     "Red and Blue take turns to place one stone on any empty cell.\n"
     "Four of your stones in a straight line win at once. A full board without one is a draw.",
     "hexline/rules/line.txt", "Red's D3 makes four in a row.", 0},
};

/* Three in a row is worth a word; the win is said by the common line. */
static int caption(const game_t *g, const void *before, const void *after, const event_list_t *ev, int mover,
                   char *out, size_t n)
{
    int was = 0, now = 0;
    g->rules->score(g, before, mover, &was, 1);
    g->rules->score(g, after, mover, &now, 1);
    (void)ev;
    if (now < 3 || now <= was) return ATTRACT_NOTHING;
    snprintf(out, n, "%s has three in a row", learn_colour(g, mover));
    return ATTRACT_MINOR;
}

const game_learn_t hexline_learn = {
    .attract_side = 3,
    .rules = LEARN_BOOK(pages),
    .caption = caption,
};
