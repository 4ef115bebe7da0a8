/* The evaluation service (ai_eval.h) on a thread, for the UI: the caller
 * never blocks (except join/free, which wait at most the few milliseconds
 * a cancelled search takes to stop). Same pattern as ai_worker.h:
 *
 *   ai_eval_worker_t *w = ai_eval_worker_new();
 *   ai_eval_worker_start(w, game, state, &req, 3, tag, err, n);
 *   each frame:  st = ai_eval_worker_poll(w, &snap);   (a copy of the latest
 *                partial answer while BUSY, the final one when DONE)
 *   new position: start again (the search under way is abandoned)
 *   leave:        ai_eval_worker_cancel(w); at exit ai_eval_worker_free(w)
 *
 * The game and state are copied at start. No SDL. */
#ifndef AI_EVAL_WORKER_H
#define AI_EVAL_WORKER_H

#include <stdint.h>

#include "ai/ai_eval.h"

typedef struct ai_eval_worker ai_eval_worker_t;

typedef enum {
    AI_EVAL_IDLE = 0,  /* nothing started, or the result was collected */
    AI_EVAL_BUSY,      /* searching: *out (when a partial answer exists) is the latest */
    AI_EVAL_DONE,      /* *out is the final answer; the worker is idle again */
    AI_EVAL_FAILED     /* err (ai_eval_worker_error) says why; idle again */
} ai_eval_status_t;

ai_eval_worker_t *ai_eval_worker_new(void);
/* Cancels, waits for every thread and frees. NULL is allowed. */
void ai_eval_worker_free(ai_eval_worker_t *w);
/* Starts evaluating st (a search under way is abandoned first, without
 * waiting). req->cancel and req->progress are the worker's own. 0, or -1
 * with a message (out of memory, no thread). */
int ai_eval_worker_start(ai_eval_worker_t *w, const game_t *g, const void *st,
                         const ai_request_t *req, int top, uint64_t tag, char *err, size_t errlen);
/* Never blocks. BUSY: *out gets the latest partial answer when there is one
 * (out->iterations > 0 or out->ntop > 0; else *out is zeroed); DONE: the
 * final answer; FAILED: see ai_eval_worker_error. out may be NULL. */
ai_eval_status_t ai_eval_worker_poll(ai_eval_worker_t *w, ai_eval_t *out);
/* The tag of the job under way or last collected. */
uint64_t ai_eval_worker_tag(const ai_eval_worker_t *w);
/* The message of the last FAILED poll. */
const char *ai_eval_worker_error(const ai_eval_worker_t *w);
/* Stops the search under way and forgets it (its answer is never reported). */
void ai_eval_worker_cancel(ai_eval_worker_t *w);
/* Asks the search to answer now with what it has (the next polls give DONE,
 * with out->cancelled set). */
void ai_eval_worker_hurry(ai_eval_worker_t *w);
/* 0..1 of the search under way (0 when idle). */
double ai_eval_worker_progress(const ai_eval_worker_t *w);
int ai_eval_worker_busy(const ai_eval_worker_t *w);
/* Waits until every thread has ended; the current result stays to poll. */
void ai_eval_worker_join(ai_eval_worker_t *w);

#endif
