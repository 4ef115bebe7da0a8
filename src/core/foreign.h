/* Games played on other sites: AbstractPlay game records (one game, or a
 * player's archive, a JSON array of them) and Little Golem texts, read into
 * a Hexarcade session and written back (docs/import.md).
 *
 * The readers here know the formats; each game's notation mapping and
 * variants live in the game's folder, reached through rules->foreign (a
 * game_foreign_t). A record's own header picks the game, the board and the
 * mapping: a move text is never guessed from. */
#ifndef FOREIGN_H
#define FOREIGN_H

#include <stddef.h>

#include "core/game.h"
#include "core/session.h"

#define FOREIGN_NAME_MAX 64
#define FOREIGN_VARIANTS_MAX 8
#define FOREIGN_TEXT_MAX 160
#define FOREIGN_NAME_NUMS 4

struct foreign_game;

typedef enum { FOREIGN_NONE = 0, FOREIGN_AP, FOREIGN_LG } foreign_format_t;

/* What a game gives the readers and writers (its folder fills it in). */
typedef struct game_foreign {
    /* AbstractPlay: the game's name there (lower case); NULL: not played there. */
    const char *ap_name;
    /* fg->setup (options included) from a record's variants (in any of
     * the site's forms: foreign_ap_name) and player count, the rules the
     * site played on fg->date with fg->pie (fg->rules set; fg->in_force
     * names rules that changed on the site); -1 with a message naming a
     * variant or pie the site had not. */
    int (*ap_setup)(struct foreign_game *fg, const char *const *variants, int nvariants, int players, char *err,
                    size_t errlen);
    /* The variants of a set-up as AbstractPlay names them (count, at most
     * max); -1 with a message when AbstractPlay has no such game. */
    int (*ap_variants)(const game_t *g, const char **out, int max, char *err, size_t errlen);
    /* Whether the set-up's games may hold AbstractPlay's pie (a `swap` as
     * the second move when the header says it was invoked). */
    int ap_pie;
    /* One AbstractPlay move (not resign and the like) -> a Hexarcade move of
     * the position st; -1 with a message (syntax, no such cell). */
    int (*ap_move_in)(const game_t *g, const void *st, const char *text, move_t *m, char *err, size_t errlen);
    /* A Hexarcade move -> AbstractPlay's text; -1 when it has none. */
    int (*ap_move_out)(const game_t *g, const void *st, const move_t *m, char *buf, size_t n);
    /* Variants whose first moves set up the start position (Wunchunk's
     * `open`), or whose start is not Hexarcade's (Wunchunk's 3-4 players
     * on hex7): from the record's moves, the start as a level text (heap
     * *level), how many moves it took (*used) and whether the two seats
     * then play each other's colours (*swapped). 0 when the record has no
     * such start, 1 when it has, -1 with a message. NULL: none. */
    int (*ap_start)(const game_t *g, const char *const *variants, int nvariants, char *const *moves, int nmoves,
                    char **level, int *used, int *swapped, char *err, size_t errlen);
    /* The other way (export): a session's start level lv -> the record's
     * first moves that set it up (heap strings in *moves, *nmoves of them)
     * and the variant that has them (*variant; NULL: none but the
     * board's). The origin's moves (NULL:
     * none), when they set up this very start, are given back as they
     * were; else the game's own order. 0, or -1 with a message when lv is
     * no such start. NULL: no start is written. */
    int (*ap_start_out)(const game_t *g, const level_t *lv, char *const *origin, int norigin, char ***moves,
                        int *nmoves, const char **variant, char *err, size_t errlen);

    /* Little Golem: the VA[] word (upper case); NULL: not played there. */
    const char *lg_name;
    /* One Little Golem move of the position st -> Hexarcade, and back
     * (Little Golem's swap reflects the board: the state says whether a
     * swap was played). */
    int (*lg_move_in)(const game_t *g, const void *st, const char *text, move_t *m, char *err, size_t errlen);
    int (*lg_move_out)(const game_t *g, const void *st, const move_t *m, char *buf, size_t n);
} game_foreign_t;

/* One game of a record, as read: its set-up, its moves in the site's
 * notation (mapped while replayed, by foreign_session) and what the site
 * says of its players and result. */
typedef struct foreign_game {
    foreign_format_t format;
    const game_rules_t *rules;
    game_setup_t setup;
    char in_force[FOREIGN_TEXT_MAX]; /* the site's rules of the record's date, where they changed, or "" */
    int nmoves, moves_cap; /* moves_cap: the slots allocated (grown by doubling) */
    char **moves;       /* the site's text of each move, the ending word left out */
    int pie;            /* AbstractPlay's pie was invoked: a swap follows the first move */
    char *start;        /* a start position set up by the first moves (level text, heap), or NULL */
    int first;          /* the first move replayed (the ones before set up start) */
    int seats_swapped;  /* after that set-up the record's two seats play each other's colours */
    char name[GAME_MAX_PLAYERS][FOREIGN_NAME_MAX]; /* by colour (after any swap) */
    char date[32];      /* "2024-05-01" or "" */
    char start_date[16]; /* the day it started (date-start, else date-end): the site's rules of that day */
    char stamp[40];     /* the full date-end (or date-start): archives sort on it */
    char end[16];       /* the site's last word ("resign", "timeout", "draw", "abandoned") or "" */
    int end_colour;     /* the colour that made it (0: none) */
    uint8_t winners;    /* the site's winners, bit colour-1 (0: none given) */
    int drawn;          /* the site's results say a draw (all equal) */
    char result[FOREIGN_TEXT_MAX]; /* "bob (Blue) resigned", "alice (Red) won" */
    char *record;       /* the game's own record text (heap), kept for export */
} foreign_game_t;

typedef struct {
    foreign_format_t format;
    int n;
    foreign_game_t *games; /* newest first (an archive) */
} foreign_list_t;

/* The format of a text from its first bytes ('{' or '[': AbstractPlay;
 * "(;": Little Golem); FOREIGN_NONE otherwise. */
foreign_format_t foreign_detect(const char *text);
/* Reads every game of a record or archive (a text of another format is an
 * error). Games of other games, or of variants Hexarcade lacks, are refused
 * in a one-game record; an archive skips them and says how many in
 * skipped (NULL: not wanted). -1 with "name: what and where". */
int foreign_read(const char *name, const char *text, foreign_list_t *out, int *skipped, char *err,
                 size_t errlen);
void foreign_list_free(foreign_list_t *l);
/* Replays every game of l (as foreign_session would), so that nothing is
 * offered that cannot be opened: the games that fail are left out and
 * counted in *dropped (the first one's reason in err); -1 with the reason
 * ("name: move 3 ...", "name: game 2: ...") when no game is left. */
int foreign_check(const char *name, foreign_list_t *l, const char *data_dir, int *dropped, char *err, size_t errlen);
/* One line on a game for a chooser: "2024-05-01 Churn alice vs bob: bob resigned". */
void foreign_game_line(const foreign_game_t *fg, char *buf, size_t n);

/* The most a record kept as a save's origin may take there (its origin:
 * lines), so that a save of an imported game stays well under what the
 * reader takes (FILEIO_MAX_READ): a larger record is refused at import. */
#define FOREIGN_ORIGIN_MAX (4u << 20)

/* The session's end of a site's last word ("resign", "timeout", "draw";
 * SESSION_END_NONE for "abandoned" or none). */
session_end_t foreign_end_kind(const char *end);

/* Replays a game into a new session (cursor at its end, the record kept as
 * the session's origin); a game the site ended by a resignation, a time-out
 * or an agreed draw ends so (session_end). A move refused after mapping is
 * refused here: "move 17 `e9` (Hexarcade E7) is illegal: ...". So is a
 * record a save cannot hold (more than LEVEL_MAX_STEPS moves, or an origin
 * over FOREIGN_ORIGIN_MAX), and one whose results are given for a game its
 * moves leave unfinished. NULL with a message. */
session_t *foreign_session(const foreign_game_t *fg, const char *data_dir, char *err, size_t errlen);

/* A save file's text or a foreign record, as a session. index picks a game
 * of an archive (0: the newest; < 0: the newest too). NULL with a message. */
session_t *foreign_load_text(const char *name, const char *text, int index, const char *data_dir, char *err,
                             size_t errlen);
session_t *foreign_load(const char *path, int index, const char *data_dir, char *err, size_t errlen);

/* The origin line of a session imported from a site, for the screens:
 * "AbstractPlay, 2024-05-01: alice (Red) vs bob (Blue). bob (Blue) resigned."
 * 0, or -1 when the session was not imported. */
int foreign_origin_line(const session_t *s, char *buf, size_t n);

/* The site's player of each colour (names[c - 1], "" where the record
 * names none) of a session imported from a site: 0, or -1 when s was not
 * imported (names all ""). */
int foreign_names(const session_t *s, char names[GAME_MAX_PLAYERS][FOREIGN_NAME_MAX]);

/* Export. The moves in effect as AbstractPlay's move texts (one game
 * record, JSON), or a Little Golem text; heap strings, NULL with a
 * message when the game is not played there or a move has no text there.
 * A game imported from the site keeps its header (players, dates) and
 * its ending when all its moves are in effect. */
char *foreign_export_ap(const session_t *s, char *err, size_t errlen);
char *foreign_export_lg(const session_t *s, char *err, size_t errlen);
/* The moves alone in AbstractPlay's notation, "1. e3 c4\n2. ..." */
char *foreign_export_ap_moves(const session_t *s, char *err, size_t errlen);

/* What an AbstractPlay variant entry states (foreign_apname.c): whether
 * it is a group's default label ("Default board", "Default board: 11x11",
 * the site's translations) and the numbers in it, in order ("Hexhex 4 (37
 * spaces)": 4, 37; n counts them all, num keeps the first ones). */
typedef struct {
    int dflt;
    int n;
    int num[FOREIGN_NAME_NUMS];
} foreign_ap_name_t;
void foreign_ap_name(const char *text, foreign_ap_name_t *out);
/* The side a hexhex board's name states ("Hexhex 4 (37 spaces)": 4), -1. */
int foreign_ap_hexhex_side(const foreign_ap_name_t *nm);
/* The refusal of a variant: the forms accepted, with the game's ids and an
 * example name. */
void foreign_ap_unknown(const char *game, const char *text, const char *ids, const char *example, char *err,
                        size_t errlen);

/* Internal to the readers (foreign_ap.c, foreign_lg.c). */
int foreign_ap_read(const char *name, const char *text, foreign_list_t *out, int *skipped, char *err,
                    size_t errlen);
int foreign_lg_read(const char *name, const char *text, foreign_list_t *out, char *err, size_t errlen);
/* The site's texts of the moves in effect of s (a pie, for AbstractPlay,
 * left out and flagged; a start that the record's first moves set up,
 * written as those moves). 0, or -1 with a message. */
int foreign_export_moves(const session_t *s, foreign_format_t f, char ***out, int *nout, int *pie, char *err,
                         size_t errlen);
/* The record's first moves that set up s->level (the game's ap_start_out,
 * given the origin's moves when s was imported from AbstractPlay) and the
 * variant they belong to. 0, or -1 with a message. */
int foreign_start_moves(const session_t *s, char ***moves, int *nmoves, const char **variant, char *err,
                        size_t errlen);
/* Adds a site move text to fg; -1 out of memory. */
int foreign_add_move(foreign_game_t *fg, const char *text);
void foreign_game_free(foreign_game_t *fg);
/* The rules whose table names this AbstractPlay / Little Golem game, or NULL. */
const game_rules_t *foreign_rules_ap(const char *ap_name);
const game_rules_t *foreign_rules_lg(const char *lg_name);

#endif
