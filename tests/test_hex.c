/* The hex layer against the published test values of Red Blob Games'
 * "Implementation of Hex Grids" (its test suite). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

#include "core/hex.h"

static void eq(hex_t a, hex_t b)
{
    assert_int_equal(a.q, b.q);
    assert_int_equal(a.r, b.r);
    assert_int_equal(a.s, b.s);
}

static hex_t H(int q, int r, int s) { return (hex_t){q, r, s}; }
static hex_frac_t F(hex_t h) { return (hex_frac_t){h.q, h.r, h.s}; }

static void test_arithmetic(void **st)
{
    (void)st;
    eq(hex_add(H(1, -3, 2), H(3, -7, 4)), H(4, -10, 6));
    eq(hex_subtract(H(1, -3, 2), H(3, -7, 4)), H(-2, 4, -2));
    eq(hex_scale(H(1, -3, 2), 2), H(2, -6, 4));
    eq(hex_make(3, -7), H(3, -7, 4));
}

static void test_direction_neighbor(void **st)
{
    (void)st;
    eq(hex_direction(2), H(0, -1, 1));
    eq(hex_neighbor(H(1, -2, 1), 2), H(1, -3, 2));
    eq(hex_diagonal_neighbor(H(1, -2, 1), 3), H(-1, -1, 2));
}

static void test_distance_rotate(void **st)
{
    (void)st;
    assert_int_equal(hex_distance(H(3, -7, 4), H(0, 0, 0)), 7);
    eq(hex_rotate_right(H(1, -3, 2)), H(3, -2, -1));
    eq(hex_rotate_left(H(1, -3, 2)), H(-2, -1, 3));
}

static void test_round(void **st)
{
    (void)st;
    hex_frac_t a = {0, 0, 0}, b = {1, -1, 0}, c = {0, -1, 1};
    eq(hex_round(hex_lerp(F(H(0, 0, 0)), F(H(10, -20, 10)), 0.5)), H(5, -10, 5));
    eq(hex_round(a), H(0, 0, 0));
    eq(hex_round(hex_lerp(a, b, 0.499)), H(0, 0, 0));
    eq(hex_round(hex_lerp(a, b, 0.501)), H(1, -1, 0));
    hex_frac_t m1 = {a.q * 0.4 + b.q * 0.3 + c.q * 0.3, a.r * 0.4 + b.r * 0.3 + c.r * 0.3,
                     a.s * 0.4 + b.s * 0.3 + c.s * 0.3};
    eq(hex_round(m1), H(0, 0, 0));
    hex_frac_t m2 = {a.q * 0.3 + b.q * 0.3 + c.q * 0.4, a.r * 0.3 + b.r * 0.3 + c.r * 0.4,
                     a.s * 0.3 + b.s * 0.3 + c.s * 0.4};
    eq(hex_round(m2), H(0, -1, 1));
}

static void test_linedraw(void **st)
{
    (void)st;
    hex_t out[8];
    hex_t want[6] = {H(0, 0, 0), H(0, -1, 1), H(0, -2, 2), H(1, -3, 2), H(1, -4, 3), H(1, -5, 4)};
    assert_int_equal(hex_linedraw(H(0, 0, 0), H(1, -5, 4), out, 8), 6);
    for (int i = 0; i < 6; i++) eq(out[i], want[i]);
}

static void test_layout(void **st)
{
    (void)st;
    hex_t h = H(3, 4, -7);
    hex_layout_t flat = {hex_flat, {10, 15}, {35, 71}};
    eq(h, hex_round(pixel_to_hex(&flat, hex_to_pixel(&flat, h))));
    hex_layout_t pointy = {hex_pointy, {10, 15}, {35, 71}};
    eq(h, hex_round(pixel_to_hex(&pointy, hex_to_pixel(&pointy, h))));
    /* Corners lie at the hex size from the centre. */
    hex_point_t corners[6], c = hex_to_pixel(&pointy, h);
    hex_polygon_corners(&pointy, h, corners);
    for (int i = 0; i < 6; i++) {
        double dx = (corners[i].x - c.x) / 10, dy = (corners[i].y - c.y) / 15;
        assert_true(dx * dx + dy * dy > 0.999 && dx * dx + dy * dy < 1.001);
    }
}

static void test_ring_spiral(void **st)
{
    (void)st;
    hex_t out[400];
    assert_int_equal(hex_ring(H(0, 0, 0), 0, out, 400), 1);
    for (int r = 1; r <= 6; r++) {
        int n = hex_ring(H(2, -1, -1), r, out, 400);
        assert_int_equal(n, 6 * r);
        for (int i = 0; i < n; i++) assert_int_equal(hex_distance(out[i], H(2, -1, -1)), r);
    }
    /* A spiral of radius n-1 is a hexhex board of side n. */
    for (int n = 2; n <= 8; n++) assert_int_equal(hex_spiral(H(0, 0, 0), n - 1, out, 400), 3 * n * n - 3 * n + 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_arithmetic), cmocka_unit_test(test_direction_neighbor),
        cmocka_unit_test(test_distance_rotate), cmocka_unit_test(test_round),
        cmocka_unit_test(test_linedraw), cmocka_unit_test(test_layout),
        cmocka_unit_test(test_ring_spiral),
    };
    return cmocka_run_group_tests_name("hex", tests, NULL, NULL);
}
