/* AbstractPlay's names of hexhex cells (its HexTriGraph), shared by the
 * hexhex games' mappings: a row letter counted from the bottom row ('a')
 * and the 1-based position in that row from the left. Hexarcade names a
 * column letter and a row number; for side n, AP <L><k> is Hexarcade
 * <letter(c)><r+1> with r = index(L) and c = max(0, r-(n-1)) + k - 1. */
#ifndef FOREIGN_HEX_H
#define FOREIGN_HEX_H

#include <stddef.h>

#include "core/board.h"

/* The cell an AbstractPlay name at the start of text names (lower case,
 * as AbstractPlay writes them; *len the characters used), or -1. */
int foreign_hex_cell_in(const board_t *b, const char *text, int *len);
/* AbstractPlay's name of a cell ("f6"). */
void foreign_hex_cell_out(const board_t *b, int cell, char *buf, size_t n);

#endif
