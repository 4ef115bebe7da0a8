/* The evaluation on a thread for the UI, under the names the analysis
 * board uses: the AI service's AI_JOB_EVAL (ai_worker.h), nothing more.
 *
 *   ai_eval_worker_t *w = ai_eval_worker_new();
 *   ai_eval_worker_start(w, game, state, &req, 3, tag, err, n);
 *   each frame:  st = ai_eval_worker_poll(w, &snap);   (a copy of the latest
 *                partial answer while BUSY, the final one when DONE)
 *   new position: start again (the search under way is abandoned)
 *   leave:        ai_eval_worker_cancel(w); at exit ai_eval_worker_free(w) */
#ifndef AI_EVAL_WORKER_H
#define AI_EVAL_WORKER_H

#include "ai/ai_worker.h"

typedef ai_worker_t ai_eval_worker_t;

typedef enum {
    AI_EVAL_IDLE = AI_WORKER_IDLE,
    AI_EVAL_BUSY = AI_WORKER_BUSY,     /* *out (when a partial answer exists) is the latest */
    AI_EVAL_DONE = AI_WORKER_DONE,     /* *out is the final answer; idle again */
    AI_EVAL_FAILED = AI_WORKER_FAILED  /* ai_eval_worker_error says why; idle again */
} ai_eval_status_t;

static inline ai_eval_worker_t *ai_eval_worker_new(void) { return ai_worker_new(); }
static inline void ai_eval_worker_free(ai_eval_worker_t *w) { ai_worker_free(w); }
static inline int ai_eval_worker_start(ai_eval_worker_t *w, const game_t *g, const void *st, const ai_request_t *req,
                                       int top, uint64_t tag, char *err, size_t errlen)
{
    return ai_worker_start_eval(w, g, st, req, top, tag, err, errlen);
}
static inline ai_eval_status_t ai_eval_worker_poll(ai_eval_worker_t *w, ai_eval_t *out)
{
    return (ai_eval_status_t)ai_worker_poll_eval(w, out);
}
static inline uint64_t ai_eval_worker_tag(const ai_eval_worker_t *w) { return ai_worker_tag(w); }
static inline const char *ai_eval_worker_error(const ai_eval_worker_t *w) { return ai_worker_error(w); }
static inline void ai_eval_worker_cancel(ai_eval_worker_t *w) { ai_worker_cancel(w); }
static inline void ai_eval_worker_hurry(ai_eval_worker_t *w) { ai_worker_hurry(w); }
static inline double ai_eval_worker_progress(const ai_eval_worker_t *w) { return ai_worker_progress(w); }
static inline int ai_eval_worker_busy(const ai_eval_worker_t *w) { return ai_worker_busy(w); }
static inline void ai_eval_worker_join(ai_eval_worker_t *w) { ai_worker_join(w); }

#endif
