/* The turn under way: actions, positions, and the meaning of a click. */
#include "ui/board/pturn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/words.h"

static unsigned char *state_at(const pturn_t *t, int i) { return t->states + (size_t)i * t->ssize; }

int pturn_init(pturn_t *t, const game_t *g)
{
    memset(t, 0, sizeof *t);
    t->g = g;
    t->ssize = g->rules->state_size;
    t->selected = -1;
    t->states = calloc(MOVE_MAX_ACTIONS + 2, t->ssize); /* + a scratch position */
    t->legal = malloc(sizeof *t->legal * PTURN_MAX_LEGAL);
    t->target = malloc(sizeof *t->target * PTURN_MAX_LEGAL);
    t->source = malloc(sizeof *t->source * PTURN_MAX_LEGAL);
    t->dest = malloc(sizeof *t->dest * PTURN_MAX_LEGAL);
    for (int i = 0; i < MOVE_MAX_ACTIONS; i++) event_list_init(&t->ev[i]);
    if (!t->states || !t->legal || !t->target || !t->source || !t->dest) {
        pturn_free(t);
        return -1;
    }
    return 0;
}

void pturn_free(pturn_t *t)
{
    for (int i = 0; i < MOVE_MAX_ACTIONS; i++) event_list_free(&t->ev[i]);
    free(t->states);
    free(t->legal);
    free(t->target);
    free(t->source);
    free(t->dest);
    t->states = NULL;
    t->legal = NULL;
    t->target = t->source = t->dest = NULL;
}

const void *pturn_state(const pturn_t *t) { return state_at(t, t->n); }
const void *pturn_start(const pturn_t *t) { return state_at(t, 0); }
const void *pturn_before_last(const pturn_t *t) { return state_at(t, t->n > 0 ? t->n - 1 : 0); }
const event_list_t *pturn_last_events(const pturn_t *t) { return t->n > 0 ? &t->ev[t->n - 1] : NULL; }

void pturn_events_since(const pturn_t *t, int from, event_list_t *out)
{
    for (int i = from < 0 ? 0 : from; i < t->n; i++) {
        const event_list_t *e = &t->ev[i];
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

const void *pturn_state_at(const pturn_t *t, int from) { return t->states + (size_t)from * t->ssize; }

int pturn_colour_choice(const pturn_t *t) { return game_words_of(t->g->rules)->colour_choice; }

/* Where an action lands and where it starts from. Throws and pushes are
 * tried on a scratch copy: the events say where the axe lands and where the
 * pushed stone stands now (the action names the stone's cell after suction,
 * not where a unit already spent has moved it). */
static void locate(pturn_t *t, const action_t *a, int16_t *target, int16_t *source, int16_t *dest)
{
    *target = -1;
    *source = -1;
    *dest = -1;
    switch (a->kind) {
    case ACT_PLACE: *target = a->a; break;
    case ACT_MOVE:
        *source = a->a;
        *target = a->b;
        break;
    case ACT_THROW:
    case ACT_PUSH: {
        unsigned char *tmp = state_at(t, MOVE_MAX_ACTIONS + 1);
        memcpy(tmp, pturn_state(t), t->ssize);
        event_list_t ev;
        event_list_init(&ev);
        char err[GAME_ERR_MAX];
        int kind = a->kind == ACT_THROW ? EV_THROW : EV_PUSH;
        if (a->kind == ACT_THROW) *source = a->a;
        *target = a->kind == ACT_PUSH ? a->a : -1;
        if (t->g->rules->act(t->g, tmp, a, &ev, err, sizeof err) == 0) {
            for (int i = 0; i < ev.n; i++) {
                if (ev.ev[i].kind != kind) continue;
                *target = a->kind == ACT_THROW ? ev.ev[i].cell2 : ev.ev[i].cell;
                if (a->kind == ACT_PUSH) *dest = ev.ev[i].cell2;
                break;
            }
        }
        event_list_free(&ev);
        break;
    }
    default: break;
    }
}

static void relist(pturn_t *t)
{
    const void *st = pturn_state(t);
    t->nlegal = game_is_over(st) ? 0 : t->g->rules->actions(t->g, st, t->legal, PTURN_MAX_LEGAL);
    if (t->nlegal < 0) t->nlegal = 0;
    for (int i = 0; i < t->nlegal; i++) locate(t, &t->legal[i], &t->target[i], &t->source[i], &t->dest[i]);
    if (t->selected >= 0) {
        int keep = 0;
        for (int i = 0; i < t->nlegal; i++) keep |= t->source[i] == t->selected;
        if (!keep) t->selected = -1;
    }
}

void pturn_begin(pturn_t *t, const void *st)
{
    for (int i = 0; i < t->n; i++) event_list_clear(&t->ev[i]);
    t->n = 0;
    t->selected = -1;
    t->err[0] = '\0';
    memcpy(state_at(t, 0), st, t->ssize);
    /* Every turn starts on the mover's own colour (a colour picked on the
     * last turn, or by the player before, is not carried over). */
    t->colour = game_head(st)->to_move;
    relist(t);
}

int pturn_act(pturn_t *t, const action_t *a, char *err, size_t errlen)
{
    if (t->n >= MOVE_MAX_ACTIONS) {
        snprintf(err, errlen, "too many actions in one turn");
        return -1;
    }
    if (pturn_complete(t)) {
        snprintf(err, errlen, game_is_over(pturn_state(t)) ? "the game is over" : "the turn is over");
        return -1;
    }
    unsigned char *next = state_at(t, t->n + 1);
    memcpy(next, pturn_state(t), t->ssize);
    event_list_t *ev = &t->ev[t->n];
    event_list_clear(ev);
    if (game_act(t->g, next, a, ev, err, errlen) != 0) {
        event_list_clear(ev);
        return -1;
    }
    t->act[t->n++] = *a;
    t->selected = -1;
    relist(t);
    return 0;
}

int pturn_pop(pturn_t *t)
{
    if (t->n <= 0) return -1;
    event_list_clear(&t->ev[--t->n]);
    t->selected = -1;
    relist(t);
    return 0;
}

int pturn_placed_at(const pturn_t *t, int cell)
{
    for (int i = 0; i < t->n; i++)
        if (t->act[i].kind == ACT_PLACE && t->act[i].a == cell) return i;
    return -1;
}

int pturn_pushes(const pturn_t *t)
{
    int n = 0;
    for (int i = 0; i < t->n; i++)
        if (t->act[i].kind == ACT_PUSH) n += t->act[i].n;
    return n;
}

/* Replays the turn's actions from its start (after one was taken out). */
static int replay(pturn_t *t, const action_t *acts, int n, char *err, size_t errlen)
{
    while (t->n > 0) event_list_clear(&t->ev[--t->n]);
    relist(t);
    for (int i = 0; i < n; i++)
        if (pturn_act(t, &acts[i], err, errlen)) return -1;
    return 0;
}

int pturn_unplace(pturn_t *t, int cell, char *err, size_t errlen)
{
    int k = pturn_placed_at(t, cell);
    if (k < 0) {
        snprintf(err, errlen, "no stone was placed on %s this turn", t->g->board.cells[cell].name);
        return -1;
    }
    action_t keep[MOVE_MAX_ACTIONS], all[MOVE_MAX_ACTIONS];
    int n = 0, total = t->n;
    memcpy(all, t->act, sizeof all[0] * (size_t)total);
    for (int i = 0; i < total; i++)
        if (i != k) keep[n++] = all[i];
    if (replay(t, keep, n, err, errlen) == 0) return 0;
    char dummy[GAME_ERR_MAX];
    replay(t, all, total, dummy, sizeof dummy); /* put the turn back as it was */
    return -1;
}

int pturn_complete(const pturn_t *t)
{
    if (t->n == 0) return 0;
    const game_head_t *h = game_head(pturn_state(t)), *h0 = game_head(pturn_start(t));
    return h->status != GAME_ONGOING || h->ply != h0->ply || h->in_turn == 0;
}

int pturn_only_end(const pturn_t *t) { return t->nlegal == 1 && t->legal[0].kind == ACT_END; }

int pturn_ends_by_itself(const pturn_t *t)
{
    return t->n > 0 && !pturn_complete(t) && pturn_only_end(t) && !pturn_colour_choice(t) && pturn_pushes(t) == 0;
}

int pturn_would_end(pturn_t *t, const action_t *a)
{
    int sel = t->selected;
    char err[GAME_ERR_MAX];
    if (pturn_act(t, a, err, sizeof err)) return 0;
    int whole = pturn_complete(t) || pturn_ends_by_itself(t);
    pturn_pop(t);
    t->selected = sel;
    return whole;
}

const action_t *pturn_find(const pturn_t *t, action_kind_t kind)
{
    for (int i = 0; i < t->nlegal; i++)
        if (t->legal[i].kind == (int)kind) return &t->legal[i];
    return NULL;
}

void pturn_move(const pturn_t *t, move_t *m)
{
    m->n = 0;
    for (int i = 0; i < t->n && m->n < MOVE_MAX_ACTIONS; i++) m->a[m->n++] = t->act[i];
    if (!pturn_complete(t) && m->n < MOVE_MAX_ACTIONS) {
        const action_t *end = pturn_find(t, ACT_END);
        m->a[m->n++] = end ? *end : (action_t){.kind = ACT_END, .player = game_head(pturn_state(t))->to_move};
    }
}

int pturn_set_colour(pturn_t *t, int colour)
{
    if (!pturn_colour_choice(t) || colour < 1 || colour > t->g->setup.players) return -1;
    t->colour = colour;
    return 0;
}

/* Is this action one a click on the board can take (not a button's)? */
static int on_board(const action_t *a)
{
    return a->kind == ACT_PLACE || a->kind == ACT_MOVE || a->kind == ACT_THROW || a->kind == ACT_PUSH;
}

static int colour_ok(const pturn_t *t, const action_t *a)
{
    return !pturn_colour_choice(t) || a->kind != ACT_PLACE || a->player == t->colour;
}

/* The engine's words for an action it refuses (tried on a copy). */
static int engine_says(pturn_t *t, const action_t *a)
{
    unsigned char *tmp = state_at(t, MOVE_MAX_ACTIONS + 1);
    memcpy(tmp, pturn_state(t), t->ssize);
    t->err[0] = '\0';
    if (t->g->rules->act(t->g, tmp, a, NULL, t->err, sizeof t->err) != 0 && t->err[0]) return 1;
    return 0;
}

static const char *name_of(const pturn_t *t, int target)
{
    const board_t *b = &t->g->board;
    if (b->kind == BOARD_SITES) return target >= 0 && target < b->nsites ? b->sites[target].name : "?";
    return target >= 0 && target < b->ncells ? b->cells[target].name : "?";
}

/* Why a click on target does nothing, in the rule's words where the
 * engine has them. */
static pturn_click_t refuse(pturn_t *t, int target)
{
    const void *st = pturn_state(t);
    const game_head_t *h = game_head(st);
    int me = h->to_move;
    if (h->status != GAME_ONGOING) {
        snprintf(t->err, sizeof t->err, "The game is over.");
        return PTURN_REFUSED;
    }
    if (t->selected >= 0) {
        int moves = 0, throws = 0;
        for (int i = 0; i < t->nlegal; i++)
            if (t->source[i] == t->selected) moves += t->legal[i].kind == ACT_MOVE, throws += t->legal[i].kind == ACT_THROW;
        if (moves && engine_says(t, &(action_t){.kind = ACT_MOVE, .player = (int8_t)me, .a = (int16_t)t->selected,
                                                 .b = (int16_t)target}))
            return PTURN_REFUSED;
        snprintf(t->err, sizeof t->err, "%s cannot reach %s: %s", name_of(t, t->selected), name_of(t, target),
                 moves && throws ? "a knight's leap goes to an empty cell, an axe flies along one of the six lines"
                 : throws        ? "an axe flies along one of the six lines to the first empty cell or opposing piece"
                                 : "a knight's leap goes to an empty cell");
        return PTURN_REFUSED;
    }
    int pushing = 0;
    for (int i = 0; i < t->nlegal; i++) pushing |= t->legal[i].kind == ACT_PUSH;
    if (pushing && engine_says(t, &(action_t){.kind = ACT_PUSH, .player = (int8_t)me, .a = (int16_t)target, .n = 1}))
        return PTURN_REFUSED;
    int colour = pturn_colour_choice(t) ? t->colour : me;
    if (engine_says(t, &(action_t){.kind = ACT_PLACE, .player = (int8_t)colour, .a = (int16_t)target}))
        return PTURN_REFUSED;
    if (t->nlegal == 1 && t->legal[0].kind == ACT_END) snprintf(t->err, sizeof t->err, "Nothing more to do this turn: confirm it.");
    else snprintf(t->err, sizeof t->err, "%s is not a move now.", name_of(t, target));
    return PTURN_REFUSED;
}

pturn_click_t pturn_click(pturn_t *t, int target, action_t *out)
{
    t->err[0] = '\0';
    if (target < 0) return PTURN_NOTHING;
    if (pturn_colour_choice(t) && pturn_placed_at(t, target) >= 0) return PTURN_UNPLACE;
    if (t->selected >= 0) {
        if (target == t->selected) {
            t->selected = -1;
            return PTURN_DESELECT;
        }
        for (int i = 0; i < t->nlegal; i++)
            if (t->source[i] == t->selected && t->target[i] == target) {
                *out = t->legal[i];
                return PTURN_ACT;
            }
    } else {
        for (int i = 0; i < t->nlegal; i++)
            if (on_board(&t->legal[i]) && t->source[i] < 0 && t->target[i] == target && colour_ok(t, &t->legal[i])) {
                *out = t->legal[i];
                return PTURN_ACT;
            }
    }
    for (int i = 0; i < t->nlegal; i++)
        if (t->source[i] == target) {
            t->selected = target;
            return PTURN_SELECT;
        }
    return refuse(t, target);
}

int pturn_targets(const pturn_t *t, uint8_t *mask)
{
    const board_t *b = &t->g->board;
    int size = b->kind == BOARD_SITES ? b->nsites : b->ncells, n = 0, places = 0;
    memset(mask, 0, (size_t)size);
    for (int i = 0; i < t->nlegal; i++) {
        int tg = t->target[i];
        if (tg < 0 || tg >= size || !on_board(&t->legal[i])) continue;
        int mine = t->selected >= 0 ? t->source[i] == t->selected : t->source[i] < 0 && colour_ok(t, &t->legal[i]);
        if (mine && !mask[tg]) mask[tg] = 1, n++;
        places += t->source[i] < 0;
    }
    /* Nothing to place (Uknight's second phase): show the pieces that can act. */
    if (t->selected < 0 && !places)
        for (int i = 0; i < t->nlegal; i++) {
            int s = t->source[i];
            if (s >= 0 && s < size && !mask[s]) mask[s] = 1, n++;
        }
    return n;
}

int pturn_push_dest(const pturn_t *t, int target, int *to)
{
    for (int i = 0; i < t->nlegal; i++)
        if (t->legal[i].kind == ACT_PUSH && t->target[i] == target) {
            *to = t->dest[i];
            return 1;
        }
    return 0;
}

int pturn_ghost(const pturn_t *t, int target)
{
    if (target < 0 || t->selected >= 0) return 0;
    for (int i = 0; i < t->nlegal; i++)
        if (t->legal[i].kind == ACT_PLACE && t->target[i] == target && colour_ok(t, &t->legal[i]))
            return t->legal[i].player > 0 ? t->legal[i].player : game_head(pturn_state(t))->to_move;
    return 0;
}
