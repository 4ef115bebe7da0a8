/* The AI seats and hints on the play screen. Every search runs on the
 * worker thread (ai_worker.h): the UI only starts, polls and cancels it, so
 * the window never freezes. A result is used only for the position it was
 * asked about (the tag bumps whenever the position changes). */
#include <stdio.h>
#include <stdlib.h>

#include "contract/words.h"
#include "games/why.h"
#include "ui/play/play_int.h"
#include "ui/widgets/seat.h"

/* The least time an AI move seems to take, so a fast answer is not missed
 * (seconds at normal animation speed). */
#define PLAY_AI_MIN_THINK 0.45
/* Hints come from this level, whatever the seats are. */
#define PLAY_HINT_LEVEL AI_MEDIUM
/* Thinking ahead stops after this long (a person away from the game). */
#define PLAY_PONDER_SECONDS 120.0

int play_ai_thinking(const play_t *p) { return p->job == PLAY_AI_MOVE || p->ai_result_ready; }

double play_ai_progress(const play_t *p)
{
    if (p->ai_result_ready) return 1.0;
    return p->job == PLAY_AI_MOVE || p->job == PLAY_AI_HINT ? ai_worker_progress(p->ai) : 0.0;
}

void play_ai_cancel(play_t *p)
{
    if (p->job != PLAY_AI_NONE) ai_worker_cancel(p->ai);
    p->job = PLAY_AI_NONE;
    p->ai_result_ready = 0;
}

static uint64_t seed_for(const play_t *p, const void *st)
{
    const game_head_t *h = game_head(st);
    return p->seed ^ ((uint64_t)(h->ply + 1) * 0x9E3779B97F4A7C15ULL) ^ (uint64_t)h->to_move;
}

/* Hard and Expert keep their tree from move to move and may think on the
 * person's time; the lower levels search afresh, as the ladder measured
 * them. */
static int keeps_tree(int level) { return level >= AI_HARD; }

static int start(play_t *p, ai_job_kind_t kind, int level, const void *st)
{
    ai_request_t req = {0};
    /* Threads as the settings say; a level's search is the same on any
     * machine, except Expert, which thinks a fixed time (ai_level_request). */
    int threads = p->ui->client ? settings_ai_threads(&p->ui->client->settings) : 1;
    ai_level_request((ai_level_t)level, threads, &req);
    req.seed = seed_for(p, st);
    if (kind != AI_JOB_HINT && keeps_tree(level)) req.keep = ai_worker_keep(p->ai);
    const gclock_t *c = &p->s->clock;
    if (kind == AI_JOB_MOVE && gclock_on(c)) {
        /* On a clock the AI takes its time from it (never more than its
         * level's own limit) and stops once settled. */
        int seat = play_clock_seat(p, game_head(st)->to_move);
        double t = ai_clock_seconds(gclock_left(c, seat) / 1000.0, c->inc_ms / 1000.0);
        if (req.max_seconds <= 0 || t < req.max_seconds) req.max_seconds = t;
        req.settle = 1;
    }
    if (kind == AI_JOB_PONDER) {
        req.iterations = 2000000000L;
        req.max_seconds = PLAY_PONDER_SECONDS;
    }
    char err[GAME_ERR_MAX];
    if (ai_worker_start(p->ai, p->s->game, st, &req, kind, p->tag, err, sizeof err)) {
        if (kind != AI_JOB_PONDER) play_refuse(p, err);
        return -1;
    }
    p->job = kind == AI_JOB_HINT ? PLAY_AI_HINT : kind == AI_JOB_PONDER ? PLAY_AI_PONDER : PLAY_AI_MOVE;
    p->job_started = p->ui->time;
    return 0;
}

void play_ai_hint(play_t *p)
{
    if (!play_human_turn(p)) {
        play_refuse(p, play_over(p) ? "The game is over." : "Hints are for your own turn.");
        return;
    }
    if (p->hint_valid) { /* H again: play it */
        play_ai_play_hint(p);
        return;
    }
    if (p->job == PLAY_AI_HINT) return;
    p->ponder_tag = 0; /* thinking ahead resumes after the hint */
    /* The hint is for the whole turn, from its start. */
    if (start(p, AI_JOB_HINT, PLAY_HINT_LEVEL, match_start(&p->turn)) == 0)
        play_say(p, PLAY_MSG_INFO, "Thinking of a hint...");
}

int play_ai_play_hint(play_t *p)
{
    if (!p->hint_valid || !play_human_turn(p)) return 0;
    /* The hint is a whole turn from its start: the actions taken go back. */
    move_t *m = malloc(sizeof *m);
    if (!m) return 0;
    *m = p->hint.move;
    p->hint_valid = 0;
    int ok = play_commit(p, m) == 0;
    free(m);
    return ok;
}

/* A click on a cell the hint marks plays the hint (before any action of
 * the turn; a selection's click is its own). */
int play_ai_hint_click(play_t *p, int target)
{
    if (!p->hint_valid || p->turn.n > 0 || p->turn.selected >= 0 || target < 0) return 0;
    return match_picks(&p->turn, &p->hint.move, target) ? play_ai_play_hint(p) : 0;
}

static void collect(play_t *p)
{
    ai_result_t r;
    ai_worker_status_t st = ai_worker_poll(p->ai, &r);
    if (st == AI_WORKER_BUSY) return;
    play_ai_job_t job = p->job;
    p->job = PLAY_AI_NONE;
    if (st == AI_WORKER_IDLE || r.tag != p->tag || job == PLAY_AI_PONDER) return;
    if (st == AI_WORKER_FAILED) {
        if (job == PLAY_AI_MOVE) p->ai_failed_tag = p->tag;
        play_refuse(p, r.err);
        return;
    }
    if (job == PLAY_AI_HINT) {
        p->hint = r.hint;
        p->hint_valid = 1;
        /* The worker found the move and its facts at the turn's start;
         * the sentence is written here, outside the AI. */
        why_hint(p->s->game, match_start(&p->turn), &p->hint);
        /* The move is drawn on the board and worded in why (its cells
         * named): no notation. */
        /* Where turns end with Confirm, the hint's turn ends the same way. */
        play_say(p, PLAY_MSG_GOOD, "Hint%s: %s %s plays it.", p->turn.n ? " (the whole turn)" : "", p->hint.why,
                 game_words_of(p->s->game->rules)->multi_action ? "Confirm (E) or Enter" : "Enter");
        return;
    }
    p->ai_move = r.hint.move;
    p->ai_result_ready = 1;
    /* --log-moves: what the search did (the page's tests compare its two
     * forms by it). */
    if (p->ui && p->ui->client && p->ui->client->log_moves) {
        printf("ai %ld iterations %.3f s\n", r.hint.stats.playouts, r.hint.stats.seconds);
        fflush(stdout);
    }
}

static int ponder_level(const play_t *p);

double play_ai_scaled(const play_t *p, double seconds)
{
    double speed = p->applied.anim_speed > 0 ? p->applied.anim_speed / 100.0 : 4.0;
    return seconds / speed;
}

void play_ai_update(play_t *p)
{
    if (p->job != PLAY_AI_NONE) collect(p);
    /* The reply waits for the person's move to be seen (play.c sets
     * reply_at once its animation is over). */
    if (p->ai_result_ready && !bview_animating(p->bv) && !p->pending_rest && !p->reply_wait &&
        p->ui->time >= p->reply_at) {
        double least = play_ai_scaled(p, PLAY_AI_MIN_THINK);
        /* On a clock the shortest seeming think is never what flags it. */
        const gclock_t *c = &p->s->clock;
        if (gclock_on(c)) {
            double left = gclock_left(c, play_clock_seat(p, play_to_move(p))) / 1000.0;
            if (least > left * 0.1) least = left * 0.1;
        }
        if (p->ui->time - p->job_started >= least) {
            p->ai_result_ready = 0;
            play_commit(p, &p->ai_move);
        }
        return;
    }
    /* Thinking ahead gives way to any other search. */
    int idle = p->job == PLAY_AI_NONE || p->job == PLAY_AI_PONDER;
    if (idle && !p->ai_result_ready && !play_over(p) && !play_human_turn(p) && p->turn.n == 0 &&
        p->ai_failed_tag != p->tag) {
        int level = seat_colour_ai(p->s, play_to_move(p));
        if (start(p, AI_JOB_MOVE, level, session_state(p->s))) p->ai_failed_tag = p->tag;
        return;
    }
    if (p->job == PLAY_AI_NONE && !p->ai_result_ready && play_human_turn(p) && p->ponder_tag != p->tag) {
        p->ponder_tag = p->tag;
        int level = ponder_level(p);
        if (level >= 0) start(p, AI_JOB_PONDER, level, session_state(p->s));
    }
}

/* The level that thinks on the person's time: two players, the other seat
 * an AI of a level that keeps its tree, and the setting on; -1 none. */
static int ponder_level(const play_t *p)
{
    if (!p->ui->client || !p->ui->client->settings.ponder || p->s->game->setup.players != 2) return -1;
    int level = seat_colour_ai(p->s, 3 - play_to_move(p));
    return level >= 0 && keeps_tree(level) ? level : -1;
}
