/* The registry of games, in menu order: one line per game. A game is one
 * folder under src/games (docs/adding-a-game.md). The test build compiles
 * this file again with GAME_REGISTRY_EXTRA naming one more rules table (the
 * test-only sixth game, tests/sixth/). */
#include "core/game.h"

extern const game_rules_t wunchunk_rules, churn_rules, conhex_rules, uknight_rules, zumo_rules;
#ifdef GAME_REGISTRY_EXTRA
extern const game_rules_t GAME_REGISTRY_EXTRA;
#endif

static const game_rules_t *const all[] = {
    &wunchunk_rules,
    &churn_rules,
    &conhex_rules,
    &uknight_rules,
    &zumo_rules,
#ifdef GAME_REGISTRY_EXTRA
    &GAME_REGISTRY_EXTRA,
#endif
};

int game_count(void) { return (int)(sizeof all / sizeof all[0]); }

const game_rules_t *game_by_index(int i) { return i >= 0 && i < game_count() ? all[i] : NULL; }
