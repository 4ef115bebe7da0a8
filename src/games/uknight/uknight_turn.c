/* How an Uknight turn is played through the mid-end (src/core/match.h). */
#include <stdio.h>
#include <stdlib.h>

#include "core/match.h"

/* Why the selected piece cannot go there: a leap's or an axe's rule. */
static void unreachable(const game_t *g, const void *st, int from, int to, char *buf, size_t n)
{
    action_t *acts = malloc(sizeof *acts * MATCH_MAX_LEGAL);
    int k = acts ? g->rules->actions(g, st, acts, MATCH_MAX_LEGAL) : 0, moves = 0, throws = 0;
    for (int i = 0; i < k; i++)
        if (acts[i].a == from) moves += acts[i].kind == ACT_MOVE, throws += acts[i].kind == ACT_THROW;
    free(acts);
    const char *a = from >= 0 && from < g->board.ncells ? g->board.cells[from].name : "?";
    const char *b = to >= 0 && to < g->board.ncells ? g->board.cells[to].name : "?";
    snprintf(buf, n, "%s cannot reach %s: %s", a, b,
             moves && throws ? "a knight's leap goes to an empty cell, an axe flies along one of the six lines"
             : throws        ? "an axe flies along one of the six lines to the first empty cell or opposing piece"
                             : "a knight's leap goes to an empty cell");
}

const game_turn_t uknight_turn = {.unreachable = unreachable};
