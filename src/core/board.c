#include "core/board.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>


const int board_dir_dc[6] = {1, 1, 0, -1, -1, 0};
const int board_dir_dr[6] = {0, 1, 1, 0, -1, -1};

int board_hexhex_cells(int side) { return 3 * side * side - 3 * side + 1; }

static void reset(board_t *b, board_kind_t kind)
{
    memset(b, 0, sizeof *b);
    b->kind = kind;
    memset(b->index, 0xff, sizeof b->index); /* all -1 */
    memset(b->site_index, 0xff, sizeof b->site_index);
    memset(b->dir_nb, 0xff, sizeof b->dir_nb);
}

static void extend(board_t *b, board_pt_t p)
{
    if (p.x < b->min_x) b->min_x = p.x;
    if (p.y < b->min_y) b->min_y = p.y;
    if (p.x > b->max_x) b->max_x = p.x;
    if (p.y > b->max_y) b->max_y = p.y;
}

int board_init_hexhex(board_t *b, int side)
{
    if (side < BOARD_MIN_SIDE || side > BOARD_MAX_SIDE) return -1;
    reset(b, BOARD_HEXHEX);
    b->side = side;
    int span = 2 * side - 1;
    /* Cells in letter-then-number order. */
    for (int c = 0; c < span; c++)
        for (int r = 0; r < span; r++) {
            if (c - r >= side || r - c >= side) continue;
            board_cell_t *cell = &b->cells[b->ncells];
            cell->c = c;
            cell->r = r;
            snprintf(cell->name, sizeof cell->name, "%c%d", 'A' + c, (r + 1) % 100);
            /* Pointy-topped, axial q = c, r_axial = -r, hex size 1. */
            double q = c, ra = -r;
            cell->centre.x = sqrt(3.0) * (q + ra / 2.0);
            cell->centre.y = 1.5 * ra;
            cell->ncorners = 6;
            for (int k = 0; k < 6; k++) {
                double a = M_PI / 180.0 * (60.0 * k - 30.0);
                cell->corners[k].x = cell->centre.x + cos(a);
                cell->corners[k].y = cell->centre.y + sin(a);
            }
            b->index[c][r] = (short)b->ncells;
            b->ncells++;
        }
    b->min_x = b->min_y = 1e9;
    b->max_x = b->max_y = -1e9;
    for (int i = 0; i < b->ncells; i++) {
        board_cell_t *cell = &b->cells[i];
        for (int d = 0; d < 6; d++) {
            int n = board_cell_at(b, cell->c + board_dir_dc[d], cell->r + board_dir_dr[d]);
            b->dir_nb[i][d] = (short)n;
            if (n >= 0) cell->nb[cell->nnb++] = n;
        }
        for (int k = 0; k < 6; k++) extend(b, cell->corners[k]);
    }
    return 0;
}

int board_init_sites(board_t *b, const board_sites_t *d)
{
    /* cellbits and nbbits hold one bit per cell. */
    if (!d || d->nholes < 1 || d->nholes > BOARD_MAX_SITES || d->ncells < 1 || d->ncells > 64) return -1;
    for (int i = 0; i < d->nholes; i++)
        if (d->holes[i].x < 0 || d->holes[i].x >= BOARD_LATTICE || d->holes[i].y < 0 || d->holes[i].y >= BOARD_LATTICE)
            return -1;
    for (int i = 0; i < d->nholes; i++)
        for (int k = 0; k < d->holes[i].ncells; k++)
            if (d->holes[i].ncells > 3 || d->holes[i].cells[k] < 0 || d->holes[i].cells[k] >= d->ncells) return -1;
    for (int i = 0; i < d->ncells; i++) {
        const board_region_t *h = &d->cells[i];
        if (h->nholes < 0 || h->nholes > 6 || h->npoly < 3 || h->npoly > BOARD_MAX_CORNERS || h->nnb < 0 ||
            h->nnb > BOARD_MAX_NB)
            return -1;
        for (int k = 0; k < h->nholes; k++)
            if (h->holes[k] < 0 || h->holes[k] >= d->nholes) return -1;
        for (int k = 0; k < h->nnb; k++)
            if (h->nb[k] < 0 || h->nb[k] >= d->ncells) return -1;
    }
    reset(b, BOARD_SITES);
    b->nsites = d->nholes;
    b->ncells = d->ncells;
    for (int i = 0; i < d->nholes; i++) {
        const board_hole_t *h = &d->holes[i];
        board_site_t *s = &b->sites[i];
        s->x = h->x;
        s->y = h->y;
        s->pos = (board_pt_t){h->x, h->y};
        s->ncells = h->ncells;
        memcpy(s->cells, h->cells, sizeof s->cells);
        for (int k = 0; k < h->ncells; k++) s->cellbits |= (uint64_t)1 << h->cells[k];
        snprintf(s->name, sizeof s->name, "%s", h->name);
        b->site_index[h->x][h->y] = (short)i;
    }
    b->min_x = b->min_y = 0;
    b->max_x = b->max_y = BOARD_LATTICE - 1;
    for (int i = 0; i < d->ncells; i++) {
        const board_region_t *h = &d->cells[i];
        board_cell_t *c = &b->cells[i];
        c->c = h->cx;
        c->r = h->cy;
        snprintf(c->name, sizeof c->name, "%s", h->name);
        c->ncorners = h->npoly;
        double sx = 0, sy = 0;
        for (int k = 0; k < h->npoly; k++) {
            c->corners[k] = (board_pt_t){h->poly[k][0], h->poly[k][1]};
            sx += h->poly[k][0];
            sy += h->poly[k][1];
        }
        c->centre = (board_pt_t){sx / h->npoly, sy / h->npoly};
        c->nnb = h->nnb;
        memcpy(c->nb, h->nb, sizeof(int) * (size_t)h->nnb);
        for (int k = 0; k < h->nnb; k++) c->nbbits |= (uint64_t)1 << h->nb[k];
        c->nsites = h->nholes;
        memcpy(c->sites, h->holes, sizeof(int) * (size_t)h->nholes);
        c->need = h->need;
        c->sides = h->sides;
    }
    return 0;
}

int board_cell_at(const board_t *b, int c, int r)
{
    if (b->kind != BOARD_HEXHEX) return -1;
    if (c < 0 || r < 0 || c >= 2 * b->side - 1 || r >= 2 * b->side - 1) return -1;
    return b->index[c][r];
}

int board_distance(const board_t *b, int a, int c)
{
    int dc = b->cells[c].c - b->cells[a].c, dr = b->cells[c].r - b->cells[a].r;
    /* In (c, r), steps are (1,0), (0,1), (1,1): distance is the hex metric. */
    if ((dc >= 0) == (dr >= 0)) {
        int x = dc < 0 ? -dc : dc, y = dr < 0 ? -dr : dr;
        return x > y ? x : y;
    }
    return (dc < 0 ? -dc : dc) + (dr < 0 ? -dr : dr);
}

/* Letter then digits; returns (letter index, number) or -1. */
static int parse_name(const char *t, int *col, int *num, int *len)
{
    int i = 0;
    if (!isalpha((unsigned char)t[0])) return -1;
    *col = toupper((unsigned char)t[0]) - 'A';
    i = 1;
    if (!isdigit((unsigned char)t[i]) || t[i] == '0') return -1;
    int n = 0;
    while (isdigit((unsigned char)t[i]) && n < 1000) n = n * 10 + (t[i++] - '0');
    if (isdigit((unsigned char)t[i])) return -1;
    *num = n;
    *len = i;
    return 0;
}

int board_parse_cell_prefix(const board_t *b, const char *text, int *len)
{
    int col, num;
    if (b->kind != BOARD_HEXHEX || parse_name(text, &col, &num, len) < 0) return -1;
    return board_cell_at(b, col, num - 1);
}

int board_parse_site_prefix(const board_t *b, const char *text, int *len)
{
    int col, num;
    if (b->kind != BOARD_SITES || parse_name(text, &col, &num, len) < 0) return -1;
    if (col < 0 || col >= BOARD_LATTICE || num < 1 || num > BOARD_LATTICE) return -1;
    return b->site_index[col][num - 1];
}

int board_parse_cell(const board_t *b, const char *text)
{
    int len, i = board_parse_cell_prefix(b, text, &len);
    return i >= 0 && text[len] == '\0' ? i : -1;
}

int board_parse_site(const board_t *b, const char *text)
{
    int len, i = board_parse_site_prefix(b, text, &len);
    return i >= 0 && text[len] == '\0' ? i : -1;
}

int board_parse_target(const board_t *b, const char *text)
{
    return board_on_sites(b) ? board_parse_site(b, text) : board_parse_cell(b, text);
}

int board_cell_name_cmp(const board_t *b, int x, int y)
{
    return strcmp(b->cells[x].name, b->cells[y].name);
}

int board_cell_order_cmp(const board_t *b, int x, int y)
{
    const board_cell_t *p = &b->cells[x], *q = &b->cells[y];
    if (p->c != q->c) return p->c < q->c ? -1 : 1;
    return p->r < q->r ? -1 : p->r > q->r;
}

static size_t put(char *out, size_t n, size_t at, char ch)
{
    if (at + 1 < n) {
        out[at] = ch;
        out[at + 1] = '\0';
    }
    return at + 1;
}

size_t board_format_text(const board_t *b, const char *chars, char *out, size_t n)
{
    size_t at = 0;
    if (n) out[0] = '\0';
    if (b->kind == BOARD_SITES) {
        for (int y = 0; y < BOARD_LATTICE; y++) {
            for (int x = 0; x < BOARD_LATTICE; x++) {
                int s = b->site_index[x][y];
                if (x) at = put(out, n, at, ' ');
                at = put(out, n, at, s >= 0 ? chars[s] : '+');
            }
            at = put(out, n, at, '\n');
        }
        return at;
    }
    int span = 2 * b->side - 1;
    for (int r = span - 1; r >= 0; r--) {
        int indent = r > b->side - 1 ? r - (b->side - 1) : (b->side - 1) - r;
        for (int k = 0; k < indent; k++) at = put(out, n, at, ' ');
        int first = 1;
        for (int c = 0; c < span; c++) {
            int i = board_cell_at(b, c, r);
            if (i < 0) continue;
            if (!first) at = put(out, n, at, ' ');
            at = put(out, n, at, chars[i]);
            first = 0;
        }
        at = put(out, n, at, '\n');
    }
    return at;
}

/* Collects the non-blank characters of a row; -1 if two are not separated. */
static int row_chars(const char *line, char *out, int max)
{
    int n = 0, prev_blank = 1;
    for (const char *p = line; *p; p++) {
        if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') {
            prev_blank = 1;
            continue;
        }
        if (!prev_blank) return -1;
        if (n < max) out[n] = *p;
        n++;
        prev_blank = 0;
    }
    return n;
}

int board_parse_text(const board_t *b, const char *const *lines, int nlines,
                     char *chars, int *bad_line, char *err, size_t errlen)
{
    char row[64];
    int rows = b->kind == BOARD_SITES ? BOARD_LATTICE : 2 * b->side - 1;
    *bad_line = nlines > 0 ? nlines - 1 : 0;
    if (nlines != rows) {
        snprintf(err, errlen, "board has %d rows, expected %d", nlines, rows);
        if (nlines > rows) *bad_line = rows;
        return -1;
    }
    for (int k = 0; k < rows; k++) {
        *bad_line = k;
        int n = row_chars(lines[k], row, (int)sizeof row);
        if (n < 0) {
            snprintf(err, errlen, "board row %d: cells must be single characters separated by spaces", k + 1);
            return -1;
        }
        if (b->kind == BOARD_SITES) {
            if (n != BOARD_LATTICE) {
                snprintf(err, errlen, "board row %d has %d points, expected %d", k + 1, n, BOARD_LATTICE);
                return -1;
            }
            for (int x = 0; x < BOARD_LATTICE; x++) {
                int s = b->site_index[x][k];
                if (s < 0) {
                    if (row[x] != '+') {
                        snprintf(err, errlen, "board row %d: point %c%d is not a hole, expected '+'", k + 1, 'A' + x, k + 1);
                        return -1;
                    }
                } else {
                    if (row[x] == '+') {
                        snprintf(err, errlen, "board row %d: %s is a hole, '+' is not allowed there", k + 1, b->sites[s].name);
                        return -1;
                    }
                    chars[s] = row[x];
                }
            }
            continue;
        }
        int r = rows - 1 - k, expect = rows - (r > b->side - 1 ? r - (b->side - 1) : (b->side - 1) - r);
        if (n != expect) {
            snprintf(err, errlen, "board row %d (number %d) has %d cells, expected %d", k + 1, r + 1, n, expect);
            return -1;
        }
        int j = 0;
        for (int c = 0; c < rows; c++) {
            int i = board_cell_at(b, c, r);
            if (i >= 0) chars[i] = row[j++];
        }
    }
    return 0;
}
