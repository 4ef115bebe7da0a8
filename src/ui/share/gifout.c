/* The GIF export: see gifout.h. */
#include "ui/share/gifout.h"

#include <gif_lib.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileout.h"
#include "ui/board/bview.h"
#include "ui/share/frame.h"
#include "plat/plat.h"

void gifout_default_opts(gifout_opts_t *o)
{
    memset(o, 0, sizeof *o);
    o->speed = 1.0;
    o->w = 640;
    o->h = 360;
    o->fps = 20;
    o->hold = 0.6;
}

static void range(const session_t *s, const gifout_opts_t *o, int *from, int *to)
{
    *from = o->from > 0 ? o->from : 1;
    *to = o->to > 0 ? o->to : s->cur;
}

int gifout_check(const session_t *s, const gifout_opts_t *o, char *err, size_t n)
{
    int from, to;
    range(s, o, &from, &to);
    if (s->cur < 1) return snprintf(err, n, "the game has no move yet: nothing to animate"), -1;
    if (from > to || to > s->cur)
        return snprintf(err, n, "moves %d to %d: the game has moves 1 to %d", from, to, s->cur), -1;
    if (!(o->speed >= 0.25 && o->speed <= 8))
        return snprintf(err, n, "speed %g: give 0.25 to 8", o->speed), -1;
    if (o->w < 64 || o->h < 64 || o->w > 4096 || o->h > 4096)
        return snprintf(err, n, "size %dx%d: give 64x64 to 4096x4096", o->w, o->h), -1;
    if (o->fps && (o->fps < 5 || o->fps > 50)) return snprintf(err, n, "%d frames a second: give 5 to 50", o->fps), -1;
    if (o->hold < 0 || o->hold > 10) return snprintf(err, n, "hold %g s: give 0 to 10", o->hold), -1;
    return 0;
}

/* The encoder: a frame waits (pending) until the next one differs, so a
 * still stretch becomes one image with a longer delay. */
typedef struct {
    GifFileType *gif;
    int w, h;
    uint32_t *pending, *cur;   /* ARGB pixels */
    uint32_t *shown;           /* what the images written so far show */
    GifByteType *idx, *r, *g, *b;
    int have_pending;
    long pending_cs;
    gifout_stats_t st;
    int gerr;
} enc_t;

static int put_loop(GifFileType *gif)
{
    /* The Netscape extension: play for ever. */
    static const GifByteType app[] = "NETSCAPE2.0";
    static const GifByteType loop[] = {1, 0, 0};
    return EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) != GIF_OK ||
                   EGifPutExtensionBlock(gif, 11, app) != GIF_OK || EGifPutExtensionBlock(gif, 3, loop) != GIF_OK ||
                   EGifPutExtensionTrailer(gif) != GIF_OK
               ? -1
               : 0;
}

/* The rectangle where the pending frame differs from the last one
 * written: only it is encoded (the rest stays on screen, DISPOSE_DO_NOT),
 * which keeps a game's GIF small; the first frame is whole. */
static void changed_rect(const enc_t *e, int *x0, int *y0, int *x1, int *y1)
{
    *x0 = 0, *y0 = 0, *x1 = e->w, *y1 = e->h;
    if (!e->st.frames) return;
    int ax = e->w, ay = e->h, bx = 0, by = 0;
    for (int y = 0; y < e->h; y++) {
        const uint32_t *p = e->pending + (size_t)y * (size_t)e->w, *q = e->shown + (size_t)y * (size_t)e->w;
        if (!memcmp(p, q, (size_t)e->w * 4)) continue;
        int l = 0, r = e->w - 1;
        while (p[l] == q[l]) l++;
        while (p[r] == q[r]) r--;
        if (l < ax) ax = l;
        if (r + 1 > bx) bx = r + 1;
        if (y < ay) ay = y;
        by = y + 1;
    }
    if (bx <= ax) ax = 0, ay = 0, bx = 1, by = 1; /* the same picture: one pixel again */
    *x0 = ax, *y0 = ay, *x1 = bx, *y1 = by;
}

static int flush(enc_t *e)
{
    if (!e->have_pending) return 0;
    int x0, y0, x1, y1;
    changed_rect(e, &x0, &y0, &x1, &y1);
    int rw = x1 - x0, rh = y1 - y0;
    size_t k = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++, k++) {
            uint32_t p = e->pending[(size_t)y * (size_t)e->w + (size_t)x];
            e->r[k] = (GifByteType)(p >> 16), e->g[k] = (GifByteType)(p >> 8), e->b[k] = (GifByteType)p;
        }
    GifColorType colours[256];
    memset(colours, 0, sizeof colours);
    int ncol = 256;
    if (GifQuantizeBuffer((unsigned)rw, (unsigned)rh, &ncol, e->r, e->g, e->b, e->idx, colours) != GIF_OK)
        return -1;
    memcpy(e->shown, e->pending, (size_t)e->w * (size_t)e->h * 4);
    GraphicsControlBlock gcb = {.DisposalMode = DISPOSE_DO_NOT, .UserInputFlag = false,
                                .DelayTime = (int)(e->pending_cs > 65535 ? 65535 : e->pending_cs),
                                .TransparentColor = NO_TRANSPARENT_COLOR};
    GifByteType ext[4];
    EGifGCBToExtension(&gcb, ext);
    ColorMapObject *map = GifMakeMapObject(256, colours);
    if (!map) return -1;
    int rc = EGifPutExtension(e->gif, GRAPHICS_EXT_FUNC_CODE, 4, ext) != GIF_OK ||
             EGifPutImageDesc(e->gif, x0, y0, rw, rh, false, map) != GIF_OK;
    GifFreeMapObject(map);
    for (int y = 0; !rc && y < rh; y++) rc = EGifPutLine(e->gif, e->idx + (size_t)y * (size_t)rw, rw) != GIF_OK;
    if (rc) return -1;
    e->st.frames++;
    e->st.delay_cs += e->pending_cs;
    e->have_pending = 0;
    return 0;
}

static int add(enc_t *e, const SDL_Surface *s, long cs)
{
    for (int y = 0; y < e->h; y++)
        memcpy(e->cur + (size_t)y * (size_t)e->w, (const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch,
               (size_t)e->w * 4);
    if (e->have_pending && !memcmp(e->cur, e->pending, (size_t)e->w * (size_t)e->h * 4)) {
        e->pending_cs += cs;
        return 0;
    }
    if (flush(e)) return -1;
    uint32_t *t = e->pending;
    e->pending = e->cur;
    e->cur = t;
    e->have_pending = 1;
    e->pending_cs = cs;
    return 0;
}

/* The export as a job: a cursor into the timeline of the moves, so it
 * can draw a few frames at a time (the share menu stays responsive and can
 * cancel) or all at once (hexshot, gifout_write). */
struct gifout {
    enc_t e;
    const session_t *s;
    gifout_opts_t o;
    frame_t f;
    bview_t *bv;
    char path[1024];
    fileout_t *out;   /* the file, written through its temporary */
    int from, to;
    int i;            /* the move drawn now; from - 1: the start position */
    int k, n;         /* its frame k of n; k 0: not begun */
    double d;         /* its animation, seconds at 1x */
    double step;      /* animation clock per frame */
    long frame_cs, hold_cs;
    int done;
};

/* One frame of the timeline; 1 when the last was drawn. */
static int advance(gifout_t *j)
{
    const game_t *g = j->s->game;
    if (j->i < j->from) {
        bview_show_entry(j->bv, j->s, j->from - 1);
        frame_draw(&j->f, j->bv, g, j->s->hist[j->from - 1].state, 1, 0, 0.0);
        if (add(&j->e, j->f.surf, j->hold_cs)) return -1;
        j->i = j->from, j->k = 0;
        return 0;
    }
    if (j->k == 0) {
        bview_play_entry(j->bv, j->s, j->i);
        j->d = bview_duration(j->bv);
        j->e.st.anim_s += j->d;
        j->n = (int)ceil(j->d / j->step - 1e-9);
        j->k = 1;
    }
    if (j->k <= j->n) {
        bview_seek(j->bv, fmin(j->k * j->step, j->d));
        frame_draw(&j->f, j->bv, g, j->s->hist[j->i].state, 1, 0, 0.0);
        j->k++;
        return add(&j->e, j->f.surf, j->frame_cs) ? -1 : 0;
    }
    /* At rest after the move, held a while. */
    bview_show_entry(j->bv, j->s, j->i);
    frame_draw(&j->f, j->bv, g, j->s->hist[j->i].state, 1, 0, 0.0);
    if (add(&j->e, j->f.surf, j->hold_cs)) return -1;
    j->e.st.moves++;
    j->i++, j->k = 0;
    return j->i > j->to;
}

void gifout_free(gifout_t *j)
{
    if (!j) return;
    if (j->e.gif) {
        int cerr;
        EGifCloseFile(j->e.gif, &cerr);
    }
    if (!j->done) fileout_abort(j->out); /* cancelled or failed: nothing is left */
    bview_free(j->bv, j->f.cs ? &j->f.c : NULL);
    frame_close(&j->f);
    free(j->e.pending), free(j->e.cur), free(j->e.shown), free(j->e.idx), free(j->e.r), free(j->e.g), free(j->e.b);
    free(j);
}

/* giflib's output: the bytes go to the file (0 tells giflib it failed). */
static int put_bytes(GifFileType *gif, const GifByteType *b, int len)
{
    return len > 0 && fileout_write(gif->UserData, b, (size_t)len) ? 0 : len;
}

/* Why writing stopped: the system's reason when a write failed ("No space
 * left on device"), else giflib's. */
static void why(const gifout_t *j, int code, char *err, size_t n)
{
    const char *sys = fileout_error(j->out);
    if (sys[0]) snprintf(err, n, "cannot write %s", sys);
    else snprintf(err, n, "cannot write %s: %s", j->path, code ? GifErrorString(code) : "out of memory");
}

gifout_t *gifout_begin(const session_t *s, const gifout_opts_t *o, const char *data_dir, const char *path, char *err,
                       size_t n)
{
    if (gifout_check(s, o, err, n)) return NULL;
    /* The destination first: a folder that is not there, a directory at
     * the name, ... are refused before any frame is drawn. */
    fileout_t *out = fileout_begin(path, err, n);
    if (!out) return NULL;
    gifout_t *j = calloc(1, sizeof *j);
    if (!j) return fileout_abort(out), snprintf(err, n, "out of memory"), NULL;
    j->out = out;
    j->s = s, j->o = *o;
    range(s, o, &j->from, &j->to);
    j->i = j->from - 1;
    int fps = o->fps ? o->fps : 20;
    j->step = o->speed / fps;
    j->frame_cs = lround(100.0 / fps);
    j->hold_cs = lround(100.0 * (o->hold > 0 ? o->hold : 0.0) / o->speed);
    if (j->hold_cs < 2) j->hold_cs = 2; /* viewers treat shorter delays as 10 */
    snprintf(j->path, sizeof j->path, "%s", path);
    enc_t *e = &j->e;
    e->w = o->w, e->h = o->h;
    size_t np = (size_t)e->w * (size_t)e->h;
    e->pending = malloc(np * 4), e->cur = malloc(np * 4), e->shown = malloc(np * 4);
    e->idx = malloc(np), e->r = malloc(np), e->g = malloc(np), e->b = malloc(np);
    j->bv = bview_new(s->game);
    if (!e->pending || !e->cur || !e->shown || !e->idx || !e->r || !e->g || !e->b || !j->bv) {
        snprintf(err, n, "out of memory for a %dx%d GIF", e->w, e->h);
        gifout_free(j);
        return NULL;
    }
    if (frame_open(&j->f, e->w, e->h, data_dir, err, n)) {
        gifout_free(j);
        return NULL;
    }
    bview_opts_t vo;
    bview_default_opts(&vo);
    vo.speed = 1.0f;
    bview_set_opts(j->bv, &vo);
    bview_set_ambient(j->bv, 0.0);
    e->gif = EGifOpen(j->out, put_bytes, &e->gerr);
    if (!e->gif) {
        snprintf(err, n, "cannot write %s: %s", path, GifErrorString(e->gerr));
        gifout_free(j);
        return NULL;
    }
    EGifSetGifVersion(e->gif, true);
    if (EGifPutScreenDesc(e->gif, e->w, e->h, 8, 0, NULL) != GIF_OK || put_loop(e->gif)) {
        why(j, e->gif->Error, err, n);
        gifout_free(j);
        return NULL;
    }
    return j;
}

/* The last image, the file closed, flushed and renamed over path: an old
 * file there survives any failure. */
static int finish(gifout_t *j, char *err, size_t n)
{
    int cerr = 0;
    int rc = flush(&j->e) ? -1 : 0;
    if (rc) why(j, j->e.gif->Error, err, n);
    if (EGifCloseFile(j->e.gif, &cerr) != GIF_OK && !rc) {
        why(j, cerr, err, n);
        rc = -1;
    }
    j->e.gif = NULL;
    if (!rc) {
        char msg[700];
        rc = fileout_commit(j->out, msg, sizeof msg);
        j->out = NULL;
        if (rc) snprintf(err, n, "cannot write %s", msg);
    }
    j->done = rc == 0;
    return rc;
}

static double now_s(void) { return plat_now(); }

int gifout_step(gifout_t *j, double seconds, char *err, size_t n)
{
    if (j->done) return 0;
    double until = now_s() + seconds;
    do {
        int r = advance(j);
        if (r < 0) {
            why(j, j->e.gif->Error, err, n);
            return -1;
        }
        if (r > 0) return finish(j, err, n);
    } while (seconds <= 0 || now_s() < until);
    return 1;
}

double gifout_progress(const gifout_t *j)
{
    if (j->done) return 1.0;
    int moves = j->to - j->from + 1;
    double in_move = j->k > 0 && j->n > 0 ? (double)(j->k - 1) / (j->n + 1) : 0.0;
    double p = ((double)(j->i - j->from) + in_move) / moves;
    return p < 0 ? 0 : p > 1 ? 1 : p;
}

const gifout_stats_t *gifout_stats(const gifout_t *j) { return &j->e.st; }

int gifout_write(const session_t *s, const gifout_opts_t *o, const char *data_dir, const char *path,
                 gifout_stats_t *stats, char *err, size_t n)
{
    gifout_t *j = gifout_begin(s, o, data_dir, path, err, n);
    if (!j) return -1;
    int rc = gifout_step(j, 0, err, n);
    if (!rc && stats) *stats = j->e.st;
    gifout_free(j);
    return rc ? -1 : 0;
}
