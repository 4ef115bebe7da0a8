/* Records of other sites: detection, replay into a session, the origin
 * line, and the move texts of an export (see foreign.h). The formats are
 * read in foreign_ap.c and foreign_lg.c; each game's mapping is its own. */
#include "core/foreign.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/fileio.h"

foreign_format_t foreign_detect(const char *text)
{
    const unsigned char *p = (const unsigned char *)text;
    if (p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF) p += 3; /* a UTF-8 mark */
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') p++;
    if (*p == '{' || *p == '[') return FOREIGN_AP;
    if (p[0] == '(' && p[1] == ';') return FOREIGN_LG;
    return FOREIGN_NONE;
}

int foreign_add_move(foreign_game_t *fg, const char *text)
{
    /* Grown by doubling: a record of many moves is read in linear time. */
    if (fg->nmoves == fg->moves_cap) {
        if (fg->moves_cap > INT_MAX / 2) return -1;
        int cap = fg->moves_cap ? fg->moves_cap * 2 : 64;
        char **m = realloc(fg->moves, sizeof *m * (size_t)cap);
        if (!m) return -1;
        fg->moves = m;
        fg->moves_cap = cap;
    }
    if (!(fg->moves[fg->nmoves] = strdup(text))) return -1;
    fg->nmoves++;
    return 0;
}

void foreign_game_free(foreign_game_t *fg)
{
    for (int i = 0; i < fg->nmoves; i++) free(fg->moves[i]);
    free(fg->moves);
    free(fg->record);
    free(fg->start);
    memset(fg, 0, sizeof *fg);
}

void foreign_list_free(foreign_list_t *l)
{
    for (int i = 0; i < l->n; i++) foreign_game_free(&l->games[i]);
    free(l->games);
    memset(l, 0, sizeof *l);
}

const game_rules_t *foreign_rules_ap(const char *ap_name)
{
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        if (r->foreign && r->foreign->ap_name && !strcasecmp(r->foreign->ap_name, ap_name)) return r;
    }
    return NULL;
}

const game_rules_t *foreign_rules_lg(const char *lg_name)
{
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        if (r->foreign && r->foreign->lg_name && !strcasecmp(r->foreign->lg_name, lg_name)) return r;
    }
    return NULL;
}

int foreign_read(const char *name, const char *text, foreign_list_t *out, int *skipped, char *err,
                 size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (skipped) *skipped = 0;
    switch (foreign_detect(text)) {
    case FOREIGN_AP: return foreign_ap_read(name, text, out, skipped, err, errlen);
    case FOREIGN_LG: return foreign_lg_read(name, text, out, err, errlen);
    default:
        snprintf(err, errlen, "%s: neither an AbstractPlay record (JSON) nor a Little Golem text", name);
        return -1;
    }
}

static const char *site_name(foreign_format_t f)
{
    return f == FOREIGN_AP ? "AbstractPlay" : f == FOREIGN_LG ? "Little Golem" : "another site";
}

/* "alice (Red) vs bob (Blue)" */
static void players_text(const foreign_game_t *fg, char *buf, size_t n)
{
    size_t at = 0;
    if (n) buf[0] = '\0';
    for (int c = 0; c < fg->setup.players && at < n; c++) {
        const char *who = fg->name[c][0] ? fg->name[c] : "?";
        int w = snprintf(buf + at, n - at, "%s%s (%s)", c ? " vs " : "", who, fg->rules->colour_names[c]);
        if (w < 0) break;
        at += (size_t)w;
    }
}

void foreign_game_line(const foreign_game_t *fg, char *buf, size_t n)
{
    char who[4 * (FOREIGN_NAME_MAX + 16)];
    players_text(fg, who, sizeof who);
    snprintf(buf, n, "%s%s%s: %s%s%s", fg->date, fg->date[0] ? " " : "", fg->rules->name, who,
             fg->result[0] ? ". " : "", fg->result);
}

/* The moves of the text after one is mapped: what the site's text means. */
static int map_move(const foreign_game_t *fg, const game_t *g, const void *st, const char *text, move_t *m,
                    char *err, size_t errlen)
{
    const game_foreign_t *f = g->rules->foreign;
    if (fg->format == FOREIGN_AP) return f->ap_move_in(g, st, text, m, err, errlen);
    return f->lg_move_in(g, st, text, m, err, errlen);
}

session_end_t foreign_end_kind(const char *end)
{
    if (!strcasecmp(end, "resign")) return SESSION_END_RESIGN;
    if (!strcasecmp(end, "timeout")) return SESSION_END_TIMEOUT;
    if (!strcasecmp(end, "draw")) return SESSION_END_DRAW;
    return SESSION_END_NONE;
}

static void winners_text(const game_t *g, unsigned winners, char *buf, size_t n)
{
    size_t at = 0;
    if (n) buf[0] = '\0';
    if (!winners) snprintf(buf, n, "no winner");
    for (int c = 0; c < g->setup.players && at < n; c++) {
        if (!(winners >> c & 1)) continue;
        int w = snprintf(buf + at, n - at, "%s%s", at ? " and " : "", g->rules->colour_names[c]);
        if (w < 0) break;
        at += (size_t)w;
    }
}

/* What a save cannot hold is refused before the replay: a save of the
 * game must read back (FILEIO_MAX_READ), and its moves fit LEVEL_MAX_STEPS. */
static int fits_a_save(const foreign_game_t *fg, char *err, size_t errlen)
{
    if (fg->nmoves - fg->first > LEVEL_MAX_STEPS)
        return snprintf(err, errlen, "the record has %d moves; a Hexarcade save holds at most %d",
                        fg->nmoves - fg->first, LEVEL_MAX_STEPS),
               -1;
    size_t kept = fg->record ? level_origin_size(fg->record) : 0;
    if (kept > FOREIGN_ORIGIN_MAX)
        return snprintf(err, errlen,
                        "the record is too large to keep with the game: %zu bytes in a save, at most %u", kept,
                        FOREIGN_ORIGIN_MAX),
               -1;
    return 0;
}

/* Results given by the site for a game its moves leave unfinished (no
 * ending word): a record that says what its moves do not show. */
static int unfinished_result(const foreign_game_t *fg, const game_t *g, char *err, size_t errlen)
{
    if (fg->end[0] || (!fg->winners && !fg->drawn)) return 0;
    char said[96];
    if (fg->winners) winners_text(g, fg->winners, said, sizeof said);
    snprintf(err, errlen,
             "the results (\"header\".\"players\"[].\"result\") say %s%s, but the record's %d moves leave the game "
             "unfinished",
             fg->winners ? said : "it was a draw", fg->winners ? " won" : "", fg->nmoves);
    return -1;
}

session_t *foreign_session(const foreign_game_t *fg, const char *data_dir, char *err, size_t errlen)
{
    char why[GAME_ERR_MAX + 256];
    session_t *s;
    if (fits_a_save(fg, err, errlen) != 0) return NULL;
    if (fg->start) {
        /* A start position the record's first moves set up. */
        char opts[256];
        level_t *lv = level_new();
        if (!lv) return snprintf(err, errlen, "out of memory"), NULL;
        game_setup_format_options(fg->rules, &fg->setup, opts, sizeof opts);
        s = level_parse(lv, "start", fg->start, why, sizeof why) == 0
                ? session_new_level(lv, data_dir, opts, why, sizeof why)
                : NULL;
        level_free(lv);
        if (!s) return snprintf(err, errlen, "cannot set up the record's start: %s", why), NULL;
    } else {
        game_t *g0 = game_new(fg->rules, &fg->setup, data_dir, why, sizeof why);
        if (!g0) return snprintf(err, errlen, "cannot set up %s: %s", fg->rules->name, why), NULL;
        s = session_new(g0, why, sizeof why);
        if (!s) return snprintf(err, errlen, "cannot start %s: %s", fg->rules->name, why), NULL;
    }
    const game_t *g = s->game;
    move_t *m = malloc(sizeof *m);
    if (!m) goto oom;
    for (int i = fg->first; i < fg->nmoves; i++) {
        const void *st = session_state(s);
        char hx[MOVE_TEXT_MAX];
        if (map_move(fg, g, st, fg->moves[i], m, why, sizeof why) != 0) {
            snprintf(err, errlen, "move %d `%.60s`: %s", i + 1, fg->moves[i], why);
            goto fail;
        }
        g->rules->format(g, st, m, hx, sizeof hx);
        if (session_play_move(s, m, why, sizeof why) != 0) {
            /* The rules of the record's date, where the site changed them. */
            snprintf(err, errlen, "move %d `%.60s` (Hexarcade %.60s) is illegal: %s%s%s%s", i + 1, fg->moves[i], hx,
                     why, fg->in_force[0] ? " (the rules in force: " : "", fg->in_force, fg->in_force[0] ? ")" : "");
            goto fail;
        }
        if (i == 0 && fg->pie && session_play(s, "swap", why, sizeof why) != 0) {
            snprintf(err, errlen, "the pie after move 1 (Hexarcade swap) is illegal: %s", why);
            goto fail;
        }
    }
    /* A game the site ended off the board ends so here too: a
     * resignation, a time-out, an agreed draw (an abandoned game stays as
     * it was left). */
    session_end_t how = foreign_end_kind(fg->end);
    if (how && !game_is_over(session_state(s)) &&
        session_end(s, how, fg->end_colour, why, sizeof why) != 0) {
        snprintf(err, errlen, "the record's end `%s` after move %d: %s", fg->end, fg->nmoves, why);
        goto fail;
    }
    /* The site's winners against the board's, when the game is over. */
    const game_head_t *h = game_head(session_state(s));
    if (h->status == GAME_ONGOING && unfinished_result(fg, g, err, errlen) != 0) goto fail;
    if (h->status != GAME_ONGOING && fg->winners && h->winners != fg->winners) {
        char said[96], got[96];
        winners_text(g, fg->winners, said, sizeof said);
        winners_text(g, h->winners, got, sizeof got);
        snprintf(err, errlen, "the record says %s won, but its moves give %s", said, got);
        goto fail;
    }
    if (fg->record && !(s->origin = strdup(fg->record))) goto oom;
    free(m);
    return s;
oom:
    snprintf(err, errlen, "out of memory");
fail:
    free(m);
    session_free(s);
    return NULL;
}

int foreign_check(const char *name, foreign_list_t *l, const char *data_dir, int *dropped, char *err, size_t errlen)
{
    char why[GAME_ERR_MAX + 512];
    int kept = 0, n = l->n;
    *dropped = 0;
    if (errlen) err[0] = '\0';
    for (int i = 0; i < n; i++) {
        session_t *s = foreign_session(&l->games[i], data_dir, why, sizeof why);
        if (s) {
            session_free(s);
            if (kept != i) l->games[kept] = l->games[i];
            kept++;
            continue;
        }
        if (!(*dropped)++) {
            if (n > 1) snprintf(err, errlen, "%s: game %d: %s", name, i + 1, why);
            else snprintf(err, errlen, "%s: %s", name, why);
        }
        foreign_game_free(&l->games[i]);
    }
    l->n = kept;
    return kept ? 0 : -1;
}

session_t *foreign_load_text(const char *name, const char *text, int index, const char *data_dir, char *err,
                             size_t errlen)
{
    if (foreign_detect(text) == FOREIGN_NONE) return session_load_text(name, text, data_dir, err, errlen);
    foreign_list_t l;
    int skipped;
    char why[GAME_ERR_MAX + 512];
    if (foreign_read(name, text, &l, &skipped, err, errlen) != 0) return NULL;
    if (index < 0) index = 0;
    if (index >= l.n) {
        snprintf(err, errlen, "%s: no game %d: the record holds %d game%s of Hexarcade's", name, index + 1, l.n,
                 l.n == 1 ? "" : "s");
        foreign_list_free(&l);
        return NULL;
    }
    session_t *s = foreign_session(&l.games[index], data_dir, why, sizeof why);
    if (!s) {
        if (l.n > 1) snprintf(err, errlen, "%s: game %d: %s", name, index + 1, why);
        else snprintf(err, errlen, "%s: %s", name, why);
    }
    foreign_list_free(&l);
    return s;
}

session_t *foreign_load(const char *path, int index, const char *data_dir, char *err, size_t errlen)
{
    size_t len;
    err[0] = '\0';
    char *text = fileio_read_text(path, &len, err, errlen);
    if (!text) return NULL;
    session_t *s;
    if (strlen(text) != len || foreign_detect(text) == FOREIGN_NONE) s = session_load(path, data_dir, err, errlen);
    else s = foreign_load_text(path, text, index, data_dir, err, errlen);
    free(text);
    return s;
}

int foreign_origin_line(const session_t *s, char *buf, size_t n)
{
    foreign_list_t l;
    char err[GAME_ERR_MAX];
    if (n) buf[0] = '\0';
    if (!s->origin || foreign_read("origin", s->origin, &l, NULL, err, sizeof err) != 0) return -1;
    if (l.n < 1) return foreign_list_free(&l), -1;
    const foreign_game_t *fg = &l.games[0];
    char who[4 * (FOREIGN_NAME_MAX + 16)];
    players_text(fg, who, sizeof who);
    snprintf(buf, n, "%s%s%s: %s.%s%s%s", site_name(fg->format), fg->date[0] ? ", " : "", fg->date, who,
             fg->result[0] ? " " : "", fg->result, fg->result[0] ? "." : "");
    foreign_list_free(&l);
    return 0;
}

int foreign_names(const session_t *s, char names[GAME_MAX_PLAYERS][FOREIGN_NAME_MAX])
{
    foreign_list_t l;
    char err[GAME_ERR_MAX];
    memset(names, 0, sizeof(char[GAME_MAX_PLAYERS][FOREIGN_NAME_MAX]));
    if (!s->origin || foreign_read("origin", s->origin, &l, NULL, err, sizeof err) != 0) return -1;
    if (l.n >= 1) memcpy(names, l.games[0].name, sizeof l.games[0].name);
    foreign_list_free(&l);
    return 0;
}

/* The record's first moves that set up s's start (the game's ap_start_out),
 * the origin's own when it was imported from AbstractPlay. */
int foreign_start_moves(const session_t *s, char ***moves, int *nmoves, const char **variant, char *err,
                        size_t errlen)
{
    const game_foreign_t *fr = s->game->rules->foreign;
    foreign_list_t l;
    char why[GAME_ERR_MAX];
    const char *dummy;
    int have = s->origin && foreign_detect(s->origin) == FOREIGN_AP &&
               foreign_ap_read("origin", s->origin, &l, NULL, why, sizeof why) == 0;
    const foreign_game_t *o = have && l.n == 1 && l.games[0].rules == s->game->rules ? &l.games[0] : NULL;
    int rc = fr->ap_start_out(s->game, s->level, o ? o->moves : NULL, o ? o->first : 0, moves, nmoves,
                              variant ? variant : &dummy, err, errlen);
    if (have) foreign_list_free(&l);
    return rc;
}

int foreign_export_moves(const session_t *s, foreign_format_t f, char ***out, int *nout, int *pie, char *err,
                         size_t errlen)
{
    const game_t *g = s->game;
    const game_foreign_t *fr = g->rules->foreign;
    int (*out_fn)(const game_t *, const void *, const move_t *, char *, size_t) =
        !fr ? NULL : f == FOREIGN_AP ? (fr->ap_name ? fr->ap_move_out : NULL) : (fr->lg_name ? fr->lg_move_out : NULL);
    *out = NULL;
    *nout = 0;
    *pie = 0;
    if (!out_fn) return snprintf(err, errlen, "%s is not played on %s", g->rules->name, site_name(f)), -1;
    char **pre = NULL;
    int npre = 0;
    if (s->level) {
        if (f != FOREIGN_AP || !fr->ap_start_out)
            return snprintf(err, errlen, "this game starts from a set-up position, which %s records cannot hold",
                            site_name(f)),
                   -1;
        if (foreign_start_moves(s, &pre, &npre, NULL, err, errlen) != 0) return -1;
    }
    /* An imported record's own texts are given back where they are the
     * moves played (Wunchunk's stones in the record's click order). */
    foreign_list_t ol;
    char owhy[GAME_ERR_MAX];
    int have_o = f == FOREIGN_AP && s->origin && foreign_detect(s->origin) == FOREIGN_AP &&
                 foreign_ap_read("origin", s->origin, &ol, NULL, owhy, sizeof owhy) == 0;
    const foreign_game_t *o = have_o && ol.n == 1 && ol.games[0].rules == g->rules && ol.games[0].first == npre
                                  ? &ol.games[0]
                                  : NULL;
    move_t *m = malloc(sizeof *m), *om = malloc(sizeof *om);
    char **v = calloc((size_t)s->cur + (size_t)npre + 1, sizeof *v);
    if (!m || !om || !v) goto oom;
    for (; *nout < npre; (*nout)++) {
        v[*nout] = pre[*nout];
        pre[*nout] = NULL;
    }
    for (int i = 1; i <= s->cur; i++) {
        const session_entry_t *e = &s->hist[i];
        const void *before = s->hist[i - 1].state;
        char text[MOVE_TEXT_MAX], why[GAME_ERR_MAX];
        if (e->kind == SESSION_END) continue; /* the exporters write the site's last word */
        if (e->kind != SESSION_MOVE) {
            snprintf(err, errlen, "move %d (%s) has no %s text", i, e->kind == SESSION_FLAG ? "a flag fall" : "a restart",
                     site_name(f));
            goto fail;
        }
        if (g->rules->parse(g, before, e->move, m, why, sizeof why) != 0) {
            snprintf(err, errlen, "move %d '%s': %s", i, e->move, why);
            goto fail;
        }
        /* AbstractPlay's pie is the header's flag, not a move. */
        if (f == FOREIGN_AP && fr->ap_pie && !npre && i == 2 && m->n >= 1 && m->a[0].kind == ACT_SWAP) {
            *pie = 1;
            continue;
        }
        if (out_fn(g, before, m, text, sizeof text) != 0) {
            snprintf(err, errlen, "move %d '%s' has no %s text", i, e->move, site_name(f));
            goto fail;
        }
        if (o && *nout < o->nmoves && fr->ap_move_in(g, before, o->moves[*nout], om, why, sizeof why) == 0) {
            char mine[MOVE_TEXT_MAX], theirs[MOVE_TEXT_MAX];
            g->rules->format(g, before, m, mine, sizeof mine);
            g->rules->format(g, before, om, theirs, sizeof theirs);
            if (!strcmp(mine, theirs)) snprintf(text, sizeof text, "%s", o->moves[*nout]);
        }
        if (!(v[(*nout)++] = strdup(text))) goto oom;
    }
    if (have_o) foreign_list_free(&ol);
    free(m);
    free(om);
    free(pre);
    *out = v;
    return 0;
oom:
    snprintf(err, errlen, "out of memory");
fail:
    if (have_o) foreign_list_free(&ol);
    for (int i = 0; v && i < *nout; i++) free(v[i]);
    for (int i = 0; i < npre; i++) free(pre[i]);
    free(pre);
    free(v);
    free(m);
    free(om);
    *nout = 0;
    return -1;
}
