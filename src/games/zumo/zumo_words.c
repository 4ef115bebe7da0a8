/* What Zumo says (fields: src/games/words.h). */
#include "games/words.h"

const game_words_t zumo_words = {
    .nscores = 1,
    .score_one = {"stone"},
    .score_many = {"stones"},
    .result_head = {"Stones"},
};
