/* What Wunchunk says (fields: src/contract/words.h). */
#include <stdio.h>

#include "contract/words.h"

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    (void)g, (void)st;
    if (t->actions == 0 && !words_can(t, ACT_PLACE)) snprintf(buf, n, "No chunks, no stones: pass with P.");
    else if (t->only_end) snprintf(buf, n, "All stones placed: confirm with E, or click a stone to take it back.");
    else snprintf(buf, n, "Place %s stones in any colour (1-%d picks it), then confirm with E.",
                  t->actions ? "more" : "your", t->players);
}

static int board_full(const game_t *g, const void *st)
{
    game_view_t v;
    g->rules->view(g, st, &v);
    for (int i = 0; i < g->board.ncells; i++)
        if (!v.cell[i]) return 0;
    return 1;
}

/* The first count (chunks, crumbs, groups of 2, 3, ...) where the winner
 * beats the best other player. */
static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    int w = r->winner;
    if (!w || r->shared) {
        snprintf(how, n, "Equal on chunks, crumbs and every group size.");
        return;
    }
    int sw[GAME_SCORE_MAX], so[GAME_SCORE_MAX], nw = g->rules->score(g, st, w, sw, GAME_SCORE_MAX);
    const char *end = board_full(g, st) ? "The board is full" : "Everyone passed in turn";
    int best_k = -1, best_v = 0, rival = 0;
    for (int p = 1; p <= g->setup.players; p++) {
        if (p == w || (game_head(st)->winners >> (p - 1) & 1)) continue;
        int no = g->rules->score(g, st, p, so, GAME_SCORE_MAX), k = 0;
        while (k < nw && k < no && sw[k] == so[k]) k++;
        if (k > best_k) best_k = k, best_v = k < no ? so[k] : 0, rival = p;
    }
    if (best_k < 0 || best_k >= nw) {
        snprintf(how, n, "%s.", end);
        return;
    }
    const char *rn = r->colour[rival];
    if (best_k == 0) snprintf(how, n, "%s: fewest chunks, %d against %s's %d.", end, sw[0], rn, best_v);
    else if (best_k == 1)
        snprintf(how, n, "%s: chunks tied at %d; fewer crumbs, %d against %s's %d.", end, sw[0], sw[1], rn, best_v);
    else
        snprintf(how, n, "%s: chunks and crumbs tied; fewer groups of %d, %d against %s's %d.", end, best_k, sw[best_k],
                 rn, best_v);
}

/* Final scores: the fewest chunks wins. */
static void banner_sub(const game_t *g, const void *st, const words_result_t *r, char *sub, size_t n)
{
    if (!r->winner) snprintf(sub, n, "Equal all the way down the tie-breaks");
    else words_score_line(g, st, r, "Chunks", sub, n);
}

/* A win at once in Wunchunk ends the game (the board filled, or both
 * players passing) with the fewer chunks: the goal says how. */
static void puzzle_goal(const game_t *g, int colour, int kind, char *buf, size_t n)
{
    const char *me = g->rules->colour_names[colour - 1];
    if (kind == 1) snprintf(buf, n, "%s to play and win at once: end the game with the fewer chunks.", me);
    else if (kind == 4) snprintf(buf, n, "%s to play: join two chunks and keep the score safe.", me);
}

const game_words_t wunchunk_words = {
    .nscores = 2,
    .score_one = {"chunk", "crumb"},
    .score_many = {"chunks", "crumbs"},
    .result_head = {"Chunks", "Crumbs", "Chunk sizes"},
    .any_colour = 1,
    .multi_action = 1,
    .pass_button = 1,
    .prompt = prompt,
    .result_how = result_how,
    .banner_sub = banner_sub,
    .puzzle_goal = puzzle_goal,
};
