/* The play screen's side panel: the game, one card per player (colour,
 * seat, the game's counters, whose turn, the AI's progress), the game's own
 * line (phase and axes, energy, allotment), the swap offer, the Wunchunk
 * colours, the buttons and the move list. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "contract/words.h"
#include "draw/ease.h"
#include "draw/palette.h"
#include "draw/pieces.h"
#include "ui/play/play_int.h"
#include "ui/widgets/seat.h"
#include "draw/theme.h"
#include "ui/widgets/widgets.h"

static canvas_colour_t accent_of(const play_t *p)
{
    return theme_game_accent(p->s->game->rules->id, -1, 255);
}

static void draw_header(play_t *p, canvas_t *c, const play_layout_t *L)
{
    float sc = L->sc;
    canvas_rect_t r = L->header;
    const game_t *g = p->s->game;
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_CONDENSED;
    t.size = 30.0f * sc;
    t.align = CANVAS_LEFT | CANVAS_MIDDLE;
    t.colour = canvas_lighten(accent_of(p), 0.15f);
    t.glow = 6.0f * sc;
    t.glow_colour = canvas_with_alpha(accent_of(p), 0.5f);
    canvas_text(c, &t, r.x + 2.0f * sc, r.y + 18.0f * sc, g->rules->name);
    char sub[96];
    if (board_on_sites(&g->board))
        snprintf(sub, sizeof sub, "%d holes \xC2\xB7 %d cells \xC2\xB7 %d players", g->board.nsites, g->board.ncells,
                 g->setup.players);
    else snprintf(sub, sizeof sub, "Side %d \xC2\xB7 %d cells \xC2\xB7 %d players", g->setup.side, g->board.ncells,
                  g->setup.players);
    canvas_text_t s = {0};
    s.face = CANVAS_FACE_REGULAR;
    s.size = 13.0f * sc;
    s.align = CANVAS_LEFT | CANVAS_MIDDLE;
    s.colour = canvas_hex(THEME_INK_DIM, 220);
    canvas_text(c, &s, r.x + 2.0f * sc, r.y + 44.0f * sc, sub);
}

/* The seat's clock as a pill after its name line: lit in the seat's
 * colour while it runs, orange when low, magenta once the flag fell. */
static void draw_clock(play_t *p, canvas_t *c, float sc, float x, float y, int seat, canvas_colour_t glow)
{
    const gclock_t *ck = &p->s->clock;
    if (!gclock_on(ck)) return;
    char txt[32];
    gclock_time_text(gclock_left(ck, seat), txt, sizeof txt);
    int run = ck->running == seat && !play_over(p), low = gclock_low(ck, seat), out = gclock_flagged(ck, seat);
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 13.0f * sc;
    t.align = CANVAS_LEFT | CANVAS_MIDDLE;
    canvas_colour_t hot = out ? canvas_hex(THEME_MAGENTA, 255) : low ? canvas_hex(THEME_ORANGE, 255) : glow;
    canvas_rect_t pill = canvas_rect(x, y, canvas_text_width(c, &t, txt) + 14.0f * sc, 18.0f * sc);
    if (run) {
        /* A held clock (the other side's move still playing out) dims. */
        float a = ck->paused ? 0.55f : 1.0f;
        canvas_soft_rrect(c, pill, 9.0f * sc, 8.0f * sc, canvas_with_alpha(hot, 0.45f * a));
        canvas_fill_rrect(c, pill, 9.0f * sc, canvas_solid(canvas_with_alpha(hot, a)));
        t.colour = canvas_hex(THEME_BG_TOP, 255);
    } else {
        canvas_fill_rrect(c, pill, 9.0f * sc, canvas_solid(canvas_hex(0x0a0820, 220)));
        canvas_stroke_rrect(c, pill, 9.0f * sc, 1.0f * sc, canvas_with_alpha(low || out ? hot : canvas_hex(THEME_PANEL_EDGE, 255), 0.9f));
        t.colour = low || out ? canvas_lighten(hot, 0.2f) : canvas_hex(THEME_INK_DIM, 240);
    }
    canvas_text(c, &t, pill.x + 7.0f * sc, pill.y + pill.h * 0.5f, txt);
}

static void draw_card(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L, int colour)
{
    float sc = L->sc;
    canvas_rect_t r = L->card[colour - 1];
    const game_t *g = p->s->game;
    const void *st = match_state(&p->turn);
    const game_head_t *h = game_head(st);
    int over = h->status != GAME_ONGOING, turn = !over && h->to_move == colour;
    int winner = over && (h->winners >> (colour - 1) & 1);
    palette_piece_t pc;
    palette_piece(g->rules->id, colour, p->applied.palette != 0, &pc);
    float pulse = 0.5f + 0.5f * sinf((float)ui->time * 4.0f);
    canvas_colour_t edge = turn ? pc.glow : winner ? canvas_hex(THEME_AMBER, 255) : canvas_hex(THEME_PANEL_EDGE, 200);
    hud_box(c, r, sc, edge, turn ? 0.6f + 0.4f * pulse : winner ? 0.8f : 0.0f);
    float cy = r.y + r.h * 0.5f, big = r.h > 60.0f * sc;
    float sr = (big ? 17.0f : 14.0f) * sc, sx = r.x + 14.0f * sc + sr;
    if (turn) pieces_glow(c, sx, cy, sr * 2.0f, canvas_with_alpha(pc.glow, 0.3f + 0.2f * pulse));
    hud_stone(c, g->rules->id, colour, sx, cy, sr, p->applied.palette != 0);

    int seat = seat_of_colour(p->s, colour);
    char who[64], kind[64], line[96];
    seat_name(p->s, seat, who, sizeof who);
    seat_kind(p->s, seat, kind, sizeof kind);
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = (big ? 18.0f : 16.0f) * sc;
    t.align = CANVAS_LEFT | CANVAS_BASELINE;
    t.colour = canvas_hex(THEME_INK, 250);
    float tx = sx + sr + 12.0f * sc;
    canvas_text(c, &t, tx, cy - 2.0f * sc, seat_colour_name(p->s, colour));
    canvas_text_t k = t;
    k.face = CANVAS_FACE_REGULAR;
    k.size = (big ? 13.5f : 12.5f) * sc;
    k.align = CANVAS_LEFT | CANVAS_TOP;
    k.colour = canvas_hex(THEME_INK_DIM, 230);
    if (!strcmp(kind, "Human")) snprintf(line, sizeof line, "%s", who);
    else snprintf(line, sizeof line, "%s", kind);
    if (!strcmp(kind, "Human") && strcmp(who, "You")) snprintf(line, sizeof line, "%s \xC2\xB7 Human", who);
    canvas_text(c, &k, tx, cy + 4.0f * sc, line);
    draw_clock(p, c, sc, tx + canvas_text_width(c, &k, line) + 10.0f * sc, cy + 3.0f * sc, seat + 1, pc.glow);

    /* The counters, right-aligned: big numbers with their words under. */
    const game_words_t *w = g->rules->words && g->rules->words->nscores ? g->rules->words : NULL;
    int sv[GAME_SCORE_MAX];
    /* The counts of the position the board shows: they change when the
     * animation shows the change, not before. */
    const void *seen = bview_counts_state(p->bv, colour);
    int ns = g->rules->score ? g->rules->score(g, seen, colour, sv, GAME_SCORE_MAX) : 0;
    int shown = w ? (ns < w->nscores ? ns : w->nscores) : (ns < 2 ? ns : 2);
    float rx = r.x + r.w - 14.0f * sc;
    for (int i = shown - 1; i >= 0; i--) {
        char num[16];
        snprintf(num, sizeof num, "%d", sv[i]);
        const char *word = w ? (sv[i] == 1 ? w->score_one[i] : w->score_many[i]) : "";
        canvas_text_t nt = {0};
        nt.face = CANVAS_FACE_BOLD;
        nt.size = (big ? 24.0f : 20.0f) * sc;
        nt.align = CANVAS_CENTRE | CANVAS_BASELINE;
        nt.colour = canvas_hex(THEME_INK, 250);
        canvas_text_t wt = nt;
        wt.face = CANVAS_FACE_REGULAR;
        wt.size = 11.0f * sc;
        wt.align = CANVAS_CENTRE | CANVAS_TOP;
        wt.colour = canvas_hex(THEME_INK_DIM, 220);
        float colw = fmaxf(canvas_text_width(c, &wt, word), canvas_text_width(c, &nt, num));
        float mx = rx - colw * 0.5f;
        canvas_text(c, &nt, mx, cy + 3.0f * sc, num);
        canvas_text(c, &wt, mx, cy + 7.0f * sc, word);
        rx -= colw + 14.0f * sc;
    }
    /* Tags: to move / thinking / winner. */
    canvas_text_t tag = {0};
    tag.face = CANVAS_FACE_BOLD;
    tag.size = 10.5f * sc;
    tag.tracking = 0.12f;
    tag.align = CANVAS_LEFT | CANVAS_MIDDLE;
    const char *label = NULL;
    canvas_colour_t tc = pc.glow;
    if (winner) label = "WINNER", tc = canvas_hex(THEME_AMBER, 255);
    else if (turn && play_ai_thinking(p)) label = "THINKING";
    else if (turn) label = "TO MOVE";
    if (label) {
        tag.colour = canvas_lighten(tc, 0.35f);
        float lw = canvas_text_width(c, &tag, label) + 12.0f * sc;
        canvas_rect_t pill = canvas_rect(tx + canvas_text_width(c, &t, seat_colour_name(p->s, colour)) + 10.0f * sc,
                                         cy - 2.0f * sc - t.size * 0.72f - 1.0f * sc, lw, 16.0f * sc);
        canvas_fill_rrect(c, pill, 8.0f * sc, canvas_solid(canvas_with_alpha(canvas_darken(tc, 0.55f), 0.9f)));
        canvas_stroke_rrect(c, pill, 8.0f * sc, 1.0f * sc, canvas_with_alpha(tc, 0.9f));
        canvas_text(c, &tag, pill.x + 6.0f * sc, pill.y + pill.h * 0.5f, label);
    }
    if (turn && play_ai_thinking(p)) {
        float prog = ease_clamp((float)play_ai_progress(p), 0.03f, 1.0f);
        canvas_rect_t bar = canvas_rect(r.x + 10.0f * sc, r.y + r.h - 7.0f * sc, r.w - 20.0f * sc, 3.0f * sc);
        canvas_fill_rrect(c, bar, 1.5f * sc, canvas_solid(canvas_hex(0x0a0820, 230)));
        bar.w *= prog;
        canvas_fill_rrect(c, bar, 1.5f * sc, canvas_solid(pc.glow));
    }
}

void hud_line(const play_t *p, char *buf, size_t n)
{
    const game_t *g = p->s->game;
    if (n) buf[0] = '\0';
    if (g->rules->status_text) g->rules->status_text(g, match_state(&p->turn), buf, n);
    if (!buf[0]) {
        const game_head_t *h = game_head(match_state(&p->turn));
        if (h->status == GAME_ONGOING) snprintf(buf, n, "Move %d", play_move_number(p));
        else {
            /* Counted as every screen counts them (a flag fall is no move). */
            int moves = session_moves(p->s, p->s->cur);
            snprintf(buf, n, "Game over after %d move%s", moves, moves == 1 ? "" : "s");
        }
    }
}

static void draw_line(play_t *p, canvas_t *c, const play_layout_t *L)
{
    float sc = L->sc;
    char buf[192];
    hud_line(p, buf, sizeof buf);
    canvas_rect_t r = L->line;
    canvas_fill_rrect(c, r, 8.0f * sc, canvas_solid(canvas_hex(0x0e0c2a, 220)));
    canvas_stroke_rrect(c, r, 8.0f * sc, 1.0f * sc, canvas_with_alpha(accent_of(p), 0.55f));
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 14.5f * sc;
    t.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    t.colour = canvas_lighten(accent_of(p), 0.55f);
    /* Two lines when it is long (Churn's smallest group, Zumo's energy). */
    char lines[2][WIDGET_LINE_MAX];
    int n = widget_wrap(c, &t, buf, r.w - 16.0f * sc, lines, 2);
    if (n > 1) {
        t.size = 13.0f * sc;
        n = widget_wrap(c, &t, buf, r.w - 16.0f * sc, lines, 2);
    }
    float lh = t.size * 1.25f, cy = r.y + r.h * 0.5f - (n - 1) * lh * 0.5f;
    for (int i = 0; i < n; i++) canvas_text(c, &t, r.x + r.w * 0.5f, cy + i * lh, lines[i]);
}

/* The pie rule as a plain choice: what swapping does, and the button. */
static void draw_choice(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L)
{
    float sc = L->sc;
    canvas_rect_t r = L->choice;
    float pulse = 0.5f + 0.5f * sinf((float)ui->time * 3.0f);
    hud_box(c, r, sc, canvas_hex(THEME_AMBER, 255), 0.5f + 0.5f * pulse);
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 16.0f * sc;
    t.align = CANVAS_LEFT | CANVAS_TOP;
    t.colour = canvas_hex(THEME_AMBER, 255);
    canvas_text(c, &t, r.x + 12.0f * sc, r.y + 10.0f * sc, "Swap or play on?");
    char text[256];
    const char *c1 = seat_colour_name(p->s, 1), *c2 = seat_colour_name(p->s, 2);
    snprintf(text, sizeof text, "Swap: %s's first move becomes yours and you play %s. Or just play a %s move.", c1,
             c1, c2);
    canvas_text_t s = {0};
    s.face = CANVAS_FACE_REGULAR;
    s.size = 12.5f * sc;
    s.align = CANVAS_LEFT | CANVAS_TOP;
    s.colour = canvas_hex(THEME_INK, 230);
    const play_btn_t *sw = &L->btn[PB_SWAP];
    char lines[3][WIDGET_LINE_MAX];
    int n = widget_wrap(c, &s, text, sw->r.x - r.x - 22.0f * sc, lines, 3);
    for (int i = 0; i < n; i++) canvas_text(c, &s, r.x + 12.0f * sc, r.y + 34.0f * sc + i * 16.0f * sc, lines[i]);
    const play_btn_t *bt = &L->btn[PB_SWAP];
    int hot = canvas_rect_contains(bt->r, p->pointer_x, p->pointer_y);
    hud_button_draw(c, bt, sc, canvas_hex(THEME_AMBER, 255), hot || pulse > 0.7f);
}

static void draw_palette(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L)
{
    float sc = L->sc;
    canvas_rect_t r = L->palette;
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 14.0f * sc;
    t.align = CANVAS_LEFT | CANVAS_MIDDLE;
    t.colour = canvas_hex(THEME_INK, 235);
    canvas_text(c, &t, r.x + 2.0f * sc, r.y + 9.0f * sc, "Stone colour");
    float lw = canvas_text_width(c, &t, "Stone colour");
    t.face = CANVAS_FACE_REGULAR;
    t.size = 12.0f * sc;
    t.colour = canvas_hex(THEME_INK_DIM, 220);
    char keys[32];
    snprintf(keys, sizeof keys, "keys 1-%d, C cycles", p->s->game->setup.players);
    canvas_text(c, &t, r.x + lw + 12.0f * sc, r.y + 9.5f * sc, keys);
    for (int i = 0; i < p->s->game->setup.players; i++) {
        const play_btn_t *b = &L->btn[PB_COLOUR1 + i];
        if (!b->shown) continue;
        palette_piece_t pc;
        palette_piece(p->s->game->rules->id, i + 1, p->applied.palette != 0, &pc);
        int hot = canvas_rect_contains(b->r, p->pointer_x, p->pointer_y);
        play_btn_t copy = *b;
        copy.label = "";
        copy.key = NULL;
        hud_button_draw(c, &copy, sc, pc.glow, hot || b->active);
        float y = b->r.y + b->r.h * 0.5f;
        if (b->active) {
            float pulse = 0.5f + 0.5f * sinf((float)ui->time * 5.0f);
            pieces_glow(c, b->r.x + 18.0f * sc, y, 20.0f * sc, canvas_with_alpha(pc.glow, 0.4f + 0.3f * pulse));
        }
        hud_stone(c, p->s->game->rules->id, i + 1, b->r.x + 18.0f * sc, y, 11.0f * sc, p->applied.palette != 0);
        canvas_text_t k = {0};
        k.face = CANVAS_FACE_BOLD;
        k.size = 14.0f * sc;
        k.align = CANVAS_CENTRE | CANVAS_MIDDLE;
        k.colour = canvas_hex(THEME_INK, b->active ? 255 : 200);
        canvas_text(c, &k, b->r.x + b->r.w - 15.0f * sc, y, b->key);
    }
}

void hud_draw_panel(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L)
{
    float sc = L->sc;
    canvas_rect_t P = L->panel;
    canvas_soft_rrect(c, P, 16.0f * sc, 24.0f * sc, canvas_hex(THEME_SHADOW, 180));
    canvas_fill_rrect(c, P, 16.0f * sc,
                      canvas_linear(0, P.y, canvas_hex(0x17133f, 245), 0, P.y + P.h, canvas_hex(0x100d2c, 245)));
    canvas_stroke_rrect(c, P, 16.0f * sc, 1.5f * sc, canvas_with_alpha(accent_of(p), 0.5f));
    draw_header(p, c, L);
    for (int i = 0; i < L->ncards; i++) draw_card(p, ui, c, L, i + 1);
    draw_line(p, c, L);
    if (L->choice.h > 0) draw_choice(p, ui, c, L);
    if (L->palette.h > 0) draw_palette(p, ui, c, L);
    for (int i = 0; i < PB_COUNT; i++) {
        const play_btn_t *b = &L->btn[i];
        if (!b->shown || i == PB_SWAP || (i >= PB_COLOUR1 && i <= PB_COLOUR4)) continue;
        int hot = canvas_rect_contains(b->r, p->pointer_x, p->pointer_y);
        canvas_colour_t acc = i == PB_CONFIRM ? canvas_hex(THEME_LIME, 255)
                              : i == PB_HINT  ? canvas_hex(THEME_CYAN, 255)
                                              : accent_of(p);
        /* The confirm button glows when the turn waits for it, the pass
         * button while a pass waits for its answer. */
        play_btn_t copy = *b;
        int glow = (i == PB_CONFIRM && b->enabled && match_only_end(&p->turn)) || (i == PB_PASS && p->pass_asked);
        hud_button_draw(c, &copy, sc, acc, hot || glow);
    }
    hud_draw_moves(p, ui, c, L->moves);
    play_an_draw(p, ui, c, L);
    if (L->back.h > 0) {
        play_btn_t b = {.r = L->back, .shown = 1, .enabled = 1, .label = "Back to the game", .key = "Esc"};
        hud_button_draw(c, &b, L->sc, canvas_hex(THEME_AMBER, 255), 1);
    }
}
