/* The share menu: see share_screen.h. A GIF is drawn a few frames at each
 * update (a 60-move game at 1280x720 takes several seconds), so the menu
 * shows its progress and Esc cancels it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/ease.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/screens/share_screen.h"
#include "ui/share/frame.h"
#include "ui/share/gifout.h"
#include "ui/share/record.h"
#include "ui/widgets/menu.h"

#define CARD_W 560.0f
#define ITEM_H 40.0f
#define ITEM_GAP 7.0f
#define HEAD_H 96.0f

static const char *const labels[SHARE_ITEMS] = {
    "Copy game record", "Copy move list", "Copy as AbstractPlay moves", "Copy for Little Golem",
    "Import from clipboard", "Save a picture (PNG)",
    "GIF from move", "GIF to move", "GIF speed", "GIF size", "Export GIF", "Back"};
static const double speeds[] = {0.5, 1, 2, 4};
static const int sizes[][2] = {{480, 270}, {640, 360}, {960, 540}, {1280, 720}};
#define NSPEEDS (int)(sizeof speeds / sizeof speeds[0])
#define NSIZES (int)(sizeof sizes / sizeof sizes[0])

typedef struct {
    screen_t base;
    session_t *s;
    int sel;
    float hl[SHARE_ITEMS], hl_prev[SHARE_ITEMS];
    double age, age_prev;
    menu_ptr_t ptr;
    menu_note_t note;
    int from, to, speed, size;  /* the GIF's range and the indices of its speed and size */
    gifout_t *job;              /* a GIF being drawn, NULL none */
    char job_path[1200];
    char last[1200];
} share_t;

static share_t *self(screen_t *s) { return (share_t *)s; }

static float card_h(void) { return HEAD_H + SHARE_ITEMS * (ITEM_H + ITEM_GAP) + 14.0f; }
static float card_y(void) { return (UI_DESIGN_H - card_h()) * 0.5f - 22.0f; }

canvas_rect_t share_item_rect(const ui_t *ui, int i)
{
    float x = (UI_DESIGN_W - CARD_W) * 0.5f + 36.0f;
    return menu_r(ui, x, card_y() + HEAD_H + (float)i * (ITEM_H + ITEM_GAP), CARD_W - 72.0f, ITEM_H);
}

const char *share_last_file(const screen_t *s) { return ((const share_t *)s)->last; }
const char *share_note(const screen_t *s) { return ((const share_t *)s)->note.text; }

static int is_value(int i) { return i >= SHARE_GIF_FROM && i <= SHARE_GIF_SIZE; }

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : ".";
}

static void say(share_t *p, ui_t *ui, int problem, const char *text) { menu_note_set(&p->note, ui, text, problem, 6.0); }

/* "Saved screenshots/x.png in the data folder": the folder's own path is
 * long and the same every time. */
static void say_saved(share_t *p, ui_t *ui, const char *path, const char *extra)
{
    const char *base = strrchr(path, '/');
    char msg[320];
    snprintf(msg, sizeof msg, "Saved screenshots/%.120s%s", base ? base + 1 : path, extra);
    snprintf(p->last, sizeof p->last, "%s", path);
    say(p, ui, 0, msg);
}

static void save_png(share_t *p, ui_t *ui)
{
    char path[1200], err[600];
    if (frame_shot_path(ui->client ? ui->client->saves_dir : NULL, p->s->game, "png", path, sizeof path, err,
                        sizeof err) ||
        frame_still_png(p->s, 1920, 1080, data_dir(ui), path, err, sizeof err)) {
        say(p, ui, 1, err);
        return;
    }
    say_saved(p, ui, path, "");
}

static void export_begin(share_t *p, ui_t *ui)
{
    gifout_opts_t o;
    gifout_default_opts(&o);
    o.from = p->from, o.to = p->to;
    o.speed = speeds[p->speed];
    o.w = sizes[p->size][0], o.h = sizes[p->size][1];
    char err[600];
    if (frame_shot_path(ui->client ? ui->client->saves_dir : NULL, p->s->game, "gif", p->job_path,
                        sizeof p->job_path, err, sizeof err) ||
        !(p->job = gifout_begin(p->s, &o, data_dir(ui), p->job_path, err, sizeof err))) {
        say(p, ui, 1, err);
        return;
    }
    menu_note_set(&p->note, ui, "Exporting the GIF\xE2\x80\xA6 0% (Esc cancels)", 0, 0);
}

/* A few frames a step: about a third of a 60 Hz frame's time. */
static void export_step(share_t *p, ui_t *ui)
{
    char err[600];
    int r = gifout_step(p->job, 0.006, err, sizeof err);
    if (r > 0) {
        snprintf(p->note.text, sizeof p->note.text, "Exporting the GIF\xE2\x80\xA6 %d%% (Esc cancels)",
                 (int)(gifout_progress(p->job) * 100.0));
        return;
    }
    if (r == 0) {
        const gifout_stats_t *st = gifout_stats(p->job);
        char extra[96];
        snprintf(extra, sizeof extra, " (%d frames, %.1f s)", st->frames, (double)st->delay_cs / 100.0);
        say_saved(p, ui, p->job_path, extra);
    } else {
        say(p, ui, 1, err);
    }
    gifout_free(p->job);
    p->job = NULL;
}

static void import_clipboard(share_t *p, ui_t *ui)
{
    char err[600];
    /* Another site's record: the import screen chooses the game and where to open it. */
    char *foreign = record_clipboard_foreign();
    if (foreign) {
        if (nav_import_text(ui, "clipboard", foreign) != 0 && ui->client) say(p, ui, 1, ui->client->message);
        free(foreign);
        return;
    }
    session_t *s = record_import_clipboard(data_dir(ui), err, sizeof err);
    if (!s) {
        say(p, ui, 1, err);
        return;
    }
    /* The game in play is autosaved first; when it cannot be, it stays and
     * the client's message says why. */
    char note[600];
    record_import_note(s, "the clipboard", note, sizeof note);
    if (nav_start_play(ui, s)) {
        menu_note_take(&p->note, ui, 8);
        return;
    }
    if (ui->client) client_note(ui->client, "%s", note);
}

static void change(share_t *p, int i, int d)
{
    int n = p->s->cur;
    switch (i) {
    case SHARE_GIF_FROM: p->from = p->from + d < 1 ? 1 : p->from + d > p->to ? p->to : p->from + d; break;
    case SHARE_GIF_TO: p->to = p->to + d < p->from ? p->from : p->to + d > n ? n : p->to + d; break;
    case SHARE_GIF_SPEED: p->speed = (p->speed + (d > 0 ? 1 : -1) + NSPEEDS) % NSPEEDS; break;
    case SHARE_GIF_SIZE: p->size = (p->size + (d > 0 ? 1 : -1) + NSIZES) % NSIZES; break;
    default: break;
    }
}

static void activate(share_t *p, ui_t *ui, int i)
{
    menu_sound(ui);
    char msg[300];
    switch (i) {
    case SHARE_COPY_RECORD:
    case SHARE_COPY_MOVES:
        say(p, ui, record_copy(p->s, i == SHARE_COPY_MOVES, msg, sizeof msg) != 0, msg);
        return;
    case SHARE_COPY_AP:
    case SHARE_COPY_LG:
        say(p, ui, record_copy_site(p->s, i == SHARE_COPY_LG, msg, sizeof msg) != 0, msg);
        return;
    case SHARE_IMPORT: import_clipboard(p, ui); return;
    case SHARE_PNG: save_png(p, ui); return;
    case SHARE_GIF:
        if (p->s->cur < 1) {
            say(p, ui, 1, "The game has no move yet: nothing to animate.");
            return;
        }
        export_begin(p, ui);
        return;
    case SHARE_BACK: screen_pop(ui->screens); return;
    default: change(p, i, 1); return;
    }
}

static int item_at(const ui_t *ui, float x, float y)
{
    for (int i = 0; i < SHARE_ITEMS; i++)
        if (canvas_rect_contains(share_item_rect(ui, i), x, y)) return i;
    return -1;
}

static void share_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    share_t *p = self(s);
    if (p->job) {
        /* Only a cancel while a GIF is drawn. */
        if (ev->kind == UI_EV_KEY && ev->key == UI_KEY_ESCAPE) {
            gifout_free(p->job);
            p->job = NULL;
            say(p, ui, 0, "GIF export cancelled: nothing was written.");
        }
        return;
    }
    int v = menu_key_vertical(ev), h = menu_key_horizontal(ev);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE) activate(p, ui, SHARE_BACK);
        else if (v) p->sel = ((p->sel + v) % SHARE_ITEMS + SHARE_ITEMS) % SHARE_ITEMS, menu_sound(ui);
        else if (h && is_value(p->sel)) change(p, p->sel, h), menu_sound(ui);
        else if (ev->key == UI_KEY_PAGEUP && is_value(p->sel)) change(p, p->sel, 10);
        else if (ev->key == UI_KEY_PAGEDOWN && is_value(p->sel)) change(p, p->sel, -10);
        else if (menu_key_activate(ev)) activate(p, ui, p->sel);
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE) {
        if (!menu_ptr_moved(&p->ptr, ev)) return;
        int i = item_at(ui, ev->x, ev->y);
        if (i >= 0 && i != p->sel) p->sel = i, menu_sound(ui);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        int i = item_at(ui, ev->x, ev->y);
        if (i < 0) return;
        p->sel = i;
        if (is_value(i)) {
            canvas_rect_t l, r;
            menu_row_arrows(ui, share_item_rect(ui, i), &l, &r);
            change(p, i, canvas_rect_contains(l, ev->x, ev->y) ? -1 : 1);
            menu_sound(ui);
        } else {
            activate(p, ui, i);
        }
    } else if (ev->kind == UI_EV_WHEEL) {
        p->sel = ((p->sel + (ev->wheel > 0 ? -1 : 1)) % SHARE_ITEMS + SHARE_ITEMS) % SHARE_ITEMS;
    }
}

static void share_update(screen_t *s, ui_t *ui, double dt)
{
    share_t *p = self(s);
    p->age_prev = p->age;
    p->age += dt;
    menu_hl_step(p->hl, p->hl_prev, SHARE_ITEMS, p->sel, dt);
    if (p->job) export_step(p, ui);
}

static void value_text(const share_t *p, int i, char *buf, size_t n)
{
    switch (i) {
    case SHARE_GIF_FROM: snprintf(buf, n, "%d", p->from); break;
    case SHARE_GIF_TO: snprintf(buf, n, "%d of %d", p->to, p->s->cur); break;
    case SHARE_GIF_SPEED: snprintf(buf, n, "%g\xC3\x97", speeds[p->speed]); break;
    case SHARE_GIF_SIZE: snprintf(buf, n, "%d\xC3\x97%d", sizes[p->size][0], sizes[p->size][1]); break;
    default: buf[0] = '\0';
    }
}

static void share_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    share_t *p = self(s);
    float sc = ui->scale;
    float age = (float)(p->age_prev + (p->age - p->age_prev) * alpha);
    float in = ease_out_cubic(ease_unit(age / 0.18f));
    canvas_fill_rect(c, canvas_rect(0, 0, (float)c->width, (float)c->height),
                     canvas_solid(canvas_hex(THEME_SHADOW, (uint8_t)(200 * in))));
    canvas_colour_t accent = theme_game_accent(p->s->game->rules->id, 0, 255);
    canvas_rect_t card = menu_r(ui, (UI_DESIGN_W - CARD_W) * 0.5f, card_y(), CARD_W, card_h());
    menu_card(c, ui, card, accent, 0.35f);
    canvas_text_t t = menu_font(ui, CANVAS_FACE_CONDENSED, 36, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    t.colour2 = canvas_lighten(accent, 0.35f);
    t.glow = 10 * sc;
    t.glow_colour = canvas_with_alpha(accent, 0.35f);
    canvas_text(c, &t, card.x + card.w * 0.5f, card.y + 40 * sc, "Share");
    canvas_text_t sub = menu_font(ui, CANVAS_FACE_REGULAR, 14, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 255));
    char line[128];
    int moves = session_moves(p->s, p->s->cur);
    snprintf(line, sizeof line, "%s \xC2\xB7 %d move%s", p->s->game->rules->name, moves, moves == 1 ? "" : "s");
    canvas_text(c, &sub, card.x + card.w * 0.5f, card.y + 74 * sc, line);
    for (int i = 0; i < SHARE_ITEMS; i++) {
        canvas_rect_t r = share_item_rect(ui, i);
        float hl = menu_hl_at(p->hl, p->hl_prev, i, alpha);
        if (is_value(i)) {
            char v[48];
            value_text(p, i, v, sizeof v);
            menu_row_t row = {.label = labels[i], .value = v, .can_left = 1, .can_right = 1, .fill = -1};
            menu_value_row(c, ui, r, &row, accent, hl);
        } else {
            int enabled = !(i == SHARE_GIF && p->s->cur < 1);
            menu_button(c, ui, r, labels[i], accent, hl, i == SHARE_GIF ? MENU_BTN_PRIMARY : MENU_BTN_NORMAL, enabled);
        }
    }
    menu_note_draw(c, ui, &p->note, 650);
    /* The game's own key hints lie under ours: cover them. */
    menu_footer_cover(c, ui, 632, 16, in);
    static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "\xE2\x86\x90 \xE2\x86\x92", "Enter", "Esc"};
    static const char *const names[] = {"Choose", "Change", "Select", "Back"};
    menu_footer(c, ui, keys, names, 4);
}

static screen_motion_t share_motion(const screen_t *s, const ui_t *ui)
{
    const share_t *p = (const share_t *)s;
    if (p->age < 0.25 || p->job || menu_hl_easing(p->hl, p->hl_prev, SHARE_ITEMS) ||
        menu_note_changing(&p->note, ui))
        return SCREEN_MOVING;
    return SCREEN_STILL;
}

static void share_destroy(screen_t *s)
{
    gifout_free(self(s)->job); /* an export under way is cancelled: nothing is left */
    free(s);
}

static const screen_ops_t share_ops = {
    .name = "share",
    .opaque = 0,
    .event = share_event,
    .update = share_update,
    .render = share_render,
    .destroy = share_destroy,
    .motion = share_motion,
};

screen_t *share_screen_new(ui_t *ui, session_t *s)
{
    (void)ui;
    if (!s) return NULL;
    share_t *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->base.ops = &share_ops;
    p->s = s;
    p->from = s->cur > 0 ? 1 : 0;
    p->to = s->cur;
    p->speed = 1;
    p->size = 1;
    p->hl[0] = p->hl_prev[0] = 1.0f;
    return &p->base;
}
