/* Move picking for pictures and demonstrations. */
#include "lib_pick.h"

#include <stdlib.h>
#include <string.h>

int pick_kind(const game_rules_t *r, const char *name)
{
    for (int k = 1; k < EV_GAME; k++)
        if (!strcmp(event_kind_name((event_kind_t)k), name)) return 0;
    for (int k = 0; r && r->verbs && k < r->verbs->n; k++)
        if (!strcmp(r->verbs->v[k].name, name)) return 0;
    return -1;
}

#define ACT_MAX 8192

int pick_random_move(const game_t *g, const void *st, rng_t *rng, move_t *m)
{
    const game_rules_t *r = g->rules;
    void *cur = malloc(r->state_size);
    action_t *acts = malloc(sizeof *acts * ACT_MAX);
    int ok = -1;
    m->n = 0;
    if (!cur || !acts) goto done;
    memcpy(cur, st, r->state_size);
    for (;;) {
        int n = r->actions(g, cur, acts, ACT_MAX);
        if (n > ACT_MAX) n = ACT_MAX;
        if (n <= 0 || m->n >= MOVE_MAX_ACTIONS) break;
        /* Leave swap out unless it is all there is; end a turn a little
         * less eagerly than uniform so multi-stone turns happen. */
        int k, tries = 0;
        do {
            k = (int)rng_below(rng, (uint32_t)n);
        } while (++tries < 8 && n > 1 && (acts[k].kind == ACT_SWAP || (acts[k].kind == ACT_END && tries < 3)));
        action_t a = acts[k];
        char err[GAME_ERR_MAX];
        if (game_act(g, cur, &a, NULL, err, sizeof err)) break;
        m->a[m->n++] = a;
        if (a.kind == ACT_END || a.kind == ACT_PASS || a.kind == ACT_SWAP || game_head(cur)->in_turn == 0) {
            ok = 0;
            break;
        }
    }
done:
    free(cur);
    free(acts);
    return ok;
}

int pick_move_with(const game_t *g, const void *st, const char *kind, int max, move_t *m)
{
    move_t *moves = malloc(sizeof *moves * (size_t)max);
    void *tmp = malloc(g->rules->state_size);
    int best = -1, best_n = 0;
    if (!moves || !tmp) goto done;
    int n = g->rules->moves(g, st, moves, max);
    if (n < 0) n = 0;
    event_list_t ev;
    event_list_init(&ev);
    for (int i = 0; i < n; i++) {
        memcpy(tmp, st, g->rules->state_size);
        event_list_clear(&ev);
        char err[GAME_ERR_MAX];
        if (game_apply_move(g, tmp, &moves[i], &ev, err, sizeof err)) continue;
        int count = 0;
        for (int j = 0; j < ev.n; j++) count += !strcmp(event_name(g->rules->verbs, &ev.ev[j]), kind);
        if (count > best_n) best = i, best_n = count;
    }
    event_list_free(&ev);
    if (best >= 0) *m = moves[best];
done:
    free(moves);
    free(tmp);
    return best >= 0 ? 0 : -1;
}
