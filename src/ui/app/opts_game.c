/* The command-line options that start a game: --size, --players,
 * --seat1..--seat4, --load (and the hidden --open of the menu screenshots).
 * Kept apart from opts.c so the shell's own options stay small. */
#include "ui/app/opts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ai/ai.h"

static const char *const open_screens[] = {"select", "setup", "settings", "load", "save",
                                           "rules", "pause", "stats", "puzzles", NULL};

int opts_open_known(const char *name)
{
    for (int i = 0; open_screens[i]; i++)
        if (!strcmp(open_screens[i], name)) return 1;
    return 0;
}

int opts_seat_option(const char *arg, int *seat, const char **inline_value)
{
    if (strncmp(arg, "--seat", 6) || arg[6] < '1' || arg[6] > '4') return 0;
    if (arg[7] != '\0' && arg[7] != '=') return 0;
    *seat = arg[6] - '1';
    *inline_value = arg[7] == '=' ? arg + 8 : NULL;
    return 1;
}

static int whole_number(const char *v, int *out)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (end == v || *end || n < 1 || n > 99) return -1;
    *out = (int)n;
    return 0;
}

int opts_parse_game_value(opts_t *o, int which, const char *v, char *err, size_t errlen)
{
    switch (which) {
    case 's':
        if (whole_number(v, &o->size)) {
            snprintf(err, errlen, "--size: expected a board side such as 6, not '%s'", v);
            return -1;
        }
        return 0;
    case 'p':
        if (whole_number(v, &o->players)) {
            snprintf(err, errlen, "--players: expected a number of players such as 2, not '%s'", v);
            return -1;
        }
        return 0;
    case 'l':
        if (!*v) {
            snprintf(err, errlen, "--load needs a file name");
            return -1;
        }
        o->load = v;
        return 0;
    case 'o':
        if (!opts_open_known(v)) {
            snprintf(err, errlen,
                     "--open: expected select, setup, settings, load, save, rules, pause, stats or puzzles, not '%s'", v);
            return -1;
        }
        o->open = v;
        return 0;
    default:
        break;
    }
    int seat = which - '1';
    if (seat < 0 || seat >= 4) return -1;
    if (strcasecmp(v, "human") && ai_level_parse(v) < 0) {
        snprintf(err, errlen, "--seat%d: expected human or an AI level (%s), not '%s'", seat + 1,
                 ai_level_list(), v);
        return -1;
    }
    o->seat[seat] = v;
    return 0;
}

static int any_seat(const opts_t *o)
{
    for (int i = 0; i < 4; i++)
        if (o->seat[i]) return 1;
    return 0;
}

int opts_check_game(const opts_t *o, char *err, size_t errlen)
{
    char seat[16] = "";
    for (int i = 3; i >= 0; i--)
        if (o->seat[i]) snprintf(seat, sizeof seat, "--seat%d", i + 1);
    const char *lone = o->size ? "--size" : o->players ? "--players" : seat[0] ? seat : NULL;
    if (lone && !o->game) {
        snprintf(err, errlen, "%s needs --game to say which game", lone);
        return -1;
    }
    if (o->load && o->game) {
        snprintf(err, errlen, "--load and --game cannot be used together (a save names its game)");
        return -1;
    }
    return 0;
}

int opts_starts_play(const opts_t *o) { return o->game && (o->size || o->players || any_seat(o)); }

int opts_game_setup(const opts_t *o, const game_rules_t *r, game_setup_t *setup,
                    char seats[GAME_MAX_PLAYERS][SESSION_SEAT_LEN], char *err, size_t errlen)
{
    int players = o->players ? o->players : r->min_players;
    if (players < r->min_players || players > r->max_players) {
        if (r->min_players == r->max_players)
            snprintf(err, errlen, "--players: %s is for %d players, not %d", r->name, r->min_players, players);
        else
            snprintf(err, errlen, "--players: %s is for %d to %d players, not %d", r->name, r->min_players,
                     r->max_players, players);
        return -1;
    }
    game_setup_default(r, setup, players);
    if (o->size) {
        if (r->board_kind != BOARD_HEXHEX) {
            snprintf(err, errlen, "--size: %s has one board size; leave --size out", r->name);
            return -1;
        }
        if (o->size < r->min_side || o->size > r->max_side) {
            snprintf(err, errlen, "--size: %s boards have sides %d to %d, not %d", r->name, r->min_side,
                     r->max_side, o->size);
            return -1;
        }
        setup->side = o->size;
    }
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        if (o->seat[i] && i >= players) {
            snprintf(err, errlen, "--seat%d: this %s game has %d players", i + 1, r->name, players);
            return -1;
        }
        const char *who = o->seat[i] ? o->seat[i] : "human";
        int level = ai_level_parse(who);
        snprintf(seats[i], SESSION_SEAT_LEN, "%s", level >= 0 ? ai_level_name((ai_level_t)level) : "human");
    }
    return 0;
}
