/* A board's images made on a worker (bview_prepare) draw the picture the
 * images made in the frame draw, to the byte: every game's positions along
 * a random game (ConHex's owned and winning regions and outline among
 * them), with and without the score panel. The worker is really used (a
 * prepare answers "not yet" first); a layout changed while it works, a
 * view freed while it works, and a canvas that takes no images made
 * elsewhere are handled; small images settling from runs into SDL's RLE
 * images change no pixel. Run under ThreadSanitizer by make tsan. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>

#include "core/game.h"
#include "core/match.h"
#include "core/rng.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "ui/board/bview.h"
#include "ui/platform/canvas_sdl.h"
#include "ui/share/frame.h"
#include "uilib_fixture.h"

#define W 800
#define H 450

/* The two frames' pictures are the same to the byte. */
static void assert_same(const frame_t *a, const frame_t *b, const char *what)
{
    for (int y = 0; y < H; y++)
        if (memcmp((const Uint8 *)a->surf->pixels + (size_t)y * (size_t)a->surf->pitch,
                   (const Uint8 *)b->surf->pixels + (size_t)y * (size_t)b->surf->pitch, (size_t)W * 4))
            fail_msg("%s: row %d differs", what, y);
}

/* Prepares until the images are in; the calls that answered "not yet". */
static int prepare(frame_t *f, bview_t *bv, const game_t *g, int scores)
{
    int waits = 0;
    while (!frame_prepare(f, bv, g->setup.players, scores)) {
        waits++;
        SDL_Delay(1);
    }
    return waits;
}

/* The position shown by a new view with its images made on a worker, and
 * by one making them in its frames: the same pixels. */
static void same_picture(frame_t *a, frame_t *b, const session_t *s, int scores, const char *what)
{
    bview_t *pa = bview_new(s->game), *pb = bview_new(s->game);
    assert_non_null(pa);
    assert_non_null(pb);
    bview_show_entry(pa, s, s->cur);
    bview_show_entry(pb, s, s->cur);
    bview_set_ambient(pa, 2.0);
    bview_set_ambient(pb, 2.0);
    if (!prepare(a, pa, s->game, scores)) fail_msg("%s: the images were not made on a worker", what);
    frame_draw(a, pa, s->game, session_state(s), scores, 0, 2.0);
    /* Twice: a frame's score panel comes before its board, so the first
     * frame of a view laid out by no one draws its cards as vectors. */
    frame_draw(b, pb, s->game, session_state(s), scores, 0, 2.0);
    frame_draw(b, pb, s->game, session_state(s), scores, 0, 2.0);
    char where[160];
    snprintf(where, sizeof where, "%s (scores %d)", what, scores);
    assert_same(a, b, where);
    /* Prepared again at the same layout: nothing more to make. */
    assert_int_equal(prepare(a, pa, s->game, scores), 0);
    bview_free(pa, &a->c);
    bview_free(pb, &b->c);
}

static void test_prepared_match_made(void **state)
{
    (void)state;
    frame_t a, b;
    char err[512];
    if (frame_open(&a, W, H, ".", err, sizeof err) || frame_open(&b, W, H, ".", err, sizeof err)) fail_msg("%s", err);
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        session_t *s = uifx_new_session(r);
        match_t t;
        assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
        rng_t rng;
        rng_seed(&rng, 23 + (uint64_t)i);
        char what[96];
        int turn = 0, shown = 0;
        do {
            snprintf(what, sizeof what, "%s, turn %d", r->id, turn);
            same_picture(&a, &b, s, shown++ % 2, what);
            for (int k = 0; k < 12 && uifx_random_turn(s, &t, &rng) == 0; k++) turn++;
        } while (!game_is_over(session_state(s)) && turn < 300);
        printf("# %s: %d positions over %d turns\n", r->id, shown + 1, turn);
        snprintf(what, sizeof what, "%s, over", r->id);
        same_picture(&a, &b, s, 0, what);
        same_picture(&a, &b, s, 1, what);
        match_free(&t);
        session_free(s);
    }
    frame_close(&a);
    frame_close(&b);
}

/* The window resized while the worker works: its images no longer fit and
 * are dropped; the next prepare makes them for the new size. A view that
 * has drawn is not held for a new size. A view freed while its worker
 * works waits for it (no leak, no race). */
static void test_layout_changes_and_free(void **state)
{
    (void)state;
    frame_t f;
    char err[512];
    if (frame_open(&f, W, H, ".", err, sizeof err)) fail_msg("%s", err);
    session_t *s = uifx_new_session(game_by_index(0));
    bview_t *bv = bview_new(s->game);
    assert_non_null(bv);
    bview_show_entry(bv, s, s->cur);
    assert_int_equal(bview_prepare(bv, &f.c, canvas_rect(0, 0, 400, 400), NULL), 0);
    int waits = 0;
    while (!bview_prepare(bv, &f.c, canvas_rect(0, 0, 600, 440), NULL)) waits++, SDL_Delay(1);
    assert_true(waits > 0);
    frame_draw(&f, bv, s->game, session_state(s), 0, 0, 0.0);
    /* A view that has drawn is not held back when resized: drawing
     * remakes its images. */
    assert_int_equal(bview_prepare(bv, &f.c, canvas_rect(0, 0, 500, 300), NULL), 1);
    bview_free(bv, &f.c);

    bv = bview_new(s->game);
    assert_non_null(bv);
    bview_show_entry(bv, s, s->cur);
    assert_int_equal(bview_prepare(bv, &f.c, canvas_rect(0, 0, 600, 440), NULL), 0);
    bview_free(bv, &f.c);
    session_free(s);
    frame_close(&f);
}

/* Small images start as runs and settle, one a frame, into the RLE images
 * SDL blits (sdlimg_settle): a board drawn once all have settled is the
 * board drawn while they are runs, to the byte. */
static void test_settled_match_runs(void **state)
{
    (void)state;
    frame_t a, b;
    char err[512];
    if (frame_open(&a, W, H, ".", err, sizeof err) || frame_open(&b, W, H, ".", err, sizeof err)) fail_msg("%s", err);
    for (int i = 0; i < game_count(); i++) {
        session_t *s = uifx_new_session(game_by_index(i));
        match_t t;
        assert_int_equal(match_init(&t, s->game, NULL, NULL), 0);
        rng_t rng;
        rng_seed(&rng, 5 + (uint64_t)i);
        for (int k = 0; k < 400 && !game_is_over(session_state(s)) && uifx_random_turn(s, &t, &rng) == 0; k++) {
        }
        bview_t *pa = bview_new(s->game), *pb = bview_new(s->game);
        assert_non_null(pa);
        assert_non_null(pb);
        bview_show_entry(pa, s, s->cur);
        bview_show_entry(pb, s, s->cur);
        for (int f = 0; f < 400; f++) frame_draw(&a, pa, s->game, session_state(s), 1, 0, 2.0);
        csdl_invalidate(a.cs);
        frame_draw(&a, pa, s->game, session_state(s), 1, 0, 2.0);
        frame_draw(&b, pb, s->game, session_state(s), 1, 0, 2.0);
        frame_draw(&b, pb, s->game, session_state(s), 1, 0, 2.0);
        char what[64];
        snprintf(what, sizeof what, "%s, its images settled", game_by_index(i)->id);
        assert_same(&a, &b, what);
        bview_free(pa, &a.c);
        bview_free(pb, &b.c);
        match_free(&t);
        session_free(s);
    }
    frame_close(&a);
    frame_close(&b);
}

/* The recording canvas takes no images made elsewhere: prepare says they
 * are in at once, and drawing makes them. */
static void test_canvas_without_maker(void **state)
{
    (void)state;
    canvas_rec_t *rec = crec_new();
    assert_non_null(rec);
    canvas_t c;
    crec_canvas(rec, &c, W, H);
    canvas_t maker;
    assert_int_equal(canvas_image_maker(&c, &maker), -1);
    session_t *s = uifx_new_session(game_by_index(0));
    bview_t *bv = bview_new(s->game);
    assert_non_null(bv);
    bview_show_entry(bv, s, s->cur);
    assert_int_equal(bview_prepare(bv, &c, canvas_rect(0, 0, 600, 440), NULL), 1);
    bview_draw(bv, &c, canvas_rect(0, 0, 600, 440));
    assert_true(crec_images_live(rec) > 0);
    bview_free(bv, &c);
    assert_int_equal(crec_images_live(rec), 0);
    session_free(s);
    crec_free(rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_prepared_match_made),
        cmocka_unit_test(test_layout_changes_and_free),
        cmocka_unit_test(test_settled_match_runs),
        cmocka_unit_test(test_canvas_without_maker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
