/* Game clocks: see clock.h. */
#include "core/clock.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int seat_ok(const gclock_t *c, int seat) { return seat >= 1 && seat <= c->players; }

void gclock_init(gclock_t *c, int players, int64_t base_ms, int64_t inc_ms)
{
    memset(c, 0, sizeof *c);
    c->players = players < 1 ? 1 : players > GAME_MAX_PLAYERS ? GAME_MAX_PLAYERS : players;
    if (base_ms <= 0) return;
    c->on = 1;
    c->base_ms = base_ms;
    c->inc_ms = inc_ms > 0 ? inc_ms : 0;
    for (int i = 0; i < c->players; i++) c->left_ms[i] = base_ms;
}

int gclock_on(const gclock_t *c) { return c && c->on; }

void gclock_start(gclock_t *c, int seat)
{
    if (!c->on) return;
    c->running = seat_ok(c, seat) && !gclock_flagged(c, seat) ? seat : 0;
}

void gclock_stop(gclock_t *c) { c->running = 0; }

void gclock_pause(gclock_t *c, int paused) { c->paused = paused != 0; }

int gclock_tick(gclock_t *c, int64_t ms)
{
    if (!c->on || !c->running || c->paused || ms <= 0) return 0;
    int seat = c->running;
    int64_t *left = &c->left_ms[seat - 1];
    *left -= ms;
    if (*left > 0) return 0;
    *left = 0;
    c->flagged |= 1u << (seat - 1);
    c->running = 0;
    return seat;
}

void gclock_turn_done(gclock_t *c, int seat)
{
    if (!c->on || !seat_ok(c, seat)) return;
    if (c->running == seat) c->running = 0;
    if (gclock_flagged(c, seat)) return;
    int64_t v = c->left_ms[seat - 1] + c->inc_ms;
    /* A long game of increments never grows past what a save can hold. */
    c->left_ms[seat - 1] = v > GCLOCK_MAX_BASE_MS + GCLOCK_MAX_INC_MS ? GCLOCK_MAX_BASE_MS + GCLOCK_MAX_INC_MS : v;
}

int64_t gclock_left(const gclock_t *c, int seat) { return c->on && seat_ok(c, seat) ? c->left_ms[seat - 1] : 0; }

int gclock_flagged(const gclock_t *c, int seat) { return seat_ok(c, seat) && (c->flagged >> (seat - 1) & 1); }

int gclock_low(const gclock_t *c, int seat)
{
    if (!c->on || !seat_ok(c, seat)) return 0;
    int64_t lim = c->base_ms / 10 < GCLOCK_LOW_MS ? c->base_ms / 10 : GCLOCK_LOW_MS;
    return c->left_ms[seat - 1] < lim;
}

/* A number with an optional fraction, nothing after it but `stop`. */
static int number(const char *s, char stop, double *out, const char **end)
{
    char *e;
    if (!(*s >= '0' && *s <= '9') && *s != '.') return -1;
    double v = strtod(s, &e);
    if (e == s || !isfinite(v) || v < 0 || *e != stop) return -1;
    *out = v;
    *end = e;
    return 0;
}

int gclock_parse_control(const char *text, int64_t *base_ms, int64_t *inc_ms, char *err, size_t errlen)
{
    double m = 0, inc = 0;
    const char *e;
    const char *plus = strchr(text, '+');
    if (number(text, plus ? '+' : '\0', &m, &e) || (plus && number(plus + 1, '\0', &inc, &e))) {
        snprintf(err, errlen, "a time control is minutes+increment seconds (5+0, 10+5, 0.5+0.1), not '%.40s'", text);
        return -1;
    }
    double bm = m * 60000.0, im = inc * 1000.0;
    if (bm < 1000.0 || bm > (double)GCLOCK_MAX_BASE_MS || im > (double)GCLOCK_MAX_INC_MS) {
        snprintf(err, errlen, "a time control gives 1 second to 600 minutes and at most 3600 s a turn, not '%.40s'", text);
        return -1;
    }
    *base_ms = llround(bm);
    *inc_ms = llround(im);
    return 0;
}

/* A number without trailing zeros ("0.5", "10"). */
static void short_num(double v, char *buf, size_t n)
{
    snprintf(buf, n, "%.3f", v);
    char *dot = strchr(buf, '.');
    if (!dot) return;
    char *z = buf + strlen(buf) - 1;
    while (z > dot && *z == '0') *z-- = '\0';
    if (z == dot) *z = '\0';
}

void gclock_control_text(int64_t base_ms, int64_t inc_ms, char *buf, size_t n)
{
    if (base_ms <= 0) {
        snprintf(buf, n, "none");
        return;
    }
    char a[32], b[32];
    short_num((double)base_ms / 60000.0, a, sizeof a);
    short_num((double)inc_ms / 1000.0, b, sizeof b);
    snprintf(buf, n, "%s+%s", a, b);
}

void gclock_time_text(int64_t ms, char *buf, size_t n)
{
    if (ms < 0) ms = 0;
    if (ms < GCLOCK_LOW_MS) {
        /* Tenths, rounded down: 0:00.0 only when the time is gone. */
        long long t = ms / 100;
        snprintf(buf, n, "0:%02lld.%lld", t / 10, t % 10);
        return;
    }
    /* Whole seconds rounded up: a clock showing 0:20 has time left. */
    long long s = (ms + 999) / 1000;
    if (s >= 3600) snprintf(buf, n, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else snprintf(buf, n, "%lld:%02lld", s / 60, s % 60);
}

void gclock_save_text(const gclock_t *c, char *buf, size_t n)
{
    if (!n) return;
    buf[0] = '\0';
    if (!c->on) return;
    gclock_control_text(c->base_ms, c->inc_ms, buf, n);
    size_t k = strlen(buf);
    if (k < n) k += (size_t)snprintf(buf + k, n - k, " left");
    for (int i = 0; i < c->players && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, " %.3f", (double)c->left_ms[i] / 1000.0);
}

int gclock_load_text(gclock_t *c, int players, const char *text, char *err, size_t errlen)
{
    char buf[256], *save = NULL;
    if (snprintf(buf, sizeof buf, "%s", text) >= (int)sizeof buf) {
        snprintf(err, errlen, "clock line too long");
        return -1;
    }
    gclock_t t;
    int64_t base, inc;
    char *w = strtok_r(buf, " \t", &save);
    if (!w || gclock_parse_control(w, &base, &inc, err, errlen)) {
        if (!w) snprintf(err, errlen, "empty clock line");
        return -1;
    }
    gclock_init(&t, players, base, inc);
    w = strtok_r(NULL, " \t", &save);
    if (!w || strcmp(w, "left")) {
        snprintf(err, errlen, "clock: expected 'left' and each player's seconds after the control");
        return -1;
    }
    for (int i = 0; i < t.players; i++) {
        const char *e;
        double v;
        w = strtok_r(NULL, " \t", &save);
        if (!w || number(w, '\0', &v, &e) || v * 1000.0 > (double)(GCLOCK_MAX_BASE_MS + GCLOCK_MAX_INC_MS)) {
            snprintf(err, errlen, "clock: player %d's time left is missing or not a number of seconds", i + 1);
            return -1;
        }
        t.left_ms[i] = llround(v * 1000.0);
        if (t.left_ms[i] <= 0) t.flagged |= 1u << i;
    }
    if (strtok_r(NULL, " \t", &save)) {
        snprintf(err, errlen, "clock: more times than the game's %d players", t.players);
        return -1;
    }
    *c = t;
    return 0;
}
