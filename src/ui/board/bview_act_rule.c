/* Actors that show a rule at work rather than move a piece: the winning
 * chain, a group lighting up with its
 * size, Zumo's sightlines and energy count, and the banners (pass, swap,
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
/* Groups, sightlines, energy. */

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

/* The beam runs under the pieces (pass 0) from the new stone out to the
 * stone it sees; rings flash on both (pass 1). */
void bv_act_sightline(bview_t *bv, canvas_t *c, const event_t *e, float u, int pass)
{
    if (!bv_valid_cell(bv, e->cell) || !bv_valid_cell(bv, e->cell2)) return;
    canvas_pt_t a = bv_cell_px(bv, e->cell), b = bv_cell_px(bv, e->cell2);
    const palette_piece_t *pc = bv_pcol(bv, e->player);
    canvas_colour_t col = e->value == 2 ? canvas_hex(THEME_ORANGE, 255) : canvas_lighten(fx_glow_of(pc), 0.2f);
    if (pc->dark && e->value != 2) col = canvas_hex(THEME_CYAN, 255);
    float h = ease_out_cubic(ease_unit(u / 0.45f)), al = 1.0f - ease_smooth((u - 0.6f) / 0.4f);
    canvas_pt_t m = fx_lerp(a, b, h);
    float w = bv->L.scale * 0.22f, r = bv_stone_r(bv);
    if (pass == 0) {
        canvas_line(c, a.x, a.y, m.x, m.y, w * 2.0f, canvas_with_alpha(col, 0.28f * al));
        canvas_line(c, a.x, a.y, m.x, m.y, w, canvas_with_alpha(col, 0.95f * al));
        canvas_line(c, a.x, a.y, m.x, m.y, w * 0.35f, canvas_rgba(255, 255, 255, (uint8_t)(240 * al)));
        bv_draw_glow(bv, c, m.x, m.y, bv->L.scale * 1.1f, canvas_with_alpha(col, al));
        return;
    }
    canvas_stroke_circle(c, a.x, a.y, r * 1.08f, fmaxf(1.5f, w * 0.45f), canvas_with_alpha(col, al * ease_unit(u / 0.15f)));
    if (h >= 1.0f) canvas_stroke_circle(c, b.x, b.y, r * 1.08f, fmaxf(1.5f, w * 0.45f), canvas_with_alpha(col, al));
}

/* The energy badge: a bolt and the units left. */
static void energy_badge(bview_t *bv, canvas_t *c, const event_t *e, float pop, int left)
{
    if (!bv_valid_cell(bv, e->cell)) return;
    canvas_pt_t p = bv_cell_px(bv, e->cell);
    float u = bv->L.scale, s = ease_out_back(ease_unit(pop)) * u * 0.95f;
    if (s <= 0.5f) return;
    float x = p.x + u * 0.2f, y = p.y - u * 1.9f;
    canvas_colour_t col = canvas_hex(THEME_AMBER, 255);
    bv_draw_glow(bv, c, x, y, s * 1.9f, canvas_with_alpha(col, 0.5f));
    canvas_fill_hexagon(c, x, y, s, 30.0f, canvas_linear(0, y - s, canvas_hex(0x3a2a08, 240), 0, y + s, canvas_hex(0x1a1004, 240)));
    canvas_stroke_hexagon(c, x, y, s, 30.0f, fmaxf(1.2f, s * 0.12f), col);
    canvas_pt_t bolt[7] = {{x - s * 0.55f, y - s * 0.05f}, {x - s * 0.1f, y - s * 0.62f}, {x - s * 0.12f, y - s * 0.16f},
                           {x + s * 0.02f, y - s * 0.16f}, {x - s * 0.38f, y + s * 0.5f}, {x - s * 0.33f, y + s * 0.02f},
                           {x - s * 0.55f, y + s * 0.02f}};
    canvas_fill_poly(c, bolt, 7, canvas_solid(col));
    char txt[12];
    snprintf(txt, sizeof txt, "%d", left);
    canvas_text_t t = {.face = CANVAS_FACE_BOLD, .size = bv_text_px(s * 1.05f), .align = CANVAS_CENTRE | CANVAS_MIDDLE,
                       .colour = canvas_hex(0xfff2c0, 255), .outline = fmaxf(1.0f, s * 0.08f),
                       .outline_colour = canvas_hex(0x1a1004, 255)};
    canvas_text(c, &t, x + s * 0.3f, y, txt);
}

void bv_act_energy(bview_t *bv, canvas_t *c, int i, const event_t *e)
{
    const anim_t *a = &bv->anim;
    int spent = 0;
    for (int j = i + 1; j < a->n; j++)
        if ((a->ev[j].kind == EV_PUSH || a->ev[j].kind == EV_FALL) && anim_started(a, j, a->clock)) spent++;
    int left = (int)e->value - spent;
    energy_badge(bv, c, e, anim_progress(a, i) / 0.5f, left > 0 ? left : 0);
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
