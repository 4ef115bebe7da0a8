/* The score panel beside the board: a card per player with live counters
 * that the rules count (rules->card) on the board as the animation shows it
 * (so a count changes as the stone lands, or as the group bursts), the
 * player to move lit up, a score track and the pieces in hand when the
 * card has them. This file only draws the rows. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board/bview_int.h"
#include "draw/ease.h"
#include "draw/pieces.h"
#include "ui/platform/raster.h"
#include "draw/theme.h"

#define TRACK_MAX 12

/* A player's card for the board as shown: the rules count it, or (a game
 * without a card) the player's stones. */
static void card_of(const bview_t *bv, const game_view_t *shown, const void *st, int player, game_card_t *out)
{
    memset(out, 0, sizeof *out);
    if (bv->g->rules->card) {
        bv->g->rules->card(bv->g, shown, st, player, out);
        if (!out->word) out->word = "";
        return;
    }
    for (int i = 0; i < bv->b->ncells; i++) out->count += (shown->cell[i] & 7) == player;
    out->word = "STONES";
    out->track = out->hand = -1;
}

static void view_of(const bscene_board_t *b, game_view_t *v)
{
    memset(v, 0, sizeof *v);
    memcpy(v->cell, b->cell, sizeof v->cell);
    memcpy(v->owner, b->owner, sizeof v->owner);
    memcpy(v->site, b->site, sizeof v->site);
}

const bscene_board_t *bv_live_board(bview_t *bv)
{
    bscene_at(&bv->scene, &bv->vbefore, &bv->vafter, &bv->anim);
    return &bv->scene.beat0;
}

/* The mover's pieces in hand this turn and those placed so far: mid-move
 * the hand the turn began with, less the placements already under way. */
static void hand(bview_t *bv, const game_card_t *now, int mover, int *allot, int *used)
{
    *allot = now->hand;
    *used = 0;
    if (bv->anim.running) {
        game_card_t before;
        card_of(bv, &bv->vbefore, NULL, mover, &before);
        *allot = before.hand;
        for (int i = 0; i < bv->anim.n; i++)
            if (bv->anim.ev[i].kind == EV_PLACE && anim_started(&bv->anim, i, bv->anim.clock)) ++*used;
        return;
    }
    int in_turn = game_head(bv_rest_state(bv))->in_turn;
    if (in_turn > 0) *used = in_turn;
}

static void pip(canvas_t *c, float x, float y, float r, canvas_colour_t col, int filled)
{
    if (filled) canvas_fill_hexagon(c, x, y, r, 30.0f, canvas_solid(col));
    else canvas_stroke_hexagon(c, x, y, r, 30.0f, fmaxf(1.0f, r * 0.2f), canvas_with_alpha(col, 0.35f));
}

/* A big count with its word under it, right-aligned on x; draw 0 only
 * measures. Returns the width of the wider of the two. */
static float big_number(canvas_t *c, float x, float y, float size, int v, const char *label,
                        canvas_colour_t col, int draw)
{
    char txt[16];
    snprintf(txt, sizeof txt, "%d", v);
    canvas_text_t t = {.face = CANVAS_FACE_CONDENSED, .size = size, .align = CANVAS_RIGHT | CANVAS_MIDDLE,
                       .colour = canvas_hex(THEME_INK, 255), .glow = size * 0.15f,
                       .glow_colour = canvas_with_alpha(col, 0.7f)};
    canvas_text_t l = {.face = CANVAS_FACE_BOLD, .size = size * 0.26f, .align = CANVAS_RIGHT | CANVAS_MIDDLE,
                       .colour = canvas_hex(THEME_INK_DIM, 255), .tracking = 0.12f};
    if (draw) {
        canvas_text(c, &t, x, y, txt);
        canvas_text(c, &l, x, y + size * 0.55f, label);
    }
    return fmaxf(canvas_text_width(c, &t, txt), canvas_text_width(c, &l, label));
}

static void small_line(canvas_t *c, float x, float y, float size, const char *text)
{
    canvas_text_t t = {.face = CANVAS_FACE_REGULAR, .size = size, .align = CANVAS_LEFT | CANVAS_MIDDLE,
                       .colour = canvas_hex(THEME_INK_DIM, 255)};
    canvas_text(c, &t, x, y, text);
}

/* The still part of a card (shadow, body, the player's stone), made once
 * per size as an image. */
typedef struct {
    const bview_t *bv;
    int player;
    float w, h, k, pad;
} card_job_t;

static void card_static(canvas_t *c, const bview_t *bv, int player, canvas_rect_t card, float k)
{
    const palette_piece_t *pc = &bv->pc[player];
    float rad = k * 0.14f;
    canvas_soft_rrect(c, canvas_rect(card.x + k * 0.015f, card.y + k * 0.025f, card.w, card.h), rad, k * 0.1f,
                      canvas_hex(THEME_SHADOW, 160));
    canvas_fill_rrect(c, card, rad,
                      canvas_linear(0, card.y, canvas_hex(0x1e1850, 255), 0, card.y + card.h, canvas_hex(0x120e34, 255)));
    canvas_stroke_rrect(c, card, rad, 1.0f, canvas_hex(THEME_PANEL_EDGE, 255));
    float sr = k * 0.2f, sx = card.x + k * 0.3f, sy = card.y + k * 0.32f;
    pieces_shadow(c, sx, sy, sr, 0);
    pieces_stone(c, sx, sy, sr, pc);
    if (bv->opt.colourblind) pieces_marker(c, sx, sy, sr, player, pc->ink);
}

/* Transparent margin around a card's image, for its shadow. */
static float card_pad(float k) { return ceilf(k * 0.12f) + 2; }

/* The lit card's edge, in white to be tinted: a long stroke costs the
 * software renderer a fifth of a millisecond a frame, a stamp a fraction. */
static float lit_width(float k) { return fmaxf(2.0f, k * 0.025f); }

static void draw_lit_edge(canvas_t *c, float x, float y, float w, float h, float k, canvas_colour_t col)
{
    canvas_stroke_rrect(c, canvas_rect(x, y, w, h), k * 0.14f, lit_width(k), col);
}

static void draw_card_job(canvas_t *c, void *ctx)
{
    card_job_t *j = ctx;
    card_static(c, j->bv, j->player, canvas_rect(j->pad, j->pad, j->w, j->h), j->k);
}

static void draw_edge_job(canvas_t *c, void *ctx)
{
    card_job_t *j = ctx;
    draw_lit_edge(c, j->pad, j->pad, j->w, j->h, j->k, canvas_rgba(255, 255, 255, 255));
}

static void grey_stone(palette_piece_t *grey);

static void draw_hand_job(canvas_t *c, void *ctx)
{
    card_job_t *j = ctx;
    palette_piece_t grey;
    grey_stone(&grey);
    pieces_stone(c, j->pad, j->pad, j->k, &grey);
}

void bv_cards_make(bview_t *bv, canvas_t *c, const bv_cards_t *cd)
{
    bv_images_t *im = &bv->img;
    im->card_w = cd->w, im->card_h = cd->h, im->card_cb = bv->opt.colourblind;
    card_job_t j = {bv, 0, cd->w, cd->h, cd->k, card_pad(cd->k)};
    int iw = (int)ceilf(cd->w + 2 * j.pad), ih = (int)ceilf(cd->h + 2 * j.pad);
    for (int p = 1; p <= bv->g->setup.players && p < BV_PLAYERS; p++) {
        j.player = p;
        im->card[p].id = raster_image(c, iw, ih, NULL, draw_card_job, &j);
        im->card[p].w = iw, im->card[p].h = ih;
    }
    im->card_edge.id = raster_image(c, iw, ih, NULL, draw_edge_job, &j);
    im->card_edge.w = iw, im->card_edge.h = ih;
    j.k = cd->hand_r;
    j.pad = ceilf(cd->hand_r) + 2;
    int hs = (int)(2 * j.pad);
    im->hand.id = raster_image(c, hs, hs, NULL, draw_hand_job, &j);
    im->hand.w = im->hand.h = hs;
}

int bv_cards_fit(const bview_t *bv, const bv_cards_t *cd)
{
    const bv_images_t *im = &bv->img;
    return im->card_w == cd->w && im->card_h == cd->h && im->card_cb == bv->opt.colourblind;
}

/* Card images for cards of cd; remade when the size changes. */
static void ensure_cards(bview_t *bv, canvas_t *c, const bv_cards_t *cd)
{
    bv_images_t *im = &bv->img;
    if (bv->opt.direct) return;
    /* The cards live with the board's images, on the same canvas. */
    if (bv->img_canvas != c) {
        if (!bv->laid) return;
        bv_images_ensure(bv, c);
    }
    if (bv_cards_fit(bv, cd)) return;
    for (int p = 0; p < BV_PLAYERS; p++)
        if (im->card[p].id) canvas_image_free(c, im->card[p].id), memset(&im->card[p], 0, sizeof im->card[p]);
    if (im->hand.id) canvas_image_free(c, im->hand.id), memset(&im->hand, 0, sizeof im->hand);
    if (im->card_edge.id) canvas_image_free(c, im->card_edge.id), memset(&im->card_edge, 0, sizeof im->card_edge);
    bv_cards_make(bv, c, cd);
}

static void grey_stone(palette_piece_t *grey)
{
    palette_piece("", 1, 0, grey);
    grey->base = canvas_hex(0xcfcbe8, 255), grey->hi = canvas_hex(0xffffff, 255), grey->lo = canvas_hex(0x4a4670, 255);
    grey->rim = canvas_hex(0xffffff, 255);
}

static void hand_stone(bview_t *bv, canvas_t *c, float x, float y, float r, float alpha)
{
    if (!bv->opt.direct && bv->img.hand.id && bv->img_canvas == c) {
        bv_stamp(c, &bv->img.hand, x, y, 1.0f, canvas_rgba(255, 255, 255, (uint8_t)(255 * alpha)));
        return;
    }
    palette_piece_t grey;
    grey_stone(&grey);
    float a0 = c->alpha;
    canvas_set_alpha(c, a0 * alpha);
    pieces_stone(c, x, y, r, &grey);
    canvas_set_alpha(c, a0);
}

int bv_cards_for(const bview_t *bv, canvas_rect_t rect, bv_cards_t *cd)
{
    int np = bv->g->setup.players;
    if (np < 1 || rect.w <= 0 || rect.h <= 0) return -1;
    /* Cards that hold a stone count only are shorter. */
    int simple = !bv->g->rules->card;
    float hfac = simple ? 0.6f : 1.0f;
    cd->gap = fminf(rect.h * 0.03f, 16.0f);
    /* A full card at most half as tall as wide: a narrower one leaves the
     * name, its tag and the count room side by side. */
    float k = fminf(rect.w * (simple ? 0.56f : 0.5f), (rect.h - cd->gap * (float)(np - 1)) / (float)np / hfac);
    cd->k = floorf(k);
    cd->w = rect.w;
    cd->h = floorf(cd->k * hfac);
    cd->hand_r = floorf(cd->k * 0.055f);
    return 0;
}

void bview_draw_scores(bview_t *bv, canvas_t *c, canvas_rect_t rect)
{
    bv_cards_t cd;
    if (bv_cards_for(bv, rect, &cd)) return;
    int np = bv->g->setup.players;
    game_view_t shown;
    view_of(bv_live_board(bv), &shown);
    const void *rest = bv_rest_state(bv);
    int mover = bv->anim.running ? game_head(bv->st_before)->to_move : game_head(rest)->to_move;
    int over = !bv->anim.running && game_is_over(rest);
    ensure_cards(bv, c, &cd);
    float gap = cd.gap, ch = cd.h, k = cd.k, hand_r = cd.hand_r;
    float y = rect.y;
    float pulse = 0.5f + 0.5f * sinf((float)bv->ambient * 4.0f);
    for (int p = 1; p <= np && p < BV_PLAYERS; p++, y += ch + gap) {
        const palette_piece_t *pc = &bv->pc[p];
        canvas_colour_t glow = pc->dark ? canvas_hex(THEME_CYAN, 255) : pc->glow;
        canvas_rect_t card = canvas_rect(roundf(rect.x), roundf(y), rect.w, ch);
        int active = p == mover && !over;
        const bv_sprite_t *sp = &bv->img.card[p], *edge_sp = &bv->img.card_edge;
        int sprites = !bv->opt.direct && sp->id && bv->img_canvas == c;
        float pad = card_pad(k);
        if (sprites)
            canvas_image_draw(c, sp->id, canvas_rect(card.x - pad, card.y - pad, (float)sp->w, (float)sp->h),
                              canvas_rgba(255, 255, 255, 255));
        else
            card_static(c, bv, p, card, k);
        int lit = active || (over && (game_head(rest)->winners >> (p - 1) & 1));
        if (lit) {
            canvas_colour_t edge = canvas_with_alpha(active ? glow : canvas_hex(THEME_AMBER, 255), 0.7f + 0.3f * pulse);
            if (sprites && edge_sp->id)
                canvas_image_draw(c, edge_sp->id,
                                  canvas_rect(card.x - pad, card.y - pad, (float)edge_sp->w, (float)edge_sp->h), edge);
            else
                draw_lit_edge(c, card.x, card.y, card.w, card.h, k, edge);
        }
        float sr = k * 0.2f, sx = card.x + k * 0.3f, sy = card.y + k * 0.32f;
        canvas_text_t name = {.face = CANVAS_FACE_BOLD, .size = roundf(k * 0.16f), .align = CANVAS_LEFT | CANVAS_MIDDLE,
                              .colour = canvas_hex(THEME_INK, 255)};
        float tx = card.x + k * 0.6f;
        float nx = card.x + card.w - k * 0.12f, ny = card.y + k * 0.3f, ns = roundf(k * 0.34f);
        /* The name and its tag end before the count: a narrow card makes
         * them smaller rather than run into it. */
        game_card_t cd;
        card_of(bv, &shown, bv->anim.running ? NULL : rest, p, &cd);
        float room = nx - big_number(c, nx, ny, ns, cd.count, cd.word, glow, 0) - k * 0.08f - tx;
        name.size = canvas_fit_size(c, &name, bv->g->rules->colour_names[p - 1], room, 0.7f);
        canvas_text(c, &name, tx, sy - k * 0.02f, bv->g->rules->colour_names[p - 1]);
        /* The mover's card is lit; at the end, the winners' say so. */
        const game_head_t *h = game_head(rest);
        int won = over && (h->winners >> (p - 1) & 1), drawn = over && !h->winners;
        if (active || won || drawn) {
            canvas_text_t tag = {.face = CANVAS_FACE_BOLD, .size = roundf(k * 0.09f), .align = CANVAS_LEFT | CANVAS_MIDDLE,
                                 .colour = won ? canvas_hex(THEME_AMBER, 255) : glow, .tracking = 0.15f};
            const char *word = won ? "WINNER" : drawn ? "DRAW" : "TO MOVE";
            tag.size = canvas_fit_size(c, &tag, word, room, 0.7f);
            canvas_text(c, &tag, tx, sy + k * 0.13f, word);
        }
        float ly = card.y + k * 0.68f, ls = roundf(k * 0.11f);
        big_number(c, nx, ny, ns, cd.count, cd.word, glow, 1);
        if (cd.line[0]) small_line(c, sx - sr, ly, ls, cd.line);
        float py = card.y + k * 0.86f;
        if (cd.track >= 0) {
            /* The score track: a pip per point (Wunchunk: per chunk, fewest wins). */
            float pr = k * 0.045f, px = sx - sr + pr;
            int shown_pips = cd.track < TRACK_MAX ? cd.track : TRACK_MAX;
            for (int q = 0; q < TRACK_MAX && px < card.x + card.w * 0.55f; q++, px += pr * 2.1f)
                pip(c, px, py, pr, glow, q < shown_pips);
        }
        if (active && cd.hand >= 0) {
            int allot, used;
            hand(bv, &cd, p, &allot, &used);
            float hx = card.x + card.w - k * 0.12f - hand_r;
            for (int q = allot - 1; q >= 0 && hx > card.x + card.w * 0.58f; q--, hx -= hand_r * 2.4f)
                hand_stone(bv, c, hx, py, hand_r, q < used ? 0.25f : 1.0f);
            small_line(c, card.x + card.w * 0.58f, ly, roundf(ls * 0.85f), "in hand");
        }
    }
}
