/* The title screen. */
#include "ui/screens/title.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contract/learn_util.h"
#include "core/game.h"
#include "draw/ease.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/app/opts.h"
#include "ui/widgets/attract_idle.h"
#include "ui/widgets/hexbg.h"
#include "ui/widgets/logo.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/widgets.h"

/* Layout in design pixels (1280x720). */
#define LIST_TOP 262.0f
#define LIST_BOTTOM 636.0f
#define LIST_BOTTOM_BAR 580.0f /* with the action bar below the list */
#define ROW_H 66.0f
#define ROW_GAP 10.0f
#define ROW_W 880.0f
#define FOOTER_Y 686.0f

typedef struct {
    screen_t base;
    const game_rules_t *games[TITLE_MAX_GAMES];
    int n;
    int sel;
    int chosen;
    /* Animated values, current and previous step (rendered blended). */
    float hl[TITLE_MAX_GAMES], hl_prev[TITLE_MAX_GAMES];
    float flash, flash_prev;
    int flash_row;
    double age, age_prev;     /* seconds since the title appeared */
    int have_ptr;             /* the pointer position is known */
    float ptr_x, ptr_y;       /* where it was first seen */
    int ptr_moved;            /* it has moved since: hover selects */
    title_bar_t bar;          /* the actions under the list (with a client) */
    menu_note_t note;
    attract_idle_t idle;      /* input-free time: the attract mode starts after a while */
} title_t;

static title_t *self(screen_t *s) { return (title_t *)s; }
static const title_t *cself(const screen_t *s) { return (const title_t *)s; }

/* The settled layout: where rows are once the intro has played. */
static float box_top(const ui_t *ui) { return (ui->height - UI_DESIGN_H * ui->scale) * 0.5f; }

static float list_bottom(const title_t *t) { return t->bar.n ? LIST_BOTTOM_BAR : LIST_BOTTOM; }

static float row_height(const title_t *t, int n)
{
    if (n <= 0) return ROW_H;
    float avail = list_bottom(t) - LIST_TOP;
    float h = (avail - ROW_GAP * (n - 1)) / n;
    return h < ROW_H ? h : ROW_H;
}

canvas_rect_t title_row_rect(const screen_t *s, const ui_t *ui, int row)
{
    const title_t *t = cself(s);
    float sc = ui->scale, rh = row_height(t, t->n);
    float total = t->n * rh + (t->n - 1) * ROW_GAP;
    float top = LIST_TOP + ((list_bottom(t) - LIST_TOP) - total) * 0.5f;
    float x = ui->width * 0.5f - ROW_W * 0.5f * sc;
    float y = box_top(ui) + (top + row * (rh + ROW_GAP)) * sc;
    return canvas_rect(x, y, ROW_W * sc, rh * sc);
}

int title_row_at(const screen_t *s, const ui_t *ui, float x, float y)
{
    const title_t *t = cself(s);
    for (int i = 0; i < t->n; i++)
        if (canvas_rect_contains(title_row_rect(s, ui, i), x, y)) return i;
    return -1;
}

int title_selected(const screen_t *s) { return cself(s)->sel; }
int title_actions(const screen_t *s) { return cself(s)->bar.n; }
int title_action(const screen_t *s, int slot) { return slot >= 0 && slot < cself(s)->bar.n ? cself(s)->bar.act[slot] : -1; }
int title_bar_focus(const screen_t *s) { return cself(s)->bar.focus; }
canvas_rect_t title_action_rect(const screen_t *s, const ui_t *ui, int slot) { return title_bar_rect(&cself(s)->bar, ui, slot); }
int title_chosen(const screen_t *s) { return cself(s)->chosen; }
int title_games(const screen_t *s) { return cself(s)->n; }

static void choose(title_t *t, ui_t *ui, int row)
{
    if (row < 0 || row >= t->n) return;
    t->sel = row;
    t->flash = 1.0f;
    t->flash_row = row;
    t->chosen++;
    if (ui->choose_game) ui->choose_game(ui, row);
}

static void move_sel(title_t *t, int delta)
{
    if (t->n <= 0) return;
    /* With the action bar, it is one more stop in the cycle. */
    if (t->bar.n) {
        if (t->bar.focus >= 0) {
            t->bar.focus = -1;
            t->sel = delta > 0 ? 0 : t->n - 1;
            return;
        }
        if ((delta > 0 && t->sel == t->n - 1) || (delta < 0 && t->sel == 0)) {
            t->bar.focus = 0;
            return;
        }
    }
    t->sel = ((t->sel + delta) % t->n + t->n) % t->n;
}

static void title_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    title_t *t = self(s);
    attract_idle_input(&t->idle);
    switch (ev->kind) {
    case UI_EV_KEY:
        switch (ev->key) {
        case UI_KEY_UP: move_sel(t, -1); menu_sound(ui); break;
        case UI_KEY_DOWN: move_sel(t, +1); menu_sound(ui); break;
        case UI_KEY_LEFT:
        case UI_KEY_RIGHT:
            if (t->bar.focus >= 0) {
                t->bar.focus = (t->bar.focus + (ev->key == UI_KEY_LEFT ? t->bar.n - 1 : 1)) % t->bar.n;
                menu_sound(ui);
            }
            break;
        case UI_KEY_HOME: if (t->n) t->sel = 0, t->bar.focus = -1; break;
        case UI_KEY_END: if (t->n) t->sel = t->n - 1, t->bar.focus = -1; break;
        case UI_KEY_ENTER:
        case UI_KEY_SPACE:
            if (ev->repeat) break;
            if (t->bar.focus >= 0) title_bar_activate(&t->bar, ui, t->bar.focus, t->n ? t->games[t->sel] : NULL);
            else choose(t, ui, t->sel);
            break;
        case UI_KEY_ESCAPE: ui->quit = 1; break;
        case UI_KEY_CHAR:
            /* Ctrl+V: a game or another site's record from the clipboard. */
            if (ev->ch == 'v' && (ev->mods & UI_MOD_CTRL)) {
                if (!ev->repeat) nav_import_clipboard(ui);
                break;
            }
            if (ev->ch == 'w' || ev->ch == 'k') move_sel(t, -1);
            else if (ev->ch == 's' || ev->ch == 'j') move_sel(t, +1);
            break;
        default: break;
        }
        break;
    case UI_EV_POINTER_MOVE: {
        /* A pointer resting over the list when the window opens must not
         * steal the selection: hover counts once it has really moved. */
        if (!t->have_ptr) {
            t->have_ptr = 1;
            t->ptr_x = ev->x;
            t->ptr_y = ev->y;
        } else if (fabsf(ev->x - t->ptr_x) + fabsf(ev->y - t->ptr_y) > 2.0f) {
            t->ptr_moved = 1;
        }
        int row = title_row_at(s, ui, ev->x, ev->y);
        if (row >= 0 && t->ptr_moved) t->sel = row, t->bar.focus = -1;
        int slot = title_bar_at(&t->bar, ui, ev->x, ev->y);
        if (slot >= 0 && t->ptr_moved) t->bar.focus = slot;
        break;
    }
    case UI_EV_POINTER_DOWN:
        if (ev->button != 1) break;
        int slot = title_bar_at(&t->bar, ui, ev->x, ev->y);
        if (slot >= 0) {
            t->bar.focus = slot;
            title_bar_activate(&t->bar, ui, slot, t->n ? t->games[t->sel] : NULL);
            return;
        }
        if (title_row_at(s, ui, ev->x, ev->y) >= 0) t->bar.focus = -1;
        choose(t, ui, title_row_at(s, ui, ev->x, ev->y));
        break;
    case UI_EV_WHEEL:
        move_sel(t, ev->wheel > 0 ? -1 : +1);
        break;
    default: break;
    }
}

static void title_enter(screen_t *s, ui_t *ui)
{
    /* Back from a game or the saves: the autosave may have come or gone. */
    title_bar_refresh(&self(s)->bar, ui);
    attract_idle_input(&self(s)->idle);
}

static void title_update(screen_t *s, ui_t *ui, double dt)
{
    title_t *t = self(s);
    /* The client is set after the title is made: build the bar on the
     * first step that sees it. */
    if (ui->client && !t->bar.n) title_bar_refresh(&t->bar, ui);
    /* Left alone, the title shows the games playing themselves (never under
     * a script, which drives the screens itself). */
    if (ui->client && !ui->client->script_mode && attract_idle_tick(&t->idle, dt)) {
        nav_push(ui, NAV_ATTRACT, (nav_arg_t){.game = t->sel});
    }
    menu_note_take(&t->note, ui, 10.0);
    t->age_prev = t->age;
    t->age += dt;
    for (int i = 0; i < t->n; i++) {
        t->hl_prev[i] = t->hl[i];
        t->hl[i] = ease_approach(t->hl[i], i == t->sel && t->bar.focus < 0 ? 1.0f : 0.0f, 16.0f, (float)dt);
    }
    title_bar_update(&t->bar, dt);
    t->flash_prev = t->flash;
    t->flash = t->flash > 0 ? fmaxf(0.0f, t->flash - (float)dt / 0.45f) : 0.0f;
}

/* The first letter of a name, as UTF-8. */
static void initial(const char *name, char *out)
{
    const unsigned char *p = (const unsigned char *)name;
    int len = *p >= 0xF0 ? 4 : *p >= 0xE0 ? 3 : *p >= 0xC0 ? 2 : *p ? 1 : 0;
    memcpy(out, name, (size_t)len);
    out[len] = '\0';
}

static void draw_row(title_t *t, ui_t *ui, canvas_t *c, int i, float hl, float flash, float appear,
                     float name_w)
{
    const game_rules_t *g = t->games[i];
    float sc = ui->scale;
    canvas_rect_t r = title_row_rect(&t->base, ui, i);
    float e = ease_out_cubic(appear);
    r.x += (1.0f - e) * 60.0f * sc + hl * 12.0f * sc;
    float alpha_before = c->alpha;
    canvas_set_alpha(c, alpha_before * e);

    canvas_colour_t accent = theme_game_accent(g->id, i, 255);
    float rad = 14.0f * sc, cy = r.y + r.h * 0.5f;

    /* Glow, soft shadow, card. */
    if (hl > 0.01f) {
        canvas_rect_t g2 = r;
        float grow = 7.0f * sc;
        g2.x -= grow, g2.y -= grow, g2.w += 2 * grow, g2.h += 2 * grow;
        canvas_soft_rrect(c, g2, rad + grow, 18.0f * sc, canvas_with_alpha(accent, 0.30f * hl));
    }
    canvas_rect_t sh = r;
    sh.y += 6.0f * sc;
    canvas_soft_rrect(c, sh, rad, 12.0f * sc, canvas_hex(THEME_SHADOW, 190));
    canvas_colour_t left = canvas_mix(canvas_hex(THEME_PANEL, 228), canvas_darken(accent, 0.5f), 0.6f * hl);
    canvas_colour_t right = canvas_mix(canvas_hex(THEME_PANEL, 210), canvas_hex(0x1c1748, 235), hl);
    canvas_fill_rrect(c, r, rad, canvas_linear(r.x, 0, left, r.x + r.w, 0, right));
    /* A sheen on the top half. */
    canvas_rect_t top = canvas_rect(r.x + 2 * sc, r.y + 2 * sc, r.w - 4 * sc, r.h * 0.45f);
    canvas_fill_rrect(c, top, rad - 2 * sc,
                      canvas_linear(0, top.y, canvas_hex(0xffffff, (uint8_t)(14 + 12 * hl)), 0,
                                    top.y + top.h, canvas_hex(0xffffff, 0)));
    canvas_stroke_rrect(c, r, rad, (1.2f + 1.3f * hl) * sc,
                        canvas_mix(canvas_hex(THEME_PANEL_EDGE, 230), accent, hl));

    /* Badge: a hexagon in the game's colour with its initial. */
    float bx = r.x + 42.0f * sc, br = fminf(25.0f * sc, r.h * 0.40f);
    canvas_fill_hexagon(c, bx, cy + 2.5f * sc, br, 30.0f, canvas_solid(canvas_hex(THEME_SHADOW, 170)));
    canvas_fill_hexagon(c, bx, cy, br, 30.0f,
                        canvas_radial(bx - br * 0.35f, cy - br * 0.45f, br * 1.5f,
                                      canvas_lighten(accent, 0.45f), canvas_darken(accent, 0.35f)));
    canvas_stroke_hexagon(c, bx, cy, br, 30.0f, 1.5f * sc, canvas_lighten(accent, 0.6f));
    char ini[8];
    initial(g->name, ini);
    canvas_text_t it = {0};
    it.face = CANVAS_FACE_BOLD;
    it.size = br * 0.95f;
    it.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    it.colour = canvas_hex(0x1a1030, 240);
    canvas_text(c, &it, bx, cy, ini);

    /* Name, then the pitch beside it on up to two lines. */
    float tx = r.x + 84.0f * sc;
    canvas_text_t nt = {0};
    nt.face = CANVAS_FACE_BOLD;
    nt.size = fminf(25.0f * sc, r.h * 0.42f);
    nt.align = CANVAS_LEFT | CANVAS_MIDDLE;
    nt.colour = canvas_mix(canvas_hex(0xd8d4f4, 235), canvas_hex(0xffffff, 255), hl);
    nt.shadow = 2.0f * sc;
    nt.shadow_colour = canvas_hex(THEME_SHADOW, 200);
    canvas_text(c, &nt, tx, cy, g->name);
    if (g->pitch && *g->pitch) {
        canvas_text_t pt = {0};
        pt.face = CANVAS_FACE_REGULAR;
        pt.size = fminf(14.5f * sc, r.h * 0.23f);
        pt.align = CANVAS_LEFT | CANVAS_MIDDLE;
        pt.colour = canvas_mix(canvas_hex(THEME_INK_DIM, 225), canvas_lighten(accent, 0.75f), 0.7f * hl);
        float px = tx + name_w, pw = r.x + r.w - 22.0f * sc - px;
        char lines[2][WIDGET_LINE_MAX];
        int nl = widget_wrap(c, &pt, g->pitch, pw, lines, r.h > 2.6f * pt.size * 1.25f ? 2 : 1);
        float lh = pt.size * 1.32f;
        for (int k = 0; k < nl; k++)
            canvas_text(c, &pt, px, cy + (k - (nl - 1) * 0.5f) * lh, lines[k]);
        /* A faint divider between name and pitch. */
        canvas_line(c, px - 16.0f * sc, cy - r.h * 0.28f, px - 16.0f * sc, cy + r.h * 0.28f, 1.0f * sc,
                    canvas_mix(canvas_hex(THEME_PANEL_EDGE, 160), accent, 0.6f * hl));
    }

    /* The cursor: a chevron that bobs left of the selected row. */
    if (hl > 0.01f) {
        float bob = sinf((float)ui->time * 6.0f) * 3.0f * sc;
        float ax = r.x - 22.0f * sc + bob, s2 = 10.0f * sc;
        canvas_pt_t tri[3] = {{ax - s2 * 0.6f, cy - s2}, {ax + s2 * 0.7f, cy}, {ax - s2 * 0.6f, cy + s2}};
        canvas_set_alpha(c, alpha_before * e * hl);
        canvas_fill_poly(c, tri, 3, canvas_solid(canvas_lighten(accent, 0.2f)));
        canvas_set_alpha(c, alpha_before * e);
    }
    if (flash > 0.0f) canvas_fill_rrect(c, r, rad, canvas_solid(canvas_hex(0xffffff, (uint8_t)(150 * flash))));
    canvas_set_alpha(c, alpha_before);
}

/* The tagline counts the registered games ("FIVE HEX-BOARD ABSTRACT
 * GAMES"), so a new game needs no edit here. */
static const char *tagline(char *buf, size_t n)
{
    const char *w = learn_number(game_count());
    size_t i = 0;
    for (; w[i] && i + 1 < n; i++) buf[i] = (char)toupper((unsigned char)w[i]);
    snprintf(buf + i, n - i, " HEX-BOARD ABSTRACT GAMES");
    return buf;
}

static void title_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    title_t *t = self(s);
    float a = (float)alpha;
    float sc = ui->scale;
    double now = ui_render_time(ui, alpha);
    float age = (float)(t->age_prev + (t->age - t->age_prev) * a);

    hexbg_render(c, sc, now);

    float top = box_top(ui);
    float cx = ui->width * 0.5f;

    logo_draw(c, cx, top + 128.0f * sc, sc, now, ease_unit(age / 0.7f));

    canvas_text_t tag = {0};
    tag.face = CANVAS_FACE_BOLD;
    tag.size = 15.0f * sc;
    tag.tracking = 0.32f;
    tag.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    tag.colour = canvas_hex(THEME_CYAN, (uint8_t)(230 * ease_unit((age - 0.3f) / 0.5f)));
    tag.glow = 6.0f * sc;
    tag.glow_colour = canvas_hex(THEME_CYAN, (uint8_t)(150 * ease_unit((age - 0.3f) / 0.5f)));
    char line[64];
    canvas_text(c, &tag, cx, top + 214.0f * sc, tagline(line, sizeof line));

    if (t->n == 0) {
        canvas_text_t e = {0};
        e.face = CANVAS_FACE_BOLD;
        e.size = 22.0f * sc;
        e.align = CANVAS_CENTRE | CANVAS_MIDDLE;
        e.colour = canvas_hex(THEME_INK_DIM, 230);
        canvas_text(c, &e, cx, top + 440.0f * sc, "No games are built in yet");
    }
    /* The name column fits the longest name. */
    canvas_text_t nt = {0};
    nt.face = CANVAS_FACE_BOLD;
    nt.size = fminf(25.0f * sc, title_row_rect(s, ui, 0).h * 0.42f);
    float name_w = 150.0f * sc;
    for (int i = 0; i < t->n; i++) name_w = fmaxf(name_w, canvas_text_width(c, &nt, t->games[i]->name));
    name_w += 34.0f * sc;
    for (int i = 0; i < t->n; i++) {
        float hl = ease_lerp(t->hl_prev[i], t->hl[i], a);
        float fl = i == t->flash_row ? ease_lerp(t->flash_prev, t->flash, a) : 0.0f;
        draw_row(t, ui, c, i, hl, fl, ease_unit((age - 0.35f - 0.08f * i) / 0.45f), name_w);
    }

    /* The action bar. */
    float fa = ease_unit((age - 0.8f) / 0.5f);
    title_bar_draw(&t->bar, ui, c, alpha, age);

    /* Footer: keys (or a message in their place), then the version in the corner. */
    canvas_set_alpha(c, fa);
    if (t->note.text[0] && ui->time - t->note.since < t->note.seconds) {
        menu_note_draw(c, ui, &t->note, FOOTER_Y - 4.0f);
    } else if (t->bar.n) {
        static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93 \xE2\x86\x90 \xE2\x86\x92", "Enter", "Ctrl+V", "F11", "Esc"};
        static const char *const labels[] = {"Choose", "Select", "Paste a game", "Full screen", "Quit"};
        widget_key_hints(c, cx, top + FOOTER_Y * sc, sc, keys, labels, 5);
    } else {
        static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "Enter", "F11", "Esc"};
        static const char *const labels[] = {"Choose", "Select", "Full screen", "Quit"};
        widget_key_hints(c, cx, top + FOOTER_Y * sc, sc, keys, labels, 4);
    }
    canvas_text_t v = {0};
    v.face = CANVAS_FACE_REGULAR;
    v.size = 12.0f * sc;
    v.align = CANVAS_RIGHT | CANVAS_BOTTOM;
    v.colour = canvas_hex(THEME_INK_FAINT, 200);
    canvas_text(c, &v, ui->width - 14.0f * sc, ui->height - 10.0f * sc, "v" HEXARCADE_VERSION);
    canvas_set_alpha(c, 1.0f);
}

/* Seconds the entrance takes (logo, rows, then the action bar). */
#define INTRO_SECONDS 1.5

static int easing(const float *now, const float *before, int n)
{
    for (int i = 0; i < n; i++)
        if (fabsf(now[i] - before[i]) > 1e-4f) return 1;
    return 0;
}

/* The entrance, a selection easing, a flash, a note fading: every frame.
 * Otherwise only the backdrop, the logo's shine and the cursor move. */
static screen_motion_t title_motion(const screen_t *s, const ui_t *ui)
{
    const title_t *t = cself(s);
    if (t->age < INTRO_SECONDS || t->flash > 0.0f || easing(t->hl, t->hl_prev, t->n) ||
        easing(t->bar.hl, t->bar.hl_prev, t->bar.n))
        return SCREEN_MOVING;
    if (t->note.text[0]) {
        double since = ui->time - t->note.since;
        if (since < 0.3 || (t->note.seconds > 0 && since > t->note.seconds - 0.7 && since < t->note.seconds + 0.1))
            return SCREEN_MOVING;
    }
    return SCREEN_AMBIENT;
}

static void title_destroy(screen_t *s) { free(s); }

static const screen_ops_t title_ops = {
    .name = "title",
    .opaque = 1,
    .enter = title_enter,
    .event = title_event,
    .update = title_update,
    .render = title_render,
    .destroy = title_destroy,
    .motion = title_motion,
};

screen_t *title_new(const game_rules_t *const *games, int ngames, int selected)
{
    title_t *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->base.ops = &title_ops;
    if (ngames < 0) ngames = 0;
    if (ngames > TITLE_MAX_GAMES) ngames = TITLE_MAX_GAMES;
    for (int i = 0; i < ngames; i++) t->games[i] = games[i];
    t->n = ngames;
    t->sel = selected < 0 ? 0 : selected >= ngames ? (ngames ? ngames - 1 : 0) : selected;
    t->flash_row = -1;
    title_bar_init(&t->bar);
    for (int i = 0; i < t->n; i++) t->hl[i] = t->hl_prev[i] = i == t->sel ? 1.0f : 0.0f;
    return &t->base;
}

screen_t *title_new_registered(int selected)
{
    const game_rules_t *games[TITLE_MAX_GAMES];
    int n = 0;
    for (int i = 0; i < game_count() && n < TITLE_MAX_GAMES; i++) games[n++] = game_by_index(i);
    return title_new(games, n, selected);
}
