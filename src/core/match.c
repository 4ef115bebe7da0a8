/* The mid-end: the turn under way, what input means, and the commit. */
#include "core/match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/preview.h"

static unsigned char *state_at(const match_t *m, int i) { return m->states + (size_t)i * m->ssize; }
static unsigned char *scratch(const match_t *m) { return state_at(m, MOVE_MAX_ACTIONS + 1); }
static const game_turn_t *policy(const match_t *m) { return m->g->rules->turn; }

int match_init(match_t *m, const game_t *g, session_t *s, const match_hooks_t *hooks)
{
    memset(m, 0, sizeof *m);
    m->g = g;
    m->s = s;
    if (hooks) m->hooks = *hooks;
    m->ssize = g->rules->state_size;
    m->selected = m->held = -1;
    m->states = calloc(MOVE_MAX_ACTIONS + 2, m->ssize); /* + a scratch position */
    m->legal = malloc(sizeof *m->legal * MATCH_MAX_LEGAL);
    m->target = malloc(sizeof *m->target * MATCH_MAX_LEGAL);
    m->source = malloc(sizeof *m->source * MATCH_MAX_LEGAL);
    m->dest = malloc(sizeof *m->dest * MATCH_MAX_LEGAL);
    for (int i = 0; i < MOVE_MAX_ACTIONS; i++) event_list_init(&m->ev[i]);
    if (!m->states || !m->legal || !m->target || !m->source || !m->dest) {
        match_free(m);
        return -1;
    }
    return 0;
}

void match_free(match_t *m)
{
    for (int i = 0; i < MOVE_MAX_ACTIONS; i++) event_list_free(&m->ev[i]);
    free(m->states);
    free(m->legal);
    free(m->target);
    free(m->source);
    free(m->dest);
    m->states = NULL;
    m->legal = NULL;
    m->target = m->source = m->dest = NULL;
}

void match_set_confirm(match_t *m, int on)
{
    m->confirm = on != 0;
    if (!m->confirm) m->held = -1;
}

const void *match_state(const match_t *m) { return state_at(m, m->n); }
const void *match_start(const match_t *m) { return state_at(m, 0); }
const void *match_state_at(const match_t *m, int i) { return state_at(m, i < 0 ? 0 : i > m->n ? m->n : i); }

void match_events_since(const match_t *m, int from, event_list_t *out)
{
    for (int i = from < 0 ? 0 : from; i < m->n; i++) {
        const event_list_t *e = &m->ev[i];
        event_beat(out);
        int beat = e->n ? e->ev[0].beat : 0;
        for (int k = 0; k < e->n; k++) {
            if (e->ev[k].beat != beat) {
                event_beat(out);
                beat = e->ev[k].beat;
            }
            event_add_full(out, &e->ev[k]);
        }
    }
}

int match_colour_choice(const match_t *m) { return policy(m) && policy(m)->colour_choice; }

/* Where an action lands and where it starts from: placements and moves
 * here, the game's own kinds where its rules say (rules->locate, the one
 * the previews use), from what the action does on a scratch copy. */
static void locate(match_t *m, const action_t *a, int16_t *target, int16_t *source, int16_t *dest)
{
    *target = *source = *dest = -1;
    if (a->kind == ACT_PLACE) *target = a->a;
    if (a->kind == ACT_MOVE) {
        *source = a->a;
        *target = a->b;
    }
    if (!m->g->rules->locate || a->kind == ACT_PLACE || a->kind == ACT_MOVE) return;
    preview_option_t o = {.act = *a, .target = -1, .source = -1, .dest = -1, .capture = -1};
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    memcpy(scratch(m), match_state(m), m->ssize);
    if (m->g->rules->act(m->g, scratch(m), a, &ev, err, sizeof err) == 0) m->g->rules->locate(m->g, &ev, &o);
    event_list_free(&ev);
    *target = o.target;
    *source = o.source;
    *dest = o.dest;
}

static void relist(match_t *m)
{
    const void *st = match_state(m);
    m->nlegal = game_is_over(st) ? 0 : m->g->rules->actions(m->g, st, m->legal, MATCH_MAX_LEGAL);
    if (m->nlegal < 0) m->nlegal = 0;
    for (int i = 0; i < m->nlegal; i++) locate(m, &m->legal[i], &m->target[i], &m->source[i], &m->dest[i]);
    if (m->selected >= 0) {
        int keep = 0;
        for (int i = 0; i < m->nlegal; i++) keep |= m->source[i] == m->selected;
        if (!keep) m->selected = -1;
    }
}

void match_begin(match_t *m, const void *st)
{
    for (int i = 0; i < m->n; i++) event_list_clear(&m->ev[i]);
    m->n = 0;
    m->selected = m->held = -1;
    m->err[0] = '\0';
    memcpy(state_at(m, 0), st, m->ssize);
    /* Every turn starts on the mover's own colour (a colour picked on the
     * last turn is not carried over). */
    m->colour = game_head(st)->to_move;
    relist(m);
}

int match_act(match_t *m, const action_t *a, char *err, size_t errlen)
{
    if (m->n >= MOVE_MAX_ACTIONS) {
        snprintf(err, errlen, "too many actions in one turn");
        return -1;
    }
    if (match_complete(m)) {
        snprintf(err, errlen, game_is_over(match_state(m)) ? "the game is over" : "the turn is over");
        return -1;
    }
    unsigned char *next = state_at(m, m->n + 1);
    memcpy(next, match_state(m), m->ssize);
    event_list_t *ev = &m->ev[m->n];
    event_list_clear(ev);
    if (game_act(m->g, next, a, ev, err, errlen) != 0) {
        event_list_clear(ev);
        return -1;
    }
    m->act[m->n++] = *a;
    m->selected = -1;
    relist(m);
    return 0;
}

int match_pop(match_t *m)
{
    if (m->n <= 0) return -1;
    event_list_clear(&m->ev[--m->n]);
    m->selected = -1;
    relist(m);
    return 0;
}

int match_placed_at(const match_t *m, int cell)
{
    for (int i = 0; i < m->n; i++)
        if (m->act[i].kind == ACT_PLACE && m->act[i].a == cell) return i;
    return -1;
}

/* Replays the turn's actions from its start (after one was taken out). */
static int replay(match_t *m, const action_t *acts, int n, char *err, size_t errlen)
{
    while (m->n > 0) event_list_clear(&m->ev[--m->n]);
    relist(m);
    for (int i = 0; i < n; i++)
        if (match_act(m, &acts[i], err, errlen)) return -1;
    return 0;
}

/* Takes the stone placed on cell this turn off (the other actions stay). */
static int unplace(match_t *m, int cell)
{
    int k = match_placed_at(m, cell);
    if (k < 0) {
        snprintf(m->err, sizeof m->err, "no stone was placed on %s this turn", m->g->board.cells[cell].name);
        return -1;
    }
    action_t keep[MOVE_MAX_ACTIONS], all[MOVE_MAX_ACTIONS];
    int n = 0, total = m->n;
    memcpy(all, m->act, sizeof all[0] * (size_t)total);
    for (int i = 0; i < total; i++)
        if (i != k) keep[n++] = all[i];
    if (replay(m, keep, n, m->err, sizeof m->err) == 0) return 0;
    char dummy[GAME_ERR_MAX];
    replay(m, all, total, dummy, sizeof dummy); /* put the turn back as it was */
    return -1;
}

int match_complete(const match_t *m)
{
    if (m->n == 0) return 0;
    const game_head_t *h = game_head(match_state(m)), *h0 = game_head(match_start(m));
    return h->status != GAME_ONGOING || h->ply != h0->ply || h->in_turn == 0;
}

int match_only_end(const match_t *m) { return m->nlegal == 1 && m->legal[0].kind == ACT_END; }

int match_ends_by_itself(const match_t *m)
{
    if (m->n == 0 || match_complete(m) || !match_only_end(m)) return 0;
    const game_turn_t *p = policy(m);
    return !(p && p->end_waits && p->end_waits(m->g, m->act, m->n));
}

int match_would_end(match_t *m, const action_t *a)
{
    int sel = m->selected;
    char err[GAME_ERR_MAX];
    if (match_act(m, a, err, sizeof err)) return 0;
    int whole = match_complete(m) || match_ends_by_itself(m);
    match_pop(m);
    m->selected = sel;
    return whole;
}

const action_t *match_find(const match_t *m, action_kind_t kind)
{
    for (int i = 0; i < m->nlegal; i++)
        if (m->legal[i].kind == (int)kind) return &m->legal[i];
    return NULL;
}

void match_move(const match_t *m, move_t *mv)
{
    mv->n = 0;
    for (int i = 0; i < m->n && mv->n < MOVE_MAX_ACTIONS; i++) mv->a[mv->n++] = m->act[i];
    if (!match_complete(m) && mv->n < MOVE_MAX_ACTIONS) {
        const action_t *end = match_find(m, ACT_END);
        mv->a[mv->n++] = end ? *end : (action_t){.kind = ACT_END, .player = game_head(match_state(m))->to_move};
    }
}

int match_set_colour(match_t *m, int colour)
{
    if (!match_colour_choice(m) || colour < 1 || colour > m->g->setup.players) return -1;
    m->colour = colour;
    return 0;
}

/* A click on the board can take an action that lands on a target (not a
 * button's: pass, swap, end, a clean-up). */
static int on_board(const match_t *m, int i) { return m->target[i] >= 0; }

int match_has_play(const match_t *m)
{
    for (int i = 0; i < m->nlegal; i++)
        if (on_board(m, i)) return 1;
    return 0;
}

static int same_action(const action_t *a, const action_t *b)
{
    return a->kind == b->kind && a->player == b->player && a->a == b->a && a->b == b->b && a->n == b->n;
}

int match_picks(const match_t *m, const move_t *mv, int target)
{
    if (m->n > 0 || target < 0) return 0; /* the legal list is the turn's start's only before any action */
    for (int k = 0; k < mv->n; k++)
        for (int i = 0; i < m->nlegal; i++) {
            if (!same_action(&m->legal[i], &mv->a[k])) continue;
            if (!on_board(m, i)) break; /* a button's action (a clean-up): the next one is picked */
            return m->target[i] == target || m->source[i] == target;
        }
    return 0;
}

static int colour_ok(const match_t *m, const action_t *a)
{
    return !match_colour_choice(m) || a->kind != ACT_PLACE || a->player == m->colour;
}

/* The engine's words for an action it refuses (tried on a copy). */
static int engine_says(match_t *m, const action_t *a)
{
    memcpy(scratch(m), match_state(m), m->ssize);
    m->err[0] = '\0';
    if (m->g->rules->act(m->g, scratch(m), a, NULL, m->err, sizeof m->err) != 0 && m->err[0]) return 1;
    return 0;
}

static const char *name_of(const match_t *m, int target)
{
    const board_t *b = &m->g->board;
    if (board_on_sites(b)) return target >= 0 && target < b->nsites ? b->sites[target].name : "?";
    return target >= 0 && target < b->ncells ? b->cells[target].name : "?";
}

static match_result_t refused(match_t *m, const char *why)
{
    if (why) snprintf(m->err, sizeof m->err, "%s", why);
    return MATCH_REFUSED;
}

/* Why a click on target does nothing, in the rule's words where the
 * engine has them. */
static match_result_t refuse(match_t *m, int target)
{
    const void *st = match_state(m);
    int me = game_head(st)->to_move;
    if (m->selected >= 0) {
        int moves = 0;
        for (int i = 0; i < m->nlegal; i++) moves |= m->source[i] == m->selected && m->legal[i].kind == ACT_MOVE;
        if (moves && engine_says(m, &(action_t){.kind = ACT_MOVE, .player = (int8_t)me, .a = (int16_t)m->selected,
                                                .b = (int16_t)target}))
            return MATCH_REFUSED;
        const game_turn_t *p = policy(m);
        if (p && p->unreachable) p->unreachable(m->g, st, m->selected, target, m->err, sizeof m->err);
        else snprintf(m->err, sizeof m->err, "%s cannot reach %s.", name_of(m, m->selected), name_of(m, target));
        return MATCH_REFUSED;
    }
    /* An action of the game's own kind that would land here, as the
     * engine would take it at this cell. */
    for (int i = 0; i < m->nlegal; i++) {
        const action_t *a = &m->legal[i];
        if (!on_board(m, i) || m->source[i] >= 0 || a->kind == ACT_PLACE) continue;
        action_t at = *a;
        at.a = (int16_t)target;
        if (engine_says(m, &at)) return MATCH_REFUSED;
        break;
    }
    int colour = match_colour_choice(m) ? m->colour : me;
    if (engine_says(m, &(action_t){.kind = ACT_PLACE, .player = (int8_t)colour, .a = (int16_t)target}))
        return MATCH_REFUSED;
    if (match_only_end(m)) return refused(m, "Nothing more to do this turn: confirm it.");
    snprintf(m->err, sizeof m->err, "%s is not a move now.", name_of(m, target));
    return MATCH_REFUSED;
}

/* What a click on target means: an action into *out (MATCH_TOOK), a
 * selection, a stone to take off (MATCH_UNPLACED) or a refusal. Nothing is
 * taken yet. */
static match_result_t meaning(match_t *m, int target, action_t *out)
{
    if (match_colour_choice(m) && match_placed_at(m, target) >= 0) return MATCH_UNPLACED;
    if (m->selected >= 0) {
        if (target == m->selected) return MATCH_DROPPED;
        for (int i = 0; i < m->nlegal; i++)
            if (m->source[i] == m->selected && m->target[i] == target) {
                *out = m->legal[i];
                return MATCH_TOOK;
            }
    } else {
        for (int i = 0; i < m->nlegal; i++)
            if (on_board(m, i) && m->source[i] < 0 && m->target[i] == target && colour_ok(m, &m->legal[i])) {
                *out = m->legal[i];
                return MATCH_TOOK;
            }
    }
    for (int i = 0; i < m->nlegal; i++)
        if (m->source[i] == target) return MATCH_SELECTED;
    return refuse(m, target);
}

static void show_since(match_t *m, int from)
{
    if (!m->hooks.show) return;
    event_list_t ev;
    event_list_init(&ev);
    match_events_since(m, from, &ev);
    m->hooks.show(m->hooks.ctx, match_state_at(m, from), &ev, match_state(m));
    event_list_free(&ev);
}

/* Into the session: the hooks hear of it. */
static int commit(match_t *m, const move_t *mv, int shown)
{
    if (!m->s) {
        refused(m, "There is no game to play this move in.");
        return -1;
    }
    const void *before = session_state(m->s);
    int mover = game_head(before)->to_move, seat = session_seat_of_colour(m->s, mover);
    if (session_play_move(m->s, mv, m->err, sizeof m->err)) return -1;
    const void *now = session_state(m->s);
    match_begin(m, now);
    if (m->hooks.clock) m->hooks.clock(m->hooks.ctx, seat);
    if (m->hooks.committed) m->hooks.committed(m->hooks.ctx, seat, shown);
    now = session_state(m->s); /* the hook may have moved on (an autosave, a reply) */
    if (m->hooks.hand_off && !game_is_over(now))
        m->hooks.hand_off(m->hooks.ctx, seat, session_seat_of_colour(m->s, game_head(now)->to_move));
    return 0;
}

int match_commit(match_t *m, const move_t *mv, int shown)
{
    while (m->n > 0) match_pop(m);
    m->held = m->selected = -1;
    m->err[0] = '\0';
    return commit(m, mv, shown);
}

/* Takes a, ends a turn that ends by itself, shows what was taken and
 * commits a whole turn. */
static match_result_t take(match_t *m, const action_t *a)
{
    char err[GAME_ERR_MAX];
    int from = m->n;
    m->held = -1;
    if (match_act(m, a, err, sizeof err)) return refused(m, err);
    if (match_ends_by_itself(m)) {
        const action_t *end = match_find(m, ACT_END);
        if (end) {
            action_t e = *end;
            match_act(m, &e, err, sizeof err);
        }
    }
    show_since(m, from);
    if (!match_complete(m)) return MATCH_TOOK;
    move_t *mv = malloc(sizeof *mv);
    if (!mv) return refused(m, "out of memory");
    match_move(m, mv);
    int rc = commit(m, mv, 1);
    free(mv);
    if (rc) {
        /* The session refused the turn: it starts again, the words kept. */
        char why[GAME_ERR_MAX];
        snprintf(why, sizeof why, "%s", m->err);
        match_begin(m, match_start(m));
        return refused(m, why);
    }
    return MATCH_COMMITTED;
}

match_result_t match_meaning(match_t *m, int target)
{
    action_t a;
    m->err[0] = '\0';
    if (target < 0) return MATCH_NONE;
    if (game_is_over(match_state(m))) return refused(m, "The game is over.");
    return meaning(m, target, &a);
}

match_result_t match_take(match_t *m, const action_t *a)
{
    m->err[0] = '\0';
    return take(m, a);
}

match_result_t match_click(match_t *m, int target)
{
    m->err[0] = '\0';
    if (target < 0) return MATCH_NONE;
    if (game_is_over(match_state(m))) return refused(m, "The game is over.");
    action_t a;
    match_result_t r = meaning(m, target, &a);
    if (r != MATCH_TOOK) m->held = -1;
    switch (r) {
    case MATCH_TOOK:
        /* Confirm move: a click that would finish the turn is held until
         * a second click on it (or a confirmation); any turn, any game. */
        if (m->confirm && m->held != target && match_would_end(m, &a)) {
            m->held = target;
            return MATCH_HELD;
        }
        return take(m, &a);
    case MATCH_SELECTED: m->selected = target; return r;
    case MATCH_DROPPED: m->selected = -1; return r;
    case MATCH_UNPLACED: return unplace(m, target) ? MATCH_REFUSED : r;
    default: return r;
    }
}

match_result_t match_key(match_t *m, int target)
{
    int can_end = m->n > 0 && match_find(m, ACT_END);
    if (target >= 0 && (!can_end || target == m->held)) return match_click(m, target);
    if (target >= 0) {
        match_result_t r = match_meaning(m, target);
        if (r != MATCH_REFUSED && r != MATCH_NONE) return match_click(m, target);
    }
    if (can_end || m->held >= 0) return match_confirm(m);
    m->err[0] = '\0';
    return MATCH_NONE;
}

match_result_t match_confirm(match_t *m)
{
    m->err[0] = '\0';
    if (m->held >= 0) return match_click(m, m->held);
    const action_t *end = match_find(m, ACT_END);
    if (m->n > 0 && end) {
        action_t e = *end;
        return take(m, &e);
    }
    if (m->n > 0) {
        /* Ask the engine why the turn cannot end here. */
        if (engine_says(m, &(action_t){.kind = ACT_END, .player = game_head(match_state(m))->to_move}))
            return MATCH_REFUSED;
        return refused(m, "The turn cannot end yet.");
    }
    if (match_find(m, ACT_PASS) && match_has_play(m)) return refused(m, "Make your move on the board first, or pass with P.");
    return refused(m, "Nothing to confirm yet: make your move on the board.");
}

match_result_t match_take_back(match_t *m)
{
    m->err[0] = '\0';
    if (m->held >= 0) {
        m->held = -1;
        return MATCH_DROPPED;
    }
    if (m->n > 0) {
        if (m->hooks.unshow)
            m->hooks.unshow(m->hooks.ctx, match_state_at(m, m->n - 1), &m->ev[m->n - 1], match_state(m),
                            m->n > 1 ? &m->ev[m->n - 2] : NULL);
        match_pop(m);
        return MATCH_TOOK_BACK;
    }
    if (m->selected >= 0) {
        m->selected = -1;
        return MATCH_DROPPED;
    }
    return MATCH_NONE;
}

match_result_t match_cancel(match_t *m)
{
    if (m->held >= 0) m->held = -1;
    else if (m->selected >= 0) m->selected = -1;
    else return MATCH_NONE;
    return MATCH_DROPPED;
}

int match_targets(const match_t *m, uint8_t *mask)
{
    const board_t *b = &m->g->board;
    int size = board_on_sites(b) ? b->nsites : b->ncells, n = 0, places = 0;
    memset(mask, 0, (size_t)size);
    for (int i = 0; i < m->nlegal; i++) {
        int tg = m->target[i];
        if (tg < 0 || tg >= size) continue;
        int mine = m->selected >= 0 ? m->source[i] == m->selected : m->source[i] < 0 && colour_ok(m, &m->legal[i]);
        if (mine && !mask[tg]) mask[tg] = 1, n++;
        places += m->source[i] < 0;
    }
    /* Nothing to place: show the pieces that can act. */
    if (m->selected < 0 && !places)
        for (int i = 0; i < m->nlegal; i++) {
            int s = m->source[i];
            if (s >= 0 && s < size && !mask[s]) mask[s] = 1, n++;
        }
    return n;
}

int match_landing(const match_t *m, int target, int *to)
{
    for (int i = 0; i < m->nlegal; i++)
        if (m->source[i] < 0 && m->target[i] == target && m->dest[i] >= 0) {
            *to = m->dest[i];
            return 1;
        }
    return 0;
}

int match_ghost(const match_t *m, int target)
{
    if (target < 0 || m->selected >= 0) return 0;
    for (int i = 0; i < m->nlegal; i++)
        if (m->legal[i].kind == ACT_PLACE && m->target[i] == target && colour_ok(m, &m->legal[i]))
            return m->legal[i].player > 0 ? m->legal[i].player : game_head(match_state(m))->to_move;
    return 0;
}
