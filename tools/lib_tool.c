#include "lib_tool.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/version.h"
#include "plat/plat.h"

int tool_version_option(const char *arg, const char *argv0)
{
    if (strcmp(arg, "--version")) return 0;
    const char *name = argv0 && *argv0 ? argv0 : "hexarcade-tool";
    const char *slash = strrchr(name, '/');
    printf("%s (Hexarcade) %s\n", slash ? slash + 1 : name, HEXARCADE_VERSION);
    return 1;
}

double tool_now(void) { return plat_now(); }

long tool_playout(const game_t *g, void *st, rng_t *rng, long cap)
{
    return game_playout(g, st, rng, cap);
}
