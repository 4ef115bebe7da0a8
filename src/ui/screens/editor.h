/* The position editor (editor_screen_new; nav.h opens it as NAV_EDITOR
 * with .session, borrowed: it starts from that game's current position and
 * never changes it). Pieces of any player are placed and removed on the
 * board, the side to move and the phase set; the game's level validation
 * judges the position at every change; it is played as a new game (against
 * the AI or hot-seat) or saved as a level file in the data folder's
 * levels/<game>/. Its items and state, for tests. */
#ifndef EDITOR_H
#define EDITOR_H

#include "core/editpos.h"
#include "core/session.h"
#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

enum { ED_TO_MOVE, ED_PHASE, ED_CLEAR, ED_PLAY_AI, ED_PLAY_HOT, ED_ANALYSE, ED_SAVE, ED_BACK, ED_ITEMS };

screen_t *editor_screen_new(ui_t *ui, session_t *s);
int editor_screen_is(const screen_t *s);
/* Where item i is (w 0 when the game does not show it: a phase row for a
 * game without phases). */
canvas_rect_t editor_item_rect(const ui_t *ui, const screen_t *s, int i);
/* The position being edited (tests change it as clicks would). */
editpos_t *editor_pos(screen_t *s);
/* Re-checks after a change made through editor_pos. */
void editor_changed(screen_t *s);
/* The line under the panel: "Legal position ..." or why not. */
const char *editor_message(const screen_t *s);
int editor_legal(const screen_t *s);
/* The note over the buttons: a level saved, or why a game did not start. */
const char *editor_note(const screen_t *s);
/* The last level file written ("" none). */
const char *editor_last_file(const screen_t *s);

#endif
