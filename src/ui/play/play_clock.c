/* The game clock on the play screen (core/clock.h): whose time runs, the
 * increment after a whole turn, the low-time warning and the flag fall.
 *
 * Time is fed from the screen's own updates, so whatever stops them stops
 * the clock: the pause menu, the result screen, a window in the
 * background. Within them the clock of the side to move is held while the
 * board plays out the previous side's move: a player's time starts when he
 * can act. The actions of his own turn animate on his time. An AI seat's
 * time runs while it thinks, like anybody's. */
#include <math.h>

#include "ui/platform/audio.h"
#include "ui/play/play_int.h"
#include "ui/widgets/seat.h"

/* Clock seats are 1-based; the screens' seats 0-based. */
int play_clock_seat(const play_t *p, int colour) { return seat_of_colour(p->s, colour) + 1; }

static int colour_of_seat(const play_t *p, int seat)
{
    for (int c = 1; c <= p->s->game->setup.players; c++)
        if (play_clock_seat(p, c) == seat) return c;
    return seat;
}

int play_clock_held(const play_t *p)
{
    /* A finished turn still playing out (its actions are no longer the
     * turn under way), or the AI's reply waiting to be shown. */
    return ((bview_animating(p->bv) || p->pending_rest) && p->turn.n == 0) || p->reply_wait;
}

void play_clock_turn_done(play_t *p, int mover_seat) { gclock_turn_done(&p->s->clock, mover_seat); }

static void flag_fall(play_t *p, int seat)
{
    session_t *s = p->s;
    int colour = colour_of_seat(p, seat);
    char err[GAME_ERR_MAX], who[64];
    play_ai_cancel(p);
    if (session_flag(s, colour, err, sizeof err)) {
        play_refuse(p, err);
        return;
    }
    bview_show_entry(p->bv, s, s->cur);
    play_sync(p);
    seat_name(s, seat - 1, who, sizeof who);
    const char *col = seat_colour_name(s, colour);
    if (play_over(p)) play_say(p, PLAY_MSG_REFUSED, "%s (%s) ran out of time.", col, who);
    else play_say(p, PLAY_MSG_REFUSED, "%s (%s) ran out of time and passes from now on.", col, who);
    if (p->ui->client) audio_play_cue(p->ui->client->audio, SND_CLOCK, 0.0, 0.0f);
}

void play_clock_update(play_t *p, double dt)
{
    gclock_t *c = &p->s->clock;
    if (!gclock_on(c)) return;
    if (play_over(p)) {
        gclock_stop(c);
        return;
    }
    int seat = play_clock_seat(p, game_head(session_state(p->s))->to_move);
    /* Back to a flagged seat's turn (an undo): its time is still gone. */
    if (gclock_flagged(c, seat)) {
        flag_fall(p, seat);
        return;
    }
    gclock_start(c, seat);
    gclock_pause(c, play_clock_held(p));
    p->clock_carry += dt * 1000.0;
    double whole = floor(p->clock_carry);
    p->clock_carry -= whole;
    int flagged = gclock_tick(c, (int64_t)whole);
    if (flagged) {
        flag_fall(p, flagged);
        return;
    }
    /* One warning each time a seat's time drops into the low band. */
    unsigned bit = 1u << (seat - 1);
    if (!gclock_low(c, seat)) {
        p->clock_warned &= ~bit;
    } else if (!(p->clock_warned & bit) && !c->paused) {
        p->clock_warned |= bit;
        if (p->ui->client) audio_play_cue(p->ui->client->audio, SND_CLOCK, 0.0, 0.0f);
    }
}
