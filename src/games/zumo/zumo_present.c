/* Zumo's verbs on the board (games/present.h): stones sucked in along a
 * glowing streak (slide) and shoved (push), a friendly stone evaporating
 * into the new one, the shatter of a collision, the fall off the edge with
 * the screen shake it causes, the sightlines and the energy badge; their
 * hover-preview ghosts, hint arrows and the fallen stone of a win at rest. */
#include <math.h>
#include <stdio.h>

#include "core/preview.h"
#include "draw/ease.h"
#include "draw/fx.h"
#include "draw/pieces.h"
#include "draw/theme.h"
#include "games/present.h"
#include "contract/words.h"
#include "games/zumo/zumo.h"

#define PI_F 3.14159265f

static const event_verb_t verbs[ZUMO_EV_COUNT] = {
    [ZUMO_EV_SLIDE] = {.name = "slide", .text = EVENT_TEXT_CELLS, .sound = SND_SUCTION,
                       .scene = EVENT_SCENE_MOVE | EVENT_SCENE_ACTOR, .preview = PREVIEW_SLIDE, .dur = 0.36f},
    [ZUMO_EV_PUSH] = {.name = "push", .text = EVENT_TEXT_TO, .sound = SND_THUD, .scene = EVENT_SCENE_MOVE | EVENT_SCENE_ACTOR,
                      .aims = 1, .chosen_by = EVENT_MARK_CELL, .dur = 0.26f},
    [ZUMO_EV_EVAPORATE] = {.name = "evaporate", .text = EVENT_TEXT_CELLS, .sound = SND_FIZZ,
                           .scene = EVENT_SCENE_VACATE | EVENT_SCENE_ACTOR, .preview = PREVIEW_CONSUME, .dur = 0.46f},
    /* It waits for the pushed stone to arrive. */
    [ZUMO_EV_SHATTER] = {.name = "shatter", .text = EVENT_TEXT_CELL, .sound = SND_SMASH,
                         .scene = EVENT_SCENE_VACATE | EVENT_SCENE_ACTOR, .preview = PREVIEW_CAPTURE, .dur = 0.50f, .delay = 0.13f},
    [ZUMO_EV_FALL] = {.name = "fall", .word = "push", .text = EVENT_TEXT_OFF, .sound = SND_DROP,
                      .scene = EVENT_SCENE_VACATE | EVENT_SCENE_ACTOR, .chosen_by = EVENT_MARK_CELL, .preview = PREVIEW_OFF,
                      .dur = 0.95f},
    [ZUMO_EV_SIGHTLINE] = {.name = "sightline", .dur = 0.45f},
    [ZUMO_EV_ENERGY] = {.name = "energy", .text = EVENT_TEXT_PLAYER, .dur = 0.55f},
};

const event_verbs_t zumo_verbs = {verbs, ZUMO_EV_COUNT};

static int is_verb(const event_t *e, int sub) { return e->kind == EV_GAME && e->sub == sub; }

static void slide(const present_board_t *pb, canvas_t *c, const event_t *e, float u, int push)
{
    if (!present_cell_ok(pb, e->cell) || !present_cell_ok(pb, e->cell2)) return;
    canvas_pt_t a = pb->cell_px(pb, e->cell), b = pb->cell_px(pb, e->cell2);
    int code = present_code_at(pb, e->cell, e);
    float t = push ? ease_out_cubic(u) : ease_in_out_cubic(u);
    /* A fading trail shows where it came from. */
    for (int k = 3; k >= 1; k--) {
        float tk = t - 0.12f * (float)k;
        if (tk <= 0) continue;
        canvas_pt_t q = fx_lerp(a, b, tk);
        pb->piece(pb, c, q.x, q.y, code, 1.0f, 0, 0.16f * (float)(4 - k) * (1.0f - u * 0.5f));
    }
    canvas_pt_t p = fx_lerp(a, b, t);
    if (!push && u < 1.0f) {
        /* Suction: a glowing streak from where it was pulled. */
        canvas_colour_t g = fx_glow_of(pb->pcol(pb, code & 7));
        float al = 0.8f * (1.0f - ease_smooth((u - 0.5f) / 0.5f));
        float w = pb->stone_r * 0.5f;
        canvas_line(c, a.x, a.y, p.x, p.y, w * 1.8f, canvas_with_alpha(g, 0.2f * al));
        canvas_line(c, a.x, a.y, p.x, p.y, w * 0.45f, canvas_with_alpha(g, al));
    }
    pb->piece(pb, c, p.x, p.y, code, 1.0f, 0, 1.0f);
    if (push && u < 0.6f) {
        /* Speed lines behind the shoved stone. */
        float dx = b.x - a.x, dy = b.y - a.y, len = hypotf(dx, dy);
        if (len > 0) {
            dx /= len, dy /= len;
            float r = pb->stone_r, al = 1.0f - u / 0.6f;
            for (int k = -1; k <= 1; k++) {
                float ox = -dy * r * 0.5f * (float)k, oy = dx * r * 0.5f * (float)k;
                float s0 = r * (1.1f + 0.1f * (float)(k * k)), s1 = s0 + r * 0.9f;
                canvas_line(c, p.x - dx * s0 + ox, p.y - dy * s0 + oy, p.x - dx * s1 + ox, p.y - dy * s1 + oy,
                            fmaxf(1.0f, r * 0.08f), canvas_rgba(255, 255, 255, (uint8_t)(200 * al)));
            }
        }
    }
}

static void evaporate(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell) || !present_cell_ok(pb, e->cell2)) return;
    canvas_pt_t a = pb->cell_px(pb, e->cell), b = pb->cell_px(pb, e->cell2);
    int code = present_code_at(pb, e->cell, e);
    const palette_piece_t *pc = pb->pcol(pb, code & 7);
    float r = pb->stone_r;
    canvas_pt_t p = fx_lerp(a, b, 0.5f * ease_in_out_cubic(u));
    pb->piece(pb, c, p.x, p.y, code, 1.0f - 0.7f * ease_smooth(u), 0, 1.0f - powf(u, 1.6f));
    pb->glow(pb, c, p.x, p.y, r * 1.6f, canvas_with_alpha(fx_glow_of(pc), 0.85f * fx_env(u, 0.2f, 0.4f)));
    /* Wisps streaming into the new stone. */
    for (int k = 0; k < 7; k++) {
        float d = fx_rnd(i, k) * 0.4f, w = ease_unit((u - d) / 0.6f);
        if (w <= 0 || w >= 1) continue;
        canvas_pt_t q = fx_lerp(p, b, ease_in_out_cubic(w));
        float side = (fx_rnd(i, k + 20) - 0.5f) * r * 1.2f * sinf(PI_F * w);
        float dx = b.y - a.y, dy = a.x - b.x, len = hypotf(dx, dy);
        if (len > 0) q.x += dx / len * side, q.y += dy / len * side;
        canvas_fill_circle(c, q.x, q.y, r * 0.17f * (1.0f - w * 0.5f),
                           canvas_solid(canvas_with_alpha(canvas_lighten(fx_glow_of(pc), 0.4f), 0.95f * (1 - w))));
    }
    fx_ripple(c, b, r, (u - 0.6f) / 0.4f, fx_glow_of(pc));
}

static void shatter(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell)) return;
    canvas_pt_t p = pb->cell_px(pb, e->cell);
    int code = present_code_at(pb, e->cell, e);
    if (u <= 0) {
        pb->piece(pb, c, p.x, p.y, code, 1.0f, 0, 1.0f);
        return;
    }
    const palette_piece_t *pc = pb->pcol(pb, code & 7);
    float r = pb->stone_r;
    /* Wedges of the stone fly apart, spinning, and fade. */
    int n = 7;
    for (int k = 0; k < n; k++) {
        float a0 = 2 * PI_F * (float)k / (float)n + fx_rnd(i, k) * 0.3f, a1 = a0 + 2 * PI_F / (float)n;
        float mid = (a0 + a1) * 0.5f, d = r * (0.1f + 1.6f * ease_out_cubic(u) * (0.7f + 0.6f * fx_rnd(i, k + 7)));
        float spin = (fx_rnd(i, k + 14) - 0.5f) * 5.0f * u;
        canvas_pt_t ctr = {p.x + cosf(mid) * d, p.y + sinf(mid) * d};
        canvas_pt_t w[8];
        w[0] = ctr;
        for (int j = 0; j < 6; j++) {
            float a = a0 + (a1 - a0) * (float)j / 5.0f - mid + spin;
            float rr = r * (1.0f - 0.3f * u);
            w[j + 1] = (canvas_pt_t){ctr.x + rr * cosf(a + mid) - cosf(mid) * rr * 0.45f,
                                     ctr.y + rr * sinf(a + mid) - sinf(mid) * rr * 0.45f};
        }
        float al = 1.0f - ease_smooth((u - 0.35f) / 0.65f);
        canvas_fill_poly(c, w, 7, canvas_solid(canvas_with_alpha(canvas_mix(pc->base, pc->lo, 0.2f), al)));
        canvas_stroke_poly(c, w, 7, fmaxf(1.0f, r * 0.06f), canvas_with_alpha(pc->hi, al * 0.8f));
    }
    float flash = 1.0f - ease_unit(u / 0.3f);
    if (flash > 0) pb->glow(pb, c, p.x, p.y, r * 2.2f, canvas_rgba(255, 255, 255, (uint8_t)(230 * flash)));
    fx_burst(c, i + 1000, p, r, u, canvas_rgba(255, 240, 200, 255), 10);
}

static void fall_geometry(const present_board_t *pb, const event_t *e, canvas_pt_t *from, canvas_pt_t *beyond)
{
    const board_cell_t *cell = &pb->b->cells[e->cell];
    int d = e->value >= 0 && e->value < 6 ? e->value : 0;
    *from = pb->cell_px(pb, e->cell);
    *beyond = pb->hex_px(pb, cell->c + board_dir_dc[d], cell->r + board_dir_dr[d]);
}

static void fall(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell)) return;
    canvas_pt_t a, b;
    fall_geometry(pb, e, &a, &b);
    int code = present_code_at(pb, e->cell, e);
    float r = pb->stone_r;
    canvas_pt_t edge = fx_lerp(a, b, 0.5f);
    canvas_colour_t hot = canvas_hex(THEME_AMBER, 255);
    if (u < 0.3f) {
        /* Shoved over the rim, which flares as it crosses. */
        float t = ease_in_out_cubic(u / 0.3f);
        canvas_pt_t p = fx_lerp(a, b, t);
        pb->glow(pb, c, edge.x, edge.y, r * 1.8f, canvas_with_alpha(hot, 0.8f * ease_smooth((t - 0.3f) / 0.7f)));
        pb->piece(pb, c, p.x, p.y, code, 1.0f, 0, 1.0f);
        return;
    }
    /* Over the edge: it tips and drops away, shrinking into the dark,
     * leaving a streak; dust and a ring where it left the board. */
    float v = (u - 0.3f) / 0.7f;
    canvas_pt_t p = fx_lerp(a, b, 1.0f + 0.45f * ease_out_cubic(v));
    p.y += r * 0.9f * v * v;
    float sc = 1.0f - 0.75f * powf(v, 1.4f);
    canvas_line(c, edge.x, edge.y, p.x, p.y, r * 0.5f * (1 - v), canvas_with_alpha(hot, 0.5f * (1 - v)));
    pb->glow(pb, c, edge.x, edge.y, r * 1.8f, canvas_with_alpha(hot, 0.8f * (1 - v)));
    pb->piece(pb, c, p.x, p.y, code, sc, 0, 1.0f - v * v * v);
    canvas_fill_circle(c, p.x, p.y, r * sc, canvas_solid(canvas_rgba(0, 0, 8, (uint8_t)(190 * v * (1 - v * v)))));
    fx_burst(c, i, edge, r * 0.7f, v, canvas_rgba(255, 220, 160, 255), 9);
    fx_ripple(c, edge, r * 0.9f, v, hot);
}


/* The beam runs under the pieces (pass 0) from the new stone out to the
 * stone it sees; rings flash on both (pass 1). */
static void sightline(const present_board_t *pb, canvas_t *c, const event_t *e, float u, int pass)
{
    if (!present_cell_ok(pb, e->cell) || !present_cell_ok(pb, e->cell2)) return;
    canvas_pt_t a = pb->cell_px(pb, e->cell), b = pb->cell_px(pb, e->cell2);
    const palette_piece_t *pc = pb->pcol(pb, e->player);
    canvas_colour_t col = e->value == 2 ? canvas_hex(THEME_ORANGE, 255) : canvas_lighten(fx_glow_of(pc), 0.2f);
    if (pc->dark && e->value != 2) col = canvas_hex(THEME_CYAN, 255);
    float h = ease_out_cubic(ease_unit(u / 0.45f)), al = 1.0f - ease_smooth((u - 0.6f) / 0.4f);
    canvas_pt_t m = fx_lerp(a, b, h);
    float w = pb->scale * 0.22f, r = pb->stone_r;
    if (pass == 0) {
        canvas_line(c, a.x, a.y, m.x, m.y, w * 2.0f, canvas_with_alpha(col, 0.28f * al));
        canvas_line(c, a.x, a.y, m.x, m.y, w, canvas_with_alpha(col, 0.95f * al));
        canvas_line(c, a.x, a.y, m.x, m.y, w * 0.35f, canvas_rgba(255, 255, 255, (uint8_t)(240 * al)));
        pb->glow(pb, c, m.x, m.y, pb->scale * 1.1f, canvas_with_alpha(col, al));
        return;
    }
    canvas_stroke_circle(c, a.x, a.y, r * 1.08f, fmaxf(1.5f, w * 0.45f), canvas_with_alpha(col, al * ease_unit(u / 0.15f)));
    if (h >= 1.0f) canvas_stroke_circle(c, b.x, b.y, r * 1.08f, fmaxf(1.5f, w * 0.45f), canvas_with_alpha(col, al));
}

/* The energy badge: a bolt and the units left. */
static void energy_badge(const present_board_t *pb, canvas_t *c, const event_t *e, float pop, int left)
{
    if (!present_cell_ok(pb, e->cell)) return;
    canvas_pt_t p = pb->cell_px(pb, e->cell);
    float u = pb->scale, s = ease_out_back(ease_unit(pop)) * u * 0.95f;
    if (s <= 0.5f) return;
    float x = p.x + u * 0.2f, y = p.y - u * 1.9f;
    canvas_colour_t col = canvas_hex(THEME_AMBER, 255);
    pb->glow(pb, c, x, y, s * 1.9f, canvas_with_alpha(col, 0.5f));
    canvas_fill_hexagon(c, x, y, s, 30.0f, canvas_linear(0, y - s, canvas_hex(0x3a2a08, 240), 0, y + s, canvas_hex(0x1a1004, 240)));
    canvas_stroke_hexagon(c, x, y, s, 30.0f, fmaxf(1.2f, s * 0.12f), col);
    canvas_pt_t bolt[7] = {{x - s * 0.55f, y - s * 0.05f}, {x - s * 0.1f, y - s * 0.62f}, {x - s * 0.12f, y - s * 0.16f},
                           {x + s * 0.02f, y - s * 0.16f}, {x - s * 0.38f, y + s * 0.5f}, {x - s * 0.33f, y + s * 0.02f},
                           {x - s * 0.55f, y + s * 0.02f}};
    canvas_fill_poly(c, bolt, 7, canvas_solid(col));
    char txt[12];
    snprintf(txt, sizeof txt, "%d", left);
    canvas_text_t t = {.face = CANVAS_FACE_BOLD, .size = pb->text_px(s * 1.05f), .align = CANVAS_CENTRE | CANVAS_MIDDLE,
                       .colour = canvas_hex(0xfff2c0, 255), .outline = fmaxf(1.0f, s * 0.08f),
                       .outline_colour = canvas_hex(0x1a1004, 255)};
    canvas_text(c, &t, x + s * 0.3f, y, txt);
}


/* The count left: the units not yet spent by the pushes started so far. */
static void energy(const present_board_t *pb, canvas_t *c, int i, const event_t *e)
{
    int spent = 0;
    for (int j = i + 1; j < pb->n; j++)
        if ((is_verb(&pb->ev[j], ZUMO_EV_PUSH) || is_verb(&pb->ev[j], ZUMO_EV_FALL)) && pb->started(pb, j)) spent++;
    int left = (int)e->value - spent;
    energy_badge(pb, c, e, pb->progress(pb, i) / 0.5f, left > 0 ? left : 0);
}

static void draw(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u, int pass)
{
    switch (e->sub) {
    case ZUMO_EV_SLIDE: if (pass == 1) slide(pb, c, e, u, 0); break;
    case ZUMO_EV_PUSH: if (pass == 1) slide(pb, c, e, u, 1); break;
    case ZUMO_EV_EVAPORATE: if (pass == 1) evaporate(pb, c, i, e, u); break;
    case ZUMO_EV_SHATTER: if (pass == 1) shatter(pb, c, i, e, u); break;
    case ZUMO_EV_FALL: if (pass == 1) fall(pb, c, i, e, u); break;
    case ZUMO_EV_SIGHTLINE: if (pass < 2) sightline(pb, c, e, u, pass); break;
    case ZUMO_EV_ENERGY: if (pass == 1) energy(pb, c, i, e); break;
    default: break;
    }
}

/* The energy count stays up while its units are spent. */
static void linger(const present_board_t *pb, canvas_t *c, int i, const event_t *e, int pass)
{
    if (e->sub == ZUMO_EV_ENERGY && pass == 1) energy(pb, c, i, e);
}

/* A stone going over the edge shakes the board. */
static void shake(const present_board_t *pb, float *dx, float *dy)
{
    for (int i = pb->first; i < pb->last; i++) {
        if (!is_verb(&pb->ev[i], ZUMO_EV_FALL)) continue;
        float u = pb->progress(pb, i);
        if (u < 0.3f || u >= 1.0f) continue;
        float v = (u - 0.3f) / 0.7f, amp = pb->scale * 0.16f * (1 - v) * (1 - v);
        double t = pb->clock;
        *dx += amp * (float)sin(t * 97.0);
        *dy += amp * (float)cos(t * 71.0);
    }
}

/* What a hovered action would do: stones sucked in and pushed as arrows
 * and faint stones, the one pushed off ringed beyond the edge, the one that
 * evaporates faded, the one crushed crossed out (pass 0); the energy it
 * gives as a label above it (pass 1), in the mover's glow. */
static int ghost(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_pt_t at, int pass)
{
    int in1 = present_cell_ok(pb, e->cell), in2 = present_cell_ok(pb, e->cell2);
    float r = pb->stone_r;
    if (pass == 1) {
        if (e->sub != ZUMO_EV_ENERGY) return 0;
        char text[24];
        snprintf(text, sizeof text, "\xE2\x9A\xA1%d", (int)e->value);
        pb->label(pb, c, (canvas_pt_t){at.x, at.y - r * 1.45f}, text, fx_glow_of(pb->pcol(pb, e->player)),
                  canvas_hex(THEME_INK, 255));
        return 1;
    }
    canvas_colour_t gl = fx_glow_of(pb->pcol(pb, e->player));
    switch (e->sub) {
    case ZUMO_EV_SLIDE:
        if (!in1 || !in2) return 0;
        fx_arrow(c, pb->cell_px(pb, e->cell), pb->cell_px(pb, e->cell2), r, canvas_with_alpha(gl, 0.7f));
        pb->piece(pb, c, pb->cell_px(pb, e->cell2).x, pb->cell_px(pb, e->cell2).y, present_code_at(pb, e->cell, e), 0.9f, 0,
                  0.45f);
        return 1;
    case ZUMO_EV_PUSH:
        if (!in1 || !in2) return 0;
        {
            canvas_pt_t q = pb->cell_px(pb, e->cell2);
            fx_arrow(c, pb->cell_px(pb, e->cell), q, r, canvas_hex(0xffffff, 230));
            pb->piece(pb, c, q.x, q.y, present_code_at(pb, e->cell, e), 0.9f, 0, 0.45f);
        }
        return 1;
    case ZUMO_EV_FALL: {
        if (!in1) return 0;
        canvas_pt_t a, q;
        fall_geometry(pb, e, &a, &q);
        fx_arrow(c, a, q, r, fx_red(0.9f));
        pieces_dashed_ring(c, q.x, q.y, r, fmaxf(2.0f, r * 0.1f), 10, fx_red(0.9f));
        return 1;
    }
    case ZUMO_EV_EVAPORATE:
        if (!in1) return 0;
        fx_faded(c, pb->cell_px(pb, e->cell), r);
        return 1;
    case ZUMO_EV_SHATTER:
        if (!in1) return 0;
        fx_cross(c, pb->cell_px(pb, e->cell), r, fx_red(0.9f));
        return 1;
    default: return 0;
    }
}

/* The hint's whole move: arrows for its pushes, off the edge too. */
static int hint(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_colour_t col)
{
    if (!present_cell_ok(pb, e->cell)) return 0;
    if (e->sub == ZUMO_EV_PUSH) {
        if (!present_cell_ok(pb, e->cell2)) return 0;
        fx_arrow(c, pb->cell_px(pb, e->cell), pb->cell_px(pb, e->cell2), pb->stone_r, col);
        return 1;
    }
    if (e->sub != ZUMO_EV_FALL) return 0;
    canvas_pt_t a, q;
    fall_geometry(pb, e, &a, &q);
    fx_arrow(c, a, q, pb->stone_r, col);
    return 1;
}

/* A win by a push off the edge, at rest: the stone that went over, a ghost
 * beyond the edge, and the arrow of its push. */
static int rest_win(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_colour_t glow, float k)
{
    if (e->sub != ZUMO_EV_FALL || !present_cell_ok(pb, e->cell)) return 0;
    canvas_pt_t a, b;
    fall_geometry(pb, e, &a, &b);
    pb->piece(pb, c, b.x, b.y, e->player, 0.9f, 0, 0.6f);
    pieces_dashed_ring(c, b.x, b.y, pb->stone_r * 1.02f, fmaxf(2.0f, pb->scale * 0.1f), 10, canvas_with_alpha(glow, k));
    float dx = b.x - a.x, dy = b.y - a.y, len = hypotf(dx, dy);
    if (len > 0) {
        dx /= len, dy /= len;
        float r = pb->stone_r;
        canvas_pt_t t0 = {a.x - dx * r * 0.4f, a.y - dy * r * 0.4f}, t1 = {b.x - dx * r * 1.2f, b.y - dy * r * 1.2f};
        canvas_line(c, t0.x, t0.y, t1.x, t1.y, fmaxf(2.0f, r * 0.2f), canvas_with_alpha(glow, k));
        canvas_pt_t head[3] = {{t1.x + dx * r * 0.3f, t1.y + dy * r * 0.3f},
                               {t1.x - dy * r * 0.28f, t1.y + dx * r * 0.28f},
                               {t1.x + dy * r * 0.28f, t1.y - dx * r * 0.28f}};
        canvas_fill_poly(c, head, 3, canvas_solid(canvas_with_alpha(glow, k)));
    }
    return 1;
}

const game_present_t zumo_present = {.draw = draw, .linger = linger, .shake = shake, .ghost = ghost, .hint = hint,
                                     .rest_win = rest_win};
