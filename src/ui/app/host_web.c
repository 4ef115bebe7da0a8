/* The browser's host: one turn of the app per animation frame
 * (emscripten_set_main_loop), so that the page keeps drawing and
 * answering; the turn's wait is left to the browser's frame rate. The user's
 * files live in IndexedDB: the page mounts it over $HOME (IDBFS) and loads
 * it before main; each change to a file is copied back (host_prepare's
 * hook). The one file that knows it runs in a browser. */
#include <emscripten.h>
#include <emscripten/threading.h>
#include <stdlib.h>

#include "plat/plat.h"
#include "ui/app/host.h"

typedef struct {
    app_t *app;
    host_end_fn end;
    void *ctx;
} host_web_t;

/* On the page's main thread, where the JavaScript side of the files
 * lives: the page copies the in-memory files to IndexedDB
 * (hexarcadeStore in index.html, one copy at a time; a refused store is
 * said on screen). */
static void store(void)
{
    emscripten_run_script("Module.hexarcadeStore && Module.hexarcadeStore()");
}

/* A file was made, replaced or removed, on any thread (EM_ASM would
 * need GNU C; this is C11). */
static void file_changed(const char *path)
{
    (void)path;
    emscripten_async_run_in_main_runtime_thread(EM_FUNC_SIG_V, store);
}

void host_prepare(void)
{
    plat_set_change_hook(file_changed);
}

static void turn(void *arg)
{
    host_web_t *h = arg;
    app_wait_t w;
    if (!app_turn(h->app, &w)) return;
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
    *h = (host_web_t){a, end, ctx};
    /* 0: the browser's own rate (requestAnimationFrame); 1: main does not
     * go on past this call. */
    emscripten_set_main_loop_arg(turn, h, 0, 1);
}
