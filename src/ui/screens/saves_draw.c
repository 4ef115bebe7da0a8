/* Drawing of the saves screen: the list (section headings, and for each
 * save a small picture, its game, seats, moves and date), the Load/Save and
 * Delete buttons, and the selected save's board with what it holds. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ai/ai.h"
#include "ui/screens/saves_screen_int.h"
#include "draw/theme.h"
#include "ui/widgets/widgets.h"

static saves_t *self(screen_t *s) { return (saves_t *)s; }

static const char *const section_names[SAVES_SECTIONS] = {"UNFINISHED GAMES", "SAVED GAMES", "FINISHED GAMES"};

/* The AI level of a seat, -1 for a person. */
static int seat_level(const char *seat) { return strcmp(seat, "human") && seat[0] ? ai_level_parse(seat) : -1; }

/* "Hard AI", or "2 Hard AIs" for k of them. */
static void ai_words(int level, int k, char *buf, size_t n)
{
    const char *name = ai_level_name((ai_level_t)level);
    char cap = (char)(name[0] - 32 * (name[0] >= 'a' && name[0] <= 'z'));
    if (k == 1) snprintf(buf, n, "%c%s AI", cap, name + 1);
    else snprintf(buf, n, "%d %c%s AIs", k, cap, name + 1);
}

void saves_seats_text(const save_info_t *info, char *buf, size_t n)
{
    int players = info->players > GAME_MAX_PLAYERS ? GAME_MAX_PLAYERS : info->players;
    int people = 0, lv[GAME_MAX_PLAYERS];
    for (int i = 0; i < players; i++) people += (lv[i] = seat_level(info->seat[i])) < 0;
    char ais[GAME_MAX_PLAYERS * 32] = "", w[40];
    if (players == 2 && people == 0) {
        /* Two AIs: one against the other, even at the same level. */
        char a[40];
        ai_words(lv[0], 1, a, sizeof a);
        ai_words(lv[1], 1, w, sizeof w);
        snprintf(buf, n, "%s vs %s", a, w);
        return;
    }
    /* AIs of one level are counted together ("2 Beginner AIs"). */
    for (int i = 0; i < players; i++) {
        int k = 0, first = 1;
        for (int j = 0; j < players; j++) {
            if (lv[j] != lv[i]) continue;
            if (j < i) first = 0;
            k++;
        }
        if (lv[i] < 0 || !first) continue;
        ai_words(lv[i], k, w, sizeof w);
        size_t len = strlen(ais);
        snprintf(ais + len, sizeof ais - len, "%s%s", len ? ", " : "", w);
    }
    if (!ais[0]) snprintf(buf, n, "%d people", people);
    else if (people == 0) snprintf(buf, n, "%s", ais);
    else if (people == 1) snprintf(buf, n, "You vs %s", ais);
    else snprintf(buf, n, "%d people vs %s", people, ais);
}

static void describe(const saves_t *t, int row, char *buf, size_t n)
{
    const save_info_t *info = saves_info_of(t, row);
    if (!info->ok) {
        snprintf(buf, n, "%s", info->problem);
        return;
    }
    char seats[128];
    saves_seats_text(info, seats, sizeof seats);
    /* A named save's title is its name: the game goes in front here. A
     * finished game says how it ended ("You won"). */
    char result[sizeof info->result + 8] = "";
    if (info->result[0]) snprintf(result, sizeof result, "  \xC2\xB7  %s", info->result);
    snprintf(buf, n, "%s%s%s%s  \xC2\xB7  %d move%s  \xC2\xB7  %s", t->rows[row].section == SAVES_SEC_SAVED ? info->game : "",
             t->rows[row].section == SAVES_SEC_SAVED ? "  \xC2\xB7  " : "", seats, result, info->moves,
             info->moves == 1 ? "" : "s", info->date);
}

static void draw_heading(saves_t *t, ui_t *ui, canvas_t *c, int row)
{
    float sc = ui->scale;
    canvas_rect_t r = saves_row_rect(&t->base, ui, row);
    int sec = t->rows[row].section;
    char label[64];
    snprintf(label, sizeof label, "%s  %d", section_names[sec], t->count[sec]);
    canvas_text_t ht = menu_font(ui, CANVAS_FACE_BOLD, 13, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 235));
    float cy = r.y + r.h * 0.6f;
    canvas_text(c, &ht, r.x + 6 * sc, cy, label);
    float x = r.x + 18 * sc + canvas_text_width(c, &ht, label);
    canvas_line(c, x, cy, r.x + r.w, cy, 1.0f * sc, canvas_hex(THEME_PANEL_EDGE, 200));
}

/* The row's picture, or a badge: "+" for a new save, "!" for a bad file,
 * the game's initial until the picture is made. */
static void draw_picture(saves_t *t, ui_t *ui, canvas_t *c, int row, canvas_rect_t r, canvas_colour_t accent)
{
    float sc = ui->scale;
    const save_info_t *info = saves_info_of(t, row);
    canvas_rect_t pr = canvas_rect(r.x + 8 * sc, r.y + 4 * sc, 64 * sc, r.h - 8 * sc);
    if (t->thumb[row]) {
        canvas_fill_rrect(c, pr, 6 * sc, canvas_solid(canvas_hex(0x0a0820, 200)));
        diagram_draw(t->thumb[row], ui, c, pr);
        return;
    }
    float bx = pr.x + pr.w * 0.5f, cy = pr.y + pr.h * 0.5f, br = 17 * sc;
    canvas_fill_hexagon(c, bx, cy, br, 30.0f,
                        canvas_radial(bx - br * 0.3f, cy - br * 0.4f, br * 1.5f, canvas_lighten(accent, 0.4f),
                                      canvas_darken(accent, 0.35f)));
    char badge[8] = "+";
    if (info && !info->ok) snprintf(badge, sizeof badge, "!");
    else if (info) snprintf(badge, sizeof badge, "%c", info->game[0] ? info->game[0] : '?');
    canvas_text_t bt = menu_font(ui, CANVAS_FACE_BOLD, 16, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0x1a1030, 240));
    canvas_text(c, &bt, bx, cy, badge);
}

static void draw_row(saves_t *t, ui_t *ui, canvas_t *c, int row, float hl)
{
    if (t->rows[row].kind == SAVES_ROW_HEAD) {
        draw_heading(t, ui, c, row);
        return;
    }
    float sc = ui->scale;
    canvas_rect_t r = saves_row_rect(&t->base, ui, row);
    const save_info_t *info = saves_info_of(t, row);
    canvas_colour_t accent = canvas_hex(THEME_CYAN, 255);
    if (info && info->ok) accent = theme_game_accent(info->game_id, 0, 255);
    if (info && !info->ok) accent = canvas_hex(THEME_AMBER, 255);
    if (saves_is_new_row(t, row)) accent = canvas_hex(THEME_LIME, 255);
    menu_card(c, ui, r, accent, hl);
    draw_picture(t, ui, c, row, r, accent);
    float x = r.x + 84 * sc, cy = r.y + r.h * 0.5f;

    canvas_text_t nt = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_LEFT | CANVAS_MIDDLE,
                                 canvas_mix(canvas_hex(0xd8d4f4, 235), canvas_hex(0xffffff, 255), hl));
    canvas_text_t dt = menu_font(ui, CANVAS_FACE_REGULAR, 13.5f, CANVAS_LEFT | CANVAS_MIDDLE,
                                 info && !info->ok ? canvas_hex(THEME_AMBER, 235) : canvas_hex(THEME_INK_DIM, 225));
    char fit[WIDGET_LINE_MAX], line[1400];
    float w = r.x + r.w - 16 * sc - x;
    if (saves_is_new_row(t, row)) {
        canvas_text(c, &nt, x, cy - 10 * sc, "New save");
        /* The name being typed, in a field with a caret. */
        float fx = x + 100 * sc;
        canvas_rect_t f = canvas_rect(fx, r.y + 8 * sc, r.x + r.w - 16 * sc - fx, r.h - 16 * sc);
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
    if (info->ok) snprintf(line, sizeof line, "%s", saves_row_title(t, row));
    else {
        /* The file's name here, why under it; the panel beside the list
         * has the whole path and reason (in the title line the reason was
         * cut). */
        const char *base = strrchr(info->path, '/');
        snprintf(line, sizeof line, "Damaged: %s", base ? base + 1 : info->path);
    }
    widget_fit_text(c, &nt, line, w, fit, sizeof fit);
    canvas_text(c, &nt, x, cy - 10 * sc, fit);
    describe(t, row, line, sizeof line);
    widget_fit_text(c, &dt, line, w, fit, sizeof fit);
    canvas_text(c, &dt, x, cy + 12 * sc, fit);
}

/* A path on up to maxlines lines, broken after a '/' (it has no spaces to
 * wrap at); the height used. */
static float path_lines(canvas_t *c, const canvas_text_t *t, float x, float y, float w, float lh, const char *path,
                        int maxlines)
{
    char line[WIDGET_LINE_MAX], fit[WIDGET_LINE_MAX];
    int nl = 0;
    const char *p = path;
    while (*p && nl < maxlines) {
        size_t len = 0;
        /* The longest run of whole "dir/" parts that fits. */
        for (const char *q = p; *q;) {
            const char *e = strchr(q + 1, '/');
            size_t k = e ? (size_t)(e - p) + 1 : strlen(p);
            if (k >= sizeof line) break;
            memcpy(line, p, k);
            line[k] = '\0';
            if (len && canvas_text_width(c, t, line) > w) break;
            len = k;
            q = p + k;
            if (!e) break;
        }
        if (!len) len = strlen(p) < sizeof line ? strlen(p) : sizeof line - 1;
        memcpy(line, p, len);
        line[len] = '\0';
        p += len;
        /* The last line shows what is left, shortened to fit. */
        if (nl == maxlines - 1 && *p) snprintf(line + strlen(line), sizeof line - strlen(line), "%s", p);
        widget_fit_text(c, t, line, w, fit, sizeof fit);
        canvas_text(c, t, x, y + lh * (float)nl++, fit);
    }
    return lh * (float)nl;
}

static void draw_details(saves_t *t, ui_t *ui, canvas_t *c)
{
    float sc = ui->scale;
    canvas_rect_t pr = menu_r(ui, SAVES_VIEW_X, SAVES_LIST_Y, SAVES_VIEW_W, SAVES_LIST_H);
    menu_panel(c, ui, pr);
    const save_info_t *info = saves_info_of(t, t->sel);
    canvas_text_t tt = menu_font(ui, CANVAS_FACE_REGULAR, 14.5f, CANVAS_CENTRE | CANVAS_TOP, canvas_hex(THEME_INK_DIM, 235));
    if (t->preview) {
        canvas_rect_t br = canvas_rect(pr.x + 14 * sc, pr.y + 14 * sc, pr.w - 28 * sc, pr.h - 104 * sc);
        diagram_draw(t->preview, ui, c, br);
        const session_t *s = diagram_session(t->preview);
        const game_head_t *h = game_head(session_state(s));
        char line[200], result[64], fit[WIDGET_LINE_MAX];
        session_result_words(s, result, sizeof result);
        const char *const *names = s->game->rules->colour_names;
        if (game_is_over(session_state(s)))
            snprintf(line, sizeof line, "%s  \xC2\xB7  finished: %s", s->game->rules->name, result);
        else
            snprintf(line, sizeof line, "%s  \xC2\xB7  move %d  \xC2\xB7  %s to play", s->game->rules->name, s->cur + 1,
                     names && h->to_move >= 1 ? names[h->to_move - 1] : "?");
        canvas_text_t lt = menu_font(ui, CANVAS_FACE_BOLD, 15, CANVAS_CENTRE | CANVAS_MIDDLE,
                                     theme_game_accent(s->game->rules->id, 0, 240));
        widget_fit_text(c, &lt, line, pr.w - 28 * sc, fit, sizeof fit);
        canvas_text(c, &lt, pr.x + pr.w * 0.5f, pr.y + pr.h - 66 * sc, fit);
        canvas_text_t dt = menu_font(ui, CANVAS_FACE_REGULAR, 13, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 230));
        if (info) {
            saves_seats_text(info, line, sizeof line);
            widget_fit_text(c, &dt, line, pr.w - 28 * sc, fit, sizeof fit);
            canvas_text(c, &dt, pr.x + pr.w * 0.5f, pr.y + pr.h - 42 * sc, fit);
        }
        if (info && info->date[0]) {
            snprintf(line, sizeof line, "saved %s", info->date);
            dt.colour = canvas_hex(THEME_INK_FAINT, 230);
            canvas_text(c, &dt, pr.x + pr.w * 0.5f, pr.y + pr.h - 20 * sc, line);
        }
    } else if (info && !info->ok) {
        float cx = pr.x + pr.w * 0.5f, cy = pr.y + 110 * sc;
        canvas_fill_hexagon(c, cx, cy, 46 * sc, 30.0f, canvas_solid(canvas_hex(THEME_AMBER, 60)));
        canvas_stroke_hexagon(c, cx, cy, 46 * sc, 30.0f, 2 * sc, canvas_hex(THEME_AMBER, 230));
        canvas_text_t it = menu_font(ui, CANVAS_FACE_BOLD, 44, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_AMBER, 255));
        canvas_text(c, &it, cx, cy, "!");
        canvas_text_t ht = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_CENTRE | CANVAS_TOP, canvas_hex(THEME_INK, 245));
        canvas_text(c, &ht, cx, cy + 64 * sc, "This file cannot be loaded");
        float y = cy + 96 * sc;
        y += menu_paragraph(c, &tt, cx, y, pr.w - 60 * sc, 21 * sc, info->problem, 4);
        /* Where it is, so it can be looked at or mended; it stays as it is. */
        canvas_text_t pt = menu_font(ui, CANVAS_FACE_REGULAR, 12.5f, CANVAS_CENTRE | CANVAS_TOP, canvas_hex(THEME_INK_FAINT, 240));
        y += 12 * sc + path_lines(c, &pt, cx, y + 12 * sc, pr.w - 40 * sc, 18 * sc, info->path, 4);
        menu_paragraph(c, &tt, cx, y + 12 * sc, pr.w - 60 * sc, 21 * sc, "It is left as it is. Delete removes it (asked first).", 2);
    } else if (t->n == 0 || (!t->saving && !info)) {
        menu_paragraph(c, &tt, pr.x + pr.w * 0.5f, pr.y + pr.h * 0.42f, pr.w - 60 * sc, 21 * sc,
                       "No saved games yet. A game you leave is kept here; in a game, Esc opens the menu where you can save.", 4);
    }
}

void saves_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    saves_t *t = self(s);
    menu_backdrop(c, ui, ui_render_time(ui, alpha));
    canvas_colour_t accent = t->saving ? canvas_hex(THEME_LIME, 255) : canvas_hex(THEME_CYAN, 255);
    menu_heading(c, ui, "SAVED GAMES", t->saving ? "Save the game" : "Load a game", t->summary, accent);
    for (int i = t->top; i < t->n && saves_row_shown(t, i); i++) draw_row(t, ui, c, i, menu_hl_at(t->hl, t->hl_prev, i, alpha));
    if (t->n == 0) {
        canvas_text_t et = menu_font(ui, CANVAS_FACE_BOLD, 18, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 230));
        canvas_text(c, &et, menu_x(ui, SAVES_LIST_X + SAVES_LIST_W * 0.5f), menu_y(ui, 300), "Nothing saved yet");
    }
    /* Scroll marks when rows lie beyond the list. */
    canvas_text_t mt = menu_font(ui, CANVAS_FACE_BOLD, 14, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 220));
    float mx = menu_x(ui, SAVES_LIST_X + 16); /* clear of the buttons */
    if (t->top > 0) canvas_text(c, &mt, mx, menu_y(ui, SAVES_LIST_Y - 8), "\xE2\x96\xB2");
    int last = t->top;
    while (last < t->n && saves_row_shown(t, last)) last++;
    if (last < t->n) canvas_text(c, &mt, mx, menu_y(ui, SAVES_LIST_Y + SAVES_LIST_H + 2), "\xE2\x96\xBC");

    const save_info_t *info = saves_info_of(t, t->sel);
    int can_act = t->n > 0 && (saves_is_new_row(t, t->sel) || (info && (t->saving || info->ok)));
    const char *verb = t->saving ? (saves_armed(t, ui, 2) ? "Confirm replace" : "Save") : "Load";
    menu_button(c, ui, saves_button_rect(ui, 0), verb, accent, 0.4f, MENU_BTN_PRIMARY, can_act);
    menu_button(c, ui, saves_button_rect(ui, 1), saves_armed(t, ui, 1) ? "Confirm delete" : "Delete", accent,
                saves_armed(t, ui, 1) ? 1.0f : 0.0f, MENU_BTN_DANGER, info != NULL);
    draw_details(t, ui, c);
    menu_note_draw(c, ui, &t->note, SAVES_NOTE_Y);
    if (saves_editing(t)) {
        static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "A-Z 0-9", "Enter", "Esc"};
        static const char *const labels[] = {"Choose", "Type a name", "Save", "Back"};
        menu_footer(c, ui, keys, labels, 4);
    } else if (saves_armed(t, ui, 1)) {
        static const char *const keys[] = {"Backspace", "Esc"};
        static const char *const labels[] = {"Delete it", "Keep it"};
        menu_footer(c, ui, keys, labels, 2);
    } else {
        static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "PgUp PgDn", "Enter", "Backspace", "Esc", "V"};
        const char *labels[] = {"Choose", "Section", t->saving ? "Save here" : "Load", "Delete", "Back", "Review"};
        menu_footer(c, ui, keys, labels, t->saving ? 5 : 6);
    }
}
