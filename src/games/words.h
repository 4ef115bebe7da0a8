/* What a game says: the nouns of its counters, its prompts and the words
 * of its results. Plain data and functions over the rules (no SDL), read
 * by src/ui, filled in each game's folder (src/games/<id>/<id>_words.c);
 * the rules table points at it. A field left zero means the common default. */
#ifndef GAME_WORDS_H
#define GAME_WORDS_H

#include "core/game.h"

#define WORDS_MAX_SCORES 3

typedef struct game_words {
    /* The counters of the engine's score line shown per player in the
     * side panel, singular and plural ("chunk", "chunks"). */
    int nscores;
    const char *score_one[WORDS_MAX_SCORES], *score_many[WORDS_MAX_SCORES];
    /* Column heads of the result screen's table (NULL: none). */
    const char *result_head[WORDS_MAX_SCORES];
} game_words_t;

#endif
