/* An animated GIF of a game, or of a range of its moves, with the rule
 * animations: the frames are the board view's animation timeline drawn
 * headless (frame.h), encoded by giflib (colours reduced per frame by
 * GifQuantizeBuffer). Used by the play screen's share menu and hexshot. */
#ifndef SHARE_GIFOUT_H
#define SHARE_GIFOUT_H

#include <stddef.h>

#include "core/session.h"

typedef struct {
    int from, to;     /* the moves shown, 1-based, inclusive; 0: first / last in effect */
    double speed;     /* animation speed, 0.25 .. 8 (1: the game's own pace) */
    int w, h;         /* picture size, 64 .. 4096 */
    int fps;          /* frames per second of the animations, 5 .. 50 (0: 20) */
    double hold;      /* seconds each position rests after its move at 1x (0: 0.6) */
} gifout_opts_t;

typedef struct {
    int moves;        /* moves animated */
    int frames;       /* images written (equal consecutive frames are merged) */
    long delay_cs;    /* the whole GIF's duration, hundredths of a second */
    double anim_s;    /* the moves' animations, seconds at 1x */
} gifout_stats_t;

void gifout_default_opts(gifout_opts_t *o);
/* Checks the options against s (range within the moves in effect): 0, or
 * -1 with a message. */
int gifout_check(const session_t *s, const gifout_opts_t *o, char *err, size_t n);
/* The export as a job, drawn a little at a time. begin: NULL with a
 * message (bad options, no memory, the file cannot be made). step draws
 * frames for about `seconds` (0: to the end): 1 while more remain, 0 when
 * the file is written (to a temporary, flushed and renamed over path), -1
 * with a message. free cancels an unfinished job: nothing is left behind.
 * The session must not change while a job runs. */
typedef struct gifout gifout_t;
gifout_t *gifout_begin(const session_t *s, const gifout_opts_t *o, const char *data_dir, const char *path, char *err,
                       size_t n);
int gifout_step(gifout_t *j, double seconds, char *err, size_t n);
double gifout_progress(const gifout_t *j);   /* 0..1 */
const gifout_stats_t *gifout_stats(const gifout_t *j);
void gifout_free(gifout_t *j);
/* All of it at once: 0 (stats filled when not NULL), or -1 with a message
 * and nothing written. */
int gifout_write(const session_t *s, const gifout_opts_t *o, const char *data_dir, const char *path,
                 gifout_stats_t *stats, char *err, size_t n);

#endif
