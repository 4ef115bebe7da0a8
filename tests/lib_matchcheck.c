#include "lib_matchcheck.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/match.h"
#include "core/rng.h"

/* What the hooks heard. */
typedef struct {
    const session_t *s;
    long shows, clocks, commits, handoffs;
    int clock_seat, commit_seat, shown, from, to;
} heard_t;

static void on_show(void *ctx, const void *before, const event_list_t *ev, const void *after)
{
    heard_t *h = ctx;
    assert_non_null(before);
    assert_non_null(ev);
    assert_non_null(after);
    h->shows++;
}

static void on_clock(void *ctx, int seat)
{
    heard_t *h = ctx;
    h->clocks++;
    h->clock_seat = seat;
}

static void on_committed(void *ctx, int seat, int shown)
{
    heard_t *h = ctx;
    h->commits++;
    h->commit_seat = seat;
    h->shown = shown;
}

static void on_hand_off(void *ctx, int from, int to)
{
    heard_t *h = ctx;
    h->handoffs++;
    h->from = from;
    h->to = to;
}

typedef struct {
    const game_t *g;
    session_t *s;
    match_t m;
    heard_t heard;
    rng_t rng;
    int confirm;
    unsigned char *replica;    /* the turn as the rules alone take it */
    unsigned char *before;     /* the turn's position before the click under test */
    unsigned char *scratch;
    action_t acts[MOVE_MAX_ACTIONS];
    int nacts;
    matchcheck_stats_t *st;
} run_t;

static const char *gname(const run_t *r) { return r->g->rules->id; }

/* The first legal action a click on a's target takes (the mid-end's
 * documented rule), for the action picked at random. */
static int clicked_action(const match_t *m, int i)
{
    for (int j = 0; j < m->nlegal; j++) {
        if (m->target[j] != m->target[i] || m->source[j] != m->source[i]) continue;
        if (match_colour_choice(m) && m->legal[j].kind == ACT_PLACE && m->legal[j].player != m->legal[i].player) continue;
        return j;
    }
    return i;
}

/* What taking a does to the turn, by the rules alone: 1 when the turn is
 * then whole (complete, or only its end left and the policy does not keep
 * it open); *auto_end: it ends by itself. */
static int finishes(run_t *r, const action_t *a, int *auto_end)
{
    const game_t *g = r->g;
    memcpy(r->scratch, r->replica, g->rules->state_size);
    char err[GAME_ERR_MAX];
    if (game_act(g, r->scratch, a, NULL, err, sizeof err)) fail_msg("%s: a legal action refused: %s", gname(r), err);
    const game_head_t *h = game_head(r->scratch), *h0 = game_head(session_state(r->s));
    *auto_end = 0;
    if (h->status != GAME_ONGOING || h->ply != h0->ply || h->in_turn == 0) return 1;
    action_t next[8];
    int k = g->rules->actions(g, r->scratch, next, 8);
    if (k != 1 || next[0].kind != ACT_END) return 0;
    r->acts[r->nacts] = *a;
    const game_turn_t *p = g->rules->turn;
    int waits = p && p->end_waits && p->end_waits(g, r->acts, r->nacts + 1);
    if (waits) r->st->kept_open++;
    else r->st->ended++, *auto_end = 1;
    return !waits;
}

static void replica_take(run_t *r, const action_t *a)
{
    char err[GAME_ERR_MAX];
    if (game_act(r->g, r->replica, a, NULL, err, sizeof err)) fail_msg("%s: replica: %s", gname(r), err);
    r->acts[r->nacts++] = *a;
}

static void select_piece(run_t *r, int src)
{
    if (src < 0 || r->m.selected == src) return;
    r->st->selected++;
    match_result_t got = match_click(&r->m, src);
    if (got != MATCH_SELECTED) fail_msg("%s: a click on a piece that can act gave %d (%s)", gname(r), got, r->m.err);
    assert_int_equal(r->m.selected, src);
}

/* Clicks the action a (its piece first), as a person would. */
static match_result_t click_action(run_t *r, const action_t *a, int tg, int src)
{
    if (match_colour_choice(&r->m) && a->kind == ACT_PLACE) assert_int_equal(match_set_colour(&r->m, a->player), 0);
    select_piece(r, src);
    /* Enter at the cursor means what a click there means. */
    return rng_below(&r->rng, 4) ? match_click(&r->m, tg) : match_key(&r->m, tg);
}

/* A board target where a click is refused now, or -1. */
static int refused_target(run_t *r)
{
    const board_t *b = &r->g->board;
    int size = board_on_sites(b) ? b->nsites : b->ncells;
    for (int k = 0; k < 8; k++) {
        int t = (int)rng_below(&r->rng, (uint32_t)size);
        match_t *m = &r->m;
        int sel = m->selected;
        if (match_meaning(m, t) == MATCH_REFUSED) return t;
        m->selected = sel;
    }
    return -1;
}

/* After a whole turn: the session has it, the hooks heard it once. */
static void check_commit(run_t *r, int cur0, long commits0, long clocks0, long handoffs0, int mover_seat)
{
    const session_t *s = r->s;
    assert_int_equal(s->cur, cur0 + 1);
    if (memcmp(session_state(s), r->replica, r->g->rules->state_size))
        fail_msg("%s: the session's position after move %d (%s) is not the turn's", gname(r), s->cur, s->hist[s->cur].move);
    assert_int_equal(r->m.n, 0);
    assert_memory_equal(match_start(&r->m), session_state(s), r->g->rules->state_size);
    assert_int_equal(r->heard.commits, commits0 + 1);
    assert_int_equal(r->heard.commit_seat, mover_seat);
    assert_int_equal(r->heard.clocks, clocks0 + 1);
    assert_int_equal(r->heard.clock_seat, mover_seat);
    const void *now = session_state(s);
    if (game_is_over(now)) {
        assert_int_equal(r->heard.handoffs, handoffs0);
    } else {
        assert_int_equal(r->heard.handoffs, handoffs0 + 1);
        assert_int_equal(r->heard.from, mover_seat);
        assert_int_equal(r->heard.to, session_seat_of_colour(s, game_head(now)->to_move));
    }
    r->st->turns++;
}

/* One board action: clicked, checked against the rules; inside a turn it
 * is taken back and taken again. 1 when it made the move whole. */
static int board_action(run_t *r, int i)
{
    match_t *m = &r->m;
    const size_t size = r->g->rules->state_size;
    i = clicked_action(m, i);
    action_t a = m->legal[i];
    int tg = m->target[i], src = m->source[i], n0 = m->n, cur0 = r->s->cur, auto_end;
    int whole = finishes(r, &a, &auto_end);
    if (whole && r->confirm) r->st->finishing++;
    long shows0 = r->heard.shows;
    memcpy(r->before, match_state(m), size);
    match_result_t got = click_action(r, &a, tg, src);
    r->st->clicks++;
    if (r->confirm && whole) {
        /* Held: nothing changes until the second click. */
        if (got != MATCH_HELD) fail_msg("%s: Confirm move on, a finishing click gave %d (%s)", gname(r), got, m->err);
        assert_int_equal(r->s->cur, cur0);
        assert_int_equal(m->n, n0);
        assert_int_equal(m->held, tg);
        assert_memory_equal(match_state(m), r->before, size);
        r->st->held++;
        if (rng_below(&r->rng, 2)) {
            /* Taken back: the hold goes, the same click holds again. */
            assert_int_equal(match_take_back(m), MATCH_DROPPED);
            assert_int_equal(m->held, -1);
            assert_int_equal(r->s->cur, cur0);
            assert_int_equal(click_action(r, &a, tg, src), MATCH_HELD);
        }
        got = rng_below(&r->rng, 2) ? match_click(m, tg) : match_confirm(m);
    }
    if (whole) {
        if (got != MATCH_COMMITTED) fail_msg("%s: a finishing click gave %d (%s)", gname(r), got, m->err);
        replica_take(r, &a);
        return 1;
    }
    if (got != MATCH_TOOK) fail_msg("%s: a click inside a turn gave %d (%s)", gname(r), got, m->err);
    assert_int_equal(m->n, n0 + 1);
    assert_int_equal(m->act[n0].kind, a.kind);
    assert_true(r->heard.shows > shows0);
    assert_int_equal(r->s->cur, cur0);
    /* Taken back inside the turn: exactly the position before. */
    assert_int_equal(match_take_back(m), MATCH_TOOK_BACK);
    assert_int_equal(m->n, n0);
    assert_memory_equal(match_state(m), r->before, size);
    r->st->taken_back++;
    assert_int_equal(click_action(r, &a, tg, src), MATCH_TOOK);
    if (match_colour_choice(m) && a.kind == ACT_PLACE) {
        /* A stone of this turn clicked again comes off. */
        assert_int_equal(match_click(m, tg), MATCH_UNPLACED);
        assert_int_equal(m->n, n0);
        assert_memory_equal(match_state(m), r->before, size);
        r->st->taken_back++;
        assert_int_equal(click_action(r, &a, tg, src), MATCH_TOOK);
    }
    replica_take(r, &a);
    return 0;
}

/* One whole turn from clicks, buttons and confirmations. */
static void one_turn(run_t *r)
{
    match_t *m = &r->m;
    const size_t size = r->g->rules->state_size;
    int cur0 = r->s->cur, mover_seat = session_seat_of_colour(r->s, game_head(session_state(r->s))->to_move);
    long commits0 = r->heard.commits, clocks0 = r->heard.clocks, handoffs0 = r->heard.handoffs;
    memcpy(r->replica, session_state(r->s), size);
    r->nacts = 0;
    assert_int_equal(m->n, 0);
    assert_int_equal(match_take_back(m), MATCH_NONE); /* nothing to take back yet */
    for (int step = 0; step < 4 * MOVE_MAX_ACTIONS; step++) {
        int board[MATCH_MAX_LEGAL], nb = 0, piece[MATCH_MAX_LEGAL], np = 0, other[64], no = 0, end = -1, pass = -1;
        for (int i = 0; i < m->nlegal; i++) {
            int k = m->legal[i].kind;
            if (m->target[i] >= 0 && m->source[i] >= 0) piece[np++] = i;
            if (m->target[i] >= 0) board[nb++] = i;
            else if (k == ACT_END) end = i;
            else if (k == ACT_PASS) pass = i;
            else if (no < 64) other[no++] = i;
        }
        int done;
        if (end >= 0 && m->n > 0 && (nb == 0 || rng_below(&r->rng, 3) == 0)) {
            action_t e = m->legal[end];
            /* E, or Enter with no cursor or where a click does nothing. */
            int how = (int)rng_below(&r->rng, 3), at = how == 2 ? refused_target(r) : -1;
            match_result_t got = how == 0 ? match_confirm(m) : match_key(m, at);
            if (got != MATCH_COMMITTED) fail_msg("%s: confirming a turn that may end gave %d (%s)", gname(r), got, m->err);
            replica_take(r, &e);
            done = 1;
        } else if (nb > 0 && (no == 0 || rng_below(&r->rng, 4))) {
            /* Pieces that act (a selection first) are as likely as placements. */
            if (np > 0 && rng_below(&r->rng, 2)) done = board_action(r, piece[rng_below(&r->rng, (uint32_t)np)]);
            else done = board_action(r, board[rng_below(&r->rng, (uint32_t)nb)]);
        } else if (no > 0 || pass >= 0) {
            int i = no > 0 ? other[rng_below(&r->rng, (uint32_t)no)] : pass;
            action_t a = m->legal[i];
            int auto_end, whole = finishes(r, &a, &auto_end);
            memcpy(r->before, match_state(m), size);
            int n0 = m->n;
            match_result_t got = match_take(m, &a);
            if (got != (whole ? MATCH_COMMITTED : MATCH_TOOK))
                fail_msg("%s: a button's action gave %d (%s)", gname(r), got, m->err);
            if (!whole) {
                /* A button's action inside a turn comes back too. */
                assert_int_equal(match_take_back(m), MATCH_TOOK_BACK);
                assert_int_equal(m->n, n0);
                assert_memory_equal(match_state(m), r->before, size);
                r->st->taken_back++;
                assert_int_equal(match_take(m, &a), MATCH_TOOK);
            }
            replica_take(r, &a);
            done = whole;
        } else {
            fail_msg("%s: a turn with nothing to do (move %d)", gname(r), r->s->cur + 1);
        }
        if (!done) continue;
        if (r->nacts && game_head(r->replica)->in_turn != 0 && !game_is_over(r->replica)) {
            /* It ended by itself: the end is the rules' next action. */
            action_t e[8];
            int k = r->g->rules->actions(r->g, r->replica, e, 8);
            assert_true(k == 1 && e[0].kind == ACT_END);
            replica_take(r, &e[0]);
        }
        check_commit(r, cur0, commits0, clocks0, handoffs0, mover_seat);
        return;
    }
    fail_msg("%s: a turn did not end", gname(r));
}

void matchcheck_game(game_t *g, int games, int turns, uint64_t seed, matchcheck_stats_t *out)
{
    char err[GAME_ERR_MAX];
    run_t r;
    memset(&r, 0, sizeof r);
    memset(out, 0, sizeof *out);
    r.g = g;
    r.st = out;
    r.s = session_new(g, err, sizeof err);
    if (!r.s) fail_msg("session: %s", err);
    size_t size = g->rules->state_size;
    r.replica = malloc(size);
    r.before = malloc(size);
    r.scratch = malloc(size);
    assert_true(r.replica && r.before && r.scratch);
    r.heard.s = r.s;
    match_hooks_t hooks = {.ctx = &r.heard, .show = on_show, .clock = on_clock, .committed = on_committed,
                           .hand_off = on_hand_off};
    assert_int_equal(match_init(&r.m, g, r.s, &hooks), 0);
    rng_seed(&r.rng, seed);
    for (int k = 0; k < games; k++) {
        r.confirm = k % 2;
        match_set_confirm(&r.m, r.confirm);
        if (k > 0) assert_int_equal(session_restart(r.s), 0);
        match_begin(&r.m, session_state(r.s));
        for (int t = 0; t < turns && !game_is_over(session_state(r.s)); t++) one_turn(&r);
    }
    match_free(&r.m);
    session_free(r.s);
    free(r.replica);
    free(r.before);
    free(r.scratch);
}
