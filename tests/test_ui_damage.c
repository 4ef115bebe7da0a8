/* Drawing only what changed (src/draw/damage.c) gives the picture a whole
 * redraw gives, to the byte: every game's moves played at random and
 * animated, the pieces' idle motion, ConHex's winning glow, the score
 * panel and the menu's hex field, each frame drawn by a retained canvas
 * over its last frame and by one drawn whole, and compared; the same in
 * two windows of SDL's dummy driver (their surfaces have no alpha, and text
 * goes straight into them), with a line of text that changes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL_ttf.h>

#include "core/game.h"
#include "core/match.h"
#include "core/rng.h"
#include "core/session.h"
#include "ui/board/bview.h"
#include "ui/platform/canvas_sdl.h"
#include "ui/platform/font.h"
#include "ui/share/frame.h"
#include "uilib_fixture.h"
#include "plat/plat.h"

#define W 800
#define H 450

/* The first pixel where the two pictures differ, or -1 (the unused byte
 * of a surface without alpha aside). */
static long first_difference(const SDL_Surface *a, const SDL_Surface *b)
{
    Uint32 mask = a->format->Amask ? 0xffffffffu : 0x00ffffffu;
    for (int y = 0; y < a->h; y++) {
        const Uint32 *p = (const Uint32 *)((const Uint8 *)a->pixels + (size_t)y * (size_t)a->pitch);
        const Uint32 *q = (const Uint32 *)((const Uint8 *)b->pixels + (size_t)y * (size_t)b->pitch);
        for (int x = 0; x < a->w; x++)
            if ((p[x] ^ q[x]) & mask) return (long)y * a->w + x;
    }
    return -1;
}

typedef struct {
    frame_t part, whole;
    bview_t *bp, *bw;
    long frames, partial, drawn;
} pair_t;

/* One frame both ways; fails on the first pixel that differs. */
static void draw_both(pair_t *p, const session_t *s, int scores, int background, double t, const char *what)
{
    bview_set_ambient(p->bp, t);
    bview_set_ambient(p->bw, t);
    long drawn = frame_draw(&p->part, p->bp, s->game, session_state(s), scores, background, t);
    csdl_invalidate(p->whole.cs);
    assert_int_equal(frame_draw(&p->whole, p->bw, s->game, session_state(s), scores, background, t), (long)W * H);
    long at = first_difference(p->part.surf, p->whole.surf);
    if (at >= 0) {
        const Uint32 *a = p->part.surf->pixels, *b = p->whole.surf->pixels;
        int x = (int)(at % W), y = (int)(at / W);
        fail_msg("%s, t %.3f (scores %d, background %d): pixel (%d, %d) is %08x drawn in parts, %08x whole", what, t,
                 scores, background, x, y, (unsigned)a[(size_t)y * (size_t)(p->part.surf->pitch / 4) + (size_t)x],
                 (unsigned)b[(size_t)y * (size_t)(p->whole.surf->pitch / 4) + (size_t)x]);
    }
    p->frames++;
    p->drawn += drawn;
    if (drawn < (long)W * H) p->partial++;
}

static void one_game(const game_rules_t *r, uint64_t seed, pair_t *p)
{
    char what[96];
    session_t *s = uifx_new_session(r);
    const game_t *g = s->game;
    match_t t;
    assert_int_equal(match_init(&t, g, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, seed);
    p->bp = bview_new(g);
    p->bw = bview_new(g);
    assert_non_null(p->bp);
    assert_non_null(p->bw);
    bview_show_entry(p->bp, s, s->cur);
    bview_show_entry(p->bw, s, s->cur);
    draw_both(p, s, 0, 0, 0.0, r->id);
    for (int turn = 0; turn < 400 && uifx_random_turn(s, &t, &rng) == 0; turn++) {
        if (turn % 4 && !game_is_over(session_state(s))) continue;
        /* The move animated, at 30 frames a second. */
        bview_play_entry(p->bp, s, s->cur);
        bview_play_entry(p->bw, s, s->cur);
        double total = bview_duration(p->bp);
        snprintf(what, sizeof what, "%s, turn %d", r->id, turn + 1);
        for (double c = 0; c <= total + 0.04; c += 1.0 / 30.0) {
            bview_seek(p->bp, c);
            bview_seek(p->bw, c);
            draw_both(p, s, (turn / 4) % 2, 0, (double)turn + c, what);
        }
    }
    /* At rest after the last move (the winner's glow pulsing, the pieces'
     * idle motion), with the score panel, then over the menu's field. */
    bview_show_entry(p->bp, s, s->cur);
    bview_show_entry(p->bw, s, s->cur);
    snprintf(what, sizeof what, "%s, at rest", r->id);
    for (int k = 0; k < 24; k++) draw_both(p, s, 1, k >= 20, 1000.0 + k / 30.0, what);
    match_free(&t);
    bview_free(p->bp, &p->part.c);
    bview_free(p->bw, &p->whole.c);
    session_free(s);
}

static void test_parts_match_whole(void **state)
{
    (void)state;
    pair_t p;
    memset(&p, 0, sizeof p);
    char err[512];
    if (frame_open(&p.part, W, H, ".", err, sizeof err) || frame_open(&p.whole, W, H, ".", err, sizeof err))
        fail_msg("%s", err);
    for (int i = 0; i < game_count(); i++) one_game(game_by_index(i), 11 + (uint64_t)i, &p);
    /* The damage was used: most frames drew less than the whole. */
    printf("# %ld frames, %ld drawn in parts, %.0f%% of the pixels drawn again\n", p.frames, p.partial,
           100.0 * (double)p.drawn / ((double)p.frames * W * H));
    assert_true(p.partial * 2 > p.frames);
    assert_true(p.drawn < p.frames * (long)W * H * 3 / 4);
    frame_close(&p.part);
    frame_close(&p.whole);
}

typedef struct {
    SDL_Window *win;
    SDL_Renderer *ren;
    font_cache_t *fonts;
    canvas_sdl_t *cs;
    canvas_t c;
    bview_t *bv;
} window_t;

static void window_open(window_t *w, const game_t *g)
{
    char err[512];
    w->win = SDL_CreateWindow("damage", 0, 0, W, H, SDL_WINDOW_HIDDEN);
    assert_non_null(w->win);
    w->ren = SDL_CreateRenderer(w->win, -1, SDL_RENDERER_SOFTWARE);
    assert_non_null(w->ren);
    w->fonts = font_cache_new(w->ren, ".", err, sizeof err);
    if (!w->fonts) fail_msg("%s", err);
    w->cs = csdl_new(w->ren, w->fonts);
    assert_non_null(w->cs);
    csdl_canvas(w->cs, &w->c);
    assert_int_equal(csdl_retain(w->cs, &w->c), 0);
    w->bv = bview_new(g);
    assert_non_null(w->bv);
}

static void window_close(window_t *w)
{
    bview_free(w->bv, &w->c);
    csdl_free(w->cs);
    font_cache_free(w->fonts);
    SDL_DestroyRenderer(w->ren);
    SDL_DestroyWindow(w->win);
}

/* A frame as the client draws one: the clear, the board, its scores and
 * a line of text. */
static long window_frame(window_t *w, const session_t *s, double t, int whole)
{
    if (whole) csdl_invalidate(w->cs);
    csdl_begin(w->cs, &w->c);
    font_cache_frame(w->fonts);
    canvas_clear(&w->c, canvas_rgba(20, 10, 40, 255));
    bview_set_ambient(w->bv, t);
    bview_draw(w->bv, &w->c, canvas_rect(260, 10, W - 270, H - 60));
    bview_draw_scores(w->bv, &w->c, canvas_rect(10, 10, 240, 200));
    char line[64];
    snprintf(line, sizeof line, "Move %d, %.1f s", s->cur, t);
    canvas_text(&w->c, &(canvas_text_t){.face = CANVAS_FACE_BOLD, .size = 22, .colour = canvas_rgba(240, 230, 200, 255),
                                        .shadow = 2, .shadow_colour = canvas_rgba(0, 0, 0, 160)},
                20, H - 40, line);
    canvas_flush(&w->c);
    return csdl_end(w->cs);
}

static void test_windows_match(void **state)
{
    (void)state;
    plat_setenv("SDL_VIDEODRIVER", "dummy"); /* no display is wanted, nor any other driver tried */
    if (SDL_InitSubSystem(SDL_INIT_VIDEO)) fail_msg("no video (dummy driver): %s", SDL_GetError());
    assert_int_equal(TTF_Init(), 0);
    session_t *s = uifx_new_session(game_by_index(0));
    const game_t *g = s->game;
    window_t a, b;
    window_open(&a, g);
    window_open(&b, g);
    match_t t;
    assert_int_equal(match_init(&t, g, NULL, NULL), 0);
    rng_t rng;
    rng_seed(&rng, 5);
    long frames = 0, partial = 0;
    for (int turn = 0; turn < 12 && uifx_random_turn(s, &t, &rng) == 0; turn++) {
        bview_play_entry(a.bv, s, s->cur);
        bview_play_entry(b.bv, s, s->cur);
        for (double c = 0; c <= bview_duration(a.bv) + 0.04; c += 1.0 / 20.0) {
            bview_seek(a.bv, c);
            bview_seek(b.bv, c);
            long drawn = window_frame(&a, s, turn + c, 0);
            window_frame(&b, s, turn + c, 1);
            SDL_Surface *sa = SDL_GetWindowSurface(a.win), *sb = SDL_GetWindowSurface(b.win);
            assert_non_null(sa);
            assert_non_null(sb);
            long at = first_difference(sa, sb);
            if (at >= 0)
                fail_msg("turn %d, t %.2f: pixel (%ld, %ld) is %08x drawn in parts, %08x whole", turn + 1, c, at % W,
                         at / W, (unsigned)((Uint32 *)sa->pixels)[at], (unsigned)((Uint32 *)sb->pixels)[at]);
            frames++;
            partial += drawn < (long)W * H;
        }
    }
    assert_true(partial * 2 > frames);
    match_free(&t);
    window_close(&a);
    window_close(&b);
    session_free(s);
    TTF_Quit();
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
    plat_setenv("SDL_VIDEODRIVER", NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parts_match_whole),
        cmocka_unit_test(test_windows_match),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
