/* Command-line parsing for the client. */
#include "ui/app/opts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/game.h"

/* The games are named from the registry, so the help lists what is built
 * in: their count, names and ids, and those with a choice of players. */
static const char help_head[] =
    "Usage: hexarcade [options]\n"
    "Hexarcade: %d hex-board abstract games (%s).\n"
    "\n"
    "Options:\n"
    "  --help              show this help and exit\n"
    "  --version           show the version and exit\n"
    "  --windowed WxH      start in a window of W x H (e.g. 1280x720)\n"
    "  --fullscreen        start full screen (F11 or Alt+Enter toggles)\n"
    "  --game ID           pick a game: %s\n"
    "                      (alone: opens its setup; with any option below:\n"
    "                      starts playing at once, the rest at their defaults)\n"
    "  --size N            board side (hexhex boards)\n"
    "  --players N         number of players (%s)\n";
static const char help_tail[] =
    "  --seat1 .. --seat4 WHO\n"
    "                      who plays that seat: human, first, beginner, easy,\n"
    "                      medium, hard or expert (default human)\n"
    "  --load FILE         play on from a saved game, an AbstractPlay game record\n"
    "                      or a Little Golem ConHex text (an archive of several\n"
    "                      games: choose one, then play, review or analyse)\n"
    "  --demo GAME[/NAME]  watch a game's rule demonstrations (all of them, or\n"
    "                      from the one whose file name starts with NAME)\n"
    "  --open SCREEN       start on a screen: select, setup, settings, load,\n"
    "                      rules, stats, puzzles (over a game: pause, save)\n"
    "\n"
    "Test hooks:\n"
    "  --screenshot FILE   save the last frame as a PNG on exit (after 1 s\n"
    "                      unless --exit-after says otherwise)\n"
    "  --exit-after T      quit after T seconds (2, 0.5) or T frames (120f)\n"
    "  --script FILE       play timed input from FILE: clicks on named cells\n"
    "                      and buttons, keys, screenshots, checks (see script.h)\n"
    "  --log-moves         print \"shown N MOVE\" on stdout for each move of the\n"
    "                      game as the first frame showing it is drawn (it is\n"
    "                      on disk by then), \"cursor N\" when taken back,\n"
    "                      \"ai N iterations S s\" for each move the AI found\n"
    "\n"
    "Keys: arrows and Enter choose, F11 full screen, Esc back/quit, Ctrl+Q quit.\n"
    "Data (fonts/, levels/) is found next to the build tree, in the\n"
    "installed data folder, or in $HEXARCADE_DATA.\n";

/* Appends to buf (size n) at *len, never past its end. */
static void add(char *buf, size_t n, size_t *len, const char *fmt, const char *a, const char *b)
{
    if (*len >= n) return;
    int k = snprintf(buf + *len, n - *len, fmt, a, b);
    if (k > 0) *len += (size_t)k;
    if (*len >= n) *len = n - 1;
}

const char *opts_help(char *buf, size_t n)
{
    char names[256] = "", ids[256] = "", players[256] = "";
    size_t ln = 0, li = 0, lp = 0;
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        const char *sep = i ? ", " : "";
        add(names, sizeof names, &ln, "%s%s", sep, r->name);
        add(ids, sizeof ids, &li, "%s%s", sep, r->id);
        if (r->max_players > r->min_players) {
            char one[96];
            snprintf(one, sizeof one, "%s%s: %d to %d", lp ? ", " : "", r->name, r->min_players, r->max_players);
            add(players, sizeof players, &lp, "%s%s", one, "");
        }
    }
    snprintf(buf, n, help_head, game_count(), names, ids, lp ? players : "2");
    size_t len = strlen(buf);
    add(buf, n, &len, "%s%s", help_tail, "");
    return buf;
}

/* Splits "--name=value" into name and value. */
static int match(const char *arg, const char *name, const char **inline_value)
{
    size_t n = strlen(name);
    if (strncmp(arg, name, n)) return 0;
    if (arg[n] == '\0') {
        *inline_value = NULL;
        return 1;
    }
    if (arg[n] == '=') {
        *inline_value = arg + n + 1;
        return 1;
    }
    return 0;
}

static int parse_size(const char *s, int *w, int *h)
{
    char *end;
    long a = strtol(s, &end, 10);
    if (end == s || (*end != 'x' && *end != 'X')) return -1;
    const char *t = end + 1;
    long b = strtol(t, &end, 10);
    if (end == t || *end) return -1;
    if (a <= 0 || b <= 0 || a > OPTS_MAX_SIDE || b > OPTS_MAX_SIDE) return -1;
    *w = (int)a;
    *h = (int)b;
    return 0;
}

int opts_parse(opts_t *o, int argc, char *const argv[], char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        int takes = 0; /* 1: the option needs a value */
        enum { O_HELP, O_VERSION, O_FULL, O_WIN, O_GAME, O_SHOT, O_EXIT, O_ICON, O_ICON_SIZE, O_FIXED, O_SCRIPT, O_LOG, O_SIZE,
               O_PLAYERS, O_SEAT, O_LOAD, O_OPEN, O_DEMO } which;
        int seat = 0; /* --seatN: N - 1 */
        if (!strcmp(a, "-h") || match(a, "--help", &v)) which = O_HELP;
        else if (!strcmp(a, "-V") || match(a, "--version", &v)) which = O_VERSION;
        else if (match(a, "--fullscreen", &v)) which = O_FULL;
        else if (match(a, "--windowed", &v)) which = O_WIN, takes = 1;
        else if (match(a, "--game", &v)) which = O_GAME, takes = 1;
        else if (match(a, "--screenshot", &v)) which = O_SHOT, takes = 1;
        else if (match(a, "--exit-after", &v)) which = O_EXIT, takes = 1;
        else if (match(a, "--write-icon", &v)) which = O_ICON, takes = 1;
        else if (match(a, "--icon-size", &v)) which = O_ICON_SIZE, takes = 1;
        else if (match(a, "--fixed-step", &v)) which = O_FIXED;
        else if (match(a, "--script", &v)) which = O_SCRIPT, takes = 1;
        else if (match(a, "--log-moves", &v)) which = O_LOG;
        else if (match(a, "--size", &v)) which = O_SIZE, takes = 1;
        else if (match(a, "--players", &v)) which = O_PLAYERS, takes = 1;
        else if (opts_seat_option(a, &seat, &v)) which = O_SEAT, takes = 1;
        else if (match(a, "--load", &v)) which = O_LOAD, takes = 1;
        else if (match(a, "--open", &v)) which = O_OPEN, takes = 1;
        else if (match(a, "--demo", &v)) which = O_DEMO, takes = 1;
        else if (a[0] == '-') {
            snprintf(err, errlen, "unknown option '%s'", a);
            return -1;
        } else {
            snprintf(err, errlen, "unexpected argument '%s' (options start with --)", a);
            return -1;
        }
        if (!takes && v) {
            snprintf(err, errlen, "option '%.*s' takes no value", (int)(strchr(a, '=') - a), a);
            return -1;
        }
        if (takes && !v) {
            /* "--game --exit-after 1": the next option is not this one's
             * value (a value starting with -- can be given as --opt=--x). */
            if (i + 1 >= argc || !strncmp(argv[i + 1], "--", 2)) {
                snprintf(err, errlen, "option '%s' needs a value", a);
                return -1;
            }
            v = argv[++i];
        }
        switch (which) {
        case O_HELP: o->help = 1; break;
        case O_VERSION: o->version = 1; break;
        case O_FULL: o->fullscreen = 1; break;
        case O_FIXED: o->fixed_step = 1; break;
        case O_LOG: o->log_moves = 1; break;
        case O_WIN:
            if (parse_size(v, &o->width, &o->height)) {
                snprintf(err, errlen, "--windowed: bad size '%s' (expected WxH such as 1280x720)", v);
                return -1;
            }
            /* Larger takes seconds a frame and gigabytes (issue 23). */
            if (o->width > OPTS_MAX_W || o->height > OPTS_MAX_H) {
                snprintf(err, errlen, "--windowed: %dx%d is too large to draw at a usable rate (at most %dx%d, 8K)",
                         o->width, o->height, OPTS_MAX_W, OPTS_MAX_H);
                return -1;
            }
            if (o->width < OPTS_MIN_W || o->height < OPTS_MIN_H) {
                snprintf(err, errlen, "--windowed: %dx%d is too small (at least %dx%d)", o->width,
                         o->height, OPTS_MIN_W, OPTS_MIN_H);
                return -1;
            }
            o->fullscreen = 0;
            break;
        case O_GAME:
            if (!*v) {
                snprintf(err, errlen, "--game needs a game id");
                return -1;
            }
            o->game = v;
            break;
        case O_SHOT:
            if (!*v) {
                snprintf(err, errlen, "--screenshot needs a file name");
                return -1;
            }
            o->screenshot = v;
            break;
        case O_SCRIPT:
            if (!*v) {
                snprintf(err, errlen, "--script needs a file name");
                return -1;
            }
            o->script = v;
            break;
        case O_ICON:
            if (!*v) {
                snprintf(err, errlen, "--write-icon needs a file name");
                return -1;
            }
            o->write_icon = v;
            break;
        case O_ICON_SIZE: {
            char *end;
            long px = strtol(v, &end, 10);
            if (end == v || *end || px < OPTS_ICON_MIN || px > OPTS_ICON_MAX) {
                snprintf(err, errlen, "--icon-size: expected %d to %d pixels, not '%s'", OPTS_ICON_MIN,
                         OPTS_ICON_MAX, v);
                return -1;
            }
            o->icon_size = (int)px;
            break;
        }
        case O_DEMO:
            if (!*v) {
                snprintf(err, errlen, "--demo needs a game id");
                return -1;
            }
            o->demo = v;
            break;
        case O_SIZE:
        case O_PLAYERS:
        case O_SEAT:
        case O_LOAD:
        case O_OPEN:
            if (opts_parse_game_value(o, which == O_SIZE ? 's' : which == O_PLAYERS ? 'p'
                                          : which == O_SEAT ? '1' + seat : which == O_LOAD ? 'l' : 'o',
                                      v, err, errlen))
                return -1;
            break;
        case O_EXIT: {
            char *end;
            size_t len = strlen(v);
            if (len > 1 && (v[len - 1] == 'f' || v[len - 1] == 'F')) {
                long n = strtol(v, &end, 10);
                if (end != v + len - 1 || n <= 0) goto bad_exit;
                o->exit_frames = n;
                o->exit_after = 0;
            } else {
                double s = strtod(v, &end);
                if (end == v || *end || !(s > 0) || s > 1e6) goto bad_exit;
                o->exit_after = s;
                o->exit_frames = 0;
            }
            break;
        bad_exit:
            snprintf(err, errlen, "--exit-after: expected seconds (2, 0.5) or frames (120f), not '%s'", v);
            return -1;
        }
        }
    }
    return opts_check_game(o, err, errlen);
}

int opts_game_index(const opts_t *o, char *err, size_t errlen)
{
    if (!o->game) return -1;
    int n = game_count();
    for (int i = 0; i < n; i++)
        if (!strcasecmp(game_by_index(i)->id, o->game)) return i;
    char ids[256] = "";
    for (int i = 0; i < n; i++) {
        strncat(ids, i ? ", " : "", sizeof ids - strlen(ids) - 1);
        strncat(ids, game_by_index(i)->id, sizeof ids - strlen(ids) - 1);
    }
    if (n) snprintf(err, errlen, "unknown game '%s' (known games: %s)", o->game, ids);
    else snprintf(err, errlen, "unknown game '%s' (no games are built in)", o->game);
    return -2;
}
