/* The tutorial's input: clicks on the board and the buttons, keys for
 * every action (Tab walks the legal targets, so the lessons can be played
 * without a pointer). The flow they call is in tutorial.c. */
#include <string.h>

#include "contract/words.h"
#include "ui/learn/tutorial_int.h"

static tut_t *self(screen_t *s) { return (tut_t *)s; }

static void press(tut_t *t, tut_button_t b)
{
    switch (b) {
    case TB_CONFIRM: tut_confirm(t); break;
    case TB_PASS: tut_whole_action(t, ACT_PASS); break;
    case TB_OWN:
        if (game_words_of(t->r)->own.kind) tut_whole_action(t, (action_kind_t)game_words_of(t->r)->own.kind);
        break;
    case TB_COLOUR1:
    case TB_COLOUR2:
    case TB_COLOUR3:
    case TB_COLOUR4:
        if (t->have_turn) match_set_colour(&t->turn, 1 + (int)(b - TB_COLOUR1));
        break;
    case TB_SHOW: tut_show_answer(t); break;
    case TB_RETRY: tut_take_back(t); break;
    case TB_NEXT: tut_next_lesson(t); break;
    default: break;
    }
}

static int button_at(const tut_t *t, const ui_t *ui, float x, float y)
{
    tut_layout_t L;
    tut_layout(t, ui, &L);
    for (int i = 0; i < TB_COUNT; i++)
        if (L.shown[i] && canvas_rect_contains(L.btn[i], x, y)) return i;
    return -1;
}

/* Tab: the next legal target (Shift+Tab: the one before). */
static void cycle_target(tut_t *t, int dir)
{
    uint8_t mask[BOARD_MAX_CELLS > BOARD_MAX_SITES ? BOARD_MAX_CELLS : BOARD_MAX_SITES];
    if (!tut_human_turn(t) || !match_targets(&t->turn, mask)) return;
    const board_t *b = &t->l.s->game->board;
    int n = board_targets(b), at = t->cursor < 0 ? (dir > 0 ? n - 1 : 0) : t->cursor;
    for (int k = 1; k <= n; k++) {
        int i = ((at + dir * k) % n + n) % n;
        if (mask[i]) {
            t->cursor = t->hover = i;
            return;
        }
    }
}

static void key_event(tut_t *t, ui_t *ui, const ui_event_t *ev)
{
    switch (ev->key) {
    case UI_KEY_ESCAPE: screen_pop(ui->screens); break;
    case UI_KEY_BACKSPACE: tut_take_back(t); break;
    case UI_KEY_TAB: cycle_target(t, ev->mods & UI_MOD_SHIFT ? -1 : 1); break;
    case UI_KEY_SPACE: tut_key_target(t, t->cursor); break;
    case UI_KEY_ENTER:
        if (ev->repeat) break;
        if (t->phase == TUT_ASKING) {
            tut_key_target(t, t->cursor);
        } else if (t->phase == TUT_WRONG) {
            tut_take_back(t);
        } else if (t->phase != TUT_REPLY) {
            tut_next_lesson(t);
        }
        break;
    case UI_KEY_CHAR:
        if (ev->ch >= '1' && ev->ch <= '4') press(t, (tut_button_t)(TB_COLOUR1 + ev->ch - '1'));
        else if (ev->ch == 'e') press(t, TB_CONFIRM);
        else if (ev->ch == 'p') press(t, TB_PASS);
        else if (ev->ch == 'x') press(t, TB_OWN);
        else if (ev->ch == 'h') press(t, TB_SHOW);
        else if (ev->ch == 'r') press(t, TB_RETRY);
        else if (ev->ch == 'n') press(t, TB_NEXT);
        break;
    default: break;
    }
}

void tut_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    tut_t *t = self(s);
    switch (ev->kind) {
    case UI_EV_KEY: key_event(t, ui, ev); break;
    case UI_EV_POINTER_MOVE:
        if (!menu_ptr_moved(&t->ptr, ev)) break;
        t->hot = button_at(t, ui, ev->x, ev->y);
        t->hover = t->bv ? bview_hit(t->bv, ev->x, ev->y) : -1;
        t->cursor = -1;
        break;
    case UI_EV_POINTER_DOWN:
        if (ev->button != 1) break;
        t->pressed = button_at(t, ui, ev->x, ev->y);
        if (t->pressed < 0 && t->bv) tut_click_target(t, bview_hit(t->bv, ev->x, ev->y));
        break;
    case UI_EV_POINTER_UP:
        if (ev->button == 1 && t->pressed >= 0 && t->pressed == button_at(t, ui, ev->x, ev->y))
            press(t, (tut_button_t)t->pressed);
        t->pressed = -1;
        break;
    case UI_EV_POINTER_LEAVE: t->hover = -1; break;
    default: break;
    }
}

