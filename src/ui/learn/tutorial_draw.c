/* The tutorial's look: the board on the left; on the right the lesson
 * (game, number, title), what to look at, the question in a lit box, the
 * feedback in green (right), red (wrong or refused) or blue (news), and the
 * buttons: the turn's own (confirm, pass, clean-up, stone colours) and
 * the lesson's (show me, try again, next; a puzzle's hint instead of show
 * me). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "draw/palette.h"
#include "draw/theme.h"
#include "contract/look.h"
#include "contract/words.h"
#include "ui/app/client.h"
#include "ui/learn/tutorial_int.h"
#include "ui/widgets/widgets.h"

#define PANEL_W 440.0f
#define PAD 22.0f
#define BTN_H 44.0f
#define GAP 8.0f

/* Lays out the shown buttons of a row evenly over [x, x + w). */
static void row(tut_layout_t *L, const tut_button_t *ids, int n, float x, float y, float w, float sc)
{
    int shown = 0;
    for (int i = 0; i < n; i++) shown += L->shown[ids[i]];
    if (!shown) return;
    float gap = GAP * sc, bw = (w - gap * (float)(shown - 1)) / (float)shown;
    for (int i = 0; i < n; i++) {
        if (!L->shown[ids[i]]) continue;
        L->btn[ids[i]] = canvas_rect(x, y, bw, BTN_H * sc);
        x += bw + gap;
    }
}

void tut_layout(const tut_t *t, const ui_t *ui, tut_layout_t *L)
{
    memset(L, 0, sizeof *L);
    demo_ui_layout(ui, PANEL_W, &L->base);
    float sc = ui->scale, pad = PAD * sc;
    canvas_rect_t P = L->base.panel;
    float x = P.x + pad, w = P.w - 2 * pad;
    const game_words_t *gw = game_words_of(t->r);
    int asking = tut_human_turn(t), multi = gw->multi_action;
    int players = t->l.s ? t->l.s->game->setup.players : 2;
    L->shown[TB_CONFIRM] = multi && t->phase != TUT_DONE;
    L->enabled[TB_CONFIRM] = asking && ((t->turn.n > 0 && match_find(&t->turn, ACT_END)) || t->turn.held >= 0);
    L->shown[TB_PASS] = gw->pass_button && t->phase != TUT_DONE;
    L->enabled[TB_PASS] = asking && match_find(&t->turn, ACT_PASS);
    L->shown[TB_OWN] = gw->own.kind && t->phase != TUT_DONE;
    L->enabled[TB_OWN] = asking && gw->own.kind && match_find(&t->turn, (action_kind_t)gw->own.kind);
    for (int i = 0; i < 4; i++) {
        L->shown[TB_COLOUR1 + i] = asking && match_colour_choice(&t->turn) && i < players;
        L->enabled[TB_COLOUR1 + i] = L->shown[TB_COLOUR1 + i];
    }
    L->shown[TB_SHOW] = L->enabled[TB_SHOW] = t->phase != TUT_DONE && t->bv;
    L->shown[TB_RETRY] = t->phase != TUT_DONE;
    L->enabled[TB_RETRY] = t->bv && (t->phase != TUT_ASKING || t->turn.n > 0 || (t->l.s && t->l.s->cur > t->l.question));
    L->shown[TB_NEXT] = L->enabled[TB_NEXT] = 1;
    float y = P.y + P.h - pad - BTN_H * sc;
    static const tut_button_t lesson_row[] = {TB_SHOW, TB_RETRY, TB_NEXT};
    row(L, lesson_row, 3, x, y, w, sc);
    static const tut_button_t turn_row[] = {TB_CONFIRM, TB_PASS, TB_OWN};
    static const tut_button_t colour_row[] = {TB_COLOUR1, TB_COLOUR2, TB_COLOUR3, TB_COLOUR4};
    int turn_shown = L->shown[TB_CONFIRM] || L->shown[TB_PASS] || L->shown[TB_OWN];
    if (turn_shown) {
        y -= (BTN_H + GAP) * sc;
        row(L, turn_row, 3, x, y, w, sc);
    }
    if (L->shown[TB_COLOUR1]) {
        y -= (BTN_H + GAP) * sc;
        row(L, colour_row, 4, x, y, w, sc);
    }
    /* A puzzle shows the players' counters the play screen shows (a
     * Wunchunk puzzle is about chunks and crumbs), in a column of the
     * board's room: the hexagon leaves its sides free, and the panel's
     * text needs its height. */
    if (t->puzzle) {
        static const float tall[5] = {150.0f, 150.0f, 150.0f, 200.0f, 240.0f};
        int np = players > 4 ? 4 : players < 1 ? 1 : players;
        canvas_rect_t *b = &L->base.board;
        float cw = fminf(210.0f * sc, b->w * 0.25f), gap = 12.0f * sc;
        float sh = fminf((!t->r->card ? 112.0f : tall[np]) * sc * 1.4f, b->h);
        L->scores = canvas_rect(b->x, b->y, cw, sh);
        b->x += cw + gap;
        b->w -= cw + gap;
    }
    float top = P.y + 124.0f * sc;
    L->text = canvas_rect(x, top, w, y - 14.0f * sc - top);
}

static void draw_header(tut_t *t, ui_t *ui, canvas_t *c, const tut_layout_t *L, canvas_colour_t accent)
{
    float sc = ui->scale, pad = PAD * sc;
    canvas_rect_t P = L->base.panel;
    char kicker[160];
    const char *mode = t->puzzle ? "PUZZLES" : t->strategy ? "HOW TO WIN" : "HOW TO PLAY",
               *item = t->puzzle ? "PUZZLE" : t->strategy ? "HOW TO WIN" : "LESSON";
    if (t->phase == TUT_DONE) snprintf(kicker, sizeof kicker, "%s  \xC2\xB7  %s", t->r->name, mode);
    else if (t->puzzle) snprintf(kicker, sizeof kicker, "%s  \xC2\xB7  %s %d/%d%s", t->r->name, item, t->index + 1,
                                 t->files->n, tutorial_puzzle_solved(&t->base) ? "  \xC2\xB7  SOLVED" : "");
    else snprintf(kicker, sizeof kicker, "%s  \xC2\xB7  %s %d OF %d", t->r->name, item, t->index + 1, t->files->n);
    for (char *p = kicker; *p; p++)
        if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
    canvas_text_t k = menu_font(ui, CANVAS_FACE_BOLD, 13.5f, CANVAS_LEFT | CANVAS_MIDDLE, accent);
    k.tracking = 0.25f;
    k.glow = 5.0f * sc;
    k.glow_colour = canvas_with_alpha(accent, 0.45f);
    k.size = canvas_fit_size(c, &k, kicker, P.w - 2 * pad, 0.8f); /* "WUNCHUNK · PUZZLE 13/13 · SOLVED" */
    canvas_text(c, &k, P.x + pad, P.y + 30.0f * sc, kicker);
    const char *title = t->phase == TUT_DONE                 ? "Well done!"
                        : t->l.lv && t->l.lv->title[0] ? t->l.lv->title
                        : t->puzzle                    ? "Puzzle"
                        : t->strategy                  ? "How to win"
                                                       : "How to play";
    canvas_text_t tt = menu_font(ui, CANVAS_FACE_CONDENSED, 30, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    tt.colour2 = canvas_lighten(accent, 0.4f);
    tt.shadow = 2.0f * sc;
    tt.shadow_colour = canvas_hex(THEME_SHADOW, 220);
    char fit[WIDGET_LINE_MAX];
    tt.size = canvas_fit_size(c, &tt, title, P.w - 2 * pad, 0.7f);
    widget_fit_text(c, &tt, title, P.w - 2 * pad, fit, sizeof fit);
    canvas_text(c, &tt, P.x + pad, P.y + 64.0f * sc, fit);
    demo_ui_dots(c, ui, canvas_rect(P.x + pad, P.y + 96.0f * sc, P.w - 2 * pad, 18.0f * sc), t->files->n,
                 t->phase == TUT_DONE ? t->files->n : t->index, accent);
}

/* A box with a small label and wrapped text; returns its height. */
static float box(canvas_t *c, ui_t *ui, float x, float y, float w, float room, const char *label, const char *text,
                 canvas_colour_t edge, float size, canvas_face_t face)
{
    float sc = ui->scale, inner = w - 32.0f * sc;
    canvas_text_t t = menu_font(ui, face, size, CANVAS_LEFT | CANVAS_TOP, canvas_hex(THEME_INK, 250));
    char lines[12][WIDGET_LINE_MAX];
    float lh = size * 1.36f * sc, head = label ? 26.0f * sc : 0;
    int maxl = (int)((room - head - 26.0f * sc) / lh);
    if (maxl < 1) return 0;
    int n = widget_wrap(c, &t, text, inner, lines, maxl > 12 ? 12 : maxl);
    float h = head + (float)n * lh + 26.0f * sc;
    canvas_rect_t r = canvas_rect(x, y, w, h);
    canvas_soft_rrect(c, r, 12.0f * sc, 16.0f * sc, canvas_with_alpha(edge, 0.18f));
    canvas_fill_rrect(c, r, 12.0f * sc, canvas_solid(canvas_mix(canvas_hex(0x100d2e, 240), edge, 0.12f)));
    canvas_stroke_rrect(c, r, 12.0f * sc, 1.6f * sc, canvas_with_alpha(edge, 0.85f));
    if (label) {
        canvas_text_t lt = menu_font(ui, CANVAS_FACE_BOLD, 12.5f, CANVAS_LEFT | CANVAS_MIDDLE, edge);
        lt.tracking = 0.22f;
        canvas_text(c, &lt, x + 16.0f * sc, y + 20.0f * sc, label);
    }
    for (int i = 0; i < n; i++) canvas_text(c, &t, x + 16.0f * sc, y + head + 13.0f * sc + lh * (float)i, lines[i]);
    return h;
}

static void draw_text(tut_t *t, ui_t *ui, canvas_t *c, const tut_layout_t *L, canvas_colour_t accent)
{
    float sc = ui->scale;
    canvas_rect_t r = L->text;
    float y = r.y, bottom = r.y + r.h;
    if (t->err[0]) {
        box(c, ui, r.x, y, r.w, r.h, t->puzzle ? "CANNOT OPEN THIS PUZZLE" : "CANNOT OPEN THIS LESSON", t->err,
            canvas_hex(THEME_MAGENTA, 255), 15, CANVAS_FACE_REGULAR);
        return;
    }
    if (t->phase == TUT_DONE) {
        box(c, ui, r.x, y, r.w, r.h, NULL, t->say, canvas_hex(THEME_LIME, 255), 19, CANVAS_FACE_BOLD);
        return;
    }
    /* The feedback takes the room it needs at the bottom; the intro and the
     * question share the rest. */
    canvas_text_t it = menu_font(ui, CANVAS_FACE_REGULAR, 16.5f, CANVAS_LEFT | CANVAS_TOP, canvas_hex(THEME_INK_DIM, 245));
    float lh = 16.5f * 1.4f * sc;
    const char *intro = lesson_intro(&t->l);
    char lines[12][WIDGET_LINE_MAX];
    int n = widget_wrap(c, &it, intro, r.w, lines, 7);
    for (int i = 0; i < n; i++) canvas_text(c, &it, r.x, y + lh * (float)i, lines[i]);
    y += lh * (float)n + 14.0f * sc;
    y += box(c, ui, r.x, y, r.w, bottom - y, "YOUR MOVE", t->l.lv->goal, accent, 18.5f, CANVAS_FACE_BOLD) + 14.0f * sc;
    if (t->say_kind != TUT_SAY_BAD && tut_human_turn(t) && t->turn.n > 0) {
        /* A turn of several actions under way: how to finish or undo it. */
        const char *how = match_find(&t->turn, ACT_END)
                              ? "Confirm (E) ends your turn here; Backspace takes the last step back."
                              : "Your turn is not finished yet: go on, or take the last step back with Backspace.";
        box(c, ui, r.x, y, r.w, bottom - y, "TURN UNDER WAY", how, canvas_hex(THEME_CYAN, 255), 15.5f, CANVAS_FACE_REGULAR);
        return;
    }
    if (!t->say[0]) return;
    const char *const labels[] = {t->phase == TUT_REPLY ? "THE ANSWER" : "NOTE", t->puzzle ? "SOLVED!" : "RIGHT!",
                                  "NOT QUITE"};
    canvas_colour_t col = t->say_kind == TUT_SAY_GOOD ? canvas_hex(THEME_LIME, 255)
                          : t->say_kind == TUT_SAY_BAD ? canvas_hex(THEME_MAGENTA, 255)
                                                        : canvas_hex(THEME_CYAN, 255);
    const char *label = t->phase == TUT_SHOWN ? "AN ANSWER" : labels[t->say_kind];
    /* A refusal shakes the box a moment. */
    float age = (float)(ui->time - t->say_time), dx = 0;
    if (t->say_kind == TUT_SAY_BAD && age < 0.35f) dx = sinf(age * 60.0f) * 5.0f * sc * (1.0f - age / 0.35f);
    box(c, ui, r.x + dx, y, r.w, bottom - y, label, t->say, col, 16.5f, CANVAS_FACE_REGULAR);
}

static void draw_buttons(tut_t *t, ui_t *ui, canvas_t *c, const tut_layout_t *L, canvas_colour_t accent)
{
    static const char *const labels[TB_COUNT] = {"Confirm", "Pass", "", "", "", "", "",
                                                  "Show me", "Try again", "Next"};
    float sc = ui->scale;
    for (int i = 0; i < TB_COUNT; i++) {
        if (!L->shown[i]) continue;
        float hl = menu_hl_at(t->hl, t->hl_prev, i, 1.0);
        const char *label = labels[i];
        if (i == TB_OWN) label = game_words_of(t->r)->own.label ? game_words_of(t->r)->own.label : "";
        if (i == TB_SHOW && t->puzzle) label = "Hint";
        if (i == TB_NEXT && t->phase == TUT_DONE) label = t->more ? "How to win" : "Back";
        else if (i == TB_NEXT && t->phase == TUT_ASKING) label = "Skip";
        int primary = (i == TB_NEXT && (t->phase == TUT_RIGHT || t->phase == TUT_SHOWN || t->phase == TUT_DONE)) ||
                      (i == TB_RETRY && t->phase == TUT_WRONG) || (i == TB_CONFIRM && L->enabled[i]);
        if (i >= TB_COLOUR1 && i <= TB_COLOUR4) {
            int colour = i - TB_COLOUR1 + 1, chosen = t->turn.colour == colour;
            canvas_rect_t r = L->btn[i];
            demo_ui_button(c, ui, r, DEMO_ICON_NONE, "", accent, chosen ? 1.0f : hl, 0, 1);
            palette_piece_t pp;
            palette_piece(t->r->id, colour, ui->client && ui->client->settings.palette, &pp);
            canvas_fill_circle(c, r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.h * (chosen ? 0.32f : 0.24f),
                               canvas_radial(r.x + r.w * 0.45f, r.y + r.h * 0.4f, r.h * 0.36f, pp.hi, pp.base));
            if (chosen)
                canvas_stroke_circle(c, r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.h * 0.38f, 2.0f * sc, canvas_hex(0xffffff, 230));
            continue;
        }
        demo_ui_button(c, ui, L->btn[i], DEMO_ICON_NONE, label, accent, hl, primary, L->enabled[i]);
    }
}

static void draw_footer(tut_t *t, ui_t *ui, canvas_t *c, const tut_layout_t *L)
{
    static const char *const keys[] = {"Click", "E", "Bksp", "H", "N", "Esc"};
    static const char *const labels[] = {"Move", "Confirm", "Take back", "Show me", "Next", "Back"};
    static const char *const keys1[] = {"Click", "Bksp", "H", "N", "Esc"};
    static const char *const labels1[] = {"Move", "Try again", "Show me", "Next", "Back"};
    static const char *const plabels[] = {"Move", "Confirm", "Take back", "Hint", "Next", "Back"};
    static const char *const plabels1[] = {"Move", "Try again", "Hint", "Next", "Back"};
    canvas_rect_t b = L->base.board;
    /* One click makes a whole Churn or ConHex turn: nothing to confirm. */
    if (L->shown[TB_CONFIRM])
        widget_key_hints(c, b.x + b.w * 0.5f, L->base.footer_y, ui->scale, keys, t->puzzle ? plabels : labels, 6);
    else widget_key_hints(c, b.x + b.w * 0.5f, L->base.footer_y, ui->scale, keys1, t->puzzle ? plabels1 : labels1, 5);
}

void tut_draw(tut_t *t, ui_t *ui, canvas_t *c)
{
    tut_layout_t L;
    tut_layout(t, ui, &L);
    canvas_colour_t accent = theme_game_accent(t->r->id, 0, 255);
    demo_ui_background(c, ui);
    if (t->bv) bview_draw(t->bv, c, L.base.board);
    if (t->bv && t->cursor >= 0 && tut_human_turn(t)) {
        canvas_pt_t q = bview_target_px(t->bv, t->cursor);
        float rr = blayout_unit(bview_get_layout(t->bv)) * (t->l.s && board_on_sites(&t->l.s->game->board) ? 0.42f : 0.92f);
        canvas_stroke_circle(c, q.x, q.y, rr, 3.0f * ui->scale, canvas_hex(0xffffff, 230));
    }
    menu_panel(c, ui, L.base.panel);
    draw_header(t, ui, c, &L, accent);
    draw_text(t, ui, c, &L, accent);
    if (t->bv && L.scores.w > 0) bview_draw_scores(t->bv, c, L.scores);
    draw_buttons(t, ui, c, &L, accent);
    draw_footer(t, ui, c, &L);
}
