/* The position editor's model: see editpos.h. */
#include "core/editpos.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "plat/plat.h"

#define EDIT_NAME "position" /* the level's name in the game's messages */

void editpos_pieces(const game_t *g, char *buf, size_t n)
{
    if (g->rules->piece_chars) {
        snprintf(buf, n, "%s", g->rules->piece_chars);
        return;
    }
    size_t k = 0;
    if (n) buf[k++] = '.';
    for (int p = 1; p <= g->setup.players && k + 1 < n; p++) buf[k++] = (char)('0' + p);
    if (n) buf[k < n ? k : n - 1] = '\0';
}

static int ntargets(const game_t *g) { return board_targets(&g->board); }

void editpos_from_state(editpos_t *e, const game_t *g, const void *st)
{
    memset(e, 0, sizeof *e);
    e->g = g;
    e->ntargets = ntargets(g);
    char chars[BOARD_MAX_CELLS + BOARD_MAX_SITES];
    g->rules->board_chars(g, st, chars);
    memcpy(e->chars, chars, (size_t)e->ntargets);
    e->to_move = game_head(st)->to_move;
    if (e->to_move < 1 || e->to_move > g->setup.players) e->to_move = 1;
    if (g->rules->phases > 0) {
        e->phase = g->rules->phase_of ? g->rules->phase_of(st) : 1;
        if (e->phase < 1 || e->phase > g->rules->phases) e->phase = 1;
    }
}

char editpos_cycle(editpos_t *e, int target, int dir)
{
    if (target < 0 || target >= e->ntargets) return 0;
    char pieces[EDITPOS_PIECES_MAX];
    editpos_pieces(e->g, pieces, sizeof pieces);
    int n = (int)strlen(pieces);
    const char *at = strchr(pieces, e->chars[target]);
    int i = at && e->chars[target] ? (int)(at - pieces) : 0;
    i = ((i + (dir < 0 ? -1 : 1)) % n + n) % n;
    e->chars[target] = pieces[i];
    return pieces[i];
}

int editpos_set(editpos_t *e, int target, char ch)
{
    char pieces[EDITPOS_PIECES_MAX];
    editpos_pieces(e->g, pieces, sizeof pieces);
    if (target < 0 || target >= e->ntargets || !ch || !strchr(pieces, ch)) return -1;
    e->chars[target] = ch;
    return 0;
}

void editpos_clear(editpos_t *e) { memset(e->chars, '.', (size_t)e->ntargets); }

void editpos_next_to_move(editpos_t *e) { e->to_move = e->to_move % e->g->setup.players + 1; }

void editpos_next_phase(editpos_t *e)
{
    if (e->g->rules->phases > 0) e->phase = e->phase % e->g->rules->phases + 1;
}

/* docs/rules/conventions.md 0.2: digits are the players' stones, 'A' 'B' ... their doubles. */
int editpos_char_player(char ch)
{
    if (ch >= '1' && ch <= '9') return ch - '0';
    if (ch >= 'A' && ch <= 'I') return ch - 'A' + 1;
    return 0;
}

char *editpos_text(const editpos_t *e, const char *title)
{
    const game_t *g = e->g;
    size_t cap = 4096 + (size_t)e->ntargets * 4;
    char *text = malloc(cap);
    if (!text) return NULL;
    char opts[512];
    game_setup_format_options(g->rules, &g->setup, opts, sizeof opts);
    size_t at = (size_t)snprintf(text, cap, "# Set up in the position editor.\ngame: %s\n", g->rules->id);
    if (g->board.kind == BOARD_HEXHEX) at += (size_t)snprintf(text + at, cap - at, "size: %d\n", g->setup.side);
    at += (size_t)snprintf(text + at, cap - at, "players: %d\nto-move: %d\n", g->setup.players, e->to_move);
    if (e->phase) at += (size_t)snprintf(text + at, cap - at, "phase: %d\n", e->phase);
    at += (size_t)snprintf(text + at, cap - at, "options: %s\ntitle: %s\nboard:\n", opts,
                           title && *title ? title : "Edited position");
    if (at < cap) board_format_text(&g->board, e->chars, text + at, cap - at);
    return text;
}

/* "position:12: both players ..." -> "both players ..." */
static void strip_where(char *msg)
{
    size_t k = strlen(EDIT_NAME);
    if (strncmp(msg, EDIT_NAME, k) || msg[k] != ':') return;
    const char *p = msg + k + 1;
    while (*p >= '0' && *p <= '9') p++;
    if (*p == ':') p++;
    while (*p == ' ') p++;
    memmove(msg, p, strlen(p) + 1);
}

int editpos_build(const editpos_t *e, level_t *lv, void *st, char *err, size_t errlen)
{
    char *text = editpos_text(e, NULL);
    if (!text) return snprintf(err, errlen, "out of memory"), -1;
    char msg[GAME_ERR_MAX + 600] = "";
    int rc = level_parse(lv, EDIT_NAME, text, msg, sizeof msg);
    if (!rc) rc = game_init_level(e->g, st, lv, msg, sizeof msg);
    if (rc) {
        strip_where(msg);
        snprintf(err, errlen, "Not a legal position: %s", msg);
    }
    free(text);
    return rc;
}

#define EDIT_ACTIONS_MAX 4096

/* Can the side to move do something other than pass (or swap)? */
static int can_move(const game_t *g, const void *st, action_t *acts)
{
    int n = g->rules->actions(g, st, acts, EDIT_ACTIONS_MAX);
    for (int i = 0; i < n && i < EDIT_ACTIONS_MAX; i++)
        if (acts[i].kind != ACT_PASS && acts[i].kind != ACT_SWAP && acts[i].kind != ACT_END) return 1;
    return 0;
}

/* A position nobody can move in is no game: it only passes to its end (an
 * empty Uknight board past its placements played to a two-pass draw). The
 * side to move and, after its pass, each other player in turn are asked
 * (by the rules' own list of legal actions): 0 when one can move, else -1
 * with the reason. A player who must pass while another still moves is a
 * position of the game and passes. */
static int check_someone_moves(const editpos_t *e, const void *st, char *err, size_t errlen)
{
    const game_t *g = e->g;
    const game_rules_t *r = g->rules;
    action_t *acts = malloc(sizeof *acts * EDIT_ACTIONS_MAX);
    void *cur = malloc(r->state_size);
    int rc = -1;
    if (!acts || !cur) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    memcpy(cur, st, r->state_size);
    int mover = game_head(st)->to_move;
    for (int k = 0; k < g->setup.players; k++) {
        if (game_is_over(cur)) break;
        if (can_move(g, cur, acts)) {
            rc = 0;
            goto done;
        }
        /* This player can only pass: the next one's turn. */
        int n = r->actions(g, cur, acts, EDIT_ACTIONS_MAX), pass = -1;
        for (int i = 0; i < n && i < EDIT_ACTIONS_MAX && pass < 0; i++)
            if (acts[i].kind == ACT_PASS) pass = i;
        char why[GAME_ERR_MAX];
        if (pass < 0 || game_act(g, cur, &acts[pass], NULL, why, sizeof why)) break;
    }
    const char *name = r->colour_names && mover >= 1 && mover <= g->setup.players ? r->colour_names[mover - 1] : "?";
    snprintf(err, errlen, "Nobody can move here (%s to move): the game could only be passed to its end.", name);
done:
    free(acts);
    free(cur);
    return rc;
}

int editpos_check(const editpos_t *e, level_t *lv, void *st, char *err, size_t errlen)
{
    void *own = st ? NULL : malloc(e->g->rules->state_size);
    if (!st && !own) return snprintf(err, errlen, "out of memory"), -1;
    if (!st) st = own;
    int rc = editpos_build(e, lv, st, err, errlen);
    if (!rc && game_is_over(st)) {
        const game_head_t *h = game_head(st);
        const game_rules_t *r = e->g->rules;
        int w = 0;
        for (int p = 1; p <= e->g->setup.players; p++)
            if (h->winners & (1u << (p - 1))) w = p;
        if (h->status == GAME_WIN && w)
            snprintf(err, errlen, "%s has already won in this position: nothing is left to play.",
                     r->colour_names[w - 1]);
        else snprintf(err, errlen, "This position is already over: nothing is left to play.");
        rc = -1;
    }
    if (!rc) rc = check_someone_moves(e, st, err, errlen);
    free(own);
    return rc;
}

void editpos_suggest_name(const editpos_t *e, char *buf, size_t n)
{
    time_t now = time(NULL);
    struct tm tm;
    if (plat_localtime(now, &tm)) memset(&tm, 0, sizeof tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(buf, n, "%s-%s.txt", e->g->rules->id, stamp);
}

int editpos_save(const editpos_t *e, const char *dir, const char *name, char *path, size_t pn, char *err,
                 size_t errlen)
{
    if (!name || !*name || strchr(name, '/') || name[0] == '.') {
        snprintf(err, errlen, "'%s' is not a file name (no '/', not starting with '.')", name ? name : "");
        return -1;
    }
    level_t *lv = level_new();
    if (!lv) return snprintf(err, errlen, "out of memory"), -1;
    int rc = editpos_check(e, lv, NULL, err, errlen);
    level_free(lv);
    if (rc) return -1;
    if (fileio_mkdirs(dir)) return snprintf(err, errlen, "cannot make the folder %s", dir), -1;
    /* A new file, never over one (a level saved in the same second keeps
     * its name; this one gets -2, -3...). */
    char stem[256], got[300];
    const char *ext = strrchr(name, '.');
    size_t sl = ext ? (size_t)(ext - name) : strlen(name);
    if (sl >= sizeof stem) return snprintf(err, errlen, "'%s': name too long", name), -1;
    memcpy(stem, name, sl);
    stem[sl] = '\0';
    char *text = editpos_text(e, NULL);
    if (!text) return snprintf(err, errlen, "out of memory"), -1;
    rc = fileio_write_fresh(dir, stem, ext ? ext : ".txt", text, strlen(text), NULL, NULL, got, sizeof got, err,
                            errlen);
    free(text);
    if (!rc && snprintf(path, pn, "%s/%s", dir, got) >= (int)pn) {
        snprintf(err, errlen, "%s/%s: path too long", dir, got);
        rc = -1;
    }
    return rc;
}
