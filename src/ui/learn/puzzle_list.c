/* The puzzle list: see puzzle_list.h. The rows scroll when a game has more
 * puzzles than fit; the selected row is kept in view. */
#include "ui/learn/puzzle_list.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_puzzle.h"
#include "draw/theme.h"
#include "contract/words.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/learn/demo_files.h"
#include "ui/learn/puzzle_store.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/widgets.h"

#define LIST_TOP 132.0f
#define ROW_H 52.0f
#define ROW_GAP 7.0f
#define ROWS_SHOWN 8
#define ROW_X 120.0f
#define ROW_W 1040.0f

typedef struct {
    screen_t base;
    ui_t *ui;
    const game_rules_t *r;
    demo_files_t *files;
    char (*goal)[LEVEL_TEXT_LEN];
    solved_t *solved;
    int nsolved;
    int sel, top;
    float hl[DEMO_FILES_MAX], hl_prev[DEMO_FILES_MAX];
    menu_ptr_t ptr;
} plist_t;

static plist_t *self(screen_t *s) { return (plist_t *)s; }
static const plist_t *cself(const screen_t *s) { return (const plist_t *)s; }

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : ".";
}

/* A puzzle's goal: its file's goal: line, else the game's words for its kind. */
static void read_goal(const char *path, const char *dir, char *goal, size_t n)
{
    char err[700];
    level_t *lv = level_new();
    goal[0] = '\0';
    if (lv && level_load(lv, path, err, sizeof err) == 0) {
        if (lv->goal[0]) {
            snprintf(goal, n, "%s", lv->goal);
        } else {
            void *st = NULL;
            game_t *g = game_from_level(lv, dir, "", &st, err, sizeof err);
            if (g) words_puzzle_goal(g, game_head(st)->to_move, (int)puz_kind_parse(lv->puzzle), goal, n);
            free(st);
            game_free(g);
        }
    }
    if (!goal[0]) snprintf(goal, n, "This puzzle cannot be read: open it to see why.");
    level_free(lv);
}

static void refresh_ticks(plist_t *d)
{
    puzzle_store_load(d->ui, d->solved);
    d->nsolved = 0;
    for (int i = 0; i < d->files->n; i++) d->nsolved += puzzle_list_solved(&d->base, i);
}

static void load_game(plist_t *d, const game_rules_t *r)
{
    d->r = r;
    d->sel = d->top = 0;
    demo_files_list(d->files, data_dir(d->ui), r->id, "puzzles");
    for (int i = 0; i < d->files->n; i++) read_goal(d->files->path[i], data_dir(d->ui), d->goal[i], sizeof d->goal[i]);
    memset(d->hl, 0, sizeof d->hl);
    memset(d->hl_prev, 0, sizeof d->hl_prev);
    d->hl[0] = d->hl_prev[0] = 1.0f;
    refresh_ticks(d);
}

static canvas_rect_t row_rect(const plist_t *d, const ui_t *ui, int i)
{
    return menu_r(ui, ROW_X, LIST_TOP + (float)(i - d->top) * (ROW_H + ROW_GAP), ROW_W, ROW_H);
}

static int row_at(const plist_t *d, const ui_t *ui, float x, float y)
{
    for (int i = d->top; i < d->files->n && i < d->top + ROWS_SHOWN; i++)
        if (canvas_rect_contains(row_rect(d, ui, i), x, y)) return i;
    return -1;
}

static void select_row(plist_t *d, int i)
{
    if (d->files->n <= 0) return;
    d->sel = (i % d->files->n + d->files->n) % d->files->n;
    if (d->sel < d->top) d->top = d->sel;
    if (d->sel >= d->top + ROWS_SHOWN) d->top = d->sel - ROWS_SHOWN + 1;
}

static void open_row(plist_t *d, int i)
{
    if (i < 0 || i >= d->files->n) return;
    menu_sound(d->ui);
    nav_push(d->ui, NAV_PUZZLE, (nav_arg_t){.rules = d->r, .first = i});
}

static void other_game(plist_t *d, int delta)
{
    int n = game_count(), at = 0;
    for (int i = 0; i < n; i++)
        if (game_by_index(i) == d->r) at = i;
    load_game(d, game_by_index(((at + delta) % n + n) % n));
    menu_sound(d->ui);
}

static void plist_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    plist_t *d = self(s);
    int v = menu_key_vertical(ev), h = menu_key_horizontal(ev);
    if (v) {
        select_row(d, d->sel + v);
        menu_sound(ui);
        return;
    }
    if (h) {
        other_game(d, h);
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
    case UI_EV_WHEEL: select_row(d, d->sel + (ev->wheel > 0 ? -1 : 1)); break;
    default: break;
    }
}

static void plist_enter(screen_t *s, ui_t *ui)
{
    (void)ui;
    /* Back from a puzzle: its tick may be new. */
    refresh_ticks(self(s));
}

static void plist_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    plist_t *d = self(s);
    menu_hl_step(d->hl, d->hl_prev, d->files->n, d->sel, dt);
}

/* A tick drawn as two strokes (no font glyph needed). */
static void draw_tick(canvas_t *c, float cx, float cy, float r, canvas_colour_t col)
{
    canvas_pt_t p[3] = {{cx - r * 0.45f, cy + r * 0.02f}, {cx - r * 0.1f, cy + r * 0.38f}, {cx + r * 0.5f, cy - r * 0.36f}};
    canvas_polyline(c, p, 3, r * 0.22f, col);
}

static void draw_row(plist_t *d, ui_t *ui, canvas_t *c, int i, float hl, canvas_colour_t accent)
{
    float sc = ui->scale;
    canvas_rect_t r = row_rect(d, ui, i);
    int done = puzzle_list_solved(&d->base, i);
    menu_card(c, ui, r, accent, hl);
    float cy = r.y + r.h * 0.5f, bx = r.x + 30.0f * sc, rad = 16.0f * sc;
    canvas_colour_t lime = canvas_hex(THEME_LIME, 255);
    canvas_fill_circle(c, bx, cy, rad,
                       canvas_solid(done ? canvas_mix(canvas_hex(THEME_TILE, 255), lime, 0.55f)
                                         : canvas_mix(canvas_hex(THEME_TILE, 255), accent, 0.3f + 0.5f * hl)));
    if (done) {
        draw_tick(c, bx, cy, rad, canvas_hex(0xffffff, 245));
    } else {
        char num[16];
        snprintf(num, sizeof num, "%d", i + 1);
        canvas_text_t nt = menu_font(ui, CANVAS_FACE_BOLD, 15, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0xffffff, 240));
        canvas_text(c, &nt, bx, cy, num);
    }
    char fit[WIDGET_LINE_MAX];
    canvas_text_t tt = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_LEFT | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(THEME_INK, 235), canvas_hex(0xffffff, 255), hl));
    float tx = r.x + 60.0f * sc, tw = 380.0f * sc;
    tt.size = canvas_fit_size(c, &tt, d->files->title[i], tw, 0.8f);
    widget_fit_text(c, &tt, d->files->title[i], tw, fit, sizeof fit);
    canvas_text(c, &tt, tx, cy, fit);
    canvas_text_t gt = menu_font(ui, CANVAS_FACE_REGULAR, 15, CANVAS_LEFT | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(THEME_INK_DIM, 230), canvas_lighten(accent, 0.7f), 0.6f * hl));
    float gx = tx + tw + 18.0f * sc, gw = r.x + r.w - 20.0f * sc - gx;
    const char *goal = d->goal[i];
    gt.size = canvas_fit_size(c, &gt, goal, gw, 0.87f);
    if (canvas_text_width(c, &gt, goal) <= gw) {
        canvas_text(c, &gt, gx, cy, goal);
    } else {
        char lines[2][WIDGET_LINE_MAX];
        int n = widget_wrap(c, &gt, goal, gw, lines, 2);
        float lh = gt.size * 1.15f;
        for (int k = 0; k < n; k++) canvas_text(c, &gt, gx, cy + ((float)k - (float)(n - 1) * 0.5f) * lh, lines[k]);
    }
}

/* Small arrows above and below the rows when more are out of view. */
static void draw_more(const plist_t *d, ui_t *ui, canvas_t *c, canvas_colour_t accent)
{
    float sc = ui->scale, cx = ui->width * 0.5f;
    canvas_rect_t first = row_rect(d, ui, d->top);
    canvas_rect_t last = row_rect(d, ui, d->top + ROWS_SHOWN - 1);
    canvas_colour_t col = canvas_with_alpha(accent, 0.9f);
    if (d->top > 0) {
        canvas_pt_t p[3] = {{cx - 10 * sc, first.y - 4 * sc}, {cx + 10 * sc, first.y - 4 * sc}, {cx, first.y - 13 * sc}};
        canvas_fill_poly(c, p, 3, canvas_solid(col));
    }
    if (d->top + ROWS_SHOWN < d->files->n) {
        float y = last.y + last.h;
        canvas_pt_t p[3] = {{cx - 10 * sc, y + 4 * sc}, {cx + 10 * sc, y + 4 * sc}, {cx, y + 13 * sc}};
        canvas_fill_poly(c, p, 3, canvas_solid(col));
    }
}

static void plist_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    plist_t *d = self(s);
    canvas_colour_t accent = theme_game_accent(d->r->id, 0, 255);
    menu_backdrop(c, ui, ui_render_time(ui, alpha));
    char kicker[96], sub[96];
    snprintf(kicker, sizeof kicker, "%s  \xC2\xB7  PUZZLES", d->r->name);
    for (char *p = kicker; *p; p++)
        if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
    if (d->files->n) snprintf(sub, sizeof sub, "%d of %d solved", d->nsolved, d->files->n);
    else snprintf(sub, sizeof sub, "No puzzles for %s yet", d->r->name);
    menu_heading(c, ui, kicker, "Puzzles", sub, accent);
    for (int i = d->top; i < d->files->n && i < d->top + ROWS_SHOWN; i++)
        draw_row(d, ui, c, i, menu_hl_at(d->hl, d->hl_prev, i, alpha), accent);
    draw_more(d, ui, c, accent);
    static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "\xE2\x86\x90 \xE2\x86\x92", "Enter", "Esc"};
    static const char *const labels[] = {"Choose", "Another game", "Play", "Back"};
    menu_footer(c, ui, keys, labels, 4);
}

/* A highlight easing. */
static screen_motion_t plist_motion(const screen_t *s, const ui_t *ui)
{
    (void)ui;
    const plist_t *d = cself(s);
    return menu_motion(menu_hl_easing(d->hl, d->hl_prev, d->files->n));
}

static void plist_destroy(screen_t *s)
{
    plist_t *d = self(s);
    free(d->files);
    free(d->goal);
    free(d->solved);
    free(d);
}

static const screen_ops_t plist_ops = {
    .name = "puzzles",
    .opaque = 1,
    .enter = plist_enter,
    .event = plist_event,
    .update = plist_update,
    .render = plist_render,
    .destroy = plist_destroy,
    .motion = plist_motion,
};

screen_t *puzzle_list_new(ui_t *ui, const game_rules_t *r)
{
    if (!ui) return NULL;
    if (!r) r = game_by_index(0);
    if (!r) return NULL;
    plist_t *d = calloc(1, sizeof *d);
    if (d) {
        d->files = calloc(1, sizeof *d->files);
        d->goal = calloc(DEMO_FILES_MAX, sizeof *d->goal);
        d->solved = calloc(1, sizeof *d->solved);
    }
    if (!d || !d->files || !d->goal || !d->solved) {
        if (d) plist_destroy(&d->base);
        return NULL;
    }
    d->base.ops = &plist_ops;
    d->ui = ui;
    load_game(d, r);
    return &d->base;
}

int puzzle_list_is(const screen_t *s) { return s && s->ops == &plist_ops; }
int puzzle_list_count(const screen_t *s) { return puzzle_list_is(s) ? cself(s)->files->n : 0; }
const game_rules_t *puzzle_list_game(const screen_t *s) { return puzzle_list_is(s) ? cself(s)->r : NULL; }

int puzzle_list_solved(const screen_t *s, int i)
{
    if (!puzzle_list_is(s) || i < 0 || i >= cself(s)->files->n) return 0;
    char key[SOLVED_NAME_LEN];
    solved_key(cself(s)->r->id, cself(s)->files->path[i], key, sizeof key);
    return solved_has(cself(s)->solved, key);
}

const char *puzzle_list_goal(const screen_t *s, int i)
{
    if (!puzzle_list_is(s) || i < 0 || i >= cself(s)->files->n) return "";
    return cself(s)->goal[i];
}

int puzzle_list_row_centre(const screen_t *s, const ui_t *ui, int i, float *x, float *y)
{
    if (!puzzle_list_is(s) || i < 0 || i >= cself(s)->files->n) return -1;
    plist_t *d = (plist_t *)s;
    select_row(d, i);
    canvas_rect_t r = row_rect(d, ui, i);
    *x = r.x + r.w * 0.5f;
    *y = r.y + r.h * 0.5f;
    return 0;
}
