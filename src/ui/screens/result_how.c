/* The words of a result: who won (here) and how (in the game's words
 * table, src/contract/words.h), from the final position. No SDL. */
#include "ui/screens/result_how.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/foreign.h"
#include "contract/words.h"
#include "ui/widgets/seat.h"

static int first_winner(const game_head_t *h)
{
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (h->winners >> i & 1) return i + 1;
    return 0;
}

void result_words(const session_t *s, char *title, size_t tn, char *how, size_t hn)
{
    const void *st = session_state(s);
    const game_head_t *h = game_head(st);
    const game_words_t *gw = game_words_of(s->game->rules);
    int w = first_winner(h), nw = 0;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) nw += h->winners >> i & 1;
    how[0] = '\0';
    if (h->status == GAME_ONGOING) {
        snprintf(title, tn, "Game in progress");
        return;
    }
    int draw = h->status == GAME_DRAW || nw == 0;
    words_result_t r = {.winner = draw ? 0 : w, .shared = !draw && nw > 1};
    for (int c = 1; c <= GAME_MAX_PLAYERS; c++) r.colour[c] = seat_colour_name(s, c);
    if (!r.winner) {
        snprintf(title, tn, "Draw");
    } else if (r.shared) {
        char names[128] = "";
        for (int i = 0; i < GAME_MAX_PLAYERS; i++)
            if (h->winners >> i & 1) {
                size_t k = strlen(names);
                snprintf(names + k, sizeof names - k, "%s%s", k ? " and " : "", seat_colour_name(s, i + 1));
            }
        snprintf(title, tn, "%s share the win", names);
    } else {
        snprintf(title, tn, "%s wins!", seat_colour_name(s, w));
    }
    if (session_on_time(s)) {
        /* The flag's entry names the colour whose time ran out ("flag 2"). */
        int out = atoi(session_current(s)->move + strlen(SESSION_FLAG_WORD));
        const char *name = out >= 1 && out <= s->game->setup.players ? seat_colour_name(s, out) : "A player";
        if (r.winner && !r.shared) snprintf(how, hn, "%s ran out of time: %s wins on time.", name, seat_colour_name(s, r.winner));
        else snprintf(how, hn, "%s ran out of time: the others win on time.", name);
        return;
    }
    char ended[FOREIGN_NAME_MAX + 96];
    if (seat_end_line(s, s->cur, ended, sizeof ended) == 0) {
        /* Ended off the board: who resigned (the site's players by name). */
        char winner[FOREIGN_NAME_MAX + 32];
        if (r.winner && !r.shared) {
            seat_player(s, r.winner, winner, sizeof winner);
            snprintf(how, hn, "%s: %s wins.", ended, winner);
        } else {
            snprintf(how, hn, "%s%s.", ended, r.winner ? ": the others win" : "");
        }
        return;
    }
    if (gw->result_how) gw->result_how(s->game, st, &r, how, hn);
}
