/* Preloaded into the client by tests/suite_killsave.sh (LD_PRELOAD): the
 * KILLAT_WHEN-th call of rename, renameat, renameat2, link or linkat (all
 * threads counted together) kills the process with SIGKILL before the call
 * is made. That is a kill inside a write: the writer's temporary is whole,
 * the file it was to replace not yet replaced.
 *
 * strace -e inject=...:signal=KILL did this before, but it stops the client
 * at every system call it makes (without --seccomp-bpf, whose signal
 * injection strace 6.1 does not carry out): a traced client cost two to
 * three times the processor time of an untraced one. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>

static atomic_int calls;

/* Whether this call is the one to die at. */
static void maybe_die(void)
{
    const char *w = getenv("KILLAT_WHEN");
    int when = w ? atoi(w) : 0;
    if (when > 0 && atomic_fetch_add(&calls, 1) + 1 == when) raise(SIGKILL);
}

#define NEXT(name, type) ((type)dlsym(RTLD_NEXT, name))

int rename(const char *from, const char *to)
{
    maybe_die();
    return NEXT("rename", int (*)(const char *, const char *))(from, to);
}

int renameat(int fd1, const char *from, int fd2, const char *to)
{
    maybe_die();
    return NEXT("renameat", int (*)(int, const char *, int, const char *))(fd1, from, fd2, to);
}

int renameat2(int fd1, const char *from, int fd2, const char *to, unsigned int flags)
{
    maybe_die();
    return NEXT("renameat2", int (*)(int, const char *, int, const char *, unsigned int))(fd1, from, fd2, to,
                                                                                          flags);
}

int link(const char *from, const char *to)
{
    maybe_die();
    return NEXT("link", int (*)(const char *, const char *))(from, to);
}

int linkat(int fd1, const char *from, int fd2, const char *to, int flags)
{
    maybe_die();
    return NEXT("linkat", int (*)(int, const char *, int, const char *, int))(fd1, from, fd2, to, flags);
}
