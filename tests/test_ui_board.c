/* The board view: layout and hit testing at many sizes (pure), outlines and
 * clips, the animation timeline, the scene at a moment of a move (every
 * engine's events rebuild its next state), and what the view draws on a
 * recording canvas for given positions and animation times, undo included. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <math.h>

#include "core/game.h"
#include "core/session.h"
#include "ui/board/anim.h"
#include "ui/board/blayout.h"
#include "ui/board/bscene.h"
#include "draw/bshape.h"
#include "ui/board/bview.h"
#include "draw/canvas_rec.h"
#include "contract/look.h"
#include "games/zumo/zumo.h"
#include "lib_gametest.h"

static const canvas_rect_t sizes[] = {
    {0, 0, 1280, 720}, {0, 0, 3840, 2160}, {0, 0, 2560, 1600}, {100, 50, 700, 1200}, {0, 0, 1000, 1000}, {13, 7, 333, 190},
};
#define NSIZES (int)(sizeof sizes / sizeof sizes[0])

/* ------------------------------------------------------------------ */
/* Layout and hit testing (pure). */

static void hit_round_trip(const board_t *b, canvas_rect_t r, int flat, int coords)
{
    blayout_t L;
    blayout_fit(&L, b, r, flat, coords);
    assert_true(L.scale > 0);
    if (b->kind == BOARD_HEXHEX) {
        for (int i = 0; i < b->ncells; i++) {
            canvas_pt_t p = blayout_cell_px(&L, b, i);
            assert_int_equal(blayout_hit_cell(&L, b, p.x, p.y), i);
            assert_int_equal(blayout_hit(&L, b, p.x, p.y), i);
            /* Towards every corner, most of the way. */
            canvas_pt_t cr[BOARD_MAX_CORNERS];
            int n = blayout_cell_corners(&L, b, i, cr);
            for (int k = 0; k < n; k++) {
                float x = p.x + (cr[k].x - p.x) * 0.8f, y = p.y + (cr[k].y - p.y) * 0.8f;
                assert_int_equal(blayout_hit_cell(&L, b, x, y), i);
            }
            assert_int_equal(blayout_hit_site(&L, b, p.x, p.y), -1);
        }
    } else {
        for (int s = 0; s < b->nsites; s++) {
            canvas_pt_t p = blayout_site_px(&L, b, s);
            assert_int_equal(blayout_hit(&L, b, p.x, p.y), s);
            float d = (float)BLAYOUT_SITE_REACH * 0.9f * L.scale;
            assert_int_equal(blayout_hit_site(&L, b, p.x + d * 0.7f, p.y - d * 0.7f), s);
            assert_int_equal(blayout_hit_site(&L, b, p.x, p.y + d), s);
        }
        for (int i = 0; i < b->ncells; i++) {
            canvas_pt_t p = blayout_cell_px(&L, b, i);
            assert_int_equal(blayout_hit_cell(&L, b, p.x, p.y), i);
        }
        /* Between holes, away from any: nothing. */
        canvas_pt_t mid = blayout_px(&L, 5.5, 5.5);
        assert_int_equal(blayout_hit_site(&L, b, mid.x, mid.y), -1);
    }
    /* Outside the board: nothing. */
    assert_int_equal(blayout_hit(&L, b, r.x + 1, r.y + 1), -1);
    assert_int_equal(blayout_hit(&L, b, r.x - 500, r.y + r.h * 0.5f), -1);
    /* The tray fits the rectangle. */
    canvas_pt_t tray[BLAYOUT_TRAY_POINTS];
    int n = blayout_tray(&L, b, tray, BLAYOUT_TRAY_POINTS);
    assert_true(n > 8);
    for (int i = 0; i < n; i++) {
        assert_true(tray[i].x >= r.x - 0.5f && tray[i].x <= r.x + r.w + 0.5f);
        assert_true(tray[i].y >= r.y - 0.5f && tray[i].y <= r.y + r.h + 0.5f);
    }
}

static void test_layout_hit_hexhex(void **state)
{
    (void)state;
    static board_t b;
    int sides[] = {2, 3, 5, 6, 7, 8, 10, 13};
    for (size_t k = 0; k < sizeof sides / sizeof sides[0]; k++) {
        assert_int_equal(board_init_hexhex(&b, sides[k]), 0);
        for (int s = 0; s < NSIZES; s++)
            for (int flat = 0; flat < 2; flat++)
                for (int coords = 0; coords < 2; coords++) hit_round_trip(&b, sizes[s], flat, coords);
    }
}

static void test_layout_hit_conhex(void **state)
{
    (void)state;
    static board_t b;
    assert_int_equal(board_init_sites(&b, game_by_id("conhex")->sites), 0);
    for (int s = 0; s < NSIZES; s++)
        for (int coords = 0; coords < 2; coords++) hit_round_trip(&b, sizes[s], 0, coords);
}

static void test_layout_orientation(void **state)
{
    (void)state;
    static board_t b;
    board_init_hexhex(&b, 5);
    blayout_t L;
    blayout_fit(&L, &b, canvas_rect(0, 0, 1000, 1000), 0, 1);
    /* Pointy: A1 bottom-left, numbers grow upward, letters to the right. */
    canvas_pt_t a1 = blayout_cell_px(&L, &b, board_parse_cell(&b, "A1"));
    canvas_pt_t a2 = blayout_cell_px(&L, &b, board_parse_cell(&b, "A2"));
    canvas_pt_t b1 = blayout_cell_px(&L, &b, board_parse_cell(&b, "B1"));
    canvas_pt_t e5 = blayout_cell_px(&L, &b, board_parse_cell(&b, "E5"));
    assert_true(a2.y < a1.y);
    assert_true(b1.x > a1.x);
    assert_true(fabsf(b1.y - a1.y) < 0.01f);
    assert_true(fabsf(e5.x - 500) < 0.5f && fabsf(e5.y - 500) < 0.5f);
    /* Flat: turned 30 degrees, so A1-B1 is no longer level; same distances. */
    blayout_t F;
    blayout_fit(&F, &b, canvas_rect(0, 0, 1000, 1000), 1, 1);
    canvas_pt_t fa1 = blayout_cell_px(&F, &b, board_parse_cell(&b, "A1"));
    canvas_pt_t fb1 = blayout_cell_px(&F, &b, board_parse_cell(&b, "B1"));
    assert_true(fabsf(fb1.y - fa1.y) > 1.0f);
    float d0 = hypotf(b1.x - a1.x, b1.y - a1.y) / L.scale, d1 = hypotf(fb1.x - fa1.x, fb1.y - fa1.y) / F.scale;
    assert_true(fabsf(d0 - d1) < 1e-3f);
    /* Labels: one per column and row, on the border, none when off. */
    blabel_t lab[BLAYOUT_MAX_LABELS];
    assert_int_equal(blayout_labels(&L, &b, lab, BLAYOUT_MAX_LABELS), 18);
    assert_string_equal(lab[0].text, "A");
    assert_string_equal(lab[9].text, "1");
    assert_true(lab[0].at.y > a1.y); /* A below its column */
    assert_true(lab[9].at.x < a1.x); /* 1 left of its row */
    blayout_fit(&L, &b, canvas_rect(0, 0, 1000, 1000), 0, 0);
    assert_int_equal(blayout_labels(&L, &b, lab, BLAYOUT_MAX_LABELS), 0);
    /* Hi-DPI: the same board at twice the pixels is twice the scale. */
    blayout_t H1, H2;
    blayout_fit(&H1, &b, canvas_rect(0, 0, 1280, 720), 0, 1);
    blayout_fit(&H2, &b, canvas_rect(0, 0, 2560, 1440), 0, 1);
    assert_true(fabsf(H2.scale - 2 * H1.scale) < 1e-3f);
}

/* ------------------------------------------------------------------ */
/* Shapes. */

static void test_outline(void **state)
{
    (void)state;
    static board_t b;
    static bshape_loops_t l;
    board_init_hexhex(&b, 4);
    uint8_t m[BOARD_MAX_CELLS] = {0};
    int centre = board_parse_cell(&b, "D4");
    m[centre] = 1;
    assert_int_equal(bshape_outline(&b, m, &l), 1);
    assert_int_equal(l.len[0], 6);
    m[b.dir_nb[centre][0]] = 1;
    assert_int_equal(bshape_outline(&b, m, &l), 1);
    assert_int_equal(l.len[0], 10);
    /* A ring round an empty centre: an outer loop and a hole. */
    memset(m, 0, sizeof m);
    for (int d = 0; d < 6; d++) m[b.dir_nb[centre][d]] = 1;
    assert_int_equal(bshape_outline(&b, m, &l), 2);
    assert_int_equal(l.len[0] + l.len[1], 18 + 6);
    /* Two groups apart: two loops. The whole board: one. */
    memset(m, 0, sizeof m);
    m[board_parse_cell(&b, "A1")] = m[board_parse_cell(&b, "G7")] = 1;
    assert_int_equal(bshape_outline(&b, m, &l), 2);
    memset(m, 1, sizeof m);
    assert_int_equal(bshape_outline(&b, m, &l), 1);
    assert_int_equal(l.len[0], 6 * (2 * 4 - 1)); /* the perimeter's edges */
    /* Insetting keeps loops and rounds corners (more points). */
    int before = l.len[0];
    bshape_inset_round(&l, 0.1, 2);
    assert_int_equal(l.nloops, 1);
    assert_true(l.len[0] >= before);
    /* ConHex cells share edges too: two neighbours make one loop. */
    static board_t x;
    assert_int_equal(board_init_sites(&x, game_by_id("conhex")->sites), 0);
    memset(m, 0, sizeof m);
    m[0] = 1;
    m[x.cells[0].nb[0]] = 1;
    assert_int_equal(bshape_outline(&x, m, &l), 1);
}

static float area(const canvas_pt_t *p, int n)
{
    float a = 0;
    for (int i = 0; i < n; i++) a += p[i].x * p[(i + 1) % n].y - p[(i + 1) % n].x * p[i].y;
    return fabsf(a) * 0.5f;
}

static void test_clip_disc(void **state)
{
    (void)state;
    canvas_pt_t sq[4] = {{0, 0}, {100, 0}, {100, 100}, {0, 100}}, out[128];
    int n = bshape_clip_disc(sq, 4, 50, 50, 1000, out, 128);
    assert_true(fabsf(area(out, n) - 10000) < 1);
    n = bshape_clip_disc(sq, 4, 50, 50, 20, out, 128);
    assert_true(fabsf(area(out, n) - (float)M_PI * 400) < 30);
    /* From a corner: a quarter disc. */
    n = bshape_clip_disc(sq, 4, 0, 0, 40, out, 128);
    assert_true(fabsf(area(out, n) - (float)M_PI * 1600 / 4) < 30);
    assert_int_equal(bshape_clip_disc(sq, 4, 500, 500, 10, out, 128), 0);
}

/* ------------------------------------------------------------------ */
/* The timeline. */

static void add(event_list_t *l, event_kind_t k, int cell)
{
    event_add(l, k, 1, cell, -1, 0);
}

/* A game's own verbs, from a made-up table: their names, sounds, times and
 * what they leave on the board come from the table alone. */
static void test_game_verbs(void **state)
{
    (void)state;
    enum { HOP, TINT, CROWN, FENCE, N };
    static const event_verb_t v[N] = {
        [HOP] = {.name = "hop", .sound = SND_THUD, .scene = EVENT_SCENE_MOVE | EVENT_SCENE_ACTOR, .dur = 0.7f, .delay = 0.2f},
        [TINT] = {.name = "tint", .scene = EVENT_SCENE_SET, .dur = 0.3f},
        [CROWN] = {.name = "crown", .scene = EVENT_SCENE_ALT_ON, .dur = 0.1f},
        [FENCE] = {.name = "fence", .sound = SND_CHIME, .scene = EVENT_SCENE_OWN, .dur = 0.4f},
    };
    const event_verbs_t vs = {v, N};
    event_list_t l;
    event_list_init(&l);
    event_add_verb(&l, &vs, HOP, 1, 3, 4, 0);
    event_add_verb(&l, &vs, TINT, 2, 5, -1, 0);
    event_add_verb(&l, &vs, CROWN, 1, 4, -1, 0);
    event_add_verb(&l, &vs, FENCE, 2, 6, -1, 0);
    event_add(&l, EV_PLACE, 1, 7, -1, 0);
    assert_int_equal(l.ev[0].kind, EV_GAME);
    assert_int_equal(l.ev[0].sound, SND_THUD);
    assert_int_equal(l.ev[3].sound, SND_CHIME);
    assert_string_equal(event_name(&vs, &l.ev[1]), "tint");
    assert_string_equal(event_name(&vs, &l.ev[4]), "place");
    assert_null(event_verb(&vs, &l.ev[4]));       /* a shared kind */
    assert_null(event_verb(NULL, &l.ev[0]));       /* a game without verbs */
    event_t odd = l.ev[0];
    odd.sub = N;
    assert_null(event_verb(&vs, &odd));            /* past the table */
    assert_string_equal(event_name(&vs, &odd), "?");

    /* One beat: the timeline takes the table's times. */
    anim_tempo_t t;
    anim_tempo_default(&t, NULL);
    t.verbs = &vs;
    anim_t a;
    anim_init(&a);
    assert_int_equal(anim_start(&a, &l, &t, 0, 1.0f), 0);
    assert_float_equal(a.slot[0].start, 0.2, 1e-6);
    assert_float_equal(a.slot[0].dur, 0.7, 1e-6);
    assert_float_equal(a.slot[3].dur, 0.4, 1e-6);
    assert_float_equal(a.total, 0.9, 1e-6);

    /* The board the beat leaves: the hop moves the piece (the crown then
     * crowns it where it landed), the tint sets, the fence owns. */
    game_view_t before;
    memset(&before, 0, sizeof before);
    before.cell[3] = 2;
    game_view_t after = before;
    bscene_board_t b;
    bscene_from_view(&b, &before);
    bscene_apply_beat(&b, &vs, l.ev, 0, l.n);
    assert_int_equal(b.cell[3], 0);
    assert_int_equal(b.cell[4], 2 | VIEW_ALT);
    assert_int_equal(b.cell[5], 2);
    assert_int_equal(b.owner[6], 2);
    assert_int_equal(b.cell[7], 1);
    /* Mid-beat the hop's actor draws its piece: neither cell holds it at rest. */
    bscene_t sc;
    bscene_at_clock(&sc, &before, &after, &a, 0.5);
    assert_int_equal(sc.first, 0);
    assert_int_equal(sc.last, l.n);
    assert_int_equal(sc.rest.cell[3], 0);
    assert_int_equal(sc.beat0.cell[3], 2);
    anim_free(&a);
    event_list_free(&l);
}

static void test_anim_timeline(void **state)
{
    (void)state;
    event_list_t l;
    event_list_init(&l);
    add(&l, EV_PLACE, 0);
    add(&l, EV_GROUP, 0);
    event_beat(&l);
    add(&l, EV_REMOVE, 1);
    add(&l, EV_REMOVE, 2);
    event_beat(&l);
    add(&l, EV_REMOVE, 3);
    anim_tempo_t t;
    anim_tempo_default(&t, "churn");
    anim_t a;
    anim_init(&a);
    assert_int_equal(anim_start(&a, &l, &t, 0, 1.0f), 0);
    assert_int_equal(a.nbeats, 3);
    assert_true(anim_running(&a));
    /* Same beat together, the next after the longest. */
    assert_true(a.slot[0].start == a.slot[1].start);
    assert_true(fabsf(a.slot[2].start - fmaxf(t.dur[EV_PLACE], t.dur[EV_GROUP])) < 1e-6f);
    assert_true(a.slot[2].start == a.slot[3].start);
    assert_true(fabsf(a.slot[4].start - (a.slot[2].start + t.dur[EV_REMOVE])) < 1e-6f);
    assert_true(fabsf(a.total - (a.slot[4].start + t.dur[EV_REMOVE])) < 1e-6f);
    assert_int_equal(anim_beat_at(&a, 0.0), 0);
    assert_int_equal(anim_beat_at(&a, a.slot[2].start + 0.01), 1);
    assert_int_equal(anim_beat_at(&a, a.total), 3);
    /* Time at 2x runs twice as fast; it stops at the end. */
    anim_set_speed(&a, 2.0f);
    anim_update(&a, 0.1);
    assert_true(fabs(anim_clock(&a) - 0.2) < 1e-9);
    assert_true(anim_progress(&a, 0) > 0 && anim_progress(&a, 0) < 1);
    assert_true(anim_progress(&a, 4) == 0);
    anim_update(&a, 100);
    assert_false(anim_running(&a));
    assert_true(anim_clock(&a) == a.total);
    /* Input finishes it at once. */
    anim_start(&a, &l, &t, 0, 1.0f);
    anim_update(&a, 0.05);
    anim_finish(&a);
    assert_false(anim_running(&a));
    assert_true(anim_progress(&a, 4) == 1.0f);
    /* Backwards (undo): from the end down to 0. */
    anim_start(&a, &l, &t, 1, 1.0f);
    assert_true(anim_clock(&a) == a.total);
    anim_update(&a, 0.1);
    assert_true(fabs(anim_clock(&a) - (a.total - 0.1)) < 1e-6);
    anim_finish(&a);
    assert_true(anim_clock(&a) == 0.0);
    /* Off: nothing plays. Speeds are clamped. */
    anim_start(&a, &l, &t, 0, 0.0f);
    assert_false(anim_running(&a));
    assert_true(anim_clamp_speed(10) == ANIM_SPEED_MAX);
    assert_true(anim_clamp_speed(0.1f) == ANIM_SPEED_MIN);
    assert_true(anim_clamp_speed(-1) == 0);
    /* The shatter waits for the pushed stone. */
    event_list_clear(&l);
    event_add_verb(&l, &zumo_verbs, ZUMO_EV_PUSH, 1, 0, 1, 0);
    event_add_verb(&l, &zumo_verbs, ZUMO_EV_SHATTER, 2, 1, -1, 0);
    anim_tempo_t tz;
    anim_tempo_default(&tz, "zumo");
    anim_start(&a, &l, &tz, 0, 1.0f);
    assert_true(a.slot[1].start > a.slot[0].start);
    anim_free(&a);
    event_list_free(&l);
}

/* ------------------------------------------------------------------ */
/* Scenes: every engine's events take the state before a move to the state
 * after, beat by beat; mid-move the cells the actors start from are empty. */

/* A random whole move built action by action (no swap). */
static int random_move(const game_t *g, const void *st, rng_t *rng, move_t *m)
{
    void *cur = malloc(g->rules->state_size);
    action_t *acts = malloc(sizeof *acts * 8192);
    assert_non_null(cur);
    assert_non_null(acts);
    memcpy(cur, st, g->rules->state_size);
    m->n = 0;
    int ok = -1;
    while (m->n < MOVE_MAX_ACTIONS) {
        int n = g->rules->actions(g, cur, acts, 8192);
        if (n <= 0) break;
        if (n > 8192) n = 8192;
        int k = (int)rng_below(rng, (uint32_t)n);
        if (acts[k].kind == ACT_SWAP && n > 1) k = (k + 1) % n;
        char err[GAME_ERR_MAX];
        if (game_act(g, cur, &acts[k], NULL, err, sizeof err)) break;
        m->a[m->n++] = acts[k];
        if (acts[k].kind == ACT_END || acts[k].kind == ACT_PASS || acts[k].kind == ACT_SWAP ||
            game_head(cur)->in_turn == 0) {
            ok = 0;
            break;
        }
    }
    free(cur);
    free(acts);
    return ok;
}

static void scenes_rebuild(const char *id, const char *setup, int games, int plies)
{
    game_t *g = gametest_game(id, setup);
    void *st = game_state_new(g), *next = game_state_new(g);
    char err[GAME_ERR_MAX];
    static game_view_t vb, va;
    static bscene_t sc;
    move_t *m = malloc(sizeof *m);
    assert_non_null(m);
    rng_t rng;
    rng_seed(&rng, 11);
    anim_tempo_t tempo;
    anim_tempo_default(&tempo, id);
    anim_t a;
    anim_init(&a);
    event_list_t ev;
    event_list_init(&ev);
    long checked = 0;
    for (int gi = 0; gi < games; gi++) {
        assert_int_equal(game_start(g, st, err, sizeof err), 0);
        for (int ply = 0; ply < plies && !game_is_over(st); ply++) {
            if (random_move(g, st, &rng, m)) break;
            memcpy(next, st, g->rules->state_size);
            event_list_clear(&ev);
            if (game_apply_move(g, next, m, &ev, err, sizeof err)) fail_msg("%s: %s", id, err);
            g->rules->view(g, st, &vb);
            g->rules->view(g, next, &va);
            anim_start(&a, &ev, &tempo, 0, 1.0f);
            bscene_board_t b;
            bscene_from_view(&b, &vb);
            for (int i = 0; i < a.n;) {
                int j = i;
                while (j < a.n && a.slot[j].beat == a.slot[i].beat) j++;
                bscene_apply_beat(&b, a.verbs, a.ev, i, j);
                i = j;
            }
            if (memcmp(b.cell, va.cell, (size_t)g->board.ncells) ||
                memcmp(b.owner, va.owner, (size_t)g->board.ncells) || memcmp(b.site, va.site, BOARD_MAX_SITES))
                fail_msg("%s: the events of move %d do not rebuild the next state", id, ply);
            /* Mid-beat: pieces at rest never appear where the view after
             * has none and no actor is involved... and the scene at the end
             * is the state after. */
            for (int k = 0; k < a.nbeats; k++) {
                double clock = (a.beat_start[k] + a.beat_end[k]) * 0.5;
                bscene_at_clock(&sc, &vb, &va, &a, clock);
                assert_int_equal(sc.beat, a.beat_end[k] > a.beat_start[k] ? k : sc.beat);
            }
            bscene_at_clock(&sc, &vb, &va, &a, a.total);
            assert_memory_equal(sc.rest.cell, va.cell, (size_t)g->board.ncells);
            checked++;
            memcpy(st, next, g->rules->state_size);
        }
    }
    assert_true(checked > 10);
    anim_free(&a);
    event_list_free(&ev);
    free(m);
    free(st);
    free(next);
    game_free(g);
}

static void test_scene_churn(void **state) { (void)state; scenes_rebuild("churn", "size=3", 20, 400); }
static void test_scene_conhex(void **state) { (void)state; scenes_rebuild("conhex", "", 10, 200); }
static void test_scene_wunchunk(void **state)
{
    (void)state;
    scenes_rebuild("wunchunk", "size=5", 4, 60);
    scenes_rebuild("wunchunk", "size=5 players=4", 3, 60);
}
static void test_scene_uknight(void **state) { (void)state; scenes_rebuild("uknight", "size=5", 6, 150); }
static void test_scene_zumo(void **state) { (void)state; scenes_rebuild("zumo", "size=6", 12, 150); }

/* ------------------------------------------------------------------ */
/* Drawing on a recording canvas. */

typedef struct {
    game_t *g;
    session_t *s;
    bview_t *bv;
    canvas_rec_t *rec;
    canvas_t c;
    canvas_rect_t rect;
} fix_t;

static void fix_open(fix_t *f, const char *id, const char *setup, int direct)
{
    char err[GAME_ERR_MAX];
    f->g = gametest_game(id, setup);
    f->s = session_new(f->g, err, sizeof err);
    assert_non_null(f->s);
    f->bv = bview_new(f->s->game);
    assert_non_null(f->bv);
    bview_opts_t o;
    bview_default_opts(&o);
    o.direct = direct;
    bview_set_opts(f->bv, &o);
    f->rec = crec_new();
    crec_canvas(f->rec, &f->c, 1280, 720);
    f->rect = canvas_rect(0, 0, 1280, 720);
    bview_show_entry(f->bv, f->s, 0);
}

static void fix_close(fix_t *f)
{
    bview_free(f->bv, &f->c);
    crec_free(f->rec);
    session_free(f->s);
}

static void fix_draw(fix_t *f)
{
    crec_reset(f->rec);
    bview_draw(f->bv, &f->c, f->rect);
}

static void fix_play(fix_t *f, const char *moves)
{
    char buf[512], err[GAME_ERR_MAX];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
        if (session_play(f->s, t, err, sizeof err)) fail_msg("%s: %s", t, err);
}

/* The largest solid filled circle centred within 1.5 px of (x, y), or 0:
 * a stone's body starts with one (glows and shading are gradients). */
static float circle_at(const canvas_rec_t *r, canvas_pt_t p)
{
    float best = 0;
    for (int i = 0; i < crec_count(r); i++) {
        const crec_op_t *op = crec_op(r, i);
        if (op->kind != CREC_FILL_CIRCLE || op->paint.kind != CANVAS_PAINT_SOLID) continue;
        if (fabsf(op->centre.x - p.x) < 1.5f && fabsf(op->centre.y - p.y) < 1.5f && op->r > best) best = op->r;
    }
    return best;
}

/* Is there a filled circle near (x, y) in about this colour? */
static int stone_colour_at(const canvas_rec_t *r, canvas_pt_t p, canvas_colour_t want)
{
    for (int i = 0; i < crec_count(r); i++) {
        const crec_op_t *op = crec_op(r, i);
        if (op->kind != CREC_FILL_CIRCLE || fabsf(op->centre.x - p.x) > 1.5f || fabsf(op->centre.y - p.y) > 1.5f)
            continue;
        canvas_colour_t c = op->paint.c0;
        if (abs(c.r - want.r) < 40 && abs(c.g - want.g) < 40 && abs(c.b - want.b) < 40) return 1;
    }
    return 0;
}

static void test_draw_position(void **state)
{
    (void)state;
    fix_t f;
    fix_open(&f, "churn", "size=3", 1);
    fix_play(&f, "B2 D4");
    bview_show_entry(f.bv, f.s, f.s->cur);
    fix_draw(&f);
    const board_t *b = &f.g->board;
    const blayout_t *L = bview_get_layout(f.bv);
    float r = L->scale * 0.80f;
    canvas_pt_t b2 = blayout_cell_px(L, b, board_parse_cell(b, "B2"));
    canvas_pt_t d4 = blayout_cell_px(L, b, board_parse_cell(b, "D4"));
    canvas_pt_t c3 = blayout_cell_px(L, b, board_parse_cell(b, "C3"));
    /* A stone of radius r on B2 and D4, none on C3. */
    assert_true(fabsf(circle_at(f.rec, b2) - r) < 0.5f);
    assert_true(fabsf(circle_at(f.rec, d4) - r) < 0.5f);
    assert_true(circle_at(f.rec, c3) == 0);
    /* Red on B2 (the body's colour), blue on D4. */
    assert_true(stone_colour_at(f.rec, b2, canvas_hex(0xe8343f, 255)));
    assert_true(stone_colour_at(f.rec, d4, canvas_hex(0x2b6ef2, 255)));
    assert_false(stone_colour_at(f.rec, b2, canvas_hex(0x2b6ef2, 255)));
    /* The last move is marked: a ring round D4 only. */
    int rings_d4 = 0, rings_b2 = 0;
    for (int i = 0; i < crec_count(f.rec); i++) {
        const crec_op_t *op = crec_op(f.rec, i);
        if (op->kind != CREC_STROKE_CIRCLE || op->r < r) continue;
        if (fabsf(op->centre.x - d4.x) < 1 && fabsf(op->centre.y - d4.y) < 1) rings_d4++;
        if (fabsf(op->centre.x - b2.x) < 1 && fabsf(op->centre.y - b2.y) < 1) rings_b2++;
    }
    assert_true(rings_d4 > 0);
    assert_int_equal(rings_b2, 0);
    /* Coordinates on the border, and not when turned off. */
    assert_non_null(crec_find_text(f.rec, "A"));
    assert_non_null(crec_find_text(f.rec, "5"));
    bview_opts_t o = *bview_opts(f.bv);
    o.coords = 0;
    bview_set_opts(f.bv, &o);
    fix_draw(&f);
    assert_null(crec_find_text(f.rec, "A"));
    /* Everything drawn stays in the rectangle. */
    for (int i = 0; i < crec_count(f.rec); i++) {
        const crec_op_t *op = crec_op(f.rec, i);
        if (op->kind == CREC_FILL_CIRCLE) assert_true(op->centre.x > 0 && op->centre.x < 1280);
    }
    fix_close(&f);
}

/* Churn: B2, then Blue, then Red joins B2 with C2... a group forms and a
 * smaller one bursts. Drawn at moments of the move and of its undo. */
static void test_draw_animation_and_undo(void **state)
{
    (void)state;
    fix_t f;
    fix_open(&f, "churn", "size=3", 1);
    /* Play on until a move would burst a smaller group. */
    char err[GAME_ERR_MAX];
    char pick[16] = "";
    rng_t rng;
    rng_seed(&rng, 3);
    for (int ply = 0; ply < 300 && !*pick; ply++) {
        char *legal = game_legal_moves_text(f.g, session_state(f.s), 1000, NULL, err, sizeof err);
        assert_non_null(legal);
        char *words[64];
        int n = 0;
        for (char *t = strtok(legal, " "); t && n < 64; t = strtok(NULL, " ")) words[n++] = t;
        for (int k = 0; k < n && !*pick; k++) {
            void *tmp = game_state_new(f.g);
            memcpy(tmp, session_state(f.s), f.g->rules->state_size);
            event_list_t ev;
            event_list_init(&ev);
            assert_int_equal(game_play(f.g, tmp, words[k], &ev, NULL, 0, err, sizeof err), 0);
            for (int i = 0; i < ev.n; i++)
                if (ev.ev[i].kind == EV_REMOVE && !game_is_over(tmp)) snprintf(pick, sizeof pick, "%s", words[k]);
            event_list_free(&ev);
            free(tmp);
        }
        if (!*pick) assert_int_equal(session_play(f.s, words[rng_below(&rng, (uint32_t)n)], err, sizeof err), 0);
        free(legal);
    }
    assert_true(*pick);
    assert_int_equal(session_play(f.s, pick, err, sizeof err), 0);
    const event_list_t *ev = &f.s->hist[f.s->cur].events;
    int placed = -1, removed = -1;
    for (int i = 0; i < ev->n; i++) {
        if (ev->ev[i].kind == EV_PLACE) placed = ev->ev[i].cell;
        if (ev->ev[i].kind == EV_REMOVE) removed = ev->ev[i].cell;
    }
    const board_t *b = &f.g->board;
    bview_play_entry(f.bv, f.s, f.s->cur);
    assert_true(bview_animating(f.bv));
    double total = bview_duration(f.bv);
    assert_true(total > 0.5);
    const blayout_t *L;
    fix_draw(&f);
    L = bview_get_layout(f.bv);
    float r = L->scale * 0.80f;
    canvas_pt_t pp = blayout_cell_px(L, b, placed), rp = blayout_cell_px(L, b, removed);
    /* At the start: the new stone is not there yet (or tiny and clear),
     * the doomed one is whole. */
    bview_seek(f.bv, 0.0);
    fix_draw(&f);
    assert_true(fabsf(circle_at(f.rec, rp) - r) < 0.5f);
    /* Early in the drop: larger than at rest (dropping in). */
    bview_seek(f.bv, 0.08);
    fix_draw(&f);
    assert_true(circle_at(f.rec, pp) > r * 1.05f);
    /* The group's size pops out: its text. */
    bview_seek(f.bv, 0.3);
    fix_draw(&f);
    assert_non_null(crec_find_text(f.rec, "2"));
    /* Bursting: the removed stone shrinks. */
    double burst = total - 0.1;
    bview_seek(f.bv, burst);
    fix_draw(&f);
    float mid = circle_at(f.rec, rp);
    assert_true(mid < r * 0.9f);
    int ops_forward = crec_count(f.rec);
    /* At the end: the placed stone at rest, the removed one gone. */
    bview_finish(f.bv);
    assert_false(bview_animating(f.bv));
    fix_draw(&f);
    assert_true(fabsf(circle_at(f.rec, pp) - r) < 0.5f);
    assert_true(circle_at(f.rec, rp) < r * 0.5f);
    /* Undo: the same timeline backwards. At the same clock it draws the
     * same; when done it shows the position before, the stone back. */
    assert_int_equal(session_undo(f.s), 0);
    bview_unplay_entry(f.bv, f.s, f.s->cur + 1);
    assert_true(bview_animating(f.bv));
    assert_true(fabs(bview_clock(f.bv) - total) < 1e-9);
    bview_update(f.bv, 0.05);
    assert_true(bview_clock(f.bv) < total);
    bview_seek(f.bv, burst);
    fix_draw(&f);
    assert_int_equal(crec_count(f.rec), ops_forward);
    assert_true(fabsf(circle_at(f.rec, rp) - mid) < 1e-3f);
    bview_update(f.bv, 100.0);
    assert_false(bview_animating(f.bv));
    fix_draw(&f);
    assert_true(fabsf(circle_at(f.rec, rp) - r) < 0.5f);
    assert_true(circle_at(f.rec, pp) < r * 0.5f);
    const uint8_t *cells = bview_shown_cells(f.bv);
    game_view_t v;
    f.g->rules->view(f.g, session_state(f.s), &v);
    assert_memory_equal(cells, v.cell, (size_t)b->ncells);
    /* Sound cues come as the clock passes each event: the first beat at
     * once, the bursts later, none twice, none for undo. */
    assert_int_equal(session_redo(f.s), 0);
    bview_play_entry(f.bv, f.s, f.s->cur);
    event_t cues[64];
    int n0 = bview_take_cues(f.bv, cues, 64);
    assert_true(n0 >= 1);
    assert_int_equal(cues[0].kind, EV_PLACE);
    assert_int_equal(bview_take_cues(f.bv, cues, 64), 0);
    bview_update(f.bv, 100.0);
    int n1 = bview_take_cues(f.bv, cues, 64);
    assert_int_equal(n0 + n1, f.s->hist[f.s->cur].events.n);
    assert_int_equal(session_undo(f.s), 0);
    bview_unplay_entry(f.bv, f.s, f.s->cur + 1);
    bview_update(f.bv, 0.2);
    assert_int_equal(bview_take_cues(f.bv, cues, 64), 0);
    /* Input during an animation finishes it at once; speed off never
     * starts one. */
    assert_int_equal(session_redo(f.s), 0);
    bview_play_entry(f.bv, f.s, f.s->cur);
    bview_finish(f.bv);
    assert_false(bview_animating(f.bv));
    bview_opts_t o = *bview_opts(f.bv);
    o.speed = 0;
    bview_set_opts(f.bv, &o);
    bview_play_entry(f.bv, f.s, f.s->cur);
    assert_false(bview_animating(f.bv));
    fix_close(&f);
}

static void test_draw_conhex(void **state)
{
    (void)state;
    fix_t f;
    fix_open(&f, "conhex", "", 1);
    fix_play(&f, "C2 F6 D2");
    bview_play_entry(f.bv, f.s, f.s->cur);
    const board_t *b = &f.g->board;
    fix_draw(&f);
    const blayout_t *L = bview_get_layout(f.bv);
    int d2 = board_parse_site(b, "D2");
    canvas_pt_t hole = blayout_site_px(L, b, d2);
    /* Mid-drop the peg is above its hole. */
    bview_seek(f.bv, 0.12);
    fix_draw(&f);
    int above = 0;
    for (int i = 0; i < crec_count(f.rec); i++) {
        const crec_op_t *op = crec_op(f.rec, i);
        if (op->kind == CREC_FILL_CIRCLE && fabsf(op->centre.x - hole.x) < 1 && op->centre.y < hole.y - L->scale * 0.3f) above = 1;
    }
    assert_true(above);
    /* C2 and D2 claim the top border cell between them (2 of 3): the claim
     * sweeps, so mid-claim the plate is a part of the cell. */
    double total = bview_duration(f.bv);
    assert_true(total > 0.6);
    bview_seek(f.bv, total - 0.3);
    fix_draw(&f);
    assert_true(crec_count_kind(f.rec, CREC_FILL_POLY) > 0);
    bview_finish(f.bv);
    fix_draw(&f);
    /* At rest the claimed cell is a plate in Blue. */
    int blue_plates = 0;
    for (int i = 0; i < crec_count(f.rec); i++) {
        const crec_op_t *op = crec_op(f.rec, i);
        if (op->kind == CREC_FILL_POLY && op->paint.kind == CANVAS_PAINT_LINEAR && op->paint.c0.b > 200 && op->paint.c0.r < 120)
            blue_plates++;
    }
    assert_true(blue_plates >= 1);
    /* Hit testing through the view. */
    assert_int_equal(bview_hit(f.bv, hole.x + 2, hole.y - 2), d2);
    fix_close(&f);
}

/* Blue's fills drawn as polygons with a plain (solid) and a shaded
 * (linear) paint. */
static void count_blue_polys(const canvas_rec_t *rec, int *solid, int *shaded)
{
    *solid = *shaded = 0;
    for (int i = 0; i < crec_count(rec); i++) {
        const crec_op_t *op = crec_op(rec, i);
        if (op->kind != CREC_FILL_POLY || op->paint.c0.b <= 200 || op->paint.c0.r >= 120) continue;
        if (op->paint.kind == CANVAS_PAINT_SOLID) (*solid)++;
        if (op->paint.kind == CANVAS_PAINT_LINEAR) (*shaded)++;
    }
}

/* A game of holes whose look draws no pieces of its own (site_piece and
 * region left NULL) still shows them: stones in its holes, its regions as
 * plain fills; with ConHex's look, the same regions are its shaded plates. */
static void test_draw_look_defaults(void **state)
{
    (void)state;
    for (int own = 1; own >= 0; own--) {
        fix_t f;
        fix_open(&f, "conhex", "", 1);
        const game_rules_t *was = f.s->game->rules;
        game_rules_t r = *was;
        game_look_t look = *game_look(was);
        if (!own) look.site_piece = NULL, look.region = NULL;
        r.look = &look;
        f.s->game->rules = &r;
        bview_free(f.bv, &f.c);
        f.bv = bview_new(f.s->game);
        assert_non_null(f.bv);
        bview_opts_t o = *bview_opts(f.bv);
        o.direct = 1;
        bview_set_opts(f.bv, &o);
        fix_play(&f, "C2 F6 D2");
        bview_show_entry(f.bv, f.s, f.s->cur);
        fix_draw(&f);
        int solid, shaded;
        count_blue_polys(f.rec, &solid, &shaded);
        if (own) assert_true(shaded >= 1);
        else assert_true(solid >= 1 && shaded == 0);
        assert_true(crec_count_kind(f.rec, CREC_FILL_CIRCLE) >= 3); /* the pieces in their holes */
        f.s->game->rules = was;
        fix_close(&f);
    }
}

static void test_draw_sprites(void **state)
{
    (void)state;
    fix_t f;
    fix_open(&f, "zumo", "size=6", 0);
    fix_play(&f, "F6 B2");
    bview_show_entry(f.bv, f.s, f.s->cur);
    fix_draw(&f);
    /* The board and pieces come as images made once, stamped each frame. */
    assert_true(crec_images_live(f.rec) > 3);
    int images = crec_count_kind(f.rec, CREC_IMAGE);
    assert_true(images >= 1 + 2 * 2);
    int live = crec_images_live(f.rec);
    fix_draw(&f);
    assert_int_equal(crec_images_live(f.rec), live);
    /* A resize remakes them (freeing the old). */
    f.rect = canvas_rect(0, 0, 900, 900);
    fix_draw(&f);
    assert_int_equal(crec_images_live(f.rec), live);
    bview_free(f.bv, &f.c);
    f.bv = NULL;
    assert_int_equal(crec_images_live(f.rec), 0);
    crec_free(f.rec);
    session_free(f.s);
}

static void test_draw_overlays(void **state)
{
    (void)state;
    fix_t f;
    fix_open(&f, "churn", "size=3", 1);
    fix_draw(&f);
    int base = crec_count(f.rec);
    uint8_t mask[BOARD_MAX_CELLS] = {0};
    mask[0] = mask[5] = mask[9] = 1;
    bview_set_targets(f.bv, mask, 1);
    fix_draw(&f);
    assert_int_equal(crec_count(f.rec), base + 3);
    bview_set_targets(f.bv, NULL, 0);
    bview_set_hover(f.bv, 4);
    bview_set_ghost(f.bv, 1);
    fix_draw(&f);
    assert_true(crec_count(f.rec) > base + 3);
    const blayout_t *L = bview_get_layout(f.bv);
    canvas_pt_t p = blayout_cell_px(L, &f.g->board, 4);
    assert_true(circle_at(f.rec, p) > 0);
    assert_int_equal(bview_hit(f.bv, p.x, p.y), 4);
    assert_int_equal(bview_hit_cell(f.bv, p.x + 3, p.y - 3), 4);
    fix_close(&f);
}

static void test_draw_win_and_scores(void **state)
{
    (void)state;
    /* Zumo on side 6: play until a move pushes a stone off, then look. */
    fix_t f;
    fix_open(&f, "zumo", "size=6", 1);
    rng_t rng;
    rng_seed(&rng, 5);
    move_t *m = malloc(sizeof *m);
    char err[GAME_ERR_MAX];
    for (int i = 0; i < 400 && !game_is_over(session_state(f.s)); i++) {
        assert_int_equal(random_move(f.g, session_state(f.s), &rng, m), 0);
        assert_int_equal(session_play_move(f.s, m, err, sizeof err), 0);
    }
    free(m);
    assert_true(game_is_over(session_state(f.s)));
    bview_play_entry(f.bv, f.s, f.s->cur);
    int fell = 0;
    const event_list_t *ev = &f.s->hist[f.s->cur].events;
    for (int i = 0; i < ev->n; i++) fell |= gametest_is_verb(&ev->ev[i], ZUMO_EV_FALL);
    if (fell) {
        /* The stone going over shakes the board: the tray moves. */
        bview_finish(f.bv);
        fix_draw(&f);
        canvas_pt_t rest = crec_points(f.rec, crec_op(f.rec, 0))[0];
        int shook = 0;
        for (double t = 0; t < bview_duration(f.bv) && !shook; t += 0.01) {
            bview_seek(f.bv, t);
            fix_draw(&f);
            canvas_pt_t p = crec_points(f.rec, crec_op(f.rec, 0))[0];
            shook = fabsf(p.x - rest.x) + fabsf(p.y - rest.y) > 0.5f;
        }
        assert_true(shook);
    }
    /* The result lands on the board while the last beat plays... */
    bview_seek(f.bv, bview_duration(f.bv) - 0.6);
    fix_draw(&f);
    assert_true(crec_find_text(f.rec, "WINS") != NULL || crec_find_text(f.rec, "DRAW") != NULL);
    /* ...not with banners off... */
    bview_opts_t o = *bview_opts(f.bv);
    o.banners = 0;
    bview_set_opts(f.bv, &o);
    fix_draw(&f);
    assert_null(crec_find_text(f.rec, "WINS"));
    /* ...and at rest the board leaves it to the score panel. */
    bview_finish(f.bv);
    fix_draw(&f);
    assert_null(crec_find_text(f.rec, "WINS"));
    crec_reset(f.rec);
    bview_draw_scores(f.bv, &f.c, canvas_rect(0, 0, 300, 500));
    assert_true(crec_find_text(f.rec, "WINNER") != NULL || crec_find_text(f.rec, "DRAW") != NULL);
    /* The score panel: a card per player with the stone counts. */
    crec_reset(f.rec);
    bview_draw_scores(f.bv, &f.c, canvas_rect(0, 0, 300, 500));
    assert_non_null(crec_find_text(f.rec, "Black"));
    assert_non_null(crec_find_text(f.rec, "White"));
    assert_non_null(crec_find_text(f.rec, "STONES"));
    fix_close(&f);
}

static void test_draw_wunchunk_counters(void **state)
{
    (void)state;
    fix_t f;
    fix_open(&f, "wunchunk", "size=6", 1);
    /* Start: each player one chunk; Red places a crumb far away. */
    crec_reset(f.rec);
    bview_draw_scores(f.bv, &f.c, canvas_rect(0, 0, 300, 500));
    assert_non_null(crec_find_text(f.rec, "CHUNKS"));
    assert_non_null(crec_find_text(f.rec, "crumbs 0"));
    assert_non_null(crec_find_text(f.rec, "in hand"));
    fix_play(&f, "1A1");
    bview_play_entry(f.bv, f.s, f.s->cur);
    /* While the stone drops, the crumb does not count yet; after, it does. */
    bview_seek(f.bv, 0.05);
    crec_reset(f.rec);
    bview_draw_scores(f.bv, &f.c, canvas_rect(0, 0, 300, 500));
    assert_null(crec_find_text(f.rec, "crumbs 1"));
    bview_finish(f.bv);
    crec_reset(f.rec);
    bview_draw_scores(f.bv, &f.c, canvas_rect(0, 0, 300, 500));
    assert_non_null(crec_find_text(f.rec, "crumbs 1"));
    /* Chunks are outlined: closed strokes in the board. */
    fix_draw(&f);
    int loops = 0;
    for (int i = 0; i < crec_count(f.rec); i++) {
        const crec_op_t *op = crec_op(f.rec, i);
        loops += op->kind == CREC_STROKE_PATH && op->closed && op->npts > 12;
    }
    assert_true(loops >= 2);
    fix_close(&f);
}

/* Every game: random moves, each drawn at several moments forwards and
 * backwards, as vectors and as sprites (under the sanitizers this walks
 * every actor). Everything drawn stays near the rectangle. */
static void every_moment(const char *id, const char *setup, int moves, int direct)
{
    fix_t f;
    fix_open(&f, id, setup, direct);
    rng_t rng;
    rng_seed(&rng, 9);
    move_t *m = malloc(sizeof *m);
    char err[GAME_ERR_MAX];
    int drawn = 0;
    for (int i = 0; i < moves && !game_is_over(session_state(f.s)); i++) {
        assert_int_equal(random_move(f.g, session_state(f.s), &rng, m), 0);
        assert_int_equal(session_play_move(f.s, m, err, sizeof err), 0);
        for (int back = 0; back < 2; back++) {
            if (back) bview_unplay_entry(f.bv, f.s, f.s->cur);
            else bview_play_entry(f.bv, f.s, f.s->cur);
            double total = bview_duration(f.bv);
            for (int k = 0; k <= 6; k++) {
                bview_seek(f.bv, total * k / 6.0);
                bview_set_ambient(f.bv, k * 0.37);
                fix_draw(&f);
                crec_reset(f.rec);
                bview_draw_scores(f.bv, &f.c, canvas_rect(0, 0, 300, 600));
                drawn++;
            }
        }
        bview_show_entry(f.bv, f.s, f.s->cur);
        fix_draw(&f);
        for (int k = 0; k < crec_count(f.rec); k++) {
            const crec_op_t *op = crec_op(f.rec, k);
            if (op->kind == CREC_FILL_CIRCLE)
                assert_true(op->centre.x > -200 && op->centre.x < 1480 && op->centre.y > -200 && op->centre.y < 920);
        }
    }
    free(m);
    assert_true(drawn > 20);
    fix_close(&f);
}

static void test_every_moment(void **state)
{
    (void)state;
    for (int direct = 1; direct >= 0; direct--) {
        every_moment("churn", "size=3", 40, direct);
        every_moment("conhex", "", 40, direct);
        every_moment("wunchunk", "size=5 players=3", 25, direct);
        every_moment("uknight", "size=5", 60, direct);
        every_moment("zumo", "size=6", 40, direct);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_game_verbs),
        cmocka_unit_test(test_layout_hit_hexhex),
        cmocka_unit_test(test_layout_hit_conhex),
        cmocka_unit_test(test_layout_orientation),
        cmocka_unit_test(test_outline),
        cmocka_unit_test(test_clip_disc),
        cmocka_unit_test(test_anim_timeline),
        cmocka_unit_test(test_scene_churn),
        cmocka_unit_test(test_scene_conhex),
        cmocka_unit_test(test_scene_wunchunk),
        cmocka_unit_test(test_scene_uknight),
        cmocka_unit_test(test_scene_zumo),
        cmocka_unit_test(test_draw_position),
        cmocka_unit_test(test_draw_animation_and_undo),
        cmocka_unit_test(test_draw_conhex),
        cmocka_unit_test(test_draw_look_defaults),
        cmocka_unit_test(test_draw_sprites),
        cmocka_unit_test(test_draw_overlays),
        cmocka_unit_test(test_draw_win_and_scores),
        cmocka_unit_test(test_draw_wunchunk_counters),
        cmocka_unit_test(test_every_moment),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
