/* Searches on POSIX threads, one job at a time, for the three workers
 * (ai_worker.h, ai_eval_worker.h, ai_review_worker.h): starting a job's
 * thread, cancelling it without waiting, and joining the jobs left behind
 * once their thread has ended.
 *
 * A worker's job struct begins with an ai_job_base_t. The thread calls
 * run(base), then sets `done` (release); the owner reads `done` (acquire)
 * and only then the job's result. A cancelled job (or one replaced by a new
 * start) is kept in the abandoned list until its thread has ended, then
 * joined and freed by a later call: the caller never waits for a search. */
#ifndef AI_JOBS_H
#define AI_JOBS_H

#include <pthread.h>
#include <stdatomic.h>

#include "ai/ai.h"

typedef struct ai_job_base {
    pthread_t thread;
    atomic_int cancel;       /* the search's req.cancel */
    ai_progress_t progress;  /* the search's req.progress */
    atomic_int done;         /* set by the thread after run (release) */
    void (*run)(struct ai_job_base *);
    void (*free)(struct ai_job_base *); /* frees the whole job */
    struct ai_job_base *next;           /* abandoned jobs */
} ai_job_base_t;

typedef struct {
    ai_job_base_t *cur;        /* the job whose result is wanted (NULL: none) */
    ai_job_base_t *abandoned;  /* cancelled jobs still running */
} ai_jobs_t;

/* Cancels the current job and starts j (its run and free set) as the
 * current one. 0, or -1 when no thread could start: j is not taken (the
 * caller frees it). */
int ai_jobs_start(ai_jobs_t *js, ai_job_base_t *j);
/* Cancels the current job (it finishes in the background); at once. */
void ai_jobs_cancel(ai_jobs_t *js);
/* The current job once its thread has ended, joined and no longer current
 * (the caller reads its result and frees it), else NULL. Also joins the
 * abandoned jobs that have ended. */
ai_job_base_t *ai_jobs_take(ai_jobs_t *js);
/* 1 while the current job runs. */
int ai_jobs_running(const ai_jobs_t *js);
/* Waits for every abandoned job and for the current one to end (it stays
 * current, its result uncollected). */
void ai_jobs_join(ai_jobs_t *js);
/* Cancels and waits for everything (at exit). */
void ai_jobs_end(ai_jobs_t *js);

#endif
