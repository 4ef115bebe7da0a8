/* General board geometry: cells with polygon, centre and neighbours, plus point
 * sites (holes) where pieces go. Hexhex boards of any side 2..13 and boards
 * of holes given as data by their game (ConHex's square: BOARD_SITES) are two
 * generators of it; one renderer draws both. */
#ifndef BOARD_H
#define BOARD_H

#include <stddef.h>
#include <stdint.h>

#define BOARD_MIN_SIDE 2
#define BOARD_MAX_SIDE 13
#define BOARD_MAX_CELLS 469 /* hexhex side 13 */
#define BOARD_MAX_SITES 69  /* holes (ConHex has 69) */
#define BOARD_LATTICE 11    /* a board of holes lies on an 11 x 11 lattice */
#define BOARD_MAX_CORNERS 8
#define BOARD_MAX_NB 8
#define BOARD_NAME_LEN 8

typedef enum { BOARD_HEXHEX, BOARD_SITES } board_kind_t;

typedef struct { double x, y; } board_pt_t;

typedef struct {
    int c, r;                /* hexhex (c, r) of docs/rules/conventions.md 0.1; ConHex (cx, cy) */
    board_pt_t centre;       /* board units, y grows downward */
    int ncorners;
    board_pt_t corners[BOARD_MAX_CORNERS];
    int nnb;
    int nb[BOARD_MAX_NB];    /* neighbouring cell indices */
    int nsites;              /* ConHex: holes of this cell */
    int sites[6];
    int need;                /* ConHex: holes needed to claim */
    unsigned sides;          /* ConHex: BOARD_SIDE_* bits the cell touches */
    uint64_t nbbits;         /* ConHex: bit n set for each neighbouring cell n */
    char name[BOARD_NAME_LEN];
} board_cell_t;

enum { BOARD_SIDE_N = 1, BOARD_SIDE_S = 2, BOARD_SIDE_W = 4, BOARD_SIDE_E = 8 };

typedef struct {
    int x, y;                /* lattice point */
    board_pt_t pos;          /* board units */
    int ncells;
    int cells[3];
    uint64_t cellbits;       /* bit c set for each cell c of this site */
    char name[BOARD_NAME_LEN];
} board_site_t;

typedef struct board {
    board_kind_t kind;
    int side;                /* hexhex side; 0 for ConHex */
    int ncells, nsites;
    board_cell_t cells[BOARD_MAX_CELLS];
    board_site_t sites[BOARD_MAX_SITES];
    /* Hexhex: neighbour of each cell in direction d (0..5), -1 off the board.
     * Directions: 0 (+1,0) 1 (+1,+1) 2 (0,+1) 3 (-1,0) 4 (-1,-1) 5 (0,-1);
     * d and d+3 are opposite. */
    short dir_nb[BOARD_MAX_CELLS][6];
    short index[2 * BOARD_MAX_SIDE][2 * BOARD_MAX_SIDE]; /* (c,r) -> cell, -1 */
    short site_index[BOARD_LATTICE][BOARD_LATTICE];       /* holes: (x,y) -> site */
    double min_x, min_y, max_x, max_y;                    /* extent of polygons */
} board_t;

extern const int board_dir_dc[6];
extern const int board_dir_dr[6];

/* Fill b with the hexhex board of the given side; 0, or -1 for a bad side. */
int board_init_hexhex(board_t *b, int side);
/* A board of holes as its game gives it: holes on the lattice, and polygon
 * cells between them that the holes' pegs claim. */
typedef struct {
    int x, y;           /* lattice point, y = 0 at the top */
    const char *name;   /* A1 top-left */
    int ncells;
    int cells[3];
} board_hole_t;

typedef struct {
    int cx, cy;
    const char *name;   /* "cx,cy" */
    int nholes;
    int holes[6];
    int need;           /* holes that claim it */
    int npoly;
    int poly[8][2];
    unsigned sides;     /* BOARD_SIDE_* bits */
    int nnb;
    int nb[8];
} board_region_t;

typedef struct {
    int nholes, ncells;           /* at most BOARD_MAX_SITES, 64 */
    const board_hole_t *holes;
    const board_region_t *cells;
} board_sites_t;

/* Fill b with a board of holes (BOARD_SITES); -1 when d is out of range. */
int board_init_sites(board_t *b, const board_sites_t *d);

int board_hexhex_cells(int side); /* 3n^2-3n+1 */
/* Cell index at (c, r), or -1 when off the board. */
int board_cell_at(const board_t *b, int c, int r);
/* Step from cell along direction d; -1 off the board. */
static inline int board_step(const board_t *b, int cell, int d) { return b->dir_nb[cell][d]; }
/* Distance in steps between two hexhex cells. */
int board_distance(const board_t *b, int a, int c);

/* Where pieces stand: on the sites when the board has them (a board of
 * holes between cells), else on the cells. A "target" is one of those. */
static inline int board_on_sites(const board_t *b) { return b->nsites > 0; }
static inline int board_targets(const board_t *b) { return board_on_sites(b) ? b->nsites : b->ncells; }
/* A target by its name (a site's or a cell's); -1 if unknown. */
int board_parse_target(const board_t *b, const char *text);

/* Names. Parse is case-insensitive and takes the whole string; -1 if unknown. */
int board_parse_cell(const board_t *b, const char *text);
int board_parse_site(const board_t *b, const char *text);
/* Parse a name at the start of text; sets *len to the characters used. */
int board_parse_cell_prefix(const board_t *b, const char *text, int *len);
int board_parse_site_prefix(const board_t *b, const char *text, int *len);
/* Byte-order comparison of names, as the notation's sorting requires. */
int board_cell_name_cmp(const board_t *b, int x, int y);
/* Letter-then-number order (A2 < A10 < B1), as the transcripts list cells. */
int board_cell_order_cmp(const board_t *b, int x, int y);

/* Board text (docs/rules/conventions.md 0.2). chars[i] is the character of cell i (hexhex) or
 * of site i (ConHex). Writes rows top first, lines ended by '\n'. */
size_t board_format_text(const board_t *b, const char *chars, char *out, size_t n);
/* Parse board text lines into chars (one per cell/site). Accepts any
 * indentation. On error returns -1 with *bad_line the offending row (0-based)
 * and a message in err. */
int board_parse_text(const board_t *b, const char *const *lines, int nlines,
                     char *chars, int *bad_line, char *err, size_t errlen);

#endif
