/* The arcade look of the play and result screens: a rounded panel, a
 * button with its key, a stone of a player's colour as an icon. */
#ifndef HUDKIT_H
#define HUDKIT_H

#include "core/game.h"
#include "ui/board/bview.h"
#include "draw/canvas.h"

typedef struct {
    canvas_rect_t r;
    int shown, enabled;
    int active;                /* pressed look (the chosen colour) */
    const char *label, *key;
} play_btn_t;

/* A rounded panel in the arcade style. */
void hud_box(canvas_t *c, canvas_rect_t r, float sc, canvas_colour_t edge, float glow);
void hud_button_draw(canvas_t *c, const play_btn_t *b, float sc, canvas_colour_t accent, int hot);
/* A text style: face, size in pixels, colour (0xRRGGBB, nearly opaque),
 * alignment; the other fields zero. */
canvas_text_t hud_text(canvas_face_t face, float size, uint32_t rgb, int align);
/* A stone of a colour as a small icon (palette of the game). */
void hud_stone(canvas_t *c, const char *game_id, int colour, float x, float y, float r, int colourblind);
/* Pulsing lime rings on the cells a suggested move starts from or places
 * on (a hint, a better move), over the board view bv; time in seconds. */
void hud_move_rings(canvas_t *c, const bview_t *bv, const game_t *g, const move_t *m, float sc, double time);

#endif
