/* Animated hex-tile background. */
#include "ui/widgets/hexbg.h"

#include <math.h>

#include "draw/ease.h"
#include "draw/theme.h"

#define TILE_R 38.0f        /* design pixels, corner radius of a tile */
#define DRIFT_Y 7.0f        /* design pixels per second, upward */
#define DRIFT_X 2.5f
#define SPARK_PERIOD 9.0    /* seconds between two lightings of a tile */
#define SPARK_LEN 0.16      /* fraction of the period it is lit */
#define SPARK_SHARE 0.22    /* share of the tiles that ever light */

static uint32_t hash2(int a, int b)
{
    uint32_t h = (uint32_t)a * 0x9E3779B1u ^ ((uint32_t)b + 0x7F4A7C15u) * 0x85EBCA77u;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    h *= 0x297A2D39u;
    h ^= h >> 15;
    return h;
}

float hexbg_tile_glow(int col, int row, double t, int *colour)
{
    uint32_t h = hash2(col, row);
    if (colour) *colour = (int)(h >> 24) % 6;
    if ((double)(h & 0xFFFF) / 65536.0 >= SPARK_SHARE) return 0.0f;
    double offset = (double)((h >> 8) & 0xFFFF) / 65536.0;
    double phase = fmod(t / SPARK_PERIOD + offset, 1.0);
    if (phase >= SPARK_LEN) return 0.0f;
    return (float)sin(M_PI * phase / SPARK_LEN);
}

void hexbg_render(canvas_t *c, float scale, double t)
{
    float W = (float)c->width, H = (float)c->height;
    canvas_fill_rect(c, canvas_rect(0, 0, W, H),
                     canvas_linear(0, 0, canvas_hex(THEME_BG_TOP, 255), 0, H,
                                   canvas_hex(THEME_BG_BOTTOM, 255)));

    float R = TILE_R * scale;
    float cw = sqrtf(3.0f) * R, rh = 1.5f * R;
    double sx = t * DRIFT_X * scale, sy = t * DRIFT_Y * scale;
    int r0 = (int)floor((sy - R) / rh), r1 = (int)ceil((sy + H + R) / rh);
    int c0 = (int)floor((sx - cw) / cw) - 1, c1 = (int)ceil((sx + W + cw) / cw);
    float ft = (float)t;

    /* Tiles, with a slow diagonal wave of brightness. */
    for (int pass = 0; pass < 3; pass++) {
        for (int row = r0; row <= r1; row++) {
            for (int col = c0; col <= c1; col++) {
                float x = (float)((col + 0.5 * (row & 1)) * cw - sx);
                float y = (float)(row * rh - sy);
                float wave = 0.5f + 0.5f * sinf(ft * 0.7f - (x * 0.0045f + y * 0.0065f) / scale);
                int ci;
                float glow = hexbg_tile_glow(col, row, t, &ci);
                canvas_colour_t neon = theme_neon(ci, 255);
                if (pass == 0) {
                    canvas_colour_t base = canvas_mix(canvas_hex(THEME_TILE, 255),
                                                      canvas_hex(0x2a2466, 255), wave * 0.55f);
                    if (glow > 0) base = canvas_mix(base, canvas_darken(neon, 0.35f), glow * 0.8f);
                    canvas_colour_t top = canvas_lighten(base, 0.06f), bottom = canvas_darken(base, 0.18f);
                    canvas_fill_hexagon(c, x, y, R * 0.9f, 30.0f,
                                        canvas_linear(0, y - R, top, 0, y + R, bottom));
                } else if (pass == 1 && glow > 0) {
                    canvas_fill_circle(c, x, y, R * 1.9f,
                                       canvas_radial(x, y, R * 1.9f, canvas_with_alpha(neon, 0.28f * glow),
                                                     canvas_with_alpha(neon, 0)));
                } else if (pass == 2) {
                    canvas_colour_t edge = canvas_hex(THEME_TILE_EDGE, (uint8_t)(70 + 60 * wave));
                    if (glow > 0) edge = canvas_mix(edge, canvas_with_alpha(neon, 1.0f), glow);
                    canvas_stroke_hexagon(c, x, y, R * 0.9f, 30.0f, (1.0f + glow) * scale, edge);
                }
            }
            /* A row at a time: at 4K a pass is some 46k vertices, and the
             * canvas's batch room grows to the largest batch (3.4 MB). */
            canvas_flush(c);
        }
    }

    /* Vignette: darker towards the corners. */
    float cx = W * 0.5f, cy = H * 0.45f, rr = hypotf(W, H) * 0.6f;
    canvas_fill_rect(c, canvas_rect(0, 0, W, H),
                     canvas_radial2(cx, cy, rr * 0.35f, rr, canvas_hex(THEME_SHADOW, 0),
                                    canvas_hex(THEME_SHADOW, 230)));
}
