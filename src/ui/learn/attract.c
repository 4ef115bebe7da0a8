/* The attract mode: AI-versus-AI games on a worker thread (ai_worker.h),
 * one game after another through the registry, each move animated with the
 * real animations and its notable events captioned. Quiet: no sounds. */
#include "contract/learn.h"
#include "ui/learn/attract.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_worker.h"
#include "ui/learn/attract_caption.h"
#include "ui/board/bview.h"
#include "ui/learn/demo_ui.h"
#include "ui/widgets/menu.h"
#include "draw/theme.h"
#include "ui/widgets/widgets.h"

#define MOVE_PAUSE 0.45     /* seconds between one move's animation and the next search */
#define END_PAUSE 4.0       /* the result stays this long */
#define GAME_SECONDS 150.0  /* then the next game, finished or not */
#define GAME_MOVES 240
#define CAPTION_SECONDS 3.2
#define AI_SECONDS 0.35     /* the worker's wall-clock cap per move */
#define LOG_LINES 5         /* recent captions listed beside the board */

typedef struct {
    screen_t base;
    ui_t *ui;
    int game;                  /* registry index */
    int played;
    session_t *s;
    bview_t *bv;
    canvas_t *bv_canvas;
    int gfx_lost;
    ai_worker_t *ai;
    uint64_t tag;
    int thinking;
    double wait;               /* pause before the next search */
    double game_time;
    double over_time;          /* seconds since the game ended, -1 while on */
    char caption[256];
    int caption_level;
    double caption_age;
    char log[LOG_LINES][128];  /* the game's recent captions, newest first */
    int nlog;
    menu_ptr_t ptr;
    double age;
} attract_t;

static attract_t *self(screen_t *s) { return (attract_t *)s; }
static const attract_t *cself(const screen_t *s) { return (const attract_t *)s; }

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : ".";
}

/* Small boards make short, lively games; a game's learn table may pick
 * another size or more players to show off. */
static void small_setup(const game_rules_t *r, game_setup_t *s)
{
    const game_learn_t *L = r->learn;
    int players = L && L->attract_players ? L->attract_players : r->min_players;
    game_setup_default(r, s, players);
    if (r->board_kind == BOARD_HEXHEX) {
        int side = L && L->attract_side ? L->attract_side : r->min_side;
        s->side = side < r->min_side ? r->min_side : side > r->max_side ? r->max_side : side;
    }
    char err[64];
    game_setup_parse(r, s, "pie=off", err, sizeof err);
}

static void say(attract_t *a, const char *text, int level)
{
    snprintf(a->caption, sizeof a->caption, "%s", text);
    a->caption_level = level;
    a->caption_age = 0;
}

static void start_game(attract_t *a, int index)
{
    int n = game_count();
    if (n <= 0) return;
    ai_worker_cancel(a->ai);
    a->thinking = 0;
    bview_free(a->bv, a->bv_canvas);
    a->bv = NULL;
    session_free(a->s);
    a->s = NULL;
    a->game = ((index % n) + n) % n;
    const game_rules_t *r = game_by_index(a->game);
    game_setup_t setup;
    small_setup(r, &setup);
    char err[256];
    game_t *g = game_new(r, &setup, data_dir(a->ui), err, sizeof err);
    a->s = g ? session_new(g, err, sizeof err) : NULL;
    a->bv = a->s ? bview_new(a->s->game) : NULL;
    a->played++;
    a->nlog = 0;
    a->game_time = 0;
    a->over_time = -1;
    a->wait = 1.0;
    if (!a->bv) {
        say(a, err, ATTRACT_MINOR);
        a->over_time = 0;
        return;
    }
    demo_ui_view_opts(a->ui, a->bv, 1.25f);
    bview_show_entry(a->bv, a->s, 0);
    char line[160];
    snprintf(line, sizeof line, "%s: %s", r->name, r->pitch && *r->pitch ? r->pitch : "watch the computer play");
    say(a, line, ATTRACT_MINOR);
}

static void think(attract_t *a)
{
    ai_request_t req;
    memset(&req, 0, sizeof req);
    req.level = AI_EASY;
    req.seed = 0x41545452ULL + (uint64_t)a->played * 7919u + (uint64_t)a->s->cur;
    req.max_seconds = AI_SECONDS;
    /* The AI threads setting, as in play (the soak runs the attract mode). */
    req.threads = a->ui->client ? settings_ai_threads(&a->ui->client->settings) : 1;
    char err[GAME_ERR_MAX];
    if (ai_worker_start(a->ai, a->s->game, session_state(a->s), &req, AI_JOB_MOVE, ++a->tag, err, sizeof err)) {
        say(a, err, ATTRACT_MINOR);
        a->over_time = 0;
        return;
    }
    a->thinking = 1;
}

static void arrive(attract_t *a, const move_t *m)
{
    char err[GAME_ERR_MAX];
    if (session_play_move(a->s, m, err, sizeof err)) {
        a->over_time = 0;
        return;
    }
    const session_entry_t *e = session_current(a->s);
    bview_play_entry(a->bv, a->s, a->s->cur);
    char text[256];
    int level = attract_caption(a->s->game, a->s->hist[a->s->cur - 1].state, e->state, &e->events, text, sizeof text);
    /* A weak caption does not cover a strong one still on screen. */
    if (level >= ATTRACT_NOTABLE || (level && (a->caption_age > 1.5 || a->caption_level < ATTRACT_NOTABLE)))
        say(a, text, level);
    if (level) {
        memmove(a->log[1], a->log[0], sizeof a->log[0] * (LOG_LINES - 1));
        snprintf(a->log[0], sizeof a->log[0], "%d. %.110s", a->s->cur, text);
        if (a->nlog < LOG_LINES) a->nlog++;
    }
    if (game_is_over(e->state)) a->over_time = 0;
    a->wait = MOVE_PAUSE;
}

static void attract_update(screen_t *s, ui_t *ui, double dt)
{
    attract_t *a = self(s);
    (void)ui;
    a->age += dt;
    a->caption_age += dt;
    if (!a->s || !a->bv) {
        if (a->age > 3.0) start_game(a, a->game + 1);
        return;
    }
    bview_update(a->bv, dt);
    a->game_time += dt;
    if (a->over_time >= 0) {
        a->over_time += dt;
        if (a->over_time > END_PAUSE) start_game(a, a->game + 1);
        return;
    }
    if (a->game_time > GAME_SECONDS || a->s->cur >= GAME_MOVES) {
        start_game(a, a->game + 1);
        return;
    }
    if (a->thinking) {
        ai_result_t *res = malloc(sizeof *res);
        if (!res) return;
        ai_worker_status_t st = ai_worker_poll(a->ai, res);
        if (st == AI_WORKER_DONE && res->tag == a->tag) {
            a->thinking = 0;
            arrive(a, &res->hint.move);
        } else if (st == AI_WORKER_FAILED) {
            a->thinking = 0;
            a->over_time = 0;
        }
        free(res);
        return;
    }
    if (bview_animating(a->bv)) return;
    a->wait -= dt;
    if (a->wait <= 0) think(a);
}

static void attract_event(screen_t *s, ui_t *ui, const ui_event_t *ev)
{
    attract_t *a = self(s);
    int leave = ev->kind == UI_EV_KEY || ev->kind == UI_EV_POINTER_DOWN || ev->kind == UI_EV_WHEEL;
    if (ev->kind == UI_EV_POINTER_MOVE) leave = menu_ptr_moved(&a->ptr, ev);
    if (leave) screen_pop(ui->screens);
}

static void draw_caption(attract_t *a, ui_t *ui, canvas_t *c, canvas_colour_t accent)
{
    if (!a->caption[0]) return;
    float sc = ui->scale, age = (float)a->caption_age;
    float hold = a->caption_level >= ATTRACT_DECISIVE ? 1e9f : (float)CAPTION_SECONDS;
    float alpha = fminf(1.0f, age / 0.25f) * fminf(1.0f, fmaxf(0.0f, (hold + 0.6f - age) / 0.6f));
    if (alpha <= 0.01f) return;
    float size = a->caption_level >= ATTRACT_NOTABLE ? 30.0f : 22.0f;
    canvas_text_t t = menu_font(ui, CANVAS_FACE_BOLD, size, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    t.shadow = 2.0f * sc;
    t.shadow_colour = canvas_hex(THEME_SHADOW, 230);
    if (a->caption_level >= ATTRACT_NOTABLE) {
        t.glow = 10.0f * sc;
        t.glow_colour = canvas_with_alpha(accent, 0.6f);
    }
    char fit[WIDGET_LINE_MAX];
    t.size = canvas_fit_size(c, &t, a->caption, (float)ui->width - 120.0f * sc, 0.7f);
    widget_fit_text(c, &t, a->caption, (float)ui->width - 120.0f * sc, fit, sizeof fit);
    float w = canvas_text_width(c, &t, fit) + 60.0f * sc, h = size * 1.9f * sc;
    /* A pop: the caption grows in over its first fraction of a second. */
    float pop = 1.0f + 0.12f * fmaxf(0.0f, 1.0f - age / 0.2f);
    float cx = (float)ui->width * 0.5f, cy = (float)ui->height - 96.0f * sc;
    canvas_rect_t r = canvas_rect(cx - w * 0.5f * pop, cy - h * 0.5f * pop, w * pop, h * pop);
    float before = c->alpha;
    canvas_set_alpha(c, before * alpha);
    canvas_soft_rrect(c, r, h * 0.5f, 18.0f * sc, canvas_with_alpha(accent, 0.35f));
    canvas_fill_rrect(c, r, h * 0.5f, canvas_solid(canvas_hex(0x120f33, 232)));
    canvas_stroke_rrect(c, r, h * 0.5f, 2.0f * sc, canvas_with_alpha(accent, 0.9f));
    t.size *= pop;
    canvas_text(c, &t, cx, cy, fit);
    canvas_set_alpha(c, before);
}

/* Beside the board: the game's pitch, then its recent events, the newest
 * brightest. */
static void draw_log(attract_t *a, ui_t *ui, canvas_t *c, canvas_rect_t r, const game_rules_t *g)
{
    float sc = ui->scale, y = r.y;
    canvas_text_t p = menu_font(ui, CANVAS_FACE_REGULAR, 15, CANVAS_LEFT | CANVAS_TOP, canvas_hex(THEME_INK_DIM, 230));
    if (g && g->pitch) y += demo_ui_text(c, &p, r.x, y, r.w, 21.0f * sc, g->pitch, 7) + 18.0f * sc;
    for (int i = 0; i < a->nlog && y < r.y + r.h; i++) {
        canvas_text_t t = menu_font(ui, i ? CANVAS_FACE_REGULAR : CANVAS_FACE_BOLD, 14, CANVAS_LEFT | CANVAS_TOP,
                                    canvas_hex(THEME_INK, (uint8_t)(240 - 36 * i)));
        y += demo_ui_text(c, &t, r.x, y, r.w, 19.0f * sc, a->log[i], 3) + 8.0f * sc;
    }
}

/* Where the demo game's board and its score cards go. */
static void board_rects(const ui_t *ui, canvas_rect_t *board, canvas_rect_t *scores)
{
    float sc = ui->scale, W = (float)ui->width, H = (float)ui->height, side = 230.0f * sc;
    *board = canvas_rect(side, 64.0f * sc, W - 2 * side, H - 190.0f * sc);
    *scores = canvas_rect(W - side + 16.0f * sc, 90.0f * sc, side - 40.0f * sc, H * 0.5f);
}

/* A new demo game's board is made on a worker before its first frame. */
static int attract_ready(screen_t *s, ui_t *ui, canvas_t *c)
{
    attract_t *a = self(s);
    if (!a->bv || a->gfx_lost != ui->gfx_lost) return 1;
    canvas_rect_t board, scores;
    board_rects(ui, &board, &scores);
    a->bv_canvas = c;
    return bview_prepare(a->bv, c, board, &scores);
}

static void attract_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    attract_t *a = self(s);
    (void)alpha;
    if (a->gfx_lost != ui->gfx_lost) {
        a->gfx_lost = ui->gfx_lost;
        if (a->bv) bview_forget_images(a->bv);
    }
    a->bv_canvas = c;
    float sc = ui->scale, W = (float)ui->width, H = (float)ui->height;
    const game_rules_t *r = game_by_index(a->game);
    canvas_colour_t accent = theme_game_accent(r ? r->id : "", a->game, 255);
    demo_ui_background(c, ui);
    float side = 230.0f * sc;
    canvas_rect_t board, scores;
    board_rects(ui, &board, &scores);
    if (a->bv) {
        bview_draw(a->bv, c, board);
        bview_draw_scores(a->bv, c, scores);
    }
    /* The heading: the mode and the game. */
    canvas_text_t k = menu_font(ui, CANVAS_FACE_BOLD, 14, CANVAS_LEFT | CANVAS_MIDDLE, accent);
    k.tracking = 0.3f;
    k.glow = 5.0f * sc;
    k.glow_colour = canvas_with_alpha(accent, 0.5f);
    canvas_text(c, &k, 36.0f * sc, 40.0f * sc, "COMPUTER VS COMPUTER");
    canvas_text_t t = menu_font(ui, CANVAS_FACE_CONDENSED, 44, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(0xffffff, 255));
    t.colour2 = canvas_lighten(accent, 0.35f);
    t.glow = 10.0f * sc;
    t.glow_colour = canvas_with_alpha(accent, 0.35f);
    canvas_text(c, &t, 34.0f * sc, 84.0f * sc, r ? r->name : "");
    if (a->s) {
        canvas_text_t m = menu_font(ui, CANVAS_FACE_REGULAR, 15, CANVAS_LEFT | CANVAS_MIDDLE, canvas_hex(THEME_INK_DIM, 230));
        char line[64];
        snprintf(line, sizeof line, "Move %d", a->s->cur);
        canvas_text(c, &m, 36.0f * sc, 120.0f * sc, line);
    }
    draw_log(a, ui, c, canvas_rect(36.0f * sc, 150.0f * sc, side - 50.0f * sc, H - 300.0f * sc), r);
    draw_caption(a, ui, c, accent);
    /* The way out, blinking. */
    float blink = 0.55f + 0.45f * sinf((float)a->age * 3.2f);
    canvas_text_t p = menu_font(ui, CANVAS_FACE_BOLD, 17, CANVAS_CENTRE | CANVAS_MIDDLE, canvas_hex(THEME_AMBER, (uint8_t)(255 * blink)));
    p.tracking = 0.2f;
    canvas_text(c, &p, W * 0.5f, H - 30.0f * sc, "PRESS ANY KEY");
}

/* A caption popping in or fading out (draw_caption's alpha and pop). */
static int caption_changing(const attract_t *a)
{
    if (!a->caption[0]) return 0;
    double hold = a->caption_level >= ATTRACT_DECISIVE ? 1e9 : CAPTION_SECONDS;
    return a->caption_age < 0.25 || (a->caption_age > hold && a->caption_age < hold + 0.65);
}

/* A move animating or a caption coming and going: a show, drawn at a
 * capped rate (nobody is at the controls; a cabinet left on the attract
 * mode for hours should not keep a core busy). Between moves (the pause,
 * the AI thinking, the result held) only the prompt blinks and the
 * board's glows pulse. */
static screen_motion_t attract_motion(const screen_t *s, const ui_t *ui)
{
    const attract_t *a = cself(s);
    (void)ui;
    if ((a->bv && bview_animating(a->bv)) || caption_changing(a)) return SCREEN_SHOWING;
    return SCREEN_AMBIENT;
}

static void attract_destroy(screen_t *s)
{
    attract_t *a = self(s);
    ai_worker_free(a->ai);
    bview_free(a->bv, a->bv_canvas);
    session_free(a->s);
    free(a);
}

static const screen_ops_t attract_ops = {
    .name = "attract",
    .opaque = 1,
    .event = attract_event,
    .update = attract_update,
    .render = attract_render,
    .ready = attract_ready,
    .destroy = attract_destroy,
    .motion = attract_motion,
};

screen_t *attract_screen_new(ui_t *ui, int game_index)
{
    if (!ui) return NULL;
    attract_t *a = calloc(1, sizeof *a);
    if (!a) return NULL;
    a->base.ops = &attract_ops;
    a->ui = ui;
    a->gfx_lost = ui->gfx_lost;
    a->ai = ai_worker_new();
    if (!a->ai) {
        free(a);
        return NULL;
    }
    start_game(a, game_index < 0 ? 0 : game_index);
    return &a->base;
}

/* ------------------------------------------------------------------ */
/* Tests. */

int attract_screen_is(const screen_t *s) { return s && s->ops == &attract_ops; }

const char *attract_game_id(const screen_t *s)
{
    if (!attract_screen_is(s)) return "";
    const game_rules_t *r = game_by_index(cself(s)->game);
    return r ? r->id : "";
}

int attract_games_played(const screen_t *s) { return attract_screen_is(s) ? cself(s)->played : 0; }
int attract_moves(const screen_t *s) { return attract_screen_is(s) && cself(s)->s ? cself(s)->s->cur : 0; }
const char *attract_caption_now(const screen_t *s) { return attract_screen_is(s) ? cself(s)->caption : ""; }
