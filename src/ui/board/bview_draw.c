/* A frame of the board view: the board, claimed plates, glows and input
 * overlays under the pieces, chunk outlines, the pieces at rest with their
 * marks, the event actors, labels, and the result. */
#include <math.h>
#include <string.h>

#include "ui/board/bview_int.h"
#include "draw/ease.h"
#include "draw/pieces.h"
#include "draw/theme.h"

#define MARK_COLOUR 0xfff0a8

static canvas_colour_t white(float a) { return canvas_rgba(255, 255, 255, (uint8_t)(255 * ease_unit(a))); }

static void draw_base(bview_t *bv, canvas_t *c)
{
    if (!bv->opt.direct && bv->img.base.n) {
        slab_draw(&bv->img.base, c, roundf(bv->img.base_at.x + bv->shake_x), roundf(bv->img.base_at.y + bv->shake_y),
                  white(1));
        return;
    }
    bv_base_vectors(bv, c, bv->shake_x, bv->shake_y);
}

static void draw_regions(bview_t *bv, canvas_t *c)
{
    if (!board_on_sites(bv->b)) return;
    for (int i = 0; i < bv->b->ncells; i++)
        if (bv->scene.rest.owner[i]) bv_draw_region(bv, c, i, bv->scene.rest.owner[i], 0, 1.0f);
}

static void draw_rest(bview_t *bv, canvas_t *c)
{
    const bscene_board_t *r = &bv->scene.rest;
    if (board_on_sites(bv->b)) {
        for (int s = 0; s < bv->b->nsites; s++)
            if (r->site[s]) {
                canvas_pt_t p = bv_site_px(bv, s);
                bv_draw_site_piece(bv, c, p.x, p.y, r->site[s], 1.0f, 1.0f);
            }
        return;
    }
    /* Every shadow first, so none falls across a neighbour's stone. */
    for (int part = 0; part < 2; part++)
        for (int i = 0; i < bv->b->ncells; i++)
            if (r->cell[i]) {
                canvas_pt_t p = bv_cell_px(bv, i);
                bv_draw_rest_part(bv, c, p.x, p.y, r->cell[i], part);
            }
}

/* ------------------------------------------------------------------ */
/* Marks. */

/* Cells (and holes) the move put a piece on: every stone of a multi-stone
 * turn, the leap's landing, the chopped piece. While the move plays, only
 * the beats already over count. */
static void last_move(const bview_t *bv, uint8_t *cells, uint8_t *sites)
{
    memset(cells, 0, BOARD_MAX_CELLS);
    memset(sites, 0, BOARD_MAX_SITES);
    const event_t *ev;
    int n;
    if (bv->anim.running) {
        ev = bv->anim.ev;
        n = bv->scene.first;
    } else {
        ev = bv->rest.ev;
        n = bv->rest.n;
    }
    for (int i = 0; i < n; i++) {
        const event_t *e = &ev[i];
        int cell = -1;
        if (e->kind == EV_PLACE && e->piece == PIECE_SITE) {
            if (e->cell >= 0 && e->cell < BOARD_MAX_SITES) sites[e->cell] = 1;
            continue;
        }
        const event_verb_t *v = event_verb(bv->tempo.verbs, e);
        if (e->kind == EV_PLACE || (v && v->mark == EVENT_MARK_CELL)) cell = e->cell;
        else if (v && v->mark == EVENT_MARK_CELL2) cell = e->cell2;
        if (cell >= 0 && cell < BOARD_MAX_CELLS) cells[cell] = 1;
    }
    if (!bv->anim.running) {
        /* A turn under way marks what it touched so far. */
        const game_view_t *v = bv->anim.reverse ? &bv->vbefore : &bv->vafter;
        for (int i = 0; i < bv->b->ncells; i++) cells[i] |= v->mark[i];
    }
}

static void draw_marks(bview_t *bv, canvas_t *c)
{
    uint8_t cells[BOARD_MAX_CELLS], sites[BOARD_MAX_SITES];
    last_move(bv, cells, sites);
    const bscene_board_t *r = &bv->scene.rest;
    canvas_colour_t col = canvas_hex(MARK_COLOUR, 255);
    float rr = bv_stone_r(bv);
    for (int i = 0; i < bv->b->ncells; i++) {
        if (!cells[i] || !r->cell[i]) continue;
        canvas_pt_t p = bv_cell_px(bv, i);
        if (!bv->opt.direct && bv->img.ring.id) bv_stamp(c, &bv->img.ring, p.x, p.y, 1.0f, col);
        else pieces_ring(c, p.x, p.y, rr * 1.05f, fmaxf(1.5f, rr * 0.10f), col);
    }
    for (int s = 0; s < bv->b->nsites; s++) {
        if (!sites[s] || !r->site[s]) continue;
        canvas_pt_t p = bv_site_px(bv, s);
        pieces_ring(c, p.x, p.y, bv_site_r(bv) * 1.25f, fmaxf(1.5f, bv_site_r(bv) * 0.2f), col);
    }
    if (!bv->look->lone_rings) return;
    /* Lone stones: no neighbour of their colour. */
    for (int i = 0; i < bv->b->ncells; i++) {
        int p = r->cell[i] & 7, alone = p != 0;
        for (int k = 0; alone && k < bv->b->cells[i].nnb; k++) alone = (r->cell[bv->b->cells[i].nb[k]] & 7) != p;
        if (!alone) continue;
        canvas_pt_t q = bv_cell_px(bv, i);
        if (!bv->opt.direct && bv->img.lone[p].id) bv_stamp(c, &bv->img.lone[p], q.x, q.y, 1.0f, white(1));
        else pieces_dashed_ring(c, q.x, q.y, rr * 0.58f, fmaxf(1.2f, rr * 0.09f), 8, canvas_with_alpha(bv->pc[p].ink, 0.75f));
    }
}

/* Every chunk (group of two or more) outlined in its colour, where the game
 * asks for it (Wunchunk). The loops are remade only when the board they
 * were made for changes. */
static void draw_outlines(bview_t *bv, canvas_t *c)
{
    if (!bv->look->outline_groups) return;
    const bscene_board_t *r = &bv->scene.rest;
    int np = bv->g->setup.players;
    if (!bv->ol_valid || memcmp(bv->ol_key, r->cell, sizeof bv->ol_key)) {
        memcpy(bv->ol_key, r->cell, sizeof bv->ol_key);
        bv->ol_valid = 1;
        for (int p = 1; p <= np && p < BV_PLAYERS; p++) {
            uint8_t member[BOARD_MAX_CELLS];
            for (int i = 0; i < bv->b->ncells; i++) {
                int in = (r->cell[i] & 7) == p;
                int friend = 0;
                for (int k = 0; in && !friend && k < bv->b->cells[i].nnb; k++)
                    friend = (r->cell[bv->b->cells[i].nb[k]] & 7) == p;
                member[i] = (uint8_t)(in && friend);
            }
            bshape_outline(bv->b, member, &bv->ol[p]);
            bshape_inset_round(&bv->ol[p], 0.035, 2);
        }
    }
    float w = fmaxf(1.5f, bv->L.scale * 0.085f);
    canvas_pt_t pts[1024];
    for (int p = 1; p <= np && p < BV_PLAYERS; p++) {
        const bshape_loops_t *l = &bv->ol[p];
        canvas_colour_t col = canvas_lighten(bv->pc[p].glow, 0.15f);
        for (int k = 0; k < l->nloops; k++) {
            int n = l->len[k], step = (n + 1023) / 1024, m = 0;
            for (int j = 0; j < n; j += step) {
                const board_pt_t *q = &l->pt[l->start[k] + j];
                canvas_pt_t px = blayout_px(&bv->L, q->x, q->y);
                pts[m++] = (canvas_pt_t){px.x + bv->shake_x, px.y + bv->shake_y};
            }
            canvas_stroke_poly(c, pts, m, w * 2.6f, canvas_with_alpha(col, 0.22f));
            canvas_stroke_poly(c, pts, m, w, col);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Input overlays. */

static canvas_pt_t target_px(const bview_t *bv, int t)
{
    return board_on_sites(bv->b) ? bv_site_px(bv, t) : bv_cell_px(bv, t);
}

static int target_count(const bview_t *bv) { return board_on_sites(bv->b) ? bv->b->nsites : bv->b->ncells; }

static void draw_targets(bview_t *bv, canvas_t *c)
{
    if (!bv->ntargets) return;
    const palette_piece_t *pc = &bv->pc[bv->target_player >= 1 && bv->target_player <= 4 ? bv->target_player : 1];
    canvas_colour_t col = pc->dark ? canvas_hex(THEME_CYAN, 255) : pc->glow;
    float pulse = 0.8f + 0.2f * sinf((float)bv->ambient * 4.0f);
    col = canvas_with_alpha(col, pulse);
    for (int i = 0; i < target_count(bv); i++) {
        if (!bv->targets[i]) continue;
        canvas_pt_t p = target_px(bv, i);
        if (!bv->opt.direct && bv->img.dot.id) bv_stamp(c, &bv->img.dot, p.x, p.y, 1.0f, col);
        else canvas_fill_circle(c, p.x, p.y, bv->L.scale * 0.15f, canvas_solid(col));
    }
}

static void draw_hover(bview_t *bv, canvas_t *c)
{
    float u = bv->L.scale, pulse = 0.5f + 0.5f * sinf((float)bv->ambient * 5.0f);
    if (bv->selected >= 0 && bv->selected < target_count(bv)) {
        canvas_pt_t p = target_px(bv, bv->selected);
        float r = board_on_sites(bv->b) ? bv_site_r(bv) * 1.5f : bv_stone_r(bv) * 1.12f;
        canvas_stroke_circle(c, p.x, p.y, r, fmaxf(2.0f, u * 0.12f), canvas_hex(THEME_CYAN, (uint8_t)(170 + 85 * pulse)));
    }
    if (bv->hover < 0 || bv->hover >= target_count(bv)) return;
    canvas_pt_t p = target_px(bv, bv->hover);
    canvas_colour_t col = canvas_hex(THEME_INK, 230);
    if (board_on_sites(bv->b)) {
        canvas_stroke_circle(c, p.x, p.y, bv_site_r(bv) * 1.45f, fmaxf(1.5f, u * 0.07f), col);
        if (bv->ghost && !bv->scene.rest.site[bv->hover]) bv_draw_site_piece(bv, c, p.x, p.y, bv->ghost, 1.0f, 0.5f);
        return;
    }
    canvas_pt_t poly[6], in[6];
    blayout_cell_corners(&bv->L, bv->b, bv->hover, poly);
    for (int k = 0; k < 6; k++)
        in[k] = (canvas_pt_t){p.x + (poly[k].x + bv->shake_x - p.x) * 0.9f, p.y + (poly[k].y + bv->shake_y - p.y) * 0.9f};
    canvas_fill_poly(c, in, 6, canvas_solid(canvas_hex(THEME_INK, 28)));
    canvas_stroke_poly(c, in, 6, fmaxf(1.5f, u * 0.07f), col);
    if (bv->ghost && !bv->scene.rest.cell[bv->hover]) bv_draw_piece(bv, c, p.x, p.y, bv->ghost, 1.0f, 0, 0.5f);
}

/* ------------------------------------------------------------------ */
/* The result, at rest: the decisive feature pulses and the banner stays. */

static int game_over_at_rest(const bview_t *bv)
{
    return !bv->anim.running && game_is_over(bv_rest_state(bv));
}

int bv_win_members(const bview_t *bv, uint8_t member[BOARD_MAX_CELLS])
{
    memset(member, 0, BOARD_MAX_CELLS);
    if (!game_over_at_rest(bv)) return 0;
    int winner = 0;
    for (int i = 0; i < bv->rest.n; i++) {
        const event_t *e = &bv->rest.ev[i];
        if (e->kind != EV_CHAIN || e->cell < 0 || e->cell >= bv->b->ncells) continue;
        member[e->cell] = 1;
        winner = e->player;
    }
    return winner;
}

const bshape_loops_t *bv_win_outline(bview_t *bv, const uint8_t *member)
{
    if (!bv->win_valid) {
        bshape_outline(bv->b, member, bv->win_loops);
        bshape_inset_round(bv->win_loops, 0.04, 2);
        bv->win_valid = 1;
    }
    return bv->win_loops;
}

canvas_colour_t bv_win_glow(const bview_t *bv, int winner)
{
    const palette_piece_t *pc = &bv->pc[winner >= 1 && winner <= 4 ? winner : 1];
    return pc->dark ? canvas_hex(THEME_CYAN, 255) : pc->glow;
}

float bv_win_width(const bview_t *bv) { return fmaxf(2.0f, bv->L.scale * 0.11f); }

static void draw_win(bview_t *bv, canvas_t *c, int pass)
{
    if (!game_over_at_rest(bv)) return;
    const event_list_t *ev = &bv->rest;
    float k = 0.65f + 0.35f * sinf((float)bv->ambient * 3.2f);
    uint8_t member[BOARD_MAX_CELLS];
    int winner = bv_win_members(bv, member), any = 0;
    for (int i = 0; i < bv->b->ncells && !any; i++) any = member[i];
    canvas_colour_t glow = bv_win_glow(bv, winner);
    if (pass == 0 && any) {
        for (int i = 0; i < bv->b->ncells; i++) {
            if (!member[i]) continue;
            if (board_on_sites(bv->b)) {
                bv_draw_region(bv, c, i, winner, 1, k);
                continue;
            }
            if (!bv->scene.rest.cell[i]) continue; /* Zumo's edge cell, emptied */
            canvas_pt_t p = bv_cell_px(bv, i);
            bv_draw_halo(bv, c, p.x, p.y, winner, k);
        }
    }
    if (pass == 1 && any) {
        /* A game may show its own winning feature (a stone pushed over the
         * edge: Zumo's presenter); else the chain's outline. */
        int fell = 0;
        const game_present_t *pr = bv_presenter(bv);
        present_board_t pb;
        if (pr && pr->rest_win) bv_present_board(bv, &pb);
        for (int i = 0; pr && pr->rest_win && i < ev->n; i++)
            if (ev->ev[i].kind == EV_GAME && pr->rest_win(&pb, c, &ev->ev[i], glow, k)) fell = 1;
        if (!fell) {
            const bshape_loops_t *loops = bv_win_outline(bv, member);
            float w = bv_win_width(bv);
            canvas_colour_t col = canvas_lighten(glow, 0.35f);
            canvas_pt_t at;
            const bv_sprite_t *sp = bv_win_sprite(bv, c, w, col, &at);
            if (sp)
                canvas_image_draw(c, sp->id, canvas_rect(at.x + bv->shake_x, at.y + bv->shake_y, (float)sp->w, (float)sp->h),
                                  white(k));
            else
                bv_stroke_loops(bv, c, loops, w, canvas_with_alpha(col, k), 1.0f);
        }
    }
}

/* ------------------------------------------------------------------ */

void bview_draw(bview_t *bv, canvas_t *c, canvas_rect_t rect)
{
    bview_layout(bv, rect);
    if (!bv->opt.direct) bv_images_ensure(bv, c);
    bscene_at(&bv->scene, &bv->vbefore, &bv->vafter, &bv->anim);
    bv->shake_x = bv->shake_y = 0;
    bv_actors_shake(bv, &bv->shake_x, &bv->shake_y);

    draw_base(bv, c);
    draw_regions(bv, c);
    draw_win(bv, c, 0);
    bv_actors_draw(bv, c, 0);
    draw_targets(bv, c);
    draw_outlines(bv, c);
    draw_rest(bv, c);
    draw_marks(bv, c);
    draw_hover(bv, c);
    bv_preview_draw(bv, c);
    bv_actors_draw(bv, c, 1);
    draw_win(bv, c, 1);
    bv_draw_labels(bv, c);
    bv_actors_draw(bv, c, 2);
    bv->shake_x = bv->shake_y = 0;
}
