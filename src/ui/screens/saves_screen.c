/* The saves screen: load a game (an unfinished one, a named save, a
 * finished one), or save the game under way in a named slot. Each row shows
 * its game, seats, move count, date and a small picture; a file that cannot
 * be read shows why and where it is, and is never touched except by Delete,
 * which asks first. The drawing is in saves_draw.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/paths.h"
#include "ui/app/client.h"
#include "ui/app/host_out.h"
#include "ui/app/nav.h"
#include "ui/screens/saves_screen_int.h"

#define CONFIRM_S 6.0 /* seconds a Delete or replace waits for its second press */
#define THUMBS_PER_STEP 2 /* pictures made per frame (each loads its file) */

static const screen_ops_t saves_ops;

static saves_t *self(screen_t *s) { return (saves_t *)s; }
static const saves_t *cself(const screen_t *s) { return s && s->ops == &saves_ops ? (const saves_t *)s : NULL; }

int saves_is_new_row(const saves_t *t, int row) { return row >= 0 && row < t->n && t->rows[row].kind == SAVES_ROW_NEW; }
static int is_head(const saves_t *t, int row) { return row >= 0 && row < t->n && t->rows[row].kind == SAVES_ROW_HEAD; }
const save_info_t *saves_info_of(const saves_t *t, int row) { return row >= 0 && row < t->n ? t->rows[row].info : NULL; }

const char *saves_row_title(const saves_t *t, int row)
{
    const save_info_t *info = saves_info_of(t, row);
    if (!info) return "";
    return t->rows[row].section == SAVES_SEC_SAVED || !info->ok ? info->name : info->game;
}

int saves_rows(const screen_t *s) { return ((const saves_t *)s)->n; }
int saves_selected(const screen_t *s) { return ((const saves_t *)s)->sel; }
const save_info_t *saves_row_info(const screen_t *s, int row) { return saves_info_of((const saves_t *)s, row); }
int saves_row_section(const screen_t *s, int row)
{
    const saves_t *t = (const saves_t *)s;
    return row >= 0 && row < t->n ? t->rows[row].section : SAVES_SEC_NEW;
}
int saves_row_is_heading(const screen_t *s, int row) { return is_head((const saves_t *)s, row); }
const char *saves_entry_name(const screen_t *s) { return ((const saves_t *)s)->name; }
const char *saves_screen_summary(const screen_t *s)
{
    const saves_t *t = cself(s);
    return t ? t->summary : "";
}
const void *saves_row_picture(const screen_t *s, int row)
{
    const saves_t *t = (const saves_t *)s;
    return row >= 0 && row < t->n ? t->thumb[row] : NULL;
}

/* ------------------------------------------------------------------ */
/* Geometry: headings are lower than save rows, so rows are placed by
 * summing their pitches from the first row shown. */

static float pitch(const saves_t *t, int row) { return is_head(t, row) ? SAVES_HEAD_PITCH : SAVES_ROW_PITCH; }
static float height(const saves_t *t, int row) { return is_head(t, row) ? SAVES_HEAD_H : SAVES_ROW_H; }

float saves_row_y(const saves_t *t, int row)
{
    float y = SAVES_LIST_Y;
    for (int i = t->top; i < row; i++) y += pitch(t, i);
    for (int i = row; i < t->top; i++) y -= pitch(t, i);
    return y;
}

int saves_row_shown(const saves_t *t, int row)
{
    return row >= t->top && row < t->n && saves_row_y(t, row) + height(t, row) <= SAVES_LIST_Y + SAVES_LIST_H + 0.5f;
}

canvas_rect_t saves_row_rect(const screen_t *s, const ui_t *ui, int row)
{
    const saves_t *t = (const saves_t *)s;
    return menu_r(ui, SAVES_LIST_X, saves_row_y(t, row), SAVES_LIST_W, height(t, row));
}

canvas_rect_t saves_button_rect(const ui_t *ui, int which)
{
    return which == 0 ? menu_r(ui, SAVES_LIST_X + 150, SAVES_BTN_Y, 220, 46) : menu_r(ui, SAVES_LIST_X + 390, SAVES_BTN_Y, 200, 46);
}

/* The largest first row that still fills the list to its end. */
static int last_top(const saves_t *t)
{
    float h = 0;
    int top = t->n;
    while (top > 0 && h + height(t, top - 1) <= SAVES_LIST_H + 0.5f) h += pitch(t, --top);
    return top;
}

static void clamp_top(saves_t *t)
{
    int last = last_top(t);
    if (t->top > last) t->top = last;
    if (t->top < 0) t->top = 0;
}

static void keep_visible(saves_t *t)
{
    /* A section's first row brings its heading along. */
    int want = is_head(t, t->sel - 1) ? t->sel - 1 : t->sel;
    if (want < t->top) t->top = want;
    while (t->top < t->sel && !saves_row_shown(t, t->sel)) t->top++;
    clamp_top(t);
}

/* ------------------------------------------------------------------ */
/* The list. */

static const char *data_dir(const ui_t *ui)
{
    return ui->data_dir ? ui->data_dir : ui->client ? ui->client->data_dir : NULL;
}

static void forget_pictures(saves_t *t)
{
    for (int i = 0; i < t->cap; i++) {
        diagram_free(t->thumb[i]);
        t->thumb[i] = NULL;
        t->thumb_tried[i] = 0;
    }
}

/* Room for n rows: 0, or -1 (out of memory: the rows so far stay). */
static int reserve(saves_t *t, int n)
{
    if (n <= t->cap) return 0;
    int cap = t->cap ? t->cap : 64;
    while (cap < n) cap *= 2;
    saves_row_t *rows = realloc(t->rows, sizeof *rows * (size_t)cap);
    if (rows) t->rows = rows;
    float *hl = realloc(t->hl, sizeof *hl * (size_t)cap);
    if (hl) t->hl = hl;
    float *prev = realloc(t->hl_prev, sizeof *prev * (size_t)cap);
    if (prev) t->hl_prev = prev;
    diagram_t **thumb = realloc(t->thumb, sizeof *thumb * (size_t)cap);
    if (thumb) t->thumb = thumb;
    unsigned char *tried = realloc(t->thumb_tried, (size_t)cap);
    if (tried) t->thumb_tried = tried;
    if (!rows || !hl || !prev || !thumb || !tried) return -1;
    for (int i = t->cap; i < cap; i++) {
        t->hl[i] = t->hl_prev[i] = 0.0f;
        t->thumb[i] = NULL;
        t->thumb_tried[i] = 0;
    }
    t->cap = cap;
    return 0;
}

static void add_row(saves_t *t, saves_row_kind_t kind, int section, const save_info_t *info)
{
    if (reserve(t, t->n + 1)) return;
    t->rows[t->n++] = (saves_row_t){kind, section, info};
    if (kind == SAVES_ROW_SAVE) {
        t->count[section]++;
        t->damaged += !info->ok;
    }
}

static void add_section(saves_t *t, int section, const save_list_t *l, const save_info_t *extra)
{
    if (!l->n && !extra) return;
    add_row(t, SAVES_ROW_HEAD, section, NULL);
    for (int i = 0; i < l->n; i++) add_row(t, SAVES_ROW_SAVE, section, &l->items[i]);
    if (extra) add_row(t, SAVES_ROW_SAVE, section, extra);
}

static void plural(char *buf, size_t n, int k, const char *one, const char *many)
{
    size_t len = strlen(buf);
    snprintf(buf + len, n > len ? n - len : 0, "%s%d %s", len ? " \xC2\xB7 " : "", k, k == 1 ? one : many);
}

static void summarise(saves_t *t)
{
    char *b = t->summary;
    size_t n = sizeof t->summary;
    b[0] = '\0';
    if (t->saving) {
        plural(b, n, t->count[SAVES_SEC_SAVED], "saved game", "saved games");
    } else if (t->n == 0) {
        snprintf(b, n, "Nothing saved yet");
        return;
    } else {
        if (t->count[SAVES_SEC_UNFINISHED]) plural(b, n, t->count[SAVES_SEC_UNFINISHED], "unfinished game", "unfinished games");
        if (t->count[SAVES_SEC_SAVED]) plural(b, n, t->count[SAVES_SEC_SAVED], "saved", "saved");
        if (t->count[SAVES_SEC_FINISHED]) plural(b, n, t->count[SAVES_SEC_FINISHED], "finished", "finished");
    }
    if (t->damaged) {
        size_t len = strlen(b);
        snprintf(b + len, n - len, " (%d damaged)", t->damaged);
    }
}

static void note_err(saves_t *t, ui_t *ui, int rc, const char *err)
{
    if (rc) menu_note_set(&t->note, ui, err, 1, 6);
}

static void rescan(saves_t *t, ui_t *ui)
{
    saves_list_free(&t->list);
    saves_list_free(&t->unfinished);
    saves_list_free(&t->finished);
    forget_pictures(t);
    t->has_legacy = 0;
    t->n = t->damaged = 0;
    memset(t->count, 0, sizeof t->count);
    client_t *cl = ui->client;
    char dir[1100], err[512];
    if (cl && cl->saves_dir[0]) {
        client_slots_dir(cl, dir, sizeof dir);
        note_err(t, ui, saves_scan(&t->list, dir, data_dir(ui), err, sizeof err), err);
        if (!t->saving) {
            note_err(t, ui, autosaves_list(&t->unfinished, cl->saves_dir, 0, data_dir(ui), err, sizeof err), err);
            note_err(t, ui, autosaves_list(&t->finished, cl->saves_dir, 1, data_dir(ui), err, sizeof err), err);
            /* The autosave.sav of earlier versions is still there only when
             * it could not be moved in (damaged): listed, left alone. */
            char path[1200];
            if (snprintf(path, sizeof path, "%s/%s", cl->saves_dir, AUTOSAVES_LEGACY) < (int)sizeof path &&
                fileio_exists(path)) {
                saves_probe(&t->legacy, path, data_dir(ui));
                snprintf(t->legacy.name, sizeof t->legacy.name, "%s", AUTOSAVES_LEGACY);
                t->has_legacy = 1;
            }
        }
    }
    if (t->saving) {
        add_row(t, SAVES_ROW_NEW, SAVES_SEC_NEW, NULL);
        for (int i = 0; i < t->list.n; i++) add_row(t, SAVES_ROW_SAVE, SAVES_SEC_SAVED, &t->list.items[i]);
    } else {
        add_section(t, SAVES_SEC_UNFINISHED, &t->unfinished, t->has_legacy ? &t->legacy : NULL);
        add_section(t, SAVES_SEC_SAVED, &t->list, NULL);
        add_section(t, SAVES_SEC_FINISHED, &t->finished, NULL);
    }
    summarise(t);
    if (t->sel >= t->n) t->sel = t->n - 1;
    if (t->sel < 0) t->sel = 0;
    /* Never on a heading: the row under it. */
    if (is_head(t, t->sel)) t->sel++;
    if (t->sel >= t->n || is_head(t, t->sel)) {
        t->sel = t->n - 1;
        while (t->sel > 0 && is_head(t, t->sel)) t->sel--;
    }
    t->preview_row = -2;
    clamp_top(t);
}

/* The picture of the selected save (loaded again: it is what Load gives). */
static void update_preview(saves_t *t, ui_t *ui)
{
    if (t->preview_row == t->sel) return;
    t->preview_row = t->sel;
    diagram_free(t->preview);
    t->preview = NULL;
    char err[512];
    if (saves_is_new_row(t, t->sel)) {
        /* The game about to be saved: a copy through its save text. */
        char *text = session_save_text(t->s);
        session_t *copy = text ? session_load_text("game", text, data_dir(ui), err, sizeof err) : NULL;
        free(text);
        if (copy) t->preview = diagram_from_session(copy, err, sizeof err);
    } else {
        const save_info_t *info = saves_info_of(t, t->sel);
        if (info && info->ok) {
            session_t *s = session_load(info->path, data_dir(ui), err, sizeof err);
            if (s) t->preview = diagram_from_session(s, err, sizeof err);
        }
    }
    if (t->preview && ui->client) diagram_apply_settings(t->preview, &ui->client->settings, 0);
}

/* The small pictures of the rows on screen, a few per frame; each is made
 * once and kept until the list changes. */
static void make_pictures(saves_t *t, ui_t *ui)
{
    int made = 0;
    for (int i = t->top > 0 ? t->top : 0; i < t->n && saves_row_shown(t, i) && made < THUMBS_PER_STEP; i++) {
        const save_info_t *info = saves_info_of(t, i);
        if (!info || !info->ok || t->thumb_tried[i]) continue;
        t->thumb_tried[i] = 1;
        made++;
        char err[512];
        session_t *s = session_load(info->path, data_dir(ui), err, sizeof err);
        if (s) t->thumb[i] = diagram_from_session(s, err, sizeof err);
        if (t->thumb[i] && ui->client) diagram_apply_settings(t->thumb[i], &ui->client->settings, 0);
    }
}

static void select_row(saves_t *t, ui_t *ui, int row, int dir)
{
    if (t->n == 0) return;
    row = ((row % t->n) + t->n) % t->n;
    /* Headings are passed over, in the direction of travel. */
    for (int k = 0; k < t->n && is_head(t, row); k++) row = ((row + (dir < 0 ? -1 : 1)) % t->n + t->n) % t->n;
    if (is_head(t, row)) return;
    if (row != t->sel) {
        menu_sound(ui);
        t->armed = 0;
    }
    t->sel = row;
    keep_visible(t);
}

int saves_armed(const saves_t *t, const ui_t *ui, int what)
{
    return t->armed == what && t->armed_row == t->sel && ui->time - t->armed_at < CONFIRM_S;
}

static void arm(saves_t *t, ui_t *ui, int what, const char *msg)
{
    t->armed = what;
    t->armed_row = t->sel;
    t->armed_at = ui->time;
    menu_note_set(&t->note, ui, msg, 1, CONFIRM_S);
}

static void disarm(saves_t *t, ui_t *ui)
{
    t->armed = 0;
    menu_note_set(&t->note, ui, "Nothing was deleted.", 0, 2);
}

static void do_save(saves_t *t, ui_t *ui, const char *name)
{
    client_t *cl = ui->client;
    char dir[1100], err[512];
    if (!cl || !client_slots_dir(cl, dir, sizeof dir)[0]) {
        menu_note_set(&t->note, ui, "No home directory is set: games cannot be saved.", 1, 6);
        return;
    }
    if (saves_write(t->s, dir, name, err, sizeof err)) {
        char msg[600];
        snprintf(msg, sizeof msg, "Not saved: %s", err);
        menu_note_set(&t->note, ui, msg, 1, 6);
        return;
    }
    menu_sound(ui);
    /* Where the saves are out of the person's reach (a browser's
     * IndexedDB), the file goes to them as a download as well. */
    char file[SAVES_NAME_MAX + 8], path[1200];
    snprintf(file, sizeof file, "%s.sav", name);
    int out = paths_file(dir, file, path, sizeof path, err, sizeof err) ? -1 : host_out_file(path, err, sizeof err);
    if (out < 0) client_say(cl, "Saved as \xE2\x80\x9C%s\xE2\x80\x9D, but not downloaded: %.400s", name, err);
    else if (out > 0) client_note(cl, "Saved as \xE2\x80\x9C%s\xE2\x80\x9D and downloaded as %s", name, file);
    else client_note(cl, "Saved as \xE2\x80\x9C%s\xE2\x80\x9D", name);
    screen_pop(ui->screens);
}

/* Delete asks first: the first press says what would go, the second (within
 * CONFIRM_S, on the same row) removes that one file. */
static void do_delete(saves_t *t, ui_t *ui)
{
    const save_info_t *info = saves_info_of(t, t->sel);
    if (!info) return;
    char msg[700];
    if (!saves_armed(t, ui, 1)) {
        const char *base = strrchr(info->path, '/');
        if (!info->ok)
            snprintf(msg, sizeof msg, "Delete the damaged file \xE2\x80\x9C%.200s\xE2\x80\x9D? Confirm with Delete or Backspace; Esc keeps it.",
                     base ? base + 1 : info->path);
        else
            snprintf(msg, sizeof msg, "Delete \xE2\x80\x9C%s\xE2\x80\x9D (%d move%s)? Confirm with Delete or Backspace; Esc keeps it.",
                     saves_row_title(t, t->sel), info->moves, info->moves == 1 ? "" : "s");
        arm(t, ui, 1, msg);
        return;
    }
    char err[512], name[sizeof info->name];
    snprintf(name, sizeof name, "%s", saves_row_title(t, t->sel));
    t->armed = 0;
    /* A game under way that a client has open (its lock held) is not
     * deleted under it: its next move would write it back. */
    char game[AUTOSAVES_NAME_MAX] = "";
    const char *saves_dir = ui->client ? ui->client->saves_dir : "";
    if (saves_dir[0]) autosaves_name_of(saves_dir, info->path, game, sizeof game);
    int lock = game[0] ? autosaves_lock(saves_dir, game, err, sizeof err) : -1;
    if (lock == FILEIO_LOCK_HELD) {
        menu_note_set(&t->note, ui, "This game is open (here or in another Hexarcade window): it is not deleted.", 1,
                      6);
        return;
    }
    if (saves_delete(info->path, err, sizeof err)) {
        autosaves_unlock(saves_dir, game, lock);
        menu_note_set(&t->note, ui, err, 1, 6);
        return;
    }
    autosaves_unlock(saves_dir, game, lock); /* and its lock file with it */
    snprintf(msg, sizeof msg, "Deleted \xE2\x80\x9C%s\xE2\x80\x9D", name);
    menu_note_set(&t->note, ui, msg, 0, 3);
    rescan(t, ui);
    keep_visible(t);
}

static void act(saves_t *t, ui_t *ui)
{
    if (t->n == 0) return;
    if (saves_is_new_row(t, t->sel)) {
        if (!saves_valid_name(t->name)) {
            menu_note_set(&t->note, ui, "Type a name: letters, digits and spaces.", 1, 4);
            return;
        }
        for (int i = 0; i < t->n; i++)
            if (t->rows[i].info && !strcmp(t->rows[i].info->name, t->name)) {
                /* The same name as a slot: that is an overwrite, asked twice. */
                t->sel = i;
                keep_visible(t);
                break;
            }
        if (saves_is_new_row(t, t->sel)) {
            do_save(t, ui, t->name);
            return;
        }
    }
    const save_info_t *info = saves_info_of(t, t->sel);
    if (!info) return;
    if (t->saving) {
        if (!saves_armed(t, ui, 2)) {
            char msg[200];
            snprintf(msg, sizeof msg, "Replace \xE2\x80\x9C%s\xE2\x80\x9D with this game? Press Enter again to confirm.", info->name);
            arm(t, ui, 2, msg);
            return;
        }
        char name[sizeof info->name];
        snprintf(name, sizeof name, "%s", info->name);
        do_save(t, ui, name);
        return;
    }
    if (!info->ok) {
        char msg[600];
        snprintf(msg, sizeof msg, "This file cannot be loaded: %s", info->problem);
        menu_note_set(&t->note, ui, msg, 1, 6);
        return;
    }
    menu_sound(ui);
    if (nav_load_into_play(ui, info->path)) menu_note_take(&t->note, ui, 6);
}

/* V: the review of the selected save (finished or not); its analysis is
 * written back into the file. */
static void review(saves_t *t, ui_t *ui)
{
    const save_info_t *info = saves_info_of(t, t->sel);
    if (t->saving || !info) return;
    char err[512];
    session_t *s = info->ok ? session_load(info->path, data_dir(ui), err, sizeof err) : NULL;
    if (!s) {
        char msg[700];
        snprintf(msg, sizeof msg, "This file cannot be reviewed: %s", info->ok ? err : info->problem);
        menu_note_set(&t->note, ui, msg, 1, 6);
        return;
    }
    menu_sound(ui);
    nav_push(ui, NAV_REVIEW, (nav_arg_t){.session = s, .name = info->path});
    session_free(s); /* the review made its own copy */
}

int saves_editing(const saves_t *t) { return saves_is_new_row(t, t->sel); }

/* Typing a slot name: letters and digits (Shift for capitals), Space. */
static int edit_key(saves_t *t, const ui_event_t *ev)
{
    size_t n = strlen(t->name);
    if (ev->key == UI_KEY_BACKSPACE) {
        if (n) t->name[n - 1] = '\0';
        return 1;
    }
    int ch = 0;
    if (ev->key == UI_KEY_CHAR && !(ev->mods & (UI_MOD_CTRL | UI_MOD_ALT)))
        ch = (ev->mods & UI_MOD_SHIFT) && ev->ch >= 'a' && ev->ch <= 'z' ? ev->ch - 32 : ev->ch;
    else if (ev->key == UI_KEY_SPACE && n)
        ch = ' ';
    if (!ch) return 0;
    if (n < SAVES_NAME_MAX) {
        t->name[n] = (char)ch;
        t->name[n + 1] = '\0';
    }
    return 1;
}

static int row_at(saves_t *t, const ui_t *ui, float x, float y)
{
    for (int i = t->top; i < t->n && saves_row_shown(t, i); i++)
        if (!is_head(t, i) && canvas_rect_contains(saves_row_rect(&t->base, ui, i), x, y)) return i;
    return -1;
}

/* The first row of the next (dir 1) or this/previous (-1) section. */
static int section_jump(const saves_t *t, int dir)
{
    int i = t->sel;
    if (dir > 0) {
        while (i < t->n && !is_head(t, i)) i++;
        return i < t->n ? i + 1 : t->sel;
    }
    while (i > 0 && !is_head(t, i - 1)) i--;
    if (i != t->sel || i <= 1) return i;
    for (i -= 2; i > 0 && !is_head(t, i - 1); i--) {
    }
    return i;
}

static void saves_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    saves_t *t = self(s);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE) {
            /* Esc first takes back a Delete waiting for its second press. */
            if (saves_armed(t, ui, 1) || saves_armed(t, ui, 2)) {
                disarm(t, ui);
                return;
            }
            menu_sound(ui);
            screen_pop(ui->screens);
            return;
        }
        if (ev->key == UI_KEY_UP || ev->key == UI_KEY_DOWN) {
            int d = ev->key == UI_KEY_UP ? -1 : 1;
            select_row(t, ui, t->sel + d, d);
            return;
        }
        if (ev->key == UI_KEY_ENTER && !ev->repeat) {
            act(t, ui);
            return;
        }
        if (saves_editing(t)) {
            edit_key(t, ev);
            return;
        }
        int v = menu_key_vertical(ev);
        if (v) select_row(t, ui, t->sel + v, v);
        else if (ev->key == UI_KEY_HOME) select_row(t, ui, 0, 1);
        else if (ev->key == UI_KEY_END) select_row(t, ui, t->n - 1, -1);
        else if (ev->key == UI_KEY_PAGEUP) select_row(t, ui, section_jump(t, -1), 1);
        else if (ev->key == UI_KEY_PAGEDOWN) select_row(t, ui, section_jump(t, 1), 1);
        else if (ev->key == UI_KEY_BACKSPACE || (ev->key == UI_KEY_CHAR && ev->ch == 'x')) do_delete(t, ui);
        else if (ev->key == UI_KEY_CHAR && ev->ch == 'v' && !ev->repeat) review(t, ui);
        else if (menu_key_activate(ev)) act(t, ui);
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE) {
        if (!menu_ptr_moved(&t->ptr, ev)) return;
        int r = row_at(t, ui, ev->x, ev->y);
        if (r >= 0) select_row(t, ui, r, 1);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        int r = row_at(t, ui, ev->x, ev->y);
        if (r >= 0) {
            int again = r == t->sel;
            select_row(t, ui, r, 1);
            /* A click on a slot selects it; on the selected one, acts. */
            if (again && !saves_is_new_row(t, r)) act(t, ui);
            return;
        }
        if (canvas_rect_contains(saves_button_rect(ui, 0), ev->x, ev->y)) act(t, ui);
        else if (saves_info_of(t, t->sel) && canvas_rect_contains(saves_button_rect(ui, 1), ev->x, ev->y)) do_delete(t, ui);
        else if (t->armed) disarm(t, ui); /* a click elsewhere keeps the file */
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 3) {
        if (t->armed) disarm(t, ui);
        else screen_pop(ui->screens);
    } else if (ev->kind == UI_EV_WHEEL) {
        t->top += ev->wheel > 0 ? -1 : 1;
        clamp_top(t);
    }
}

static void saves_update(screen_t *s, ui_t *ui, double dt)
{
    saves_t *t = self(s);
    t->age_prev = t->age;
    t->age += dt;
    menu_hl_step(t->hl, t->hl_prev, t->n, t->sel, dt);
    update_preview(t, ui);
    make_pictures(t, ui);
    if (t->preview) diagram_update(t->preview, dt);
    if (t->armed && ui->time - t->armed_at >= CONFIRM_S) t->armed = 0;
}

/* A highlight easing, a note fading, the preview's move; and while a
 * name is typed, its caret's blink. */
static screen_motion_t saves_motion(const screen_t *s, const ui_t *ui)
{
    const saves_t *t = (const saves_t *)s;
    return menu_motion(menu_hl_easing(t->hl, t->hl_prev, t->n) || menu_note_changing(&t->note, ui) ||
                       saves_editing(t) || diagram_animating(t->preview));
}

static void saves_destroy(screen_t *s)
{
    saves_t *t = self(s);
    diagram_free(t->preview);
    forget_pictures(t);
    saves_list_free(&t->list);
    saves_list_free(&t->unfinished);
    saves_list_free(&t->finished);
    free(t->rows);
    free(t->hl);
    free(t->hl_prev);
    free(t->thumb);
    free(t->thumb_tried);
    free(t);
}

static const screen_ops_t saves_ops = {
    .name = "saves",
    .opaque = 1,
    .event = saves_event,
    .update = saves_update,
    .render = saves_render,
    .destroy = saves_destroy,
    .motion = saves_motion,
};

screen_t *saves_screen_new(ui_t *ui, int saving, session_t *s)
{
    if (saving && !s) return NULL;
    saves_t *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->base.ops = &saves_ops;
    t->saving = saving;
    t->s = s;
    rescan(t, ui);
    if (saving) saves_suggest_name(&t->list, s->game->rules->name, t->name, sizeof t->name);
    if (!ui->client || !ui->client->saves_dir[0])
        menu_note_set(&t->note, ui, "No home directory is set: there is nowhere to keep saved games.", 1, 0);
    if (t->n) t->hl[t->sel] = t->hl_prev[t->sel] = 1.0f;
    return &t->base;
}
