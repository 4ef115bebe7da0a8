/* Events: what a move did, for the renderer to animate without knowing the
 * rules. Events of the same beat play together; the next beat starts after.
 *
 * The kinds here are the ones several games emit (tests/suite_layout.sh
 * checks it); a verb of one game is EV_GAME with a sub-kind its own folder
 * defines (see event_verb_t below and docs/adding-a-game-verbs.md). */
#ifndef EVENT_H
#define EVENT_H

#include <stdint.h>

typedef enum {
    EV_PLACE = 1,  /* piece dropped on cell (or site): player, piece */
    EV_REMOVE,     /* piece taken off cell (group removal, clean-up) */
    EV_GROUP,      /* cell belongs to highlighted group aux of size value */
    EV_SCORE,      /* player's score changed to value */
    EV_CHAIN,      /* cell is part of the winning feature */
    EV_PASS,       /* player passed */
    EV_SWAP,       /* the seats exchanged colours */
    EV_WIN,        /* game over; value = winner bitmask (0: draw) */
    EV_GAME        /* a game's own verb: sub names it in the game's verb table (event_verbs_t) */
} event_kind_t;

/* Piece kinds in events and views: a stone; a stone in the game's second
 * form (its look's alt_piece draws it: Uknight's double); a piece standing
 * in a hole of a board of holes (cell = the site; its look's site_piece). */
enum { PIECE_STONE = 0, PIECE_ALT = 1, PIECE_SITE = 2 };

/* Sound cues the audio layer plays for an event. */
typedef enum {
    SND_NONE, SND_PLACE, SND_SLIDE, SND_SUCTION, SND_THUD, SND_FIZZ,
    SND_SMASH, SND_DROP, SND_WHOOSH, SND_THWACK, SND_RECOLOUR, SND_CHIME,
    SND_REMOVE, SND_FANFARE, SND_REFUSE, SND_MENU, SND_CLOCK, SND_COUNT
} sound_cue_t;

typedef struct {
    uint8_t kind;    /* event_kind_t */
    uint8_t beat;
    int8_t player;
    int8_t piece;
    uint8_t sound;   /* sound_cue_t */
    uint8_t sub;     /* EV_GAME: the verb, an index into the game's verb table */
    int16_t cell, cell2;
    int32_t value, aux;
} event_t;

typedef struct {
    event_t *ev;
    int n, cap;
    int beat;        /* beat given to the next events */
    int failed;      /* an allocation failed: the list is incomplete */
} event_list_t;

void event_list_init(event_list_t *l);
void event_list_free(event_list_t *l);
void event_list_clear(event_list_t *l);
int event_list_copy(event_list_t *dst, const event_list_t *src);
/* Appends an event at the current beat; l may be NULL (nothing recorded,
 * as in AI playouts). */
void event_add(event_list_t *l, event_kind_t kind, int player, int cell, int cell2,
               int value);
/* As event_add, with every field given. */
void event_add_full(event_list_t *l, const event_t *e);
/* Starts the next beat, unless the current one is still empty. */
void event_beat(event_list_t *l);
int event_beats(const event_list_t *l);
sound_cue_t event_default_sound(event_kind_t kind);
const char *event_kind_name(event_kind_t kind);

/* A game's own verbs. Core keeps only the kinds several games emit; a verb
 * of one game is an EV_GAME event whose sub indexes that game's verb table
 * (its rules' `verbs`, defined in its folder), which says how the verb is
 * named, heard, timed and what it leaves on the board, so the timeline,
 * the scene, the sounds and the tools read it without knowing the game. */
typedef enum {
    EVENT_SCENE_VACATE = 1 << 0,      /* the piece on cell leaves it */
    EVENT_SCENE_MOVE = 1 << 1,        /* the piece on cell (as the beat began) goes to cell2 */
    EVENT_SCENE_SET = 1 << 2,         /* cell holds the event's piece (player, piece) */
    EVENT_SCENE_OWN = 1 << 3,         /* cell's region becomes player's */
    EVENT_SCENE_ACTOR = 1 << 4,       /* its actor draws the piece on cell while it plays */
    EVENT_SCENE_ALT_ON = 1 << 5,   /* the piece on cell, if any, takes its second form (VIEW_ALT) */
    EVENT_SCENE_ALT_OFF = 1 << 6,  /* the piece on cell is in its first form again */
} event_scene_t;

/* How the engine preview (core/preview.h, hexgtp) writes a verb: "WORD ..." */
typedef enum {
    EVENT_TEXT_NONE = 0,  /* drawing only: not written */
    EVENT_TEXT_SET,       /* a run of them as one line: "WORD p cell cell ..." */
    EVENT_TEXT_CELL,      /* "WORD p cell" */
    EVENT_TEXT_CELLS,     /* "WORD p cell cell2" */
    EVENT_TEXT_TO,        /* "WORD p cell cell2", "off" for cell2 -1 */
    EVENT_TEXT_OFF,       /* "WORD p cell off" */
    EVENT_TEXT_PLAYER,    /* "WORD p value" */
    EVENT_TEXT_VALUE,     /* "WORD value" */
} event_text_t;

/* The cell of a verb the board rings as part of the last move. */
typedef enum { EVENT_MARK_NONE = 0, EVENT_MARK_CELL, EVENT_MARK_CELL2 } event_mark_t;

typedef struct {
    const char *name;     /* "claim": event names (hexshot --pick KIND, --at-event KIND) */
    const char *word;     /* the engine preview's word (NULL: name), written as text says */
    uint8_t text;         /* event_text_t */
    uint8_t sound;        /* sound_cue_t it is emitted with */
    uint8_t scene;        /* event_scene_t flags: how it changes the board at rest */
    uint8_t mark;         /* event_mark_t */
    uint8_t aims;         /* it shows where the action it comes of lands: from cell (to cell2) */
    uint8_t chosen_by;    /* event_mark_t: its cell that names the move it comes of in words
                             (words_move_cell: where a leap lands, the stone a push moves) */
    uint16_t preview;     /* core/preview.h PREVIEW_* flags it raises in a move's summary */
    float dur, delay;     /* seconds at 1x; delay: after its beat begins */
} event_verb_t;

typedef struct event_verbs {
    const event_verb_t *v;  /* indexed by sub */
    int n;
} event_verbs_t;

/* Event e's verb in vs: NULL unless e is EV_GAME with a sub vs defines. */
const event_verb_t *event_verb(const event_verbs_t *vs, const event_t *e);
/* An event's name: the shared kind's, or its game verb's ("?" unknown). */
const char *event_name(const event_verbs_t *vs, const event_t *e);
/* Appends an EV_GAME event of verb sub with the verb's sound. */
void event_add_verb(event_list_t *l, const event_verbs_t *vs, int sub, int player, int cell, int cell2,
                    int value);

#endif
