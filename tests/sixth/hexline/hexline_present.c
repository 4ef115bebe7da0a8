/* How Hexline looks, speaks and is taught: the tables the UI reads
 * (src/games/look.h, words.h, learn.h). Red and Blue are the default seat
 * colours, so the look table is empty. */
#include <stdio.h>

#include "games/learn.h"
#include "games/learn_util.h"
#include "games/look.h"
#include "games/words.h"

const game_look_t hexline_look = {0};

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    (void)g, (void)st, (void)t;
    snprintf(buf, n, "Place a stone on any empty cell: four in a row wins.");
}

static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    (void)g, (void)st;
    if (r->winner) snprintf(how, n, "%s made four in a row.", r->colour[r->winner]);
    else snprintf(how, n, "The board is full and nobody made four in a row.");
}

const game_words_t hexline_words = {
    .nscores = 1,
    .score_one = {"in a row"},
    .score_many = {"in a row"},
    .result_head = {"Longest line"},
    .prompt = prompt,
    .result_how = result_how,
};

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
