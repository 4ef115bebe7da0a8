/* The browser's host: one turn of the app per animation frame
 * (emscripten_set_main_loop), so that the page keeps drawing and
 * answering; the turn's wait is left to the browser's frame rate. The one
 * file that knows it runs in a browser. */
#include <emscripten.h>
#include <stdlib.h>

#include "ui/app/host.h"

typedef struct {
    app_t *app;
    host_end_fn end;
    void *ctx;
} host_web_t;

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
