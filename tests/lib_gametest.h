/* Invariants every rules engine must keep, checked over random games:
 * every legal move formats, parses back to itself and applies; the board text
 * re-reads to the same cells; random_turn keeps the game legal; games end or
 * reach the cap. Uses cmocka assertions. */
#ifndef LIB_GAMETEST_H
#define LIB_GAMETEST_H

#include <stdint.h>

#include "core/game.h"
#include "plat/plat.h"
#include "lib_json.h"

typedef struct {
    int games;        /* random games to play */
    int ply_cap;      /* stop a game after this many turns (0: none) */
    uint64_t seed;
    int sample;       /* legal moves checked in full per ply (0: all) */
    int max_moves;    /* enumeration limit (moves() may answer too many) */
} gametest_opts_t;

typedef struct {
    long plies, finished, capped;
    long wins[5], draws;
} gametest_stats_t;

/* Makes the game for an id and "key=value" words; fails the test on error. */
game_t *gametest_game(const char *id, const char *setup);
/* The same with "size=<side>" and the extra words (may be NULL). */
game_t *gametest_game_sized(const char *id, int side, const char *extra);
/* A new state at the start position (heap; caller frees). */
void *gametest_start(const game_t *g);
/* A heap copy of st. */
void *gametest_dup(const game_t *g, const void *st);
/* The index of a named cell; fails the test if g's board has none. */
int gametest_cell(const game_t *g, const char *name);
/* Fills chars (one per cell, '.' where none is given) from words
 * "<char><cell>" such as "1A1 2C3"; fails on an unknown or repeated cell. */
void gametest_cell_chars(const game_t *g, const char *words, char *chars);
/* The one score value of player p (score() must give exactly one). */
int gametest_score1(const game_t *g, const void *st, int p);
/* Plays opts->games random games from the start position of g. */
void gametest_random_games(const game_t *g, const gametest_opts_t *opts, gametest_stats_t *out);
/* Asserts the board text of st parses back to the same characters. */
void gametest_board_roundtrip(const game_t *g, const void *st);
/* Asserts every legal move of st (up to sample of them) formats, parses back
 * to the same text and applies. */
void gametest_check_moves(const game_t *g, const void *st, int sample, int max_moves,
                          uint64_t seed);
/* Plays text on st, failing the test with the message if refused. */
void gametest_play(const game_t *g, void *st, const char *text);
/* Asserts text is refused and st unchanged; returns the message (static). */
const char *gametest_refuse(const game_t *g, void *st, const char *text);
/* Plays text with ev cleared first and recording the events; fails if refused. */
void gametest_play_ev(const game_t *g, void *st, const char *text, event_list_t *ev);
/* The number of events of one kind, and the first of them (NULL if none). */
int gametest_count_events(const event_list_t *ev, int kind);
/* A game's own verb sub (EV_GAME): is e one, how many of ev are. */
int gametest_is_verb(const event_t *e, int sub);
int gametest_count_verb(const event_list_t *ev, int sub);
const event_t *gametest_find_verb(const event_list_t *ev, int sub);
const event_t *gametest_find_event(const event_list_t *ev, int kind);
/* Fails the test unless text contains part. */
void gametest_assert_contains(const char *text, const char *part);
/* Asserts text is refused, st unchanged, with words in the message. */
void gametest_refuse_has(const game_t *g, void *st, const char *text, const char *words);
/* Loads level text (named file in messages) into a scratch state of g:
 * 0, or the refusing call's code with the message in err. */
int gametest_level_load(const game_t *g, const char *file, const char *text, char *err, size_t errlen);
/* The message of a level g refuses (static); fails the test if it loads. */
const char *gametest_level_error(const game_t *g, const char *file, const char *text);
/* Loads a level from text for game g (size/players must match). */
void *gametest_level_state(const game_t *g, const char *level_text);
/* The board text of st, in a static buffer. */
const char *gametest_board(const game_t *g, const void *st);
/* The sorted legal moves text (heap; caller frees). */
char *gametest_legal(const game_t *g, const void *st);
/* The same, failing the test if there are more than max moves. */
char *gametest_legal_max(const game_t *g, const void *st, int max);
/* Is move one of the legal moves (at most max of them) of st? */
int gametest_legal_has(const game_t *g, const void *st, int max, const char *move);
/* Is w one of the space-separated words of list? */
int gametest_has_word(const char *list, const char *w);
/* Sorts words in byte order and joins them by spaces into out. */
void gametest_join_sorted(const char **words, int n, char *out, size_t outlen);
/* Calls fn for each line of a JSON Lines transcript; returns the number of
 * lines, failing the test if the file cannot be read. */
int gametest_transcript(const char *path, void (*fn)(const tj_t *v, void *ctx), void *ctx);
/* The same in two steps, so a test can free what it holds before the check
 * fails: _open returns the count or -1, _check fails the test on -1. */
int gametest_transcript_open(const char *path, void (*fn)(const tj_t *v, void *ctx), void *ctx);
void gametest_transcript_check(const char *path, int n);

/* A disk that fills after `budget` bytes, for fileio_set_ops: short
 * writes first, as a filling disk gives them, then ENOSPC. */
void gametest_disk_fills_after(size_t budget);
ssize_t gametest_write_filling(int fd, const void *buf, size_t n);

/* A new folder (plat_mkdtemp) in $TMPDIR (/tmp when unset; the user's
 * temporary folder on Windows) named STEM and six
 * random characters, its path in buf: buf, or NULL. Every test makes its
 * files in such a folder and removes it (tests/run.sh checks that the
 * suite leaves $TMPDIR and $HOME as they were). */
char *gametest_tmpdir(char *buf, size_t n, const char *stem);
/* The same for one new empty file: its descriptor (plat_open's), or -1. */
int gametest_tmpfile(char *buf, size_t n, const char *stem);
/* How many times slower than alone this process runs just now (1 on an
 * idle machine): the wall time of a 20 ms burn of processor time, or the
 * 1-minute load per core, the larger. The burn sees a load at once, the
 * average its history. */
double gametest_slowdown(void);
/* A wall-clock bound of a test (ms, what it is alone) as it holds now:
 * the same on an idle machine, 2 x gametest_slowdown() times it on a
 * loaded one (a busy machine delays a thread, it does not make it wrong). */
double gametest_bound_ms(double ms);
/* Removes dir and all in it (a lock file a library left included); a
 * failure fails the test. */
void gametest_rmtree(const char *dir);
/* The same for a teardown, which reports instead: 0, or -1 (said on
 * stderr). Through the seam (core/fstree.h), never a shell's rm -rf, so
 * the tests run on Windows too. */
int gametest_remove_tree(const char *dir);
/* The names in dir (not "." and ".."); -1 when it cannot be read. */
int gametest_count_entries(const char *dir);

/* The tests that need POSIX processes (fork, kill, pipes, a shell):
 * POSIX_ONLY_TESTS in the Makefile lists them; a Windows test run skips
 * exactly those. */

#endif
