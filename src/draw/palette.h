/* Colours of the boards and pieces, per game (docs/rules/conventions.md 0.3), with a
 * colour-blind-safe set (Okabe-Ito hues) that the markers of pieces.h back
 * up with shapes. No SDL. */
#ifndef PALETTE_H
#define PALETTE_H

#include "draw/canvas.h"

/* One player's piece colours. */
typedef struct palette_piece {
    canvas_colour_t base;   /* body */
    canvas_colour_t hi;     /* lit side */
    canvas_colour_t lo;     /* shaded side */
    canvas_colour_t rim;    /* reflected light along the lower edge */
    canvas_colour_t glow;   /* neon glow, outlines and highlights */
    canvas_colour_t ink;    /* markers and numbers drawn on the piece */
    int dark;               /* a dark piece (Zumo Black): light ink, stronger rim */
} palette_piece_t;

/* The board's colours. */
typedef struct {
    canvas_colour_t tray_top, tray_bottom;  /* tray body gradient */
    canvas_colour_t tray_rim;               /* rim line */
    canvas_colour_t tray_glow;              /* neon halo round the tray */
    canvas_colour_t cell_top, cell_bottom;  /* empty cell gradient */
    canvas_colour_t cell_edge;              /* lines between cells */
    canvas_colour_t hole, hole_rim;         /* ConHex holes */
    canvas_colour_t label;                  /* coordinate text */
    canvas_colour_t accent;                 /* the game's accent */
} palette_board_t;

/* Colours of player 1..4 of a game (by rules id); players past the game's
 * own get the Wunchunk colours. */
void palette_piece(const char *game_id, int player, int colourblind, palette_piece_t *out);
void palette_board(const char *game_id, palette_board_t *out);

#endif
