/* The review screen: a finished (or any) game's positions stepped through
 * with the rule animations, the win-probability graph filled in by the
 * analysis on a worker (progress, cancel), every move's mark and the better
 * move drawn on the board. nav.h opens it (NAV_REVIEW); the functions but
 * the constructor take any screen and answer "no" (0, -1) for others. */
#ifndef REVIEW_H
#define REVIEW_H

#include <stddef.h>

#include "core/session.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* A review of a copy of s (s stays the caller's). The finished analysis is
 * kept with the game: written into save_path, the file s was read from;
 * without one (NULL or ""), stored in s itself, which must then outlive the
 * screen (the play screen's game under the result screen), so its autosave
 * keeps it. NULL when out of memory. */
screen_t *review_screen_new(ui_t *ui, session_t *s, const char *save_path);
/* What went wrong: the same screen in a mode that steps through seat's
 * (1..players) biggest losses of win chance, at most three, biggest first,
 * each over the position before it with the better move drawn and a
 * sentence in the game's words (the analysis runs first, with progress,
 * unless it is kept with s; it is kept in s afterwards). Left and Right
 * step through them, B shows the move played instead. */
screen_t *review_wrong_new(ui_t *ui, session_t *s, int seat);
int review_screen_is(const screen_t *s);
/* What went wrong: how many moments it found (-1: not that mode, or the
 * analysis is not complete); the one shown (0-based, -1: none, e.g. B
 * shows the move played); moment i's move (its entry, -1: none); moment
 * i's sentence into buf (0, or -1: none). */
int review_wrong_count(const screen_t *s);
int review_wrong_shown(const screen_t *s);
int review_wrong_move(const screen_t *s, int i);
int review_wrong_text(const screen_t *s, int i, char *buf, size_t n);
/* The position shown (0: the start; k: after move k). */
int review_screen_position(const screen_t *s);
/* 1 while the board animates a step. */
int review_screen_animating(const screen_t *s);
/* 1 while the analysis runs. */
int review_screen_analysing(const screen_t *s);
/* Positions analysed so far, out of the game's. */
int review_screen_analysed(const screen_t *s);
/* 1 when the analysis was read from the save (no search run). */
int review_screen_from_save(const screen_t *s);
/* The better move shown on the board (B: over the position before the
 * move), NULL when none is shown. */
const char *review_screen_better(const screen_t *s);
/* Ghosts and arrows the board drew at the last render. */
int review_screen_marks(const screen_t *s);
/* Where a script or test clicks: "@graph:K" (position K on the graph),
 * "@move:K" (row K of the move list, when shown), "@info" (the selected
 * move's box: a click shows its better move), "@cancel", "@analyse",
 * "@back". 0, or -1 when not on screen. */
int review_screen_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y);

#endif
