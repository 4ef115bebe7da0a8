/* Exhaustive whole-turn searches for puzzles: see ai_puzzle.h. Depth d of
 * a search uses list[d] and state[d], so the nested loops (a move, every
 * reply, every answer to it) never overwrite each other's buffers. */
#include "ai/ai_puzzle.h"

#include <stdlib.h>
#include <string.h>

#define PUZ_DEPTHS 3

struct puz_search {
    const game_t *g;
    int max;
    move_t *list[PUZ_DEPTHS];
    unsigned char *state[PUZ_DEPTHS];
    unsigned char *handed;  /* puz_threat's copy */
};

static const char *const kind_names[PUZ_KINDS] = {"", "win1", "win2", "defend", "study"};

const char *puz_kind_name(puz_kind_t k) { return k > PUZ_NONE && k < PUZ_KINDS ? kind_names[k] : ""; }

puz_kind_t puz_kind_parse(const char *s)
{
    for (int k = 1; s && k < PUZ_KINDS; k++)
        if (!strcmp(s, kind_names[k])) return (puz_kind_t)k;
    return PUZ_NONE;
}

int puz_kind_depth(puz_kind_t k) { return k == PUZ_WIN2 ? 2 : 1; }

puz_search_t *puz_search_new(const game_t *g, int max_moves)
{
    puz_search_t *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->g = g;
    s->max = max_moves > 0 ? max_moves : 1;
    int ok = (s->handed = malloc(g->rules->state_size)) != NULL;
    for (int d = 0; d < PUZ_DEPTHS && ok; d++) {
        s->list[d] = malloc(sizeof(move_t) * (size_t)s->max);
        s->state[d] = malloc(g->rules->state_size);
        ok = s->list[d] && s->state[d];
    }
    if (!ok) {
        puz_search_free(s);
        return NULL;
    }
    return s;
}

void puz_search_free(puz_search_t *s)
{
    if (!s) return;
    for (int d = 0; d < PUZ_DEPTHS; d++) {
        free(s->list[d]);
        free(s->state[d]);
    }
    free(s->handed);
    free(s);
}

int puz_sole_win(const void *st, int colour)
{
    const game_head_t *h = game_head(st);
    return h->status == GAME_WIN && h->winners == (1u << (colour - 1));
}

/* The whole turns at st into list[d]: the count (0 when the game is over),
 * -1 over the cap. */
static int list_at(puz_search_t *s, int d, const void *st)
{
    if (game_is_over(st)) return 0;
    return s->g->rules->moves(s->g, st, s->list[d], s->max);
}

/* state[d] = st after list[d][i]; 0, or -1 when the rules refuse it. */
static int apply_at(puz_search_t *s, int d, const void *st, int i)
{
    char err[GAME_ERR_MAX];
    memcpy(s->state[d], st, s->g->rules->state_size);
    return game_apply_move(s->g, s->state[d], &s->list[d][i], NULL, err, sizeof err);
}

/* The mover's wins at once at st, using depth d; first_only stops at one. */
static int wins_at(puz_search_t *s, int d, const void *st, move_t *m, int first_only)
{
    int mover = game_head(st)->to_move, n = list_at(s, d, st), count = 0;
    if (n < 0) return -1;
    for (int i = 0; i < n; i++) {
        if (apply_at(s, d, st, i) || !puz_sole_win(s->state[d], mover)) continue;
        if (!count && m) *m = s->list[d][i];
        count++;
        if (first_only) break;
    }
    return count;
}

int puz_wins_now(puz_search_t *s, const void *st, move_t *m) { return wins_at(s, 0, st, m, 0); }

int puz_threat(puz_search_t *s, const void *st, int colour, move_t *m)
{
    const game_head_t *h = game_head(st);
    if (h->status != GAME_ONGOING || h->in_turn) return 0;
    memcpy(s->handed, st, s->g->rules->state_size);
    ((game_head_t *)s->handed)->to_move = (int8_t)colour;
    ((game_head_t *)s->handed)->passes = 0;
    return wins_at(s, 0, s->handed, m, 0);
}

/* 1 when every reply at the position after the mover's turn (state[0])
 * leaves the mover a win at once; 0 not, -1 over the cap. */
static int every_reply_loses(puz_search_t *s, int mover)
{
    const void *after = s->state[0];
    int n = list_at(s, 1, after);
    if (n <= 0) return n < 0 ? -1 : 0;
    for (int i = 0; i < n; i++) {
        if (apply_at(s, 1, after, i)) continue;
        if (puz_sole_win(s->state[1], mover)) continue;
        if (game_is_over(s->state[1])) return 0;
        int w = wins_at(s, 2, s->state[1], NULL, 1);
        if (w <= 0) return w;
    }
    return 1;
}

int puz_answers(puz_search_t *s, const void *st, puz_kind_t k, move_t *out, int max)
{
    if (k == PUZ_STUDY || k == PUZ_NONE) return 0;
    int mover = game_head(st)->to_move, opp = mover % s->g->setup.players + 1;
    int n = list_at(s, 0, st), count = 0;
    if (n < 0) return -1;
    for (int i = 0; i < n; i++) {
        if (apply_at(s, 0, st, i)) continue;
        const void *after = s->state[0];
        int ok = 0;
        if (k == PUZ_WIN1) {
            ok = puz_sole_win(after, mover);
        } else if (k == PUZ_WIN2) {
            if (game_is_over(after)) continue;
            ok = every_reply_loses(s, mover);
        } else if (game_is_over(after)) {
            ok = !puz_sole_win(after, opp);
        } else {
            int w = wins_at(s, 1, after, NULL, 1);
            ok = w < 0 ? -1 : w == 0;
        }
        if (ok < 0) return -1;
        if (!ok) continue;
        if (count == max) return -2;
        out[count++] = s->list[0][i];
    }
    return count;
}

int puz_reply(puz_search_t *s, const void *st, move_t *r)
{
    int opp = game_head(st)->to_move, mover = opp % s->g->setup.players + 1;
    int n = list_at(s, 1, st), best = -1, best_wins = 0;
    if (n <= 0) return -1;
    for (int i = 0; i < n; i++)
        if (!apply_at(s, 1, st, i) && puz_sole_win(s->state[1], opp)) {
            *r = s->list[1][i];
            return PUZ_REFUTE_WINS;
        }
    for (int i = 0; i < n; i++) {
        if (apply_at(s, 1, st, i)) continue;
        /* A reply that ends the game otherwise: a draw holds, the mover's
         * win is the worst reply there is. */
        int w = !game_is_over(s->state[1])             ? wins_at(s, 2, s->state[1], NULL, 0)
                : puz_sole_win(s->state[1], mover) ? s->max + 1
                                                   : 0;
        if (w < 0) return -1;
        if (best < 0 || w < best_wins) {
            best = i;
            best_wins = w;
        }
        if (w == 0) break;
    }
    if (best < 0) return -1;
    *r = s->list[1][best];
    return best_wins == 0 ? PUZ_REFUTE_HOLDS : PUZ_REFUTE_NONE;
}

void puz_first_action(const move_t *m, move_t *out)
{
    out->n = m->n > 0 ? 1 : 0;
    if (m->n > 0) out->a[0] = m->a[0];
}
