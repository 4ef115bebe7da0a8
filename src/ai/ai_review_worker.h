/* A game review on a thread for the UI, under the names the review screen
 * uses: the AI service's AI_JOB_REVIEW (ai_worker.h), nothing more.
 *
 *   ai_review_t *mine = ai_review_new(session, err, n);
 *   ai_review_load(mine, session, e, n);         instant when stored
 *   ai_review_worker_start(w, mine, &req, err, n);   continues from mine->done
 *   each frame:  st = ai_review_worker_sync(w, mine);  copies the positions
 *                and marks finished since the last sync into mine (the graph
 *                grows); DONE once every position is in
 *   cancel:      ai_review_worker_cancel(w)  (mine keeps what was synced)
 *   then:        ai_review_store(mine, session, err, n) and save */
#ifndef AI_REVIEW_WORKER_H
#define AI_REVIEW_WORKER_H

#include "ai/ai_worker.h"

typedef ai_worker_t ai_review_worker_t;

typedef enum {
    AI_REVIEW_IDLE = AI_WORKER_IDLE,    /* never started, cancelled, or DONE collected */
    AI_REVIEW_BUSY = AI_WORKER_BUSY,
    AI_REVIEW_DONE = AI_WORKER_DONE,    /* every position is in mine; idle again */
    AI_REVIEW_FAILED = AI_WORKER_FAILED /* ai_review_worker_error says why; idle again */
} ai_review_status_t;

static inline ai_review_worker_t *ai_review_worker_new(void) { return ai_worker_new(); }
static inline void ai_review_worker_free(ai_review_worker_t *w) { ai_worker_free(w); }
static inline int ai_review_worker_start(ai_review_worker_t *w, const ai_review_t *from, const ai_request_t *req,
                                         char *err, size_t errlen)
{
    return ai_worker_start_review(w, from, req, err, errlen);
}
static inline ai_review_status_t ai_review_worker_sync(ai_review_worker_t *w, ai_review_t *mine)
{
    return (ai_review_status_t)ai_worker_sync_review(w, mine);
}
static inline const char *ai_review_worker_error(const ai_review_worker_t *w) { return ai_worker_error(w); }
static inline double ai_review_worker_progress(const ai_review_worker_t *w) { return ai_worker_progress(w); }
static inline int ai_review_worker_busy(const ai_review_worker_t *w) { return ai_worker_busy(w); }
static inline void ai_review_worker_cancel(ai_review_worker_t *w) { ai_worker_cancel(w); }
static inline void ai_review_worker_join(ai_review_worker_t *w) { ai_worker_join(w); }

#endif
