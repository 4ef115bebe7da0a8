/* The analysis board: the play screen on a copy of a game, every seat a
 * person's, so any move can be tried with the usual input. The evaluation
 * service (ai_eval_worker.h) runs on a worker for the position shown and
 * starts again whenever it changes (undo, redo, a move); its partial
 * answers fill an evaluation bar (each colour's win probability) and the
 * top three moves. The game line is kept: "back to the game line" returns
 * to it where the variation left it; "play on from here" starts a new game
 * at this position, hot-seat or against an AI level (nav's start-play). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval_worker.h"
#include "draw/palette.h"
#include "draw/theme.h"
#include "ui/app/nav.h"
#include "ui/play/play_int.h"
#include "ui/widgets/widgets.h"

/* The evaluation's budget: the Hard level's search, cut at a few seconds
 * (partial answers show from the first chunk). */
#define AN_LEVEL AI_HARD
#define AN_SECONDS 4.0
#define AN_TOP 3

/* The choices of the box's button row. */
enum { AN_LINE, AN_PLAYON };
enum { AN_ON_PEOPLE, AN_ON_EASY, AN_ON_MEDIUM, AN_ON_HARD, AN_ON_EXPERT, AN_ON_COUNT };

typedef struct play_an {
    session_t *line;           /* the game line (a copy) */
    ai_eval_worker_t *w;
    uint64_t tag;              /* the play tag the evaluation is for */
    int started;
    ai_eval_t eval;            /* the latest answer (iterations 0: none yet) */
    int asking;                /* "play on": the seat choices are shown */
    int pointed;               /* the top move under the pointer (-1: none) */
} play_an_t;

screen_t *play_screen_analysis(ui_t *ui, const session_t *s, int first)
{
    if (!ui || !s) return NULL;
    char err[GAME_ERR_MAX];
    play_an_t *an = calloc(1, sizeof *an);
    session_t *line = session_copy(s, -1, err, sizeof err);
    session_t *board = line ? session_copy(line, -1, err, sizeof err) : NULL;
    if (an) an->w = ai_eval_worker_new();
    if (!an || !an->w || !line || !board) {
        if (an) ai_eval_worker_free(an->w);
        free(an);
        session_free(line);
        session_free(board);
        return NULL;
    }
    an->line = line;
    an->pointed = -1;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) snprintf(board->seat[i], SESSION_SEAT_LEN, "human");
    board->cur = first < 0 ? 0 : first >= board->n ? board->n - 1 : first;
    /* A resignation (or a site's time-out) leaves the board as it was:
     * that position is the one to analyse, the end a step to redo. */
    if (board->cur > 0 && board->hist[board->cur].kind == SESSION_END) board->cur--;
    int after = board->n - 1 - board->cur - 1; /* the move list shows the position, one move to redo after it */
    screen_t *scr = play_screen_new(ui, board);
    if (!scr) {
        ai_eval_worker_free(an->w);
        session_free(line);
        free(an);
        return NULL;
    }
    play_t *p = (play_t *)scr;
    p->an = an;
    p->scroll = after > 0 ? after : 0;
    p->over_time = PLAY_NOT_OVER; /* no result screen here: the board stays */
    play_say(p, PLAY_MSG_INFO, "Analysis board: try any move or click a top move. G: back to the game line, N: play on from here, D: edit the position.");
    return scr;
}

int play_screen_is_analysis(const screen_t *s) { return play_screen_is(s) && ((const play_t *)s)->an; }

long play_screen_eval_iterations(screen_t *s)
{
    return play_screen_is_analysis(s) ? ((play_t *)s)->an->eval.iterations : 0;
}

const char *play_screen_eval_top(screen_t *s, int i)
{
    if (!play_screen_is_analysis(s)) return NULL;
    const ai_eval_t *e = &((play_t *)s)->an->eval;
    return i >= 0 && i < e->ntop && i < AN_TOP && e->top[i].whole ? e->top[i].text : NULL;
}

int play_an_locate(const play_t *p, const play_layout_t *L, int i, float *x, float *y)
{
    if (!p->an || i < 0 || i >= AN_TOP || i >= p->an->eval.ntop) return -1;
    *x = L->an_move[i].x + L->an_move[i].w * 0.5f;
    *y = L->an_move[i].y + L->an_move[i].h * 0.5f;
    return 0;
}

void play_an_free(play_t *p)
{
    if (!p->an) return;
    ai_eval_worker_free(p->an->w);
    session_free(p->an->line);
    free(p->an);
    p->an = NULL;
}

void play_an_update(play_t *p)
{
    play_an_t *an = p->an;
    if (!an) return;
    if (!an->started || an->tag != p->tag) {
        /* A new position: the old search is abandoned, the bar keeps its
         * last answer until the first chunk of the new one. */
        an->tag = p->tag;
        an->started = 1;
        an->pointed = -1;
        memset(&an->eval, 0, sizeof an->eval);
        const void *st = session_state(p->s);
        if (game_is_over(st)) {
            ai_eval_worker_cancel(an->w);
            return;
        }
        ai_request_t req = {0};
        req.level = AN_LEVEL;
        req.max_seconds = AN_SECONDS;
        req.seed = 0x414e414cULL ^ (uint64_t)game_head(st)->ply;
        char err[GAME_ERR_MAX];
        if (ai_eval_worker_start(an->w, p->s->game, st, &req, AN_TOP, p->tag, err, sizeof err))
            play_refuse(p, err);
        return;
    }
    ai_eval_t e;
    ai_eval_status_t st = ai_eval_worker_poll(an->w, &e);
    if ((st == AI_EVAL_BUSY && (e.iterations > 0 || e.ntop > 0)) || st == AI_EVAL_DONE) {
        if (ai_eval_worker_tag(an->w) == p->tag) an->eval = e;
    } else if (st == AI_EVAL_FAILED) {
        play_refuse(p, ai_eval_worker_error(an->w));
    }
}

/* Entries the board's session and the line share from the start. */
static int shared_prefix(const session_t *a, const session_t *b)
{
    int i = 1;
    while (i < a->n && i < b->n && a->hist[i].kind == b->hist[i].kind && !strcmp(a->hist[i].move, b->hist[i].move)) i++;
    return i - 1;
}

void play_an_back_to_line(play_t *p)
{
    play_an_t *an = p->an;
    char err[GAME_ERR_MAX];
    int at = shared_prefix(p->s, an->line);
    if (at > p->s->cur) at = p->s->cur;
    session_t *ns = session_copy(an->line, -1, err, sizeof err);
    if (!ns) {
        play_refuse(p, err);
        return;
    }
    ns->cur = at;
    bview_finish(p->bv);
    play_ai_cancel(p);
    /* The history changes hands, the game stays: the board view and the
     * turn point at it. */
    session_t *s = p->s;
    session_entry_t *h = s->hist;
    int n = s->n, cap = s->cap;
    s->hist = ns->hist, s->n = ns->n, s->cap = ns->cap, s->cur = ns->cur;
    ns->hist = h, ns->n = n, ns->cap = cap, ns->cur = 0;
    session_free(ns);
    match_begin(&p->turn, session_state(s));
    bview_show_entry(p->bv, s, s->cur);
    p->turn_cur = -1; /* the history is new: start the turn again */
    play_sync(p);
    play_say(p, PLAY_MSG_INFO, "Back to the game line at move %d of %d. Ctrl+Y follows it.", at, s->n - 1);
}

/* A new game from the position shown, its moves kept as history. */
static void play_on(play_t *p, int choice)
{
    char err[GAME_ERR_MAX];
    session_t *ns = session_copy(p->s, p->s->cur, err, sizeof err);
    if (!ns) {
        play_refuse(p, err);
        return;
    }
    int mover = game_head(session_state(ns))->to_move;
    static const ai_level_t levels[AN_ON_COUNT] = {AI_BEGINNER, AI_EASY, AI_MEDIUM, AI_HARD, AI_EXPERT};
    for (int seat = 1; seat <= ns->game->setup.players; seat++) {
        int human = choice == AN_ON_PEOPLE || seat == session_seat_of_colour(ns, mover);
        snprintf(ns->seat[seat - 1], SESSION_SEAT_LEN, "%s", human ? "human" : ai_level_name(levels[choice]));
    }
    /* The game under this board is autosaved first; when it cannot be,
     * both stay, and the client's message says why. */
    ui_t *ui = p->ui;
    if (nav_start_play(ui, ns)) {
        p->an->asking = 0;
        play_refuse(p, ui->client ? ui->client->message : "The game in play could not be kept.");
        if (ui->client) ui->client->message[0] = '\0';
    }
}

static void ask(play_t *p, int on)
{
    p->an->asking = on;
    if (on) play_say(p, PLAY_MSG_INFO, "Play on from here: 1 two people, 2 Easy, 3 Medium, 4 Hard, 5 Expert AI (you move next). Esc: not now.");
    else p->msg[0] = '\0';
}

int play_an_key(play_t *p, const ui_event_t *ev)
{
    play_an_t *an = p->an;
    if (!an || ev->kind != UI_EV_KEY || ev->repeat) return 0;
    if (an->asking) {
        if (ev->key == UI_KEY_CHAR && ev->ch >= '1' && ev->ch < '1' + AN_ON_COUNT) play_on(p, ev->ch - '1');
        else if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_BACKSPACE) ask(p, 0);
        else return 0;
        return 1;
    }
    if (ev->key != UI_KEY_CHAR || ev->mods & UI_MOD_CTRL) return 0;
    if (ev->ch == 'g') play_an_back_to_line(p);
    else if (ev->ch == 'n') ask(p, 1);
    else if (ev->ch == 'd') nav_push(p->ui, NAV_EDITOR, (nav_arg_t){.session = p->s}); /* borrows the board */
    else return 0;
    return 1;
}

void play_an_layout(const play_t *p, play_layout_t *L)
{
    if (!p->an) return;
    float sc = L->sc, h = 178.0f * sc;
    canvas_rect_t m = L->moves;
    if (m.h < h + 60.0f * sc) h = m.h * 0.7f;
    L->analysis = canvas_rect(m.x, m.y, m.w, h);
    L->moves = canvas_rect(m.x, m.y + h + 8.0f * sc, m.w, m.h - h - 8.0f * sc);
    L->nchoice = p->an->asking ? AN_ON_COUNT : 2;
    float gap = 6.0f * sc, bw = (m.w - 20.0f * sc - gap * (L->nchoice - 1)) / L->nchoice;
    for (int i = 0; i < L->nchoice; i++)
        L->choice_btn[i] = canvas_rect(m.x + 10.0f * sc + i * (bw + gap), m.y + h - 40.0f * sc, bw, 32.0f * sc);
    /* Under the bar (28 + 22 down), a row of 20 each. */
    for (int i = 0; i < AN_TOP; i++)
        L->an_move[i] = canvas_rect(m.x + 6.0f * sc, m.y + 56.0f * sc + i * 20.0f * sc, m.w - 12.0f * sc, 20.0f * sc);
}

/* The top move at (x, y) that can be played (a whole turn), or -1. */
static int top_at(const play_t *p, const play_layout_t *L, float x, float y)
{
    const play_an_t *an = p->an;
    if (!an || an->asking || game_is_over(session_state(p->s))) return -1;
    for (int i = 0; i < AN_TOP && i < an->eval.ntop; i++)
        if (canvas_rect_contains(L->an_move[i], x, y) && an->eval.top[i].whole) return i;
    return -1;
}

void play_an_pointer(play_t *p, const play_layout_t *L, float x, float y)
{
    if (p->an) p->an->pointed = top_at(p, L, x, y);
}

const move_t *play_an_pointed(const play_t *p)
{
    const play_an_t *an = p->an;
    if (!an || an->pointed < 0 || an->pointed >= an->eval.ntop || p->turn.n) return NULL;
    return &an->eval.top[an->pointed].move;
}

/* A top move clicked: played on the board as the next move of the variation. */
static void play_top(play_t *p, int i)
{
    move_t *m = malloc(sizeof *m);
    if (!m) return;
    *m = p->an->eval.top[i].move;
    p->an->pointed = -1;
    play_commit(p, m);
    free(m);
}

int play_an_click(play_t *p, const play_layout_t *L, float x, float y)
{
    if (!p->an || !canvas_rect_contains(L->analysis, x, y)) return 0;
    int top = top_at(p, L, x, y);
    if (top >= 0) {
        play_top(p, top);
        return 1;
    }
    for (int i = 0; i < L->nchoice; i++) {
        if (!canvas_rect_contains(L->choice_btn[i], x, y)) continue;
        if (p->an->asking) play_on(p, i);
        else if (i == AN_LINE) play_an_back_to_line(p);
        else ask(p, 1);
        return 1;
    }
    return 1;
}

void play_an_draw(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L)
{
    play_an_t *an = p->an;
    canvas_rect_t R = L->analysis;
    float sc = L->sc;
    if (!an || R.h <= 0) return;
    canvas_fill_rrect(c, R, 10.0f * sc, canvas_solid(canvas_hex(0x0c0a26, 200)));
    canvas_stroke_rrect(c, R, 10.0f * sc, 1.0f * sc, canvas_hex(THEME_LIME, 160));
    canvas_text_t h = hud_text(CANVAS_FACE_BOLD, 11.5f * sc, THEME_INK_DIM, CANVAS_LEFT | CANVAS_MIDDLE);
    h.tracking = 0.18f;
    canvas_text(c, &h, R.x + 12.0f * sc, R.y + 14.0f * sc, "ANALYSIS");
    const ai_eval_t *e = &an->eval;
    const void *st = session_state(p->s);
    int players = p->s->game->setup.players, known = e->iterations > 0 || e->over || e->final;
    canvas_text_t s = hud_text(CANVAS_FACE_REGULAR, 12.0f * sc, THEME_INK_FAINT, CANVAS_RIGHT | CANVAS_MIDDLE);
    char line[MOVE_TEXT_MAX + 64], fit[MOVE_TEXT_MAX + 64];
    if (game_is_over(st)) snprintf(line, sizeof line, "game over");
    else if (!known) snprintf(line, sizeof line, "thinking\xE2\x80\xA6");
    else snprintf(line, sizeof line, "%ld playouts%s", e->iterations, e->final ? "" : "\xE2\x80\xA6");
    canvas_text(c, &s, R.x + R.w - 12.0f * sc, R.y + 14.0f * sc, line);
    /* The bar: each colour's share of the win probability. */
    canvas_rect_t bar = canvas_rect(R.x + 12.0f * sc, R.y + 28.0f * sc, R.w - 24.0f * sc, 22.0f * sc);
    canvas_fill_rrect(c, bar, 5.0f * sc, canvas_solid(canvas_hex(THEME_TILE, 255)));
    float x = bar.x;
    canvas_text_t pt = hud_text(CANVAS_FACE_BOLD, 12.5f * sc, THEME_INK, CANVAS_CENTRE | CANVAS_MIDDLE);
    for (int col = 1; known && col <= players; col++) {
        float w = bar.w * (float)e->win[col];
        if (w <= 0) continue;
        palette_piece_t pc;
        palette_piece(p->s->game->rules->id, col, p->applied.palette != 0, &pc);
        canvas_fill_rect(c, canvas_rect(x, bar.y, w, bar.h), canvas_solid(pc.base));
        pt.colour = pc.ink;
        snprintf(line, sizeof line, "%d%%", (int)(e->win[col] * 100 + 0.5));
        if (w > canvas_text_width(c, &pt, line) + 6.0f * sc) canvas_text(c, &pt, x + w * 0.5f, bar.y + bar.h * 0.5f, line);
        x += w;
    }
    canvas_stroke_rrect(c, bar, 5.0f * sc, 1.0f * sc, canvas_hex(THEME_PANEL_EDGE, 220));
    /* The top moves of the side to move. */
    canvas_text_t mt = hud_text(CANVAS_FACE_BOLD, 14.0f * sc, THEME_INK, CANVAS_LEFT | CANVAS_MIDDLE);
    canvas_text_t rt = hud_text(CANVAS_FACE_REGULAR, 12.5f * sc, THEME_INK_DIM, CANVAS_RIGHT | CANVAS_MIDDLE);
    for (int i = 0; i < AN_TOP; i++) {
        canvas_rect_t row = L->an_move[i];
        float y = row.y + row.h * 0.5f;
        if (i >= e->ntop) {
            if (i == 0 && !game_is_over(st)) canvas_text(c, &rt, R.x + R.w - 12.0f * sc, y, known ? "" : "best moves soon");
            continue;
        }
        if (i == an->pointed) canvas_fill_rrect(c, row, 5.0f * sc, canvas_solid(canvas_hex(0x2a2570, 220)));
        const ai_eval_move_t *m = &e->top[i];
        snprintf(line, sizeof line, "%d. %s%s", i + 1, m->text, m->whole ? "" : " \xE2\x80\xA6");
        widget_fit_text(c, &mt, line, R.w * 0.55f, fit, sizeof fit);
        canvas_text(c, &mt, R.x + 14.0f * sc, y, fit);
        snprintf(line, sizeof line, "%d%% \xC2\xB7 %ld visits", (int)(m->win * 100 + 0.5), m->visits);
        canvas_text(c, &rt, R.x + R.w - 12.0f * sc, y, line);
    }
    /* The line the search expects, once it has finished. */
    if (e->final && e->line[0] && R.h >= 170.0f * sc) {
        canvas_text_t lt = hud_text(CANVAS_FACE_REGULAR, 12.5f * sc, THEME_INK_DIM, CANVAS_LEFT | CANVAS_MIDDLE);
        snprintf(line, sizeof line, "Line: %s", e->line);
        widget_fit_text(c, &lt, line, R.w - 28.0f * sc, fit, sizeof fit);
        canvas_text(c, &lt, R.x + 14.0f * sc, R.y + 126.0f * sc, fit);
    }
    static const char *const two[] = {"Game line", "Play on"};
    static const char *const keys2[] = {"G", "N"};
    static const char *const five[AN_ON_COUNT] = {"People", "Easy", "Med.", "Hard", "Expert"};
    static const char *const keys5[AN_ON_COUNT] = {"1", "2", "3", "4", "5"};
    for (int i = 0; i < L->nchoice; i++) {
        play_btn_t b = {.r = L->choice_btn[i], .shown = 1, .enabled = 1};
        b.label = an->asking ? five[i] : two[i];
        b.key = an->asking ? keys5[i] : keys2[i];
        int hot = canvas_rect_contains(b.r, p->pointer_x, p->pointer_y);
        hud_button_draw(c, &b, sc, canvas_hex(an->asking ? THEME_AMBER : THEME_LIME, 255), hot);
    }
    (void)ui;
}
