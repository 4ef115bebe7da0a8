/* Palette lookups. */
#include "draw/theme.h"

#include "contract/look.h"

static const uint32_t neon[] = {THEME_CYAN, THEME_MAGENTA, THEME_AMBER, THEME_LIME, THEME_ORANGE,
                                THEME_VIOLET};

canvas_colour_t theme_neon(int i, uint8_t alpha)
{
    int n = (int)(sizeof neon / sizeof neon[0]);
    i %= n;
    if (i < 0) i += n;
    return canvas_hex(neon[i], alpha);
}

canvas_colour_t theme_game_accent(const char *id, int index, uint8_t alpha)
{
    /* The look table names one of the neon accents (contract/look.h). */
    static const uint32_t accents[] = {
        [LOOK_ACCENT_CYAN] = THEME_CYAN,   [LOOK_ACCENT_MAGENTA] = THEME_MAGENTA, [LOOK_ACCENT_AMBER] = THEME_AMBER,
        [LOOK_ACCENT_LIME] = THEME_LIME,   [LOOK_ACCENT_ORANGE] = THEME_ORANGE,   [LOOK_ACCENT_VIOLET] = THEME_VIOLET,
    };
    look_accent_t a = game_look(id ? game_by_id(id) : NULL)->accent;
    if (a > LOOK_ACCENT_NEON && (size_t)a < sizeof accents / sizeof accents[0]) return canvas_hex(accents[a], alpha);
    return theme_neon(index, alpha);
}
