/* The logo and the emblem. */
#include "ui/widgets/logo.h"

#include <math.h>

#include "draw/ease.h"
#include "draw/theme.h"

#define LOGO_TEXT "HEXARCADE"

static canvas_text_t logo_style(float size, float sc)
{
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_CONDENSED;
    t.size = size;
    t.tracking = 0.035f;
    t.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    t.colour = canvas_hex(THEME_LOGO_TOP, 255);
    t.colour2 = canvas_hex(THEME_LOGO_BOTTOM, 255);
    t.outline = 3.5f * sc;
    t.outline_colour = canvas_hex(0x2b0a40, 255);
    t.shadow = 7.0f * sc;
    t.shadow_colour = canvas_hex(THEME_SHADOW, 230);
    t.glow = 22.0f * sc;
    t.glow_colour = canvas_hex(THEME_MAGENTA, 210);
    return t;
}

/* A small spinning hex ornament beside the logo. */
static void ornament(canvas_t *c, float x, float y, float r, float sc, double t, canvas_colour_t col,
                     float dir)
{
    float spin = (float)fmod(t * 18.0 * dir, 60.0);
    canvas_fill_circle(c, x, y, r * 2.2f,
                       canvas_radial(x, y, r * 2.2f, canvas_with_alpha(col, 0.30f), canvas_with_alpha(col, 0)));
    canvas_stroke_hexagon(c, x, y, r, 30.0f + spin, 2.5f * sc, col);
    float pulse = 0.55f + 0.45f * sinf((float)t * 3.0f + dir);
    canvas_fill_hexagon(c, x, y, r * 0.52f, 30.0f - spin,
                        canvas_radial(x, y - r * 0.2f, r * 0.6f, canvas_lighten(col, 0.6f),
                                      canvas_with_alpha(col, pulse)));
}

void logo_draw(canvas_t *c, float cx, float cy, float sc, double t, float appear)
{
    float e = ease_out_back(appear);
    float fade = ease_unit(appear * 1.6f);
    float before = c->alpha;
    canvas_set_alpha(c, before * fade);
    /* The size stays fixed during the entrance so its textures are made once. */
    float size = 116.0f * sc;
    float y = cy - (1.0f - e) * 60.0f * sc;
    canvas_text_t st = logo_style(size, sc);
    canvas_text(c, &st, cx, y, LOGO_TEXT);

    /* A shine sweeping across every few seconds. */
    canvas_metrics_t m;
    canvas_measure(c, &st, LOGO_TEXT, &m);
    double cycle = fmod(t, 5.0) / 1.2;
    if (cycle < 1.0 && appear >= 1.0f) {
        float band = 34.0f * sc;
        float x0 = cx - m.width * 0.5f - band + (float)cycle * (m.width + 2 * band);
        canvas_push_clip(c, canvas_rect(x0, y - size, band, size * 2));
        canvas_text_t sh = st;
        sh.outline = 0;
        sh.shadow = 0;
        sh.glow = 0;
        sh.colour = canvas_hex(0xffffff, 200);
        sh.colour2 = canvas_hex(0xffe0f0, 120);
        canvas_text(c, &sh, cx, y, LOGO_TEXT);
        canvas_pop_clip(c);
    }

    float ox = m.width * 0.5f + 52.0f * sc;
    ornament(c, cx - ox, y, 24.0f * sc, sc, t, canvas_hex(THEME_CYAN, 255), 1.0f);
    ornament(c, cx + ox, y, 24.0f * sc, sc, t, canvas_hex(THEME_MAGENTA, 255), -1.0f);
    canvas_set_alpha(c, before);
}

/* One shaded stone. */
static void stone(canvas_t *c, float x, float y, float r, canvas_colour_t col)
{
    canvas_fill_circle(c, x + r * 0.08f, y + r * 0.14f, r, canvas_solid(canvas_hex(THEME_SHADOW, 140)));
    canvas_fill_circle(c, x, y, r,
                       canvas_radial(x - r * 0.35f, y - r * 0.4f, r * 1.45f, canvas_lighten(col, 0.55f),
                                     canvas_darken(col, 0.45f)));
    canvas_fill_circle(c, x - r * 0.33f, y - r * 0.38f, r * 0.28f,
                       canvas_radial(x - r * 0.33f, y - r * 0.38f, r * 0.28f, canvas_hex(0xffffff, 200),
                                     canvas_hex(0xffffff, 0)));
}

void logo_emblem(canvas_t *c, float cx, float cy, float r)
{
    /* Body: a pointy-top hexagon with a neon rim. */
    canvas_fill_hexagon(c, cx, cy, r * 0.98f, 30.0f,
                        canvas_linear(0, cy - r, canvas_hex(THEME_MAGENTA, 255), 0, cy + r,
                                      canvas_hex(0x7a2cff, 255)));
    canvas_fill_hexagon(c, cx, cy, r * 0.90f, 30.0f,
                        canvas_radial(cx, cy - r * 0.3f, r * 1.1f, canvas_hex(0x2e2470, 255),
                                      canvas_hex(0x0d0a26, 255)));
    canvas_stroke_hexagon(c, cx, cy, r * 0.90f, 30.0f, r * 0.018f, canvas_hex(THEME_CYAN, 200));

    /* A side-2 hex board: seven flat-topped cells. */
    float cr = r * 0.235f;                    /* cell radius */
    float dx = cr * 1.5f, dy = cr * sqrtf(3.0f);
    static const int cells[7][2] = {{0, 0}, {0, -2}, {0, 2}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    for (int i = 0; i < 7; i++) {
        float x = cx + cells[i][0] * dx, y = cy + r * 0.02f + cells[i][1] * dy * 0.5f;
        canvas_fill_hexagon(c, x, y, cr * 0.93f, 0.0f,
                            canvas_linear(0, y - cr, canvas_hex(0x3b3290, 255), 0, y + cr,
                                          canvas_hex(0x221c5c, 255)));
        canvas_stroke_hexagon(c, x, y, cr * 0.93f, 0.0f, r * 0.012f, canvas_hex(0x6f63d8, 255));
    }
    float sr = cr * 0.62f;
    stone(c, cx, cy + r * 0.02f, sr, canvas_hex(THEME_AMBER, 255));
    stone(c, cx - dx, cy + r * 0.02f - dy * 0.5f, sr, canvas_hex(THEME_CYAN, 255));
    stone(c, cx + dx, cy + r * 0.02f + dy * 0.5f, sr, canvas_hex(THEME_MAGENTA, 255));
    stone(c, cx, cy + r * 0.02f + dy, sr, canvas_hex(THEME_LIME, 255));
}
