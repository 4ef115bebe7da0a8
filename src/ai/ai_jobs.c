/* One search thread per job, and the list of abandoned ones (ai_jobs.h). */
#include "ai/ai_jobs.h"

#include <time.h>

static void *job_main(void *arg)
{
    ai_job_base_t *j = arg;
    j->run(j);
    atomic_store_explicit(&j->done, 1, memory_order_release);
    return NULL;
}

static int ended(const ai_job_base_t *j) { return atomic_load_explicit(&j->done, memory_order_acquire); }

/* Joins and frees the abandoned jobs whose thread has ended (or all of
 * them when wait is set). */
static void reap(ai_jobs_t *js, int wait)
{
    ai_job_base_t **pp = &js->abandoned;
    while (*pp) {
        ai_job_base_t *j = *pp;
        if (wait || ended(j)) {
            pthread_join(j->thread, NULL);
            *pp = j->next;
            j->free(j);
        } else {
            pp = &j->next;
        }
    }
}

void ai_jobs_cancel(ai_jobs_t *js)
{
    if (!js->cur) return;
    atomic_store(&js->cur->cancel, 1);
    js->cur->next = js->abandoned;
    js->abandoned = js->cur;
    js->cur = NULL;
    reap(js, 0);
}

int ai_jobs_start(ai_jobs_t *js, ai_job_base_t *j)
{
    ai_jobs_cancel(js);
    if (pthread_create(&j->thread, NULL, job_main, j) != 0) return -1;
    js->cur = j;
    return 0;
}

ai_job_base_t *ai_jobs_take(ai_jobs_t *js)
{
    reap(js, 0);
    ai_job_base_t *j = js->cur;
    if (!j || !ended(j)) return NULL;
    pthread_join(j->thread, NULL);
    js->cur = NULL;
    return j;
}

int ai_jobs_running(const ai_jobs_t *js) { return js->cur && !ended(js->cur); }

void ai_jobs_join(ai_jobs_t *js)
{
    reap(js, 1);
    struct timespec ts = {0, 500000};
    while (js->cur && !ended(js->cur)) nanosleep(&ts, NULL);
}

void ai_jobs_end(ai_jobs_t *js)
{
    ai_jobs_cancel(js);
    reap(js, 1);
}
