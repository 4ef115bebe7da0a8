/* The AI service: one worker for every kind of AI job the UI and the
 * session run, on a persistent pool of search threads (ai_pool.h). The
 * caller never blocks while the AI thinks (except ai_worker_join/free,
 * which wait at most the few milliseconds a cancelled search takes to stop).
 *
 * Job kinds (one job at a time; a start cancels the one under way):
 *   AI_JOB_MOVE    ai_choose: the AI's move          (ai_worker_start, ai_worker_poll)
 *   AI_JOB_HINT    ai_hint: a move with a sentence   (ai_worker_start, ai_worker_poll)
 *   AI_JOB_PONDER  ai_ponder: thinking on the person's time into the kept
 *                  tree; answers nothing             (ai_worker_start; poll answers IDLE)
 *   AI_JOB_EVAL    ai_eval: win chances and the top moves, partial answers
 *                  while it runs                     (ai_worker_start_eval, ai_worker_poll_eval)
 *   AI_JOB_REVIEW  ai_review_run: a whole game       (ai_worker_start_review, ai_worker_sync_review)
 *
 *   ai_worker_t *w = ai_worker_new();
 *   ai_worker_start(w, game, state, &req, AI_JOB_MOVE, tag, err, n);
 *   each frame:  switch (ai_worker_poll(w, &res)) { case AI_WORKER_DONE: play res.hint.move ... }
 *                draw a progress bar from ai_worker_progress(w)
 *   undo / new game / quit:  ai_worker_cancel(w)   (returns at once; the
 *                result of that job is never reported)
 *   "move now":  ai_worker_hurry(w)   (the search answers its best so far)
 *   at exit:     ai_worker_free(w)
 *
 * The pool: a job runs on a pool thread, and the extra threads of its
 * search (req.threads) come from the same pool, so threads are created
 * when first needed and reused by every later job and search of the worker.
 * A cancelled job finishes in the background on its thread and is freed by
 * a later poll, start or free; waiting (join, free) is on condition
 * variables.
 *
 * Thinking ahead: after the AI's move, ai_worker_start(..., AI_JOB_PONDER, ...)
 * with the person to move searches into the worker's kept tree until the
 * next start (the person's move: a move job with req.keep =
 * ai_worker_keep(w) then starts from the node of the move played), a cancel
 * or its clock. Move jobs with req.keep = ai_worker_keep(w) reuse the tree
 * of the last search (ai.h ai_request_t.keep); hints never use it.
 *
 * The game and state (or the review) are copied at start, so the caller
 * may change or free its own at once. req->cancel, req->progress and
 * req->pool are the worker's own (the caller's are ignored). No SDL. */
#ifndef AI_WORKER_H
#define AI_WORKER_H

#include <stdint.h>

#include "ai/ai.h"
#include "ai/ai_eval.h"
#include "ai/ai_review.h"

typedef struct ai_worker ai_worker_t;

typedef enum { AI_JOB_MOVE = 0, AI_JOB_HINT, AI_JOB_PONDER, AI_JOB_EVAL, AI_JOB_REVIEW } ai_job_kind_t;

typedef enum {
    AI_WORKER_IDLE = 0,  /* nothing started, or the last result was collected */
    AI_WORKER_BUSY,      /* thinking */
    AI_WORKER_DONE,      /* a result was copied to *out (the worker is idle again) */
    AI_WORKER_FAILED     /* the job failed: out->err / ai_worker_error says why */
} ai_worker_status_t;

typedef struct {
    ai_hint_t hint;           /* hint.move / hint.text: the move; hint.why for AI_JOB_HINT */
    char err[GAME_ERR_MAX];
    uint64_t tag;             /* as given to ai_worker_start */
    ai_job_kind_t kind;
    int hurried;              /* cut short by ai_worker_hurry */
} ai_result_t;

/* NULL when out of memory. */
ai_worker_t *ai_worker_new(void);
/* Cancels, waits for every thread and frees. NULL is allowed. */
void ai_worker_free(ai_worker_t *w);

/* Starts a move, hint or ponder job. 0, or -1 with a message (out of
 * memory, no thread, another kind): nothing is then under way. */
int ai_worker_start(ai_worker_t *w, const game_t *g, const void *st, const ai_request_t *req,
                    ai_job_kind_t kind, uint64_t tag, char *err, size_t errlen);
/* Never blocks. For move, hint and ponder jobs. */
ai_worker_status_t ai_worker_poll(ai_worker_t *w, ai_result_t *out);

/* Starts evaluating st for its `top` best moves. 0, or -1 with a message. */
int ai_worker_start_eval(ai_worker_t *w, const game_t *g, const void *st, const ai_request_t *req, int top,
                         uint64_t tag, char *err, size_t errlen);
/* Never blocks. BUSY: *out gets the latest partial answer when there is one
 * (else *out is zeroed); DONE: the final answer; FAILED: see
 * ai_worker_error. out may be NULL. */
ai_worker_status_t ai_worker_poll_eval(ai_worker_t *w, ai_eval_t *out);

/* Reviews a copy of `from` from from->done on (req as ai_review_run).
 * 0, or -1 with a message. */
int ai_worker_start_review(ai_worker_t *w, const ai_review_t *from, const ai_request_t *req, char *err,
                           size_t errlen);
/* Never blocks: copies into mine (made from the same session) every
 * position finished since mine->done, and its marks. DONE once every
 * position is in. */
ai_worker_status_t ai_worker_sync_review(ai_worker_t *w, ai_review_t *mine);

/* Abandons the job under way (its result is never reported); returns at
 * once. Its search stops within a few milliseconds. */
void ai_worker_cancel(ai_worker_t *w);
/* Asks the job under way to answer now with what it has (a move: its best
 * so far; an evaluation: DONE with out->cancelled set). */
void ai_worker_hurry(ai_worker_t *w);
/* Progress of the job under way, 0..1 (0 when idle); a review counts the
 * whole game. */
double ai_worker_progress(const ai_worker_t *w);
/* 1 while a job other than thinking ahead is under way (not counting
 * abandoned ones). */
int ai_worker_busy(const ai_worker_t *w);
/* 1 while thinking ahead. */
int ai_worker_pondering(const ai_worker_t *w);
/* The tag of the job under way or last collected. */
uint64_t ai_worker_tag(const ai_worker_t *w);
/* The message of the last FAILED poll or sync. */
const char *ai_worker_error(const ai_worker_t *w);
/* The worker's kept tree, for req.keep of move and ponder jobs. */
ai_keep_t *ai_worker_keep(ai_worker_t *w);
/* Waits until every job (the current one and abandoned ones) has ended;
 * the current job's result stays available to poll. */
void ai_worker_join(ai_worker_t *w);
/* Threads the worker's pool has created (it never ends one before free):
 * for tests that the pool is persistent. */
long ai_worker_threads_created(const ai_worker_t *w);

#endif
