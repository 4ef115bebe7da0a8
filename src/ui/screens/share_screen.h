/* The share menu (share_screen_new; nav.h opens it as NAV_SHARE over the
 * play screen): copy the game record or the move list, import a game from
 * the clipboard, save a PNG of the board, export an animated GIF of a
 * range of moves at a speed and size. Its items, for tests. */
#ifndef SHARE_SCREEN_H
#define SHARE_SCREEN_H

#include "core/session.h"
#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

enum {
    SHARE_COPY_RECORD, SHARE_COPY_MOVES, SHARE_COPY_AP, SHARE_COPY_LG, SHARE_IMPORT, SHARE_PNG,
    SHARE_GIF_FROM, SHARE_GIF_TO, SHARE_GIF_SPEED, SHARE_GIF_SIZE, SHARE_GIF,
    SHARE_BACK, SHARE_ITEMS
};

/* Over the play screen of s (borrowed). */
screen_t *share_screen_new(ui_t *ui, session_t *s);
canvas_rect_t share_item_rect(const ui_t *ui, int i);
/* The last file written ("" none) and the note shown now, for tests. */
const char *share_last_file(const screen_t *s);
const char *share_note(const screen_t *s);

#endif
