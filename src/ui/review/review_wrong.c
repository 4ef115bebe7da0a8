/* What went wrong: the review screen in a mode that shows one seat's
 * biggest losses of win chance (issue 36), each over the position before
 * the move with the better move drawn, and a sentence in the game's words:
 * what the move cost, why (the win at once it gave or left an opponent,
 * games/why.h), what the better move does (words_move_gist) and the
 * counts of the game's score line it would have left (words.h nouns). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/why.h"
#include "contract/words.h"
#include "ui/review/review_int.h"
#include "ui/widgets/seat.h"

void review_wrong_pick(review_t *r)
{
    if (!r->wrong_seat || r->analysed < r->npos) return;
    r->nwrong = 0;
    /* Only moves with a better move named: the ones the review marks.
     * Kept biggest first; an equal loss keeps the game's order. */
    for (int k = 1; k < r->npos; k++) {
        if (r->seat[k] != r->wrong_seat || r->loss[k] < 0 || !review_better(r, k)) continue;
        int i = r->nwrong < REVIEW_WRONG_MAX ? r->nwrong++ : REVIEW_WRONG_MAX;
        for (; i > 0 && r->loss[r->wrong[i - 1]] < r->loss[k]; i--)
            if (i < REVIEW_WRONG_MAX) r->wrong[i] = r->wrong[i - 1];
        if (i < REVIEW_WRONG_MAX) r->wrong[i] = k;
    }
    if (r->nwrong > 0) review_wrong_show(r, 0);
}

void review_wrong_show(review_t *r, int i)
{
    if (i < 0 || i >= r->nwrong) return;
    r->wi = i;
    review_show(r, r->wrong[i], 0);
    bview_finish(r->bv);
    r->better = 1;
    bview_show_entry(r->bv, r->s, r->k - 1);
    review_refresh(r);
}

/* Counts of the score line where the played and the better move leave
 * them different, for the mover and then the others: "you would have 2
 * chunks, not 3; Blue 4 chunks, not 3". */
static void counts(const review_t *r, const void *played, const void *better, int colour, char *buf, size_t n)
{
    const game_t *g = r->s->game;
    const game_words_t *w = game_words_of(g->rules);
    size_t at = 0;
    buf[0] = '\0';
    for (int p = 1; p <= r->players; p++) {
        int q = (colour - 1 + p - 1) % r->players + 1; /* the mover first */
        int a[GAME_SCORE_MAX], b[GAME_SCORE_MAX];
        int na = g->rules->score(g, played, q, a, GAME_SCORE_MAX), nb = g->rules->score(g, better, q, b, GAME_SCORE_MAX);
        for (int c = 0; c < w->nscores && c < na && c < nb; c++) {
            if (a[c] == b[c] || !w->score_many[c]) continue;
            const char *noun = b[c] == 1 ? w->score_one[c] : w->score_many[c];
            int k;
            if (!at) k = snprintf(buf, n, "%s would have %d %s, not %d", q == colour ? "you" : seat_colour_name(r->s, q), b[c],
                                  noun, a[c]);
            else k = snprintf(buf + at, n - at, "; %s %d %s, not %d", q == colour ? "you" : seat_colour_name(r->s, q), b[c],
                              noun, a[c]);
            if (k < 0 || (size_t)k >= n - at) return;
            at += (size_t)k;
            break; /* the first count that differs says it */
        }
    }
}

void review_wrong_sentence(const review_t *r, int k, char *buf, size_t n)
{
    const game_t *g = r->s->game;
    const char *best = review_better(r, k);
    const void *before = r->s->hist[k - 1].state;
    int colour = game_head(before)->to_move;
    float lost = r->loss[k] > 0 ? r->loss[k] : 0;
    move_t *m = malloc(sizeof *m);
    void *after = malloc(g->rules->state_size);
    char played[160] = "", gist[160] = "", cnt[240] = "", err[GAME_ERR_MAX];
    /* What the move played did, in the game's words ("takes off 2 stones"). */
    if (m && g->rules->parse(g, before, r->s->hist[k].move, m, err, sizeof err) == 0)
        words_move_gist(g, before, m, played, sizeof played);
    snprintf(buf, n, "Move %d, %s%s%s%s, lost %d%% of your chance to win.", k, r->s->hist[k].move, played[0] ? " (" : "",
             played, played[0] ? ")" : "", (int)(lost * 100 + 0.5f));
    /* Why, in the game's words: the win at once it gave or left. */
    char why[240];
    if (why_lost(g, before, r->s->hist[k].state, colour, why, sizeof why)) {
        size_t at = strlen(buf);
        if (at < n) snprintf(buf + at, n - at, " Why: %s.", why);
    }
    if (!best || !m || !after) {
        free(m);
        free(after);
        return;
    }
    size_t at = strlen(buf);
    if (g->rules->parse(g, before, best, m, err, sizeof err) == 0) {
        words_move_gist(g, before, m, gist, sizeof gist);
        memcpy(after, before, g->rules->state_size);
        if (game_play(g, after, best, NULL, NULL, 0, err, sizeof err) == 0) {
            if (game_is_over(after) && (game_head(after)->winners >> (colour - 1) & 1))
                snprintf(cnt, sizeof cnt, "it wins the game at once");
            else
                counts(r, r->s->hist[k].state, after, colour, cnt, sizeof cnt);
        }
    }
    /* The position's value is the better move's: what the player kept by it. */
    int seat = r->seat[k];
    float kept = seat > 0 ? r->win[(k - 1) * r->players + seat - 1] : -1.0f;
    char keep[64] = "";
    if (kept >= 0 && !cnt[0]) snprintf(keep, sizeof keep, "your chance stays near %d%%", (int)(kept * 100 + 0.5f));
    const char *tail = cnt[0] ? cnt : keep;
    snprintf(buf + at, n - at, " Better: %s%s%s%s%s.", best, gist[0] ? ", " : "", gist, tail[0] ? " \xE2\x80\x94 " : "",
             tail);
    free(m);
    free(after);
}
