/* Uknight's verbs on the board (games/present.h): the knight's leap, the
 * chop that flips a piece to the thrower's colour, a new axe glinting, an
 * axe taken off its double, the axe thrown spinning along its line, and the
 * phase banner; their hover-preview ghosts and hint arrows. */
#include <math.h>
#include <stdio.h>

#include "core/preview.h"
#include "draw/ease.h"
#include "draw/fx.h"
#include "draw/pieces.h"
#include "games/present.h"
#include "games/uknight/uknight.h"
#include "games/uknight/uknight_draw.h"
#include "contract/words.h"

#define PI_F 3.14159265f

static const event_verb_t verbs[UKNIGHT_EV_COUNT] = {
    [UKNIGHT_EV_LEAP] = {.name = "leap", .text = EVENT_TEXT_CELLS, .sound = SND_SLIDE,
                         .scene = EVENT_SCENE_MOVE | EVENT_SCENE_ACTOR, .mark = EVENT_MARK_CELL2,
                         .chosen_by = EVENT_MARK_CELL2, .dur = 0.60f},
    [UKNIGHT_EV_CHOP] = {.name = "recolour", .word = "capture", .text = EVENT_TEXT_CELL, .sound = SND_RECOLOUR,
                         .scene = EVENT_SCENE_SET | EVENT_SCENE_ACTOR, .mark = EVENT_MARK_CELL,
                         .preview = PREVIEW_CAPTURE, .dur = 0.50f},
    [UKNIGHT_EV_AXE] = {.name = "axe", .text = EVENT_TEXT_CELL, .scene = EVENT_SCENE_ALT_ON | EVENT_SCENE_ACTOR,
                        .preview = PREVIEW_BADGE, .dur = 0.60f},
    [UKNIGHT_EV_AXE_OFF] = {.name = "axe-off", .scene = EVENT_SCENE_ALT_OFF | EVENT_SCENE_ACTOR, .dur = 0.30f},
    [UKNIGHT_EV_THROW] = {.name = "throw", .text = EVENT_TEXT_CELLS, .sound = SND_WHOOSH, .aims = 1,
                          .chosen_by = EVENT_MARK_CELL2, .dur = 0.60f},
    [UKNIGHT_EV_PHASE] = {.name = "phase", .text = EVENT_TEXT_VALUE, .dur = 1.70f},
};

const event_verbs_t uknight_verbs = {verbs, UKNIGHT_EV_COUNT};

static void leap(const present_board_t *pb, canvas_t *c, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell) || !present_cell_ok(pb, e->cell2)) return;
    canvas_pt_t a = pb->cell_px(pb, e->cell), b = pb->cell_px(pb, e->cell2);
    int code = present_code_at(pb, e->cell, e);
    float dist = hypotf(b.x - a.x, b.y - a.y);
    float t = ease_in_out_cubic(u);
    /* The knight's arc, dotted behind it. */
    for (int k = 1; k < 14; k++) {
        float tk = (float)k / 14.0f;
        if (tk > t) break;
        canvas_pt_t q = fx_lerp(a, b, tk);
        q.y -= sinf(PI_F * tk) * dist * 0.38f;
        canvas_fill_circle(c, q.x, q.y, fmaxf(1.2f, pb->scale * 0.07f),
                           canvas_solid(canvas_with_alpha(fx_glow_of(pb->pcol(pb, code & 7)), 0.55f * (1.0f - u * 0.6f))));
    }
    float lift = sinf(PI_F * t);
    canvas_pt_t p = fx_lerp(a, b, t);
    p.y -= lift * dist * 0.38f;
    pb->piece(pb, c, p.x, p.y, code, 1.0f + 0.22f * lift, lift, 1.0f);
}

static void chop(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell)) return;
    canvas_pt_t p = pb->cell_px(pb, e->cell);
    int old = present_code_at(pb, e->cell, e);
    int now = e->player | (e->piece == PIECE_ALT ? VIEW_ALT : 0);
    float r = pb->stone_r;
    /* Chopped: a slash, then the piece flips over like a coin and lands
     * in the thrower's colour. */
    float f = ease_unit((u - 0.15f) / 0.7f);
    float sx = fabsf(cosf(PI_F * f));
    canvas_pt_t q = {p.x, p.y - r * 0.35f * sinf(PI_F * f)};
    pb->piece_flip(pb, c, q.x, q.y, f < 0.5f ? old : now, sx, 1.0f);
    float s = ease_unit(u / 0.3f);
    if (s > 0 && s < 1) {
        float al = 1.0f - s * s;
        canvas_pt_t a = {p.x + r * 1.3f, p.y - r * 1.3f}, b = {p.x - r * 1.3f, p.y + r * 1.3f};
        canvas_pt_t m = fx_lerp(a, b, ease_out_cubic(s * 1.4f > 1 ? 1 : s * 1.4f));
        canvas_line(c, a.x, a.y, m.x, m.y, r * 0.34f, canvas_rgba(255, 255, 255, (uint8_t)(90 * al)));
        canvas_line(c, a.x, a.y, m.x, m.y, r * 0.12f, canvas_rgba(255, 255, 255, (uint8_t)(255 * al)));
    }
    const palette_piece_t *pc = pb->pcol(pb, e->player);
    fx_ripple(c, p, r, (u - 0.6f) / 0.4f, fx_glow_of(pc));
    fx_burst(c, i, p, r, (u - 0.55f) / 0.45f, fx_glow_of(pc), 8);
}

static void axe(const present_board_t *pb, canvas_t *c, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell)) return;
    canvas_pt_t p = pb->cell_px(pb, e->cell);
    int code = present_code_at(pb, e->cell, e) & ~VIEW_ALT;
    if (u >= 1.0f) {
        pb->piece(pb, c, p.x, p.y, code | VIEW_ALT, 1.0f, 0, 1.0f);
        return;
    }
    float r = pb->stone_r;
    pb->piece(pb, c, p.x, p.y, code, 1.0f, 0, 1.0f);
    float v = ease_unit(u / 0.6f);
    float ring = ease_smooth(u / 0.4f);
    canvas_stroke_circle(c, p.x, p.y, r * 0.80f, r * 0.15f, canvas_hex(0x3a2400, (uint8_t)(200 * ring)));
    canvas_stroke_circle(c, p.x, p.y, r * 0.80f, r * 0.09f, canvas_hex(0xffcf4a, (uint8_t)(255 * ring)));
    float sc = ease_out_back(v);
    if (sc > 0.02f) {
        float a0 = c->alpha;
        canvas_set_alpha(c, a0 * ease_unit(u / 0.2f));
        uknight_axe(c, p.x, p.y - (1.0f - v) * r * 0.8f, r * 0.92f * sc, (1.0f - v) * -1.4f);
        canvas_set_alpha(c, a0);
    }
    /* The glint runs up the new blade. */
    float g = (u - 0.45f) / 0.55f;
    if (g > 0 && g < 1) {
        float cs = cosf(0.72f), sn = sinf(0.72f);
        float lx = 0.55f, ly = -0.95f + 0.75f * g;
        float x = p.x + r * 0.92f * (lx * cs - ly * sn), y = p.y + r * 0.92f * (lx * sn + ly * cs);
        fx_star(c, x, y, r * 0.55f * sinf(PI_F * g), g * 1.5f, canvas_rgba(255, 255, 240, 255));
    }
}

static void axe_off(const present_board_t *pb, canvas_t *c, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell)) return;
    canvas_pt_t p = pb->cell_px(pb, e->cell);
    int code = present_code_at(pb, e->cell, e) & ~VIEW_ALT;
    float r = pb->stone_r;
    pb->piece(pb, c, p.x, p.y, code, 1.0f, 0, 1.0f);
    float ring = 1.0f - ease_smooth(u / 0.6f);
    if (ring > 0) canvas_stroke_circle(c, p.x, p.y, r * 0.80f, r * 0.09f, canvas_hex(0xffcf4a, (uint8_t)(255 * ring)));
    float v = ease_out_cubic(u);
    uknight_axe(c, p.x, p.y - v * r * 0.9f, r * 0.92f * (1.0f + 0.12f * v), 0.5f * v);
}

static void throw_axe(const present_board_t *pb, canvas_t *c, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell) || !present_cell_ok(pb, e->cell2)) return;
    canvas_pt_t a = pb->cell_px(pb, e->cell), b = pb->cell_px(pb, e->cell2);
    a.y -= pb->stone_r * 0.9f; /* it left the stone from above */
    float r = pb->stone_r, dist = hypotf(b.x - a.x, b.y - a.y);
    float spins = 1.5f + dist / (pb->scale * 3.5f);
    const palette_piece_t *pc = pb->pcol(pb, e->player);
    canvas_line(c, a.x, a.y, b.x, b.y, fmaxf(1.0f, r * 0.08f), canvas_with_alpha(fx_glow_of(pc), 0.35f * (1.0f - u * 0.5f)));
    float t = ease_in_out_cubic(u);
    for (int k = 3; k >= 0; k--) {
        float tk = t - 0.05f * (float)k;
        if (tk < 0) continue;
        canvas_pt_t q = fx_lerp(a, b, tk);
        q.y -= sinf(PI_F * tk) * r * 0.6f;
        float a0 = c->alpha;
        canvas_set_alpha(c, a0 * (k ? 0.18f * (float)(4 - k) : 1.0f));
        uknight_axe(c, q.x, q.y, r * 1.25f, tk * spins * 2 * PI_F);
        canvas_set_alpha(c, a0);
    }
}

static void phase(const present_board_t *pb, canvas_t *c, const event_t *e, float u)
{
    char title[96], sub[160];
    snprintf(title, sizeof title, "PHASE %d", (int)e->value);
    snprintf(sub, sizeof sub, "%s", e->value >= 2 ? "No more placing: pieces leap like knights" : "");
    pb->banner(pb, c, u, title, sub, pb->accent);
}

static void draw(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u, int pass)
{
    if (e->sub == UKNIGHT_EV_PHASE) {
        if (pass == 2) phase(pb, c, e, u);
        return;
    }
    if (pass != 1) return;
    switch (e->sub) {
    case UKNIGHT_EV_LEAP: leap(pb, c, e, u); break;
    case UKNIGHT_EV_CHOP: chop(pb, c, i, e, u); break;
    case UKNIGHT_EV_AXE: axe(pb, c, e, u); break;
    case UKNIGHT_EV_AXE_OFF: axe_off(pb, c, e, u); break;
    case UKNIGHT_EV_THROW: throw_axe(pb, c, e, u); break;
    default: break;
    }
}

/* What a hovered action would do: the piece it takes crossed out, a new
 * axe's glint, the line of a throw or a leap. */
static int ghost(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_pt_t at, int pass)
{
    (void)at;
    if (pass != 0) return 0;
    int in1 = present_cell_ok(pb, e->cell), in2 = present_cell_ok(pb, e->cell2);
    float r = pb->stone_r;
    canvas_colour_t gl = fx_glow_of(pb->pcol(pb, e->player));
    switch (e->sub) {
    case UKNIGHT_EV_CHOP:
        if (!in1) return 0;
        fx_cross(c, pb->cell_px(pb, e->cell), r, fx_red(0.9f));
        return 1;
    case UKNIGHT_EV_AXE:
        if (!in1) return 0;
        fx_star(c, pb->cell_px(pb, e->cell).x + r * 0.55f, pb->cell_px(pb, e->cell).y - r * 0.55f, r * 0.5f, 0.3f, gl);
        return 1;
    case UKNIGHT_EV_THROW:
        if (!in1 || !in2) return 0;
        fx_arrow(c, pb->cell_px(pb, e->cell), pb->cell_px(pb, e->cell2), r, canvas_with_alpha(gl, 0.9f));
        return 1;
    case UKNIGHT_EV_LEAP:
        if (!in1 || !in2) return 0;
        fx_arrow(c, pb->cell_px(pb, e->cell), pb->cell_px(pb, e->cell2), r, canvas_with_alpha(gl, 0.7f));
        return 1;
    default: return 0;
    }
}

/* The hint's whole move: arrows for its leaps and throws. */
static int hint(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_colour_t col)
{
    if (e->sub != UKNIGHT_EV_LEAP && e->sub != UKNIGHT_EV_THROW) return 0;
    if (!present_cell_ok(pb, e->cell) || !present_cell_ok(pb, e->cell2)) return 0;
    fx_arrow(c, pb->cell_px(pb, e->cell), pb->cell_px(pb, e->cell2), pb->stone_r, col);
    return 1;
}

const game_present_t uknight_present = {.draw = draw, .ghost = ghost, .hint = hint};
