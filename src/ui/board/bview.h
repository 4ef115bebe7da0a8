/* The board view: one renderer for every board (hexhex of any side, the
 * ConHex square), its pieces, the animations of a move's events, overlays
 * for input, and the win presentation. It knows a game only through its
 * rules table, the view of a state (game.h) and the event list.
 *
 * The view draws "a state, or a move under way": the state before a move,
 * its events and the state after, at a clock on the move's timeline
 * (anim.h). Undo plays the same timeline backwards. Input during an
 * animation should call bview_finish first (it jumps to the end).
 *
 *     bview_t *bv = bview_new(game);
 *     bview_show_entry(bv, session, session->cur);          // at rest
 *     after a move:  bview_play_entry(bv, session, session->cur);
 *     after undo:    bview_unplay_entry(bv, session, session->cur + 1);
 *     each update:   bview_update(bv, dt);
 *                    n = bview_take_cues(bv, cues, 64);   // sounds in step
 *     each frame:    bview_draw(bv, canvas, board_rect);
 *                    bview_draw_scores(bv, canvas, side_rect);
 *     on click:      bview_finish(bv); int cell = bview_hit(bv, x, y);
 *     bview_free(bv, canvas);
 *
 * The play screen owns the session: it plays the move, then tells the view
 * which entry to show. bview_animating says when the move's animation is
 * over (the AI's reply, the next demo step can wait for it).
 *
 * Drawing stamps images it makes on the canvas it draws on (the static board
 * and piece sprites); after a renderer reset (ui->gfx_lost changed) call
 * bview_forget_images. Options `direct` draws everything as vectors instead
 * (tests read the shapes from a recording canvas). */
#ifndef BVIEW_H
#define BVIEW_H

#include <stdint.h>

#include "core/game.h"
#include "core/session.h"
#include "ui/board/blayout.h"
#include "draw/canvas.h"

typedef struct bview bview_t;

typedef struct {
    int coords;          /* coordinate labels on the border */
    int flat;            /* hexhex boards flat-topped (the layout turned 30 degrees) */
    int colourblind;     /* safe palette and a shape marker on every piece */
    float speed;         /* animation speed: 0 off (reduced motion), 0.5 .. 3 */
    int direct;          /* vectors only, no cached images (tests) */
    int banners;         /* phase / pass / swap / win banners over the board (default on) */
} bview_opts_t;

void bview_default_opts(bview_opts_t *o);

/* A view of game g (g must outlive it). NULL when out of memory. */
bview_t *bview_new(const game_t *g);
/* Frees the view and the images it made on c (c may be NULL when the
 * renderer is gone). */
void bview_free(bview_t *bv, canvas_t *c);

void bview_set_opts(bview_t *bv, const bview_opts_t *o);
const bview_opts_t *bview_opts(const bview_t *bv);

/* Show a state at rest: no animation, no last-move marks. */
void bview_set_state(bview_t *bv, const void *state);
/* The move from `before` to `after` with its events (events may be NULL):
 * animate it (animate = 1) or show `after` at rest with its marks. */
void bview_show_move(bview_t *bv, const void *before, const event_list_t *ev, const void *after,
                     int animate);
/* Undo: animate the move backwards from `after` to `before`; at rest the
 * view then shows `before` with the marks of prev_ev (the move that led to
 * it; may be NULL). */
void bview_unshow_move(bview_t *bv, const void *before, const event_list_t *ev, const void *after,
                       const event_list_t *prev_ev);

/* Session entries: at rest with its marks; animate entry i (from entry
 * i-1); animate entry i backwards (the view ends at entry i-1). */
void bview_show_entry(bview_t *bv, const session_t *s, int i);
void bview_play_entry(bview_t *bv, const session_t *s, int i);
void bview_unplay_entry(bview_t *bv, const session_t *s, int i);

/* Time. update advances the animation (by dt x speed) and the ambient
 * clock of pulses and glows (by dt). */
void bview_update(bview_t *bv, double dt);
int bview_animating(const bview_t *bv);
/* Jump to the end of the animation (input during an animation). */
void bview_finish(bview_t *bv);
/* The timeline: its length (seconds at 1x), and setting its clock
 * (screenshots, tests); seek keeps the direction. */
double bview_duration(const bview_t *bv);
void bview_seek(bview_t *bv, double clock);
double bview_clock(const bview_t *bv);
void bview_set_ambient(bview_t *bv, double t);
/* The clock at fraction frac of the first event named `kind` in the move
 * being animated (pictures of one moment, tests), or -1 when none. */
double bview_event_clock(const bview_t *bv, const char *kind, float frac);

/* Sound cues in step with the picture: the events of the move being played
 * forward whose moment came since the last call (all of them at once when
 * the animation is off or was finished early); returns the count copied
 * (at most max; more are dropped). Nothing while playing backwards (undo)
 * or for a move shown at rest. */
int bview_take_cues(bview_t *bv, event_t *out, int max);

/* Layout: fit to a rectangle of output pixels (bview_draw does it too). */
void bview_layout(bview_t *bv, canvas_rect_t rect);
const blayout_t *bview_get_layout(const bview_t *bv);
/* Draw the board into rect. */
void bview_draw(bview_t *bv, canvas_t *c, canvas_rect_t rect);
/* Makes the images a frame drawn into board on c needs (the board, its
 * pieces, the regions and winning outline of the position shown, and the
 * score cards of a panel drawn into *scores unless NULL) on a worker thread while the
 * caller goes on: a screen then holds its first frame back until they are
 * in, and that frame only stamps them. Returns 1 when they are in, or
 * when c cannot take images made elsewhere (drawing makes them then);
 * 0 while they are being made (call again). Drawing before they are in
 * makes them on the drawing thread as before, and a view that has drawn
 * on c does so from then on (a new size, a new look): only a view's first
 * images are made on a worker. */
int bview_prepare(bview_t *bv, canvas_t *c, canvas_rect_t board, const canvas_rect_t *scores);
/* Images made on the canvas are gone (renderer reset): make them again. */
void bview_forget_images(bview_t *bv);

/* Hit testing in output pixels: the target of a click (hexhex cell or
 * ConHex hole), or -1; the cell under the pointer (ConHex: the polygon). */
int bview_hit(const bview_t *bv, float x, float y);
int bview_hit_cell(const bview_t *bv, float x, float y);
/* Pixel centre of a target (cell, or ConHex hole). */
canvas_pt_t bview_target_px(const bview_t *bv, int target);

/* Input overlays (targets: cells, or holes on ConHex). */
void bview_set_hover(bview_t *bv, int target);
void bview_set_selected(bview_t *bv, int target);
/* Legal targets for `player` (mask[i] != 0), or NULL to clear. */
void bview_set_targets(bview_t *bv, const uint8_t *mask, int player);
/* A piece to show at the hover target (the stone about to be placed), 0 none. */
void bview_set_ghost(bview_t *bv, int player);

/* The hover preview (docs/previews.md): what the action a click on hover
 * would take does, from position st (the turn under way; NULL: no
 * preview), with the piece `selected` (-1) and the colour being placed
 * (0: the mover's). The rules layer computes it (core/preview.h), again
 * only when one of these changes; it is drawn at rest as ghosts. */
void bview_set_preview(bview_t *bv, const void *st, int hover, int selected, int colour);
/* The hint: the whole move m from st drawn as ghosts and arrows (every
 * stone it places in its colour; its leaps, throws and pushes); NULL clears. */
void bview_set_hint(bview_t *bv, const void *st, const move_t *m);
/* The preview and hint marks the last frame drew (tests). */
int bview_preview_marks(const bview_t *bv);

/* Scores beside the board: one row per player with live counters (they
 * change as the animation plays), the Wunchunk chunk/crumb counters, score
 * track and stones in hand. */
void bview_draw_scores(bview_t *bv, canvas_t *c, canvas_rect_t rect);

/* The position whose counts a panel beside the board shows for player
 * now, so a counter changes when the animation shows the change: the
 * state before the move until the beat of the player's EV_SCORE event is
 * over, then the state after (undo: the same clock, run backwards); a
 * player without one keeps the state the animation started from. At rest:
 * the state shown. */
const void *bview_counts_state(const bview_t *bv, int player);

/* What is shown now (tests): the pieces at rest this frame. */
const uint8_t *bview_shown_cells(bview_t *bv);

#endif
