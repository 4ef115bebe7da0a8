/* The mid-end: the turn under way and how it becomes a move, the same for
 * every game and every screen that plays moves (play, the analysis board
 * and the editor's "play from here" on the play screen; lessons and
 * puzzles on the tutorial screen). It holds the actions a person has taken
 * this turn and the position after each, says what a click on a board
 * target means, takes actions back inside the turn, ends a turn by itself
 * when the game's policy says so, holds a turn-finishing click for a
 * second one when "Confirm move" is on, and commits the whole move to the
 * session. What the screen does about it (animation, sound, words, the
 * clock, the AI's reply) comes back through the hooks it supplies.
 *
 * The policy is the rules table's (game_turn_t below, filled in by each
 * game's folder): nothing here knows a game. No SDL, no drawing.
 *
 *     match_t m;  match_init(&m, s->game, s, &hooks);
 *     match_begin(&m, session_state(s));
 *     switch (match_click(&m, cell)) {          // a click on the board
 *     case MATCH_REFUSED: show m.err; break;
 *     case MATCH_HELD: "click it again"; break;  // Confirm move
 *     case MATCH_COMMITTED: ...                   // hooks already ran
 *     }
 *     match_free(&m); */
#ifndef MATCH_H
#define MATCH_H

#include <stdint.h>

#include "core/game.h"
#include "core/session.h"

#define MATCH_MAX_LEGAL 4096

/* A game's turn policy (game_rules_t.turn; NULL: the common one). */
typedef struct game_turn {
    /* 1 when a turn whose only legal action left is to end it still waits
     * for the player's confirmation, because what was taken may still be
     * taken back (acts: the turn's actions so far); NULL: it ends by itself. */
    int (*end_waits)(const game_t *g, const action_t *acts, int n);
    /* Why the piece selected on `from` cannot go to `to` when the engine
     * has no words for it; NULL: "from cannot reach to". */
    void (*unreachable)(const game_t *g, const void *st, int from, int to, char *buf, size_t n);
    /* The mover picks the colour of each stone placed (1..players). */
    int colour_choice;
} game_turn_t;

/* What a screen's input did. */
typedef enum {
    MATCH_NONE = 0,     /* nothing (off the board, nothing to take back) */
    MATCH_TOOK,         /* an action was taken; the turn goes on */
    MATCH_HELD,         /* Confirm move: a click that would finish the turn waits for a second one */
    MATCH_COMMITTED,    /* the whole move went into the session (the hooks ran) */
    MATCH_SELECTED,     /* a piece is selected (its targets are legal now) */
    MATCH_DROPPED,      /* the selection, or the held click, was dropped */
    MATCH_UNPLACED,     /* a stone placed this turn came back off (other actions stay) */
    MATCH_TOOK_BACK,    /* the last action of the turn came back */
    MATCH_REFUSED       /* not legal now: err says why, in the words of the rule */
} match_result_t;

typedef struct match match_t;

/* The screen's side. Any may be NULL. */
typedef struct {
    void *ctx;
    /* Actions were taken: before -> after by the events ev (each action's
     * beats kept apart), to be shown. */
    void (*show)(void *ctx, const void *before, const event_list_t *ev, const void *after);
    /* The last action is taken back: after -> before, undoing ev; prev is
     * the action's before it (NULL: none), to be shown backwards. */
    void (*unshow)(void *ctx, const void *before, const event_list_t *ev, const void *after, const event_list_t *prev);
    /* The seat (1-based) that moved has finished its turn: its clock stops. */
    void (*clock)(void *ctx, int seat);
    /* The move is in the session (the turn under way begun again at its
     * position); shown: its actions were shown one by one already. */
    void (*committed)(void *ctx, int seat, int shown);
    /* The game goes on: seat `to` moves next, after seat `from` (an AI
     * seat's search starts once the move has been seen). */
    void (*hand_off)(void *ctx, int from, int to);
} match_hooks_t;

struct match {
    const game_t *g;
    session_t *s;              /* where whole moves go (NULL: a turn only) */
    match_hooks_t hooks;
    size_t ssize;
    unsigned char *states;     /* (MOVE_MAX_ACTIONS + 1) positions: [0] the turn's start, then a scratch one */
    int n;                     /* actions taken this turn */
    action_t act[MOVE_MAX_ACTIONS];
    event_list_t ev[MOVE_MAX_ACTIONS]; /* what each action did */
    /* Legal actions at the current position, with where each lands on the
     * board, the piece it starts from and where it sends a stone (-1: none). */
    action_t *legal;
    int16_t *target, *source, *dest;
    int nlegal;
    int selected;              /* the selected piece, -1 none */
    int colour;                /* colour_choice: the colour of the next stone (the mover's at the start) */
    int confirm;               /* "Confirm move": a click that would finish the turn waits for a second */
    int held;                  /* that click's target, -1 none */
    char err[GAME_ERR_MAX];
};

/* 0, or -1 when out of memory. s may be NULL (no commits); hooks may be NULL. */
int match_init(match_t *m, const game_t *g, session_t *s, const match_hooks_t *hooks);
void match_free(match_t *m);
/* A new turn at st (the session's position): nothing taken, held or
 * selected, the stone colour the mover's own. */
void match_begin(match_t *m, const void *st);
/* The "Confirm move" setting. */
void match_set_confirm(match_t *m, int on);

/* ---- The mid-end: what a screen's input means. */

/* A click on board target `target` (-1: off the board): an action taken, a piece selected or dropped, a stone of this
 * turn taken off, a turn-finishing click held for confirmation. A turn
 * that ends by itself is ended, and a whole turn is committed. */
match_result_t match_click(match_t *m, int target);
/* A key on board target `target` (Enter or Space at the cursor; -1: no
 * cursor): what a click there does; where a click would do nothing (or be
 * refused) and the turn under way can end, it ends the turn. */
match_result_t match_key(match_t *m, int target);
/* What a click on target would do (MATCH_TOOK: take an action), without
 * doing it: nothing changes but err. */
match_result_t match_meaning(match_t *m, int target);
/* Takes an action a button names (pass, swap, a clean-up, an end), with
 * the same ending and committing as a click; no hold. */
match_result_t match_take(match_t *m, const action_t *a);
/* Confirms: plays the held click, or ends the turn under way. */
match_result_t match_confirm(match_t *m);
/* Takes back inside the turn: drops a held click, else the last action,
 * else the selection; MATCH_NONE when the turn has nothing to take back. */
match_result_t match_take_back(match_t *m);
/* Esc: drops the held click, else the selection (MATCH_DROPPED), else MATCH_NONE. */
match_result_t match_cancel(match_t *m);
/* Commits a whole move (an AI's, a hint, a top move, a puzzle's answer)
 * from the turn's start: the actions taken go back first. 0, or -1 with
 * the session's words in err. shown: its actions were shown already. */
int match_commit(match_t *m, const move_t *mv, int shown);

/* ---- The turn under way. */

const void *match_state(const match_t *m);       /* after the actions taken */
const void *match_start(const match_t *m);       /* the turn's start */
const void *match_state_at(const match_t *m, int i);
/* The events of the actions taken since action `from`, as one move, into
 * out (initialised by the caller). */
void match_events_since(const match_t *m, int from, event_list_t *out);
/* Takes one action without the mid-end's policy (tests and previews; a
 * screen uses match_click/take/confirm): 0, or -1 with the rule's words in
 * err (nothing changes). */
int match_act(match_t *m, const action_t *a, char *err, size_t errlen);
/* Takes back the last action: 0, or -1 when none. */
int match_pop(match_t *m);
/* 1 when the actions taken make a whole turn (it ended, a swap or a pass,
 * or the game is over). */
int match_complete(const match_t *m);
/* 1 when the only legal action left is to end the turn. */
int match_only_end(const match_t *m);
/* 1 when the turn under way ends by itself now: only its end is left and
 * the game's policy (game_turn_t.end_waits) does not keep it open. */
int match_ends_by_itself(const match_t *m);
/* 1 when taking a would make the turn whole (complete, or ending by
 * itself): tried and taken back. */
int match_would_end(match_t *m, const action_t *a);
/* The first legal action of a kind, or NULL. */
const action_t *match_find(const match_t *m, action_kind_t kind);
/* The turn as a move (the end added when the turn is not complete). */
void match_move(const match_t *m, move_t *mv);
/* The index in act[] of the stone placed on cell this turn, or -1. */
int match_placed_at(const match_t *m, int cell);
/* 1 when target is where the first board action of mv (a hint, a whole
 * move from the turn's start) is picked: its target or its piece. */
int match_picks(const match_t *m, const move_t *mv, int target);
/* 1 when the mover could still do something this turn on the board. */
int match_has_play(const match_t *m);

/* Legal targets for the current selection into mask (cells, or ConHex
 * holes); returns how many. With nothing selected: placements, pushes and
 * the pieces that can act. */
int match_targets(const match_t *m, uint8_t *mask);
/* Where the action on target would send the piece it moves (the option's
 * dest): 1 and *to, or 0 when it sends none to a cell (none, or off the
 * board). */
int match_landing(const match_t *m, int target, int *to);
/* The colour of the stone a placement on target would put down (0: none). */
int match_ghost(const match_t *m, int target);
/* Sets the colour of the next stone (1..players); -1 when not a choice now. */
int match_set_colour(match_t *m, int colour);
/* 1 when the game lets the mover choose the colour of each stone. */
int match_colour_choice(const match_t *m);

#endif
