/* The position editor: see editor.h. The board is the play screen's board
 * view showing the state the game's own level validation makes of the
 * edited characters, so what is shown is what would be played. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/palette.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/board/bview.h"
#include "ui/screens/editor.h"
#include "ui/widgets/menu.h"

#define PANEL_X 860.0f
#define PANEL_W 380.0f
/* The items start under the legend (three rows at most: to 204) and end
 * high enough for three lines of the position's status above the key
 * hints (686): with eight items the status ran into them. */
#define ITEM_H 38.0f
#define ITEM_GAP 6.0f
#define ITEMS_Y 224.0f

static const char *const labels[ED_ITEMS] = {"To move", "Phase", "Clear board", "Play vs AI", "Play hot-seat",
                                             "Analyse", "Save as level", "Back"};

typedef struct {
    screen_t base;
    ui_t *ui;
    session_t *src;          /* borrowed: the game the position came from */
    editpos_t e;
    level_t *lv;
    void *shown;             /* the last state the position made */
    bview_t *bv;
    canvas_t *bv_canvas;
    int gfx_lost;
    int cursor, cursor_on, hover;
    int sel;                 /* the panel item under the pointer, -1 */
    int legal;
    char msg[GAME_ERR_MAX + 128];
    menu_note_t note;        /* saved, or a refusal to play */
    char last[1100];
    char pieces[EDITPOS_PIECES_MAX];
} editor_t;

static const screen_ops_t editor_ops;

static editor_t *self(screen_t *s) { return (editor_t *)s; }
int editor_screen_is(const screen_t *s) { return s && s->ops == &editor_ops; }
editpos_t *editor_pos(screen_t *s) { return &self(s)->e; }
const char *editor_message(const screen_t *s) { return ((const editor_t *)s)->msg; }
const char *editor_note(const screen_t *s) { return ((const editor_t *)s)->note.text; }
int editor_legal(const screen_t *s) { return ((const editor_t *)s)->legal; }
const char *editor_last_file(const screen_t *s) { return ((const editor_t *)s)->last; }

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : ".";
}

static int shows(const editor_t *p, int i) { return i != ED_PHASE || p->e.g->rules->phases > 0; }

canvas_rect_t editor_item_rect(const ui_t *ui, const screen_t *s, int i)
{
    const editor_t *p = (const editor_t *)s;
    if (i < 0 || i >= ED_ITEMS || !shows(p, i)) return canvas_rect(0, 0, 0, 0);
    int row = 0;
    for (int k = 0; k < i; k++) row += shows(p, k);
    return menu_r(ui, PANEL_X, ITEMS_Y + (float)row * (ITEM_H + ITEM_GAP), PANEL_W, ITEM_H);
}

static canvas_rect_t board_rect(const ui_t *ui) { return menu_r(ui, 24, 112, 812, 540); }

/* Builds the state of the position (shown even when finished) and judges it. */
void editor_changed(screen_t *s)
{
    editor_t *p = self(s);
    const game_t *g = p->e.g;
    void *st = malloc(g->rules->state_size);
    char err[sizeof p->msg];
    if (!st) {
        p->legal = 0;
        snprintf(p->msg, sizeof p->msg, "out of memory");
        return;
    }
    if (editpos_build(&p->e, p->lv, st, err, sizeof err) == 0) {
        memcpy(p->shown, st, g->rules->state_size);
        bview_set_state(p->bv, p->shown);
    }
    p->legal = editpos_check(&p->e, p->lv, st, err, sizeof err) == 0;
    if (p->legal) {
        char status[160] = "";
        g->rules->status_text(g, st, status, sizeof status);
        snprintf(p->msg, sizeof p->msg, "Legal position%s%s.", status[0] ? ": " : "", status);
    } else {
        snprintf(p->msg, sizeof p->msg, "%s", err);
    }
    free(st);
}

static void say(editor_t *p, int problem, const char *text) { menu_note_set(&p->note, p->ui, text, problem, 6.0); }

/* A new game from the edited position; NULL (said why) when illegal. */
static session_t *edited_game(editor_t *p)
{
    char err[GAME_ERR_MAX + 128];
    if (editpos_check(&p->e, p->lv, NULL, err, sizeof err)) {
        say(p, 1, err);
        return NULL;
    }
    session_t *s = session_new_level(p->lv, data_dir(p->ui), NULL, err, sizeof err);
    if (!s) say(p, 1, err);
    return s;
}

static void play_from_here(editor_t *p, int vs_ai)
{
    ui_t *ui = p->ui;
    session_t *s = edited_game(p);
    if (!s) return;
    int players = s->game->setup.players, any_ai = 0;
    for (int i = 0; i < players; i++) any_ai |= strcmp(p->src->seat[i], "human") != 0;
    for (int i = 0; i < players; i++) {
        const char *who = "human";
        if (vs_ai) who = any_ai ? p->src->seat[i] : i + 1 == p->e.to_move ? "human" : "medium";
        snprintf(s->seat[i], SESSION_SEAT_LEN, "%s", who);
    }
    /* This screen and the game below it close: src is gone. Unless that
     * game's autosave fails: then it stays, and the message says why. */
    if (nav_start_play(ui, s)) {
        menu_note_take(&p->note, ui, 8);
        return;
    }
    if (ui->client) client_note(ui->client, "A new game from the edited position.");
}

/* The analysis board over the edited position: it copies the game it is
 * given, so the game made here is freed at once. */
static void analyse(editor_t *p)
{
    session_t *s = edited_game(p);
    if (!s) return;
    nav_push(p->ui, NAV_ANALYSIS, (nav_arg_t){.session = s, .first = 0});
    session_free(s);
}

static void save_level(editor_t *p)
{
    ui_t *ui = p->ui;
    const char *home = ui->client ? ui->client->saves_dir : "";
    if (!home[0]) {
        say(p, 1, "No data folder to save levels in ($XDG_DATA_HOME or $HOME is not set).");
        return;
    }
    char dir[1100], name[96], err[GAME_ERR_MAX + 1200];
    snprintf(dir, sizeof dir, "%s/levels/%s", home, p->e.g->rules->id);
    editpos_suggest_name(&p->e, name, sizeof name);
    if (editpos_save(&p->e, dir, name, p->last, sizeof p->last, err, sizeof err)) {
        p->last[0] = '\0';
        say(p, 1, err);
        return;
    }
    char msg[300];
    const char *file = strrchr(p->last, '/'); /* the name used: "-2" when taken */
    snprintf(msg, sizeof msg, "Saved levels/%s/%s in the data folder.", p->e.g->rules->id, file ? file + 1 : name);
    say(p, 0, msg);
}

static void activate(editor_t *p, int i)
{
    ui_t *ui = p->ui;
    menu_sound(ui);
    switch (i) {
    case ED_TO_MOVE: editpos_next_to_move(&p->e), editor_changed(&p->base); return;
    case ED_PHASE: editpos_next_phase(&p->e), editor_changed(&p->base); return;
    case ED_CLEAR: editpos_clear(&p->e), editor_changed(&p->base); return;
    case ED_PLAY_AI: play_from_here(p, 1); return;
    case ED_PLAY_HOT: play_from_here(p, 0); return;
    case ED_ANALYSE: analyse(p); return;
    case ED_SAVE: save_level(p); return;
    case ED_BACK: screen_pop(ui->screens); return;
    default: return;
    }
}

static void cycle(editor_t *p, int target, int dir)
{
    if (target < 0) return;
    editpos_cycle(&p->e, target, dir);
    editor_changed(&p->base);
}

static void set_char(editor_t *p, char ch)
{
    if (p->cursor < 0) return;
    if (editpos_set(&p->e, p->cursor, ch)) {
        char m[96];
        snprintf(m, sizeof m, "'%c' is not a piece of %s: use %s.", ch, p->e.g->rules->name, p->pieces);
        say(p, 1, m);
        return;
    }
    editor_changed(&p->base);
}

/* The nearest target in a screen direction (straight lines preferred). */
static void cursor_step(editor_t *p, float dx, float dy)
{
    p->cursor_on = 1;
    if (p->cursor < 0) {
        p->cursor = p->e.ntargets / 2;
        return;
    }
    canvas_pt_t c = bview_target_px(p->bv, p->cursor);
    float unit = blayout_unit(bview_get_layout(p->bv)), best_score = 1e30f;
    if (unit <= 0) unit = 1;
    int best = -1;
    for (int i = 0; i < p->e.ntargets; i++) {
        canvas_pt_t q = bview_target_px(p->bv, i);
        float vx = q.x - c.x, vy = q.y - c.y, along = vx * dx + vy * dy, perp = fabsf(vx * dy - vy * dx);
        if (i == p->cursor || along < 0.3f * unit) continue;
        if (along + 2.0f * perp < best_score) best_score = along + 2.0f * perp, best = i;
    }
    if (best >= 0) p->cursor = best;
}

static void key(editor_t *p, const ui_event_t *ev)
{
    switch (ev->key) {
    case UI_KEY_ESCAPE: activate(p, ED_BACK); return;
    case UI_KEY_UP: cursor_step(p, 0, -1); return;
    case UI_KEY_DOWN: cursor_step(p, 0, 1); return;
    case UI_KEY_LEFT: cursor_step(p, -1, 0); return;
    case UI_KEY_RIGHT: cursor_step(p, 1, 0); return;
    case UI_KEY_ENTER:
    case UI_KEY_SPACE:
        if (p->cursor < 0) cursor_step(p, 0, 0);
        else cycle(p, p->cursor, ev->mods & UI_MOD_SHIFT ? -1 : 1);
        return;
    case UI_KEY_BACKSPACE: set_char(p, '.'); return;
    case UI_KEY_CHAR: break;
    default: return;
    }
    if (ev->repeat) return;
    int ch = ev->ch;
    if (ch == '.' || ch == '0') set_char(p, '.');
    else if (ch >= '1' && ch <= '9') set_char(p, (char)ch);
    else if (ch == 't') activate(p, ED_TO_MOVE);
    else if (ch == 'p' && shows(p, ED_PHASE)) activate(p, ED_PHASE);
    else if (ch == 'v') activate(p, ED_PLAY_AI);
    else if (ch == 'h') activate(p, ED_PLAY_HOT);
    else if (ch == 'e') activate(p, ED_ANALYSE);
    else if (ch == 's') activate(p, ED_SAVE);
    else if (ch >= 'a' && ch <= 'i' && strchr(p->pieces, ch - 'a' + 'A')) set_char(p, (char)(ch - 'a' + 'A'));
}

static int item_at(const editor_t *p, float x, float y)
{
    for (int i = 0; i < ED_ITEMS; i++)
        if (canvas_rect_contains(editor_item_rect(p->ui, &p->base, i), x, y)) return i;
    return -1;
}

static void editor_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    editor_t *p = self(s);
    canvas_rect_t br = board_rect(ui);
    bview_layout(p->bv, br);
    switch (ev->kind) {
    case UI_EV_KEY: key(p, ev); break;
    case UI_EV_POINTER_MOVE:
        p->sel = item_at(p, ev->x, ev->y);
        p->hover = canvas_rect_contains(br, ev->x, ev->y) ? bview_hit(p->bv, ev->x, ev->y) : -1;
        if (p->hover >= 0) p->cursor = p->hover, p->cursor_on = 0;
        break;
    case UI_EV_POINTER_LEAVE: p->hover = -1; break;
    case UI_EV_POINTER_DOWN: {
        int i = item_at(p, ev->x, ev->y);
        if (i >= 0 && ev->button == 1) {
            activate(p, i);
            break;
        }
        int t = canvas_rect_contains(br, ev->x, ev->y) ? bview_hit(p->bv, ev->x, ev->y) : -1;
        if (t >= 0 && (ev->button == 1 || ev->button == 3)) {
            p->cursor = t;
            cycle(p, t, ev->button == 3 ? -1 : 1);
        }
        break;
    }
    default: break;
    }
}

static void editor_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    bview_update(self(s)->bv, dt);
}

/* The legend: each piece with its key and whose it is. */
static void draw_pieces(editor_t *p, canvas_t *c, ui_t *ui)
{
    const game_t *g = p->e.g;
    float sc = ui->scale;
    canvas_text_t h = menu_font(ui, CANVAS_FACE_BOLD, 13, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 255));
    h.tracking = 0.2f;
    canvas_text(c, &h, menu_x(ui, PANEL_X), menu_y(ui, 104), "PIECES: CLICK A CELL, OR ITS KEY");
    canvas_text_t t = menu_font(ui, CANVAS_FACE_REGULAR, 15, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK, 255));
    canvas_text_t k = menu_font(ui, CANVAS_FACE_BOLD, 15, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK, 255));
    int n = 0;
    for (const char *q = p->pieces; *q; q++, n++) {
        float col = (float)(n % 2) * 190.0f, row = (float)(n / 2) * 30.0f;
        float x = menu_x(ui, PANEL_X + col), y = menu_y(ui, 134 + row);
        char key[4] = {*q == '.' ? '.' : *q >= 'A' && *q <= 'Z' ? (char)(*q - 'A' + 'a') : *q, 0};
        int pl = editpos_char_player(*q);
        if (pl) {
            palette_piece_t pp;
            palette_piece(g->rules->id, pl, 0, &pp);
            canvas_fill_circle(c, x + 12 * sc, y, 10 * sc, canvas_solid(pp.base));
            if (*q >= 'A') canvas_stroke_circle(c, x + 12 * sc, y, 6 * sc, 2 * sc, pp.glow);
            k.colour = pp.ink;
        } else {
            canvas_stroke_circle(c, x + 12 * sc, y, 10 * sc, 1.5f * sc, canvas_hex(THEME_INK_FAINT, 255));
            k.colour = canvas_hex(THEME_INK, 255);
        }
        canvas_text(c, &k, x + 12 * sc, y, key);
        char what[64];
        if (!pl) snprintf(what, sizeof what, "empty (Del)");
        else snprintf(what, sizeof what, "%s%s", g->rules->colour_names[pl - 1], *q >= 'A' ? " double" : "");
        canvas_text(c, &t, x + 30 * sc, y, what);
    }
}

static void editor_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    (void)alpha;
    editor_t *p = self(s);
    if (p->gfx_lost != ui->gfx_lost) {
        p->gfx_lost = ui->gfx_lost;
        bview_forget_images(p->bv);
    }
    p->bv_canvas = c;
    const game_t *g = p->e.g;
    canvas_colour_t accent = theme_game_accent(g->rules->id, 0, 255);
    menu_backdrop(c, ui, ui->time);
    char kicker[64];
    snprintf(kicker, sizeof kicker, "%s", g->rules->name);
    for (char *q = kicker; *q; q++) *q = (char)(*q >= 'a' && *q <= 'z' ? *q - 32 : *q);
    menu_heading(c, ui, kicker, "Edit position", NULL, accent);
    bview_set_hover(p->bv, p->cursor_on || p->hover >= 0 ? p->cursor : -1);
    bview_draw(p->bv, c, board_rect(ui));
    draw_pieces(p, c, ui);
    for (int i = 0; i < ED_ITEMS; i++) {
        canvas_rect_t r = editor_item_rect(ui, s, i);
        if (r.w <= 0) continue;
        float hl = i == p->sel ? 1.0f : 0.0f;
        if (i == ED_TO_MOVE || i == ED_PHASE) {
            char v[48];
            menu_row_t row = {.label = labels[i], .value = v, .can_left = 1, .can_right = 1, .fill = -1};
            if (i == ED_TO_MOVE) {
                palette_piece_t pp;
                palette_piece(g->rules->id, p->e.to_move, 0, &pp);
                snprintf(v, sizeof v, "%s", g->rules->colour_names[p->e.to_move - 1]);
                row.has_swatch = 1, row.swatch = pp.base;
            } else {
                snprintf(v, sizeof v, "%d of %d", p->e.phase, g->rules->phases);
            }
            menu_value_row(c, ui, r, &row, accent, hl);
        } else {
            int needs_legal = i == ED_PLAY_AI || i == ED_PLAY_HOT || i == ED_ANALYSE || i == ED_SAVE;
            menu_button(c, ui, r, labels[i], accent, hl, i == ED_PLAY_AI ? MENU_BTN_PRIMARY : MENU_BTN_NORMAL,
                        !needs_legal || p->legal);
        }
    }
    canvas_text_t m = menu_font(ui, CANVAS_FACE_BOLD, 15, CANVAS_LEFT | CANVAS_TOP,
                                canvas_hex(p->legal ? THEME_LIME : THEME_ORANGE, 255));
    canvas_rect_t last = editor_item_rect(ui, s, ED_BACK);
    menu_paragraph(c, &m, menu_x(ui, PANEL_X), last.y + last.h + 12 * ui->scale, PANEL_W * ui->scale,
                   20 * ui->scale, p->msg, 3);
    menu_note_draw(c, ui, &p->note, 600);
    static const char *const keys[] = {"Click", "Right-click", "\xE2\x86\x90\xE2\x86\x91\xE2\x86\x92\xE2\x86\x93",
                                       "T", "Esc"};
    static const char *const names[] = {"Next piece", "Previous", "Cursor", "To move", "Back"};
    menu_footer(c, ui, keys, names, 5);
}

static screen_motion_t editor_motion(const screen_t *s, const ui_t *ui)
{
    const editor_t *p = (const editor_t *)s;
    return bview_animating(p->bv) || menu_note_changing(&p->note, ui) ? SCREEN_MOVING : SCREEN_AMBIENT;
}

static void editor_destroy(screen_t *s)
{
    editor_t *p = self(s);
    bview_free(p->bv, p->bv_canvas);
    level_free(p->lv);
    free(p->shown);
    free(p);
}

static const screen_ops_t editor_ops = {
    .name = "editor",
    .opaque = 1,
    .event = editor_event,
    .update = editor_update,
    .render = editor_render,
    .destroy = editor_destroy,
    .motion = editor_motion,
};

screen_t *editor_screen_new(ui_t *ui, session_t *s)
{
    if (!ui || !s) return NULL;
    editor_t *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->base.ops = &editor_ops;
    p->ui = ui;
    p->src = s;
    p->gfx_lost = ui->gfx_lost;
    p->cursor = p->hover = p->sel = -1;
    p->lv = level_new();
    p->shown = malloc(s->game->rules->state_size);
    p->bv = bview_new(s->game);
    if (!p->lv || !p->shown || !p->bv) {
        bview_free(p->bv, NULL);
        level_free(p->lv);
        free(p->shown);
        free(p);
        return NULL;
    }
    memcpy(p->shown, session_state(s), s->game->rules->state_size);
    editpos_from_state(&p->e, s->game, p->shown);
    editpos_pieces(s->game, p->pieces, sizeof p->pieces);
    bview_opts_t o;
    bview_default_opts(&o);
    if (ui->client) {
        o.coords = ui->client->settings.coords;
        o.colourblind = ui->client->settings.palette != 0;
    }
    bview_set_opts(p->bv, &o);
    bview_set_state(p->bv, p->shown);
    editor_changed(&p->base);
    return &p->base;
}
