/* The import screen: see import_screen.h. One list of items: the game rows
 * (an archive's, newest first), then the actions. Enter or a click on a row
 * chooses that game; an action opens the chosen one. */
#include "ui/screens/import_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/foreign.h"
#include "draw/ease.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/widgets/menu.h"

#define CARD_W 1040.0f
#define ROW_H 40.0f
#define ROW_GAP 6.0f
#define ACT_H 44.0f
#define HEAD_H 110.0f
#define LINE_MAX 200

static const char *const actions[IMPORT_ACTIONS] = {"Play on from the end", "Review", "Analysis board", "Back"};

typedef struct {
    screen_t base;
    foreign_list_t list;
    char (*line)[LINE_MAX]; /* each game's row text */
    char (*bad)[GAME_ERR_MAX + 64]; /* why each game cannot be opened ("": it can) */
    char site[32];
    int chosen, sel, top;   /* sel: a row (< n) or n + an action */
    float hl[IMPORT_ROWS + IMPORT_ACTIONS], hl_prev[IMPORT_ROWS + IMPORT_ACTIONS];
    double age, age_prev;
    menu_ptr_t ptr;
    menu_note_t note;
    /* The game opened for Review, owned here: the review keeps its
     * analysis in it, so it must outlive the review screen over this one
     * (issue 50: it was freed at once and the finished analysis was
     * stored into freed memory). Choosing Review of it again is instant. */
    session_t *reviewed;
    int reviewed_game;      /* its row (-1: none) */
} import_t;

static import_t *self(screen_t *s) { return (import_t *)s; }
static const import_t *cself(const screen_t *s) { return (const import_t *)s; }

static int shown(const import_t *p) { return p->list.n < IMPORT_ROWS ? p->list.n : IMPORT_ROWS; }
static float card_h(const import_t *p)
{
    return HEAD_H + (float)shown(p) * (ROW_H + ROW_GAP) + 24.0f + IMPORT_ACTIONS * (ACT_H + ROW_GAP) + 18.0f;
}
static float card_y(const import_t *p) { return (UI_DESIGN_H - card_h(p)) * 0.5f - 10.0f; }

canvas_rect_t import_row_rect(const ui_t *ui, const screen_t *s, int i)
{
    const import_t *p = cself(s);
    if (i < p->top || i >= p->top + shown(p)) return canvas_rect(0, 0, 0, 0);
    float x = (UI_DESIGN_W - CARD_W) * 0.5f + 36.0f;
    return menu_r(ui, x, card_y(p) + HEAD_H + (float)(i - p->top) * (ROW_H + ROW_GAP), CARD_W - 72.0f, ROW_H);
}

canvas_rect_t import_action_rect(const ui_t *ui, const screen_t *s, int a)
{
    const import_t *p = cself(s);
    float w = 420.0f, x = (UI_DESIGN_W - w) * 0.5f;
    float y = card_y(p) + HEAD_H + (float)shown(p) * (ROW_H + ROW_GAP) + 24.0f + (float)a * (ACT_H + ROW_GAP);
    return menu_r(ui, x, y, w, ACT_H);
}

int import_count(const screen_t *s) { return cself(s)->list.n; }
int import_chosen(const screen_t *s) { return cself(s)->chosen; }
const char *import_row_text(const screen_t *s, int i) { return cself(s)->line[i]; }
const char *import_note(const screen_t *s) { return cself(s)->note.text; }

static void say(import_t *p, ui_t *ui, const char *text) { menu_note_set(&p->note, ui, text, 1, 8.0); }

static void keep_visible(import_t *p, int row)
{
    if (row < p->top) p->top = row;
    if (row >= p->top + IMPORT_ROWS) p->top = row - IMPORT_ROWS + 1;
}

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : NULL;
}

static void open_game(import_t *p, ui_t *ui, int action)
{
    char err[GAME_ERR_MAX + 512], origin[512];
    if (action == IMPORT_REVIEW && p->reviewed && p->reviewed_game == p->chosen) {
        nav_push(ui, NAV_REVIEW, (nav_arg_t){.session = p->reviewed});
        return;
    }
    session_t *s = NULL;
    if (action == IMPORT_PLAY && p->reviewed && p->reviewed_game == p->chosen) {
        s = p->reviewed; /* played on with the analysis its review kept */
        p->reviewed = NULL;
        p->reviewed_game = -1;
    } else {
        s = foreign_session(&p->list.games[p->chosen], data_dir(ui), err, sizeof err);
    }
    if (!s) {
        char msg[sizeof err + 32];
        snprintf(msg, sizeof msg, "Cannot open this game: %s", err);
        say(p, ui, msg);
        return;
    }
    if (ui->client && foreign_origin_line(s, origin, sizeof origin) == 0) client_note(ui->client, "%s", origin);
    if (action == IMPORT_PLAY) {
        nav_start_play(ui, s); /* handed over; this screen closes */
        return;
    }
    if (action == IMPORT_REVIEW) {
        /* The review keeps its analysis in s: this screen, under it, owns s. */
        session_free(p->reviewed);
        p->reviewed = s;
        p->reviewed_game = p->chosen;
        nav_push(ui, NAV_REVIEW, (nav_arg_t){.session = s});
        return;
    }
    /* The analysis board copies the game: ours is freed. */
    nav_push(ui, NAV_ANALYSIS, (nav_arg_t){.session = s, .first = s->cur});
    session_free(s);
}

static void activate(import_t *p, ui_t *ui, int item)
{
    menu_sound(ui);
    if (item < p->list.n && p->bad[item][0]) {
        char msg[sizeof p->bad[0] + 32];
        snprintf(msg, sizeof msg, "Cannot open this game: %s", p->bad[item]);
        say(p, ui, msg);
        return;
    }
    if (item < p->list.n) {
        p->chosen = item;
        p->sel = p->list.n + IMPORT_PLAY;
        return;
    }
    int a = item - p->list.n;
    if (a == IMPORT_BACK) screen_pop(ui->screens);
    else open_game(p, ui, a);
}

static int item_at(const ui_t *ui, const screen_t *s, float x, float y)
{
    const import_t *p = cself(s);
    for (int i = p->top; i < p->top + shown(p); i++)
        if (canvas_rect_contains(import_row_rect(ui, s, i), x, y)) return i;
    for (int a = 0; a < IMPORT_ACTIONS; a++)
        if (canvas_rect_contains(import_action_rect(ui, s, a), x, y)) return p->list.n + a;
    return -1;
}

static void import_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    import_t *p = self(s);
    int n = p->list.n + IMPORT_ACTIONS, v = menu_key_vertical(ev);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE) {
            activate(p, ui, p->list.n + IMPORT_BACK);
        } else if (v) {
            p->sel = ((p->sel + v) % n + n) % n;
            if (p->sel < p->list.n) keep_visible(p, p->sel);
            menu_sound(ui);
        } else if (menu_key_activate(ev)) {
            activate(p, ui, p->sel);
        }
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE) {
        if (!menu_ptr_moved(&p->ptr, ev)) return;
        int i = item_at(ui, s, ev->x, ev->y);
        if (i >= 0 && i != p->sel) p->sel = i, menu_sound(ui);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        int i = item_at(ui, s, ev->x, ev->y);
        if (i >= 0) activate(p, ui, i);
    } else if (ev->kind == UI_EV_WHEEL && p->list.n > IMPORT_ROWS) {
        int t = p->top + (ev->wheel > 0 ? -1 : 1);
        p->top = t < 0 ? 0 : t > p->list.n - IMPORT_ROWS ? p->list.n - IMPORT_ROWS : t;
    }
}

/* Highlights by slot: the shown rows, then the actions. */
static int slot_of(const import_t *p, int item)
{
    if (item < p->list.n) return item - p->top >= 0 && item - p->top < IMPORT_ROWS ? item - p->top : -1;
    return IMPORT_ROWS + item - p->list.n;
}

static void import_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    import_t *p = self(s);
    p->age_prev = p->age;
    p->age += dt;
    menu_hl_step(p->hl, p->hl_prev, IMPORT_ROWS + IMPORT_ACTIONS, slot_of(p, p->sel), dt);
}

static void import_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    import_t *p = self(s);
    float sc = ui->scale;
    float in = ease_out_cubic(ease_unit((float)(p->age_prev + (p->age - p->age_prev) * alpha) / 0.18f));
    canvas_fill_rect(c, canvas_rect(0, 0, (float)c->width, (float)c->height),
                     canvas_solid(canvas_hex(THEME_SHADOW, (uint8_t)(215 * in))));
    const game_rules_t *r = p->list.games[p->chosen].rules;
    canvas_colour_t accent = theme_game_accent(r->id, 0, 255);
    canvas_rect_t card = menu_r(ui, (UI_DESIGN_W - CARD_W) * 0.5f, card_y(p), CARD_W, card_h(p));
    menu_card(c, ui, card, accent, 0.35f);
    canvas_text_t k = menu_font(ui, CANVAS_FACE_BOLD, 13, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_with_alpha(accent, 0.95f));
    k.tracking = 0.3f;
    char kicker[80];
    snprintf(kicker, sizeof kicker, "FROM %s", p->site);
    for (char *q = kicker; *q; q++) *q = (char)(*q >= 'a' && *q <= 'z' ? *q - 32 : *q);
    canvas_text(c, &k, card.x + card.w * 0.5f, card.y + 32 * sc, kicker);
    canvas_text_t t = menu_font(ui, CANVAS_FACE_CONDENSED, 36, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    char title[64];
    snprintf(title, sizeof title, p->list.n > 1 ? "%d games: choose one" : "Open the game", p->list.n);
    canvas_text(c, &t, card.x + card.w * 0.5f, card.y + 70 * sc, title);
    for (int i = p->top; i < p->top + shown(p); i++)
        menu_button(c, ui, import_row_rect(ui, s, i), p->line[i], accent, menu_hl_at(p->hl, p->hl_prev, i - p->top, alpha),
                    i == p->chosen ? MENU_BTN_PRIMARY : MENU_BTN_NORMAL, 1);
    for (int a = 0; a < IMPORT_ACTIONS; a++)
        menu_button(c, ui, import_action_rect(ui, s, a), actions[a], accent,
                    menu_hl_at(p->hl, p->hl_prev, IMPORT_ROWS + a, alpha), MENU_BTN_NORMAL, 1);
    menu_note_draw(c, ui, &p->note, card_y(p) + card_h(p) + 30.0f);
    static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "Enter", "Esc"};
    static const char *const labels[] = {"Choose", "Select", "Back"};
    menu_footer(c, ui, keys, labels, 3);
}

static screen_motion_t import_motion(const screen_t *s, const ui_t *ui)
{
    const import_t *p = cself(s);
    if (p->age < 0.25 || menu_hl_easing(p->hl, p->hl_prev, IMPORT_ROWS + IMPORT_ACTIONS) ||
        menu_note_changing(&p->note, ui))
        return SCREEN_MOVING;
    return SCREEN_STILL;
}

static void import_destroy(screen_t *s)
{
    import_t *p = self(s);
    foreign_list_free(&p->list);
    session_free(p->reviewed);
    free(p->line);
    free(p->bad);
    free(p);
}

static const screen_ops_t import_ops = {
    .name = "import",
    .opaque = 0,
    .event = import_event,
    .update = import_update,
    .render = import_render,
    .destroy = import_destroy,
    .motion = import_motion,
};

/* Every game is replayed before it is offered (issue 50: a record with a
 * hole that does not exist was refused only once Review was chosen): the
 * ones that cannot be opened say why on their row, and a record with none
 * to open is refused at once with the first reason. The first game that
 * opens is chosen. -1 when none does. */
static int check_games(import_t *p, ui_t *ui, char *err, size_t errlen)
{
    int good = 0, first = -1, nbad = 0;
    for (int i = 0; i < p->list.n; i++) {
        session_t *s = foreign_session(&p->list.games[i], data_dir(ui), p->bad[i], sizeof p->bad[i]);
        if (s) {
            session_free(s);
            if (!good++) first = i;
            continue;
        }
        if (!p->bad[i][0]) snprintf(p->bad[i], sizeof p->bad[i], "it does not replay");
        if (!nbad++) snprintf(err, errlen, "%s", p->bad[i]);
    }
    if (!good) return -1;
    p->chosen = first;
    if (nbad) {
        char msg[GAME_ERR_MAX + 160];
        snprintf(msg, sizeof msg, "%d game%s cannot be opened: %s", nbad, nbad == 1 ? "" : "s", err);
        menu_note_set(&p->note, ui, msg, 1, 10.0);
    }
    return 0;
}

screen_t *import_screen_new(ui_t *ui, const char *name, const char *text, char *err, size_t errlen)
{
    import_t *p = calloc(1, sizeof *p);
    if (!p) return snprintf(err, errlen, "out of memory"), NULL;
    int skipped = 0;
    /* Every game is replayed before it is offered (check_games below): one
     * that does not replay is marked on its row and cannot be chosen. */
    if (foreign_read(name, text, &p->list, &skipped, err, errlen) != 0) {
        foreign_list_free(&p->list);
        free(p);
        return NULL;
    }
    p->line = calloc((size_t)p->list.n, sizeof *p->line);
    p->bad = calloc((size_t)p->list.n, sizeof *p->bad);
    if (!p->line || !p->bad) {
        foreign_list_free(&p->list);
        free(p->line);
        free(p->bad);
        free(p);
        return snprintf(err, errlen, "out of memory"), NULL;
    }
    if (check_games(p, ui, err, errlen)) {
        import_destroy(&p->base);
        return NULL;
    }
    for (int i = 0; i < p->list.n; i++) {
        foreign_game_line(&p->list.games[i], p->line[i], LINE_MAX);
        size_t k = strlen(p->line[i]);
        if (p->bad[i][0]) snprintf(p->line[i] + k, LINE_MAX - k, " (cannot be opened)");
    }
    snprintf(p->site, sizeof p->site, "%s", p->list.format == FOREIGN_LG ? "Little Golem" : "AbstractPlay");
    p->base.ops = &import_ops;
    p->sel = p->list.n + IMPORT_PLAY;
    p->reviewed_game = -1;
    if (skipped && !p->note.text[0]) {
        char msg[96];
        snprintf(msg, sizeof msg, "%d record%s of other games or variants left out.", skipped, skipped == 1 ? "" : "s");
        menu_note_set(&p->note, ui, msg, 0, 8.0);
    }
    return &p->base;
}
