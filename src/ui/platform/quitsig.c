/* The quit signals: see quitsig.h. */
#include "ui/platform/quitsig.h"

#include <signal.h>

#include "plat/plat.h"

/* The one mutable global here, and it cannot be otherwise: a signal
 * handler gets no context pointer, and all it may safely do is store to
 * a volatile sig_atomic_t (C11 7.14.1.1); the main loop reads it once a
 * frame. SDL_PushEvent from the handler would take SDL's queue lock, not
 * safe in a handler. */
static volatile sig_atomic_t caught;

static void on_signal(int sig) { caught = sig; }

/* SIGHUP, SIGTERM, SIGINT (Windows: Ctrl+C, the console closed); the
 * second request ends the process as it would have (plat.h). */
void quitsig_install(void) { plat_on_quit_request(on_signal); }

int quitsig_caught(void) { return (int)caught; }
