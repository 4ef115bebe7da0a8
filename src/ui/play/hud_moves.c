/* The move list in the side panel: every move of the session in notation,
 * numbered, with the mover's colour; moves undone (the redo tail) dimmed;
 * the turn being built shown last. Scrolls with the wheel and PgUp/PgDn. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/play/play_int.h"
#include "draw/theme.h"
#include "ui/widgets/seat.h"
#include "ui/widgets/widgets.h"

#define ROW_H 21.0f
#define ROW_H_TIGHT 18.0f

/* The rows' geometry: the first row shown, how many fit, their top and
 * height (fit 0: none). */
typedef struct {
    int rows, first, fit;
    float top, rh;
} rows_t;

static rows_t rows_of(const play_t *p, float sc, canvas_rect_t r, int partial)
{
    rows_t g = {0};
    const session_t *s = p->s;
    g.rows = s->n - 1 + partial;
    /* Three or four players leave the list less room: closer rows. */
    g.top = r.y + 28.0f * sc;
    g.rh = (s->game->setup.players > 2 ? ROW_H_TIGHT : ROW_H) * sc;
    g.fit = g.rh > 0 ? (int)((r.y + r.h - 6.0f * sc - g.top) / g.rh) : 0;
    if (g.fit < 1) {
        g.fit = 0;
        return g;
    }
    int maxscroll = g.rows > g.fit ? g.rows - g.fit : 0;
    int scroll = p->scroll > maxscroll ? maxscroll : p->scroll;
    g.first = g.rows - g.fit - scroll;
    if (g.first < 0) g.first = 0;
    return g;
}

int hud_moves_hit(const play_t *p, const ui_t *ui, canvas_rect_t r, float x, float y)
{
    float sc = ui->scale;
    if (r.h < 40.0f * sc || !canvas_rect_contains(r, x, y)) return -1;
    int partial = p->turn.n > 0 && !match_complete(&p->turn);
    rows_t g = rows_of(p, sc, r, partial);
    if (!g.fit || y < g.top) return -1;
    int k = (int)((y - g.top) / g.rh), row = g.first + k;
    if (k >= g.fit || row >= p->s->n - 1) return -1;
    return row + 1;
}

void hud_draw_moves(play_t *p, ui_t *ui, canvas_t *c, canvas_rect_t r)
{
    (void)ui;
    float sc = r.h > 0 ? ui->scale : 0;
    if (r.h < 40.0f * sc) return;
    const session_t *s = p->s;
    canvas_fill_rrect(c, r, 10.0f * sc, canvas_solid(canvas_hex(0x0c0a26, 200)));
    canvas_stroke_rrect(c, r, 10.0f * sc, 1.0f * sc, canvas_hex(THEME_PANEL_EDGE, 160));
    canvas_text_t h = {0};
    h.face = CANVAS_FACE_BOLD;
    h.size = 11.5f * sc;
    h.tracking = 0.18f;
    h.align = CANVAS_LEFT | CANVAS_MIDDLE;
    h.colour = canvas_hex(THEME_INK_DIM, 220);
    canvas_text(c, &h, r.x + 12.0f * sc, r.y + 14.0f * sc, "MOVES");

    /* Rows: entries 1..n-1, then the turn under way. */
    char partial[MOVE_TEXT_MAX] = "";
    if (p->turn.n > 0 && !match_complete(&p->turn)) {
        move_t *m = malloc(sizeof *m);
        if (m) {
            m->n = 0;
            for (int i = 0; i < p->turn.n; i++) m->a[m->n++] = p->turn.act[i];
            s->game->rules->format(s->game, match_start(&p->turn), m, partial, sizeof partial);
            free(m);
        }
    }
    rows_t g = rows_of(p, sc, r, partial[0] != 0);
    int rows = g.rows, fit = g.fit, first = g.first;
    float top = g.top, rh = g.rh;
    if (fit < 1) return;
    if (p->scroll > rows - fit) p->scroll = rows > fit ? rows - fit : 0;
    canvas_text_t num = {0};
    num.face = CANVAS_FACE_REGULAR;
    num.size = 12.5f * sc;
    num.align = CANVAS_RIGHT | CANVAS_MIDDLE;
    canvas_text_t mv = num;
    mv.face = CANVAS_FACE_BOLD;
    mv.size = 14.0f * sc;
    mv.align = CANVAS_LEFT | CANVAS_MIDDLE;
    float nx = r.x + 42.0f * sc, dx = nx + 16.0f * sc, tx = dx + 16.0f * sc, tw = r.x + r.w - 10.0f * sc - tx;
    for (int k = 0; k < fit && first + k < rows; k++) {
        int row = first + k, entry = row + 1;
        float y = top + (k + 0.5f) * rh;
        int is_partial = entry >= s->n;
        int undone = !is_partial && entry > s->cur;
        int current = !is_partial && entry == (p->peek >= 0 ? p->peek : s->cur);
        const char *text = is_partial ? partial : s->hist[entry].move;
        int mover = game_head(is_partial ? match_start(&p->turn) : s->hist[entry - 1].state)->to_move, quitter;
        if (!is_partial && session_end_of(s, entry, &quitter) && quitter) mover = quitter;
        int restart = !is_partial && s->hist[entry].kind == SESSION_RESTART;
        if (current) {
            canvas_rect_t hl = canvas_rect(r.x + 4.0f * sc, y - rh * 0.5f, r.w - 8.0f * sc, rh);
            canvas_fill_rrect(c, hl, 6.0f * sc, canvas_solid(canvas_hex(0x2a2570, 200)));
        }
        uint8_t a = undone ? 110 : 235;
        char nb[16];
        snprintf(nb, sizeof nb, "%d.", entry);
        num.colour = canvas_hex(THEME_INK_FAINT, a);
        canvas_text(c, &num, nx, y, nb);
        if (!restart) hud_stone(c, s->game->rules->id, mover, dx + 4.0f * sc, y, 6.0f * sc, p->applied.palette != 0);
        char fitbuf[MOVE_TEXT_MAX];
        char label[MOVE_TEXT_MAX + 8];
        int flag = !is_partial && s->hist[entry].kind == SESSION_FLAG;
        const char *ended = is_partial ? NULL : seat_end_label(s, entry);
        snprintf(label, sizeof label, "%s%s", restart ? "- restart -" : flag ? "- out of time -" : ended ? ended : text,
                 is_partial ? " ..." : "");
        mv.colour = is_partial ? canvas_hex(THEME_CYAN, 230) : canvas_hex(undone ? THEME_INK_FAINT : THEME_INK, a);
        widget_fit_text(c, &mv, label, tw, fitbuf, sizeof fitbuf);
        canvas_text(c, &mv, tx, y, fitbuf);
    }
    if (rows == 0) {
        mv.face = CANVAS_FACE_REGULAR;
        mv.colour = canvas_hex(THEME_INK_FAINT, 200);
        canvas_text(c, &mv, r.x + 12.0f * sc, top + rh * 0.5f, "No moves yet");
    }
}
