/* Drawing of the saves screen: the slot list, the Load/Save and Delete
 * buttons, and the selected save's board with what it holds. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/screens/saves_screen_int.h"
#include "ui/widgets/theme.h"
#include "ui/widgets/widgets.h"

static saves_t *self(screen_t *s) { return (saves_t *)s; }

static void describe(const save_info_t *info, char *buf, size_t n)
{
    if (!info->ok) {
        snprintf(buf, n, "%s", info->problem);
        return;
    }
    snprintf(buf, n, "%s  \xC2\xB7  %d move%s%s  \xC2\xB7  %s", info->game, info->moves, info->moves == 1 ? "" : "s",
             info->over ? ", finished" : "", info->date);
}

static void draw_row(saves_t *t, ui_t *ui, canvas_t *c, int row, float hl)
{
    float sc = ui->scale;
    canvas_rect_t r = saves_row_rect(&t->base, ui, row);
    const save_info_t *info = saves_info_of(t, row);
    canvas_colour_t accent = canvas_hex(THEME_CYAN, 255);
    if (info && info->ok) accent = theme_game_accent(info->game_id, 0, 255);
    if (info && !info->ok) accent = canvas_hex(THEME_AMBER, 255);
    if (saves_is_new_row(t, row)) accent = canvas_hex(THEME_LIME, 255);
    menu_card(c, ui, r, accent, hl);
    float x = r.x + 62 * sc, cy = r.y + r.h * 0.5f;

    /* The badge: the game's initial, "+" for a new save, "!" for a bad file. */
    float bx = r.x + 32 * sc, br = 17 * sc;
    canvas_fill_hexagon(c, bx, cy, br, 30.0f,
                        canvas_radial(bx - br * 0.3f, cy - br * 0.4f, br * 1.5f, canvas_lighten(accent, 0.4f),
                                      canvas_darken(accent, 0.35f)));
    char badge[8] = "+";
    if (info && !info->ok) snprintf(badge, sizeof badge, "!");
    else if (info) snprintf(badge, sizeof badge, "%c", info->game[0] ? info->game[0] : '?');
    canvas_text_t bt = menu_font(ui, CANVAS_FACE_BOLD, 16, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0x1a1030, 240));
    canvas_text(c, &bt, bx, cy, badge);

    canvas_text_t nt = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_LEFT | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(0xd8d4f4, 235), canvas_hex(0xffffff, 255), hl));
    canvas_text_t dt = menu_font(ui, CANVAS_FACE_REGULAR, 13.5f, CANVAS_LEFT | CANVAS_MIDDLE,
                                 info && !info->ok ? canvas_hex(THEME_AMBER, 235) : canvas_hex(THEME_INK_DIM, 225));
    char fit[WIDGET_LINE_MAX], line[600];
    float w = r.w - 80 * sc;
    if (saves_is_new_row(t, row)) {
        canvas_text(c, &nt, x, cy - 10 * sc, "New save");
        /* The name being typed, in a field with a caret. */
        canvas_rect_t f = canvas_rect(x + 110 * sc, r.y + 8 * sc, r.w - 190 * sc, r.h - 16 * sc);
        canvas_fill_rrect(c, f, 8 * sc, canvas_solid(canvas_hex(0x0a0820, 230)));
        canvas_stroke_rrect(c, f, 8 * sc, 1.2f * sc, canvas_mix(canvas_hex(THEME_PANEL_EDGE, 220), accent, hl));
        canvas_text_t ft = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK, 250));
        widget_fit_text(c, &ft, t->name, f.w - 30 * sc, fit, sizeof fit);
        canvas_text(c, &ft, f.x + 12 * sc, cy, fit);
        if (hl > 0.5f && fmod(ui->time, 1.0) < 0.6) {
            float cx = f.x + 13 * sc + canvas_text_width(c, &ft, fit);
            canvas_fill_rect(c, canvas_rect(cx, cy - 11 * sc, 2 * sc, 22 * sc), canvas_solid(accent));
        }
        canvas_text(c, &dt, x, cy + 12 * sc, "type a name");
        return;
    }
    if (!info) return;
    widget_fit_text(c, &nt, info->name, w, fit, sizeof fit);
    canvas_text(c, &nt, x, cy - 10 * sc, fit);
    describe(info, line, sizeof line);
    widget_fit_text(c, &dt, line, w, fit, sizeof fit);
    canvas_text(c, &dt, x, cy + 12 * sc, fit);
}

static void draw_details(saves_t *t, ui_t *ui, canvas_t *c)
{
    float sc = ui->scale;
    canvas_rect_t pr = menu_r(ui, SAVES_VIEW_X, SAVES_LIST_Y, SAVES_VIEW_W, 470);
    menu_panel(c, ui, pr);
    const save_info_t *info = saves_info_of(t, t->sel);
    canvas_text_t tt = menu_font(ui, CANVAS_FACE_REGULAR, 14.5f, CANVAS_CENTRE | CANVAS_TOP, canvas_hex(THEME_INK_DIM, 235));
    if (t->preview) {
        canvas_rect_t br = canvas_rect(pr.x + 14 * sc, pr.y + 14 * sc, pr.w - 28 * sc, pr.h - 80 * sc);
        diagram_draw(t->preview, ui, c, br);
        const session_t *s = diagram_session(t->preview);
        const game_head_t *h = game_head(session_state(s));
        char line[160], result[64];
        game_result_text(session_state(s), result, sizeof result);
        const char *const *names = s->game->rules->colour_names;
        if (game_is_over(session_state(s)))
            snprintf(line, sizeof line, "%s  \xC2\xB7  finished (%s)", s->game->rules->name, result);
        else
            snprintf(line, sizeof line, "%s  \xC2\xB7  move %d  \xC2\xB7  %s to play", s->game->rules->name, s->cur + 1,
                     names && h->to_move >= 1 ? names[h->to_move - 1] : "?");
        canvas_text_t lt = menu_font(ui, CANVAS_FACE_BOLD, 15, CANVAS_CENTRE | CANVAS_MIDDLE,
                                     theme_game_accent(s->game->rules->id, 0, 240));
        canvas_text(c, &lt, pr.x + pr.w * 0.5f, pr.y + pr.h - 40 * sc, line);
        if (info && info->date[0]) {
            snprintf(line, sizeof line, "saved %s", info->date);
            canvas_text_t dt = menu_font(ui, CANVAS_FACE_REGULAR, 13, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK_FAINT, 230));
            canvas_text(c, &dt, pr.x + pr.w * 0.5f, pr.y + pr.h - 18 * sc, line);
        }
    } else if (info && !info->ok) {
        float cx = pr.x + pr.w * 0.5f, cy = pr.y + 150 * sc;
        canvas_fill_hexagon(c, cx, cy, 46 * sc, 30.0f, canvas_solid(canvas_hex(THEME_AMBER, 60)));
        canvas_stroke_hexagon(c, cx, cy, 46 * sc, 30.0f, 2 * sc, canvas_hex(THEME_AMBER, 230));
        canvas_text_t it = menu_font(ui, CANVAS_FACE_BOLD, 44, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_AMBER, 255));
        canvas_text(c, &it, cx, cy, "!");
        canvas_text_t ht = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_CENTRE | CANVAS_TOP, canvas_hex(THEME_INK, 245));
        canvas_text(c, &ht, cx, cy + 70 * sc, "This file cannot be loaded");
        menu_paragraph(c, &tt, cx, cy + 104 * sc, pr.w - 60 * sc, 21 * sc, info->problem, 6);
    } else if (t->n == 0 || (!t->saving && !info)) {
        menu_paragraph(c, &tt, pr.x + pr.w * 0.5f, pr.y + pr.h * 0.42f, pr.w - 60 * sc, 21 * sc,
                       "No saved games yet. In a game, Esc opens the menu where you can save.", 4);
    }
}

void saves_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    saves_t *t = self(s);
    float sc = ui->scale;
    menu_backdrop(c, ui, ui_render_time(ui, alpha));
    canvas_colour_t accent = t->saving ? canvas_hex(THEME_LIME, 255) : canvas_hex(THEME_CYAN, 255);
    char sub[96];
    int bad = 0;
    for (int i = 0; i < t->list.n; i++) bad += !t->list.items[i].ok;
    snprintf(sub, sizeof sub, "%d saved game%s", t->list.n, t->list.n == 1 ? "" : "s");
    if (bad) snprintf(sub + strlen(sub), sizeof sub - strlen(sub), ", %d unreadable", bad);
    menu_heading(c, ui, "SAVED GAMES", t->saving ? "Save the game" : "Load a game", sub, accent);
    for (int i = t->top; i < t->n && i < t->top + SAVES_VISIBLE; i++) draw_row(t, ui, c, i, menu_hl_at(t->hl, t->hl_prev, i, alpha));
    if (t->n == 0) {
        canvas_text_t et = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 230));
        canvas_text(c, &et, menu_x(ui, SAVES_LIST_X + SAVES_LIST_W * 0.5f), menu_y(ui, 300), "Nothing saved yet");
    }
    /* Scroll marks when rows lie beyond the list. */
    canvas_text_t mt = menu_font(ui, CANVAS_FACE_BOLD, 14, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 220));
    if (t->top > 0) canvas_text(c, &mt, menu_x(ui, SAVES_LIST_X + SAVES_LIST_W * 0.5f), menu_y(ui, SAVES_LIST_Y - 10), "\xE2\x96\xB2");
    if (t->top + SAVES_VISIBLE < t->n)
        canvas_text(c, &mt, menu_x(ui, SAVES_LIST_X + SAVES_LIST_W * 0.5f), menu_y(ui, SAVES_LIST_Y + SAVES_VISIBLE * SAVES_ROW_PITCH - 4), "\xE2\x96\xBC");

    const save_info_t *info = saves_info_of(t, t->sel);
    int can_act = t->n > 0 && (saves_is_new_row(t, t->sel) || (info && (t->saving || info->ok)));
    const char *verb = t->saving ? (saves_armed(t, ui, 2) ? "Confirm replace" : "Save") : "Load";
    menu_button(c, ui, saves_button_rect(ui, 0), verb, accent, 0.4f, MENU_BTN_PRIMARY, can_act);
    menu_button(c, ui, saves_button_rect(ui, 1), saves_armed(t, ui, 1) ? "Confirm" : "Delete", accent, 0.0f,
                MENU_BTN_DANGER, info != NULL);
    draw_details(t, ui, c);
    menu_note_draw(c, ui, &t->note, 640);
    (void)sc;
    if (saves_editing(t)) {
        static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "A-Z 0-9", "Enter", "Esc"};
        static const char *const labels[] = {"Choose", "Type a name", "Save", "Back"};
        menu_footer(c, ui, keys, labels, 4);
    } else {
        static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "Enter", "Backspace", "Esc"};
        const char *labels[] = {"Choose", t->saving ? "Save here" : "Load", "Delete", "Back"};
        menu_footer(c, ui, keys, labels, 4);
    }
}
