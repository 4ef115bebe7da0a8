/* The words of a result: who won and how, per game, from the final
 * position, the scores and the last move's events. No SDL. */
#include "ui/screens/result_how.h"

#include <stdio.h>
#include <string.h>

#include "ui/widgets/seat.h"

static int first_winner(const game_head_t *h)
{
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        if (h->winners >> i & 1) return i + 1;
    return 0;
}

static int board_full(const session_t *s, const void *st)
{
    const game_t *g = s->game;
    game_view_t v;
    g->rules->view(g, st, &v);
    for (int i = 0; i < g->board.ncells; i++)
        if (!v.cell[i]) return 0;
    return 1;
}

/* Wunchunk: the first count (chunks, crumbs, groups of 2, 3, ...) where the
 * winner beats the best other player. */
static void wunchunk_how(const session_t *s, const void *st, int w, char *how, size_t n)
{
    const game_t *g = s->game;
    int sw[GAME_SCORE_MAX], so[GAME_SCORE_MAX], nw = g->rules->score(g, st, w, sw, GAME_SCORE_MAX);
    const char *end = board_full(s, st) ? "The board is full" : "Everyone passed in turn";
    int best_k = -1, best_v = 0, rival = 0;
    for (int p = 1; p <= g->setup.players; p++) {
        if (p == w || (game_head(st)->winners >> (p - 1) & 1)) continue;
        int no = g->rules->score(g, st, p, so, GAME_SCORE_MAX), k = 0;
        while (k < nw && k < no && sw[k] == so[k]) k++;
        if (k > best_k) best_k = k, best_v = k < no ? so[k] : 0, rival = p;
    }
    if (best_k < 0 || best_k >= nw) {
        snprintf(how, n, "%s.", end);
        return;
    }
    const char *rn = seat_colour_name(s, rival);
    if (best_k == 0) snprintf(how, n, "%s: fewest chunks, %d against %s's %d.", end, sw[0], rn, best_v);
    else if (best_k == 1)
        snprintf(how, n, "%s: chunks tied at %d; fewer crumbs, %d against %s's %d.", end, sw[0], sw[1], rn, best_v);
    else
        snprintf(how, n, "%s: chunks and crumbs tied; fewer groups of %d, %d against %s's %d.", end, best_k, sw[best_k],
                 rn, best_v);
}

void result_words(const session_t *s, char *title, size_t tn, char *how, size_t hn)
{
    const void *st = session_state(s);
    const game_head_t *h = game_head(st);
    const char *id = s->game->rules->id;
    int w = first_winner(h), nw = 0;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) nw += h->winners >> i & 1;
    how[0] = '\0';
    if (h->status == GAME_ONGOING) {
        snprintf(title, tn, "Game in progress");
        return;
    }
    if (h->status == GAME_DRAW || nw == 0) {
        snprintf(title, tn, "Draw");
        if (!strcmp(id, "uknight") || !strcmp(id, "zumo")) snprintf(how, hn, "Both players passed in succession.");
        else if (!strcmp(id, "wunchunk")) snprintf(how, hn, "Equal on chunks, crumbs and every group size.");
        return;
    }
    if (nw > 1) {
        char names[128] = "";
        for (int i = 0; i < GAME_MAX_PLAYERS; i++)
            if (h->winners >> i & 1) {
                size_t k = strlen(names);
                snprintf(names + k, sizeof names - k, "%s%s", k ? " and " : "", seat_colour_name(s, i + 1));
            }
        snprintf(title, tn, "%s share the win", names);
        snprintf(how, hn, "Equal on chunks, crumbs and every group size.");
        return;
    }
    const char *wn = seat_colour_name(s, w);
    snprintf(title, tn, "%s wins!", wn);
    if (!strcmp(id, "wunchunk")) {
        wunchunk_how(s, st, w, how, hn);
    } else if (!strcmp(id, "churn")) {
        int a[1] = {0}, b[1] = {0};
        s->game->rules->score(s->game, st, w, a, 1);
        s->game->rules->score(s->game, st, 3 - w, b, 1);
        snprintf(how, hn, "The board is full: %s has more stones, %d to %d.", wn, a[0], b[0]);
    } else if (!strcmp(id, "conhex")) {
        snprintf(how, hn, "%s joined %s with a chain of claimed cells.", wn,
                 w == 1 ? "the top and bottom sides" : "the left and right sides");
    } else if (!strcmp(id, "uknight")) {
        snprintf(how, hn, "All of %s's pieces form one group.", wn);
    } else if (!strcmp(id, "zumo")) {
        snprintf(how, hn, "%s pushed a %s stone off the board.", wn, seat_colour_name(s, 3 - w));
    }
}
