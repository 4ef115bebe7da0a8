/* What Churn says (fields: src/contract/words.h). */
#include <stdio.h>

#include "contract/words.h"

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    (void)g, (void)st, (void)t;
    snprintf(buf, n, "Place a stone on a highlighted cell: the smallest new group possible.");
}

/* A full board with no tie (an odd cell count) is the only ending. */
static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    int w = r->winner;
    if (!w) return;
    int a[1] = {0}, b[1] = {0};
    g->rules->score(g, st, w, a, 1);
    g->rules->score(g, st, 3 - w, b, 1);
    snprintf(how, n, "The board is full: %s has more stones, %d to %d.", r->colour[w], a[0], b[0]);
}

/* Final scores: the most stones wins. */
static void banner_sub(const game_t *g, const void *st, const words_result_t *r, char *sub, size_t n)
{
    if (r->winner) words_score_line(g, st, r, "Stones", sub, n);
}

const game_words_t churn_words = {
    .nscores = 1,
    .score_one = {"stone"},
    .score_many = {"stones"},
    .result_head = {"Stones"},
    .prompt = prompt,
    .result_how = result_how,
    .banner_sub = banner_sub,
};
