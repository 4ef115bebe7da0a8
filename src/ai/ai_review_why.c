/* Why a move lost (ai_review_why.h): the facts. */
#include "ai/ai_review_why.h"

#include <stdlib.h>
#include <string.h>

#include "ai/ai_turn.h"

int ai_review_why(const game_t *g, const void *before, const void *after, int mover, ai_lost_t *out)
{
    memset(out, 0, sizeof *out);
    if (game_is_over(after) || mover < 1 || mover > g->setup.players) return 0;
    const ai_know_t *k = ai_know_for(g);
    move_t *win = malloc(sizeof *win);
    void *from = malloc(g->rules->state_size);
    int who = 0;
    /* The next to move first: the opponent who can take it now. */
    for (int i = 0; win && from && i < g->setup.players && !who; i++) {
        int c = (game_head(after)->to_move - 1 + i) % g->setup.players + 1;
        if (c == mover) continue;
        win->n = 0;
        if (ai_threat_move(g, k, after, c, 0, NULL, win, from) == 1) who = c;
    }
    if (who) {
        /* Missed: the same win was there before the move too, and it did not
         * stop it (a new stone pushed off, a new peg, is a win it gave). */
        move_t *had = malloc(sizeof *had);
        void *pre = malloc(g->rules->state_size);
        char err[GAME_ERR_MAX];
        if (had && pre && ai_threat_move(g, k, before, who, 0, NULL, had, pre) == 1 &&
            game_apply_move(g, pre, win, NULL, err, sizeof err) == 0)
            out->missed = game_is_over(pre) && game_head(pre)->winners == 1u << (who - 1);
        free(pre);
        free(had);
        out->who = who;
        out->win = *win;
        out->from = from;
        from = NULL;
    }
    free(from);
    free(win);
    return who != 0;
}

void ai_lost_free(ai_lost_t *l)
{
    free(l->from);
    l->from = NULL;
}
