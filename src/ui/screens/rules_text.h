/* The rules of each game in plain words, page by page: each game writes its
 * own (rules_book_t in src/contract/learn.h, the field `rules` of its learn
 * table); this finds a game's book for the rules screen. */
#ifndef RULES_TEXT_H
#define RULES_TEXT_H

#include "contract/learn.h"

/* The book of a game, or NULL when none is written. */
const rules_book_t *rules_book(const char *game_id);

#endif
