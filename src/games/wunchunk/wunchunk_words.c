/* What Wunchunk says (fields: src/games/words.h). */
#include "games/words.h"

const game_words_t wunchunk_words = {
    .nscores = 2,
    .score_one = {"chunk", "crumb"},
    .score_many = {"chunks", "crumbs"},
    .result_head = {"Chunks", "Crumbs", "Chunk sizes"},
};
