/* Pictures of a board without a window: see frame.h. */
#include "ui/share/frame.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "ui/platform/shot.h"
#include "ui/widgets/hexbg.h"
#include "draw/theme.h"
#include "plat/plat.h"

int frame_open(frame_t *f, int w, int h, const char *data_dir, char *err, size_t n)
{
    memset(f, 0, sizeof *f);
    /* Counted by SDL_ttf: the client's own use (or none, in tests) stays. */
    if (TTF_Init()) return snprintf(err, n, "cannot start SDL_ttf: %s", TTF_GetError()), -1;
    f->ttf = 1;
    f->surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    f->ren = f->surf ? SDL_CreateSoftwareRenderer(f->surf) : NULL;
    if (!f->ren) return snprintf(err, n, "cannot make a %dx%d software renderer: %s", w, h, SDL_GetError()), -1;
    f->fonts = font_cache_new(f->ren, data_dir, err, n);
    if (!f->fonts) return -1;
    f->cs = csdl_new(f->ren, f->fonts);
    if (!f->cs) return snprintf(err, n, "out of memory"), -1;
    csdl_set_surface(f->cs, f->surf);
    csdl_canvas(f->cs, &f->c);
    /* The surface keeps each frame: the next redraws what moved. */
    if (csdl_retain(f->cs, &f->c)) return snprintf(err, n, "out of memory"), -1;
    return 0;
}

void frame_close(frame_t *f)
{
    csdl_free(f->cs);
    font_cache_free(f->fonts);
    if (f->ren) SDL_DestroyRenderer(f->ren);
    if (f->surf) SDL_FreeSurface(f->surf);
    if (f->ttf) TTF_Quit();
    memset(f, 0, sizeof *f);
}

static void frame_layout(int w, int h, int scores, canvas_rect_t *board, canvas_rect_t *panel)
{
    float m = 0.035f * (float)(w < h ? w : h);
    *panel = canvas_rect(0, 0, 0, 0);
    if (scores && w >= h * 1.15f) {
        float pw = fminf(w * 0.26f, h * 0.56f);
        *panel = canvas_rect(m, m, pw, h - 2 * m);
        *board = canvas_rect(2 * m + pw, m * 0.5f, w - pw - 3 * m, h - m);
    } else {
        *board = canvas_rect(m * 0.5f, m * 0.5f, w - m, h - m);
    }
}

/* The game's name and status line over its score cards. */
static void draw_title(canvas_t *c, bview_t *bv, const game_t *g, const void *st, canvas_rect_t panel)
{
    canvas_colour_t acc = theme_game_accent(g->rules->id, 0, 255);
    float ts = fminf(panel.w * 0.2f, panel.h * 0.09f);
    canvas_text_t title = {.face = CANVAS_FACE_CONDENSED, .size = ts, .align = CANVAS_LEFT | CANVAS_TOP,
                           .colour = canvas_hex(THEME_LOGO_TOP, 255), .colour2 = canvas_hex(THEME_LOGO_BOTTOM, 255),
                           .outline = fmaxf(1.0f, ts * 0.05f), .outline_colour = canvas_hex(0x1a0633, 255),
                           .glow = ts * 0.25f, .glow_colour = canvas_with_alpha(acc, 0.6f), .tracking = 0.04f};
    char name[64];
    size_t k = 0;
    for (const char *p = g->rules->name; *p && k + 1 < sizeof name; p++, k++)
        name[k] = (char)(*p >= 'a' && *p <= 'z' ? *p - 32 : *p);
    name[k] = '\0';
    canvas_text(c, &title, panel.x, panel.y, name);
    char status[160] = "";
    g->rules->status_text(g, st, status, sizeof status);
    canvas_text_t sub = {.face = CANVAS_FACE_BOLD, .size = ts * 0.3f, .align = CANVAS_LEFT | CANVAS_TOP, .colour = acc};
    canvas_text(c, &sub, panel.x, panel.y + ts * 1.15f, status);
    float top = panel.y + ts * 1.8f;
    canvas_rect_t cards =
        canvas_rect(panel.x, top, panel.w, fminf(panel.h - (top - panel.y), panel.w * 0.5f * g->setup.players));
    bview_draw_scores(bv, c, cards);
}

/* The score cards in the panel (no background picture). */
static canvas_rect_t score_rect(canvas_rect_t panel, int players)
{
    float top = panel.y + panel.h * 0.16f;
    return canvas_rect(panel.x, top, panel.w, fminf(panel.h * 0.84f, panel.w * 0.5f * (float)players));
}

long frame_draw(frame_t *f, bview_t *bv, const game_t *g, const void *st, int scores, int background,
                double ambient)
{
    canvas_t *c = &f->c;
    csdl_begin(f->cs, c);
    font_cache_frame(f->fonts);
    int w = c->width, h = c->height;
    float scale = fminf(w / 1280.0f, h / 720.0f);
    if (background) hexbg_render(c, scale, ambient);
    else canvas_clear(c, canvas_hex(THEME_BG_TOP, 255));
    canvas_rect_t board, panel;
    frame_layout(w, h, scores, &board, &panel);
    if (panel.w > 0 && !background) {
        bview_draw_scores(bv, c, score_rect(panel, g->setup.players));
    } else if (panel.w > 0) {
        draw_title(c, bv, g, st, panel);
    }
    bview_draw(bv, c, board);
    canvas_flush(c);
    return csdl_end(f->cs);
}

int frame_prepare(frame_t *f, bview_t *bv, int players, int scores)
{
    canvas_rect_t board, panel;
    frame_layout(f->c.width, f->c.height, scores, &board, &panel);
    canvas_rect_t cards = score_rect(panel, players);
    return bview_prepare(bv, &f->c, board, panel.w > 0 ? &cards : NULL);
}

int frame_save_png(frame_t *f, const char *path, char *err, size_t n)
{
    SDL_Surface *s = f->surf;
    /* The frame is opaque whatever alpha the drawing left. */
    for (int y = 0; y < s->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++) row[x] |= 0xFF000000u;
    }
    csdl_invalidate(f->cs);
    return shot_surface_png(s, path, err, n);
}

int frame_still_png(const session_t *s, int w, int h, const char *data_dir, const char *path, char *err, size_t n)
{
    bview_t *bv = bview_new(s->game);
    if (!bv) return snprintf(err, n, "out of memory"), -1;
    frame_t f;
    int rc = frame_open(&f, w, h, data_dir, err, n);
    if (!rc) {
        bview_opts_t vo;
        bview_default_opts(&vo);
        bview_set_opts(bv, &vo);
        bview_show_entry(bv, s, s->cur);
        bview_set_ambient(bv, 1.0);
        frame_draw(&f, bv, s->game, session_state(s), 1, 1, 1.0);
        rc = frame_save_png(&f, path, err, n);
    }
    bview_free(bv, f.cs ? &f.c : NULL);
    frame_close(&f);
    return rc;
}

int frame_shot_path(const char *dir, const game_t *g, const char *ext, char *buf, size_t n, char *err,
                    size_t errlen)
{
    if (!dir || !*dir) return snprintf(err, errlen, "no data folder to save pictures in"), -1;
    char folder[1100];
    snprintf(folder, sizeof folder, "%s/screenshots", dir);
    if (fileio_mkdirs(folder)) return snprintf(err, errlen, "cannot make the folder %s", folder), -1;
    time_t now = time(NULL);
    struct tm tm;
    if (plat_localtime(now, &tm)) memset(&tm, 0, sizeof tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(buf, n, "%s/%s-%s.%s", folder, g->rules->id, stamp, ext);
    /* Two in the same second get -2, -3 ... */
    for (int k = 2; fileio_exists(buf) && k < 100; k++)
        snprintf(buf, n, "%s/%s-%s-%d.%s", folder, g->rules->id, stamp, k, ext);
    return 0;
}
