/* The tutorial screen ("How to play"): a game's lessons one after the
 * other (lesson.h); the same screen plays a game's puzzles (puzzle mode:
 * levels/<game>/puzzles/, judged by search, see tutorial_puzzle.c). Each asks for the move that shows a rule; the player
 * makes it on the board as in a game (clicks through bview_hit, the turn
 * built through the mid-end, core/match.h), sees it animated, and is told what happened and why:
 * the lesson's words for a right answer or for another legal move, the
 * rules' own words for an illegal try. nav.h opens it. */
#ifndef TUTORIAL_H
#define TUTORIAL_H

#include "core/game.h"
#include "core/session.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* TUT_REPLY: a puzzle's opponent answers (no input until it has). */
typedef enum { TUT_ASKING, TUT_RIGHT, TUT_WRONG, TUT_SHOWN, TUT_DONE, TUT_REPLY } tut_phase_t;

/* The game's tutorial ("How to play"), from lesson `first` (0-based). */
screen_t *tutorial_screen_new(ui_t *ui, const game_rules_t *r, int first);
/* The game's puzzles, from puzzle `first` (0-based): a right answer ticks
 * it (puzzle_store.h), a wrong one is answered and explained. */
screen_t *puzzle_screen_new(ui_t *ui, const game_rules_t *r, int first);

/* The game's "How to win" lesson (levels/<game>/strategy/), from lesson
 * `first`: positions that teach what to aim for, judged like the tutorial
 * (each file's puzzle: key names what its answers achieve, which the tests
 * check by exhaustive search). The rules tutorial leads on to it. */
screen_t *strategy_screen_new(ui_t *ui, const game_rules_t *r, int first);

/* Tests and scripts. */
int tutorial_screen_is(const screen_t *s);
int tutorial_lesson(const screen_t *s);           /* 0-based */
int tutorial_lessons(const screen_t *s);
tut_phase_t tutorial_phase(const screen_t *s);
const char *tutorial_feedback(const screen_t *s); /* what the panel says now */
int tutorial_busy(const screen_t *s);             /* an animation is under way */
const session_t *tutorial_session(const screen_t *s);
int tutorial_is_puzzle(const screen_t *s);
int tutorial_is_strategy(const screen_t *s);
/* Puzzle mode: 1 when the puzzle shown is ticked as solved. */
int tutorial_puzzle_solved(const screen_t *s);
/* Where a legal action of the turn under way is clicked: its board target
 * and the piece it starts from (-1 none); 0, or -1 when it is not legal now. */
int tutorial_action_target(const screen_t *s, const action_t *a, int *target, int *source);
/* Where a target is: a cell or hole name ("E5"), or a button ("@confirm",
 * "@pass", the game's own action by its words' name ("@cleanup"),
 * "@colour1".."@colour4", "@show", "@retry", "@next"):
 * 0 and its centre, or -1 when it is not there now. */
int tutorial_screen_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y);

#endif
