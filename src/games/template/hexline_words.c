/* What Hexline says (fields: src/contract/words.h): its prompt, how a game
 * ended, and its spark in a move's words. */
#include <stdio.h>

#include "contract/words.h"
#include "hexline.h"

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

/* Its spark in a move's words, after the placement: "sparks from C3 to A3". */
static void say_own(words_say_t *s, const event_t *ev, int n, words_order_t at)
{
    for (int i = 0; i < n && at == WORDS_AFTER_REMOVALS; i++)
        if (ev[i].kind == EV_GAME && ev[i].sub == HEXLINE_EV_SPARK)
            words_say_clause(s, "sparks from %s to %s", words_cell_name(s->g, ev[i].cell),
                             words_cell_name(s->g, ev[i].cell2));
}

static int gist_own(const game_t *g, const event_t *ev, int n, words_order_t at, char *buf, size_t len)
{
    (void)g;
    for (int i = 0; i < n && at == WORDS_AFTER_REMOVALS; i++)
        if (ev[i].kind == EV_GAME && ev[i].sub == HEXLINE_EV_SPARK) {
            snprintf(buf, len, "a spark");
            return 1;
        }
    return 0;
}

const game_words_t hexline_words = {
    .nscores = 1,
    .score_one = {"in a row"},
    .score_many = {"in a row"},
    .result_head = {"Longest line"},
    .prompt = prompt,
    .result_how = result_how,
    .say_own = say_own,
    .gist_own = gist_own,
};

