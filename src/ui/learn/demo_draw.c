/* The demonstration player's look: the board on the left; on the right a
 * panel with the game and the demonstration's title, page dots, the caption
 * in large type, the players' counters and the transport buttons; key hints
 * under the board. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "contract/look.h"
#include "ui/learn/demo_int.h"
#include "draw/theme.h"
#include "ui/widgets/widgets.h"

#define PANEL_W 420.0f
#define PAD 22.0f
#define BTN_H 50.0f
#define BTN_GAP 8.0f

static int players(const demo_t *d) { return d->m.s ? d->m.s->game->setup.players : 2; }

void demo_layout(const demo_t *d, const ui_t *ui, demo_layout_t *L)
{
    memset(L, 0, sizeof *L);
    demo_ui_layout(ui, PANEL_W, &L->base);
    float sc = ui->scale, pad = PAD * sc;
    canvas_rect_t P = L->base.panel;
    float x = P.x + pad, w = P.w - 2 * pad;
    /* Transport row at the bottom: five icons and the speed. */
    float by = P.y + P.h - pad - BTN_H * sc, gap = BTN_GAP * sc;
    float speed_w = 78.0f * sc, bw = (w - speed_w - 5 * gap) / 5.0f;
    for (int i = 0; i < DB_SPEED; i++) L->btn[i] = canvas_rect(x + (float)i * (bw + gap), by, bw, BTN_H * sc);
    L->btn[DB_SPEED] = canvas_rect(x + w - speed_w, by, speed_w, BTN_H * sc);
    /* The players' counters above it, then the caption card fills the rest. */
    /* Cards that hold a stone count only are short; the others carry more
     * (chunk profiles, axes, claims) and need the height to stay readable. */
    int simple = !d->r->card;
    static const float tall[5] = {150.0f, 150.0f, 150.0f, 200.0f, 240.0f};
    int np = players(d) > 4 ? 4 : players(d);
    float sh = (simple ? 112.0f : tall[np]) * sc;
    L->scores = canvas_rect(x, by - 16.0f * sc - sh, w, sh);
    L->dots = canvas_rect(x, P.y + 96.0f * sc, w, 20.0f * sc);
    float cy = L->dots.y + L->dots.h + 12.0f * sc;
    L->card = canvas_rect(x - 6.0f * sc, cy, w + 12.0f * sc, L->scores.y - 16.0f * sc - cy);
}

static void draw_header(demo_t *d, ui_t *ui, canvas_t *c, const demo_layout_t *L, canvas_colour_t accent)
{
    float sc = ui->scale, pad = PAD * sc;
    canvas_rect_t P = L->base.panel;
    char kicker[160];
    if (d->files->n) snprintf(kicker, sizeof kicker, "%s  \xC2\xB7  DEMO %d OF %d", d->r->name, d->index + 1, d->files->n);
    else snprintf(kicker, sizeof kicker, "%s  \xC2\xB7  DEMO", d->r->name);
    for (char *p = kicker; *p; p++)
        if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
    canvas_text_t k = menu_font(ui, CANVAS_FACE_BOLD, 13.5f, CANVAS_LEFT | CANVAS_MIDDLE, accent);
    k.tracking = 0.25f;
    k.glow = 5.0f * sc;
    k.glow_colour = canvas_with_alpha(accent, 0.45f);
    canvas_text(c, &k, P.x + pad, P.y + 30.0f * sc, kicker);
    const char *title = d->m.lv && d->m.lv->title[0] ? d->m.lv->title : d->r->name;
    canvas_text_t t = menu_font(ui, CANVAS_FACE_CONDENSED, 30, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    t.colour2 = canvas_lighten(accent, 0.4f);
    t.shadow = 2.0f * sc;
    t.shadow_colour = canvas_hex(THEME_SHADOW, 220);
    char fit[WIDGET_LINE_MAX];
    t.size = canvas_fit_size(c, &t, title, P.w - 2 * pad, 0.7f);
    widget_fit_text(c, &t, title, P.w - 2 * pad, fit, sizeof fit);
    canvas_text(c, &t, P.x + pad, P.y + 64.0f * sc, fit);
}

/* The caption: large type in a card; the move written under it. */
static void draw_caption(demo_t *d, ui_t *ui, canvas_t *c, const demo_layout_t *L, canvas_colour_t accent)
{
    float sc = ui->scale;
    canvas_rect_t r = L->card;
    menu_card(c, ui, r, accent, 0.35f);
    float x = r.x + 20.0f * sc, w = r.w - 40.0f * sc, y = r.y + 22.0f * sc;
    if (d->err[0]) {
        canvas_text_t e = menu_font(ui, CANVAS_FACE_BOLD, 17, CANVAS_LEFT | CANVAS_TOP, canvas_hex(THEME_MAGENTA, 255));
        demo_ui_text(c, &e, x, y, w, 24.0f * sc, d->err, 10);
        return;
    }
    const char *move = demo_model_move(&d->m, d->page);
    float move_h = move[0] ? 36.0f * sc : 0;
    /* The biggest type that fits the card. */
    const char *text = demo_model_caption(&d->m, d->page);
    float size = 22.0f;
    char lines[16][WIDGET_LINE_MAX];
    canvas_text_t t;
    int n;
    for (;; size -= 1.0f) {
        t = menu_font(ui, CANVAS_FACE_REGULAR, size, CANVAS_LEFT | CANVAS_TOP, canvas_hex(THEME_INK, 250));
        n = widget_wrap(c, &t, text, w, lines, 16);
        if (size <= 14.0f || (float)n * size * 1.38f * sc <= r.h - 44.0f * sc - move_h) break;
    }
    float lh = size * 1.38f * sc;
    int maxl = (int)((r.h - 40.0f * sc - move_h) / lh);
    if (maxl < 1) maxl = 1;
    if (n > maxl) n = widget_wrap(c, &t, text, w, lines, maxl);
    for (int i = 0; i < n; i++) canvas_text(c, &t, x, y + lh * (float)i, lines[i]);
    if (move[0]) {
        const session_entry_t *e = &d->m.s->hist[demo_model_entry(&d->m, d->page)];
        int mover = game_head(d->m.s->hist[demo_model_entry(&d->m, d->page) - 1].state)->to_move;
        char tag[MOVE_TEXT_MAX + 64];
        snprintf(tag, sizeof tag, "%s: %s", d->m.s->game->rules->colour_names[mover - 1], e->move);
        canvas_text_t m = menu_font(ui, CANVAS_FACE_BOLD, 15, CANVAS_LEFT | CANVAS_MIDDLE, canvas_lighten(accent, 0.35f));
        char fit[WIDGET_LINE_MAX];
        widget_fit_text(c, &m, tag, w, fit, sizeof fit);
        canvas_line(c, x, r.y + r.h - 42.0f * sc, x + w, r.y + r.h - 42.0f * sc, 1.0f * sc,
                    canvas_hex(THEME_PANEL_EDGE, 200));
        canvas_text(c, &m, x, r.y + r.h - 22.0f * sc, fit);
    }
}

static void draw_buttons(demo_t *d, ui_t *ui, canvas_t *c, const demo_layout_t *L, canvas_colour_t accent)
{
    static const demo_icon_t icons[DB_SPEED] = {DEMO_ICON_FIRST, DEMO_ICON_BACK, DEMO_ICON_PLAY, DEMO_ICON_STEP,
                                                DEMO_ICON_NEXT};
    int ok = d->bv != NULL, last = d->page + 1 >= d->m.npages;
    int enabled[DB_COUNT] = {ok && d->page > 0, ok && d->page > 0, ok, ok && !last, d->files->n > 1, 1};
    for (int i = 0; i < DB_SPEED; i++) {
        demo_icon_t icon = i == DB_PLAY && d->playing ? DEMO_ICON_PAUSE : icons[i];
        float hl = menu_hl_at(d->hl, d->hl_prev, i, 1.0);
        demo_ui_button(c, ui, L->btn[i], icon, NULL, accent, hl, i == DB_PLAY, enabled[i]);
    }
    char sp[16];
    float f = demo_speed_factor(d);
    if (f == (float)(int)f) snprintf(sp, sizeof sp, "%d\xC3\x97", (int)f);
    else snprintf(sp, sizeof sp, "%.2g\xC3\x97", f);
    demo_ui_button(c, ui, L->btn[DB_SPEED], DEMO_ICON_NONE, sp, accent, menu_hl_at(d->hl, d->hl_prev, DB_SPEED, 1.0), 0, 1);
}

static void draw_footer(const demo_t *d, ui_t *ui, canvas_t *c, const demo_layout_t *L)
{
    static const char *const keys[] = {"\xE2\x86\x90 \xE2\x86\x92", "Space", "R", "\xE2\x86\x91 \xE2\x86\x93", "N", "Esc"};
    static const char *const labels[] = {"Step", "Play / pause", "Replay", "Speed", "Next demo", "Back"};
    canvas_rect_t b = L->base.board;
    widget_key_hints(c, b.x + b.w * 0.5f, L->base.footer_y, ui->scale, keys, labels, d->files->n > 1 ? 6 : 5);
}

void demo_draw(demo_t *d, ui_t *ui, canvas_t *c)
{
    demo_layout_t L;
    demo_layout(d, ui, &L);
    canvas_colour_t accent = theme_game_accent(d->r->id, 0, 255);
    demo_ui_background(c, ui);
    if (d->bv) bview_draw(d->bv, c, L.base.board);
    menu_panel(c, ui, L.base.panel);
    draw_header(d, ui, c, &L, accent);
    demo_ui_dots(c, ui, L.dots, d->m.npages, d->page, accent);
    draw_caption(d, ui, c, &L, accent);
    if (d->bv) bview_draw_scores(d->bv, c, L.scores);
    draw_buttons(d, ui, c, &L, accent);
    draw_footer(d, ui, c, &L);
}
