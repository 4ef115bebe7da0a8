#include "core/paths.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "plat/plat.h"

/* The platform's places (plat.h): XDG on Linux, %APPDATA% on Windows. */
int paths_config_dir(char *buf, size_t n) { return plat_config_dir(buf, n); }
int paths_data_dir(char *buf, size_t n) { return plat_data_dir(buf, n); }

int paths_file(const char *dir, const char *name, char *buf, size_t n, char *err, size_t errlen)
{
    if (fileio_mkdirs(dir) != 0) {
        snprintf(err, errlen, "cannot create %s: %s", dir, strerror(errno));
        return -1;
    }
    int k = snprintf(buf, n, "%s/%s", dir, name);
    if (k < 0 || (size_t)k >= n) {
        snprintf(err, errlen, "path too long: %s/%s", dir, name);
        return -1;
    }
    return 0;
}
