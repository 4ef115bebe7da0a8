/* The saves screen (saves_screen_new; nav.h opens it): its rows, for tests.
 * Saving, row 0 is "New save" (a name typed in); loading, row 0 is the
 * autosave when there is one; the named slots follow, newest first. */
#ifndef SAVES_SCREEN_H
#define SAVES_SCREEN_H

#include "ui/platform/canvas.h"
#include "core/saves.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

#define SAVES_MAX_ROWS 200

/* saving = 1: pick a slot to write s; 0: pick a save to load (nav.h
 * opens it). */
screen_t *saves_screen_new(ui_t *ui, int saving, session_t *s);

int saves_rows(const screen_t *s);
int saves_selected(const screen_t *s);
/* The save a row shows (NULL for "New save"). */
const save_info_t *saves_row_info(const screen_t *s, int row);
/* The name typed for a new save. */
const char *saves_entry_name(const screen_t *s);
canvas_rect_t saves_row_rect(const screen_t *s, const ui_t *ui, int row);
/* 0: Load/Save, 1: Delete. */
canvas_rect_t saves_button_rect(const ui_t *ui, int which);

#endif
