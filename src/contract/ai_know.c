/* The per-game knowledge registry and the helpers knowledge files share. */
#include "contract/ai_know.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const ai_know_t no_knowledge = {0};

const ai_know_t *ai_know_for(const game_t *g)
{
    return g->rules->know ? g->rules->know : &no_knowledge;
}

double ai_sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }

void ai_eval_two(double x, double *v)
{
    v[1] = ai_sigmoid(x);
    v[2] = 1.0 - v[1];
}

void ai_eval_softmax(int players, const double *bad, double scale, double *v)
{
    double lo = bad[1], sum = 0;
    for (int p = 2; p <= players; p++)
        if (bad[p] < lo) lo = bad[p];
    for (int p = 1; p <= players; p++) {
        v[p] = exp(-scale * (bad[p] - lo));
        sum += v[p];
    }
    for (int p = 1; p <= players; p++) v[p] /= sum;
}

void *ai_scratch_new(const game_t *g) { return ai_scratch_new_size(g, sizeof(ai_scratch_t)); }

void *ai_scratch_new_size(const game_t *g, size_t size)
{
    ai_scratch_t *c = size >= sizeof *c ? calloc(1, size) : NULL;
    if (!c) return NULL;
    c->tmp = malloc(g->rules->state_size);
    if (!c->tmp) {
        free(c);
        return NULL;
    }
    return c;
}

void ai_scratch_free(void *ctx)
{
    ai_scratch_t *c = ctx;
    if (!c) return;
    free(c->tmp);
    free(c);
}

void ai_prior_lookahead(const game_t *g, const void *st, const action_t *acts, int n, float *out,
                        ai_eval_fn eval, void *ctx, void *tmp)
{
    char err[GAME_ERR_MAX];
    size_t sz = g->rules->state_size;
    int me = game_head(st)->to_move;
    double v[GAME_MAX_PLAYERS + 1];
    for (int i = 0; i < n; i++) {
        memcpy(tmp, st, sz);
        if (g->rules->act(g, tmp, &acts[i], NULL, err, sizeof err) != 0) {
            out[i] = 0.f;
            continue;
        }
        const game_head_t *h = game_head(tmp);
        /* A swap hands the mover colour 1. */
        int mine = acts[i].kind == ACT_SWAP ? 1 : me;
        if (h->status == GAME_WIN) {
            out[i] = (h->winners >> (mine - 1) & 1) ? 1.f : 0.f;
            continue;
        }
        if (h->status == GAME_DRAW) {
            out[i] = 0.5f;
            continue;
        }
        eval(ctx, g, tmp, v);
        out[i] = (float)v[mine];
    }
}
