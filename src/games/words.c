/* The common side of the words tables (src/games/words.h). */
#include "games/words.h"

#include <stdio.h>

const game_words_t *game_words_of(const game_rules_t *r)
{
    static const game_words_t none = {0};
    return r && r->words ? r->words : &none;
}

void words_score_line(const game_t *g, const void *st, const words_result_t *r, const char *head, char *buf,
                      size_t n)
{
    size_t len = (size_t)snprintf(buf, n, "%s:", head);
    for (int p = 1; p <= g->setup.players && len < n; p++) {
        int v[8];
        int k = g->rules->score(g, st, p, v, 8);
        len += (size_t)snprintf(buf + len, n - len, "%s %s %d", p > 1 ? "  \xc2\xb7 " : " ", r->colour[p], k > 0 ? v[0] : 0);
    }
}

void words_puzzle_goal(const game_t *g, int colour, int kind, char *buf, size_t n)
{
    const game_words_t *w = game_words_of(g->rules);
    if (n) buf[0] = '\0';
    if (w->puzzle_goal) w->puzzle_goal(g, colour, kind, buf, n);
    if (n && buf[0]) return;
    const char *me = g->rules->colour_names[colour - 1];
    const char *them = g->rules->colour_names[colour % g->setup.players];
    switch (kind) {
    case 1: snprintf(buf, n, "%s to play and win at once.", me); break;
    case 2: snprintf(buf, n, "%s to play: one move wins whatever %s answers.", me, them); break;
    case 3: snprintf(buf, n, "%s to play: %s threatens to win next turn. Stop every threat.", me, them); break;
    default: snprintf(buf, n, "%s to play: find the move the text explains.", me); break;
    }
}
