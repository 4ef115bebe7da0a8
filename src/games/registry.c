/* The registry of games, in menu order. */
#include "core/game.h"

extern const game_rules_t wunchunk_rules, churn_rules, conhex_rules, uknight_rules, zumo_rules;

static const game_rules_t *const all[] = {&wunchunk_rules, &churn_rules, &conhex_rules, &uknight_rules, &zumo_rules};

int game_count(void) { return (int)(sizeof all / sizeof all[0]); }

const game_rules_t *game_by_index(int i) { return i >= 0 && i < game_count() ? all[i] : NULL; }
