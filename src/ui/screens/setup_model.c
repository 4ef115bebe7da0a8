/* The setup form's rows and values. */
#include "ui/screens/setup_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "core/clock.h"

/* The time controls offered (minutes, increment seconds); 0: none. */
static const int presets[][2] = {{0, 0}, {5, 0}, {10, 5}, {30, 20}};
#define NPRESETS ((int)(sizeof presets / sizeof presets[0]))

/* The preset the model's clock is, -1 for another (remembered) control. */
static int preset_of(const setup_model_t *m)
{
    for (int i = 0; i < NPRESETS; i++)
        if (m->clock_ms == presets[i][0] * 60000LL && m->clock_inc_ms == presets[i][1] * 1000LL) return i;
    return -1;
}

static const char *const who_names[SETUP_WHO_COUNT] = {"Human", "AI \xC2\xB7 First", "AI \xC2\xB7 Beginner", "AI \xC2\xB7 Easy",
                                                       "AI \xC2\xB7 Medium", "AI \xC2\xB7 Hard", "AI \xC2\xB7 Expert"};

static void build_rows(setup_model_t *m)
{
    const game_rules_t *r = m->r;
    int n = 0;
    if (r->board_kind == BOARD_HEXHEX && r->max_side > r->min_side) m->rows[n++] = (srow_t){SROW_SIZE, 0};
    if (r->max_players > r->min_players) m->rows[n++] = (srow_t){SROW_PLAYERS, 0};
    for (int i = 0; i < m->setup.players; i++) m->rows[n++] = (srow_t){SROW_SEAT, i};
    for (int i = 0; i < r->noptions && i < GAME_MAX_OPTIONS; i++) {
        /* The pie rule is a two-player rule: no row for it beyond that. */
        if (!strcmp(r->options[i].key, "pie") && m->setup.players > 2) continue;
        m->rows[n++] = (srow_t){SROW_OPTION, i};
    }
    m->rows[n++] = (srow_t){SROW_CLOCK, 0};
    m->rows[n++] = (srow_t){SROW_START, 0};
    m->nrows = n;
}

/* Applies remembered words; -1 (m untouched) when any word is off. */
static int apply_words(setup_model_t *m, const char *words)
{
    setup_model_t t = *m;
    char buf[512], rest[512] = "";
    if (snprintf(buf, sizeof buf, "%s", words) >= (int)sizeof buf) return -1;
    for (char *save = NULL, *w = strtok_r(buf, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
        if (!strncmp(w, "seat", 4) && w[4] >= '1' && w[4] <= '4' && w[5] == '=') {
            int seat = w[4] - '1';
            const char *v = w + 6;
            if (!strcmp(v, "human")) t.who[seat] = 0;
            else if (ai_level_parse(v) >= 0) t.who[seat] = 1 + ai_level_parse(v);
            else return -1;
        } else if (!strncmp(w, "clock=", 6)) {
            char err[200];
            if (!strcmp(w + 6, "none")) t.clock_ms = t.clock_inc_ms = 0;
            else if (gclock_parse_control(w + 6, &t.clock_ms, &t.clock_inc_ms, err, sizeof err)) return -1;
        } else {
            size_t k = strlen(rest);
            snprintf(rest + k, sizeof rest - k, "%s%s", k ? " " : "", w);
        }
    }
    char err[GAME_ERR_MAX];
    if (game_setup_parse(m->r, &t.setup, rest, err, sizeof err)) return -1;
    *m = t;
    return 0;
}

void setup_model_init(setup_model_t *m, const game_rules_t *r, const char *last_words)
{
    setup_model_init_level(m, r, last_words, AI_FIRST);
}

void setup_model_init_level(setup_model_t *m, const game_rules_t *r, const char *last_words, int level)
{
    memset(m, 0, sizeof *m);
    m->r = r;
    game_setup_default(r, &m->setup, r->min_players);
    if (level < 0 || level >= AI_LEVELS) level = AI_FIRST;
    for (int i = 1; i < GAME_MAX_PLAYERS; i++) m->who[i] = 1 + level;
    /* A first game on the board the newcomer check measures (a remembered
     * size still wins). */
    if (level == AI_FIRST && ai_level_first_side(r)) m->setup.side = ai_level_first_side(r);
    if (last_words) apply_words(m, last_words);
    build_rows(m);
}

int setup_model_start_row(const setup_model_t *m) { return m->nrows - 1; }

int setup_model_can(const setup_model_t *m, int row, int delta)
{
    if (row < 0 || row >= m->nrows || !delta) return 0;
    const srow_t *w = &m->rows[row];
    switch (w->kind) {
    case SROW_SIZE: {
        int v = m->setup.side + delta;
        return v >= m->r->min_side && v <= m->r->max_side;
    }
    case SROW_PLAYERS: {
        int v = m->setup.players + delta;
        return v >= m->r->min_players && v <= m->r->max_players;
    }
    case SROW_SEAT:
    case SROW_OPTION:
    case SROW_CLOCK: return 1;
    default: return 0;
    }
}

int setup_model_change(setup_model_t *m, int row, int delta)
{
    if (!setup_model_can(m, row, delta)) return 0;
    const srow_t w = m->rows[row];
    switch (w.kind) {
    case SROW_SIZE: m->setup.side += delta; break;
    case SROW_PLAYERS:
        m->setup.players += delta;
        /* Each count has its usual board (Wunchunk: 6 for two, 8 for more). */
        if (m->r->board_kind == BOARD_HEXHEX) m->setup.side = m->r->default_side(m->setup.players);
        build_rows(m);
        break;
    case SROW_SEAT: m->who[w.index] = ((m->who[w.index] + delta) % SETUP_WHO_COUNT + SETUP_WHO_COUNT) % SETUP_WHO_COUNT; break;
    case SROW_OPTION: m->setup.opt[w.index] = !m->setup.opt[w.index]; break;
    case SROW_CLOCK: {
        /* A remembered control off the presets steps to the neighbours of "none". */
        int i = preset_of(m);
        i = ((i < 0 ? 0 : i) + delta % NPRESETS + NPRESETS) % NPRESETS;
        m->clock_ms = presets[i][0] * 60000LL;
        m->clock_inc_ms = presets[i][1] * 1000LL;
        break;
    }
    default: return 0;
    }
    return 1;
}

void setup_model_label(const setup_model_t *m, int row, char *buf, size_t n)
{
    const srow_t *w = &m->rows[row];
    switch (w->kind) {
    case SROW_SIZE: snprintf(buf, n, "Board size"); break;
    case SROW_PLAYERS: snprintf(buf, n, "Players"); break;
    case SROW_SEAT:
        if (m->r->colour_names) snprintf(buf, n, "%s", m->r->colour_names[w->index]);
        else snprintf(buf, n, "Player %d", w->index + 1);
        break;
    case SROW_OPTION: snprintf(buf, n, "%s", m->r->options[w->index].label); break;
    case SROW_CLOCK: snprintf(buf, n, "Clock"); break;
    case SROW_START: snprintf(buf, n, "Start game"); break;
    }
}

void setup_model_value(const setup_model_t *m, int row, char *buf, size_t n)
{
    const srow_t *w = &m->rows[row];
    int side = m->setup.side;
    switch (w->kind) {
    case SROW_SIZE: snprintf(buf, n, "%d  \xC2\xB7  %d cells", side, 3 * side * side - 3 * side + 1); break;
    case SROW_PLAYERS: snprintf(buf, n, "%d", m->setup.players); break;
    case SROW_SEAT: {
        /* A level shows its rating ("AI · Hard · 2084", docs/ai-ladder.md). */
        int who = m->who[w->index], elo = who ? ai_level_elo(m->r, (ai_level_t)(who - 1)) : 0;
        if (elo > 0) snprintf(buf, n, "%s \xC2\xB7 %d", who_names[who], elo);
        else snprintf(buf, n, "%s", who_names[who]);
        break;
    }
    case SROW_OPTION: snprintf(buf, n, "%s", m->setup.opt[w->index] ? "On" : "Off"); break;
    case SROW_CLOCK:
        if (!m->clock_ms) {
            snprintf(buf, n, "None");
        } else {
            /* "10 min + 5 s": the control as the buttons say it. */
            char ctl[48], mins[24], secs[24];
            gclock_control_text(m->clock_ms, m->clock_inc_ms, ctl, sizeof ctl);
            char *plus = strchr(ctl, '+');
            snprintf(mins, sizeof mins, "%.*s", (int)(plus - ctl), ctl);
            snprintf(secs, sizeof secs, "%s", plus + 1);
            if (m->clock_inc_ms) snprintf(buf, n, "%s min + %s s", mins, secs);
            else snprintf(buf, n, "%s min", mins);
        }
        break;
    case SROW_START: buf[0] = '\0'; break;
    }
}

const char *setup_model_help(const setup_model_t *m, int row)
{
    if (row < 0 || row >= m->nrows) return "";
    const srow_t *w = &m->rows[row];
    switch (w->kind) {
    case SROW_SIZE: return "Cells along each edge of the hexagon. Bigger boards make longer games.";
    case SROW_PLAYERS: return "Changing the number of players also picks that number's usual board size.";
    case SROW_SEAT: return "A person at this screen, or the computer at one of six levels from First (for a first game) to Expert, with its rating (Expert thinks longer on more cores).";
    case SROW_OPTION: return m->r->options[w->index].help;
    case SROW_CLOCK:
        return "Minutes for each player plus seconds gained every turn. Running out of time loses (the rules say more).";
    case SROW_START: return "Start playing with these choices. Esc in the game opens the pause menu.";
    }
    return "";
}

const char *setup_model_seat(const setup_model_t *m, int i)
{
    if (i < 0 || i >= GAME_MAX_PLAYERS || m->who[i] == 0) return "human";
    return ai_level_name((ai_level_t)(m->who[i] - 1));
}

void setup_model_words(const setup_model_t *m, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = '\0';
    if (m->r->board_kind == BOARD_HEXHEX) k += (size_t)snprintf(buf + k, n - k, "size=%d ", m->setup.side);
    if (k < n) k += (size_t)snprintf(buf + k, n - k, "players=%d", m->setup.players);
    for (int i = 0; i < m->r->noptions && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, " %s=%s", m->r->options[i].key, m->setup.opt[i] ? "on" : "off");
    for (int i = 0; i < m->setup.players && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, " seat%d=%s", i + 1, setup_model_seat(m, i));
    /* No clock is the default: said by leaving the word out. */
    char ctl[48];
    gclock_control_text(m->clock_ms, m->clock_inc_ms, ctl, sizeof ctl);
    if (m->clock_ms && k < n) snprintf(buf + k, n - k, " clock=%s", ctl);
}

session_t *setup_model_start(const setup_model_t *m, const char *data_dir, char *err, size_t errlen)
{
    game_t *g = game_new(m->r, &m->setup, data_dir, err, errlen);
    if (!g) return NULL;
    session_t *s = session_new(g, err, errlen);
    if (!s) return NULL;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        snprintf(s->seat[i], SESSION_SEAT_LEN, "%s", i < m->setup.players ? setup_model_seat(m, i) : "human");
    gclock_init(&s->clock, m->setup.players, m->clock_ms, m->clock_inc_ms);
    return s;
}
