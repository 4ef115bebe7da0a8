/* Actors that show a rule at work rather than move a piece: the winning
 * chain, a group lighting up with its size, and the banners (pass, swap,
 * result). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board/bview_int.h"
#include "draw/ease.h"
#include "draw/pieces.h"
#include "draw/theme.h"

#define PI_F 3.14159265f

void bv_act_chain(bview_t *bv, canvas_t *c, const event_t *e, float u, int pass)
{
    if (!bv_valid_cell(bv, e->cell) || u <= 0) return;
    /* A chain cell left empty (a stone that left the edge): nothing to light. */
    if (!bv->scene.rest.cell[e->cell]) return;
    const palette_piece_t *pc = bv_pcol(bv, e->player);
    canvas_pt_t p = bv_cell_px(bv, e->cell);
    float k = fx_env(u, 0.25f, 0.5f);
    if (pass == 0) {
        bv_draw_halo(bv, c, p.x, p.y, e->player, k);
    } else {
        canvas_stroke_circle(c, p.x, p.y, bv_stone_r(bv) * (1.0f + 0.25f * u), fmaxf(1.5f, bv->L.scale * 0.08f),
                             canvas_with_alpha(canvas_lighten(fx_glow_of(pc), 0.5f), k));
    }
}

/* ------------------------------------------------------------------ */
/* Groups. */

/* Events [first, last) of the beat with the same player and aux as event i:
 * one group. Returns 0 when an earlier event already drew it. */
static int group_members(const bview_t *bv, int i, uint8_t *member, int *count)
{
    const anim_t *a = &bv->anim;
    const event_t *e = &a->ev[i];
    for (int j = bv->scene.first; j < i; j++)
        if (a->ev[j].kind == EV_GROUP && a->ev[j].aux == e->aux && a->ev[j].player == e->player) return 0;
    memset(member, 0, BOARD_MAX_CELLS);
    *count = 0;
    for (int j = i; j < bv->scene.last; j++) {
        const event_t *f = &a->ev[j];
        if (f->kind == EV_GROUP && f->aux == e->aux && f->player == e->player && bv_valid_cell(bv, f->cell)) {
            member[f->cell] = 1;
            ++*count;
        }
    }
    return 1;
}

void bv_act_group(bview_t *bv, canvas_t *c, int i, const event_t *e, float u, int pass)
{
    uint8_t member[BOARD_MAX_CELLS];
    int count;
    if (!group_members(bv, i, member, &count)) return;
    const palette_piece_t *pc = bv_pcol(bv, e->player);
    float k = fx_env(u, 0.15f, 0.3f);
    int quick = bv->look->quick_groups;
    if (pass == 0) {
        for (int j = 0; j < bv->b->ncells; j++)
            if (member[j]) {
                canvas_pt_t p = bv_cell_px(bv, j);
                bv_draw_halo(bv, c, p.x, p.y, e->player, (quick ? 0.6f : 1.0f) * k);
            }
        return;
    }
    bv_stroke_group(bv, c, member, 0.05, fmaxf(1.5f, bv->L.scale * 0.09f),
                    canvas_with_alpha(canvas_lighten(fx_glow_of(pc), 0.35f), k), 1.0f);
    if (quick) return;
    /* The size of the group it formed, popping out of the new stone. */
    int at = bv_valid_cell(bv, e->aux) && member[e->aux] ? e->aux : e->cell;
    canvas_pt_t p = bv_cell_px(bv, at);
    char txt[16];
    snprintf(txt, sizeof txt, "%d", (int)e->value);
    bv_pop_text(c, p.x, p.y - bv->L.scale * 1.25f, bv->L.scale * 1.3f, u, txt, fx_glow_of(pc));
}

/* ------------------------------------------------------------------ */
/* Banners. */

static void colour_word(const bview_t *bv, int player, char *out, size_t n)
{
    const char *name = player >= 1 && player <= bv->g->setup.players ? bv->g->rules->colour_names[player - 1] : "?";
    size_t k = 0;
    for (; name[k] && k + 1 < n; k++) out[k] = (char)(name[k] >= 'a' && name[k] <= 'z' ? name[k] - 32 : name[k]);
    out[k] = '\0';
}

void bv_act_banner(bview_t *bv, canvas_t *c, const event_t *e, float u)
{
    if (!bv->opt.banners) return;
    char title[96], sub[160], who[32];
    canvas_colour_t col = bv->pal.accent;
    switch (e->kind) {
    case EV_PASS:
        colour_word(bv, e->player, who, sizeof who);
        snprintf(title, sizeof title, "%s PASSES", who);
        sub[0] = '\0';
        col = fx_glow_of(bv_pcol(bv, e->player));
        break;
    case EV_SWAP:
        snprintf(title, sizeof title, "SWAP!");
        snprintf(sub, sizeof sub, "The players exchange colours");
        break;
    case EV_WIN: {
        bv_win_words(bv, bv->st_after, title, sizeof title, sub, sizeof sub, &col);
        break;
    }
    default: return;
    }
    if (e->kind == EV_WIN) bv_win_banner(bv, c, u, title, sub, col);
    else bv_banner(bv, c, u, title, sub, col);
}
