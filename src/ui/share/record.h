/* Sharing a game as text: the record (the save text, which imports back
 * whole) or just its move list, through the system clipboard; importing a
 * game from the clipboard's text or from a file. A bad text is refused with
 * a message and changes nothing. */
#ifndef SHARE_RECORD_H
#define SHARE_RECORD_H

#include <stddef.h>

#include "core/session.h"

/* "# Zumo, size 6, 2 players: 20 moves\n1. J11\n2. ..." (heap; NULL when
 * out of memory): the moves in effect, one per line, numbered. */
char *record_moves_text(const session_t *s);
/* Puts the save text (moves_only: the move list) on the clipboard: 0 with
 * what was copied in msg ("Copied the game record (20 moves)"), or -1 with
 * a message. Needs SDL's video (any driver). Where the clipboard is not the
 * system's (a browser), the text also goes out as a download
 * GAME-STAMP-record.txt (-moves, -abstractplay, -littlegolem: host_out.h). */
int record_copy(const session_t *s, int moves_only, char *msg, size_t n);
/* Copies the moves in effect for another site (core/foreign.h): in
 * AbstractPlay's notation, one round a line ("1. e3 c4"), or with lg a
 * Little Golem text. 0, or -1 with the reason (a game the site has not). */
int record_copy_site(const session_t *s, int lg, char *msg, size_t n);
/* A game from text (a save's, an AbstractPlay record or archive, whose
 * newest game is taken, or a Little Golem text: core/foreign.h): the
 * session, or NULL with a message. */
session_t *record_import_text(const char *name, const char *text, const char *data_dir, char *err, size_t n);
/* A game from the clipboard: its text is a save, or names a save file (a
 * path or a file:// address, as file managers copy one). */
session_t *record_import_clipboard(const char *data_dir, char *err, size_t n);
/* The text of a record of another site on the clipboard (the text, or the
 * file it names), heap; NULL when it holds none (then a save, or nothing). */
char *record_clipboard_foreign(void);
/* The note of an import from `from` ("the clipboard"): the site, players
 * and result of a record of another site, else the count of moves. */
void record_import_note(const session_t *s, const char *from, char *buf, size_t n);

#endif
