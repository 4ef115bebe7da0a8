/* The flushing thread: see syncq.h. */
#include "core/syncq.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

/* Paths waiting: one game writes one file (two when it moves to
 * finished/); more waiting at once is flushed by the caller. */
#define SYNCQ_WAITING 8
#define SYNCQ_PATH 1300

struct syncq {
    pthread_mutex_t mu;
    pthread_cond_t wake, idle;
    pthread_t thread;
    char path[SYNCQ_WAITING][SYNCQ_PATH];
    int n;        /* paths waiting */
    int busy;     /* the thread is flushing one */
    int stop;
    char err[600]; /* the first failure not yet asked for, "" none */
};

static void *run(void *arg)
{
    syncq_t *q = arg;
    char path[SYNCQ_PATH], err[600];
    pthread_mutex_lock(&q->mu);
    for (;;) {
        while (!q->n && !q->stop) pthread_cond_wait(&q->wake, &q->mu);
        if (!q->n) break; /* stop, and nothing waits */
        memcpy(path, q->path[0], sizeof path);
        memmove(q->path[0], q->path[1], sizeof q->path[0] * (size_t)(q->n - 1));
        q->n--;
        q->busy = 1;
        pthread_mutex_unlock(&q->mu);
        int rc = fileio_sync(path, err, sizeof err);
        pthread_mutex_lock(&q->mu);
        if (rc && !q->err[0]) snprintf(q->err, sizeof q->err, "%s", err);
        q->busy = 0;
        if (!q->n) pthread_cond_broadcast(&q->idle);
    }
    pthread_mutex_unlock(&q->mu);
    return NULL;
}

syncq_t *syncq_new(void)
{
    syncq_t *q = calloc(1, sizeof *q);
    if (!q) return NULL;
    pthread_mutex_init(&q->mu, NULL);
    pthread_cond_init(&q->wake, NULL);
    pthread_cond_init(&q->idle, NULL);
    if (pthread_create(&q->thread, NULL, run, q) != 0) {
        pthread_cond_destroy(&q->idle);
        pthread_cond_destroy(&q->wake);
        pthread_mutex_destroy(&q->mu);
        free(q);
        return NULL;
    }
    return q;
}

void syncq_add(syncq_t *q, const char *path)
{
    char err[600];
    if (strlen(path) >= SYNCQ_PATH) return; /* no such path was written (autosaves' paths are shorter) */
    if (q) {
        pthread_mutex_lock(&q->mu);
        int i = 0;
        while (i < q->n && strcmp(q->path[i], path)) i++;
        int queued = i < q->n;
        if (!queued && q->n < SYNCQ_WAITING) {
            snprintf(q->path[q->n++], SYNCQ_PATH, "%s", path);
            pthread_cond_signal(&q->wake);
            queued = 1;
        }
        pthread_mutex_unlock(&q->mu);
        if (queued) return;
    }
    if (fileio_sync(path, err, sizeof err) && q) {
        pthread_mutex_lock(&q->mu);
        if (!q->err[0]) snprintf(q->err, sizeof q->err, "%s", err);
        pthread_mutex_unlock(&q->mu);
    }
}

int syncq_failed(syncq_t *q, char *err, size_t errlen)
{
    if (!q) return 0;
    pthread_mutex_lock(&q->mu);
    int failed = q->err[0] != '\0';
    if (failed) snprintf(err, errlen, "%s", q->err);
    q->err[0] = '\0';
    pthread_mutex_unlock(&q->mu);
    return failed;
}

void syncq_drain(syncq_t *q)
{
    if (!q) return;
    pthread_mutex_lock(&q->mu);
    while (q->n || q->busy) pthread_cond_wait(&q->idle, &q->mu);
    pthread_mutex_unlock(&q->mu);
}

void syncq_free(syncq_t *q)
{
    if (!q) return;
    pthread_mutex_lock(&q->mu);
    q->stop = 1;
    pthread_cond_signal(&q->wake);
    pthread_mutex_unlock(&q->mu);
    pthread_join(q->thread, NULL);
    pthread_cond_destroy(&q->idle);
    pthread_cond_destroy(&q->wake);
    pthread_mutex_destroy(&q->mu);
    free(q);
}
