/* How a game looks: the colours of its seats and board, and the few drawing
 * choices the board view and the screens make per game. Plain data read by
 * src/ui (no SDL), filled in each game's folder (src/games/<id>/<id>_look.c);
 * the rules table points at it. A field left zero means the common default,
 * so a new game fills only what it needs. */
#ifndef GAME_LOOK_H
#define GAME_LOOK_H

#include <stdint.h>

#include "core/game.h"

/* The game's own pieces are drawn with the drawing kit (src/draw), a layer
 * above this one: the hooks name its types by their tags only. */
struct canvas;
struct canvas_pt;
struct palette_piece;

/* The arcade hues a seat can have; the UI's palette holds their shades and
 * a colour-blind-safe variant of each. */
typedef enum {
    LOOK_HUE_RED = 0,
    LOOK_HUE_BLUE,
    LOOK_HUE_GREEN,
    LOOK_HUE_YELLOW,
    LOOK_HUE_WHITE,
    LOOK_HUE_BLACK,
    LOOK_HUE_CRIMSON,
} look_hue_t;

/* The game's accent in menus, panels and the board's tray: one of the UI
 * theme's neon colours (src/draw/theme.h holds their values). */
typedef enum {
    LOOK_ACCENT_NEON = 0,   /* none of its own: a neon picked by menu position */
    LOOK_ACCENT_CYAN,
    LOOK_ACCENT_MAGENTA,
    LOOK_ACCENT_AMBER,
    LOOK_ACCENT_LIME,
    LOOK_ACCENT_ORANGE,
    LOOK_ACCENT_VIOLET,
} look_accent_t;

/* The picture on the game's card in the game select screen: a board some
 * random turns in, seeded so it is the same every time. */
typedef struct {
    int side;               /* hexhex side; 0 (or out of range): the default for the players */
    int players;            /* 0: the fewest the game allows */
    int turns;              /* random turns played; 0: 10 */
    uint64_t seed;          /* 0: 1 */
} look_picture_t;

/* A scene of the render benchmark (hexshot --bench): the game's heaviest
 * frame to draw, measured with and without the score panel. */
typedef struct {
    const char *level;      /* under the data folder; NULL: the game is not benched */
    long turns;             /* random turns played from it */
    const char *pick;       /* then a move with this event ("push"), NULL: none */
    int animate;            /* frames step through that move's animation */
    const char *label, *label_scores; /* the output's row names, without and with scores */
} look_bench_t;

typedef struct game_look {
    int own_hues;                       /* 0: red, blue, green, yellow */
    look_hue_t seat[GAME_MAX_PLAYERS];  /* colour of player 1..4 */
    int light_field;                    /* a bluer, lighter board, so dark pieces read */
    look_accent_t accent;
    /* Board drawing the rules call for. */
    int lone_rings;          /* a stone with no neighbour of its colour wears a dashed ring at
                                rest (Wunchunk's crumbs) */
    int outline_groups;      /* every group of two or more stays outlined in its colour
                                (Wunchunk's chunks) */
    /* The game's own pieces, drawn in its folder with the drawing kit; NULL:
     * the piece does not occur. */
    void (*alt_piece)(struct canvas *c, float x, float y, float r,
                      const struct palette_piece *pc);  /* a piece in its second form (PIECE_ALT,
                                                      VIEW_ALT): a second stone image */
    void (*site_piece)(struct canvas *c, float x, float y, float r,
                       const struct palette_piece *pc); /* a piece standing in a hole (PIECE_SITE) */
    void (*region)(struct canvas *c, const struct canvas_pt *poly, int n,
                   const struct palette_piece *pc);     /* a cell's region owned by a seat
                                                      (EVENT_SCENE_OWN, view owner) */
    int quick_groups;        /* a group is shown after every stone: a short, faint pulse with
                                no size popping out (EV_GROUP 0.38 s instead of 0.85 s) */
    int side_bands;          /* seat 1 joins top and bottom, seat 2 left and right: bands in the
                                board's margin say so */
    float place_s;           /* seconds a placement takes at 1x; 0: 0.32 */
    look_picture_t picture;
    look_bench_t bench;
} game_look_t;

/* The game's look; a game without a table gets the all-defaults one. */
const game_look_t *game_look(const game_rules_t *r);

#endif
