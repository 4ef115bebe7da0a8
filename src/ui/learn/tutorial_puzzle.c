/* The puzzle mode of the tutorial screen. A puzzle file gives a position,
 * its kind (puzzle:) and every answer (expect:, checked by tools/puzzlegen
 * over every whole turn). The player's whole turn is judged here:
 *  - the goal reached (a win for the puzzle's colour; for a defence or a
 *    study, an expect: move) solves it: ticked, kept, "Next";
 *  - a right first move of a win in two: the opponent answers with the
 *    reply a whole-turn search finds hardest (fewest wins left), and the
 *    player goes on;
 *  - anything else: the opponent's refutation from the same search is
 *    played and explained in the game's colour names ("Red answers H5 and
 *    wins"); Try again takes everything back to the puzzle's start.
 * The searches are exhaustive over whole turns and small (puzzle positions
 * are chosen with few moves), so they run on the UI thread. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contract/words.h"
#include "ui/learn/puzzle_store.h"
#include "ui/learn/tutorial_int.h"

/* The search's cap on whole turns per position (puzzlegen's default). */
#define PUZZLE_MAX_MOVES 2000

static const char *colour(const tut_t *t, int c) { return t->r->colour_names[c - 1]; }
static int opponent(const tut_t *t) { return t->mover % t->l.s->game->setup.players + 1; }

int puzzle_open(tut_t *t)
{
    t->kind = puz_kind_parse(t->l.lv->puzzle);
    if (t->kind == PUZ_NONE) t->kind = PUZ_WIN1; /* an older file: win at once is what its answers do */
    t->mover = game_head(session_state(t->l.s))->to_move;
    t->step = 0;
    t->pending_reply = 0;
    t->hint_on = t->hint_drawn = 0;
    if (t->l.s->game->setup.players != 2) {
        snprintf(t->err, sizeof t->err, "%.400s: puzzles are for two players", t->l.lv->path);
        return -1;
    }
    t->search = puz_search_new(t->l.s->game, PUZZLE_MAX_MOVES);
    if (!t->search) {
        snprintf(t->err, sizeof t->err, "out of memory");
        return -1;
    }
    puzzle_store_load(t->ui, t->solved);
    return 0;
}

void puzzle_close(tut_t *t)
{
    puz_search_free(t->search);
    t->search = NULL;
    t->pending_reply = 0;
}

const char *puzzle_done_text(const tut_t *t)
{
    return t->files->n ? "That was the last puzzle of this game. Pick another from the list, or start a game!"
                       : "This game has no puzzles yet.";
}

static void solved(tut_t *t)
{
    char msg[600], say[1400];
    const char *them = colour(t, opponent(t));
    t->phase = TUT_RIGHT;
    if (t->l.lv->success[0]) {
        snprintf(say, sizeof say, "%s", t->l.lv->success);
    } else if (t->kind == PUZ_WIN2) {
        snprintf(say, sizeof say, "Solved! Whatever %s answered, the win was there.", them);
    } else if (t->kind == PUZ_DEFEND) {
        snprintf(say, sizeof say, "Solved! %s has no win at once any more.", them);
    } else {
        snprintf(say, sizeof say, "Solved! %s wins at once.", colour(t, t->mover));
    }
    char key[SOLVED_NAME_LEN];
    solved_key(t->r->id, t->files->path[t->index], key, sizeof key);
    if (puzzle_store_mark(t->ui, t->solved, key, msg, sizeof msg))
        snprintf(say + strlen(say), sizeof say - strlen(say), " (%s)", msg);
    tut_say(t, TUT_SAY_GOOD, "%s", say);
}

/* The opponent's answer at the position now: into t->reply, explained in
 * words into buf; 1 when there is one to play. */
static int answer(tut_t *t, int right, char *buf, size_t n)
{
    const game_t *g = t->l.s->game;
    const void *st = session_state(t->l.s);
    const char *them = colour(t, opponent(t));
    int win_goal = t->kind == PUZ_WIN1 || t->kind == PUZ_WIN2;
    const char *lead = !right && win_goal && t->step >= puz_kind_depth(t->kind) ? "That does not win at once. " : "";
    int rc = puz_reply(t->search, st, t->reply);
    if (rc < 0) {
        snprintf(buf, n, "%s%s", lead, right ? "" : "That is not the answer.");
        return 0;
    }
    /* The answer is played on the board and said in words ("White
     * answers: places at C5 and pushes your stone at C7 off the edge"). */
    char mt[240];
    words_move_say(g, st, t->reply, t->mover, t->r->colour_names, mt, sizeof mt);
    if (!mt[0]) g->rules->format(g, st, t->reply, mt, sizeof mt);
    if (rc == PUZ_REFUTE_WINS) snprintf(buf, n, "%s%s answers: %.200s, and wins.", lead, them, mt);
    else if (right) snprintf(buf, n, "%s answers: %.200s. Now win at once!", them, mt);
    else if (rc == PUZ_REFUTE_HOLDS && win_goal) snprintf(buf, n, "%s%s answers: %.200s, and then no move wins at once.", lead, them, mt);
    else if (rc == PUZ_REFUTE_HOLDS) snprintf(buf, n, "%s answers: %.200s.", them, mt);
    else snprintf(buf, n, "%s%s answers: %.200s.", lead, them, mt);
    return 1;
}

void puzzle_judge(tut_t *t)
{
    const void *st = session_state(t->l.s);
    const char *canon = session_current(t->l.s)->move;
    int win_goal = t->kind == PUZ_WIN1 || t->kind == PUZ_WIN2;
    int is_answer = t->step == 0 && lesson_is_answer(&t->l, canon);
    char buf[700];
    t->step++;
    if (win_goal ? puz_sole_win(st, t->mover) : is_answer) {
        solved(t);
        return;
    }
    if (game_is_over(st)) {
        t->phase = TUT_WRONG;
        char counts[160];
        words_counts(t->l.s->game, st, 0, t->r->colour_names, counts, sizeof counts);
        snprintf(buf, sizeof buf, "That ends the game, but %s does not win%s%s.", colour(t, t->mover),
                 counts[0] ? ": " : "", counts);
        tut_say(t, TUT_SAY_BAD, "%s", buf);
        return;
    }
    if (t->kind == PUZ_STUDY) {
        t->phase = TUT_WRONG;
        tut_say(t, TUT_SAY_BAD, "%s", t->l.lv->wrong[0] ? t->l.lv->wrong : "That is not the move the text explains.");
        return;
    }
    int right = t->kind == PUZ_WIN2 && is_answer;
    t->pending_reply = answer(t, right, buf, sizeof buf);
    t->reply_right = right;
    t->phase = right ? TUT_REPLY : TUT_WRONG;
    tut_say(t, right ? TUT_SAY_INFO : TUT_SAY_BAD, "%s", buf);
}

/* The answer is played once the player's move has been shown. */
void puzzle_update(tut_t *t)
{
    if (!t->pending_reply || bview_animating(t->bv) || t->pending_rest) return;
    t->pending_reply = 0;
    if (tut_commit(t, t->reply)) return;
    if (t->reply_right) {
        match_set_colour(&t->turn, t->mover);
        t->phase = TUT_ASKING;
        t->hint_on = 0;
    }
}

void puzzle_hint(tut_t *t)
{
    char err[GAME_ERR_MAX], mt[MOVE_TEXT_MAX], buf[MOVE_TEXT_MAX + 64];
    if (t->phase == TUT_REPLY) return;
    if (t->phase != TUT_ASKING || t->turn.n) {
        /* After a wrong try: back to the start, where the hint is for. */
        if (t->phase != TUT_ASKING) tut_take_back(t);
        else while (t->turn.n && match_take_back(&t->turn) != MATCH_NONE) {}
        bview_finish(t->bv);
        bview_set_state(t->bv, session_state(t->l.s));
    }
    const game_t *g = t->l.s->game;
    const void *st = session_state(t->l.s);
    move_t *full = malloc(sizeof *full);
    if (!full) return;
    int ok;
    if (t->step == 0) ok = g->rules->parse(g, st, t->l.expect[0], full, err, sizeof err) == 0;
    else ok = puz_wins_now(t->search, st, full) > 0; /* the second move of a win in two */
    if (ok) {
        puz_first_action(full, t->hint);
        g->rules->format(g, st, t->hint, mt, sizeof mt);
        snprintf(buf, sizeof buf, "Hint: start with %s.", mt);
        t->hint_on = 1;
        t->hint_drawn = 0;
        tut_say(t, TUT_SAY_INFO, "%s", buf);
    }
    free(full);
}
