/* Root parallelism over independent trees, or tree parallelism over one
 * shared tree (mcts_forest.h). */
#include "ai/mcts_forest.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    mcts_t *t;
    int active;       /* follows the forest's root */
    long share;       /* iterations of the current run */
    long done;
    atomic_int *cancel;
    ai_progress_t *progress;
    long base, total;
    ai_task_t task;   /* its run on a pool thread */
    int started;
} tree_t;

struct mcts_forest {
    int n;
    int shared;       /* tree parallelism: tree 0 owns the one tree */
    long max_nodes;   /* of one tree */
    float pw;         /* prior weight as mcts_child_value uses it */
    ai_pool_t *pool;  /* the threads of its runs (NULL: none yet) */
    int owns_pool;    /* made here, for a caller that gave none */
    tree_t tree[MCTS_FOREST_MAX];
};

mcts_forest_t *mcts_forest_new(const game_t *g, const ai_know_t *know, const mcts_config_t *cfg,
                               uint64_t seed, int trees, int shared)
{
    if (trees < 1) trees = 1;
    if (trees > MCTS_FOREST_MAX) trees = MCTS_FOREST_MAX;
    mcts_forest_t *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    mcts_config_t c = *cfg;
    /* The trees share the memory a single search may use. */
    f->shared = trees > 1 && shared;
    if (f->shared) c.rave = 0; /* RAVE's tables are per search */
    else if (trees > 1) c.max_nodes = cfg->max_nodes / trees < 65536 ? 65536 : cfg->max_nodes / trees;
    f->n = trees;
    f->max_nodes = c.max_nodes;
    f->pw = c.use_prior ? c.prior_weight : 0.f;
    for (int i = 0; i < trees; i++) {
        uint64_t s = seed + (uint64_t)i * 0x9e3779b97f4a7c15ULL;
        f->tree[i].t = mcts_new(g, know, &c, s);
        f->tree[i].active = 1;
        if (!f->tree[i].t || (f->shared && i == 0 && mcts_share_pool(f->tree[0].t) != 0)) {
            f->n = i + 1;
            mcts_forest_free(f);
            return NULL;
        }
        if (f->shared && i > 0) mcts_attach(f->tree[i].t, f->tree[0].t);
    }
    return f;
}

void mcts_forest_free(mcts_forest_t *f)
{
    if (!f) return;
    /* An own pool's threads end while the trees are freed. */
    if (f->owns_pool) ai_pool_stop(f->pool);
    /* The owner of a shared pool goes last. */
    for (int i = f->n - 1; i >= 0; i--) mcts_free(f->tree[i].t);
    if (f->owns_pool) ai_pool_free(f->pool);
    free(f);
}

/* Answers come from tree 0 alone: one tree, or the shared one. */
static int one(const mcts_forest_t *f) { return f->n == 1 || f->shared; }

int mcts_forest_set_root(mcts_forest_t *f, const void *st)
{
    if (f->shared) {
        if (mcts_set_root(f->tree[0].t, st) != 0) return -1;
        for (int i = 1; i < f->n; i++) mcts_follow(f->tree[i].t, f->tree[0].t);
        return 0;
    }
    for (int i = 0; i < f->n; i++) {
        if (mcts_set_root(f->tree[i].t, st) != 0) return -1;
        f->tree[i].active = 1;
    }
    return 0;
}

void mcts_forest_set_pool(mcts_forest_t *f, ai_pool_t *pool)
{
    /* NULL forgets a borrowed pool (a kept forest may outlive it). */
    if (pool == f->pool || (!pool && f->owns_pool)) return;
    if (f->owns_pool) ai_pool_free(f->pool);
    f->pool = pool;
    f->owns_pool = 0;
}

static void tree_main(void *arg)
{
    tree_t *t = arg;
    t->done = mcts_run(t->t, t->share, t->cancel, t->progress, t->base, t->total);
}

long mcts_forest_run(mcts_forest_t *f, long iterations, atomic_int *cancel, ai_progress_t *progress,
                     long progress_base, long progress_total)
{
    if (f->n == 1) return mcts_run(f->tree[0].t, iterations, cancel, progress, progress_base, progress_total);
    int act = 0;
    for (int i = 0; i < f->n; i++) act += f->tree[i].active;
    if (progress) atomic_store(&progress->done, progress_base);
    /* A caller that gave no pool gets one for the forest's life (its runs
     * reuse the threads); without one the trees run here in turn. */
    if (!f->pool && (f->pool = ai_pool_new()) != NULL) f->owns_pool = 1;
    long each = iterations / act, rest = iterations % act;
    tree_t *first = NULL;
    for (int i = 0, k = 0; i < f->n; i++) {
        tree_t *t = &f->tree[i];
        t->done = 0;
        t->started = 0;
        if (!t->active) continue;
        t->share = each + (k++ < rest);
        t->cancel = cancel;
        t->progress = progress;
        t->base = -1; /* shared progress: each tree adds */
        t->total = progress_total;
        if (!first) first = t; /* runs on this thread */
        else if (t->share > 0 && f->pool) {
            t->task = (ai_task_t){.fn = tree_main, .arg = t};
            t->started = ai_pool_go(f->pool, &t->task) == 0;
        }
    }
    if (first) tree_main(first);
    long done = 0;
    for (int i = 0; i < f->n; i++) {
        tree_t *t = &f->tree[i];
        if (!t->active) continue;
        if (t->started) ai_pool_wait(f->pool, &t->task);
        else if (t != first && t->share > 0) tree_main(t); /* no thread: run it here */
        done += t->done;
    }
    return done;
}

int mcts_forest_stopped(const mcts_forest_t *f)
{
    for (int i = 0; i < f->n; i++)
        if (f->tree[i].active && mcts_stopped(f->tree[i].t)) return 1;
    return 0;
}

/* The children of tree i's root (NULL when it has none or is out). */
static const mcts_node_t *kids(const mcts_forest_t *f, int i, int *n)
{
    *n = 0;
    if (!f->tree[i].active) return NULL;
    return mcts_children(f->tree[i].t, n);
}

int mcts_forest_nchild(const mcts_forest_t *f)
{
    int best = 0, n;
    if (f->shared) {
        mcts_children(f->tree[0].t, &n);
        return n;
    }
    for (int i = 0; i < f->n; i++) {
        kids(f, i, &n);
        if (n > best) best = n;
    }
    return best;
}

long mcts_forest_root_visits(const mcts_forest_t *f)
{
    if (f->shared) return (long)mcts_node_visits(mcts_root(f->tree[0].t));
    long v = 0;
    for (int i = 0; i < f->n; i++)
        if (f->tree[i].active) v += (long)mcts_node_visits(mcts_root(f->tree[i].t));
    return v;
}

int mcts_forest_root_proof(const mcts_forest_t *f)
{
    if (f->shared) return mcts_root_proof(f->tree[0].t);
    for (int i = 0; i < f->n; i++)
        if (f->tree[i].active && mcts_root_proof(f->tree[i].t)) return mcts_root_proof(f->tree[i].t);
    return 0;
}

/* Child c of the merged root: summed visits and rewards, a proof if any
 * tree has one (proofs are sound, so trees never disagree), the prior and
 * action of the first tree that has it. */
typedef struct {
    double n, w;
    int proof, have;
    float prior;
    action_t act;
} merged_t;

static merged_t merged(const mcts_forest_t *f, int c)
{
    merged_t m = {0};
    for (int i = 0; i < f->n; i++) {
        int n;
        const mcts_node_t *ch = kids(f, i, &n);
        if (c >= n) continue;
        if (!m.have) {
            m.prior = ch[c].prior;
            m.act = ch[c].act;
            m.have = 1;
        }
        int proof = mcts_node_proof(&ch[c]);
        m.n += mcts_node_visits(&ch[c]);
        m.w += mcts_node_reward(&ch[c]);
        if (proof == MCTS_WIN || (proof && !m.proof)) m.proof = proof;
    }
    return m;
}

static double merged_value(const mcts_forest_t *f, const merged_t *m)
{
    if (m->n + f->pw <= 0) return m->prior;
    return (m->w + m->prior * f->pw) / (m->n + f->pw);
}

int mcts_forest_child_proof(const mcts_forest_t *f, int i)
{
    if (one(f)) {
        int n;
        const mcts_node_t *ch = mcts_children(f->tree[0].t, &n);
        return i >= 0 && i < n ? mcts_node_proof(&ch[i]) : 0;
    }
    return merged(f, i).proof;
}

double mcts_forest_child_value(const mcts_forest_t *f, int i)
{
    if (one(f)) {
        int n;
        const mcts_node_t *ch = mcts_children(f->tree[0].t, &n);
        return i >= 0 && i < n ? mcts_child_value(f->tree[0].t, &ch[i]) : 0.0;
    }
    merged_t m = merged(f, i);
    return merged_value(f, &m);
}

action_t mcts_forest_child_act(const mcts_forest_t *f, int i)
{
    if (one(f)) {
        int n;
        const mcts_node_t *ch = mcts_children(f->tree[0].t, &n);
        return ch[i].act;
    }
    return merged(f, i).act;
}

long mcts_forest_child_visits(const mcts_forest_t *f, int i)
{
    return (long)merged(f, i).n;
}

int mcts_forest_child_seat_rewards(const mcts_forest_t *f, int i, double *out)
{
    double one[GAME_MAX_PLAYERS + 1];
    int any = 0;
    for (int s = 0; s <= GAME_MAX_PLAYERS; s++) out[s] = 0.0;
    for (int k = 0; k < f->n; k++) {
        int n;
        kids(f, k, &n);
        if (i >= n) continue;
        if (mcts_child_seat_rewards(f->tree[k].t, i, one) != 0) return -1;
        for (int s = 0; s <= GAME_MAX_PLAYERS; s++) out[s] += one[s];
        any = 1;
    }
    return any ? 0 : -1;
}

int mcts_forest_best_child(const mcts_forest_t *f)
{
    if (one(f)) return mcts_best_child(f->tree[0].t);
    int n = mcts_forest_nchild(f), best = -1, best_loss = -1;
    merged_t b = {0}, bl = {0};
    for (int i = 0; i < n; i++) {
        merged_t c = merged(f, i);
        if (c.proof == MCTS_WIN) return i;
        if (c.proof == MCTS_LOSS) {
            if (best_loss < 0 || c.n > bl.n) best_loss = i, bl = c;
            continue;
        }
        if (best < 0 || c.n > b.n || (c.n == b.n && merged_value(f, &c) > merged_value(f, &b)))
            best = i, b = c;
    }
    return best >= 0 ? best : best_loss;
}

static int same_act(const action_t *a, const action_t *b)
{
    return a->kind == b->kind && a->a == b->a && a->b == b->b && a->player == b->player && a->n == b->n;
}

int mcts_forest_descend(mcts_forest_t *f, int i)
{
    if (one(f)) {
        if (mcts_descend(f->tree[0].t, i) != 0) return -1;
        for (int k = 1; k < f->n; k++) mcts_follow(f->tree[k].t, f->tree[0].t);
        return 0;
    }
    if (i < 0 || i >= mcts_forest_nchild(f)) return -1;
    action_t a = mcts_forest_child_act(f, i);
    int left = 0;
    for (int k = 0; k < f->n; k++) {
        int n;
        const mcts_node_t *ch = kids(f, k, &n);
        /* The trees list a root's children in the same order (the rules'
         * order); the action is checked all the same. */
        int j = i < n && same_act(&ch[i].act, &a) ? i : -1;
        for (int c = 0; j < 0 && c < n; c++)
            if (same_act(&ch[c].act, &a)) j = c;
        if (j < 0 || mcts_descend(f->tree[k].t, j) != 0) f->tree[k].active = 0;
        left += f->tree[k].active;
    }
    return left ? 0 : -1;
}

const void *mcts_forest_root_state(const mcts_forest_t *f)
{
    for (int i = 0; i < f->n; i++)
        if (f->tree[i].active) return mcts_root_state(f->tree[i].t);
    return mcts_root_state(f->tree[0].t);
}

long mcts_forest_iterations(const mcts_forest_t *f)
{
    long s = 0;
    for (int i = 0; i < f->n; i++) s += mcts_iterations(f->tree[i].t);
    return s;
}

int64_t mcts_forest_plies(const mcts_forest_t *f)
{
    int64_t s = 0;
    for (int i = 0; i < f->n; i++) s += mcts_plies(f->tree[i].t);
    return s;
}

long mcts_forest_nodes(const mcts_forest_t *f)
{
    if (f->shared) return mcts_nodes(f->tree[0].t);
    long s = 0;
    for (int i = 0; i < f->n; i++) s += mcts_nodes(f->tree[i].t);
    return s;
}

int mcts_forest_find(mcts_forest_t *f, const void *st)
{
    /* A tree more than half full would soon stop growing: start afresh. */
    for (int i = 0; i < f->n; i++)
        if (mcts_nodes(f->tree[i].t) > f->max_nodes / 2) return -1;
    if (one(f)) {
        if (mcts_find(f->tree[0].t, st) != 0) return -1;
        for (int k = 1; k < f->n; k++) mcts_follow(f->tree[k].t, f->tree[0].t);
        return 0;
    }
    int found = 0;
    for (int i = 0; i < f->n; i++) {
        tree_t *t = &f->tree[i];
        if (t->active && mcts_find(t->t, st) == 0) found++;
        else if (mcts_set_root(t->t, st) != 0) return -1;
        t->active = 1;
    }
    return found ? 0 : -1;
}

void mcts_forest_set_clock(mcts_forest_t *f, double max_seconds)
{
    for (int i = 0; i < f->n; i++) mcts_set_clock(f->tree[i].t, max_seconds);
}

void mcts_forest_set_settle(mcts_forest_t *f, int settle)
{
    for (int i = 0; i < f->n; i++) mcts_set_settle(f->tree[i].t, settle);
}
