/* Where the play screen puts things: the board on the left, the side panel
 * on the right (players, the game's line, the swap offer, the stone colours
 * where the mover picks them, buttons (which ones: the game's words table),
 * the move list), the status line under the board. Sizes are design pixels
 * (1280x720) times the UI scale; the board takes whatever room a wider or
 * taller window leaves. Buttons need no text measuring, so events can
 * hit-test them without a canvas. */
#include <string.h>

#include "contract/words.h"
#include "ui/play/play_int.h"

#define MARGIN 18.0f
#define PANEL_W 372.0f
#define PAD 14.0f
#define GAP 8.0f
#define BTN_H 40.0f

/* Lays out the shown buttons of a row evenly across [x, x + w), bh high
 * (design pixels). */
static float row(play_layout_t *L, const play_button_t *ids, int n, float x, float y, float w, float bh)
{
    int shown = 0;
    for (int i = 0; i < n; i++) shown += L->btn[ids[i]].shown;
    if (!shown) return y;
    float gap = GAP * L->sc, bw = (w - gap * (shown - 1)) / shown;
    for (int i = 0; i < n; i++) {
        play_btn_t *b = &L->btn[ids[i]];
        if (!b->shown) continue;
        b->r = canvas_rect(x, y, bw, bh * L->sc);
        x += bw + gap;
    }
    return y + (bh + GAP) * L->sc;
}

static void set_btn(play_layout_t *L, play_button_t id, const char *label, const char *key, int shown, int enabled)
{
    play_btn_t *b = &L->btn[id];
    b->label = label;
    b->key = key;
    b->shown = shown;
    b->enabled = shown && enabled;
}

static void buttons(play_t *p, play_layout_t *L)
{
    const match_t *t = &p->turn;
    const game_words_t *gw = game_words_of(p->s->game->rules);
    int human = play_human_turn(p), multi = gw->multi_action, passes = gw->pass_button;
    memset(L->btn, 0, sizeof L->btn);
    set_btn(L, PB_CONFIRM, "Confirm", "E", multi,
            human && ((t->n > 0 && match_find(t, ACT_END)) || t->held >= 0 || (p->hint_valid && t->n == 0)));
    set_btn(L, PB_OWN, gw->own.label ? gw->own.label : "", "X", gw->own.kind != 0,
            human && gw->own.kind && match_find(t, (action_kind_t)gw->own.kind));
    set_btn(L, PB_PASS, "Pass", "P", passes || (human && match_find(t, ACT_PASS)), human && match_find(t, ACT_PASS));
    set_btn(L, PB_SWAP, "Swap", "S", human && match_find(t, ACT_SWAP), 1);
    set_btn(L, PB_HINT, "Hint", "H", 1, human && !play_over(p));
    set_btn(L, PB_UNDO, "Undo", "Bksp", 1, session_can_undo(p->s) || t->n > 0);
    set_btn(L, PB_REDO, "Redo", "Ctrl Y", 1, session_can_redo(p->s) && t->n == 0);
    set_btn(L, PB_RESTART, "Restart", "R", 1, p->s->cur > 0);
    set_btn(L, PB_MENU, p->an ? "Back" : "Menu", "Esc", 1, 1);
    int colours = match_colour_choice(t) && human;
    static const char *const digits[] = {"1", "2", "3", "4"};
    for (int i = 0; i < 4; i++) {
        int on = colours && i < p->s->game->setup.players;
        set_btn(L, (play_button_t)(PB_COLOUR1 + i), "", digits[i], on, on);
        L->btn[PB_COLOUR1 + i].active = on && t->colour == i + 1;
    }
}

void play_layout(play_t *p, const ui_t *ui, play_layout_t *L)
{
    memset(L, 0, sizeof *L);
    float sc = ui->scale, W = (float)ui->width, H = (float)ui->height;
    L->sc = sc;
    float m = MARGIN * sc;
    L->panel = canvas_rect(W - PANEL_W * sc - m, m, PANEL_W * sc, H - 2 * m);
    float bx = m, bw = L->panel.x - m - bx;
    L->top = canvas_rect(bx, m, bw, 46.0f * sc);
    L->status = canvas_rect(bx + 40.0f * sc, H - 84.0f * sc, bw - 80.0f * sc, 38.0f * sc);
    L->footer_y = H - 24.0f * sc;
    float by = L->top.y + L->top.h + 8.0f * sc;
    /* The status grows upwards by a line when it takes two (a rule's
     * words, a hint): the board ends above that line, so the box never
     * covers its bottom coordinates (hud.c: draw_status, 16 px text). */
    float second_line = 16.0f * 1.3f * sc;
    L->board = canvas_rect(bx, by, bw, L->status.y - second_line - 4.0f * sc - by);
    bview_layout(p->bv, L->board);

    buttons(p, L);
    canvas_rect_t P = L->panel;
    float x = P.x + PAD * sc, w = P.w - 2 * PAD * sc, y = P.y + PAD * sc;
    L->header = canvas_rect(x, y, w, 56.0f * sc);
    y += L->header.h + 8.0f * sc;
    int players = p->s->game->setup.players;
    /* More players, more cards: everything is a little tighter, so the
     * move list keeps room for a good stretch of the game. */
    int tight = players > 2;
    float ch = (players <= 2 ? 66.0f : players == 3 ? 52.0f : 46.0f) * sc;
    float bh = tight ? 34.0f : BTN_H;
    L->ncards = players;
    for (int i = 0; i < players && i < GAME_MAX_PLAYERS; i++) {
        L->card[i] = canvas_rect(x, y, w, ch);
        y += ch + (tight ? 5.0f : 6.0f) * sc;
    }
    y += 4.0f * sc;
    L->line = canvas_rect(x, y, w, (tight ? 36.0f : 46.0f) * sc);
    y += L->line.h + (tight ? 8.0f : 10.0f) * sc;
    if (L->btn[PB_SWAP].shown) {
        L->choice = canvas_rect(x, y, w, 92.0f * sc);
        /* The swap button sits inside the offer. */
        L->btn[PB_SWAP].r = canvas_rect(x + w - 112.0f * sc, y + (92.0f - BTN_H) * 0.5f * sc, 100.0f * sc, BTN_H * sc);
        y += L->choice.h + 10.0f * sc;
    }
    if (L->btn[PB_COLOUR1].shown) {
        /* A label line, then one swatch per colour across the panel. */
        float sh = tight ? 32.0f : 40.0f;
        L->palette = canvas_rect(x, y, w, (20.0f + sh + 2.0f) * sc);
        float gap = GAP * sc, sw = (w - gap * (players - 1)) / players;
        for (int i = 0; i < players; i++)
            L->btn[PB_COLOUR1 + i].r = canvas_rect(x + i * (sw + gap), y + 20.0f * sc, sw, sh * sc);
        y += L->palette.h + (tight ? 8.0f : 10.0f) * sc;
    }
    static const play_button_t row1[] = {PB_CONFIRM, PB_OWN, PB_PASS, PB_HINT};
    static const play_button_t row2[] = {PB_UNDO, PB_REDO, PB_RESTART, PB_MENU};
    y = row(L, row1, 4, x, y, w, bh);
    y = row(L, row2, 4, x, y, w, bh);
    y += 4.0f * sc;
    float bottom = P.y + P.h - PAD * sc;
    L->moves = canvas_rect(x, y, w, bottom - y > 0 ? bottom - y : 0);
    play_an_layout(p, L);
    if (p->peek >= 0 && L->moves.h > 40.0f * sc)
        L->back = canvas_rect(L->moves.x + L->moves.w - 176.0f * sc, L->moves.y + 3.0f * sc, 170.0f * sc, 24.0f * sc);
}

int play_button_at(const play_layout_t *L, float x, float y)
{
    for (int i = 0; i < PB_COUNT; i++)
        if (L->btn[i].shown && canvas_rect_contains(L->btn[i].r, x, y)) return i;
    return -1;
}
