/* What Zumo says (fields: src/contract/words.h). */
#include <stdio.h>

#include "core/preview.h"
#include "contract/words.h"
#include "games/zumo/zumo.h"

/* docs/rules/zumo.md: a player with no stone on the board has not yet made his free
 * first placement. */
static int first_placement(const game_t *g, const void *st)
{
    game_view_t v;
    g->rules->view(g, st, &v);
    int me = game_head(st)->to_move;
    for (int i = 0; i < g->board.ncells; i++)
        if (v.cell[i] == me) return 0;
    return 1;
}

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    if (t->actions == 0 && first_placement(g, st))
        snprintf(buf, n, "Place your first stone anywhere: the first placement is free.");
    else if (t->actions == 0 && !words_can(t, ACT_PLACE)) snprintf(buf, n, "No cell has a friendly sightline: pass with P.");
    else if (t->actions == 0) snprintf(buf, n, "Place a stone on a cell with a friendly sightline.");
    else if (words_can(t, ACT_PUSH)) snprintf(buf, n, "Click opposing stones to push them, one unit a click; then confirm with E.");
    else snprintf(buf, n, "Confirm the turn with E (Backspace takes it back).");
}

static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    (void)g, (void)st;
    if (!r->winner) snprintf(how, n, "Both players passed in succession.");
    else snprintf(how, n, "%s pushed a %s stone off the board.", r->colour[r->winner], r->colour[3 - r->winner]);
}

static void banner_sub(const game_t *g, const void *st, const words_result_t *r, char *sub, size_t n)
{
    (void)g, (void)st;
    snprintf(sub, n, "%s", r->winner ? "A stone pushed off the edge" : "Both players passed");
}

#define SAY_MAX 24 /* stones followed one by one; more are not told */

/* Its pushes in words: one clause per stone pushed, followed along its
 * steps ("pushes Red's stone from C4 to C6", "... at C7 off the edge"),
 * then the stones crushed; both before any removal. */
static void say_own(words_say_t *s, const event_t *ev, int n, words_order_t at)
{
    if (at != WORDS_BEFORE_REMOVALS) return;
    struct {
        int start, cur, owner, fell;
    } push[SAY_MAX];
    int npush = 0, crush[SAY_MAX], crush_owner[SAY_MAX], ncrush = 0;
    for (int i = 0; i < n; i++) {
        const event_t *e = &ev[i];
        if (e->kind != EV_GAME) continue;
        int p = e->player >= 1 && e->player <= GAME_MAX_PLAYERS ? e->player : 0;
        if (e->sub == ZUMO_EV_SHATTER && ncrush < SAY_MAX) crush[ncrush] = e->cell, crush_owner[ncrush++] = p;
        if (e->sub != ZUMO_EV_PUSH && e->sub != ZUMO_EV_FALL) continue;
        int j = 0;
        while (j < npush && !(push[j].cur == e->cell && !push[j].fell)) j++;
        if (j == npush) {
            if (npush == SAY_MAX) continue;
            push[npush].start = push[npush].cur = e->cell, push[npush].owner = p, push[npush++].fell = 0;
        }
        if (e->sub == ZUMO_EV_FALL || e->cell2 < 0) push[j].fell = 1;
        else push[j].cur = e->cell2;
    }
    for (int j = 0; j < npush; j++) {
        words_say_clause(s, "pushes ");
        words_say_owner(s, push[j].owner);
        if (push[j].fell) words_say_put(s, " stone at %s off the edge", words_cell_name(s->g, push[j].start));
        else words_say_put(s, " stone from %s to %s", words_cell_name(s->g, push[j].start),
                           words_cell_name(s->g, push[j].cur));
    }
    if (ncrush) {
        words_say_clause(s, "crushes ");
        words_say_owner(s, crush_owner[0]);
        words_say_put(s, " stone%s at ", ncrush > 1 ? "s" : "");
        words_say_cells(s, crush, ncrush);
    }
}

/* Why a move lost: the stone the opponent's win pushes off the edge,
 * where it stands now. */
static void threat_why(const game_t *g, const void *from, const move_t *win, int who, int viewer, int missed,
                       char *buf, size_t n)
{
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    int start = -1, owner = 0;
    if (game_preview_move(g, from, win, &ev, NULL, err, sizeof err) == 0) {
        /* Follow each pushed stone from where it stands to where it falls. */
        int at[SAY_MAX], first[SAY_MAX], own[SAY_MAX], k = 0;
        for (int i = 0; i < ev.n && start < 0; i++) {
            const event_t *e = &ev.ev[i];
            if (e->kind != EV_GAME || (e->sub != ZUMO_EV_PUSH && e->sub != ZUMO_EV_FALL)) continue;
            int j = 0;
            while (j < k && at[j] != e->cell) j++;
            if (j == k) {
                if (k == SAY_MAX) continue;
                at[k] = first[k] = e->cell, own[k++] = e->player;
            }
            if (e->sub == ZUMO_EV_FALL || e->cell2 < 0) start = first[j], owner = own[j];
            else at[j] = e->cell2;
        }
    }
    event_list_free(&ev);
    if (start < 0) return;
    (void)who;
    char whose[32];
    if (owner == viewer) snprintf(whose, sizeof whose, "your");
    else snprintf(whose, sizeof whose, "%s's", owner >= 1 && owner <= g->setup.players ? g->rules->colour_names[owner - 1] : "a");
    if (missed)
        snprintf(buf, n, "%s stone at %s could already be pushed off the edge, and this move does not save it", whose,
                 words_cell_name(g, start));
    else
        snprintf(buf, n, "after it %s stone at %s can be pushed off the edge at once", whose, words_cell_name(g, start));
}

/* A stone off the edge or crushed tells more than a removal; a push less. */
static int gist_own(const game_t *g, const event_t *ev, int n, words_order_t at, char *buf, size_t len)
{
    (void)g;
    int off = 0, crush = 0, push = 0;
    for (int i = 0; i < n; i++)
        if (ev[i].kind == EV_GAME) {
            off += ev[i].sub == ZUMO_EV_FALL;
            crush += ev[i].sub == ZUMO_EV_SHATTER;
            push += ev[i].sub == ZUMO_EV_PUSH;
        }
    if (at == WORDS_BEFORE_REMOVALS && off) words_count(buf, len, off, "a push off the edge", "pushed off the edge", "");
    else if (at == WORDS_BEFORE_REMOVALS && crush) words_count(buf, len, crush, "a stone crushed", "stones crushed", "");
    else if (at == WORDS_AFTER_REMOVALS && push) words_count(buf, len, push, "a push", "pushes", "");
    else return 0;
    return 1;
}

const game_words_t zumo_words = {
    .nscores = 1,
    .score_one = {"stone"},
    .score_many = {"stones"},
    .result_head = {"Stones"},
    .multi_action = 1,
    .prompt = prompt,
    .result_how = result_how,
    .banner_sub = banner_sub,
    .say_own = say_own,
    .gist_own = gist_own,
    .threat_why = threat_why,
};
