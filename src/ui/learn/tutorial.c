/* The tutorial: lessons one after the other. A lesson shows its position,
 * says what to look at and asks for a move; the player's clicks build the
 * turn through the mid-end (core/match.h) and each action is animated at once. A whole turn goes
 * into the lesson's session and is judged: right (the lesson's success
 * words, then on to the next lesson), another legal move (the lesson's
 * wrong words; the move is shown, then taken back for another try), or
 * refused before it happens (the rules' words). "Show me" plays an answer.
 * Input is in tutorial_input.c, drawing in tutorial_draw.c. */
#include "ui/learn/tutorial_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contract/words.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/platform/audio.h"

static tut_t *self(screen_t *s) { return (tut_t *)s; }
static const tut_t *cself(const screen_t *s) { return (const tut_t *)s; }

static const char *data_dir(const ui_t *ui)
{
    if (ui->data_dir && *ui->data_dir) return ui->data_dir;
    return ui->client ? ui->client->data_dir : ".";
}

static audio_t *audio_of(const tut_t *t) { return t->ui->client ? t->ui->client->audio : NULL; }

int tut_human_turn(const tut_t *t) { return t->phase == TUT_ASKING && t->bv && t->have_turn; }

void tut_say(tut_t *t, tut_say_t kind, const char *fmt, const char *text)
{
    snprintf(t->say, sizeof t->say, fmt, text);
    /* The rules' words start in lower case ("D2 is not empty"). */
    if (t->say[0] >= 'a' && t->say[0] <= 'z') t->say[0] = (char)(t->say[0] - 'a' + 'A');
    t->say_kind = kind;
    t->say_time = t->ui->time;
}

void tut_sound(tut_t *t, const event_list_t *ev)
{
    audio_t *a = audio_of(t);
    if (!a || !ev || !ev->n) return;
    int beats = event_beats(ev);
    double dur = bview_duration(t->bv), beat = beats > 0 && dur > 0 ? dur / beats : 0.3;
    audio_play_events(a, ev, beat, NULL);
}

static void drop_lesson(tut_t *t)
{
    audio_cancel_pending(audio_of(t));
    if (t->puzzle) puzzle_close(t);
    if (t->have_turn) match_free(&t->turn);
    t->have_turn = 0;
    bview_free(t->bv, t->bv_canvas);
    t->bv = NULL;
    lesson_free(&t->l);
}

void tut_begin_turn(tut_t *t)
{
    match_begin(&t->turn, session_state(t->l.s));
    t->phase = TUT_ASKING;
    t->pending_rest = 0;
    t->hint_on = 0;
}

/* The mid-end's hooks: the lesson shows and sounds what was played. */
static void hook_show(void *ctx, const void *before, const event_list_t *ev, const void *after)
{
    tut_t *t = ctx;
    bview_show_move(t->bv, before, ev, after, 1);
    tut_sound(t, ev);
}

static void hook_unshow(void *ctx, const void *before, const event_list_t *ev, const void *after,
                        const event_list_t *prev)
{
    bview_unshow_move(((tut_t *)ctx)->bv, before, ev, after, prev);
}

static void hook_committed(void *ctx, int seat, int shown)
{
    tut_t *t = ctx;
    (void)seat;
    if (!shown) {
        bview_play_entry(t->bv, t->l.s, t->l.s->cur);
        tut_sound(t, &session_current(t->l.s)->events);
    }
    t->pending_rest = 1;
}

static void open_lesson(tut_t *t, int i)
{
    drop_lesson(t);
    t->err[0] = t->say[0] = '\0';
    t->index = i;
    t->hover = t->cursor = -1;
    if (i >= t->files->n) {
        t->phase = TUT_DONE;
        snprintf(t->say, sizeof t->say, "%s",
                 t->puzzle                ? puzzle_done_text(t)
                 : t->strategy ? (t->files->n ? "That is how to win. Now start a game and try it against the computer!"
                                              : "This game has no How to win lesson yet.")
                 : t->more ? "That is every rule of the game. Next: How to win, a few positions that show what to aim for."
                 : t->files->n ? "That is every rule of the game. Watch the demonstrations, or start a game!"
                             : "This game has no tutorial yet.");
        t->say_kind = TUT_SAY_GOOD;
        return;
    }
    t->phase = TUT_ASKING;
    if (lesson_load(&t->l, t->files->path[i], data_dir(t->ui), t->err, sizeof t->err)) return;
    t->bv = bview_new(t->l.s->game);
    match_hooks_t hooks = {.ctx = t, .show = hook_show, .unshow = hook_unshow, .committed = hook_committed};
    if (!t->bv || match_init(&t->turn, t->l.s->game, t->l.s, &hooks)) {
        bview_free(t->bv, NULL);
        t->bv = NULL;
        lesson_free(&t->l);
        snprintf(t->err, sizeof t->err, "out of memory");
        return;
    }
    t->have_turn = 1;
    if (t->puzzle && puzzle_open(t)) {
        drop_lesson(t);
        return;
    }
    demo_ui_view_opts(t->ui, t->bv, 1.0f);
    bview_show_entry(t->bv, t->l.s, t->l.question);
    tut_begin_turn(t);
    /* Wunchunk stones start in the player's own colour: a lesson that wants
     * another colour says so, and the player learns to switch. */
    match_set_colour(&t->turn, game_head(session_state(t->l.s))->to_move);
}

/* The whole turn is in the session: judged. */
static void judge(tut_t *t)
{
    if (t->puzzle) {
        puzzle_judge(t);
        return;
    }
    if (lesson_is_answer(&t->l, session_current(t->l.s)->move)) {
        t->phase = TUT_RIGHT;
        tut_say(t, TUT_SAY_GOOD, "%s", t->l.lv->success);
    } else {
        t->phase = TUT_WRONG;
        tut_say(t, TUT_SAY_BAD, "%s", t->l.lv->wrong[0] ? t->l.lv->wrong : "That is not the move asked for.");
    }
}

/* What the screen says after the mid-end took input: the turn policy
 * (what a click means, Confirm move, a turn's end) is the play screen's
 * too. */
static void result(tut_t *t, match_result_t r)
{
    switch (r) {
    case MATCH_REFUSED: {
        char said[GAME_ERR_MAX];
        words_refusal(t->l.s->game->rules, t->turn.err, said, sizeof said);
        tut_say(t, TUT_SAY_BAD, "Not allowed: %s", said);
        audio_play_cue(audio_of(t), SND_REFUSE, 0.0, 0.0f);
        break;
    }
    case MATCH_TOOK:
        if (t->say_kind == TUT_SAY_BAD) t->say[0] = '\0';
        break;
    case MATCH_COMMITTED: judge(t); break;
    case MATCH_HELD: tut_say(t, TUT_SAY_INFO, "%s", "Click it again to play it, or Backspace to take it back."); break;
    case MATCH_UNPLACED: bview_set_state(t->bv, match_state(&t->turn)); break;
    case MATCH_DROPPED: t->say[0] = '\0'; break;
    default: break;
    }
}

int tut_commit(tut_t *t, const move_t *m)
{
    if (match_commit(&t->turn, m, 0) == 0) return 0;
    tut_say(t, TUT_SAY_BAD, "%s", t->turn.err);
    return -1;
}

void tut_click_target(tut_t *t, int target)
{
    if (!tut_human_turn(t) || target < 0) return;
    bview_finish(t->bv);
    match_set_confirm(&t->turn, t->ui->client && t->ui->client->settings.confirm);
    result(t, match_click(&t->turn, target));
}

void tut_key_target(tut_t *t, int target)
{
    if (!tut_human_turn(t)) return;
    bview_finish(t->bv);
    match_set_confirm(&t->turn, t->ui->client && t->ui->client->settings.confirm);
    result(t, match_key(&t->turn, target));
}

/* Ends the turn under way (Wunchunk stones, Zumo pushes, a lone clean-up),
 * or plays the click held for its confirmation. */
void tut_confirm(tut_t *t)
{
    if (!tut_human_turn(t)) return;
    bview_finish(t->bv);
    result(t, match_confirm(&t->turn));
}

void tut_whole_action(tut_t *t, action_kind_t kind)
{
    if (!tut_human_turn(t)) return;
    const action_t *a = match_find(&t->turn, kind);
    if (!a) {
        const char *own = game_words_of(t->r)->own.refused_lesson;
        tut_say(t, TUT_SAY_BAD, "%s", kind == ACT_PASS || !own ? "You cannot pass here." : own);
        return;
    }
    action_t copy = *a;
    bview_finish(t->bv);
    result(t, match_take(&t->turn, &copy));
}

/* Takes the last action of the turn back, or the judged move (for another
 * try), animating it backwards. */
void tut_take_back(tut_t *t)
{
    if (!t->bv) return;
    bview_finish(t->bv);
    if (t->phase == TUT_WRONG || t->phase == TUT_SHOWN || t->phase == TUT_RIGHT || t->phase == TUT_REPLY ||
        (t->phase == TUT_ASKING && t->turn.n == 0 && t->l.s && t->l.s->cur > t->l.question)) {
        session_t *s = t->l.s;
        if (s->cur > t->l.question) {
            bview_unplay_entry(t->bv, s, s->cur);
            while (s->cur > t->l.question) session_undo(s);
        }
        tut_begin_turn(t);
        t->pending_reply = 0;
        if (t->puzzle) t->step = 0;
        tut_say(t, TUT_SAY_INFO, "%s", "Your turn again.");
        return;
    }
    result(t, t->phase == TUT_ASKING ? match_take_back(&t->turn) : match_cancel(&t->turn));
}

/* Plays the lesson's first answer. */
void tut_show_answer(tut_t *t)
{
    if (!t->bv || t->phase == TUT_DONE) return;
    if (t->puzzle) {
        puzzle_hint(t);
        return;
    }
    if (t->phase != TUT_ASKING || t->turn.n) tut_take_back(t);
    bview_finish(t->bv);
    char err[GAME_ERR_MAX];
    const game_t *g = t->l.s->game;
    move_t *m = malloc(sizeof *m);
    if (!m) return;
    int rc = g->rules->parse(g, session_state(t->l.s), t->l.expect[0], m, err, sizeof err);
    if (rc) tut_say(t, TUT_SAY_BAD, "%s", err);
    else rc = tut_commit(t, m);
    free(m);
    if (rc) return;
    t->pending_rest = 0;
    t->phase = TUT_SHOWN;
    snprintf(t->say, sizeof t->say, "Watch: %.100s. %.900s", t->l.expect[0], t->l.lv->success);
    t->say_kind = TUT_SAY_INFO;
    t->say_time = t->ui->time;
}

void tut_next_lesson(tut_t *t)
{
    if (t->phase == TUT_DONE) {
        /* After the rules, the strategy lesson takes this screen's place. */
        screen_t *next = t->more ? nav_new(t->ui, NAV_STRATEGY, (nav_arg_t){.rules = t->r}) : NULL;
        if (next) {
            menu_sound(t->ui);
            screen_replace(t->ui->screens, next);
        } else {
            screen_pop(t->ui->screens);
        }
        return;
    }
    open_lesson(t, t->index + 1);
    menu_sound(t->ui);
}

/* What the board shows for input: legal targets, the selection, the
 * stone about to be placed. */
static void overlays(tut_t *t)
{
    uint8_t mask[BOARD_MAX_CELLS > BOARD_MAX_SITES ? BOARD_MAX_CELLS : BOARD_MAX_SITES];
    if (!t->bv) return;
    if (!tut_human_turn(t) || bview_animating(t->bv)) {
        bview_set_targets(t->bv, NULL, 0);
        bview_set_hover(t->bv, -1);
        bview_set_ghost(t->bv, 0);
        bview_set_selected(t->bv, -1);
        bview_set_preview(t->bv, NULL, -1, -1, 0);
        return;
    }
    int mover = game_head(match_state(&t->turn))->to_move;
    bview_set_targets(t->bv, match_targets(&t->turn, mask) ? mask : NULL, mover);
    bview_set_selected(t->bv, t->turn.selected);
    bview_set_hover(t->bv, t->hover);
    bview_set_ghost(t->bv, match_ghost(&t->turn, t->hover));
    /* The previews teach the rule at hand: what a push or a peg would do. */
    int previews = t->ui->client ? t->ui->client->settings.previews : 1;
    bview_set_preview(t->bv, previews ? match_state(&t->turn) : NULL, t->hover, t->turn.selected,
                      match_colour_choice(&t->turn) ? t->turn.colour : 0);
}

/* A puzzle's hint is drawn while the turn it is for is under way. */
static void hint_overlay(tut_t *t)
{
    int want = t->puzzle && t->hint_on && tut_human_turn(t) && t->turn.n == 0 && !bview_animating(t->bv);
    if (want == t->hint_drawn) return;
    bview_set_hint(t->bv, want ? match_state(&t->turn) : NULL, want ? t->hint : NULL);
    t->hint_drawn = want;
}

static void tut_update(screen_t *s, ui_t *ui, double dt)
{
    tut_t *t = self(s);
    (void)ui;
    menu_hl_step(t->hl, t->hl_prev, TB_COUNT, t->hot, dt);
    if (!t->bv) return;
    bview_update(t->bv, dt);
    if (t->pending_rest && !bview_animating(t->bv)) {
        t->pending_rest = 0;
        bview_show_entry(t->bv, t->l.s, t->l.s->cur);
    }
    if (t->puzzle) puzzle_update(t);
    overlays(t);
    hint_overlay(t);
}

/* A lesson's board is made on a worker before its first frame. */
static int tut_ready(screen_t *s, ui_t *ui, canvas_t *c)
{
    tut_t *t = self(s);
    if (!t->bv || t->gfx_lost != ui->gfx_lost) return 1;
    tut_layout_t L;
    tut_layout(t, ui, &L);
    t->bv_canvas = c;
    return bview_prepare(t->bv, c, L.base.board, L.scores.w > 0 ? &L.scores : NULL);
}

static void tut_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha)
{
    tut_t *t = self(s);
    (void)alpha;
    if (t->gfx_lost != ui->gfx_lost) {
        t->gfx_lost = ui->gfx_lost;
        if (t->bv) bview_forget_images(t->bv);
    }
    t->bv_canvas = c;
    tut_draw(t, ui, c);
}

static void tut_enter(screen_t *s, ui_t *ui)
{
    tut_t *t = self(s);
    if (t->bv) demo_ui_view_opts(ui, t->bv, 1.0f);
}

static void tut_destroy(screen_t *s)
{
    tut_t *t = self(s);
    drop_lesson(t);
    free(t->reply);
    free(t->hint);
    free(t->solved);
    free(t->files);
    free(t);
}

static const screen_ops_t tut_ops = {
    .name = "tutorial",
    .opaque = 1,
    .enter = tut_enter,
    .event = tut_event,
    .update = tut_update,
    .render = tut_render,
    .ready = tut_ready,
    .destroy = tut_destroy,
};

typedef enum { MODE_RULES, MODE_PUZZLE, MODE_STRATEGY } tut_mode_t;

static screen_t *make(ui_t *ui, const game_rules_t *r, int first, tut_mode_t mode)
{
    int puzzle = mode == MODE_PUZZLE;
    if (!ui || !r) return NULL;
    tut_t *t = calloc(1, sizeof *t);
    if (t && puzzle) {
        t->puzzle = 1;
        t->reply = malloc(sizeof *t->reply);
        t->hint = malloc(sizeof *t->hint);
        t->solved = calloc(1, sizeof *t->solved);
    }
    if (!t || !(t->files = calloc(1, sizeof *t->files)) || (puzzle && (!t->reply || !t->hint || !t->solved))) {
        if (t) {
            free(t->files);
            free(t->reply);
            free(t->hint);
            free(t->solved);
        }
        free(t);
        return NULL;
    }
    t->base.ops = &tut_ops;
    t->ui = ui;
    t->r = r;
    t->hot = t->pressed = -1;
    t->gfx_lost = ui->gfx_lost;
    t->strategy = mode == MODE_STRATEGY;
    demo_files_list(t->files, data_dir(ui), r->id, puzzle ? "puzzles" : t->strategy ? "strategy" : "tutorials");
    if (mode == MODE_RULES) {
        demo_files_t *more = malloc(sizeof *more);
        t->more = more && demo_files_list(more, data_dir(ui), r->id, "strategy") > 0;
        free(more);
    }
    open_lesson(t, first < 0 ? 0 : first);
    return &t->base;
}

screen_t *tutorial_screen_new(ui_t *ui, const game_rules_t *r, int first) { return make(ui, r, first, MODE_RULES); }
screen_t *puzzle_screen_new(ui_t *ui, const game_rules_t *r, int first) { return make(ui, r, first, MODE_PUZZLE); }
screen_t *strategy_screen_new(ui_t *ui, const game_rules_t *r, int first)
{
    return make(ui, r, first, MODE_STRATEGY);
}

/* ------------------------------------------------------------------ */
/* Tests and scripts. */

int tutorial_screen_is(const screen_t *s) { return s && s->ops == &tut_ops; }
int tutorial_lesson(const screen_t *s) { return tutorial_screen_is(s) ? cself(s)->index : -1; }
int tutorial_lessons(const screen_t *s) { return tutorial_screen_is(s) ? cself(s)->files->n : 0; }
tut_phase_t tutorial_phase(const screen_t *s) { return tutorial_screen_is(s) ? cself(s)->phase : TUT_DONE; }
const session_t *tutorial_session(const screen_t *s) { return tutorial_screen_is(s) ? cself(s)->l.s : NULL; }
int tutorial_is_puzzle(const screen_t *s) { return tutorial_screen_is(s) && cself(s)->puzzle; }
int tutorial_is_strategy(const screen_t *s) { return tutorial_screen_is(s) && cself(s)->strategy; }

int tutorial_puzzle_solved(const screen_t *s)
{
    if (!tutorial_is_puzzle(s) || cself(s)->index >= cself(s)->files->n) return 0;
    char key[SOLVED_NAME_LEN];
    solved_key(cself(s)->r->id, cself(s)->files->path[cself(s)->index], key, sizeof key);
    return solved_has(cself(s)->solved, key);
}

int tutorial_action_target(const screen_t *s, const action_t *a, int *target, int *source)
{
    if (!tutorial_screen_is(s) || !tut_human_turn(cself(s))) return -1;
    const match_t *p = &cself(s)->turn;
    for (int i = 0; i < p->nlegal; i++) {
        const action_t *l = &p->legal[i];
        if (l->kind == a->kind && l->a == a->a && l->b == a->b && l->n == a->n &&
            (a->kind != ACT_PLACE || l->player == a->player || !match_colour_choice(p))) {
            *target = p->target[i];
            *source = p->source[i];
            return 0;
        }
    }
    return -1;
}

const char *tutorial_feedback(const screen_t *s)
{
    if (!tutorial_screen_is(s)) return "";
    return cself(s)->err[0] ? cself(s)->err : cself(s)->say;
}

int tutorial_busy(const screen_t *s)
{
    if (!tutorial_screen_is(s) || !cself(s)->bv) return 0;
    return bview_animating(cself(s)->bv) || cself(s)->pending_rest || cself(s)->pending_reply;
}

int tutorial_screen_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y)
{
    static const char *const names[TB_COUNT] = {"@confirm", "@pass",    "", "@colour1", "@colour2",
                                                "@colour3", "@colour4", "@show", "@retry", "@next"};
    if (!tutorial_screen_is(s) || !name) return -1;
    tut_t *t = self(s);
    if (name[0] == '@') {
        tut_layout_t L;
        tut_layout(t, ui, &L);
        /* The game's own button goes by the name its words give it. */
        const char *own = game_words_of(t->r)->own.name;
        for (int i = 0; i < TB_COUNT; i++)
            if ((i == TB_OWN ? own && !strcmp(name + 1, own) : !strcmp(name, names[i])) && L.shown[i]) {
                *x = L.btn[i].x + L.btn[i].w * 0.5f;
                *y = L.btn[i].y + L.btn[i].h * 0.5f;
                return 0;
            }
        return -1;
    }
    if (!t->bv) return -1;
    const board_t *b = &t->l.s->game->board;
    int i = board_parse_target(b, name);
    if (i < 0) return -1;
    /* The layout is made when drawing; make sure it matches the screen. */
    tut_layout_t L;
    tut_layout(t, ui, &L);
    bview_layout(t->bv, L.base.board);
    canvas_pt_t p = bview_target_px(t->bv, i);
    *x = p.x;
    *y = p.y;
    return 0;
}
