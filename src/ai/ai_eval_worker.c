/* The evaluation service on POSIX threads (ai_eval_worker.h). One job per
 * search, as in ai_worker.c: the job owns its copies, cancel flag and
 * progress; partial answers are copied under the job's mutex by the
 * search's callback, the final one is written before `done` is set
 * (release) and read after it is seen (acquire). Abandoned jobs wait in a
 * list until their thread has ended. */
#include "ai/ai_eval_worker.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct eval_job {
    pthread_t thread;
    game_t *game;
    void *state;
    ai_request_t req;
    int top;
    uint64_t tag;
    atomic_int cancel;
    ai_progress_t progress;
    pthread_mutex_t lock;   /* guards snap and have_snap */
    ai_eval_t snap;         /* the latest partial answer */
    int have_snap;
    atomic_int done;
    int rc;
    ai_eval_t result;
    char err[GAME_ERR_MAX];
    struct eval_job *next;  /* abandoned jobs */
} eval_job_t;

struct ai_eval_worker {
    eval_job_t *cur;
    eval_job_t *abandoned;
    uint64_t tag;
    char err[GAME_ERR_MAX];
};

static void on_partial(const ai_eval_t *e, void *ctx)
{
    eval_job_t *j = ctx;
    if (e->final) return; /* the result is published through `done` */
    pthread_mutex_lock(&j->lock);
    j->snap = *e;
    j->have_snap = 1;
    pthread_mutex_unlock(&j->lock);
}

static void *job_main(void *arg)
{
    eval_job_t *j = arg;
    j->rc = ai_eval(j->game, j->state, &j->req, j->top, &j->result, on_partial, j, j->err, sizeof j->err);
    atomic_store_explicit(&j->done, 1, memory_order_release);
    return NULL;
}

static void job_free(eval_job_t *j)
{
    if (!j) return;
    pthread_mutex_destroy(&j->lock);
    free(j->state);
    free(j->game);
    free(j);
}

static void reap(ai_eval_worker_t *w, int wait)
{
    eval_job_t **pp = &w->abandoned;
    while (*pp) {
        eval_job_t *j = *pp;
        if (wait || atomic_load_explicit(&j->done, memory_order_acquire)) {
            pthread_join(j->thread, NULL);
            *pp = j->next;
            job_free(j);
        } else {
            pp = &j->next;
        }
    }
}

ai_eval_worker_t *ai_eval_worker_new(void) { return calloc(1, sizeof(ai_eval_worker_t)); }

void ai_eval_worker_cancel(ai_eval_worker_t *w)
{
    if (!w || !w->cur) return;
    atomic_store(&w->cur->cancel, 1);
    w->cur->next = w->abandoned;
    w->abandoned = w->cur;
    w->cur = NULL;
    reap(w, 0);
}

void ai_eval_worker_hurry(ai_eval_worker_t *w)
{
    if (w && w->cur) atomic_store(&w->cur->cancel, 1);
}

void ai_eval_worker_free(ai_eval_worker_t *w)
{
    if (!w) return;
    ai_eval_worker_cancel(w);
    reap(w, 1);
    free(w);
}

int ai_eval_worker_start(ai_eval_worker_t *w, const game_t *g, const void *st,
                         const ai_request_t *req, int top, uint64_t tag, char *err, size_t errlen)
{
    ai_eval_worker_cancel(w);
    eval_job_t *j = calloc(1, sizeof *j);
    if (j) {
        j->game = malloc(sizeof *j->game);
        j->state = malloc(g->rules->state_size);
    }
    if (!j || !j->game || !j->state) {
        if (j) {
            free(j->state);
            free(j->game);
            free(j);
        }
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    pthread_mutex_init(&j->lock, NULL);
    memcpy(j->game, g, sizeof *g);
    memcpy(j->state, st, g->rules->state_size);
    j->req = *req;
    j->req.cancel = &j->cancel;
    j->req.progress = &j->progress;
    j->top = top;
    j->tag = tag;
    if (pthread_create(&j->thread, NULL, job_main, j) != 0) {
        job_free(j);
        snprintf(err, errlen, "cannot start the evaluation thread");
        return -1;
    }
    w->cur = j;
    w->tag = tag;
    return 0;
}

ai_eval_status_t ai_eval_worker_poll(ai_eval_worker_t *w, ai_eval_t *out)
{
    if (!w) return AI_EVAL_IDLE;
    reap(w, 0);
    eval_job_t *j = w->cur;
    if (!j) return AI_EVAL_IDLE;
    if (!atomic_load_explicit(&j->done, memory_order_acquire)) {
        if (out) {
            pthread_mutex_lock(&j->lock);
            if (j->have_snap) *out = j->snap;
            else memset(out, 0, sizeof *out);
            pthread_mutex_unlock(&j->lock);
        }
        return AI_EVAL_BUSY;
    }
    pthread_join(j->thread, NULL);
    w->cur = NULL;
    int rc = j->rc;
    if (rc == 0 && out) *out = j->result;
    snprintf(w->err, sizeof w->err, "%s", rc == 0 ? "" : j->err);
    job_free(j);
    return rc == 0 ? AI_EVAL_DONE : AI_EVAL_FAILED;
}

uint64_t ai_eval_worker_tag(const ai_eval_worker_t *w) { return w ? w->tag : 0; }

const char *ai_eval_worker_error(const ai_eval_worker_t *w) { return w ? w->err : ""; }

double ai_eval_worker_progress(const ai_eval_worker_t *w)
{
    if (!w || !w->cur) return 0.0;
    /* Iterations as a fraction (finer than permille on a huge budget), or
     * time where a limit makes that larger. */
    long total = atomic_load(&w->cur->progress.total), done = atomic_load(&w->cur->progress.done);
    double p = total > 0 ? (double)done / (double)total : 0.0, t = atomic_load(&w->cur->progress.permille) / 1000.0;
    if (t > p) p = t;
    return p > 1.0 ? 1.0 : p;
}

int ai_eval_worker_busy(const ai_eval_worker_t *w)
{
    return w && w->cur && !atomic_load_explicit(&w->cur->done, memory_order_acquire);
}

void ai_eval_worker_join(ai_eval_worker_t *w)
{
    if (!w) return;
    reap(w, 1);
    if (w->cur) {
        struct timespec ts = {0, 500000};
        while (!atomic_load_explicit(&w->cur->done, memory_order_acquire)) nanosleep(&ts, NULL);
    }
}
