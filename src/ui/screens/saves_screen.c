/* The saves screen: load a saved game, or save the game under way in a
 * named slot. Each slot shows its game, date and move count; a file that
 * cannot be read shows why and is never touched (except by Delete, asked
 * twice). The drawing is in saves_draw.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/platform/client.h"
#include "ui/platform/nav.h"
#include "ui/screens/saves_screen_int.h"

#define CONFIRM_S 4.0 /* seconds a Delete or replace waits for its second press */

static saves_t *self(screen_t *s) { return (saves_t *)s; }

int saves_is_new_row(const saves_t *t, int row) { return t->saving && row == 0; }
static int is_auto_row(const saves_t *t, int row) { return !t->saving && t->has_auto && row == 0; }
const save_info_t *saves_info_of(const saves_t *t, int row)
{
    if (saves_is_new_row(t, row)) return NULL;
    if (is_auto_row(t, row)) return &t->autosave;
    int i = row - (t->saving || t->has_auto ? 1 : 0);
    return i >= 0 && i < t->list.n ? &t->list.items[i] : NULL;
}

int saves_rows(const screen_t *s) { return ((const saves_t *)s)->n; }
int saves_selected(const screen_t *s) { return ((const saves_t *)s)->sel; }
const save_info_t *saves_row_info(const screen_t *s, int row) { return saves_info_of((const saves_t *)s, row); }
const char *saves_entry_name(const screen_t *s) { return ((const saves_t *)s)->name; }

canvas_rect_t saves_row_rect(const screen_t *s, const ui_t *ui, int row)
{
    const saves_t *t = (const saves_t *)s;
    return menu_r(ui, SAVES_LIST_X, SAVES_LIST_Y + (float)(row - t->top) * SAVES_ROW_PITCH, SAVES_LIST_W, SAVES_ROW_H);
}

canvas_rect_t saves_button_rect(const ui_t *ui, int which)
{
    return which == 0 ? menu_r(ui, SAVES_LIST_X + 150, SAVES_BTN_Y, 220, 46) : menu_r(ui, SAVES_LIST_X + 390, SAVES_BTN_Y, 160, 46);
}

static const char *data_dir(const ui_t *ui)
{
    return ui->data_dir ? ui->data_dir : ui->client ? ui->client->data_dir : NULL;
}

static void rescan(saves_t *t, ui_t *ui)
{
    saves_list_free(&t->list);
    t->has_auto = 0;
    client_t *cl = ui->client;
    if (cl && cl->saves_dir[0]) {
        char dir[1100], err[512];
        client_slots_dir(cl, dir, sizeof dir);
        if (saves_scan(&t->list, dir, data_dir(ui), err, sizeof err)) menu_note_set(&t->note, ui, err, 1, 6);
        if (!t->saving && client_has_autosave(cl)) {
            char path[1100];
            client_autosave_path(cl, path, sizeof path);
            saves_probe(&t->autosave, path, data_dir(ui));
            snprintf(t->autosave.name, sizeof t->autosave.name, "Autosave");
            t->has_auto = 1;
        }
    }
    t->n = (t->saving || t->has_auto ? 1 : 0) + t->list.n;
    if (t->n > SAVES_MAX_ROWS) t->n = SAVES_MAX_ROWS;
    if (t->sel >= t->n) t->sel = t->n ? t->n - 1 : 0;
    t->preview_row = -2;
}

static void keep_visible(saves_t *t)
{
    if (t->sel < t->top) t->top = t->sel;
    if (t->sel >= t->top + SAVES_VISIBLE) t->top = t->sel - SAVES_VISIBLE + 1;
    if (t->top > t->n - SAVES_VISIBLE) t->top = t->n - SAVES_VISIBLE;
    if (t->top < 0) t->top = 0;
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

static void select_row(saves_t *t, ui_t *ui, int row)
{
    if (t->n == 0) return;
    row = ((row % t->n) + t->n) % t->n;
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
    client_note(cl, "Saved as \xE2\x80\x9C%s\xE2\x80\x9D", name);
    screen_pop(ui->screens);
}

static void do_delete(saves_t *t, ui_t *ui)
{
    const save_info_t *info = saves_info_of(t, t->sel);
    if (!info) return;
    if (!saves_armed(t, ui, 1)) {
        char msg[200];
        snprintf(msg, sizeof msg, "Delete \xE2\x80\x9C%s\xE2\x80\x9D? Press Delete again to remove the file.", info->name);
        arm(t, ui, 1, msg);
        return;
    }
    char err[512], name[sizeof info->name];
    snprintf(name, sizeof name, "%s", info->name);
    t->armed = 0;
    if (saves_delete(info->path, err, sizeof err)) {
        menu_note_set(&t->note, ui, err, 1, 6);
        return;
    }
    char msg[200];
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
        for (int i = 0; i < t->list.n; i++)
            if (!strcmp(t->list.items[i].name, t->name)) {
                /* The same name as a slot: that is an overwrite, asked twice. */
                t->sel = i + 1;
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
    for (int i = t->top; i < t->n && i < t->top + SAVES_VISIBLE; i++)
        if (canvas_rect_contains(saves_row_rect(&t->base, ui, i), x, y)) return i;
    return -1;
}

static void saves_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    saves_t *t = self(s);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE) {
            menu_sound(ui);
            screen_pop(ui->screens);
            return;
        }
        if (ev->key == UI_KEY_UP || ev->key == UI_KEY_DOWN) {
            select_row(t, ui, t->sel + (ev->key == UI_KEY_UP ? -1 : 1));
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
        if (v) select_row(t, ui, t->sel + v);
        else if (ev->key == UI_KEY_HOME) select_row(t, ui, 0);
        else if (ev->key == UI_KEY_END) select_row(t, ui, t->n - 1);
        else if (ev->key == UI_KEY_PAGEUP) select_row(t, ui, t->sel > SAVES_VISIBLE ? t->sel - SAVES_VISIBLE : 0);
        else if (ev->key == UI_KEY_PAGEDOWN) select_row(t, ui, t->sel + SAVES_VISIBLE < t->n ? t->sel + SAVES_VISIBLE : t->n - 1);
        else if (ev->key == UI_KEY_BACKSPACE || (ev->key == UI_KEY_CHAR && ev->ch == 'x')) do_delete(t, ui);
        else if (menu_key_activate(ev)) act(t, ui);
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE) {
        if (!menu_ptr_moved(&t->ptr, ev)) return;
        int r = row_at(t, ui, ev->x, ev->y);
        if (r >= 0) select_row(t, ui, r);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        int r = row_at(t, ui, ev->x, ev->y);
        if (r >= 0) {
            int again = r == t->sel;
            select_row(t, ui, r);
            /* A click on a slot selects it; on the selected one, acts. */
            if (again && !saves_is_new_row(t, r)) act(t, ui);
            return;
        }
        if (canvas_rect_contains(saves_button_rect(ui, 0), ev->x, ev->y)) act(t, ui);
        else if (saves_info_of(t, t->sel) && canvas_rect_contains(saves_button_rect(ui, 1), ev->x, ev->y)) do_delete(t, ui);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 3) {
        screen_pop(ui->screens);
    } else if (ev->kind == UI_EV_WHEEL) {
        t->top += ev->wheel > 0 ? -1 : 1;
        if (t->top > t->n - SAVES_VISIBLE) t->top = t->n - SAVES_VISIBLE;
        if (t->top < 0) t->top = 0;
    }
}

static void saves_update(screen_t *s, ui_t *ui, double dt)
{
    saves_t *t = self(s);
    t->age_prev = t->age;
    t->age += dt;
    menu_hl_step(t->hl, t->hl_prev, t->n, t->sel, dt);
    update_preview(t, ui);
    if (t->preview) diagram_update(t->preview, dt);
    if (t->armed && ui->time - t->armed_at >= CONFIRM_S) t->armed = 0;
}
static void saves_destroy(screen_t *s)
{
    saves_t *t = self(s);
    diagram_free(t->preview);
    saves_list_free(&t->list);
    free(t);
}

static const screen_ops_t saves_ops = {
    .name = "saves",
    .opaque = 1,
    .event = saves_event,
    .update = saves_update,
    .render = saves_render,
    .destroy = saves_destroy,
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
    if (t->n) t->hl[0] = t->hl_prev[0] = 1.0f;
    return &t->base;
}
