/* The quit signals: see quitsig.h. */
#include "ui/platform/quitsig.h"

#include <signal.h>
#include <string.h>

/* The one mutable global here, and it cannot be otherwise: a signal
 * handler gets no context pointer, and all it may safely do is store to
 * a volatile sig_atomic_t (C11 7.14.1.1); the main loop reads it once a
 * frame. SDL_PushEvent from the handler would take SDL's queue lock, not
 * safe in a handler. */
static volatile sig_atomic_t caught;

static void on_signal(int sig) { caught = sig; }

void quitsig_install(void)
{
    static const int sigs[] = {SIGHUP, SIGTERM, SIGINT};
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    /* No SA_RESTART: a wait in the main loop ends at once. SA_RESETHAND:
     * the second signal ends the process as it would have. */
    sa.sa_flags = SA_RESETHAND;
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) sigaction(sigs[i], &sa, NULL);
}

int quitsig_caught(void) { return (int)caught; }
