/* The First level: a win in one some of the time, a move that leaves the
 * opponent a win in one some of the time, a random move some of the time,
 * else a tiny search (ai_first.h). */
#include "ai/ai_first.h"

#include <stdlib.h>
#include <string.h>

#include "ai/ai_level.h"
#include "ai/ai_turn.h"

#define FIRST_ACTS_MAX 4096
#define FIRST_LIST_MAX 1024 /* whole moves listed when looking for a mistake; more: sampled */
#define FIRST_SAMPLES 64

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
        /* Swapping is an opening choice, and passing a turn a choice to
         * give up, not moves a newcomer stumbles on (where two passes in
         * a row end a game drawn, random passes drew many). */
        int k = 0;
        for (int i = 0; i < n; i++)
            if (acts[i].kind != ACT_SWAP && acts[i].kind != ACT_PASS) acts[k++] = acts[i];
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

/* Does m give up its turn (a pass, alone or ending the turn)? */
static int first_passes(const move_t *m)
{
    for (int i = 0; i < m->n; i++)
        if (m->a[i].kind == ACT_PASS) return 1;
    return 0;
}

/* A whole move after which the player to move next has a win in one: the
 * mistake the newcomer check punishes, tried over the legal moves in random
 * order (random turns where they are too many to list). 1 with it in m, 0
 * when there is none (or out of memory). */
static int first_leave_win(const game_t *g, const ai_know_t *k, const void *st, rng_t *rng, move_t *m,
                           atomic_int *cancel)
{
    size_t sz = g->rules->state_size;
    move_t *list = malloc(sizeof *list * FIRST_LIST_MAX), *win = malloc(sizeof *win);
    void *after = malloc(sz);
    int found = 0;
    char err[GAME_ERR_MAX];
    int n = list && win && after ? g->rules->moves(g, st, list, FIRST_LIST_MAX) : 0;
    for (int i = 0; list && win && after && i < (n > 0 ? n : FIRST_SAMPLES) && !found; i++) {
        memcpy(after, st, sz);
        if (n > 0) {
            int j = i + (int)rng_below(rng, (uint32_t)(n - i));
            move_t t = list[i];
            list[i] = list[j];
            list[j] = t;
            *m = list[i];
        } else if (ai_random_move(g, st, rng, m) != 0) {
            continue;
        }
        if (first_passes(m) || game_apply_move(g, after, m, NULL, err, sizeof err) != 0 || game_is_over(after))
            continue;
        win->n = 0;
        found = ai_find_win(g, k, after, -1, win, 0, cancel) == 1;
    }
    free(after);
    free(win);
    free(list);
    if (!found) m->n = 0;
    return found;
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
    int p_leave = t ? t->first_leave : 0;
    /* Drawn only where the game asks for it: the others' games stay as measured. */
    if (p_leave > 0 && (int)rng_below(&rng, 100) < p_leave && first_leave_win(g, k, st, &rng, m, req->cancel))
        return 1;
    if ((int)rng_below(&rng, 100) < p_random && ai_random_move(g, st, &rng, m) == 0) return 1;
    m->n = 0;
    return 0;
}
