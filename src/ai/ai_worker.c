/* The AI service (ai_worker.h): one job struct for every kind, run as a
 * task on the worker's pool. A job owns its copies (game, state or review)
 * and its answer, written before its task ends; the owner reads the answer
 * only once ai_pool_finished says so (the pool's lock orders the two).
 * Partial answers (evaluation, review) are copied under the job's mutex.
 *
 * The worker keeps one search tree (ai_keep_t) for the moves that ask for
 * it and for thinking ahead: a job using it holds the keep's lock while it
 * searches, so a new job waits (on its own thread, never the caller's) the
 * few milliseconds the cancelled one takes to stop. */
#include "ai/ai_worker.h"

#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_pool.h"

typedef struct job {
    ai_task_t task;          /* its run on a pool thread */
    ai_job_kind_t kind;
    uint64_t tag;
    atomic_int cancel;       /* the search's req.cancel */
    atomic_int hurried;
    ai_progress_t progress;  /* the search's req.progress */
    ai_request_t req;
    game_t game;             /* copies of the caller's (not for a review) */
    int top;                 /* evaluation: moves wanted */
    int rc;
    char err[GAME_ERR_MAX];
    ai_hint_t hint;          /* move, hint, ponder: the answer */
    pthread_mutex_t lock;    /* guards snap, have_snap and pub */
    ai_eval_t snap;          /* evaluation: the latest partial answer */
    int have_snap;
    ai_eval_t eval;          /* evaluation: the final answer */
    ai_review_t *work, *pub; /* review: the thread's copy, the published one */
    struct job *next;        /* abandoned jobs */
    _Alignas(max_align_t) unsigned char state[]; /* the state's copy */
} job_t;

struct ai_worker {
    ai_pool_t *pool;
    ai_keep_t *keep;
    job_t *cur;              /* the job whose answer is wanted (NULL: none) */
    job_t *abandoned;        /* cancelled jobs still running */
    uint64_t tag;            /* of the job under way or last collected */
    char err[GAME_ERR_MAX];  /* of the last failed job collected */
};

/* ---- the jobs, on pool threads */

static void on_partial(const ai_eval_t *e, void *ctx)
{
    job_t *j = ctx;
    if (e->final) return; /* the final answer is published by the task's end */
    pthread_mutex_lock(&j->lock);
    j->snap = *e;
    j->have_snap = 1;
    pthread_mutex_unlock(&j->lock);
}

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
    job_t *j = ctx;
    pthread_mutex_lock(&j->lock);
    copy_new(j->pub, r);
    pthread_mutex_unlock(&j->lock);
}

static void run_move(job_t *j)
{
    ai_keep_t *keep = j->req.keep;
    if (keep) {
        ai_keep_lock(keep);
        /* Cancelled while waiting: the kept tree is left as it is. */
        if (atomic_load(&j->cancel) && !atomic_load(&j->hurried)) {
            ai_keep_unlock(keep);
            j->rc = -1;
            snprintf(j->err, sizeof j->err, "cancelled");
            return;
        }
    }
    ai_hint_t *h = &j->hint;
    if (j->kind == AI_JOB_PONDER) {
        j->rc = ai_ponder(&j->game, j->state, &j->req, &h->stats, j->err, sizeof j->err);
    } else if (j->kind == AI_JOB_HINT) {
        j->rc = ai_hint(&j->game, j->state, &j->req, h, j->err, sizeof j->err);
    } else {
        j->rc = ai_choose(&j->game, j->state, &j->req, &h->move, &h->stats, j->err, sizeof j->err);
        if (j->rc == 0) {
            j->game.rules->format(&j->game, j->state, &h->move, h->text, sizeof h->text);
            h->value = h->stats.value;
        }
    }
    if (keep) ai_keep_unlock(keep);
}

static void job_main(void *arg)
{
    job_t *j = arg;
    if (j->kind == AI_JOB_EVAL)
        j->rc = ai_eval(&j->game, j->state, &j->req, j->top, &j->eval, on_partial, j, j->err, sizeof j->err);
    else if (j->kind == AI_JOB_REVIEW)
        j->rc = ai_review_run(j->work, &j->req, on_position, j, j->err, sizeof j->err);
    else run_move(j);
}

/* ---- the jobs' life, on the owner's thread */

static void job_free(job_t *j)
{
    if (!j) return;
    pthread_mutex_destroy(&j->lock);
    ai_review_free(j->work);
    ai_review_free(j->pub);
    free(j);
}

static int ended(ai_worker_t *w, job_t *j) { return ai_pool_finished(w->pool, &j->task); }

/* Frees the abandoned jobs that have ended (or waits for all when wait). */
static void reap(ai_worker_t *w, int wait)
{
    job_t **pp = &w->abandoned;
    while (*pp) {
        job_t *j = *pp;
        if (wait) ai_pool_wait(w->pool, &j->task);
        if (wait || ended(w, j)) {
            *pp = j->next;
            job_free(j);
        } else {
            pp = &j->next;
        }
    }
}

/* The current job once it has ended, no longer current (the caller reads
 * its answer and frees it), else NULL. */
static job_t *take(ai_worker_t *w)
{
    reap(w, 0);
    job_t *j = w->cur;
    if (!j || !ended(w, j)) return NULL;
    w->cur = NULL;
    return j;
}

static int running(const ai_worker_t *w) { return w->cur && !ai_pool_finished(w->pool, &w->cur->task); }

/* Every kind's start: the one allocation (the job with room for a state
 * of state_size) and its one check. Cancels the job under way first. */
static job_t *job_new(ai_worker_t *w, ai_job_kind_t kind, size_t state_size, const ai_request_t *req,
                      uint64_t tag, char *err, size_t errlen)
{
    ai_worker_cancel(w);
    job_t *j = calloc(1, sizeof *j + state_size);
    if (j && pthread_mutex_init(&j->lock, NULL) != 0) {
        free(j);
        j = NULL;
    }
    if (!j) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    j->kind = kind;
    j->tag = tag;
    j->req = *req;
    j->req.cancel = &j->cancel;
    j->req.progress = &j->progress;
    j->req.pool = w->pool;
    return j;
}

/* Copies the game and state into a new job. */
static job_t *job_for_state(ai_worker_t *w, ai_job_kind_t kind, const game_t *g, const void *st,
                            const ai_request_t *req, uint64_t tag, char *err, size_t errlen)
{
    job_t *j = job_new(w, kind, g->rules->state_size, req, tag, err, errlen);
    if (!j) return NULL;
    j->game = *g;
    memcpy(j->state, st, g->rules->state_size);
    return j;
}

static int launch(ai_worker_t *w, job_t *j, char *err, size_t errlen)
{
    j->task = (ai_task_t){.fn = job_main, .arg = j};
    if (ai_pool_go(w->pool, &j->task) != 0) {
        job_free(j);
        snprintf(err, errlen, "cannot start the AI thread");
        return -1;
    }
    w->cur = j;
    w->tag = j->tag;
    return 0;
}

/* Collects an ended job: the worker's error, then frees it. */
static ai_worker_status_t collect(ai_worker_t *w, job_t *j)
{
    int rc = j->rc;
    snprintf(w->err, sizeof w->err, "%s", rc == 0 ? "" : j->err);
    job_free(j);
    return rc == 0 ? AI_WORKER_DONE : AI_WORKER_FAILED;
}

/* ---- the interface */

ai_worker_t *ai_worker_new(void)
{
    ai_worker_t *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->keep = ai_keep_new();
    w->pool = ai_pool_new();
    if (!w->keep || !w->pool) {
        ai_keep_free(w->keep);
        ai_pool_free(w->pool);
        free(w);
        return NULL;
    }
    return w;
}

void ai_worker_free(ai_worker_t *w)
{
    if (!w) return;
    ai_worker_cancel(w);
    reap(w, 1);
    /* The threads end while the kept tree is freed. */
    ai_pool_stop(w->pool);
    ai_keep_free(w->keep);
    ai_pool_free(w->pool);
    free(w);
}

ai_keep_t *ai_worker_keep(ai_worker_t *w) { return w ? w->keep : NULL; }

int ai_worker_start(ai_worker_t *w, const game_t *g, const void *st, const ai_request_t *req,
                    ai_job_kind_t kind, uint64_t tag, char *err, size_t errlen)
{
    if (kind != AI_JOB_MOVE && kind != AI_JOB_HINT && kind != AI_JOB_PONDER) {
        ai_worker_cancel(w);
        snprintf(err, errlen, "not a move, hint or ponder job");
        return -1;
    }
    job_t *j = job_for_state(w, kind, g, st, req, tag, err, errlen);
    if (!j) return -1;
    /* Only the worker's own keep (a caller's could be freed meanwhile). */
    if (j->req.keep != w->keep || kind == AI_JOB_HINT) j->req.keep = NULL;
    if (kind == AI_JOB_PONDER) j->req.keep = w->keep;
    return launch(w, j, err, errlen);
}

int ai_worker_start_eval(ai_worker_t *w, const game_t *g, const void *st, const ai_request_t *req, int top,
                         uint64_t tag, char *err, size_t errlen)
{
    job_t *j = job_for_state(w, AI_JOB_EVAL, g, st, req, tag, err, errlen);
    if (!j) return -1;
    j->req.keep = NULL;
    j->top = top;
    return launch(w, j, err, errlen);
}

int ai_worker_start_review(ai_worker_t *w, const ai_review_t *from, const ai_request_t *req, char *err,
                           size_t errlen)
{
    job_t *j = job_new(w, AI_JOB_REVIEW, 0, req, 0, err, errlen);
    if (!j) return -1;
    j->req.keep = NULL;
    j->work = ai_review_copy(from);
    j->pub = ai_review_copy(from);
    if (!j->work || !j->pub) {
        job_free(j);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    return launch(w, j, err, errlen);
}

ai_worker_status_t ai_worker_poll(ai_worker_t *w, ai_result_t *out)
{
    if (!w) return AI_WORKER_IDLE;
    job_t *j = take(w);
    if (!j) return w->cur ? AI_WORKER_BUSY : AI_WORKER_IDLE;
    if (j->kind == AI_JOB_PONDER) {
        /* Thinking ahead answers nothing: its tree waits in the keep. */
        job_free(j);
        return AI_WORKER_IDLE;
    }
    if (out) {
        memset(out, 0, sizeof *out);
        out->hint = j->hint;
        snprintf(out->err, sizeof out->err, "%s", j->rc == 0 ? "" : j->err);
        out->tag = j->tag;
        out->kind = j->kind;
        out->hurried = atomic_load(&j->hurried);
    }
    return collect(w, j);
}

ai_worker_status_t ai_worker_poll_eval(ai_worker_t *w, ai_eval_t *out)
{
    if (!w) return AI_WORKER_IDLE;
    job_t *j = take(w);
    if (!j && !w->cur) return AI_WORKER_IDLE;
    if (!j) {
        j = w->cur;
        if (out) {
            pthread_mutex_lock(&j->lock);
            if (j->have_snap) *out = j->snap;
            else memset(out, 0, sizeof *out);
            pthread_mutex_unlock(&j->lock);
        }
        return AI_WORKER_BUSY;
    }
    if (j->rc == 0 && out && j->kind == AI_JOB_EVAL) *out = j->eval;
    return collect(w, j);
}

ai_worker_status_t ai_worker_sync_review(ai_worker_t *w, ai_review_t *mine)
{
    if (!w) return AI_WORKER_IDLE;
    job_t *done = take(w), *j = done ? done : w->cur;
    if (!j) return AI_WORKER_IDLE;
    if (j->kind == AI_JOB_REVIEW && mine && mine->key == j->pub->key && mine->npos == j->pub->npos) {
        pthread_mutex_lock(&j->lock);
        copy_new(mine, j->pub);
        pthread_mutex_unlock(&j->lock);
    }
    return done ? collect(w, done) : AI_WORKER_BUSY;
}

void ai_worker_cancel(ai_worker_t *w)
{
    if (!w || !w->cur) return;
    atomic_store(&w->cur->cancel, 1);
    w->cur->next = w->abandoned;
    w->abandoned = w->cur;
    w->cur = NULL;
    reap(w, 0);
}

void ai_worker_hurry(ai_worker_t *w)
{
    if (!w || !w->cur) return;
    atomic_store(&w->cur->hurried, 1);
    atomic_store(&w->cur->cancel, 1);
}

double ai_worker_progress(const ai_worker_t *w)
{
    if (!w || !w->cur) return 0.0;
    job_t *j = w->cur;
    const ai_progress_t *pr = &j->progress;
    long total = atomic_load(&pr->total), done = atomic_load(&pr->done);
    double t = atomic_load(&pr->permille) / 1000.0;
    if (j->kind == AI_JOB_REVIEW) {
        /* Positions done, plus the share of the one under way. */
        pthread_mutex_lock(&j->lock);
        int pos = j->pub->done, npos = j->pub->npos;
        pthread_mutex_unlock(&j->lock);
        double part = total > 0 && pos < npos ? (double)done / (double)total : 0.0;
        if (part > 1.0) part = 1.0;
        return npos ? (pos + part) / npos : 1.0;
    }
    if (j->kind != AI_JOB_EVAL) return t;
    /* Iterations as a fraction (finer than permille on a huge budget), or
     * time where a limit makes that larger. */
    double p = total > 0 ? (double)done / (double)total : 0.0;
    if (t > p) p = t;
    return p > 1.0 ? 1.0 : p;
}

int ai_worker_busy(const ai_worker_t *w) { return w && running(w) && w->cur->kind != AI_JOB_PONDER; }

int ai_worker_pondering(const ai_worker_t *w) { return w && running(w) && w->cur->kind == AI_JOB_PONDER; }

uint64_t ai_worker_tag(const ai_worker_t *w) { return w ? w->tag : 0; }

const char *ai_worker_error(const ai_worker_t *w) { return w ? w->err : ""; }

void ai_worker_join(ai_worker_t *w)
{
    if (!w) return;
    reap(w, 1);
    /* The current job's end is awaited, not collected: poll reports it. */
    if (w->cur) ai_pool_wait(w->pool, &w->cur->task);
}

long ai_worker_threads_created(const ai_worker_t *w) { return w ? ai_pool_created(w->pool) : 0; }
