/* Drawing the review's win-probability graph (rgraph.h). */
#include "ui/review/rgraph.h"

#include <math.h>
#include <stdio.h>

#include "draw/theme.h"

canvas_colour_t rgraph_mark_colour(int mark)
{
    switch (mark) {
    case RMARK_INACCURACY: return canvas_hex(0xffd84a, 255);
    case RMARK_MISTAKE: return canvas_hex(THEME_ORANGE, 255);
    case RMARK_BLUNDER: return canvas_hex(0xff3b4e, 255);
    default: return canvas_hex(THEME_LIME, 255);
    }
}

const char *rgraph_mark_name(int mark)
{
    static const char *const names[RMARK_COUNT] = {"good", "inaccuracy", "mistake", "blunder"};
    return mark >= 0 && mark < RMARK_COUNT ? names[mark] : "";
}

canvas_rect_t rgraph_plot(canvas_rect_t r, float sc)
{
    float l = 40.0f * sc, t = 10.0f * sc, rt = 12.0f * sc, b = 12.0f * sc;
    return canvas_rect(r.x + l, r.y + t, r.w - l - rt, r.h - t - b);
}

float rgraph_x(canvas_rect_t plot, int npos, int i)
{
    if (npos < 2) return plot.x + plot.w * 0.5f;
    return plot.x + plot.w * (float)i / (float)(npos - 1);
}

static float y_of(canvas_rect_t plot, float p) { return plot.y + plot.h * (1.0f - p); }

/* The selected position's bar, a line per player, the marks. */
static void draw_lines(canvas_t *c, canvas_rect_t P, float sc, const rgraph_t *g)
{
    /* The selected position: a vertical bar under the lines. */
    if (g->sel >= 0 && g->sel < g->npos) {
        float x = rgraph_x(P, g->npos, g->sel);
        canvas_line(c, x, P.y, x, P.y + P.h, 2.0f * sc, canvas_hex(THEME_CYAN, 170));
    }
    /* One line per player, broken where a position is not analysed yet. */
    enum { MAXPTS = 256 };
    canvas_pt_t pts[MAXPTS];
    for (int p = 0; p < g->lines && p < g->players && p < 4; p++) {
        int n = 0;
        for (int i = 0; i <= g->npos; i++) {
            float w = i < g->npos ? g->win[i * g->players + p] : -1.0f;
            if (w < 0 || n == MAXPTS) {
                if (n >= 2) canvas_polyline(c, pts, n, 2.5f * sc, g->colour[p]);
                else if (n == 1) canvas_fill_circle(c, pts[0].x, pts[0].y, 2.0f * sc, canvas_solid(g->colour[p]));
                /* A full buffer goes on from its last point. */
                if (n == MAXPTS && w >= 0) pts[0] = pts[MAXPTS - 1], n = 1;
                else n = 0;
                if (w < 0) continue;
            }
            pts[n].x = rgraph_x(P, g->npos, i);
            pts[n].y = y_of(P, w > 1 ? 1 : w);
            n++;
        }
    }
    /* Marks: a dot on the axis under each move that lost something. */
    for (int i = 1; g->mark && i < g->npos; i++) {
        int m = g->mark[i];
        if (m <= RMARK_GOOD || m >= RMARK_COUNT) continue;
        float x = rgraph_x(P, g->npos, i), rad = (2.0f + (float)m) * sc;
        canvas_fill_circle(c, x, P.y + P.h + 6.0f * sc, rad, canvas_solid(rgraph_mark_colour(m)));
    }
}

/* How many of the first line's points fall in box or next to it (a place
 * for the caption; a line at 100% runs along the top edge). */
static int crossings(canvas_rect_t P, const rgraph_t *g, canvas_rect_t box)
{
    int n = 0;
    box.y -= 4.0f;
    box.h += 8.0f;
    for (int i = 0; g->lines > 0 && i < g->npos; i++) {
        float w = g->win[i * g->players];
        if (w >= 0 && canvas_rect_contains(box, rgraph_x(P, g->npos, i), y_of(P, w > 1 ? 1 : w))) n++;
    }
    return n;
}

void rgraph_draw(canvas_t *c, canvas_rect_t r, float sc, const rgraph_t *g)
{
    canvas_rect_t P = rgraph_plot(r, sc);
    canvas_fill_rrect(c, r, 8.0f * sc, canvas_solid(canvas_hex(0x0c0a26, 210)));
    canvas_stroke_rrect(c, r, 8.0f * sc, 1.0f * sc, canvas_hex(THEME_PANEL_EDGE, 170));
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_REGULAR;
    t.size = 11.0f * sc;
    t.align = CANVAS_RIGHT | CANVAS_MIDDLE;
    t.colour = canvas_hex(THEME_INK_FAINT, 230);
    static const float ticks[] = {0.0f, 0.5f, 1.0f};
    static const char *const tick_text[] = {"0%", "50%", "100%"};
    for (int k = 0; k < 3; k++) {
        float y = y_of(P, ticks[k]);
        canvas_line(c, P.x, y, P.x + P.w, y, 1.0f * sc, canvas_hex(THEME_PANEL_EDGE, k == 1 ? 200 : 110));
        canvas_text(c, &t, P.x - 6.0f * sc, y, tick_text[k]);
    }
    if (g->npos >= 1) draw_lines(c, P, sc, g);
    /* The caption last, on its own backing, in the top or bottom right
     * corner, whichever the first line crosses less. */
    if (g->caption) {
        t.align = CANVAS_RIGHT | CANVAS_TOP;
        t.colour = g->colour[0];
        float w = canvas_text_width(c, &t, g->caption), x = P.x + P.w - 6.0f * sc, h = t.size + 5.0f * sc;
        canvas_rect_t top = canvas_rect(x - w - 6.0f * sc, P.y + 1.0f * sc, w + 12.0f * sc, h);
        canvas_rect_t bottom = canvas_rect(top.x, P.y + P.h - h - 1.0f * sc, top.w, h);
        canvas_rect_t box = crossings(P, g, top) <= crossings(P, g, bottom) ? top : bottom;
        canvas_fill_rrect(c, box, 4.0f * sc, canvas_solid(canvas_hex(0x0c0a26, 235)));
        canvas_text(c, &t, x, box.y + 2.0f * sc, g->caption);
    }
}

int rgraph_hit(canvas_rect_t r, float sc, int npos, float x, float y)
{
    if (!canvas_rect_contains(r, x, y) || npos < 1) return -1;
    canvas_rect_t P = rgraph_plot(r, sc);
    if (npos < 2 || P.w <= 0) return 0;
    int i = (int)lroundf((x - P.x) / P.w * (float)(npos - 1));
    return i < 0 ? 0 : i >= npos ? npos - 1 : i;
}
