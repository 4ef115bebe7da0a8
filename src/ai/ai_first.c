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
#define FIRST_THREAT_TRIES 12 /* moves looked at for a threat */

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


/* The i-th move of a walk through the listed moves in random order (or a
 * random move where there are too many to list), played into after: 1 when
 * it is a move that is not a pass and leaves the game going. */
static int first_pick(const game_t *g, const void *st, rng_t *rng, move_t *list, int n, int i, move_t *m,
                      void *after)
{
    char err[GAME_ERR_MAX];
    memcpy(after, st, g->rules->state_size);
    if (n > 0) {
        int j = i + (int)rng_below(rng, (uint32_t)(n - i));
        move_t t = list[i];
        list[i] = list[j];
        list[j] = t;
        *m = list[i];
    } else if (ai_random_move(g, st, rng, m) != 0) {
        return 0;
    }
    return !first_passes(m) && game_apply_move(g, after, m, NULL, err, sizeof err) == 0 && !game_is_over(after);
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
    /* The knowledge may rule a win out at once (Wunchunk: only an ending
     * wins), sparing the search for it. */
    void *kctx = k && k->may_win && k->init ? k->init(g) : NULL;
    int found = 0, cheap = k && k->may_win && (kctx || !k->init);
    int n = list && win && after ? g->rules->moves(g, st, list, FIRST_LIST_MAX) : 0;
    for (int i = 0; list && win && after && i < (n > 0 ? n : FIRST_SAMPLES) && !found; i++) {
        if (!first_pick(g, st, rng, list, n, i, m, after)) continue;
        if (cheap && !k->may_win(kctx, g, after)) continue;
        win->n = 0;
        found = ai_find_win(g, k, after, -1, win, 0, cancel) == 1;
    }
    if (kctx && k->done) k->done(kctx);
    free(after);
    free(win);
    free(list);
    if (!found) m->n = 0;
    return found;
}

/* Can the player to move at st answer colour me's win in one: is there a
 * move after which me has none? Tried over the listed moves in order. */
static int first_answerable(const game_t *g, const ai_know_t *k, const void *st, int me, move_t *list,
                            void *tmp, atomic_int *cancel)
{
    char err[GAME_ERR_MAX];
    int n = g->rules->moves(g, st, list, FIRST_LIST_MAX);
    for (int i = 0; i < n; i++) {
        memcpy(tmp, st, g->rules->state_size);
        if (game_apply_move(g, tmp, &list[i], NULL, err, sizeof err) != 0) continue;
        if (game_is_over(tmp) || ai_threat(g, k, tmp, me, 0, cancel) == 0) return 1;
    }
    return 0;
}

/* A move that threatens a win in one that the opponent can answer: after
 * it the mover would win at once if it could move again, and some reply
 * takes that away (a newcomer's first idea of an attack; one who looks
 * around answers it, one who does not seldom does). Tried over the legal
 * moves in random order (random turns where they are too many to list).
 * 1 with it in m, 0 when there is none (or out of memory). */
static int first_threaten(const game_t *g, const ai_know_t *k, const void *st, rng_t *rng, move_t *m,
                          atomic_int *cancel)
{
    size_t sz = g->rules->state_size;
    move_t *list = malloc(sizeof *list * FIRST_LIST_MAX), *replies = malloc(sizeof *replies * FIRST_LIST_MAX);
    void *after = malloc(sz), *tmp = malloc(sz);
    int found = 0, me = game_head(st)->to_move, ok = list && replies && after && tmp;
    int n = ok ? g->rules->moves(g, st, list, FIRST_LIST_MAX) : 0;
    /* A few moves looked at, as a newcomer would: the cost of a turn stays small. */
    int tries = n > 0 && n < FIRST_THREAT_TRIES ? n : FIRST_THREAT_TRIES;
    for (int i = 0; ok && i < tries && !found; i++) {
        if (!first_pick(g, st, rng, list, n, i, m, after)) continue;
        found = ai_threat(g, k, after, me, 0, cancel) == 1 && first_answerable(g, k, after, me, replies, tmp, cancel);
    }
    free(tmp);
    free(after);
    free(replies);
    free(list);
    if (!found) m->n = 0;
    return found;
}

/* How many of colour me's pieces m (applied to after) takes off at once;
 * -1 when it is refused. */
static int first_own_lost(const game_t *g, void *after, const move_t *m, int me)
{
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    int lost = game_apply_move(g, after, m, &ev, err, sizeof err) != 0 ? -1 : 0;
    for (int i = 0; i < ev.n && lost >= 0; i++) lost += ev.ev[i].kind == EV_REMOVE && ev.ev[i].player == me;
    event_list_free(&ev);
    return lost;
}

/* A quiet weak move: of the moves that lose the fewest of the mover's
 * pieces at once (nothing a newcomer sees thrown away), the one after
 * which random games go worst for the mover (FIRST_WORST_PLAYOUTS each).
 * 1 with it in m, 0 when there is no choice (or out of memory). */
#define FIRST_WORST_PLAYOUTS 12
static int first_worst(const game_t *g, const void *st, rng_t *rng, move_t *m)
{
    size_t sz = g->rules->state_size;
    move_t *list = malloc(sizeof *list * FIRST_LIST_MAX);
    void *after = malloc(sz), *play = malloc(sz);
    int n = list && after && play ? g->rules->moves(g, st, list, FIRST_LIST_MAX) : 0;
    int me = game_head(st)->to_move, best = -1, ties = 0, fewest = -1;
    double worst = 0;
    for (int i = 0; i < n && n > 1; i++) {
        memcpy(after, st, sz);
        int lost = first_passes(&list[i]) ? -1 : first_own_lost(g, after, &list[i], me);
        if (lost < 0 || (fewest >= 0 && lost > fewest)) continue;
        if (lost < fewest || fewest < 0) fewest = lost, best = -1; /* fewer lost: start again */
        double won = 0;
        for (int k = 0; k < FIRST_WORST_PLAYOUTS; k++) {
            memcpy(play, after, sz);
            if (!game_is_over(play)) game_playout(g, play, rng, ai_playout_cap(g));
            won += !game_is_over(play) ? 0.5 : game_head(play)->winners >> (me - 1) & 1;
        }
        /* Equal ones: each kept with an even chance (reservoir). */
        if (best < 0 || won < worst) best = i, worst = won, ties = 1;
        else if (won == worst && rng_below(rng, (uint32_t)++ties) == 0) best = i;
    }
    if (best >= 0) *m = list[best];
    free(play);
    free(after);
    free(list);
    return best >= 0;
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
    int p_threat = t ? t->first_threat : 0;
    if (p_threat > 0 && (int)rng_below(&rng, 100) < p_threat && first_threaten(g, k, st, &rng, m, req->cancel))
        return 1;
    m->n = 0;
    int p_worst = t ? t->first_worst : 0;
    if (p_worst > 0 && (int)rng_below(&rng, 100) < p_worst && first_worst(g, st, &rng, m)) return 1;
    m->n = 0;
    if ((int)rng_below(&rng, 100) < p_random && ai_random_move(g, st, &rng, m) == 0) return 1;
    m->n = 0;
    return 0;
}
