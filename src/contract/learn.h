/* How a game is taught and shown off: its rules pages, the captions of the
 * attract mode, the size it is demonstrated on. Plain data and functions
 * over the rules (no SDL), read by src/ui, filled in each game's folder
 * (src/games/<id>/<id>_learn.c); the rules table points at it. A field
 * left zero means the common default. */
#ifndef GAME_LEARN_H
#define GAME_LEARN_H

#include <stddef.h>

#include "core/event.h"
#include "core/game.h"

/* One page of the rules in plain words, written from docs/rules/. A page may
 * name a diagram: a level file under levels/ (its position, then its
 * scripted moves replayed in a loop). */
typedef struct {
    const char *title;      /* "Where to place" */
    const char *body;       /* paragraphs separated by '\n' */
    const char *diagram;    /* "churn/rules/removal.txt" under levels/, or NULL */
    const char *caption;    /* under the diagram */
    int targets;            /* 1: light the cells the player to move may take */
} rules_page_t;

typedef struct {
    const rules_page_t *pages;
    int npages;             /* 0: no book written */
} rules_book_t;

/* A book from a static array of pages. */
#define LEARN_BOOK(pages) {(pages), (int)(sizeof(pages) / sizeof((pages)[0]))}

/* How notable an attract-mode caption is: the attract mode shows the
 * stronger ones. */
enum {
    ATTRACT_NOTHING = 0,  /* nothing worth saying: out is "" */
    ATTRACT_MINOR = 1,    /* a pass, an axe, a chunk joined */
    ATTRACT_NOTABLE = 2,  /* a capture, a collision, several claims or groups at once */
    ATTRACT_DECISIVE = 3  /* the game is won or drawn */
};

typedef struct game_learn {
    int attract_side;     /* board side in the attract mode (0: the smallest) */
    int attract_players;  /* players in the attract mode (0: the fewest) */

    /* The rules pages, shown by the rules screen ({0}: none written). */
    rules_book_t rules;

    /* The attract mode's captions, read from a move's events; what every
     * game shares (a swap, a pass, shared wins) is said by the UI.
     *
     * caption: a move that leaves the game going, led from `before` to
     * `after` by `mover` with events ev; not called for a swap or a pass.
     * Returns an ATTRACT_ level and writes out (NULL: never notable). */
    int (*caption)(const game_t *g, const void *before, const void *after, const event_list_t *ev,
                   int mover, char *out, size_t n);
    /* win_caption: a move that won the game; winner is the sole winner, 0
     * when several share the win. Returns 1 after writing out, 0 for the
     * common line ("Red and Blue share the win!") (NULL: always that). */
    int (*win_caption)(const game_t *g, const void *after, const event_list_t *ev, int mover, int winner,
                       char *out, size_t n);
    /* The caption of a drawn game (NULL: "A draw: neither side can move.",
     * the safeguard of docs/rules/uknight.md and zumo.md). */
    const char *draw_caption;

    /* A turn that shows off the sound bank (soundcheck records it, the sound
     * tests check it): a level text and the move played from it (NULL: the
     * game has none; the first registered game with one is used). */
    const char *sound_scene;
    const char *sound_move;
} game_learn_t;

#endif
