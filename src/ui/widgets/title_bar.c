/* The title's action bar. */
#include "ui/widgets/title_bar.h"

#include <stdio.h>

#include "core/saves.h"
#include "draw/ease.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/widgets/menu.h"

#define BAR_Y 600.0f
#define BAR_H 44.0f
#define BAR_GAP 14.0f
#define BAR_GAP_TIGHT 10.0f /* with Continue: seven buttons share the width */

static const char *const names[TITLE_ACTIONS] = {"Continue", "Load game", "Settings", "Rules",
                                                 "Puzzles",  "Statistics", "Learn"};

void title_bar_init(title_bar_t *b)
{
    *b = (title_bar_t){0};
    b->focus = -1;
}

/* Continue names its game ("Continue · Wunchunk"): it is wider. With it the
 * seven buttons must still fit inside the design width (392 + 5 x 176 did
 * not: Continue and Statistics were cut at the edges), so the other
 * buttons and the gaps narrow. */
static float width(const title_bar_t *b, int slot)
{
    int cont = b->n && b->act[0] == TITLE_CONTINUE;
    if (b->act[slot] == TITLE_CONTINUE) return 290.0f;
    return cont ? 140.0f : 160.0f;
}

static float gap(const title_bar_t *b) { return b->n && b->act[0] == TITLE_CONTINUE ? BAR_GAP_TIGHT : BAR_GAP; }

canvas_rect_t title_bar_rect(const title_bar_t *b, const ui_t *ui, int slot)
{
    float total = 0;
    for (int i = 0; i < b->n; i++) total += width(b, i) + (i ? gap(b) : 0);
    float x = (UI_DESIGN_W - total) * 0.5f;
    for (int i = 0; i < slot && i < b->n; i++) x += width(b, i) + gap(b);
    return menu_r(ui, x, BAR_Y, slot >= 0 && slot < b->n ? width(b, slot) : 0, BAR_H);
}

int title_bar_at(const title_bar_t *b, const ui_t *ui, float x, float y)
{
    for (int i = 0; i < b->n; i++)
        if (canvas_rect_contains(title_bar_rect(b, ui, i), x, y)) return i;
    return -1;
}

void title_bar_refresh(title_bar_t *b, ui_t *ui)
{
    client_t *cl = ui->client;
    if (!cl) return;
    int had_continue = b->n && b->act[0] == TITLE_CONTINUE, first = !b->n;
    b->n = 0;
    b->cont[0] = '\0';
    save_info_t info;
    if (client_newest_unfinished(cl, &info)) {
        /* Only the game's name: with the move number it did not fit at
         * 1280x720; Load game tells the rest. */
        snprintf(b->cont, sizeof b->cont, "%s", info.game);
        b->act[b->n++] = TITLE_CONTINUE;
    }
    /* Learning to play comes first for whoever has no game to continue. */
    b->act[b->n++] = TITLE_LEARN;
    b->act[b->n++] = TITLE_LOAD;
    b->act[b->n++] = TITLE_SETTINGS;
    b->act[b->n++] = TITLE_RULES;
    b->act[b->n++] = TITLE_PUZZLES;
    b->act[b->n++] = TITLE_STATS;
    int has_continue = b->act[0] == TITLE_CONTINUE;
    /* A game to continue is what most people want first. */
    if (first && has_continue) b->focus = 0;
    else if (had_continue != has_continue && b->focus >= 0) b->focus = 0;
    if (b->focus >= b->n) b->focus = b->n - 1;
}

void title_bar_activate(const title_bar_t *b, ui_t *ui, int slot, const game_rules_t *game)
{
    if (slot < 0 || slot >= b->n) return;
    menu_sound(ui);
    switch (b->act[slot]) {
    case TITLE_CONTINUE: nav_continue(ui); return;
    case TITLE_LOAD: nav_push(ui, NAV_LOAD, (nav_arg_t){0}); return;
    case TITLE_SETTINGS: nav_push(ui, NAV_SETTINGS, (nav_arg_t){0}); return;
    case TITLE_RULES: nav_push(ui, NAV_RULES, (nav_arg_t){.rules = game}); return;
    case TITLE_LEARN: nav_push(ui, NAV_DEMO, (nav_arg_t){.rules = game}); return;
    case TITLE_STATS: {
        int index = 0;
        for (int i = 0; i < game_count(); i++)
            if (game_by_index(i) == game) index = i;
        nav_push(ui, NAV_STATS, (nav_arg_t){.game = index});
        return;
    }
    case TITLE_PUZZLES: nav_push(ui, NAV_PUZZLES, (nav_arg_t){.rules = game}); return;
    default: return;
    }
}

void title_bar_update(title_bar_t *b, double dt) { menu_hl_step(b->hl, b->hl_prev, b->n, b->focus, dt); }

void title_bar_draw(const title_bar_t *b, const ui_t *ui, canvas_t *c, double alpha, float appear)
{
    float before = c->alpha;
    for (int i = 0; i < b->n; i++) {
        canvas_set_alpha(c, before * ease_unit((appear - 0.6f - 0.06f * (float)i) / 0.4f));
        char label[160];
        if (b->act[i] == TITLE_CONTINUE && b->cont[0]) snprintf(label, sizeof label, "Continue \xC2\xB7 %s", b->cont);
        else snprintf(label, sizeof label, "%s", names[b->act[i]]);
        menu_button(c, ui, title_bar_rect(b, ui, i), label, canvas_hex(THEME_CYAN, 255), menu_hl_at(b->hl, b->hl_prev, i, alpha),
                    b->act[i] == TITLE_CONTINUE ? MENU_BTN_PRIMARY : MENU_BTN_NORMAL, 1);
    }
    canvas_set_alpha(c, before);
}
