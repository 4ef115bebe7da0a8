/* The turn under way on the play screen: the actions a person has taken this
 * turn (a Wunchunk stone at a time, a Zumo placement then its push units, an
 * Uknight clean-up then its action), the position after each, and what a
 * click on a board target means now. Pure logic over game.h (no SDL, no
 * drawing), so tests can drive it directly.
 *
 *     pturn_t t;  pturn_init(&t, game);
 *     pturn_begin(&t, session_state(s));           // a new turn
 *     switch (pturn_click(&t, cell, &a)) {
 *     case PTURN_ACT: pturn_act(&t, &a, err, n); ...   // then maybe commit
 *     case PTURN_REFUSED: show t.err ...
 *     }
 *     if (pturn_complete(&t)) { pturn_move(&t, &m); session_play_move(s, &m, ...); }
 *     pturn_free(&t); */
#ifndef PTURN_H
#define PTURN_H

#include <stdint.h>

#include "core/game.h"

#define PTURN_MAX_LEGAL 4096

typedef enum {
    PTURN_NOTHING = 0,  /* the click means nothing now (off the board, ...) */
    PTURN_ACT,          /* *out is the action to take */
    PTURN_SELECT,       /* a piece is selected (its targets are legal now) */
    PTURN_DESELECT,     /* the selection was dropped */
    PTURN_UNPLACE,      /* Wunchunk: the stone placed this turn on the cell comes off */
    PTURN_REFUSED       /* not legal: t->err says why, in the words of the rule */
} pturn_click_t;

typedef struct {
    const game_t *g;
    size_t ssize;
    unsigned char *states;     /* (MOVE_MAX_ACTIONS + 1) positions: [0] the turn's start */
    int n;                     /* actions taken this turn */
    action_t act[MOVE_MAX_ACTIONS];
    event_list_t ev[MOVE_MAX_ACTIONS]; /* what each action did */
    /* Legal actions at the current position, with where each lands on the
     * board (a Zumo push: the stone it moves now; a throw: where the axe
     * lands) and the piece it starts from (-1: none). */
    action_t *legal;
    int16_t *target, *source;
    int16_t *dest;             /* a push: where the stone goes (-1 off the board or none) */
    int nlegal;
    int selected;              /* the selected piece (Uknight), -1 none */
    int colour;                /* Wunchunk: the colour of the next stone (the mover's at the start) */
    char err[GAME_ERR_MAX];
} pturn_t;

/* 0, or -1 when out of memory. */
int pturn_init(pturn_t *t, const game_t *g);
void pturn_free(pturn_t *t);

/* Starts a turn at st (the session's current position). The Wunchunk colour
 * starts on the mover's own. */
void pturn_begin(pturn_t *t, const void *st);
/* The position now (after the actions taken this turn) and at the start. */
const void *pturn_state(const pturn_t *t);
const void *pturn_start(const pturn_t *t);
/* The position before the last action (the start when none). */
const void *pturn_before_last(const pturn_t *t);
const event_list_t *pturn_last_events(const pturn_t *t);
/* The events of the actions taken since action `from`, as one move (each
 * action's beats kept apart), into out (initialised by the caller); and the
 * position before them. */
void pturn_events_since(const pturn_t *t, int from, event_list_t *out);
const void *pturn_state_at(const pturn_t *t, int from);

/* Takes an action: 0, or -1 with the rule's words in err (nothing changes). */
int pturn_act(pturn_t *t, const action_t *a, char *err, size_t errlen);
/* Takes back the last action of the turn: 0, or -1 when none. */
int pturn_pop(pturn_t *t);
/* Wunchunk: takes the stone placed on cell this turn off (the other stones
 * stay): 0, or -1 with a message. */
int pturn_unplace(pturn_t *t, int cell, char *err, size_t errlen);

/* 1 when the actions taken make a whole turn (the turn ended by itself, a
 * swap or pass, or the game is over). */
int pturn_complete(const pturn_t *t);
/* 1 when the only legal action left is to end the turn. */
int pturn_only_end(const pturn_t *t);
/* 1 when the turn under way ends by itself now, without a confirmation: a
 * finished Uknight action, a Zumo stone with no energy to spend (the only
 * thing left is to end it). Wunchunk (a colour choice) and a turn with
 * pushes wait for a confirmation: a stone or push may still be taken back.
 * The play screen and the lessons both follow this. */
int pturn_ends_by_itself(const pturn_t *t);
/* 1 when taking a would make the turn whole (complete, or ending by
 * itself): the action is tried and taken back (nothing changes). */
int pturn_would_end(pturn_t *t, const action_t *a);
/* The first legal action of a kind (ACT_PASS, ACT_SWAP, ACT_CLEANUP,
 * ACT_END, ...), or NULL. */
const action_t *pturn_find(const pturn_t *t, action_kind_t kind);
/* The turn as a move (ACT_END added when the turn is not complete). */
void pturn_move(const pturn_t *t, move_t *m);
/* Was a stone placed on cell this turn (index in act[], or -1)? */
int pturn_placed_at(const pturn_t *t, int cell);
/* Push units spent this turn (Zumo). */
int pturn_pushes(const pturn_t *t);

/* What a click on board target `target` means now (-1: off the board). */
pturn_click_t pturn_click(pturn_t *t, int target, action_t *out);
/* Legal targets for the current selection into mask (cells, or ConHex
 * holes); returns how many. With nothing selected: placements, pushes and
 * pieces that can act. */
int pturn_targets(const pturn_t *t, uint8_t *mask);
/* Where a push of the stone on target would move it: 1 and *to (-1: off
 * the board), or 0 when target is not a push now. */
int pturn_push_dest(const pturn_t *t, int target, int *to);
/* The colour of the stone a placement on target would put down (0: none). */
int pturn_ghost(const pturn_t *t, int target);
/* Sets the Wunchunk stone colour (1..players); -1 when not a choice now. */
int pturn_set_colour(pturn_t *t, int colour);
/* 1 when the game lets the mover choose the colour of each stone. */
int pturn_colour_choice(const pturn_t *t);

#endif
