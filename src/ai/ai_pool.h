/* A persistent pool of search threads: threads are created when a task
 * finds none idle and then kept, so a worker's jobs and the searches inside
 * them reuse the same threads instead of starting one per job and per run.
 * Waiting is on condition variables (no polling).
 *
 *   ai_pool_t *p = ai_pool_new();
 *   ai_task_t t = {.fn = f, .arg = x};
 *   if (ai_pool_go(p, &t) != 0) f(x);     (no thread: run it here)
 *   else ai_pool_wait(p, &t);              (or ai_pool_finished: never blocks)
 *   ai_pool_free(p);                       (waits for the tasks under way)
 *
 * A task given to ai_pool_go always has a thread of its own at once (an
 * idle one, or a new one): tasks never queue behind each other, so a task
 * may hand sub-tasks to the same pool and wait for them. */
#ifndef AI_POOL_H
#define AI_POOL_H

#include <pthread.h>

typedef struct ai_pool ai_pool_t;

typedef struct ai_task {
    void (*fn)(void *arg);
    void *arg;
    /* The pool's own (guarded by its lock). */
    int state;
    struct ai_task *next;
} ai_task_t;

/* NULL when out of memory. No thread is started yet. */
ai_pool_t *ai_pool_new(void);
/* Asks the threads to end once no task is left, without waiting: a caller
 * with other work before ai_pool_free lets them end meanwhile. No task may
 * be given after it. NULL is allowed. */
void ai_pool_stop(ai_pool_t *p);
/* Waits for the tasks under way to end, then ends the threads. NULL is allowed. */
void ai_pool_free(ai_pool_t *p);
/* Runs t->fn(t->arg) on a pool thread. 0, or -1 when no thread was idle and
 * none could be started (t is not taken: the caller may run it itself). */
int ai_pool_go(ai_pool_t *p, ai_task_t *t);
/* Waits until t (given to ai_pool_go) has ended. */
void ai_pool_wait(ai_pool_t *p, ai_task_t *t);
/* 1 once t has ended (what it wrote is then visible), else 0. Never blocks
 * longer than the pool's lock is held (a few instructions). */
int ai_pool_finished(ai_pool_t *p, ai_task_t *t);
/* Threads created since ai_pool_new (they are never ended before free). */
long ai_pool_created(ai_pool_t *p);

/* Where there are no threads (a browser page that is not cross-origin
 * isolated: ai_pool_fiber.c, built instead of ai_pool.c), each task runs
 * on a fiber in slices between the page's frames, and these calls are how
 * a task gives way; with threads they are a mutex and nothing. */

/* A point where a long task may give way: the search calls it at its
 * cancel checks. Nothing with threads; without, the task hands the page
 * back once its slice is spent and goes on at its next slice. */
void ai_pool_pause(void);

/* A lock that a task holds across a search (the kept tree): a mutex with
 * threads; without, a task that finds it held gives way until it is free
 * (the fibers' mutexes are no locks: one thread runs them all). */
typedef struct {
    pthread_mutex_t m;
    int held;
} ai_lock_t;
int ai_lock_init(ai_lock_t *l); /* 0, or -1 */
void ai_lock_destroy(ai_lock_t *l);
void ai_lock_take(ai_lock_t *l);
void ai_lock_give(ai_lock_t *l);

#endif
