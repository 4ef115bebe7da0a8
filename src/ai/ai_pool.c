/* The pool of search threads (ai_pool.h): one lock, a queue of handed-out
 * tasks, and two condition variables (work for idle threads, ends for
 * waiters). A task is queued only when an idle thread is counted for it,
 * else a thread is started for it. */
#include "ai/ai_pool.h"

#include <pthread.h>
#include <stdlib.h>

#define POOL_MAX 256   /* threads at most (64 search threads of several jobs) */

enum { TASK_QUEUED = 1, TASK_RUNNING, TASK_ENDED };

struct ai_pool {
    pthread_mutex_t lock;
    pthread_cond_t work;    /* a task was queued, or the pool ends */
    pthread_cond_t ended;   /* a task ended */
    ai_task_t *head, *tail; /* queued tasks */
    int queued, idle, nthreads, stop;
    long created;
    pthread_t th[POOL_MAX];
};

static void *pool_main(void *arg)
{
    ai_pool_t *p = arg;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->head && !p->stop) pthread_cond_wait(&p->work, &p->lock);
        if (!p->head) break; /* stopping, nothing left */
        ai_task_t *t = p->head;
        p->head = t->next;
        if (!p->head) p->tail = NULL;
        p->queued--;
        p->idle--;
        t->state = TASK_RUNNING;
        pthread_mutex_unlock(&p->lock);
        t->fn(t->arg);
        pthread_mutex_lock(&p->lock);
        t->state = TASK_ENDED;
        p->idle++;
        pthread_cond_broadcast(&p->ended);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

ai_pool_t *ai_pool_new(void)
{
    ai_pool_t *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    if (pthread_mutex_init(&p->lock, NULL) != 0) {
        free(p);
        return NULL;
    }
    if (pthread_cond_init(&p->work, NULL) != 0) {
        pthread_mutex_destroy(&p->lock);
        free(p);
        return NULL;
    }
    if (pthread_cond_init(&p->ended, NULL) != 0) {
        pthread_cond_destroy(&p->work);
        pthread_mutex_destroy(&p->lock);
        free(p);
        return NULL;
    }
    return p;
}

void ai_pool_stop(ai_pool_t *p)
{
    if (!p) return;
    pthread_mutex_lock(&p->lock);
    p->stop = 1;
    pthread_cond_broadcast(&p->work);
    pthread_mutex_unlock(&p->lock);
}

void ai_pool_free(ai_pool_t *p)
{
    if (!p) return;
    ai_pool_stop(p);
    /* Threads take what is queued before they end. */
    for (int i = 0; i < p->nthreads; i++) pthread_join(p->th[i], NULL);
    pthread_cond_destroy(&p->ended);
    pthread_cond_destroy(&p->work);
    pthread_mutex_destroy(&p->lock);
    free(p);
}

int ai_pool_go(ai_pool_t *p, ai_task_t *t)
{
    pthread_mutex_lock(&p->lock);
    /* idle counts the threads not running a task (also one just started);
     * each queued task has one of them, so none waits behind another. */
    if (p->idle <= p->queued) {
        if (p->nthreads >= POOL_MAX || pthread_create(&p->th[p->nthreads], NULL, pool_main, p) != 0) {
            pthread_mutex_unlock(&p->lock);
            return -1;
        }
        p->nthreads++;
        p->created++;
        p->idle++;
    }
    t->state = TASK_QUEUED;
    t->next = NULL;
    if (p->tail) p->tail->next = t;
    else p->head = t;
    p->tail = t;
    p->queued++;
    pthread_cond_signal(&p->work);
    pthread_mutex_unlock(&p->lock);
    return 0;
}

void ai_pool_wait(ai_pool_t *p, ai_task_t *t)
{
    pthread_mutex_lock(&p->lock);
    while (t->state != TASK_ENDED) pthread_cond_wait(&p->ended, &p->lock);
    pthread_mutex_unlock(&p->lock);
}

int ai_pool_finished(ai_pool_t *p, ai_task_t *t)
{
    pthread_mutex_lock(&p->lock);
    int e = t->state == TASK_ENDED;
    pthread_mutex_unlock(&p->lock);
    return e;
}

long ai_pool_created(ai_pool_t *p)
{
    pthread_mutex_lock(&p->lock);
    long n = p->created;
    pthread_mutex_unlock(&p->lock);
    return n;
}

/* Threads give way by themselves. */
void ai_pool_pause(void) {}

int ai_lock_init(ai_lock_t *l)
{
    l->held = 0;
    return pthread_mutex_init(&l->m, NULL) == 0 ? 0 : -1;
}

void ai_lock_destroy(ai_lock_t *l) { pthread_mutex_destroy(&l->m); }
void ai_lock_take(ai_lock_t *l) { pthread_mutex_lock(&l->m); }
void ai_lock_give(ai_lock_t *l) { pthread_mutex_unlock(&l->m); }
