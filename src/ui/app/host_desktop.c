/* The desktop's host: the app owns the loop (app_run). */
#include "ui/app/host.h"

void host_prepare(void) {}

void host_run(app_t *a, host_end_fn end, void *ctx)
{
    end(ctx, app_run(a));
}
