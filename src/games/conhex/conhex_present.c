/* ConHex's verbs on the board (games/present.h): a claimed cell's plate
 * sweeping out from the peg that claimed it, and the winning chain lit
 * plate by plate. */
#include <math.h>

#include "core/preview.h"
#include "draw/bshape.h"
#include "draw/ease.h"
#include "draw/fx.h"
#include "draw/pieces.h"
#include "games/conhex/conhex.h"
#include "games/conhex/conhex_draw.h"
#include "games/present.h"
#include "contract/words.h"

static const event_verb_t verbs[CONHEX_EV_COUNT] = {
    [CONHEX_EV_CLAIM] = {.name = "claim", .text = EVENT_TEXT_SET, .sound = SND_CHIME, .scene = EVENT_SCENE_OWN,
                         .preview = PREVIEW_REGION, .dur = 0.55f},
};

const event_verbs_t conhex_verbs = {verbs, CONHEX_EV_COUNT};

static void draw_claim(const present_board_t *pb, canvas_t *c, const event_t *e, float u)
{
    if (!present_cell_ok(pb, e->cell) || e->cell2 < 0 || e->cell2 >= pb->b->nsites) return;
    canvas_pt_t poly[BOARD_MAX_CORNERS], in[CONHEX_PLATE_MAX], cut[CONHEX_PLATE_MAX];
    int n = pb->cell_corners(pb, e->cell, poly);
    for (int k = 0; k < n; k++) poly[k].x += pb->shake_x, poly[k].y += pb->shake_y;
    n = conhex_plate_inset(poly, n, in);
    if (n < 3) return;
    canvas_pt_t s = pb->site_px(pb, e->cell2);
    float far = 0, x0 = in[0].x, y0 = in[0].y, x1 = x0, y1 = y0;
    for (int k = 0; k < n; k++) {
        far = fmaxf(far, hypotf(in[k].x - s.x, in[k].y - s.y));
        x0 = fminf(x0, in[k].x), x1 = fmaxf(x1, in[k].x), y0 = fminf(y0, in[k].y), y1 = fmaxf(y1, in[k].y);
    }
    /* The plate fills outward from the peg. */
    float R = far * 1.02f * ease_in_out_cubic(u);
    int m = bshape_clip_disc(in, n, s.x, s.y, R, cut, CONHEX_PLATE_MAX);
    const palette_piece_t *pc = pb->pcol(pb, e->player);
    if (m >= 3) conhex_plate_raw(c, cut, m, pc, canvas_rect(x0, y0, x1 - x0, y1 - y0));
    if (u > 0 && u < 1) {
        canvas_colour_t g = canvas_with_alpha(canvas_lighten(fx_glow_of(pc), 0.3f), 0.5f * (1.0f - u));
        float cx = (x0 + x1) * 0.5f, cy = (y0 + y1) * 0.5f;
        pb->glow(pb, c, cx, cy, fmaxf(x1 - x0, y1 - y0) * 0.6f, g);
    }
}

static void draw(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u, int pass)
{
    (void)i;
    if (e->sub == CONHEX_EV_CLAIM && pass == 0) draw_claim(pb, c, e, u);
}

/* The winning chain is a run of cells, not of stones: their plates light. */
static int draw_shared(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u, int pass)
{
    (void)i;
    if (e->kind != EV_CHAIN) return 0;
    if (present_cell_ok(pb, e->cell) && u > 0 && pass == 0) pb->region(pb, c, e->cell, e->player, 1, fx_env(u, 0.25f, 0.5f));
    return 1;
}

/* A claim the hovered move would make: its plate, faint. */
static int ghost(const present_board_t *pb, canvas_t *c, const event_t *e, canvas_pt_t at, int pass)
{
    (void)at;
    if (pass != 0 || e->sub != CONHEX_EV_CLAIM || !present_cell_ok(pb, e->cell)) return 0;
    pb->region(pb, c, e->cell, e->player, 0, 0.45f);
    return 1;
}

const game_present_t conhex_present = {.draw = draw, .draw_shared = draw_shared, .ghost = ghost};
