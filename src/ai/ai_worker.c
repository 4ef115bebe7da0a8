/* AI searches on POSIX threads (ai_worker.h). One job per search: the job
 * owns copies of the game and the state, its cancel flag and progress, and
 * its result; the thread writes the result then sets `done` (release), the
 * owner reads `done` (acquire) and only then the result. Abandoned jobs wait
 * in a list until their thread has ended and can be joined without waiting.
 *
 * The worker keeps one search tree (ai_keep_t) for the moves that ask for it
 * and for thinking ahead: a job using it holds the keep's lock while it
 * searches, so a new job waits (on its own thread, never the caller's) the
 * few milliseconds the cancelled one takes to stop. */
#include "ai/ai_worker.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct ai_job {
    pthread_t thread;
    game_t *game;
    void *state;
    ai_request_t req;
    ai_job_kind_t kind;
    uint64_t tag;
    atomic_int cancel;
    atomic_int hurried;
    ai_progress_t progress;
    atomic_int done;
    int rc;
    ai_result_t result;
    struct ai_job *next;  /* abandoned jobs */
} ai_job_t;

struct ai_worker {
    ai_job_t *cur;
    ai_job_t *abandoned;
    ai_keep_t *keep;
};

static void *job_main(void *arg)
{
    ai_job_t *j = arg;
    ai_result_t *r = &j->result;
    ai_keep_t *keep = j->req.keep;
    if (keep) {
        ai_keep_lock(keep);
        /* Cancelled while waiting: the kept tree is left as it is. */
        if (atomic_load(&j->cancel) && !atomic_load(&j->hurried)) {
            ai_keep_unlock(keep);
            j->rc = -1;
            snprintf(r->err, sizeof r->err, "cancelled");
            atomic_store_explicit(&j->done, 1, memory_order_release);
            return NULL;
        }
    }
    if (j->kind == AI_JOB_PONDER) {
        j->rc = ai_ponder(j->game, j->state, &j->req, &r->hint.stats, r->err, sizeof r->err);
    } else if (j->kind == AI_JOB_HINT) {
        j->rc = ai_hint(j->game, j->state, &j->req, &r->hint, r->err, sizeof r->err);
    } else {
        j->rc = ai_choose(j->game, j->state, &j->req, &r->hint.move, &r->hint.stats, r->err, sizeof r->err);
        if (j->rc == 0) {
            j->game->rules->format(j->game, j->state, &r->hint.move, r->hint.text, sizeof r->hint.text);
            r->hint.value = r->hint.stats.value;
        }
    }
    if (keep) ai_keep_unlock(keep);
    atomic_store_explicit(&j->done, 1, memory_order_release);
    return NULL;
}

static void job_free(ai_job_t *j)
{
    if (!j) return;
    free(j->state);
    free(j->game);
    free(j);
}

/* Joins and frees the abandoned jobs whose thread has ended (or all of
 * them when wait is set). */
static void reap(ai_worker_t *w, int wait)
{
    ai_job_t **pp = &w->abandoned;
    while (*pp) {
        ai_job_t *j = *pp;
        if (wait || atomic_load_explicit(&j->done, memory_order_acquire)) {
            pthread_join(j->thread, NULL);
            *pp = j->next;
            job_free(j);
        } else {
            pp = &j->next;
        }
    }
}

ai_worker_t *ai_worker_new(void)
{
    ai_worker_t *w = calloc(1, sizeof *w);
    if (w && !(w->keep = ai_keep_new())) {
        free(w);
        return NULL;
    }
    return w;
}

ai_keep_t *ai_worker_keep(ai_worker_t *w) { return w ? w->keep : NULL; }

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

void ai_worker_free(ai_worker_t *w)
{
    if (!w) return;
    ai_worker_cancel(w);
    reap(w, 1);
    ai_keep_free(w->keep);
    free(w);
}

int ai_worker_start(ai_worker_t *w, const game_t *g, const void *st, const ai_request_t *req,
                    ai_job_kind_t kind, uint64_t tag, char *err, size_t errlen)
{
    ai_worker_cancel(w);
    ai_job_t *j = calloc(1, sizeof *j);
    if (j) {
        j->game = malloc(sizeof *j->game);
        j->state = malloc(g->rules->state_size);
    }
    if (!j || !j->game || !j->state) {
        job_free(j);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(j->game, g, sizeof *g);
    memcpy(j->state, st, g->rules->state_size);
    j->req = *req;
    /* Only the worker's own keep (a caller's could be freed meanwhile). */
    if (j->req.keep != w->keep || kind == AI_JOB_HINT) j->req.keep = NULL;
    if (kind == AI_JOB_PONDER) j->req.keep = w->keep;
    j->req.cancel = &j->cancel;
    j->req.progress = &j->progress;
    j->kind = kind;
    j->tag = tag;
    j->result.tag = tag;
    j->result.kind = kind;
    if (pthread_create(&j->thread, NULL, job_main, j) != 0) {
        job_free(j);
        snprintf(err, errlen, "cannot start the AI thread");
        return -1;
    }
    w->cur = j;
    return 0;
}

ai_worker_status_t ai_worker_poll(ai_worker_t *w, ai_result_t *out)
{
    if (!w) return AI_WORKER_IDLE;
    reap(w, 0);
    ai_job_t *j = w->cur;
    if (!j) return AI_WORKER_IDLE;
    if (!atomic_load_explicit(&j->done, memory_order_acquire)) return AI_WORKER_BUSY;
    pthread_join(j->thread, NULL);
    w->cur = NULL;
    int rc = j->rc;
    if (j->kind == AI_JOB_PONDER) {
        /* Thinking ahead answers nothing: its tree waits in the keep. */
        job_free(j);
        return AI_WORKER_IDLE;
    }
    if (out) {
        *out = j->result;
        out->hurried = atomic_load(&j->hurried);
    }
    job_free(j);
    return rc == 0 ? AI_WORKER_DONE : AI_WORKER_FAILED;
}

double ai_worker_progress(const ai_worker_t *w)
{
    if (!w || !w->cur) return 0.0;
    return atomic_load(&w->cur->progress.permille) / 1000.0;
}

int ai_worker_busy(const ai_worker_t *w)
{
    return w && w->cur && w->cur->kind != AI_JOB_PONDER && !atomic_load_explicit(&w->cur->done, memory_order_acquire);
}

int ai_worker_pondering(const ai_worker_t *w)
{
    return w && w->cur && w->cur->kind == AI_JOB_PONDER && !atomic_load_explicit(&w->cur->done, memory_order_acquire);
}

void ai_worker_join(ai_worker_t *w)
{
    if (!w) return;
    reap(w, 1);
    if (w->cur) {
        /* Wait for the end without collecting: poll still reports it. */
        struct timespec ts = {0, 500000};
        while (!atomic_load_explicit(&w->cur->done, memory_order_acquire)) nanosleep(&ts, NULL);
    }
}
