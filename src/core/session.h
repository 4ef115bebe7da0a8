/* The session (a "mid-end", as in Simon Tatham's puzzle collection): one
 * game's history of states with the move text and events of each step,
 * undo/redo, restart as an undoable entry, seats, and save/load of the whole
 * move list (written atomically). */
#ifndef SESSION_H
#define SESSION_H

#include "core/clock.h"
#include "core/game.h"
#include "core/level.h"

#define SESSION_SAVE_FORMAT "hexarcade-save 1"
/* A save that carries what format 1 had not: a review, a clock or a flag
 * fall (older versions refuse it as newer rather than stumble on its
 * lines); both are read. */
#define SESSION_SAVE_FORMAT_2 "hexarcade-save 2"
/* A save of a game imported from another site, its record kept as origin:
 * lines (format 2 readers would refuse the key as unknown, not as newer). */
#define SESSION_SAVE_FORMAT_3 "hexarcade-save 3"
/* A save of a game that ended off the board (a resignation, a site's
 * timeout, an agreed draw: "resign C" lines that older readers would
 * refuse as moves rather than as newer). */
#define SESSION_SAVE_FORMAT_4 "hexarcade-save 4"
#define SESSION_SEAT_LEN 32

/* SESSION_FLAG: a player's time ran out (move text "flag C", C the colour).
 * SESSION_END: the game ended off the board (session_end). */
typedef enum { SESSION_START, SESSION_MOVE, SESSION_RESTART, SESSION_FLAG, SESSION_END } session_entry_kind_t;
#define SESSION_FLAG_WORD "flag"

/* How a game ended off the board: colour C resigned ("resign C"), lost on
 * another site's clock ("timeout C"; Hexarcade's own clock is a flag), or
 * the players agreed a draw ("draw"). */
typedef enum { SESSION_END_NONE = 0, SESSION_END_RESIGN, SESSION_END_TIMEOUT, SESSION_END_DRAW } session_end_t;


typedef struct {
    session_entry_kind_t kind;
    void *state;                /* the position after this entry */
    char move[MOVE_TEXT_MAX];   /* canonical text of the move ("" otherwise) */
    event_list_t events;        /* what the move did, for the animations */
} session_entry_t;

typedef struct session {
    game_t *game;               /* owned */
    level_t *level;             /* the start position's level, NULL = standard start */
    session_entry_t *hist;
    int n, cap;
    int cur;                    /* index of the current entry */
    char seat[GAME_MAX_PLAYERS][SESSION_SEAT_LEN]; /* "human" or an AI level, by seat */
    /* A game review kept with the save (src/ai/ai_review.h writes and reads
     * the text; the session only carries it): heap text, NULL none, valid
     * while review_key equals session_review_key (the game it reviewed). */
    char *review;
    uint64_t review_key;
    gclock_t clock;             /* the time control and each seat's time (off: no clock) */
    /* The record of a game imported from another site (core/foreign.h):
     * heap text, NULL none; read for its players, result and header. Kept
     * in saves (origin: lines, format 3). */
    char *origin;
} session_t;

/* A new session at the standard start of g (takes ownership of g). */
session_t *session_new(game_t *g, char *err, size_t errlen);
/* A new session at a level's position (the level is copied). */
session_t *session_new_level(const level_t *lv, const char *data_dir, const char *extra_options,
                             char *err, size_t errlen);
void session_free(session_t *s);

const void *session_state(const session_t *s);
const session_entry_t *session_current(const session_t *s);
/* Entries 1..cur are the moves in effect; entry 0 is the start. */
int session_can_undo(const session_t *s);
int session_can_redo(const session_t *s);

/* Plays a move given in notation; the redo tail is dropped. On error the
 * session is unchanged and err says why. */
int session_play(session_t *s, const char *text, char *err, size_t errlen);
int session_play_move(session_t *s, const move_t *m, char *err, size_t errlen);
int session_undo(session_t *s);
int session_redo(session_t *s);
/* Back to the start position, as an entry that undo takes back. */
int session_restart(session_t *s);

/* The time of colour's seat ran out: the game's flag fall (core/game.h)
 * as an entry "flag C" (saved, replayed on load; undo takes it back). On
 * error the session is unchanged. */
int session_flag(session_t *s, int colour, char *err, size_t errlen);
/* The game ends off the board (game_end_off_board): how and the colour
 * (0 for a draw) as an entry "resign C", "timeout C" or "draw" (saved,
 * replayed on load; undo takes it back). The game must be going on,
 * between turns; on error the session is unchanged. */
int session_end(session_t *s, session_end_t how, int colour, char *err, size_t errlen);
/* How entry e ended the game, its colour in *colour (NULL: not wanted);
 * SESSION_END_NONE when e is no such entry. */
session_end_t session_end_of(const session_t *s, int e, int *colour);
/* An entry's text read as an end: how, and the colour in *colour. */
session_end_t session_end_parse(const char *text, int *colour);
/* "resign", "timeout", "draw" ("" for none). */
const char *session_end_word(session_end_t how);
/* Plays one entry of a save's move list as the save holds it: "restart",
 * "flag C" (a flag fall), "resign C", "timeout C", "draw" (an end off the
 * board) or a move in notation. On error the session is
 * unchanged and err says why. */
int session_play_entry(session_t *s, const char *text, char *err, size_t errlen);
/* 1 when the current entry is a flag fall (the result is "on time"). */
int session_on_time(const session_t *s);
/* The moves of the game on the board up to entry upto: a flag fall is no
 * move, and a restart starts the count again (as the game's ply). Every
 * screen that says "N moves" counts with this. */
int session_moves(const session_t *s, int upto);
/* The colour whose time ran out at entry e (a flag fall), else 0. */
int session_flag_colour(const session_t *s, int e);
/* A copy of s with its entries 0..upto (all of them when upto < 0 or past
 * the end), its start level, seats and stored review; the cursor is s's, or upto when
 * s's lies beyond. NULL with a message when out of memory. */
session_t *session_copy(const session_t *s, int upto, char *err, size_t errlen);

/* Seat of a colour: after a swap the seats exchange colours (docs/rules/conventions.md 0.3). */
int session_seat_of_colour(const session_t *s, int colour);
/* The result as a person reads it: "You won" or "You lost" when one
 * person plays against the AI, else "Red won" ("Red and Blue won"),
 * "Draw"; "" while the game goes on. */
void session_result_words(const session_t *s, char *buf, size_t n);

/* A hash of what a review depends on: the game, its set-up, the start
 * position and every entry's move (the redo tail included). */
uint64_t session_review_key(const session_t *s);
/* Keeps text (NULL: none) as the review of the game as it is now. 0, or -1
 * when out of memory (the old review is then kept). */
int session_set_review(session_t *s, const char *text);
/* The stored review when it is still of this game's moves, else NULL. */
const char *session_review(const session_t *s);

/* Save text (level format + move lines + cursor + a review still valid);
 * returns a heap string. */
char *session_save_text(const session_t *s);
int session_save(const session_t *s, const char *path, char *err, size_t errlen);
/* Whether a save text is one the reader takes back (FILEIO_MAX_READ): 0,
 * or -1 with "PATH: not saved: ..." (every writer of a save asks first:
 * nothing is written that could not be loaded). */
int session_save_fits(const char *text, const char *path, char *err, size_t errlen);
/* The save text of s for path when it is one a save may hold (its moves,
 * session_save_fits); NULL with "PATH: ..." otherwise. Every writer of a
 * save takes its text here. */
char *session_save_checked(const session_t *s, const char *path, char *err, size_t errlen);
/* Writes s over path atomically; sync flushes it to disk before returning
 * (without, it is whole under its name, and the caller flushes later). */
int session_save_to(const session_t *s, const char *path, int sync, char *err, size_t errlen);
/* Rebuilds a session by replaying a save; NULL with a message (file:line for
 * a refused move) when the file is unreadable, corrupt, foreign or newer. */
session_t *session_load_text(const char *name, const char *text, const char *data_dir,
                             char *err, size_t errlen);
session_t *session_load(const char *path, const char *data_dir, char *err, size_t errlen);
/* The same for importing, which also takes a level (no 'format:' line: a
 * level file, a level saved by the editor): a game from its position,
 * playing its moves if it lists any. */
session_t *session_import_text(const char *name, const char *text, const char *data_dir, char *err, size_t errlen);
session_t *session_import(const char *path, const char *data_dir, char *err, size_t errlen);

#endif
