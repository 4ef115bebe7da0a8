/* SIGHUP (the terminal closed), SIGTERM (a shutdown, kill) and SIGINT
 * (Ctrl+C) end the client as a quit does: the main loop sees the request
 * and leaves, every screen closes, the game open is autosaved. A second
 * one of them ends the process at once (a quit that hangs). */
#ifndef QUITSIG_H
#define QUITSIG_H

/* Installs the handlers (over SDL's own for SIGINT and SIGTERM, which
 * miss SIGHUP): call after SDL_Init. */
void quitsig_install(void);
/* The number of the signal caught, 0 while none was. */
int quitsig_caught(void);

#endif
