/* AI searches on threads (ai_worker.h). One job per search (ai_jobs.h: the
 * thread, `done`, the abandoned jobs): the job owns copies of the game and
 * the state, and its result, written before `done` is set.
 *
 * The worker keeps one search tree (ai_keep_t) for the moves that ask for it
 * and for thinking ahead: a job using it holds the keep's lock while it
 * searches, so a new job waits (on its own thread, never the caller's) the
 * few milliseconds the cancelled one takes to stop. */
#include "ai/ai_worker.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_jobs.h"

typedef struct ai_job {
    ai_job_base_t base;  /* first: the thread, cancel, progress, done */
    game_t *game;
    void *state;
    ai_request_t req;
    ai_job_kind_t kind;
    uint64_t tag;
    atomic_int hurried;
    int rc;
    ai_result_t result;
} ai_job_t;

struct ai_worker {
    ai_jobs_t jobs;
    ai_keep_t *keep;
};

static ai_job_t *cur(const ai_worker_t *w) { return (ai_job_t *)w->jobs.cur; }

static void job_run(ai_job_base_t *base)
{
    ai_job_t *j = (ai_job_t *)base;
    ai_result_t *r = &j->result;
    ai_keep_t *keep = j->req.keep;
    if (keep) {
        ai_keep_lock(keep);
        /* Cancelled while waiting: the kept tree is left as it is. */
        if (atomic_load(&j->base.cancel) && !atomic_load(&j->hurried)) {
            ai_keep_unlock(keep);
            j->rc = -1;
            snprintf(r->err, sizeof r->err, "cancelled");
            return;
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
}

static void job_free(ai_job_base_t *base)
{
    ai_job_t *j = (ai_job_t *)base;
    if (!j) return;
    free(j->state);
    free(j->game);
    free(j);
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
    if (w) ai_jobs_cancel(&w->jobs);
}

void ai_worker_hurry(ai_worker_t *w)
{
    if (!w || !cur(w)) return;
    atomic_store(&cur(w)->hurried, 1);
    atomic_store(&cur(w)->base.cancel, 1);
}

void ai_worker_free(ai_worker_t *w)
{
    if (!w) return;
    ai_jobs_end(&w->jobs);
    ai_keep_free(w->keep);
    free(w);
}

int ai_worker_start(ai_worker_t *w, const game_t *g, const void *st, const ai_request_t *req,
                    ai_job_kind_t kind, uint64_t tag, char *err, size_t errlen)
{
    ai_worker_cancel(w);
    ai_job_t *j = calloc(1, sizeof *j);
    if (j) {
        j->base.run = job_run;
        j->base.free = job_free;
    }
    if (j) {
        j->game = malloc(sizeof *j->game);
        j->state = malloc(g->rules->state_size);
    }
    if (!j || !j->game || !j->state) {
        job_free(&j->base);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(j->game, g, sizeof *g);
    memcpy(j->state, st, g->rules->state_size);
    j->req = *req;
    /* Only the worker's own keep (a caller's could be freed meanwhile). */
    if (j->req.keep != w->keep || kind == AI_JOB_HINT) j->req.keep = NULL;
    if (kind == AI_JOB_PONDER) j->req.keep = w->keep;
    j->req.cancel = &j->base.cancel;
    j->req.progress = &j->base.progress;
    j->kind = kind;
    j->tag = tag;
    j->result.tag = tag;
    j->result.kind = kind;
    if (ai_jobs_start(&w->jobs, &j->base) != 0) {
        job_free(&j->base);
        snprintf(err, errlen, "cannot start the AI thread");
        return -1;
    }
    return 0;
}

ai_worker_status_t ai_worker_poll(ai_worker_t *w, ai_result_t *out)
{
    if (!w) return AI_WORKER_IDLE;
    ai_job_t *j = (ai_job_t *)ai_jobs_take(&w->jobs);
    if (!j) return cur(w) ? AI_WORKER_BUSY : AI_WORKER_IDLE;
    int rc = j->rc;
    if (j->kind == AI_JOB_PONDER) {
        /* Thinking ahead answers nothing: its tree waits in the keep. */
        job_free(&j->base);
        return AI_WORKER_IDLE;
    }
    if (out) {
        *out = j->result;
        out->hurried = atomic_load(&j->hurried);
    }
    job_free(&j->base);
    return rc == 0 ? AI_WORKER_DONE : AI_WORKER_FAILED;
}

double ai_worker_progress(const ai_worker_t *w)
{
    if (!w || !cur(w)) return 0.0;
    return atomic_load(&cur(w)->base.progress.permille) / 1000.0;
}

int ai_worker_busy(const ai_worker_t *w)
{
    return w && ai_jobs_running(&w->jobs) && cur(w)->kind != AI_JOB_PONDER;
}

int ai_worker_pondering(const ai_worker_t *w)
{
    return w && ai_jobs_running(&w->jobs) && cur(w)->kind == AI_JOB_PONDER;
}

void ai_worker_join(ai_worker_t *w)
{
    /* The current job's end is awaited, not collected: poll reports it. */
    if (w) ai_jobs_join(&w->jobs);
}
