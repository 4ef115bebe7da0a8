/* Previews: what an action or a whole move *would* do, without doing it.
 *
 * A preview applies the action or move to a copy of the position: the
 * events are exactly those the real move would record (the vocabulary of
 * the animations, core/event.h), and the copy is the position the move
 * would give. The position itself is never changed, also on an error.
 * Generic over game_rules_t: no game is named here; what events cannot
 * say (ConHex cell progress, Zumo's energy left) is asked of the game's
 * own preview table (src/contract/preview.h). docs/previews.md describes the
 * API and the event vocabulary for the board view.
 *
 *     event_list_t ev; event_list_init(&ev);
 *     if (game_preview_action(g, st, &a, &ev, NULL, err, sizeof err) == 0)
 *         ... ev.ev[0 .. ev.n) are the consequences ...
 *     event_list_free(&ev); */
#ifndef PREVIEW_H
#define PREVIEW_H

#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

/* A whole move m from st, a position between turns (the final ACT_END may
 * be left out, as for game_apply_move). ev (may be NULL) gets the events
 * appended; after (may be NULL, else state_size bytes) the position the
 * move gives. 0, or -1 with the refusal play would give in err (ev and
 * after are then left as they were). st is never changed. */
int game_preview_move(const game_t *g, const void *st, const move_t *m, event_list_t *ev,
                      void *after, char *err, size_t errlen);
/* One action within the turn under way (a placement, one push unit, a
 * throw ...), as game_act would take it; the same contract. */
int game_preview_action(const game_t *g, const void *st, const action_t *a, event_list_t *ev,
                        void *after, char *err, size_t errlen);
/* A move in notation (as game_play parses it); canon (may be NULL) gets its
 * canonical text. Parse errors are refused as play refuses them. */
int game_preview_text(const game_t *g, const void *st, const char *text, event_list_t *ev,
                      void *after, char *canon, size_t canon_n, char *err, size_t errlen);

/* The consequences in words, one line each (the engine protocol's
 * `preview` answer without its board): a keyword, the player, then cells
 *     place 1 D4           slide 1 C3 D4        evaporate 1 C3 D4
 *     push 2 E5 E6         push 2 E5 off        shatter 1 E6
 *     remove 1 B2 C3 C4    (one line per group; every cell it empties)
 *     group 1 C3 C4 D4     claim 1 <cells>      energy 1 3
 *     leap 1 D4 G5         throw 1 D4 D9        capture 1 D9
 *     axe 1 D4             pass 1               swap 2        phase 2
 *     score 1 <numbers>    (each player whose `score` line changes)
 *     win 1 [2 ...]        draw                 chain 1 <cells>
 * Cells are board names; ConHex places name holes. Lines end with '\n'.
 * before/after are the positions around ev. Returns the length of the
 * whole text (as snprintf: more than n-1 means cut short). */
size_t game_preview_lines(const game_t *g, const void *before, const event_list_t *ev,
                          const void *after, char *buf, size_t n);

/* What each legal action of the step under way would do, for marking the
 * board before a click: the pushable stones of a Zumo push step with their
 * landing cells, the leaps and throw lines of an Uknight selection, the
 * placements that make an axe, remove groups or claim cells. */
enum {
    PREVIEW_BADGE = 1 << 0,     /* a piece gains a badge, its second form (Uknight's axe; a game
                                   verb raising it) */
    PREVIEW_CAPTURE = 1 << 1,   /* a piece is taken: an opposing one (Uknight's chop), or the
                                   stone a push lands on, of either colour (Zumo's shatter) */
    PREVIEW_REMOVE = 1 << 2,    /* stones are removed (EV_REMOVE) */
    PREVIEW_REGION = 1 << 3,    /* regions become the mover's (ConHex's claim; a game verb
                                   raising it) */
    PREVIEW_OFF = 1 << 4,       /* a stone is pushed off the board (Zumo's fall) */
    PREVIEW_CONSUME = 1 << 5,   /* a friendly stone is used up (Zumo's evaporate) */
    PREVIEW_SLIDE = 1 << 6,     /* friendly stones slide in (Zumo's slide) */
    PREVIEW_WIN = 1 << 7,       /* the game ends with the mover among the winners */
    PREVIEW_ENDS = 1 << 8,      /* the game ends (won by anyone, or drawn) */
};

/* How the board marks an option before a click (rules->locate says). */
enum {
    PREVIEW_MARK_NONE = 0,
    PREVIEW_MARK_RING,  /* a dashed ring on the piece at target, one a piece: the pieces
                           the step may act on (Zumo's pushes) */
    PREVIEW_MARK_LINE,  /* from the selected piece (source) to target, a cross on the
                           capture (Uknight's throws) */
    PREVIEW_MARK_STAR,  /* a star at target, from the selected piece or, none selected,
                           a placement: the action earns a badge (Uknight's axe) */
};

typedef struct preview_option {
    action_t act;
    int16_t target;   /* the cell (ConHex: hole) the action is chosen by: a
                         placement's cell, a leap's landing, where a throw's
                         axe stops, where a pushed stone stands now; -1 none
                         (pass, swap, end, clean-up) */
    int16_t source;   /* the piece it starts from (a leap, a throw), -1 */
    int16_t dest;     /* where the piece the action moves lands (the game's locate
                         says: a Zumo push), -1 off the board or none */
    int16_t capture;  /* the cell of a piece it takes, -1 */
    uint16_t flags;   /* PREVIEW_* */
    int16_t removes;  /* stones removed (EV_REMOVE) */
    int16_t regions;  /* regions won (events of a verb raising PREVIEW_REGION) */
    int8_t mark;      /* PREVIEW_MARK_* */
} preview_option_t;

/* The legal actions now (rules->actions, in its order), each previewed;
 * returns the count (at most max), or -1 when out of memory. */
int game_preview_options(const game_t *g, const void *st, preview_option_t *out, int max);

#endif
