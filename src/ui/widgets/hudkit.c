/* The arcade look shared by the play and result screens (hudkit.h). */
#include "ui/widgets/hudkit.h"

#include <math.h>

#include "draw/palette.h"
#include "draw/pieces.h"
#include "draw/theme.h"
#include "contract/words.h"

canvas_text_t hud_text(canvas_face_t face, float size, uint32_t rgb, int align)
{
    canvas_text_t t = {0};
    t.face = face;
    t.size = size;
    t.colour = canvas_hex(rgb, 240);
    t.align = align;
    return t;
}

void hud_box(canvas_t *c, canvas_rect_t r, float sc, canvas_colour_t edge, float glow)
{
    float rad = 12.0f * sc;
    if (glow > 0.01f) {
        canvas_rect_t g = r;
        float grow = 6.0f * sc;
        g.x -= grow, g.y -= grow, g.w += 2 * grow, g.h += 2 * grow;
        canvas_soft_rrect(c, g, rad + grow, 16.0f * sc, canvas_with_alpha(edge, 0.35f * glow));
    }
    canvas_rect_t sh = r;
    sh.y += 4.0f * sc;
    canvas_soft_rrect(c, sh, rad, 10.0f * sc, canvas_hex(THEME_SHADOW, 150));
    canvas_fill_rrect(c, r, rad,
                      canvas_linear(0, r.y, canvas_hex(0x1c1850, 236), 0, r.y + r.h, canvas_hex(THEME_PANEL, 240)));
    canvas_stroke_rrect(c, r, rad, (1.2f + glow) * sc, edge);
}

void hud_stone(canvas_t *c, const char *game_id, int colour, float x, float y, float r, int colourblind)
{
    palette_piece_t pc;
    palette_piece(game_id, colour, colourblind, &pc);
    pieces_shadow(c, x, y, r, 0.1f);
    pieces_stone(c, x, y, r, &pc);
    if (colourblind) pieces_marker(c, x, y, r, colour, pc.ink);
}

void hud_button_draw(canvas_t *c, const play_btn_t *b, float sc, canvas_colour_t accent, int hot)
{
    canvas_rect_t r = b->r;
    float rad = 9.0f * sc;
    int on = b->enabled;
    canvas_rect_t under = r;
    under.y += 3.0f * sc;
    canvas_fill_rrect(c, under, rad, canvas_solid(canvas_hex(THEME_SHADOW, 200)));
    canvas_colour_t top = on ? canvas_mix(canvas_hex(0x3a3478, 255), accent, hot ? 0.45f : 0.18f) : canvas_hex(0x24204c, 255);
    canvas_colour_t bot = on ? canvas_mix(canvas_hex(0x25205a, 255), accent, hot ? 0.25f : 0.08f) : canvas_hex(0x1b1840, 255);
    canvas_fill_rrect(c, r, rad, canvas_linear(0, r.y, top, 0, r.y + r.h, bot));
    canvas_stroke_rrect(c, r, rad, (b->active ? 2.6f : 1.2f) * sc,
                        on ? canvas_mix(canvas_hex(0x6c64c0, 230), accent, b->active || hot ? 0.9f : 0.35f)
                           : canvas_hex(0x3a3470, 200));
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 15.0f * sc;
    t.align = CANVAS_LEFT | CANVAS_MIDDLE;
    t.colour = on ? canvas_hex(THEME_INK, 245) : canvas_hex(THEME_INK_FAINT, 200);
    canvas_text_t k = t;
    k.face = CANVAS_FACE_REGULAR;
    k.size = 11.5f * sc;
    k.colour = on ? canvas_hex(THEME_INK_DIM, 230) : canvas_hex(THEME_INK_FAINT, 170);
    float lw = b->label[0] ? canvas_text_width(c, &t, b->label) : 0;
    float kw = b->key ? canvas_text_width(c, &k, b->key) : 0, gap = lw > 0 && kw > 0 ? 7.0f * sc : 0;
    if (lw + gap + kw > r.w - 10.0f * sc) kw = 0, gap = 0; /* too narrow: the label alone */
    float x = r.x + (r.w - lw - gap - kw) * 0.5f, cy = r.y + r.h * 0.5f;
    if (lw > 0) canvas_text(c, &t, x, cy, b->label);
    if (kw > 0) canvas_text(c, &k, x + lw + gap, cy + 0.5f * sc, b->key);
}

void hud_move_rings(canvas_t *c, const bview_t *bv, const game_t *g, const move_t *m, float sc, double time)
{
    float unit = blayout_unit(bview_get_layout(bv));
    float rr = board_on_sites(&g->board) ? unit * 0.42f : unit * 0.92f;
    float pulse = 0.5f + 0.5f * sinf((float)time * 5.0f);
    canvas_colour_t col = canvas_hex(THEME_LIME, 255);
    int own = game_words_of(g->rules)->own.kind;
    for (int i = 0; i < m->n; i++) {
        const action_t *a = &m->a[i];
        int cells[2] = {-1, -1};
        /* An action names the cell it acts on in a (a move its landing in
         * b too); the turn-level ones and the game's own whole-turn action
         * name none. */
        int turn_level = a->kind == ACT_NONE || a->kind == ACT_PASS || a->kind == ACT_SWAP || a->kind == ACT_END ||
                         (own && a->kind == own);
        if (!turn_level) cells[0] = a->a;
        if (a->kind == ACT_MOVE) cells[1] = a->b;
        for (int k = 0; k < 2; k++) {
            if (cells[k] < 0) continue;
            canvas_pt_t q = bview_target_px(bv, cells[k]);
            pieces_glow(c, q.x, q.y, rr * 1.5f, canvas_with_alpha(col, 0.25f + 0.2f * pulse));
            canvas_stroke_circle(c, q.x, q.y, rr * (1.0f + 0.08f * pulse), 4.0f * sc, canvas_with_alpha(col, 0.6f + 0.4f * pulse));
        }
    }
}
