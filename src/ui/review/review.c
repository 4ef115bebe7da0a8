/* The review screen: stepping through the game's positions (animated as
 * undo and redo are), the keys and clicks, and what tests ask of it.
 * Drawing is in review_draw.c, the analysis in review_run.c. */
#include "ui/review/review_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/widgets/seat.h"

static review_t *self(screen_t *s) { return (review_t *)s; }

const char *review_better(const review_t *r, int k)
{
    if (k <= 0 || k >= r->npos || r->s->hist[k].kind != SESSION_MOVE) return NULL;
    const char *b = r->best[k] && r->mark[k] > RMARK_GOOD ? r->best[k] : NULL;
    return b && *b ? b : NULL;
}

/* The better move of move k, as ghosts and arrows, is drawn only on the
 * position it was better in: the one before move k (B shows it there; on
 * the position after, a push's arrows would point at stones that moved). */
void review_refresh(review_t *r)
{
    int k = r->k;
    const char *b = review_better(r, k);
    if (!b && r->better) { /* no better move after all: the move played */
        r->better = 0;
        bview_show_entry(r->bv, r->s, k);
    }
    r->better_move.n = 0;
    if (!r->better) {
        bview_set_hint(r->bv, NULL, NULL);
        return;
    }
    const game_t *g = r->s->game;
    const void *before = r->s->hist[k - 1].state;
    char err[GAME_ERR_MAX];
    if (g->rules->parse(g, before, b, &r->better_move, err, sizeof err) == 0) bview_set_hint(r->bv, before, &r->better_move);
    else r->better_move.n = 0, bview_set_hint(r->bv, NULL, NULL);
}

/* B: the position before move k with the better move on it, or back. */
static void toggle_better(review_t *r)
{
    if (!review_better(r, r->k)) return;
    bview_finish(r->bv);
    r->better = !r->better;
    bview_show_entry(r->bv, r->s, r->better ? r->k - 1 : r->k);
    review_refresh(r);
}

void review_show(review_t *r, int k, int animate)
{
    if (k < 0) k = 0;
    if (k >= r->npos) k = r->npos - 1;
    bview_finish(r->bv);
    const session_t *s = r->s;
    if (r->better) { /* back from the better move: the move played is shown */
        r->better = 0;
        bview_show_entry(r->bv, s, r->k);
    }
    /* One step: the move's own animation, forwards or backwards (a restart
     * entry has none). */
    if (animate && k == r->k + 1 && s->hist[k].kind == SESSION_MOVE) bview_play_entry(r->bv, s, k);
    else if (animate && k == r->k - 1 && s->hist[r->k].kind == SESSION_MOVE) bview_unplay_entry(r->bv, s, r->k);
    else bview_show_entry(r->bv, s, k);
    r->k = k;
    review_refresh(r);
    review_keep_visible(r);
}

void review_keep_visible(review_t *r)
{
    review_layout_t L;
    review_layout(r, r->ui, &L);
    int rows = review_list_rows(&L), row = r->k - 1;
    if (rows > 0 && row >= 0) {
        if (row < r->scroll) r->scroll = row;
        if (row >= r->scroll + rows) r->scroll = row - rows + 1;
    }
}

/* Esc: a running analysis is cancelled first, then the screen is left. */
static void back(review_t *r)
{
    if (r->run) {
        review_run_cancel(r);
        return;
    }
    screen_pop(r->ui->screens);
}

static void analyse(review_t *r)
{
    bview_finish(r->bv);
    nav_push(r->ui, NAV_ANALYSIS, (nav_arg_t){.session = r->s, .first = r->k});
}

static void press(review_t *r, int b)
{
    /* What went wrong steps through its moments, not every position. */
    if (r->wrong_seat && r->nwrong > 0 && b >= RVB_FIRST && b <= RVB_LAST) {
        int to = b == RVB_FIRST ? 0 : b == RVB_LAST ? r->nwrong - 1 : r->wi + (b == RVB_NEXT ? 1 : -1);
        if (to >= 0 && to < r->nwrong) review_wrong_show(r, to);
        return;
    }
    switch (b) {
    case RVB_FIRST: review_show(r, 0, 0); break;
    case RVB_PREV: review_show(r, r->k - 1, 1); break;
    case RVB_NEXT: review_show(r, r->k + 1, 1); break;
    case RVB_LAST: review_show(r, r->npos - 1, 0); break;
    case RVB_CANCEL: review_run_cancel(r); break;
    case RVB_ANALYSE: analyse(r); break;
    case RVB_BACK: back(r); break;
    default: break;
    }
}

/* W: What went wrong for the person who lost, or back to the whole review. */
static void toggle_wrong(review_t *r)
{
    if (r->wrong_seat) {
        r->wrong_seat = 0;
        review_show(r, r->k, 0);
        return;
    }
    int seat = seat_lost_person(r->s);
    if (!seat) return;
    r->wrong_seat = seat;
    r->nwrong = -1;
    r->wi = 0;
    review_wrong_pick(r);
}

/* The next (dir 1) or previous (-1) move marked a mistake or a blunder. */
static void jump_marked(review_t *r, int dir)
{
    for (int i = r->k + dir; i > 0 && i < r->npos; i += dir)
        if (r->mark[i] >= RMARK_MISTAKE) {
            review_show(r, i, 0);
            return;
        }
}

static void review_event(screen_t *scr, ui_t *ui, const ui_event_t *ev)
{
    review_t *r = self(scr);
    review_layout_t L;
    review_layout(r, ui, &L);
    if (ev->kind == UI_EV_POINTER_MOVE) {
        r->px = ev->x;
        r->py = ev->y;
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        r->px = ev->x;
        r->py = ev->y;
        for (int i = 0; i < RVB_COUNT; i++)
            if (L.btn[i].shown && canvas_rect_contains(L.btn[i].r, ev->x, ev->y)) {
                press(r, i);
                return;
            }
        if (canvas_rect_contains(L.info, ev->x, ev->y)) {
            toggle_better(r);
            return;
        }
        int k = rgraph_hit(L.graph, L.sc, r->npos, ev->x, ev->y);
        if (k < 0) k = review_list_hit(r, &L, ev->x, ev->y);
        if (k >= 0) review_show(r, k, 1);
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 3) {
        back(r);
    } else if (ev->kind == UI_EV_WHEEL) {
        if (canvas_rect_contains(L.moves, r->px, r->py)) {
            r->scroll += ev->wheel > 0 ? -3 : 3;
            int max = r->npos - 1 - review_list_rows(&L);
            if (r->scroll > max) r->scroll = max;
            if (r->scroll < 0) r->scroll = 0;
        } else {
            review_show(r, r->k + (ev->wheel > 0 ? -1 : 1), 1);
        }
    } else if (ev->kind == UI_EV_KEY) {
        switch (ev->key) {
        case UI_KEY_LEFT: press(r, RVB_PREV); break;
        case UI_KEY_RIGHT: press(r, RVB_NEXT); break;
        case UI_KEY_HOME: press(r, RVB_FIRST); break;
        case UI_KEY_END: press(r, RVB_LAST); break;
        case UI_KEY_UP: jump_marked(r, -1); break;
        case UI_KEY_DOWN: jump_marked(r, 1); break;
        case UI_KEY_ESCAPE:
        case UI_KEY_BACKSPACE:
            if (!ev->repeat) back(r);
            break;
        case UI_KEY_CHAR:
            if (ev->ch == 'a' && !ev->repeat) analyse(r);
            else if (ev->ch == 'b' && !ev->repeat) toggle_better(r);
            else if (ev->ch == 'c' && !ev->repeat) review_run_cancel(r);
            else if (ev->ch == 'w' && !ev->repeat) toggle_wrong(r);
            break;
        default: break;
        }
    }
}

static void review_update(screen_t *scr, ui_t *ui, double dt)
{
    review_t *r = self(scr);
    (void)ui;
    r->age += dt;
    bview_update(r->bv, dt);
    review_run_poll(r);
}

/* The board is made on a worker before the first frame. */
static int review_ready(screen_t *scr, ui_t *ui, canvas_t *c)
{
    review_t *r = self(scr);
    if (r->gfx_lost != ui->gfx_lost) return 1;
    review_layout_t L;
    review_layout(r, ui, &L);
    r->bv_canvas = c;
    return bview_prepare(r->bv, c, L.board, NULL);
}

static void review_render(screen_t *scr, ui_t *ui, canvas_t *c, double alpha)
{
    review_t *r = self(scr);
    (void)alpha;
    if (r->gfx_lost != ui->gfx_lost) {
        r->gfx_lost = ui->gfx_lost;
        bview_forget_images(r->bv);
    }
    r->bv_canvas = c;
    review_draw(r, ui, c);
}

static void review_destroy(screen_t *scr)
{
    review_t *r = self(scr);
    review_run_free(r);
    bview_free(r->bv, r->bv_canvas);
    for (int i = 0; r->best && i < r->npos; i++) free(r->best[i]);
    free(r->best);
    free(r->win);
    free(r->mark);
    free(r->loss);
    free(r->seat);
    session_free(r->s);
    free(r);
}

/* Animating or analysing: every frame (the graph fills in). */
static screen_motion_t review_motion(const screen_t *scr, const ui_t *ui)
{
    const review_t *r = (const review_t *)scr;
    (void)ui;
    return bview_animating(r->bv) || r->run ? SCREEN_MOVING : SCREEN_AMBIENT;
}

static const screen_ops_t review_ops = {
    .name = "review",
    .opaque = 1,
    .event = review_event,
    .update = review_update,
    .render = review_render,
    .ready = review_ready,
    .destroy = review_destroy,
    .motion = review_motion,
};

static screen_t *make(ui_t *ui, session_t *s, const char *save_path, int wrong_seat)
{
    if (!ui || !s) return NULL;
    review_t *r = calloc(1, sizeof *r);
    char err[128];
    if (!r) return NULL;
    r->base.ops = &review_ops;
    r->ui = ui;
    r->gfx_lost = ui->gfx_lost;
    /* Every entry, the redo tail too: the review is of the game as saved. */
    r->s = session_copy(s, -1, err, sizeof err);
    if (r->s) {
        r->npos = r->s->n;
        r->players = r->s->game->setup.players;
        r->win = malloc(sizeof *r->win * (size_t)(r->npos * r->players));
        r->mark = calloc((size_t)r->npos, sizeof *r->mark);
        r->best = calloc((size_t)r->npos, sizeof *r->best);
        r->loss = malloc(sizeof *r->loss * (size_t)r->npos);
        r->seat = calloc((size_t)r->npos, sizeof *r->seat);
        r->bv = bview_new(r->s->game);
    }
    if (!r->s || !r->win || !r->mark || !r->best || !r->loss || !r->seat || !r->bv) {
        review_destroy(&r->base);
        return NULL;
    }
    for (int i = 0; i < r->npos * r->players; i++) r->win[i] = -1.0f;
    for (int i = 0; i < r->npos; i++) r->loss[i] = -1.0f;
    r->nwrong = -1;
    snprintf(r->save_path, sizeof r->save_path, "%s", save_path ? save_path : "");
    if (!r->save_path[0]) r->keep = s;
    bview_opts_t o;
    bview_default_opts(&o);
    if (ui->client) {
        const settings_t *st = &ui->client->settings;
        o.coords = st->coords;
        o.flat = st->orientation == SETTINGS_FLAT;
        o.colourblind = st->palette != 0;
        o.speed = (float)st->anim_speed / 100.0f;
    }
    bview_set_opts(r->bv, &o);
    r->k = s->cur;
    r->wrong_seat = wrong_seat > 0 && wrong_seat <= r->players ? wrong_seat : 0;
    review_show(r, r->k, 0);
    review_run_start(r);
    return &r->base;
}

screen_t *review_screen_new(ui_t *ui, session_t *s, const char *save_path) { return make(ui, s, save_path, 0); }
screen_t *review_wrong_new(ui_t *ui, session_t *s, int seat)
{
    return seat > 0 ? make(ui, s, NULL, seat) : NULL;
}

int review_screen_is(const screen_t *s) { return s && s->ops == &review_ops; }
int review_screen_position(const screen_t *s) { return review_screen_is(s) ? ((const review_t *)s)->k : -1; }
int review_screen_animating(const screen_t *s)
{
    return review_screen_is(s) && bview_animating(((const review_t *)s)->bv);
}
int review_screen_analysing(const screen_t *s) { return review_screen_is(s) && ((const review_t *)s)->run; }
int review_screen_analysed(const screen_t *s) { return review_screen_is(s) ? ((const review_t *)s)->analysed : 0; }
int review_screen_from_save(const screen_t *s) { return review_screen_is(s) && ((const review_t *)s)->from_save; }

const char *review_screen_better(const screen_t *s)
{
    if (!review_screen_is(s)) return NULL;
    const review_t *r = (const review_t *)s;
    return r->better ? review_better(r, r->k) : NULL;
}

int review_wrong_count(const screen_t *s)
{
    return review_screen_is(s) && ((const review_t *)s)->wrong_seat ? ((const review_t *)s)->nwrong : -1;
}

int review_wrong_shown(const screen_t *s)
{
    if (review_wrong_count(s) <= 0) return -1;
    const review_t *r = (const review_t *)s;
    return r->better && r->k == r->wrong[r->wi] ? r->wi : -1;
}

int review_wrong_move(const screen_t *s, int i)
{
    int n = review_wrong_count(s);
    return i >= 0 && i < n ? ((const review_t *)s)->wrong[i] : -1;
}

int review_wrong_text(const screen_t *s, int i, char *buf, size_t n)
{
    int k = review_wrong_move(s, i);
    if (k < 0) return -1;
    review_wrong_sentence((const review_t *)s, k, buf, n);
    return 0;
}

int review_screen_marks(const screen_t *s)
{
    return review_screen_is(s) ? bview_preview_marks(((const review_t *)s)->bv) : 0;
}

int review_screen_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y)
{
    if (!review_screen_is(s) || !name) return -1;
    review_t *r = self(s);
    review_layout_t L;
    review_layout(r, ui, &L);
    int k;
    if (sscanf(name, "@graph:%d", &k) == 1) {
        if (k < 0 || k >= r->npos) return -1;
        canvas_rect_t P = rgraph_plot(L.graph, L.sc);
        *x = rgraph_x(P, r->npos, k);
        *y = P.y + P.h * 0.5f;
        return 0;
    }
    if (sscanf(name, "@move:%d", &k) == 1) {
        int rows = review_list_rows(&L), row = k - 1 - r->scroll;
        if (k < 1 || k >= r->npos || row < 0 || row >= rows) return -1;
        canvas_rect_t rr = review_list_row(&L, row);
        *x = rr.x + rr.w * 0.5f;
        *y = rr.y + rr.h * 0.5f;
        return 0;
    }
    if (!strcmp(name, "@info")) {
        *x = L.info.x + L.info.w * 0.5f;
        *y = L.info.y + L.info.h * 0.5f;
        return 0;
    }
    static const char *const names[RVB_COUNT] = {"@first", "@prev", "@next", "@last", "@cancel", "@analyse", "@back"};
    for (int i = 0; i < RVB_COUNT; i++)
        if (!strcmp(name, names[i]) && L.btn[i].shown) {
            *x = L.btn[i].r.x + L.btn[i].r.w * 0.5f;
            *y = L.btn[i].r.y + L.btn[i].r.h * 0.5f;
            return 0;
        }
    return -1;
}
