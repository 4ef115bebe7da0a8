/* A review on threads (ai_review_worker.h), one job per review (ai_jobs.h:
 * the thread, `done`, the abandoned jobs). The thread reviews its own copy; after each position it
 * copies what is new into a published copy under the job's mutex, and sync
 * copies from there into the caller's: only new positions move, so a long
 * game costs nothing per frame. */
#include "ai/ai_review_worker.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_jobs.h"

typedef struct review_job {
    ai_job_base_t base;     /* first: the thread, cancel, progress (of the
                               position under way), done */
    ai_review_t *work;      /* the thread's */
    ai_review_t *pub;       /* published: guarded by lock */
    pthread_mutex_t lock;
    ai_request_t req;
    int rc;
    char err[GAME_ERR_MAX];
} review_job_t;

struct ai_review_worker {
    ai_jobs_t jobs;
    char err[GAME_ERR_MAX];
};

static review_job_t *cur(const ai_review_worker_t *w) { return (review_job_t *)w->jobs.cur; }

/* Copies the positions and moves src has finished beyond dst->done. */
static void copy_new(ai_review_t *dst, const ai_review_t *src)
{
    if (src->done <= dst->done) return;
    for (int i = dst->done; i < src->done; i++) dst->pos[i] = src->pos[i];
    for (int k = dst->done ? dst->done - 1 : 0; k < src->done - 1 && k < src->nmoves; k++) dst->moves[k] = src->moves[k];
    dst->done = src->done;
    dst->level = src->level;
    dst->iterations = src->iterations;
    dst->seed = src->seed;
}

static void on_position(const ai_review_t *r, void *ctx)
{
    review_job_t *j = ctx;
    pthread_mutex_lock(&j->lock);
    copy_new(j->pub, r);
    pthread_mutex_unlock(&j->lock);
}

static void job_run(ai_job_base_t *base)
{
    review_job_t *j = (review_job_t *)base;
    j->rc = ai_review_run(j->work, &j->req, on_position, j, j->err, sizeof j->err);
}

static void job_free(ai_job_base_t *base)
{
    review_job_t *j = (review_job_t *)base;
    pthread_mutex_destroy(&j->lock);
    ai_review_free(j->work);
    ai_review_free(j->pub);
    free(j);
}

ai_review_worker_t *ai_review_worker_new(void) { return calloc(1, sizeof(ai_review_worker_t)); }

void ai_review_worker_cancel(ai_review_worker_t *w)
{
    if (w) ai_jobs_cancel(&w->jobs);
}

void ai_review_worker_free(ai_review_worker_t *w)
{
    if (!w) return;
    ai_jobs_end(&w->jobs);
    free(w);
}

int ai_review_worker_start(ai_review_worker_t *w, const ai_review_t *from, const ai_request_t *req,
                           char *err, size_t errlen)
{
    ai_review_worker_cancel(w);
    review_job_t *j = calloc(1, sizeof *j);
    if (j) {
        j->base.run = job_run;
        j->base.free = job_free;
        j->work = ai_review_copy(from);
        j->pub = ai_review_copy(from);
    }
    if (!j || !j->work || !j->pub) {
        if (j) {
            ai_review_free(j->work);
            ai_review_free(j->pub);
            free(j);
        }
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    pthread_mutex_init(&j->lock, NULL);
    j->req = *req;
    j->req.cancel = &j->base.cancel;
    j->req.progress = &j->base.progress;
    if (ai_jobs_start(&w->jobs, &j->base) != 0) {
        job_free(&j->base);
        snprintf(err, errlen, "cannot start the review thread");
        return -1;
    }
    return 0;
}

ai_review_status_t ai_review_worker_sync(ai_review_worker_t *w, ai_review_t *mine)
{
    if (!w) return AI_REVIEW_IDLE;
    review_job_t *ended = (review_job_t *)ai_jobs_take(&w->jobs), *j = ended ? ended : cur(w);
    if (!j) return AI_REVIEW_IDLE;
    if (mine && mine->key == j->pub->key && mine->npos == j->pub->npos) {
        pthread_mutex_lock(&j->lock);
        copy_new(mine, j->pub);
        pthread_mutex_unlock(&j->lock);
    }
    if (!ended) return AI_REVIEW_BUSY;
    int rc = j->rc;
    snprintf(w->err, sizeof w->err, "%s", rc == 0 ? "" : j->err);
    job_free(&j->base);
    return rc == 0 ? AI_REVIEW_DONE : AI_REVIEW_FAILED;
}

const char *ai_review_worker_error(const ai_review_worker_t *w) { return w ? w->err : ""; }

double ai_review_worker_progress(const ai_review_worker_t *w)
{
    if (!w || !cur(w)) return 0.0;
    review_job_t *j = cur(w);
    pthread_mutex_lock(&j->lock);
    int done = j->pub->done, npos = j->pub->npos;
    pthread_mutex_unlock(&j->lock);
    long total = atomic_load(&j->base.progress.total), d = atomic_load(&j->base.progress.done);
    double part = total > 0 && done < npos ? (double)d / (double)total : 0.0;
    if (part > 1.0) part = 1.0;
    return npos ? (done + part) / npos : 1.0;
}

int ai_review_worker_busy(const ai_review_worker_t *w)
{
    return w && ai_jobs_running(&w->jobs);
}

void ai_review_worker_join(ai_review_worker_t *w)
{
    if (w) ai_jobs_join(&w->jobs);
}
