/* The pause menu: an overlay on the game (Esc in play). Quitting to the
 * title autosaves first, so "Continue" on the title picks the game up.
 * Resign asks first (chosen again, it resigns): the game ends as the
 * person's loss, an entry of the game (undo takes it back), and the play
 * screen below shows the result and records it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/ease.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/screens/pausemenu.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/seat.h"

#define CARD_W 440.0f
#define ITEM_H 44.0f
#define ITEM_GAP 7.0f
#define HEAD_H 108.0f

static const char *const items[PAUSE_ITEMS] = {"Resume", "Settings", "Rules", "Save game", "Share\xE2\x80\xA6", "Edit position",
                                                "Resign", "Quit to title"};

typedef struct {
    screen_t base;
    session_t *s;
    int sel;
    float hl[PAUSE_ITEMS], hl_prev[PAUSE_ITEMS];
    double age, age_prev;
    menu_ptr_t ptr;
    menu_note_t note;
    int resign_asked; /* Resign was chosen once: again resigns */
} pause_t;

static pause_t *self(screen_t *s) { return (pause_t *)s; }

static float card_h(void) { return HEAD_H + PAUSE_ITEMS * (ITEM_H + ITEM_GAP) + 18.0f; }
static float card_y(void) { return (UI_DESIGN_H - card_h()) * 0.5f - 10.0f; }

canvas_rect_t pause_item_rect(const ui_t *ui, int i)
{
    float x = (UI_DESIGN_W - CARD_W) * 0.5f + 40.0f;
    return menu_r(ui, x, card_y() + HEAD_H + (float)i * (ITEM_H + ITEM_GAP), CARD_W - 80.0f, ITEM_H);
}

int pause_selected(const screen_t *s) { return ((const pause_t *)s)->sel; }
int pause_resign_asked(const screen_t *s) { return ((const pause_t *)s)->resign_asked; }

int pause_resigner(const session_t *s, char *why, size_t n)
{
    const game_head_t *h = game_head(session_state(s));
    int players = s->game->setup.players, person = 0, people = 0;
    if (h->status != GAME_ONGOING) return snprintf(why, n, "The game is over: there is nothing to resign."), 0;
    if (seat_colour_ai(s, h->to_move) < 0) return h->to_move;
    for (int c = 1; c <= players; c++)
        if (seat_colour_ai(s, c) < 0) person = c, people++;
    if (people == 1) return person;
    snprintf(why, n, people ? "Resign on your turn: the AI is to move." : "Nobody here to resign: every seat is the AI's.");
    return 0;
}

/* Resign chosen: the first time asks, the second resigns. */
static void resign(pause_t *p, ui_t *ui)
{
    char why[GAME_ERR_MAX + 200], err[GAME_ERR_MAX], who[96];
    int colour = pause_resigner(p->s, why, sizeof why);
    if (!colour) {
        menu_note_set(&p->note, ui, why, 1, 5.0);
        return;
    }
    if (!p->resign_asked) {
        p->resign_asked = 1;
        seat_player(p->s, colour, who, sizeof who);
        snprintf(why, sizeof why, "Resign as %s and lose this game? Choose Resign again; Esc keeps playing.", who);
        menu_note_set(&p->note, ui, why, 0, 8.0);
        return;
    }
    p->resign_asked = 0;
    seat_player(p->s, colour, who, sizeof who);
    if (session_end(p->s, SESSION_END_RESIGN, colour, err, sizeof err) != 0) {
        snprintf(why, sizeof why, "Cannot resign: %s.", err);
        menu_note_set(&p->note, ui, why, 1, 5.0);
        return;
    }
    /* The play screen below picks the end up as it comes back. */
    if (ui->client) client_note(ui->client, "%s resigned. Ctrl+Z takes it back.", who);
    screen_pop(ui->screens);
}

static void activate(pause_t *p, ui_t *ui, int i)
{
    menu_sound(ui);
    if (i != PAUSE_RESIGN) p->resign_asked = 0;
    switch (i) {
    case PAUSE_RESIGN: resign(p, ui); return;
    case PAUSE_RESUME: screen_pop(ui->screens); return;
    case PAUSE_SETTINGS: nav_push(ui, NAV_SETTINGS, (nav_arg_t){0}); return;
    case PAUSE_RULES: nav_push(ui, NAV_RULES, (nav_arg_t){.rules = p->s->game->rules}); return;
    case PAUSE_SAVE: nav_push(ui, NAV_SAVE, (nav_arg_t){.session = p->s}); return;
    case PAUSE_SHARE: nav_push(ui, NAV_SHARE, (nav_arg_t){.session = p->s}); return;
    case PAUSE_EDIT: nav_push(ui, NAV_EDITOR, (nav_arg_t){.session = p->s}); return;
    case PAUSE_QUIT:
        /* The game's own autosave (a game with no move yet is not kept). A
         * failed one keeps the game open: leaving now would lose it. Say so
         * and offer the way out (Save game elsewhere, or Quit again). */
        if (nav_leave_game(ui, "Quit again")) {
            menu_note_take(&p->note, ui, 0);
            return;
        }
        nav_to_title(ui);
        return;
    default: return;
    }
}

static int item_at(const ui_t *ui, float x, float y)
{
    for (int i = 0; i < PAUSE_ITEMS; i++)
        if (canvas_rect_contains(pause_item_rect(ui, i), x, y)) return i;
    return -1;
}

static void pause_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    pause_t *p = self(s);
    int v = menu_key_vertical(ev);
    if (ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_ESCAPE) {
            activate(p, ui, PAUSE_RESUME);
        } else if (v) {
            p->sel = ((p->sel + v) % PAUSE_ITEMS + PAUSE_ITEMS) % PAUSE_ITEMS;
            p->resign_asked = 0;
            menu_sound(ui);
        } else if (ev->key == UI_KEY_HOME) {
            p->sel = 0;
        } else if (ev->key == UI_KEY_END) {
            p->sel = PAUSE_ITEMS - 1;
        } else if (menu_key_activate(ev)) {
            activate(p, ui, p->sel);
        }
        return;
    }
    if (ev->kind == UI_EV_POINTER_MOVE) {
        if (!menu_ptr_moved(&p->ptr, ev)) return;
        int i = item_at(ui, ev->x, ev->y);
        if (i >= 0 && i != p->sel) {
            p->sel = i;
            p->resign_asked = 0;
            menu_sound(ui);
        }
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        int i = item_at(ui, ev->x, ev->y);
        if (i >= 0) activate(p, ui, i);
    } else if (ev->kind == UI_EV_WHEEL) {
        p->sel = ((p->sel + (ev->wheel > 0 ? -1 : 1)) % PAUSE_ITEMS + PAUSE_ITEMS) % PAUSE_ITEMS;
        p->resign_asked = 0;
    }
}

/* Back from saving: its outcome ("Saved as ...") is in the client's message. */
static void pause_enter(screen_t *s, ui_t *ui) { menu_note_take(&self(s)->note, ui, 4.0); }

static void pause_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui;
    pause_t *p = self(s);
    p->age_prev = p->age;
    p->age += dt;
    menu_hl_step(p->hl, p->hl_prev, PAUSE_ITEMS, p->sel, dt);
}

static void pause_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    pause_t *p = self(s);
    float sc = ui->scale;
    float age = (float)(p->age_prev + (p->age - p->age_prev) * alpha);
    float in = ease_out_cubic(ease_unit(age / 0.18f));
    /* The game stays visible, darkened, behind the menu. */
    canvas_fill_rect(c, canvas_rect(0, 0, (float)c->width, (float)c->height),
                     canvas_solid(canvas_hex(THEME_SHADOW, (uint8_t)(200 * in))));
    canvas_colour_t accent = theme_game_accent(p->s->game->rules->id, 0, 255);
    float before = c->alpha;
    canvas_set_alpha(c, before * in);
    canvas_rect_t card = menu_r(ui, (UI_DESIGN_W - CARD_W) * 0.5f, card_y() + (1.0f - in) * 20.0f, CARD_W, card_h());
    menu_card(c, ui, card, accent, 0.35f);
    canvas_text_t k = menu_font(ui, CANVAS_FACE_BOLD, 13, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_with_alpha(accent, 0.95f));
    k.tracking = 0.3f;
    char kicker[64];
    snprintf(kicker, sizeof kicker, "%s", p->s->game->rules->name);
    for (char *q = kicker; *q; q++) *q = (char)(*q >= 'a' && *q <= 'z' ? *q - 32 : *q);
    canvas_text(c, &k, card.x + card.w * 0.5f, card.y + 34 * sc, kicker);
    canvas_text_t t = menu_font(ui, CANVAS_FACE_CONDENSED, 40, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    t.colour2 = canvas_lighten(accent, 0.35f);
    t.glow = 10 * sc;
    t.glow_colour = canvas_with_alpha(accent, 0.35f);
    t.shadow = 3 * sc;
    t.shadow_colour = canvas_hex(THEME_SHADOW, 220);
    canvas_text(c, &t, card.x + card.w * 0.5f, card.y + 74 * sc, "Paused");
    for (int i = 0; i < PAUSE_ITEMS; i++) {
        canvas_rect_t r = pause_item_rect(ui, i);
        r.y += (1.0f - in) * 20.0f * sc;
        const char *label = i == PAUSE_RESIGN && p->resign_asked ? "Resign: choose again to confirm" : items[i];
        menu_button(c, ui, r, label, accent, menu_hl_at(p->hl, p->hl_prev, i, alpha),
                    i == PAUSE_RESUME                              ? MENU_BTN_PRIMARY
                    : i == PAUSE_QUIT || i == PAUSE_RESIGN ? MENU_BTN_DANGER
                                                                   : MENU_BTN_NORMAL,
                    1);
    }
    canvas_set_alpha(c, before);
    menu_note_draw(c, ui, &p->note, 640);
    /* The game's own key hints lie under ours: cover them. */
    menu_footer_cover(c, ui, 640, 30, in);
    static const char *const keys[] = {"\xE2\x86\x91 \xE2\x86\x93", "Enter", "Esc"};
    static const char *const labels[] = {"Choose", "Select", "Resume"};
    menu_footer(c, ui, keys, labels, 3);
}

/* The card coming in, a highlight easing, a note fading: every frame.
 * Otherwise nothing of its own moves (the game below says how it does). */
static screen_motion_t pause_motion(const screen_t *s, const ui_t *ui)
{
    const pause_t *p = (const pause_t *)s;
    if (p->age < 0.25 || menu_hl_easing(p->hl, p->hl_prev, PAUSE_ITEMS) || menu_note_changing(&p->note, ui))
        return SCREEN_MOVING;
    return SCREEN_STILL;
}

static void pause_destroy(screen_t *s) { free(s); }

static const screen_ops_t pause_ops = {
    .name = "pause",
    .opaque = 0,
    .enter = pause_enter,
    .event = pause_event,
    .update = pause_update,
    .render = pause_render,
    .destroy = pause_destroy,
    .motion = pause_motion,
};

screen_t *pause_screen_new(ui_t *ui, session_t *s)
{
    (void)ui;
    if (!s) return NULL;
    pause_t *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->base.ops = &pause_ops;
    p->s = s;
    p->hl[0] = p->hl_prev[0] = 1.0f;
    return &p->base;
}
