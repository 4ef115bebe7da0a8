/* The game rules interface. Each game in src/games exports one game_rules_t;
 * everything else (session, AI, tools, UI) knows a game only through it.
 *
 * A game's state is a plain struct of rules->state_size bytes whose first
 * member is a game_head_t; states are copied with memcpy (no pointers inside),
 * so history, undo and AI search copy them freely. Board geometry and options
 * live in the game_t, shared by every state of that game.
 *
 * A turn is a sequence of actions: a Churn turn is one ACT_PLACE; a Zumo turn
 * is ACT_PLACE, then ACT_PUSH units, then ACT_END; a Wunchunk turn is up to
 * allotment ACT_PLACEs then ACT_END. ACT_PASS and ACT_SWAP are whole turns.
 * head.in_turn counts the actions of the turn under way (0 between turns). A
 * move (move_t) is the actions of one whole turn; the final ACT_END may be left
 * out, game_apply_move adds it. */
#ifndef GAME_H
#define GAME_H

#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/event.h"
#include "core/level.h"
#include "core/rng.h"

#define GAME_MAX_PLAYERS 4
#define GAME_MAX_OPTIONS 6
#define MOVE_MAX_ACTIONS 128
#define MOVE_TEXT_MAX 1024
#define GAME_ERR_MAX 256
#define GAME_SCORE_MAX 256 /* a Wunchunk profile on side 8 can be long */

typedef enum { GAME_ONGOING = 0, GAME_WIN, GAME_DRAW } game_status_t;

typedef enum {
    ACT_NONE = 0,
    ACT_PLACE,   /* a = cell (site for ConHex); player = colour of the stone */
    ACT_MOVE,    /* a -> b (Uknight knight move) */
    ACT_THROW,   /* axe from a along direction b (0..5) */
    ACT_PUSH,    /* push the stone on a (cell at the turn's push start) n units */
    ACT_CLEANUP, /* Uknight clean-up */
    ACT_PASS,
    ACT_SWAP,
    ACT_END      /* end the turn */
} action_kind_t;

typedef struct {
    int8_t kind;     /* action_kind_t */
    int8_t player;
    int16_t a, b;
    int16_t n;
} action_t;

typedef struct {
    int n;
    action_t a[MOVE_MAX_ACTIONS];
} move_t;

/* Common first member of every game state. */
typedef struct {
    int8_t to_move;   /* 1..players */
    int8_t status;    /* game_status_t */
    uint8_t winners;  /* bit p-1 set for each winner (a shared win sets several) */
    int8_t swapped;   /* the pie rule was taken: seats exchanged colours */
    int8_t no_swap;   /* position loaded from a level: swap is never offered */
    int8_t passes;    /* consecutive passes */
    int16_t in_turn;  /* actions taken in the turn under way */
    int32_t ply;      /* whole turns played since set-up */
} game_head_t;

/* Options are on/off switches, given as key=on|off. */
typedef struct {
    const char *key;    /* "partial-push" */
    const char *label;  /* "Partial pushes" (menus) */
    const char *help;   /* one line */
    int def;
} game_option_t;

typedef struct {
    int side;                   /* hexhex side; 0 for ConHex */
    int players;
    int opt[GAME_MAX_OPTIONS];  /* indexed as rules->options */
} game_setup_t;

struct game_rules;
/* What else makes a game, each defined by the layer that reads it and
 * filled in by the game's own folder (src/games/<id>/): the AI's knowledge
 * and level tuning (src/ai), and how the game looks, speaks and is taught
 * (src/contract/look.h, words.h, learn.h, read by the UI), how it animates its
 * own verbs (src/games/present.h) and what its
 * previews ask beyond the events (src/contract/preview.h), and how its moves
 * are written on other sites (src/core/foreign.h), and how a turn is
 * played through the mid-end (src/core/match.h). Any may be NULL. */
struct ai_know;
struct ai_tune;
struct game_look;
struct game_words;
struct game_learn;
struct game_preview;
struct game_foreign;
struct game_present;
struct game_turn;
struct preview_option;

typedef struct game {
    const struct game_rules *rules;
    game_setup_t setup;
    board_t board;
    char data_dir[512];         /* where levels/ lives */
} game_t;

/* What the renderer shows of a state. */
#define VIEW_ALT 0x10   /* or'ed into a cell's player number: the piece's second form (PIECE_ALT) */
typedef struct {
    uint8_t cell[BOARD_MAX_CELLS];   /* 0 empty, else player | VIEW_ALT */
    uint8_t owner[BOARD_MAX_CELLS];  /* ConHex: the claiming player, 0 none */
    uint8_t site[BOARD_MAX_SITES];   /* ConHex: peg owner, 0 none */
    uint8_t mark[BOARD_MAX_CELLS];   /* cells touched by the turn under way */
} game_view_t;

/* A player's score card beside the board, as the rules count it on a
 * picture of the board (rules->card). */
#define GAME_CARD_LINE 64
typedef struct {
    int count;                  /* the big number */
    const char *word;           /* its word under it, in capitals ("GROUPS") */
    char line[GAME_CARD_LINE];  /* the small line under the name; "": none */
    int track;                  /* pips lit on the card's score track; -1: no track */
    int hand;                   /* pieces the player may place in this turn, shown in
                                   hand while he is to move; -1: none */
} game_card_t;

typedef struct game_rules {
    const char *id;                  /* lower-case, as in levels/<id>/ */
    const char *name;                /* "Zumo" */
    const char *pitch;               /* one line for the game select screen */
    const char *const *colour_names; /* [0] = player 1 */
    board_kind_t board_kind;
    const board_sites_t *sites;      /* BOARD_SITES: the board of holes, as data */
    int min_side, max_side;          /* hexhex sides offered */
    int min_players, max_players;
    int (*default_side)(int players);
    const game_option_t *options;    /* options[0] is always "pie" */
    int noptions;
    size_t state_size;

    /* Set st from a parsed level (board rows, to-move, phase); 0 or -1 with a
     * message. The level's game, size and players already match g. */
    int (*init)(const game_t *g, void *st, const level_t *lv, char *err, size_t errlen);
    /* The actions legal now, within the turn under way; returns the count
     * (at most max). Includes ACT_END when the turn may end here. */
    int (*actions)(const game_t *g, const void *st, action_t *out, int max);
    /* Apply one action, recording events (ev may be NULL). On an illegal
     * action returns -1 with the reason in the words of the rule; st is then
     * unspecified (callers apply to a copy). */
    int (*act)(const game_t *g, void *st, const action_t *a, event_list_t *ev, char *err,
               size_t errlen);
    /* All legal whole turns from a state between turns, canonical, in any
     * order; returns the count, or -1 when there are more than max. */
    int (*moves)(const game_t *g, const void *st, move_t *out, int max);
    /* Notation <-> move. parse checks syntax and names (not legality) and
     * returns -1 with a message; format writes the canonical form. */
    int (*parse)(const game_t *g, const void *st, const char *text, move_t *m, char *err,
                 size_t errlen);
    void (*format)(const game_t *g, const void *st, const move_t *m, char *buf, size_t n);
    /* One character per cell (hexhex) or per site (ConHex), for board text. */
    void (*board_chars)(const game_t *g, const void *st, char *chars);
    /* The score line of a player (engine protocol `score`); returns the count. */
    int (*score)(const game_t *g, const void *st, int player, int *out, int max);
    void (*view)(const game_t *g, const void *st, game_view_t *v);
    /* A short HUD line ("Phase 1 - axes 2 of 6"); may be empty. */
    void (*status_text)(const game_t *g, const void *st, char *buf, size_t n);
    /* Play one random legal whole turn fast (no events); -1 if none. */
    int (*random_turn)(const game_t *g, void *st, rng_t *rng);
    /* Optional: random whole turns from a position between turns until the
     * game ends or `cap` turns are played, as random_turn would play them
     * (the same distribution of games); returns the turns played. A game
     * whose playouts are its AI's hot loop writes one kernel here;
     * game_playout falls back on random_turn. */
    long (*playout)(const game_t *g, void *st, rng_t *rng, long cap);
    /* The position editor (core/editpos.h): the board-text characters a
     * cell (ConHex: a site) may hold, '.' first, in the order a click
     * cycles them (Uknight's doubles "A" "B"); NULL: '.' and the digits of
     * the players. */
    const char *piece_chars;
    /* How many phases a level's `phase:` may give (Uknight 2); 0: none.
     * phase_of reads a state's phase as `phase:` writes it. */
    int phases;
    int (*phase_of)(const void *st);

    /* A player's clock ran out (core/clock.h): what that does to st, a
     * position between turns. NULL: the common default, game_flag_loses
     * (that colour loses, every other colour wins). Wunchunk with 3-4
     * players lets the game go on, the flagged colour passing. */
    void (*flag_fall)(const game_t *g, void *st, int colour);
    /* Optional: by how much the winner of a game won on the board won, in
     * the game's own count (the engine protocol's final_score "B+3"), or
     * -1 when this end has none. NULL: the game's ends have no margin (a
     * connection, a push off the board). */
    int (*margin)(const game_t *g, const void *st);

    /* Optional: the score card of a player for the board v shows (a view
     * the rules made, or one the animation has part-way through a move, so
     * the card counts as the pieces land); st is the state v rests on, or
     * NULL mid-move. NULL: a short card with the player's stones. */
    void (*card)(const game_t *g, const game_view_t *v, const void *st, int player,
                 game_card_t *out);
    /* Optional: where an action of the game's own kinds is chosen on the
     * board and how the board marks it before a click (core/preview.h: the
     * option's target, source, dest and mark), from the events ev it
     * records on a copy. NULL, or the option left alone: a placement is
     * chosen on its cell, any other action off the board. */
    void (*locate)(const game_t *g, const event_list_t *ev, struct preview_option *o);

    const struct ai_know *know;
    const struct ai_tune *tune;
    const struct game_look *look;
    const struct game_words *words;
    const struct game_learn *learn;
    const struct game_preview *preview;
    const struct game_foreign *foreign;
    /* The game's own verbs (EV_GAME sub-kinds, core/event.h) and how the
     * board draws them (src/games/present.h); NULL: it has none. */
    const event_verbs_t *verbs;
    const struct game_present *present;
    /* The turn's policy for the mid-end (core/match.h): where the game's
     * own actions are picked on the board, when a turn ends by itself. */
    const struct game_turn *turn;
} game_rules_t;

/* The games a program knows, in menu order. The list is made above the
 * core (src/games/registry.c names every game's table) and handed down
 * once, before main, so the core looks games up without calling a layer
 * above it. */
typedef struct game_catalog {
    const game_rules_t *const *games;
    int n;
} game_catalog_t;
void game_catalog_set(const game_catalog_t *c);
/* The games handed down (0 and NULL before): by menu position, by id. */
int game_count(void);
const game_rules_t *game_by_index(int i);
const game_rules_t *game_by_id(const char *id);

/* Set-up from key=value words ("size=8 players=3 pie=off"); unknown keys and
 * bad values are errors. Starts from the defaults. */
void game_setup_default(const game_rules_t *r, game_setup_t *s, int players);
int game_setup_parse(const game_rules_t *r, game_setup_t *s, const char *words, char *err,
                     size_t errlen);
int game_option_index(const game_rules_t *r, const char *key);
/* "pie=on partial-push=off" for every option. */
void game_setup_format_options(const game_rules_t *r, const game_setup_t *s, char *buf, size_t n);

/* A game: rules + set-up + board. data_dir holds levels/ (NULL: found by
 * game_data_dir). NULL with a message on a bad set-up. */
game_t *game_new(const game_rules_t *r, const game_setup_t *s, const char *data_dir, char *err,
                 size_t errlen);
void game_free(game_t *g);
void *game_state_new(const game_t *g);  /* zeroed, state_size bytes */
static inline const game_head_t *game_head(const void *st) { return (const game_head_t *)st; }

/* The start level file of a set-up: levels/<id>/start-s<side>-p<players>.txt
 * (ConHex: levels/conhex/start-p2.txt). */
void game_start_level_path(const game_t *g, char *buf, size_t n);
/* Set st to the standard start position (read from its level file). */
int game_start(const game_t *g, void *st, char *err, size_t errlen);
/* Set st from a level (applying g's set-up); checks the level matches g. */
int game_init_level(const game_t *g, void *st, const level_t *lv, char *err, size_t errlen);
/* Make a game and its state from a level file's own game/size/players/options,
 * with extra option words applied on top. */
game_t *game_from_level(const level_t *lv, const char *data_dir, const char *extra, void **st,
                        char *err, size_t errlen);

/* Apply a whole move to st (events to ev, may be NULL). On error st and ev
 * are unchanged and err says why. */
int game_apply_move(const game_t *g, void *st, const move_t *m, event_list_t *ev, char *err,
                    size_t errlen);
/* Parse then apply; on success canon (if not NULL) gets the canonical text. */
int game_play(const game_t *g, void *st, const char *text, event_list_t *ev, char *canon,
              size_t canon_n, char *err, size_t errlen);
/* Apply one action to st on a copy: st unchanged on error. */
int game_act(const game_t *g, void *st, const action_t *a, event_list_t *ev, char *err,
             size_t errlen);
/* Canonical texts of all legal moves, sorted in byte order, joined by single
 * spaces into a heap string; NULL with "too many" when over max moves. */
char *game_legal_moves_text(const game_t *g, const void *st, int max, int *count, char *err,
                            size_t errlen);
/* Board text of a state (docs/rules/conventions.md 0.2). */
size_t game_board_text(const game_t *g, const void *st, char *buf, size_t n);
/* "ongoing", "winner 1 [2 ...]" or "draw". */
void game_result_text(const void *st, char *buf, size_t n);
int game_is_over(const void *st);
/* Random whole turns until the end or `cap` turns (rules->playout, else
 * random_turn one after another); the turns played. */
long game_playout(const game_t *g, void *st, rng_t *rng, long cap);

/* Colour's time ran out in st (between turns, game going on): the game's
 * flag_fall, or game_flag_loses. -1 when the game is over, a turn is under
 * way or colour is not a player. */
int game_flag_fall(const game_t *g, void *st, int colour, char *err, size_t errlen);
/* The common flag fall: colour loses, every other colour wins. */
void game_flag_loses(const game_t *g, void *st, int colour);
/* A game ended off the board, as the sites end one (between turns, game
 * going on): colour resigned or lost on the site's clock (colour loses,
 * every other colour wins, in every game: AbstractPlay's rule), or, with
 * colour 0, the players agreed a draw. -1 with a message when the game is
 * over, a turn is under way or colour is not a player. */
int game_end_off_board(const game_t *g, void *st, int colour, char *err, size_t errlen);

/* Shared helpers for the rules files. */
int game_swap_legal(const game_t *g, const void *st);
/* The pie rule: marks the swap, passes the turn to nobody (colour 2 stays to
 * move), records EV_SWAP. Callers check game_swap_legal first. */
void game_apply_swap(const game_t *g, void *st, event_list_t *ev);
/* Ends a whole turn: ply+1, in_turn 0, next player to move. */
void game_next_turn(const game_t *g, void *st);
/* Option value by key for g (0 when the game has no such option). */
int game_opt(const game_t *g, const char *key);
/* Parse helpers: skip blanks; compare a word case-insensitively. */
const char *game_skip_blanks(const char *s);
int game_word_is(const char *s, const char *word, int *len);

/* Where data (levels/, fonts/, assets/) lives: $HEXARCADE_DATA, the tree the
 * binary was built in, or the installed share directory. */
const char *game_data_dir(char *buf, size_t n, const char *argv0);
/* The same, with why that folder was chosen in why ("from $HEXARCADE_DATA",
 * "no levels/ next to the program (...) nor here: the built-in default"). */
const char *game_data_dir_why(char *buf, size_t n, const char *argv0, char *why, size_t whylen);
/* Appends " [data folder DIR: WHY]" to msg when it names a path in DIR and
 * has no such note yet, so a missing font or level says where it was
 * looked for and why there (issue 23). */
void game_data_note(char *msg, size_t n, const char *dir, const char *why);

#endif
