/* The app shell: option parsing, the fixed-timestep accumulator, shape
 * tessellation, the canvas (recording and SDL), the screen stack, the title
 * screen driven by ui events, fonts, the icon, and whole app runs under the
 * SDL dummy video driver. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>

#include "core/game.h"
#include "draw/canvas.h"
#include "draw/canvas_rec.h"
#include "ui/app/app.h"
#include "ui/app/icon.h"
#include "ui/app/opts.h"
#include "ui/app/script_sdl.h"
#include "ui/board/slab.h"
#include "ui/platform/canvas_sdl.h"
#include "ui/platform/font.h"
#include "ui/platform/geom.h"
#include "ui/platform/imgruns.h"
#include "ui/platform/sdlimg.h"
#include "ui/platform/imgtint.h"
#include "ui/platform/input.h"
#include "ui/platform/pacer.h"
#include "ui/platform/raster.h"
#include "ui/platform/screen.h"
#include "ui/platform/shot.h"
#include "ui/platform/swtri.h"
#include "ui/platform/timestep.h"
#include "ui/platform/ui.h"
#include "ui/screens/title.h"
#include "ui/widgets/hexbg.h"
#include "lib_gametest.h"

/* ------------------------------------------------------------------------ */
/* Options. */

static int parse(opts_t *o, char *err, const char *a1, const char *a2, const char *a3)
{
    char *argv[5] = {"hexarcade", (char *)a1, (char *)a2, (char *)a3, NULL};
    int argc = 1 + (a1 != NULL) + (a2 != NULL) + (a3 != NULL);
    return opts_parse(o, argc, argv, err, 256);
}

static void test_opts_defaults(void **state)
{
    (void)state;
    opts_t o;
    char err[256];
    assert_int_equal(parse(&o, err, NULL, NULL, NULL), 0);
    assert_false(o.help);
    assert_false(o.fullscreen);
    assert_int_equal(o.width, 0);
    assert_null(o.game);
    assert_null(o.screenshot);
    assert_true(o.exit_after == 0.0);
    assert_int_equal(o.exit_frames, 0);
}

static void test_opts_values(void **state)
{
    (void)state;
    opts_t o;
    char err[256];
    assert_int_equal(parse(&o, err, "--windowed", "1280x720", NULL), 0);
    assert_int_equal(o.width, 1280);
    assert_int_equal(o.height, 720);
    assert_int_equal(parse(&o, err, "--windowed=3840x2160", "--fullscreen", NULL), 0);
    assert_int_equal(o.width, 3840);
    assert_true(o.fullscreen);
    assert_int_equal(parse(&o, err, "--fullscreen", "--windowed", "800x600"), 0);
    assert_false(o.fullscreen);
    assert_int_equal(parse(&o, err, "--game", "zumo", "--help"), 0);
    assert_string_equal(o.game, "zumo");
    assert_true(o.help);
    assert_int_equal(parse(&o, err, "--version", NULL, NULL), 0);
    assert_true(o.version);
    assert_int_equal(parse(&o, err, "--screenshot", "/tmp/x.png", "--exit-after=2"), 0);
    assert_string_equal(o.screenshot, "/tmp/x.png");
    assert_true(fabs(o.exit_after - 2.0) < 1e-9);
    assert_int_equal(parse(&o, err, "--exit-after", "0.5", NULL), 0);
    assert_true(fabs(o.exit_after - 0.5) < 1e-9);
    assert_int_equal(parse(&o, err, "--exit-after", "120f", NULL), 0);
    assert_int_equal(o.exit_frames, 120);
    assert_true(o.exit_after == 0.0);
    assert_int_equal(parse(&o, err, "--write-icon", "icon.png", "--fixed-step"), 0);
    assert_string_equal(o.write_icon, "icon.png");
    assert_true(o.fixed_step);
    assert_int_equal(o.icon_size, 0);
    assert_int_equal(parse(&o, err, "--write-icon", "icon.png", "--icon-size=48"), 0);
    assert_int_equal(o.icon_size, 48);
}

static void expect_error(const char *a1, const char *a2, const char *needle)
{
    opts_t o;
    char err[256] = "";
    assert_int_equal(parse(&o, err, a1, a2, NULL), -1);
    if (!strstr(err, needle)) fail_msg("error '%s' lacks '%s'", err, needle);
}

static void test_opts_errors(void **state)
{
    (void)state;
    expect_error("--bogus", NULL, "unknown option '--bogus'");
    expect_error("-x", NULL, "unknown option '-x'");
    expect_error("zumo", NULL, "unexpected argument 'zumo'");
    expect_error("--game", NULL, "needs a value");
    expect_error("--windowed", "big", "bad size 'big'");
    expect_error("--icon-size", "8", "--icon-size: expected 16 to 1024 pixels");
    expect_error("--icon-size", "64px", "not '64px'");
    expect_error("--windowed", "1280x", "bad size");
    expect_error("--windowed", "100x100", "too small");
    expect_error("--windowed", "99999x720", "too large");
    expect_error("--windowed", "16000x16000", "too large to draw at a usable rate (at most 7680x4320");
    expect_error("--windowed", "7681x4320", "too large");
    expect_error("--windowed", "99999999999x720", "bad size");
    expect_error("--exit-after", "soon", "expected seconds");
    expect_error("--exit-after", "-1", "expected seconds");
    expect_error("--exit-after", "0f", "expected seconds");
    expect_error("--help=yes", NULL, "takes no value");
    expect_error("--screenshot=", NULL, "needs a file name");
    /* An option missing its value does not take the next option as it. */
    opts_t o;
    char err[256] = "";
    assert_int_equal(parse(&o, err, "--game", "--exit-after", "1"), -1);
    if (!strstr(err, "option '--game' needs a value")) fail_msg("%s", err);
    assert_int_equal(parse(&o, err, "--script", "--fullscreen", NULL), -1);
    if (!strstr(err, "option '--script' needs a value")) fail_msg("%s", err);
    assert_int_equal(parse(&o, err, "--windowed", "7680x4320", NULL), 0);
    assert_int_equal(parse(&o, err, "--load=--odd.sav", NULL, NULL), 0);
}

static void test_opts_game_ids(void **state)
{
    (void)state;
    opts_t o;
    char err[256] = "";
    assert_int_equal(parse(&o, err, NULL, NULL, NULL), 0);
    assert_int_equal(opts_game_index(&o, err, sizeof err), -1);
    for (int i = 0; i < game_count(); i++) {
        assert_int_equal(parse(&o, err, "--game", game_by_index(i)->id, NULL), 0);
        assert_int_equal(opts_game_index(&o, err, sizeof err), i);
    }
    assert_int_equal(parse(&o, err, "--game", "chess", NULL), 0);
    assert_int_equal(opts_game_index(&o, err, sizeof err), -2);
    assert_non_null(strstr(err, "unknown game 'chess'"));
    for (int i = 0; i < game_count(); i++) assert_non_null(strstr(err, game_by_index(i)->id));
    char help[4096];
    assert_non_null(strstr(opts_help(help, sizeof help), "--windowed WxH"));
    assert_non_null(strstr(help, "--open SCREEN"));
    assert_non_null(strstr(help, "wunchunk, churn, conhex, uknight, zumo"));
    assert_non_null(strstr(help, "Wunchunk: 2 to 4"));
}

/* ------------------------------------------------------------------------ */
/* Fixed timestep. */

static void test_timestep(void **state)
{
    (void)state;
    timestep_t ts;
    timestep_init(&ts, 120.0, 0.25);
    assert_true(fabs(ts.dt - 1.0 / 120) < 1e-12);
    assert_int_equal(timestep_feed(&ts, 1.0 / 60), 2);
    assert_true(timestep_alpha(&ts) < 1e-6);
    assert_int_equal(timestep_feed(&ts, 1.0 / 240), 0);
    assert_true(fabs(timestep_alpha(&ts) - 0.5) < 1e-6);
    assert_int_equal(timestep_feed(&ts, 1.0 / 240), 1);
    /* A stall is clamped to 0.25 s: 30 steps, not 120. */
    timestep_init(&ts, 120.0, 0.25);
    assert_int_equal(timestep_feed(&ts, 1.0), 30);
    assert_int_equal(timestep_feed(&ts, -3.0), 0);
    assert_int_equal(timestep_feed(&ts, NAN), 0);
    /* 120 frames of 1/120 s are exactly 120 steps and one simulated second. */
    timestep_init(&ts, 120.0, 0.25);
    int total = 0;
    for (int i = 0; i < 120; i++) total += timestep_feed(&ts, 1.0 / 120);
    assert_int_equal(total, 120);
    assert_int_equal(ts.steps, 120);
    assert_true(fabs(ts.t - 1.0) < 1e-9);
    /* Uneven frames: alpha stays in [0, 1) and time adds up. */
    timestep_init(&ts, 120.0, 0.25);
    double fed = 0;
    for (int i = 0; i < 1000; i++) {
        double f = 0.001 + 0.013 * ((i * 7919) % 100) / 100.0;
        fed += f;
        timestep_feed(&ts, f);
        double a = timestep_alpha(&ts);
        assert_true(a >= 0 && a < 1);
    }
    assert_true(fabs(ts.t + ts.acc - fed) < 1e-6);
}

/* ------------------------------------------------------------------------ */
/* Geometry. */

static double mesh_area(const geom_mesh_t *m, int opaque_only)
{
    double a = 0;
    for (int i = 0; i + 2 < m->ni; i += 3) {
        const geom_vertex_t *p = &m->v[m->idx[i]], *q = &m->v[m->idx[i + 1]], *r = &m->v[m->idx[i + 2]];
        if (opaque_only && (p->c.a == 0 || q->c.a == 0 || r->c.a == 0)) continue;
        a += fabs((q->x - p->x) * (r->y - p->y) - (q->y - p->y) * (r->x - p->x)) / 2;
    }
    return a;
}

static void test_geom_triangulate(void **state)
{
    (void)state;
    canvas_pt_t sq[4] = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    int idx[3 * 16];
    assert_int_equal(geom_triangulate(sq, 4, idx), 2);
    /* An L shape (concave), both windings. */
    canvas_pt_t l[6] = {{0, 0}, {20, 0}, {20, 10}, {10, 10}, {10, 20}, {0, 20}};
    assert_true(fabsf(fabsf(geom_signed_area(l, 6)) - 300.0f) < 1e-3f);
    for (int rev = 0; rev < 2; rev++) {
        canvas_pt_t p[6];
        for (int i = 0; i < 6; i++) p[i] = rev ? l[5 - i] : l[i];
        geom_mesh_t m;
        geom_init(&m);
        canvas_paint_t paint = canvas_solid(canvas_rgba(255, 0, 0, 255));
        geom_fill_poly(&m, p, 6, &paint, 0.0f);
        assert_int_equal(m.ni, 12);
        assert_true(fabs(mesh_area(&m, 0) - 300.0) < 1e-3);
        geom_free(&m);
    }
    assert_true(geom_point_in_poly(l, 6, 5, 15));
    assert_false(geom_point_in_poly(l, 6, 15, 15));
}

/* geom_trim gives back room of an empty mesh only. */
static void test_geom_trim(void **state)
{
    (void)state;
    geom_mesh_t m;
    geom_init(&m);
    canvas_pt_t sq[4] = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    canvas_paint_t paint = canvas_solid(canvas_hex(0xffffff, 255));
    for (int k = 0; k < 2000; k++) geom_fill_poly(&m, sq, 4, &paint, 1.0f);
    int capv = m.capv, capi = m.capi;
    assert_true(capv > 4096 && capi > 8192);
    assert_int_equal(geom_trim(&m, 1024, 2048), -1); /* not empty */
    assert_int_equal(m.capv, capv);
    geom_reset(&m);
    assert_int_equal(geom_trim(&m, 1024, 2048), 0);
    assert_int_equal(m.capv, 1024);
    assert_int_equal(m.capi, 2048);
    geom_fill_poly(&m, sq, 4, &paint, 1.0f); /* still usable */
    assert_false(m.failed);
    geom_reset(&m);
    assert_int_equal(geom_trim(&m, 0, 0), 0);
    assert_null(m.v);
    assert_int_equal(m.capv, 0);
    geom_free(&m);
}

static void test_geom_feather(void **state)
{
    (void)state;
    /* A 100x50 rectangle with a 1-px feather: the opaque core is inset by
     * half a pixel, the ring reaches half a pixel out, clear at the outside. */
    canvas_pt_t r[4] = {{0, 0}, {100, 0}, {100, 50}, {0, 50}};
    geom_mesh_t m;
    geom_init(&m);
    canvas_paint_t paint = canvas_solid(canvas_rgba(10, 20, 30, 200));
    geom_fill_poly(&m, r, 4, &paint, 1.0f);
    assert_int_equal(m.nv, 8);
    assert_true(fabs(mesh_area(&m, 1) - 99.0 * 49.0) < 1e-2);
    /* Total area (core + ring) is the rectangle grown by half a pixel. */
    assert_true(fabs(mesh_area(&m, 0) - 101.0 * 51.0) < 1e-2);
    int clear = 0;
    for (int i = 0; i < m.nv; i++) {
        if (m.v[i].c.a == 0) {
            clear++;
            assert_true(m.v[i].x < 0 || m.v[i].x > 100);
        } else {
            assert_int_equal(m.v[i].c.a, 200);
        }
    }
    assert_int_equal(clear, 4);
    geom_free(&m);
}

static void test_geom_shapes(void **state)
{
    (void)state;
    canvas_pt_t p[GEOM_MAX_POINTS];
    int n = geom_circle_points(50, 60, 40, p, GEOM_MAX_POINTS);
    assert_true(n >= 12);
    /* Within a third of a pixel of the circle, with the circle's area. */
    for (int i = 0; i < n; i++) assert_true(fabsf(hypotf(p[i].x - 50, p[i].y - 60) - 40) < 0.34f);
    assert_true(fabs(fabs(geom_signed_area(p, n)) - M_PI * 1600) / (M_PI * 1600) < 0.001);
    n = geom_rrect_points(canvas_rect(10, 20, 200, 100), 12, p, GEOM_MAX_POINTS);
    float x0 = 1e9f, x1 = -1e9f, y0 = 1e9f, y1 = -1e9f;
    for (int i = 0; i < n; i++) {
        x0 = fminf(x0, p[i].x), x1 = fmaxf(x1, p[i].x);
        y0 = fminf(y0, p[i].y), y1 = fmaxf(y1, p[i].y);
    }
    assert_true(fabsf(x0 - 10) < 1e-3f && fabsf(x1 - 210) < 1e-3f);
    assert_true(fabsf(y0 - 20) < 1e-3f && fabsf(y1 - 120) < 1e-3f);
    assert_int_equal(geom_rrect_points(canvas_rect(0, 0, 10, 10), 0, p, GEOM_MAX_POINTS), 4);
    /* A thick line: its opaque core covers length x (width - feather). */
    geom_mesh_t m;
    geom_init(&m);
    canvas_pt_t line[2] = {{0, 0}, {100, 0}};
    geom_stroke_path(&m, line, 2, 0, 6.0f, canvas_rgba(1, 2, 3, 255), 1.0f);
    assert_true(fabs(mesh_area(&m, 1) - 100.0 * 5.0) < 1e-2);
    geom_reset(&m);
    /* A closed square outline of width 2 without feather: 4 sides x 2 x (10 + 0) mitred. */
    canvas_pt_t sq[4] = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    geom_stroke_path(&m, sq, 4, 1, 2.0f, canvas_rgba(1, 2, 3, 255), 0.0f);
    assert_true(fabs(mesh_area(&m, 1) - (12.0 * 12.0 - 8.0 * 8.0)) < 1e-2);
    /* Radial paint: the focus vertex has the inner colour. */
    geom_reset(&m);
    canvas_paint_t rad = canvas_radial(5, 5, 5, canvas_rgba(255, 255, 255, 255), canvas_rgba(0, 0, 0, 255));
    geom_fill_poly(&m, sq, 4, &rad, 1.0f);
    assert_int_equal(m.v[0].c.r, 255);
    assert_true(m.v[0].x == 5 && m.v[0].y == 5);
    geom_free(&m);
}

/* ------------------------------------------------------------------------ */
/* The canvas through the recorder. */

static void test_canvas_recording(void **state)
{
    (void)state;
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    canvas_fill_circle(&c, 100, 120, 30, canvas_solid(canvas_hex(0xff0000, 255)));
    canvas_fill_circle(&c, 100, 120, 0, canvas_solid(canvas_hex(0xff0000, 255))); /* nothing */
    canvas_line(&c, 0, 0, 10, 10, 3, canvas_hex(0x00ff00, 255));
    canvas_fill_hexagon(&c, 50, 50, 20, 30, canvas_solid(canvas_hex(0x0000ff, 255)));
    canvas_set_alpha(&c, 0.5f);
    canvas_fill_rrect(&c, canvas_rect(10, 10, 100, 40), 8, canvas_solid(canvas_hex(0xffffff, 200)));
    canvas_set_alpha(&c, 1.0f);
    canvas_soft_rrect(&c, canvas_rect(0, 0, 50, 50), 4, 10, canvas_hex(0, 100));
    assert_int_equal(crec_count(rec), 5);
    const crec_op_t *op = crec_op(rec, 0);
    assert_int_equal(op->kind, CREC_FILL_CIRCLE);
    assert_true(op->centre.x == 100 && op->centre.y == 120 && op->r == 30);
    assert_int_equal(op->colour.r, 255);
    op = crec_op(rec, 1);
    assert_int_equal(op->kind, CREC_STROKE_PATH);
    assert_int_equal(op->npts, 2);
    assert_false(op->closed);
    assert_true(op->width == 3);
    op = crec_op(rec, 2);
    assert_int_equal(op->kind, CREC_FILL_POLY);
    assert_int_equal(op->npts, 6);
    const canvas_pt_t *pts = crec_points(rec, op);
    assert_true(fabsf(pts[0].x - (50 + 20 * cosf((float)M_PI / 6))) < 1e-3f); /* pointy top: corner at 30 deg */
    op = crec_op(rec, 3);
    assert_int_equal(op->kind, CREC_FILL_RRECT);
    assert_int_equal(op->colour.a, 100); /* 200 x global alpha 0.5 */
    assert_int_equal(crec_count_kind(rec, CREC_SOFT_RRECT), 1);
    assert_string_equal(crec_kind_name(CREC_TEXT), "text");
    crec_free(rec);
}

static void test_canvas_text_and_clip(void **state)
{
    (void)state;
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 20;
    t.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    t.colour = canvas_hex(0xffffff, 255);
    canvas_text(&c, &t, 640, 100, "Zumo");
    canvas_text(&c, &t, 640, 100, ""); /* nothing */
    const crec_op_t *op = crec_find_text(rec, "Zumo");
    assert_non_null(op);
    /* 4 characters at 0.6 em: 48 px wide, centred on 640. */
    assert_true(fabsf(op->rect.w - 48) < 1e-3f);
    assert_true(fabsf(op->rect.x + op->rect.w / 2 - 640) < 1e-3f);
    assert_true(canvas_text_width(&c, &t, "Zumo") > 0);
    assert_int_equal(crec_count_text(rec, "Zu"), 1);
    assert_null(crec_find_text(rec, "Churn"));

    canvas_push_clip(&c, canvas_rect(0, 0, 100, 100));
    canvas_push_clip(&c, canvas_rect(50, 50, 100, 100));
    canvas_fill_circle(&c, 60, 60, 5, canvas_solid(canvas_hex(0, 255)));
    op = crec_op(rec, crec_count(rec) - 1);
    assert_true(op->has_clip);
    assert_true(op->clip.x == 50 && op->clip.y == 50 && op->clip.w == 50 && op->clip.h == 50);
    canvas_pop_clip(&c);
    canvas_pop_clip(&c);
    canvas_pop_clip(&c); /* one too many: ignored */
    canvas_fill_circle(&c, 60, 60, 5, canvas_solid(canvas_hex(0, 255)));
    op = crec_op(rec, crec_count(rec) - 1);
    assert_false(op->has_clip);

    int a = canvas_image_new(&c, 2, 2, (const uint8_t[16]){0});
    int b = canvas_image_new(&c, 2, 2, (const uint8_t[16]){0});
    assert_true(a > 0 && b > 0 && a != b);
    assert_int_equal(crec_images_live(rec), 2);
    canvas_image_draw(&c, a, canvas_rect(0, 0, 10, 10), canvas_hex(0xffffff, 255));
    assert_int_equal(crec_count_kind(rec, CREC_IMAGE), 1);
    canvas_image_free(&c, a);
    canvas_image_free(&c, b);
    assert_int_equal(crec_images_live(rec), 0);
    crec_reset(rec);
    assert_int_equal(crec_count(rec), 0);
    crec_free(rec);
}

static void test_canvas_colours(void **state)
{
    (void)state;
    canvas_colour_t a = canvas_hex(0x000000, 255), b = canvas_hex(0xffffff, 255);
    canvas_colour_t m = canvas_mix(a, b, 0.5f);
    assert_true(m.r >= 127 && m.r <= 128);
    assert_int_equal(canvas_with_alpha(b, 0.5f).a, 128);
    canvas_paint_t lin = canvas_linear(0, 0, a, 0, 100, b);
    assert_int_equal(canvas_paint_at(&lin, 0, -50).r, 0);
    assert_int_equal(canvas_paint_at(&lin, 0, 150).r, 255);
    canvas_paint_t rad = canvas_radial2(0, 0, 10, 20, a, b);
    assert_int_equal(canvas_paint_at(&rad, 5, 0).r, 0);
    assert_true(canvas_paint_at(&rad, 15, 0).r >= 127 && canvas_paint_at(&rad, 15, 0).r <= 128);
    assert_int_equal(canvas_paint_at(&rad, 30, 0).r, 255);
    canvas_rect_t r = canvas_rect_intersect(canvas_rect(0, 0, 10, 10), canvas_rect(20, 20, 5, 5));
    assert_true(r.w == 0 && r.h == 0);
}

/* ------------------------------------------------------------------------ */
/* Screens. */

typedef struct {
    screen_t base;
    int *log;
    int id;
} probe_t;

static void probe_enter(screen_t *s, ui_t *ui)
{
    (void)ui;
    probe_t *p = (probe_t *)s;
    p->log[0]++;
}
static void probe_update(screen_t *s, ui_t *ui, double dt)
{
    (void)ui, (void)dt;
    ((probe_t *)s)->log[1] += ((probe_t *)s)->id;
}
static void probe_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    (void)ui, (void)c, (void)alpha;
    ((probe_t *)s)->log[2] += ((probe_t *)s)->id;
}
static void probe_destroy(screen_t *s)
{
    ((probe_t *)s)->log[3]++;
    free(s);
}
static const screen_ops_t opaque_ops = {"opaque", 1, probe_enter, NULL, probe_update, probe_render, probe_destroy, NULL, NULL, NULL};
static const screen_ops_t overlay_ops = {"overlay", 0, probe_enter, NULL, probe_update, probe_render, probe_destroy, NULL, NULL, NULL};

static screen_t *probe(const screen_ops_t *ops, int *log, int id)
{
    probe_t *p = calloc(1, sizeof *p);
    p->base.ops = ops;
    p->log = log;
    p->id = id;
    return &p->base;
}

static void test_screen_stack(void **state)
{
    (void)state;
    int log[4] = {0};
    ui_t ui;
    ui_init(&ui, 1280, 720);
    screen_stack_t ss;
    screen_stack_init(&ss);
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    screen_push(&ss, probe(&opaque_ops, log, 1));
    screen_push(&ss, probe(&opaque_ops, log, 10));
    assert_null(screen_top(&ss)); /* deferred */
    screen_stack_apply(&ss, &ui);
    assert_int_equal(ss.n, 2);
    assert_int_equal(log[0], 1);
    screen_stack_update(&ss, &ui, 0.01);
    assert_int_equal(log[1], 10); /* only the top updates */
    screen_stack_render(&ss, &ui, &c, 0);
    assert_int_equal(log[2], 10); /* the opaque top hides the rest */
    screen_push(&ss, probe(&overlay_ops, log, 100));
    screen_stack_apply(&ss, &ui);
    log[2] = 0;
    screen_stack_render(&ss, &ui, &c, 0);
    assert_int_equal(log[2], 110); /* an overlay draws over the screen below */
    screen_pop(&ss);
    screen_stack_apply(&ss, &ui);
    assert_int_equal(log[3], 1);
    screen_replace(&ss, probe(&opaque_ops, log, 1000));
    screen_stack_apply(&ss, &ui);
    assert_int_equal(ss.n, 2);
    assert_int_equal(log[3], 2);
    screen_stack_clear(&ss);
    assert_int_equal(log[3], 4);
    crec_free(rec);
}

/* An opaque screen pushed over the top one covers it (the client then
 * drops the texts it drew); an overlay, the same top or a pop does not. */
static void test_screen_covers(void **state)
{
    (void)state;
    int log[4] = {0};
    ui_t ui;
    ui_init(&ui, 1280, 720);
    screen_stack_t ss;
    screen_stack_init(&ss);
    assert_false(screen_stack_covers(&ss, NULL));
    screen_push(&ss, probe(&opaque_ops, log, 1));
    screen_stack_apply(&ss, &ui);
    screen_t *title = screen_top(&ss);
    assert_false(screen_stack_covers(&ss, NULL));
    assert_false(screen_stack_covers(&ss, title));
    screen_push(&ss, probe(&overlay_ops, log, 2));
    screen_stack_apply(&ss, &ui);
    assert_false(screen_stack_covers(&ss, title)); /* drawn still */
    screen_t *menu = screen_top(&ss);
    screen_push(&ss, probe(&opaque_ops, log, 3));
    screen_stack_apply(&ss, &ui);
    assert_true(screen_stack_covers(&ss, menu));
    assert_true(screen_stack_covers(&ss, title));
    screen_t *attract = screen_top(&ss);
    screen_pop(&ss);
    screen_stack_apply(&ss, &ui);
    assert_false(screen_stack_covers(&ss, attract)); /* gone, not under */
    screen_stack_clear(&ss);
}

/* Screens that say how they move. */
static screen_motion_t still_motion(const screen_t *s, const ui_t *ui) { (void)s, (void)ui; return SCREEN_STILL; }
static screen_motion_t ambient_motion(const screen_t *s, const ui_t *ui) { (void)s, (void)ui; return SCREEN_AMBIENT; }
static const screen_ops_t still_ops = {"still", 1, probe_enter, NULL, probe_update, probe_render, probe_destroy, NULL, still_motion, NULL};
static const screen_ops_t ambient_ops = {"ambient", 0, probe_enter, NULL, probe_update, probe_render, probe_destroy,
                                         NULL, ambient_motion, NULL};

/* The stack moves as much as the most moving screen that is drawn; a
 * screen that does not say counts as moving. */
static void test_screen_motion(void **state)
{
    (void)state;
    int log[4] = {0};
    ui_t ui;
    ui_init(&ui, 1280, 720);
    screen_stack_t ss;
    screen_stack_init(&ss);
    assert_int_equal(screen_stack_motion(&ss, &ui), SCREEN_STILL);
    screen_push(&ss, probe(&opaque_ops, log, 1));
    screen_stack_apply(&ss, &ui);
    assert_int_equal(screen_stack_motion(&ss, &ui), SCREEN_MOVING);
    long changes = ss.changes;
    screen_push(&ss, probe(&still_ops, log, 2)); /* opaque: hides the moving one */
    screen_stack_apply(&ss, &ui);
    assert_true(ss.changes > changes);
    assert_int_equal(screen_stack_motion(&ss, &ui), SCREEN_STILL);
    screen_push(&ss, probe(&ambient_ops, log, 3)); /* an overlay over it */
    screen_stack_apply(&ss, &ui);
    assert_int_equal(screen_stack_motion(&ss, &ui), SCREEN_AMBIENT);
    screen_push(&ss, probe(&overlay_ops, log, 4));
    screen_stack_apply(&ss, &ui);
    assert_int_equal(screen_stack_motion(&ss, &ui), SCREEN_MOVING);
    screen_stack_clear(&ss);
}

/* Frames the pacer draws in `seconds` of turns 1/60 s apart, each frame
 * taking `cost` seconds; dirty_every > 0 marks input every that many turns. */
static int paced_frames(screen_motion_t m, double seconds, double cost, int dirty_every)
{
    pacer_t p;
    pacer_init(&p);
    int frames = 0, turns = (int)(seconds * 60.0 + 0.5);
    for (int i = 0; i < turns; i++) {
        double now = i / 60.0;
        if (dirty_every > 0 && i % dirty_every == 0) pacer_dirty(&p);
        if (!pacer_due(&p, m, now)) {
            double w = pacer_wait(&p, m, now);
            assert_true(w > 0 && w <= PACER_WAKE + 1e-9);
            continue;
        }
        pacer_drawn(&p, m, now, cost);
        frames++;
    }
    return frames;
}

/* Moving screens are drawn every turn; ambient motion at most 15 times a
 * second, and less when a frame is slow to draw (at most 3% of the time);
 * a show (the attract mode's moves) at most 30 times a second and 12% of
 * the time; a still screen once, then again only after input. */
static void test_pacer(void **state)
{
    (void)state;
    assert_int_equal(paced_frames(SCREEN_MOVING, 2.0, 0.005, 0), 120);
    int ambient = paced_frames(SCREEN_AMBIENT, 2.0, 0.001, 0); /* 1 ms a frame: the 15 Hz cap */
    assert_true(ambient >= 20 && ambient <= 31);
    int slow = paced_frames(SCREEN_AMBIENT, 4.0, 0.03, 0); /* 30 ms a frame: every 1 s */
    assert_true(slow >= 3 && slow <= 5);
    int slowest = paced_frames(SCREEN_AMBIENT, 8.0, 1.0, 0); /* never more than 4 s apart */
    assert_true(slowest >= 2 && slowest <= 3);
    int show = paced_frames(SCREEN_SHOWING, 2.0, 0.001, 0); /* the 30 Hz cap */
    assert_true(show >= 39 && show <= 61); /* every second turn, or third when 1/30 s rounds up */
    int show_slow = paced_frames(SCREEN_SHOWING, 2.0, 0.012, 0); /* 12 ms a frame: every 0.1 s */
    assert_true(show_slow >= 17 && show_slow <= 21);
    int show_slowest = paced_frames(SCREEN_SHOWING, 2.0, 1.0, 0); /* never more than 0.25 s apart */
    assert_true(show_slowest >= 7 && show_slowest <= 9);
    assert_int_equal(paced_frames(SCREEN_STILL, 2.0, 0.005, 0), 1);
    assert_int_equal(paced_frames(SCREEN_STILL, 2.0, 0.005, 30), 4); /* input twice a second */
    /* Input draws at once, whatever the motion. */
    assert_int_equal(paced_frames(SCREEN_AMBIENT, 2.0, 1.0, 30), 4);
    pacer_t p;
    pacer_init(&p);
    assert_true(pacer_due(&p, SCREEN_STILL, 0.0)); /* the first frame */
    pacer_drawn(&p, SCREEN_AMBIENT, 0.0, 0.001);
    assert_true(pacer_due(&p, SCREEN_STILL, 0.01)); /* motion has just stopped: once more */
    pacer_drawn(&p, SCREEN_STILL, 0.01, 0.001);
    assert_false(pacer_due(&p, SCREEN_STILL, 5.0));
    assert_true(pacer_due(&p, SCREEN_MOVING, 5.0));
    assert_true(pacer_interval(&p, SCREEN_STILL) < 0);
    assert_true(pacer_interval(&p, SCREEN_MOVING) == 0);
    assert_true(fabs(pacer_ambient_interval(&p) - 1.0 / PACER_AMBIENT_HZ) < 1e-9);
    assert_true(fabs(pacer_interval(&p, SCREEN_SHOWING) - 1.0 / PACER_SHOW_HZ) < 1e-9);
    /* One slow frame (a new screen making its images) does not slow the rest. */
    pacer_init(&p);
    pacer_drawn(&p, SCREEN_MOVING, 0.0, 2.0);
    pacer_drawn(&p, SCREEN_AMBIENT, 2.0, 0.001);
    assert_true(fabs(pacer_ambient_interval(&p) - 1.0 / PACER_AMBIENT_HZ) < 1e-9);
    /* Waiting: never past the next frame due, never longer than PACER_WAKE. */
    pacer_init(&p);
    pacer_drawn(&p, SCREEN_SHOWING, 1.0, 0.001);
    double w = pacer_wait(&p, SCREEN_SHOWING, 1.0);
    assert_true(w > 0 && w <= 1.0 / PACER_SHOW_HZ + 1e-9);
    assert_true(fabs(pacer_wait(&p, SCREEN_STILL, 1.0) - PACER_WAKE) < 1e-9);
}

/* ------------------------------------------------------------------------ */
/* Offscreen pictures band by band (raster_bands, slab_add_band): the same
 * picture as drawn whole, and the same slabs, without the whole picture
 * ever held (the client's high-water mark at 4K). */

#define BAND_W 97
#define BAND_H 61

static void draw_shapes(canvas_t *c, void *ctx)
{
    int *calls = ctx;
    if (calls) (*calls)++;
    canvas_fill_rect(c, canvas_rect(4, 3, 80, 50), canvas_solid(canvas_hex(0x3050a0, 255)));
    canvas_fill_circle(c, 48, 30, 22, canvas_solid(canvas_hex(0xf0c020, 200)));
    canvas_pt_t tri[3] = {{10, 58}, {90, 5}, {92, 58}};
    canvas_stroke_poly(c, tri, 3, 3.0f, canvas_hex(0xffffff, 160));
}


typedef struct {
    uint8_t px[BAND_W * BAND_H * 4];
    int next, bands, stop_after;
} band_sink_t;

static int collect_band(void *ctx, const uint8_t *rgba, int y0, int y1)
{
    band_sink_t *k = ctx;
    assert_int_equal(y0, k->next); /* in order, every row once */
    assert_true(y1 > y0 && y1 <= BAND_H);
    memcpy(k->px + (size_t)y0 * BAND_W * 4, rgba, (size_t)(y1 - y0) * BAND_W * 4);
    k->next = y1;
    return ++k->bands == k->stop_after ? -1 : 0;
}

static void test_raster_bands(void **state)
{
    (void)state;
    uint8_t *whole = raster_rgba(BAND_W, BAND_H, NULL, draw_shapes, NULL);
    assert_non_null(whole);
    static band_sink_t k;
    memset(&k, 0, sizeof k);
    int calls = 0;
    assert_int_equal(raster_bands(BAND_W, BAND_H, 7, NULL, draw_shapes, &calls, collect_band, &k), 0);
    assert_int_equal(k.next, BAND_H);
    assert_int_equal(k.bands, (BAND_H + 6) / 7);
    assert_int_equal(calls, k.bands);
    /* The same picture, to the bit: a shape cut by a band's edge is drawn
     * in each band it crosses, at the same place. */
    int worst = 0, off = 0, opaque = 0;
    for (int i = 0; i < BAND_W * BAND_H * 4; i++) {
        int d = abs((int)whole[i] - (int)k.px[i]);
        if (d > worst) worst = d;
        if (d) off++;
        if (i % 4 == 3 && whole[i] == 255) opaque++;
    }
    if (worst || off)
        fail_msg("banded picture differs: worst %d, %d channels", worst, off);
    assert_true(opaque > BAND_W * BAND_H / 3); /* something was drawn */
    /* A sink's refusal stops the drawing. */
    memset(&k, 0, sizeof k);
    k.stop_after = 2;
    calls = 0;
    assert_int_equal(raster_bands(BAND_W, BAND_H, 7, NULL, draw_shapes, &calls, collect_band, &k), -1);
    assert_int_equal(k.bands, 2);
    assert_int_equal(calls, 2);
    /* A picture that fits the band size is one band (a 1920x1080 board);
     * a larger one (4K) goes in smaller bands, none over the large size. */
    assert_int_equal(raster_band_bytes(1200, 1200), RASTER_BAND_BYTES);
    assert_int_equal(raster_band_bytes(2610, 2322), RASTER_BAND_BYTES_LARGE);
    assert_true(RASTER_BAND_BYTES_LARGE < RASTER_BAND_BYTES);
    /* Slabs made band by band are the slabs made from the whole picture. */
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 200, 200);
    slab_t a, b;
    assert_int_equal(slab_make(&a, &c, whole, BAND_W, BAND_H), 0);
    slab_begin(&b, BAND_W, BAND_H);
    int band = slab_band_rows(BAND_H);
    assert_int_equal(band, (BAND_H + SLAB_BANDS - 1) / SLAB_BANDS);
    for (int y0 = 0; y0 < BAND_H; y0 += band) {
        int y1 = y0 + band < BAND_H ? y0 + band : BAND_H;
        assert_int_equal(slab_add_band(&b, &c, whole + (size_t)y0 * BAND_W * 4, y0, y1), 0);
    }
    assert_true(a.n > SLAB_BANDS); /* opaque middles and blended edges */
    assert_int_equal(a.n, b.n);
    for (int i = 0; i < a.n; i++) {
        assert_int_equal(a.p[i].x, b.p[i].x);
        assert_int_equal(a.p[i].y, b.p[i].y);
        assert_int_equal(a.p[i].w, b.p[i].w);
        assert_int_equal(a.p[i].h, b.p[i].h);
    }
    slab_free(&a, &c);
    slab_free(&b, &c);
    assert_int_equal(crec_images_live(rec), 0);
    crec_free(rec);
    free(whole);
}

/* ------------------------------------------------------------------------ */
/* The title screen, with fake games and the registered ones. */

static const game_rules_t fake[3] = {
    {.id = "alpha", .name = "Alpha", .pitch = "The first game."},
    {.id = "beta", .name = "Beta",
     .pitch = "A pitch long enough that it has to wrap onto a second line and then be cut "
              "short with an ellipsis because it goes on and on and on and on and on and on "
              "and on without ever stopping at all, no matter how wide the row is."},
    {.id = "gamma", .name = "Gamma", .pitch = ""},
};

static int chosen_index;
static void on_choose(ui_t *ui, int index)
{
    (void)ui;
    chosen_index = index;
}

static ui_event_t key(ui_key_t k)
{
    ui_event_t e = {0};
    e.kind = UI_EV_KEY;
    e.key = k;
    return e;
}

static ui_event_t pointer(ui_event_kind_t kind, canvas_rect_t r)
{
    ui_event_t e = {0};
    e.kind = kind;
    e.x = r.x + r.w / 2;
    e.y = r.y + r.h / 2;
    e.button = 1;
    return e;
}

static void run_for(screen_t *s, ui_t *ui, double seconds)
{
    for (double t = 0; t < seconds; t += ui->step) {
        ui->time += ui->step;
        s->ops->update(s, ui, ui->step);
    }
}

static void test_title_keys_and_pointer(void **state)
{
    (void)state;
    const game_rules_t *games[3] = {&fake[0], &fake[1], &fake[2]};
    ui_t ui;
    ui_init(&ui, 1280, 720);
    ui.choose_game = on_choose;
    screen_t *s = title_new(games, 3, 1);
    assert_int_equal(title_games(s), 3);
    assert_int_equal(title_selected(s), 1);
    ui_event_t e = key(UI_KEY_DOWN);
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_selected(s), 2);
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_selected(s), 0); /* wraps */
    e = key(UI_KEY_UP);
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_selected(s), 2);
    e = key(UI_KEY_HOME);
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_selected(s), 0);
    e = key(UI_KEY_ENTER);
    chosen_index = -1;
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_chosen(s), 1);
    assert_int_equal(chosen_index, 0);
    assert_false(ui.quit);

    /* The first pointer report (resting over row 2) does not steal the
     * selection; moving onto a row does; a click chooses it. */
    e = pointer(UI_EV_POINTER_MOVE, title_row_rect(s, &ui, 2));
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_selected(s), 0);
    e = pointer(UI_EV_POINTER_MOVE, title_row_rect(s, &ui, 1));
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_selected(s), 1);
    e = pointer(UI_EV_POINTER_DOWN, title_row_rect(s, &ui, 2));
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_selected(s), 2);
    assert_int_equal(title_chosen(s), 2);
    assert_int_equal(chosen_index, 2);
    /* A click outside the rows does nothing. */
    e.x = 5;
    e.y = 5;
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_chosen(s), 2);
    assert_int_equal(title_row_at(s, &ui, 5, 5), -1);

    e = key(UI_KEY_ESCAPE);
    s->ops->event(s, &ui, &e);
    assert_true(ui.quit);
    s->ops->destroy(s);
}

static void test_title_render(void **state)
{
    (void)state;
    const game_rules_t *games[3] = {&fake[0], &fake[1], &fake[2]};
    static const int sizes[][2] = {{1280, 720}, {3840, 2160}, {1024, 768}, {2560, 1080}};
    for (int k = 0; k < 4; k++) {
        ui_t ui;
        ui_init(&ui, sizes[k][0], sizes[k][1]);
        screen_t *s = title_new(games, 3, 0);
        run_for(s, &ui, 2.0);
        canvas_rec_t *rec = crec_new();
        canvas_t c;
        crec_canvas(rec, &c, ui.width, ui.height);
        s->ops->render(s, &ui, &c, 0.5);
        assert_non_null(crec_find_text(rec, "HEXARCADE"));
        assert_non_null(crec_find_text(rec, "Alpha"));
        assert_non_null(crec_find_text(rec, "The first game."));
        assert_non_null(crec_find_text(rec, "Gamma"));
        assert_non_null(crec_find_text(rec, "Full screen"));
        assert_non_null(crec_find_text(rec, "Quit"));
        /* Every row lies on screen; the long pitch wraps into its row and is
         * cut with an ellipsis. */
        for (int i = 0; i < 3; i++) {
            canvas_rect_t r = title_row_rect(s, &ui, i);
            assert_true(r.x >= 0 && r.y >= 0 && r.x + r.w <= ui.width && r.y + r.h <= ui.height);
        }
        canvas_rect_t row = title_row_rect(s, &ui, 1);
        int beta_lines = 0;
        for (int i = 0; i < crec_count(rec); i++) {
            const crec_op_t *op = crec_op(rec, i);
            if (op->kind != CREC_TEXT || (strncmp(op->text, "A pitch", 7) && !strstr(op->text, "\xE2\x80\xA6")))
                continue;
            beta_lines++;
            assert_true(op->rect.x + op->rect.w <= row.x + row.w + 20 * ui.scale);
            assert_true(op->rect.y >= row.y - 1 && op->rect.y + op->rect.h <= row.y + row.h + 1);
        }
        assert_int_equal(beta_lines, 2);
        /* Text scales with the window: the logo is 3x taller at 4K. */
        const crec_op_t *logo = crec_find_text(rec, "HEXARCADE");
        assert_true(fabsf(logo->style.size - 116.0f * ui.scale) < 1e-3f);
        crec_free(rec);
        s->ops->destroy(s);
    }
}

static void test_title_no_games(void **state)
{
    (void)state;
    ui_t ui;
    ui_init(&ui, 1280, 720);
    screen_t *s = title_new(NULL, 0, 3);
    assert_int_equal(title_games(s), 0);
    assert_int_equal(title_selected(s), 0);
    ui_event_t e = key(UI_KEY_DOWN);
    s->ops->event(s, &ui, &e);
    e = key(UI_KEY_ENTER);
    s->ops->event(s, &ui, &e);
    assert_int_equal(title_chosen(s), 0);
    run_for(s, &ui, 1.0);
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    s->ops->render(s, &ui, &c, 0);
    assert_non_null(crec_find_text(rec, "No games"));
    crec_free(rec);
    s->ops->destroy(s);
}

static void test_title_registered(void **state)
{
    (void)state;
    ui_t ui;
    ui_init(&ui, 1280, 720);
    screen_t *s = title_new_registered(game_count() - 1);
    assert_int_equal(title_games(s), game_count());
    run_for(s, &ui, 2.0);
    canvas_rec_t *rec = crec_new();
    canvas_t c;
    crec_canvas(rec, &c, 1280, 720);
    s->ops->render(s, &ui, &c, 0);
    for (int i = 0; i < game_count(); i++) assert_non_null(crec_find_text(rec, game_by_index(i)->name));
    crec_free(rec);
    s->ops->destroy(s);
}

static void test_hexbg(void **state)
{
    (void)state;
    /* Deterministic: the same time draws the same picture. */
    canvas_rec_t *a = crec_new(), *b = crec_new();
    canvas_t ca, cb;
    crec_canvas(a, &ca, 1280, 720);
    crec_canvas(b, &cb, 1280, 720);
    hexbg_render(&ca, 1.0f, 3.25);
    hexbg_render(&cb, 1.0f, 3.25);
    assert_int_equal(crec_count(a), crec_count(b));
    assert_true(crec_count_kind(a, CREC_FILL_POLY) > 100);
    for (int i = 0; i < crec_count(a); i++)
        assert_memory_equal(&crec_op(a, i)->colour, &crec_op(b, i)->colour, sizeof(canvas_colour_t));
    /* Some tiles light up over a period, and a glow fades in and out. */
    int lit = 0;
    for (int col = 0; col < 40; col++)
        for (int row = 0; row < 40; row++) {
            float g = hexbg_tile_glow(col, row, 1.0, NULL);
            assert_true(g >= 0 && g <= 1);
            lit += g > 0;
        }
    assert_true(lit > 0 && lit < 200);
    crec_free(a);
    crec_free(b);
}

/* ------------------------------------------------------------------------ */
/* SDL: a software renderer over a surface needs no display. */

static Uint32 pixel(SDL_Surface *s, int x, int y)
{
    return ((Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch))[x] & 0xFFFFFF;
}

/* A software renderer over a w x h ARGB surface (*s), both asserted: the
 * target most canvas tests draw on; soft_free frees the two. */
static SDL_Renderer *soft_renderer(int w, int h, SDL_Surface **s)
{
    *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(*s);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(*s);
    assert_non_null(r);
    return r;
}

static void soft_free(SDL_Renderer *r, SDL_Surface *s)
{
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
}

static void test_sdl_canvas_pixels(void **state)
{
    (void)state;
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(200, 100, &s);
    canvas_sdl_t *cs = csdl_new(r, NULL);
    canvas_t c;
    csdl_canvas(cs, &c);
    assert_int_equal(c.width, 200);
    assert_int_equal(c.height, 100);
    canvas_clear(&c, canvas_hex(0x000000, 255));
    canvas_fill_circle(&c, 50, 50, 30, canvas_solid(canvas_hex(0xff0000, 255)));
    canvas_push_clip(&c, canvas_rect(100, 0, 50, 100));
    canvas_fill_rect(&c, canvas_rect(100, 0, 100, 100), canvas_solid(canvas_hex(0x00ff00, 255)));
    canvas_pop_clip(&c);
    canvas_flush(&c);
    SDL_RenderPresent(r);
    assert_int_equal(pixel(s, 50, 50), 0xff0000);
    assert_int_equal(pixel(s, 5, 5), 0x000000);
    /* Anti-aliased: some pixel on the rim is neither background nor fill. */
    int partial = 0;
    for (int x = 15; x < 25; x++) {
        Uint32 p = pixel(s, x, 50) >> 16;
        if (p > 10 && p < 245) partial++;
    }
    assert_true(partial >= 1);
    assert_int_equal(pixel(s, 125, 50), 0x00ff00);
    assert_int_equal(pixel(s, 175, 50), 0x000000); /* clipped */
    assert_true(csdl_triangles(cs) > 0);
    csdl_free(cs);
    soft_free(r, s);
}

/* A frame's huge batch leaves no room behind once frames with small batches
 * have followed for a while (the title's backdrop under the attract mode at
 * 4K held 3.3 MB), and a batch drawn every frame keeps its room. */
/* The room is what is weighed, not the pixels: the big batch goes under a
 * clip of a few pixels, so the rasteriser skips its 3000 circles' pixels
 * (drawn in full, 250 frames took minutes). */
static void big_batch(canvas_t *c)
{
    canvas_push_clip(c, canvas_rect(0, 0, 4, 4));
    for (int k = 0; k < 3000; k++)
        canvas_fill_circle(c, (float)(k % 400), (float)(k % 300), 40, canvas_solid(canvas_hex(0x336699, 128)));
    canvas_pop_clip(c);
}

static void test_sdl_canvas_mesh_shrinks(void **state)
{
    (void)state;
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(400, 300, &s);
    canvas_sdl_t *cs = csdl_new(r, NULL);
    /* Triangles drawn by the client's own rasteriser, as on a software
     * window: SDL's takes far longer over each clipped triangle. */
    csdl_set_triangle_surface(cs, s);
    canvas_t c;
    csdl_canvas(cs, &c);
    csdl_begin(cs, &c);
    big_batch(&c);
    canvas_flush(&c);
    size_t big = csdl_mesh_bytes(cs);
    assert_true(big > (size_t)1 << 20);
    for (int f = 0; f < 250; f++) { /* within two windows of 120 frames */
        csdl_begin(cs, &c);
        canvas_fill_circle(&c, 50, 50, 30, canvas_solid(canvas_hex(0xff0000, 255)));
        canvas_flush(&c);
    }
    size_t small = csdl_mesh_bytes(cs);
    assert_true(small * 16 < big);
    /* Drawn again each frame: room for it stays. */
    for (int f = 0; f < 250; f++) {
        csdl_begin(cs, &c);
        big_batch(&c);
        canvas_flush(&c);
        if (f > 0) assert_true(csdl_mesh_bytes(cs) * 2 > big);
    }
    csdl_free(cs);
    soft_free(r, s);
}

/* The hex backdrop goes to the renderer a tile row at a time: one batch
 * of a whole pass (46k vertices at 4K, as many at 1280x720 and scale 1)
 * grew the canvas's batch room to 3.4 MB, kept while the title shows and
 * under the attract mode's first frames. */
static void test_hexbg_batches(void **state)
{
    (void)state;
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(1280, 720, &s);
    canvas_sdl_t *cs = csdl_new(r, NULL);
    canvas_t c;
    csdl_canvas(cs, &c);
    csdl_begin(cs, &c);
    hexbg_render(&c, 1.0f, 40.0);
    canvas_flush(&c);
    assert_true(csdl_triangles(cs) > 20000);
    if (csdl_mesh_bytes(cs) > (size_t)600 << 10) fail_msg("batch room %zu bytes", csdl_mesh_bytes(cs));
    csdl_free(cs);
    soft_free(r, s);
}

static Uint32 argb_at(SDL_Surface *s, int x, int y) { return ((Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch))[x]; }

static int channel(Uint32 p, int shift) { return (int)(p >> shift) & 0xff; }

/* The largest difference of a colour channel between two pictures. */
static int worst_diff(SDL_Surface *a, SDL_Surface *b, int w, int h)
{
    int worst = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            for (int sh = 0; sh < 24; sh += 8) {
                int d = abs(channel(argb_at(a, x, y), sh) - channel(argb_at(b, x, y), sh));
                if (d > worst) worst = d;
            }
    return worst;
}

/* n random triangles over a w x h picture and a margin: every third opaque,
 * every fourth of one colour, the rest blended gradients. */
static void random_triangles(geom_vertex_t *v, int *idx, int n, int w, int h, unsigned *seed)
{
    for (int i = 0; i < 3 * n; i++) {
        *seed = *seed * 1103515245u + 12345u;
        v[i].x = (float)((*seed >> 8) % (unsigned)(w + 40)) - 20.0f + 0.37f;
        *seed = *seed * 1103515245u + 12345u;
        v[i].y = (float)((*seed >> 8) % (unsigned)(h + 40)) - 20.0f + 0.61f;
        *seed = *seed * 1103515245u + 12345u;
        int t = i / 3;
        v[i].c = canvas_rgba((uint8_t)(*seed >> 8), (uint8_t)(*seed >> 16), (uint8_t)(*seed >> 24),
                             t % 3 == 0 ? 255 : (uint8_t)(*seed >> 4));
        if (t % 4 == 1) v[i].c = v[3 * t].c;
        v[i].u = v[i].v = 0;
        idx[i] = i;
    }
}

/* The same through SDL's renderer, one at a time, so it keeps the order
 * (it sorts nothing anyway). */
static void sdl_triangles(SDL_Renderer *r, const geom_vertex_t *v, int n)
{
    for (int t = 0; t < n; t++) {
        SDL_RenderGeometry(r, NULL, (const SDL_Vertex *)&v[3 * t], 3, NULL, 0);
        SDL_RenderFlush(r);
    }
}

/* Triangles drawn straight into a window's pixels (swtri.h) cover the
 * pixels SDL's software renderer covers, in nearly the same colours. */
static void test_swtri_matches_sdl(void **state)
{
    (void)state;
    enum { W = 160, H = 120, N = 60 };
    SDL_Surface *a = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
    SDL_Surface *b = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(a);
    assert_non_null(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_FillRect(a, NULL, 0x203040);
    SDL_FillRect(b, NULL, 0x203040);
    geom_vertex_t v[3 * N];
    int idx[3 * N];
    unsigned seed = 7;
    random_triangles(v, idx, N, W, H, &seed);
    sdl_triangles(r, v, N);
    swtri_target_t tg = {.px = b->pixels, .pitch = b->pitch / 4, .w = W, .h = H, .clip_x0 = 0, .clip_y0 = 0,
                         .clip_x1 = W, .clip_y1 = H, .rshift = 16, .gshift = 8, .bshift = 0};
    swtri_draw(&tg, v, idx, 3 * N);
    long sum = 0;
    int worst = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            for (int sh = 0; sh < 24; sh += 8) {
                int d = abs(channel(argb_at(a, x, y), sh) - channel(argb_at(b, x, y), sh));
                sum += d;
                if (d > worst) worst = d;
            }
    /* Rounding apart (blended gradients may differ by one here and there,
     * and sixty layers add up), the same picture. */
    assert_true(worst <= 8);
    assert_true((double)sum / (W * H * 3) < 1.0);
    /* Opaque: the same colours within one, and exactly the same pixels. */
    for (int t = 0; t < N; t++) {
        for (int pass = 0; pass < 2; pass++) {
            SDL_FillRect(a, NULL, 0);
            SDL_FillRect(b, NULL, 0);
            for (int k = 0; k < 3; k++) v[3 * t + k].c.a = 255;
            if (pass) v[3 * t + 1].c = v[3 * t + 2].c = v[3 * t].c = canvas_rgba(255, 255, 255, 255);
            SDL_RenderGeometry(r, NULL, (const SDL_Vertex *)&v[3 * t], 3, NULL, 0);
            SDL_RenderFlush(r);
            swtri_draw(&tg, v, idx + 3 * t, 3);
            assert_true(worst_diff(a, b, W, H) <= (pass ? 0 : 1));
        }
    }
    /* The clip holds. */
    SDL_FillRect(b, NULL, 0);
    for (int i = 0; i < 3 * N; i++) v[i].c.a = 200;
    tg.clip_x0 = 40, tg.clip_x1 = 60, tg.clip_y0 = 10, tg.clip_y1 = 30;
    swtri_draw(&tg, v, idx, 3 * N);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (x < 40 || x >= 60 || y < 10 || y >= 30) assert_int_equal(argb_at(b, x, y) & 0xffffff, 0);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
}

/* An opaque image kept as runs: the same pixels as the plain image, drawn
 * as SDL copies the plain image (every bit, on an ARGB8888 and an RGB888
 * surface, inside a clip); refused when runs would not save enough. */
static void test_imgruns(void **state)
{
    (void)state;
    enum { W = 97, H = 41 };
    static Uint32 px[W * H];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) /* flat bands, a few short spans, a gradient row */
            px[y * W + x] = 0xFF000000u | (y % 7 == 3 ? (Uint32)(x * 2654435761u) & 0xFFFFFFu
                                                        : (Uint32)((x / 13) * 0x112233 + y / 5 * 0x050505));
    imgruns_t *r = imgruns_new(px, W, H, W * 4, 0.5);
    assert_non_null(r);
    assert_true(imgruns_bytes(r) < sizeof px / 2);
    static Uint32 back[W * H];
    imgruns_unpack(r, back, W * 4);
    assert_memory_equal(back, px, sizeof px);
    SDL_Surface *img = SDL_CreateRGBSurfaceWithFormatFrom(px, W, H, 32, W * 4, SDL_PIXELFORMAT_ARGB8888);
    SDL_SetSurfaceBlendMode(img, SDL_BLENDMODE_NONE);
    const Uint32 formats[2] = {SDL_PIXELFORMAT_ARGB8888, SDL_PIXELFORMAT_RGB888};
    const SDL_Rect clip = {20, 5, 60, 30};
    const int at[3][2] = {{0, 0}, {-30, 12}, {50, -7}};
    for (int f = 0; f < 2; f++)
        for (int k = 0; k < 3; k++)
            for (int clipped = 0; clipped < 2; clipped++) {
                SDL_Surface *a = SDL_CreateRGBSurfaceWithFormat(0, 120, 60, 32, formats[f]);
                SDL_Surface *b = SDL_CreateRGBSurfaceWithFormat(0, 120, 60, 32, formats[f]);
                for (int i = 0; i < 120 * 60; i++) ((Uint32 *)a->pixels)[i] = ((Uint32 *)b->pixels)[i] = 0xAB123456u;
                SDL_SetClipRect(a, clipped ? &clip : NULL);
                SDL_Rect d = {at[k][0], at[k][1], W, H};
                assert_int_equal(SDL_BlitSurface(img, NULL, a, &d), 0);
                assert_true(imgruns_fits(b));
                assert_int_equal(imgruns_draw(r, b, at[k][0], at[k][1], clipped ? &clip : NULL), 0);
                for (int i = 0; i < 120 * 60; i++)
                    if (((Uint32 *)a->pixels)[i] != ((Uint32 *)b->pixels)[i])
                        fail_msg("format %d at %d clip %d: pixel %d,%d SDL %08x runs %08x", f, k, clipped, i % 120,
                                 i / 120, ((Uint32 *)a->pixels)[i], ((Uint32 *)b->pixels)[i]);
                SDL_FreeSurface(a);
                SDL_FreeSurface(b);
            }
    SDL_FreeSurface(img);
    imgruns_free(r);
    /* Noise: every pixel its own, no runs to keep. */
    for (int i = 0; i < W * H; i++) px[i] = 0xFF000000u | ((Uint32)i * 2654435761u >> 8);
    assert_null(imgruns_new(px, W, H, W * 4, 0.5));
    SDL_Surface *other = SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ABGR8888);
    assert_false(imgruns_fits(other));
    SDL_FreeSurface(other);
}

/* An image with transparent and translucent pixels kept as runs: the same
 * pixels back, and drawn as SDL's RLE-accelerated blended blit draws the
 * plain image (every bit, on an ARGB8888 and an RGB888 surface, inside a
 * clip); refused when a transparent pixel has a colour (it would be lost). */
static void test_imgruns_alpha(void **state)
{
    (void)state;
    enum { W = 101, H = 37 };
    static Uint32 px[W * H];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            Uint32 rgb = (Uint32)((x / 11) * 0x10203 + y / 4 * 0x030507) & 0xFFFFFFu, a;
            if (x < 9 || (y % 9 == 4 && x > 70)) a = 0, rgb = 0;      /* transparent */
            else if (x < 30) a = (Uint32)(x * 9 + y) % 254 + 1;        /* a soft edge */
            else if (x < 36) a = 128;                                  /* one translucent colour */
            else if (y % 5 == 2) a = (Uint32)(x * 2654435761u >> 24) | 1u, rgb = (Uint32)(x * 40503u) & 0xFFFFFFu;
            else a = 255;
            px[y * W + x] = a << 24 | rgb;
        }
    imgruns_t *r = imgruns_new(px, W, H, W * 4, 0.9);
    assert_non_null(r);
    assert_true(imgruns_blend(r));
    assert_true(imgruns_bytes(r) < sizeof px * 9 / 10);
    static Uint32 back[W * H];
    imgruns_unpack(r, back, W * 4);
    assert_memory_equal(back, px, sizeof px);
    /* The same runs from the pixels as RGBA bytes. */
    static Uint8 rgba[W * H * 4];
    assert_int_equal(SDL_ConvertPixels(W, H, SDL_PIXELFORMAT_ARGB8888, px, W * 4, SDL_PIXELFORMAT_RGBA32, rgba, W * 4), 0);
    imgruns_t *from_rgba = imgruns_new_rgba(rgba, W, H, 0.9);
    assert_non_null(from_rgba);
    assert_int_equal(imgruns_bytes(from_rgba), imgruns_bytes(r));
    memset(back, 0, sizeof back);
    imgruns_unpack(from_rgba, back, W * 4);
    assert_memory_equal(back, px, sizeof px);
    imgruns_free(from_rgba);
    SDL_Surface *img = SDL_CreateRGBSurfaceWithFormatFrom(px, W, H, 32, W * 4, SDL_PIXELFORMAT_ARGB8888);
    SDL_SetSurfaceBlendMode(img, SDL_BLENDMODE_BLEND);
    SDL_SetSurfaceRLE(img, 1);
    const Uint32 formats[2] = {SDL_PIXELFORMAT_ARGB8888, SDL_PIXELFORMAT_RGB888};
    const SDL_Rect clip = {20, 5, 60, 30};
    const int at[3][2] = {{0, 0}, {-30, 12}, {50, -7}};
    for (int f = 0; f < 2; f++)
        for (int k = 0; k < 3; k++)
            for (int clipped = 0; clipped < 2; clipped++) {
                SDL_Surface *a = SDL_CreateRGBSurfaceWithFormat(0, 120, 60, 32, formats[f]);
                SDL_Surface *b = SDL_CreateRGBSurfaceWithFormat(0, 120, 60, 32, formats[f]);
                for (int i = 0; i < 120 * 60; i++)
                    ((Uint32 *)a->pixels)[i] = ((Uint32 *)b->pixels)[i] = 0x5B000000u | ((Uint32)i * 2246822519u >> 8);
                SDL_SetClipRect(a, clipped ? &clip : NULL);
                SDL_Rect d = {at[k][0], at[k][1], W, H};
                assert_int_equal(SDL_BlitSurface(img, NULL, a, &d), 0);
                assert_true(img->flags & SDL_RLEACCEL); /* the blit SDL uses for such an image */
                assert_int_equal(imgruns_draw(r, b, at[k][0], at[k][1], clipped ? &clip : NULL), 0);
                for (int i = 0; i < 120 * 60; i++)
                    if (((Uint32 *)a->pixels)[i] != ((Uint32 *)b->pixels)[i])
                        fail_msg("format %d at %d clip %d: pixel %d,%d SDL %08x runs %08x", f, k, clipped, i % 120,
                                 i / 120, ((Uint32 *)a->pixels)[i], ((Uint32 *)b->pixels)[i]);
                SDL_FreeSurface(a);
                SDL_FreeSurface(b);
            }
    SDL_FreeSurface(img);
    imgruns_free(r);
    px[W * 3 + 2] = 0x00123456u; /* transparent, with a colour */
    assert_null(imgruns_new(px, W, H, W * 4, 0.9));
}

/* A large opaque image on the software canvas is kept as runs (imgruns.h):
 * drawn plain onto the renderer's surface it is the plain image to the
 * bit; drawn tinted it is SDL's modulated blend, as any image. */
static void test_sdl_canvas_runs_image(void **state)
{
    (void)state;
    enum { W = 400, H = 200, SW = 440, SH = 230 }; /* 320 KB: kept as runs */
    static uint8_t rgba[W * H * 4];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            uint8_t *p = rgba + (y * W + x) * 4;
            p[0] = (uint8_t)(x / 50 * 30), p[1] = (uint8_t)(y / 20 * 20), p[2] = (uint8_t)(x % 3 == 0 && y == 50 ? 9 : 200);
            p[3] = 255;
        }
    canvas_colour_t bg = canvas_hex(0x304050, 255);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, SW, SH, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface *ref = SDL_CreateRGBSurfaceWithFormat(0, SW, SH, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s), *rr = SDL_CreateSoftwareRenderer(ref);
    canvas_sdl_t *cs = csdl_new(r, NULL);
    csdl_set_surface(cs, s);
    canvas_t c;
    csdl_canvas(cs, &c);
    int id = canvas_image_new(&c, W, H, rgba);
    assert_true(id > 0);
    canvas_clear(&c, bg);
    canvas_image_draw(&c, id, canvas_rect(13, 17, W, H), canvas_rgba(255, 255, 255, 255));
    canvas_flush(&c);
    SDL_RenderPresent(r);
    SDL_Texture *tex = SDL_CreateTexture(rr, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_STATIC, W, H);
    SDL_UpdateTexture(tex, NULL, rgba, W * 4);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(rr, 0x30, 0x40, 0x50, 255);
    SDL_RenderClear(rr);
    SDL_RenderCopy(rr, tex, NULL, &(SDL_Rect){13, 17, W, H});
    SDL_RenderPresent(rr);
    assert_int_equal(worst_diff(s, ref, SW, SH), 0);
    /* Tinted: the plain pixels are made again for it. */
    canvas_colour_t tint = canvas_rgba(255, 160, 255, 150);
    canvas_clear(&c, bg);
    canvas_image_draw(&c, id, canvas_rect(13, 17, W, H), tint);
    canvas_flush(&c);
    SDL_RenderPresent(r);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    SDL_SetTextureColorMod(tex, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(tex, tint.a);
    SDL_RenderClear(rr);
    SDL_RenderCopy(rr, tex, NULL, &(SDL_Rect){13, 17, W, H});
    SDL_RenderPresent(rr);
    int worst = worst_diff(s, ref, SW, SH);
    if (worst > 3) fail_msg("tinted draw differs from SDL's modulated blend by %d", worst);
    assert_true(channel(argb_at(s, 100, 60), 8) != channel(argb_at(s, 5, 5), 8)); /* something was drawn */
    SDL_DestroyTexture(tex);
    csdl_free(cs);
    SDL_DestroyRenderer(r);
    SDL_DestroyRenderer(rr);
    SDL_FreeSurface(s);
    SDL_FreeSurface(ref);
}

/* A tinted copy holds channel * tint / 255 (SDL's modulation), is kept
 * while the tint stays, remade when it changes, and a gradient runs from
 * the top tint to the bottom one. */
/* Triangles drawn into a picture that keeps alpha (an offscreen band of
 * the board, hexshot's frame): SDL's blend there is another formula, alpha
 * included; and a band moved up by a viewport, clipped inside it. */
static void test_swtri_alpha_matches_sdl(void **state)
{
    (void)state;
    enum { W = 160, H = 120, N = 60, BAND = 37 };
    const Uint32 formats[2] = {SDL_PIXELFORMAT_RGBA32, SDL_PIXELFORMAT_ARGB8888};
    for (int f = 0; f < 2; f++)
        for (int banded = 0; banded < 2; banded++) {
            int h = banded ? BAND : H, y0 = banded ? 50 : 0;
            SDL_Surface *a = SDL_CreateRGBSurfaceWithFormat(0, W, h, 32, formats[f]);
            SDL_Surface *b = SDL_CreateRGBSurfaceWithFormat(0, W, h, 32, formats[f]);
            SDL_Renderer *r = SDL_CreateSoftwareRenderer(a);
            assert_non_null(r);
            SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
            unsigned seed = 11 + (unsigned)f;
            /* A ground of every alpha, as a band half drawn has. */
            static Uint32 ground[W * H];
            for (int i = 0; i < W * h; i++) {
                seed = seed * 1103515245u + 12345u;
                ground[i] = ((Uint32 *)a->pixels)[i] = ((Uint32 *)b->pixels)[i] = seed ^ (seed >> 13);
            }
            SDL_Rect vp = {0, -y0, W, H}, clip = {30, 52, 90, 30};
            if (banded) {
                SDL_RenderSetViewport(r, &vp);
                SDL_RenderSetClipRect(r, &clip);
            }
            geom_vertex_t v[3 * N];
            int idx[3 * N];
            random_triangles(v, idx, N, W, H, &seed);
            sdl_triangles(r, v, N);
            const SDL_PixelFormat *pf = b->format;
            swtri_target_t tg = {.px = b->pixels, .pitch = b->pitch / 4, .w = W, .h = h, .clip_x0 = 0,
                                 .clip_y0 = 0, .clip_x1 = W, .clip_y1 = h, .rshift = pf->Rshift, .gshift = 8,
                                 .bshift = pf->Bshift, .alpha = 1, .oy = -y0};
            if (banded) tg.clip_x0 = clip.x, tg.clip_x1 = clip.x + clip.w, tg.clip_y0 = clip.y - y0,
                        tg.clip_y1 = clip.y - y0 + clip.h;
            swtri_draw(&tg, v, idx, 3 * N);
            int worst = 0, inside = 0, outside = 0;
            for (int y = 0; y < h; y++)
                for (int x = 0; x < W; x++) {
                    Uint32 pa = argb_at(a, x, y), pb = argb_at(b, x, y);
                    for (int sh = 0; sh < 32; sh += 8) {
                        int d = abs(channel(pa, sh) - channel(pb, sh));
                        if (d > worst) worst = d;
                    }
                    int in = !banded || (x >= tg.clip_x0 && x < tg.clip_x1 && y >= tg.clip_y0 && y < tg.clip_y1);
                    if (pb != ground[y * W + x]) inside += in, outside += !in;
                }
            /* Gradients may round one apart; alpha and coverage the same. */
            if (worst > 2) fail_msg("format %d band %d: differs from SDL by %d", f, banded, worst);
            /* Drawn inside the clip, nothing outside it. */
            assert_true(inside > W * h / 10);
            assert_int_equal(outside, 0);
            SDL_DestroyRenderer(r);
            SDL_FreeSurface(a);
            SDL_FreeSurface(b);
        }
}

/* A white sprite made offscreen (a glow, a lit card's edge: transparent
 * pixels 0, not white) keeps only its alpha, and tints to the pixels the
 * whole image would: the tint's colour where it shows, 0 where not. */
static void test_imgtint_white_sprite(void **state)
{
    (void)state;
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(8, 8, &s);
    enum { W = 23, H = 17 };
    Uint32 px[W * H];
    for (int i = 0; i < W * H; i++) px[i] = i % 5 == 0 ? 0 : (Uint32)(i * 37 % 255 + 1) << 24 | 0xFFFFFFu;
    imgtint_t *t = imgtint_new(px, W, H, W * 4);
    assert_non_null(t);
    assert_int_equal(imgtint_bytes(t), W * H);
    const canvas_colour_t tints[3] = {canvas_rgba(255, 128, 0, 128), canvas_rgba(255, 255, 255, 77),
                                      canvas_rgba(40, 200, 90, 255)};
    for (int k = 0; k < 3; k++) {
        canvas_colour_t c = tints[k];
        SDL_Texture *tex = imgtint_get(t, r, c, c);
        assert_non_null(tex);
        void *pix;
        int pitch;
        assert_int_equal(SDL_LockTexture(tex, NULL, &pix, &pitch), 0);
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                Uint32 q = ((Uint32 *)((Uint8 *)pix + (size_t)pitch * (size_t)y))[x], a = px[y * W + x] >> 24;
                Uint32 want = px[y * W + x] ? (a * c.a / 255) << 24 | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b : 0;
                if (q != want) fail_msg("tint %d at %d,%d: %08x, want %08x", k, x, y, q, want);
            }
        SDL_UnlockTexture(tex);
    }
    imgtint_free(t);
    /* Any other colour: the whole image is kept. */
    px[3] = 0x80102030u;
    t = imgtint_new(px, W, H, W * 4);
    assert_int_equal(imgtint_bytes(t), W * H * 4);
    imgtint_free(t);
    soft_free(r, s);
}

/* A glow's alpha given alone tints as the white image with that alpha. */
static void test_imgtint_from_alpha(void **state)
{
    (void)state;
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(8, 8, &s);
    enum { W = 19, H = 11 };
    Uint32 px[W * H];
    uint8_t *alpha = malloc(W * H);
    for (int i = 0; i < W * H; i++) alpha[i] = (uint8_t)(i * 53 % 256), px[i] = (Uint32)alpha[i] << 24 | 0xFFFFFFu;
    imgtint_t *a = imgtint_from_alpha(alpha, W, H), *b = imgtint_new(px, W, H, W * 4);
    assert_int_equal(imgtint_bytes(a), W * H);
    canvas_colour_t c = canvas_rgba(200, 60, 255, 150);
    SDL_Texture *ta = imgtint_get(a, r, c, c), *tb = imgtint_get(b, r, c, c);
    void *pa, *pb;
    int qa, qb;
    assert_int_equal(SDL_LockTexture(ta, NULL, &pa, &qa), 0);
    assert_int_equal(SDL_LockTexture(tb, NULL, &pb, &qb), 0);
    for (int y = 0; y < H; y++) assert_memory_equal((Uint8 *)pa + (size_t)qa * (size_t)y, (Uint8 *)pb + (size_t)qb * (size_t)y, W * 4);
    SDL_UnlockTexture(ta);
    SDL_UnlockTexture(tb);
    imgtint_free(a);
    imgtint_free(b);
    soft_free(r, s);
}

/* The copies an image makes for tinted or scaled draws go once it has not
 * been drawn so for a few frames over a second, and come back when drawn
 * so again. */
static void test_sdlimg_idle(void **state)
{
    (void)state;
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(64, 64, &s);
    enum { W = 20, H = 20 };
    uint8_t rgba[W * H * 4];
    for (int i = 0; i < W * H; i++) rgba[4 * i] = 200, rgba[4 * i + 1] = 40, rgba[4 * i + 2] = 90, rgba[4 * i + 3] = (uint8_t)(i % 200 + 40);
    sdlimg_t *im = sdlimg_new(r, 1, W, H, rgba);
    assert_non_null(im);
    assert_int_equal(sdlimg_spare_bytes(im), 0);
    canvas_colour_t fade = canvas_rgba(255, 255, 255, 100);
    SDL_Texture *tex;
    sdlimg_draw(im, r, s, canvas_rect(3, 3, W, H), &fade, &tex);
    assert_non_null(tex);
    size_t held = sdlimg_spare_bytes(im);
    assert_true(held >= W * H * 4);
    Uint64 now = SDL_GetTicks64();
    for (int f = 0; f < 3; f++) sdlimg_idle(im, now + 5000); /* few frames: kept */
    assert_int_equal(sdlimg_spare_bytes(im), held);
    sdlimg_idle(im, now + 5000);
    sdlimg_idle(im, now + 5000);
    assert_int_equal(sdlimg_spare_bytes(im), 0);
    fade = canvas_rgba(255, 255, 255, 100);
    sdlimg_draw(im, r, s, canvas_rect(3, 3, W, H), &fade, &tex);
    assert_non_null(tex);
    assert_true(sdlimg_spare_bytes(im) >= W * H * 4);
    sdlimg_free(im);
    soft_free(r, s);
}

static void test_imgtint(void **state)
{
    (void)state;
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(8, 8, &s);
    enum { W = 4, H = 16 };
    Uint32 px[W * H];
    for (int i = 0; i < W * H; i++) px[i] = 0xC8643200u + (Uint32)i; /* a 200, r 100, g 50, b i */
    imgtint_t *t = imgtint_new(px, W, H, W * 4);
    assert_non_null(t);
    assert_false(imgtint_needed(canvas_rgba(255, 255, 255, 255), canvas_rgba(255, 255, 255, 255)));
    assert_true(imgtint_needed(canvas_rgba(255, 255, 255, 128), canvas_rgba(255, 255, 255, 128)));
    assert_true(imgtint_needed(canvas_rgba(255, 255, 255, 255), canvas_rgba(255, 0, 255, 255)));
    canvas_colour_t half = canvas_rgba(255, 128, 0, 128);
    SDL_Texture *a = imgtint_get(t, r, half, half);
    assert_non_null(a);
    void *pix;
    int pitch;
    assert_int_equal(SDL_LockTexture(a, NULL, &pix, &pitch), 0);
    Uint32 p = ((Uint32 *)pix)[5];
    SDL_UnlockTexture(a);
    assert_int_equal(channel(p, 24), 200 * 128 / 255);
    assert_int_equal(channel(p, 16), 100);
    assert_int_equal(channel(p, 8), 50 * 128 / 255);
    assert_int_equal(channel(p, 0), 0);
    assert_ptr_equal(imgtint_get(t, r, half, half), a); /* kept */
    /* A white tint (a fade, a pulsing glow) takes the alpha-only path: every
     * pixel still channel * tint / 255, colour untouched. */
    canvas_colour_t fade = canvas_rgba(255, 255, 255, 77);
    SDL_Texture *fa = imgtint_get(t, r, fade, fade);
    assert_non_null(fa);
    assert_int_equal(SDL_LockTexture(fa, NULL, &pix, &pitch), 0);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            Uint32 q = ((Uint32 *)((Uint8 *)pix + (size_t)pitch * (size_t)y))[x], src = px[y * W + x];
            assert_int_equal(channel(q, 24), 200 * 77 / 255);
            assert_int_equal(q & 0xFFFFFFu, src & 0xFFFFFFu);
        }
    SDL_UnlockTexture(fa);
    a = imgtint_get(t, r, half, half);
    canvas_colour_t top = canvas_rgba(255, 255, 255, 255), bottom = canvas_rgba(255, 255, 255, 0);
    SDL_Texture *g = imgtint_get(t, r, top, bottom);
    assert_int_equal(SDL_LockTexture(g, NULL, &pix, &pitch), 0);
    int a0 = channel(((Uint32 *)pix)[0], 24);
    int a1 = channel(((Uint32 *)((Uint8 *)pix + (size_t)pitch * (H - 1)))[0], 24);
    int amid = channel(((Uint32 *)((Uint8 *)pix + (size_t)pitch * (H / 2)))[0], 24);
    SDL_UnlockTexture(g);
    assert_true(a0 > 190 && a1 < 10 && amid > 80 && amid < 120);
    imgtint_free(t);
    soft_free(r, s);
}

/* On the software renderer a tinted image is drawn from a tinted copy: the
 * picture matches SDL's own modulated blend to within rounding. */
static void test_sdl_canvas_tinted_image(void **state)
{
    (void)state;
    enum { W = 40, H = 30 };
    uint8_t rgba[W * H * 4];
    for (int i = 0; i < W * H; i++) {
        rgba[i * 4 + 0] = (uint8_t)(i * 7), rgba[i * 4 + 1] = 200, rgba[i * 4 + 2] = (uint8_t)(255 - i), rgba[i * 4 + 3] = (uint8_t)(i * 3);
    }
    canvas_colour_t tint = canvas_rgba(255, 160, 255, 150);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface *ref = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s), *rr = SDL_CreateSoftwareRenderer(ref);
    assert_non_null(r);
    assert_non_null(rr);
    canvas_sdl_t *cs = csdl_new(r, NULL);
    canvas_t c;
    csdl_canvas(cs, &c);
    canvas_clear(&c, canvas_hex(0x304050, 255));
    int id = canvas_image_new(&c, W, H, rgba);
    assert_true(id > 0);
    canvas_image_draw(&c, id, canvas_rect(0, 0, W, H), tint);
    canvas_flush(&c);
    SDL_RenderPresent(r);
    /* The reference: SDL modulating the image itself. */
    SDL_Texture *tex = SDL_CreateTexture(rr, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_STATIC, W, H);
    SDL_UpdateTexture(tex, NULL, rgba, W * 4);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    SDL_SetTextureColorMod(tex, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(tex, tint.a);
    SDL_SetRenderDrawColor(rr, 0x30, 0x40, 0x50, 255);
    SDL_RenderClear(rr);
    SDL_RenderCopy(rr, tex, NULL, NULL);
    SDL_RenderPresent(rr);
    int worst = worst_diff(s, ref, W, H);
    if (worst > 3) fail_msg("tinted draw differs from SDL's modulated blend by %d", worst);
    /* And the tint shows: the green channel is cut by 160/255. */
    int x = W - 1, y = H - 1;
    assert_true(channel(argb_at(s, x, y), 8) < 0x40 + (200 * 160 / 255 - 0x40) * 170 / 255 + 4);
    SDL_DestroyTexture(tex);
    csdl_free(cs);
    SDL_DestroyRenderer(r);
    SDL_DestroyRenderer(rr);
    SDL_FreeSurface(s);
    SDL_FreeSurface(ref);
}

/* With the renderer's surface known, untinted images are blitted straight
 * onto it: in order with what the renderer draws, inside its clip, and the
 * same picture as the renderer's own blend; scaled ones still go through
 * the renderer. */
static void draw_blit_scene(SDL_Surface *s, SDL_Renderer *r, int direct)
{
    enum { W = 40, H = 30 };
    uint8_t rgba[W * H * 4];
    for (int i = 0; i < W * H; i++) {
        int x = i % W;
        rgba[i * 4 + 0] = 250, rgba[i * 4 + 1] = (uint8_t)(x * 6), rgba[i * 4 + 2] = 20;
        rgba[i * 4 + 3] = (uint8_t)(x < 10 ? 0 : x < 20 ? 255 : 40 + x * 4); /* clear, opaque, translucent */
    }
    canvas_sdl_t *cs = csdl_new(r, NULL);
    if (direct && s) csdl_set_surface(cs, s);
    canvas_t c;
    csdl_canvas(cs, &c);
    csdl_begin(cs, &c);
    canvas_clear(&c, canvas_hex(0x102030, 255));
    canvas_fill_rrect(&c, canvas_rect(0, 0, 200, 50), 0, canvas_solid(canvas_hex(0x0000ff, 255)));
    int id = canvas_image_new(&c, W, H, rgba);
    assert_true(id > 0);
    canvas_image_draw(&c, id, canvas_rect(10, 10, W, H), canvas_rgba(255, 255, 255, 255));
    canvas_fill_rrect(&c, canvas_rect(35, 15, 5, 5), 0, canvas_solid(canvas_hex(0x00ff00, 255)));
    canvas_push_clip(&c, canvas_rect(100, 0, 20, 100));
    canvas_image_draw(&c, id, canvas_rect(90, 40, W, H), canvas_rgba(255, 255, 255, 255));
    canvas_pop_clip(&c);
    canvas_image_draw(&c, id, canvas_rect(140, 50, W * 1.5f, H * 1.5f), canvas_rgba(255, 255, 255, 255));
    canvas_flush(&c);
    SDL_RenderPresent(r);
    csdl_free(cs);
}

static void test_sdl_canvas_direct_blit(void **state)
{
    (void)state;
    SDL_Surface *a = SDL_CreateRGBSurfaceWithFormat(0, 220, 120, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface *b = SDL_CreateRGBSurfaceWithFormat(0, 220, 120, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *ra = SDL_CreateSoftwareRenderer(a), *rb = SDL_CreateSoftwareRenderer(b);
    assert_non_null(ra);
    assert_non_null(rb);
    draw_blit_scene(a, ra, 1);
    draw_blit_scene(b, rb, 0);
    SDL_DestroyRenderer(ra);
    SDL_DestroyRenderer(rb);
    int worst = worst_diff(a, b, 220, 120);
    if (worst > 2) fail_msg("direct blits differ from the renderer's by %d", worst);
    assert_int_equal(pixel(a, 12, 20), 0x0000ff);   /* clear part: the fill below shows */
    assert_int_equal(pixel(a, 25, 20) >> 16, 250);  /* opaque part over it */
    assert_int_equal(pixel(a, 37, 17), 0x00ff00);   /* drawn after: on top */
    assert_int_equal(pixel(a, 105, 45) >> 16, 250); /* inside the clip */
    assert_int_equal(pixel(a, 97, 55), 0x102030);   /* outside it: untouched */
    assert_int_equal(pixel(a, 163, 70) >> 16, 250); /* scaled: the renderer draws it */
    /* A software renderer on a window (it batches its commands): the
     * canvas blits onto the window's surface, in order all the same. */
    plat_setenv("SDL_VIDEODRIVER", "dummy");
    assert_int_equal(SDL_InitSubSystem(SDL_INIT_VIDEO), 0);
    SDL_Window *win = SDL_CreateWindow("blit", 0, 0, 220, 120, SDL_WINDOW_HIDDEN);
    assert_non_null(win);
    SDL_Renderer *rw = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
    assert_non_null(rw);
    draw_blit_scene(NULL, rw, 1);
    SDL_Surface *ws = SDL_GetWindowSurface(win);
    assert_non_null(ws);
    worst = worst_diff(ws, b, 220, 120);
    if (worst > 2) fail_msg("window: the picture differs from the renderer's by %d", worst);
    SDL_DestroyRenderer(rw);
    SDL_DestroyWindow(win);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
    plat_setenv("SDL_VIDEODRIVER", NULL);
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
}

/* Text in every layer the canvas draws (a glow, a shadow, an outline, a
 * gradient fill, tracked letters, a clip) over a coloured ground. */
static void draw_text_scene(SDL_Renderer *r, const char *data)
{
    char err[512];
    font_cache_t *fc = font_cache_new(r, data, err, sizeof err);
    if (!fc) fail_msg("%s", err);
    canvas_sdl_t *cs = csdl_new(r, fc);
    canvas_t c;
    csdl_canvas(cs, &c);
    csdl_begin(cs, &c);
    canvas_clear(&c, canvas_hex(0x102030, 255));
    canvas_fill_rrect(&c, canvas_rect(0, 0, 300, 60), 0, canvas_solid(canvas_hex(0x4060c0, 255)));
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_CONDENSED;
    t.size = 40;
    t.align = CANVAS_LEFT | CANVAS_TOP;
    t.colour = canvas_hex(0xffd070, 255);
    t.colour2 = canvas_hex(0xff6090, 230);
    t.outline = 3;
    t.outline_colour = canvas_hex(0x2b0a40, 255);
    t.shadow = 4;
    t.shadow_colour = canvas_hex(0x000000, 200);
    t.glow = 9;
    t.glow_colour = canvas_hex(0xff40c0, 210);
    canvas_text(&c, &t, 20, 20, "HEXA");
    t.tracking = 0.2f;
    t.size = 18;
    t.glow = 0;
    canvas_text(&c, &t, 20, 80, "TRACKED");
    canvas_push_clip(&c, canvas_rect(200, 0, 60, 200));
    t.tracking = 0;
    t.colour2 = t.colour;
    canvas_text(&c, &t, 180, 90, "Clipped");
    canvas_pop_clip(&c);
    canvas_flush(&c);
    SDL_RenderPresent(r);
    csdl_free(cs);
    font_cache_free(fc);
}

/* On a window the software renderer's text is blended straight into the
 * window's surface from the text's alpha (no tinted copy kept): the same
 * picture as the renderer draws from the tinted copy. */
static void test_sdl_canvas_direct_text(void **state)
{
    (void)state;
    char data[1024];
    game_data_dir(data, sizeof data, NULL);
    assert_int_equal(TTF_Init(), 0);
    SDL_Surface *b = SDL_CreateRGBSurfaceWithFormat(0, 300, 140, 32, SDL_PIXELFORMAT_RGB888);
    SDL_Renderer *rb = SDL_CreateSoftwareRenderer(b);
    assert_non_null(rb);
    draw_text_scene(rb, data);
    SDL_DestroyRenderer(rb);
    plat_setenv("SDL_VIDEODRIVER", "dummy");
    assert_int_equal(SDL_InitSubSystem(SDL_INIT_VIDEO), 0);
    SDL_Window *win = SDL_CreateWindow("text", 0, 0, 300, 140, SDL_WINDOW_HIDDEN);
    assert_non_null(win);
    SDL_Renderer *rw = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
    assert_non_null(rw);
    draw_text_scene(rw, data);
    SDL_Surface *ws = SDL_GetWindowSurface(win);
    assert_non_null(ws);
    /* Within 3 of the renderer's everywhere (its blend rounds a little
     * differently), within 1 on nearly every pixel. */
    int worst = worst_diff(ws, b, 300, 140), off = 0;
    for (int y = 0; y < 140; y++)
        for (int x = 0; x < 300; x++)
            for (int sh = 0; sh < 24; sh += 8)
                if (abs(channel(argb_at(ws, x, y), sh) - channel(argb_at(b, x, y), sh)) > 1) {
                    off++;
                    break;
                }
    if (worst > 3 || off > 300 * 140 / 100) fail_msg("direct text differs from the renderer's by %d (%d pixels)", worst, off);
    int inked = 0; /* the scene has text in it: not just the ground */
    for (int x = 20; x < 120; x++) inked += argb_at(ws, x, 40) != argb_at(ws, 19, 40);
    assert_true(inked > 20);
    SDL_DestroyRenderer(rw);
    SDL_DestroyWindow(win);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
    plat_setenv("SDL_VIDEODRIVER", NULL);
    SDL_FreeSurface(b);
    TTF_Quit();
}

static void test_fonts(void **state)
{
    (void)state;
    char data[1024], err[512];
    game_data_dir(data, sizeof data, NULL);
    assert_int_equal(font_check_files(data, err, sizeof err), 0);
    assert_int_equal(font_check_files("/nonexistent", err, sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent/fonts/DejaVuSans.ttf"));
    assert_int_equal(TTF_Init(), 0);
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(300, 100, &s);
    font_cache_t *fc = font_cache_new(r, data, err, sizeof err);
    if (!fc) fail_msg("%s", err);
    canvas_sdl_t *cs = csdl_new(r, fc);
    canvas_t c;
    csdl_canvas(cs, &c);
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 40;
    t.colour = canvas_hex(0xffffff, 255);
    float w40 = canvas_text_width(&c, &t, "Hexarcade");
    t.size = 80;
    float w80 = canvas_text_width(&c, &t, "Hexarcade");
    assert_true(w40 > 100 && w80 > 1.8f * w40);
    t.tracking = 0.2f;
    float wt = canvas_text_width(&c, &t, "Hexarcade");
    if (!(wt > w80 + 8 * 0.2f * 80 - 3)) fail_msg("tracked %f plain %f", wt, w80);
    t.tracking = 0;
    t.size = 40;
    t.glow = 6;
    t.glow_colour = canvas_hex(0xff00ff, 200);
    t.outline = 2;
    t.outline_colour = canvas_hex(0x000000, 255);
    canvas_clear(&c, canvas_hex(0, 255));
    canvas_text(&c, &t, 10, 10, "Hex");
    canvas_flush(&c);
    SDL_RenderPresent(r);
    int lit = 0;
    for (int y = 0; y < 100; y++)
        for (int x = 0; x < 300; x++) lit += pixel(s, x, y) == 0xffffff;
    assert_true(lit > 100);
    assert_int_equal(font_cache_textures(fc), 3); /* glow, outline, fill */
    canvas_text(&c, &t, 10, 10, "Hex");           /* cached */
    assert_int_equal(font_cache_textures(fc), 3);
    /* Coloured text (the software renderer bakes the colour into a copy of
     * the white texture): red, and a red-to-blue gradient down the line. */
    canvas_text_t red = {.face = CANVAS_FACE_BOLD, .size = 60, .colour = canvas_hex(0xff0000, 255)};
    canvas_clear(&c, canvas_hex(0, 255));
    canvas_text(&c, &red, 10, 10, "H");
    canvas_flush(&c);
    SDL_RenderPresent(r);
    int reds = 0, whites = 0;
    for (int y = 0; y < 100; y++)
        for (int x = 0; x < 300; x++) reds += pixel(s, x, y) == 0xff0000, whites += pixel(s, x, y) == 0xffffff;
    assert_true(reds > 100);
    assert_int_equal(whites, 0);
    red.colour2 = canvas_hex(0x0000ff, 255);
    canvas_clear(&c, canvas_hex(0, 255));
    canvas_text(&c, &red, 10, 10, "H");
    canvas_flush(&c);
    SDL_RenderPresent(r);
    /* The glyph's top rows redder than blue, its bottom rows bluer than red. */
    int y0 = -1, y1 = -1;
    for (int y = 0; y < 100; y++)
        for (int x = 0; x < 300; x++)
            if (pixel(s, x, y)) y1 = y, y0 = y0 < 0 ? y : y0;
    assert_true(y0 >= 0 && y1 > y0 + 20);
    int top_red = 0, bottom_blue = 0;
    for (int x = 0; x < 300; x++) {
        Uint32 q0 = pixel(s, x, y0 + 2), q1 = pixel(s, x, y1 - 2);
        top_red += (q0 >> 16) > (q0 & 0xff) + 40;
        bottom_blue += (q1 & 0xff) > (q1 >> 16) + 40;
    }
    if (!(top_red > 5 && bottom_blue > 5)) fail_msg("gradient text: %d red at the top, %d blue below", top_red, bottom_blue);
    csdl_free(cs);
    font_cache_free(fc);
    soft_free(r, s);
    TTF_Quit();
}


/* Measuring and drawing a text at a size no open font has (a caption
 * fitted to its line tries every size down to 70%, its pop-in draws a
 * size a frame) opens no font: the face's one scratch font is set to the
 * size, and gives the metrics and glyphs a font opened at that size
 * gives. A size asked for by name (font_get) once is closed after a while;
 * one asked for every frame stays open. */
static void test_font_sizes_released(void **state)
{
    (void)state;
    char data[1024], err[512];
    game_data_dir(data, sizeof data, NULL);
    assert_int_equal(TTF_Init(), 0);
    SDL_Surface *s;
    SDL_Renderer *r = soft_renderer(640, 360, &s);
    font_cache_t *fc = font_cache_new(r, data, err, sizeof err);
    if (!fc) fail_msg("%s", err);
    int start = font_cache_fonts(fc);
    char path[1100];
    snprintf(path, sizeof path, "%s/%s", data, font_face_file(CANVAS_FACE_BOLD));
    for (int px = 20; px < 40; px++) {
        canvas_metrics_t m;
        font_measure(fc, CANVAS_FACE_BOLD, px, 0.0f, "Pop, swallowed", &m);
        for (int outline = 0; outline < 3; outline += 2) {
            canvas_colour_t top = canvas_rgba(255, 255, 255, 255), bottom = top;
            int w, h, off;
            SDL_Texture *tex = font_texture(fc, CANVAS_FACE_BOLD, px, outline, 0, "Pop, swallowed", &top, &bottom, &w, &h, &off);
            assert_non_null(tex);
            /* The same as a font opened at that size. */
            TTF_Font *f = TTF_OpenFont(path, px);
            assert_non_null(f);
            TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
            if (outline) TTF_SetFontOutline(f, outline);
            int tw, th;
            assert_int_equal(TTF_SizeUTF8(f, "Pop, swallowed", &tw, &th), 0);
            if (!outline) {
                assert_int_equal((int)m.width, tw);
                assert_int_equal((int)m.height, TTF_FontHeight(f));
                assert_int_equal((int)m.ascent, TTF_FontAscent(f));
            }
            SDL_Surface *plain = TTF_RenderUTF8_Blended(f, "Pop, swallowed", (SDL_Color){255, 255, 255, 255});
            SDL_Surface *want = SDL_ConvertSurfaceFormat(plain, SDL_PIXELFORMAT_ARGB8888, 0);
            assert_int_equal(w, want->w);
            assert_int_equal(h, want->h);
            void *px_got;
            int pitch;
            assert_int_equal(SDL_LockTexture(tex, NULL, &px_got, &pitch), 0);
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++) {
                    Uint32 a = ((Uint32 *)((Uint8 *)px_got + (size_t)y * (size_t)pitch))[x];
                    Uint32 b = ((Uint32 *)((Uint8 *)want->pixels + (size_t)y * (size_t)want->pitch))[x];
                    if (a >> 24 != b >> 24) fail_msg("px %d outline %d: %d,%d alpha %u, opened %u", px, outline, x, y, a >> 24, b >> 24);
                }
            SDL_UnlockTexture(tex);
            SDL_FreeSurface(plain);
            SDL_FreeSurface(want);
            TTF_CloseFont(f);
        }
        assert_int_equal(font_cache_fonts(fc), start);
    }
    for (int px = 20; px < 40; px++) assert_non_null(font_get(fc, CANVAS_FACE_BOLD, px, 0));
    assert_true(font_cache_fonts(fc) >= 20);
    for (int i = 0; i < 400; i++) {
        font_cache_frame(fc);
        assert_non_null(font_get(fc, CANVAS_FACE_REGULAR, 18, 0));
    }
    assert_int_equal(font_cache_fonts(fc), 1);
    TTF_Font *kept = font_get(fc, CANVAS_FACE_REGULAR, 18, 0);
    font_cache_frame(fc);
    assert_ptr_equal(font_get(fc, CANVAS_FACE_REGULAR, 18, 0), kept);
    /* A closed size opens again when asked for. */
    assert_non_null(font_get(fc, CANVAS_FACE_BOLD, 25, 0));
    assert_int_equal(font_cache_fonts(fc), 2);
    font_cache_free(fc);
    soft_free(r, s);
    TTF_Quit();
}

/* A software renderer over a w x h surface with the data folder's fonts
 * and a canvas: what the text cache's tests draw with. */
typedef struct {
    char data[1024];
    SDL_Surface *s;
    SDL_Renderer *r;
    font_cache_t *fc;
    canvas_sdl_t *cs;
    canvas_t c;
} text_rig_t;

static void rig_open(text_rig_t *k, int w, int h)
{
    char err[512];
    game_data_dir(k->data, sizeof k->data, NULL);
    assert_int_equal(TTF_Init(), 0);
    k->r = soft_renderer(w, h, &k->s);
    k->fc = font_cache_new(k->r, k->data, err, sizeof err);
    if (!k->fc) fail_msg("%s", err);
    k->cs = csdl_new(k->r, k->fc);
    csdl_canvas(k->cs, &k->c);
}

static void rig_close(text_rig_t *k)
{
    csdl_free(k->cs);
    font_cache_free(k->fc);
    soft_free(k->r, k->s);
    TTF_Quit();
}

/* A text not drawn for a while is dropped (the title's under the attract
 * mode); one drawn every frame stays. */
static void test_texts_released(void **state)
{
    (void)state;
    text_rig_t k;
    rig_open(&k, 640, 360);
    canvas_text_t t = {.face = CANVAS_FACE_BOLD, .size = 24, .colour = canvas_hex(0xffd040, 255)};
    canvas_text(&k.c, &t, 10, 10, "Drawn once");
    canvas_flush(&k.c);
    int once = font_cache_textures(k.fc);
    assert_true(once >= 1);
    int both = 0;
    for (int i = 0; i < 300; i++) {
        font_cache_frame(k.fc);
        canvas_text(&k.c, &t, 10, 40, "Drawn every frame");
        canvas_flush(&k.c);
        if (!i) both = font_cache_textures(k.fc);
    }
    assert_true(both > once);
    assert_int_equal(font_cache_textures(k.fc), both - once);
    rig_close(&k);
}

/* A caption popping in draws a new size each frame: the sizes it passed
 * hold little once the next frame has drawn (not a second's worth), the
 * least recently drawn going first; what the last frame drew stays. */
static void test_texts_spare_bounded(void **state)
{
    (void)state;
    text_rig_t k;
    rig_open(&k, 1280, 720);
    canvas_text_t t = {.face = CANVAS_FACE_BOLD, .colour = canvas_hex(0xffffff, 255), .glow = 12,
                       .glow_colour = canvas_hex(0xff40a0, 200)};
    size_t most = 0;
    for (int f = 0; f < 12; f++) { /* the pop: 12 frames, a size each */
        font_cache_frame(k.fc);
        t.size = 120.0f - (float)f;
        canvas_text(&k.c, &t, 20, 300, "A giant chunk swallows three");
        canvas_flush(&k.c);
        if (font_cache_bytes(k.fc) > most) most = font_cache_bytes(k.fc);
    }
    assert_true(most > (size_t)12 << 20); /* the pop's sizes would have held this much */
    canvas_text_t small = {.face = CANVAS_FACE_REGULAR, .size = 14, .colour = canvas_hex(0xffffff, 255)};
    for (int f = 0; f < 2; f++) { /* then the screen draws on without it */
        font_cache_frame(k.fc);
        canvas_text(&k.c, &small, 20, 20, "Move 12");
        canvas_flush(&k.c);
    }
    if (font_cache_bytes(k.fc) > (size_t)5 << 20) fail_msg("%zu bytes held after the pop (%zu at most)", font_cache_bytes(k.fc), most);
    assert_true(font_cache_textures(k.fc) >= 2); /* "Move 12" and the newest sizes */
    rig_close(&k);
}

/* Under a screen that draws few frames a second, the covered screen's
 * texts still go within a second or two (the title under the attract mode
 * at 4K: 120 of its frames took some 24 s). */
static void test_texts_released_slow_frames(void **state)
{
    (void)state;
    text_rig_t k;
    rig_open(&k, 640, 360);
    canvas_text_t t = {.face = CANVAS_FACE_BOLD, .size = 24, .colour = canvas_hex(0xffd040, 255)};
    font_cache_frame(k.fc);
    canvas_text(&k.c, &t, 10, 10, "Covered");
    canvas_flush(&k.c);
    int once = font_cache_textures(k.fc);
    assert_true(once >= 1);
    int both = 0;
    for (int i = 0; i < 8; i++) { /* 8 frames over some 1.6 s */
        SDL_Delay(200);
        font_cache_frame(k.fc);
        canvas_text(&k.c, &t, 10, 40, "On top");
        canvas_flush(&k.c);
        if (!i) both = font_cache_textures(k.fc);
    }
    assert_true(both > once);
    assert_int_equal(font_cache_textures(k.fc), both - once);
    /* Still: a text drawn at each slow frame stays. */
    for (int i = 0; i < 3; i++) {
        SDL_Delay(600);
        font_cache_frame(k.fc);
        canvas_text(&k.c, &t, 10, 40, "On top");
        canvas_flush(&k.c);
        assert_int_equal(font_cache_textures(k.fc), both - once);
    }
    rig_close(&k);
}

/* The text cache is bounded by its pixels, not only by its slots: an
 * attract-mode run draws many large one-off glowing texts (captions at
 * each size of their pop-in, "Move N"), which once kept every slot full,
 * tens of megabytes (issue 23). What a frame draws stays cached for it. */
static void test_font_cache_bounded(void **state)
{
    (void)state;
    text_rig_t k;
    rig_open(&k, 1280, 720);
    canvas_text_t t = {.face = CANVAS_FACE_BOLD, .size = 30, .colour = canvas_hex(0xffffff, 255)};
    t.glow = 10;
    t.glow_colour = canvas_hex(0x40ff80, 150);
    size_t peak = 0;
    for (int i = 0; i < 900; i++) {
        font_cache_frame(k.fc);
        char line[128];
        snprintf(line, sizeof line, "Caption number %d: White pushes Black off the edge!", i);
        t.size = 30.0f + (float)(i % 4);
        canvas_text(&k.c, &t, 10, 10, line);
        canvas_flush(&k.c);
        if (font_cache_bytes(k.fc) > peak) peak = font_cache_bytes(k.fc);
    }
    if (peak > font_cache_bytes_max()) fail_msg("text cache %zu bytes, bound %zu", peak, font_cache_bytes_max());
    assert_true(font_cache_textures(k.fc) < 600);
    /* A frame drawing more than the bound keeps all it drew. */
    font_cache_frame(k.fc);
    t.size = 200;
    for (int i = 0; i < 40; i++) {
        char line[64];
        snprintf(line, sizeof line, "Big line %d", i);
        canvas_text(&k.c, &t, 10, 10, line);
    }
    canvas_flush(&k.c);
    int n = font_cache_textures(k.fc);
    for (int i = 0; i < 40; i++) {
        char line[64];
        snprintf(line, sizeof line, "Big line %d", i);
        canvas_text(&k.c, &t, 10, 10, line);
    }
    canvas_flush(&k.c);
    assert_int_equal(font_cache_textures(k.fc), n);
    font_cache_drop_textures(k.fc);
    assert_int_equal(font_cache_bytes(k.fc), 0);
    rig_close(&k);
}

static void test_icon(void **state)
{
    (void)state;
    char err[256];
    SDL_Surface *s = icon_surface(256, err, sizeof err);
    assert_non_null(s);
    Uint32 corner = ((Uint32 *)s->pixels)[0];
    Uint32 centre = ((Uint32 *)((Uint8 *)s->pixels + 128 * s->pitch))[128];
    assert_int_equal(corner >> 24, 0);
    assert_int_equal(centre >> 24, 255);
    SDL_FreeSurface(s);
    char path[1024];
    int fd = gametest_tmpfile(path, sizeof path, "hexarcade-icon-");
    assert_true(fd >= 0);
    plat_close(fd);
    assert_int_equal(icon_write(path, 64, err, sizeof err), 0);
    SDL_Surface *back = IMG_Load(path);
    assert_non_null(back);
    assert_int_equal(back->w, 64);
    SDL_FreeSurface(back);
    plat_unlink(path);
}

/* ------------------------------------------------------------------------ */
/* Whole app runs, under the dummy video driver. */

static void test_app_runs(void **state)
{
    (void)state;
    char data[1024], err[512];
    game_data_dir(data, sizeof data, NULL);
    plat_setenv("SDL_VIDEODRIVER", "dummy");
    char shot[1024];
    int fd = gametest_tmpfile(shot, sizeof shot, "hexarcade-shot-");
    assert_true(fd >= 0);
    plat_close(fd);
    opts_t o;
    char *argv[] = {"hexarcade", "--windowed", "640x360", "--exit-after", "5f", "--screenshot", shot, NULL};
    assert_int_equal(opts_parse(&o, 7, argv, err, sizeof err), 0);
    int status = -1;
    app_t *a = app_new(&o, data, 0, err, sizeof err, &status);
    if (!a) fail_msg("%s", err);
    assert_int_equal(status, 0);
    assert_int_equal(app_run(a), 0);
    app_free(a);
    SDL_Surface *png = IMG_Load(shot);
    assert_non_null(png);
    assert_int_equal(png->w, 640);
    assert_int_equal(png->h, 360);
    SDL_FreeSurface(png);
    plat_unlink(shot);

    /* A missing font is named, exit status 1. */
    a = app_new(&o, "/nonexistent", 0, err, sizeof err, &status);
    assert_null(a);
    assert_int_equal(status, 1);
    assert_non_null(strstr(err, "/nonexistent/fonts/"));
}

static app_t *dummy_app(const char *exit_after)
{
    char data[1024], err[512];
    game_data_dir(data, sizeof data, NULL);
    plat_setenv("SDL_VIDEODRIVER", "dummy");
    opts_t o;
    char *argv[] = {"hexarcade", "--windowed", "800x450", "--exit-after", (char *)exit_after, "--fixed-step", NULL};
    assert_int_equal(opts_parse(&o, 6, argv, err, sizeof err), 0);
    int status = -1;
    app_t *a = app_new(&o, data, -1, err, sizeof err, &status);
    if (!a) fail_msg("%s", err);
    return a;
}

static void push_key(SDL_Keycode sym, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
}

/* Every key a script names reaches the screens as that key, through the
 * window's event queue (issue 34: F12 was sent as no key at all). */
static void test_script_keys_round_trip(void **state)
{
    (void)state;
    plat_setenv("SDL_VIDEODRIVER", "dummy");
    assert_int_equal(SDL_InitSubSystem(SDL_INIT_VIDEO), 0);
    SDL_Window *win = SDL_CreateWindow("keys", 0, 0, 200, 100, SDL_WINDOW_HIDDEN);
    assert_non_null(win);
    SDL_PumpEvents();
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
    for (int k = UI_KEY_UP; k <= UI_KEY_CHAR; k++) {
        script_out_t o = {.kind = SCRIPT_OUT_KEY, .key = (ui_key_t)k, .ch = k == UI_KEY_CHAR ? 'x' : 0};
        script_sdl_send(&o, 1, win, 1, 1);
        SDL_Event e;
        int got = 0;
        while (SDL_PollEvent(&e)) {
            ui_event_t ev;
            if (e.type == SDL_KEYDOWN && input_translate(&e, 1, 1, &ev) && ev.kind == UI_EV_KEY) {
                if (ev.key != (ui_key_t)k) fail_msg("key %d arrived as %d", k, ev.key);
                got++;
            }
        }
        if (got != 1) fail_msg("key %d: %d presses arrived", k, got);
    }
    SDL_DestroyWindow(win);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
    plat_setenv("SDL_VIDEODRIVER", NULL);
}

static void test_app_keys(void **state)
{
    (void)state;
    /* F11 goes full screen, Alt+Enter comes back. */
    app_t *a = dummy_app("3f");
    push_key(SDLK_F11, KMOD_NONE);
    assert_int_equal(app_run(a), 0);
    assert_true(app_ui(a)->fullscreen);
    app_free(a);
    a = dummy_app("3f");
    push_key(SDLK_F11, KMOD_NONE);
    push_key(SDLK_RETURN, KMOD_LALT);
    assert_int_equal(app_run(a), 0);
    assert_false(app_ui(a)->fullscreen);
    app_free(a);
    /* F11 on and off: the window and the layout back at the windowed size
     * (issue 34: they stayed full-screen sized until a resize). */
    a = dummy_app("6f");
    push_key(SDLK_F11, KMOD_NONE);
    push_key(SDLK_F11, KMOD_NONE);
    assert_int_equal(app_run(a), 0);
    assert_false(app_ui(a)->fullscreen);
    assert_int_equal(app_ui(a)->width, 800);
    assert_int_equal(app_ui(a)->height, 450);
    app_free(a);
    /* Ctrl+Q, Esc on the title, and closing the window all quit at once. */
    for (int k = 0; k < 3; k++) {
        a = dummy_app("1000f");
        if (k == 0) push_key(SDLK_q, KMOD_LCTRL);
        else if (k == 1) push_key(SDLK_ESCAPE, KMOD_NONE);
        else {
            SDL_Event e;
            memset(&e, 0, sizeof e);
            e.type = SDL_QUIT;
            SDL_PushEvent(&e);
        }
        assert_int_equal(app_run(a), 0);
        assert_true(app_ui(a)->quit);
        assert_true(app_ui(a)->frame < 5);
        app_free(a);
    }
    /* Arrow keys reach the title; the simulated clock follows the fixed step. */
    a = dummy_app("30f");
    push_key(SDLK_DOWN, KMOD_NONE);
    assert_int_equal(app_run(a), 0);
    ui_t *ui = app_ui(a);
    assert_int_equal(title_selected(screen_top(ui->screens)), game_count() > 1 ? 1 : 0);
    assert_true(fabs(ui->time - 29.0 / 60.0) < 0.02);
    assert_int_equal(ui->width, 800);
    assert_true(fabsf(ui->scale - 0.625f) < 1e-4f);
    app_free(a);
    plat_setenv("SDL_VIDEODRIVER", NULL);
}

/* Frames the app draws in `seconds` of simulated time (--fixed-step: a
 * turn of the loop is 1/60 s, no waiting). */
static long app_frames(const char *seconds)
{
    app_t *a = dummy_app(seconds);
    assert_int_equal(app_run(a), 0);
    long n = app_ui(a)->frame;
    app_free(a);
    return n;
}

/* Left alone after its entrance, the title draws only its ambient motion,
 * at most 15 frames a second instead of 60. */
static void test_app_quiet_when_idle(void **state)
{
    (void)state;
    long two = app_frames("2"), four = app_frames("4");
    assert_true(two >= 60);          /* the entrance plays at the full rate */
    assert_true(four - two <= 2 * (long)PACER_AMBIENT_HZ + 1);
    /* Still moving: this bound compares two runs, and on a loaded machine
     * the second's entrance can draw fewer frames than the first's, so it
     * is asked only while the machine runs this process at full speed. */
    if (gametest_slowdown() < 1.5) assert_true(four - two >= 1);
    plat_setenv("SDL_VIDEODRIVER", NULL);
}

static void test_app_no_display(void **state)
{
    (void)state;
    /* Windows and macOS always have their own display: no variable names
     * one, and there is nothing to miss (plat.h). */
    if (!plat_display_named()) skip();
    char data[1024], err[512];
    game_data_dir(data, sizeof data, NULL);
    plat_setenv("SDL_VIDEODRIVER", NULL);
    plat_setenv("DISPLAY", NULL);
    plat_setenv("WAYLAND_DISPLAY", NULL);
    opts_t o;
    memset(&o, 0, sizeof o);
    int status = 0;
    app_t *a = app_new(&o, data, -1, err, sizeof err, &status);
    if (a) {
        app_free(a);
        fail_msg("a window opened with no display");
    }
    assert_int_equal(status, 1);
    assert_non_null(strstr(err, "no display available"));
    assert_non_null(strstr(err, "xvfb-run"));
    assert_null(strchr(err, '\n'));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_opts_defaults),
        cmocka_unit_test(test_opts_values),
        cmocka_unit_test(test_opts_errors),
        cmocka_unit_test(test_opts_game_ids),
        cmocka_unit_test(test_timestep),
        cmocka_unit_test(test_geom_triangulate),
        cmocka_unit_test(test_geom_trim),
        cmocka_unit_test(test_geom_feather),
        cmocka_unit_test(test_geom_shapes),
        cmocka_unit_test(test_canvas_recording),
        cmocka_unit_test(test_canvas_text_and_clip),
        cmocka_unit_test(test_canvas_colours),
        cmocka_unit_test(test_screen_stack),
        cmocka_unit_test(test_screen_covers),
        cmocka_unit_test(test_screen_motion),
        cmocka_unit_test(test_pacer),
        cmocka_unit_test(test_raster_bands),
        cmocka_unit_test(test_title_keys_and_pointer),
        cmocka_unit_test(test_title_render),
        cmocka_unit_test(test_title_no_games),
        cmocka_unit_test(test_title_registered),
        cmocka_unit_test(test_hexbg),
        cmocka_unit_test(test_sdl_canvas_pixels),
        cmocka_unit_test(test_sdl_canvas_mesh_shrinks),
        cmocka_unit_test(test_hexbg_batches),
        cmocka_unit_test(test_swtri_matches_sdl),
        cmocka_unit_test(test_swtri_alpha_matches_sdl),
        cmocka_unit_test(test_imgtint),
        cmocka_unit_test(test_imgtint_from_alpha),
        cmocka_unit_test(test_sdlimg_idle),
        cmocka_unit_test(test_imgtint_white_sprite),
        cmocka_unit_test(test_sdl_canvas_tinted_image),
        cmocka_unit_test(test_sdl_canvas_direct_blit),
        cmocka_unit_test(test_sdl_canvas_direct_text),
        cmocka_unit_test(test_fonts),
        cmocka_unit_test(test_font_cache_bounded),
        cmocka_unit_test(test_font_sizes_released),
        cmocka_unit_test(test_imgruns),
        cmocka_unit_test(test_imgruns_alpha),
        cmocka_unit_test(test_sdl_canvas_runs_image),
        cmocka_unit_test(test_texts_released),
        cmocka_unit_test(test_texts_spare_bounded),
        cmocka_unit_test(test_texts_released_slow_frames),
        cmocka_unit_test(test_icon),
        cmocka_unit_test(test_app_runs),
        cmocka_unit_test(test_script_keys_round_trip),
        cmocka_unit_test(test_app_keys),
        cmocka_unit_test(test_app_quiet_when_idle),
        cmocka_unit_test(test_app_no_display),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
