/* Whole folders: see fstree.h. */
#include "core/fstree.h"

#include <errno.h>
#include <stdio.h>

#include "plat/plat.h"

int fstree_remove(const char *path, int self)
{
    int rc = 0, e = 0;
    plat_dir_t *d = plat_dir_open(path);
    if (!d) return -1;
    for (const char *name; (name = plat_dir_next(d));) {
        char sub[4096];
        plat_stat_t st;
        if (snprintf(sub, sizeof sub, "%s/%s", path, name) >= (int)sizeof sub) {
            rc = -1, e = ENAMETOOLONG;
            continue;
        }
        /* lstat: a link to a folder is removed as a name, not walked. */
        int gone = plat_lstat(sub, &st) == 0 && st.kind == PLAT_DIR ? fstree_remove(sub, 1) : plat_unlink(sub);
        if (gone != 0) rc = -1, e = errno;
    }
    plat_dir_close(d);
    if (self && plat_rmdir(path) != 0) rc = -1, e = errno;
    if (rc) errno = e;
    return rc;
}
