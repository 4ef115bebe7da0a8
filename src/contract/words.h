/* What a game says: the nouns of its counters, its prompts and the words
 * of its results, and the shape of a turn the screens build buttons for.
 * Plain data and functions over the rules (no SDL), read by src/ui, filled
 * in each game's folder (src/games/<id>/<id>_words.c); the rules table
 * points at it. A field left zero means the common default. */
#ifndef GAME_WORDS_H
#define GAME_WORDS_H

#include <stddef.h>

#include "core/game.h"

/* A move said in words (words_move.c): its clauses, each its own text,
 * joined with ", " and a last " and ". The shared words say placements,
 * passes, swaps and removals; a game's own verbs add theirs through its
 * words' say_own with the helpers below. */
#define WORDS_SAY_CLAUSES 40
#define WORDS_SAY_CLAUSE 320
typedef struct words_say {
    const game_t *g;
    const char *const *names;  /* the colour names, 0-based */
    int viewer;                /* "your" pieces' colour, 0 none */
    int mover;                 /* the colour to move */
    int sites;                 /* the move placed in a hole of a board of holes */
    int n;                     /* clauses so far */
    char clause[WORDS_SAY_CLAUSES][WORDS_SAY_CLAUSE];
} words_say_t;

/* Where a game's own clauses (and its gist) go: before the shared
 * removals or after them. */
typedef enum { WORDS_BEFORE_REMOVALS = 0, WORDS_AFTER_REMOVALS } words_order_t;

/* A new clause (printf-style); nothing when the clauses are full. */
void words_say_clause(words_say_t *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* More of the last clause. */
void words_say_put(words_say_t *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "A, B and C" of the cells in c[0..k), at most three by name. */
void words_say_cells(words_say_t *s, const int *c, int k);
/* Whose piece: "your", "its own" (the mover's, told to another), "Red's". */
void words_say_owner(words_say_t *s, int owner);
/* A cell's name, "?" when out of range. */
const char *words_cell_name(const game_t *g, int cell);
/* n of a thing in words: "<verb>a cell" / "<verb>3 cells". */
void words_count(char *buf, size_t n, int k, const char *one, const char *many, const char *verb);

#define WORDS_MAX_SCORES 3

/* The turn under way as a prompt sees it: the UI fills it from its turn
 * builder (game over and the AI's turn are the UI's own lines, so a prompt
 * is only asked on a person's turn; on the swap turn the UI puts the pie
 * rule's words before it). */
typedef struct words_turn {
    int actions;    /* actions taken so far this turn */
    unsigned legal; /* bit k set: an action of kind k (action_kind_t) is legal now */
    int only_end;   /* the only legal action left is to end the turn */
    int selected;   /* the selected piece's cell, -1 none */
    int players;    /* players in the game */
} words_turn_t;

/* Is an action of this kind legal now? */
static inline int words_can(const words_turn_t *t, action_kind_t kind) { return (t->legal >> kind) & 1u; }

/* How a finished game came out, for the words of a result. */
typedef struct words_result {
    int winner;     /* the (first) winning colour, 1-based; 0 a draw */
    int shared;     /* more than one colour shares the win */
    /* The colour names as the screen shows them, [1] = player 1. */
    const char *colour[GAME_MAX_PLAYERS + 1];
} words_result_t;

typedef struct game_words {
    /* The counters of the engine's score line shown per player in the
     * side panel, singular and plural ("chunk", "chunks"). */
    int nscores;
    const char *score_one[WORDS_MAX_SCORES], *score_many[WORDS_MAX_SCORES];
    /* Column heads of the result screen's table (NULL: none). */
    const char *result_head[WORDS_MAX_SCORES];

    /* What a piece placed in a hole of a board of holes is called ("peg";
     * NULL: "piece"). */
    const char *site_noun;

    /* A player places stones of any colour (Wunchunk): a move's words
     * name the colour of every stone, its mover's own too. */
    int any_colour;

    /* The shape of a turn, for the buttons the screens show. */
    int multi_action;   /* a turn holds several actions: a Confirm button ends it */
    int pass_button;    /* passing is an ordinary move: the Pass button always shows */
    /* A whole-turn action of the game's own whose button always shows
     * (Uknight's clean-up; kind 0: none): its action kind, the button's
     * label, its name in test scripts ("@cleanup"), and why it is refused
     * when not legal now, on the play screen and in a lesson. */
    struct {
        int kind;
        const char *label, *name, *refused, *refused_lesson;
    } own;

    /* What to do now on a person's turn, into buf (NULL: "Your move."). */
    void (*prompt)(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n);
    /* How the game in st was won (or drawn), one sentence for the result
     * screen, into how (NULL, or nothing written: no line). */
    void (*result_how)(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n);
    /* The win banner's subtitle, into sub (NULL, or nothing written: none;
     * a draw then says "Both players passed"). */
    void (*banner_sub)(const game_t *g, const void *st, const words_result_t *r, char *sub, size_t n);
    /* A puzzle's goal line for the colour to move, by kind (ai_puzzle.h's
     * numbering: 1 win in one, 2 win in two, 3 the only defence, 4 a study),
     * into buf (NULL, or nothing written: the common line). */
    void (*puzzle_goal)(const game_t *g, int colour, int kind, char *buf, size_t n);
    /* Its own verbs (EV_GAME events of its verb table) in a move's words,
     * from the move's events ev[0..n): the clauses that go at `at`
     * (words_say_clause); NULL: they are not told. */
    void (*say_own)(words_say_t *s, const event_t *ev, int n, words_order_t at);
    /* The most telling thing its own verbs in ev[0..n) do, of those ranked
     * at `at` ("a push off the edge"), into buf: 1, or 0 when none. */
    int (*gist_own)(const game_t *g, const event_t *ev, int n, words_order_t at, char *buf, size_t len);
    /* Why a move lost (ai_review_why.h): after it colour who wins at once
     * with win, played from `from` (who to move); missed: that win was
     * there before the move too. A clause for the mover `viewer` ("your
     * stone at C7 can be pushed off the edge at once"), into buf; NULL, or
     * nothing written: the common words with the AI's threat noun. */
    void (*threat_why)(const game_t *g, const void *from, const move_t *win, int who, int viewer, int missed,
                       char *buf, size_t n);
} game_words_t;

/* The game's words, or the common defaults when it has none. */
const game_words_t *game_words_of(const game_rules_t *r);

/* A puzzle's goal line ("Blue to play and win at once."): the game's
 * words where it has them, else the common line of the kind. */
void words_puzzle_goal(const game_t *g, int colour, int kind, char *buf, size_t n);

/* What a whole move from st does beyond placing, in a few words from its
 * events, the most telling first ("a push off the edge", "claims 3 cells",
 * "takes off 2 stones", "an axe throw"), into buf; "" when it only places
 * (or passes, or is refused). */
void words_move_gist(const game_t *g, const void *st, const move_t *m, char *buf, size_t n);
/* The events move m would make from st, in *ev (initialised here): 0, or
 * -1 with *ev empty and freed when the move cannot be previewed. */
int words_move_events(const game_t *g, const void *st, const move_t *m, event_list_t *ev);
/* A whole move from st in plain words, from its events, as a clause whose
 * subject comes before it ("places at E5 and pushes White's stone at C7
 * off the edge", "places Red at F7, Green at I8", "leaps from D4 to G5
 * and captures the piece at G5", "passes"). Pieces of colour viewer are
 * "your" (0: none); names are the colour names, 0-based (NULL: the
 * rules'). "" when the move is refused. */
void words_move_say(const game_t *g, const void *st, const move_t *m, int viewer, const char *const *names,
                    char *buf, size_t n);
/* The cell (ConHex: hole) a move is chosen by, from its events: its first
 * placement, leap or throw target, or pushed stone. 1, or 0 (buf "") when
 * it has none (a pass, a swap, a refused move). */
int words_move_cell(const game_t *g, const void *st, const move_t *m, char *buf, size_t n);
/* Each player's first count in the game's words: "Red 12 cells to Blue
 * 9" (two players), "Red 5 chunks, Blue 6, Green 4"; with a viewer (a
 * colour, 0 none) theirs first: "your 4 chunks to Red's 8" (names
 * 0-based, NULL: the rules'). */
void words_counts(const game_t *g, const void *st, int viewer, const char *const *names, char *buf, size_t n);
/* A puzzle's title from its kind (as words_puzzle_goal) and answers:
 * "Win in one: a push off the edge", "Defend: the only move, claims a
 * cell", "Defend: 2 moves hold". 1, or 0 when nothing tells the puzzle
 * apart (a win whose answer only places: buf is then "Win in two"). */
int words_puzzle_title(const game_t *g, const void *st, int kind, const move_t *ans, int nans, char *buf,
                       size_t n);

/* "<head>: Red 12  · Blue 14": each player's first count (for a banner). */
void words_score_line(const game_t *g, const void *st, const words_result_t *r, const char *head, char *buf,
                      size_t n);

/* A refusal as a player reads it: the engine's message without the game's
 * name in front ("Zumo: E5 is occupied" -> "E5 is occupied"; the tools keep
 * it), into buf with its first letter capitalised. */
void words_refusal(const game_rules_t *r, const char *err, char *buf, size_t n);

#endif
