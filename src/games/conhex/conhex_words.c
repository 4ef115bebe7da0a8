/* What ConHex says (fields: src/games/words.h). */
#include "games/words.h"

const game_words_t conhex_words = {
    .nscores = 1,
    .score_one = {"cell"},
    .score_many = {"cells"},
    .result_head = {"Cells"},
};
