/* Hover previews: what the hovered action would do, drawn as ghosts over the
 * board at rest with the vocabulary of the animations (core/preview.h
 * computes it; nothing here is worked out from the rules). Marks for every
 * option of the step under way (pushable stones, placements that make an
 * axe, a selected piece's throw lines) and, for the hovered option, its
 * events: ghosts where stones slide or are pushed to, faded stones that
 * evaporate or are removed, plates claimed, captures, a group's size, the
 * energy and score changes. Computed when the position, hover, selection
 * or colour changes, not every frame. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/preview.h"
#include "contract/preview.h"
#include "ui/board/bview_int.h"
#include "draw/pieces.h"
#include "draw/theme.h"

#define PV_MAX_OPTS 4096
#define PV_SCORE_MAX 16

struct bv_preview {
    unsigned char *st, *after;   /* the position previewed and the one the action gives */
    int valid;                   /* st holds a position */
    int hover, selected, colour; /* the key of what is computed */
    preview_option_t *opts;
    int nopts;
    int pick;                    /* the hovered option, -1 none */
    event_list_t ev;             /* its events */
    int marks;                   /* marks drawn by the last frame (tests) */
    /* The hint: a whole move from hint_st, its events. */
    unsigned char *hint_st;
    move_t hint;
    int hint_valid;
    event_list_t hint_ev;
};

static void pv_clear(bv_preview_t *pv)
{
    pv->valid = 0;
    pv->nopts = 0;
    pv->pick = -1;
    pv->ev.n = 0;
}

void bv_preview_free(bview_t *bv)
{
    bv_preview_t *pv = bv->pv;
    if (!pv) return;
    free(pv->st);
    free(pv->after);
    free(pv->opts);
    free(pv->hint_st);
    event_list_free(&pv->ev);
    event_list_free(&pv->hint_ev);
    free(pv);
    bv->pv = NULL;
}

static bv_preview_t *pv_get(bview_t *bv)
{
    if (bv->pv) return bv->pv;
    bv_preview_t *pv = calloc(1, sizeof *pv);
    if (!pv) return NULL;
    pv->st = calloc(1, bv->ssize);
    pv->after = calloc(1, bv->ssize);
    pv->opts = calloc(PV_MAX_OPTS, sizeof *pv->opts);
    pv->hint_st = calloc(1, bv->ssize);
    event_list_init(&pv->ev);
    event_list_init(&pv->hint_ev);
    bv->pv = pv;
    if (!pv->st || !pv->after || !pv->opts || !pv->hint_st) {
        bv_preview_free(bv);
        return NULL;
    }
    pv_clear(pv);
    return pv;
}

/* The option a click on hover would take: chosen by its target, from the
 * selected piece when there is one, in the colour being placed. */
static int pick_option(const bv_preview_t *pv, int hover, int selected, int colour)
{
    if (hover < 0) return -1;
    for (int i = 0; i < pv->nopts; i++) {
        const preview_option_t *o = &pv->opts[i];
        if (o->target != hover) continue;
        if (selected >= 0 ? o->source != selected : o->source >= 0) continue;
        if (o->act.kind == ACT_PLACE && colour > 0 && o->act.player != colour) continue;
        return i;
    }
    return -1;
}

void bview_set_preview(bview_t *bv, const void *st, int hover, int selected, int colour)
{
    if (!st) {
        if (bv->pv) pv_clear(bv->pv);
        return;
    }
    bv_preview_t *pv = pv_get(bv);
    if (!pv) return;
    int same_pos = pv->valid && !memcmp(pv->st, st, bv->ssize);
    if (same_pos && pv->hover == hover && pv->selected == selected && pv->colour == colour) return;
    if (!same_pos) {
        memcpy(pv->st, st, bv->ssize);
        pv->valid = 1;
        pv->nopts = game_preview_options(bv->g, pv->st, pv->opts, PV_MAX_OPTS);
        if (pv->nopts < 0) pv->nopts = 0;
    }
    pv->hover = hover, pv->selected = selected, pv->colour = colour;
    pv->ev.n = 0;
    pv->pick = pick_option(pv, hover, selected, colour);
    if (pv->pick >= 0) {
        char err[GAME_ERR_MAX];
        if (game_preview_action(bv->g, pv->st, &pv->opts[pv->pick].act, &pv->ev, pv->after, err, sizeof err))
            pv->pick = -1;
    }
}

void bview_set_hint(bview_t *bv, const void *st, const move_t *m)
{
    if (!st || !m) {
        if (bv->pv) bv->pv->hint_valid = 0;
        return;
    }
    bv_preview_t *pv = pv_get(bv);
    if (!pv) return;
    if (pv->hint_valid && !memcmp(pv->hint_st, st, bv->ssize) && !memcmp(&pv->hint, m, sizeof *m)) return;
    memcpy(pv->hint_st, st, bv->ssize);
    pv->hint = *m;
    pv->hint_ev.n = 0;
    char err[GAME_ERR_MAX];
    pv->hint_valid = game_preview_move(bv->g, pv->hint_st, m, &pv->hint_ev, NULL, err, sizeof err) == 0;
}

int bview_preview_marks(const bview_t *bv) { return bv->pv ? bv->pv->marks : 0; }

/* ------------------------------------------------------------------ */
/* Drawing. */

static canvas_colour_t glow_of(const bview_t *bv, int player)
{
    const palette_piece_t *pc = bv_pcol(bv, player);
    return pc->dark ? canvas_hex(THEME_CYAN, 255) : pc->glow;
}

/* A stone that would go: darkened and ringed, as if fading out. */
static void faded(bview_t *bv, canvas_t *c, int cell) { fx_faded(c, bv_cell_px(bv, cell), bv_stone_r(bv)); }

void bv_preview_label(bview_t *bv, canvas_t *c, canvas_pt_t p, const char *text, canvas_colour_t col, canvas_colour_t ink)
{
    float size = fmaxf(14.0f, bv->L.scale * 0.6f);
    canvas_text_t t = {.face = CANVAS_FACE_CONDENSED, .size = bv_text_px(size), .align = CANVAS_CENTRE | CANVAS_MIDDLE,
                       .colour = ink, .outline = fmaxf(1.0f, size * 0.08f),
                       .outline_colour = canvas_rgba(5, 3, 15, 255), .glow = size * 0.25f, .glow_colour = col};
    canvas_text(c, &t, p.x, p.y, text);
}

/* Marks on every option of the step, as the rules ask (o->mark): the pieces
 * it may act on, the lines from the selected piece, the actions that earn a
 * badge. */
static int draw_options(bview_t *bv, canvas_t *c, bv_preview_t *pv)
{
    int n = 0, on_sites = board_on_sites(bv->b);
    float r = on_sites ? bv_site_r(bv) : bv_stone_r(bv);
    int player = game_head(pv->st)->to_move;
    canvas_colour_t gl = glow_of(bv, player);
    for (int i = 0; i < pv->nopts && !on_sites; i++) {
        const preview_option_t *o = &pv->opts[i];
        if (o->target < 0 || o->target >= bv->b->ncells) continue;
        canvas_pt_t p = bv_cell_px(bv, o->target);
        if (o->mark == PREVIEW_MARK_RING) {
            /* The first option of each piece only: one ring a piece. */
            int first = 1;
            for (int k = 0; k < i && first; k++)
                if (pv->opts[k].mark == PREVIEW_MARK_RING && pv->opts[k].target == o->target) first = 0;
            if (!first) continue;
            pieces_dashed_ring(c, p.x, p.y, r * 1.12f, fmaxf(2.0f, r * 0.12f), 12, canvas_with_alpha(gl, 0.9f));
            n++;
        } else if (pv->selected >= 0 && o->source == pv->selected && o->mark == PREVIEW_MARK_LINE) {
            canvas_pt_t a = bv_cell_px(bv, o->source);
            canvas_line(c, a.x, a.y, p.x, p.y, fmaxf(1.5f, r * 0.1f), canvas_with_alpha(gl, 0.55f));
            if (o->capture >= 0 && o->capture < bv->b->ncells) fx_cross(c, bv_cell_px(bv, o->capture), r, fx_red(0.8f));
            n++;
        } else if (o->mark == PREVIEW_MARK_STAR && (pv->selected >= 0 ? o->source == pv->selected : o->source < 0)) {
            fx_star(c, p.x + r * 0.55f, p.y - r * 0.55f, r * 0.45f, 0.3f, canvas_with_alpha(gl, 0.95f));
            n++;
        }
    }
    return n;
}

/* ConHex: the hovered hole's cells outlined, and the progress of every
 * unclaimed cell near the cursor as pips (filled: the pegs the mover would
 * hold on its holes after the peg, of the number that claims it). */
static int draw_progress(bview_t *bv, canvas_t *c, bv_preview_t *pv, const void *pos)
{
    const board_t *b = bv->b;
    if (pv->hover < 0 || pv->hover >= b->nsites) return 0;
    int n = 0, player = game_head(pv->st)->to_move;
    canvas_colour_t gl = glow_of(bv, player);
    uint8_t member[BOARD_MAX_CELLS];
    memset(member, 0, sizeof member);
    /* A corner hole has one cell, an edge hole two: the slots past ncells
     * are 0, not -1 (read as cell 0, they outlined A1's cell). */
    for (int k = 0; k < b->sites[pv->hover].ncells && k < 3; k++) {
        int cell = b->sites[pv->hover].cells[k];
        if (cell >= 0 && cell < b->ncells) member[cell] = 1;
    }
    bv_stroke_group(bv, c, member, 0.06, fmaxf(1.5f, bv->L.scale * 0.06f), canvas_with_alpha(gl, 0.85f), 0.5f);
    n++;
    canvas_pt_t h = bv_site_px(bv, pv->hover);
    float near = bv->L.scale * 2.6f, pr = fmaxf(2.0f, bv->L.scale * 0.09f);
    for (int i = 0; i < b->ncells; i++) {
        canvas_pt_t p = bv_cell_px(bv, i);
        if (!member[i] && hypotf(p.x - h.x, p.y - h.y) > near) continue;
        int need = 0, have = game_cell_progress(bv->g, pos, i, player, &need);
        if (have < 0 || need <= 0 || need > 8) continue;
        float x0 = p.x - (float)(need - 1) * pr * 1.4f;
        for (int k = 0; k < need; k++) {
            float x = x0 + (float)k * pr * 2.8f;
            if (k < have) canvas_fill_circle(c, x, p.y, pr, canvas_solid(gl));
            else canvas_stroke_circle(c, x, p.y, pr * 0.85f, fmaxf(1.0f, pr * 0.35f), canvas_hex(THEME_INK, 170));
        }
        n++;
    }
    return n;
}

/* The score changes the move would make, each in its player's colour,
 * beside the hovered target ("+1", "-1": the first number of the score line). */
static int draw_scores(bview_t *bv, canvas_t *c, bv_preview_t *pv, canvas_pt_t at)
{
    const game_rules_t *r = bv->g->rules;
    if (!r->score) return 0;
    int n = 0, players = bv->g->setup.players;
    float dy = 0, step = fmaxf(12.0f, bv->L.scale * 0.45f);
    for (int pl = 1; pl <= players && pl < BV_PLAYERS; pl++) {
        int a[PV_SCORE_MAX], z[PV_SCORE_MAX];
        if (r->score(bv->g, pv->st, pl, a, PV_SCORE_MAX) < 1 || r->score(bv->g, pv->after, pl, z, PV_SCORE_MAX) < 1) continue;
        if (a[0] == z[0]) continue;
        char text[16];
        snprintf(text, sizeof text, "%+d", z[0] - a[0]);
        /* Right of the energy label above the stone, clear of it. */
        bv_preview_label(bv, c, (canvas_pt_t){at.x + bv_stone_r(bv) * 1.95f, at.y - bv_stone_r(bv) * 0.8f + dy}, text, glow_of(bv, pl), canvas_lighten(glow_of(bv, pl), 0.3f));
        dy += step;
        n++;
    }
    return n;
}

/* The hovered option's events, as ghosts. */
static int draw_events(bview_t *bv, canvas_t *c, bv_preview_t *pv)
{
    const board_t *b = bv->b;
    int n = 0, on_sites = board_on_sites(bv->b), group = 0;
    float r = on_sites ? bv_site_r(bv) : bv_stone_r(bv);
    const preview_option_t *o = &pv->opts[pv->pick];
    canvas_pt_t at = on_sites ? bv_site_px(bv, o->target) : bv_cell_px(bv, o->target >= 0 ? o->target : 0);
    uint8_t member[BOARD_MAX_CELLS];
    memset(member, 0, sizeof member);
    /* A game's own verbs show as its presenter draws their ghosts. */
    const game_present_t *pr = bv_presenter(bv);
    present_board_t pb;
    if (pr) bv_present_board(bv, &pb);
    for (int i = 0; i < pv->ev.n; i++) {
        const event_t *e = &pv->ev.ev[i];
        int in1 = e->cell >= 0 && e->cell < b->ncells;
        switch (e->kind) {
        case EV_REMOVE:
            if (!in1 || on_sites) break;
            faded(bv, c, e->cell);
            n++;
            break;
        case EV_GAME:
            if (pr && pr->ghost) n += pr->ghost(&pb, c, e, at, 0);
            break;
        case EV_GROUP:
            if (!in1) break;
            member[e->cell] = 1;
            group = e->value > group ? e->value : group;
            break;
        default: break;
        }
    }
    if (group > 1 && !on_sites) {
        int player = pv->opts[pv->pick].act.player ? pv->opts[pv->pick].act.player : game_head(pv->st)->to_move;
        bv_stroke_group(bv, c, member, 0.08, fmaxf(1.5f, bv->L.scale * 0.07f), canvas_with_alpha(glow_of(bv, player), 0.9f), 0.6f);
        char text[16];
        snprintf(text, sizeof text, "%d", group);
        bv_preview_label(bv, c, (canvas_pt_t){at.x, at.y + r * 1.45f}, text, glow_of(bv, player), canvas_hex(THEME_INK, 255));
        n++;
    }
    /* Then what the game's own verbs write over the marks. */
    for (int i = 0; pr && pr->ghost && i < pv->ev.n; i++)
        if (pv->ev.ev[i].kind == EV_GAME) n += pr->ghost(&pb, c, &pv->ev.ev[i], at, 1);
    if (!on_sites) n += draw_scores(bv, c, pv, at);
    return n;
}

/* The hint's whole move: every stone it places as a ghost in its colour,
 * and the marks the game's presenter draws for its own verbs (arrows for
 * leaps, throws and pushes). */
static int draw_hint(bview_t *bv, canvas_t *c, bv_preview_t *pv)
{
    const board_t *b = bv->b;
    int n = 0, on_sites = board_on_sites(bv->b);
    canvas_colour_t lime = canvas_hex(THEME_LIME, 230);
    const game_present_t *pr = bv_presenter(bv);
    present_board_t pb;
    if (pr) bv_present_board(bv, &pb);
    for (int i = 0; i < pv->hint_ev.n; i++) {
        const event_t *e = &pv->hint_ev.ev[i];
        int in1 = e->cell >= 0 && e->cell < (on_sites && e->kind == EV_PLACE ? b->nsites : b->ncells);
        if (!in1) continue;
        switch (e->kind) {
        case EV_PLACE: {
            canvas_pt_t p = on_sites ? bv_site_px(bv, e->cell) : bv_cell_px(bv, e->cell);
            if (on_sites) bv_draw_site_piece(bv, c, p.x, p.y, e->player, 1.0f, 0.55f);
            else bv_draw_piece(bv, c, p.x, p.y, e->player | (e->piece == PIECE_ALT ? VIEW_ALT : 0), 1.0f, 0, 0.55f);
            n++;
            break;
        }
        case EV_GAME:
            if (pr && pr->hint && !on_sites) n += pr->hint(&pb, c, e, lime);
            break;
        default: break;
        }
    }
    return n;
}

void bv_preview_draw(bview_t *bv, canvas_t *c)
{
    bv_preview_t *pv = bv->pv;
    if (!pv) return;
    pv->marks = 0;
    if (bv->anim.running) return;
    if (pv->hint_valid) pv->marks += draw_hint(bv, c, pv);
    if (!pv->valid) return;
    pv->marks += draw_options(bv, c, pv);
    if (pv->pick >= 0) pv->marks += draw_events(bv, c, pv);
    if (board_on_sites(bv->b)) pv->marks += draw_progress(bv, c, pv, pv->pick >= 0 ? (const void *)pv->after : (const void *)pv->st);
}
