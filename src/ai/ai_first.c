/* The First level: a win in one some of the time, a random move some of
 * the time, else a tiny search (ai_first.h). */
#include "ai/ai_first.h"

#include <stdlib.h>
#include <string.h>

#include "ai/ai_level.h"
#include "ai/ai_turn.h"

#define FIRST_ACTS_MAX 4096

int ai_random_move(const game_t *g, const void *st, rng_t *rng, move_t *m)
{
    void *tmp = malloc(g->rules->state_size);
    action_t *acts = malloc(sizeof *acts * FIRST_ACTS_MAX);
    int rc = tmp && acts ? 0 : -1;
    m->n = 0;
    if (rc == 0) memcpy(tmp, st, g->rules->state_size);
    int32_t ply0 = game_head(st)->ply;
    char err[GAME_ERR_MAX];
    while (rc == 0 && !game_is_over(tmp) && game_head(tmp)->ply == ply0) {
        int n = g->rules->actions(g, tmp, acts, FIRST_ACTS_MAX);
        if (n <= 0 || m->n >= MOVE_MAX_ACTIONS) {
            rc = -1;
            break;
        }
        /* Swapping is an opening choice, not a move a newcomer stumbles on. */
        int k = 0;
        for (int i = 0; i < n; i++)
            if (acts[i].kind != ACT_SWAP) acts[k++] = acts[i];
        if (k == 0) k = n;
        const action_t *a = &acts[rng_below(rng, (uint32_t)k)];
        if (g->rules->act(g, tmp, a, NULL, err, sizeof err) != 0) rc = -1;
        else m->a[m->n++] = *a;
    }
    free(acts);
    free(tmp);
    if (rc != 0) m->n = 0;
    return rc;
}

int ai_first_choose(const game_t *g, const ai_know_t *k, const void *st, const ai_request_t *req, move_t *m,
                    int *why)
{
    const ai_tune_t *t = g->rules->tune;
    int p_win = t ? t->first_win : 50, p_random = t ? t->first_random : 50;
    rng_t rng;
    rng_seed(&rng, req->seed ^ 0x6669727374ULL); /* "first": apart from the search's stream */
    m->n = 0;
    if ((int)rng_below(&rng, 100) < p_win) {
        int rc = ai_find_win(g, k, st, -1, m, 0, req->cancel);
        if (rc == 1) {
            *why = AI_WHY_WIN_NOW;
            return 1;
        }
        m->n = 0;
    }
    *why = AI_WHY_SEARCH;
    if ((int)rng_below(&rng, 100) < p_random && ai_random_move(g, st, &rng, m) == 0) return 1;
    m->n = 0;
    return 0;
}
