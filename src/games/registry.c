/* The registry of games, in menu order. A game is one folder under
 * src/games exporting <id>_rules (docs/adding-a-game.md); adding one is
 * adding its id to this line: */
#define GAME_LIST(X) X(wunchunk) X(churn) X(conhex) X(uknight) X(zumo)

/* The test build compiles this file again with GAME_REGISTRY_EXTRA naming
 * one more game (the template game, src/games/template/, in its test only). */
#include "core/game.h"

#ifdef GAME_REGISTRY_EXTRA
/* Two steps, so the id is expanded before it is pasted into <id>_rules. */
#define GAME_EXTRA_(X, id) X(id)
#define GAME_EXTRA(X) GAME_EXTRA_(X, GAME_REGISTRY_EXTRA)
#else
#define GAME_EXTRA(X)
#endif

#define DECLARE(id) extern const game_rules_t id##_rules;
#define ENTRY(id) &id##_rules,

GAME_LIST(DECLARE)
GAME_EXTRA(DECLARE)

static const game_rules_t *const all[] = {GAME_LIST(ENTRY) GAME_EXTRA(ENTRY)};
static const game_catalog_t catalog = {all, (int)(sizeof all / sizeof all[0])};

/* The list goes down to the core (core/game.h) before main runs: every
 * program links this file, and the core never calls up to find it. */
__attribute__((constructor)) static void registry_hand_down(void) { game_catalog_set(&catalog); }
