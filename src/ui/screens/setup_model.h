/* The setup form of a game, without drawing: its rows (board size, number
 * of players, one row per seat, the rule options, Start), the value of
 * each, changing them, and what they make (a set-up, seats, a session).
 * The setup screen draws it; tests drive it. */
#ifndef SETUP_MODEL_H
#define SETUP_MODEL_H

#include <stddef.h>

#include "core/game.h"
#include "core/session.h"

typedef enum { SROW_SIZE, SROW_PLAYERS, SROW_SEAT, SROW_OPTION, SROW_CLOCK, SROW_START } srow_kind_t;

typedef struct {
    srow_kind_t kind;
    int index;                 /* seat 0..3, or option index */
} srow_t;

#define SETUP_MAX_ROWS (4 + GAME_MAX_PLAYERS + GAME_MAX_OPTIONS)
#define SETUP_WHO_COUNT 7      /* human, then the six AI levels */

typedef struct {
    const game_rules_t *r;
    game_setup_t setup;
    int who[GAME_MAX_PLAYERS]; /* 0 human, 1 + ai_level_t */
    int64_t clock_ms, clock_inc_ms; /* the time control (core/clock.h); 0: none */
    srow_t rows[SETUP_MAX_ROWS];
    int nrows;
} setup_model_t;

/* Defaults (seat 1 human, the others an AI of `level`, an ai_level_t),
 * then the remembered words of settings_last_setup when they still make
 * sense (else ignored). The set-up screen passes standing_default_level:
 * First game until the person's record holds a result in this game; with
 * First game the board is the game's first-game side
 * (ai_level_first_side) unless the words say another. */
void setup_model_init_level(setup_model_t *m, const game_rules_t *r, const char *last_words, int level);
/* The same for a person with no record: the AI seats play First game. */
void setup_model_init(setup_model_t *m, const game_rules_t *r, const char *last_words);
/* Moves the value of a row by delta (+1/-1): sizes and player counts stop
 * at their ends, seats and options wrap. Returns 1 when something changed. */
int setup_model_change(setup_model_t *m, int row, int delta);
/* 1 when the row's value can move that way (the arrows of the row). */
int setup_model_can(const setup_model_t *m, int row, int delta);
/* The label and value shown for a row ("Board size", "8"). */
void setup_model_label(const setup_model_t *m, int row, char *buf, size_t n);
void setup_model_value(const setup_model_t *m, int row, char *buf, size_t n);
/* The one-line help of a row. */
const char *setup_model_help(const setup_model_t *m, int row);
/* "human" or an AI level name for seat i. */
const char *setup_model_seat(const setup_model_t *m, int i);
/* The words to remember ("size=8 players=3 pie=on balance=off seat1=human ...
 * clock=10+5"); a remembered clock=M+I off the presets is kept as it is. */
void setup_model_words(const setup_model_t *m, char *buf, size_t n);
/* A new session of the set-up with its seats; NULL with a message. */
session_t *setup_model_start(const setup_model_t *m, const char *data_dir, char *err, size_t errlen);
/* The row index of the Start row. */
int setup_model_start_row(const setup_model_t *m);

#endif
