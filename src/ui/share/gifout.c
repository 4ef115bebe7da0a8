/* The GIF export: see gifout.h. */
#include "ui/share/gifout.h"

#include <fcntl.h>
#include <gif_lib.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ui/board/bview.h"
#include "ui/share/frame.h"

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

/* Draws every frame of moves from..to into the encoder. */
static int run(enc_t *e, const session_t *s, const gifout_opts_t *o, frame_t *f, bview_t *bv)
{
    int from, to;
    range(s, o, &from, &to);
    int fps = o->fps ? o->fps : 20;
    double step = o->speed / fps; /* animation clock per frame */
    long frame_cs = lround(100.0 / fps);
    long hold_cs = lround(100.0 * (o->hold > 0 ? o->hold : 0.0) / o->speed);
    if (hold_cs < 2) hold_cs = 2; /* viewers treat shorter delays as 10 */
    const game_t *g = s->game;
    bview_show_entry(bv, s, from - 1);
    frame_draw(f, bv, g, s->hist[from - 1].state, 1, 0, 0.0);
    if (add(e, f->surf, hold_cs)) return -1;
    for (int i = from; i <= to; i++) {
        bview_play_entry(bv, s, i);
        double d = bview_duration(bv);
        e->st.anim_s += d;
        int n = (int)ceil(d / step - 1e-9);
        for (int k = 1; k <= n; k++) {
            bview_seek(bv, fmin(k * step, d));
            frame_draw(f, bv, g, s->hist[i].state, 1, 0, 0.0);
            if (add(e, f->surf, frame_cs)) return -1;
        }
        bview_show_entry(bv, s, i);
        frame_draw(f, bv, g, s->hist[i].state, 1, 0, 0.0);
        if (add(e, f->surf, hold_cs)) return -1;
        e->st.moves++;
    }
    return flush(e);
}

int gifout_write(const session_t *s, const gifout_opts_t *o, const char *data_dir, const char *path,
                 gifout_stats_t *stats, char *err, size_t n)
{
    if (gifout_check(s, o, err, n)) return -1;
    enc_t e;
    memset(&e, 0, sizeof e);
    e.w = o->w, e.h = o->h;
    size_t np = (size_t)e.w * (size_t)e.h;
    e.pending = malloc(np * 4), e.cur = malloc(np * 4), e.shown = malloc(np * 4);
    e.idx = malloc(np), e.r = malloc(np), e.g = malloc(np), e.b = malloc(np);
    bview_t *bv = bview_new(s->game);
    frame_t f;
    memset(&f, 0, sizeof f);
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
    int rc = -1, opened = 0;
    if (!e.pending || !e.cur || !e.shown || !e.idx || !e.r || !e.g || !e.b || !bv) {
        snprintf(err, n, "out of memory for a %dx%d GIF", e.w, e.h);
        goto done;
    }
    if (frame_open(&f, e.w, e.h, data_dir, err, n)) goto done;
    bview_opts_t vo;
    bview_default_opts(&vo);
    vo.speed = 1.0f;
    bview_set_opts(bv, &vo);
    bview_set_ambient(bv, 0.0);
    e.gif = EGifOpenFileName(tmp, false, &e.gerr);
    if (!e.gif) {
        snprintf(err, n, "cannot write %s: %s", path, GifErrorString(e.gerr));
        goto done;
    }
    opened = 1;
    EGifSetGifVersion(e.gif, true);
    if (EGifPutScreenDesc(e.gif, e.w, e.h, 8, 0, NULL) != GIF_OK || put_loop(e.gif) || run(&e, s, o, &f, bv)) {
        snprintf(err, n, "cannot write %s: %s", path,
                 e.gif->Error ? GifErrorString(e.gif->Error) : "out of memory");
        goto done;
    }
    rc = 0;
done:
    if (opened) {
        int cerr = 0;
        if (EGifCloseFile(e.gif, &cerr) != GIF_OK && !rc) {
            snprintf(err, n, "cannot write %s: %s", path, GifErrorString(cerr));
            rc = -1;
        }
        /* Flushed, then renamed over path: an old file survives a failure. */
        int fd = rc ? -1 : open(tmp, O_RDONLY);
        /* giflib makes the file 0600: a picture to share is readable. */
        if (!rc && (fd < 0 || fchmod(fd, 0644) || fsync(fd) || rename(tmp, path))) {
            snprintf(err, n, "cannot write %s", path);
            rc = -1;
        }
        if (fd >= 0) close(fd);
        if (rc) unlink(tmp);
    }
    if (!rc && stats) *stats = e.st;
    bview_free(bv, f.cs ? &f.c : NULL);
    frame_close(&f);
    free(e.pending), free(e.cur), free(e.shown), free(e.idx), free(e.r), free(e.g), free(e.b);
    return rc;
}
