/* Shared menu drawing and input helpers. */
#include "ui/widgets/menu.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "draw/ease.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/platform/audio.h"
#include "ui/widgets/hexbg.h"
#include "ui/widgets/widgets.h"

canvas_rect_t menu_r(const ui_t *ui, float x, float y, float w, float h)
{
    return canvas_rect(menu_x(ui, x), menu_y(ui, y), w * ui->scale, h * ui->scale);
}

float menu_x(const ui_t *ui, float x) { return (ui->width - UI_DESIGN_W * ui->scale) * 0.5f + x * ui->scale; }
float menu_y(const ui_t *ui, float y) { return (ui->height - UI_DESIGN_H * ui->scale) * 0.5f + y * ui->scale; }

canvas_text_t menu_font(const ui_t *ui, canvas_face_t face, float size, int align, canvas_colour_t col)
{
    canvas_text_t t = {0};
    t.face = face;
    t.size = size * ui->scale;
    t.align = align;
    t.colour = col;
    return t;
}

void menu_backdrop(canvas_t *c, const ui_t *ui, double now)
{
    hexbg_render(c, ui->scale, now);
    /* A veil: the tiles stay alive but step back behind the panels. */
    canvas_fill_rect(c, canvas_rect(0, 0, (float)c->width, (float)c->height),
                     canvas_linear(0, 0, canvas_hex(THEME_BG_TOP, 120), 0, (float)c->height,
                                   canvas_hex(THEME_SHADOW, 150)));
}

void menu_heading(canvas_t *c, const ui_t *ui, const char *kicker, const char *title,
                  const char *subtitle, canvas_colour_t accent)
{
    float sc = ui->scale;
    if (kicker && *kicker) {
        canvas_text_t k = menu_font(ui, CANVAS_FACE_BOLD, 14, CANVAS_LEFT | CANVAS_MIDDLE, canvas_with_alpha(accent, 0.95f));
        k.tracking = 0.3f;
        k.glow = 5.0f * sc;
        k.glow_colour = canvas_with_alpha(accent, 0.5f);
        canvas_text(c, &k, menu_x(ui, 66), menu_y(ui, 36), kicker);
    }
    canvas_text_t t = menu_font(ui, CANVAS_FACE_CONDENSED, 40, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    t.colour2 = canvas_lighten(accent, 0.35f);
    t.shadow = 3.0f * sc;
    t.shadow_colour = canvas_hex(THEME_SHADOW, 220);
    t.glow = 10.0f * sc;
    t.glow_colour = canvas_with_alpha(accent, 0.35f);
    t.tracking = 0.04f;
    canvas_text(c, &t, menu_x(ui, 64), menu_y(ui, 70), title);
    if (subtitle && *subtitle) {
        float tw = canvas_text_width(c, &t, title);
        canvas_text_t s = menu_font(ui, CANVAS_FACE_REGULAR, 16, CANVAS_RIGHT | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 235));
        float room = menu_x(ui, 1216) - (menu_x(ui, 64) + tw + 40 * sc);
        /* A long subtitle (a game's pitch) takes two lines, smaller if
         * two are not enough. */
        char lines[3][WIDGET_LINE_MAX];
        int n = widget_wrap(c, &s, subtitle, room, lines, 3);
        if (n > 2) s.size *= 0.85f;
        n = widget_wrap(c, &s, subtitle, room, lines, 2);
        float lh = s.size * 1.2f;
        for (int i = 0; i < n; i++)
            canvas_text(c, &s, menu_x(ui, 1216), menu_y(ui, 74) + ((float)i - (float)(n - 1) * 0.5f) * lh, lines[i]);
    }
    float y = menu_y(ui, 102), x0 = menu_x(ui, 64), x1 = menu_x(ui, 1216);
    canvas_fill_rect(c, canvas_rect(x0, y, x1 - x0, 2.0f * sc),
                     canvas_linear(x0, 0, canvas_with_alpha(accent, 0.9f), x1, 0, canvas_with_alpha(accent, 0.0f)));
}

void menu_card(canvas_t *c, const ui_t *ui, canvas_rect_t r, canvas_colour_t accent, float hl)
{
    float sc = ui->scale, rad = 14.0f * sc;
    if (hl > 0.01f) {
        canvas_rect_t g = r;
        float grow = 6.0f * sc;
        g.x -= grow, g.y -= grow, g.w += 2 * grow, g.h += 2 * grow;
        canvas_soft_rrect(c, g, rad + grow, 18.0f * sc, canvas_with_alpha(accent, 0.28f * hl));
    }
    canvas_rect_t sh = r;
    sh.y += 6.0f * sc;
    canvas_soft_rrect(c, sh, rad, 12.0f * sc, canvas_hex(THEME_SHADOW, 190));
    canvas_colour_t left = canvas_mix(canvas_hex(THEME_PANEL, 232), canvas_darken(accent, 0.55f), 0.55f * hl);
    canvas_colour_t right = canvas_mix(canvas_hex(THEME_PANEL, 215), canvas_hex(0x1c1748, 238), hl);
    canvas_fill_rrect(c, r, rad, canvas_linear(r.x, 0, left, r.x + r.w, 0, right));
    canvas_rect_t top = canvas_rect(r.x + 2 * sc, r.y + 2 * sc, r.w - 4 * sc, fminf(r.h * 0.45f, 60 * sc));
    canvas_fill_rrect(c, top, rad - 2 * sc,
                      canvas_linear(0, top.y, canvas_hex(0xffffff, (uint8_t)(12 + 12 * hl)), 0, top.y + top.h,
                                    canvas_hex(0xffffff, 0)));
    canvas_stroke_rrect(c, r, rad, (1.2f + 1.3f * hl) * sc, canvas_mix(canvas_hex(THEME_PANEL_EDGE, 230), accent, hl));
}

void menu_panel(canvas_t *c, const ui_t *ui, canvas_rect_t r)
{
    float sc = ui->scale, rad = 16.0f * sc;
    canvas_rect_t sh = r;
    sh.y += 5.0f * sc;
    canvas_soft_rrect(c, sh, rad, 14.0f * sc, canvas_hex(THEME_SHADOW, 170));
    canvas_fill_rrect(c, r, rad,
                      canvas_linear(0, r.y, canvas_hex(0x120f33, 230), 0, r.y + r.h, canvas_hex(0x0c0a26, 235)));
    canvas_stroke_rrect(c, r, rad, 1.2f * sc, canvas_hex(THEME_PANEL_EDGE, 170));
}

void menu_button(canvas_t *c, const ui_t *ui, canvas_rect_t r, const char *label, canvas_colour_t accent,
                 float hl, menu_btn_style_t style, int enabled)
{
    float sc = ui->scale, rad = r.h * 0.5f;
    float before = c->alpha;
    if (!enabled) canvas_set_alpha(c, before * 0.4f);
    canvas_colour_t tint = style == MENU_BTN_DANGER ? canvas_hex(THEME_MAGENTA, 255) : accent;
    if (hl > 0.01f) {
        canvas_rect_t g = r;
        float grow = 5.0f * sc;
        g.x -= grow, g.y -= grow, g.w += 2 * grow, g.h += 2 * grow;
        canvas_soft_rrect(c, g, rad + grow, 16.0f * sc, canvas_with_alpha(tint, 0.35f * hl));
    }
    canvas_rect_t sh = r;
    sh.y += 4.0f * sc;
    canvas_soft_rrect(c, sh, rad, 10.0f * sc, canvas_hex(THEME_SHADOW, 180));
    canvas_colour_t ink;
    if (style == MENU_BTN_PRIMARY) {
        canvas_colour_t a = canvas_mix(canvas_darken(tint, 0.15f), canvas_lighten(tint, 0.25f), hl);
        canvas_fill_rrect(c, r, rad, canvas_linear(0, r.y, canvas_lighten(a, 0.3f), 0, r.y + r.h, canvas_darken(a, 0.25f)));
        canvas_stroke_rrect(c, r, rad, 1.5f * sc, canvas_lighten(tint, 0.6f));
        ink = canvas_hex(0x140c2a, 255);
    } else {
        canvas_colour_t top = canvas_mix(canvas_hex(0x2a2562, 240), canvas_darken(tint, 0.45f), 0.7f * hl);
        canvas_colour_t bot = canvas_mix(canvas_hex(0x1a1645, 240), canvas_darken(tint, 0.65f), 0.7f * hl);
        canvas_fill_rrect(c, r, rad, canvas_linear(0, r.y, top, 0, r.y + r.h, bot));
        canvas_stroke_rrect(c, r, rad, (1.2f + 1.2f * hl) * sc, canvas_mix(canvas_hex(0x6c64c0, 220), tint, hl));
        ink = canvas_mix(canvas_hex(THEME_INK, 230), canvas_hex(0xffffff, 255), hl);
    }
    canvas_text_t t = menu_font(ui, CANVAS_FACE_BOLD, fminf(18.0f, r.h / sc * 0.42f), CANVAS_CENTRE | CANVAS_MIDDLE, ink);
    char fit[WIDGET_LINE_MAX];
    widget_fit_text(c, &t, label, r.w - r.h * 0.6f, fit, sizeof fit);
    canvas_text(c, &t, r.x + r.w * 0.5f, r.y + r.h * 0.5f, fit);
    canvas_set_alpha(c, before);
}

void menu_row_arrows(const ui_t *ui, canvas_rect_t r, canvas_rect_t *left, canvas_rect_t *right)
{
    float sc = ui->scale, s = fminf(r.h - 12 * sc, 40 * sc);
    float vx0 = r.x + r.w * 0.56f, vx1 = r.x + r.w - 10 * sc;
    *left = canvas_rect(vx0, r.y + (r.h - s) * 0.5f, s, s);
    *right = canvas_rect(vx1 - s, r.y + (r.h - s) * 0.5f, s, s);
}

static void arrow(canvas_t *c, canvas_rect_t box, int dir, canvas_colour_t col, float sc)
{
    float cx = box.x + box.w * 0.5f, cy = box.y + box.h * 0.5f, s = box.h * 0.22f;
    canvas_fill_circle(c, cx, cy, box.h * 0.42f, canvas_solid(canvas_with_alpha(col, 0.14f)));
    canvas_pt_t p[3];
    if (dir < 0) {
        p[0] = (canvas_pt_t){cx + s * 0.6f, cy - s};
        p[1] = (canvas_pt_t){cx - s * 0.8f, cy};
        p[2] = (canvas_pt_t){cx + s * 0.6f, cy + s};
    } else {
        p[0] = (canvas_pt_t){cx - s * 0.6f, cy - s};
        p[1] = (canvas_pt_t){cx + s * 0.8f, cy};
        p[2] = (canvas_pt_t){cx - s * 0.6f, cy + s};
    }
    (void)sc;
    canvas_fill_poly(c, p, 3, canvas_solid(col));
}

void menu_value_row(canvas_t *c, const ui_t *ui, canvas_rect_t r, const menu_row_t *row,
                    canvas_colour_t accent, float hl)
{
    float sc = ui->scale, cy = r.y + r.h * 0.5f;
    menu_card(c, ui, r, accent, hl);
    float x = r.x + 20 * sc;
    if (row->has_swatch) {
        float rr = fminf(11 * sc, r.h * 0.22f);
        canvas_fill_circle(c, x + rr, cy + 1.5f * sc, rr, canvas_solid(canvas_hex(THEME_SHADOW, 160)));
        canvas_fill_circle(c, x + rr, cy, rr,
                           canvas_radial(x + rr * 0.6f, cy - rr * 0.4f, rr * 1.4f, canvas_lighten(row->swatch, 0.4f),
                                         canvas_darken(row->swatch, 0.25f)));
        canvas_stroke_circle(c, x + rr, cy, rr, 1.2f * sc, canvas_lighten(row->swatch, 0.5f));
        x += 2 * rr + 12 * sc;
    }
    canvas_text_t lt = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_LEFT | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(0xd8d4f4, 235), canvas_hex(0xffffff, 255), hl));
    lt.size = fminf(lt.size, r.h * 0.4f);
    canvas_rect_t la, ra;
    menu_row_arrows(ui, r, &la, &ra);
    char fit[WIDGET_LINE_MAX];
    widget_fit_text(c, &lt, row->label, la.x - x - 10 * sc, fit, sizeof fit);
    canvas_text(c, &lt, x, cy, fit);

    canvas_colour_t on = canvas_mix(canvas_hex(THEME_INK_DIM, 230), canvas_lighten(accent, 0.3f), hl);
    canvas_colour_t off = canvas_hex(THEME_INK_FAINT, 90);
    arrow(c, la, -1, row->can_left ? on : off, sc);
    arrow(c, ra, +1, row->can_right ? on : off, sc);
    float vx = (la.x + la.w + ra.x) * 0.5f, vw = ra.x - (la.x + la.w) - 8 * sc;
    canvas_text_t vt = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_CENTRE | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(THEME_INK, 240), canvas_lighten(accent, 0.55f), hl));
    vt.size = fminf(vt.size, r.h * 0.4f);
    float vy = cy;
    if (row->fill >= 0) {
        vy = cy - r.h * 0.12f;
        float bw = vw * 0.8f, bh = 5 * sc, bx = vx - bw * 0.5f, by = cy + r.h * 0.2f;
        canvas_fill_rrect(c, canvas_rect(bx, by, bw, bh), bh * 0.5f, canvas_solid(canvas_hex(0x0a0820, 220)));
        float f = ease_unit(row->fill);
        if (f > 0)
            canvas_fill_rrect(c, canvas_rect(bx, by, fmaxf(bw * f, bh), bh), bh * 0.5f,
                              canvas_linear(bx, 0, canvas_darken(accent, 0.2f), bx + bw, 0, canvas_lighten(accent, 0.3f)));
    }
    vt.size = canvas_fit_size(c, &vt, row->value, vw, 0.75f);
    widget_fit_text(c, &vt, row->value, vw, fit, sizeof fit);
    canvas_text(c, &vt, vx, vy, fit);
}

void menu_toast(canvas_t *c, const ui_t *ui, float y, const char *text, int kind, float alpha)
{
    if (!text || !*text || alpha <= 0.0f) return;
    float sc = ui->scale, before = c->alpha;
    canvas_set_alpha(c, before * alpha);
    canvas_text_t t = menu_font(ui, CANVAS_FACE_REGULAR, 15, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK, 245));
    float maxw = 1100 * sc;
    char lines[2][WIDGET_LINE_MAX];
    int n = widget_wrap(c, &t, text, maxw - 70 * sc, lines, 2);
    float w = 0;
    for (int i = 0; i < n; i++) w = fmaxf(w, canvas_text_width(c, &t, lines[i]));
    float lh = 20 * sc, h = 22 * sc + lh * (float)n, bw = w + 70 * sc;
    canvas_rect_t r = canvas_rect(ui->width * 0.5f - bw * 0.5f, menu_y(ui, y) - h * 0.5f, bw, h);
    canvas_colour_t edge = kind ? canvas_hex(THEME_AMBER, 240) : canvas_hex(THEME_CYAN, 220);
    canvas_soft_rrect(c, r, h * 0.3f, 16 * sc, canvas_with_alpha(edge, 0.25f));
    canvas_fill_rrect(c, r, fminf(h * 0.5f, 18 * sc), canvas_solid(canvas_hex(0x100c2c, 245)));
    canvas_stroke_rrect(c, r, fminf(h * 0.5f, 18 * sc), 1.5f * sc, edge);
    float ix = r.x + 24 * sc, cy = r.y + h * 0.5f;
    canvas_fill_circle(c, ix, cy, 9 * sc, canvas_solid(edge));
    canvas_text_t it = menu_font(ui, CANVAS_FACE_BOLD, 13, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0x140c2a, 255));
    canvas_text(c, &it, ix, cy, kind ? "!" : "i");
    for (int i = 0; i < n; i++) canvas_text(c, &t, r.x + 44 * sc, cy + ((float)i - (n - 1) * 0.5f) * lh, lines[i]);
    canvas_set_alpha(c, before);
}

void menu_note_set(menu_note_t *n, const ui_t *ui, const char *text, int problem, double seconds)
{
    snprintf(n->text, sizeof n->text, "%s", text ? text : "");
    n->kind = problem;
    n->since = ui->time;
    n->seconds = seconds;
}

int menu_note_take(menu_note_t *n, ui_t *ui, double seconds)
{
    client_t *cl = ui->client;
    if (!cl || !cl->message[0]) return 0;
    menu_note_set(n, ui, cl->message, !cl->message_info, seconds);
    cl->message[0] = '\0';
    return 1;
}

int menu_note_changing(const menu_note_t *n, const ui_t *ui)
{
    if (!n->text[0]) return 0;
    double t = ui->time - n->since;
    return t < 0.3 || (n->seconds > 0 && t > n->seconds - 0.7 && t < n->seconds + 0.1);
}

int menu_hl_easing(const float *hl, const float *prev, int n)
{
    for (int i = 0; i < n; i++)
        if (fabsf(hl[i] - prev[i]) > 1e-4f) return 1;
    return 0;
}

screen_motion_t menu_motion(int moving) { return moving ? SCREEN_MOVING : SCREEN_AMBIENT; }

#define ROW_IN_S 0.3f     /* a row's entrance */
#define ROW_IN_STEP 0.03f /* the next row starts this much later */

float menu_row_entrance(float age, int row) { return ease_out_cubic(ease_unit((age - ROW_IN_STEP * (float)row) / ROW_IN_S)); }

int menu_rows_entering(double age, int n) { return age < ROW_IN_S + ROW_IN_STEP * n; }

void menu_note_draw(canvas_t *c, const ui_t *ui, const menu_note_t *n, float y)
{
    if (!n->text[0]) return;
    float a = 1.0f;
    double t = ui->time - n->since;
    if (n->seconds > 0) {
        if (t > n->seconds) return;
        a = ease_unit((float)((n->seconds - t) / 0.6));
    }
    a *= ease_unit((float)(t / 0.2));
    menu_toast(c, ui, y, n->text, n->kind, a);
}

void menu_footer(canvas_t *c, const ui_t *ui, const char *const *keys, const char *const *labels, int n)
{
    widget_key_hints(c, ui->width * 0.5f, menu_y(ui, MENU_FOOTER_Y), ui->scale, keys, labels, n);
}

void menu_footer_cover(canvas_t *c, const ui_t *ui, float y, float fade, float opacity)
{
    float top = menu_y(ui, y), solid = menu_y(ui, y + fade), h = (float)c->height;
    canvas_colour_t on = canvas_hex(THEME_SHADOW, (uint8_t)(255 * opacity));
    canvas_fill_rect(c, canvas_rect(0, top, (float)c->width, solid - top),
                     canvas_linear(0, top, canvas_hex(THEME_SHADOW, 0), 0, solid, on));
    if (h > solid) canvas_fill_rect(c, canvas_rect(0, solid, (float)c->width, h - solid), canvas_solid(on));
}

float menu_paragraph(canvas_t *c, const canvas_text_t *t, float x, float y, float w, float line_h,
                     const char *text, int maxlines)
{
    char lines[16][WIDGET_LINE_MAX];
    if (maxlines > 16) maxlines = 16;
    int n = widget_wrap(c, t, text, w, lines, maxlines);
    for (int i = 0; i < n; i++) canvas_text(c, t, x, y + line_h * (float)i, lines[i]);
    return line_h * (float)n;
}

int menu_ptr_moved(menu_ptr_t *p, const ui_event_t *ev)
{
    if (ev->kind != UI_EV_POINTER_MOVE) return p->moved;
    if (!p->seen) {
        p->seen = 1;
        p->x = ev->x;
        p->y = ev->y;
    } else if (fabsf(ev->x - p->x) + fabsf(ev->y - p->y) > 2.0f) {
        p->moved = 1;
    }
    return p->moved;
}

void menu_hl_step(float *hl, float *prev, int n, int sel, double dt)
{
    for (int i = 0; i < n; i++) {
        prev[i] = hl[i];
        hl[i] = ease_approach(hl[i], i == sel ? 1.0f : 0.0f, 16.0f, (float)dt);
    }
}

void menu_sound(ui_t *ui)
{
    if (ui->client) audio_play_cue(ui->client->audio, SND_MENU, 0.0, 0.0f);
}

int menu_key_vertical(const ui_event_t *ev)
{
    if (ev->kind != UI_EV_KEY) return 0;
    if (ev->key == UI_KEY_UP) return -1;
    if (ev->key == UI_KEY_DOWN) return 1;
    if (ev->key == UI_KEY_CHAR && (ev->ch == 'w' || ev->ch == 'k')) return -1;
    if (ev->key == UI_KEY_CHAR && (ev->ch == 's' || ev->ch == 'j')) return 1;
    return 0;
}

int menu_key_horizontal(const ui_event_t *ev)
{
    if (ev->kind != UI_EV_KEY) return 0;
    if (ev->key == UI_KEY_LEFT) return -1;
    if (ev->key == UI_KEY_RIGHT) return 1;
    if (ev->key == UI_KEY_CHAR && (ev->ch == 'a' || ev->ch == 'h')) return -1;
    if (ev->key == UI_KEY_CHAR && (ev->ch == 'd' || ev->ch == 'l')) return 1;
    return 0;
}

int menu_key_activate(const ui_event_t *ev)
{
    return ev->kind == UI_EV_KEY && !ev->repeat && (ev->key == UI_KEY_ENTER || ev->key == UI_KEY_SPACE);
}
