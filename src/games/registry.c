/* The registry of games, in menu order. */
#include "../core/game.h"

extern const game_rules_t wunchunk_rules, churn_rules, conhex_rules, uknight_rules, zumo_rules;

/* Weak while the rules engines land one by one; a missing game is skipped. */
#pragma weak wunchunk_rules
#pragma weak churn_rules
#pragma weak conhex_rules
#pragma weak uknight_rules
#pragma weak zumo_rules

static const game_rules_t *present(int i)
{
    const game_rules_t *all[] = {&wunchunk_rules, &churn_rules, &conhex_rules, &uknight_rules,
                                 &zumo_rules};
    int k = 0;
    for (int j = 0; j < 5; j++)
        if (all[j] && k++ == i) return all[j];
    return NULL;
}

int game_count(void)
{
    int n = 0;
    while (present(n)) n++;
    return n;
}

const game_rules_t *game_by_index(int i) { return i >= 0 ? present(i) : NULL; }
