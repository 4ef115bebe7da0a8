/* The seam's change hook (plat.h), the same on every system: each side's
 * rename, link, unlink and rmdir report through plat_changed. */
#include "plat/plat_int.h"

#include <errno.h>

/* Set once before threads start (plat_set_change_hook). */
static plat_change_fn change_hook;

void plat_set_change_hook(plat_change_fn fn) { change_hook = fn; }

int plat_changed(int rc, const char *path)
{
    if (rc == 0 && change_hook) {
        int e = errno;
        change_hook(path);
        errno = e;
    }
    return rc;
}
