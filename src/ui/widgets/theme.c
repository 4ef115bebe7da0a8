/* Palette lookups. */
#include "ui/widgets/theme.h"

#include <string.h>

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
    static const struct { const char *id; uint32_t rgb; } games[] = {
        {"wunchunk", THEME_AMBER}, {"churn", THEME_LIME},    {"conhex", THEME_CYAN},
        {"uknight", THEME_VIOLET}, {"zumo", THEME_ORANGE},
    };
    for (size_t i = 0; id && i < sizeof games / sizeof games[0]; i++)
        if (!strcmp(games[i].id, id)) return canvas_hex(games[i].rgb, alpha);
    return theme_neon(index, alpha);
}
