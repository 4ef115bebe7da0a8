/* Finds a game's rules pages in its learn table (rules_text.h). */
#include "ui/screens/rules_text.h"

const rules_book_t *rules_book(const char *game_id)
{
    const game_rules_t *r = game_id ? game_by_id(game_id) : NULL;
    const game_learn_t *L = r ? r->learn : NULL;
    return L && L->rules.npages > 0 ? &L->rules : NULL;
}
