/* Commands on the play screen that move through the history or leave the
 * board: undo (against the AI, back to a person's turn), redo, restart (an
 * entry undo takes back), the pause menu, and the side panel's buttons. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contract/words.h"
#include "ui/app/nav.h"
#include "ui/play/play_int.h"
#include "ui/widgets/seat.h"

/* Is a person to move at history entry i (the seats as they are there)? */
static int human_at(const play_t *p, int i)
{
    const game_head_t *h = game_head(p->s->hist[i].state);
    if (h->status != GAME_ONGOING) return 0;
    int colour = h->to_move;
    int seat = h->swapped && p->s->game->setup.players == 2 ? 3 - colour : colour;
    return seat_ai_level(p->s, seat - 1) < 0;
}

static int any_ai(const play_t *p) { return seat_humans(p->s) < p->s->game->setup.players; }

void play_undo(play_t *p)
{
    session_t *s = p->s;
    play_ai_cancel(p);
    bview_finish(p->bv);
    if (p->turn.n > 0) match_begin(&p->turn, session_state(s));
    int j = s->cur - 1;
    /* Against the AI, undo goes back to the last position where a person
     * was to move, so the AI does not answer again at once. */
    if (any_ai(p))
        while (j >= 0 && !human_at(p, j)) j--;
    if (j < 0 || !seat_humans(s)) {
        play_refuse(p, s->cur > 0 ? "Nothing to undo before the AI's first move." : "Nothing to undo yet.");
        return;
    }
    /* A flag fall stays: undo gives moves back, never time, so the time
     * that ran out would run out again at once. */
    for (int i = s->cur; i > j; i--) {
        if (s->hist[i].kind != SESSION_FLAG) continue;
        if (i == s->cur) {
            play_refuse(p, "Time ran out: that cannot be undone. R starts over with full clocks.");
            return;
        }
        j = i;
        break;
    }
    bview_unplay_entry(p->bv, s, j + 1);
    while (s->cur > j) session_undo(s);
    p->pending_rest = 0;
    play_sync(p);
    play_say(p, PLAY_MSG_INFO, "Undone: your turn again. Ctrl+Y redoes.");
}

void play_redo(play_t *p)
{
    session_t *s = p->s;
    if (p->turn.n > 0) {
        play_refuse(p, "Finish or take back the turn under way before redoing.");
        return;
    }
    if (!session_can_redo(s)) {
        play_refuse(p, "Nothing to redo.");
        return;
    }
    play_ai_cancel(p);
    bview_finish(p->bv);
    session_redo(s);
    while (any_ai(p) && seat_humans(s) && session_can_redo(s) && !human_at(p, s->cur)) session_redo(s);
    bview_play_entry(p->bv, s, s->cur);
    play_sound(p, &session_current(s)->events);
    play_sync(p);
    play_say(p, PLAY_MSG_INFO, "Redone: %s.", session_current(s)->move);
}

void play_restart(play_t *p)
{
    if (p->s->cur == 0 && p->turn.n == 0) {
        play_refuse(p, "Nothing to restart: this is the start.");
        return;
    }
    /* A second press within a few seconds confirms (no modal dialog). */
    if (!(p->msg_kind == PLAY_MSG_INFO && !strncmp(p->msg, "Restart?", 8) && p->ui->time - p->msg_time < 4.0)) {
        play_say(p, PLAY_MSG_INFO, "Restart? Press R again to start over (undo brings the game back).");
        return;
    }
    play_ai_cancel(p);
    bview_finish(p->bv);
    if (session_restart(p->s)) {
        play_refuse(p, "out of memory");
        return;
    }
    /* Starting over starts the clocks over too (undo gives the game back, not its times). */
    if (gclock_on(&p->s->clock)) {
        gclock_t *c = &p->s->clock;
        gclock_init(c, p->s->game->setup.players, c->base_ms, c->inc_ms);
        p->clock_warned = 0;
    }
    bview_show_entry(p->bv, p->s, p->s->cur);
    play_sync(p);
    play_say(p, PLAY_MSG_INFO, "Restarted. Ctrl+Z brings the game back.");
}

void play_pause(play_t *p)
{
    bview_finish(p->bv);
    if (p->an) { /* the analysis board's Esc leaves it */
        screen_pop(p->ui->screens);
        return;
    }
    nav_push(p->ui, NAV_PAUSE, (nav_arg_t){.session = p->s});
}

/* Would passing now end the game (tried on a copy)? */
static int pass_ends_game(play_t *p, const action_t *pass)
{
    void *tmp = malloc(p->turn.ssize);
    if (!tmp) return 0;
    memcpy(tmp, match_state(&p->turn), p->turn.ssize);
    char err[GAME_ERR_MAX];
    int ends = p->s->game->rules->act(p->s->game, tmp, pass, NULL, err, sizeof err) == 0 && game_is_over(tmp);
    free(tmp);
    return ends;
}

void play_pass_cancel(play_t *p, int say)
{
    if (!p->pass_asked) return;
    p->pass_asked = 0;
    if (say) play_say(p, PLAY_MSG_INFO, "No pass: your turn goes on.");
    else if (!strncmp(p->msg, "Pass", 4)) p->msg[0] = '\0';
}

void play_pass(play_t *p)
{
    if (!play_human_turn(p)) {
        play_refuse(p, "Wait for your turn.");
        return;
    }
    const action_t *a = match_find(&p->turn, ACT_PASS);
    if (!a) {
        play_refuse(p, p->turn.n > 0 ? "A turn is under way: confirm it or take it back."
                                     : "You can pass only when no move is possible.");
        return;
    }
    action_t pass = *a;
    int ends = pass_ends_game(p, &pass), wastes = match_has_play(&p->turn);
    if (!p->pass_asked && (ends || wastes)) {
        p->pass_asked = 1;
        play_say(p, PLAY_MSG_INFO, "%s P or Enter passes, Esc keeps the turn.",
                 ends     ? "Pass and end the game?"
                 : match_find(&p->turn, ACT_PLACE) ? "Pass with stones left to place?"
                                                   : "Pass and give up this turn?");
        return;
    }
    p->pass_asked = 0;
    play_take(p, &pass);
}

void play_button(play_t *p, play_button_t b)
{
    if (b != PB_PASS) play_pass_cancel(p, 0);
    const action_t *a;
    switch (b) {
    case PB_CONFIRM:
        /* One way to end a turn (issue 50): Confirm plays a hint shown
         * before any stone of the turn, as it ends a turn of clicks. */
        if (p->hint_valid && p->turn.n == 0 && p->turn.held < 0 && play_ai_play_hint(p)) break;
        play_confirm(p);
        break;
    case PB_PASS: play_pass(p); break;
    case PB_SWAP:
    case PB_OWN: {
        /* The game's own whole-turn action (words: own), when it has one. */
        const game_words_t *gw = game_words_of(p->s->game->rules);
        if (b == PB_OWN && !gw->own.kind) break;
        action_kind_t k = b == PB_SWAP ? ACT_SWAP : (action_kind_t)gw->own.kind;
        if (!play_human_turn(p)) {
            play_refuse(p, "Wait for your turn.");
            break;
        }
        a = match_find(&p->turn, k);
        if (!a) {
            play_refuse(p, b == PB_SWAP ? "Swap is offered only as the answer to the first move (pie rule)."
                           : gw->own.refused ? gw->own.refused : "Not possible now.");
            break;
        }
        action_t copy = *a;
        play_take(p, &copy);
        break;
    }
    case PB_HINT: play_ai_hint(p); break;
    case PB_UNDO: play_take_back(p); break;
    case PB_REDO: play_redo(p); break;
    case PB_RESTART: play_restart(p); break;
    case PB_MENU: play_pause(p); break;
    case PB_COLOUR1:
    case PB_COLOUR2:
    case PB_COLOUR3:
    case PB_COLOUR4:
        if (match_set_colour(&p->turn, 1 + (int)(b - PB_COLOUR1)) == 0)
            play_say(p, PLAY_MSG_INFO, "Next stone: %s.", seat_colour_name(p->s, p->turn.colour));
        break;
    default: break;
    }
}
