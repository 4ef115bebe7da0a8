/* How Hexline looks, speaks and is taught: the tables the UI reads
 * (src/games/look.h, words.h, learn.h). Red and Blue are the default seat
 * colours, so the look table is empty. */
#include "games/learn.h"
#include "games/look.h"
#include "games/words.h"

const game_look_t hexline_look = {0};

const game_words_t hexline_words = {
    .nscores = 1,
    .score_one = {"in a row"},
    .score_many = {"in a row"},
    .result_head = {"Longest line"},
};

const game_learn_t hexline_learn = {
    .attract_side = 3,
};
