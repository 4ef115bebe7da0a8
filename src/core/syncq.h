/* Flushes to disk off the drawing thread: a game kept move by move is
 * written whole under its name at once (fileio_write_atomic_nosync, some
 * 0.05 ms: a killed client then loses nothing) and flushed here, on a
 * thread of its own, since a flush takes 5-20 ms on a disk, a frame or
 * more (make bench: keeping a move). */
#ifndef SYNCQ_H
#define SYNCQ_H

#include <stddef.h>

typedef struct syncq syncq_t;

/* NULL when out of memory or no thread can be made (syncq_add then
 * flushes at once, on the caller's thread). */
syncq_t *syncq_new(void);
/* Asks for path to be flushed (fileio_sync); a path already waiting is
 * not asked twice. q NULL: flushed now. */
void syncq_add(syncq_t *q, const char *path);
/* The first flush that failed since the last call: 1 with its message,
 * else 0. */
int syncq_failed(syncq_t *q, char *err, size_t errlen);
/* Waits until every path asked for is flushed. */
void syncq_drain(syncq_t *q);
/* Flushes what waits, ends the thread and frees q (NULL: nothing). */
void syncq_free(syncq_t *q);

#endif
