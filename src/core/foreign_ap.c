/* AbstractPlay game records (JSON, read with json-c): one record, or a
 * player's archive (an array of records). A record is
 *   {"header": {"game": {"name", "variants"}, "players": [{"name",
 *    "result", ...}], "pie-invoked" (the schema says "pied"), "date-end",
 *    ...}, "moves": [[one move per seat], ...]}
 * the last move possibly "resign", "timeout", "draw" or "abandoned". */
#include "core/foreign.h"

#include <json.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define AP_DEPTH 32
#define AP_SKIP (-2) /* a record of another game or an unsupported variant */
#define AP_JSON_FLAGS (JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE)

static const char *const ap_endings[] = {"resign", "timeout", "draw", "abandoned"};

static json_object *get(json_object *o, const char *key)
{
    json_object *v = NULL;
    return json_object_is_type(o, json_type_object) && json_object_object_get_ex(o, key, &v) ? v : NULL;
}

static const char *get_str(json_object *o, const char *key)
{
    json_object *v = get(o, key);
    return json_object_is_type(v, json_type_string) ? json_object_get_string(v) : NULL;
}

static int is_ending(const char *t)
{
    for (size_t i = 0; i < sizeof ap_endings / sizeof ap_endings[0]; i++)
        if (!strcasecmp(t, ap_endings[i])) return 1;
    return 0;
}

/* The AbstractPlay names of the games Hexarcade reads, joined by ", ". */
static void known_games(char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    for (int i = 0; i < game_count() && at < n; i++) {
        const game_rules_t *r = game_by_index(i);
        if (!r->foreign || !r->foreign->ap_name) continue;
        int w = snprintf(buf + at, n - at, "%s%s", at ? ", " : "", r->foreign->ap_name);
        if (w < 0) break;
        at += (size_t)w;
    }
}

static void result_text(foreign_game_t *fg, const char *end)
{
    const char *const *cn = fg->rules->colour_names;
    char who[FOREIGN_NAME_MAX + 32] = "";
    int c = fg->end_colour;
    if (c) snprintf(who, sizeof who, "%s (%s)", fg->name[c - 1][0] ? fg->name[c - 1] : "?", cn[c - 1]);
    if (end && !strcasecmp(end, "resign")) snprintf(fg->result, sizeof fg->result, "%s resigned", who);
    else if (end && !strcasecmp(end, "timeout")) snprintf(fg->result, sizeof fg->result, "%s ran out of time", who);
    else if (end && !strcasecmp(end, "draw")) snprintf(fg->result, sizeof fg->result, "drawn by agreement");
    else if (end) snprintf(fg->result, sizeof fg->result, "abandoned");
    else if (fg->winners) {
        size_t at = 0;
        for (int p = 0; p < fg->setup.players && at < sizeof fg->result; p++) {
            if (!(fg->winners >> p & 1)) continue;
            int w = snprintf(fg->result + at, sizeof fg->result - at, "%s%s (%s)", at ? " and " : "",
                             fg->name[p][0] ? fg->name[p] : "?", cn[p]);
            if (w < 0) break;
            at += (size_t)w;
        }
        if (at < sizeof fg->result) snprintf(fg->result + at, sizeof fg->result - at, " won");
    }
}

/* One record into fg: 0, -1 (malformed) or AP_SKIP, with a message. */
static int read_record(json_object *rec, foreign_game_t *fg, char *err, size_t errlen)
{
    json_object *header = get(rec, "header"), *moves = get(rec, "moves");
    json_object *game = get(header, "game"), *players = get(header, "players");
    const char *gname = get_str(game, "name");
    memset(fg, 0, sizeof *fg);
    fg->format = FOREIGN_AP;
    if (!json_object_is_type(rec, json_type_object)) return snprintf(err, errlen, "a record is a JSON object"), -1;
    if (!header) return snprintf(err, errlen, "no \"header\""), -1;
    if (!gname) return snprintf(err, errlen, "no \"header\".\"game\".\"name\""), -1;
    if (!json_object_is_type(players, json_type_array) || json_object_array_length(players) < 1)
        return snprintf(err, errlen, "no \"header\".\"players\" list"), -1;
    if (!json_object_is_type(moves, json_type_array)) return snprintf(err, errlen, "no \"moves\" list"), -1;
    if (!(fg->rules = foreign_rules_ap(gname))) {
        char known[128];
        known_games(known, sizeof known);
        snprintf(err, errlen, "a record of '%.40s', not of a game Hexarcade plays (%s)", gname, known);
        return AP_SKIP;
    }
    const game_foreign_t *f = fg->rules->foreign;

    /* The header picks the board and the options. */
    const char *vs[FOREIGN_VARIANTS_MAX];
    int nv = 0;
    json_object *variants = get(game, "variants");
    if (variants && !json_object_is_type(variants, json_type_null)) {
        if (!json_object_is_type(variants, json_type_array))
            return snprintf(err, errlen, "\"variants\" is not a list"), -1;
        size_t n = json_object_array_length(variants);
        for (size_t i = 0; i < n; i++) {
            json_object *v = json_object_array_get_idx(variants, i);
            if (!json_object_is_type(v, json_type_string))
                return snprintf(err, errlen, "variant %zu is not a text", i + 1), -1;
            if (nv == FOREIGN_VARIANTS_MAX) return snprintf(err, errlen, "too many variants"), -1;
            vs[nv++] = json_object_get_string(v);
        }
    }
    int np = (int)json_object_array_length(players);
    if (np > GAME_MAX_PLAYERS) return snprintf(err, errlen, "%d players: at most %d", np, GAME_MAX_PLAYERS), AP_SKIP;
    char why[GAME_ERR_MAX];
    json_object *pie = get(header, "pie-invoked");
    if (!pie) pie = get(header, "pied");
    fg->pie = json_object_is_type(pie, json_type_boolean) && json_object_get_boolean(pie);
    if (fg->pie && !f->ap_pie) return snprintf(err, errlen, "the header says the pie was invoked, but %s has no pie there", fg->rules->name), -1;
    const char *date = get_str(header, "date-end");
    if (!date) date = get_str(header, "date-start");
    if (date) {
        snprintf(fg->stamp, sizeof fg->stamp, "%s", date);
        snprintf(fg->date, sizeof fg->date, "%.10s", date);
    }
    /* The site's rules are those of the day the game started. */
    const char *begun = get_str(header, "date-start");
    snprintf(fg->start_date, sizeof fg->start_date, "%.10s", begun ? begun : date ? date : "");
    if (f->ap_setup(fg, vs, nv, np, why, sizeof why) != 0) return snprintf(err, errlen, "%s", why), AP_SKIP;

    /* Players in their final seating: seat i plays colour i + 1. */
    double best = 0, worst = 0;
    int scored = 0;
    for (int i = 0; i < np; i++) {
        json_object *p = json_object_array_get_idx(players, (size_t)i);
        const char *name = get_str(p, "name");
        /* A NUL would cut the name short on every screen and in the export. */
        if (name && strlen(name) != (size_t)json_object_get_string_len(get(p, "name")))
            return snprintf(err, errlen, "\"header\".\"players\"[%d].\"name\" holds a NUL character", i), -1;
        snprintf(fg->name[i], sizeof fg->name[i], "%s", name ? name : "");
        json_object *res = get(p, "result");
        if (json_object_is_type(res, json_type_int) || json_object_is_type(res, json_type_double)) {
            double v = json_object_get_double(res);
            /* json-c reads NaN and Infinity: no order, no winner. */
            if (!isfinite(v))
                return snprintf(err, errlen, "\"header\".\"players\"[%d].\"result\" is %s, not a number", i,
                                json_object_get_string(res)),
                       -1;
            if (!scored || v > best) best = v;
            if (!scored || v < worst) worst = v;
            scored++;
        }
    }
    /* Results are given once the game is over: all equal is a draw. */
    int drawn = fg->drawn = scored == np && best == worst;
    for (int i = 0; scored == np && best > worst && i < np; i++) {
        json_object *res = get(json_object_array_get_idx(players, (size_t)i), "result");
        if (json_object_get_double(res) == best) fg->winners |= (uint8_t)(1u << i);
    }

    /* The moves, round by round, one per seat. */
    size_t nr = json_object_array_length(moves);
    const char *end = NULL;
    int count = 0;
    for (size_t r = 0; r < nr; r++) {
        json_object *round = json_object_array_get_idx(moves, r);
        if (!json_object_is_type(round, json_type_array))
            return snprintf(err, errlen, "\"moves\"[%zu] is not a list of moves", r), -1;
        size_t ns = json_object_array_length(round);
        if ((int)ns > np) return snprintf(err, errlen, "\"moves\"[%zu] has %zu moves for %d players", r, ns, np), -1;
        for (size_t k = 0; k < ns; k++) {
            json_object *mv = json_object_array_get_idx(round, k);
            if (!json_object_is_type(mv, json_type_string))
                return snprintf(err, errlen, "\"moves\"[%zu][%zu] is not a text", r, k), -1;
            const char *t = json_object_get_string(mv);
            count++;
            if (end) return snprintf(err, errlen, "move %d `%.30s` follows the game's end (%s)", count, t, end), -1;
            if (is_ending(t)) {
                end = t;
                fg->end_colour = (int)k + 1;
                snprintf(fg->end, sizeof fg->end, "%s", t);
                continue;
            }
            if (foreign_add_move(fg, t) != 0) return snprintf(err, errlen, "out of memory"), -1;
        }
    }
    /* The ending stands in the place of the seat after the last move,
     * whoever made it (a player may resign out of turn): when the results
     * name one loser, that is who resigned or ran out of time. */
    if (end && (!strcasecmp(end, "resign") || !strcasecmp(end, "timeout")) && fg->winners) {
        unsigned losers = ((1u << np) - 1u) & ~(unsigned)fg->winners;
        for (int c = 1; c <= np && losers && !(losers & (losers - 1)); c++)
            if (losers >> (c - 1) & 1) fg->end_colour = c;
    }
    /* A start position set up by the first moves: the seats may then play
     * each other's colours. */
    if (f->ap_start) {
        game_t *g = game_new(fg->rules, &fg->setup, NULL, why, sizeof why);
        if (!g) return snprintf(err, errlen, "%s", why), -1;
        int used = 0, swapped = 0;
        int r = f->ap_start(g, vs, nv, fg->moves, fg->nmoves, &fg->start, &used, &swapped, why, sizeof why);
        game_free(g);
        if (r < 0) return snprintf(err, errlen, "%s", why), -1;
        fg->first = used;
        if (r > 0 && swapped) {
            fg->seats_swapped = 1;
            char t[FOREIGN_NAME_MAX];
            memcpy(t, fg->name[0], sizeof t);
            memcpy(fg->name[0], fg->name[1], sizeof t);
            memcpy(fg->name[1], t, sizeof t);
            fg->winners = (uint8_t)((fg->winners & 1) << 1 | (fg->winners >> 1 & 1));
            if (fg->end_colour) fg->end_colour = 3 - fg->end_colour;
        }
    }
    result_text(fg, end);
    if (!end && drawn) snprintf(fg->result, sizeof fg->result, "a draw");
    const char *js = json_object_to_json_string_ext(rec, AP_JSON_FLAGS);
    if (!js || !(fg->record = strdup(js))) return snprintf(err, errlen, "out of memory"), -1;
    return 0;
}

/* Line and column (1-based) of a byte offset. */
static void where(const char *text, size_t off, int *line, int *col)
{
    *line = 1;
    *col = 1;
    for (size_t i = 0; i < off && text[i]; i++) {
        if (text[i] == '\n') ++*line, *col = 1;
        else ++*col;
    }
}

static int newest_first(const void *a, const void *b)
{
    const foreign_game_t *x = a, *y = b;
    return strcmp(y->stamp, x->stamp);
}

int foreign_ap_read(const char *name, const char *text, foreign_list_t *out, int *skipped, char *err,
                    size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->format = FOREIGN_AP;
    size_t len = strlen(text);
    json_tokener *tok = json_tokener_new_ex(AP_DEPTH);
    if (!tok) return snprintf(err, errlen, "out of memory"), -1;
    json_object *root = json_tokener_parse_ex(tok, text, (int)(len > 0x7fffffff ? 0x7fffffff : len));
    enum json_tokener_error je = json_tokener_get_error(tok);
    size_t endat = json_tokener_get_parse_end(tok);
    json_tokener_free(tok);
    int line, col;
    if (!root || je != json_tokener_success) {
        where(text, endat, &line, &col);
        snprintf(err, errlen, "%s: line %d, column %d: broken JSON: %s", name, line, col,
                 je == json_tokener_continue ? "the text ends inside a value" : json_tokener_error_desc(je));
        json_object_put(root);
        return -1;
    }
    while (endat < len && strchr(" \t\r\n", text[endat])) endat++;
    if (endat < len) {
        where(text, endat, &line, &col);
        snprintf(err, errlen, "%s: line %d, column %d: broken JSON: more text after the record", name, line, col);
        json_object_put(root);
        return -1;
    }
    int archive = json_object_is_type(root, json_type_array), rc = 0, skip = 0;
    size_t n = archive ? json_object_array_length(root) : 1;
    char why[GAME_ERR_MAX + 256], first_skip[GAME_ERR_MAX + 256] = "";
    out->games = calloc(n ? n : 1, sizeof *out->games);
    if (!out->games) {
        json_object_put(root);
        return snprintf(err, errlen, "out of memory"), -1;
    }
    for (size_t i = 0; i < n && rc == 0; i++) {
        json_object *rec = archive ? json_object_array_get_idx(root, i) : root;
        foreign_game_t *fg = &out->games[out->n];
        int r = read_record(rec, fg, why, sizeof why);
        if (r == 0) {
            out->n++;
            continue;
        }
        foreign_game_free(fg);
        if (r == AP_SKIP && archive) {
            if (!skip++) snprintf(first_skip, sizeof first_skip, "record %zu: %.300s", i + 1, why);
            continue;
        }
        if (archive) snprintf(err, errlen, "%s: record %zu: %.400s", name, i + 1, why);
        else snprintf(err, errlen, "%s: %.400s", name, why);
        rc = -1;
    }
    json_object_put(root);
    if (rc == 0 && out->n == 0) {
        if (skip) snprintf(err, errlen, "%s: no game Hexarcade plays among %zu records (%.300s)", name, n, first_skip);
        else snprintf(err, errlen, "%s: an empty archive", name);
        rc = -1;
    }
    if (rc != 0) {
        foreign_list_free(out);
        return -1;
    }
    if (skipped) *skipped = skip;
    qsort(out->games, (size_t)out->n, sizeof *out->games, newest_first);
    return 0;
}

/* ---- Export */

static void free_moves(char **v, int n)
{
    for (int i = 0; i < n; i++) free(v[i]);
    free(v);
}

/* The origin's own game when s was imported from AbstractPlay. */
static int origin_game(const session_t *s, foreign_list_t *l)
{
    char err[GAME_ERR_MAX];
    if (!s->origin || foreign_detect(s->origin) != FOREIGN_AP) return -1;
    if (foreign_ap_read("origin", s->origin, l, NULL, err, sizeof err) != 0) return -1;
    if (l->n != 1 || l->games[0].rules != s->game->rules) return foreign_list_free(l), -1;
    return 0;
}

static json_object *new_header(const session_t *s, char *err, size_t errlen)
{
    const game_t *g = s->game;
    const char *vs[FOREIGN_VARIANTS_MAX];
    int nv = g->rules->foreign->ap_variants(g, vs, FOREIGN_VARIANTS_MAX, err, errlen);
    if (nv < 0) return NULL;
    if (s->level && nv < FOREIGN_VARIANTS_MAX) {
        /* A start set up by the first moves has its variant ("open"). */
        char **pre;
        int npre;
        if (foreign_start_moves(s, &pre, &npre, &vs[nv], err, errlen) != 0) return NULL;
        for (int i = 0; i < npre; i++) free(pre[i]);
        free(pre);
        if (vs[nv]) nv++;
    }
    json_object *h = json_object_new_object(), *game = json_object_new_object(), *va = json_object_new_array();
    json_object *site = json_object_new_object(), *players = json_object_new_array();
    /* The site writes its display name (gameinfo.name), which is Hexarcade's. */
    json_object_object_add(game, "name", json_object_new_string(g->rules->name));
    for (int i = 0; i < nv; i++) json_object_array_add(va, json_object_new_string(vs[i]));
    json_object_object_add(game, "variants", va);
    json_object_object_add(h, "game", game);
    json_object_object_add(site, "name", json_object_new_string("Hexarcade"));
    json_object_object_add(h, "site", site);
    for (int c = 1; c <= g->setup.players; c++) {
        /* Who played each colour: a seat's AI level, or the colour's name. */
        const char *seat = s->seat[session_seat_of_colour(s, c) - 1];
        json_object *p = json_object_new_object();
        json_object_object_add(p, "name", json_object_new_string(strcmp(seat, "human") ? seat : g->rules->colour_names[c - 1]));
        json_object_array_add(players, p);
    }
    json_object_object_add(h, "players", players);
    return h;
}

char *foreign_export_ap(const session_t *s, char *err, size_t errlen)
{
    char **v;
    int n, pie;
    if (foreign_export_moves(s, FOREIGN_AP, &v, &n, &pie, err, errlen) != 0) return NULL;
    foreign_list_t l;
    int from_origin = origin_game(s, &l) == 0;
    json_object *root = NULL, *header = NULL;
    if (from_origin) {
        json_tokener *tok = json_tokener_new_ex(AP_DEPTH);
        root = tok ? json_tokener_parse_ex(tok, s->origin, (int)strlen(s->origin)) : NULL;
        json_tokener_free(tok);
        header = get(root, "header");
        if (!header) {
            json_object_put(root);
            root = NULL;
            foreign_list_free(&l);
            from_origin = 0;
        }
    }
    if (!from_origin) {
        header = new_header(s, err, errlen);
        if (!header) return free_moves(v, n), NULL;
        root = json_object_new_object();
        json_object_object_add(root, "header", header);
    }
    /* The ending is the site's when the game is still all of the record. */
    const char *ending = NULL;
    if (from_origin) {
        const foreign_game_t *o = &l.games[0];
        int same = o->nmoves == n && o->pie == pie;
        for (int i = 0; same && i < n; i++) same = !strcmp(o->moves[i], v[i]);
        /* The ending follows the last move, in the next seat's place
         * whoever made it, as the site writes it. */
        if (same && o->end[0]) ending = o->end;
        if (!same) {
            json_object *players = get(header, "players");
            for (size_t i = 0; i < json_object_array_length(players); i++) {
                json_object *p = json_object_array_get_idx(players, i);
                json_object_object_del(p, "result");
                json_object_object_del(p, "score");
            }
        }
    }
    /* A game that ended off the board here says so as the site would. */
    if (!ending) ending = session_end_word(session_end_of(s, s->cur, NULL));
    if (ending && !*ending) ending = NULL;
    const char *piekey = get(header, "pied") && !get(header, "pie-invoked") ? "pied" : "pie-invoked";
    if (pie || get(header, piekey)) json_object_object_add(header, piekey, json_object_new_boolean(pie));
    int np = s->game->setup.players, k = 0;
    json_object *moves = json_object_new_array(), *round = NULL;
    for (int i = 0; i <= n; i++) {
        const char *t = i < n ? v[i] : ending;
        if (!t) break;
        if (k % np == 0) {
            round = json_object_new_array();
            json_object_array_add(moves, round);
        }
        json_object_array_add(round, json_object_new_string(t));
        k++;
    }
    json_object_object_add(root, "moves", moves);
    const char *js = json_object_to_json_string_ext(root, AP_JSON_FLAGS);
    char *out = js ? strdup(js) : NULL;
    if (!out) snprintf(err, errlen, "out of memory");
    json_object_put(root);
    if (from_origin) foreign_list_free(&l);
    free_moves(v, n);
    return out;
}

char *foreign_export_ap_moves(const session_t *s, char *err, size_t errlen)
{
    char **v;
    int n, pie;
    if (foreign_export_moves(s, FOREIGN_AP, &v, &n, &pie, err, errlen) != 0) return NULL;
    int np = s->game->setup.players;
    size_t cap = 64;
    for (int i = 0; i < n; i++) cap += strlen(v[i]) + 16;
    char *t = malloc(cap);
    if (!t) return free_moves(v, n), snprintf(err, errlen, "out of memory"), NULL;
    size_t at = (size_t)snprintf(t, cap, "%s", pie ? "# the pie was invoked after move 1\n" : "");
    for (int i = 0; i < n; i++) {
        if (i % np == 0) at += (size_t)snprintf(t + at, cap - at, "%s%d.", i ? "\n" : "", i / np + 1);
        at += (size_t)snprintf(t + at, cap - at, " %s", v[i]);
    }
    snprintf(t + at, cap - at, "\n");
    free_moves(v, n);
    return t;
}
