/* The pool without threads (ai_pool.h), for a browser page that has none
 * (not cross-origin isolated: no SharedArrayBuffer). Each task runs on a
 * fiber of its own (emscripten's, over Asyncify): a C stack on the heap
 * that the page's one thread enters and leaves. The search gives way at
 * its cancel checks (ai_pool_pause) once its slice is spent, so a think
 * runs in slices of a few milliseconds and the page draws in between.
 *
 * Who runs the fibers: the owner's polls. ai_pool_finished, asked each
 * frame by the worker's poll, runs the pool's fibers for a slice as long
 * as the time the page had since the last slice (at least SLICE_MIN_MS
 * apart, at most SLICE_MAX_MS): the AI gets about half of the page's time.
 * ai_pool_wait runs them until the task ends (a fiber waiting for its
 * sub-tasks gives way at its own slice's end). A host that gives the
 * fibers the rest of each frame (ai_pool_fiber.h) takes over from the
 * polls for good, from its start: the page then searches for most of its
 * time when it does not draw, and never inside a frame (the polls ran the
 * page's first search for 50 ms in the middle of the move's frame). The
 * Makefile builds this file instead of ai_pool.c for the page without
 * threads (make web). */
#include "ai/ai_pool.h"
#include "ai/ai_pool_fiber.h"

#include <emscripten.h>
#include <emscripten/fiber.h>
#include <stdlib.h>

#define FIBER_STACK (2u << 20)   /* a task's C stack (the search recurses down its tree) */
#define ASYNC_STACK (128u << 10) /* the frames Asyncify saves when a fiber gives way */
#define SLICE_MIN_MS 4.0
#define SLICE_MAX_MS 50.0

enum { TASK_QUEUED = 1, TASK_RUNNING, TASK_ENDED };

typedef struct fiber {
    emscripten_fiber_t f;
    ai_task_t *t;
    struct fiber *resumer;  /* the fiber that entered it; NULL: the page's own context */
    struct fiber *next;     /* the pool's fibers */
    double deadline;        /* when it gives way (emscripten_get_now ms) */
    int active;             /* entered and not yet left */
    int ended;
    unsigned char *stack, *async;
} fiber_t;

struct ai_pool {
    fiber_t *live;
    int stop;
    long created;
    struct ai_pool *next;   /* all pools, for the host's time */
};

/* The page's one thread: which fiber runs (NULL: the page's own context,
 * the main loop's), that context's place to be saved, and when the AI last
 * gave the page back. What a thread's identity is where there are threads;
 * the only state outside the pools. */
static struct {
    fiber_t *cur;
    emscripten_fiber_t page;
    int page_ready;
    double last_end;
    int hosted;             /* a host gives the fibers their time (ai_pool_fiber_host) */
    ai_pool_t *pools;
    long pools_changed;     /* counts pools made and freed (a task may do either) */
    unsigned char page_async[ASYNC_STACK];
} one;

static double now_ms(void) { return emscripten_get_now(); }

static emscripten_fiber_t *context_of(fiber_t *f)
{
    if (f) return &f->f;
    if (!one.page_ready) {
        emscripten_fiber_init_from_current_context(&one.page, one.page_async, sizeof one.page_async);
        one.page_ready = 1;
    }
    return &one.page;
}

/* Back to whoever entered f (f is the fiber running). */
static void leave(fiber_t *f) { emscripten_fiber_swap(&f->f, context_of(f->resumer)); }

static void fiber_main(void *arg)
{
    fiber_t *f = arg;
    f->t->state = TASK_RUNNING;
    f->t->fn(f->t->arg);
    f->t->state = TASK_ENDED;
    f->ended = 1;
    /* A fiber's entry must not return: it leaves for good, and its owner
     * frees its stacks once back on its own. */
    leave(f);
}

/* Runs f until it gives way (deadline) or ends; frees it once ended. */
static void enter(ai_pool_t *p, fiber_t *f, double deadline)
{
    fiber_t *me = one.cur;
    f->resumer = me;
    f->deadline = deadline;
    f->active = 1;
    one.cur = f;
    emscripten_fiber_swap(context_of(me), &f->f);
    one.cur = me;
    f->active = 0;
    if (!f->ended) return;
    for (fiber_t **pp = &p->live; *pp; pp = &(*pp)->next)
        if (*pp == f) {
            *pp = f->next;
            break;
        }
    free(f->stack);
    free(f->async);
    free(f);
}

/* One turn of each of p's fibers that is not entered already, until the
 * deadline. */
static void round_of(ai_pool_t *p, double deadline)
{
    fiber_t *f = p->live;
    while (f) {
        fiber_t *next = f->next;
        if (!f->active && !f->ended) enter(p, f, deadline);
        if (now_ms() >= deadline) return;
        /* enter may have freed f and changed the list: start again from
         * the head when next is gone (a few fibers at most). */
        int still = 0;
        for (fiber_t *g = p->live; g; g = g->next) still |= g == next;
        f = still ? next : NULL;
    }
}

/* Until t has ended: the page's context runs p's fibers (a wait at exit,
 * or for a cancelled task, which stops at its next cancel check); a fiber
 * runs them within its own slice and gives way at its end. */
static void run_until(ai_pool_t *p, ai_task_t *t)
{
    while (t->state != TASK_ENDED) {
        fiber_t *me = one.cur;
        double deadline = me ? me->deadline : now_ms() + SLICE_MAX_MS;
        round_of(p, deadline);
        if (t->state == TASK_ENDED) return;
        if (me && now_ms() >= me->deadline) {
            leave(me);
        } else if (!me && !p->live) {
            return; /* nothing left that could end it */
        }
    }
}

ai_pool_t *ai_pool_new(void)
{
    ai_pool_t *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->next = one.pools;
    one.pools = p;
    one.pools_changed++;
    return p;
}

void ai_pool_stop(ai_pool_t *p)
{
    if (p) p->stop = 1;
}

void ai_pool_free(ai_pool_t *p)
{
    if (!p) return;
    p->stop = 1;
    while (p->live) run_until(p, p->live->t);
    for (ai_pool_t **pp = &one.pools; *pp; pp = &(*pp)->next)
        if (*pp == p) {
            *pp = p->next;
            break;
        }
    one.pools_changed++;
    free(p);
}

int ai_pool_go(ai_pool_t *p, ai_task_t *t)
{
    if (p->stop) return -1;
    fiber_t *f = calloc(1, sizeof *f);
    if (f) f->stack = malloc(FIBER_STACK);
    if (f && f->stack) f->async = malloc(ASYNC_STACK);
    if (!f || !f->stack || !f->async) {
        if (f) free(f->stack);
        free(f);
        return -1;
    }
    f->t = t;
    t->state = TASK_QUEUED;
    t->next = NULL;
    emscripten_fiber_init(&f->f, fiber_main, f, f->stack, FIBER_STACK, f->async, ASYNC_STACK);
    /* Last in the list: the fibers take turns in the order they came. */
    fiber_t **pp = &p->live;
    while (*pp) pp = &(*pp)->next;
    *pp = f;
    p->created++;
    return 0;
}

void ai_pool_wait(ai_pool_t *p, ai_task_t *t) { run_until(p, t); }

int ai_pool_finished(ai_pool_t *p, ai_task_t *t)
{
    if (t->state == TASK_ENDED) return 1;
    /* The page's context, asked by a poll, where no host gives the fibers
     * time: a slice for the AI when the page has had its time since the
     * last one. */
    if (!one.cur && !one.hosted) {
        double now = now_ms(), had = now - one.last_end;
        if (had >= SLICE_MIN_MS) {
            round_of(p, now + (had < SLICE_MAX_MS ? had : SLICE_MAX_MS));
            one.last_end = now_ms();
        }
    }
    return t->state == TASK_ENDED;
}

long ai_pool_created(ai_pool_t *p) { return p->created; }

int ai_pool_fiber_busy(void)
{
    for (ai_pool_t *p = one.pools; p; p = p->next)
        for (fiber_t *f = p->live; f; f = f->next)
            if (!f->active && !f->ended) return 1;
    return 0;
}

void ai_pool_fiber_host(void) { one.hosted = 1; }

void ai_pool_fiber_run_until(double deadline)
{
    if (one.cur) return;
    /* Round after round: a task may end and another start meanwhile (a
     * move's search, then thinking ahead). */
    while (now_ms() < deadline && ai_pool_fiber_busy()) {
        for (ai_pool_t *p = one.pools; p && now_ms() < deadline;) {
            long was = one.pools_changed;
            round_of(p, deadline);
            /* p itself may be gone: start again from the first. */
            p = one.pools_changed == was ? p->next : NULL;
        }
    }
    one.last_end = now_ms();
}

void ai_pool_pause(void)
{
    fiber_t *f = one.cur;
    if (f && now_ms() >= f->deadline) leave(f);
}

int ai_lock_init(ai_lock_t *l)
{
    l->held = 0;
    return 0;
}

void ai_lock_destroy(ai_lock_t *l) { (void)l; }

/* Held by a task across its search: another task waits by giving way
 * until its slice's end, the page draws, and it looks again. */
void ai_lock_take(ai_lock_t *l)
{
    while (l->held && one.cur) leave(one.cur);
    l->held = 1;
}

void ai_lock_give(ai_lock_t *l) { l->held = 0; }
