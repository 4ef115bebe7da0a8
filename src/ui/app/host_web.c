/* The browser's host: one turn of the app per animation frame
 * (emscripten_set_main_loop), so that the page keeps drawing and
 * answering; the turn's wait is left to the browser's frame rate. The user's
 * files live in IndexedDB: the page mounts it over $HOME (IDBFS) and loads
 * it before main; each change to a file is copied back (host_prepare's
 * hook). A file the page is given (its file input, a drop, a paste) comes
 * in as a file dropped on the desktop's window; a PNG or GIF exported, a
 * record copied and a game saved go out as downloads (host_out.h). The one file that knows it runs in a browser. */
#include <SDL.h>
#include <emscripten.h>
#ifdef __EMSCRIPTEN_PTHREADS__
#include <emscripten/threading.h>
#else
#include "ai/ai_pool_fiber.h"
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "plat/plat.h"
#include "ui/app/host.h"
#include "ui/app/host_out.h"

/* The frames' starts kept to tell the browser's frame rate by. */
#define FRAMES 16

typedef struct {
    app_t *app;
    host_end_fn end;
    void *ctx;
    double starts[FRAMES];  /* emscripten_get_now ms of the last turns, a ring */
    unsigned long nstarts;
    double deadline;        /* the AI's time ends here at the soonest (without threads) */
    double cost;            /* the last turn's length, ms */
    int feeding;            /* its time is asked for (emscripten_async_call) */
} host_web_t;

/* On the page's main thread, where the JavaScript side of the files
 * lives: the page copies the in-memory files to IndexedDB
 * (hexarcadeStore in index.html, one copy at a time; a refused store is
 * said on screen). */
static void store(void)
{
    emscripten_run_script("Module.hexarcadeStore && Module.hexarcadeStore()");
}

/* The file at path to the person as a download (the page's files are out
 * of their reach), on the main thread. */
static void offer(const char *path)
{
    /* The path as a JavaScript string: our own names, escaped anyway. */
    char js[2048];
    size_t k = (size_t)snprintf(js, sizeof js, "Module.hexarcadeDownload && Module.hexarcadeDownload(\"");
    for (const unsigned char *c = (const unsigned char *)path; *c && k + 16 < sizeof js; c++) {
        if (*c < 0x20 || *c == '"' || *c == '\\') k += (size_t)snprintf(js + k, sizeof js - k, "\\u%04x", *c);
        else js[k++] = (char)*c;
    }
    snprintf(js + k, sizeof js - k, "\")");
    emscripten_run_script(js);
}

/* A picture exported (frame_shot_path: DATA/screenshots/GAME-STAMP.png
 * or .gif) goes out as well. path: malloc'd, freed here. */
static void download(int arg)
{
    char *path = (char *)(intptr_t)arg;
    offer(path);
    free(path);
}

static int exported(const char *path)
{
    const char *base = strrchr(path, '/');
    const char *dot = base ? strrchr(base, '.') : NULL;
    if (!base || !dot || base - path < 12 || strncmp(base - 12, "/screenshots", 12)) return 0;
    return !strcmp(dot, ".png") || !strcmp(dot, ".gif");
}

/* A file was made, replaced or removed, on any thread (EM_ASM would
 * need GNU C; this is C11). */
static void file_changed(const char *path)
{
    char *copy = exported(path) ? strdup(path) : NULL;
#ifdef __EMSCRIPTEN_PTHREADS__
    emscripten_async_run_in_main_runtime_thread(EM_FUNC_SIG_V, store);
    if (copy) emscripten_async_run_in_main_runtime_thread(EM_FUNC_SIG_VI, download, (int)(intptr_t)copy);
#else
    /* The page without threads (make web's second form): every call is on
     * the main thread already. */
    store();
    if (copy) download((int)(intptr_t)copy);
#endif
}

/* Called by the page (index.html) once it has written a file it was given
 * at path: the app imports it as a file dropped on the window
 * (SDL_DROPFILE: a save, or another site's record), the same way and
 * with the same messages as on the desktop. 0, or -1 when the event
 * could not be queued. */
EMSCRIPTEN_KEEPALIVE int host_web_open(const char *path)
{
    SDL_Event e = {0};
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(path);
    if (!e.drop.file) return -1;
    if (SDL_PushEvent(&e) == 1) return 0;
    SDL_free(e.drop.file);
    return -1;
}

/* Where the texts handed out are written: the page's memory, not
 * IndexedDB (the download is the copy that is kept). */
#define OUT_DIR "/tmp/hexarcade-out"

/* Called on the main thread (the app's turn). */
int host_out_text(const char *name, const char *text, char *err, size_t errlen)
{
    char path[512];
    if (!*name || strchr(name, '/') || snprintf(path, sizeof path, "%s/%s", OUT_DIR, name) >= (int)sizeof path) {
        snprintf(err, errlen, "cannot download '%.100s': not a plain file name", name);
        return -1;
    }
    if (fileio_mkdirs(OUT_DIR) != 0) {
        snprintf(err, errlen, "%s: cannot make the folder for the download", OUT_DIR);
        return -1;
    }
    if (fileio_write_atomic_nosync(path, text, strlen(text), err, errlen)) return -1;
    offer(path);
    return 1;
}

int host_out_file(const char *path, char *err, size_t errlen)
{
    if (!fileio_exists(path)) {
        snprintf(err, errlen, "%s: cannot download: it is not there", path);
        return -1;
    }
    offer(path);
    return 1;
}

void host_prepare(void)
{
    plat_set_change_hook(file_changed);
}

#ifndef __EMSCRIPTEN_PTHREADS__
/* The page without threads: the AI's fibers get the rest of each frame,
 * after it went up. Between two frames the browser needs time of its own
 * (MARGIN_MS: with 4 ms, frames on a loaded two-core machine came every
 * other display frame); the frame's length is the median of the last few
 * (the display's rate, 16.7 ms at 60 Hz: the shortest was an early frame
 * after a late one, and left the AI next to nothing). A turn that took
 * the whole frame (drawing a new screen) still leaves the AI as long
 * again (at most SHARE_MOST_MS): it gets at least half of the time, the
 * page never all of it. */
#define MARGIN_MS 6.0
#define FRAME_LEAST_MS 8.0
#define FRAME_MOST_MS 50.0
#define SHARE_MOST_MS 50.0

static void feed(void *arg)
{
    host_web_t *h = arg;
    double now = emscripten_get_now(), share = h->cost < SHARE_MOST_MS ? h->cost : SHARE_MOST_MS;
    h->feeding = 0;
    ai_pool_fiber_run_until(h->deadline > now + share ? h->deadline : now + share);
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void give_rest(host_web_t *h, double start)
{
    double d[FRAMES], frame = FRAME_MOST_MS;
    int n = h->nstarts < FRAMES ? (int)h->nstarts : FRAMES, k = 0;
    for (int i = 1; i < n; i++) d[k++] = h->starts[(h->nstarts - i) % FRAMES] - h->starts[(h->nstarts - i - 1) % FRAMES];
    if (k > 0) {
        qsort(d, (size_t)k, sizeof d[0], by_value);
        frame = d[k / 2] < FRAME_LEAST_MS ? FRAME_LEAST_MS : d[k / 2] > FRAME_MOST_MS ? FRAME_MOST_MS : d[k / 2];
    }
    h->deadline = start + frame - MARGIN_MS;
    h->cost = emscripten_get_now() - start;
    if (h->feeding || !ai_pool_fiber_busy()) return;
    /* A task of its own (setTimeout 0): the frame is committed first. */
    h->feeding = 1;
    emscripten_async_call(feed, h, 0);
}
#endif

static void turn(void *arg)
{
    host_web_t *h = arg;
    app_wait_t w;
    double start = emscripten_get_now();
    h->starts[h->nstarts++ % FRAMES] = start;
    if (!app_turn(h->app, &w)) {
#ifndef __EMSCRIPTEN_PTHREADS__
        give_rest(h, start);
#endif
        return;
    }
    emscripten_cancel_main_loop();
    h->end(h->ctx, app_status(h->app));
    emscripten_force_exit(app_status(h->app));
}

void host_run(app_t *a, host_end_fn end, void *ctx)
{
    /* On the heap for the page's life: main's frame is left here
     * (simulate_infinite_loop; emscripten keeps its locals, which ctx
     * points at, but not a frame of this function's). */
    host_web_t *h = malloc(sizeof *h);
    if (!h) {
        end(ctx, 1);
        return;
    }
    *h = (host_web_t){.app = a, .end = end, .ctx = ctx};
#ifndef __EMSCRIPTEN_PTHREADS__
    ai_pool_fiber_host();
#endif
    /* 0: the browser's own rate (requestAnimationFrame); 1: main does not
     * go on past this call. */
    emscripten_set_main_loop_arg(turn, h, 0, 1);
}
