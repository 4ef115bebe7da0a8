/* Little Golem game texts, one line shaped like SGF:
 *   (;FF[GAME]VA[GAME]EV[...]PB[...]PW[...]SO[...];B[J3];R[H5];...;R[resign])
 * B is the first player, R the second; `swap` (only as R's first
 * move) is Little Golem's piece swap; `resign` ends the game. The game's
 * table maps the moves (src/games/<id>/<id>_foreign.c). */
#include "core/foreign.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define LG_VALUE_MAX 256

/* One property KEY[value] at *p (value unescaped into val); 0, 1 at the
 * end of the node, -1 on an error. */
static int prop(const char **pp, char *key, size_t kn, char *val, size_t vn, char *err, size_t errlen)
{
    const char *p = *pp;
    while (isspace((unsigned char)*p)) p++;
    if (*p == ';' || *p == ')' || !*p) return *pp = p, 1;
    size_t k = 0;
    while (isupper((unsigned char)*p)) {
        if (k + 1 < kn) key[k++] = *p;
        p++;
    }
    key[k] = '\0';
    if (!k || *p != '[') return snprintf(err, errlen, "expected a property such as B[J3], found '%.20s'", p), -1;
    p++;
    size_t v = 0;
    while (*p && *p != ']') {
        if (*p == '\\' && p[1]) p++;
        if (v + 1 < vn) val[v++] = *p;
        p++;
    }
    val[v] = '\0';
    if (*p != ']') return snprintf(err, errlen, "property %s: no closing ']'", key), -1;
    p++;
    /* Further values of the same property are not used. */
    while (*p == '[') {
        while (*p && *p != ']') p += *p == '\\' && p[1] ? 2 : 1;
        if (*p) p++;
    }
    *pp = p;
    return 0;
}

static int read_lg(const char *text, foreign_game_t *fg, char *err, size_t errlen)
{
    char key[8], val[LG_VALUE_MAX], game[32] = "", pb[FOREIGN_NAME_MAX] = "", pw[FOREIGN_NAME_MAX] = "";
    const char *p = text;
    while (isspace((unsigned char)*p)) p++;
    if (strncmp(p, "(;", 2)) return snprintf(err, errlen, "a Little Golem text starts with '(;'"), -1;
    p += 2;
    int rc;
    while ((rc = prop(&p, key, sizeof key, val, sizeof val, err, errlen)) == 0) {
        if (!strcmp(key, "FF") && !game[0]) snprintf(game, sizeof game, "%.31s", val);
        else if (!strcmp(key, "VA")) snprintf(game, sizeof game, "%.31s", val);
        else if (!strcmp(key, "PB")) snprintf(pb, sizeof pb, "%.63s", val);
        else if (!strcmp(key, "PW")) snprintf(pw, sizeof pw, "%.63s", val);
        else if (!strcmp(key, "DT")) snprintf(fg->date, sizeof fg->date, "%.10s", val);
        else if (!strcmp(key, "B") || !strcmp(key, "R"))
            return snprintf(err, errlen, "a move in the header: the moves follow it after ';'"), -1;
    }
    if (rc < 0) return -1;
    if (!(fg->rules = foreign_rules_lg(game)))
        return snprintf(err, errlen, "a Little Golem game of '%.30s', not of a game Hexarcade plays", game), -1;
    game_setup_default(fg->rules, &fg->setup, 2);
    int swapped = 0, count = 0, last_b = 0;
    while (*p == ';') {
        p++;
        int any = 0;
        while ((rc = prop(&p, key, sizeof key, val, sizeof val, err, errlen)) == 0) {
            int b = !strcmp(key, "B");
            if (!b && strcmp(key, "R")) continue; /* comments and the like */
            if (any++) return snprintf(err, errlen, "move %d: two moves in one node", count + 1), -1;
            count++;
            if (fg->end[0]) return snprintf(err, errlen, "move %d `%.30s` follows the end (%s)", count, val, fg->end), -1;
            if (b != (count % 2 == 1))
                return snprintf(err, errlen, "move %d: %s moves where %s was to move", count, key, b ? "R" : "B"), -1;
            if (!strcasecmp(val, "resign")) {
                snprintf(fg->end, sizeof fg->end, "%.15s", val);
                last_b = b;
                continue;
            }
            if (!strcasecmp(val, "swap")) {
                if (count != 2) return snprintf(err, errlen, "move %d: swap is only R's first move", count), -1;
                swapped = 1;
            }
            if (foreign_add_move(fg, val) != 0) return snprintf(err, errlen, "out of memory"), -1;
        }
        if (rc < 0) return snprintf(err + strlen(err), errlen - strlen(err), " (after move %d)", count), -1;
    }
    while (isspace((unsigned char)*p)) p++;
    if (*p != ')') return snprintf(err, errlen, "expected ';' or ')' after move %d, found '%.20s'", count, p), -1;
    p++;
    while (isspace((unsigned char)*p)) p++;
    if (*p) return snprintf(err, errlen, "more text after the game's ')': '%.20s'", p), -1;
    /* Little Golem's B is the first seat; after a swap that seat plays Red
     * here (the seats exchanged colours, not the pieces). */
    snprintf(fg->name[swapped ? 1 : 0], sizeof fg->name[0], "%s", pb);
    snprintf(fg->name[swapped ? 0 : 1], sizeof fg->name[0], "%s", pw);
    if (fg->end[0]) {
        int seat = last_b ? 1 : 2;
        fg->end_colour = swapped ? 3 - seat : seat;
        fg->winners = (uint8_t)(1u << (2 - fg->end_colour));
        const char *who = last_b ? pb : pw;
        snprintf(fg->result, sizeof fg->result, "%s resigned", who[0] ? who : last_b ? "Blue" : "Red");
    }
    return 0;
}

/* text[0..n) as a new string (strndup is POSIX, not C11). */
static char *copy_span(const char *text, size_t n)
{
    char *s = malloc(n + 1);
    if (!s) return NULL;
    memcpy(s, text, n);
    s[n] = '\0';
    return s;
}

int foreign_lg_read(const char *name, const char *text, foreign_list_t *out, char *err, size_t errlen)
{
    char why[GAME_ERR_MAX] = "";
    memset(out, 0, sizeof *out);
    out->format = FOREIGN_LG;
    out->games = calloc(1, sizeof *out->games);
    if (!out->games) return snprintf(err, errlen, "out of memory"), -1;
    foreign_game_t *fg = &out->games[0];
    fg->format = FOREIGN_LG;
    /* The record kept is the text itself, without its trailing blanks. */
    size_t len = strlen(text);
    while (len && isspace((unsigned char)text[len - 1])) len--;
    size_t lead = strspn(text, " \t\r\n");
    if (read_lg(text, fg, why, sizeof why) != 0 || !(fg->record = copy_span(text + lead, len - lead))) {
        snprintf(err, errlen, "%s: %s", name, fg->record || why[0] ? why : "out of memory");
        foreign_game_free(fg);
        foreign_list_free(out);
        return -1;
    }
    out->n = 1;
    return 0;
}

/* The header node of a Little Golem text: up to its first ';' outside a value. */
static size_t header_len(const char *t)
{
    size_t i = 2;
    for (int in = 0; t[i]; i++) {
        if (in && t[i] == '\\' && t[i + 1]) i++;
        else if (t[i] == '[') in = 1;
        else if (t[i] == ']') in = 0;
        else if (!in && (t[i] == ';' || t[i] == ')')) break;
    }
    return i;
}

char *foreign_export_lg(const session_t *s, char *err, size_t errlen)
{
    char **v;
    int n, pie, quitter;
    if (foreign_export_moves(s, FOREIGN_LG, &v, &n, &pie, err, errlen) != 0) return NULL;
    foreign_list_t l;
    char why[GAME_ERR_MAX];
    int from_origin = s->origin && foreign_detect(s->origin) == FOREIGN_LG &&
                      foreign_lg_read("origin", s->origin, &l, why, sizeof why) == 0;
    size_t cap = 512 + (from_origin ? strlen(s->origin) : 0);
    for (int i = 0; i < n; i++) cap += strlen(v[i]) + 8;
    char *t = malloc(cap);
    size_t at = 0;
    if (t && from_origin) {
        size_t h = header_len(s->origin);
        memcpy(t, s->origin, h);
        at = h;
    } else if (t) {
        /* Seat 1 is Little Golem's B. */
        const char *const *cn = s->game->rules->colour_names;
        const char *b = strcmp(s->seat[0], "human") ? s->seat[0] : cn[0];
        const char *r = strcmp(s->seat[1], "human") ? s->seat[1] : cn[1];
        at = (size_t)snprintf(t, cap, "(;FF[%s]VA[%s]EV[Hexarcade]PB[%s]PW[%s]SO[Hexarcade]",
                              s->game->rules->foreign->lg_name, s->game->rules->foreign->lg_name, b, r);
    }
    for (int i = 0; t && i < n; i++) at += (size_t)snprintf(t + at, cap - at, ";%c[%s]", i % 2 ? 'R' : 'B', v[i]);
    if (t && from_origin) {
        const foreign_game_t *o = &l.games[0];
        int same = o->nmoves == n;
        for (int i = 0; same && i < n; i++) same = !strcmp(o->moves[i], v[i]);
        if (same && o->end[0]) at += (size_t)snprintf(t + at, cap - at, ";%c[%s]", n % 2 ? 'R' : 'B', o->end);
    } else if (t && session_end_of(s, s->cur, &quitter) == SESSION_END_RESIGN &&
               quitter == game_head(s->hist[s->cur - 1].state)->to_move) {
        /* Little Golem writes a resignation as the resigner's move, in turn. */
        at += (size_t)snprintf(t + at, cap - at, ";%c[resign]", n % 2 ? 'R' : 'B');
    }
    if (t) snprintf(t + at, cap - at, ")");
    else snprintf(err, errlen, "out of memory");
    if (from_origin) foreign_list_free(&l);
    for (int i = 0; i < n; i++) free(v[i]);
    free(v);
    return t;
}
