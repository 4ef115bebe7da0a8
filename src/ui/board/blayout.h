/* Board layout: where a board sits in a rectangle of output pixels, both
 * ways (board units <-> pixels), and hit testing. Pure (no SDL, no canvas
 * calls), so the pixel -> cell round trip is unit-tested at every size.
 *
 * Board units are those of board.h: a hexhex cell has circumradius 1
 * (pointy-topped, y down, row 1 at the bottom); ConHex uses its 11x11
 * lattice (one unit between neighbouring holes). The layout scales the board
 * to fit, centres it, and for hexhex boards may turn it 30 degrees
 * ("flat": flat-topped cells). Room is kept around the cells for the tray
 * rim and, when asked, the coordinate labels.
 *
 *     blayout_t L;
 *     blayout_fit(&L, &g->board, canvas_rect(0, 0, 1280, 720), 0, 1);
 *     canvas_pt_t p = blayout_cell_px(&L, &g->board, cell);
 *     int hit = blayout_hit(&L, &g->board, mouse_x, mouse_y); */
#ifndef BLAYOUT_H
#define BLAYOUT_H

#include "core/board.h"
#include "draw/canvas.h"

typedef struct {
    board_kind_t kind;
    int side;                 /* hexhex side; 0 for ConHex */
    int flat, coords;         /* options it was fitted with */
    canvas_rect_t rect;       /* the rectangle it was fitted to */
    float scale;              /* output pixels per board unit */
    double cx, cy;            /* board units: the point drawn at (ox, oy) */
    float ox, oy;             /* pixels: the centre of the board */
    float cosr, sinr;         /* the turn (flat: 30 degrees) */
    float margin;             /* board units kept beyond the cells */
} blayout_t;

/* A coordinate label: its text and centre in pixels. */
typedef struct {
    char text[12];
    canvas_pt_t at;
} blabel_t;

#define BLAYOUT_MAX_LABELS 64
#define BLAYOUT_TRAY_POINTS 96

/* Fits board b into r. flat turns hexhex boards 30 degrees (ignored for
 * ConHex); coords keeps room for the coordinate labels. */
void blayout_fit(blayout_t *L, const board_t *b, canvas_rect_t r, int flat, int coords);

/* Board units -> pixels, and back. */
canvas_pt_t blayout_px(const blayout_t *L, double bx, double by);
void blayout_unpx(const blayout_t *L, float x, float y, double *bx, double *by);
/* A direction in board units turned as the layout turns (unit length kept). */
canvas_pt_t blayout_dir(const blayout_t *L, double dx, double dy);

/* Pixel centre of a cell (hexhex or ConHex) and of a ConHex hole. */
canvas_pt_t blayout_cell_px(const blayout_t *L, const board_t *b, int cell);
canvas_pt_t blayout_site_px(const blayout_t *L, const board_t *b, int site);
/* Pixel centre of the hexhex position (c, r), on the board or not (beyond
 * the edge: where a stone falls, where a label goes). */
canvas_pt_t blayout_hex_px(const blayout_t *L, double c, double r);
/* Pixel corners of a cell (returns the count). */
int blayout_cell_corners(const blayout_t *L, const board_t *b, int cell, canvas_pt_t *out);
/* Pixel radius of a hexhex cell (centre to corner); for ConHex the distance
 * between neighbouring holes. */
static inline float blayout_unit(const blayout_t *L) { return L->scale; }

/* The cell under a pixel (hexhex: the hexagon; ConHex: the polygon), or -1. */
int blayout_hit_cell(const blayout_t *L, const board_t *b, float x, float y);
/* The ConHex hole nearest a pixel, within BLAYOUT_SITE_REACH lattice units,
 * or -1 (always -1 on hexhex boards). */
#define BLAYOUT_SITE_REACH 0.45
int blayout_hit_site(const blayout_t *L, const board_t *b, float x, float y);
/* What a click aims at: the cell on hexhex boards, the hole on ConHex. */
int blayout_hit(const blayout_t *L, const board_t *b, float x, float y);

/* The tray under the board (a rounded big hexagon or square), in pixels;
 * returns the count. */
int blayout_tray(const blayout_t *L, const board_t *b, canvas_pt_t *out, int max);
/* The coordinate labels (empty when coords is off); returns the count.
 * Hexhex: letters at the bottom end of each column, numbers at the left end
 * of each row (each on the line it names); ConHex: letters above and below,
 * numbers left and right. */
int blayout_labels(const blayout_t *L, const board_t *b, blabel_t *out, int max);
/* Pixel size for label text. */
float blayout_label_size(const blayout_t *L);

#endif
