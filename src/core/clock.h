/* Game clocks (no SDL, no wall clock of its own): a time control of
 * minutes per player plus an increment, each seat's time left, the seat
 * whose time runs, a pause, and flag fall. The caller feeds elapsed time
 * with gclock_tick (the client its frame times, hexselfplay the wall time
 * of a search), so a paused screen or an animation simply is not fed.
 *
 * Clocks belong to seats, not colours: after a pie swap a person keeps
 * his own time. A whole turn (Wunchunk's stones, Zumo's pushes, Uknight's
 * clean-up and action) earns one increment, at gclock_turn_done.
 *
 * Saved with the game as one line (level key `clock:`):
 *   clock: 10+5 left 587.250 600.000
 * the control (minutes + increment seconds), then each seat's seconds left;
 * a seat whose flag fell is saved at 0. */
#ifndef CORE_CLOCK_H
#define CORE_CLOCK_H

#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

/* The longest control accepted: 10 hours a player, an hour's increment. */
#define GCLOCK_MAX_BASE_MS (10LL * 3600 * 1000)
#define GCLOCK_MAX_INC_MS (3600LL * 1000)
/* Low time: under 20 s, or under a tenth of the control when that is less. */
#define GCLOCK_LOW_MS 20000LL

typedef struct {
    int on;                              /* 0: no time control */
    int players;
    int64_t base_ms, inc_ms;
    int64_t left_ms[GAME_MAX_PLAYERS];   /* by seat (index seat - 1) */
    int running;                         /* seat 1..players whose time runs, 0: none */
    int paused;                          /* the running seat's time is held */
    unsigned flagged;                    /* bit seat - 1: that seat's time ran out */
} gclock_t;

/* A control of base_ms per seat and inc_ms a turn; base_ms 0: no clock. */
void gclock_init(gclock_t *c, int players, int64_t base_ms, int64_t inc_ms);
int gclock_on(const gclock_t *c);
/* The seat's turn begins: its time runs (a flagged seat's never does). */
void gclock_start(gclock_t *c, int seat);
/* No seat's time runs (the game is over, or between two turns). */
void gclock_stop(gclock_t *c);
void gclock_pause(gclock_t *c, int paused);
/* Charges ms to the running seat unless paused; returns the seat whose
 * time ran out by it (its time is then 0 and it is flagged), else 0. */
int gclock_tick(gclock_t *c, int64_t ms);
/* The seat finished a whole turn: its time stops and gets the increment. */
void gclock_turn_done(gclock_t *c, int seat);
int64_t gclock_left(const gclock_t *c, int seat);
int gclock_flagged(const gclock_t *c, int seat);
/* The seat's time is low (the warning colour and sound). */
int gclock_low(const gclock_t *c, int seat);

/* "M+I": minutes (fractions allowed) plus increment seconds ("5+0",
 * "0.5+0.1"); a bare "M" has no increment. 0, or -1 with a message. */
int gclock_parse_control(const char *text, int64_t *base_ms, int64_t *inc_ms, char *err, size_t errlen);
/* The control as "5+0", "0.5+0.1"; "none" without a clock. */
void gclock_control_text(int64_t base_ms, int64_t inc_ms, char *buf, size_t n);
/* A time to show: "4:59", "1:02:03", under 20 s with tenths ("0:09.3"). */
void gclock_time_text(int64_t ms, char *buf, size_t n);

/* The save line's value ("10+5 left 587.250 600.000"); "" without a clock. */
void gclock_save_text(const gclock_t *c, char *buf, size_t n);
/* Reads a save line for a game of `players` seats; c unchanged on error
 * (-1 with a message). */
int gclock_load_text(gclock_t *c, int players, const char *text, char *err, size_t errlen);

#endif
