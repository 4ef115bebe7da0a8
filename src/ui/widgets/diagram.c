/* Board pictures for the menus. */
#include "ui/widgets/diagram.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board/bview.h"

#define HOLD_START 1.3   /* seconds at the start position before the first move */
#define HOLD_BETWEEN 0.9 /* after each move's animation */
#define HOLD_END 2.8     /* on the final position before the loop restarts */
#define MAX_ACTIONS 2048

struct diagram {
    session_t *s;
    bview_t *bv;
    canvas_t *canvas;    /* the canvas the view's images live on */
    int gfx;             /* ui->gfx_lost when they were made */
    int nmoves, step;    /* scripted moves, the entry shown */
    double hold;
    int targets;
};

static diagram_t *wrap(session_t *s, char *err, size_t errlen)
{
    diagram_t *d = calloc(1, sizeof *d);
    if (d) d->bv = bview_new(s->game);
    if (!d || !d->bv) {
        free(d);
        session_free(s);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    d->s = s;
    bview_opts_t o;
    bview_default_opts(&o);
    o.coords = 0;
    o.banners = 0;
    bview_set_opts(d->bv, &o);
    d->nmoves = 0;
    d->step = s->cur;
    bview_show_entry(d->bv, s, s->cur);
    return d;
}

diagram_t *diagram_from_session(session_t *s, char *err, size_t errlen) { return wrap(s, err, errlen); }

diagram_t *diagram_from_level(const char *path, const char *data_dir, char *err, size_t errlen)
{
    level_t *lv = level_new();
    if (!lv) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    session_t *s = NULL;
    if (level_load(lv, path, err, errlen) == 0) s = session_new_level(lv, data_dir, NULL, err, errlen);
    for (int i = 0; s && i < lv->nsteps; i++) {
        char msg[GAME_ERR_MAX];
        if (session_play(s, lv->steps[i].move, msg, sizeof msg)) {
            snprintf(err, errlen, "%s:%d: move '%s' refused: %s", path, lv->steps[i].line, lv->steps[i].move, msg);
            session_free(s);
            s = NULL;
        }
    }
    level_free(lv);
    if (!s) return NULL;
    int moves = s->n - 1;
    s->cur = 0;
    diagram_t *d = wrap(s, err, errlen);
    if (d) {
        d->nmoves = moves;
        d->hold = HOLD_START;
        if (!moves) { /* a still picture: show it with its own last-move marks, none */
            d->step = 0;
        }
    }
    return d;
}

diagram_t *diagram_random(const game_rules_t *r, const game_setup_t *setup, const char *data_dir,
                          int turns, uint64_t seed, char *err, size_t errlen)
{
    game_t *g = game_new(r, setup, data_dir, err, errlen);
    if (!g) return NULL;
    session_t *s = session_new(g, err, errlen);
    if (!s) return NULL;
    void *st = malloc(r->state_size), *prev = malloc(r->state_size);
    if (!st || !prev) {
        free(st);
        free(prev);
        session_free(s);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    memcpy(st, session_state(s), r->state_size);
    rng_t rng;
    rng_seed(&rng, seed);
    for (int i = 0; i < turns; i++) {
        memcpy(prev, st, r->state_size);
        if (r->random_turn(s->game, st, &rng) < 0 || game_is_over(st)) {
            memcpy(st, prev, r->state_size);
            break;
        }
    }
    /* The picture is the session's start entry: no move marks on it. */
    memcpy(s->hist[0].state, st, r->state_size);
    free(st);
    free(prev);
    return wrap(s, err, errlen);
}

void diagram_free(diagram_t *d)
{
    if (!d) return;
    bview_free(d->bv, d->canvas);
    session_free(d->s);
    free(d);
}

void diagram_apply_settings(diagram_t *d, const settings_t *s, int coords)
{
    bview_opts_t o = *bview_opts(d->bv);
    o.coords = coords && s->coords;
    o.flat = s->orientation == SETTINGS_FLAT;
    o.colourblind = s->palette == 1;
    o.speed = s->anim_speed > 0 ? (float)s->anim_speed / 100.0f : 0.0f;
    bview_set_opts(d->bv, &o);
}

static void refresh_targets(diagram_t *d)
{
    if (!d->targets) {
        bview_set_targets(d->bv, NULL, 0);
        return;
    }
    const game_t *g = d->s->game;
    const void *st = d->s->hist[d->step].state;
    action_t *acts = malloc(sizeof *acts * MAX_ACTIONS);
    uint8_t mask[BOARD_MAX_CELLS];
    memset(mask, 0, sizeof mask);
    int n = acts ? g->rules->actions(g, st, acts, MAX_ACTIONS) : 0;
    for (int i = 0; i < n; i++)
        if (acts[i].kind == ACT_PLACE && acts[i].a >= 0 && acts[i].a < BOARD_MAX_CELLS) mask[acts[i].a] = 1;
    free(acts);
    bview_set_targets(d->bv, mask, game_head(st)->to_move);
}

void diagram_show_targets(diagram_t *d, int on)
{
    d->targets = on;
    refresh_targets(d);
}

void diagram_update(diagram_t *d, double dt)
{
    bview_update(d->bv, dt);
    if (d->nmoves == 0 || bview_animating(d->bv)) return;
    d->hold -= dt;
    if (d->hold > 0) return;
    if (d->step < d->nmoves) {
        d->step++;
        bview_set_targets(d->bv, NULL, 0);
        bview_play_entry(d->bv, d->s, d->step);
        d->hold = d->step == d->nmoves ? HOLD_END : HOLD_BETWEEN;
    } else {
        d->step = 0;
        bview_show_entry(d->bv, d->s, 0);
        refresh_targets(d);
        d->hold = HOLD_START;
    }
}

int diagram_animating(const diagram_t *d) { return d && bview_animating(d->bv); }

void diagram_draw(diagram_t *d, const ui_t *ui, canvas_t *c, canvas_rect_t r)
{
    if (d->canvas != c || d->gfx != ui->gfx_lost) {
        if (d->canvas == c) bview_forget_images(d->bv);
        d->canvas = c;
        d->gfx = ui->gfx_lost;
    }
    bview_draw(d->bv, c, r);
}

const session_t *diagram_session(const diagram_t *d) { return d->s; }
