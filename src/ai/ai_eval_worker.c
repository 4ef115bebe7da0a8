/* The evaluation service on threads (ai_eval_worker.h). One job per search
 * (ai_jobs.h: the thread, `done`, the abandoned jobs): the job owns its
 * copies; partial answers are copied under the job's mutex by the search's
 * callback, the final one is written before `done` is set and read after
 * it is seen. */
#include "ai/ai_eval_worker.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_jobs.h"

typedef struct eval_job {
    ai_job_base_t base;     /* first: the thread, cancel, progress, done */
    game_t *game;
    void *state;
    ai_request_t req;
    int top;
    uint64_t tag;
    pthread_mutex_t lock;   /* guards snap and have_snap */
    ai_eval_t snap;         /* the latest partial answer */
    int have_snap;
    int rc;
    ai_eval_t result;
    char err[GAME_ERR_MAX];
} eval_job_t;

struct ai_eval_worker {
    ai_jobs_t jobs;
    uint64_t tag;
    char err[GAME_ERR_MAX];
};

static eval_job_t *cur(const ai_eval_worker_t *w) { return (eval_job_t *)w->jobs.cur; }

static void on_partial(const ai_eval_t *e, void *ctx)
{
    eval_job_t *j = ctx;
    if (e->final) return; /* the result is published through `done` */
    pthread_mutex_lock(&j->lock);
    j->snap = *e;
    j->have_snap = 1;
    pthread_mutex_unlock(&j->lock);
}

static void job_run(ai_job_base_t *base)
{
    eval_job_t *j = (eval_job_t *)base;
    j->rc = ai_eval(j->game, j->state, &j->req, j->top, &j->result, on_partial, j, j->err, sizeof j->err);
}

static void job_free(ai_job_base_t *base)
{
    eval_job_t *j = (eval_job_t *)base;
    pthread_mutex_destroy(&j->lock);
    free(j->state);
    free(j->game);
    free(j);
}

ai_eval_worker_t *ai_eval_worker_new(void) { return calloc(1, sizeof(ai_eval_worker_t)); }

void ai_eval_worker_cancel(ai_eval_worker_t *w)
{
    if (w) ai_jobs_cancel(&w->jobs);
}

void ai_eval_worker_hurry(ai_eval_worker_t *w)
{
    if (w && cur(w)) atomic_store(&cur(w)->base.cancel, 1);
}

void ai_eval_worker_free(ai_eval_worker_t *w)
{
    if (!w) return;
    ai_jobs_end(&w->jobs);
    free(w);
}

int ai_eval_worker_start(ai_eval_worker_t *w, const game_t *g, const void *st,
                         const ai_request_t *req, int top, uint64_t tag, char *err, size_t errlen)
{
    ai_eval_worker_cancel(w);
    eval_job_t *j = calloc(1, sizeof *j);
    if (j) {
        j->base.run = job_run;
        j->base.free = job_free;
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
    j->req.cancel = &j->base.cancel;
    j->req.progress = &j->base.progress;
    j->top = top;
    j->tag = tag;
    if (ai_jobs_start(&w->jobs, &j->base) != 0) {
        job_free(&j->base);
        snprintf(err, errlen, "cannot start the evaluation thread");
        return -1;
    }
    w->tag = tag;
    return 0;
}

ai_eval_status_t ai_eval_worker_poll(ai_eval_worker_t *w, ai_eval_t *out)
{
    if (!w) return AI_EVAL_IDLE;
    eval_job_t *j = (eval_job_t *)ai_jobs_take(&w->jobs);
    if (!j && !cur(w)) return AI_EVAL_IDLE;
    if (!j) {
        j = cur(w);
        if (out) {
            pthread_mutex_lock(&j->lock);
            if (j->have_snap) *out = j->snap;
            else memset(out, 0, sizeof *out);
            pthread_mutex_unlock(&j->lock);
        }
        return AI_EVAL_BUSY;
    }
    int rc = j->rc;
    if (rc == 0 && out) *out = j->result;
    snprintf(w->err, sizeof w->err, "%s", rc == 0 ? "" : j->err);
    job_free(&j->base);
    return rc == 0 ? AI_EVAL_DONE : AI_EVAL_FAILED;
}

uint64_t ai_eval_worker_tag(const ai_eval_worker_t *w) { return w ? w->tag : 0; }

const char *ai_eval_worker_error(const ai_eval_worker_t *w) { return w ? w->err : ""; }

double ai_eval_worker_progress(const ai_eval_worker_t *w)
{
    if (!w || !cur(w)) return 0.0;
    /* Iterations as a fraction (finer than permille on a huge budget), or
     * time where a limit makes that larger. */
    const ai_progress_t *pr = &cur(w)->base.progress;
    long total = atomic_load(&pr->total), done = atomic_load(&pr->done);
    double p = total > 0 ? (double)done / (double)total : 0.0, t = atomic_load(&pr->permille) / 1000.0;
    if (t > p) p = t;
    return p > 1.0 ? 1.0 : p;
}

int ai_eval_worker_busy(const ai_eval_worker_t *w)
{
    return w && ai_jobs_running(&w->jobs);
}

void ai_eval_worker_join(ai_eval_worker_t *w)
{
    if (w) ai_jobs_join(&w->jobs);
}
