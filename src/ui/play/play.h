/* The play screen: its constructor (nav.h opens it) and what scripts and
 * tests ask of it. Each function but the constructor takes any screen and
 * answers "no" (0, NULL, -1) when it is not a play screen. */
#ifndef PLAY_H
#define PLAY_H

#include <stddef.h>

#include "core/session.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* Takes ownership of the session (seats in s->seat[]). */
screen_t *play_screen_new(ui_t *ui, session_t *s);
/* play_autosave.c: the same for a game opened from a file; autosave: its
 * autosave name (core/autosaves.h) when it came from one, else NULL or "". */
screen_t *play_screen_open(ui_t *ui, session_t *s, const char *autosave);
/* Writes the game as its autosave (leaving it, quitting): 0, or -1 with
 * the client's message. A game with no move yet, and one opened from a
 * save and not changed, are not written (0). */
int play_screen_autosave(screen_t *s);
/* The game's autosave name ("" when it has none yet). */
const char *play_screen_autosave_name(screen_t *s);
/* play_analysis.c: the analysis board: a play screen on a copy of s (s
 * stays the caller's), every seat a person's, at entry `first`, with the
 * evaluation and the top moves live; "back to the game line" and "play on
 * from here" (a new game). Never autosaved. */
screen_t *play_screen_analysis(ui_t *ui, const session_t *s, int first);
/* 1 for an analysis board. */
int play_screen_is_analysis(const screen_t *s);
/* Analysis board: the evaluation shown (its search iterations; 0: none
 * yet), and the game line's entry count (tests). */
long play_screen_eval_iterations(screen_t *s);
/* Analysis board: the text of top move i (0-based) shown, NULL when none
 * (or not yet a whole turn). */
const char *play_screen_eval_top(screen_t *s, int i);
/* The entry looked back at from the move list (-1: none). */
int play_screen_peek(screen_t *s);
int play_screen_is(const screen_t *s);
session_t *play_screen_session(screen_t *s);
/* Where a script clicks for `name`: a board cell or hole ("E5"), or a
 * button ("@confirm", "@pass", "@swap", "@hint", "@undo", "@redo",
 * "@restart", "@menu", "@colour1".."@colour4", and the game's own action
 * by its words' name: "@cleanup"), or a row of the
 * move list ("@row:N": move N), or on the analysis board a top move
 * ("@top:N", N from 1). 0, or -1 when
 * there is no such thing on screen now. */
int play_screen_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y);
/* 1 while something is under way that a script should wait for: an AI
 * search or its move, an animation, a game end not yet shown. */
int play_screen_busy(screen_t *s);
/* 1 while the AI thinks on the person's time (tests). */
int play_screen_pondering(screen_t *s);
/* 1 while the board animates a move (tests). */
int play_screen_animating(screen_t *s);
/* 1 when the AI's move has come back and waits to be shown (tests). */
int play_screen_reply_ready(screen_t *s);
/* The status line now ("" when none). */
const char *play_screen_message(screen_t *s);
/* What the status line asks for when no message is shown, and the game's
 * line in the side panel (both "" for other screens). */
void play_screen_prompt(screen_t *s, char *buf, size_t n);
void play_screen_line(screen_t *s, char *buf, size_t n);
/* Wunchunk: the colour of the next stone (0 elsewhere). */
int play_screen_colour(screen_t *s);
/* The hover-preview marks the board drew in the last frame (tests). */
int play_screen_preview_marks(screen_t *s);

#endif
