/* What ConHex says (fields: src/games/words.h). */
#include <stdio.h>

#include "games/words.h"

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    (void)g, (void)st, (void)t;
    snprintf(buf, n, "Put a peg in an empty hole; claim cells to join your two sides.");
}

/* Player 1 joins top and bottom, player 2 left and right. */
static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    (void)g, (void)st;
    if (!r->winner) return;
    snprintf(how, n, "%s joined %s with a chain of claimed cells.", r->colour[r->winner],
             r->winner == 1 ? "the top and bottom sides" : "the left and right sides");
}

static void banner_sub(const game_t *g, const void *st, const words_result_t *r, char *sub, size_t n)
{
    (void)g, (void)st;
    if (!r->winner) return;
    snprintf(sub, n, "%s", r->winner == 1 ? "A chain of cells from top to bottom" : "A chain of cells from left to right");
}

const game_words_t conhex_words = {
    .nscores = 1,
    .score_one = {"cell"},
    .score_many = {"cells"},
    .result_head = {"Cells"},
    .prompt = prompt,
    .result_how = result_how,
    .banner_sub = banner_sub,
};
