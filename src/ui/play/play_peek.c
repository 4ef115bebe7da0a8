/* Looking back during a game: a click on a row of the move list shows that
 * position read-only (the rule animations play when stepping one move with
 * the arrow keys); the board takes no move meanwhile and an AI waits. Esc,
 * End, the "Back to the game" button or a click on the last row return. */
#include <stdio.h>

#include "ui/play/play_int.h"

void play_peek(play_t *p, int e)
{
    session_t *s = p->s;
    if (e < 0) e = 0;
    if (e > s->cur) e = s->cur;
    int shown = p->peek >= 0 ? p->peek : s->cur;
    if (e == shown && p->peek < 0) return;
    bview_finish(p->bv);
    if (p->turn.n > 0) { /* a turn under way goes back to its start */
        match_begin(&p->turn, session_state(s));
        bview_show_entry(p->bv, s, s->cur);
    }
    if (e == shown + 1 && s->hist[e].kind == SESSION_MOVE) bview_play_entry(p->bv, s, e);
    else if (e == shown - 1 && s->hist[shown].kind == SESSION_MOVE) bview_unplay_entry(p->bv, s, shown);
    else bview_show_entry(p->bv, s, e);
    p->pending_rest = 0;
    if (e == s->cur) {
        p->peek = -1;
        play_say(p, PLAY_MSG_INFO, "Back to the game.");
        return;
    }
    p->peek = e;
    p->hint_valid = 0;
    if (p->turn.held >= 0) match_cancel(&p->turn); /* a held click waits no more */
    if (e == 0) play_say(p, PLAY_MSG_INFO, "Looking at the start (read-only). Esc: back to the game.");
    else play_say(p, PLAY_MSG_INFO, "Looking at move %d, %s (read-only). Esc: back to the game.", e, s->hist[e].move);
}

void play_peek_end(play_t *p)
{
    if (p->peek >= 0) play_peek(p, p->s->cur);
}

int play_peek_key(play_t *p, const ui_event_t *ev)
{
    if (p->peek < 0 || ev->kind != UI_EV_KEY) return 0;
    switch (ev->key) {
    case UI_KEY_LEFT: play_peek(p, p->peek - 1); return 1;
    case UI_KEY_RIGHT: play_peek(p, p->peek + 1); return 1;
    case UI_KEY_HOME: play_peek(p, 0); return 1;
    case UI_KEY_END:
    case UI_KEY_ESCAPE:
    case UI_KEY_BACKSPACE: play_peek_end(p); return 1;
    case UI_KEY_UP: case UI_KEY_DOWN: case UI_KEY_TAB: case UI_KEY_ENTER: case UI_KEY_SPACE: return 1;
    case UI_KEY_CHAR:
        /* Moves wait; the keys that do not touch the game still work. */
        return ev->ch != 'm';
    default: return 0;
    }
}
