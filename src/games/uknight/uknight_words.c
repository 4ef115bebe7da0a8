/* What Uknight says (fields: src/games/words.h). */
#include "games/words.h"

const game_words_t uknight_words = {
    .nscores = 2,
    .score_one = {"piece", "group"},
    .score_many = {"pieces", "groups"},
    .result_head = {"Pieces", "Groups"},
};
