/* A review on POSIX threads (ai_review_worker.h), in the pattern of
 * ai_worker.c. The thread reviews its own copy; after each position it
 * copies what is new into a published copy under the job's mutex, and sync
 * copies from there into the caller's: only new positions move, so a long
 * game costs nothing per frame. */
#include "ai/ai_review_worker.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct review_job {
    pthread_t thread;
    ai_review_t *work;      /* the thread's */
    ai_review_t *pub;       /* published: guarded by lock */
    pthread_mutex_t lock;
    ai_request_t req;
    atomic_int cancel;
    ai_progress_t progress; /* of the position under way */
    atomic_int done;
    int rc;
    char err[GAME_ERR_MAX];
    struct review_job *next;
} review_job_t;

struct ai_review_worker {
    review_job_t *cur;
    review_job_t *abandoned;
    char err[GAME_ERR_MAX];
};

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

static void *job_main(void *arg)
{
    review_job_t *j = arg;
    j->rc = ai_review_run(j->work, &j->req, on_position, j, j->err, sizeof j->err);
    atomic_store_explicit(&j->done, 1, memory_order_release);
    return NULL;
}

static void job_free(review_job_t *j)
{
    if (!j) return;
    pthread_mutex_destroy(&j->lock);
    ai_review_free(j->work);
    ai_review_free(j->pub);
    free(j);
}

static void reap(ai_review_worker_t *w, int wait)
{
    review_job_t **pp = &w->abandoned;
    while (*pp) {
        review_job_t *j = *pp;
        if (wait || atomic_load_explicit(&j->done, memory_order_acquire)) {
            pthread_join(j->thread, NULL);
            *pp = j->next;
            job_free(j);
        } else {
            pp = &j->next;
        }
    }
}

ai_review_worker_t *ai_review_worker_new(void) { return calloc(1, sizeof(ai_review_worker_t)); }

void ai_review_worker_cancel(ai_review_worker_t *w)
{
    if (!w || !w->cur) return;
    atomic_store(&w->cur->cancel, 1);
    w->cur->next = w->abandoned;
    w->abandoned = w->cur;
    w->cur = NULL;
    reap(w, 0);
}

void ai_review_worker_free(ai_review_worker_t *w)
{
    if (!w) return;
    ai_review_worker_cancel(w);
    reap(w, 1);
    free(w);
}

int ai_review_worker_start(ai_review_worker_t *w, const ai_review_t *from, const ai_request_t *req,
                           char *err, size_t errlen)
{
    ai_review_worker_cancel(w);
    review_job_t *j = calloc(1, sizeof *j);
    if (j) {
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
    j->req.cancel = &j->cancel;
    j->req.progress = &j->progress;
    if (pthread_create(&j->thread, NULL, job_main, j) != 0) {
        job_free(j);
        snprintf(err, errlen, "cannot start the review thread");
        return -1;
    }
    w->cur = j;
    return 0;
}

ai_review_status_t ai_review_worker_sync(ai_review_worker_t *w, ai_review_t *mine)
{
    if (!w) return AI_REVIEW_IDLE;
    reap(w, 0);
    review_job_t *j = w->cur;
    if (!j) return AI_REVIEW_IDLE;
    int finished = atomic_load_explicit(&j->done, memory_order_acquire);
    if (mine && mine->key == j->pub->key && mine->npos == j->pub->npos) {
        pthread_mutex_lock(&j->lock);
        copy_new(mine, j->pub);
        pthread_mutex_unlock(&j->lock);
    }
    if (!finished) return AI_REVIEW_BUSY;
    pthread_join(j->thread, NULL);
    w->cur = NULL;
    int rc = j->rc;
    snprintf(w->err, sizeof w->err, "%s", rc == 0 ? "" : j->err);
    job_free(j);
    return rc == 0 ? AI_REVIEW_DONE : AI_REVIEW_FAILED;
}

const char *ai_review_worker_error(const ai_review_worker_t *w) { return w ? w->err : ""; }

double ai_review_worker_progress(const ai_review_worker_t *w)
{
    if (!w || !w->cur) return 0.0;
    review_job_t *j = w->cur;
    pthread_mutex_lock(&j->lock);
    int done = j->pub->done, npos = j->pub->npos;
    pthread_mutex_unlock(&j->lock);
    long total = atomic_load(&j->progress.total), d = atomic_load(&j->progress.done);
    double part = total > 0 && done < npos ? (double)d / (double)total : 0.0;
    if (part > 1.0) part = 1.0;
    return npos ? (done + part) / npos : 1.0;
}

int ai_review_worker_busy(const ai_review_worker_t *w)
{
    return w && w->cur && !atomic_load_explicit(&w->cur->done, memory_order_acquire);
}

void ai_review_worker_join(ai_review_worker_t *w)
{
    if (!w) return;
    reap(w, 1);
    if (w->cur) {
        struct timespec ts = {0, 500000};
        while (!atomic_load_explicit(&w->cur->done, memory_order_acquire)) nanosleep(&ts, NULL);
    }
}
