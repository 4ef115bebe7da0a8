#include "core/game.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "plat/plat.h"

/* The installed data folder (the Makefile's DATADIR) and the way to it from
 * the installed programs' folder (BINDIR), so an installed tree still finds
 * its data when moved or staged under DESTDIR. */
#ifndef HEXARCADE_DATADIR
#define HEXARCADE_DATADIR "/usr/local/share/hexarcade"
#endif
#ifndef HEXARCADE_DATADIR_REL
#define HEXARCADE_DATADIR_REL "../share/hexarcade"
#endif

const game_rules_t *game_by_id(const char *id)
{
    for (int i = 0; i < game_count(); i++)
        if (!strcmp(game_by_index(i)->id, id)) return game_by_index(i);
    return NULL;
}

int game_option_index(const game_rules_t *r, const char *key)
{
    for (int i = 0; i < r->noptions; i++)
        if (!strcmp(r->options[i].key, key)) return i;
    return -1;
}

void game_setup_default(const game_rules_t *r, game_setup_t *s, int players)
{
    memset(s, 0, sizeof *s);
    s->players = players >= r->min_players && players <= r->max_players ? players : r->min_players;
    s->side = r->board_kind == BOARD_HEXHEX ? r->default_side(s->players) : 0;
    for (int i = 0; i < r->noptions; i++) s->opt[i] = r->options[i].def;
}

/* "Churn is for 2 players" / "Wunchunk is for 2 to 4 players". */
static void players_msg(const game_rules_t *r, char *buf, size_t n)
{
    if (r->min_players == r->max_players)
        snprintf(buf, n, "%s is for %d players", r->name, r->min_players);
    else
        snprintf(buf, n, "%s is for %d to %d players", r->name, r->min_players, r->max_players);
}

static int parse_onoff(const char *v, int *out)
{
    if (!strcmp(v, "on") || !strcmp(v, "1") || !strcmp(v, "yes") || !strcmp(v, "true")) *out = 1;
    else if (!strcmp(v, "off") || !strcmp(v, "0") || !strcmp(v, "no") || !strcmp(v, "false")) *out = 0;
    else return -1;
    return 0;
}

int game_setup_parse(const game_rules_t *r, game_setup_t *s, const char *words, char *err,
                     size_t errlen)
{
    char buf[1024];
    if (snprintf(buf, sizeof buf, "%s", words) >= (int)sizeof buf) {
        snprintf(err, errlen, "options too long");
        return -1;
    }
    game_setup_t t = *s;
    int players_given = 0, size_given = 0;
    for (char *save = NULL, *w = strtok_r(buf, " \t\r\n", &save); w; w = strtok_r(NULL, " \t\r\n", &save)) {
        char *eq = strchr(w, '=');
        if (!eq || eq == w || !eq[1]) {
            snprintf(err, errlen, "expected key=value, found '%s'", w);
            return -1;
        }
        *eq = '\0';
        const char *k = w, *v = eq + 1;
        for (char *p = w; *p; p++) *p = (char)tolower((unsigned char)*p);
        if (!strcmp(k, "size") || !strcmp(k, "players")) {
            char *end;
            long x = strtol(v, &end, 10);
            if (*end || end == v) {
                snprintf(err, errlen, "%s must be a whole number, found '%s'", k, v);
                return -1;
            }
            if (k[0] == 's') {
                if (r->board_kind != BOARD_HEXHEX) {
                    snprintf(err, errlen, "%s has one board size; size is not an option", r->name);
                    return -1;
                }
                if (x < r->min_side || x > r->max_side) {
                    /* The value as written: strtol clamps a huge one. */
                    snprintf(err, errlen, "%s size must be %d to %d, not %.40s", r->name, r->min_side,
                             r->max_side, v);
                    return -1;
                }
                t.side = (int)x;
                size_given = 1;
            } else {
                if (x < r->min_players || x > r->max_players) {
                    char msg[128];
                    players_msg(r, msg, sizeof msg);
                    snprintf(err, errlen, "%s, not %.40s", msg, v);
                    return -1;
                }
                t.players = (int)x;
                players_given = 1;
            }
            continue;
        }
        int i = game_option_index(r, k);
        if (i < 0) {
            char known[256] = "";
            for (int j = 0; j < r->noptions; j++) {
                strncat(known, j ? ", " : "", sizeof known - strlen(known) - 1);
                strncat(known, r->options[j].key, sizeof known - strlen(known) - 1);
            }
            snprintf(err, errlen, "unknown option '%s' for %s (known: size%s, %s)", k, r->name,
                     r->max_players > r->min_players ? ", players" : "", known);
            return -1;
        }
        if (parse_onoff(v, &t.opt[i])) {
            snprintf(err, errlen, "option %s takes on or off, not '%s'", k, v);
            return -1;
        }
    }
    /* A new player count brings its own default side unless one is given. */
    if (players_given && !size_given && r->board_kind == BOARD_HEXHEX) t.side = r->default_side(t.players);
    *s = t;
    return 0;
}

void game_setup_format_options(const game_rules_t *r, const game_setup_t *s, char *buf, size_t n)
{
    size_t at = 0;
    if (n) buf[0] = '\0';
    for (int i = 0; i < r->noptions && at < n; i++) {
        int k = snprintf(buf + at, n - at, "%s%s=%s", i ? " " : "", r->options[i].key,
                         s->opt[i] ? "on" : "off");
        if (k < 0) break;
        at += (size_t)k;
    }
}

game_t *game_new(const game_rules_t *r, const game_setup_t *s, const char *data_dir, char *err,
                 size_t errlen)
{
    if (s->players < r->min_players || s->players > r->max_players) {
        players_msg(r, err, errlen);
        return NULL;
    }
    game_t *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    g->rules = r;
    g->setup = *s;
    if (r->board_kind == BOARD_SITES) {
        g->setup.side = 0;
        if (board_init_sites(&g->board, r->sites) != 0) {
            snprintf(err, errlen, "%s: its board of holes is missing or out of range", r->name);
            free(g);
            return NULL;
        }
    } else if (s->side < r->min_side || s->side > r->max_side ||
               board_init_hexhex(&g->board, s->side) != 0) {
        snprintf(err, errlen, "%s size must be %d to %d, not %d", r->name, r->min_side, r->max_side,
                 s->side);
        free(g);
        return NULL;
    }
    if (data_dir)
        snprintf(g->data_dir, sizeof g->data_dir, "%s", data_dir);
    else
        game_data_dir(g->data_dir, sizeof g->data_dir, NULL);
    return g;
}

void game_free(game_t *g) { free(g); }

void *game_state_new(const game_t *g) { return calloc(1, g->rules->state_size); }

void game_start_level_path(const game_t *g, char *buf, size_t n)
{
    if (g->rules->board_kind == BOARD_SITES)
        snprintf(buf, n, "%s/levels/%s/start-p%d.txt", g->data_dir, g->rules->id, g->setup.players);
    else
        snprintf(buf, n, "%s/levels/%s/start-s%d-p%d.txt", g->data_dir, g->rules->id, g->setup.side,
                 g->setup.players);
}

int game_init_level(const game_t *g, void *st, const level_t *lv, char *err, size_t errlen)
{
    const game_rules_t *r = g->rules;
    if (strcmp(lv->game, r->id)) {
        snprintf(err, errlen, "%s:%d: level is for '%s', not %s", lv->path, lv->line_game, lv->game, r->id);
        return -1;
    }
    if (r->board_kind == BOARD_HEXHEX && lv->size && lv->size != g->setup.side) {
        snprintf(err, errlen, "%s:%d: level has size %d, the game size %d", lv->path, lv->line_size,
                 lv->size, g->setup.side);
        return -1;
    }
    if (r->board_kind == BOARD_SITES && lv->size) {
        snprintf(err, errlen, "%s:%d: %s has no size", lv->path, lv->line_size, r->name);
        return -1;
    }
    if (lv->players && lv->players != g->setup.players) {
        snprintf(err, errlen, "%s:%d: level is for %d players, the game has %d", lv->path,
                 lv->line_players, lv->players, g->setup.players);
        return -1;
    }
    if (lv->to_move > g->setup.players) {
        snprintf(err, errlen, "%s:%d: to-move %d, but there are %d players", lv->path,
                 lv->line_to_move, lv->to_move, g->setup.players);
        return -1;
    }
    if (!lv->board_line) {
        snprintf(err, errlen, "%s: missing 'board:'", lv->path);
        return -1;
    }
    memset(st, 0, r->state_size);
    char msg[GAME_ERR_MAX] = "";
    if (r->init(g, st, lv, msg, sizeof msg) != 0) {
        /* Messages from init that name no line get the board's line. */
        if (!strncmp(msg, lv->path, strlen(lv->path)))
            snprintf(err, errlen, "%s", msg);
        else
            snprintf(err, errlen, "%s:%d: %s", lv->path, lv->board_line, msg);
        return -1;
    }
    /* docs/rules/conventions.md 0.3: a loaded position never offers swap */
    ((game_head_t *)st)->no_swap = 1;
    return 0;
}

int game_start(const game_t *g, void *st, char *err, size_t errlen)
{
    char path[1024];
    game_start_level_path(g, path, sizeof path);
    level_t *lv = level_new();
    if (!lv) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = level_load(lv, path, err, errlen);
    if (rc == 0) rc = game_init_level(g, st, lv, err, errlen);
    if (rc == 0) ((game_head_t *)st)->no_swap = 0; /* a start position offers the pie rule */
    level_free(lv);
    return rc;
}

game_t *game_from_level(const level_t *lv, const char *data_dir, const char *extra, void **st,
                        char *err, size_t errlen)
{
    const game_rules_t *r = game_by_id(lv->game);
    *st = NULL;
    if (!r) {
        snprintf(err, errlen, "%s:%d: unknown game '%s'", lv->path, lv->line_game, lv->game);
        return NULL;
    }
    game_setup_t s;
    game_setup_default(r, &s, lv->players ? lv->players : r->min_players);
    if (lv->players && (lv->players < r->min_players || lv->players > r->max_players)) {
        char msg[128];
        players_msg(r, msg, sizeof msg);
        snprintf(err, errlen, "%s:%d: %s, not %d", lv->path, lv->line_players, msg, lv->players);
        return NULL;
    }
    if (r->board_kind == BOARD_HEXHEX) {
        if (!lv->size) {
            snprintf(err, errlen, "%s: missing 'size:'", lv->path);
            return NULL;
        }
        if (lv->size < r->min_side || lv->size > r->max_side) {
            snprintf(err, errlen, "%s:%d: %s size must be %d to %d, not %d", lv->path, lv->line_size,
                     r->name, r->min_side, r->max_side, lv->size);
            return NULL;
        }
        s.side = lv->size;
    }
    char msg[GAME_ERR_MAX];
    if (game_setup_parse(r, &s, lv->options, msg, sizeof msg)) {
        snprintf(err, errlen, "%s:%d: %s", lv->path, lv->line_options, msg);
        return NULL;
    }
    if (extra && game_setup_parse(r, &s, extra, err, errlen)) return NULL;
    game_t *g = game_new(r, &s, data_dir, err, errlen);
    if (!g) return NULL;
    void *state = game_state_new(g);
    if (!state || game_init_level(g, state, lv, err, errlen)) {
        if (!state) snprintf(err, errlen, "out of memory");
        free(state);
        game_free(g);
        return NULL;
    }
    *st = state;
    return g;
}

int game_act(const game_t *g, void *st, const action_t *a, event_list_t *ev, char *err, size_t errlen)
{
    size_t sz = g->rules->state_size;
    void *tmp = malloc(sz);
    if (!tmp) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(tmp, st, sz);
    int mark = ev ? ev->n : 0, beat = ev ? ev->beat : 0;
    if (game_is_over(st)) {
        snprintf(err, errlen, "the game is over");
        free(tmp);
        return -1;
    }
    if (g->rules->act(g, tmp, a, ev, err, errlen) != 0) {
        if (ev) {
            ev->n = mark;
            ev->beat = beat;
        }
        free(tmp);
        return -1;
    }
    memcpy(st, tmp, sz);
    free(tmp);
    return 0;
}

int game_apply_move(const game_t *g, void *st, const move_t *m, event_list_t *ev, char *err,
                    size_t errlen)
{
    size_t sz = g->rules->state_size;
    if (game_is_over(st)) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    if (game_head(st)->in_turn) {
        snprintf(err, errlen, "a turn is under way");
        return -1;
    }
    if (m->n <= 0) {
        snprintf(err, errlen, "empty move");
        return -1;
    }
    void *tmp = malloc(sz);
    if (!tmp) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(tmp, st, sz);
    int mark = ev ? ev->n : 0, beat = ev ? ev->beat : 0, rc = 0;
    int32_t ply0 = game_head(tmp)->ply;
    for (int i = 0; i < m->n && rc == 0; i++) {
        if (game_head(tmp)->ply != ply0 || game_is_over(tmp)) {
            /* The turn already ended (a win, or a complete action). */
            snprintf(err, errlen, "too many actions: the turn ended after %d", i);
            rc = -1;
            break;
        }
        rc = g->rules->act(g, tmp, &m->a[i], ev, err, errlen);
    }
    if (rc == 0 && game_head(tmp)->in_turn && !game_is_over(tmp)) {
        action_t end = {.kind = ACT_END};
        rc = g->rules->act(g, tmp, &end, ev, err, errlen);
    }
    if (rc == 0) memcpy(st, tmp, sz);
    else if (ev) {
        ev->n = mark;
        ev->beat = beat;
    }
    free(tmp);
    return rc;
}

int game_play(const game_t *g, void *st, const char *text, event_list_t *ev, char *canon,
              size_t canon_n, char *err, size_t errlen)
{
    move_t *m = malloc(sizeof *m);
    if (!m) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = g->rules->parse(g, st, text, m, err, errlen);
    if (rc == 0 && canon) g->rules->format(g, st, m, canon, canon_n);
    if (rc == 0) rc = game_apply_move(g, st, m, ev, err, errlen);
    free(m);
    return rc;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

char *game_legal_moves_text(const game_t *g, const void *st, int max, int *count, char *err,
                            size_t errlen)
{
    /* Most positions have few moves: start small and grow, so a long list is
     * paid for only where it exists. */
    move_t *moves = NULL;
    int n = 0;
    for (int cap = max < 1024 ? max : 1024;; cap = cap * 8 < max ? cap * 8 : max) {
        free(moves);
        moves = malloc(sizeof(move_t) * (size_t)(cap ? cap : 1));
        if (!moves) {
            snprintf(err, errlen, "out of memory");
            return NULL;
        }
        n = game_is_over(st) ? 0 : g->rules->moves(g, st, moves, cap);
        if (n >= 0 || cap >= max) break;
    }
    if (n < 0) {
        free(moves);
        snprintf(err, errlen, "too many");
        return NULL;
    }
    char **texts = malloc(sizeof(char *) * (size_t)(n ? n : 1));
    size_t total = 1;
    for (int i = 0; texts && i < n; i++) {
        char buf[MOVE_TEXT_MAX];
        g->rules->format(g, st, &moves[i], buf, sizeof buf);
        texts[i] = strdup(buf);
        total += strlen(buf) + 1;
    }
    free(moves);
    char *out = texts ? malloc(total) : NULL;
    if (out) {
        qsort(texts, (size_t)n, sizeof *texts, cmp_str);
        size_t at = 0;
        out[0] = '\0';
        for (int i = 0; i < n; i++) {
            size_t l = strlen(texts[i]);
            if (i) out[at++] = ' ';
            memcpy(out + at, texts[i], l + 1);
            at += l;
        }
    } else {
        snprintf(err, errlen, "out of memory");
    }
    for (int i = 0; texts && i < n; i++) free(texts[i]);
    free(texts);
    if (count) *count = n;
    return out;
}

size_t game_board_text(const game_t *g, const void *st, char *buf, size_t n)
{
    char chars[BOARD_MAX_CELLS + BOARD_MAX_SITES];
    g->rules->board_chars(g, st, chars);
    return board_format_text(&g->board, chars, buf, n);
}

int game_is_over(const void *st) { return game_head(st)->status != GAME_ONGOING; }

void game_result_text(const void *st, char *buf, size_t n)
{
    const game_head_t *h = game_head(st);
    if (h->status == GAME_ONGOING) {
        snprintf(buf, n, "ongoing");
    } else if (h->status == GAME_DRAW) {
        snprintf(buf, n, "draw");
    } else {
        size_t at = (size_t)snprintf(buf, n, "winner");
        for (int p = 1; p <= GAME_MAX_PLAYERS && at < n; p++)
            if (h->winners & (1u << (p - 1))) at += (size_t)snprintf(buf + at, n - at, " %d", p);
    }
}

int game_opt(const game_t *g, const char *key)
{
    int i = game_option_index(g->rules, key);
    return i >= 0 ? g->setup.opt[i] : 0;
}

int game_swap_legal(const game_t *g, const void *st)
{
    const game_head_t *h = game_head(st);
    return g->setup.players == 2 && game_opt(g, "pie") && !h->no_swap && !h->swapped &&
           h->to_move == 2 && h->ply == 1 && h->in_turn == 0 && h->status == GAME_ONGOING;
}

void game_apply_swap(const game_t *g, void *st, event_list_t *ev)
{
    (void)g;
    game_head_t *h = (game_head_t *)st;
    h->swapped = 1;
    h->ply++;
    h->passes = 0;
    h->in_turn = 0;
    event_add(ev, EV_SWAP, 2, -1, -1, 0);
}

long game_playout(const game_t *g, void *st, rng_t *rng, long cap)
{
    if (g->rules->playout) return g->rules->playout(g, st, rng, cap);
    long k = 0;
    while (k < cap && !game_is_over(st) && g->rules->random_turn(g, st, rng) == 0) k++;
    return k;
}

void game_next_turn(const game_t *g, void *st)
{
    game_head_t *h = (game_head_t *)st;
    h->ply++;
    h->in_turn = 0;
    h->to_move = (int8_t)(h->to_move % g->setup.players + 1);
}

const char *game_skip_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    return s;
}

int game_word_is(const char *s, const char *word, int *len)
{
    size_t n = strlen(word);
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != word[i]) return 0;
    if (isalnum((unsigned char)s[n])) return 0;
    if (len) *len = (int)n;
    return 1;
}

static int has_levels(const char *dir)
{
    char p[1200];
    snprintf(p, sizeof p, "%s/levels", dir);
    return fileio_exists(p);
}

/* Folders above the program's own that may hold its source tree. */
#define GAME_DATA_UP 3

/* A source tree holds src/core/ next to levels/ (a stray levels/ folder
 * higher up, in /tmp or a home folder, is not the program's data). */
static int is_source_tree(const char *dir)
{
    char p[1200];
    snprintf(p, sizeof p, "%s/src/core", dir);
    return fileio_exists(p) == FILEIO_DIR;
}

const char *game_data_dir_why(char *buf, size_t n, const char *argv0, char *why, size_t whylen)
{
    char scratch[8];
    if (!why) why = scratch, whylen = sizeof scratch;
    const char *env = getenv("HEXARCADE_DATA");
    if (env && *env) {
        snprintf(buf, n, "%s", env);
        snprintf(why, whylen, "from $HEXARCADE_DATA");
        return buf;
    }
    char exe[1024];
    if (plat_exe_path(exe, sizeof exe) != 0) {
        if (argv0 && strchr(argv0, '/')) snprintf(exe, sizeof exe, "%s", argv0);
        else exe[0] = '\0';
    }
    char bin[1024];
    snprintf(bin, sizeof bin, "%s", exe);
    /* Run from the tree: <tree>/build/<binary>, data in <tree>; the
     * sanitizer build and the tests sit deeper (build/check/tests/<binary>):
     * the source tree (levels/ beside src/) up to GAME_DATA_UP folders up. */
    char *slash = strrchr(exe, '/');
    if (slash) {
        *slash = '\0';
        char bindir[1024];
        snprintf(bindir, sizeof bindir, "%s", exe);
        slash = strrchr(exe, '/');
        if (slash) {
            *slash = '\0';
            if (has_levels(exe)) {
                snprintf(buf, n, "%s", exe);
                snprintf(why, whylen, "the tree the program %.300s was built in", bin);
                return buf;
            }
            /* Installed: <BINDIR>/<binary>, data in DATADIR (found from BINDIR). */
            char share[1100];
            snprintf(share, sizeof share, "%s/%s", bindir, HEXARCADE_DATADIR_REL);
            if (has_levels(share)) {
                char *real = plat_realpath(share); /* without the "bin/.." */
                snprintf(buf, n, "%s", real ? real : share);
                free(real);
                snprintf(why, whylen, "installed beside the program %.300s", bin);
                return buf;
            }
            /* Unpacked from an archive (the Windows zip): levels/ in the
             * program's own folder. */
            if (has_levels(bindir)) {
                snprintf(buf, n, "%s", bindir);
                snprintf(why, whylen, "the folder of the program %.300s", bin);
                return buf;
            }
            for (int up = 2; up <= GAME_DATA_UP && (slash = strrchr(exe, '/')) && slash != exe; up++) {
                *slash = '\0';
                if (has_levels(exe) && is_source_tree(exe)) {
                    snprintf(buf, n, "%s", exe);
                    snprintf(why, whylen, "the tree the program %.300s was built in", bin);
                    return buf;
                }
            }
        }
    }
    if (has_levels(".")) {
        snprintf(buf, n, ".");
        snprintf(why, whylen, "the current directory has levels/");
    } else {
        snprintf(buf, n, "%s", HEXARCADE_DATADIR);
        snprintf(why, whylen,
                 "no levels/ beside the program %.300s nor in the current directory, so the built-in default; "
                 "set HEXARCADE_DATA to choose",
                 bin[0] ? bin : "(unknown)");
    }
    return buf;
}

const char *game_data_dir(char *buf, size_t n, const char *argv0)
{
    return game_data_dir_why(buf, n, argv0, NULL, 0);
}

void game_data_note(char *msg, size_t n, const char *dir, const char *why)
{
    if (!dir || !*dir || !why || !*why || strstr(msg, " [data folder ")) return;
    size_t dl = strlen(dir), len = strlen(msg);
    const char *p = msg;
    while ((p = strstr(p, dir)) && p[dl] != '/') p++; /* a path under dir */
    if (!p) return;
    if (len + 1 < n) snprintf(msg + len, n - len, " [data folder %s: %s]", dir, why);
}

void game_flag_loses(const game_t *g, void *st, int colour)
{
    game_head_t *h = (game_head_t *)st;
    unsigned all = (1u << g->setup.players) - 1u;
    h->status = GAME_WIN;
    h->winners = (uint8_t)(all & ~(1u << (colour - 1)));
    h->in_turn = 0;
}

static int end_check(const game_t *g, const void *st, int colour, int none_ok, char *err, size_t errlen)
{
    if ((colour < 1 && !(none_ok && colour == 0)) || colour > g->setup.players) {
        snprintf(err, errlen, "no player %d in this game", colour);
        return -1;
    }
    if (game_is_over(st) || game_head(st)->in_turn) {
        snprintf(err, errlen, game_is_over(st) ? "the game is over" : "a turn is under way");
        return -1;
    }
    return 0;
}

int game_end_off_board(const game_t *g, void *st, int colour, char *err, size_t errlen)
{
    if (end_check(g, st, colour, 1, err, errlen)) return -1;
    if (colour) {
        game_flag_loses(g, st, colour);
    } else {
        game_head_t *h = (game_head_t *)st;
        h->status = GAME_DRAW;
        h->winners = 0;
    }
    return 0;
}

int game_flag_fall(const game_t *g, void *st, int colour, char *err, size_t errlen)
{
    if (end_check(g, st, colour, 0, err, errlen)) return -1;
    if (g->rules->flag_fall) g->rules->flag_fall(g, st, colour);
    else game_flag_loses(g, st, colour);
    return 0;
}
