/* The import screen: the games of a record of another site (an
 * AbstractPlay record or archive, a Little Golem text: core/foreign.h),
 * newest first with their players, date and result, and where to open the
 * chosen one: play on from its end, its review, or the analysis board. */
#ifndef IMPORT_SCREEN_H
#define IMPORT_SCREEN_H

#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

#define IMPORT_ROWS 7 /* game rows shown at once (an archive scrolls) */
enum { IMPORT_PLAY, IMPORT_REVIEW, IMPORT_ANALYSIS, IMPORT_BACK, IMPORT_ACTIONS };

/* From the record's text (copied; name for messages). NULL with a message
 * in err when it holds no game Hexarcade can open. */
screen_t *import_screen_new(ui_t *ui, const char *name, const char *text, char *err, size_t errlen);

/* For tests: the games listed, the chosen one, the rectangle of game row i
 * (-1: not shown) and of action a, and the note shown. */
int import_count(const screen_t *s);
int import_chosen(const screen_t *s);
canvas_rect_t import_action_rect(const ui_t *ui, const screen_t *s, int a);
canvas_rect_t import_row_rect(const ui_t *ui, const screen_t *s, int i);
const char *import_row_text(const screen_t *s, int i);
const char *import_note(const screen_t *s);

#endif
