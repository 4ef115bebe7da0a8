/* How Wunchunk is taught and shown off (fields: src/contract/learn.h): its rules
 * pages and its attract-mode captions. */
#include <stdio.h>

#include "contract/learn.h"
#include "contract/learn_util.h"

/* The rules pages: short sentences, one idea each; the exact contract is
 * docs/rules/, these are its plain-words companion. */
static const rules_page_t pages[] = {
    {"Chunks and crumbs",
     "Stones of one colour that touch side to side form a group. A group of two or more stones is a "
     "chunk; a lone stone is a crumb.\n"
     "You want few chunks of your own colour. When the game ends, the player with the fewest chunks "
     "wins.",
     "wunchunk/rules/chunks.txt", "Red has 2 chunks and 1 crumb. Blue has 3 chunks.", 0},
    {"A turn",
     "At the start of your turn, count your chunks: that is how many stones you may place.\n"
     "Place them on empty cells, in any colours you like: your own or an opponent's. Joining your "
     "own chunks, or giving an opponent more chunks, are both good moves.\n"
     "Placing no stone at all is a pass.",
     "wunchunk/rules/turn.txt",
     "Red has 2 chunks, so places 2 stones: a red one joins them into one, a blue one gives Blue its first chunk.",
     0},
    {"The end",
     "The game ends when the board is full, or when every player passes, one after another.\n"
     "Fewest chunks wins. On a tie: fewest crumbs, then fewest groups of two, then of three, and so "
     "on. Players still equal share the win.\n"
     "Three or four can play: each starts with a pair of stones around the centre.",
     "wunchunk/start-s5-p4.txt", "Four players: Red, Blue, Green and Yellow.", 0},
    {"Options",
     "Pie rule (two players, on by default): on his first turn, Blue may swap instead of placing. "
     "The players exchange colours and the first player goes on as Blue.\n"
     "Balance (off by default): on Red's second turn, a move that places stones must leave Red with "
     "at most one chunk. Passing is always allowed.\n"
     "Boards have sides 5 to 8: 6 is usual for two players, 8 for three or four.",
     NULL, NULL, 0},
    {"Playing on a clock",
     "In Setup a game may be played on a clock: minutes for each player, plus seconds added after "
     "every turn. Your clock runs only on your turn; it stops in the pause menu and while the "
     "other side's move plays out.\nAll the stones of a turn earn one increment.\nWith two "
     "players, whoever runs out of time loses. With three or four the game goes on: the player out "
     "of time passes every turn from then on, and the others play it out; the usual count decides.",
     NULL, NULL, 0},
};

/* Chunks counted before and after the move, for everybody. */
static int caption(const game_t *g, const void *before, const void *after, const event_list_t *ev, int mover,
                   char *out, size_t n)
{
    (void)ev;
    int victim = 0, grew = 0;
    for (int p = 1; p <= g->setup.players; p++) {
        int d = learn_first_score(g, after, p) - learn_first_score(g, before, p);
        if (p != mover && d > grew) victim = p, grew = d;
    }
    int mine = learn_first_score(g, after, mover) - learn_first_score(g, before, mover);
    if (victim) {
        snprintf(out, n, "Sabotage! %s gives %s %s new chunk%s.", learn_colour(g, mover), learn_colour(g, victim),
                 grew == 1 ? "a" : learn_number(grew), grew > 1 ? "s" : "");
        return ATTRACT_NOTABLE;
    }
    if (mine < 0) {
        snprintf(out, n, "%s joins %s chunks into one.", learn_colour(g, mover), learn_number(1 - mine));
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
    int chunks = learn_first_score(g, after, winner);
    snprintf(out, n, "%s wins with %s chunk%s!", learn_colour(g, winner), learn_number(chunks), chunks == 1 ? "" : "s");
    return 1;
}

const game_learn_t wunchunk_learn = {
    .attract_players = 3, /* shows off a game of more than two */
    .rules = LEARN_BOOK(pages),
    .caption = caption,
    .win_caption = win_caption,
    /* Wunchunk draws by equal counts, not by a blocked board. */
    .draw_caption = "A draw: equal all the way!",
};
