/* The words for what the AI found (why.h), written from its facts. */
#include "games/why.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contract/ai_know.h"
#include "ai/ai_review_why.h"
#include "contract/words.h"

/* The hint's sentence, cut to fit like snprintf's (a long move's words
 * may not all fit; the sentence is for people). */
static void why_printf(ai_hint_t *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void why_printf(ai_hint_t *h, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(h->why, sizeof h->why, fmt, ap);
    va_end(ap);
}

/* What the game's knowledge says the move does ("claims two cells"), and,
 * for a pass, where it leaves the game's counts (the game's own words say
 * more where its counts decide the end). */
static void extra_words(const game_t *g, const void *st, const ai_hint_t *h, int me, char *extra, size_t n)
{
    const ai_know_t *k = ai_know_for(g);
    if (k->explain) {
        void *ctx = k->init ? k->init(g) : NULL;
        if (ctx || !k->init) k->explain(ctx, g, st, &h->move, extra, n);
        if (ctx && k->done) k->done(ctx);
    }
    void *after = malloc(g->rules->state_size);
    if (!after) return;
    char err[GAME_ERR_MAX], counts[96];
    memcpy(after, st, g->rules->state_size);
    int passes = h->move.n == 1 && h->move.a[0].kind == ACT_PASS;
    if (passes && game_apply_move(g, after, &h->move, NULL, err, sizeof err) == 0 && !strstr(extra, "ends the game")) {
        words_counts(g, after, me, NULL, counts, sizeof counts);
        size_t at = strlen(extra);
        if (*counts)
            snprintf(extra + at, n - at, "%s%s%s", at ? "; " : "", game_is_over(after) ? "ends the game: " : "",
                     counts);
    }
    free(after);
}

void why_hint(const game_t *g, const void *st, ai_hint_t *h)
{
    int me = game_head(st)->to_move;
    const char *const *names = g->rules->colour_names;
    char say[160] = "", extra[128] = "", threat[96] = "";
    h->why[0] = '\0';
    words_move_say(g, st, &h->move, me, NULL, say, sizeof say);
    extra_words(g, st, h, me, extra, sizeof extra);
    const char *sep = *extra ? ": " : "";
    switch (h->kind) {
    case AI_WHY_SWAP:
        why_printf(h, "Swap: take over %s's opening (worth %.0f%% to its owner).", names[0], 100.0 * h->value);
        return;
    case AI_WHY_WIN_NOW:
        why_printf(h, "Wins at once: %s%s%s.", say, sep, extra);
        return;
    case AI_WHY_FORCED:
        why_printf(h, "The only legal move: %s%s%s.", say, sep, extra);
        return;
    case AI_WHY_PROVEN_WIN:
        why_printf(h, "Wins by force: %s%s%s. The search proved every answer loses.", say, sep, extra);
        return;
    default:
        break;
    }
    /* From here the move's words begin the sentence. */
    if (say[0] >= 'a' && say[0] <= 'z') say[0] = (char)(say[0] - 'a' + 'A');
    if (h->kind == AI_WHY_BLOCK && h->blocked >= 1 && h->blocked <= g->setup.players) {
        const char *noun = ai_know_for(g)->threat_noun;
        snprintf(threat, sizeof threat, "%s's %s%s%s", names[h->blocked - 1], noun ? noun : "win",
                 *h->blocked_at ? " at " : "", h->blocked_at);
    }
    size_t at = (size_t)snprintf(h->why, sizeof h->why, "%s%s%s%s%s", say, *threat ? ": stops " : "", threat,
                                 *threat && *extra ? "; " : *threat ? "" : sep, extra);
    if (at >= sizeof h->why) return;
    if (h->kind == AI_WHY_PROVEN_LOSS) {
        snprintf(h->why + at, sizeof h->why - at, ". Every move loses against best play; this one holds out longest.");
        return;
    }
    /* The search's numbers after the game's words; the runner-up only
     * where the line stays short enough to read at a glance. */
    at += (size_t)snprintf(h->why + at, sizeof h->why - at, ". Search: %.0f%% win rate over %ld simulations",
                           100.0 * h->value, h->stats.playouts);
    /* The runner-up in words too ("places Red at E7"), never only its
     * notation ("1E7"). */
    char alt[64] = "", perr[GAME_ERR_MAX];
    move_t *am = h->nalt > 0 && strcmp(h->alt[0].text, h->text) ? malloc(sizeof *am) : NULL;
    if (am && g->rules->parse(g, st, h->alt[0].text, am, perr, sizeof perr) == 0)
        words_move_say(g, st, am, me, NULL, alt, sizeof alt);
    free(am);
    if (at < sizeof h->why && *alt && strlen(alt) <= 40 && at < 120)
        at += (size_t)snprintf(h->why + at, sizeof h->why - at, "; next best: %s (%.0f%%)", alt,
                               100.0 * h->alt[0].win);
    if (at + 1 < sizeof h->why) snprintf(h->why + at, sizeof h->why - at, ".");
}

int why_lost(const game_t *g, const void *before, const void *after, int mover, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    ai_lost_t l;
    if (!ai_review_why(g, before, after, mover, &l)) return 0;
    const ai_know_t *k = ai_know_for(g);
    const game_words_t *w = game_words_of(g->rules);
    if (w->threat_why) w->threat_why(g, l.from, &l.win, l.who, mover, l.missed, buf, n);
    if (n && !buf[0]) {
        char cell[BOARD_NAME_LEN + 8];
        words_move_cell(g, l.from, &l.win, cell, sizeof cell);
        const char *noun = k && k->threat_noun ? k->threat_noun : "win";
        const char *name = g->rules->colour_names[l.who - 1];
        if (l.missed)
            snprintf(buf, n, "%s already had a %s at once%s%s, and this move does not stop it", name, noun,
                     *cell ? " at " : "", cell);
        else
            snprintf(buf, n, "this move gives %s a %s at once%s%s", name, noun, *cell ? " at " : "", cell);
    }
    ai_lost_free(&l);
    return n && buf[0];
}
