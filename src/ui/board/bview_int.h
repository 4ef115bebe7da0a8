/* Inside the board view: the struct and the functions its files share.
 * Not for other modules.
 *   bview.c         state, API, time, layout, hit testing
 *   bview_draw.c    a frame: board, plates, marks, outlines, overlays, result
 *   bview_base.c    the tray, cells, holes and labels
 *   bview_img.c     cached images (board, sprites) and drawing pieces with them
 *   bview_prep.c    those images made on a worker before a frame needs them
 *   bview_actors.c  dispatches the events of the beat under way to:
 *   bview_act_move.c, bview_act_rule.c   the actors, and
 *   bview_present.c a game's own verbs to its presenter (games/present.h)
 *   bview_fx.c      effects the actors share
 *   bview_preview.c hover previews: a move's consequences as ghosts
 *   bview_banner.c  banners and text pops
 *   bscore.c        the score panel */
#ifndef BVIEW_INT_H
#define BVIEW_INT_H

#include "contract/look.h"
#include "games/present.h"
#include "ui/board/anim.h"
#include "ui/board/bscene.h"
#include "draw/bshape.h"
#include "draw/fx.h"
#include "ui/board/bview.h"
#include "draw/palette.h"
#include "ui/board/slab.h"

#define BV_PLAYERS 5          /* index 1..4 */

typedef struct bv_preview bv_preview_t;
typedef struct bv_prep bv_prep_t;

typedef struct {
    int id;                   /* canvas image, 0 none */
    int w, h;                 /* pixels */
} bv_sprite_t;

/* Images stamped each frame; made for one layout (scale) and options. */
typedef struct {
    int valid;
    float scale;              /* the layout scale they were made for */
    canvas_rect_t rect;       /* the layout rectangle of the base */
    int flat, coords, colourblind;
    slab_t base;              /* tray and empty cells (and the labels when baked) */
    int labels_baked;         /* the coordinate labels are in base */
    canvas_pt_t base_at;      /* its top-left, pixels */
    bv_sprite_t shadow;       /* under a resting stone */
    bv_sprite_t stone[BV_PLAYERS][2]; /* [player][double] */
    bv_sprite_t site[BV_PLAYERS];
    bv_sprite_t glow;         /* white soft disc (tinted) */
    bv_sprite_t ring;         /* white last-move ring (tinted) */
    bv_sprite_t lone[BV_PLAYERS];
    bv_sprite_t halo[BV_PLAYERS]; /* a soft ring in the player's glow colour */
    bv_sprite_t dot;          /* white legal-target dot (tinted) */
    bv_sprite_t *region;      /* boards of holes: [(cell * BV_PLAYERS + player) * 2 + lit], made when first needed */
    int nregions;
    bv_sprite_t card[BV_PLAYERS];  /* score cards (bscore.c), for cards of card_w x card_h */
    bv_sprite_t hand;              /* a stone in hand */
    bv_sprite_t card_edge;         /* a lit card's edge, white (tinted when drawn) */
    bv_sprite_t win;               /* the winning outline (bv_win_sprite) */
    canvas_pt_t win_at;
    unsigned win_for;              /* the rest_gen it shows */
    float card_w, card_h;
    int card_cb;
} bv_images_t;

struct bview {
    const game_t *g;
    const board_t *b;
    const char *gid;
    const game_look_t *look;  /* the game's drawing choices (never NULL) */
    bview_opts_t opt;
    palette_board_t pal;
    palette_piece_t pc[BV_PLAYERS];

    blayout_t L;              /* the fitted layout (shake not included) */
    int laid;
    canvas_rect_t rect;

    anim_t anim;
    anim_tempo_t tempo;
    size_t ssize;
    void *st_before, *st_after;
    game_view_t vbefore, vafter;
    event_list_t rest;        /* the move that led to the state at rest (marks, win) */
    double ambient;           /* seconds: pulses and glows */
    double cue_clock;         /* events starting after this clock are still to be cued */

    bscene_t scene;           /* this frame's */
    float shake_x, shake_y;   /* this frame's screen shake, pixels */

    int hover, selected, ghost, target_player, ntargets;
    bv_preview_t *pv;         /* the hover preview (bview_preview.c), made when first asked */
    uint8_t targets[BOARD_MAX_CELLS];

    bv_images_t img;
    canvas_t *img_canvas;     /* the canvas the images belong to */
    bv_prep_t *prep;          /* images being made on a worker (bview_prep.c) */

    /* Group outlines (look->outline_groups), kept until the board they were made for changes. */
    uint8_t ol_key[BOARD_MAX_CELLS];
    int ol_valid;
    bshape_loops_t *ol;       /* [BV_PLAYERS] */
    bshape_loops_t *tmp_loops;
    /* The winning feature's outline, made once per move at rest. */
    bshape_loops_t *win_loops;
    int win_valid;
    unsigned rest_gen;        /* counts the positions shown at rest */
};

/* Geometry helpers. */
float bv_stone_r(const bview_t *bv);      /* pixels */
float bv_site_r(const bview_t *bv);
canvas_pt_t bv_cell_px(const bview_t *bv, int cell);   /* with shake */
canvas_pt_t bv_site_px(const bview_t *bv, int site);
canvas_pt_t bv_hex_px(const bview_t *bv, double c, double r);
const void *bv_rest_state(const bview_t *bv);        /* the state shown at rest */

/* Images (bview_img.c). ensure: made on c for the layout now unless they
 * are; make: made into bv->img, which holds none (on a worker, bv is a
 * copy); fit: im was made for bv's layout and options; each: fn on every
 * image id im holds. */
void bv_images_ensure(bview_t *bv, canvas_t *c);
void bv_images_make(bview_t *bv, canvas_t *c);
int bv_images_fit(const bv_images_t *im, const bview_t *bv);
void bv_images_each(bv_images_t *im, void (*fn)(int *id, void *ctx), void *ctx);
void bv_images_free(bview_t *bv, canvas_t *c);
/* Score cards (bscore.c): their size for a panel rect (-1 when none are
 * drawn), whether the cards made fit it, and making them into bv->img. */
typedef struct {
    float w, h, k, hand_r, gap;
} bv_cards_t;
int bv_cards_for(const bview_t *bv, canvas_rect_t rect, bv_cards_t *cd);
int bv_cards_fit(const bview_t *bv, const bv_cards_t *cd);
void bv_cards_make(bview_t *bv, canvas_t *c, const bv_cards_t *cd);
/* Waits for images being made on a worker and drops them (bview_prep.c). */
void bv_prep_drop(bview_t *bv);
const bv_sprite_t *bv_region_sprite(bview_t *bv, canvas_t *c, int cell, int player, int lit, canvas_pt_t *at);
/* win_loops stroked (w pixels, colour col, with glow) as an image, made
 * once per position at rest; NULL when images are off. *at: its top-left. */
const bv_sprite_t *bv_win_sprite(bview_t *bv, canvas_t *c, float w, canvas_colour_t col, canvas_pt_t *at);
/* Stamps a sprite centred on (x, y) (scaled by s, tinted). */
void bv_stamp(canvas_t *c, const bv_sprite_t *sp, float x, float y, float s, canvas_colour_t tint);

/* Pieces, as sprites when they can be (bview_img.c). lift 0..1 raises
 * the piece off its shadow; scale resizes it. */
void bv_draw_piece(bview_t *bv, canvas_t *c, float x, float y, int code, float scale, float lift,
                   float alpha);
/* A piece turning like a coin: squeezed across to sx (1 = flat on). */
void bv_draw_piece_flip(bview_t *bv, canvas_t *c, float x, float y, int code, float sx, float alpha);
/* A piece at rest in two parts (0 its shadow, 1 the piece), so a board's
 * shadows can all go down before its pieces. */
void bv_draw_rest_part(bview_t *bv, canvas_t *c, float x, float y, int code, int part);
void bv_draw_site_piece(bview_t *bv, canvas_t *c, float x, float y, int player, float scale, float alpha);
void bv_draw_glow(bview_t *bv, canvas_t *c, float x, float y, float r, canvas_colour_t col);
/* A cell's region owned by player (the look's region); lit: the bright version (a winning chain). */
void bv_draw_region(bview_t *bv, canvas_t *c, int cell, int player, int lit, float alpha);
/* A soft ring of the player's glow round a piece (highlights under stones). */
void bv_draw_halo(bview_t *bv, canvas_t *c, float x, float y, int player, float alpha);

/* The board itself (bview_base.c): tray and cells (vectors); labels. */
void bv_base_vectors(bview_t *bv, canvas_t *c, float dx, float dy);
void bv_draw_labels(bview_t *bv, canvas_t *c);
void bv_labels_at(bview_t *bv, canvas_t *c, float dx, float dy);

/* Event actors of the beat under way (bview_actors.c dispatches). pass 0:
 * under the pieces at rest; 1: over them; 2: banners. */
void bv_actors_draw(bview_t *bv, canvas_t *c, int pass);
/* The game's presenter (NULL: it has no verbs of its own) and the board
 * context it draws through, for this frame (bview_present.c). */
const game_present_t *bv_presenter(const bview_t *bv);
void bv_present_board(bview_t *bv, present_board_t *pb);
/* Screen shake at the clock (a stone falling off the edge). */
void bv_actors_shake(bview_t *bv, float *dx, float *dy);
/* One event i (e) at its progress u; see the files for each. */
void bv_act_place(bview_t *bv, canvas_t *c, const event_t *e, float u);          /* bview_act_move.c */
void bv_act_remove(bview_t *bv, canvas_t *c, int i, const event_t *e, float u);
void bv_act_chain(bview_t *bv, canvas_t *c, const event_t *e, float u, int pass); /* bview_act_rule.c */
void bv_act_group(bview_t *bv, canvas_t *c, int i, const event_t *e, float u, int pass);
void bv_act_banner(bview_t *bv, canvas_t *c, const event_t *e, float u);

/* The hover preview (bview_preview.c): drawn over the pieces at rest. A
 * label of it: ink with an outline and a glow of col, centred on p. */
void bv_preview_label(bview_t *bv, canvas_t *c, canvas_pt_t p, const char *text, canvas_colour_t col,
                      canvas_colour_t ink);
void bv_preview_draw(bview_t *bv, canvas_t *c);
void bv_preview_free(bview_t *bv);

/* Shared effects (bview_fx.c; the generic ones are the kit's, draw/fx.h). */
const palette_piece_t *bv_pcol(const bview_t *bv, int player);
int bv_valid_cell(const bview_t *bv, int cell);
/* The piece an actor moves: the board's as the beat began, else the event's. */
int bv_code_at(const bview_t *bv, int cell, const event_t *e);
/* Outlines the cells with member[i] != 0: loops pulled in by inset board
 * units, stroked w pixels wide, with a wider faint stroke under (glow 0..1). */
void bv_stroke_group(bview_t *bv, canvas_t *c, const uint8_t *member, float inset, float w,
                     canvas_colour_t col, float glow);
/* Strokes loops made by bshape (board units), as bv_stroke_group. */
void bv_stroke_loops(bview_t *bv, canvas_t *c, const bshape_loops_t *l, float w, canvas_colour_t col,
                     float glow);
/* The same moved by (dx, dy) pixels instead of the screen shake. */
void bv_stroke_loops_at(const bview_t *bv, canvas_t *c, const bshape_loops_t *l, float w, canvas_colour_t col,
                        float glow, float dx, float dy);

/* Banners and text pops (bview_banner.c). */
void bv_banner(bview_t *bv, canvas_t *c, float u, const char *title, const char *sub,
               canvas_colour_t col);
/* The result: lands mid-board, holds, fades out. */
void bv_win_banner(bview_t *bv, canvas_t *c, float u, const char *title, const char *sub,
                   canvas_colour_t col);
/* Text sizes that grow or shrink snap to a ladder of steps (12% apart): a
 * font is opened per pixel size, so an animated size must not ask for a
 * new one every frame. */
float bv_text_px(float px);
void bv_pop_text(canvas_t *c, float x, float y, float size, float u, const char *text,
                 canvas_colour_t col);
/* The win banner's words for a state that is over. */
void bv_win_words(const bview_t *bv, const void *st, char *title, size_t tn, char *sub, size_t sn,
                  canvas_colour_t *col);

/* The game over at rest: its winner (0 when it is not over, or no chain
 * decided it) and the cells of the deciding chain in member. */
int bv_win_members(const bview_t *bv, uint8_t member[BOARD_MAX_CELLS]);
/* The deciding chain's outline (made once per position at rest), the
 * winner's glow and the outline's width in pixels. */
const bshape_loops_t *bv_win_outline(bview_t *bv, const uint8_t *member);
canvas_colour_t bv_win_glow(const bview_t *bv, int winner);
float bv_win_width(const bview_t *bv);

/* The board the counters read this frame (the last beat's end). */
const bscene_board_t *bv_live_board(bview_t *bv);

#endif
