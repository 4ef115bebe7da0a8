/* Inside the review screen: the struct its files share (review.c the screen,
 * its stepping and input; review_draw.c layout and drawing; review_run.c
 * the analysis on its worker and its place in the save). Not for other
 * modules. */
#ifndef REVIEW_INT_H
#define REVIEW_INT_H

#include <stdint.h>

#include "core/session.h"
#include "ui/board/bview.h"
#include "ui/platform/screen.h"
#include "ui/review/review.h"
#include "ui/review/rgraph.h"
#include "ui/widgets/hudkit.h"

#define REVIEW_WRONG_MAX 3

enum { RVB_FIRST, RVB_PREV, RVB_NEXT, RVB_LAST, RVB_CANCEL, RVB_ANALYSE, RVB_BACK, RVB_COUNT };

typedef struct review_run review_run_t;

typedef struct {
    float sc;
    canvas_rect_t board, graph, side, legend, info, moves, progress;
    float footer_y;
    play_btn_t btn[RVB_COUNT];
} review_layout_t;

typedef struct {
    screen_t base;
    ui_t *ui;
    session_t *s;               /* owned: a copy of the game reviewed */
    bview_t *bv;
    canvas_t *bv_canvas;
    int gfx_lost;
    int k;                      /* the position shown: entry k of the session */
    int npos, players;
    /* The analysis, by position (filled in as it runs). */
    float *win;                 /* [npos * players]: P(colour p+1 wins), < 0 not known */
    int8_t *mark;               /* [npos]: the mark of the move that led to position i */
    char **best;                /* [npos]: the better move than move i ("" or NULL: none) */
    float *loss;                /* [npos]: the win chance move i lost its mover (< 0 not known) */
    int8_t *seat;               /* [npos]: the seat that played move i (0: not a move) */
    review_run_t *run;          /* the analysis under way (NULL: none) */
    int analysed;               /* positions known */
    int from_save;              /* the analysis came with the save */
    int cancelled;
    session_t *keep;            /* borrowed: where the analysis is kept (the
                                   play screen's game), or NULL */
    char save_path[512];        /* where the analysis is stored ("": nowhere) */
    char note[800];             /* a line under the progress (an error, "stored") */
    int better;                 /* 1: the board shows the position before move k
                                   with the better move on it (B) */
    move_t better_move;         /* that move (n 0: none shown) */
    int scroll;                 /* move list: the first row shown */
    float px, py;
    double age;
    /* What went wrong (review_wrong.c): a mode that steps through one
     * seat's biggest losses of win chance, each on the position before it
     * with the better move drawn. */
    int wrong_seat;             /* 0: the ordinary review */
    int nwrong;                 /* -1 until the analysis is complete */
    int wrong[REVIEW_WRONG_MAX];/* their moves (entries), the biggest loss first */
    int wi;                     /* the one shown */
} review_t;

/* review.c */
/* Shows position k: animated when it is one step from the one shown. */
void review_show(review_t *r, int k, int animate);
/* The marks changed: the better move of the position shown again. */
void review_refresh(review_t *r);
/* Scrolls the move list to the selected move (the list's height changes
 * when the finished analysis adds its summary). */
void review_keep_visible(review_t *r);
/* The better move than move k (NULL: none, or not a mistake). */
const char *review_better(const review_t *r, int k);

/* review_draw.c */
void review_layout(const review_t *r, const ui_t *ui, review_layout_t *L);
void review_draw(review_t *r, ui_t *ui, canvas_t *c);
/* Rows of the move list that fit, and the row under (x, y) (-1). */
int review_list_rows(const review_layout_t *L);
int review_list_hit(const review_t *r, const review_layout_t *L, float x, float y);
/* Row `row` (0: the first shown) of the move list. */
canvas_rect_t review_list_row(const review_layout_t *L, int row);

/* review_wrong.c */
/* The analysis is complete: picks the seat's moves (nwrong, wrong[]) and
 * shows the first. Does nothing in the ordinary review. */
void review_wrong_pick(review_t *r);
/* Shows moment i (0-based) over the position before its move, the better
 * move drawn. */
void review_wrong_show(review_t *r, int i);
/* The sentence of move k in the game's words: what it cost, what the
 * better move does instead. */
void review_wrong_sentence(const review_t *r, int k, char *buf, size_t n);

/* review_run.c */
/* Reads the analysis stored with the save, else starts it on a worker. */
void review_run_start(review_t *r);
/* Collects what the worker found since the last call (every update). */
void review_run_poll(review_t *r);
void review_run_cancel(review_t *r);
void review_run_free(review_t *r);
/* 0..1 while running. */
double review_run_progress(const review_t *r);

#endif
