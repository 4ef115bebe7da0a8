/* AbstractPlay hexhex cell names: see foreign_hex.h. */
#include "games/foreign_hex.h"

#include <stdio.h>
#include <stdlib.h>

int foreign_hex_cell_in(const board_t *b, const char *text, int *len)
{
    int n = b->side, i = 1, k = 0;
    if (b->kind != BOARD_HEXHEX || text[0] < 'a' || text[0] > 'z') return -1;
    if (text[1] < '1' || text[1] > '9') return -1;
    while (text[i] >= '0' && text[i] <= '9' && k < 1000) k = k * 10 + (text[i++] - '0');
    int r = text[0] - 'a', rows = 2 * n - 1;
    if (r >= rows) return -1;
    int width = rows - abs(r - (n - 1));
    if (k > width) return -1;
    int c = (r > n - 1 ? r - (n - 1) : 0) + k - 1;
    *len = i;
    return board_cell_at(b, c, r);
}

void foreign_hex_cell_out(const board_t *b, int cell, char *buf, size_t n)
{
    /* Hexarcade's name is <column letter><row number>. */
    const char *name = b->cells[cell].name;
    int c = name[0] - 'A', r = atoi(name + 1) - 1, side = b->side;
    int k = c - (r > side - 1 ? r - (side - 1) : 0) + 1;
    snprintf(buf, n, "%c%d", 'a' + r, k);
}
