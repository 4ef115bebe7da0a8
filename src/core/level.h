/* Level files (docs/rules/levels.md): start positions, variants,
 * demonstration and tutorial scripts, puzzles and saves share this
 * plain-text format.
 *
 *   # comment
 *   game: zumo
 *   size: 10
 *   players: 2
 *   to-move: 1
 *   phase: 1
 *   options: pie=off partial-push=on
 *   title: Free text
 *   board:
 *   <board text rows>
 *
 * Script keys (demos, tutorials, puzzles, saves), each may repeat:
 *   caption: text          caption for the next move (the start when no
 *                          move follows and none precedes; the end after
 *                          the last move)
 *   move: <notation>       a scripted move
 *   expect: <notation>     a puzzle's expected answer (one line each)
 * Saves also keep a game review (docs/review.md): review-key: <16 hex>
 * once, then review: <payload> lines, carried as text (the AI layer reads
 * them), and the record of a game imported from another site (core/foreign.h)
 * as origin: lines, pieces of its text joined in order: '\\' '\n' '\t' '\r'
 * and '\xHH' (any other control byte, a blank at a line's either end)
 * stand for what the line cannot hold.
 * Single keys: description, format, cursor, seat1..seat4, clock, goal,
 * puzzle (what a puzzle asks: win1 win in one, win2 win in two, defend the
 * only defences against a win next turn, study a position with its text);
 * tutorials add success (said when the answer is one of the expect: lines)
 * and wrong (said after a legal move that is not).
 * Every error names the file and the line. */
#ifndef LEVEL_H
#define LEVEL_H

#include <stddef.h>

#define LEVEL_MAX_ROWS 32
#define LEVEL_ROW_LEN 128
#define LEVEL_TEXT_LEN 1024
/* Saves hold every move of a session: random Churn games on side 5 run to
 * ~7,000 turns, so the cap is the tools' ply cap, not a script's length. */
#define LEVEL_MAX_STEPS 100000
#define LEVEL_MAX_EXPECT 16
#define LEVEL_MAX_SEATS 4

typedef struct {
    char *move;        /* each under LEVEL_TEXT_LEN; heap, one block with caption */
    char *caption;     /* may be empty */
    int line;
} level_step_t;

typedef struct {
    char path[512];
    char game[32];
    int size;          /* 0: absent */
    int players;       /* 0: absent */
    int to_move;       /* 0: absent */
    int phase;         /* 0: absent */
    char options[LEVEL_TEXT_LEN];
    char title[LEVEL_TEXT_LEN];
    char description[LEVEL_TEXT_LEN];
    char goal[LEVEL_TEXT_LEN];     /* tutorials: what the player is asked to do */
    char puzzle[16];               /* puzzles: "win1", "win2", "defend", "study" ("" absent) */
    char success[LEVEL_TEXT_LEN];  /* tutorials: feedback for an expected answer */
    char wrong[LEVEL_TEXT_LEN];    /* tutorials: feedback for another legal move */
    char format[64];               /* saves: "hexarcade-save 1" (2 with a review, a clock or a flag fall) */
    int cursor;                    /* saves: moves in effect (-1: all) */
    char seat[LEVEL_MAX_SEATS][32];
    char clock[128];               /* saves: the game clock (core/clock.h), "" none */
    char start_caption[LEVEL_TEXT_LEN]; /* a caption before any move, none after */
    char end_caption[LEVEL_TEXT_LEN];   /* a caption after the last move */
    int nrows;
    char rows[LEVEL_MAX_ROWS][LEVEL_ROW_LEN];
    int row_line[LEVEL_MAX_ROWS];
    int board_line;                /* line of "board:", 0 if absent */
    int line_game, line_size, line_players, line_to_move, line_phase, line_options;
    int nsteps, steps_cap;
    level_step_t *steps;           /* heap, grown by level_add_step */
    char *review;                  /* saves: the review: payloads, each ending '\n' (heap; NULL none) */
    size_t review_len, review_cap; /* kept by level_add_review (0, 0: review set whole, measured then) */
    unsigned long long review_key; /* saves: review-key: (valid when review) */
    int line_review;               /* line of the first review: line */
    char *origin;                  /* saves: the origin: text, unescaped (heap; NULL none) */
    size_t origin_len, origin_cap; /* kept by level_add_origin, as review_len and review_cap */
    int line_origin;               /* line of the first origin: line */
    int nexpect;
    char expect[LEVEL_MAX_EXPECT][LEVEL_TEXT_LEN];
} level_t;

/* Allocates an empty level; NULL when out of memory. */
level_t *level_new(void);
void level_free(level_t *lv);
/* Copies the position and keys of src into dst, without the script. */
void level_copy_position(level_t *dst, const level_t *src);
/* Appends one review: payload line; -1 when out of memory. */
int level_add_review(level_t *lv, const char *payload);
/* Appends text to the origin; -1 when out of memory. */
int level_add_origin(level_t *lv, const char *text, size_t n);
/* Appends a scripted move; -1 when full or out of memory. */
int level_add_step(level_t *lv, const char *move, const char *caption, int line);
/* Parse text; name is used in messages. On error fills err with
 * "name:line: what is wrong" and returns -1. */
int level_parse(level_t *lv, const char *name, const char *text, char *err, size_t errlen);
int level_load(level_t *lv, const char *path, char *err, size_t errlen);
/* The board rows as pointers, for board_parse_text. */
void level_row_ptrs(const level_t *lv, const char **out);
/* The bytes that text takes as a save's origin: lines (level_write). */
size_t level_origin_size(const char *text);
/* Writes a level file (header, board, script); returns bytes or -1. */
int level_write(const level_t *lv, char *out, size_t n);

#endif
