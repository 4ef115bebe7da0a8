/* The AI on a worker thread, for the UI and the session: the caller never
 * blocks while the AI thinks (except ai_worker_join/free, which wait at most
 * the few milliseconds a cancelled search takes to stop).
 *
 *   ai_worker_t *w = ai_worker_new();
 *   ai_worker_start(w, game, state, &req, AI_JOB_MOVE, tag, err, n);
 *   each frame:  switch (ai_worker_poll(w, &res)) { case AI_WORKER_DONE: play res.hint.move ... }
 *                draw a progress bar from ai_worker_progress(w)
 *   undo / new game / quit:  ai_worker_cancel(w)   (returns at once; the
 *                result of that search is never reported)
 *   "move now":  ai_worker_hurry(w)   (the search answers its best so far)
 *   at exit:     ai_worker_free(w)
 *
 * Thinking ahead: after the AI's move, ai_worker_start(..., AI_JOB_PONDER, ...)
 * with the person to move searches into the worker's kept tree until the
 * next start (the person's move: a move job with req.keep =
 * ai_worker_keep(w) then starts from the node of the move played), a cancel
 * or its clock; it never reports a result (poll answers IDLE once it ends).
 * Move jobs with req.keep = ai_worker_keep(w) reuse the tree of the last
 * search (ai.h ai_request_t.keep); hints never use it.
 *
 * The game and state are copied at start, so the caller may change or free
 * its own at once. A job cancelled (or replaced by a new start) finishes in
 * the background and is joined by a later poll, start or free. */
#ifndef AI_WORKER_H
#define AI_WORKER_H

#include <stdint.h>

#include "ai/ai.h"

typedef struct ai_worker ai_worker_t;

typedef enum { AI_JOB_MOVE = 0, AI_JOB_HINT, AI_JOB_PONDER } ai_job_kind_t;

typedef enum {
    AI_WORKER_IDLE = 0,  /* nothing started, or the last result was collected */
    AI_WORKER_BUSY,      /* thinking */
    AI_WORKER_DONE,      /* a result was copied to *out (the worker is idle again) */
    AI_WORKER_FAILED     /* the search failed: out->err says why */
} ai_worker_status_t;

typedef struct {
    ai_hint_t hint;           /* hint.move / hint.text: the move; hint.why for AI_JOB_HINT */
    char err[GAME_ERR_MAX];
    uint64_t tag;             /* as given to ai_worker_start */
    ai_job_kind_t kind;
    int hurried;              /* cut short by ai_worker_hurry */
} ai_result_t;

ai_worker_t *ai_worker_new(void);
/* Cancels, waits for every thread and frees. NULL is allowed. */
void ai_worker_free(ai_worker_t *w);

/* Starts a search (a search under way is cancelled first, without waiting).
 * req->cancel and req->progress are the worker's own (the caller's are
 * ignored). 0, or -1 with a message (out of memory, no thread). */
int ai_worker_start(ai_worker_t *w, const game_t *g, const void *st, const ai_request_t *req,
                    ai_job_kind_t kind, uint64_t tag, char *err, size_t errlen);
/* Never blocks. */
ai_worker_status_t ai_worker_poll(ai_worker_t *w, ai_result_t *out);
/* Abandons the search under way (its result is never reported); returns at
 * once. The thread stops within a few milliseconds. */
void ai_worker_cancel(ai_worker_t *w);
/* Asks the search under way to answer now with its best move so far. */
void ai_worker_hurry(ai_worker_t *w);
/* Progress of the search under way, 0..1 (0 when idle). */
double ai_worker_progress(const ai_worker_t *w);
/* 1 while a move or hint search is under way (not counting abandoned ones
 * or thinking ahead). */
int ai_worker_busy(const ai_worker_t *w);
/* 1 while thinking ahead. */
int ai_worker_pondering(const ai_worker_t *w);
/* The worker's kept tree, for req.keep of move and ponder jobs. */
ai_keep_t *ai_worker_keep(ai_worker_t *w);
/* Waits until every thread (the current one and abandoned ones) has ended;
 * the current job's result stays available to poll. */
void ai_worker_join(ai_worker_t *w);

#endif
