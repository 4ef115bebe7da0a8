#include "core/paths.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

static int xdg(const char *var, const char *fallback, char *buf, size_t n)
{
    const char *v = getenv(var);
    int k;
    /* XDG: a relative path in the variable is invalid and must be ignored. */
    if (v && v[0] == '/') {
        k = snprintf(buf, n, "%s/hexarcade", v);
    } else {
        const char *home = getenv("HOME");
        if (!home || !*home) return -1;
        k = snprintf(buf, n, "%s/%s/hexarcade", home, fallback);
    }
    return k > 0 && (size_t)k < n ? 0 : -1;
}

int paths_config_dir(char *buf, size_t n) { return xdg("XDG_CONFIG_HOME", ".config", buf, n); }
int paths_data_dir(char *buf, size_t n) { return xdg("XDG_DATA_HOME", ".local/share", buf, n); }

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
