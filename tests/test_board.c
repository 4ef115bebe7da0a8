/* Board geometry: hexhex generator sides 2..13, names, neighbours, board
 * text; the ConHex board table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/board.h"
#include "core/game.h"

static board_t *make(int side)
{
    board_t *b = malloc(sizeof *b);
    assert_non_null(b);
    if (side) assert_int_equal(board_init_hexhex(b, side), 0);
    else assert_int_equal(board_init_sites(b, game_by_id("conhex")->sites), 0);
    return b;
}

static void test_sizes(void **st)
{
    (void)st;
    board_t *b = make(0);
    for (int n = 2; n <= 13; n++) {
        assert_int_equal(board_init_hexhex(b, n), 0);
        assert_int_equal(b->ncells, 3 * n * n - 3 * n + 1);
        assert_int_equal(board_hexhex_cells(n), b->ncells);
        /* Each cell's neighbours are at distance 1 and symmetric. */
        for (int i = 0; i < b->ncells; i++)
            for (int d = 0; d < 6; d++) {
                int j = b->dir_nb[i][d];
                if (j < 0) continue;
                assert_int_equal(board_distance(b, i, j), 1);
                assert_int_equal(b->dir_nb[j][(d + 3) % 6], i);
            }
    }
    assert_int_equal(board_init_hexhex(b, 1), -1);
    assert_int_equal(board_init_hexhex(b, 14), -1);
    free(b);
}

static void test_names(void **st)
{
    (void)st;
    board_t *b = make(2);
    for (int n = 2; n <= 13; n++) {
        board_init_hexhex(b, n);
        for (int i = 0; i < b->ncells; i++) {
            assert_int_equal(board_parse_cell(b, b->cells[i].name), i);
            char lower[8];
            strcpy(lower, b->cells[i].name);
            lower[0] = (char)(lower[0] - 'A' + 'a');
            assert_int_equal(board_parse_cell(b, lower), i);
        }
    }
    board_init_hexhex(b, 10);
    assert_string_equal(b->cells[board_cell_at(b, 9, 9)].name, "J10"); /* centre */
    assert_int_equal(board_parse_cell(b, "J11"), board_cell_at(b, 9, 10));
    assert_int_equal(board_parse_cell(b, "A1"), 0);
    assert_int_equal(board_parse_cell(b, "A11"), -1);  /* |c - r| > n-1 */
    assert_int_equal(board_parse_cell(b, "Z1"), -1);
    assert_int_equal(board_parse_cell(b, "A0"), -1);
    assert_int_equal(board_parse_cell(b, "A01"), -1);
    assert_int_equal(board_parse_cell(b, "A1x"), -1);
    assert_int_equal(board_parse_cell(b, ""), -1);
    assert_int_equal(board_parse_cell(b, "11"), -1);
    int len;
    assert_int_equal(board_parse_cell_prefix(b, "B2,C3", &len), board_cell_at(b, 1, 1));
    assert_int_equal(len, 2);
    /* Byte order vs letter-then-number order. */
    int a2 = board_parse_cell(b, "A2"), a10 = board_parse_cell(b, "A10"), b1 = board_parse_cell(b, "B1");
    assert_true(board_cell_name_cmp(b, a10, a2) < 0);
    assert_true(board_cell_order_cmp(b, a2, a10) < 0);
    assert_true(board_cell_order_cmp(b, a10, b1) < 0);
    free(b);
}

static void test_e5_neighbours(void **st)
{
    (void)st;
    board_t *b = make(5);
    int e5 = board_parse_cell(b, "E5");
    assert_int_equal(b->cells[e5].nnb, 6);
    const char *want[] = {"D4", "D5", "E4", "E6", "F5", "F6"};
    for (int k = 0; k < 6; k++) {
        int found = 0;
        for (int j = 0; j < 6; j++) found |= !strcmp(b->cells[b->cells[e5].nb[j]].name, want[k]);
        assert_true(found);
    }
    /* Corner A1 has three neighbours; pointy layout puts row 1 at the bottom. */
    int a1 = board_parse_cell(b, "A1");
    assert_int_equal(b->cells[a1].nnb, 3);
    assert_true(b->cells[a1].centre.y > b->cells[e5].centre.y);
    assert_true(b->cells[a1].centre.x < b->cells[e5].centre.x);
    free(b);
}

static void test_board_text(void **st)
{
    (void)st;
    board_t *b = make(3);
    char chars[BOARD_MAX_CELLS], back[BOARD_MAX_CELLS], text[4096], err[256];
    for (int i = 0; i < b->ncells; i++) chars[i] = ".12"[i % 3];
    chars[board_parse_cell(b, "C5")] = '1';
    chars[board_parse_cell(b, "D5")] = chars[board_parse_cell(b, "E5")] = '.';
    board_format_text(b, chars, text, sizeof text);
    const char *lines[16];
    int n = 0;
    char copy[4096];
    strcpy(copy, text);
    for (char *sv = NULL, *l = strtok_r(copy, "\n", &sv); l; l = strtok_r(NULL, "\n", &sv)) lines[n++] = l;
    assert_int_equal(n, 5);
    assert_string_equal(lines[0], "  1 . .");  /* row 5: C5 D5 E5 */
    int bad;
    assert_int_equal(board_parse_text(b, lines, n, back, &bad, err, sizeof err), 0);
    assert_memory_equal(chars, back, (size_t)b->ncells);
    /* A short row is refused, naming the row. */
    const char *badrows[5] = {lines[0], lines[1], ". .", lines[3], lines[4]};
    assert_int_equal(board_parse_text(b, badrows, 5, back, &bad, err, sizeof err), -1);
    assert_int_equal(bad, 2);
    assert_non_null(strstr(err, "row 3"));
    const char *glued[5] = {lines[0], lines[1], "..1 2 1", lines[3], lines[4]};
    assert_int_equal(board_parse_text(b, glued, 5, back, &bad, err, sizeof err), -1);
    assert_int_equal(board_parse_text(b, lines, 4, back, &bad, err, sizeof err), -1);
    free(b);
}

static void test_conhex(void **st)
{
    (void)st;
    board_t *b = make(0);
    assert_int_equal(b->nsites, 69);
    assert_int_equal(b->ncells, 41);
    int pairs = 0;
    for (int i = 0; i < b->ncells; i++)
        for (int k = 0; k < b->cells[i].nnb; k++) {
            int j = b->cells[i].nb[k];
            int back = 0;
            for (int m = 0; m < b->cells[j].nnb; m++) back |= b->cells[j].nb[m] == i;
            assert_true(back);
            if (i < j) pairs++;
        }
    assert_int_equal(pairs, 104);
    for (int s = 0; s < b->nsites; s++) {
        assert_true(b->sites[s].ncells == 1 || b->sites[s].ncells == 3);
        assert_int_equal(board_parse_site(b, b->sites[s].name), s);
    }
    int centre = -1;
    for (int i = 0; i < b->ncells; i++) {
        const board_cell_t *c = &b->cells[i];
        assert_int_equal(c->need, (c->nsites + 1) / 2);
        assert_true(c->nsites == 3 || c->nsites == 5 || c->nsites == 6);
        if (c->nsites == 5) centre = i;
    }
    assert_true(centre >= 0);
    assert_string_equal(b->cells[centre].name, "5,5");
    assert_int_equal(b->cells[centre].need, 3);
    int f6 = board_parse_site(b, "F6");
    assert_true(f6 >= 0);
    assert_int_equal(b->sites[f6].ncells, 1);
    assert_int_equal(b->sites[f6].cells[0], centre);
    assert_string_equal(b->sites[board_parse_site(b, "a1")].name, "A1");
    assert_int_equal(board_parse_site(b, "B1"), -1); /* a lattice point, not a hole */
    assert_int_equal(board_parse_site(b, "L1"), -1);
    /* Board text: 11 rows of 11, '+' off the holes, round trip. */
    char chars[BOARD_MAX_SITES], back[BOARD_MAX_SITES], text[4096], err[256];
    for (int s = 0; s < b->nsites; s++) chars[s] = ".12"[s % 3];
    board_format_text(b, chars, text, sizeof text);
    assert_int_equal(strncmp(text, ". + + + + + + + + + 1\n", 22), 0); /* A1, K1 */
    const char *lines[16];
    int n = 0;
    for (char *sv = NULL, *l = strtok_r(text, "\n", &sv); l; l = strtok_r(NULL, "\n", &sv)) lines[n++] = l;
    int bad;
    assert_int_equal(n, 11);
    assert_int_equal(board_parse_text(b, lines, n, back, &bad, err, sizeof err), 0);
    assert_memory_equal(chars, back, (size_t)b->nsites);
    free(b);
}

/* A board of holes comes from its game as data: one out of range is
 * refused (-1), never read past its arrays. */
static void test_sites_out_of_range(void **st)
{
    (void)st;
    static board_t b;
    const board_sites_t *good = game_by_id("conhex")->sites;
    assert_non_null(good);
    assert_int_equal(board_init_sites(&b, good), 0);
    assert_int_equal(board_init_sites(&b, NULL), -1);
    board_sites_t d = *good;
    d.nholes = BOARD_MAX_SITES + 1;
    assert_int_equal(board_init_sites(&b, &d), -1);
    d = *good;
    d.ncells = 65;
    assert_int_equal(board_init_sites(&b, &d), -1);
    static board_hole_t holes[BOARD_MAX_SITES];
    memcpy(holes, good->holes, sizeof *holes * (size_t)good->nholes);
    d = *good;
    d.holes = holes;
    holes[3].x = BOARD_LATTICE; /* off the lattice */
    assert_int_equal(board_init_sites(&b, &d), -1);
    memcpy(holes, good->holes, sizeof *holes * (size_t)good->nholes);
    holes[5].cells[0] = good->ncells; /* no such cell */
    assert_int_equal(board_init_sites(&b, &d), -1);
    static board_region_t cells[64];
    memcpy(cells, good->cells, sizeof *cells * (size_t)good->ncells);
    d = *good;
    d.cells = cells;
    cells[2].nb[0] = -1;
    assert_int_equal(board_init_sites(&b, &d), -1);
    memcpy(cells, good->cells, sizeof *cells * (size_t)good->ncells);
    cells[4].npoly = BOARD_MAX_CORNERS + 1;
    assert_int_equal(board_init_sites(&b, &d), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sizes), cmocka_unit_test(test_names),
        cmocka_unit_test(test_e5_neighbours), cmocka_unit_test(test_board_text),
        cmocka_unit_test(test_conhex), cmocka_unit_test(test_sites_out_of_range),
    };
    return cmocka_run_group_tests_name("board", tests, NULL, NULL);
}
