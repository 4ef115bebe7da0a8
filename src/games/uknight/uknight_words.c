/* What Uknight says (fields: src/games/words.h). */
#include <stdio.h>

#include "games/words.h"

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    (void)g, (void)st;
    int place = words_can(t, ACT_PLACE), move = words_can(t, ACT_MOVE), throw = words_can(t, ACT_THROW);
    /* Only what is legal now: no axe is offered before a double exists. */
    if (t->selected >= 0)
        snprintf(buf, n, "%s", move && throw ? "Pick a highlighted target: a knight's leap, or where the axe lands."
                               : throw       ? "Pick a highlighted target: where the axe lands."
                                             : "Pick a highlighted target: a knight's leap.");
    else if (place && throw)
        snprintf(buf, n, "Place a stone a knight's move from your pieces, or select a double to throw its axe.");
    else if (place) snprintf(buf, n, "Place a stone a knight's move from your pieces.");
    else if (t->actions > 0 && t->only_end) snprintf(buf, n, "Confirm with E.");
    else if (move && throw) snprintf(buf, n, "Select a piece, then leap it or throw its axe.");
    else if (move) snprintf(buf, n, "Select a piece, then leap it to an empty cell a knight's move away.");
    else if (throw) snprintf(buf, n, "Select a double, then throw its axe.");
    else snprintf(buf, n, "No action is possible: pass with P.");
}

static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    (void)g, (void)st;
    if (!r->winner) snprintf(how, n, "Both players passed in succession.");
    else snprintf(how, n, "All of %s's pieces form one group.", r->colour[r->winner]);
}

static void banner_sub(const game_t *g, const void *st, const words_result_t *r, char *sub, size_t n)
{
    (void)g, (void)st;
    snprintf(sub, n, "%s", r->winner ? "Every piece in one group" : "Both players passed");
}

const game_words_t uknight_words = {
    .nscores = 2,
    .score_one = {"piece", "group"},
    .score_many = {"pieces", "groups"},
    .result_head = {"Pieces", "Groups"},
    .multi_action = 1,
    .pass_button = 1,
    .own = {ACT_CLEANUP, "Clean-up", "cleanup", "Clean-up is possible only when it would remove a stone of yours.",
            "There is nothing to clean up now."},
    .prompt = prompt,
    .result_how = result_how,
    .banner_sub = banner_sub,
};
