/* The board view's images made on a worker thread (bview_prepare): the
 * board's base alone is some 50 000 small triangles, 30-40 ms of drawing
 * at 1920x1080, which a screen's first frame paid on the drawing thread.
 * The worker draws them from a copy of the view into a maker canvas
 * (canvas_image_maker); the drawing thread then takes them over, ids
 * renumbered, and the first frame only stamps them. */
#include <SDL.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board/bview_int.h"

/* A region sprite the position shown needs. */
typedef struct {
    short cell;
    char player, lit;
} region_t;

struct bv_prep {
    SDL_Thread *thread;
    SDL_atomic_t done;
    canvas_t *target;          /* the canvas they are for */
    canvas_t maker;
    bview_t view;              /* the copy the worker draws from (its img is the worker's) */
    region_t region[2 * BOARD_MAX_CELLS];
    int nregions;
    bv_cards_t cards;          /* the score cards wanted */
    int want_cards;
    bshape_loops_t win;        /* the winning outline wanted (win.nloops > 0) */
    float win_w;
    canvas_colour_t win_col;
};

static int prep_run(void *arg)
{
    bv_prep_t *p = arg;
    bv_images_make(&p->view, &p->maker);
    for (int i = 0; i < p->nregions; i++) {
        canvas_pt_t at;
        bv_region_sprite(&p->view, &p->maker, p->region[i].cell, p->region[i].player, p->region[i].lit, &at);
    }
    if (p->want_cards) bv_cards_make(&p->view, &p->maker, &p->cards);
    if (p->win.nloops) {
        canvas_pt_t at;
        bv_win_sprite(&p->view, &p->maker, p->win_w, p->win_col, &at);
    }
    SDL_AtomicSet(&p->done, 1);
    return 0;
}

/* What the position at rest shows besides the board and pieces: the
 * regions of its owned cells, and a winning chain's lit regions and
 * outline (the outline made here, as drawing would make it). */
static void want_position(bview_t *bv, bv_prep_t *p)
{
    bscene_at(&bv->scene, &bv->vbefore, &bv->vafter, &bv->anim);
    uint8_t member[BOARD_MAX_CELLS];
    int winner = bv_win_members(bv, member), any = 0;
    for (int i = 0; i < bv->b->ncells; i++) {
        any |= member[i];
        if (!board_on_sites(bv->b)) continue;
        if (bv->scene.rest.owner[i]) p->region[p->nregions++] = (region_t){(short)i, (char)bv->scene.rest.owner[i], 0};
        if (member[i] && winner >= 1 && winner < BV_PLAYERS) p->region[p->nregions++] = (region_t){(short)i, (char)winner, 1};
    }
    if (!any) return;
    p->win = *bv_win_outline(bv, member);
    p->win_w = bv_win_width(bv);
    p->win_col = canvas_lighten(bv_win_glow(bv, winner), 0.35f);
}

/* Starts making bv's images for c on a worker: -1 when it cannot (c takes
 * no images made elsewhere, no thread). */
static int prep_start(bview_t *bv, canvas_t *c, const bv_cards_t *cards)
{
    bv_prep_t *p = calloc(1, sizeof *p);
    if (!p) return -1;
    if (canvas_image_maker(c, &p->maker)) {
        free(p);
        return -1;
    }
    p->target = c;
    want_position(bv, p);
    if (cards) p->cards = *cards, p->want_cards = 1;
    /* The copy reaches only what making images reads (the layout, board,
     * game, look, palettes, options); what the drawing thread changes
     * meanwhile is cut off. */
    p->view = *bv;
    memset(&p->view.img, 0, sizeof p->view.img);
    p->view.img_canvas = &p->maker;
    p->view.prep = NULL;
    p->view.st_before = p->view.st_after = NULL;
    memset(&p->view.rest, 0, sizeof p->view.rest);
    p->view.pv = NULL;
    p->view.ol = p->view.tmp_loops = NULL;
    p->view.win_loops = &p->win;
    p->thread = SDL_CreateThread(prep_run, "board images", p);
    if (!p->thread) {
        canvas_image_maker_free(&p->maker);
        free(p);
        return -1;
    }
    bv->prep = p;
    return 0;
}

typedef struct {
    canvas_t *c, *maker;
    int failed;
} adopt_t;

static void adopt_id(int *id, void *ctx)
{
    adopt_t *a = ctx;
    if (!*id) return;
    int got = a->failed ? 0 : canvas_image_adopt(a->c, a->maker, *id);
    if (!got) a->failed = 1;
    *id = got; /* the maker frees what was not taken */
}

/* The view's worker, waited for and no longer the view's. */
static bv_prep_t *prep_take(bview_t *bv)
{
    bv_prep_t *p = bv->prep;
    bv->prep = NULL;
    SDL_WaitThread(p->thread, NULL);
    return p;
}

/* Frees the worker's copy and the images in it that were not taken. */
static void prep_free(bv_prep_t *p)
{
    free(p->view.img.region);
    canvas_image_maker_free(&p->maker);
    free(p);
}

/* Takes the worker's images when they still fit the view on c and drawing
 * has not made its own meanwhile, else drops them. */
static void prep_finish(bview_t *bv, canvas_t *c)
{
    bv_prep_t *p = prep_take(bv);
    bv_images_t *im = &p->view.img;
    int drawn = bv->img_canvas == c && bv_images_fit(&bv->img, bv); /* made in a frame meanwhile */
    if (c == p->target && bv_images_fit(im, bv) && !drawn) {
        if (bv->img_canvas == c) bv_images_free(bv, c);
        adopt_t a = {c, &p->maker, 0};
        bv_images_each(im, adopt_id, &a);
        bv->img = *im;
        bv->img_canvas = c;
        memset(im, 0, sizeof *im);
        if (a.failed) bv_images_free(bv, c); /* drawing makes them */
    }
    prep_free(p);
}

void bv_prep_drop(bview_t *bv)
{
    if (bv->prep) prep_free(prep_take(bv));
}

int bview_prepare(bview_t *bv, canvas_t *c, canvas_rect_t board, const canvas_rect_t *scores)
{
    if (bv->opt.direct) return 1;
    bview_layout(bv, board);
    if (bv->prep && SDL_AtomicGet(&bv->prep->done)) prep_finish(bv, c);
    /* A view that has drawn on c remakes its images in the frame when the
     * size or look changes: a window being resized is not held back. */
    if (bv->img_canvas == c) return 1;
    if (bv->prep) return 0;
    bv_cards_t cards;
    int want_cards = scores && !bv_cards_for(bv, *scores, &cards);
    return prep_start(bv, c, want_cards ? &cards : NULL) ? 1 : 0;
}
