/* Seat names. */
#include "ui/widgets/seat.h"

#include <stdio.h>
#include <string.h>

#include "ai/ai.h"
#include "core/foreign.h"

int seat_of_colour(const session_t *s, int colour) { return session_seat_of_colour(s, colour) - 1; }

int seat_ai_level(const session_t *s, int seat)
{
    if (seat < 0 || seat >= GAME_MAX_PLAYERS) return -1;
    if (!strcmp(s->seat[seat], "human") || !s->seat[seat][0]) return -1;
    return ai_level_parse(s->seat[seat]);
}

int seat_colour_ai(const session_t *s, int colour) { return seat_ai_level(s, seat_of_colour(s, colour)); }

int seat_humans(const session_t *s)
{
    int n = 0;
    for (int i = 0; i < s->game->setup.players; i++) n += seat_ai_level(s, i) < 0;
    return n;
}

void seat_name(const session_t *s, int seat, char *buf, size_t n)
{
    int players = s->game->setup.players, ais = players - seat_humans(s);
    if (seat_ai_level(s, seat) >= 0) {
        if (ais == 1) snprintf(buf, n, "AI");
        else snprintf(buf, n, "AI %d", seat + 1);
    } else if (seat_humans(s) == 1) {
        snprintf(buf, n, "You");
    } else {
        snprintf(buf, n, "Player %d", seat + 1);
    }
}

void seat_kind(const session_t *s, int seat, char *buf, size_t n)
{
    int lv = seat_ai_level(s, seat);
    if (lv < 0) {
        snprintf(buf, n, "Human");
        return;
    }
    const char *name = ai_level_name((ai_level_t)lv);
    snprintf(buf, n, "AI \xC2\xB7 %c%s", name[0] - 32 * (name[0] >= 'a' && name[0] <= 'z'), name + 1);
}

const char *seat_colour_name(const session_t *s, int colour)
{
    const game_rules_t *r = s->game->rules;
    if (colour < 1 || colour > s->game->setup.players || !r->colour_names) return "?";
    return r->colour_names[colour - 1];
}

int seat_lost_person(const session_t *s)
{
    const void *st = session_state(s);
    unsigned won = game_head(st)->winners;
    if (!game_is_over(st) || !won) return 0;
    for (int c = 1; c <= s->game->setup.players; c++) {
        int seat = seat_of_colour(s, c);
        if (!(won >> (c - 1) & 1) && seat >= 0 && seat_ai_level(s, seat) < 0) return seat + 1;
    }
    return 0;
}

void seat_player(const session_t *s, int colour, char *buf, size_t n)
{
    char names[GAME_MAX_PLAYERS][FOREIGN_NAME_MAX], who[64];
    const char *col = seat_colour_name(s, colour);
    if (foreign_names(s, names) == 0) {
        if (colour >= 1 && colour <= GAME_MAX_PLAYERS && names[colour - 1][0])
            snprintf(buf, n, "%s (%s)", col, names[colour - 1]);
        else
            snprintf(buf, n, "%s", col);
        return;
    }
    seat_name(s, seat_of_colour(s, colour), who, sizeof who);
    snprintf(buf, n, "%s (%s)", col, who);
}

int seat_end_line(const session_t *s, int e, char *buf, size_t n)
{
    int c;
    char who[FOREIGN_NAME_MAX + 64];
    session_end_t how = session_end_of(s, e, &c);
    if (n) buf[0] = '\0';
    if (!how) return -1;
    if (how == SESSION_END_DRAW) {
        snprintf(buf, n, "Drawn by agreement");
        return 0;
    }
    seat_player(s, c, who, sizeof who);
    snprintf(buf, n, "%s %s", who, how == SESSION_END_RESIGN ? "resigned" : "ran out of time");
    return 0;
}

const char *seat_end_label(const session_t *s, int e)
{
    switch (session_end_of(s, e, NULL)) {
    case SESSION_END_RESIGN: return "- resigned -";
    case SESSION_END_TIMEOUT: return "- out of time -";
    case SESSION_END_DRAW: return "- draw agreed -";
    default: return NULL;
    }
}
