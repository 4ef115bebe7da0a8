/* The board view: creation, options, what it shows, time, layout and hit
 * testing. Drawing is in bview_draw.c and the files it calls. */
#include "ui/board/bview_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void bview_default_opts(bview_opts_t *o)
{
    memset(o, 0, sizeof *o);
    o->coords = 1;
    o->speed = 1.0f;
    o->banners = 1;
}

static void load_palettes(bview_t *bv)
{
    palette_board(bv->gid, &bv->pal);
    for (int p = 0; p < BV_PLAYERS; p++) palette_piece(bv->gid, p ? p : 1, bv->opt.colourblind, &bv->pc[p]);
}

bview_t *bview_new(const game_t *g)
{
    bview_t *bv = calloc(1, sizeof *bv);
    if (!bv) return NULL;
    bv->g = g;
    bv->b = &g->board;
    bv->gid = g->rules->id;
    bv->look = game_look(g->rules);
    bv->ssize = g->rules->state_size;
    bv->st_before = calloc(1, bv->ssize);
    bv->st_after = calloc(1, bv->ssize);
    bv->ol = calloc(BV_PLAYERS, sizeof *bv->ol);
    bv->tmp_loops = calloc(1, sizeof *bv->tmp_loops);
    bv->win_loops = calloc(1, sizeof *bv->win_loops);
    if (!bv->st_before || !bv->st_after || !bv->ol || !bv->tmp_loops || !bv->win_loops) {
        bview_free(bv, NULL);
        return NULL;
    }
    bview_default_opts(&bv->opt);
    anim_init(&bv->anim);
    anim_tempo_default(&bv->tempo, bv->gid);
    event_list_init(&bv->rest);
    bv->hover = bv->selected = -1;
    load_palettes(bv);
    return bv;
}

void bview_free(bview_t *bv, canvas_t *c)
{
    if (!bv) return;
    bv_prep_drop(bv);
    if (c && c == bv->img_canvas) bv_images_free(bv, c);
    free(bv->img.region);
    anim_free(&bv->anim);
    event_list_free(&bv->rest);
    free(bv->st_before);
    free(bv->st_after);
    free(bv->ol);
    free(bv->tmp_loops);
    free(bv->win_loops);
    bv_preview_free(bv);
    free(bv);
}

void bview_set_opts(bview_t *bv, const bview_opts_t *o)
{
    int relook = o->colourblind != bv->opt.colourblind;
    int relayout = o->flat != bv->opt.flat || o->coords != bv->opt.coords;
    bv->opt = *o;
    bv->opt.speed = anim_clamp_speed(o->speed);
    anim_set_speed(&bv->anim, bv->opt.speed);
    if (relook) load_palettes(bv);
    if (relook || relayout) bv->img.valid = 0;
    if (relayout) bv->laid = 0;
}

const bview_opts_t *bview_opts(const bview_t *bv) { return &bv->opt; }

/* ------------------------------------------------------------------ */
/* What is shown. */

static void set_states(bview_t *bv, const void *before, const void *after)
{
    memcpy(bv->st_before, before, bv->ssize);
    memcpy(bv->st_after, after, bv->ssize);
    bv->g->rules->view(bv->g, before, &bv->vbefore);
    bv->g->rules->view(bv->g, after, &bv->vafter);
}

static void set_rest(bview_t *bv, const event_list_t *ev)
{
    bv->win_valid = 0;
    bv->rest_gen++;
    event_list_free(&bv->rest);
    if (ev && event_list_copy(&bv->rest, ev)) event_list_init(&bv->rest);
}

void bview_set_state(bview_t *bv, const void *state)
{
    set_states(bv, state, state);
    anim_clear(&bv->anim);
    set_rest(bv, NULL);
    bv->cue_clock = 1e30;
}

void bview_show_move(bview_t *bv, const void *before, const event_list_t *ev, const void *after,
                     int animate)
{
    set_states(bv, before, after);
    set_rest(bv, ev);
    anim_start(&bv->anim, ev, &bv->tempo, 0, animate ? bv->opt.speed : 0.0f);
    /* A move shown at rest makes no sound; one played cues its events. */
    bv->cue_clock = animate ? -1.0 : 1e30;
}

void bview_unshow_move(bview_t *bv, const void *before, const event_list_t *ev, const void *after,
                       const event_list_t *prev_ev)
{
    set_states(bv, before, after);
    set_rest(bv, prev_ev);
    anim_start(&bv->anim, ev, &bv->tempo, 1, bv->opt.speed);
    bv->cue_clock = 1e30;
}

static const session_entry_t *entry(const session_t *s, int i)
{
    return i >= 0 && i < s->n ? &s->hist[i] : NULL;
}

void bview_show_entry(bview_t *bv, const session_t *s, int i)
{
    const session_entry_t *e = entry(s, i), *p = entry(s, i - 1);
    if (!e) return;
    if (e->kind == SESSION_MOVE && p) bview_show_move(bv, p->state, &e->events, e->state, 0);
    else bview_set_state(bv, e->state);
}

void bview_play_entry(bview_t *bv, const session_t *s, int i)
{
    const session_entry_t *e = entry(s, i), *p = entry(s, i - 1);
    if (!e) return;
    /* A restart jumps: there is no move to show. */
    if (e->kind == SESSION_MOVE && p) bview_show_move(bv, p->state, &e->events, e->state, 1);
    else bview_set_state(bv, e->state);
}

void bview_unplay_entry(bview_t *bv, const session_t *s, int i)
{
    const session_entry_t *e = entry(s, i), *p = entry(s, i - 1), *pp = entry(s, i - 2);
    if (!e || !p) return;
    const event_list_t *prev = p->kind == SESSION_MOVE && pp ? &p->events : NULL;
    if (e->kind == SESSION_MOVE) {
        bview_unshow_move(bv, p->state, &e->events, e->state, prev);
    } else if (prev) {
        bview_show_move(bv, pp->state, prev, p->state, 0);
    } else {
        bview_set_state(bv, p->state);
    }
}

/* ------------------------------------------------------------------ */
/* Time. */

void bview_update(bview_t *bv, double dt)
{
    anim_update(&bv->anim, dt);
    bv->ambient += dt;
}

int bview_take_cues(bview_t *bv, event_t *out, int max)
{
    const anim_t *a = &bv->anim;
    if (a->reverse) return 0;
    double now = a->clock;
    int k = 0;
    for (int i = 0; i < a->n && k < max; i++)
        if (a->slot[i].start > bv->cue_clock && a->slot[i].start <= now) out[k++] = a->ev[i];
    bv->cue_clock = now; /* past max: dropped (a sound per event is plenty) */
    return k;
}

int bview_animating(const bview_t *bv) { return anim_running(&bv->anim); }
void bview_finish(bview_t *bv) { anim_finish(&bv->anim); }
double bview_duration(const bview_t *bv) { return bv->anim.total; }
double bview_clock(const bview_t *bv) { return anim_clock(&bv->anim); }
void bview_set_ambient(bview_t *bv, double t) { bv->ambient = t; }

double bview_event_clock(const bview_t *bv, const char *kind, float frac)
{
    const anim_t *a = &bv->anim;
    for (int i = 0; i < a->n; i++)
        if (!strcmp(event_name(a->verbs, &a->ev[i]), kind)) return a->slot[i].start + (double)frac * a->slot[i].dur;
    return -1.0;
}

void bview_seek(bview_t *bv, double clock)
{
    anim_seek(&bv->anim, clock);
    /* Seeking is for pictures: a paused clock keeps its place even at speed 0. */
}

/* ------------------------------------------------------------------ */
/* Layout and hit testing. */

void bview_layout(bview_t *bv, canvas_rect_t rect)
{
    if (bv->laid && !memcmp(&rect, &bv->rect, sizeof rect)) return;
    bv->rect = rect;
    blayout_fit(&bv->L, bv->b, rect, bv->opt.flat, bv->opt.coords);
    bv->laid = 1;
}

const blayout_t *bview_get_layout(const bview_t *bv) { return &bv->L; }

int bview_hit(const bview_t *bv, float x, float y)
{
    if (!bv->laid) return -1;
    return blayout_hit(&bv->L, bv->b, x, y);
}

int bview_hit_cell(const bview_t *bv, float x, float y)
{
    if (!bv->laid) return -1;
    return blayout_hit_cell(&bv->L, bv->b, x, y);
}

canvas_pt_t bview_target_px(const bview_t *bv, int target)
{
    if (board_on_sites(bv->b)) return blayout_site_px(&bv->L, bv->b, target);
    return blayout_cell_px(&bv->L, bv->b, target);
}

void bview_set_hover(bview_t *bv, int target) { bv->hover = target; }
void bview_set_selected(bview_t *bv, int target) { bv->selected = target; }
void bview_set_ghost(bview_t *bv, int player) { bv->ghost = player; }

void bview_set_targets(bview_t *bv, const uint8_t *mask, int player)
{
    bv->ntargets = 0;
    bv->target_player = player;
    int n = board_targets(bv->b);
    for (int i = 0; i < n; i++) {
        bv->targets[i] = mask ? mask[i] != 0 : 0;
        bv->ntargets += bv->targets[i];
    }
}

/* ------------------------------------------------------------------ */
/* Helpers shared by the drawing files. */


float bv_stone_r(const bview_t *bv) { return bv->L.scale * 0.80f; }
float bv_site_r(const bview_t *bv) { return bv->L.scale * 0.27f; }

canvas_pt_t bv_cell_px(const bview_t *bv, int cell)
{
    canvas_pt_t p = blayout_cell_px(&bv->L, bv->b, cell);
    p.x += bv->shake_x;
    p.y += bv->shake_y;
    return p;
}

canvas_pt_t bv_site_px(const bview_t *bv, int site)
{
    canvas_pt_t p = blayout_site_px(&bv->L, bv->b, site);
    p.x += bv->shake_x;
    p.y += bv->shake_y;
    return p;
}

canvas_pt_t bv_hex_px(const bview_t *bv, double c, double r)
{
    canvas_pt_t p = blayout_hex_px(&bv->L, c, r);
    p.x += bv->shake_x;
    p.y += bv->shake_y;
    return p;
}

const void *bv_rest_state(const bview_t *bv)
{
    return bv->anim.reverse ? bv->st_before : bv->st_after;
}

const void *bview_counts_state(const bview_t *bv, int player)
{
    const anim_t *a = &bv->anim;
    if (!a->running) return bv_rest_state(bv);
    for (int i = 0; i < a->n; i++)
        if (a->ev[i].kind == EV_SCORE && a->ev[i].player == player)
            return a->clock >= a->beat_end[a->slot[i].beat] ? bv->st_after : bv->st_before;
    return a->reverse ? bv->st_after : bv->st_before;
}

const uint8_t *bview_shown_cells(bview_t *bv)
{
    bscene_at(&bv->scene, &bv->vbefore, &bv->vafter, &bv->anim);
    return bv->scene.rest.cell;
}

void bview_forget_images(bview_t *bv)
{
    /* The images died with the renderer: just drop the ids. */
    bv_prep_drop(bv);
    free(bv->img.region);
    memset(&bv->img, 0, sizeof bv->img);
    bv->img_canvas = NULL;
}
