/* Monte Carlo tree search (see mcts.h): selection, expansion, playout,
 * back-propagation with RAVE and MCTS-Solver. */
#include "ai/mcts.h"

#include "ai/ai_forced.h"
#include "ai/ai_pool.h"
#include "ai/ai_turn.h"
#include "plat/plat.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MCTS_MAX_ACTIONS 4096   /* the largest action list (Uknight phase 2 is ~800) */
#define MCTS_MAX_DEPTH 4096     /* path length limit (playouts are not in the path) */
#define CODE_BITS 16            /* action codes for AMAF: a hash map key -> code */
#define CODE_SIZE (1u << CODE_BITS)
#define AMAF_MAX 2048           /* actions a playout reports */
#define MCTS_FIND_DEPTH 96      /* actions mcts_find follows from the root */
#define MCTS_FIND_NODES 200000  /* nodes it may visit looking */

struct mcts {
    const game_t *g;
    const ai_know_t *know;
    void *kctx;
    mcts_config_t cfg;
    rng_t rng;
    size_t sz;
    int players;
    mcts_node_t *pool;
    long npool, cap;
    uint32_t root;
    int root_last;              /* order key of the root's turn so far */
    int base_swapped;           /* swapped flag where seats were numbered */
    int8_t root_seat;           /* seat to move at the root */
    unsigned char *root_state, *cur, *leaf;
    action_t *acts;
    float *pri;
    uint32_t *path;
    /* AMAF: each distinct action gets a small code (a hash map from its
     * key); the actions of one iteration are the codes stamped with its
     * generation, so a tree node tests membership with one array read. */
    uint64_t *code_key;         /* hash map slots: key + 1, 0 empty */
    uint16_t *code_of;          /* the code in each slot */
    int ncodes;
    uint32_t *amaf_gen;         /* by code */
    uint32_t gen;
    action_t *amaf_buf;
    ai_finder_t *finder;        /* win-in-one checks at new turns */
    move_t *wm;
    ai_forcer_t *forcer;        /* win-in-two checks after the root mover's turns */
    long win2_left;             /* actions they may still spend in this run */
    /* Summed rewards of every seat for each root child (evaluation, by
     * ai_eval.c): seat_w[i * (GAME_MAX_PLAYERS + 1) + s]. Kept from
     * mcts_set_root until the root moves (mcts_descend drops them). */
    double *seat_w;
    int seat_n;                 /* children covered (0: none yet) */
    int seat_lost;              /* the root moved: no per-seat sums */
    long iterations;
    int64_t plies;
    double spent;               /* wall clock of the runs */
    int stopped;
    /* Tree parallelism (mcts_share_pool / mcts_attach): several searches on
     * threads grow one pool that never moves. NULL snp: a private tree. */
    atomic_long np_own;         /* the owner's count of nodes handed out */
    atomic_long *snp;           /* the shared count (the owner's np_own) */
    int owns_pool;
    int sharers;                /* searches on the pool (settle estimate) */
    long blk_next, blk_end;     /* this search's block of the pool */
};

#define MCTS_BLOCK 4096         /* nodes a sharing search takes at a time */

_Static_assert(sizeof(mcts_node_t) == 40, "a node is 40 bytes (docs/ai.md)");

/* The node statistics are _Atomic (mcts.h). Reads are relaxed (plain
 * loads on x86, so the single-thread search pays nothing); flags with
 * acquire, since EXPANDED publishes child and nchild. */
static inline uint32_t ld_n(const mcts_node_t *c) { return mcts_node_visits(c); }
static inline int ld_proof(const mcts_node_t *c) { return mcts_node_proof(c); }
static inline unsigned ld_flags(const mcts_node_t *c) { return atomic_load_explicit(&c->flags, memory_order_acquire); }
static inline float ld_w(const mcts_node_t *c) { return mcts_node_reward(c); }

/* Writes: a relaxed load and store in a private tree (the deterministic
 * single-thread search: plain moves, no locked instruction), atomic
 * read-modify-writes in a shared one. */
static inline void set_proof(const mcts_t *m, mcts_node_t *c, int p)
{
    (void)m;
    atomic_store_explicit(&c->proof, (int8_t)p, memory_order_relaxed);
}
static inline void or_flags(const mcts_t *m, mcts_node_t *c, unsigned f)
{
    if (m->snp) atomic_fetch_or_explicit(&c->flags, (uint8_t)f, memory_order_release);
    else atomic_store_explicit(&c->flags, (uint8_t)(atomic_load_explicit(&c->flags, memory_order_relaxed) | f),
                               memory_order_relaxed);
}
static inline void add_n(const mcts_t *m, mcts_node_t *c)
{
    if (m->snp) atomic_fetch_add_explicit(&c->n, 1, memory_order_relaxed);
    else atomic_store_explicit(&c->n, ld_n(c) + 1, memory_order_relaxed);
}
static inline void add_w(const mcts_t *m, mcts_node_t *c, float r)
{
    float o = ld_w(c);
    if (!m->snp) {
        atomic_store_explicit(&c->w, o + r, memory_order_relaxed);
        return;
    }
    while (!atomic_compare_exchange_weak_explicit(&c->w, &o, o + r, memory_order_relaxed, memory_order_relaxed))
        continue;
}

static double now(void)
{ return plat_now(); }

int mcts_order_key(const action_t *a) { return a->a * 8 + a->player; }

int mcts_order_ok(const ai_know_t *k, const action_t *a, int last)
{
    if (!k || k->order == AI_ORDER_NONE || last < 0 || a->kind != k->order_kind) return 1;
    int key = mcts_order_key(a);
    return k->order == AI_ORDER_STRICT ? key > last : key >= last;
}

/* After applying a (the state's ply before was ply0): the new order key. */
static int next_last(const ai_know_t *k, const action_t *a, const void *st, int32_t ply0, int last)
{
    if (game_head(st)->ply != ply0) return -1;
    if (k && k->order != AI_ORDER_NONE && a->kind == k->order_kind) return mcts_order_key(a);
    return last;
}

mcts_t *mcts_new(const game_t *g, const ai_know_t *know, const mcts_config_t *cfg, uint64_t seed)
{
    mcts_t *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->g = g;
    m->know = know;
    m->cfg = *cfg;
    if (m->cfg.max_nodes < 1024) m->cfg.max_nodes = 1024;
    if (m->cfg.expand_after < 1) m->cfg.expand_after = 1;
    m->sz = g->rules->state_size;
    m->players = g->setup.players;
    rng_seed(&m->rng, seed);
    m->owns_pool = 1;
    m->sharers = 1;
    m->cap = 1 << 14;
    if (m->cap > m->cfg.max_nodes) m->cap = m->cfg.max_nodes;
    m->pool = malloc(sizeof *m->pool * (size_t)m->cap);
    m->root_state = malloc(m->sz);
    m->cur = malloc(m->sz);
    m->leaf = malloc(m->sz);
    m->acts = malloc(sizeof *m->acts * MCTS_MAX_ACTIONS);
    m->pri = malloc(sizeof *m->pri * MCTS_MAX_ACTIONS);
    m->path = malloc(sizeof *m->path * (MCTS_MAX_DEPTH + 2));
    if (m->cfg.rave) {
        m->code_key = calloc(CODE_SIZE, sizeof *m->code_key);
        m->code_of = calloc(CODE_SIZE, sizeof *m->code_of);
        m->amaf_gen = calloc(CODE_SIZE, sizeof *m->amaf_gen);
        if (!m->code_key || !m->code_of || !m->amaf_gen) m->cfg.rave = 0;
    }
    m->amaf_buf = malloc(sizeof *m->amaf_buf * AMAF_MAX);
    if (know && know->init) m->kctx = know->init(g);
    if (m->cfg.win_check) {
        m->finder = ai_finder_new(g);
        m->wm = malloc(sizeof *m->wm);
        if (!m->finder || !m->wm) m->cfg.win_check = 0;
    }
    if (m->cfg.win2_cap > 0 && (!m->cfg.solver || m->players != 2 || !(m->forcer = ai_forcer_new(g))))
        m->cfg.win2_cap = 0;
    if (!m->pool || !m->root_state || !m->cur || !m->leaf || !m->acts || !m->pri || !m->path ||
        !m->amaf_buf || (know && know->init && !m->kctx)) {
        mcts_free(m);
        return NULL;
    }
    return m;
}

void mcts_free(mcts_t *m)
{
    if (!m) return;
    if (m->kctx && m->know && m->know->done) m->know->done(m->kctx);
    if (m->owns_pool) free(m->pool);
    free(m->root_state);
    free(m->cur);
    free(m->leaf);
    free(m->acts);
    free(m->pri);
    free(m->path);
    free(m->code_key);
    free(m->code_of);
    free(m->amaf_gen);
    free(m->amaf_buf);
    ai_finder_free(m->finder);
    free(m->wm);
    ai_forcer_free(m->forcer);
    free(m->seat_w);
    free(m);
}

/* Seat of colour c in state st (seats are the colours at the root). */
static inline int seat_of(const mcts_t *m, int c, const void *st)
{
    return m->players == 2 && game_head(st)->swapped != m->base_swapped ? 3 - c : c;
}

/* Allocates n contiguous nodes; returns the first index or 0 (index 0 is
 * never a child: it is the first root). */
static uint32_t pool_alloc(mcts_t *m, int n)
{
    if (m->snp) {
        /* A shared pool: blocks from the common count, so threads rarely
         * meet; a large family takes its own run of nodes. */
        if (m->blk_next + n > m->blk_end) {
            long take = n > MCTS_BLOCK / 4 ? n : MCTS_BLOCK;
            long f = atomic_fetch_add(m->snp, take);
            if (f + take > m->cap) {
                m->blk_next = m->blk_end = 0;
                return 0;
            }
            if (take == n) return (uint32_t)f;
            m->blk_next = f;
            m->blk_end = f + take;
        }
        uint32_t first = (uint32_t)m->blk_next;
        m->blk_next += n;
        return first;
    }
    if (m->npool + n > m->cap) {
        if (m->npool + n > m->cfg.max_nodes) return 0;
        long cap = m->cap * 2;
        while (cap < m->npool + n) cap *= 2;
        if (cap > m->cfg.max_nodes) cap = m->cfg.max_nodes;
        mcts_node_t *p = realloc(m->pool, sizeof *p * (size_t)cap);
        if (!p) {
            m->cfg.max_nodes = m->cap; /* no more growth */
            return 0;
        }
        m->pool = p;
        m->cap = cap;
    }
    uint32_t first = (uint32_t)m->npool;
    m->npool += n;
    return first;
}

int mcts_set_root(mcts_t *m, const void *st)
{
    memcpy(m->root_state, st, m->sz);
    m->npool = 0;
    m->base_swapped = game_head(st)->swapped;
    m->root_last = -1;
    if (m->snp) {
        atomic_store(m->snp, 1);
        m->blk_next = m->blk_end = 0;
    } else {
        uint32_t r = pool_alloc(m, 1);
        (void)r;
    }
    memset(&m->pool[0], 0, sizeof m->pool[0]);
    m->root = 0;
    m->root_seat = (int8_t)seat_of(m, game_head(st)->to_move, st);
    m->seat_n = 0;
    m->seat_lost = 0;
    return 0;
}

/* Adds r to the per-seat sums of root child i (allocated at the root's
 * first back-propagation through a child). */
static void seat_add(mcts_t *m, uint32_t child, const double *r)
{
    /* A shared tree keeps none: each thread would hold only its own part
     * (the evaluation searches root-parallel, ai_eval.c). */
    if (m->snp) return;
    const mcts_node_t *root = &m->pool[m->root];
    if (m->seat_lost || !(ld_flags(root) & MCTS_EXPANDED) || child < root->child) return;
    int i = (int)(child - root->child), w = GAME_MAX_PLAYERS + 1;
    if (i >= root->nchild) return;
    if (m->seat_n < root->nchild) {
        double *p = realloc(m->seat_w, sizeof *p * (size_t)root->nchild * (size_t)w);
        if (!p) {
            m->seat_lost = 1;
            return;
        }
        m->seat_w = p;
        memset(p, 0, sizeof *p * (size_t)root->nchild * (size_t)w);
        m->seat_n = root->nchild;
    }
    for (int s = 1; s <= m->players; s++) m->seat_w[i * w + s] += r[s];
}

int mcts_child_seat_rewards(const mcts_t *m, int i, double *out)
{
    int w = GAME_MAX_PLAYERS + 1;
    for (int s = 0; s < w; s++) out[s] = 0.0;
    if (m->seat_lost || i < 0 || m->snp) return -1;
    if (i >= m->seat_n) return 0; /* never visited */
    for (int s = 1; s <= m->players; s++) out[s] = m->seat_w[i * w + s];
    return 0;
}

/* Rewards by seat (index 1..players) of a finished or cut-off state. */
static void result_of(mcts_t *m, const void *st, int cut, double *r)
{
    const game_head_t *h = game_head(st);
    double v[GAME_MAX_PLAYERS + 1] = {0};
    int np = m->players;
    if (h->status == GAME_WIN) {
        int k = __builtin_popcount(h->winners);
        for (int c = 1; c <= np; c++) v[c] = (h->winners >> (c - 1) & 1) ? 1.0 / k : 0.0;
    } else if (h->status == GAME_DRAW || !cut || !m->cfg.use_eval || !m->know || !m->know->eval) {
        for (int c = 1; c <= np; c++) v[c] = 1.0 / np;
    } else {
        m->know->eval(m->kctx, m->g, st, v);
    }
    for (int c = 1; c <= np; c++) r[seat_of(m, c, st)] = v[c];
    if (m->cfg.paranoid && np > 2) {
        double mine = r[m->root_seat];
        for (int s = 1; s <= np; s++)
            if (s != m->root_seat) r[s] = 1.0 - mine;
    }
}

/* Proof of a node whose state st just ended the game (2 players: sole win
 * or loss; more: a sole win only). */
static int terminal_proof(const mcts_t *m, const void *st, int seat)
{
    const game_head_t *h = game_head(st);
    if (h->status != GAME_WIN || __builtin_popcount(h->winners) != 1) return 0;
    int winner = seat_of(m, __builtin_ctz(h->winners) + 1, st);
    if (winner == seat) return MCTS_WIN;
    return m->players == 2 ? MCTS_LOSS : 0;
}

static inline uint64_t amaf_key(const action_t *a)
{
    return (uint64_t)(uint8_t)a->kind | (uint64_t)(uint8_t)a->player << 8 |
           (uint64_t)(uint16_t)a->a << 16 | (uint64_t)(uint16_t)a->b << 32 |
           (uint64_t)(uint16_t)a->n << 48;
}

/* The code of an action (a new one the first time), 0 when the map is full. */
static uint16_t code_for(mcts_t *m, const action_t *a)
{
    uint64_t k = amaf_key(a) + 1;
    uint32_t s = (uint32_t)((k * 0x9e3779b97f4a7c15ULL) >> (64 - CODE_BITS));
    for (uint32_t i = 0; i < CODE_SIZE / 2; i++, s = (s + 1) & (CODE_SIZE - 1)) {
        if (m->code_key[s] == k) return m->code_of[s];
        if (!m->code_key[s]) {
            if (m->ncodes >= (int)(CODE_SIZE / 2)) return 0;
            m->code_key[s] = k;
            m->code_of[s] = (uint16_t)++m->ncodes;
            return m->code_of[s];
        }
    }
    return 0;
}

static inline void amaf_add(mcts_t *m, uint16_t code) { m->amaf_gen[code] = m->gen; }

/* Children of node x, whose state is st. Returns 0, or -1 when the pool is
 * full (x stays a leaf), 1 when another thread is expanding x (a shared
 * tree: this iteration plays out from x). */
static int expand_claimed(mcts_t *m, uint32_t x, const void *st, int last);

static int expand(mcts_t *m, uint32_t x, const void *st, int last)
{
    if (m->snp) {
        uint8_t f = (uint8_t)ld_flags(&m->pool[x]);
        if ((f & (MCTS_EXPANDED | MCTS_BUSY)) ||
            !atomic_compare_exchange_strong_explicit(&m->pool[x].flags, &f, (uint8_t)(f | MCTS_BUSY),
                                                     memory_order_acq_rel, memory_order_relaxed))
            return 1;
    }
    int rc = expand_claimed(m, x, st, last);
    if (m->snp) atomic_fetch_and_explicit(&m->pool[x].flags, (uint8_t)~MCTS_BUSY, memory_order_release);
    return rc;
}

static int expand_claimed(mcts_t *m, uint32_t x, const void *st, int last)
{
    const game_t *g = m->g;
    int n = g->rules->actions(g, st, m->acts, MCTS_MAX_ACTIONS);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (game_head(st)->in_turn == 0 || mcts_order_ok(m->know, &m->acts[i], last)) m->acts[k++] = m->acts[i];
    /* The order (one canonical order of a turn's actions) leaves nothing:
     * the turn goes on in any order rather than stop here. */
    if (k > 0 || n == 0) n = k;
    if (n > 65535) n = 65535;
    if (n == 0 && game_head(st)->in_turn && x != m->root && m->cfg.solver) {
        /* A turn started that no action can go on with or end (Zumo: every
         * end would repeat a position): the mover who started it is stuck,
         * a loss for him, so the search steers away from the start. */
        set_proof(m, &m->pool[x], MCTS_LOSS);
        or_flags(m, &m->pool[x], MCTS_EXPANDED | MCTS_TERMINAL);
        return 0;
    }
    if (n == 0) {
        /* No action though the game goes on: cannot happen between turns
         * in a correct engine; treat the node as an end scored as an even
         * share. */
        or_flags(m, &m->pool[x], MCTS_EXPANDED | MCTS_TERMINAL);
        return 0;
    }
    uint32_t first = pool_alloc(m, n);
    if (!first) return -1;
    for (int i = 0; i < n; i++) m->pri[i] = 0.5f;
    if (m->cfg.use_prior && m->know && m->know->prior && n > 1)
        m->know->prior(m->kctx, g, st, m->acts, n, m->pri);
    int8_t seat = (int8_t)seat_of(m, game_head(st)->to_move, st);
    /* A new turn whose mover can win at once: the node is decided (a
     * "decisive move" check, far cheaper than finding it by playouts). */
    if (m->cfg.win_check && x != m->root && game_head(st)->in_turn == 0 && m->cfg.solver &&
        (!m->know || !m->know->may_win || m->know->may_win(m->kctx, g, st))) {
        m->wm->n = 0;
        if (ai_finder_run(m->finder, m->know, st, -1, m->wm, m->cfg.win_cap) == 1)
            set_proof(m, &m->pool[x], seat == m->pool[x].seat ? MCTS_WIN : MCTS_LOSS);
    }
    /* The root's mover has just ended his turn: if every answer leaves him
     * a win in one, the turn wins in two. The tree alone proves that only
     * once every answer (a Zumo placement and each allocation of its push
     * units, each a node of its own) has been visited and refuted, and
     * until then the move's value is the mean over the answers not yet
     * refuted, no better than a quiet move's: the visits go elsewhere. */
    if (m->cfg.win2_cap > 0 && m->win2_left > 0 && x != m->root && !ld_proof(&m->pool[x]) &&
        game_head(st)->in_turn == 0 && m->pool[x].seat == m->root_seat && seat != m->root_seat &&
        m->pool[x].act.kind != ACT_SWAP && game_head(st)->ply == game_head(m->root_state)->ply + 1) {
        long spent = 0, cap = m->cfg.win2_cap < m->win2_left ? m->cfg.win2_cap : m->win2_left;
        int winner = 3 - game_head(st)->to_move;
        if (ai_forcer_run(m->forcer, m->know, m->kctx, st, winner, cap, m->cfg.win_cap, &spent) == 1)
            set_proof(m, &m->pool[x], MCTS_WIN);
        m->win2_left -= spent;
    }
    for (int i = 0; i < n; i++) {
        mcts_node_t *c = &m->pool[first + i];
        memset(c, 0, sizeof *c);
        c->act = m->acts[i];
        c->seat = seat;
        /* A little noise breaks ties between equal priors without favouring
         * the actions listed first (a pass is often first). */
        float p = m->pri[i] + (float)(rng_double(&m->rng) - 0.5) * 1e-3f;
        c->prior = p < 0.f ? 0.f : p > 1.f ? 1.f : p;
        if (m->cfg.rave) c->code = code_for(m, &c->act);
    }
    mcts_node_t *xn = &m->pool[x];
    xn->child = first;
    xn->nchild = (uint16_t)n;
    or_flags(m, xn, MCTS_EXPANDED); /* publishes child and nchild */
    return 0;
}

double mcts_child_value(const mcts_t *m, const mcts_node_t *c)
{
    float pw = m->cfg.use_prior ? m->cfg.prior_weight : 0.f;
    uint32_t n = ld_n(c);
    if (n + pw <= 0) return c->prior;
    return (ld_w(c) + c->prior * pw) / (n + pw);
}

static uint32_t select_child(mcts_t *m, uint32_t x)
{
    const mcts_node_t *xn = &m->pool[x];
    const mcts_node_t *ch = &m->pool[xn->child];
    double logn = log((double)ld_n(xn) + 1.0), best = -1e30;
    float pw = m->cfg.use_prior ? m->cfg.prior_weight : 0.f;
    float bw = m->cfg.use_prior ? m->cfg.bias_weight : 0.f;
    int bi = -1, nonloss = 0;
    for (int i = 0; i < xn->nchild; i++) {
        const mcts_node_t *c = &ch[i];
        int proof = ld_proof(c);
        if (proof == MCTS_WIN) return xn->child + (uint32_t)i;
        if (proof == MCTS_LOSS) continue;
        nonloss++;
        /* In a shared tree n counts the visits under way (a virtual loss:
         * their rewards come later), which spreads the threads out. */
        uint32_t cn = ld_n(c);
        double q;
        if (cn + pw > 0) q = (ld_w(c) + c->prior * pw) / (cn + pw);
        else q = m->cfg.fpu;
        if (m->cfg.rave && c->rn > 0) {
            double beta = c->rn / (c->rn + cn + m->cfg.rave_b * (double)c->rn * cn);
            q = (1.0 - beta) * q + beta * (c->rw / c->rn);
        }
        double s = q + m->cfg.c_uct * sqrt(logn / (cn + 1.0)) + bw * c->prior / (cn + 1.0);
        if (s > best) {
            best = s;
            bi = i;
        }
    }
    if (!nonloss) {
        /* Every child loses (the node is proven): any will do. */
        bi = (int)rng_below(&m->rng, xn->nchild);
    }
    return xn->child + (uint32_t)bi;
}

/* A random action inside a turn (to finish it before whole-turn playouts):
 * END half of the time when it is legal, so turns are not always as long
 * as they can be. */
static int finish_turn_action(mcts_t *m, void *st)
{
    char err[GAME_ERR_MAX];
    int n = m->g->rules->actions(m->g, st, m->acts, MCTS_MAX_ACTIONS);
    if (n <= 0) return -1;
    int end = -1;
    for (int i = 0; i < n && end < 0; i++)
        if (m->acts[i].kind == ACT_END) end = i;
    int pick = end >= 0 && (rng_next(&m->rng) & 1) ? end : (int)rng_below(&m->rng, (uint32_t)n);
    return m->g->rules->act(m->g, st, &m->acts[pick], NULL, err, sizeof err);
}

/* Plays on from st to the end or the cut-off; fills r (by seat). */
static void playout(mcts_t *m, void *st, double *r)
{
    const game_t *g = m->g;
    int guard = 0;
    while (!game_is_over(st) && game_head(st)->in_turn && guard++ < MOVE_MAX_ACTIONS)
        if (finish_turn_action(m, st) != 0) break;
    int cap = m->cfg.playout_depth > 0 ? m->cfg.playout_depth : ai_playout_cap(g);
    int informed = m->cfg.informed && m->know && m->know->playout_turn;
    long k = 0;
    if (!informed && !game_head(st)->in_turn) k = game_playout(g, st, &m->rng, cap);
    else
        while (k < cap && !game_is_over(st) && !game_head(st)->in_turn) {
            if (m->know->playout_turn(m->kctx, g, st, &m->rng) != 0) break;
            k++;
        }
    m->plies += k;
    result_of(m, st, 1, r);
}

/* Re-derives the proof of node x from its children (after one of them was
 * proven). Returns the new proof (0: still unknown). */
static int prove(mcts_t *m, uint32_t x)
{
    mcts_node_t *xn = &m->pool[x];
    if (!(ld_flags(xn) & MCTS_EXPANDED) || !xn->nchild) return 0;
    const mcts_node_t *ch = &m->pool[xn->child];
    int seat = x == m->root ? m->root_seat : xn->seat;
    int to_move = ch[0].seat, any_win = 0, all_loss = 1;
    for (int i = 0; i < xn->nchild; i++) {
        int pi = ld_proof(&ch[i]);
        any_win |= pi == MCTS_WIN;
        all_loss &= pi == MCTS_LOSS;
    }
    int p = 0;
    if (x == m->root) {
        /* The root's proof is for the side to move. */
        p = any_win ? MCTS_WIN : all_loss ? MCTS_LOSS : 0;
    } else if (to_move == seat) {
        p = any_win ? MCTS_WIN : all_loss ? MCTS_LOSS : 0;
    } else if (any_win) {
        p = MCTS_LOSS; /* the next player wins by force: seat loses */
    } else if (all_loss && m->players == 2) {
        p = MCTS_WIN;
    }
    set_proof(m, xn, p);
    return p;
}

static void proven_result(const mcts_t *m, int seat, int proof, double *r)
{
    int np = m->players;
    for (int s = 1; s <= np; s++)
        r[s] = proof == MCTS_WIN ? (s == seat ? 1.0 : 0.0) : (s == seat ? 0.0 : 1.0 / (np - 1));
}

static void iterate(mcts_t *m)
{
    const game_t *g = m->g;
    char err[GAME_ERR_MAX];
    /* A shared tree counts a visit on the way down (the virtual loss) and
     * adds its reward on the way up; a private one counts both at the end,
     * as it always did (the same moves under a seed). */
    int sh = m->snp != NULL;
    memcpy(m->cur, m->root_state, m->sz);
    int depth = 0, last = m->root_last;
    uint32_t x = m->root;
    m->path[depth++] = x;
    if (sh) add_n(m, &m->pool[x]);
    double r[GAME_MAX_PLAYERS + 1] = {0};
    int known = 0; /* r already holds the result */
    int grown = 0; /* a node was expanded: one step into it, then the playout */
    for (;;) {
        if (grown) break;
        mcts_node_t *xn = &m->pool[x];
        int xp = ld_proof(xn);
        if (xp && x != m->root) {
            proven_result(m, xn->seat, xp, r);
            known = 1;
            break;
        }
        unsigned fl = ld_flags(xn);
        if (game_is_over(m->cur) || (fl & MCTS_TERMINAL)) {
            result_of(m, m->cur, 0, r);
            known = 1;
            break;
        }
        if (!(fl & MCTS_EXPANDED)) {
            if (x != m->root && ld_n(xn) + (sh ? 0 : 1) < (uint32_t)m->cfg.expand_after) break;
            if (expand(m, x, m->cur, last) != 0) break;
            if (ld_flags(&m->pool[x]) & MCTS_TERMINAL) continue;
            if (ld_proof(&m->pool[x]) && x != m->root) continue;
            grown = 1;
        }
        if (depth > MCTS_MAX_DEPTH) break;
        uint32_t c = select_child(m, x);
        int32_t ply0 = game_head(m->cur)->ply;
        const action_t a = m->pool[c].act;
        if (g->rules->act(g, m->cur, &a, NULL, err, sizeof err) != 0) {
            /* An engine refused its own action: never choose it again. */
            set_proof(m, &m->pool[c], MCTS_LOSS);
            add_n(m, &m->pool[c]);
            return;
        }
        last = next_last(m->know, &a, m->cur, ply0, last);
        x = c;
        m->path[depth++] = x;
        if (sh) add_n(m, &m->pool[x]);
        if (m->cfg.solver && !ld_proof(&m->pool[x]) && game_is_over(m->cur)) {
            set_proof(m, &m->pool[x], terminal_proof(m, m->cur, m->pool[x].seat));
            or_flags(m, &m->pool[x], MCTS_TERMINAL);
        }
    }
    int rave = m->cfg.rave;
    if (rave) {
        if (++m->gen == 0) {
            memset(m->amaf_gen, 0, sizeof *m->amaf_gen * CODE_SIZE);
            m->gen = 1;
        }
    }
    if (!known) {
        if (rave && m->know && m->know->amaf) memcpy(m->leaf, m->cur, m->sz);
        playout(m, m->cur, r);
        if (rave && m->know && m->know->amaf) {
            int k = m->know->amaf(m->kctx, g, m->leaf, m->cur, m->amaf_buf, AMAF_MAX);
            for (int i = 0; i < k; i++) amaf_add(m, code_for(m, &m->amaf_buf[i]));
        }
    }
    if (depth >= 2) seat_add(m, m->path[1], r);
    /* Back-propagation, bottom up: visits, rewards, AMAF, proofs. */
    int proving = m->cfg.solver && ld_proof(&m->pool[m->path[depth - 1]]);
    for (int i = depth - 1; i >= 0; i--) {
        mcts_node_t *xn = &m->pool[m->path[i]];
        if (!sh) add_n(m, xn);
        if (xn->seat) add_w(m, xn, (float)r[xn->seat]);
        if (rave && i < depth - 1) {
            amaf_add(m, m->pool[m->path[i + 1]].code);
            mcts_node_t *ch = &m->pool[xn->child];
            const uint32_t gen = m->gen, *stamp = m->amaf_gen;
            for (int j = 0; j < xn->nchild; j++)
                if (stamp[ch[j].code] == gen && ch[j].code) {
                    ch[j].rn++;
                    ch[j].rw += (float)r[ch[j].seat];
                }
        }
        if (proving && i < depth - 1) proving = !ld_proof(xn) && prove(m, m->path[i]) != 0;
    }
    m->iterations++;
}

/* Exactly one root child is not a proven loss, and it has been searched
 * enough (a quarter of the root's visits) not to be a loss found late: in a
 * lost position the move that lasts longest should be the one played. */
static int decided(const mcts_t *m)
{
    int n, open = 0, last = -1;
    const mcts_node_t *ch = mcts_children(m, &n);
    for (int i = 0; i < n && open < 2; i++)
        if (ld_proof(&ch[i]) != MCTS_LOSS) {
            open++;
            last = i;
        }
    return n > 1 && open == 1 && ld_n(&ch[last]) * 4 >= ld_n(mcts_root(m));
}

/* The most visited open root move leads by more visits than `left` more
 * iterations could give another: the choice (by visits) is settled. */
static int settled(const mcts_t *m, long left)
{
    int n;
    const mcts_node_t *ch = mcts_children(m, &n);
    uint32_t first = 0, second = 0;
    for (int i = 0; i < n; i++) {
        if (ld_proof(&ch[i]) == MCTS_LOSS) continue;
        uint32_t ci = ld_n(&ch[i]);
        if (ci > first) second = first, first = ci;
        else if (ci > second) second = ci;
    }
    /* Sharing searches each spend their own rest. */
    return n > 1 && (long)(first - second) > left * m->sharers;
}

/* Iterations this run may still make: the budget's rest, or under a clock
 * what the time left gives at the rate so far, whichever is less. */
static long left_of(const mcts_t *m, long left, long done, double t0)
{
    if (m->cfg.max_seconds <= 0) return left;
    double el = now() - t0, rest = m->cfg.max_seconds - m->spent - el;
    if (el <= 0) return left;
    double by_time = rest <= 0 ? 0 : done / el * rest;
    return by_time < (double)left ? (long)by_time : left;
}

long mcts_run(mcts_t *m, long iterations, atomic_int *cancel, ai_progress_t *progress,
              long progress_base, long progress_total)
{
    double t0 = now();
    long done = 0;
    m->stopped = 0;
    if (m->finder) ai_finder_set_cancel(m->finder, cancel);
    if (m->forcer) ai_forcer_set_cancel(m->forcer, cancel);
    m->win2_left = m->cfg.win2_cap > 0 ? iterations * m->cfg.win2_share : 0;
    while (done < iterations) {
        if (ld_proof(&m->pool[m->root])) break;
        /* Every move but one is a proven loss: nothing left to weigh. */
        if ((done & 63) == 0 && done && decided(m)) break;
        if (m->cfg.settle && (done & 255) == 0 && done && settled(m, left_of(m, iterations - done, done, t0)))
            break;
        if (cancel && atomic_load_explicit(cancel, memory_order_relaxed)) {
            m->stopped = 1;
            break;
        }
        if ((done & 15) == 0) {
            /* Without threads the search runs in slices of the page's
             * time: here it may give way (ai_pool.h; nothing with threads). */
            ai_pool_pause();
            if (m->cfg.max_seconds > 0 && m->spent + (now() - t0) >= m->cfg.max_seconds) {
                m->stopped = 1;
                break;
            }
        }
        iterate(m);
        done++;
        if (progress && (done & 63) == 0) {
            /* Several trees on threads share one progress: each adds. */
            long d = progress_base < 0 ? atomic_fetch_add(&progress->done, 64) + 64 : progress_base + done;
            if (progress_base >= 0) atomic_store(&progress->done, d);
            int pm = progress_total > 0 ? (int)(1000.0 * d / progress_total) : 0;
            if (m->cfg.max_seconds > 0) {
                int tp = (int)(1000.0 * (m->spent + now() - t0) / m->cfg.max_seconds);
                if (tp > pm) pm = tp;
            }
            atomic_store(&progress->permille, pm > 1000 ? 1000 : pm);
        }
    }
    m->spent += now() - t0;
    return done;
}

int mcts_stopped(const mcts_t *m) { return m->stopped; }
const mcts_node_t *mcts_root(const mcts_t *m) { return &m->pool[m->root]; }

const mcts_node_t *mcts_children(const mcts_t *m, int *n)
{
    const mcts_node_t *r = &m->pool[m->root];
    *n = (ld_flags(r) & MCTS_EXPANDED) ? r->nchild : 0;
    return *n ? &m->pool[r->child] : NULL;
}

int mcts_root_proof(const mcts_t *m) { return ld_proof(&m->pool[m->root]); }

int mcts_best_child(const mcts_t *m)
{
    int n;
    const mcts_node_t *ch = mcts_children(m, &n);
    int best = -1, best_loss = -1;
    for (int i = 0; i < n; i++) {
        int proof = ld_proof(&ch[i]);
        if (proof == MCTS_WIN) return i;
        if (proof == MCTS_LOSS) {
            /* Among lost moves, the one searched longest resists longest. */
            if (best_loss < 0 || ld_n(&ch[i]) > ld_n(&ch[best_loss])) best_loss = i;
            continue;
        }
        if (best < 0 || ld_n(&ch[i]) > ld_n(&ch[best]) ||
            (ld_n(&ch[i]) == ld_n(&ch[best]) && mcts_child_value(m, &ch[i]) > mcts_child_value(m, &ch[best])))
            best = i;
    }
    return best >= 0 ? best : best_loss;
}

int mcts_descend(mcts_t *m, int i)
{
    int n;
    const mcts_node_t *ch = mcts_children(m, &n);
    char err[GAME_ERR_MAX];
    if (i < 0 || i >= n) return -1;
    action_t a = ch[i].act;
    int32_t ply0 = game_head(m->root_state)->ply;
    if (m->g->rules->act(m->g, m->root_state, &a, NULL, err, sizeof err) != 0) return -1;
    m->root_last = next_last(m->know, &a, m->root_state, ply0, m->root_last);
    m->root = m->pool[m->root].child + (uint32_t)i;
    m->seat_lost = 1;
    m->root_seat = (int8_t)seat_of(m, game_head(m->root_state)->to_move, m->root_state);
    /* A proof of the old child is for its mover; the root's is for the side to
     * move now, so it is re-derived. */
    mcts_node_t *rn = &m->pool[m->root];
    if (ld_proof(rn)) {
        int p = ld_proof(rn), same = rn->seat == m->root_seat;
        set_proof(m, rn, m->players != 2 && !same ? 0 : same ? p : -p);
    }
    return 0;
}

const void *mcts_root_state(const mcts_t *m) { return m->root_state; }
long mcts_iterations(const mcts_t *m) { return m->iterations; }
int64_t mcts_plies(const mcts_t *m) { return m->plies; }
long mcts_nodes(const mcts_t *m)
{
    if (!m->snp) return m->npool;
    long n = atomic_load(m->snp);
    return n < m->cap ? n : m->cap;
}

int mcts_share_pool(mcts_t *m)
{
    if (m->snp) return 0;
    /* The whole pool at once: it must never move while threads read it
     * (pages the search does not reach are never touched). */
    mcts_node_t *p = realloc(m->pool, sizeof *p * (size_t)m->cfg.max_nodes);
    if (!p) return -1;
    m->pool = p;
    m->cap = m->cfg.max_nodes;
    atomic_init(&m->np_own, m->npool);
    m->snp = &m->np_own;
    return 0;
}

void mcts_attach(mcts_t *m, mcts_t *owner)
{
    if (m->owns_pool) free(m->pool);
    m->owns_pool = 0;
    m->pool = owner->pool;
    m->cap = owner->cap;
    m->snp = owner->snp;
    m->cfg.max_nodes = owner->cfg.max_nodes;
    owner->sharers++;
    m->sharers = owner->sharers;
    mcts_follow(m, owner);
}

void mcts_follow(mcts_t *m, const mcts_t *owner)
{
    memcpy(m->root_state, owner->root_state, m->sz);
    m->root = owner->root;
    m->root_last = owner->root_last;
    m->base_swapped = owner->base_swapped;
    m->root_seat = owner->root_seat;
    m->sharers = owner->sharers;
    m->blk_next = m->blk_end = 0;
}

void mcts_set_clock(mcts_t *m, double max_seconds)
{
    m->cfg.max_seconds = max_seconds;
    m->spent = 0.0;
}

void mcts_set_settle(mcts_t *m, int settle) { m->cfg.settle = settle; }

/* Depth-first over the expanded nodes below x (whose state is st[d]) for
 * the state `want`: plies past its ply are not entered. Fills path[] with
 * child indices (relative to each parent); returns the path length, -1
 * when not found; *budget counts the nodes one may still visit. */
static int find_below(mcts_t *m, uint32_t x, unsigned char *st, int d, const void *want, int *path,
                      long *budget)
{
    const game_head_t *w = game_head(want), *h = game_head(st + (size_t)d * m->sz);
    if (h->ply == w->ply && h->in_turn == w->in_turn && !memcmp(st + (size_t)d * m->sz, want, m->sz))
        return 0;
    const mcts_node_t *xn = &m->pool[x];
    if (h->ply > w->ply || game_is_over(st + (size_t)d * m->sz) || !(ld_flags(xn) & MCTS_EXPANDED) ||
        d + 1 >= MCTS_FIND_DEPTH)
        return -1;
    char err[GAME_ERR_MAX];
    unsigned char *next = st + (size_t)(d + 1) * m->sz;
    for (int i = 0; i < xn->nchild && *budget > 0; i++) {
        const mcts_node_t *c = &m->pool[xn->child + (uint32_t)i];
        /* Only visited children: the others hold no search to keep. */
        if (!ld_n(c)) continue;
        --*budget;
        memcpy(next, st + (size_t)d * m->sz, m->sz);
        if (m->g->rules->act(m->g, next, &c->act, NULL, err, sizeof err) != 0) continue;
        int k = find_below(m, xn->child + (uint32_t)i, st, d + 1, want, path, budget);
        if (k >= 0) {
            memmove(path + 1, path, sizeof *path * (size_t)k);
            path[0] = i;
            return k + 1;
        }
    }
    return -1;
}

int mcts_find(mcts_t *m, const void *want)
{
    const game_head_t *w = game_head(want), *r = game_head(m->root_state);
    if (w->ply < r->ply) return -1;
    unsigned char *st = malloc(m->sz * MCTS_FIND_DEPTH);
    int *path = malloc(sizeof *path * MCTS_FIND_DEPTH);
    long budget = MCTS_FIND_NODES;
    int k = -1;
    if (st && path) {
        memcpy(st, m->root_state, m->sz);
        k = find_below(m, m->root, st, 0, want, path, &budget);
        for (int i = 0; i < k; i++)
            if (mcts_descend(m, path[i]) != 0) k = -1;
    }
    free(st);
    free(path);
    /* The root must be exactly the state asked for. */
    return k >= 0 && !memcmp(m->root_state, want, m->sz) ? 0 : -1;
}
