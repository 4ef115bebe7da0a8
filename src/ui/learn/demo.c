/* The demonstration player: a game's demonstration files one after the
 * other, each as pages (demo_model.h) shown on the board view with the real
 * animations. Stepping forward plays a move; stepping back plays it
 * backwards; pages step on by themselves after a reading time that grows
 * with the caption, scaled by the speed. Drawing is in demo_draw.c. */
#include "ui/learn/demo_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/app/client.h"
#include "ui/platform/audio.h"

static const float speeds[DEMO_SPEEDS] = {0.5f, 0.75f, 1.0f, 1.5f, 2.0f};
#define SPEED_NORMAL 2

static demo_t *self(screen_t *s) { return (demo_t *)s; }
static const demo_t *cself(const screen_t *s) { return (const demo_t *)s; }

float demo_speed_factor(const demo_t *d) { return speeds[d->speed]; }

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : ".";
}

static audio_t *audio_of(const demo_t *d) { return d->ui->client ? d->ui->client->audio : NULL; }

/* Seconds to read a page: a pause, then time for each character. */
static double reading_time(const demo_t *d)
{
    size_t n = d->m.lv ? strlen(demo_model_caption(&d->m, d->page)) : 0;
    double t = 1.4 + 0.052 * (double)n;
    if (t < 2.4) t = 2.4;
    return t / speeds[d->speed];
}

static void sound(demo_t *d)
{
    audio_t *a = audio_of(d);
    if (!a || !d->m.s) return;
    const event_list_t *ev = &d->m.s->hist[demo_model_entry(&d->m, d->page)].events;
    int beats = event_beats(ev);
    double dur = bview_duration(d->bv), beat = beats > 0 && dur > 0 ? dur / beats : 0.3;
    sfxplan_pan_t *pan = malloc(sizeof *pan);
    if (pan) sfxplan_board_pan(&d->m.s->game->board, 0.5f, pan);
    audio_play_events(a, ev, beat, pan);
    free(pan);
}

static void apply_speed(demo_t *d)
{
    if (d->bv) demo_ui_view_opts(d->ui, d->bv, speeds[d->speed]);
    audio_set_speed(audio_of(d), speeds[d->speed]);
}

/* Opens demonstration i: a new game (and so a new board view). */
static void open_demo(demo_t *d, int i)
{
    audio_cancel_pending(audio_of(d));
    bview_free(d->bv, d->bv_canvas);
    d->bv = NULL;
    demo_model_free(&d->m);
    d->err[0] = '\0';
    d->index = i;
    d->page = 0;
    if (i < 0 || i >= d->files->n) {
        snprintf(d->err, sizeof d->err, "No demonstrations of %s were found.", d->r->name);
        return;
    }
    if (demo_model_load(&d->m, d->files->path[i], data_dir(d->ui), d->err, sizeof d->err)) return;
    d->bv = bview_new(d->m.s->game);
    if (!d->bv) {
        demo_model_free(&d->m);
        snprintf(d->err, sizeof d->err, "out of memory");
        return;
    }
    apply_speed(d);
    bview_show_entry(d->bv, d->m.s, 0);
    d->dwell = reading_time(d);
}

/* One page on: a move page plays its move. */
static void forward(demo_t *d)
{
    if (!d->bv) return;
    bview_finish(d->bv);
    if (d->page + 1 >= d->m.npages) return;
    d->page++;
    if (demo_model_moves_at(&d->m, d->page)) {
        bview_play_entry(d->bv, d->m.s, demo_model_entry(&d->m, d->page));
        sound(d);
    } else {
        bview_show_entry(d->bv, d->m.s, demo_model_entry(&d->m, d->page));
    }
    d->dwell = reading_time(d);
}

/* One page back: a move page's move is played backwards. */
static void back(demo_t *d)
{
    if (!d->bv || d->page == 0) return;
    bview_finish(d->bv);
    audio_cancel_pending(audio_of(d));
    if (demo_model_moves_at(&d->m, d->page)) bview_unplay_entry(d->bv, d->m.s, demo_model_entry(&d->m, d->page));
    else bview_show_entry(d->bv, d->m.s, demo_model_entry(&d->m, d->page - 1));
    d->page--;
    d->dwell = reading_time(d);
}

static void replay(demo_t *d)
{
    if (!d->bv) return;
    audio_cancel_pending(audio_of(d));
    bview_finish(d->bv);
    d->page = 0;
    bview_show_entry(d->bv, d->m.s, 0);
    d->playing = 1;
    d->dwell = reading_time(d);
}

static void other_demo(demo_t *d, int delta)
{
    int n = d->files->n;
    if (n <= 1) return;
    open_demo(d, ((d->index + delta) % n + n) % n);
}

static void set_speed(demo_t *d, int delta)
{
    int s = d->speed + delta;
    if (s < 0 || s >= DEMO_SPEEDS) return;
    d->speed = s;
    apply_speed(d);
}

static void press(demo_t *d, demo_button_t b)
{
    switch (b) {
    case DB_FIRST: replay(d); break;
    case DB_BACK: d->playing = 0; back(d); break;
    case DB_PLAY:
        /* Play at the last page starts over. */
        if (!d->playing && d->bv && d->page + 1 >= d->m.npages) replay(d);
        else d->playing = !d->playing;
        d->dwell = d->playing ? 0.6 : reading_time(d);
        break;
    case DB_STEP: d->playing = 0; forward(d); break;
    case DB_NEXT: other_demo(d, +1); break;
    case DB_SPEED: d->speed = (d->speed + 1) % DEMO_SPEEDS; apply_speed(d); break;
    default: break;
    }
    menu_sound(d->ui);
}

static int button_at(const demo_t *d, const ui_t *ui, float x, float y)
{
    demo_layout_t L;
    demo_layout(d, ui, &L);
    for (int i = 0; i < DB_COUNT; i++)
        if (canvas_rect_contains(L.btn[i], x, y)) return i;
    return -1;
}

static void demo_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    demo_t *d = self(s);
    switch (ev->kind) {
    case UI_EV_KEY:
        switch (ev->key) {
        case UI_KEY_ESCAPE:
        case UI_KEY_BACKSPACE: screen_pop(ui->screens); break;
        case UI_KEY_RIGHT: press(d, DB_STEP); break;
        case UI_KEY_LEFT: press(d, DB_BACK); break;
        case UI_KEY_SPACE:
        case UI_KEY_ENTER:
            if (!ev->repeat) press(d, DB_PLAY);
            break;
        case UI_KEY_HOME: press(d, DB_FIRST); break;
        case UI_KEY_PAGEDOWN: other_demo(d, +1); break;
        case UI_KEY_PAGEUP: other_demo(d, -1); break;
        case UI_KEY_UP: set_speed(d, +1); break;
        case UI_KEY_DOWN: set_speed(d, -1); break;
        case UI_KEY_CHAR:
            if (ev->ch == 'r') press(d, DB_FIRST);
            else if (ev->ch == 'p' || ev->ch == 'k') press(d, DB_PLAY);
            else if (ev->ch == 'n') other_demo(d, +1);
            else if (ev->ch == 'b') other_demo(d, -1);
            else if (ev->ch == '+' || ev->ch == '=') set_speed(d, +1);
            else if (ev->ch == '-') set_speed(d, -1);
            else if (ev->ch == 'l' || ev->ch == 'd') press(d, DB_STEP);
            else if (ev->ch == 'h' || ev->ch == 'a') press(d, DB_BACK);
            break;
        default: break;
        }
        break;
    case UI_EV_POINTER_MOVE:
        d->hot = menu_ptr_moved(&d->ptr, ev) ? button_at(d, ui, ev->x, ev->y) : -1;
        break;
    case UI_EV_POINTER_DOWN:
        if (ev->button == 1) d->pressed = button_at(d, ui, ev->x, ev->y);
        break;
    case UI_EV_POINTER_UP:
        if (ev->button == 1 && d->pressed >= 0 && d->pressed == button_at(d, ui, ev->x, ev->y))
            press(d, (demo_button_t)d->pressed);
        d->pressed = -1;
        break;
    case UI_EV_WHEEL: press(d, ev->wheel > 0 ? DB_BACK : DB_STEP); break;
    default: break;
    }
}

static void demo_update(screen_t *s, ui_t *ui, double dt)
{
    demo_t *d = self(s);
    d->age += dt;
    menu_hl_step(d->hl, d->hl_prev, DB_COUNT, d->hot, dt);
    if (!d->bv) return;
    bview_update(d->bv, dt);
    if (!d->playing || bview_animating(d->bv)) return;
    d->dwell -= dt;
    if (d->dwell > 0) return;
    if (d->page + 1 < d->m.npages) forward(d);
    else if (d->all && d->index + 1 < d->files->n) open_demo(d, d->index + 1);
    else d->playing = 0;
    (void)ui;
}

/* A demonstration's board is made on a worker before its first frame. */
static int demo_ready(screen_t *s, ui_t *ui, canvas_t *c)
{
    demo_t *d = self(s);
    if (!d->bv || d->gfx_lost != ui->gfx_lost) return 1;
    demo_layout_t L;
    demo_layout(d, ui, &L);
    d->bv_canvas = c;
    return bview_prepare(d->bv, c, L.base.board, &L.scores);
}

static void demo_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    demo_t *d = self(s);
    (void)alpha;
    if (d->gfx_lost != ui->gfx_lost) {
        d->gfx_lost = ui->gfx_lost;
        if (d->bv) bview_forget_images(d->bv);
    }
    d->bv_canvas = c;
    demo_draw(d, ui, c);
}

static void demo_enter(screen_t *s, ui_t *ui)
{
    (void)ui;
    apply_speed(self(s)); /* the settings may have changed meanwhile */
}

static void demo_destroy(screen_t *s)
{
    demo_t *d = self(s);
    audio_cancel_pending(audio_of(d));
    bview_free(d->bv, d->bv_canvas);
    demo_model_free(&d->m);
    free(d->files);
    free(d);
}

static const screen_ops_t demo_ops = {
    .name = "demo",
    .opaque = 1,
    .enter = demo_enter,
    .event = demo_event,
    .update = demo_update,
    .render = demo_render,
    .ready = demo_ready,
    .destroy = demo_destroy,
};

screen_t *demo_player_new(ui_t *ui, const game_rules_t *r, int first, int autoplay, int all)
{
    if (!ui || !r) return NULL;
    demo_t *d = calloc(1, sizeof *d);
    if (!d || !(d->files = calloc(1, sizeof *d->files))) {
        free(d);
        return NULL;
    }
    d->base.ops = &demo_ops;
    d->ui = ui;
    d->r = r;
    d->hot = d->pressed = -1;
    d->speed = SPEED_NORMAL;
    d->playing = autoplay;
    d->all = all;
    d->gfx_lost = ui->gfx_lost;
    demo_files_list(d->files, data_dir(ui), r->id, "demos");
    open_demo(d, first < 0 || first >= d->files->n ? 0 : first);
    return &d->base;
}

screen_t *demo_player_from_arg(ui_t *ui, const char *arg, char *err, size_t errlen)
{
    char id[64];
    const char *slash = strchr(arg, '/');
    snprintf(id, sizeof id, "%.*s", (int)(slash ? (size_t)(slash - arg) : strlen(arg)), arg);
    const game_rules_t *r = NULL;
    for (int i = 0; i < game_count(); i++)
        if (!strcasecmp(game_by_index(i)->id, id)) r = game_by_index(i);
    if (!r) {
        snprintf(err, errlen, "--demo: unknown game '%s'", id);
        return NULL;
    }
    screen_t *s = demo_player_new(ui, r, 0, 1, slash == NULL);
    demo_t *d = s ? self(s) : NULL;
    if (d && slash && slash[1]) {
        int k = demo_files_find(d->files, slash + 1);
        if (k < 0) {
            snprintf(err, errlen, "--demo: %s has no demonstration '%s'", r->name, slash + 1);
            demo_destroy(s);
            return NULL;
        }
        open_demo(d, k);
    }
    return s;
}

/* ------------------------------------------------------------------ */
/* Tests and scripts. */

int demo_player_is(const screen_t *s) { return s && s->ops == &demo_ops; }
int demo_player_page(const screen_t *s) { return demo_player_is(s) ? cself(s)->page : -1; }
int demo_player_pages(const screen_t *s) { return demo_player_is(s) ? cself(s)->m.npages : 0; }
int demo_player_index(const screen_t *s) { return demo_player_is(s) ? cself(s)->index : -1; }
int demo_player_count(const screen_t *s) { return demo_player_is(s) ? cself(s)->files->n : 0; }
int demo_player_playing(const screen_t *s) { return demo_player_is(s) && cself(s)->playing; }
float demo_player_speed(const screen_t *s) { return demo_player_is(s) ? speeds[cself(s)->speed] : 0; }
const char *demo_player_error(const screen_t *s) { return demo_player_is(s) ? cself(s)->err : ""; }
bview_t *demo_player_view(screen_t *s) { return demo_player_is(s) ? self(s)->bv : NULL; }

int demo_player_busy(const screen_t *s)
{
    return demo_player_is(s) && cself(s)->bv && bview_animating(cself(s)->bv);
}

const char *demo_player_caption(const screen_t *s)
{
    if (!demo_player_is(s) || !cself(s)->m.lv) return "";
    return demo_model_caption(&cself(s)->m, cself(s)->page);
}

int demo_player_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y)
{
    static const char *const names[DB_COUNT] = {"@first", "@back", "@play", "@step", "@next", "@speed"};
    if (!demo_player_is(s) || !name) return -1;
    demo_layout_t L;
    demo_layout(self(s), ui, &L);
    for (int i = 0; i < DB_COUNT; i++)
        if (!strcmp(name, names[i])) {
            *x = L.btn[i].x + L.btn[i].w * 0.5f;
            *y = L.btn[i].y + L.btn[i].h * 0.5f;
            return 0;
        }
    return -1;
}
