/* The common side of the words tables (src/contract/words.h). */
#include "contract/words.h"

#include <stdio.h>
#include <string.h>

#include "core/preview.h"

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

void words_count(char *buf, size_t n, int k, const char *one, const char *many, const char *verb)
{
    if (k == 1) snprintf(buf, n, "%s%s", verb, one);
    else snprintf(buf, n, "%s%d %s", verb, k, many);
}

int words_move_events(const game_t *g, const void *st, const move_t *m, event_list_t *ev)
{
    event_list_init(ev);
    char err[GAME_ERR_MAX];
    if (game_preview_move(g, st, m, ev, NULL, err, sizeof err) == 0) return 0;
    event_list_free(ev);
    return -1;
}

void words_move_gist(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    event_list_t ev;
    if (words_move_events(g, st, m, &ev)) return;
    const game_words_t *w = game_words_of(g->rules);
    int removed = 0;
    for (int i = 0; i < ev.n; i++) removed += ev.ev[i].kind == EV_REMOVE;
    /* The most telling consequence first: the game's own that outrank a
     * removal, the removal, then the rest of its own. */
    int told = w->gist_own && w->gist_own(g, ev.ev, ev.n, WORDS_BEFORE_REMOVALS, buf, n);
    if (!told && removed) words_count(buf, n, removed, "a stone", "stones", "takes off ");
    else if (!told && w->gist_own) w->gist_own(g, ev.ev, ev.n, WORDS_AFTER_REMOVALS, buf, n);
    event_list_free(&ev);
}

int words_puzzle_title(const game_t *g, const void *st, int kind, const move_t *ans, int nans, char *buf,
                       size_t n)
{
    static const char *const head[] = {"Study", "Win in one", "Win in two", "Defend", "Study"};
    char gist[64] = "";
    if (nans > 0) words_move_gist(g, st, &ans[0], gist, sizeof gist);
    const char *h = head[kind >= 1 && kind <= 4 ? kind : 0];
    if (kind == 3 && nans > 1) snprintf(buf, n, "%s: %d moves hold", h, nans);
    else if (kind == 3) snprintf(buf, n, "%s: the only move%s%s", h, *gist ? ", " : "", gist);
    else if ((kind == 1 || kind == 2) && *gist) snprintf(buf, n, "%s: %s", h, gist);
    else {
        snprintf(buf, n, "%s", h);
        return 0;
    }
    return 1;
}

void words_refusal(const game_rules_t *r, const char *err, char *buf, size_t n)
{
    if (!n) return;
    if (!err) err = "";
    size_t k = r && r->name ? strlen(r->name) : 0;
    if (k && !strncmp(err, r->name, k) && err[k] == ':' && err[k + 1] == ' ') err += k + 2;
    snprintf(buf, n, "%s", err);
    if (buf[0] >= 'a' && buf[0] <= 'z') buf[0] = (char)(buf[0] - 'a' + 'A');
}

void words_counts(const game_t *g, const void *st, int viewer, const char *const *names, char *buf, size_t n)
{
    const game_words_t *w = game_words_of(g->rules);
    if (!names) names = g->rules->colour_names;
    size_t at = 0;
    if (n) buf[0] = '\0';
    int np = g->setup.players, first = 1;
    /* The viewer's count first ("your 4 chunks to Red's 8"). */
    for (int i = 0; i < np && at < n; i++) {
        int p = viewer >= 1 && viewer <= np ? (viewer - 1 + i) % np + 1 : i + 1;
        int v[GAME_SCORE_MAX];
        int k = g->rules->score(g, st, p, v, GAME_SCORE_MAX);
        if (k < 1) continue;
        const char *noun = first && w->nscores > 0 ? (v[0] == 1 ? w->score_one[0] : w->score_many[0]) : NULL;
        const char *sep = first ? "" : np == 2 ? " to " : ", ";
        if (p == viewer) at += (size_t)snprintf(buf + at, n - at, "%syour %d", sep, v[0]);
        else if (viewer >= 1) at += (size_t)snprintf(buf + at, n - at, "%s%s's %d", sep, names[p - 1], v[0]);
        else at += (size_t)snprintf(buf + at, n - at, "%s%s %d", sep, names[p - 1], v[0]);
        if (noun && at < n) at += (size_t)snprintf(buf + at, n - at, " %s", noun);
        first = 0;
    }
}
