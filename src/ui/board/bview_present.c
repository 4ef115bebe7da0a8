/* The board context a game's presenter draws through (games/present.h):
 * the board view's geometry, pieces, images and timeline, behind plain
 * callbacks, and the dispatch of a game's own verbs to its presenter. */
#include "ui/board/bview_int.h"

static bview_t *view_of(const present_board_t *pb) { return pb->view; }

static canvas_pt_t cell_px(const present_board_t *pb, int cell) { return bv_cell_px(view_of(pb), cell); }
static canvas_pt_t site_px(const present_board_t *pb, int site) { return bv_site_px(view_of(pb), site); }
static canvas_pt_t hex_px(const present_board_t *pb, double col, double row)
{
    return bv_hex_px(view_of(pb), col, row);
}

static int cell_corners(const present_board_t *pb, int cell, canvas_pt_t *out)
{
    const bview_t *bv = view_of(pb);
    return blayout_cell_corners(&bv->L, bv->b, cell, out);
}

static const palette_piece_t *pcol(const present_board_t *pb, int player) { return bv_pcol(view_of(pb), player); }
static float progress(const present_board_t *pb, int j) { return anim_progress(&view_of(pb)->anim, j); }
static int started(const present_board_t *pb, int j)
{
    const bview_t *bv = view_of(pb);
    return anim_started(&bv->anim, j, bv->anim.clock);
}

static void piece(const present_board_t *pb, canvas_t *c, float x, float y, int code, float scale, float lift,
                  float alpha)
{
    bv_draw_piece(view_of(pb), c, x, y, code, scale, lift, alpha);
}

static void piece_flip(const present_board_t *pb, canvas_t *c, float x, float y, int code, float sx, float alpha)
{
    bv_draw_piece_flip(view_of(pb), c, x, y, code, sx, alpha);
}

static void glow(const present_board_t *pb, canvas_t *c, float x, float y, float r, canvas_colour_t col)
{
    bv_draw_glow(view_of(pb), c, x, y, r, col);
}

static void region(const present_board_t *pb, canvas_t *c, int cell, int player, int lit, float alpha)
{
    bv_draw_region(view_of(pb), c, cell, player, lit, alpha);
}

static void halo(const present_board_t *pb, canvas_t *c, float x, float y, int player, float alpha)
{
    bv_draw_halo(view_of(pb), c, x, y, player, alpha);
}

static void banner(const present_board_t *pb, canvas_t *c, float u, const char *title, const char *sub,
                   canvas_colour_t col)
{
    bview_t *bv = view_of(pb);
    if (bv->opt.banners) bv_banner(bv, c, u, title, sub, col);
}

static void label(const present_board_t *pb, canvas_t *c, canvas_pt_t p, const char *text, canvas_colour_t col,
                  canvas_colour_t ink)
{
    bv_preview_label(view_of(pb), c, p, text, col, ink);
}

const game_present_t *bv_presenter(const bview_t *bv)
{
    return bv->g && bv->g->rules ? bv->g->rules->present : NULL;
}

void bv_present_board(bview_t *bv, present_board_t *pb)
{
    *pb = (present_board_t){
        .view = bv, .g = bv->g, .b = bv->b, .scale = bv->L.scale, .stone_r = bv_stone_r(bv),
        .shake_x = bv->shake_x, .shake_y = bv->shake_y, .ev = bv->anim.ev, .n = bv->anim.n,
        .first = bv->scene.first, .last = bv->scene.last, .clock = bv->anim.clock,
        .beat0_cell = bv->scene.beat0.cell, .accent = bv->pal.accent,
        .cell_px = cell_px, .site_px = site_px, .hex_px = hex_px, .cell_corners = cell_corners, .pcol = pcol,
        .progress = progress, .started = started, .piece = piece, .piece_flip = piece_flip, .glow = glow,
        .region = region, .halo = halo, .banner = banner, .label = label, .text_px = bv_text_px,
    };
}
