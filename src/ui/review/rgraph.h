/* The win-probability graph of the review screen: one line per player over
 * the positions of a game (x: position 0..npos-1, y: 0..1), the marks of
 * the moves that lost something, and the position selected. Positions not
 * analysed yet (win < 0) leave a gap, so the graph fills in as the analysis
 * runs. Drawing and hit testing only; the caller owns the numbers. */
#ifndef RGRAPH_H
#define RGRAPH_H

#include <stdint.h>

#include "draw/canvas.h"

/* Marks as the graph and move list draw them (0: good or not judged). */
enum { RMARK_GOOD = 0, RMARK_INACCURACY, RMARK_MISTAKE, RMARK_BLUNDER, RMARK_COUNT };

typedef struct {
    int npos;                     /* positions: the start and one after each move */
    int players;                  /* the stride of win[] */
    int lines;                    /* lines drawn: players 1..lines (two players: one
                                     line says it all, the other is its mirror) */
    const char *caption;          /* what the lines are (a right corner the first line
                                     keeps clear of), or NULL */
    const float *win;             /* [npos * players]: P(player p+1 wins) at position i, < 0 unknown */
    const int8_t *mark;           /* [npos]: the mark of the move that led to position i (may be NULL) */
    int sel;                      /* the position shown (-1: none) */
    canvas_colour_t colour[4];    /* each player's line */
} rgraph_t;

/* The colour and name of a mark (the legend, the move list). */
canvas_colour_t rgraph_mark_colour(int mark);
const char *rgraph_mark_name(int mark);

/* The plotting area inside r (axes and labels use the rest). */
canvas_rect_t rgraph_plot(canvas_rect_t r, float sc);
/* x of position i in the plot. */
float rgraph_x(canvas_rect_t plot, int npos, int i);
void rgraph_draw(canvas_t *c, canvas_rect_t r, float sc, const rgraph_t *g);
/* The position nearest x inside r, or -1 when (x, y) is outside r. */
int rgraph_hit(canvas_rect_t r, float sc, int npos, float x, float y);

#endif
