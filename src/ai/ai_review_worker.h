/* A game review (ai_review.h) on a thread, for the UI: never blocks
 * (except join/free, which wait at most the few milliseconds a cancelled
 * search takes to stop).
 *
 *   ai_review_t *mine = ai_review_new(session, err, n);
 *   ai_review_load(mine, session, e, n);         instant when stored
 *   ai_review_worker_start(w, mine, &req, err, n);   continues from mine->done
 *   each frame:  st = ai_review_worker_sync(w, mine);  copies the positions
 *                and marks finished since the last sync into mine (the graph
 *                grows); DONE once every position is in
 *   cancel:      ai_review_worker_cancel(w)  (mine keeps what was synced)
 *   then:        ai_review_store(mine, session, err, n) and save
 * No SDL. */
#ifndef AI_REVIEW_WORKER_H
#define AI_REVIEW_WORKER_H

#include "ai/ai_review.h"

typedef struct ai_review_worker ai_review_worker_t;

typedef enum {
    AI_REVIEW_IDLE = 0,  /* nothing under way (never started, cancelled, or DONE collected) */
    AI_REVIEW_BUSY,
    AI_REVIEW_DONE,      /* every position is in mine; the worker is idle again */
    AI_REVIEW_FAILED     /* ai_review_worker_error says why; idle again */
} ai_review_status_t;

ai_review_worker_t *ai_review_worker_new(void);
void ai_review_worker_free(ai_review_worker_t *w);
/* Reviews a copy of `from` from from->done on (a review under way is
 * abandoned first). req as ai_review_run (cancel is the worker's own). */
int ai_review_worker_start(ai_review_worker_t *w, const ai_review_t *from, const ai_request_t *req,
                           char *err, size_t errlen);
/* Never blocks: copies into mine (made from the same session) every
 * position finished since mine->done, and its marks. */
ai_review_status_t ai_review_worker_sync(ai_review_worker_t *w, ai_review_t *mine);
const char *ai_review_worker_error(const ai_review_worker_t *w);
/* 0..1 over the whole game (positions done, plus the share of the one
 * under way); 0 when idle. */
double ai_review_worker_progress(const ai_review_worker_t *w);
int ai_review_worker_busy(const ai_review_worker_t *w);
/* Stops the review under way (what was synced stays in the caller's). */
void ai_review_worker_cancel(ai_review_worker_t *w);
/* Waits until every thread has ended; the result stays to sync. */
void ai_review_worker_join(ai_review_worker_t *w);

#endif
