/* The list of a game's demonstrations: "How to play" (the tutorial) first,
 * "How to win" (the strategy lesson), then "Watch them all", then each demonstration by its title and
 * description. Enter or a click opens one; Esc goes back. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/learn/demo.h"
#include "ui/learn/demo_files.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/widgets.h"

#define LIST_TOP 128.0f
#define LIST_BOTTOM 652.0f
#define ROW_H 62.0f
#define ROW_GAP 8.0f
#define ROW_X 150.0f
#define ROW_W 980.0f
#define FIXED_ROWS 3 /* the tutorial, how to win, watch them all */

typedef struct {
    screen_t base;
    ui_t *ui;
    const game_rules_t *r;
    demo_files_t *demos;
    int lessons, strategy;
    int n, sel;
    float hl[MENU_MAX_ITEMS], hl_prev[MENU_MAX_ITEMS];
    menu_ptr_t ptr;
} dlist_t;

static dlist_t *self(screen_t *s) { return (dlist_t *)s; }

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : ".";
}

static canvas_rect_t row_rect(const dlist_t *d, const ui_t *ui, int i)
{
    float h = (LIST_BOTTOM - LIST_TOP - ROW_GAP * (float)(d->n - 1)) / (float)d->n;
    if (h > ROW_H) h = ROW_H;
    return menu_r(ui, ROW_X, LIST_TOP + (float)i * (h + ROW_GAP), ROW_W, h);
}

static int row_at(const dlist_t *d, const ui_t *ui, float x, float y)
{
    for (int i = 0; i < d->n; i++)
        if (canvas_rect_contains(row_rect(d, ui, i), x, y)) return i;
    return -1;
}

static void open_row(dlist_t *d, int i)
{
    screen_t *s = NULL;
    if (i == 0) s = nav_new(d->ui, NAV_TUTORIAL, (nav_arg_t){.rules = d->r});
    else if (i == 1) s = nav_new(d->ui, NAV_STRATEGY, (nav_arg_t){.rules = d->r});
    else if (i == 2) s = demo_player_new(d->ui, d->r, 0, 1, 1);
    else s = demo_player_new(d->ui, d->r, i - FIXED_ROWS, 1, 0);
    if (!s) return;
    menu_sound(d->ui);
    screen_push(d->ui->screens, s);
}

static void dlist_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    dlist_t *d = self(s);
    int v = menu_key_vertical(ev);
    if (v) {
        d->sel = ((d->sel + v) % d->n + d->n) % d->n;
        menu_sound(ui);
        return;
    }
    if (menu_key_activate(ev)) {
        open_row(d, d->sel);
        return;
    }
    switch (ev->kind) {
    case UI_EV_KEY:
        if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_BACKSPACE) screen_pop(ui->screens);
        break;
    case UI_EV_POINTER_MOVE:
        if (menu_ptr_moved(&d->ptr, ev)) {
            int i = row_at(d, ui, ev->x, ev->y);
            if (i >= 0) d->sel = i;
        }
        break;
    case UI_EV_POINTER_DOWN:
        if (ev->button == 1) {
            int i = row_at(d, ui, ev->x, ev->y);
            if (i >= 0) {
                d->sel = i;
                open_row(d, i);
            }
        }
        break;
    default: break;
    }
}

static void dlist_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    dlist_t *d = self(s);
    menu_hl_step(d->hl, d->hl_prev, d->n, d->sel, dt);
}

static void draw_row(dlist_t *d, ui_t *ui, canvas_t *c, int i, float hl, canvas_colour_t accent)
{
    float sc = ui->scale;
    canvas_rect_t r = row_rect(d, ui, i);
    menu_card(c, ui, r, accent, hl);
    char num[16], title[DEMO_TITLE_MAX + 32];
    const char *about = "";
    if (i == 0) {
        snprintf(num, sizeof num, "?");
        snprintf(title, sizeof title, "How to play");
        about = d->lessons ? "A short tutorial: make the moves that show each rule." : "No tutorial yet.";
    } else if (i == 1) {
        snprintf(num, sizeof num, "\xE2\x98\x85");
        snprintf(title, sizeof title, "How to win");
        about = d->strategy ? "Positions that show what to aim for, once you know the rules." : "No strategy lesson yet.";
    } else if (i == 2) {
        snprintf(num, sizeof num, "\xE2\x96\xB6");
        snprintf(title, sizeof title, "Watch them all");
        about = "Every demonstration, one after the other.";
    } else {
        snprintf(num, sizeof num, "%d", i - FIXED_ROWS + 1);
        snprintf(title, sizeof title, "%s", d->demos->title[i - FIXED_ROWS]);
        about = d->demos->about[i - FIXED_ROWS];
    }
    float cy = r.y + r.h * 0.5f, bx = r.x + 34.0f * sc;
    canvas_fill_circle(c, bx, cy, 17.0f * sc, canvas_solid(canvas_mix(canvas_hex(THEME_TILE, 255), accent, 0.3f + 0.5f * hl)));
    canvas_text_t nt = menu_font(ui, CANVAS_FACE_BOLD, 16, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0xffffff, 240));
    canvas_text(c, &nt, bx, cy, num);
    canvas_text_t tt = menu_font(ui, CANVAS_FACE_BOLD, 20, CANVAS_LEFT | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(THEME_INK, 235), canvas_hex(0xffffff, 255), hl));
    float tx = r.x + 68.0f * sc, tw = 330.0f * sc;
    char fit[WIDGET_LINE_MAX];
    widget_fit_text(c, &tt, title, tw, fit, sizeof fit);
    canvas_text(c, &tt, tx, cy, fit);
    canvas_text_t at = menu_font(ui, CANVAS_FACE_REGULAR, 15, CANVAS_LEFT | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(THEME_INK_DIM, 230), canvas_lighten(accent, 0.7f), 0.6f * hl));
    float ax = tx + tw + 20.0f * sc, aw = r.x + r.w - 24.0f * sc - ax;
    at.size = canvas_fit_size(c, &at, about, aw, 0.87f);
    if (canvas_text_width(c, &at, about) <= aw) {
        canvas_text(c, &at, ax, cy, about);
    } else {
        /* Two lines rather than a cut sentence. */
        char lines[2][WIDGET_LINE_MAX];
        int n = widget_wrap(c, &at, about, aw, lines, 2);
        float lh = at.size * 1.2f;
        for (int k = 0; k < n; k++) canvas_text(c, &at, ax, cy + ((float)k - (float)(n - 1) * 0.5f) * lh, lines[k]);
    }
}

static void dlist_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    dlist_t *d = self(s);
    canvas_colour_t accent = theme_game_accent(d->r->id, 0, 255);
    menu_backdrop(c, ui, ui_render_time(ui, alpha));
    char kicker[64];
    snprintf(kicker, sizeof kicker, "%s", d->r->name);
    for (char *p = kicker; *p; p++)
        if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
    menu_heading(c, ui, kicker, "Learn the rules", "Tutorial, how to win and demonstrations", accent);
    for (int i = 0; i < d->n; i++) draw_row(d, ui, c, i, menu_hl_at(d->hl, d->hl_prev, i, alpha), accent);
    static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "Enter", "Esc"};
    static const char *const labels[] = {"Choose", "Open", "Back"};
    menu_footer(c, ui, keys, labels, 3);
}

/* A highlight easing. */
static screen_motion_t dlist_motion(const screen_t *s, const ui_t *ui)
{
    (void)ui;
    const dlist_t *d = (const dlist_t *)s;
    return menu_motion(menu_hl_easing(d->hl, d->hl_prev, d->n));
}

static void dlist_destroy(screen_t *s)
{
    free(self(s)->demos);
    free(s);
}

static const screen_ops_t dlist_ops = {
    .name = "demos",
    .opaque = 1,
    .event = dlist_event,
    .update = dlist_update,
    .render = dlist_render,
    .destroy = dlist_destroy,
    .motion = dlist_motion,
};

screen_t *demo_screen_new(ui_t *ui, const game_rules_t *r)
{
    if (!ui || !r) return NULL;
    dlist_t *d = calloc(1, sizeof *d);
    if (!d || !(d->demos = calloc(1, sizeof *d->demos))) {
        free(d);
        return NULL;
    }
    d->base.ops = &dlist_ops;
    d->ui = ui;
    d->r = r;
    demo_files_list(d->demos, data_dir(ui), r->id, "demos");
    demo_files_t *lessons = malloc(sizeof *lessons);
    d->lessons = lessons ? demo_files_list(lessons, data_dir(ui), r->id, "tutorials") : 0;
    d->strategy = lessons ? demo_files_list(lessons, data_dir(ui), r->id, "strategy") : 0;
    free(lessons);
    d->n = FIXED_ROWS + d->demos->n;
    if (d->n > MENU_MAX_ITEMS) d->n = MENU_MAX_ITEMS;
    d->hl[0] = d->hl_prev[0] = 1.0f;
    return &d->base;
}
