/* What Zumo says (fields: src/games/words.h). */
#include <stdio.h>

#include "games/words.h"

/* docs/rules/zumo.md: a player with no stone on the board has not yet made his free
 * first placement. */
static int first_placement(const game_t *g, const void *st)
{
    game_view_t v;
    g->rules->view(g, st, &v);
    int me = game_head(st)->to_move;
    for (int i = 0; i < g->board.ncells; i++)
        if (v.cell[i] == me) return 0;
    return 1;
}

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    if (t->actions == 0 && first_placement(g, st))
        snprintf(buf, n, "Place your first stone anywhere: the first placement is free.");
    else if (t->actions == 0 && !words_can(t, ACT_PLACE)) snprintf(buf, n, "No cell has a friendly sightline: pass with P.");
    else if (t->actions == 0) snprintf(buf, n, "Place a stone on a cell with a friendly sightline.");
    else if (words_can(t, ACT_PUSH)) snprintf(buf, n, "Click opposing stones to push them, one unit a click; then confirm with E.");
    else snprintf(buf, n, "Confirm the turn with E (Backspace takes it back).");
}

static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    (void)g, (void)st;
    if (!r->winner) snprintf(how, n, "Both players passed in succession.");
    else snprintf(how, n, "%s pushed a %s stone off the board.", r->colour[r->winner], r->colour[3 - r->winner]);
}

static void banner_sub(const game_t *g, const void *st, const words_result_t *r, char *sub, size_t n)
{
    (void)g, (void)st;
    snprintf(sub, n, "%s", r->winner ? "A stone pushed off the edge" : "Both players passed");
}

const game_words_t zumo_words = {
    .nscores = 1,
    .score_one = {"stone"},
    .score_many = {"stones"},
    .result_head = {"Stones"},
    .multi_action = 1,
    .prompt = prompt,
    .result_how = result_how,
    .banner_sub = banner_sub,
};
