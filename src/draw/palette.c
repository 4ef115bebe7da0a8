/* Per-game colours. */
#include "draw/palette.h"

#include <string.h>

#include "contract/look.h"
#include "draw/theme.h"


typedef struct {
    uint32_t base, hi, lo, glow;
} hue_def_t;

/* Saturated arcade hues; hi/lo are the lit and shaded ends of the body. */
static const hue_def_t normal[] = {
    [LOOK_HUE_RED] = {0xe8343f, 0xff9a9a, 0x5e0712, 0xff4d5e},
    [LOOK_HUE_BLUE] = {0x2b6ef2, 0x9cc4ff, 0x0a1a5c, 0x4da6ff},
    [LOOK_HUE_GREEN] = {0x1fb85a, 0x9af5b4, 0x063d1c, 0x46ff8c},
    [LOOK_HUE_YELLOW] = {0xf4c20d, 0xfff4a8, 0x6b4800, 0xffd84d},
    [LOOK_HUE_WHITE] = {0xe6e2d6, 0xffffff, 0x7d7a78, 0xfff7e0},
    [LOOK_HUE_BLACK] = {0x24212e, 0x6d6a86, 0x030207, 0x8fa0ff},
    [LOOK_HUE_CRIMSON] = {0xd01e3c, 0xff8a9a, 0x4c0410, 0xff3d63},
};

/* Okabe-Ito: vermillion, blue, bluish green, yellow stay apart for the
 * common colour-vision deficiencies (brightened for a dark board). */
static const hue_def_t safe[] = {
    [LOOK_HUE_RED] = {0xe2661a, 0xffb98a, 0x5a2200, 0xff8a3d},
    [LOOK_HUE_BLUE] = {0x1f86d6, 0x9fd2ff, 0x062e55, 0x56b4e9},
    [LOOK_HUE_GREEN] = {0x0fa67f, 0x8ef0d2, 0x003d2d, 0x2ee6b0},
    [LOOK_HUE_YELLOW] = {0xf0e442, 0xfffbc4, 0x6b6300, 0xfff27a},
    [LOOK_HUE_WHITE] = {0xe6e2d6, 0xffffff, 0x7d7a78, 0xfff7e0},
    [LOOK_HUE_BLACK] = {0x24212e, 0x6d6a86, 0x030207, 0x8fa0ff},
    [LOOK_HUE_CRIMSON] = {0xe2661a, 0xffb98a, 0x5a2200, 0xff8a3d},
};

static look_hue_t hue_of(const char *id, int player)
{
    static const look_hue_t four[] = {LOOK_HUE_RED, LOOK_HUE_BLUE, LOOK_HUE_GREEN, LOOK_HUE_YELLOW};
    int i = (player - 1) & 3;
    const game_rules_t *r = id ? game_by_id(id) : NULL;
    if (r && r->look && r->look->own_hues && player <= r->max_players) return r->look->seat[i];
    return four[i];
}

void palette_piece(const char *game_id, int player, int colourblind, palette_piece_t *out)
{
    look_hue_t h = hue_of(game_id, player);
    const hue_def_t *d = colourblind ? &safe[h] : &normal[h];
    memset(out, 0, sizeof *out);
    out->base = canvas_hex(d->base, 255);
    out->hi = canvas_hex(d->hi, 255);
    out->lo = canvas_hex(d->lo, 255);
    out->glow = canvas_hex(d->glow, 255);
    out->dark = h == LOOK_HUE_BLACK;
    out->rim = out->dark ? canvas_hex(0x9fb0ff, 255) : canvas_lighten(out->base, 0.45f);
    int light = h == LOOK_HUE_WHITE || h == LOOK_HUE_YELLOW;
    out->ink = light ? canvas_hex(0x1b1630, 255) : canvas_hex(0xffffff, 255);
}

void palette_board(const char *game_id, palette_board_t *out)
{
    memset(out, 0, sizeof *out);
    out->accent = theme_game_accent(game_id, 0, 255);
    out->tray_top = canvas_hex(0x231d57, 255);
    out->tray_bottom = canvas_hex(0x120e33, 255);
    out->tray_rim = canvas_mix(canvas_hex(0x6a60c8, 255), out->accent, 0.45f);
    out->tray_glow = out->accent;
    out->cell_top = canvas_hex(0x2c2768, 255);
    out->cell_bottom = canvas_hex(0x1a1648, 255);
    out->cell_edge = canvas_hex(0x07051a, 255);
    out->hole = canvas_hex(0x05040f, 255);
    out->hole_rim = canvas_hex(0x5d56a8, 255);
    out->label = canvas_hex(THEME_INK_DIM, 255);
    const game_rules_t *r = game_id ? game_by_id(game_id) : NULL;
    if (r && r->look && r->look->light_field) {
        /* Dark and light stones: a bluer, lighter field so both read. */
        out->cell_top = canvas_hex(0x3a4088, 255);
        out->cell_bottom = canvas_hex(0x262b66, 255);
    }
}
