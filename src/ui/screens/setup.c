/* The setup screen: the form of setup_model at the left, the start position
 * of the chosen board at the right, the help of the focused row below it. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/palette.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/screens/setup.h"
#include "ui/widgets/diagram.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/standing.h"
#include "ui/widgets/widgets.h"

#define FORM_X 64.0f
#define FORM_W 600.0f
#define FORM_Y 120.0f
#define VIEW_X 700.0f
#define VIEW_W 516.0f

typedef struct {
    screen_t base;
    setup_model_t m;
    int sel;
    float hl[SETUP_MAX_ROWS], hl_prev[SETUP_MAX_ROWS];
    diagram_t *preview;
    int preview_side, preview_players;
    char message[320];
    double age, age_prev;
    menu_ptr_t ptr;
    int hover;          /* the row under the pointer (-1: none): explained
                           as the focused row is, from the first report on */
} setup_t;

static setup_t *self(screen_t *s) { return (setup_t *)s; }

/* The form's layout in design pixels: a heading before each group of rows
 * (board, players, rules), the rows, and Start at the bottom, level with
 * the help box at the right. */
#define HEAD_H 28.0f
#define START_Y 600.0f
#define START_H 56.0f

static int group_of(srow_kind_t k) { return k == SROW_SIZE || k == SROW_PLAYERS ? 0 : k == SROW_SEAT ? 1 : 2; }

static void layout(const setup_t *t, float *row_y, float *row_h, float head_y[3], int *heads)
{
    int n = t->m.nrows - 1, ngroups = 0, last = -1;
    for (int i = 0; i < n; i++)
        if (group_of(t->m.rows[i].kind) != last) ngroups++, last = group_of(t->m.rows[i].kind);
    float avail = START_Y - 16.0f - FORM_Y - HEAD_H * (float)ngroups;
    float pitch = n ? avail / (float)n : 60.0f;
    if (pitch > 60.0f) pitch = 60.0f;
    *row_h = pitch - 8.0f;
    float y = FORM_Y;
    last = -1;
    for (int g = 0; g < 3; g++) head_y[g] = -1;
    for (int i = 0; i < n; i++) {
        int g = group_of(t->m.rows[i].kind);
        if (g != last) {
            head_y[g] = y;
            y += HEAD_H;
            last = g;
        }
        row_y[i] = y;
        y += pitch;
    }
    row_y[n] = START_Y;
    *heads = ngroups;
}

canvas_rect_t setup_row_rect(const screen_t *s, const ui_t *ui, int row)
{
    const setup_t *t = (const setup_t *)s;
    float ys[SETUP_MAX_ROWS], h, heads[3];
    int nh;
    layout(t, ys, &h, heads, &nh);
    if (row == setup_model_start_row(&t->m)) return menu_r(ui, FORM_X + 100, START_Y, FORM_W - 200, START_H);
    return menu_r(ui, FORM_X, ys[row], FORM_W, h);
}

const setup_model_t *setup_model(const screen_t *s) { return &((const setup_t *)s)->m; }
int setup_selected(const screen_t *s) { return ((const setup_t *)s)->sel; }
int setup_explained(const screen_t *s)
{
    const setup_t *t = (const setup_t *)s;
    return t->hover >= 0 ? t->hover : t->sel;
}

static const char *data_dir(const ui_t *ui)
{
    return ui->data_dir ? ui->data_dir : ui->client ? ui->client->data_dir : NULL;
}

static void make_preview(setup_t *t, ui_t *ui)
{
    if (t->preview && t->preview_side == t->m.setup.side && t->preview_players == t->m.setup.players) return;
    diagram_free(t->preview);
    char err[256];
    t->preview = diagram_random(t->m.r, &t->m.setup, data_dir(ui), 0, 1, err, sizeof err);
    t->preview_side = t->m.setup.side;
    t->preview_players = t->m.setup.players;
    if (t->preview && ui->client) diagram_apply_settings(t->preview, &ui->client->settings, 1);
}

static void start(setup_t *t, ui_t *ui)
{
    char err[256];
    session_t *s = setup_model_start(&t->m, data_dir(ui), err, sizeof err);
    if (!s) {
        snprintf(t->message, sizeof t->message, "The game cannot start: %s", err);
        return;
    }
    menu_sound(ui);
    client_t *cl = ui->client;
    /* Remember the choices for next time, unless the settings file is one
     * we could not read (it is left alone until a setting is changed). */
    if (cl && !cl->settings_bad) {
        char words[SETTINGS_SETUP_LEN];
        setup_model_words(&t->m, words, sizeof words);
        if (settings_set_last_setup(&cl->settings, t->m.r->id, words) == 0) client_save_settings(cl);
    }
    if (nav_start_play(ui, s) && cl) {
        snprintf(t->message, sizeof t->message, "%s", cl->message);
        cl->message[0] = '\0';
    }
}

static void change(setup_t *t, ui_t *ui, int row, int delta)
{
    if (setup_model_change(&t->m, row, delta)) {
        menu_sound(ui);
        if (t->sel >= t->m.nrows) t->sel = t->m.nrows - 1;
        make_preview(t, ui);
    }
}

static void move_sel(setup_t *t, ui_t *ui, int delta)
{
    int n = t->m.nrows;
    t->sel = ((t->sel + delta) % n + n) % n;
    menu_sound(ui);
}

static int row_at(setup_t *t, const ui_t *ui, float x, float y)
{
    for (int i = 0; i < t->m.nrows; i++)
        if (canvas_rect_contains(setup_row_rect(&t->base, ui, i), x, y)) return i;
    return -1;
}

static void setup_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    setup_t *t = self(s);
    int v = menu_key_vertical(ev), h = menu_key_horizontal(ev);
    if (ev->kind == UI_EV_KEY) {
        t->message[0] = '\0';
        t->hover = -1; /* the keys take over the explanation */
        if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_BACKSPACE) {
            menu_sound(ui);
            screen_pop(ui->screens);
        } else if (v) {
            move_sel(t, ui, v);
        } else if (h) {
            change(t, ui, t->sel, h);
        } else if (ev->key == UI_KEY_HOME) {
            t->sel = 0;
        } else if (ev->key == UI_KEY_END) {
            t->sel = setup_model_start_row(&t->m);
        } else if (ev->key == UI_KEY_F1 || (ev->key == UI_KEY_CHAR && ev->ch == 'r')) {
            nav_push(ui, NAV_RULES, (nav_arg_t){.rules = t->m.r});
        } else if (menu_key_activate(ev)) {
            start(t, ui);
        }
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE) {
        /* Hover explains the row at once; it selects once the pointer has
         * moved (one resting where the screen opened does not). */
        t->hover = row_at(t, ui, ev->x, ev->y);
        if (!menu_ptr_moved(&t->ptr, ev)) return;
        int r = row_at(t, ui, ev->x, ev->y);
        if (r >= 0) t->sel = r;
    } else if (ev->kind == UI_EV_POINTER_LEAVE) {
        t->hover = -1;
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        int r = row_at(t, ui, ev->x, ev->y);
        if (r < 0) return;
        t->sel = r;
        if (t->m.rows[r].kind == SROW_START) {
            start(t, ui);
            return;
        }
        canvas_rect_t la, ra;
        menu_row_arrows(ui, setup_row_rect(s, ui, r), &la, &ra);
        if (canvas_rect_contains(la, ev->x, ev->y)) change(t, ui, r, -1);
        else change(t, ui, r, +1);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 3) {
        screen_pop(ui->screens);
    } else if (ev->kind == UI_EV_WHEEL) {
        move_sel(t, ui, ev->wheel > 0 ? -1 : 1);
    }
}

static void setup_enter(screen_t *s, ui_t *ui)
{
    /* Back from the rules or settings: the view settings may have changed. */
    setup_t *t = self(s);
    if (t->preview && ui->client) diagram_apply_settings(t->preview, &ui->client->settings, 1);
}

static void setup_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    setup_t *t = self(s);
    t->age_prev = t->age;
    t->age += dt;
    menu_hl_step(t->hl, t->hl_prev, t->m.nrows, t->sel, dt);
    if (t->preview) diagram_update(t->preview, dt);
}

static void draw_preview(setup_t *t, ui_t *ui, canvas_t *c, canvas_colour_t accent)
{
    float sc = ui->scale;
    canvas_rect_t pr = menu_r(ui, VIEW_X, 128, VIEW_W, 452);
    menu_panel(c, ui, pr);
    canvas_rect_t br = canvas_rect(pr.x + 16 * sc, pr.y + 16 * sc, pr.w - 32 * sc, pr.h - 56 * sc);
    if (t->preview) diagram_draw(t->preview, ui, c, br);
    char cap[128];
    if (t->m.r->board_kind == BOARD_HEXHEX)
        snprintf(cap, sizeof cap, "Start position  \xC2\xB7  side %d  \xC2\xB7  %d players", t->m.setup.side,
                 t->m.setup.players);
    else
        snprintf(cap, sizeof cap, "Start position  \xC2\xB7  %d holes, %d cells", 69, 41);
    canvas_text_t ct = menu_font(ui, CANVAS_FACE_BOLD, 13.5f, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_with_alpha(accent, 0.9f));
    ct.tracking = 0.06f;
    canvas_text(c, &ct, pr.x + pr.w * 0.5f, pr.y + pr.h - 22 * sc, cap);

    /* The row under the pointer, else the focused one, explained. */
    canvas_rect_t hr = menu_r(ui, VIEW_X, START_Y, VIEW_W, START_H);
    canvas_fill_rrect(c, hr, 12 * sc, canvas_solid(canvas_hex(0x0c0a26, 200)));
    canvas_fill_rrect(c, canvas_rect(hr.x, hr.y, 4 * sc, hr.h), 2 * sc, canvas_solid(accent));
    canvas_text_t ht = menu_font(ui, CANVAS_FACE_REGULAR, 14.5f, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 240));
    /* Two lines, or three a little smaller: the seat's help ("Expert thinks
     * longer on more cores") was cut on two. */
    char lines[3][WIDGET_LINE_MAX];
    const char *help = setup_model_help(&t->m, setup_explained(&t->base));
    float lh = 20 * sc;
    int nl = widget_wrap(c, &ht, help, hr.w - 40 * sc, lines, 3);
    if (nl > 2) {
        ht.size = 13.5f * sc;
        lh = 16.5f * sc;
        nl = widget_wrap(c, &ht, help, hr.w - 40 * sc, lines, 3);
    }
    for (int i = 0; i < nl; i++)
        canvas_text(c, &ht, hr.x + 20 * sc, hr.y + hr.h * 0.5f + ((float)i - (nl - 1) * 0.5f) * lh, lines[i]);
}

static void setup_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    setup_t *t = self(s);
    double now = ui_render_time(ui, alpha);
    float age = (float)(t->age_prev + (t->age - t->age_prev) * alpha);
    menu_backdrop(c, ui, now);
    canvas_colour_t accent = theme_game_accent(t->m.r->id, 0, 255);
    char kicker[64];
    snprintf(kicker, sizeof kicker, "NEW GAME  \xC2\xB7  %s", t->m.r->name);
    for (char *p = kicker; *p; p++) *p = (char)toupper((unsigned char)*p);
    menu_heading(c, ui, kicker, "Set up the game", t->m.r->pitch, accent);

    int colourblind = ui->client ? ui->client->settings.palette == 1 : 0;
    {
        static const char *const heads[3] = {"BOARD", "PLAYERS", "RULES"};
        float ys[SETUP_MAX_ROWS], h, hy[3];
        int nh;
        layout(t, ys, &h, hy, &nh);
        canvas_text_t ht = menu_font(ui, CANVAS_FACE_BOLD, 12.5f, CANVAS_LEFT | CANVAS_MIDDLE, canvas_with_alpha(accent, 0.85f));
        ht.tracking = 0.25f;
        for (int g = 0; g < 3; g++)
            if (hy[g] >= 0) {
                float y = menu_y(ui, hy[g] + HEAD_H * 0.45f);
                canvas_text(c, &ht, menu_x(ui, FORM_X + 4), y, heads[g]);
                float x0 = menu_x(ui, FORM_X + 4) + canvas_text_width(c, &ht, heads[g]) + 12 * ui->scale;
                canvas_fill_rect(c, canvas_rect(x0, y, menu_x(ui, FORM_X + FORM_W) - x0, 1.0f * ui->scale),
                                 canvas_solid(canvas_with_alpha(accent, 0.25f)));
            }
    }
    for (int i = 0; i < t->m.nrows; i++) {
        float hl = menu_hl_at(t->hl, t->hl_prev, i, alpha);
        float e = menu_row_entrance(age, i);
        canvas_rect_t r = setup_row_rect(s, ui, i);
        r.x -= (1.0f - e) * 40 * ui->scale;
        float before = c->alpha;
        canvas_set_alpha(c, before * e);
        char label[96], value[96];
        setup_model_label(&t->m, i, label, sizeof label);
        if (t->m.rows[i].kind == SROW_START) {
            menu_button(c, ui, r, label, accent, hl, MENU_BTN_PRIMARY, 1);
        } else {
            setup_model_value(&t->m, i, value, sizeof value);
            menu_row_t row = {.label = label, .value = value, .fill = -1,
                              .can_left = setup_model_can(&t->m, i, -1), .can_right = setup_model_can(&t->m, i, 1)};
            if (t->m.rows[i].kind == SROW_SEAT) {
                palette_piece_t pp;
                palette_piece(t->m.r->id, t->m.rows[i].index + 1, colourblind, &pp);
                row.has_swatch = 1;
                row.swatch = pp.base;
            }
            menu_value_row(c, ui, r, &row, accent, hl);
        }
        canvas_set_alpha(c, before);
    }
    draw_preview(t, ui, c, accent);
    if (t->message[0]) menu_toast(c, ui, 640, t->message, 1, 1.0f);
    static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "\xE2\x86\x90 \xE2\x86\x92", "Enter", "R", "Esc"};
    static const char *const labels[] = {"Choose", "Change", "Start", "Rules", "Back"};
    menu_footer(c, ui, keys, labels, 5);
}

/* The rows coming in, a highlight easing, the preview's move. */
static screen_motion_t setup_motion(const screen_t *s, const ui_t *ui)
{
    (void)ui;
    const setup_t *t = (const setup_t *)s;
    return menu_motion(menu_rows_entering(t->age, t->m.nrows) || menu_hl_easing(t->hl, t->hl_prev, t->m.nrows) ||
                       diagram_animating(t->preview));
}

static void setup_destroy(screen_t *s)
{
    setup_t *t = self(s);
    diagram_free(t->preview);
    free(t);
}

static const screen_ops_t setup_ops = {
    .name = "setup",
    .opaque = 1,
    .enter = setup_enter,
    .event = setup_event,
    .update = setup_update,
    .render = setup_render,
    .destroy = setup_destroy,
    .motion = setup_motion,
};

screen_t *setup_screen_new(ui_t *ui, const game_rules_t *r)
{
    if (!r) return NULL;
    setup_t *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->base.ops = &setup_ops;
    const char *last = ui->client ? settings_last_setup(&ui->client->settings, r->id) : NULL;
    setup_model_init_level(&t->m, r, last,
                           standing_default_level(r, ui->client ? &ui->client->record : NULL));
    t->sel = setup_model_start_row(&t->m);
    t->hover = -1;
    t->hl[t->sel] = t->hl_prev[t->sel] = 1.0f;
    make_preview(t, ui);
    return &t->base;
}
