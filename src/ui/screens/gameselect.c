/* The game select screen: one card per game with a picture of a game under
 * way, its name, pitch and numbers; then the setup (or the rules, or the
 * tutorial and demonstrations: "Learn"; its puzzles: "Puzzles"). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/ease.h"
#include "draw/theme.h"
#include "contract/look.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/screens/gameselect.h"
#include "ui/widgets/diagram.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/widgets.h"

#define MAX_GAMES 8
#define CARD_Y 126.0f
#define CARD_H 462.0f
#define CARD_GAP 18.0f
#define BTN_Y 606.0f
#define BTN_H 46.0f

enum { FOCUS_CARDS, FOCUS_SETUP, FOCUS_RULES, FOCUS_LEARN, FOCUS_PUZZLES };
#define BUTTONS 4
#define CARD_IN_S 0.35f     /* a card's entrance */
#define CARD_IN_STEP 0.05f  /* the next card starts this much later */

typedef struct {
    screen_t base;
    const game_rules_t *games[MAX_GAMES];
    diagram_t *pic[MAX_GAMES];
    int n, sel, focus;
    int hover;                /* the card under the pointer, -1 */
    float hl[MAX_GAMES], hl_prev[MAX_GAMES];
    float bhl[BUTTONS], bhl_prev[BUTTONS];
    double age, age_prev;
    menu_ptr_t ptr;
} gsel_t;

static gsel_t *self(screen_t *s) { return (gsel_t *)s; }

/* Pictures: a small board of each game some turns in (seeded, so the same
 * picture every time); the look table picks sizes small enough to read at
 * card size. */
static diagram_t *picture(const game_rules_t *r, const char *data_dir)
{
    const look_picture_t *pic = &game_look(r)->picture;
    game_setup_t setup;
    game_setup_default(r, &setup, pic->players ? pic->players : r->min_players);
    if (r->board_kind == BOARD_HEXHEX && pic->side >= r->min_side && pic->side <= r->max_side) setup.side = pic->side;
    int turns = pic->turns ? pic->turns : 10;
    uint64_t seed = pic->seed ? pic->seed : 1;
    char err[256];
    return diagram_random(r, &setup, data_dir, turns, seed, err, sizeof err);
}

canvas_rect_t gameselect_card_rect(const screen_t *s, const ui_t *ui, int i)
{
    const gsel_t *g = (const gsel_t *)s;
    int n = g->n > 0 ? g->n : 1;
    float w = (1152.0f - CARD_GAP * (float)(n - 1)) / (float)n;
    return menu_r(ui, 64.0f + (float)i * (w + CARD_GAP), CARD_Y, w, CARD_H);
}

/* "Set up" is the rightmost button, clear of the setup screen's "Start
 * game" (at the left under its form): a second click on the spot that
 * opened the setup never starts a game. */
canvas_rect_t gameselect_button_rect(const ui_t *ui, int which)
{
    static const float x[BUTTONS] = {705, 325, 515, 135}, w[BUTTONS] = {250, 170, 170, 170};
    if (which < 0 || which >= BUTTONS) which = 0;
    return menu_r(ui, x[which], BTN_Y, w[which], BTN_H);
}

int gameselect_selected(const screen_t *s) { return ((const gsel_t *)s)->sel; }

static void open_setup(gsel_t *g, ui_t *ui)
{
    menu_sound(ui);
    nav_push(ui, NAV_SETUP, (nav_arg_t){.rules = g->games[g->sel]});
}

static void open_rules(gsel_t *g, ui_t *ui)
{
    menu_sound(ui);
    nav_push(ui, NAV_RULES, (nav_arg_t){.rules = g->games[g->sel]});
}

static void open_learn(gsel_t *g, ui_t *ui)
{
    menu_sound(ui);
    nav_push(ui, NAV_DEMO, (nav_arg_t){.rules = g->games[g->sel]});
}

static void open_puzzles(gsel_t *g, ui_t *ui)
{
    menu_sound(ui);
    nav_push(ui, NAV_PUZZLES, (nav_arg_t){.rules = g->games[g->sel]});
}

static void open_button(gsel_t *g, ui_t *ui, int focus)
{
    if (focus == FOCUS_RULES) open_rules(g, ui);
    else if (focus == FOCUS_PUZZLES) open_puzzles(g, ui);
    else if (focus == FOCUS_LEARN) open_learn(g, ui);
    else open_setup(g, ui);
}

static void select_game(gsel_t *g, ui_t *ui, int i)
{
    if (g->n <= 0) return;
    i = ((i % g->n) + g->n) % g->n;
    if (i != g->sel) menu_sound(ui);
    g->sel = i;
}

static void gsel_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    gsel_t *g = self(s);
    int h = menu_key_horizontal(ev), v = menu_key_vertical(ev);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_BACKSPACE) {
            menu_sound(ui);
            screen_pop(ui->screens);
        } else if (h && g->focus == FOCUS_CARDS) {
            select_game(g, ui, g->sel + h);
        } else if (h) {
            /* The buttons left to right: Puzzles, Rules, Learn, Set up. */
            static const int order[BUTTONS] = {FOCUS_PUZZLES, FOCUS_RULES, FOCUS_LEARN, FOCUS_SETUP};
            int at = 0;
            for (int i = 0; i < BUTTONS; i++)
                if (order[i] == g->focus) at = i;
            at += h;
            g->focus = order[at < 0 ? 0 : at > BUTTONS - 1 ? BUTTONS - 1 : at];
            menu_sound(ui);
        } else if (v > 0 && g->focus == FOCUS_CARDS) {
            g->focus = FOCUS_SETUP;
            menu_sound(ui);
        } else if (v < 0 && g->focus != FOCUS_CARDS) {
            g->focus = FOCUS_CARDS;
            menu_sound(ui);
        } else if (ev->key == UI_KEY_HOME) {
            select_game(g, ui, 0);
        } else if (ev->key == UI_KEY_END) {
            select_game(g, ui, g->n - 1);
        } else if (ev->key == UI_KEY_CHAR && ev->ch == 'r') {
            open_rules(g, ui);
        } else if (ev->key == UI_KEY_F1) {
            open_rules(g, ui);
        } else if (ev->key == UI_KEY_CHAR && ev->ch == 't' && g->n > 0) {
            open_learn(g, ui);
        } else if (ev->key == UI_KEY_CHAR && ev->ch == 'p' && g->n > 0) {
            open_puzzles(g, ui);
        } else if (menu_key_activate(ev) && g->n > 0) {
            open_button(g, ui, g->focus);
        }
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE) {
        /* Hovering lights a card but does not select it: selecting is the
         * first click's job, so a click on a card never opens its setup
         * before the card was chosen. */
        g->hover = -1;
        for (int i = 0; i < g->n; i++)
            if (canvas_rect_contains(gameselect_card_rect(s, ui, i), ev->x, ev->y)) g->hover = i;
        if (!menu_ptr_moved(&g->ptr, ev)) return;
        for (int b = 0; b < BUTTONS; b++)
            if (canvas_rect_contains(gameselect_button_rect(ui, b), ev->x, ev->y)) g->focus = FOCUS_SETUP + b;
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        /* The first click on a card selects it; a click on the selected
         * card (or its button, or Enter) opens the setup. */
        for (int i = 0; i < g->n; i++)
            if (canvas_rect_contains(gameselect_card_rect(s, ui, i), ev->x, ev->y)) {
                g->focus = FOCUS_CARDS;
                if (i != g->sel) select_game(g, ui, i);
                else open_setup(g, ui);
                return;
            }
        for (int b = 0; b < BUTTONS && g->n; b++)
            if (canvas_rect_contains(gameselect_button_rect(ui, b), ev->x, ev->y)) {
                open_button(g, ui, FOCUS_SETUP + b);
                return;
            }
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 3) {
        screen_pop(ui->screens);
    } else if (ev->kind == UI_EV_WHEEL) {
        select_game(g, ui, g->sel + (ev->wheel > 0 ? -1 : 1));
    }
}

static void gsel_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    gsel_t *g = self(s);
    g->age_prev = g->age;
    g->age += dt;
    menu_hl_step(g->hl, g->hl_prev, g->n, g->sel, dt);
    menu_hl_step(g->bhl, g->bhl_prev, BUTTONS, g->focus - FOCUS_SETUP, dt);
    for (int i = 0; i < g->n; i++)
        if (g->pic[i]) diagram_update(g->pic[i], dt);
}

static void draw_card(gsel_t *g, ui_t *ui, canvas_t *c, int i, float hl, float appear)
{
    const game_rules_t *r = g->games[i];
    float sc = ui->scale;
    canvas_rect_t cr = gameselect_card_rect(&g->base, ui, i);
    float e = ease_out_cubic(appear);
    cr.y += (1.0f - e) * 40.0f * sc - hl * 8.0f * sc;
    float before = c->alpha;
    canvas_set_alpha(c, before * e);
    canvas_colour_t accent = theme_game_accent(r->id, i, 255);
    menu_card(c, ui, cr, accent, hl);

    /* The picture on a dark plate. */
    float pad = 10.0f * sc;
    canvas_rect_t pr = canvas_rect(cr.x + pad, cr.y + pad, cr.w - 2 * pad, cr.w - 2 * pad);
    canvas_fill_rrect(c, pr, 10 * sc,
                      canvas_radial(pr.x + pr.w * 0.5f, pr.y + pr.h * 0.45f, pr.w * 0.75f,
                                    canvas_mix(canvas_hex(0x1a1640, 255), canvas_darken(accent, 0.7f), 0.35f * hl),
                                    canvas_hex(0x0a0820, 255)));
    if (g->pic[i]) {
        canvas_push_clip(c, pr);
        canvas_rect_t br = pr;
        br.x += 4 * sc, br.y += 4 * sc, br.w -= 8 * sc, br.h -= 8 * sc;
        diagram_draw(g->pic[i], ui, c, br);
        canvas_pop_clip(c);
    }
    canvas_stroke_rrect(c, pr, 10 * sc, 1.0f * sc, canvas_mix(canvas_hex(THEME_PANEL_EDGE, 200), accent, 0.6f * hl));

    /* Name, rule, pitch, numbers. */
    float cx = cr.x + cr.w * 0.5f, y = pr.y + pr.h + 30 * sc;
    canvas_text_t nt = menu_font(ui, CANVAS_FACE_BOLD, 25, CANVAS_CENTRE | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(0xe0dcf8, 240), canvas_hex(0xffffff, 255), hl));
    nt.shadow = 2 * sc;
    nt.shadow_colour = canvas_hex(THEME_SHADOW, 200);
    if (hl > 0.02f) {
        nt.glow = 8 * sc;
        nt.glow_colour = canvas_with_alpha(accent, 0.45f * hl);
    }
    canvas_text(c, &nt, cx, y, r->name);
    y += 22 * sc;
    canvas_fill_rect(c, canvas_rect(cx - 24 * sc, y, 48 * sc, 2.5f * sc), canvas_solid(canvas_with_alpha(accent, 0.5f + 0.5f * hl)));
    y += 22 * sc;
    canvas_text_t pt = menu_font(ui, CANVAS_FACE_REGULAR, 14.5f, CANVAS_CENTRE | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(THEME_INK_DIM, 230), canvas_lighten(accent, 0.8f), 0.6f * hl));
    char lines[6][WIDGET_LINE_MAX];
    int nl = widget_wrap(c, &pt, r->pitch ? r->pitch : "", cr.w - 30 * sc, lines, 6);
    for (int k = 0; k < nl; k++) canvas_text(c, &pt, cx, y + (float)k * 20 * sc, lines[k]);

    char facts[96];
    if (r->min_players == r->max_players) snprintf(facts, sizeof facts, "%d players", r->min_players);
    else snprintf(facts, sizeof facts, "%d\xE2\x80\x93%d players", r->min_players, r->max_players);
    size_t k = strlen(facts);
    if (r->board_kind == BOARD_HEXHEX)
        snprintf(facts + k, sizeof facts - k, "  \xC2\xB7  board %d\xE2\x80\x93%d", r->min_side, r->max_side);
    else
        snprintf(facts + k, sizeof facts - k, "  \xC2\xB7  square board");
    canvas_text_t ft = menu_font(ui, CANVAS_FACE_BOLD, 12.5f, CANVAS_CENTRE | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(THEME_INK_FAINT, 230), canvas_lighten(accent, 0.2f), hl));
    ft.tracking = 0.04f;
    canvas_text(c, &ft, cx, cr.y + cr.h - 22 * sc, facts);
    canvas_set_alpha(c, before);
}

static void gsel_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    gsel_t *g = self(s);
    double now = ui_render_time(ui, alpha);
    float age = (float)(g->age_prev + (g->age - g->age_prev) * alpha);
    menu_backdrop(c, ui, now);
    canvas_colour_t accent = g->n ? theme_game_accent(g->games[g->sel]->id, g->sel, 255) : canvas_hex(THEME_CYAN, 255);
    menu_heading(c, ui, "NEW GAME", "Choose a game", "Pick one, then choose the board and the players",
                 accent);
    for (int i = 0; i < g->n; i++) {
        float hl = menu_hl_at(g->hl, g->hl_prev, i, alpha);
        if (i == g->hover && hl < 0.35f) hl = 0.35f; /* lit, not chosen */
        draw_card(g, ui, c, i, hl, ease_unit((age - CARD_IN_STEP * (float)i) / CARD_IN_S));
    }
    if (g->n) {
        char label[64];
        snprintf(label, sizeof label, "Set up %s", g->games[g->sel]->name);
        menu_button(c, ui, gameselect_button_rect(ui, 0), label, accent, menu_hl_at(g->bhl, g->bhl_prev, 0, alpha),
                    MENU_BTN_PRIMARY, 1);
        menu_button(c, ui, gameselect_button_rect(ui, 1), "Rules", accent, menu_hl_at(g->bhl, g->bhl_prev, 1, alpha),
                    MENU_BTN_NORMAL, 1);
        menu_button(c, ui, gameselect_button_rect(ui, 2), "Learn", accent, menu_hl_at(g->bhl, g->bhl_prev, 2, alpha),
                    MENU_BTN_NORMAL, 1);
        menu_button(c, ui, gameselect_button_rect(ui, 3), "Puzzles", accent, menu_hl_at(g->bhl, g->bhl_prev, 3, alpha),
                    MENU_BTN_NORMAL, 1);
    }
    static const char *const keys[] = {"\xE2\x86\x90 \xE2\x86\x92", "Enter", "R", "T", "P", "Esc"};
    static const char *const labels[] = {"Choose", "Set up", "Rules", "Tutorial & demos", "Puzzles", "Back"};
    menu_footer(c, ui, keys, labels, 6);
}

/* The cards coming in, a highlight easing (cards and buttons). */
static screen_motion_t gsel_motion(const screen_t *s, const ui_t *ui)
{
    (void)ui;
    const gsel_t *g = (const gsel_t *)s;
    int moving = g->age < CARD_IN_S + CARD_IN_STEP * g->n || menu_hl_easing(g->hl, g->hl_prev, g->n) ||
                 menu_hl_easing(g->bhl, g->bhl_prev, BUTTONS);
    for (int i = 0; i < g->n; i++) moving |= diagram_animating(g->pic[i]);
    return menu_motion(moving);
}

static void gsel_destroy(screen_t *s)
{
    gsel_t *g = self(s);
    for (int i = 0; i < g->n; i++) diagram_free(g->pic[i]);
    free(g);
}

static const screen_ops_t gsel_ops = {
    .name = "gameselect",
    .opaque = 1,
    .event = gsel_event,
    .update = gsel_update,
    .render = gsel_render,
    .destroy = gsel_destroy,
    .motion = gsel_motion,
};

screen_t *gameselect_screen_new(ui_t *ui, int game_index)
{
    gsel_t *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->base.ops = &gsel_ops;
    for (int i = 0; i < game_count() && g->n < MAX_GAMES; i++) g->games[g->n++] = game_by_index(i);
    const char *data = ui->data_dir ? ui->data_dir : ui->client ? ui->client->data_dir : NULL;
    for (int i = 0; i < g->n; i++) g->pic[i] = picture(g->games[i], data);
    g->sel = game_index >= 0 && game_index < g->n ? game_index : 0;
    for (int i = 0; i < g->n; i++) g->hl[i] = g->hl_prev[i] = i == g->sel ? 1.0f : 0.0f;
    g->focus = FOCUS_CARDS;
    g->hover = -1;
    return &g->base;
}
