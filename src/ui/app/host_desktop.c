/* The desktop's host: the app owns the loop (app_run). */
#include "ui/app/host.h"
#include "ui/app/host_out.h"

void host_prepare(void) {}

void host_run(app_t *a, host_end_fn end, void *ctx)
{
    end(ctx, app_run(a));
}

/* The clipboard and the save folders are the person's own here. */
int host_out_text(const char *name, const char *text, char *err, size_t errlen)
{
    (void)name, (void)text, (void)err, (void)errlen;
    return 0;
}

int host_out_file(const char *path, char *err, size_t errlen)
{
    (void)path, (void)err, (void)errlen;
    return 0;
}
