/* Drawing only what changed (src/draw/damage.c), over the recording
 * canvas: what it draws again and where, each case of a frame drawn whole,
 * images freed during a frame, and a scaled image kept whole. The pictures
 * themselves are compared in tests/test_ui_damage.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "draw/canvas_rec.h"
#include "draw/damage.h"

#define W 640
#define H 480

typedef struct {
    canvas_rec_t *rec;
    canvas_t inner, c;
    damage_t *d;
    int img;
} fx_t;

static void fx_open(fx_t *f)
{
    f->rec = crec_new();
    assert_non_null(f->rec);
    crec_canvas(f->rec, &f->inner, W, H);
    f->d = damage_new(f->inner.ops, f->inner.impl);
    assert_non_null(f->d);
    damage_canvas(f->d, &f->c, W, H);
    uint8_t px[16 * 16 * 4];
    memset(px, 200, sizeof px);
    f->img = canvas_image_new(&f->c, 16, 16, px);
    assert_true(f->img > 0);
}

static void fx_close(fx_t *f)
{
    damage_free(f->d);
    crec_free(f->rec);
}

/* A frame: the clear, three discs (the second at x2), the image at (500, 400). */
static long frame(fx_t *f, float x2)
{
    crec_reset(f->rec);
    damage_begin(f->d, W, H, 1);
    canvas_clear(&f->c, canvas_rgba(10, 20, 30, 255));
    canvas_fill_circle(&f->c, 60, 60, 20, canvas_solid(canvas_rgba(255, 0, 0, 255)));
    canvas_fill_circle(&f->c, x2, 240, 20, canvas_solid(canvas_rgba(0, 255, 0, 255)));
    canvas_fill_circle(&f->c, 580, 60, 20, canvas_solid(canvas_rgba(0, 0, 255, 255)));
    canvas_image_draw(&f->c, f->img, canvas_rect(500, 400, 16, 16), canvas_rgba(255, 255, 255, 255));
    return damage_end(f->d);
}

/* Every drawn op's clip lies inside one of the frame's rectangles. */
static void assert_clipped_to_rects(fx_t *f)
{
    int r[4 * 64];
    int n = damage_rects(f->d, r, 64);
    assert_true(n > 0 && n <= 64);
    for (int i = 0; i < crec_count(f->rec); i++) {
        const crec_op_t *op = crec_op(f->rec, i);
        if (op->kind == CREC_CLIP) continue;
        assert_true(op->has_clip);
        int inside = 0;
        for (int k = 0; k < n && !inside; k++)
            inside = op->clip.x >= r[4 * k] && op->clip.y >= r[4 * k + 1] &&
                     op->clip.x + op->clip.w <= r[4 * k] + r[4 * k + 2] && op->clip.y + op->clip.h <= r[4 * k + 1] + r[4 * k + 3];
        assert_true(inside);
    }
}

static int circles_at(const canvas_rec_t *rec, float x, float y)
{
    int n = 0;
    for (int i = 0; i < crec_count(rec); i++) {
        const crec_op_t *op = crec_op(rec, i);
        n += op->kind == CREC_FILL_CIRCLE && op->centre.x == x && op->centre.y == y;
    }
    return n;
}

static void test_draws_what_changed(void **state)
{
    (void)state;
    fx_t f;
    fx_open(&f);
    /* The first frame is drawn whole, unclipped. */
    assert_int_equal(frame(&f, 300), (long)W * H);
    assert_int_equal(crec_count_kind(f.rec, CREC_FILL_CIRCLE), 3);
    assert_int_equal(crec_count_kind(f.rec, CREC_CLEAR), 1);
    /* The same frame again: nothing. */
    assert_int_equal(frame(&f, 300), 0);
    assert_int_equal(crec_count_kind(f.rec, CREC_FILL_CIRCLE), 0);
    assert_int_equal(crec_count_kind(f.rec, CREC_IMAGE), 0);
    /* The middle disc moved: where it was and where it is, nothing else. */
    long drawn = frame(&f, 340);
    assert_true(drawn > 0 && drawn < (long)W * H / 4);
    assert_int_equal(circles_at(f.rec, 340, 240), 1);
    assert_int_equal(circles_at(f.rec, 60, 60), 0);
    assert_int_equal(circles_at(f.rec, 580, 60), 0);
    assert_int_equal(crec_count_kind(f.rec, CREC_IMAGE), 0);
    assert_true(crec_count_kind(f.rec, CREC_CLEAR) >= 1);
    assert_clipped_to_rects(&f);
    int r[4 * 16];
    int n = damage_rects(f.d, r, 16);
    long area = 0;
    int old_covered = 0, new_covered = 0;
    for (int k = 0; k < n; k++) {
        area += (long)r[4 * k + 2] * r[4 * k + 3];
        old_covered |= r[4 * k] <= 280 && r[4 * k] + r[4 * k + 2] >= 320 && r[4 * k + 1] <= 220;
        new_covered |= r[4 * k] <= 320 && r[4 * k] + r[4 * k + 2] >= 360 && r[4 * k + 1] + r[4 * k + 3] >= 260;
    }
    assert_int_equal(area, drawn);
    assert_true(old_covered && new_covered);
    /* Told that the target changed: whole again. */
    damage_invalidate(f.d);
    assert_int_equal(frame(&f, 340), (long)W * H);
    fx_close(&f);
}

static void test_whole_frames(void **state)
{
    (void)state;
    fx_t f;
    fx_open(&f);
    assert_int_equal(frame(&f, 300), (long)W * H);
    /* A new size. */
    crec_reset(f.rec);
    damage_begin(f.d, W / 2, H, 1);
    canvas_clear(&f.c, canvas_rgba(10, 20, 30, 255));
    assert_int_equal(damage_end(f.d), (long)W / 2 * H);
    assert_int_equal(frame(&f, 300), (long)W * H);
    /* A frame that does not start with a clear builds on the last. */
    crec_reset(f.rec);
    damage_begin(f.d, W, H, 1);
    canvas_fill_circle(&f.c, 60, 60, 20, canvas_solid(canvas_rgba(255, 0, 0, 255)));
    assert_int_equal(damage_end(f.d), (long)W * H);
    assert_int_equal(frame(&f, 300), (long)W * H);
    /* Drawing between frames goes straight through, and the next frame is whole. */
    crec_reset(f.rec);
    canvas_fill_circle(&f.c, 100, 100, 5, canvas_solid(canvas_rgba(255, 0, 0, 255)));
    assert_int_equal(crec_count_kind(f.rec, CREC_FILL_CIRCLE), 1);
    assert_int_equal(frame(&f, 300), (long)W * H);
    /* A target that kept nothing: drawn as it comes, clip unset at the
     * start; the next frame is whole. */
    crec_reset(f.rec);
    damage_begin(f.d, W, H, 0);
    canvas_clear(&f.c, canvas_rgba(10, 20, 30, 255));
    canvas_fill_circle(&f.c, 60, 60, 20, canvas_solid(canvas_rgba(255, 0, 0, 255)));
    assert_int_equal(crec_count_kind(f.rec, CREC_FILL_CIRCLE), 1);
    assert_int_equal(damage_end(f.d), (long)W * H);
    assert_int_equal(frame(&f, 300), (long)W * H);
    assert_int_equal(frame(&f, 300), 0);
    /* Most of the frame changed. */
    crec_reset(f.rec);
    damage_begin(f.d, W, H, 1);
    canvas_clear(&f.c, canvas_rgba(10, 20, 30, 255));
    canvas_fill_rect(&f.c, canvas_rect(0, 0, W, H), canvas_solid(canvas_rgba(1, 2, 3, 255)));
    assert_int_equal(damage_end(f.d), (long)W * H);
    /* Too much to record: drawn as it comes, in order. */
    crec_reset(f.rec);
    damage_begin(f.d, W, H, 1);
    canvas_clear(&f.c, canvas_rgba(10, 20, 30, 255));
    int shapes = 0;
    canvas_pt_t p[64];
    for (int i = 0; i < 64; i++) p[i] = (canvas_pt_t){(float)(i * 5), (float)(i % 2 ? 10 : 0)};
    for (size_t bytes = 0; bytes < 2 * DAMAGE_MOST_BYTES; bytes += sizeof p, shapes++)
        canvas_fill_poly(&f.c, p, 64, canvas_solid(canvas_rgba(255, 255, 255, 128)));
    assert_int_equal(crec_count_kind(f.rec, CREC_FILL_POLY), shapes); /* drawn already */
    assert_int_equal(damage_end(f.d), (long)W * H);
    assert_int_equal(crec_count_kind(f.rec, CREC_FILL_POLY), shapes);
    assert_int_equal(crec_count_kind(f.rec, CREC_CLEAR), 1);
    /* Then a while straight through, recording nothing, then as before. */
    for (int k = 0; k < DAMAGE_REST_FRAMES; k++) {
        assert_int_equal(frame(&f, 300), (long)W * H);
        assert_int_equal(crec_count_kind(f.rec, CREC_FILL_CIRCLE), 3);
    }
    assert_int_equal(frame(&f, 300), (long)W * H);
    assert_int_equal(frame(&f, 300), 0);
    fx_close(&f);
}

static void test_freed_after_the_frame(void **state)
{
    (void)state;
    fx_t f;
    fx_open(&f);
    assert_int_equal(frame(&f, 300), (long)W * H);
    int live = crec_images_live(f.rec);
    damage_begin(f.d, W, H, 1);
    canvas_clear(&f.c, canvas_rgba(10, 20, 30, 255));
    canvas_image_draw(&f.c, f.img, canvas_rect(500, 400, 16, 16), canvas_rgba(255, 255, 255, 255));
    canvas_image_free(&f.c, f.img);
    /* Still there: the frame names it. */
    assert_int_equal(crec_images_live(f.rec), live);
    uint8_t px[8 * 8 * 4] = {0};
    int other = canvas_image_new(&f.c, 8, 8, px);
    assert_true(other > 0 && other != f.img);
    damage_end(f.d);
    assert_int_equal(crec_images_live(f.rec), live);
    canvas_image_free(&f.c, other);
    assert_int_equal(crec_images_live(f.rec), live - 1);
    fx_close(&f);
}

/* A scaled image that meets the damage is drawn whole: its clip holds it. */
static void test_scaled_image_whole(void **state)
{
    (void)state;
    fx_t f;
    fx_open(&f);
    for (int k = 0; k < 3; k++) {
        crec_reset(f.rec);
        damage_begin(f.d, W, H, 1);
        canvas_clear(&f.c, canvas_rgba(10, 20, 30, 255));
        canvas_image_draw(&f.c, f.img, canvas_rect(100, 100, 200, 200), canvas_rgba(255, 255, 255, 255));
        /* A small disc over one corner of it, moving. */
        canvas_fill_circle(&f.c, 110 + (float)k, 110, 4, canvas_solid(canvas_rgba(255, 0, 0, 255)));
        long drawn = damage_end(f.d);
        if (k == 0) continue;
        assert_true(drawn < (long)W * H);
        assert_int_equal(crec_count_kind(f.rec, CREC_IMAGE), 1);
        for (int i = 0; i < crec_count(f.rec); i++) {
            const crec_op_t *op = crec_op(f.rec, i);
            if (op->kind != CREC_IMAGE) continue;
            assert_true(op->has_clip);
            assert_true(op->clip.x <= 100 && op->clip.y <= 100 && op->clip.x + op->clip.w >= 300 &&
                        op->clip.y + op->clip.h >= 300);
        }
    }
    fx_close(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_draws_what_changed),
        cmocka_unit_test(test_whole_frames),
        cmocka_unit_test(test_freed_after_the_frame),
        cmocka_unit_test(test_scaled_image_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
