/* The statistics screen: the games at the left, the chosen game's record
 * by level at the right, the rating and the suggested level under it. */
#include "ui/screens/stats_screen.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "core/elo.h"
#include "core/game.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/standing.h"
#include "ui/widgets/widgets.h"

#define LIST_X 64.0f
#define LIST_W 300.0f
#define TOP_Y 128.0f
#define PANEL_X 396.0f
#define PANEL_W 820.0f
#define PANEL_H 452.0f
#define MAX_GAMES 16

typedef struct {
    screen_t base;
    int n, sel;
    const game_rules_t *games[MAX_GAMES];
    float hl[MAX_GAMES], hl_prev[MAX_GAMES];
    menu_ptr_t ptr;
} stats_t;

static stats_t *self(screen_t *s) { return (stats_t *)s; }

static float pitch(const stats_t *t) { return t->n > 5 ? PANEL_H / (float)t->n : 92.0f; }

static canvas_rect_t game_rect(const stats_t *t, const ui_t *ui, int i)
{
    return menu_r(ui, LIST_X, TOP_Y + (float)i * pitch(t), LIST_W, pitch(t) - 10.0f);
}

static const record_t *record_of(const ui_t *ui) { return ui->client ? &ui->client->record : NULL; }

static void level_title(int lv, char *buf, size_t n)
{
    const char *name = ai_level_name((ai_level_t)lv);
    snprintf(buf, n, "%c%s", name[0] - 32 * (name[0] >= 'a' && name[0] <= 'z'), name + 1);
}

static void pick(stats_t *t, ui_t *ui, int i)
{
    if (t->n == 0) return;
    i = (i % t->n + t->n) % t->n;
    if (i != t->sel) menu_sound(ui);
    t->sel = i;
}

static void stats_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    stats_t *t = self(s);
    int v = menu_key_vertical(ev);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_BACKSPACE) {
            menu_sound(ui);
            screen_pop(ui->screens);
        } else if (v) {
            pick(t, ui, t->sel + v);
        } else if (menu_key_activate(ev) && t->n) {
            menu_sound(ui);
            nav_push(ui, NAV_SETUP, (nav_arg_t){.rules = t->games[t->sel]});
        }
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE && !menu_ptr_moved(&t->ptr, ev)) return;
    if (ev->kind == UI_EV_POINTER_MOVE || (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1)) {
        for (int i = 0; i < t->n; i++)
            if (canvas_rect_contains(game_rect(t, ui, i), ev->x, ev->y)) pick(t, ui, i);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 3) {
        screen_pop(ui->screens);
    } else if (ev->kind == UI_EV_WHEEL) {
        pick(t, ui, t->sel + (ev->wheel > 0 ? -1 : 1));
    }
}

static void stats_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    stats_t *t = self(s);
    menu_hl_step(t->hl, t->hl_prev, t->n, t->sel, dt);
}

static screen_motion_t stats_motion(const screen_t *s, const ui_t *ui)
{
    (void)ui;
    const stats_t *t = (const stats_t *)s;
    return menu_hl_easing(t->hl, t->hl_prev, t->n) ? SCREEN_MOVING : SCREEN_AMBIENT;
}

/* One game in the list: its name, then games played and rating. */
static void draw_game(const stats_t *t, ui_t *ui, canvas_t *c, int i, float hl)
{
    const game_rules_t *r = t->games[i];
    canvas_rect_t b = game_rect(t, ui, i);
    canvas_colour_t accent = theme_game_accent(r->id, 0, 255);
    menu_card(c, ui, b, accent, hl);
    float sc = ui->scale;
    canvas_text_t nt = menu_font(ui, CANVAS_FACE_BOLD, 20.0f, CANVAS_LEFT | CANVAS_BASELINE, canvas_hex(THEME_INK, 250));
    canvas_text(c, &nt, b.x + 20 * sc, b.y + b.h * 0.5f - 2 * sc, r->name);
    standing_t st = {0};
    const record_t *rec = record_of(ui);
    if (rec) standing_of_record(rec, r, &st);
    int games = standing_games(&st);
    double me;
    char line[96];
    if (!games) snprintf(line, sizeof line, "No games yet");
    else if (standing_rating(r, &st, &me))
        snprintf(line, sizeof line, "%d game%s \xC2\xB7 rating %ld", games, games == 1 ? "" : "s", lround(me));
    else snprintf(line, sizeof line, "%d game%s", games, games == 1 ? "" : "s");
    canvas_text_t lt = menu_font(ui, CANVAS_FACE_REGULAR, 14.0f, CANVAS_LEFT | CANVAS_TOP, canvas_hex(THEME_INK_DIM, 235));
    canvas_text(c, &lt, b.x + 20 * sc, b.y + b.h * 0.5f + 4 * sc, line);
}

/* The chosen game: a table by level, then the rating and the suggestion. */
static void draw_record(const stats_t *t, ui_t *ui, canvas_t *c)
{
    const game_rules_t *r = t->games[t->sel];
    canvas_colour_t accent = theme_game_accent(r->id, 0, 255);
    float sc = ui->scale;
    canvas_rect_t p = menu_r(ui, PANEL_X, TOP_Y, PANEL_W, PANEL_H);
    menu_panel(c, ui, p);
    standing_t st = {0};
    const record_t *rec = record_of(ui);
    if (rec) standing_of_record(rec, r, &st);
    double me = 0;
    int rated = standing_rating(r, &st, &me), games = standing_games(&st);

    canvas_text_t ht = menu_font(ui, CANVAS_FACE_BOLD, 26.0f, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK, 250));
    float x0 = p.x + 28 * sc, x1 = p.x + p.w - 28 * sc, y = p.y + 36 * sc;
    canvas_text(c, &ht, x0, y, r->name);
    char line[160];
    if (rated && games) snprintf(line, sizeof line, "Your rating  %ld", lround(me));
    else if (rated) snprintf(line, sizeof line, "No games against the computer yet");
    else snprintf(line, sizeof line, "The levels of this game are not rated");
    canvas_text_t rt = menu_font(ui, CANVAS_FACE_BOLD, 20.0f, CANVAS_RIGHT | CANVAS_MIDDLE, accent);
    if (!(rated && games)) rt = menu_font(ui, CANVAS_FACE_REGULAR, 15.0f, CANVAS_RIGHT | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 235));
    canvas_text(c, &rt, x1, y, line);

    /* The table. */
    static const char *const heads[] = {"LEVEL", "AI RATING", "WON", "LOST", "DRAWN", "YOUR SCORE"};
    const float colx[] = {0.0f, 0.30f, 0.47f, 0.59f, 0.71f, 0.88f};
    float tw = x1 - x0;
    y = p.y + 84 * sc;
    canvas_text_t hd = menu_font(ui, CANVAS_FACE_BOLD, 12.0f, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_with_alpha(accent, 0.85f));
    hd.tracking = 0.15f;
    for (int k = 0; k < 6; k++) {
        hd.align = (k ? CANVAS_CENTRE : CANVAS_LEFT) | CANVAS_MIDDLE;
        canvas_text(c, &hd, x0 + (k ? tw * colx[k] : 12 * sc), y, heads[k]);
    }
    int suggest = standing_suggest(r, &st);
    float rh = 44 * sc;
    y += 18 * sc;
    for (int lv = 0; lv < AI_LEVELS; lv++) {
        canvas_rect_t row = canvas_rect(x0, y, tw, rh - 6 * sc);
        int hot = lv == suggest;
        canvas_fill_rrect(c, row, 8 * sc, canvas_solid(hot ? canvas_with_alpha(accent, 0.18f) : canvas_hex(0x0c0a26, 170)));
        if (hot) canvas_fill_rrect(c, canvas_rect(row.x, row.y, 4 * sc, row.h), 2 * sc, canvas_solid(accent));
        float cy = row.y + row.h * 0.5f;
        char cell[6][48];
        int w = st.wins[lv], l = st.losses[lv], d = st.draws[lv], n = w + l + d, elo = ai_level_elo(r, (ai_level_t)lv);
        level_title(lv, cell[0], sizeof cell[0]);
        if (elo > 0) snprintf(cell[1], sizeof cell[1], "%d", elo);
        else snprintf(cell[1], sizeof cell[1], "\xE2\x80\x93");
        snprintf(cell[2], sizeof cell[2], "%d", w);
        snprintf(cell[3], sizeof cell[3], "%d", l);
        snprintf(cell[4], sizeof cell[4], "%d", d);
        if (n) snprintf(cell[5], sizeof cell[5], "%.0f%%", 100.0 * (w + 0.5 * d) / n);
        else snprintf(cell[5], sizeof cell[5], "\xE2\x80\x93");
        for (int k = 0; k < 6; k++) {
            canvas_text_t ct = menu_font(ui, k ? CANVAS_FACE_REGULAR : CANVAS_FACE_BOLD, 17.0f,
                                         (k ? CANVAS_CENTRE : CANVAS_LEFT) | CANVAS_MIDDLE,
                                         k && !n && k != 1 ? canvas_hex(THEME_INK_FAINT, 255) : canvas_hex(THEME_INK, 245));
            canvas_text(c, &ct, x0 + (k ? tw * colx[k] : 18 * sc), cy, cell[k]);
        }
        y += rh;
    }

    /* What to play next, and what the numbers are. */
    y += 14 * sc;
    canvas_text_t sg = menu_font(ui, CANVAS_FACE_BOLD, 16.0f, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK, 245));
    if (suggest >= 0) {
        char name[32];
        level_title(suggest, name, sizeof name);
        int elo = ai_level_elo(r, (ai_level_t)suggest);
        if (games)
            snprintf(line, sizeof line, "Suggested level: %s (%d) \xC2\xB7 your expected score %.0f%%", name, elo,
                     100.0 * elo_expected(me, elo));
        else snprintf(line, sizeof line, "Suggested level: %s (%d), to start with", name, elo);
        canvas_text(c, &sg, x0, y + 10 * sc, line);
    }
    canvas_text_t nt = menu_font(ui, CANVAS_FACE_REGULAR, 13.0f, CANVAS_LEFT | CANVAS_TOP, canvas_hex(THEME_INK_DIM, 225));
    menu_paragraph(c, &nt, x0, y + 30 * sc, tw, 18 * sc,
                   "Ratings are Elo points: the levels' from games between them (Beginner = 1000), yours from "
                   "your games against them, starting from Easy's. 200 points apart, the stronger side scores "
                   "about 76%.",
                   2);
}

static void stats_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    stats_t *t = self(s);
    menu_backdrop(c, ui, ui_render_time(ui, alpha));
    canvas_colour_t accent = t->n ? theme_game_accent(t->games[t->sel]->id, 0, 255) : canvas_hex(THEME_CYAN, 255);
    menu_heading(c, ui, "STATISTICS", "Your record", "Your games against the computer, level by level", accent);
    for (int i = 0; i < t->n; i++) draw_game(t, ui, c, i, menu_hl_at(t->hl, t->hl_prev, i, alpha));
    if (t->n) draw_record(t, ui, c);
    if (ui->client && ui->client->record_bad) menu_toast(c, ui, 612, ui->client->record_problem, 1, 1.0f);
    static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "Enter", "Esc"};
    static const char *const labels[] = {"Game", "New game", "Back"};
    menu_footer(c, ui, keys, labels, 3);
}

static void stats_destroy(screen_t *s) { free(s); }

static const screen_ops_t stats_ops = {
    .name = "stats",
    .opaque = 1,
    .event = stats_event,
    .update = stats_update,
    .render = stats_render,
    .destroy = stats_destroy,
    .motion = stats_motion,
};

screen_t *stats_screen_new(ui_t *ui, int game)
{
    (void)ui;
    stats_t *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->base.ops = &stats_ops;
    for (int i = 0; i < game_count() && t->n < MAX_GAMES; i++) t->games[t->n++] = game_by_index(i);
    t->sel = game >= 0 && game < t->n ? game : 0;
    if (t->n) t->hl[t->sel] = t->hl_prev[t->sel] = 1.0f;
    return &t->base;
}

int stats_screen_is(const screen_t *s) { return s && s->ops == &stats_ops; }
int stats_screen_game(const screen_t *s) { return stats_screen_is(s) ? ((const stats_t *)s)->sel : -1; }
