/* The attract mode's captions, read from events. Each game has its own
 * notable moments (its learn table); what every game shares (the win, a
 * swap, a pass) is said the same way. */
#include "ui/learn/attract_caption.h"

#include <stdio.h>
#include <string.h>

#include "contract/learn_util.h"

/* "Red and Blue share the win!", "Green wins!". */
static void winners(const game_t *g, int mask, char *out, size_t n)
{
    char names[128] = "";
    int k = 0;
    for (int p = 1; p <= g->setup.players; p++)
        if (mask >> (p - 1) & 1) {
            size_t len = strlen(names);
            snprintf(names + len, sizeof names - len, "%s%s", k ? " and " : "", learn_colour(g, p));
            k++;
        }
    if (k > 1) snprintf(out, n, "%s share the win!", names);
    else snprintf(out, n, "%s wins!", names);
}

static int win_caption(const game_t *g, const game_learn_t *L, const void *after, const event_list_t *ev, int mover,
                       char *out, size_t n)
{
    const event_t *w = learn_first(ev, EV_WIN);
    int mask = game_head(after)->winners;
    if (game_head(after)->status == GAME_DRAW || (w && w->value == 0 && !mask)) {
        /* Unless the game says otherwise, a draw comes only when neither
         * side can act (the safeguard of docs/rules/uknight.md and zumo.md). */
        snprintf(out, n, "%s", L && L->draw_caption ? L->draw_caption : "A draw: neither side can move.");
        return ATTRACT_DECISIVE;
    }
    int solo = mask && !(mask & (mask - 1)), p = 1;
    while (solo && !(mask >> (p - 1) & 1)) p++;
    if (!(L && L->win_caption && L->win_caption(g, after, ev, mover, solo ? p : 0, out, n))) winners(g, mask, out, n);
    return ATTRACT_DECISIVE;
}

int attract_caption(const game_t *g, const void *before, const void *after, const event_list_t *ev,
                    char *out, size_t n)
{
    if (!n) return ATTRACT_NOTHING;
    out[0] = '\0';
    const game_learn_t *L = g->rules->learn;
    int mover = game_head(before)->to_move;
    if (game_head(after)->status != GAME_ONGOING) return win_caption(g, L, after, ev, mover, out, n);
    if (learn_first(ev, EV_SWAP)) {
        snprintf(out, n, "Swap! %s takes over %s's opening.", learn_colour(g, 2), learn_colour(g, 1));
        return ATTRACT_NOTABLE;
    }
    if (learn_first(ev, EV_PASS)) {
        snprintf(out, n, "%s passes.", learn_colour(g, mover));
        return ATTRACT_MINOR;
    }
    return L && L->caption ? L->caption(g, before, after, ev, mover, out, n) : ATTRACT_NOTHING;
}
