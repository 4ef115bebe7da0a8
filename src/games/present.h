/* A game's presenter: how the board animates the game's own verbs (its
 * EV_GAME sub-kinds, core/event.h), written in the game's folder
 * (src/games/<id>/<id>_present.c) and pointed at by its rules table. Plain
 * C, no SDL: it draws through the drawing kit (src/draw) and a board
 * context the board view hands it, so the board view draws a game's verb
 * without knowing the game.
 *
 * Timing, sound and what a verb leaves on the board at rest are data, in
 * the game's verb table (event_verb_t); the presenter draws the moment. */
#ifndef GAME_PRESENT_H
#define GAME_PRESENT_H

#include "core/game.h"
#include "draw/canvas.h"
#include "draw/palette.h"

typedef struct present_board present_board_t;

/* The board as the presenter sees it this frame. Positions are pixels and
 * already carry the screen shake unless said otherwise. */
struct present_board {
    void *view;                 /* the board view: the callbacks' own (opaque) */
    const game_t *g;
    const board_t *b;
    float scale;                /* one board unit, pixels */
    float stone_r;              /* a stone's radius, pixels */
    float shake_x, shake_y;     /* this frame's screen shake, pixels */
    const event_t *ev;          /* the move's events under way */
    int n;
    int first, last;            /* the beat under way: events [first, last) */
    double clock;               /* the timeline's clock, seconds */
    const uint8_t *beat0_cell;  /* the board's pieces as the beat began */
    canvas_colour_t accent;     /* the board's accent (banners) */

    canvas_pt_t (*cell_px)(const present_board_t *pb, int cell);
    canvas_pt_t (*site_px)(const present_board_t *pb, int site);
    canvas_pt_t (*hex_px)(const present_board_t *pb, double col, double row);
    /* A cell's corners, without the shake; returns how many. */
    int (*cell_corners)(const present_board_t *pb, int cell, canvas_pt_t *out);
    const palette_piece_t *(*pcol)(const present_board_t *pb, int player);
    /* Event j's progress 0..1 at the clock; has it started? */
    float (*progress)(const present_board_t *pb, int j);
    int (*started)(const present_board_t *pb, int j);
    /* A piece (code: player | VIEW_ALT) at (x, y): scale resizes it,
     * lift 0..1 raises it off its shadow; flip squeezes it across to sx. */
    void (*piece)(const present_board_t *pb, canvas_t *c, float x, float y, int code, float scale, float lift,
                  float alpha);
    void (*piece_flip)(const present_board_t *pb, canvas_t *c, float x, float y, int code, float sx, float alpha);
    void (*glow)(const present_board_t *pb, canvas_t *c, float x, float y, float r, canvas_colour_t col);
    /* cell's region owned by player, in the game's look (lit: the bright one) at alpha. */
    void (*region)(const present_board_t *pb, canvas_t *c, int cell, int player, int lit, float alpha);
    /* A soft ring of the player's glow round a piece. */
    void (*halo)(const present_board_t *pb, canvas_t *c, float x, float y, int player, float alpha);
    /* A banner across the board (title, sub line) as u runs 0..1, if the
     * player has banners on. */
    void (*banner)(const present_board_t *pb, canvas_t *c, float u, const char *title, const char *sub,
                   canvas_colour_t col);
    /* A short label centred on p: ink with an outline and a glow of col. */
    void (*label)(const present_board_t *pb, canvas_t *c, canvas_pt_t p, const char *text, canvas_colour_t col,
                  canvas_colour_t ink);
    /* A text size snapped to the board's ladder of sizes (a font is
     * opened per pixel size: an animated size must not ask for a new one
     * every frame). */
    float (*text_px)(float px);
};

typedef struct game_present {
    /* Draws event i (e, one of the game's verbs) at its progress u (0..1)
     * in a pass: 0 under the pieces at rest, 1 over them, 2 banners. The
     * same u draws the same picture whichever way the clock runs (undo). */
    void (*draw)(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u, int pass);
    /* Draws event i of a shared kind (e->kind) its own way instead of
     * the board view's common actor; returns 1 when it takes the event
     * (drawn or not in this pass), 0 to leave it to the common actor.
     * NULL: the common actors for all. */
    int (*draw_shared)(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u, int pass);
    /* Draws event i after its beat is over while the move still plays
     * (a count that stays up); NULL: nothing. */
    void (*linger)(const present_board_t *pb, canvas_t *c, int i, const event_t *e, int pass);
    /* Draws e (one of its verbs) as part of a hover preview of the action
     * chosen at `at` (pixels): what it would do, faint. Pass 0 in event
     * order with the common marks, pass 1 after them all (labels). Returns
     * 1 when it drew one of the action's consequences (the preview's
     * tally), else 0. NULL: not shown. */
    int (*ghost)(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_pt_t at, int pass);
    /* Draws e as part of a hinted whole move, in col; returns 1 when it
     * drew a mark. NULL: not shown. */
    int (*hint)(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_colour_t col);
    /* Draws e, one of the verbs of the move that ended the game, at rest
     * over the pieces (glow: the winner's, k: the pulse); returns 1 when it
     * shows the winning feature itself (the board then draws no outline).
     * NULL: the outline only. */
    int (*rest_win)(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_colour_t glow, float k);
    /* Screen shake its verbs of the beat under way cause, pixels added to
     * *dx, *dy; NULL: none. */
    void (*shake)(const present_board_t *pb, float *dx, float *dy);
} game_present_t;

/* A valid cell of the board? */
static inline int present_cell_ok(const present_board_t *pb, int cell)
{
    return cell >= 0 && cell < pb->b->ncells;
}

/* The piece an actor moves: the board's on cell as the beat began, else
 * the event's own. */
static inline int present_code_at(const present_board_t *pb, int cell, const event_t *e)
{
    int v = present_cell_ok(pb, cell) && pb->beat0_cell ? pb->beat0_cell[cell] : 0;
    if (v) return v;
    return e->player | (e->piece == PIECE_ALT ? VIEW_ALT : 0);
}

#endif
