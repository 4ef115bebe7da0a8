/* What the demonstration, tutorial and attract screens share: the layout
 * of a board beside a side panel, transport icons drawn as shapes (no font
 * glyphs needed), icon buttons, text blocks and the board view's set-up
 * from the settings. No SDL. */
#ifndef DEMO_UI_H
#define DEMO_UI_H

#include "ui/board/bview.h"
#include "draw/canvas.h"
#include "ui/platform/ui.h"

/* The board on the left, the panel on the right, key hints under the
 * board (output pixels). */
typedef struct {
    float sc;
    canvas_rect_t board, panel;
    float footer_y;
} demo_ui_layout_t;

void demo_ui_layout(const ui_t *ui, float panel_w, demo_ui_layout_t *L);

typedef enum {
    DEMO_ICON_FIRST,   /* |<  back to the start */
    DEMO_ICON_BACK,    /* <   one step back */
    DEMO_ICON_PLAY,    /* >   play */
    DEMO_ICON_PAUSE,   /* ||  pause */
    DEMO_ICON_STEP,    /* >|  one step on */
    DEMO_ICON_NEXT,    /* >>| the next demonstration */
    DEMO_ICON_NONE
} demo_icon_t;

/* An icon of height size centred on (cx, cy). */
void demo_ui_icon(canvas_t *c, demo_icon_t icon, float cx, float cy, float size, canvas_colour_t col);
/* A round button with an icon, or a label when icon is DEMO_ICON_NONE. */
void demo_ui_button(canvas_t *c, const ui_t *ui, canvas_rect_t r, demo_icon_t icon, const char *label,
                    canvas_colour_t accent, float hl, int primary, int enabled);
/* Word-wrapped text from (x, y) down, at most maxlines lines (the last cut
 * with an ellipsis); returns the height used. */
float demo_ui_text(canvas_t *c, const canvas_text_t *t, float x, float y, float w, float line_h,
                   const char *text, int maxlines);
/* The dark play-screen background. */
void demo_ui_background(canvas_t *c, const ui_t *ui);
/* A row of page dots centred in r: done ones filled, the current one lit. */
void demo_ui_dots(canvas_t *c, const ui_t *ui, canvas_rect_t r, int n, int cur, canvas_colour_t accent);
/* The board view's options from the client's settings (coordinates,
 * orientation, palette, animation speed times factor). */
void demo_ui_view_opts(const ui_t *ui, bview_t *bv, float speed_factor);

#endif
