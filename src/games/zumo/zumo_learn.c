/* How Zumo is taught and shown off (fields: src/contract/learn.h): its rules
 * pages and its attract-mode captions. */
#include <stdio.h>

#include "contract/learn.h"
#include "contract/learn_util.h"
#include "games/zumo/zumo.h"

/* The rules pages: short sentences, one idea each; the exact contract is
 * docs/rules/, these are its plain-words companion. */
static const rules_page_t pages[] = {
    {"Sightlines",
     "From a cell, look along the six straight lines. The first stone you see makes that line friendly "
     "(your colour) or opposing; with no stone, the line is neutral.\n"
     "Your first stone goes anywhere. After that, each stone you place needs at least one friendly "
     "line; with no such cell, you pass.",
     "zumo/rules/sight.txt", "The marked cells see a black stone first on some line: Black may place there.", 1},
    {"Suction",
     "Every friendly stone in sight of your new stone slides one cell towards it and gives it one unit "
     "of energy.\n"
     "A friendly stone already next to it cannot come closer: it evaporates, but still gives its "
     "unit.",
     "zumo/rules/suction.txt", "Three black stones are in sight: they slide in, giving 3 units.", 0},
    {"Pushing",
     "Spend the energy on opposing stones in sight: each unit moves the first opposing stone on a line "
     "one cell further away. If you push, you spend all the units, split over the lines as you like.\n"
     "A pushed stone knocks out any stone in its way. Push one over the edge and you win at once.",
     "zumo/rules/push.txt", "Black gathers 2 units and pushes the white stone two cells, over the edge: Black wins.", 0},
    {"Good to know",
     "A turn that brings back a position for the third time is not allowed. If both players must "
     "pass, one after the other, the game is drawn.\n"
     "Partial pushes (off by default): spend any number of units, not all or none.\n"
     "Pie rule (on by default): White may answer Black's first stone by taking it over.",
     NULL, NULL, 0},
    {"Playing on a clock",
     "In Setup a game may be played on a clock: minutes for each player, plus seconds added after "
     "every turn. Your clock runs only on your turn; it stops in the pause menu and while the "
     "other side's move plays out.\nA whole turn, the stone and all its pushes, earns one "
     "increment.\nWhoever runs out of time loses the game, whatever the board says.",
     NULL, NULL, 0},
};

static int caption(const game_t *g, const void *before, const void *after, const event_list_t *ev, int mover,
                   char *out, size_t n)
{
    (void)before;
    (void)after;
    int smashed = learn_count_verb(ev, ZUMO_EV_SHATTER), evap = learn_count_verb(ev, ZUMO_EV_EVAPORATE);
    const event_t *energy = learn_first_verb(ev, ZUMO_EV_ENERGY);
    int units = energy ? energy->value : 0;
    if (smashed) {
        snprintf(out, n, "Crash! %s's push smashes %s stone%s.", learn_colour(g, mover), learn_number(smashed),
                 smashed > 1 ? "s" : "");
        return ATTRACT_NOTABLE;
    }
    if (units >= 4 && learn_count_verb(ev, ZUMO_EV_PUSH)) {
        snprintf(out, n, "%s draws in %s stones: %d units of push!", learn_colour(g, mover), learn_number(units), units);
        return ATTRACT_NOTABLE;
    }
    if (evap >= 2) {
        char own[32];
        snprintf(out, n, "%s %s stones evaporate.", learn_number(evap), learn_lower(learn_colour(g, mover), own, sizeof own));
        out[0] = (char)(out[0] - 'a' + 'A');
        return ATTRACT_MINOR;
    }
    if (units >= 3) {
        snprintf(out, n, "%s gathers %d units of energy.", learn_colour(g, mover), units);
        return ATTRACT_MINOR;
    }
    return ATTRACT_NOTHING;
}

/* A push over the edge wins at once, whoever the winners are. */
static int win_caption(const game_t *g, const void *after, const event_list_t *ev, int mover, int winner, char *out,
                       size_t n)
{
    (void)after;
    (void)winner;
    const event_t *fall = learn_first_verb(ev, ZUMO_EV_FALL);
    if (!fall) return 0;
    snprintf(out, n, "%s pushes %s off the edge!", learn_colour(g, mover), learn_colour(g, fall->player));
    return 1;
}

/* The sound check: on side 6, Black places F6, sucks two stones in (C6 ->
 * D6, H6 -> G6) and evaporates the adjacent F5, which gives three units of
 * energy; the white stone on I9 is pushed three cells along its line,
 * smashes the black stone on K11 and goes over the edge: Black wins. It
 * sounds place, suction, evaporate, thud, thud + shatter, fall, fanfare.
 * White's F7 is an opposing line left alone. */
static const char sound_scene[] =
    "game: zumo\n"
    "size: 6\n"
    "players: 2\n"
    "to-move: 1\n"
    "options: pie=off\n"
    "title: Sound check: a Zumo push turn\n"
    "board:\n"
    "     . . . . . 1\n"
    "    . . . . . . .\n"
    "   . . . . . 2 . .\n"
    "  . . . . . . . . .\n"
    " . . . . 2 . . . . .\n"
    ". . 1 . . . . 1 . . .\n"
    " . . . . . 1 . . . .\n"
    "  . . . . . . . . .\n"
    "   . . . . . . . .\n"
    "    . . . . . . .\n"
    "     . . . . . .\n";

const game_learn_t zumo_learn = {
    .attract_side = 6,
    .rules = LEARN_BOOK(pages),
    .caption = caption,
    .win_caption = win_caption,
    .sound_scene = sound_scene,
    .sound_move = "F6,I9+3",
};
