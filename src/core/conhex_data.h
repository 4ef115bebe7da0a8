/* The ConHex board as data (made by tools/gen_conhex_data.py from
 * tests/data/reference/conhex_board.json). */
#ifndef CONHEX_DATA_H
#define CONHEX_DATA_H

#define CONHEX_HOLES 69
#define CONHEX_CELLS 41

typedef struct {
    int x, y;           /* lattice point, y = 0 at the top */
    const char *name;   /* Little Golem name, A1 top-left */
    int ncells;
    int cells[3];
} conhex_hole_t;

typedef struct {
    int cx, cy;
    const char *name;   /* "cx,cy" */
    int nholes;
    int holes[6];
    int need;
    int npoly;
    int poly[8][2];
    unsigned sides;     /* BOARD_SIDE_* bits */
    int nnb;
    int nb[8];
} conhex_cell_t;

extern const conhex_hole_t conhex_holes[CONHEX_HOLES];
extern const conhex_cell_t conhex_cells[CONHEX_CELLS];

#endif
