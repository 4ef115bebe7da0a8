/* The rules screen: a game's rules page by page (rules_text.c), with a
 * board diagram beside the words; the games sit on tabs. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/ease.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/screens/rules_screen.h"
#include "ui/screens/rules_text.h"
#include "ui/widgets/diagram.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/widgets.h"

#define MAX_GAMES 8
#define TAB_Y 122.0f
#define TAB_H 36.0f
#define BODY_Y 176.0f
#define BODY_H 470.0f
#define TEXT_X 64.0f
#define TEXT_W 560.0f
#define VIEW_X 648.0f
#define VIEW_W 568.0f
#define PAGE_IN_S 0.25f /* a page's entrance */

typedef struct {
    screen_t base;
    const game_rules_t *games[MAX_GAMES];
    int n, game, page;
    diagram_t *dia;
    char dia_problem[512];
    double page_age;
    double age, age_prev;
    menu_ptr_t ptr;
} rules_t;

static rules_t *self(screen_t *s) { return (rules_t *)s; }

static const char *data_dir(const ui_t *ui)
{
    return ui->data_dir ? ui->data_dir : ui->client ? ui->client->data_dir : NULL;
}

static const rules_book_t *book(const rules_t *t) { return t->n ? rules_book(t->games[t->game]->id) : NULL; }
static int npages(const rules_t *t)
{
    const rules_book_t *b = book(t);
    return b ? b->npages : 0;
}

int rules_game(const screen_t *s) { return self((screen_t *)s)->game; }
int rules_page(const screen_t *s) { return self((screen_t *)s)->page; }
int rules_page_count(const screen_t *s) { return npages(self((screen_t *)s)); }
const char *rules_diagram_problem(const screen_t *s) { return self((screen_t *)s)->dia_problem; }
int rules_has_diagram(const screen_t *s) { return self((screen_t *)s)->dia != NULL; }

canvas_rect_t rules_tab_rect(const screen_t *s, const ui_t *ui, int i)
{
    const rules_t *t = (const rules_t *)s;
    float w = 150.0f, gap = 10.0f;
    float x0 = 1216.0f - (float)t->n * w - (float)(t->n - 1) * gap;
    return menu_r(ui, x0 + (float)i * (w + gap), TAB_Y, w, TAB_H);
}

canvas_rect_t rules_page_rect(const screen_t *s, const ui_t *ui, int i)
{
    (void)s;
    return menu_r(ui, TEXT_X + 28 + (float)i * 42.0f, BODY_Y + 22, 34, 34);
}

/* The page's diagram; a page without one shows the game's usual start. */
static void load_diagram(rules_t *t, ui_t *ui)
{
    diagram_free(t->dia);
    t->dia = NULL;
    t->dia_problem[0] = '\0';
    const rules_book_t *b = book(t);
    if (!b || t->page >= b->npages) return;
    const rules_page_t *p = &b->pages[t->page];
    char err[512], path[1400];
    const char *data = data_dir(ui);
    if (p->diagram && data) {
        snprintf(path, sizeof path, "%s/levels/%s", data, p->diagram);
        t->dia = diagram_from_level(path, data, err, sizeof err);
        if (!t->dia) snprintf(t->dia_problem, sizeof t->dia_problem, "%s", err);
    }
    if (!t->dia) {
        const game_rules_t *r = t->games[t->game];
        game_setup_t setup;
        game_setup_default(r, &setup, r->min_players);
        t->dia = diagram_random(r, &setup, data, 0, 1, err, sizeof err);
    }
    if (t->dia) {
        if (ui->client) diagram_apply_settings(t->dia, &ui->client->settings, 1);
        /* Lit targets explain the page's own position, not a stand-in. */
        diagram_show_targets(t->dia, p->targets && p->diagram && !t->dia_problem[0]);
    }
    t->page_age = 0;
}

static void set_page(rules_t *t, ui_t *ui, int game, int page)
{
    if (t->n == 0) return;
    game = ((game % t->n) + t->n) % t->n;
    int changed = game != t->game;
    t->game = game;
    int np = npages(t);
    if (np == 0) page = 0;
    else if (page < 0) page = 0;
    else if (page >= np) page = np - 1;
    if (!changed && page == t->page && t->dia) return;
    t->page = page;
    menu_sound(ui);
    load_diagram(t, ui);
}

static void rules_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    rules_t *t = self(s);
    int h = menu_key_horizontal(ev), v = menu_key_vertical(ev);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_BACKSPACE) {
            menu_sound(ui);
            screen_pop(ui->screens);
        } else if (h) {
            set_page(t, ui, t->game, t->page + h);
        } else if (v) {
            set_page(t, ui, t->game + v, 0);
        } else if (ev->key == UI_KEY_TAB) {
            set_page(t, ui, t->game + ((ev->mods & UI_MOD_SHIFT) ? -1 : 1), 0);
        } else if (ev->key == UI_KEY_PAGEUP || ev->key == UI_KEY_PAGEDOWN) {
            set_page(t, ui, t->game, t->page + (ev->key == UI_KEY_PAGEUP ? -1 : 1));
        } else if (ev->key == UI_KEY_HOME) {
            set_page(t, ui, t->game, 0);
        } else if (ev->key == UI_KEY_END) {
            set_page(t, ui, t->game, npages(t) - 1);
        } else if (ev->key == UI_KEY_CHAR && ev->ch >= '1' && ev->ch <= '9') {
            set_page(t, ui, t->game, ev->ch - '1');
        } else if (menu_key_activate(ev)) {
            /* Enter reads on: the next page, then back out after the last. */
            if (t->page + 1 < npages(t)) set_page(t, ui, t->game, t->page + 1);
            else screen_pop(ui->screens);
        }
        return;
    }
    if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        for (int i = 0; i < t->n; i++)
            if (canvas_rect_contains(rules_tab_rect(s, ui, i), ev->x, ev->y)) set_page(t, ui, i, 0);
        for (int i = 0; i < npages(t); i++)
            if (canvas_rect_contains(rules_page_rect(s, ui, i), ev->x, ev->y)) set_page(t, ui, t->game, i);
        if (canvas_rect_contains(rules_nav_rect(ui, 0), ev->x, ev->y)) set_page(t, ui, t->game, t->page - 1);
        if (canvas_rect_contains(rules_nav_rect(ui, 1), ev->x, ev->y)) set_page(t, ui, t->game, t->page + 1);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 3) {
        screen_pop(ui->screens);
    } else if (ev->kind == UI_EV_WHEEL) {
        set_page(t, ui, t->game, t->page + (ev->wheel > 0 ? -1 : 1));
    } else if (ev->kind == UI_EV_POINTER_MOVE) {
        menu_ptr_moved(&t->ptr, ev);
    }
}

canvas_rect_t rules_nav_rect(const ui_t *ui, int which)
{
    return which == 0 ? menu_r(ui, TEXT_X + 24, BODY_Y + BODY_H - 58, 150, 40)
                      : menu_r(ui, TEXT_X + TEXT_W - 174, BODY_Y + BODY_H - 58, 150, 40);
}

static void rules_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    rules_t *t = self(s);
    t->age_prev = t->age;
    t->age += dt;
    t->page_age += dt;
    if (t->dia) diagram_update(t->dia, dt);
}

static void draw_tabs(rules_t *t, ui_t *ui, canvas_t *c)
{
    float sc = ui->scale;
    for (int i = 0; i < t->n; i++) {
        canvas_rect_t r = rules_tab_rect(&t->base, ui, i);
        canvas_colour_t a = theme_game_accent(t->games[i]->id, i, 255);
        int on = i == t->game;
        float hover = ui->mouse_in && t->ptr.moved && canvas_rect_contains(r, ui->mouse_x, ui->mouse_y) ? 1.0f : 0.0f;
        if (on) {
            canvas_fill_rrect(c, r, r.h * 0.5f, canvas_linear(0, r.y, canvas_lighten(a, 0.2f), 0, r.y + r.h, canvas_darken(a, 0.2f)));
        } else {
            canvas_fill_rrect(c, r, r.h * 0.5f, canvas_solid(canvas_hex(0x1a1645, (uint8_t)(200 + 40 * hover))));
            canvas_stroke_rrect(c, r, r.h * 0.5f, 1.2f * sc, canvas_mix(canvas_hex(THEME_PANEL_EDGE, 220), a, 0.4f + 0.6f * hover));
        }
        canvas_text_t tt = menu_font(ui, CANVAS_FACE_BOLD, 15, CANVAS_CENTRE | CANVAS_MIDDLE,
                                     on ? canvas_hex(0x140c2a, 255) : canvas_mix(canvas_hex(THEME_INK_DIM, 235), a, 0.3f));
        canvas_text(c, &tt, r.x + r.w * 0.5f, r.y + r.h * 0.5f, t->games[i]->name);
    }
}

static void draw_text(rules_t *t, ui_t *ui, canvas_t *c, canvas_colour_t accent)
{
    float sc = ui->scale;
    canvas_rect_t pr = menu_r(ui, TEXT_X, BODY_Y, TEXT_W, BODY_H);
    menu_card(c, ui, pr, accent, 0.25f);
    const rules_book_t *b = book(t);
    if (!b) {
        canvas_text_t et = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 230));
        canvas_text(c, &et, pr.x + pr.w * 0.5f, pr.y + pr.h * 0.5f, "No rules are written for this game yet.");
        return;
    }
    /* Page numbers as little hexagons, the current one lit. */
    for (int i = 0; i < b->npages; i++) {
        canvas_rect_t r = rules_page_rect(&t->base, ui, i);
        float cx = r.x + r.w * 0.5f, cy = r.y + r.h * 0.5f, rad = r.w * 0.52f;
        if (i == t->page)
            canvas_fill_hexagon(c, cx, cy, rad, 30.0f,
                                canvas_radial(cx - rad * 0.3f, cy - rad * 0.4f, rad * 1.5f, canvas_lighten(accent, 0.4f),
                                              canvas_darken(accent, 0.3f)));
        else
            canvas_stroke_hexagon(c, cx, cy, rad, 30.0f, 1.4f * sc, canvas_with_alpha(accent, 0.6f));
        char num[12];
        snprintf(num, sizeof num, "%d", i + 1);
        canvas_text_t nt = menu_font(ui, CANVAS_FACE_BOLD, 14, CANVAS_CENTRE | CANVAS_MIDDLE,
                                     i == t->page ? canvas_hex(0x140c2a, 255) : canvas_hex(THEME_INK_DIM, 230));
        canvas_text(c, &nt, cx, cy, num);
    }
    const rules_page_t *p = &b->pages[t->page];
    float in = ease_out_cubic(ease_unit((float)t->page_age / PAGE_IN_S));
    float before = c->alpha;
    canvas_set_alpha(c, before * in);
    float x = pr.x + 28 * sc + (1.0f - in) * 16 * sc, y = pr.y + 92 * sc;
    canvas_text_t ht = menu_font(ui, CANVAS_FACE_BOLD, 27, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    ht.glow = 8 * sc;
    ht.glow_colour = canvas_with_alpha(accent, 0.35f);
    canvas_text(c, &ht, x, y, p->title);
    y += 36 * sc;
    canvas_text_t bt = menu_font(ui, CANVAS_FACE_REGULAR, 17, CANVAS_LEFT | CANVAS_TOP, canvas_hex(0xdcd8f6, 240));
    float lh = 25 * sc, w = pr.w - 56 * sc;
    const char *q = p->body;
    while (*q) {
        const char *nl = strchr(q, '\n');
        size_t n = nl ? (size_t)(nl - q) : strlen(q);
        char para[1024];
        if (n >= sizeof para) n = sizeof para - 1;
        memcpy(para, q, n);
        para[n] = '\0';
        y += menu_paragraph(c, &bt, x, y, w, lh, para, 8) + 12 * sc;
        q += n + (nl ? 1 : 0);
    }
    canvas_set_alpha(c, before);
    menu_button(c, ui, rules_nav_rect(ui, 0), "\xE2\x97\x80  Back", accent, 0.0f, MENU_BTN_NORMAL, t->page > 0);
    menu_button(c, ui, rules_nav_rect(ui, 1), "Next  \xE2\x96\xB6", accent, 0.0f, MENU_BTN_NORMAL, t->page + 1 < b->npages);
}

static void draw_diagram(rules_t *t, ui_t *ui, canvas_t *c, canvas_colour_t accent)
{
    float sc = ui->scale;
    canvas_rect_t pr = menu_r(ui, VIEW_X, BODY_Y, VIEW_W, BODY_H);
    menu_panel(c, ui, pr);
    canvas_rect_t br = canvas_rect(pr.x + 14 * sc, pr.y + 14 * sc, pr.w - 28 * sc, pr.h - 84 * sc);
    if (t->dia) diagram_draw(t->dia, ui, c, br);
    const rules_book_t *b = book(t);
    const char *cap = b && t->page < b->npages ? b->pages[t->page].caption : NULL;
    char buf[160];
    if (!cap || !b->pages[t->page].diagram || t->dia_problem[0]) {
        const game_rules_t *r = t->games[t->game];
        if (r->board_kind == BOARD_HEXHEX)
            snprintf(buf, sizeof buf, "The start of a %d-player game on a board of side %d.", r->min_players,
                     r->default_side(r->min_players));
        else
            snprintf(buf, sizeof buf, "The empty board: 69 holes, 41 cells.");
        cap = buf;
    }
    canvas_fill_rect(c, canvas_rect(pr.x + 40 * sc, pr.y + pr.h - 70 * sc, pr.w - 80 * sc, 1.5f * sc),
                     canvas_solid(canvas_with_alpha(accent, 0.35f)));
    canvas_text_t ct = menu_font(ui, CANVAS_FACE_REGULAR, 15.5f, CANVAS_CENTRE | CANVAS_TOP, canvas_mix(canvas_hex(THEME_INK, 240), accent, 0.2f));
    menu_paragraph(c, &ct, pr.x + pr.w * 0.5f, pr.y + pr.h - 58 * sc, pr.w - 50 * sc, 21 * sc, cap, 2);
}

static void rules_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    rules_t *t = self(s);
    menu_backdrop(c, ui, ui_render_time(ui, alpha));
    const game_rules_t *r = t->n ? t->games[t->game] : NULL;
    canvas_colour_t accent = r ? theme_game_accent(r->id, t->game, 255) : canvas_hex(THEME_CYAN, 255);
    char title[64];
    snprintf(title, sizeof title, "%s", r ? r->name : "Rules");
    menu_heading(c, ui, "HOW TO PLAY", title, NULL, accent);
    draw_tabs(t, ui, c);
    draw_text(t, ui, c, accent);
    draw_diagram(t, ui, c, accent);
    static const char *const keys[] = {"\xE2\x86\x90 \xE2\x86\x92", "\xE2\x86\x91 \xE2\x86\x93", "Esc"};
    static const char *const labels[] = {"Page", "Game", "Back"};
    menu_footer(c, ui, keys, labels, 3);
}

/* A page coming in, the diagram's move. */
static screen_motion_t rules_motion(const screen_t *s, const ui_t *ui)
{
    (void)ui;
    const rules_t *t = (const rules_t *)s;
    return menu_motion(t->page_age < PAGE_IN_S || diagram_animating(t->dia));
}

static void rules_destroy(screen_t *s)
{
    rules_t *t = self(s);
    diagram_free(t->dia);
    free(t);
}

static void rules_enter(screen_t *s, ui_t *ui)
{
    rules_t *t = self(s);
    if (t->dia && ui->client) diagram_apply_settings(t->dia, &ui->client->settings, 1);
}

static const screen_ops_t rules_ops = {
    .name = "rules",
    .opaque = 1,
    .enter = rules_enter,
    .event = rules_event,
    .update = rules_update,
    .render = rules_render,
    .destroy = rules_destroy,
    .motion = rules_motion,
};

screen_t *rules_screen_new(ui_t *ui, const game_rules_t *r)
{
    rules_t *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->base.ops = &rules_ops;
    for (int i = 0; i < game_count() && t->n < MAX_GAMES; i++) {
        t->games[t->n] = game_by_index(i);
        if (r && t->games[t->n] == r) t->game = t->n;
        t->n++;
    }
    load_diagram(t, ui);
    return &t->base;
}
