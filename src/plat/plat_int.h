/* What the seam's own files share (src/plat/common with posix and win32). */
#ifndef PLAT_INT_H
#define PLAT_INT_H

#include "plat/plat.h"

/* rc of a call that changed path, passed through: the change hook
 * (plat_set_change_hook) hears of a success; errno is kept. */
int plat_changed(int rc, const char *path);

#endif
