/* Input on the play screen: the pointer (hover, clicks on cells and
 * buttons), the keyboard (a cursor across cells, keys for every action) and,
 * through input.c, the gamepad. Everything here arrives as ui events, so
 * scripts and tests drive the screen exactly as a person does. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/preview.h"
#include "ui/app/nav.h"
#include "ui/platform/audio.h"
#include "ui/play/play_int.h"
#include "ui/widgets/seat.h"

static int ntargets(const play_t *p)
{
    const board_t *b = &p->s->game->board;
    return board_targets(b);
}

/* The target nearest the middle of the board (where the cursor starts). */
static int centre_target(const play_t *p)
{
    const blayout_t *L = bview_get_layout(p->bv);
    float cx = L->rect.x + L->rect.w * 0.5f, cy = L->rect.y + L->rect.h * 0.5f, best_d = 1e30f;
    int best = 0;
    for (int i = 0; i < ntargets(p); i++) {
        canvas_pt_t q = bview_target_px(p->bv, i);
        float d = (q.x - cx) * (q.x - cx) + (q.y - cy) * (q.y - cy);
        if (d < best_d) best_d = d, best = i;
    }
    return best;
}

/* Moves the cursor to the nearest target in a screen direction: straight
 * lines are preferred, and up/down keep to the column the cursor came from
 * (zig-zagging on hex rows), so the keys work on every board and turn. */
static void cursor_step(play_t *p, float dx, float dy)
{
    if (p->cursor < 0) {
        p->cursor = centre_target(p);
        p->sticky_x = bview_target_px(p->bv, p->cursor).x;
        return;
    }
    canvas_pt_t c = bview_target_px(p->bv, p->cursor);
    float unit = blayout_unit(bview_get_layout(p->bv));
    if (unit <= 0) unit = 1;
    int vertical = dx == 0, best = -1;
    float best_score = 1e30f, best_side = 0;
    for (int i = 0; i < ntargets(p); i++) {
        if (i == p->cursor) continue;
        canvas_pt_t q = bview_target_px(p->bv, i);
        float vx = q.x - c.x, vy = q.y - c.y;
        float along = vx * dx + vy * dy, perp = fabsf(vx * dy - vy * dx);
        if (along < 0.3f * unit) continue;
        float score = along + 2.0f * perp;
        float side = q.x - p->sticky_x;
        if (vertical) {
            score += 0.05f * fabsf(side);
            /* Two equal candidates (hex rows): lean the other way than last time. */
            if (fabsf(side) > 0.01f * unit && (side > 0) == (p->zig > 0)) score += 0.01f * unit;
        }
        if (score < best_score - 0.001f * unit) best_score = score, best = i, best_side = side;
    }
    if (best < 0) return;
    p->cursor = best;
    if (vertical) p->zig = best_side > 0 ? 1 : -1;
    else p->sticky_x = bview_target_px(p->bv, best).x;
}

/* Tab: the next legal target after the cursor (Shift+Tab: before). */
static void cursor_cycle(play_t *p, int dir)
{
    uint8_t mask[BOARD_MAX_CELLS > BOARD_MAX_SITES ? BOARD_MAX_CELLS : BOARD_MAX_SITES];
    if (!play_human_turn(p) || !match_targets(&p->turn, mask)) return;
    int n = ntargets(p), at = p->cursor < 0 ? (dir > 0 ? n - 1 : 0) : p->cursor;
    for (int k = 1; k <= n; k++) {
        int i = ((at + dir * k) % n + n) % n;
        if (mask[i]) {
            p->cursor = i;
            p->sticky_x = bview_target_px(p->bv, i).x;
            return;
        }
    }
}

/* A click (key: Enter or Space at the cursor, -1 none) on a board target. */
static void target_input(play_t *p, int target, int key)
{
    if (target < 0 && !key) return;
    bview_finish(p->bv);
    if (target < 0 && !play_human_turn(p)) return; /* a key with no cursor: nothing to refuse */
    if (play_over(p)) {
        play_refuse(p, "The game is over: undo to play on, or Esc for the menu.");
        return;
    }
    if (!play_human_turn(p)) {
        play_refuse(p, p->job == PLAY_AI_MOVE ? "The board is locked while the AI thinks." : "Wait for your turn.");
        return;
    }
    if (play_ai_hint_click(p, target)) return;
    /* What the input means, whether it waits for a confirmation and when
     * the turn ends: the mid-end's (core/match.h), as in every screen. */
    p->pass_asked = 0;
    play_result(p, key ? match_key(&p->turn, target) : match_click(&p->turn, target), target);
}

void play_click_target(play_t *p, int target) { target_input(p, target, 0); }

/* Enter/Space: act at the cursor (the first press shows it); where there
 * is nothing to do and the turn can end, end it. */
static void act_at_cursor(play_t *p)
{
    if (p->job == PLAY_AI_MOVE) {
        ai_worker_hurry(p->ai);
        play_say(p, PLAY_MSG_INFO, "Asked the AI to move now.");
        return;
    }
    if (play_ai_play_hint(p)) return;
    if (p->cursor < 0 || !p->cursor_on) {
        p->cursor_on = 1;
        if (p->cursor < 0) cursor_step(p, 0, 0);
        target_input(p, -1, 1);
        return;
    }
    target_input(p, p->cursor, 1);
}

/* A pass waiting for its answer: P, Enter or Space pass; Esc and Backspace
 * keep the turn; any other key drops the question and does its own job. */
static int pass_answer(play_t *p, const ui_event_t *ev)
{
    if (!p->pass_asked || ev->repeat) return 0;
    int ctrl = (ev->mods & UI_MOD_CTRL) != 0;
    if (ev->key == UI_KEY_ENTER || ev->key == UI_KEY_SPACE || (ev->key == UI_KEY_CHAR && ev->ch == 'p' && !ctrl)) {
        play_pass(p);
        return 1;
    }
    if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_BACKSPACE) {
        play_pass_cancel(p, 1);
        return 1;
    }
    play_pass_cancel(p, 0);
    return 0;
}

static void key(play_t *p, ui_t *ui, const ui_event_t *ev)
{
    int ctrl = (ev->mods & UI_MOD_CTRL) != 0;
    if (play_peek_key(p, ev) || play_an_key(p, ev)) return;
    if (pass_answer(p, ev)) return;
    switch (ev->key) {
    case UI_KEY_UP: p->cursor_on = 1, cursor_step(p, 0, -1); return;
    case UI_KEY_DOWN: p->cursor_on = 1, cursor_step(p, 0, 1); return;
    case UI_KEY_LEFT: p->cursor_on = 1, cursor_step(p, -1, 0); return;
    case UI_KEY_RIGHT: p->cursor_on = 1, cursor_step(p, 1, 0); return;
    case UI_KEY_TAB: p->cursor_on = 1, cursor_cycle(p, ev->mods & UI_MOD_SHIFT ? -1 : 1); return;
    case UI_KEY_ENTER:
    case UI_KEY_SPACE:
        if (!ev->repeat) act_at_cursor(p);
        return;
    case UI_KEY_BACKSPACE: play_take_back(p); return;
    case UI_KEY_ESCAPE:
        if (match_cancel(&p->turn) == MATCH_DROPPED) p->msg[0] = '\0';
        else play_pause(p);
        return;
    case UI_KEY_F1: nav_push(ui, NAV_RULES, (nav_arg_t){.rules = p->s->game->rules}); return;
    case UI_KEY_F12:
        if (!ev->repeat) play_share_png(p);
        return;
    case UI_KEY_PAGEUP: p->scroll += 5; return;
    case UI_KEY_PAGEDOWN: p->scroll = p->scroll > 5 ? p->scroll - 5 : 0; return;
    case UI_KEY_HOME: p->scroll = 1 << 20; return;
    case UI_KEY_END: p->scroll = 0; return;
    case UI_KEY_CHAR: break;
    default: return;
    }
    if (ev->repeat) return;
    switch (ev->ch) {
    case 'z': play_take_back(p); break;
    case 'y':
        if (ctrl) play_redo(p);
        break;
    case 'h': play_button(p, PB_HINT); break;
    case 'p': play_button(p, PB_PASS); break;
    case 's': play_button(p, PB_SWAP); break;
    case 'x': play_button(p, PB_OWN); break;
    case 'e': play_button(p, PB_CONFIRM); break;
    case 'r': play_button(p, PB_RESTART); break;
    case 'a':
    case 'v':
        /* The analysis board at this position, or the review of the game
         * so far: in a game of people only, or once the game is over (an
         * AI's game is not to be studied while it is played). The review
         * keeps its analysis in this game, so its autosave keeps it.
         * Ctrl+V imports a game instead. */
        if (ev->ch == 'v' && ctrl) {
            play_share_import(p); /* p is gone when it worked */
            break;
        }
        if (p->an) break;
        if (seat_humans(p->s) == p->s->game->setup.players || play_over(p)) {
            bview_finish(p->bv);
            if (ev->ch == 'a') nav_push(ui, NAV_ANALYSIS, (nav_arg_t){.session = p->s, .first = p->s->cur});
            else nav_push(ui, NAV_REVIEW, (nav_arg_t){.session = p->s});
        } else {
            play_refuse(p, ev->ch == 'a' ? "The analysis board opens in a game of people only, or after the game."
                                         : "The review opens in a game of people only, or after the game.");
        }
        break;
    case 'c':
        if (ctrl) play_share_copy(p, (ev->mods & UI_MOD_SHIFT) != 0);
        else if (match_colour_choice(&p->turn))
            play_button(p, (play_button_t)(PB_COLOUR1 + p->turn.colour % p->s->game->setup.players));
        break;
    case 'm': {
        audio_t *a = ui->client ? ui->client->audio : NULL;
        int muted = audio_toggle_mute(a);
        if (ui->client) {
            ui->client->settings.mute = muted;
            p->applied.mute = muted;
            client_save_settings(ui->client);
        }
        play_say(p, PLAY_MSG_INFO, muted ? "Sound off (M turns it on)." : "Sound on.");
        break;
    }
    case '1': case '2': case '3': case '4':
        if (match_colour_choice(&p->turn)) play_button(p, (play_button_t)(PB_COLOUR1 + ev->ch - '1'));
        break;
    default: break;
    }
}

void play_event(screen_t *scr, ui_t *ui, const ui_event_t *ev)
{
    play_t *p = (play_t *)scr;
    play_layout_t L;
    play_layout(p, ui, &L);
    switch (ev->kind) {
    case UI_EV_KEY: key(p, ui, ev); break;
    case UI_EV_POINTER_MOVE:
        p->pointer_x = ev->x;
        p->pointer_y = ev->y;
        p->pointer_in = 1;
        p->hover = canvas_rect_contains(L.board, ev->x, ev->y) ? bview_hit(p->bv, ev->x, ev->y) : -1;
        p->cursor_on = 0;
        if (p->hover >= 0) p->cursor = p->hover, p->sticky_x = ev->x;
        play_an_pointer(p, &L, ev->x, ev->y);
        break;
    case UI_EV_POINTER_LEAVE:
        p->pointer_in = 0;
        p->hover = -1;
        play_an_pointer(p, &L, -1e9f, -1e9f);
        break;
    case UI_EV_POINTER_DOWN: {
        p->pointer_x = ev->x;
        p->pointer_y = ev->y;
        int b = play_button_at(&L, ev->x, ev->y);
        if (ev->button == 3) {
            if (p->pass_asked) {
                play_pass_cancel(p, 1);
                break;
            }
            play_take_back(p);
            break;
        }
        if (ev->button != 1) break;
        if (canvas_rect_contains(L.back, ev->x, ev->y)) {
            play_peek_end(p);
            break;
        }
        if (play_an_click(p, &L, ev->x, ev->y)) break;
        int e = hud_moves_hit(p, ui, L.moves, ev->x, ev->y);
        if (e >= 0) {
            if (!p->an) {
                play_peek(p, e);
            } else if (e != p->s->cur && p->turn.n == 0) {
                /* The analysis board walks its line: the moves after stay to redo. */
                bview_finish(p->bv);
                if (e == p->s->cur + 1) {
                    session_redo(p->s);
                    bview_play_entry(p->bv, p->s, e);
                } else if (e == p->s->cur - 1) {
                    bview_unplay_entry(p->bv, p->s, p->s->cur);
                    session_undo(p->s);
                } else {
                    p->s->cur = e;
                    bview_show_entry(p->bv, p->s, e);
                }
                play_sync(p);
            }
            break;
        }
        if (p->peek >= 0 && b >= 0 && b != PB_MENU) {
            play_peek_end(p); /* a button acts on the game as it stands */
        } else if (p->peek >= 0 && b < 0) {
            if (canvas_rect_contains(L.board, ev->x, ev->y))
                play_refuse(p, "This is an earlier position (read-only): Esc goes back to the game.");
            break;
        }
        if (b >= 0) {
            /* A disabled button still answers: its refusal says why. */
            play_button(p, (play_button_t)b);
            break;
        }
        play_pass_cancel(p, 0);
        if (!canvas_rect_contains(L.board, ev->x, ev->y)) break;
        int t = bview_hit(p->bv, ev->x, ev->y);
        p->hover = t;
        p->cursor_on = 0;
        if (t >= 0) p->cursor = t;
        play_click_target(p, t);
        break;
    }
    case UI_EV_WHEEL:
        if (canvas_rect_contains(L.moves, p->pointer_x, p->pointer_y)) {
            p->scroll += ev->wheel > 0 ? 2 : -2;
            if (p->scroll < 0) p->scroll = 0;
        }
        break;
    default: break;
    }
}
