/* The settings screen: one row per setting, changed with the arrows or a
 * click, written at once (atomically) to the XDG config directory; a board
 * at the right shows the look the settings give. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/platform/audio.h"
#include "ui/screens/settings_screen.h"
#include "ui/widgets/diagram.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/widgets.h"

#define FORM_X 64.0f
#define FORM_W 600.0f
#define FORM_Y 128.0f
#define ROW_PITCH 40.0f
#define ROW_H 36.0f
#define VIEW_X 700.0f
#define VIEW_W 516.0f

static const int speeds[] = {0, 50, 75, 100, 150, 200, 300};
#define NSPEEDS ((int)(sizeof speeds / sizeof speeds[0]))

static const char *const labels[SET_ROWS] = {"Full screen", "Animation speed", "Volume", "Mute",
                                             "Colours", "Board", "Coordinates", "Move previews", "Confirm move", "AI threads",
                                             "Think on your time", "Done"};
static const char *const helps[SET_ROWS] = {
    "Fill the whole screen (F11 or Alt+Enter switch at any time).",
    "How fast moves are shown. Off shows each move at once, without sound.",
    "Loudness of the sound effects.",
    "Silence every sound (M in a game does the same).",
    "Colour-blind safe colours, with a shape on every piece so no colour has to be told apart.",
    "Hexagon boards with pointed tops or flat tops (the board turned a twelfth).",
    "Letters and numbers round the board, the names used in move lists.",
    "Pointing at a cell shows what the move would do: stones that slide, vanish or are pushed, cells claimed.",
    "A move made with one click waits for a second click on the same cell; Esc takes it back.",
    "Cores the computer players think on. Beginner to Hard play the same, only faster; Expert grows stronger.",
    "Hard and Expert keep thinking while you think, and answer from where they got to.",
    "Back to where you were. Changes are already saved.",
};

typedef struct {
    screen_t base;
    int sel;
    float hl[SET_ROWS], hl_prev[SET_ROWS];
    diagram_t *preview;
    menu_note_t note;
    double age, age_prev;
    menu_ptr_t ptr;
} sets_t;

static sets_t *self(screen_t *s) { return (sets_t *)s; }

/* No sound device was opened (none, or SDL's audio failed): the sound
 * rows say so instead of offering a volume nobody hears. */
static int silent(const ui_t *ui) { return ui->client && !audio_available(ui->client->audio); }
static int sound_row(int row) { return row == SET_VOLUME || row == SET_MUTE; }

const char *settings_help(const ui_t *ui, int row)
{
    if (row < 0 || row >= SET_ROWS) return "";
    if (sound_row(row) && silent(ui))
        return "No sound device was found: the game is silent. Plug one in and start the game again to hear it.";
    return helps[row];
}

canvas_rect_t settings_row_rect(const ui_t *ui, int row)
{
    if (row == SET_DONE) return menu_r(ui, FORM_X + 170, FORM_Y + (float)row * ROW_PITCH + 6, FORM_W - 340, ROW_H - 4);
    return menu_r(ui, FORM_X, FORM_Y + (float)row * ROW_PITCH, FORM_W, ROW_H);
}

int settings_selected(const screen_t *s) { return ((const sets_t *)s)->sel; }

static int speed_index(int v)
{
    int best = 0;
    for (int i = 0; i < NSPEEDS; i++)
        if (abs(speeds[i] - v) < abs(speeds[best] - v)) best = i;
    return best;
}

static void value_text(const settings_t *st, int row, char *buf, size_t n)
{
    switch (row) {
    case SET_FULLSCREEN: snprintf(buf, n, "%s", st->fullscreen ? "On" : "Off"); break;
    case SET_SPEED:
        if (st->anim_speed == 0) snprintf(buf, n, "Off");
        else if (st->anim_speed % 100 == 0) snprintf(buf, n, "%d\xC3\x97", st->anim_speed / 100);
        else snprintf(buf, n, "%g\xC3\x97", st->anim_speed / 100.0);
        break;
    case SET_VOLUME: snprintf(buf, n, "%d%%", st->volume); break;
    case SET_MUTE: snprintf(buf, n, "%s", st->mute ? "On" : "Off"); break;
    case SET_PALETTE: snprintf(buf, n, "%s", st->palette ? "Colour-blind" : "Standard"); break;
    case SET_ORIENT: snprintf(buf, n, "%s", st->orientation == SETTINGS_FLAT ? "Flat tops" : "Pointed tops"); break;
    case SET_COORDS: snprintf(buf, n, "%s", st->coords ? "Shown" : "Hidden"); break;
    case SET_PREVIEWS: snprintf(buf, n, "%s", st->previews ? "On" : "Off"); break;
    case SET_CONFIRM: snprintf(buf, n, "%s", st->confirm ? "On" : "Off"); break;
    case SET_AI_THREADS:
        if (settings_ai_threads(st) == settings_cores()) snprintf(buf, n, "All %d cores", settings_cores());
        else snprintf(buf, n, "%d of %d cores", settings_ai_threads(st), settings_cores());
        break;
    case SET_PONDER: snprintf(buf, n, "%s", st->ponder ? "On" : "Off"); break;
    default: buf[0] = '\0';
    }
}

static int can_change(const settings_t *st, int row, int delta)
{
    switch (row) {
    case SET_SPEED: {
        int i = speed_index(st->anim_speed) + delta;
        return i >= 0 && i < NSPEEDS;
    }
    case SET_VOLUME: return delta < 0 ? st->volume > 0 : st->volume < 100;
    case SET_AI_THREADS: return delta < 0 ? settings_ai_threads(st) > 1 : settings_ai_threads(st) < settings_cores();
    case SET_DONE: return 0;
    default: return 1;
    }
}

/* Applies a change to a copy; 1 when something changed. */
static int change_value(settings_t *st, int row, int delta)
{
    if (!can_change(st, row, delta)) return 0;
    switch (row) {
    case SET_FULLSCREEN: st->fullscreen = !st->fullscreen; break;
    case SET_SPEED: st->anim_speed = speeds[speed_index(st->anim_speed) + delta]; break;
    case SET_VOLUME: st->volume = st->volume + 10 * delta < 0 ? 0 : st->volume + 10 * delta > 100 ? 100 : (st->volume + 10 * delta) / 10 * 10; break;
    case SET_MUTE: st->mute = !st->mute; break;
    case SET_PALETTE: st->palette = !st->palette; break;
    case SET_ORIENT: st->orientation = st->orientation == SETTINGS_FLAT ? SETTINGS_POINTY : SETTINGS_FLAT; break;
    case SET_COORDS: st->coords = !st->coords; break;
    case SET_PREVIEWS: st->previews = !st->previews; break;
    case SET_CONFIRM: st->confirm = !st->confirm; break;
    case SET_AI_THREADS: {
        /* The default is kept as 0, so the setting follows the machine. */
        int k = settings_ai_threads(st) + delta;
        st->ai_threads = k == settings_default_threads() ? 0 : k;
        break;
    }
    case SET_PONDER: st->ponder = !st->ponder; break;
    default: return 0;
    }
    return 1;
}

static void apply(sets_t *t, ui_t *ui, int row, int delta)
{
    client_t *cl = ui->client;
    if (!cl) return;
    settings_t st = cl->settings;
    /* Full screen is what the window is now (F11 may have changed it). */
    st.fullscreen = ui->fullscreen;
    if (!change_value(&st, row, delta)) return;
    if (row == SET_FULLSCREEN) ui->toggle_fullscreen = 1;
    else st.fullscreen = cl->settings.fullscreen;
    cl->settings = st;
    client_apply_settings(cl);
    if (client_save_settings(cl)) menu_note_take(&t->note, ui, 0);
    else t->note.text[0] = '\0'; /* a bad-file warning is over once the file is written */
    if (t->preview) diagram_apply_settings(t->preview, &cl->settings, 1);
    menu_sound(ui);
}

static void move_sel(sets_t *t, ui_t *ui, int d)
{
    t->sel = ((t->sel + d) % SET_ROWS + SET_ROWS) % SET_ROWS;
    menu_sound(ui);
}

static int row_at(const ui_t *ui, float x, float y)
{
    for (int i = 0; i < SET_ROWS; i++)
        if (canvas_rect_contains(settings_row_rect(ui, i), x, y)) return i;
    return -1;
}

static void sets_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    sets_t *t = self(s);
    int v = menu_key_vertical(ev), h = menu_key_horizontal(ev);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_BACKSPACE) {
            menu_sound(ui);
            screen_pop(ui->screens);
        } else if (v) {
            move_sel(t, ui, v);
        } else if (h) {
            apply(t, ui, t->sel, h);
        } else if (ev->key == UI_KEY_HOME) {
            t->sel = 0;
        } else if (ev->key == UI_KEY_END) {
            t->sel = SET_DONE;
        } else if (menu_key_activate(ev)) {
            if (t->sel == SET_DONE) screen_pop(ui->screens);
            else if (ui->client) apply(t, ui, t->sel, can_change(&ui->client->settings, t->sel, 1) ? 1 : -1);
        }
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE) {
        if (!menu_ptr_moved(&t->ptr, ev)) return;
        int r = row_at(ui, ev->x, ev->y);
        if (r >= 0) t->sel = r;
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        int r = row_at(ui, ev->x, ev->y);
        if (r < 0) return;
        t->sel = r;
        if (r == SET_DONE) {
            screen_pop(ui->screens);
            return;
        }
        canvas_rect_t la, ra;
        menu_row_arrows(ui, settings_row_rect(ui, r), &la, &ra);
        int d = canvas_rect_contains(la, ev->x, ev->y) ? -1 : 1;
        if (!ui->client || !can_change(&ui->client->settings, r, d)) d = -d;
        apply(t, ui, r, d);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 3) {
        screen_pop(ui->screens);
    } else if (ev->kind == UI_EV_WHEEL) {
        move_sel(t, ui, ev->wheel > 0 ? -1 : 1);
    }
}

static void sets_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    sets_t *t = self(s);
    t->age_prev = t->age;
    t->age += dt;
    menu_hl_step(t->hl, t->hl_prev, SET_ROWS, t->sel, dt);
    if (t->preview) diagram_update(t->preview, dt);
}

static void sets_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    sets_t *t = self(s);
    float sc = ui->scale;
    double now = ui_render_time(ui, alpha);
    float age = (float)(t->age_prev + (t->age - t->age_prev) * alpha);
    menu_backdrop(c, ui, now);
    canvas_colour_t accent = canvas_hex(THEME_CYAN, 255);
    menu_heading(c, ui, "OPTIONS", "Settings", "Saved as soon as you change them", accent);
    settings_t st;
    if (ui->client) st = ui->client->settings;
    else settings_default(&st);
    st.fullscreen = ui->fullscreen;
    for (int i = 0; i < SET_ROWS; i++) {
        float hl = menu_hl_at(t->hl, t->hl_prev, i, alpha);
        float e = menu_row_entrance(age, i);
        canvas_rect_t r = settings_row_rect(ui, i);
        r.x -= (1.0f - e) * 40 * sc;
        float before = c->alpha;
        canvas_set_alpha(c, before * e);
        if (i == SET_DONE) {
            menu_button(c, ui, r, labels[i], accent, hl, MENU_BTN_PRIMARY, 1);
        } else {
            char value[64];
            value_text(&st, i, value, sizeof value);
            menu_row_t row = {.label = labels[i], .value = value, .fill = -1,
                              .can_left = can_change(&st, i, -1), .can_right = can_change(&st, i, 1)};
            if (i == SET_VOLUME) row.fill = (float)st.volume / 100.0f;
            if (sound_row(i) && silent(ui)) {
                snprintf(value, sizeof value, "No sound device");
                row.fill = -1;
            }
            if (i == SET_AI_THREADS) row.fill = (float)settings_ai_threads(&st) / (float)settings_cores();
            if (i == SET_SPEED) row.fill = (float)speed_index(st.anim_speed) / (float)(NSPEEDS - 1);
            menu_value_row(c, ui, r, &row, accent, hl);
        }
        canvas_set_alpha(c, before);
    }

    canvas_rect_t pr = menu_r(ui, VIEW_X, FORM_Y, VIEW_W, 402);
    menu_panel(c, ui, pr);
    if (t->preview) diagram_draw(t->preview, ui, c, canvas_rect(pr.x + 14 * sc, pr.y + 14 * sc, pr.w - 28 * sc, pr.h - 28 * sc));
    canvas_rect_t hr = menu_r(ui, VIEW_X, 544, VIEW_W, 62);
    canvas_fill_rrect(c, hr, 12 * sc, canvas_solid(canvas_hex(0x0c0a26, 200)));
    canvas_fill_rrect(c, canvas_rect(hr.x, hr.y, 4 * sc, hr.h), 2 * sc, canvas_solid(accent));
    canvas_text_t ht = menu_font(ui, CANVAS_FACE_REGULAR, 14.5f, CANVAS_LEFT | CANVAS_TOP, canvas_hex(THEME_INK_DIM, 240));
    menu_paragraph(c, &ht, hr.x + 20 * sc, hr.y + 12 * sc, hr.w - 36 * sc, 20 * sc, settings_help(ui, t->sel), 2);
    if (ui->client && ui->client->settings_path[0]) {
        char where[1200];
        const char *home = getenv("HOME");
        const char *p = ui->client->settings_path;
        size_t hn = home ? strlen(home) : 0;
        if (hn && !strncmp(p, home, hn) && p[hn] == '/') snprintf(where, sizeof where, "~%s", p + hn);
        else snprintf(where, sizeof where, "%s", p);
        canvas_text_t wt = menu_font(ui, CANVAS_FACE_REGULAR, 12.5f, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK_FAINT, 230));
        char fit[WIDGET_LINE_MAX];
        widget_fit_path(c, &wt, "Kept in ", where, hr.w, fit, sizeof fit);
        canvas_text(c, &wt, hr.x, hr.y + hr.h + 18 * sc, fit);
    }
    menu_note_draw(c, ui, &t->note, 636);
    static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "\xE2\x86\x90 \xE2\x86\x92", "Esc"};
    static const char *const flabels[] = {"Choose", "Change", "Back"};
    menu_footer(c, ui, keys, flabels, 3);
}

/* The rows coming in, a highlight easing, a note fading, the preview's
 * move (it shows the animation speed). */
static screen_motion_t sets_motion(const screen_t *s, const ui_t *ui)
{
    const sets_t *t = (const sets_t *)s;
    return menu_motion(menu_rows_entering(t->age, SET_ROWS) || menu_hl_easing(t->hl, t->hl_prev, SET_ROWS) ||
                       menu_note_changing(&t->note, ui) || diagram_animating(t->preview));
}

static void sets_destroy(screen_t *s)
{
    sets_t *t = self(s);
    diagram_free(t->preview);
    free(t);
}

static const screen_ops_t sets_ops = {
    .name = "settings",
    .opaque = 1,
    .event = sets_event,
    .update = sets_update,
    .render = sets_render,
    .destroy = sets_destroy,
    .motion = sets_motion,
};

/* The preview: the game for the most players (the first such in the menu:
 * Wunchunk's four) shows every seat colour and the colour-blind shapes; its
 * settings level, when there, loops a move that shows the animation speed. */
static const game_rules_t *most_players(void)
{
    const game_rules_t *best = NULL;
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        if (!best || r->max_players > best->max_players) best = r;
    }
    return best;
}

static diagram_t *preview(const ui_t *ui)
{
    const char *data = ui->data_dir ? ui->data_dir : ui->client ? ui->client->data_dir : NULL;
    const game_rules_t *r = most_players();
    if (!r) return NULL;
    char err[256], path[1200];
    if (data) {
        snprintf(path, sizeof path, "%s/levels/%s/rules/settings.txt", data, r->id);
        diagram_t *d = diagram_from_level(path, data, err, sizeof err);
        if (d) return d;
    }
    game_setup_t setup;
    game_setup_default(r, &setup, r->max_players);
    if (r->board_kind == BOARD_HEXHEX) setup.side = r->min_side;
    return diagram_random(r, &setup, data, 8, 4, err, sizeof err);
}

screen_t *settings_screen_new(ui_t *ui)
{
    sets_t *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->base.ops = &sets_ops;
    t->preview = preview(ui);
    if (t->preview && ui->client) diagram_apply_settings(t->preview, &ui->client->settings, 1);
    client_t *cl = ui->client;
    /* A settings file we could not read: say so for as long as it lasts. */
    if (cl && cl->settings_bad) {
        menu_note_set(&t->note, ui,
                      "The settings file could not be read, so the defaults are in use. The file is left as it "
                      "is until you change a setting.",
                      1, 0);
        t->note.since = ui->time - 1.0;
    }
    t->hl[0] = t->hl_prev[0] = 1.0f;
    return &t->base;
}
