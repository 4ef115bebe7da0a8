/* Is there a graphics device (see gpu.h)? */
#include "ui/platform/gpu.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#if defined(__linux__)
#include <dirent.h>
#endif

int gpu_present_in(const char *dev)
{
#if defined(__linux__)
    char path[512];
    struct stat st;
    if (snprintf(path, sizeof path, "%s", dev) >= (int)sizeof path || stat(path, &st) || !S_ISDIR(st.st_mode))
        return 1;
    if (snprintf(path, sizeof path, "%s/nvidia0", dev) < (int)sizeof path && stat(path, &st) == 0) return 1;
    if (snprintf(path, sizeof path, "%s/dri", dev) >= (int)sizeof path) return 1;
    DIR *d = opendir(path);
    if (!d) return 0;
    int found = 0;
    struct dirent *e;
    while (!found && (e = readdir(d)) != NULL)
        found = !strncmp(e->d_name, "card", 4) || !strncmp(e->d_name, "renderD", 7);
    closedir(d);
    return found;
#else
    (void)dev;
    return 1;
#endif
}

int gpu_present(void) { return gpu_present_in("/dev"); }
