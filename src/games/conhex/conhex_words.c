/* What ConHex says (fields: src/contract/words.h). */
#include <stdio.h>

#include "contract/words.h"
#include "games/conhex/conhex.h"

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

/* Why a move lost: the peg that would finish the opponent's chain
 * between his two sides. */
static void threat_why(const game_t *g, const void *from, const move_t *win, int who, int viewer, int missed,
                       char *buf, size_t n)
{
    (void)viewer;
    char hole[BOARD_NAME_LEN + 8];
    if (!words_move_cell(g, from, win, hole, sizeof hole)) return;
    const char *name = g->rules->colour_names[who - 1], *sides = who == 1 ? "top to bottom" : "left to right";
    /* A peg never helps the opponent: his chain was one peg short before
     * too, and this move did not block it. */
    snprintf(buf, n, "this lets %s connect %s with a peg at %s%s", name, sides, hole,
             missed ? " (a block was needed there)" : "");
}

/* Its claims in words; cells claimed from a hole have no names worth
 * reading ("claims 3 cells"). */
static void say_own(words_say_t *s, const event_t *ev, int n, words_order_t at)
{
    int claimed[24], nclaim = 0;
    if (at != WORDS_AFTER_REMOVALS) return;
    for (int i = 0; i < n; i++)
        if (ev[i].kind == EV_GAME && ev[i].sub == CONHEX_EV_CLAIM && nclaim < 24) claimed[nclaim++] = ev[i].cell;
    if (!nclaim) return;
    if (s->sites && nclaim > 1) words_say_clause(s, "claims %d cells", nclaim);
    else if (s->sites) words_say_clause(s, "claims a cell");
    else {
        words_say_clause(s, "claims %s ", nclaim > 1 ? "cells" : "the cell");
        words_say_cells(s, claimed, nclaim);
    }
}

static int gist_own(const game_t *g, const event_t *ev, int n, words_order_t at, char *buf, size_t len)
{
    (void)g;
    int claims = 0;
    for (int i = 0; i < n; i++) claims += ev[i].kind == EV_GAME && ev[i].sub == CONHEX_EV_CLAIM;
    if (at != WORDS_AFTER_REMOVALS || !claims) return 0;
    words_count(buf, len, claims, "a cell", "cells", "claims ");
    return 1;
}

const game_words_t conhex_words = {
    .nscores = 1,
    .score_one = {"cell"},
    .score_many = {"cells"},
    .result_head = {"Cells"},
    .prompt = prompt,
    .result_how = result_how,
    .banner_sub = banner_sub,
    .site_noun = "peg",
    .say_own = say_own,
    .gist_own = gist_own,
    .threat_why = threat_why,
};
