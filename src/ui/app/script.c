/* Scripted input: parsing and the timeline. */
#include "ui/app/script.h"

#include <ctype.h>
#include <stdarg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/fileio.h"
#include "core/session.h"
#include "ui/app/client.h"
#include "ui/app/nav.h"
#include "ui/platform/screen.h"

/* Time between two inputs, so the screens see them as separate frames. */
#define SCRIPT_GAP 0.06
#define SCRIPT_IDLE_TIMEOUT 120.0

static const struct {
    const char *name;
    script_op_t op;
    int arg; /* 0 none, 1 required, 2 optional */
} ops[] = {
    {"start", SCRIPT_START, 1},           {"load", SCRIPT_LOAD, 1},
    {"wait", SCRIPT_WAIT, 1},
    {"idle", SCRIPT_IDLE, 2},             {"click", SCRIPT_CLICK, 1},
    {"rclick", SCRIPT_RCLICK, 1},         {"hover", SCRIPT_HOVER, 1},
    {"key", SCRIPT_KEY, 1},               {"speed", SCRIPT_SPEED, 1},
    {"shot", SCRIPT_SHOT, 1},             {"save", SCRIPT_SAVE, 1},
    {"expect-screen", SCRIPT_EXPECT_SCREEN, 1}, {"expect-message", SCRIPT_EXPECT_MESSAGE, 1},
    {"expect-result", SCRIPT_EXPECT_RESULT, 1}, {"expect-moves", SCRIPT_EXPECT_MOVES, 1},
    {"expect-game", SCRIPT_EXPECT_GAME, 1}, {"expect-analysed", SCRIPT_EXPECT_ANALYSED, 1},
    {"paced", SCRIPT_PACED, 0},           {"wait-screen", SCRIPT_WAIT_SCREEN, 1},
    {"wait-message", SCRIPT_WAIT_MESSAGE, 1},
    {"loop", SCRIPT_LOOP, 2},             {"end", SCRIPT_END, 0},
    {"quit", SCRIPT_QUIT, 0},
};

static const struct {
    const char *name;
    ui_key_t key;
} keys[] = {
    {"enter", UI_KEY_ENTER},   {"return", UI_KEY_ENTER}, {"space", UI_KEY_SPACE},   {"esc", UI_KEY_ESCAPE},
    {"escape", UI_KEY_ESCAPE}, {"backspace", UI_KEY_BACKSPACE}, {"tab", UI_KEY_TAB}, {"up", UI_KEY_UP},
    {"down", UI_KEY_DOWN},     {"left", UI_KEY_LEFT},    {"right", UI_KEY_RIGHT},   {"home", UI_KEY_HOME},
    {"end", UI_KEY_END},       {"pgup", UI_KEY_PAGEUP},  {"pgdn", UI_KEY_PAGEDOWN}, {"f1", UI_KEY_F1},
    {"f11", UI_KEY_F11},       {"f12", UI_KEY_F12},
};

static int parse_key(const char *s, script_cmd_t *c)
{
    c->mods = 0;
    for (;;) {
        if (!strncasecmp(s, "ctrl+", 5)) c->mods |= UI_MOD_CTRL, s += 5;
        else if (!strncasecmp(s, "shift+", 6)) c->mods |= UI_MOD_SHIFT, s += 6;
        else if (!strncasecmp(s, "alt+", 4)) c->mods |= UI_MOD_ALT, s += 4;
        else break;
    }
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (!strcasecmp(s, keys[i].name)) {
            c->key = keys[i].key;
            return 0;
        }
    if (strlen(s) == 1 && isalnum((unsigned char)*s)) {
        c->key = UI_KEY_CHAR;
        c->ch = tolower((unsigned char)*s);
        return 0;
    }
    return -1;
}

/* Copies an argument with $NAME / ${NAME} replaced from the environment
 * (test suites pass their output directory this way). */
static int expand(const char *in, char *out, size_t n, char *err, size_t errlen)
{
    size_t k = 0;
    for (const char *p = in; *p;) {
        if (*p != '$') {
            if (k + 1 >= n) goto long_;
            out[k++] = *p++;
            continue;
        }
        p++;
        int brace = *p == '{';
        p += brace;
        char name[64];
        size_t m = 0;
        while ((isalnum((unsigned char)*p) || *p == '_') && m + 1 < sizeof name) name[m++] = *p++;
        name[m] = '\0';
        if (brace && *p++ != '}') {
            snprintf(err, errlen, "unclosed ${ in '%s'", in);
            return -1;
        }
        const char *v = m ? getenv(name) : NULL;
        if (!v) {
            snprintf(err, errlen, "$%s is not set", name);
            return -1;
        }
        size_t len = strlen(v);
        if (k + len >= n) goto long_;
        memcpy(out + k, v, len);
        k += len;
    }
    out[k] = '\0';
    return 0;
long_:
    snprintf(err, errlen, "argument too long");
    return -1;
}

static int add(script_t *sc, const script_cmd_t *c)
{
    if (sc->n == sc->cap) {
        int cap = sc->cap ? sc->cap * 2 : 64;
        script_cmd_t *p = realloc(sc->cmd, sizeof *p * (size_t)cap);
        if (!p) return -1;
        sc->cmd = p;
        sc->cap = cap;
    }
    sc->cmd[sc->n++] = *c;
    return 0;
}

script_t *script_parse(const char *name, const char *text, char *err, size_t errlen)
{
    script_t *sc = calloc(1, sizeof *sc);
    if (!sc) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    snprintf(sc->name, sizeof sc->name, "%s", name);
    sc->resume_at = -1;
    sc->idle_since = -1;
    int line = 0, depth = 0;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        char buf[640];
        line++;
        if (len >= sizeof buf) {
            snprintf(err, errlen, "%s:%d: line too long", name, line);
            goto fail;
        }
        memcpy(buf, p, len);
        buf[len] = '\0';
        p += len + (e != NULL);
        char *hash = strchr(buf, '#');
        if (hash) *hash = '\0';
        char *w = buf;
        while (isspace((unsigned char)*w)) w++;
        size_t l = strlen(w);
        while (l && isspace((unsigned char)w[l - 1])) w[--l] = '\0';
        if (!*w) continue;
        char *arg = w;
        while (*arg && !isspace((unsigned char)*arg)) arg++;
        if (*arg) *arg++ = '\0';
        while (isspace((unsigned char)*arg)) arg++;
        script_cmd_t c = {0};
        c.line = line;
        int found = -1;
        for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
            if (!strcasecmp(w, ops[i].name)) found = (int)i;
        if (found < 0) {
            snprintf(err, errlen, "%s:%d: unknown command '%s'", name, line, w);
            goto fail;
        }
        c.op = ops[found].op;
        if (ops[found].arg == 1 && !*arg) {
            snprintf(err, errlen, "%s:%d: '%s' needs an argument", name, line, w);
            goto fail;
        }
        if (ops[found].arg == 0 && *arg) {
            snprintf(err, errlen, "%s:%d: '%s' takes no argument", name, line, w);
            goto fail;
        }
        if (expand(arg, c.arg, sizeof c.arg, err, errlen)) {
            size_t k = strlen(err);
            snprintf(err + k, errlen > k ? errlen - k : 0, " (%s:%d)", name, line);
            goto fail;
        }
        if (c.op == SCRIPT_WAIT || c.op == SCRIPT_IDLE || c.op == SCRIPT_SPEED || c.op == SCRIPT_EXPECT_MOVES ||
            c.op == SCRIPT_EXPECT_ANALYSED || c.op == SCRIPT_LOOP) {
            char *end;
            c.num = *arg ? strtod(arg, &end) : c.op == SCRIPT_LOOP ? 10000 : SCRIPT_IDLE_TIMEOUT;
            if ((*arg && *end) || !isfinite(c.num) || c.num < 0) {
                snprintf(err, errlen, "%s:%d: '%s' needs a number, not '%s'", name, line, w, arg);
                goto fail;
            }
        }
        if (c.op == SCRIPT_KEY && parse_key(arg, &c)) {
            snprintf(err, errlen, "%s:%d: unknown key '%s'", name, line, arg);
            goto fail;
        }
        if (c.op == SCRIPT_LOOP && ++depth > SCRIPT_LOOP_DEPTH) {
            snprintf(err, errlen, "%s:%d: loops nested too deep (at most %d)", name, line, SCRIPT_LOOP_DEPTH);
            goto fail;
        }
        if (c.op == SCRIPT_END && --depth < 0) {
            snprintf(err, errlen, "%s:%d: 'end' without 'loop'", name, line);
            goto fail;
        }
        if (add(sc, &c)) {
            snprintf(err, errlen, "out of memory");
            goto fail;
        }
    }
    if (depth > 0) {
        snprintf(err, errlen, "%s: a 'loop' has no 'end'", name);
        goto fail;
    }
    return sc;
fail:
    script_free(sc);
    return NULL;
}

script_t *script_load(const char *path, char *err, size_t errlen)
{
    size_t len;
    char *text = fileio_read_text(path, &len, err, errlen);
    if (!text) return NULL;
    script_t *sc = script_parse(path, text, err, errlen);
    free(text);
    return sc;
}

void script_free(script_t *sc)
{
    if (!sc) return;
    free(sc->cmd);
    free(sc);
}

/* ------------------------------------------------------------------ */
/* Running. */

/* The top screen's name, for the checks and their messages. */
static const char *top_name(ui_t *ui)
{
    screen_t *top = screen_top(ui->screens);
    return top ? top->ops->name : "(none)";
}

/* What the screens say, the top one's first ("" when none says anything). */
static const char *status_line(ui_t *ui)
{
    const char *m = "";
    for (int i = ui->screens->n - 1; i >= 0 && !*m; i--) m = nav_message(ui->screens->items[i]);
    return m;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void fail(script_t *sc, ui_t *ui, const script_cmd_t *c, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(sc->err, sizeof sc->err, "%.200s:%d: %.500s", sc->name, c->line, msg);
    sc->failed = 1;
    sc->done = 1;
    ui->quit = 1;
}

static session_t *shown_session(ui_t *ui)
{
    screen_t *top = screen_top(ui->screens);
    session_t *s = nav_session(top, NAV_PLAY);
    if (!s) s = nav_session(top, NAV_RESULT);
    /* Under a pause menu or the like: the play screen below. */
    for (int i = ui->screens->n - 1; !s && i >= 0; i--) s = nav_session(ui->screens->items[i], NAV_PLAY);
    return s;
}

static int busy(ui_t *ui)
{
    screen_t *top = screen_top(ui->screens);
    return nav_busy(top) || ui->screens->npending > 0;
}

static int locate(ui_t *ui, const char *name, float *x, float *y)
{
    screen_t *top = screen_top(ui->screens);
    if (nav_locate(top, ui, name, x, y) == 0) return 0;
    float dx, dy;
    char tail;
    if (sscanf(name, "%f,%f%c", &dx, &dy, &tail) == 2 && isfinite(dx) && isfinite(dy)) {
        /* Design pixels, centred the way screens centre their 16:9 box. */
        *x = (ui->width - UI_DESIGN_W * ui->scale) * 0.5f + dx * ui->scale;
        *y = (ui->height - UI_DESIGN_H * ui->scale) * 0.5f + dy * ui->scale;
        return 0;
    }
    return -1;
}


/* Plays session s (taken over) on a new play screen: as the menus do it,
 * over the title, when there is a client. */
static int open_play(script_t *sc, ui_t *ui, const script_cmd_t *c, session_t *s)
{
    if (ui->client) {
        if (!nav_start_play(ui, s)) return 0;
        fail(sc, ui, c, "%s", ui->client->message);
        return -1;
    }
    screen_t *play = nav_new(ui, NAV_PLAY, (nav_arg_t){.session = s});
    if (!play || screen_push(ui->screens, play)) {
        fail(sc, ui, c, "cannot open the play screen");
        return -1;
    }
    return 0;
}

static int start_game(script_t *sc, ui_t *ui, const script_cmd_t *c)
{
    char buf[512], words[512] = "", seats[256] = "";
    snprintf(buf, sizeof buf, "%s", c->arg);
    char *save = NULL, *id = strtok_r(buf, " \t", &save);
    const game_rules_t *r = id ? game_by_id(id) : NULL;
    if (!r) {
        fail(sc, ui, c, "unknown game '%s'", id ? id : "");
        return -1;
    }
    for (char *w = strtok_r(NULL, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
        if (!strncmp(w, "seats=", 6)) {
            snprintf(seats, sizeof seats, "%s", w + 6);
        } else {
            size_t k = strlen(words);
            snprintf(words + k, sizeof words - k, "%s%s", k ? " " : "", w);
        }
    }
    game_setup_t setup;
    char err[256];
    game_setup_default(r, &setup, r->min_players);
    if (game_setup_parse(r, &setup, words, err, sizeof err)) {
        fail(sc, ui, c, "%s", err);
        return -1;
    }
    game_t *g = game_new(r, &setup, ui->data_dir, err, sizeof err);
    session_t *s = g ? session_new(g, err, sizeof err) : NULL;
    if (!s) {
        fail(sc, ui, c, "%s", err);
        return -1;
    }
    int i = 0;
    for (char *save2 = NULL, *w = strtok_r(seats, ",", &save2); w && i < GAME_MAX_PLAYERS;
         w = strtok_r(NULL, ",", &save2), i++)
        snprintf(s->seat[i], SESSION_SEAT_LEN, "%s", w);
    return open_play(sc, ui, c, s);
}

static int load_game(script_t *sc, ui_t *ui, const script_cmd_t *c)
{
    char err[512];
    session_t *s = session_load(c->arg, ui->data_dir, err, sizeof err);
    if (!s) {
        fail(sc, ui, c, "%s", err);
        return -1;
    }
    return open_play(sc, ui, c, s);
}

static void result_text(const session_t *s, char *buf, size_t n) { game_result_text(session_state(s), buf, n); }

/* Runs command c; returns 1 when it is finished, 0 to try again later. */
static int run(script_t *sc, ui_t *ui, const script_cmd_t *c, script_out_t *out, int max, int *nout)
{
    float x, y;
    session_t *s;
    char buf[256];
    switch (c->op) {
    case SCRIPT_START: start_game(sc, ui, c); return 1;
    case SCRIPT_LOAD: load_game(sc, ui, c); return 1;
    case SCRIPT_WAIT: sc->resume_at = ui->time + c->num; return 1;
    case SCRIPT_IDLE:
        if (sc->idle_since < 0) sc->idle_since = ui->time;
        if (!busy(ui)) {
            sc->idle_since = -1;
            return 1;
        }
        if (ui->time - sc->idle_since > c->num) fail(sc, ui, c, "still busy after %g s", c->num);
        return 0;
    case SCRIPT_CLICK:
    case SCRIPT_RCLICK:
    case SCRIPT_HOVER:
        if (max - *nout < 3) return 0;
        if (locate(ui, c->arg, &x, &y)) {
            fail(sc, ui, c, "no '%s' on the %s screen", c->arg, top_name(ui));
            return 1;
        }
        out[(*nout)++] = (script_out_t){.kind = SCRIPT_OUT_MOVE, .x = x, .y = y};
        if (c->op != SCRIPT_HOVER) {
            int b = c->op == SCRIPT_RCLICK ? 3 : 1;
            out[(*nout)++] = (script_out_t){.kind = SCRIPT_OUT_DOWN, .x = x, .y = y, .button = b};
            out[(*nout)++] = (script_out_t){.kind = SCRIPT_OUT_UP, .x = x, .y = y, .button = b};
        }
        sc->resume_at = ui->time + SCRIPT_GAP;
        return 1;
    case SCRIPT_KEY:
        if (max - *nout < 1) return 0;
        out[(*nout)++] = (script_out_t){.kind = SCRIPT_OUT_KEY, .key = c->key, .ch = c->ch, .mods = c->mods};
        sc->resume_at = ui->time + SCRIPT_GAP;
        return 1;
    case SCRIPT_SPEED:
        if (ui->client) ui->client->settings.anim_speed = (int)c->num;
        return 1;
    case SCRIPT_PACED:
        sc->paced = 1;
        return 1;
    case SCRIPT_SHOT:
        snprintf(sc->shot, sizeof sc->shot, "%s", c->arg);
        sc->shot_pending = 1;
        return 1;
    case SCRIPT_SAVE:
        s = shown_session(ui);
        if (!s) fail(sc, ui, c, "no game on screen to save");
        else if (session_save(s, c->arg, buf, sizeof buf)) fail(sc, ui, c, "%s", buf);
        return 1;
    case SCRIPT_WAIT_SCREEN:
    case SCRIPT_WAIT_MESSAGE: {
        /* A screen or a message that something outside the script brings
         * (a file the page is given): waited for as idle waits, not for a
         * fixed time that a loaded machine overruns. */
        const char *nm = top_name(ui), *m = status_line(ui);
        int there = c->op == SCRIPT_WAIT_SCREEN ? !strcmp(nm, c->arg) : strstr(m, c->arg) != NULL;
        if (sc->idle_since < 0) sc->idle_since = ui->time;
        if (there) {
            sc->idle_since = -1;
            return 1;
        }
        if (ui->time - sc->idle_since > SCRIPT_IDLE_TIMEOUT) {
            if (c->op == SCRIPT_WAIT_SCREEN)
                fail(sc, ui, c, "the %s screen is shown, not %s, after %g s", nm, c->arg, SCRIPT_IDLE_TIMEOUT);
            else
                fail(sc, ui, c, "the status line says '%s', not '%s', after %g s", m, c->arg, SCRIPT_IDLE_TIMEOUT);
        }
        return 0;
    }
    case SCRIPT_EXPECT_SCREEN: {
        const char *nm = top_name(ui);
        if (strcmp(nm, c->arg)) fail(sc, ui, c, "the %s screen is shown, not %s", nm, c->arg);
        return 1;
    }
    case SCRIPT_EXPECT_MESSAGE: {
        const char *m = status_line(ui);
        if (!strstr(m, c->arg)) fail(sc, ui, c, "the status line says '%s', not '%s'", m, c->arg);
        return 1;
    }
    case SCRIPT_EXPECT_RESULT:
        s = shown_session(ui);
        if (!s) {
            fail(sc, ui, c, "no game on screen");
            return 1;
        }
        result_text(s, buf, sizeof buf);
        if (strcmp(buf, c->arg)) fail(sc, ui, c, "the result is '%s', not '%s'", buf, c->arg);
        return 1;
    case SCRIPT_EXPECT_MOVES:
        s = shown_session(ui);
        if (!s) {
            fail(sc, ui, c, "no game on screen");
        } else if (s->cur != (int)c->num) {
            char a[32];
            snprintf(a, sizeof a, "%d", s->cur);
            fail(sc, ui, c, "the game has %s moves, not %s", a, c->arg);
        }
        return 1;
    case SCRIPT_EXPECT_GAME:
        s = shown_session(ui);
        if (!s) fail(sc, ui, c, "no game on screen");
        else if (strcmp(s->game->rules->id, c->arg)) fail(sc, ui, c, "the game on screen is %s, not %s", s->game->rules->id, c->arg);
        return 1;
    case SCRIPT_EXPECT_ANALYSED: {
        long done = nav_analysed(screen_top(ui->screens));
        if (done < 0) fail(sc, ui, c, "the %s screen shows no analysis", top_name(ui));
        else if (done < (long)c->num) fail(sc, ui, c, "the analysis has done %ld, not %s", done, c->arg);
        return 1;
    }
    case SCRIPT_LOOP:
        sc->loop_pc[sc->nloop] = sc->pc;
        sc->loop_left[sc->nloop++] = (long)c->num;
        return 1;
    case SCRIPT_END: {
        /* Again from the top of the loop, unless the game is over. */
        s = shown_session(ui);
        int k = sc->nloop - 1;
        if (--sc->loop_left[k] > 0 && s && !game_is_over(session_state(s)) && nav_is(screen_top(ui->screens), NAV_PLAY))
            sc->pc = sc->loop_pc[k];
        else
            sc->nloop--;
        return 1;
    }
    case SCRIPT_QUIT:
        sc->done = 1;
        ui->quit = 1;
        return 1;
    }
    return 1;
}

int script_tick(script_t *sc, ui_t *ui, script_out_t *out, int max)
{
    int nout = 0;
    if (sc->done) return 0;
    if (ui->client) ui->client->script_mode = 1;
    if (sc->resume_at < 0) sc->resume_at = ui->time;
    while (!sc->done && !sc->shot_pending && ui->time >= sc->resume_at && sc->pc < sc->n) {
        const script_cmd_t *c = &sc->cmd[sc->pc];
        if (!run(sc, ui, c, out, max, &nout)) break;
        sc->pc++;
        /* Let the screens see input and screen changes before the next command. */
        if (nout || ui->screens->npending || c->op == SCRIPT_START || c->op == SCRIPT_LOAD) break;
    }
    if (!sc->done && sc->pc >= sc->n && !sc->shot_pending && ui->time >= sc->resume_at) {
        sc->done = 1;
        ui->quit = 1;
    }
    return nout;
}

const char *script_shot_wanted(const script_t *sc) { return sc && sc->shot_pending ? sc->shot : NULL; }

void script_shot_taken(script_t *sc, int ok, const char *why)
{
    sc->shot_pending = 0;
    if (!ok) {
        snprintf(sc->err, sizeof sc->err, "%.200s: screenshot %.300s: %.200s", sc->name, sc->shot, why);
        sc->failed = 1;
    }
}
