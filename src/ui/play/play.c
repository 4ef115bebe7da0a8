/* The play screen: one game on the board view, the turn under way, the AI
 * seats, undo/redo/restart, messages, and the hand-over to the result
 * screen. Input is in play_input.c, the AI in play_ai.c, drawing in hud*.c. */
#include "ui/play/play_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audio/sfxplan.h"
#include "core/syncq.h"
#include "contract/words.h"
#include "ui/app/nav.h"
#include "ui/platform/audio.h"
#include "ui/widgets/seat.h"
#include "ui/widgets/standing.h"

/* Seconds the win banner plays on the board before the result screen. */
#define PLAY_RESULT_DELAY 2.2

static play_t *self(screen_t *s) { return (play_t *)s; }

static audio_t *audio_of(const play_t *p) { return p->ui->client ? p->ui->client->audio : NULL; }

int play_over(const play_t *p) { return game_is_over(session_state(p->s)); }
int play_to_move(const play_t *p) { return game_head(match_state(&p->turn))->to_move; }

/* Every move is one row of the move list, numbered from 1 (a restart takes
 * a row too): the move under way gets the next row's number. */
int play_move_number(const play_t *p) { return p->s->cur + 1; }

int play_human_turn(const play_t *p)
{
    return !play_over(p) && seat_colour_ai(p->s, play_to_move(p)) < 0;
}

void play_say(play_t *p, play_msg_kind_t kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->msg, sizeof p->msg, fmt, ap);
    va_end(ap);
    p->msg_kind = kind;
    p->msg_time = p->ui->time;
}

void play_refuse(play_t *p, const char *why)
{
    /* The engine's words, without the game's name in front and with a
     * capital ("too many stones: ..."). */
    char said[sizeof p->msg];
    words_refusal(p->s->game->rules, why && *why ? why : "That is not a move now.", said, sizeof said);
    play_say(p, PLAY_MSG_REFUSED, "%s", said);
    p->refuse_flash = p->ui->time;
    p->refuse_cell = -1;
    audio_play_cue(audio_of(p), SND_REFUSE, 0.0, 0.0f);
}

/* Plays the sounds of a move as its animation starts, panned by where
 * things happen on the board. */
void play_sound(play_t *p, const event_list_t *ev)
{
    audio_t *a = audio_of(p);
    if (!a || !ev || ev->n == 0) return;
    static const float beat_default = 0.3f;
    int beats = event_beats(ev);
    double dur = bview_duration(p->bv), beat = beats > 0 && dur > 0 ? dur / beats : beat_default;
    sfxplan_pan_t *pan = malloc(sizeof *pan);
    if (pan) sfxplan_board_pan(&p->s->game->board, 0.5f, pan);
    audio_play_events(a, ev, beat, pan);
    free(pan);
}

void play_apply_settings(play_t *p)
{
    settings_t st;
    if (p->ui->client) st = p->ui->client->settings;
    else settings_default(&st);
    bview_opts_t o;
    bview_default_opts(&o);
    o.coords = st.coords;
    o.flat = st.orientation == SETTINGS_FLAT;
    o.colourblind = st.palette != 0;
    o.speed = (float)st.anim_speed / 100.0f;
    bview_set_opts(p->bv, &o);
    audio_t *a = audio_of(p);
    audio_set_speed(a, o.speed > 0 ? o.speed : 1.0);
    audio_set_enabled(a, st.anim_speed > 0);
    p->applied = st;
    match_set_confirm(&p->turn, st.confirm);
}

/* ------------------------------------------------------------------ */
/* Keeping the turn in step with the session. */

/* The entry the game under way started from: its latest restart, or 0. */
static int game_start_entry(const session_t *s)
{
    for (int k = s->cur; k > 0; k--)
        if (s->hist[k].kind == SESSION_RESTART) return k;
    return 0;
}

/* A game that ends here goes into the player's record once: taking moves
 * back and finishing again does not count again (the record would let a
 * loss be played over), a restart is a new game. */
static void record_end(play_t *p)
{
    int from = game_start_entry(p->s);
    if (p->recorded == from || !p->ui->client) return;
    p->recorded = from;
    standing_record_game(p->ui->client, p->s, p->record_line, sizeof p->record_line);
}


void play_sync(play_t *p)
{
    session_t *s = p->s;
    if (p->turn_cur == s->cur && p->turn_n == s->n) return;
    p->turn_cur = s->cur;
    p->turn_n = s->n;
    match_begin(&p->turn, session_state(s));
    p->pass_asked = 0;
    p->tag++;
    p->hint_valid = 0;
    p->ai_result_ready = 0;
    p->reply_wait = 0;
    p->reply_at = 0;
    if (p->job != PLAY_AI_NONE) play_ai_cancel(p);
    if (play_over(p)) {
        if (p->over_time <= PLAY_NOT_OVER) {
            p->over_time = p->ui->time;
            record_end(p);
        }
    } else {
        p->over_time = PLAY_NOT_OVER;
        p->result_pushed = 0;
        p->record_line[0] = '\0'; /* said of the end taken back */
    }
}

/* The words after a whole move: a swap said plainly, a pass, an AI move. */
static void announce(play_t *p, int by_ai)
{
    const session_t *s = p->s;
    const session_entry_t *e = session_current(s);
    const void *before = s->hist[s->cur - 1].state;
    int mover = game_head(before)->to_move;
    const char *col = seat_colour_name(s, mover);
    char who[64];
    seat_name(s, seat_of_colour(s, mover), who, sizeof who);
    if (!strcmp(e->move, "swap")) {
        /* After the swap the seat that answered plays colour 1. */
        int swapper = seat_of_colour(s, 1), other = seat_of_colour(s, 2);
        char a[64], b[64];
        seat_name(s, swapper, a, sizeof a);
        seat_name(s, other, b, sizeof b);
        const char *c1 = seat_colour_name(s, 1), *c2 = seat_colour_name(s, 2);
        if (!strcmp(a, "You")) play_say(p, PLAY_MSG_GOOD, "Swap! You now play %s; %s plays %s.", c1, b, c2);
        else if (!strcmp(b, "You")) play_say(p, PLAY_MSG_GOOD, "Swap! %s takes %s; you now play %s.", a, c1, c2);
        else play_say(p, PLAY_MSG_GOOD, "Swap! %s now plays %s and %s plays %s.", a, c1, b, c2);
        return;
    }
    if (!strcmp(e->move, "pass")) {
        play_say(p, PLAY_MSG_INFO, "%s (%s) passed.", col, who);
        return;
    }
    if (by_ai) {
        /* Right after a person's move, the line keeps it too. */
        char mine[MOVE_TEXT_MAX + 80] = "";
        if (s->cur >= 2 && s->hist[s->cur - 1].kind == SESSION_MOVE) {
            int prev = game_head(s->hist[s->cur - 2].state)->to_move;
            if (seat_colour_ai(s, prev) < 0) {
                char pw[64];
                seat_name(s, seat_of_colour(s, prev), pw, sizeof pw);
                const char *pm = s->hist[s->cur - 1].move;
                if (!strcmp(pw, "You")) snprintf(mine, sizeof mine, "You played %s \xC2\xB7 ", pm);
                else snprintf(mine, sizeof mine, "%s played %s \xC2\xB7 ", seat_colour_name(s, prev), pm);
            }
        }
        play_say(p, PLAY_MSG_INFO, "%s%s (%s) played %s.", mine, col, who, e->move);
    } else if (seat_colour_ai(s, game_head(e->state)->to_move) >= 0 && !play_over(p)) {
        /* The AI answers next: say what was played while it thinks. */
        if (!strcmp(who, "You")) play_say(p, PLAY_MSG_INFO, "You played %s.", e->move);
        else play_say(p, PLAY_MSG_INFO, "%s played %s.", col, e->move);
    } else {
        p->msg[0] = '\0';
    }
}

/* The mid-end's hooks: the screen shows, sounds, times and answers. */
static void hook_show(void *ctx, const void *before, const event_list_t *ev, const void *after)
{
    play_t *p = ctx;
    bview_show_move(p->bv, before, ev, after, 1);
    play_sound(p, ev);
}

static void hook_unshow(void *ctx, const void *before, const event_list_t *ev, const void *after,
                        const event_list_t *prev)
{
    bview_unshow_move(((play_t *)ctx)->bv, before, ev, after, prev);
}

static void hook_clock(void *ctx, int seat) { play_clock_turn_done(ctx, seat); }

static void hook_committed(void *ctx, int seat, int shown)
{
    play_t *p = ctx;
    if (shown) {
        p->pending_rest = 1;
    } else {
        bview_play_entry(p->bv, p->s, p->s->cur);
        play_sound(p, &session_current(p->s)->events);
    }
    play_sync(p);
    announce(p, seat_ai_level(p->s, seat - 1) >= 0);
}

/* A person's move is seen whole before an AI's reply starts
 * (play_update sets reply_at once it has been shown). */
static void hook_hand_off(void *ctx, int from, int to)
{
    play_t *p = ctx;
    p->reply_wait = seat_ai_level(p->s, from - 1) < 0 && seat_ai_level(p->s, to - 1) >= 0;
}

int play_commit(play_t *p, const move_t *m)
{
    if (match_commit(&p->turn, m, 0) == 0) return 0;
    play_refuse(p, p->turn.err);
    return -1;
}

/* ------------------------------------------------------------------ */
/* The turn under way: the mid-end decides, the screen says and shows. */

void play_result(play_t *p, match_result_t r, int target)
{
    switch (r) {
    case MATCH_REFUSED:
        play_refuse(p, p->turn.err);
        p->refuse_cell = target;
        break;
    case MATCH_TOOK:
    case MATCH_COMMITTED:
        p->hint_valid = 0;
        if (p->msg_kind == PLAY_MSG_REFUSED) p->msg[0] = '\0';
        break;
    case MATCH_HELD: play_say(p, PLAY_MSG_INFO, "Click it again to play it, or Esc to take it back."); break;
    case MATCH_SELECTED:
        play_say(p, PLAY_MSG_INFO, "%s selected: pick its target, or click it again to let go.",
                 p->s->game->board.cells[target].name);
        break;
    case MATCH_DROPPED: p->msg[0] = '\0'; break;
    case MATCH_UNPLACED: bview_set_state(p->bv, match_state(&p->turn)); break;
    case MATCH_TOOK_BACK: play_say(p, PLAY_MSG_INFO, "Taken back."); break;
    case MATCH_NONE: break;
    }
}

void play_take(play_t *p, const action_t *a)
{
    p->pass_asked = 0;
    bview_finish(p->bv);
    play_result(p, match_take(&p->turn, a), -1);
}

void play_confirm(play_t *p)
{
    if (!play_human_turn(p)) return;
    p->pass_asked = 0;
    bview_finish(p->bv);
    play_result(p, match_confirm(&p->turn), -1);
}

void play_take_back(play_t *p)
{
    if (play_human_turn(p)) {
        bview_finish(p->bv);
        match_result_t r = match_take_back(&p->turn);
        if (r != MATCH_NONE) {
            play_result(p, r, -1);
            return;
        }
    } else if (match_cancel(&p->turn) != MATCH_NONE) {
        return;
    }
    play_undo(p);
}

/* ------------------------------------------------------------------ */
/* The screen. */

static void play_step(play_t *p, ui_t *ui, double dt)
{
    p->age += dt;
    /* Settings can change under the play screen (the pause menu, a script). */
    if (ui->client && memcmp(&ui->client->settings, &p->applied, sizeof p->applied)) play_apply_settings(p);
    bview_update(p->bv, dt);
    /* Looking back: the game waits (an AI's move too). */
    if (p->peek >= 0) return;
    if (p->pending_rest && !bview_animating(p->bv)) {
        p->pending_rest = 0;
        bview_show_entry(p->bv, p->s, p->s->cur);
    }
    if (p->reply_wait && !p->pending_rest && !bview_animating(p->bv)) {
        p->reply_wait = 0;
        p->reply_at = ui->time + play_ai_scaled(p, PLAY_AI_READ_PAUSE);
    }
    play_sync(p);
    play_clock_update(p, dt);
    play_ai_update(p);
    play_an_update(p);
    if (!p->an && play_over(p) && !p->result_pushed && !bview_animating(p->bv) && p->over_time > PLAY_NOT_OVER &&
        ui->time - p->over_time >= PLAY_RESULT_DELAY) {
        p->result_pushed = 1;
        nav_push(ui, NAV_RESULT, (nav_arg_t){.session = p->s, .note = p->record_line});
    }
}

static void play_update(screen_t *scr, ui_t *ui, double dt)
{
    play_t *p = self(scr);
    /* A problem said while the game is on screen (a file dropped on the
     * window that cannot be read: nav_import_file) goes on its status
     * line; news waits for play_enter, as before. */
    if (ui->client && !ui->client->message_info && ui->client->message[0]) {
        play_say(p, PLAY_MSG_REFUSED, "%s", ui->client->message);
        ui->client->message[0] = '\0';
    }
    play_step(p, ui, dt);
    /* After the moves of this step (a person's in the events before it,
     * an AI's in it), before the frame that shows them. */
    play_keep(p);
}

static void play_enter(screen_t *scr, ui_t *ui)
{
    play_t *p = self(scr);
    /* Back from the pause menu or the result screen: settings may have
     * changed, the session may have been restarted. */
    if (ui->client && memcmp(&ui->client->settings, &p->applied, sizeof p->applied)) play_apply_settings(p);
    if (p->turn_cur != p->s->cur || p->turn_n != p->s->n) {
        bview_show_entry(p->bv, p->s, p->s->cur);
        play_sync(p);
    }
    /* News for this game from the screen that made it ("Imported a game
     * of 20 moves", "A new game from the edited position"). */
    if (ui->client && ui->client->message_info && ui->client->message[0]) {
        play_say(p, PLAY_MSG_INFO, "%s", ui->client->message);
        ui->client->message[0] = '\0';
        ui->client->message_info = 0;
    }
}

/* --log-moves: the moves this frame shows, for tests that kill the client
 * and check that every move it showed is on disk (play_keep wrote it in
 * the update before this frame). */
static void log_moves(play_t *p)
{
    const session_t *s = p->s;
    if (p->logged == s->cur) return;
    if (p->logged > s->cur) printf("cursor %d\n", s->cur);
    for (int e = p->logged + 1; e <= s->cur; e++) printf("shown %d %s\n", e, s->hist[e].move);
    p->logged = s->cur;
    fflush(stdout);
}

static void play_render(screen_t *scr, ui_t *ui, canvas_t *c, double alpha)
{
    play_t *p = self(scr);
    (void)alpha;
    /* A change the updates did not see (a person's move in an event, and
     * a frame before the next time step) is kept before it is shown. */
    play_keep(p);
    if (p->gfx_lost != ui->gfx_lost) {
        p->gfx_lost = ui->gfx_lost;
        bview_forget_images(p->bv);
    }
    p->bv_canvas = c;
    play_layout_t L;
    play_layout(p, ui, &L);
    play_overlays(p);
    hud_draw(p, ui, c, &L);
    if (ui->client && ui->client->log_moves && !p->an) log_moves(p);
}

static int play_ready(screen_t *scr, ui_t *ui, canvas_t *c)
{
    play_t *p = self(scr);
    if (p->gfx_lost != ui->gfx_lost) return 1; /* the frame starts over */
    play_layout_t L;
    play_layout(p, ui, &L);
    p->bv_canvas = c;
    return bview_prepare(p->bv, c, L.board, NULL);
}

static void play_destroy(screen_t *scr)
{
    play_t *p = self(scr);
    ai_worker_free(p->ai);
    play_screen_autosave(scr);
    play_keep_end(p);
    play_an_free(p);
    free(p->disk_text);
    bview_free(p->bv, p->bv_canvas);
    match_free(&p->turn);
    session_free(p->s);
    free(p);
}

/* Between a game's end and the result screen (the win banner) the keys are
 * the result screen's (N, R, Esc, the replay's arrows): they wait for it.
 * Taking the last move back stays with the board. */
static int play_handing_over(screen_t *scr, const ui_event_t *ev)
{
    play_t *p = self(scr);
    if (!play_over(p) || p->result_pushed || p->an) return 0;
    if (ev->key == UI_KEY_BACKSPACE || (ev->key == UI_KEY_CHAR && (ev->ch == 'z' || ev->ch == 'y'))) return 0;
    return 1;
}

/* A move playing out or a refusal shaking: every frame. Otherwise only
 * glows pulse (whose turn it is, the targets, the AI's progress). */
static screen_motion_t play_motion(const screen_t *scr, const ui_t *ui)
{
    const play_t *p = (const play_t *)scr;
    if (bview_animating(p->bv) || p->pending_rest || ui->time - p->refuse_flash < 0.4) return SCREEN_MOVING;
    return SCREEN_AMBIENT;
}

static const screen_ops_t play_ops = {
    .name = "play",
    .opaque = 1,
    .enter = play_enter,
    .event = play_event,
    .update = play_update,
    .render = play_render,
    .destroy = play_destroy,
    .handing_over = play_handing_over,
    .motion = play_motion,
    .ready = play_ready,
};

screen_t *play_screen_new(ui_t *ui, session_t *s)
{
    if (!ui || !s) {
        session_free(s);
        return NULL;
    }
    play_t *p = calloc(1, sizeof *p);
    if (!p) {
        session_free(s);
        return NULL;
    }
    p->base.ops = &play_ops;
    p->ui = ui;
    p->s = s;
    p->turn_cur = -1;
    p->ai_failed_tag = UINT64_MAX;
    p->over_time = PLAY_NOT_OVER;
    p->hover = p->cursor = -1;
    p->peek = -1;
    p->pressed_btn = -1;
    p->refuse_cell = -1;
    p->lock_fd = -1;
    p->gfx_lost = ui->gfx_lost;
    p->seed = 0x48455841ULL; /* "HEXA": the same game gives the same AI moves */
    p->bv = bview_new(s->game);
    p->ai = ai_worker_new();
    p->sync = syncq_new(); /* NULL: flushes on this thread */
    match_hooks_t hooks = {.ctx = p, .show = hook_show, .unshow = hook_unshow, .clock = hook_clock,
                           .committed = hook_committed, .hand_off = hook_hand_off};
    if (!p->bv || !p->ai || match_init(&p->turn, s->game, s, &hooks)) {
        if (ui->client) snprintf(ui->client->message, sizeof ui->client->message, "out of memory");
        bview_free(p->bv, NULL);
        ai_worker_free(p->ai);
        syncq_free(p->sync);
        if (p->turn.states) match_free(&p->turn);
        session_free(s);
        free(p);
        return NULL;
    }
    play_apply_settings(p);
    bview_show_entry(p->bv, s, s->cur);
    /* A game loaded already over was recorded when it ended. */
    p->recorded = play_over(p) ? game_start_entry(s) : -1;
    play_sync(p);
    /* A game loaded already over: the banner, then the result. */
    if (play_over(p)) p->over_time = ui->time - PLAY_RESULT_DELAY + 0.8;
    return &p->base;
}

/* ------------------------------------------------------------------ */
/* For scripts and tests. */

int play_screen_is(const screen_t *s) { return s && s->ops == &play_ops; }
session_t *play_screen_session(screen_t *s) { return play_screen_is(s) ? self(s)->s : NULL; }

int play_screen_pondering(screen_t *s)
{
    return play_screen_is(s) && ai_worker_pondering(((play_t *)s)->ai);
}

int play_screen_busy(screen_t *s)
{
    if (!play_screen_is(s)) return 0;
    play_t *p = self(s);
    if (bview_animating(p->bv) || p->pending_rest || (p->job != PLAY_AI_NONE && p->job != PLAY_AI_PONDER) || p->ai_result_ready) return 1;
    if (p->reply_wait) return 1;
    if (!play_over(p) && !play_human_turn(p)) return 1; /* an AI is about to think */
    if (play_over(p) && !p->result_pushed && !p->an) return 1;
    return 0;
}

int play_screen_animating(screen_t *s)
{
    return play_screen_is(s) && (bview_animating(self(s)->bv) || self(s)->pending_rest);
}

int play_screen_reply_ready(screen_t *s) { return play_screen_is(s) && self(s)->ai_result_ready; }

const char *play_screen_message(screen_t *s) { return play_screen_is(s) ? self(s)->msg : ""; }

void play_screen_prompt(screen_t *s, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    if (play_screen_is(s)) hud_prompt(self(s), buf, n);
}

void play_screen_line(screen_t *s, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    if (play_screen_is(s)) hud_line(self(s), buf, n);
}

int play_screen_colour(screen_t *s)
{
    if (!play_screen_is(s) || !match_colour_choice(&self(s)->turn)) return 0;
    return self(s)->turn.colour;
}

int play_screen_peek(screen_t *s) { return play_screen_is(s) ? self(s)->peek : -1; }

int play_screen_preview_marks(screen_t *s) { return play_screen_is(s) ? bview_preview_marks(self(s)->bv) : 0; }

static const struct {
    const char *name;
    play_button_t b;
} button_names[] = {
    {"confirm", PB_CONFIRM}, {"pass", PB_PASS}, {"swap", PB_SWAP},
    {"hint", PB_HINT},       {"undo", PB_UNDO}, {"redo", PB_REDO},       {"restart", PB_RESTART},
    {"menu", PB_MENU},       {"colour1", PB_COLOUR1}, {"colour2", PB_COLOUR2}, {"colour3", PB_COLOUR3},
    {"colour4", PB_COLOUR4},
};

int play_screen_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y)
{
    if (!play_screen_is(s) || !name) return -1;
    play_t *p = self(s);
    play_layout_t L;
    play_layout(p, ui, &L);
    int e;
    if (sscanf(name, "@row:%d", &e) == 1) {
        /* A row of the move list: found by its hit test, so the two agree. */
        float mx = L.moves.x + L.moves.w * 0.5f;
        for (float my = L.moves.y; my < L.moves.y + L.moves.h; my += 1.0f)
            if (hud_moves_hit(p, ui, L.moves, mx, my) == e) {
                *x = mx;
                *y = my + 4.0f * ui->scale;
                return 0;
            }
        return -1;
    }
    if (sscanf(name, "@top:%d", &e) == 1) return play_an_locate(p, &L, e - 1, x, y);
    if (name[0] == '@') {
        /* The game's own button goes by the name its words give it. */
        const game_words_t *gw = game_words_of(p->s->game->rules);
        int which = gw->own.kind && gw->own.name && !strcmp(name + 1, gw->own.name) ? PB_OWN : -1;
        for (size_t i = 0; which < 0 && i < sizeof button_names / sizeof button_names[0]; i++)
            if (!strcmp(name + 1, button_names[i].name)) which = button_names[i].b;
        if (which < 0 || !L.btn[which].shown) return -1;
        *x = L.btn[which].r.x + L.btn[which].r.w * 0.5f;
        *y = L.btn[which].r.y + L.btn[which].r.h * 0.5f;
        return 0;
    }
    const board_t *b = &p->s->game->board;
    int i = board_parse_target(b, name);
    if (i < 0) return -1;
    canvas_pt_t pt = bview_target_px(p->bv, i);
    *x = pt.x;
    *y = pt.y;
    return 0;
}
