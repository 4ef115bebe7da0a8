/* The look the menu screens share with the title (no SDL): the 16:9 design
 * box, the backdrop, headings, cards, buttons, value rows with arrows, a
 * message toast and the key-hint footer; plus the small input helpers every
 * menu needs (hover that waits for the pointer to really move, highlight
 * easing, the menu sound).
 *
 * Layout is in design pixels (1280x720) mapped into the centred 16:9 box of
 * the output: menu_r(ui, x, y, w, h). Hit testing uses the same rectangles,
 * so event handlers and renderers agree without a canvas. */
#ifndef MENU_H
#define MENU_H

#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

#define MENU_FOOTER_Y 686.0f
#define MENU_MAX_ITEMS 32

/* Design rectangle -> output pixels. */
canvas_rect_t menu_r(const ui_t *ui, float x, float y, float w, float h);
float menu_x(const ui_t *ui, float x);
float menu_y(const ui_t *ui, float y);

/* A text style: face, size in design pixels (scaled), alignment, colour. */
canvas_text_t menu_font(const ui_t *ui, canvas_face_t face, float size, int align, canvas_colour_t col);

/* The moving hex backdrop (hexbg) with a veil so panels read clearly. */
void menu_backdrop(canvas_t *c, const ui_t *ui, double now);
/* The heading of a screen: a neon title at the top left, a kicker line
 * above it in the accent ("ZUMO"), and a subtitle to the right. */
void menu_heading(canvas_t *c, const ui_t *ui, const char *kicker, const char *title,
                  const char *subtitle, canvas_colour_t accent);
/* A panel: shadow, navy gradient, top sheen, edge; hl (0..1) mixes in the
 * accent and a glow. */
void menu_card(canvas_t *c, const ui_t *ui, canvas_rect_t r, canvas_colour_t accent, float hl);
/* A plain inset panel (the frame of a board preview or a text block). */
void menu_panel(canvas_t *c, const ui_t *ui, canvas_rect_t r);

typedef enum { MENU_BTN_NORMAL, MENU_BTN_PRIMARY, MENU_BTN_DANGER } menu_btn_style_t;
/* A button: label centred; hl 0..1 the focus; disabled ones are dim. */
void menu_button(canvas_t *c, const ui_t *ui, canvas_rect_t r, const char *label, canvas_colour_t accent,
                 float hl, menu_btn_style_t style, int enabled);

/* A row "label ... < value >": the label at the left (with an optional
 * colour swatch), the value centred between two arrows at the right. */
typedef struct {
    const char *label;
    const char *value;
    int has_swatch;
    canvas_colour_t swatch;
    int can_left, can_right;  /* arrows shown bright when the value can move */
    float fill;               /* >= 0: a slider bar under the value (0..1); < 0 none */
} menu_row_t;
void menu_value_row(canvas_t *c, const ui_t *ui, canvas_rect_t r, const menu_row_t *row,
                    canvas_colour_t accent, float hl);
/* The arrow buttons of a value row (hit testing). */
void menu_row_arrows(const ui_t *ui, canvas_rect_t r, canvas_rect_t *left, canvas_rect_t *right);

/* A message in a rounded bar centred at design y (kind 0 info, 1 warning). */
void menu_toast(canvas_t *c, const ui_t *ui, float y, const char *text, int kind, float alpha);
/* A message shown for a while: taken from the client's message (which is
 * then cleared) or set by the screen; drawn as a toast that fades out
 * after `seconds` (0: stays). */
typedef struct {
    char text[256];
    int kind;            /* 0 news, 1 a problem */
    double since;        /* ui->time when it appeared */
    double seconds;
} menu_note_t;
void menu_note_set(menu_note_t *n, const ui_t *ui, const char *text, int problem, double seconds);
/* Takes ui->client->message if there is one; returns 1 when it did. */
int menu_note_take(menu_note_t *n, ui_t *ui, double seconds);
void menu_note_draw(canvas_t *c, const ui_t *ui, const menu_note_t *n, float y);
/* Whether the note is fading in or out now (a screen then moves). */
int menu_note_changing(const menu_note_t *n, const ui_t *ui);
/* The footer of key hints. */
void menu_footer(canvas_t *c, const ui_t *ui, const char *const *keys, const char *const *labels, int n);
/* Covers what lies under an overlay's key hints (the game's own bar) from
 * design y down: a fade of `fade` design pixels, then solid. One fill with
 * a gradient to the bottom did not hide it: gradients are interpolated
 * between a shape's corners, so half-way down it was still see-through. */
void menu_footer_cover(canvas_t *c, const ui_t *ui, float y, float fade, float opacity);
/* Wrapped text in a box; returns the height used (output pixels). */
float menu_paragraph(canvas_t *c, const canvas_text_t *t, float x, float y, float w, float line_h,
                     const char *text, int maxlines);

/* Pointer hover that ignores a pointer resting where the screen opened:
 * returns 1 once it has moved a few pixels since it was first seen. */
typedef struct {
    int seen, moved;
    float x, y;
} menu_ptr_t;
int menu_ptr_moved(menu_ptr_t *p, const ui_event_t *ev);

/* Highlight easing: hl[i] approaches 1 for i == sel and 0 otherwise; prev
 * keeps the last step for blending. */
void menu_hl_step(float *hl, float *prev, int n, int sel, double dt);
/* Whether any of the n highlights is still easing. */
int menu_hl_easing(const float *hl, const float *prev, int n);
/* A menu's motion (screen.h): moving while something of its own moves
 * (`moving`: an entrance, a highlight easing, a note fading, a diagram's
 * move), else ambient: only the backdrop drifts, drawn at a low rate. */
screen_motion_t menu_motion(int moving);
/* The rows of a form coming in one after another (set-up, settings): row
 * `row`'s share of its entrance at `age` seconds, 0..1; and whether any of
 * n rows is still coming in. */
float menu_row_entrance(float age, int row);
int menu_rows_entering(double age, int n);
static inline float menu_hl_at(const float *hl, const float *prev, int i, double alpha)
{
    return prev[i] + (hl[i] - prev[i]) * (float)alpha;
}

/* The navigation click (SND_MENU) through the client's audio, if any. */
void menu_sound(ui_t *ui);
/* A menu-navigation key: -1 up, +1 down, 0 not one (arrows, W/S, K/J). */
int menu_key_vertical(const ui_event_t *ev);
int menu_key_horizontal(const ui_event_t *ev);
int menu_key_activate(const ui_event_t *ev);   /* Enter or Space, not repeated */

#endif
