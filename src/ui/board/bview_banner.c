/* Banners over the board (phase change, pass, swap, the result) and text
 * that pops out of a piece (a group's size). A win banner's subtitle is in
 * the game's words (src/contract/words.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "contract/words.h"
#include "ui/board/bview_int.h"
#include "draw/ease.h"
#include "draw/theme.h"

float bv_text_px(float px)
{
    if (px < 4.0f) return px;
    float k = roundf(logf(px / 8.0f) / logf(1.12f));
    return roundf(8.0f * powf(1.12f, k));
}

static float band_h(const bview_t *bv)
{
    return fminf(bv->rect.h * 0.17f, bv->rect.w * 0.12f);
}

/* A band of height h centred on y: dark glass, neon edges, title and subtitle. */
static void band(canvas_t *c, canvas_rect_t r, float y, float h, float dx, float alpha, const char *title,
                 const char *sub, canvas_colour_t col)
{
    if (alpha <= 0) return;
    float a0 = c->alpha;
    canvas_set_alpha(c, a0 * alpha);
    canvas_rect_t b = canvas_rect(r.x + dx, y - h * 0.5f, r.w, h);
    canvas_fill_rect(c, b, canvas_solid(canvas_hex(0x110b30, 220))); /* solid: cheap on any renderer */
    float lw = fmaxf(1.5f, h * 0.03f);
    canvas_fill_rect(c, canvas_rect(b.x, b.y - lw * 0.5f, b.w, lw), canvas_solid(col));
    canvas_fill_rect(c, canvas_rect(b.x, b.y + b.h - lw * 0.5f, b.w, lw), canvas_solid(col));
    canvas_text_t t = {.face = CANVAS_FACE_CONDENSED, .size = bv_text_px(h * (sub && *sub ? 0.46f : 0.56f)),
                       .align = CANVAS_CENTRE | CANVAS_MIDDLE, .colour = canvas_hex(THEME_INK, 255),
                       .glow = h * 0.12f, .glow_colour = canvas_with_alpha(col, 0.9f),
                       .outline = fmaxf(1.0f, h * 0.02f), .outline_colour = canvas_hex(0x05030f, 255),
                       .tracking = 0.06f};
    float cx = b.x + b.w * 0.5f;
    canvas_text(c, &t, cx, sub && *sub ? y - h * 0.1f : y, title);
    if (sub && *sub) {
        canvas_text_t s = {.face = CANVAS_FACE_BOLD, .size = bv_text_px(h * 0.16f), .align = CANVAS_CENTRE | CANVAS_MIDDLE,
                           .colour = canvas_with_alpha(col, 1.0f)};
        s.colour = canvas_mix(s.colour, canvas_hex(THEME_INK, 255), 0.45f);
        canvas_text(c, &s, cx, y + h * 0.29f, sub);
    }
    canvas_set_alpha(c, a0);
}

void bv_banner(bview_t *bv, canvas_t *c, float u, const char *title, const char *sub, canvas_colour_t col)
{
    if (u <= 0 || u >= 1) return;
    canvas_rect_t r = bv->rect;
    float dx = 0;
    if (u < 0.18f) dx = -r.w * (1.0f - ease_out_cubic(u / 0.18f));
    else if (u > 0.82f) dx = r.w * ease_in_out_cubic((u - 0.82f) / 0.18f);
    canvas_push_clip(c, r);
    band(c, r, r.y + r.h * 0.5f, band_h(bv), dx, 1.0f, title, sub, col);
    canvas_pop_clip(c);
}

void bv_win_banner(bview_t *bv, canvas_t *c, float u, const char *title, const char *sub, canvas_colour_t col)
{
    /* It lands in the middle with a bounce, holds, then fades so the
     * winning feature shows; at rest the score panel keeps the result. */
    if (u <= 0 || u >= 1) return;
    canvas_rect_t r = bv->rect;
    float h0 = band_h(bv);
    float h = h0 * (0.6f + 0.4f * ease_out_back(ease_unit(u / 0.25f)));
    float alpha = ease_unit(u / 0.12f) * (1.0f - ease_smooth((u - 0.8f) / 0.2f));
    canvas_push_clip(c, r);
    band(c, r, r.y + r.h * 0.5f, h, 0, alpha, title, sub, col);
    canvas_pop_clip(c);
}

void bv_pop_text(canvas_t *c, float x, float y, float size, float u, const char *text, canvas_colour_t col)
{
    if (u <= 0 || u >= 1) return;
    float s = ease_out_back(ease_unit(u / 0.3f)), al = 1.0f - ease_smooth((u - 0.72f) / 0.28f);
    if (s * size < 2.0f || al <= 0) return;
    canvas_text_t t = {.face = CANVAS_FACE_CONDENSED, .size = bv_text_px(size * s), .align = CANVAS_CENTRE | CANVAS_MIDDLE,
                       .colour = canvas_with_alpha(canvas_hex(THEME_INK, 255), al),
                       .outline = fmaxf(1.0f, size * 0.07f), .outline_colour = canvas_rgba(5, 3, 15, (uint8_t)(255 * al)),
                       .glow = size * 0.22f, .glow_colour = canvas_with_alpha(col, al)};
    canvas_text(c, &t, x, y - size * 0.25f * u, text);
}

static void upper(const char *in, char *out, size_t n)
{
    size_t k = 0;
    for (; in[k] && k + 1 < n; k++) out[k] = (char)(in[k] >= 'a' && in[k] <= 'z' ? in[k] - 32 : in[k]);
    out[k] = '\0';
}

void bv_win_words(const bview_t *bv, const void *st, char *title, size_t tn, char *sub, size_t sn,
                  canvas_colour_t *col)
{
    const game_head_t *h = game_head(st);
    const game_rules_t *r = bv->g->rules;
    const game_words_t *gw = game_words_of(r);
    int np = bv->g->setup.players;
    words_result_t wr = {0};
    for (int p = 1; p <= GAME_MAX_PLAYERS; p++) wr.colour[p] = p <= np && r->colour_names ? r->colour_names[p - 1] : "?";
    sub[0] = '\0';
    *col = bv->pal.accent;
    if (h->status == GAME_DRAW || !h->winners) {
        snprintf(title, tn, "DRAW");
        if (gw->banner_sub) gw->banner_sub(bv->g, st, &wr, sub, sn);
        if (!sub[0]) snprintf(sub, sn, "Both players passed");
        return;
    }
    char names[96] = "";
    int first = 0, count = 0;
    for (int p = 1; p <= np; p++) {
        if (!(h->winners >> (p - 1) & 1)) continue;
        char w[32];
        upper(r->colour_names[p - 1], w, sizeof w);
        size_t len = strlen(names);
        snprintf(names + len, sizeof names - len, "%s%s", count ? " AND " : "", w);
        if (!count) first = p;
        count++;
    }
    snprintf(title, tn, "%s %s", names, count > 1 ? "WIN" : "WINS");
    *col = bv->pc[first >= 1 && first <= 4 ? first : 1].glow;
    if (bv->pc[first].dark) *col = canvas_hex(THEME_CYAN, 255);
    wr.winner = first;
    wr.shared = count > 1;
    if (gw->banner_sub) gw->banner_sub(bv->g, st, &wr, sub, sn);
}
