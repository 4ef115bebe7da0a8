/* Drawing the play screen: the board and what lies over it (keyboard
 * cursor, hint marks), the turn banner above it, the status line and the
 * key hints below it. The side panel is hud_panel.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contract/words.h"
#include "draw/ease.h"
#include "draw/palette.h"
#include "draw/pieces.h"
#include "ui/play/play_int.h"
#include "ui/widgets/seat.h"
#include "draw/theme.h"
#include "ui/widgets/widgets.h"

/* ------------------------------------------------------------------ */

static canvas_colour_t player_glow(const play_t *p, int colour)
{
    palette_piece_t pc;
    palette_piece(p->s->game->rules->id, colour, p->applied.palette != 0, &pc);
    return pc.glow;
}

/* What to do now, when there is no message to show: the common lines
 * here, a person's step of a turn in the game's words. */
void hud_prompt(const play_t *p, char *buf, size_t n)
{
    const game_t *g = p->s->game;
    const game_words_t *gw = game_words_of(g->rules);
    const match_t *t = &p->turn;
    buf[0] = '\0';
    if (play_over(p)) {
        snprintf(buf, n, "Game over. Ctrl+Z takes the last move back; Esc opens the menu.");
        return;
    }
    if (!play_human_turn(p)) {
        snprintf(buf, n, "The AI is thinking: the board is locked. Enter asks it to move now.");
        return;
    }
    if (p->pass_asked) {
        snprintf(buf, n, "Pass? P or Enter passes, Esc keeps the turn.");
        return;
    }
    char move[256] = "";
    if (gw->prompt) {
        words_turn_t wt = {.actions = t->n,
                           .only_end = match_only_end(t),
                           .selected = t->selected,
                           .players = g->setup.players};
        for (int i = 0; i < t->nlegal; i++)
            if (t->legal[i].kind >= 0 && t->legal[i].kind < 32) wt.legal |= 1u << t->legal[i].kind;
        gw->prompt(g, match_state(t), &wt, move, sizeof move);
    }
    if (!move[0]) snprintf(move, sizeof move, "Make your move.");
    if (!match_find(t, ACT_SWAP)) {
        snprintf(buf, n, "%s", move);
        return;
    }
    /* The swap turn: the pie rule, then the game's own words for the move
     * (Zumo's first placement is free here too). */
    if (move[0] >= 'A' && move[0] <= 'Z') move[0] = (char)(move[0] - 'A' + 'a');
    snprintf(buf, n, "Pie rule: swap (S) for the first move's colour, or %s", move);
}

/* The banner over the board: whose turn (or who won), and the AI's
 * progress while it thinks. */
static void draw_top(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L)
{
    float sc = L->sc;
    canvas_rect_t r = L->top;
    const void *st = match_state(&p->turn);
    const game_head_t *h = game_head(st);
    int colour = h->to_move;
    canvas_colour_t glow = player_glow(p, colour);
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 22.0f * sc;
    t.align = CANVAS_LEFT | CANVAS_MIDDLE;
    t.colour = canvas_hex(THEME_INK, 250);
    t.shadow = 2.0f * sc;
    t.shadow_colour = canvas_hex(THEME_SHADOW, 220);
    float cy = r.y + r.h * 0.5f, x = r.x + 8.0f * sc;
    char buf[160], who[64], kind[64];
    if (play_over(p)) {
        if (h->status == GAME_DRAW || !h->winners) {
            snprintf(buf, sizeof buf, "Draw");
        } else {
            int w = 0;
            for (int i = 0; i < GAME_MAX_PLAYERS; i++)
                if (h->winners >> i & 1) {
                    if (!w) w = i + 1;
                }
            seat_name(p->s, seat_of_colour(p->s, w), who, sizeof who);
            hud_stone(c, p->s->game->rules->id, w, x + 14.0f * sc, cy, 13.0f * sc, p->applied.palette != 0);
            x += 36.0f * sc;
            if (!strcmp(who, "You")) snprintf(buf, sizeof buf, "%s wins - you win!", seat_colour_name(p->s, w));
            else snprintf(buf, sizeof buf, "%s (%s) wins!", seat_colour_name(p->s, w), who);
            t.colour = canvas_hex(THEME_AMBER, 255);
        }
        canvas_text(c, &t, x, cy, buf);
        return;
    }
    int seat = seat_of_colour(p->s, colour);
    seat_name(p->s, seat, who, sizeof who);
    seat_kind(p->s, seat, kind, sizeof kind);
    float pulse = 0.5f + 0.5f * sinf((float)ui->time * 4.0f);
    pieces_glow(c, x + 14.0f * sc, cy, 24.0f * sc, canvas_with_alpha(glow, 0.35f + 0.25f * pulse));
    hud_stone(c, p->s->game->rules->id, colour, x + 14.0f * sc, cy, 13.0f * sc, p->applied.palette != 0);
    x += 36.0f * sc;
    int ai = seat_ai_level(p->s, seat) >= 0;
    if (!strcmp(who, "You")) snprintf(buf, sizeof buf, "Your turn - %s", seat_colour_name(p->s, colour));
    else if (ai) snprintf(buf, sizeof buf, "%s to move", seat_colour_name(p->s, colour));
    else snprintf(buf, sizeof buf, "%s to move - %s", seat_colour_name(p->s, colour), who);
    canvas_text(c, &t, x, cy, buf);
    float tw = canvas_text_width(c, &t, buf);
    canvas_text_t k = t;
    k.face = CANVAS_FACE_REGULAR;
    k.size = 14.0f * sc;
    k.colour = canvas_hex(THEME_INK_DIM, 230);
    k.shadow = 0;
    if (ai) canvas_text(c, &k, x + tw + 12.0f * sc, cy + 1.0f * sc, kind);
    /* Right side: the move's number (as the move list numbers it), or the
     * AI's progress. */
    k.align = CANVAS_RIGHT | CANVAS_MIDDLE;
    float rx = r.x + r.w - 8.0f * sc;
    if (play_ai_thinking(p)) {
        float bw = 150.0f * sc, bh = 10.0f * sc, prog = (float)play_ai_progress(p);
        canvas_rect_t bar = canvas_rect(rx - bw, cy - bh * 0.5f, bw, bh);
        canvas_fill_rrect(c, bar, bh * 0.5f, canvas_solid(canvas_hex(0x0c0a24, 230)));
        canvas_rect_t fill = bar;
        fill.w = bw * ease_clamp(prog, 0.04f, 1.0f);
        canvas_fill_rrect(c, fill, bh * 0.5f, canvas_linear(fill.x, 0, canvas_darken(glow, 0.2f), fill.x + bw, 0, glow));
        canvas_stroke_rrect(c, bar, bh * 0.5f, 1.0f * sc, canvas_with_alpha(glow, 0.8f));
        static const char *const dots[] = {"Thinking", "Thinking.", "Thinking..", "Thinking..."};
        k.colour = canvas_lighten(glow, 0.5f);
        k.face = CANVAS_FACE_BOLD;
        canvas_text(c, &k, bar.x - 10.0f * sc, cy, dots[(int)(ui->time * 3.0) % 4]);
    } else {
        snprintf(buf, sizeof buf, "Move %d", play_move_number(p));
        canvas_text(c, &k, rx, cy, buf);
    }
}

/* The status line: a refusal in the rule's words, news, or what to do. */
static void draw_status(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L)
{
    float sc = L->sc;
    char text[GAME_ERR_MAX + 64];
    play_msg_kind_t kind = p->msg_kind;
    double age = ui->time - p->msg_time;
    int fresh = p->msg[0] && (kind == PLAY_MSG_REFUSED ? age < 12.0 : age < 6.0);
    if (fresh) snprintf(text, sizeof text, "%s", p->msg);
    else hud_prompt(p, text, sizeof text), kind = PLAY_MSG_INFO;
    if (!text[0]) return;
    canvas_colour_t edge = kind == PLAY_MSG_REFUSED ? canvas_hex(THEME_ORANGE, 255)
                           : kind == PLAY_MSG_GOOD  ? canvas_hex(THEME_LIME, 255)
                                                    : canvas_hex(THEME_CYAN, fresh ? 220 : 120);
    canvas_rect_t r = L->status;
    float shake = 0;
    double since = ui->time - p->refuse_flash;
    if (kind == PLAY_MSG_REFUSED && since >= 0 && since < 0.35)
        shake = sinf((float)since * 60.0f) * (float)(1.0 - since / 0.35) * 6.0f * sc;
    r.x += shake;
    canvas_text_t t = {0};
    t.face = fresh ? CANVAS_FACE_BOLD : CANVAS_FACE_REGULAR;
    t.size = 16.0f * sc;
    t.align = CANVAS_LEFT | CANVAS_MIDDLE;
    t.colour = kind == PLAY_MSG_REFUSED ? canvas_hex(0xffd9c2, 255) : canvas_hex(THEME_INK, fresh ? 250 : 215);
    const char *icon = kind == PLAY_MSG_REFUSED ? "\xE2\x9C\x96" : kind == PLAY_MSG_GOOD ? "\xE2\x98\x85" : "\xE2\x80\xA2";
    float iw = 26.0f * sc, maxw = r.w - iw - 28.0f * sc;
    /* Up to two lines (a hint three): a rule's words are worth reading whole. */
    char lines[3][WIDGET_LINE_MAX];
    int nl = widget_wrap(c, &t, text, maxw, lines, kind == PLAY_MSG_GOOD ? 3 : 2);
    float tw = 0;
    for (int i = 0; i < nl; i++) {
        float lw = canvas_text_width(c, &t, lines[i]);
        if (lw > tw) tw = lw;
    }
    float lh = t.size * 1.3f, w = tw + iw + 28.0f * sc, h = r.h + (nl - 1) * lh;
    canvas_rect_t pill = canvas_rect(r.x + (r.w - w) * 0.5f, r.y + r.h - h, w, h);
    float rad = nl > 1 ? 14.0f * sc : r.h * 0.5f;
    if (kind == PLAY_MSG_REFUSED) canvas_soft_rrect(c, pill, rad, 18.0f * sc, canvas_with_alpha(edge, 0.35f));
    canvas_fill_rrect(c, pill, rad,
                      canvas_solid(kind == PLAY_MSG_REFUSED ? canvas_hex(0x3a1420, 240) : canvas_hex(0x120f33, 225)));
    canvas_stroke_rrect(c, pill, rad, 1.5f * sc, edge);
    canvas_text_t it = t;
    it.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    it.colour = edge;
    float cy = pill.y + pill.h * 0.5f - (nl - 1) * lh * 0.5f;
    canvas_text(c, &it, pill.x + 14.0f * sc + iw * 0.5f - 4.0f * sc, cy, icon);
    for (int i = 0; i < nl; i++) canvas_text(c, &t, pill.x + 14.0f * sc + iw, cy + i * lh, lines[i]);
}

static void draw_footer(play_t *p, canvas_t *c, const play_layout_t *L)
{
    static const char *const keys[] = {"\xE2\x86\x90\xE2\x86\x91\xE2\x86\x92\xE2\x86\x93", "Enter", "Bksp", "H", "Esc"};
    static const char *const labels[] = {"Cursor", "Act", "Undo", "Hint", "Menu"};
    static const char *const alabels[] = {"Cursor", "Act", "Undo", "Hint", "Back"};
    /* The colour keys as many as the players (the panel says the same). */
    char digits[8];
    snprintf(digits, sizeof digits, "1-%d", p->s->game->setup.players);
    const char *const wkeys[] = {"\xE2\x86\x90\xE2\x86\x91\xE2\x86\x92\xE2\x86\x93", "Enter", digits, "E", "Bksp", "Esc"};
    static const char *const wlabels[] = {"Cursor", "Place", "Colour", "Confirm", "Undo", "Menu"};
    float cx = L->board.x + L->board.w * 0.5f;
    if (match_colour_choice(&p->turn)) widget_key_hints(c, cx, L->footer_y, L->sc, wkeys, wlabels, 6);
    else widget_key_hints(c, cx, L->footer_y, L->sc, keys, p->an ? alabels : labels, 5);
}

/* A push's way: a chevron from the stone towards the cell it would go to. */
static void arrow(canvas_t *c, canvas_pt_t from, canvas_pt_t to, float rr, float sc, canvas_colour_t col, float pulse)
{
    float dx = to.x - from.x, dy = to.y - from.y, len = sqrtf(dx * dx + dy * dy);
    if (len < 1) return;
    dx /= len, dy /= len;
    float tip = rr * (1.75f + 0.15f * pulse), base = rr * 1.12f, half = rr * 0.42f;
    canvas_pt_t tri[3] = {{from.x + dx * tip, from.y + dy * tip},
                          {from.x + dx * base - dy * half, from.y + dy * base + dx * half},
                          {from.x + dx * base + dy * half, from.y + dy * base - dx * half}};
    canvas_fill_poly(c, tri, 3, canvas_solid(canvas_with_alpha(col, 0.75f + 0.25f * pulse)));
    canvas_stroke_poly(c, tri, 3, 1.2f * sc, canvas_hex(THEME_SHADOW, 180));
}

/* The move suggested on the board: the analysis board's top move under
 * the pointer, else the hint (NULL: none). */
static const move_t *suggested(const play_t *p)
{
    const move_t *m = play_an_pointed(p);
    return m ? m : p->hint_valid ? &p->hint.move : NULL;
}

/* Marks over the board: the hint's cells, the keyboard cursor. */
static void draw_marks(play_t *p, ui_t *ui, canvas_t *c)
{
    float unit = blayout_unit(bview_get_layout(p->bv));
    int on_sites = board_on_sites(&p->s->game->board);
    float rr = on_sites ? unit * 0.42f : unit * 0.92f;
    float pulse = 0.5f + 0.5f * sinf((float)ui->time * 5.0f);
    const move_t *shown = suggested(p);
    if (shown && play_human_turn(p) && !bview_animating(p->bv)) hud_move_rings(c, p->bv, p->s->game, shown, ui->scale, ui->time);
    /* Targets on pieces (a Zumo push, an axe's capture): the board view
     * marks empty cells; these get a ring of the mover's colour. */
    if (play_human_turn(p) && !bview_animating(p->bv) && !on_sites) {
        uint8_t mask[BOARD_MAX_CELLS];
        game_view_t *v = malloc(sizeof *v);
        if (v && match_targets(&p->turn, mask)) {
            p->s->game->rules->view(p->s->game, match_state(&p->turn), v);
            /* Amber: it stands out on every game's pieces. */
            canvas_colour_t col = canvas_hex(THEME_AMBER, 255);
            for (int i = 0; i < p->s->game->board.ncells; i++) {
                if (!mask[i] || !v->cell[i]) continue;
                canvas_pt_t q = bview_target_px(p->bv, i);
                canvas_stroke_circle(c, q.x, q.y, rr * 0.95f, 5.0f * ui->scale, canvas_hex(THEME_SHADOW, 160));
                canvas_stroke_circle(c, q.x, q.y, rr * (0.92f + 0.06f * pulse), 3.5f * ui->scale,
                                     canvas_with_alpha(col, 0.65f + 0.35f * pulse));
                /* Sight ticks: unlike a double's gold ring or the last-move ring. */
                for (int k = 0; k < 4; k++) {
                    float ax = k == 0 ? 1.0f : k == 2 ? -1.0f : 0.0f, ay = k == 1 ? 1.0f : k == 3 ? -1.0f : 0.0f;
                    float r0 = rr * 0.98f, r1 = rr * (1.3f + 0.06f * pulse);
                    canvas_line(c, q.x + ax * r0, q.y + ay * r0, q.x + ax * r1, q.y + ay * r1, 4.5f * ui->scale,
                                canvas_hex(THEME_SHADOW, 170));
                    canvas_line(c, q.x + ax * r0, q.y + ay * r0, q.x + ax * r1, q.y + ay * r1, 2.5f * ui->scale, col);
                }
                int to;
                if (match_landing(&p->turn, i, &to) && to >= 0) arrow(c, q, bview_target_px(p->bv, to), rr, ui->scale, col, pulse);
            }
        }
        free(v);
    }
    /* A refused click: a red cross on the cell, fading. */
    double since = ui->time - p->refuse_flash;
    if (p->refuse_cell >= 0 && since >= 0 && since < 1.2) {
        float a = 1.0f - (float)(since / 1.2), d = rr * 0.45f;
        canvas_pt_t q = bview_target_px(p->bv, p->refuse_cell);
        canvas_colour_t red = canvas_with_alpha(canvas_hex(0xff4d5e, 255), a);
        canvas_stroke_circle(c, q.x, q.y, rr * 0.9f, 3.5f * ui->scale, red);
        canvas_line(c, q.x - d, q.y - d, q.x + d, q.y + d, 4.0f * ui->scale, red);
        canvas_line(c, q.x - d, q.y + d, q.x + d, q.y - d, 4.0f * ui->scale, red);
    }
    if (p->cursor_on && p->cursor >= 0) {
        canvas_pt_t q = bview_target_px(p->bv, p->cursor);
        float w = 3.0f * ui->scale;
        canvas_stroke_circle(c, q.x, q.y, rr + w, w + 2.0f * ui->scale, canvas_hex(THEME_SHADOW, 200));
        canvas_stroke_circle(c, q.x, q.y, rr + w, w, canvas_hex(0xffffff, (uint8_t)(190 + 60 * pulse)));
    }
}

/* What the board view marks for input: legal targets for the person to
 * move, the hover or keyboard cursor, the selection, the stone about to go
 * down. Nothing while the AI plays or an animation runs. */
void play_overlays(play_t *p)
{
    uint8_t mask[BOARD_MAX_CELLS > BOARD_MAX_SITES ? BOARD_MAX_CELLS : BOARD_MAX_SITES];
    int human = play_human_turn(p) && !bview_animating(p->bv) && p->peek < 0;
    if (human) {
        match_targets(&p->turn, mask);
        int colour = match_colour_choice(&p->turn) ? p->turn.colour : play_to_move(p);
        bview_set_targets(p->bv, mask, colour);
    } else {
        bview_set_targets(p->bv, NULL, 0);
    }
    int at = p->turn.held >= 0 ? p->turn.held : p->cursor_on ? p->cursor : p->hover;
    bview_set_hover(p->bv, human ? at : -1);
    bview_set_selected(p->bv, human ? p->turn.selected : -1);
    bview_set_ghost(p->bv, human ? match_ghost(&p->turn, at) : 0);
    int previews = p->ui->client ? p->ui->client->settings.previews : 1;
    bview_set_preview(p->bv, human && previews ? match_state(&p->turn) : NULL, at, p->turn.selected,
                      match_colour_choice(&p->turn) ? p->turn.colour : 0);
    const move_t *shown = suggested(p);
    bview_set_hint(p->bv, human && shown ? match_start(&p->turn) : NULL, shown ? shown : &p->hint.move);
}

void hud_draw(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L)
{
    canvas_fill_rect(c, canvas_rect(0, 0, (float)ui->width, (float)ui->height),
                     canvas_linear(0, 0, canvas_hex(THEME_BG_TOP, 255), 0, (float)ui->height,
                                   canvas_hex(THEME_BG_BOTTOM, 255)));
    bview_draw(p->bv, c, L->board);
    draw_marks(p, ui, c);
    draw_top(p, ui, c, L);
    draw_status(p, ui, c, L);
    draw_footer(p, c, L);
    hud_draw_panel(p, ui, c, L);
}
