/* Why a move lost (ai_review_why.h). */
#include "ai/ai_review_why.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_turn.h"
#include "contract/words.h"

int ai_review_why(const game_t *g, const void *before, const void *after, int mover, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
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
        int missed = 0;
        move_t *had = malloc(sizeof *had);
        void *pre = malloc(g->rules->state_size);
        char err[GAME_ERR_MAX];
        if (had && pre && ai_threat_move(g, k, before, who, 0, NULL, had, pre) == 1 &&
            game_apply_move(g, pre, win, NULL, err, sizeof err) == 0)
            missed = game_is_over(pre) && game_head(pre)->winners == 1u << (who - 1);
        free(pre);
        free(had);
        const game_words_t *w = game_words_of(g->rules);
        if (w->threat_why) w->threat_why(g, from, win, who, mover, missed, buf, n);
        if (n && !buf[0]) {
            char cell[BOARD_NAME_LEN + 8];
            words_move_cell(g, from, win, cell, sizeof cell);
            const char *noun = k && k->threat_noun ? k->threat_noun : "win";
            const char *name = g->rules->colour_names[who - 1];
            if (missed)
                snprintf(buf, n, "%s already had a %s at once%s%s, and this move does not stop it", name, noun,
                         *cell ? " at " : "", cell);
            else
                snprintf(buf, n, "this move gives %s a %s at once%s%s", name, noun, *cell ? " at " : "", cell);
        }
    }
    free(from);
    free(win);
    return who && n && buf[0];
}
