/* The arcade palette (0xRRGGBB; use canvas_hex(THEME_X, alpha)) and each
 * game's accent colour. */
#ifndef THEME_H
#define THEME_H

#include "draw/canvas.h"

#define THEME_BG_TOP      0x0a0822
#define THEME_BG_BOTTOM   0x1a0b35
#define THEME_TILE        0x1d1946
#define THEME_TILE_EDGE   0x3a3380
#define THEME_PANEL       0x15123a
#define THEME_PANEL_EDGE  0x3d3680
#define THEME_INK         0xf4f2ff
#define THEME_INK_DIM     0xaaa5d8
#define THEME_INK_FAINT   0x6e6aa0
#define THEME_SHADOW      0x05030f

#define THEME_CYAN        0x3ee8ff
#define THEME_MAGENTA     0xff3d9a
#define THEME_AMBER       0xffc23d
#define THEME_LIME        0x8cff4a
#define THEME_ORANGE      0xff7a2e
#define THEME_VIOLET      0xa57bff

#define THEME_LOGO_TOP    0xfff36b
#define THEME_LOGO_BOTTOM 0xff4fa3

/* The neon accents, in order (for anything without its own colour). */
canvas_colour_t theme_neon(int i, uint8_t alpha);
/* A game's accent: its look table's (by rules id), else a neon by index. */
canvas_colour_t theme_game_accent(const char *id, int index, uint8_t alpha);

#endif
