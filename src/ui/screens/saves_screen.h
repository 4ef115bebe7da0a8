/* The saves screen (saves_screen_new; nav.h opens it): its rows, for tests.
 * Saving, row 0 is "New save" (a name typed in), the named slots follow.
 * Loading, three sections, each under a heading row: the unfinished games
 * (their autosaves, newest first), the named saves, the finished games. A
 * damaged file is listed where it lies, with its path, and left alone. */
#ifndef SAVES_SCREEN_H
#define SAVES_SCREEN_H

#include "draw/canvas.h"
#include "core/saves.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* Sections of the list (loading). */
enum { SAVES_SEC_NEW = -1, SAVES_SEC_UNFINISHED, SAVES_SEC_SAVED, SAVES_SEC_FINISHED, SAVES_SECTIONS };

/* saving = 1: pick a slot to write s; 0: pick a save to load (nav.h
 * opens it). */
screen_t *saves_screen_new(ui_t *ui, int saving, session_t *s);

int saves_rows(const screen_t *s);
int saves_selected(const screen_t *s);
/* The save a row shows (NULL for "New save" and for headings). */
const save_info_t *saves_row_info(const screen_t *s, int row);
/* The section of a row (SAVES_SEC_NEW for "New save"). */
int saves_row_section(const screen_t *s, int row);
/* 1 for a section's heading row. */
int saves_row_is_heading(const screen_t *s, int row);
/* The counts the screen shows under its title ("" for other screens). */
const char *saves_screen_summary(const screen_t *s);
/* The small board picture of a row (NULL until made; kept, not remade). */
const void *saves_row_picture(const screen_t *s, int row);
/* The name typed for a new save. */
const char *saves_entry_name(const screen_t *s);
canvas_rect_t saves_row_rect(const screen_t *s, const ui_t *ui, int row);
/* 0: Load/Save, 1: Delete. */
canvas_rect_t saves_button_rect(const ui_t *ui, int which);

#endif
