/* The attract mode's captions, read from events. Each game has its own
 * notable moments; what every game shares (the win, a swap, a pass) is said
 * the same way. */
#include "ui/learn/attract_caption.h"

#include <stdio.h>
#include <string.h>

static const char *colour(const game_t *g, int p)
{
    return p >= 1 && p <= g->setup.players ? g->rules->colour_names[p - 1] : "Someone";
}

/* A colour as an adjective: "a white stone". */
static const char *lower(const char *name, char *buf, size_t n)
{
    size_t i = 0;
    for (; name[i] && i + 1 < n; i++) buf[i] = name[i] >= 'A' && name[i] <= 'Z' ? (char)(name[i] - 'A' + 'a') : name[i];
    buf[i] = '\0';
    return buf;
}

static const char *number(int k)
{
    static const char *const words[] = {"no", "one", "two", "three", "four", "five", "six"};
    return k >= 0 && k < 7 ? words[k] : "many";
}

static int count(const event_list_t *ev, event_kind_t kind)
{
    int n = 0;
    for (int i = 0; i < ev->n; i++) n += ev->ev[i].kind == kind;
    return n;
}

static const event_t *first(const event_list_t *ev, event_kind_t kind)
{
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind) return &ev->ev[i];
    return NULL;
}

/* Beats holding at least one event of a kind: Churn removes each group in
 * a beat of its own, so this counts the groups. */
static int beats_with(const event_list_t *ev, event_kind_t kind)
{
    int n = 0, last = -1;
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind && ev->ev[i].beat != last) {
            n++;
            last = ev->ev[i].beat;
        }
    return n;
}

static int first_score(const game_t *g, const void *st, int p)
{
    int v[GAME_SCORE_MAX];
    return g->rules->score(g, st, p, v, GAME_SCORE_MAX) > 0 ? v[0] : 0;
}

/* "Red and Blue share the win!", "Green wins!". */
static void winners(const game_t *g, int mask, char *out, size_t n)
{
    char names[128] = "";
    int k = 0;
    for (int p = 1; p <= g->setup.players; p++)
        if (mask >> (p - 1) & 1) {
            size_t len = strlen(names);
            snprintf(names + len, sizeof names - len, "%s%s", k ? " and " : "", colour(g, p));
            k++;
        }
    if (k > 1) snprintf(out, n, "%s share the win!", names);
    else snprintf(out, n, "%s wins!", names);
}

static int win_caption(const game_t *g, const void *before, const void *after, const event_list_t *ev,
                       int mover, char *out, size_t n)
{
    const event_t *w = first(ev, EV_WIN);
    int mask = game_head(after)->winners;
    if (game_head(after)->status == GAME_DRAW || (w && w->value == 0 && !mask)) {
        /* Wunchunk draws by equal counts; the others only when neither side
         * can act (the safeguard of RULES.md). */
        snprintf(out, n, "%s", !strcmp(g->rules->id, "wunchunk") ? "A draw: equal all the way!"
                                                                 : "A draw: neither side can move.");
        return ATTRACT_DECISIVE;
    }
    const char *id = g->rules->id;
    int solo = mask && !(mask & (mask - 1)), p = 1;
    while (solo && !(mask >> (p - 1) & 1)) p++;
    const event_t *fall = first(ev, EV_FALL);
    if (!strcmp(id, "zumo") && fall)
        snprintf(out, n, "%s pushes %s off the edge!", colour(g, mover), colour(g, fall->player));
    else if (!strcmp(id, "conhex") && solo)
        snprintf(out, n, "%s's chain joins %s – %s wins!", colour(g, p), p == 1 ? "top and bottom" : "left and right",
                 colour(g, p));
    else if (!strcmp(id, "uknight") && solo)
        snprintf(out, n, "%s unites every piece in one group – and wins!", colour(g, p));
    else if (!strcmp(id, "churn") && solo)
        snprintf(out, n, "The board is full: %s wins, %d stones to %d!", colour(g, p), first_score(g, after, p),
                 first_score(g, after, 3 - p));
    else if (!strcmp(id, "wunchunk") && solo)
        snprintf(out, n, "%s wins with %s chunk%s!", colour(g, p), number(first_score(g, after, p)),
                 first_score(g, after, p) == 1 ? "" : "s");
    else winners(g, mask, out, n);
    (void)before;
    return ATTRACT_DECISIVE;
}

static int zumo_caption(const game_t *g, const event_list_t *ev, int mover, char *out, size_t n)
{
    int smashed = count(ev, EV_SHATTER), evap = count(ev, EV_EVAPORATE);
    const event_t *energy = first(ev, EV_ENERGY);
    int units = energy ? energy->value : 0;
    if (smashed) {
        snprintf(out, n, "Crash! %s's push smashes %s stone%s.", colour(g, mover), number(smashed), smashed > 1 ? "s" : "");
        return ATTRACT_NOTABLE;
    }
    if (units >= 4 && count(ev, EV_PUSH)) {
        snprintf(out, n, "%s draws in %s stones: %d units of push!", colour(g, mover), number(units), units);
        return ATTRACT_NOTABLE;
    }
    if (evap >= 2) {
        char own[32];
        snprintf(out, n, "%s %s stones evaporate.", number(evap), lower(colour(g, mover), own, sizeof own));
        out[0] = (char)(out[0] - 'a' + 'A');
        return ATTRACT_MINOR;
    }
    if (units >= 3) {
        snprintf(out, n, "%s gathers %d units of energy.", colour(g, mover), units);
        return ATTRACT_MINOR;
    }
    return ATTRACT_NOTHING;
}

static int churn_caption(const game_t *g, const event_list_t *ev, int mover, char *out, size_t n)
{
    int groups = beats_with(ev, EV_REMOVE), stones = count(ev, EV_REMOVE);
    if (groups >= 2) {
        snprintf(out, n, "%s's %s groups vanish!", colour(g, mover), number(groups));
        return ATTRACT_NOTABLE;
    }
    if (groups == 1 && stones >= 2) {
        snprintf(out, n, "%s's group of %d vanishes.", colour(g, mover), stones);
        return ATTRACT_NOTABLE;
    }
    if (groups == 1) {
        snprintf(out, n, "%s's lone stone is removed.", colour(g, mover));
        return ATTRACT_MINOR;
    }
    return ATTRACT_NOTHING;
}

static int conhex_caption(const game_t *g, const event_list_t *ev, int mover, char *out, size_t n)
{
    int claims = count(ev, EV_CLAIM);
    if (claims >= 2) {
        snprintf(out, n, "%s claims %s cells at once!", colour(g, mover), number(claims));
        return ATTRACT_NOTABLE;
    }
    if (claims == 1) {
        snprintf(out, n, "%s claims a cell.", colour(g, mover));
        return ATTRACT_MINOR;
    }
    return ATTRACT_NOTHING;
}

static int uknight_caption(const game_t *g, const event_list_t *ev, int mover, char *out, size_t n)
{
    const event_t *cap = first(ev, EV_RECOLOUR);
    if (cap) {
        char victim[32];
        snprintf(out, n, "%s's axe captures a %s %s!", colour(g, mover), lower(colour(g, 3 - mover), victim, sizeof victim),
                 cap->piece == PIECE_DOUBLE ? "double" : "stone");
        return ATTRACT_NOTABLE;
    }
    if (first(ev, EV_PHASE)) {
        snprintf(out, n, "Phase 2: no more placing – the knights leap!");
        return ATTRACT_NOTABLE;
    }
    int cleaned = count(ev, EV_REMOVE);
    if (cleaned) {
        snprintf(out, n, "%s cleans up %s trapped stone%s.", colour(g, mover), number(cleaned), cleaned > 1 ? "s" : "");
        return ATTRACT_NOTABLE;
    }
    if (first(ev, EV_AXE)) {
        snprintf(out, n, "%s forges an axe: a new double.", colour(g, mover));
        return ATTRACT_MINOR;
    }
    return ATTRACT_NOTHING;
}

/* Wunchunk: chunks counted before and after the move, for everybody. */
static int wunchunk_caption(const game_t *g, const void *before, const void *after, int mover, char *out,
                            size_t n)
{
    int victim = 0, grew = 0;
    for (int p = 1; p <= g->setup.players; p++) {
        int d = first_score(g, after, p) - first_score(g, before, p);
        if (p != mover && d > grew) victim = p, grew = d;
    }
    int mine = first_score(g, after, mover) - first_score(g, before, mover);
    if (victim) {
        snprintf(out, n, "Sabotage! %s gives %s %s new chunk%s.", colour(g, mover), colour(g, victim),
                 grew == 1 ? "a" : number(grew), grew > 1 ? "s" : "");
        return ATTRACT_NOTABLE;
    }
    if (mine < 0) {
        snprintf(out, n, "%s joins %s chunks into one.", colour(g, mover), number(1 - mine));
        return ATTRACT_MINOR;
    }
    return ATTRACT_NOTHING;
}

int attract_caption(const game_t *g, const void *before, const void *after, const event_list_t *ev,
                    char *out, size_t n)
{
    if (!n) return ATTRACT_NOTHING;
    out[0] = '\0';
    int mover = game_head(before)->to_move;
    if (game_head(after)->status != GAME_ONGOING) return win_caption(g, before, after, ev, mover, out, n);
    if (first(ev, EV_SWAP)) {
        snprintf(out, n, "Swap! %s takes over %s's opening.", colour(g, 2), colour(g, 1));
        return ATTRACT_NOTABLE;
    }
    if (first(ev, EV_PASS)) {
        snprintf(out, n, "%s passes.", colour(g, mover));
        return ATTRACT_MINOR;
    }
    const char *id = g->rules->id;
    if (!strcmp(id, "zumo")) return zumo_caption(g, ev, mover, out, n);
    if (!strcmp(id, "churn")) return churn_caption(g, ev, mover, out, n);
    if (!strcmp(id, "conhex")) return conhex_caption(g, ev, mover, out, n);
    if (!strcmp(id, "uknight")) return uknight_caption(g, ev, mover, out, n);
    if (!strcmp(id, "wunchunk")) return wunchunk_caption(g, before, after, mover, out, n);
    return ATTRACT_NOTHING;
}
