/* The position editor's model (no SDL): a board as its board-text
 * characters (one per cell, or per site for ConHex), the side to move and
 * the phase. It becomes a level (the format of levels/), checked by the
 * game's own level validation, to play from or to save as a level file. */
#ifndef EDITPOS_H
#define EDITPOS_H

#include <stddef.h>

#include "core/game.h"
#include "core/level.h"

#define EDITPOS_PIECES_MAX 16

typedef struct {
    const game_t *g;
    char chars[BOARD_MAX_CELLS > BOARD_MAX_SITES ? BOARD_MAX_CELLS : BOARD_MAX_SITES];
    int ntargets;     /* cells, or ConHex sites */
    int to_move;      /* 1..players */
    int phase;        /* 0: the game has none; else 1..rules->phases */
} editpos_t;

/* The characters a target may hold, '.' first (rules->piece_chars, or '.'
 * and the player digits). */
void editpos_pieces(const game_t *g, char *buf, size_t n);
/* The position of a state (between turns or not: the board as shown). */
void editpos_from_state(editpos_t *e, const game_t *g, const void *st);
/* The next (dir 1) or previous (-1) piece on target; returns its char. */
char editpos_cycle(editpos_t *e, int target, int dir);
/* Sets a target's char: 0, or -1 when target or ch is not the game's. */
int editpos_set(editpos_t *e, int target, char ch);
void editpos_clear(editpos_t *e);
void editpos_next_to_move(editpos_t *e);
void editpos_next_phase(editpos_t *e);
/* The player a char belongs to (0: none) and whether it is a double-like
 * piece (a letter): for the editor's palette. */
int editpos_char_player(char ch);
/* The level file text of the position (heap; NULL when out of memory). */
char *editpos_text(const editpos_t *e, const char *title);
/* Makes the level and sets st (rules->state_size bytes) from it through
 * the game's level validation: 0, or -1 with the game's message without a
 * file:line prefix. A finished position passes (the editor shows it). */
int editpos_build(const editpos_t *e, level_t *lv, void *st, char *err, size_t errlen);
/* Makes the level and checks it with the game's level validation: 0 with
 * lv (and st, when not NULL, rules->state_size bytes) set; -1 with the
 * game's message, without a file:line prefix. A position already won or
 * drawn is refused too: nothing is left to play; so is one where no player
 * has a legal move but a pass (the rules' own list of actions): it could
 * only be passed to its end. */
int editpos_check(const editpos_t *e, level_t *lv, void *st, char *err, size_t errlen);
/* Writes the position as a new level file dir/name (name gets ".txt" when
 * it has no extension; "-2", "-3"... before it when the name is taken: no
 * file is written over), atomically, after the check; path gets the file. */
int editpos_save(const editpos_t *e, const char *dir, const char *name, char *path, size_t pn, char *err,
                 size_t errlen);
/* A file name for a new level: "<game>-<YYYYMMDD-HHMMSS>.txt". */
void editpos_suggest_name(const editpos_t *e, char *buf, size_t n);

#endif
