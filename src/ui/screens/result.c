/* The result screen: winner and how, scores, replay, rematch. */
#include "contract/words.h"
#include "ui/screens/result.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audio/sfxplan.h"
#include "core/foreign.h"
#include "draw/ease.h"
#include "draw/palette.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/board/bview.h"
#include "ui/platform/audio.h"
#include "ui/screens/result_how.h"
#include "ui/screens/result_next.h"
#include "ui/widgets/hexbg.h"
#include "ui/widgets/hudkit.h"
#include "ui/widgets/seat.h"
#include "ui/widgets/widgets.h"

enum { RB_REMATCH, RB_NEWGAME, RB_BOARD, RB_FIRST, RB_PREV, RB_REPLAY, RB_NEXT, RB_LAST, RB_REVIEW, RB_WRONG, RB_CLIMB, RB_COUNT };

typedef struct {
    screen_t base;
    ui_t *ui;
    session_t *s;             /* borrowed from the play screen below */
    bview_t *bv;
    canvas_t *bv_canvas;
    int gfx_lost;
    int k;                    /* the history entry the replay shows */
    int playing;
    double next_at;           /* ui time of the next replay step (0: after the animation) */
    double age;
    char title[128], how[256];
    char note[200];           /* the player's rating change, "" for none */
    char problem[300];        /* why a rematch or new game did not start
                                 (the finished game could not be kept) */
    int pointer_btn;
    float px, py;
    int lost_seat;            /* a person's seat that lost: What went wrong (0: none) */
    int next_level;           /* the level to try after a win (result_next.h), -1 none */
    char next_label[48];      /* "Try Beginner next" */
} result_t;

typedef struct {
    float sc;
    canvas_rect_t board, controls, side;
    float top;                /* where the side's content starts (centred) */
    play_btn_t btn[RB_COUNT];
} result_layout_t;

/* The side's content, design pixels: title and words, the table, buttons. */
#define PANEL_IN_S 0.6f /* the panel's entrance */
#define RESULT_HEAD_H 200.0f
#define RESULT_NOTE_H 44.0f /* two lines: "Not recorded: the record file is damaged..." was cut on one */
static float row_h(int players) { return players > 2 ? 44.0f : 54.0f; }
static float head_h(const char *note) { return RESULT_HEAD_H + (note[0] ? RESULT_NOTE_H : 0); }
/* The row of What went wrong (after a loss) or of the next level (after a
 * win) under the main buttons, when offered. */
#define RESULT_WRONG_H 56.0f


static result_t *self(screen_t *s) { return (result_t *)s; }

static void layout(const result_t *r, const ui_t *ui, result_layout_t *L)
{
    memset(L, 0, sizeof *L);
    float sc = ui->scale, W = (float)ui->width, H = (float)ui->height, m = 18.0f * sc;
    L->sc = sc;
    float side_w = 520.0f * sc;
    L->side = canvas_rect(W - side_w - m, m, side_w, H - 2 * m);
    float bw = L->side.x - 2 * m;
    L->controls = canvas_rect(m, H - m - 50.0f * sc, bw, 50.0f * sc);
    L->board = canvas_rect(m, m + 40.0f * sc, bw, L->controls.y - 10.0f * sc - (m + 40.0f * sc));
    /* Replay controls: |< < Replay > >| (the keys are in the footer). */
    static const char *const labels[RB_COUNT] = {"Rematch", "New game", "Board",
                                                 "|\xE2\x97\x80", "\xE2\x97\x80", "\xE2\x96\xB6 Replay",
                                                 "\xE2\x96\xB6", "\xE2\x96\xB6|", "Review",
                                                 "What went wrong", ""};
    static const char *const keys[RB_COUNT] = {"R", "N", "Esc", NULL, NULL, NULL, NULL, NULL, "V", "W", "T"};
    for (int i = 0; i < RB_COUNT; i++) {
        L->btn[i].label = labels[i];
        L->btn[i].key = keys[i];
        L->btn[i].shown = 1;
        L->btn[i].enabled = 1;
    }
    L->btn[RB_WRONG].shown = L->btn[RB_WRONG].enabled = r->lost_seat > 0;
    L->btn[RB_CLIMB].label = r->next_label;
    L->btn[RB_CLIMB].shown = L->btn[RB_CLIMB].enabled = !r->lost_seat && r->next_level >= 0;
    int extra = L->btn[RB_WRONG].shown || L->btn[RB_CLIMB].shown;
    if (r->playing) L->btn[RB_REPLAY].label = "\xE2\x9D\x9A\xE2\x9D\x9A Pause";
    L->btn[RB_FIRST].enabled = L->btn[RB_PREV].enabled = r->k > 0;
    L->btn[RB_NEXT].enabled = L->btn[RB_LAST].enabled = r->k < r->s->cur;
    /* The side's content is centred above the key hints; the main buttons
     * follow the table. */
    int players = r->s->game->setup.players;
    float content = head_h(r->note) + 14.0f + players * row_h(players) + 24.0f + 48.0f +
                    (extra ? RESULT_WRONG_H : 0);
    float room = L->side.h / sc - 60.0f;
    L->top = L->side.y + (room > content ? (room - content) * 0.5f : 0) * sc;
    float gap = 10.0f * sc, bh = 48.0f * sc, x = L->side.x + 22.0f * sc, w = L->side.w - 44.0f * sc;
    float y = L->top + (head_h(r->note) + 14.0f + players * row_h(players) + 24.0f) * sc;
    float bw3 = (w - 2 * gap) / 3;
    for (int i = 0; i < 3; i++) L->btn[i].r = canvas_rect(x + i * (bw3 + gap), y, bw3, bh);
    if (extra) L->btn[RB_WRONG].r = L->btn[RB_CLIMB].r = canvas_rect(x, y + (RESULT_WRONG_H - 48.0f) * sc + bh, w, bh);
    /* Replay controls under the board. */
    float cw[] = {58, 52, 130, 52, 58, 118};
    float total = 0;
    for (int i = 0; i < 6; i++) total += cw[i] * sc + (i ? gap : 0);
    float cx = L->controls.x + (L->controls.w - total) * 0.5f;
    for (int i = 0; i < 6; i++) {
        L->btn[RB_FIRST + i].r = canvas_rect(cx, L->controls.y + 5.0f * sc, cw[i] * sc, 40.0f * sc);
        cx += cw[i] * sc + gap;
    }
}

static audio_t *audio_of(const result_t *r) { return r->ui->client ? r->ui->client->audio : NULL; }

static void show(result_t *r, int k, int animate)
{
    r->k = k < 0 ? 0 : k > r->s->cur ? r->s->cur : k;
    if (animate && r->k > 0) {
        bview_play_entry(r->bv, r->s, r->k);
        const event_list_t *ev = &r->s->hist[r->k].events;
        int beats = event_beats(ev);
        double dur = bview_duration(r->bv);
        audio_play_events(audio_of(r), ev, beats > 0 && dur > 0 ? dur / beats : 0.3, NULL);
    } else {
        bview_show_entry(r->bv, r->s, r->k);
    }
    /* The final position whole: the side already says who won. */
    bview_opts_t o = *bview_opts(r->bv);
    o.banners = !(r->k == r->s->cur && !animate);
    bview_set_opts(r->bv, &o);
}

/* Rematch: the same game, set-up and seats, from the start. */
static session_t *rematch_session(const session_t *s, char *err, size_t n)
{
    session_t *ns;
    const game_t *g = s->game;
    if (s->level) {
        ns = session_new_level(s->level, g->data_dir, NULL, err, n);
    } else {
        game_t *ng = game_new(g->rules, &g->setup, g->data_dir, err, n);
        ns = ng ? session_new(ng, err, n) : NULL;
    }
    if (ns) {
        memcpy(ns->seat, s->seat, sizeof ns->seat);
        /* The same time control, every clock full again. */
        gclock_init(&ns->clock, g->setup.players, s->clock.base_ms, s->clock.inc_ms);
    }
    return ns;
}

/* The client's message of a refused step, shown in place of how the game
 * ended (the finished game's autosave failed: the screen stays). */
static void said(result_t *r, ui_t *ui)
{
    if (!ui->client || !ui->client->message[0]) return;
    snprintf(r->problem, sizeof r->problem, "%s", ui->client->message);
    ui->client->message[0] = '\0';
}

static void press(result_t *r, int b)
{
    ui_t *ui = r->ui;
    switch (b) {
    case RB_REMATCH: {
        char err[256];
        session_t *ns = rematch_session(r->s, err, sizeof err);
        if (!ns) {
            if (ui->client) snprintf(ui->client->message, sizeof ui->client->message, "%s", err);
            return;
        }
        if (nav_result_done(ui, (nav_result_t){.choice = NAV_RESULT_REMATCH, .session = ns})) said(r, ui);
        break;
    }
    case RB_NEWGAME:
        if (nav_result_done(ui, (nav_result_t){.choice = NAV_RESULT_NEWGAME, .rules = r->s->game->rules}))
            said(r, ui);
        break;
    case RB_BOARD: nav_result_done(ui, (nav_result_t){.choice = NAV_RESULT_BOARD}); break;
    case RB_FIRST: r->playing = 0, show(r, 0, 0); break;
    case RB_PREV: r->playing = 0, bview_finish(r->bv), show(r, r->k - 1, 0); break;
    case RB_NEXT:
        r->playing = 0;
        bview_finish(r->bv);
        if (r->k < r->s->cur) show(r, r->k + 1, 1);
        break;
    case RB_LAST: r->playing = 0, show(r, r->s->cur, 0); break;
    case RB_REVIEW:
        /* The analysis is kept in the play screen's game (its autosave). */
        r->playing = 0;
        bview_finish(r->bv);
        nav_push(ui, NAV_REVIEW, (nav_arg_t){.session = r->s});
        break;
    case RB_WRONG:
        /* The review's mode for the loser; its analysis is kept like the review's. */
        if (!r->lost_seat) break;
        r->playing = 0;
        bview_finish(r->bv);
        nav_push(ui, NAV_WRONG, (nav_arg_t){.session = r->s, .first = r->lost_seat});
        break;
    case RB_CLIMB: {
        /* The next level, remembered for the set-up as a game it starts is. */
        char err[256];
        session_t *ns = r->next_level >= 0 ? result_next_session(r->s, r->next_level, err, sizeof err) : NULL;
        if (!ns) {
            if (r->next_level >= 0 && ui->client) snprintf(ui->client->message, sizeof ui->client->message, "%s", err);
            break;
        }
        result_next_remember(ui->client, ns);
        if (nav_result_done(ui, (nav_result_t){.choice = NAV_RESULT_REMATCH, .session = ns})) said(r, ui);
        break;
    }
    case RB_REPLAY:
        if (r->playing) {
            r->playing = 0;
        } else {
            if (r->k >= r->s->cur) show(r, 0, 0);
            r->playing = 1;
            r->next_at = ui->time + 0.5;
        }
        break;
    default: break;
    }
}

/* Seconds after the screen opens during which keys cannot start a game. */
#define RESULT_KEY_GUARD 0.6

/* A key that starts a new game (Enter, R, N) must be meant for this screen:
 * not typed during the win banner (held, delivered now), nor in the moment
 * the screen opened, when it was meant for the board (issue 34: Enter
 * during the banner started a rematch; the result was never seen). */
static int starts_a_game_by_accident(const result_t *r, const ui_event_t *ev)
{
    int starts = ev->key == UI_KEY_ENTER || (ev->key == UI_KEY_CHAR && (ev->ch == 'r' || ev->ch == 'n' || ev->ch == 't'));
    return starts && (ev->held || r->age < RESULT_KEY_GUARD);
}

static void result_event(screen_t *scr, ui_t *ui, const ui_event_t *ev)
{
    result_t *r = self(scr);
    result_layout_t L;
    layout(r, ui, &L);
    if (ev->kind == UI_EV_KEY && starts_a_game_by_accident(r, ev)) return;
    if (ev->kind == UI_EV_POINTER_MOVE) {
        r->px = ev->x;
        r->py = ev->y;
    } else if (ev->kind == UI_EV_POINTER_DOWN && ev->button == 1) {
        for (int i = 0; i < RB_COUNT; i++)
            if (L.btn[i].shown && canvas_rect_contains(L.btn[i].r, ev->x, ev->y)) {
                press(r, i);
                return;
            }
    } else if (ev->kind == UI_EV_KEY && !ev->repeat) {
        switch (ev->key) {
        case UI_KEY_ESCAPE:
        case UI_KEY_BACKSPACE: press(r, RB_BOARD); break;
        case UI_KEY_ENTER: press(r, RB_REMATCH); break;
        case UI_KEY_SPACE: press(r, RB_REPLAY); break;
        case UI_KEY_LEFT: press(r, RB_PREV); break;
        case UI_KEY_RIGHT: press(r, RB_NEXT); break;
        case UI_KEY_HOME: press(r, RB_FIRST); break;
        case UI_KEY_END: press(r, RB_LAST); break;
        case UI_KEY_CHAR:
            if (ev->ch == 'r') press(r, RB_REMATCH);
            else if (ev->ch == 'n') press(r, RB_NEWGAME);
            else if (ev->ch == 'b') press(r, RB_BOARD);
            else if (ev->ch == 'v') press(r, RB_REVIEW);
            else if (ev->ch == 'w') press(r, RB_WRONG);
            else if (ev->ch == 't') press(r, RB_CLIMB);
            else if (ev->ch == 'a') nav_push(ui, NAV_ANALYSIS, (nav_arg_t){.session = r->s, .first = r->k});
            break;
        default: break;
        }
    }
}

static void result_update(screen_t *scr, ui_t *ui, double dt)
{
    result_t *r = self(scr);
    r->age += dt;
    bview_update(r->bv, dt);
    if (!r->playing || bview_animating(r->bv)) return;
    if (r->next_at <= 0) r->next_at = ui->time + 0.35;
    if (ui->time < r->next_at) return;
    r->next_at = 0;
    if (r->k < r->s->cur) show(r, r->k + 1, 1);
    else r->playing = 0;
}

/* The score table: one row per player with the game's counters. */
/* The size of every chunk, biggest first ("5 2 2"); when that is too wide
 * for the column, sizes that repeat are counted ("3Ã3 2Ã6"), on two
 * lines if need be (a 4-player Wunchunk's list was cut). sv: the scores,
 * sv[k] (k >= 2) the number of chunks of size k. */
static void draw_sizes(canvas_t *c, const canvas_text_t *nt, const int *sv, int ns, float x, float cy, float w,
                       float h, float sc)
{
    char full[GAME_SCORE_MAX * 8] = "", counted[GAME_SCORE_MAX * 12] = "";
    for (int k = ns - 1; k >= 2; k--) {
        for (int j = 0; j < sv[k]; j++) {
            size_t len = strlen(full);
            if (len + 8 < sizeof full) snprintf(full + len, sizeof full - len, "%s%d", len ? " " : "", k);
        }
        size_t len = strlen(counted);
        if (sv[k] == 1) snprintf(counted + len, sizeof counted - len, "%s%d", len ? " " : "", k);
        else if (sv[k] > 1) snprintf(counted + len, sizeof counted - len, "%s%d\xC3\x97%d", len ? " " : "", k, sv[k]);
    }
    canvas_text_t gt = *nt;
    gt.face = CANVAS_FACE_REGULAR;
    gt.size = 13.0f * sc;
    if (!full[0]) {
        canvas_text(c, &gt, x, cy, "-");
        return;
    }
    if (canvas_text_width(c, &gt, full) <= w) {
        canvas_text(c, &gt, x, cy, full);
        return;
    }
    if (canvas_text_width(c, &gt, counted) <= w) {
        canvas_text(c, &gt, x, cy, counted);
        return;
    }
    gt.size = fminf(12.0f * sc, h * 0.42f);
    char lines[2][WIDGET_LINE_MAX];
    int nl = widget_wrap(c, &gt, counted, w, lines, 2);
    float lh = gt.size * 1.15f;
    for (int i = 0; i < nl; i++) canvas_text(c, &gt, x, cy + ((float)i - (float)(nl - 1) * 0.5f) * lh, lines[i]);
}

static float draw_scores(result_t *r, canvas_t *c, float sc, float x, float y, float w)
{
    const session_t *s = r->s;
    const game_t *g = s->game;
    const void *st = session_state(s);
    const game_head_t *h = game_head(st);
    const char *const *hd = g->rules->words ? g->rules->words->result_head : NULL;
    canvas_text_t ht = {0};
    ht.face = CANVAS_FACE_BOLD;
    ht.size = 11.5f * sc;
    ht.tracking = 0.05f;
    ht.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    ht.colour = canvas_hex(THEME_INK_DIM, 220);
    float colx[3] = {x + w * 0.45f, x + w * 0.61f, x + w * 0.83f};
    for (int k = 0; hd && k < WORDS_MAX_SCORES; k++)
        if (hd[k]) canvas_text(c, &ht, colx[k], y, hd[k]);
    y += 14.0f * sc;
    float rh = row_h(g->setup.players) * sc;
    char site[GAME_MAX_PLAYERS][FOREIGN_NAME_MAX]; /* a game imported from a site: its players */
    foreign_names(s, site);
    for (int colour = 1; colour <= g->setup.players; colour++) {
        int win = h->winners >> (colour - 1) & 1;
        canvas_rect_t row = canvas_rect(x, y, w, rh - 6.0f * sc);
        palette_piece_t pc;
        palette_piece(g->rules->id, colour, 0, &pc);
        hud_box(c, row, sc, win ? canvas_hex(THEME_AMBER, 255) : canvas_hex(THEME_PANEL_EDGE, 200), win ? 0.6f : 0);
        float cy = row.y + row.h * 0.5f;
        hud_stone(c, g->rules->id, colour, row.x + 24.0f * sc, cy, 12.0f * sc, 0);
        char who[64], kind[64], line[160];
        int seat = seat_of_colour(s, colour);
        seat_name(s, seat, who, sizeof who);
        seat_kind(s, seat, kind, sizeof kind);
        if (site[colour - 1][0] && !strcmp(kind, "Human")) snprintf(who, sizeof who, "%.63s", site[colour - 1]);
        snprintf(line, sizeof line, "%s", seat_colour_name(s, colour));
        canvas_text_t t = {0};
        t.face = CANVAS_FACE_BOLD;
        t.size = 16.0f * sc;
        t.align = CANVAS_LEFT | CANVAS_BASELINE;
        t.colour = win ? canvas_hex(THEME_AMBER, 255) : canvas_hex(THEME_INK, 245);
        canvas_text(c, &t, row.x + 46.0f * sc, cy - 1.0f * sc, line);
        t.face = CANVAS_FACE_REGULAR;
        t.size = 12.0f * sc;
        t.align = CANVAS_LEFT | CANVAS_TOP;
        t.colour = canvas_hex(THEME_INK_DIM, 230);
        if (strcmp(kind, "Human")) snprintf(line, sizeof line, "%s", kind);
        else snprintf(line, sizeof line, "%s", who);
        canvas_text(c, &t, row.x + 46.0f * sc, cy + 3.0f * sc, line);
        int sv[GAME_SCORE_MAX];
        int ns = g->rules->score ? g->rules->score(g, st, colour, sv, GAME_SCORE_MAX) : 0;
        canvas_text_t nt = {0};
        nt.face = CANVAS_FACE_BOLD;
        nt.size = 19.0f * sc;
        nt.align = CANVAS_CENTRE | CANVAS_MIDDLE;
        nt.colour = canvas_hex(THEME_INK, 250);
        char num[GAME_SCORE_MAX * 8];
        for (int k = 0; k < 2 && k < ns; k++) {
            if (hd && !hd[k]) break;
            snprintf(num, sizeof num, "%d", sv[k]);
            canvas_text(c, &nt, colx[k], cy, num);
        }
        if (hd && hd[2] && ns > 2) draw_sizes(c, &nt, sv, ns, colx[2], cy, w * 0.26f, row.h, sc);
        y += rh;
    }
    return y;
}

/* The final position's board is made on a worker before the first frame. */
static int result_ready(screen_t *scr, ui_t *ui, canvas_t *c)
{
    result_t *r = self(scr);
    if (r->gfx_lost != ui->gfx_lost) return 1;
    result_layout_t L;
    layout(r, ui, &L);
    r->bv_canvas = c;
    return bview_prepare(r->bv, c, L.board, NULL);
}

static void result_render(screen_t *scr, ui_t *ui, canvas_t *c, double alpha)
{
    result_t *r = self(scr);
    (void)alpha;
    if (r->gfx_lost != ui->gfx_lost) {
        r->gfx_lost = ui->gfx_lost;
        bview_forget_images(r->bv);
    }
    r->bv_canvas = c;
    result_layout_t L;
    layout(r, ui, &L);
    float sc = L.sc;
    hexbg_render(c, sc, ui->time);
    canvas_fill_rect(c, canvas_rect(0, 0, (float)ui->width, (float)ui->height),
                     canvas_solid(canvas_hex(THEME_BG_TOP, 120)));
    const session_t *s = r->s;
    const game_head_t *h = game_head(session_state(s));
    int w = 0;
    for (int i = 0; i < GAME_MAX_PLAYERS && !w; i++)
        if (h->winners >> i & 1) w = i + 1;
    palette_piece_t wp;
    palette_piece(s->game->rules->id, w ? w : 1, 0, &wp);
    canvas_colour_t wc = w ? wp.glow : canvas_hex(THEME_CYAN, 255);

    /* Replay board. */
    canvas_rect_t frame = L.board;
    frame.y -= 36.0f * sc;
    frame.h += 36.0f * sc + L.controls.h + 8.0f * sc;
    hud_box(c, frame, sc, canvas_hex(THEME_PANEL_EDGE, 220), 0);
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 13.0f * sc;
    t.tracking = 0.2f;
    t.align = CANVAS_LEFT | CANVAS_MIDDLE;
    t.colour = canvas_hex(THEME_INK_DIM, 230);
    canvas_text(c, &t, frame.x + 18.0f * sc, frame.y + 20.0f * sc, "REPLAY");
    char mv[MOVE_TEXT_MAX + 64];
    int total = session_moves(s, s->cur), flag = session_flag_colour(s, r->k);
    if (r->k == 0) snprintf(mv, sizeof mv, "Start - %d move%s", total, total == 1 ? "" : "s");
    else if (flag) snprintf(mv, sizeof mv, "%s ran out of time", seat_colour_name(s, flag));
    else if (s->hist[r->k].kind == SESSION_END) seat_end_line(s, r->k, mv, sizeof mv); /* "Red (alice) resigned" */
    else if (s->hist[r->k].kind == SESSION_RESTART) snprintf(mv, sizeof mv, "Restart");
    else snprintf(mv, sizeof mv, "Move %d of %d: %s", session_moves(s, r->k), total, s->hist[r->k].move);
    t.tracking = 0;
    t.face = CANVAS_FACE_REGULAR;
    t.size = 14.0f * sc;
    t.align = CANVAS_RIGHT | CANVAS_MIDDLE;
    t.colour = canvas_hex(THEME_INK, 235);
    char fit[MOVE_TEXT_MAX + 64];
    widget_fit_text(c, &t, mv, frame.w * 0.6f, fit, sizeof fit);
    canvas_text(c, &t, frame.x + frame.w - 18.0f * sc, frame.y + 20.0f * sc, fit);
    bview_draw(r->bv, c, L.board);
    for (int i = RB_FIRST; i <= RB_REVIEW; i++) {
        int hot = canvas_rect_contains(L.btn[i].r, r->px, r->py);
        hud_button_draw(c, &L.btn[i], sc, canvas_hex(i == RB_REVIEW ? THEME_LIME : THEME_CYAN, 255),
                        hot || (i == RB_REPLAY && r->playing));
    }

    /* The side: title, how, scores, buttons. */
    canvas_rect_t S = L.side;
    hud_box(c, S, sc, canvas_with_alpha(wc, 0.8f), 0.5f);
    float e = ease_out_back(ease_unit((float)r->age / PANEL_IN_S));
    canvas_text_t tt = {0};
    tt.face = CANVAS_FACE_CONDENSED;
    tt.size = 52.0f * sc * (0.6f + 0.4f * e);
    tt.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    tt.colour = canvas_lighten(wc, 0.35f);
    tt.colour2 = wc;
    tt.outline = 2.0f * sc;
    tt.outline_colour = canvas_hex(THEME_SHADOW, 230);
    tt.glow = 14.0f * sc;
    tt.glow_colour = canvas_with_alpha(wc, 0.6f);
    float cx = S.x + S.w * 0.5f, y = L.top + 40.0f * sc;
    canvas_text(c, &tt, cx, y, r->title);
    canvas_text_t ht = {0};
    ht.face = CANVAS_FACE_REGULAR;
    ht.size = 17.0f * sc;
    ht.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    ht.colour = canvas_hex(THEME_INK, 240);
    char lines[5][WIDGET_LINE_MAX];
    if (r->problem[0]) {
        /* Longer (a path, the way out): smaller, five lines in the same room. */
        ht.size = 13.0f * sc;
        ht.colour = canvas_hex(THEME_AMBER, 245);
        int nl = widget_wrap(c, &ht, r->problem, S.w - 40.0f * sc, lines, 5);
        y = L.top + 78.0f * sc + (5 - nl) * 8.0f * sc;
        for (int i = 0; i < nl; i++) canvas_text(c, &ht, cx, y + i * 17.0f * sc, lines[i]);
    } else {
        int nl = widget_wrap(c, &ht, r->how, S.w - 60.0f * sc, lines, 3);
        y = L.top + 92.0f * sc + (3 - nl) * 12.0f * sc;
        for (int i = 0; i < nl; i++) canvas_text(c, &ht, cx, y + i * 24.0f * sc, lines[i]);
    }
    y = L.top + 172.0f * sc;
    canvas_text_t st = ht;
    st.size = 13.5f * sc;
    st.colour = canvas_hex(THEME_INK_DIM, 220);
    char stats[128];
    int moves = session_moves(s, s->cur);
    snprintf(stats, sizeof stats, "%s \xC2\xB7 %d move%s", s->game->rules->name, moves, moves == 1 ? "" : "s");
    canvas_text(c, &st, cx, y, stats);
    if (r->note[0]) {
        canvas_text_t nt = st;
        nt.face = CANVAS_FACE_BOLD;
        nt.size = 14.5f * sc;
        nt.colour = canvas_hex(THEME_CYAN, 245);
        char nlines[2][WIDGET_LINE_MAX];
        int nn = widget_wrap(c, &nt, r->note, S.w - 44.0f * sc, nlines, 2);
        for (int i = 0; i < nn; i++) canvas_text(c, &nt, cx, y + (26.0f + 18.0f * (float)i) * sc, nlines[i]);
    }
    draw_scores(r, c, sc, S.x + 22.0f * sc, L.top + head_h(r->note) * sc, S.w - 44.0f * sc);
    for (int i = RB_REMATCH; i <= RB_BOARD; i++) {
        int hot = canvas_rect_contains(L.btn[i].r, r->px, r->py);
        hud_button_draw(c, &L.btn[i], sc, i == RB_REMATCH ? canvas_hex(THEME_LIME, 255) : canvas_hex(THEME_VIOLET, 255),
                        hot || i == RB_REMATCH);
    }
    if (L.btn[RB_WRONG].shown)
        hud_button_draw(c, &L.btn[RB_WRONG], sc, canvas_hex(THEME_MAGENTA, 255),
                        canvas_rect_contains(L.btn[RB_WRONG].r, r->px, r->py));
    if (L.btn[RB_CLIMB].shown)
        hud_button_draw(c, &L.btn[RB_CLIMB], sc, canvas_hex(THEME_LIME, 255),
                        canvas_rect_contains(L.btn[RB_CLIMB].r, r->px, r->py));
    static const char *const keys[] = {"Space", "\xE2\x86\x90 \xE2\x86\x92", "R", "Esc"};
    static const char *const labels[] = {"Replay", "Step", "Rematch", "Board"};
    widget_key_hints(c, cx, S.y + S.h - 26.0f * sc, sc, keys, labels, 4);
}

/* The panel coming in, a move of the replay; between them, and once it
 * has ended, only the backdrop and the pieces' ambient motion. */
static screen_motion_t result_motion(const screen_t *scr, const ui_t *ui)
{
    (void)ui;
    const result_t *r = (const result_t *)scr;
    return r->age < PANEL_IN_S || bview_animating(r->bv) ? SCREEN_MOVING : SCREEN_AMBIENT;
}

static void result_destroy(screen_t *scr)
{
    result_t *r = self(scr);
    bview_free(r->bv, r->bv_canvas);
    free(r);
}

static const screen_ops_t result_ops = {
    .name = "result",
    .opaque = 1,
    .event = result_event,
    .update = result_update,
    .render = result_render,
    .ready = result_ready,
    .motion = result_motion,
    .destroy = result_destroy,
};

screen_t *result_screen_new(ui_t *ui, session_t *s, const char *note)
{
    if (!ui || !s) return NULL;
    result_t *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->base.ops = &result_ops;
    r->ui = ui;
    r->s = s;
    snprintf(r->note, sizeof r->note, "%s", note ? note : "");
    r->gfx_lost = ui->gfx_lost;
    r->bv = bview_new(s->game);
    if (!r->bv) {
        free(r);
        return NULL;
    }
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
    result_words(s, r->title, sizeof r->title, r->how, sizeof r->how);
    r->lost_seat = seat_lost_person(s);
    r->next_level = result_next_level(s);
    if (r->next_level >= 0) result_next_label(r->next_level, r->next_label, sizeof r->next_label);
    show(r, s->cur, 0);
    return &r->base;
}

int result_screen_is(const screen_t *s) { return s && s->ops == &result_ops; }
const char *result_screen_note(const screen_t *s) { return result_screen_is(s) ? ((const result_t *)s)->note : ""; }
const char *result_screen_problem(const screen_t *s)
{
    return result_screen_is(s) ? ((const result_t *)s)->problem : "";
}
session_t *result_screen_session(screen_t *s) { return result_screen_is(s) ? self(s)->s : NULL; }
int result_screen_busy(screen_t *s) { return result_screen_is(s) && (self(s)->playing || bview_animating(self(s)->bv)); }

int result_screen_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y)
{
    static const char *const names[RB_COUNT] = {"@rematch", "@newgame", "@board", "@first", "@prev",
                                                "@replay",  "@next",    "@last",  "@review", "@wrong",
                                                "@climb"};
    if (!result_screen_is(s) || !name) return -1;
    result_layout_t L;
    layout(self(s), ui, &L);
    for (int i = 0; i < RB_COUNT; i++)
        if (!strcmp(name, names[i]) && L.btn[i].shown) {
            *x = L.btn[i].r.x + L.btn[i].r.w * 0.5f;
            *y = L.btn[i].r.y + L.btn[i].r.h * 0.5f;
            return 0;
        }
    return -1;
}
