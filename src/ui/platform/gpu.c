/* Is there a graphics device (see gpu.h)? */
#include "ui/platform/gpu.h"

#include <stdio.h>
#include <string.h>

#include "plat/plat.h"

int gpu_present_in(const char *dev)
{
    char path[512];
    plat_stat_t st;
    if (snprintf(path, sizeof path, "%s", dev) >= (int)sizeof path || plat_stat(path, &st) || st.kind != PLAT_DIR)
        return 1;
    if (snprintf(path, sizeof path, "%s/nvidia0", dev) < (int)sizeof path && plat_stat(path, &st) == 0) return 1;
    if (snprintf(path, sizeof path, "%s/dri", dev) >= (int)sizeof path) return 1;
    plat_dir_t *d = plat_dir_open(path);
    if (!d) return 0;
    int found = 0;
    const char *name;
    while (!found && (name = plat_dir_next(d)) != NULL)
        found = !strncmp(name, "card", 4) || !strncmp(name, "renderD", 7);
    plat_dir_close(d);
    return found;
}

/* Where the system has no device folder to tell by (Windows, macOS), a
 * GPU is assumed. */
int gpu_present(void)
{
    const char *dev = plat_device_dir();
    return dev ? gpu_present_in(dev) : 1;
}
