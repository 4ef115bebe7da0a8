/* Where the review screen puts things and how it draws them: the board
 * with its step buttons and the graph under it on the left; on the right
 * the analysis progress, the selected move (its mark, the better move), the
 * legend, the buttons and the move list with each move's mark. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/foreign.h"
#include "draw/palette.h"
#include "draw/theme.h"
#include "contract/words.h"
#include "ui/app/client.h"
#include "ui/review/review_int.h"
#include "ui/widgets/hexbg.h"
#include "ui/widgets/seat.h"
#include "ui/widgets/widgets.h"

#define SIDE_W 380.0f
#define ROW_H 22.0f
#define GRAPH_H 150.0f
#define WRONG_LINES 7 /* the moment's sentence: what, why, the better move */

/* The summary under a finished analysis: its line, then a row a player. */
#define SUMMARY_TOP 22.0f
#define SUMMARY_ROW 18.0f

static int summary_shown(const review_t *r) { return !r->run && r->npos > 1 && r->analysed >= r->npos; }

void review_layout(const review_t *r, const ui_t *ui, review_layout_t *L)
{
    memset(L, 0, sizeof *L);
    float sc = ui->scale, W = (float)ui->width, H = (float)ui->height, m = 18.0f * sc;
    L->sc = sc;
    L->side = canvas_rect(W - SIDE_W * sc - m, m, SIDE_W * sc, H - 2 * m);
    float lw = L->side.x - 2 * m;
    L->graph = canvas_rect(m, H - m - GRAPH_H * sc, lw, GRAPH_H * sc);
    float cy = L->graph.y - 50.0f * sc;
    L->board = canvas_rect(m, m + 34.0f * sc, lw, cy - 6.0f * sc - (m + 34.0f * sc));
    static const char *const labels[RVB_COUNT] = {"|\xE2\x97\x80", "\xE2\x97\x80", "\xE2\x96\xB6", "\xE2\x96\xB6|",
                                                  "Cancel", "Analyse", "Back"};
    static const char *const keys[RVB_COUNT] = {NULL, NULL, NULL, NULL, "C", "A", "Esc"};
    for (int i = 0; i < RVB_COUNT; i++) {
        L->btn[i].label = labels[i];
        L->btn[i].key = keys[i];
        L->btn[i].shown = 1;
        L->btn[i].enabled = 1;
    }
    L->btn[RVB_FIRST].enabled = L->btn[RVB_PREV].enabled = r->k > 0;
    L->btn[RVB_NEXT].enabled = L->btn[RVB_LAST].enabled = r->k < r->npos - 1;
    if (r->wrong_seat && r->nwrong > 0) { /* the buttons step through the moments */
        L->btn[RVB_FIRST].enabled = L->btn[RVB_PREV].enabled = r->wi > 0;
        L->btn[RVB_NEXT].enabled = L->btn[RVB_LAST].enabled = r->wi < r->nwrong - 1;
    }
    float bw = 58.0f * sc, gap = 10.0f * sc, x = m + (lw - 4 * bw - 3 * gap) * 0.5f;
    for (int i = RVB_FIRST; i <= RVB_LAST; i++, x += bw + gap) L->btn[i].r = canvas_rect(x, cy, bw, 40.0f * sc);

    canvas_rect_t S = L->side;
    float px = S.x + 16.0f * sc, pw = S.w - 32.0f * sc, y = S.y + 14.0f * sc;
    y += 52.0f * sc; /* the heading */
    /* A finished analysis: its line, then each player's marks. */
    float ph = summary_shown(r) ? (SUMMARY_TOP + SUMMARY_ROW * r->players) * sc : 40.0f * sc;
    L->progress = canvas_rect(px, y, pw, ph);
    L->btn[RVB_CANCEL].shown = r->run != NULL;
    L->btn[RVB_CANCEL].r = canvas_rect(px + pw - 110.0f * sc, y + 2.0f * sc, 110.0f * sc, 36.0f * sc);
    y += ph + 8.0f * sc;
    /* What went wrong says a whole sentence about each moment, and why:
     * up to WRONG_LINES lines. */
    float ih = r->wrong_seat ? 56.0f + 19.0f * WRONG_LINES : 74.0f;
    L->info = canvas_rect(px, y, pw, ih * sc);
    y += (ih + 6.0f) * sc;
    L->legend = canvas_rect(px, y, pw, 24.0f * sc);
    y += 30.0f * sc;
    float hb = (pw - gap) * 0.5f;
    L->btn[RVB_ANALYSE].r = canvas_rect(px, y, hb, 40.0f * sc);
    L->btn[RVB_BACK].r = canvas_rect(px + hb + gap, y, hb, 40.0f * sc);
    y += 48.0f * sc;
    L->footer_y = S.y + S.h - 20.0f * sc;
    float bottom = L->footer_y - 22.0f * sc;
    L->moves = canvas_rect(px, y, pw, bottom - y > 0 ? bottom - y : 0);
}

int review_list_rows(const review_layout_t *L)
{
    int n = (int)((L->moves.h - 32.0f * L->sc) / (ROW_H * L->sc));
    return n > 0 ? n : 0;
}

canvas_rect_t review_list_row(const review_layout_t *L, int row)
{
    float rh = ROW_H * L->sc;
    return canvas_rect(L->moves.x + 4.0f * L->sc, L->moves.y + 28.0f * L->sc + row * rh, L->moves.w - 8.0f * L->sc, rh);
}

int review_list_hit(const review_t *r, const review_layout_t *L, float x, float y)
{
    int rows = review_list_rows(L);
    for (int i = 0; i < rows && r->scroll + i + 1 < r->npos; i++)
        if (canvas_rect_contains(review_list_row(L, i), x, y)) return r->scroll + i + 1;
    return -1;
}

/* The colour that moved into position i. */
static int mover_of(const review_t *r, int i) { return game_head(r->s->hist[i - 1].state)->to_move; }

/* Entries that are not moves: a restart, a flag fall ("flag C"). */
static session_entry_kind_t kind_of(const review_t *r, int e) { return r->s->hist[e].kind; }

/* The colour an entry is about (a flag fall's own colour). */
static int colour_of(const review_t *r, int e)
{
    if (kind_of(r, e) == SESSION_FLAG) return atoi(r->s->hist[e].move + strlen(SESSION_FLAG_WORD));
    int c;
    if (session_end_of(r->s, e, &c) && c) return c;
    return mover_of(r, e);
}

static void draw_list(review_t *r, canvas_t *c, const review_layout_t *L)
{
    float sc = L->sc;
    canvas_rect_t R = L->moves;
    if (R.h < 60.0f * sc) return;
    canvas_fill_rrect(c, R, 10.0f * sc, canvas_solid(canvas_hex(0x0c0a26, 200)));
    canvas_stroke_rrect(c, R, 10.0f * sc, 1.0f * sc, canvas_hex(THEME_PANEL_EDGE, 160));
    canvas_text_t h = hud_text(CANVAS_FACE_BOLD, 11.5f * sc, THEME_INK_DIM, CANVAS_LEFT | CANVAS_MIDDLE);
    h.tracking = 0.18f;
    canvas_text(c, &h, R.x + 12.0f * sc, R.y + 14.0f * sc, "MOVES");
    int rows = review_list_rows(L);
    canvas_text_t num = hud_text(CANVAS_FACE_REGULAR, 12.5f * sc, THEME_INK_FAINT, CANVAS_RIGHT | CANVAS_MIDDLE);
    canvas_text_t mv = hud_text(CANVAS_FACE_BOLD, 14.0f * sc, THEME_INK, CANVAS_LEFT | CANVAS_MIDDLE);
    canvas_text_t mk = hud_text(CANVAS_FACE_REGULAR, 12.0f * sc, THEME_INK_DIM, CANVAS_RIGHT | CANVAS_MIDDLE);
    int cb = r->ui->client && r->ui->client->settings.palette != 0;
    for (int i = 0; i < rows && r->scroll + i + 1 < r->npos; i++) {
        int e = r->scroll + i + 1;
        canvas_rect_t row = review_list_row(L, i);
        float y = row.y + row.h * 0.5f;
        if (e == r->k) canvas_fill_rrect(c, row, 6.0f * sc, canvas_solid(canvas_hex(0x2a2570, 220)));
        char nb[16];
        snprintf(nb, sizeof nb, "%d.", e);
        canvas_text(c, &num, row.x + 36.0f * sc, y, nb);
        session_entry_kind_t kind = kind_of(r, e);
        if (kind != SESSION_RESTART) hud_stone(c, r->s->game->rules->id, colour_of(r, e), row.x + 50.0f * sc, y, 6.0f * sc, cb);
        char fit[MOVE_TEXT_MAX];
        const char *words = kind == SESSION_RESTART ? "- restart -"
                            : kind == SESSION_FLAG  ? "- out of time -"
                            : kind == SESSION_END   ? seat_end_label(r->s, e)
                                                    : r->s->hist[e].move;
        widget_fit_text(c, &mv, words, row.w - 170.0f * sc, fit, sizeof fit);
        canvas_text(c, &mv, row.x + 62.0f * sc, y, fit);
        int m = r->mark[e];
        if (e < r->analysed && m > RMARK_GOOD) {
            mk.colour = rgraph_mark_colour(m);
            canvas_text(c, &mk, row.x + row.w - 22.0f * sc, y, rgraph_mark_name(m));
            canvas_fill_circle(c, row.x + row.w - 11.0f * sc, y, 4.0f * sc, canvas_solid(rgraph_mark_colour(m)));
        }
    }
}

/* What went wrong: the moment shown, or why there is none. */
static void draw_wrong(review_t *r, canvas_t *c, const review_layout_t *L)
{
    float sc = L->sc;
    canvas_rect_t R = L->info;
    hud_box(c, R, sc, canvas_hex(THEME_MAGENTA, 200), 0);
    canvas_text_t a = hud_text(CANVAS_FACE_BOLD, 15.0f * sc, THEME_INK, CANVAS_LEFT | CANVAS_MIDDLE);
    canvas_text_t b = hud_text(CANVAS_FACE_REGULAR, 13.5f * sc, THEME_INK, CANVAS_LEFT | CANVAS_MIDDLE);
    float w = R.w - 24.0f * sc, x = R.x + 12.0f * sc;
    char head[160], text[600], fit[WIDGET_LINE_MAX], lines[WRONG_LINES][WIDGET_LINE_MAX];
    int k = r->nwrong > 0 ? r->wrong[r->wi] : -1;
    if (r->nwrong < 0) {
        snprintf(head, sizeof head, "Finding what decided the game\xE2\x80\xA6");
        snprintf(text, sizeof text, "%s", r->run ? "The game is being analysed: each of your moves is weighed." : "The analysis did not finish.");
    } else if (r->nwrong == 0) {
        snprintf(head, sizeof head, "No big mistakes");
        snprintf(text, sizeof text, "None of your moves lost much of your chance to win: your opponent simply played well.");
    } else if (r->k != k) {
        snprintf(head, sizeof head, "%d moment%s decided it", r->nwrong, r->nwrong == 1 ? "" : "s");
        snprintf(text, sizeof text, "\xE2\x86\x90 \xE2\x86\x92 go back to them.");
    } else {
        snprintf(head, sizeof head, "%d of %d \xC2\xB7 %s", r->wi + 1, r->nwrong,
                 r->better ? "the better move" : "the move played");
        review_wrong_sentence(r, k, text, sizeof text);
    }
    widget_fit_text(c, &a, head, w, fit, sizeof fit);
    canvas_text(c, &a, x, R.y + 18.0f * sc, fit);
    int n = widget_wrap(c, &b, text, w, lines, WRONG_LINES);
    for (int i = 0; i < n; i++) canvas_text(c, &b, x, R.y + (42.0f + 19.0f * (float)i) * sc, lines[i]);
}

/* Move text played at position k-1 (the move k, or the better move) in the
 * game's words: "Red places at E8"; "" where it does not parse. */
static void worded(const review_t *r, int k, const char *who, const char *text, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    const game_t *g = r->s->game;
    if (k <= 0 || k >= r->npos || !text) return;
    const void *before = r->s->hist[k - 1].state;
    move_t m;
    char err[GAME_ERR_MAX], say[200];
    const char *names[GAME_MAX_PLAYERS];
    for (int p = 1; p <= g->setup.players && p <= GAME_MAX_PLAYERS; p++) names[p - 1] = seat_colour_name(r->s, p);
    if (!before || g->rules->parse(g, before, text, &m, err, sizeof err) != 0) return;
    words_move_say(g, before, &m, 0, names, say, sizeof say);
    if (say[0]) snprintf(buf, n, "%s%s%s", who ? who : "", who ? " " : "", say);
}

/* The selected move: who played what, its mark, the better move. */
static void draw_info(review_t *r, canvas_t *c, const review_layout_t *L)
{
    if (r->wrong_seat) {
        draw_wrong(r, c, L);
        return;
    }
    float sc = L->sc;
    canvas_rect_t R = L->info;
    hud_box(c, R, sc, canvas_hex(THEME_PANEL_EDGE, 200), 0);
    canvas_text_t a = hud_text(CANVAS_FACE_BOLD, 15.0f * sc, THEME_INK, CANVAS_LEFT | CANVAS_MIDDLE);
    canvas_text_t b = hud_text(CANVAS_FACE_REGULAR, 13.5f * sc, THEME_INK_DIM, CANVAS_LEFT | CANVAS_MIDDLE);
    char line[MOVE_TEXT_MAX + 96], fit[MOVE_TEXT_MAX + 96];
    int k = r->k;
    float w = R.w - 24.0f * sc, x = R.x + 12.0f * sc;
    int moves = session_moves(r->s, r->npos - 1);
    if (k == 0) snprintf(line, sizeof line, "Start \xC2\xB7 %d move%s", moves, moves == 1 ? "" : "s");
    else if (kind_of(r, k) == SESSION_RESTART) snprintf(line, sizeof line, "%d. Restart", k);
    else if (kind_of(r, k) == SESSION_FLAG) snprintf(line, sizeof line, "%d. %s ran out of time", k, seat_colour_name(r->s, colour_of(r, k)));
    else if (kind_of(r, k) == SESSION_END) {
        char end[FOREIGN_NAME_MAX + 96];
        seat_end_line(r->s, k, end, sizeof end);
        snprintf(line, sizeof line, "%d. %s", k, end);
    }
    else snprintf(line, sizeof line, "%d. %s played %s", k, seat_colour_name(r->s, mover_of(r, k)), r->s->hist[k].move);
    widget_fit_text(c, &a, line, w, fit, sizeof fit);
    canvas_text(c, &a, x, R.y + 20.0f * sc, fit);
    line[0] = '\0';
    if (k > 0 && kind_of(r, k) != SESSION_MOVE) return; /* no mark, no win rates */
    if (k > 0 && k < r->analysed) {
        int m = r->mark[k];
        int mover = mover_of(r, k);
        float before = r->win[(k - 1) * r->players + mover - 1], after = r->win[k * r->players + mover - 1];
        b.colour = rgraph_mark_colour(m);
        snprintf(line, sizeof line, "%s \xC2\xB7 win %d%% \xE2\x86\x92 %d%%", rgraph_mark_name(m), (int)(before * 100 + 0.5f),
                 (int)(after * 100 + 0.5f));
        widget_fit_text(c, &b, line, w, fit, sizeof fit);
        canvas_text(c, &b, x, R.y + 42.0f * sc, fit);
        const char *better = review_better(r, k);
        if (better) {
            /* Long moves (a Zumo turn's pushes) leave out the key first
             * (the footer names it), then the move played (the line above
             * says it): the better move is never cut. */
            b.colour = canvas_hex(THEME_CYAN, 240);
            if (r->better) snprintf(line, sizeof line, "Better: %s, instead of %s (B: back)", better, r->s->hist[k].move);
            else snprintf(line, sizeof line, "Better: %s (B shows it)", better);
            if (canvas_text_width(c, &b, line) > w && r->better)
                snprintf(line, sizeof line, "Better: %s, instead of %s", better, r->s->hist[k].move);
            if (canvas_text_width(c, &b, line) > w) snprintf(line, sizeof line, "Better: %s", better);
            widget_fit_text(c, &b, line, w, fit, sizeof fit);
            canvas_text(c, &b, x, R.y + 62.0f * sc, fit);
        }
    } else if (k > 0) {
        canvas_text(c, &b, x, R.y + 42.0f * sc, r->run ? "Not analysed yet." : "Not analysed.");
    }
}

/* Each player's count of marked moves, by colour: "1 inaccuracy, 2 blunders". */
static void draw_summary(review_t *r, canvas_t *c, canvas_rect_t R)
{
    float sc = r->ui->scale;
    canvas_text_t t = hud_text(CANVAS_FACE_REGULAR, 13.0f * sc, THEME_INK, CANVAS_LEFT | CANVAS_MIDDLE);
    int cb = r->ui->client && r->ui->client->settings.palette != 0;
    for (int p = 1; p <= r->players; p++) {
        int count[RMARK_COUNT] = {0}, moves = 0;
        for (int k = 1; k < r->npos; k++) {
            if (kind_of(r, k) != SESSION_MOVE || mover_of(r, k) != p || r->mark[k] < 0 || r->mark[k] >= RMARK_COUNT) continue;
            count[r->mark[k]]++;
            moves++;
        }
        float y = R.y + (SUMMARY_TOP + SUMMARY_ROW * (p - 1) + SUMMARY_ROW * 0.5f) * sc;
        hud_stone(c, r->s->game->rules->id, p, R.x + 7.0f * sc, y, 6.0f * sc, cb);
        char line[160], fit[160];
        int at = snprintf(line, sizeof line, "%s: ", seat_colour_name(r->s, p));
        static const char *const plural[RMARK_COUNT] = {"", "inaccuracies", "mistakes", "blunders"};
        int any = 0;
        for (int m = RMARK_INACCURACY; m < RMARK_COUNT; m++) {
            if (!count[m]) continue;
            at += snprintf(line + at, sizeof line - (size_t)at, "%s%d %s", any ? ", " : "", count[m],
                           count[m] == 1 ? rgraph_mark_name(m) : plural[m]);
            any = 1;
        }
        if (!any) snprintf(line + at, sizeof line - (size_t)at, moves ? "every move good" : "no moves");
        widget_fit_text(c, &t, line, R.w - 20.0f * sc, fit, sizeof fit);
        canvas_text(c, &t, R.x + 18.0f * sc, y, fit);
    }
}

static void draw_progress(review_t *r, canvas_t *c, const review_layout_t *L)
{
    float sc = L->sc;
    canvas_rect_t R = L->progress;
    canvas_text_t t = hud_text(CANVAS_FACE_REGULAR, 13.5f * sc, THEME_INK_DIM, CANVAS_LEFT | CANVAS_MIDDLE);
    char line[900], fit[900];
    float w = R.w;
    if (r->run) {
        w = L->btn[RVB_CANCEL].r.x - R.x - 10.0f * sc;
        double p = review_run_progress(r);
        snprintf(line, sizeof line, "Analysing\xE2\x80\xA6 %d%%", (int)(p * 100));
        canvas_text(c, &t, R.x, R.y + 11.0f * sc, line);
        canvas_rect_t bar = canvas_rect(R.x, R.y + 26.0f * sc, w, 8.0f * sc);
        canvas_fill_rrect(c, bar, 4.0f * sc, canvas_solid(canvas_hex(THEME_TILE, 255)));
        bar.w *= (float)p;
        if (bar.w > 1) canvas_fill_rrect(c, bar, 4.0f * sc, canvas_solid(canvas_hex(THEME_CYAN, 230)));
        return;
    }
    if (r->note[0]) snprintf(line, sizeof line, "%s", r->note);
    else if (r->from_save) snprintf(line, sizeof line, "Analysis read from the save.");
    else if (r->cancelled) snprintf(line, sizeof line, "Analysis cancelled at %d of %d positions.", r->analysed, r->npos);
    else snprintf(line, sizeof line, "Analysis done.");
    widget_fit_text(c, &t, line, w, fit, sizeof fit);
    int summary = summary_shown(r);
    canvas_text(c, &t, R.x, R.y + (summary ? SUMMARY_TOP * 0.5f : 20.0f) * sc, fit);
    if (summary) draw_summary(r, c, R);
}

static void draw_legend(canvas_t *c, const review_layout_t *L)
{
    float sc = L->sc, x = L->legend.x, y = L->legend.y + L->legend.h * 0.5f, step = L->legend.w / RMARK_COUNT;
    canvas_text_t t = hud_text(CANVAS_FACE_REGULAR, 12.5f * sc, THEME_INK_DIM, CANVAS_LEFT | CANVAS_MIDDLE);
    for (int m = 0; m < RMARK_COUNT; m++, x += step) {
        canvas_fill_circle(c, x + 6.0f * sc, y, 5.0f * sc, canvas_solid(rgraph_mark_colour(m)));
        canvas_text(c, &t, x + 15.0f * sc, y, rgraph_mark_name(m));
    }
}

void review_draw(review_t *r, ui_t *ui, canvas_t *c)
{
    review_layout_t L;
    review_layout(r, ui, &L);
    float sc = L.sc;
    hexbg_render(c, sc, ui->time);
    canvas_fill_rect(c, canvas_rect(0, 0, (float)ui->width, (float)ui->height), canvas_solid(canvas_hex(THEME_BG_TOP, 120)));
    const game_t *g = r->s->game;
    /* Over the board: where we are. */
    canvas_text_t t = hud_text(CANVAS_FACE_BOLD, 13.0f * sc, THEME_INK_DIM, CANVAS_LEFT | CANVAS_MIDDLE);
    t.tracking = 0.2f;
    canvas_text(c, &t, L.board.x + 8.0f * sc, L.board.y - 16.0f * sc, r->wrong_seat ? "WHAT WENT WRONG" : "REVIEW");
    char line[MOVE_TEXT_MAX + 280], fit[MOVE_TEXT_MAX + 280], words[240] = "";
    /* In words over the board ("Move 3 of 40: Red places at E8"), the
     * notation where a move has no words. */
    if (r->k == 0) snprintf(line, sizeof line, "Start");
    else if (r->better) {
        worded(r, r->k, NULL, review_better(r, r->k), words, sizeof words);
        snprintf(line, sizeof line, "Before move %d, better: %s", r->k, words[0] ? words : review_better(r, r->k));
    } else {
        int moved = r->s->hist[r->k].kind == SESSION_MOVE;
        if (moved) worded(r, r->k, seat_colour_name(r->s, mover_of(r, r->k)), r->s->hist[r->k].move, words, sizeof words);
        snprintf(line, sizeof line, "Move %d of %d: %s", r->k, r->npos - 1,
                 moved && words[0] ? words : r->s->hist[r->k].move);
    }
    canvas_text_t mt = hud_text(CANVAS_FACE_REGULAR, 14.0f * sc, THEME_INK, CANVAS_RIGHT | CANVAS_MIDDLE);
    /* The width right of the "REVIEW" label; a long move's words a little
     * smaller rather than cut. */
    float cap_w = L.board.w - 110.0f * sc;
    mt.size = canvas_fit_size(c, &mt, line, cap_w, 0.8f);
    widget_fit_text(c, &mt, line, cap_w, fit, sizeof fit);
    canvas_text(c, &mt, L.board.x + L.board.w - 8.0f * sc, L.board.y - 16.0f * sc, fit);
    bview_draw(r->bv, c, L.board);
    if (r->better && r->better_move.n && !bview_animating(r->bv))
        hud_move_rings(c, r->bv, r->s->game, &r->better_move, sc, ui->time);
    for (int i = RVB_FIRST; i <= RVB_LAST; i++)
        hud_button_draw(c, &L.btn[i], sc, canvas_hex(THEME_CYAN, 255), canvas_rect_contains(L.btn[i].r, r->px, r->py));

    rgraph_t gr = {.npos = r->npos, .players = r->players, .lines = r->players == 2 ? 1 : r->players,
                   .win = r->win, .mark = r->mark, .sel = r->k};
    char cap[96];
    snprintf(cap, sizeof cap, "%s's chance to win", seat_colour_name(r->s, 1));
    if (r->players == 2) gr.caption = cap;
    int cb = ui->client && ui->client->settings.palette != 0;
    for (int p = 0; p < r->players && p < 4; p++) {
        palette_piece_t pc;
        palette_piece(g->rules->id, p + 1, cb, &pc);
        gr.colour[p] = pc.dark ? canvas_hex(THEME_INK_DIM, 255) : pc.glow;
    }
    rgraph_draw(c, L.graph, sc, &gr);

    canvas_rect_t S = L.side;
    hud_box(c, S, sc, canvas_hex(THEME_VIOLET, 200), 0.3f);
    canvas_text_t ht = hud_text(CANVAS_FACE_CONDENSED, 30.0f * sc, THEME_INK, CANVAS_LEFT | CANVAS_MIDDLE);
    canvas_text(c, &ht, S.x + 16.0f * sc, S.y + 30.0f * sc, r->wrong_seat ? "What went wrong" : "Game review");
    canvas_text_t st = hud_text(CANVAS_FACE_REGULAR, 13.0f * sc, THEME_INK_DIM, CANVAS_RIGHT | CANVAS_MIDDLE);
    snprintf(line, sizeof line, "%s \xC2\xB7 %d players", g->rules->name, r->players);
    if (!r->wrong_seat) canvas_text(c, &st, S.x + S.w - 16.0f * sc, S.y + 30.0f * sc, line); /* the longer title's room */
    draw_progress(r, c, &L);
    if (r->run) hud_button_draw(c, &L.btn[RVB_CANCEL], sc, canvas_hex(THEME_MAGENTA, 255), 0);
    draw_info(r, c, &L);
    draw_legend(c, &L);
    hud_button_draw(c, &L.btn[RVB_ANALYSE], sc, canvas_hex(THEME_LIME, 255), canvas_rect_contains(L.btn[RVB_ANALYSE].r, r->px, r->py));
    hud_button_draw(c, &L.btn[RVB_BACK], sc, canvas_hex(THEME_VIOLET, 255), canvas_rect_contains(L.btn[RVB_BACK].r, r->px, r->py));
    draw_list(r, c, &L);
    /* (Analyse has its key on its button.) */
    static const char *const keys[] = {"\xE2\x86\x90 \xE2\x86\x92", "\xE2\x86\x91 \xE2\x86\x93", "B"};
    static const char *const labels[] = {"Step", "Mistakes", "Better"};
    static const char *const wlabels[] = {"Moments", "Mistakes", "Better"};
    widget_key_hints(c, S.x + S.w * 0.5f, L.footer_y, sc, keys, r->wrong_seat ? wlabels : labels, 3);
}
