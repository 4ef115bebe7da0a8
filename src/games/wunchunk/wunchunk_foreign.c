/* Wunchunk on AbstractPlay (src/core/foreign.h): the game "wunchunk". Its
 * boards by variant (id, or a name that states the side in any of the
 * site's languages): 2 players the default (side 6), hex5, hex7, hex8; 3-4
 * players hex8, and from 2026-03-08 hex7 too. Its rules as its code has
 * them (AbstractPlay/gameslib src/games/wunchunk.ts, version 20260123 both
 * before and after): before 2026-03-08 no balance rule and the pie offered
 * to 2 players (a header flag), so balance=off, pie=on with 2 players; from
 * then on the balance rule and no pie, so balance=on pie=off (the record's
 * start date picks, wc_ap_setup). A move is `pass` or stones `<colour
 * digit><cell>` joined by commas in click order, the cells in
 * AbstractPlay's hexhex names; its start positions are Hexarcade's level
 * files, but for 3-4 players on hex7 (wc_ap_start).
 *
 * The `open` variant (2 players): the first turn sets up 2+2 stones (a
 * chunk of each colour), then the second player plays first (`swap`: the
 * seats then play each other's colours, and AbstractPlay records a `pass`
 * for the first seat after it) or second (`pass`). Here that is a start
 * position with the first colour to move (wc_ap_start). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/foreign.h"
#include "games/foreign_hex.h"

/* The day AbstractPlay's Wunchunk changed (gameslib 2ca04386, "Wunchunk
 * balance changes"; its version string stayed 20260123). */
#define WC_AP_CHANGE "2026-03-08"

/* The variant "open" by its name in the site's languages (en, de, fr, it,
 * ta: gameslib's locales/<lang>/apgames.json, variants.wunchunk.open). */
static const char *const open_names[] = {"Open start", "Offener Start", "D\xc3\xa9part ouvert", "Inizio aperto",
                                         ("\xe0\xae\xa4\xe0\xae\xbf\xe0\xae\xb1\xe0\xae\xa8\xe0\xaf\x8d\xe0\xae\xa4 "
                                          "\xe0\xae\xa4\xe0\xaf\x8a\xe0\xae\x9f\xe0\xae\x95\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xae\xe0\xaf\x8d")};

/* One variant entry: the board's side (0: the default) or open; -1 with a message. */
static int wc_variant(const char *v, int *side, int *open, char *err, size_t errlen)
{
    static const char *const ids[] = {"hex5", "#board", "hex7", "hex8"};
    for (int i = 0; i < 4; i++)
        if (!strcmp(v, ids[i])) return *side = i + 5, 0;
    for (size_t i = 0; i < sizeof open_names / sizeof open_names[0]; i++)
        if (!strcasecmp(v, open_names[i])) return *open = 1, 0;
    if (!strcmp(v, "open")) return *open = 1, 0;
    foreign_ap_name_t nm;
    foreign_ap_name(v, &nm);
    int n = foreign_ap_hexhex_side(&nm);
    if (n >= 5 && n <= 8) return *side = n, 0;
    if (nm.dflt && nm.n == 0) return 0;
    foreign_ap_unknown("Wunchunk", v, "hex5, hex7, hex8, open", "Hexhex 7 (127 spaces)", err, errlen);
    return -1;
}

/* Before WC_AP_CHANGE: 2 players on hex5-8 with the pie offered, 3-4 on
 * hex8. From it on: the balance rule, no pie, 3-4 players on hex7 or hex8.
 * A record without a date (Hexarcade's own exports) is read as before. */
static int wc_ap_setup(foreign_game_t *fg, const char *const *v, int nv, int players, char *err, size_t errlen)
{
    const char *day = fg->start_date;
    int now = day[0] && strcmp(day, WC_AP_CHANGE) >= 0, side = 0, open = 0;
    if (players < 2 || players > 4) return snprintf(err, errlen, "Wunchunk is played by 2 to 4, not %d", players), -1;
    for (int i = 0; i < nv; i++)
        if (wc_variant(v[i], &side, &open, err, errlen) != 0) return -1;
    if (open && players > 2)
        return snprintf(err, errlen,
                        "variant 'open' of Wunchunk is not supported with %d players: its open start is for 2", players),
               -1;
    if (!side) side = players == 2 ? 6 : 8;
    if (players > 2 && side != 8 && !(now && side == 7))
        return snprintf(err, errlen, "Wunchunk with %d players on side %d: AbstractPlay plays 3-4 players on hex8%s",
                        players, side,
                        now      ? " or hex7"
                        : day[0] ? " only before " WC_AP_CHANGE
                                 : " only (a record without a date is read with its rules before " WC_AP_CHANGE ")"),
               -1;
    if (fg->pie && (now || players > 2 || open))
        return snprintf(err, errlen, "the header says the pie was invoked, but AbstractPlay's Wunchunk %s",
                        now ? "has no pie since " WC_AP_CHANGE : players > 2 ? "has no pie with 3-4 players"
                                                                       : "has no pie in its open start"),
               -1;
    game_setup_default(fg->rules, &fg->setup, players);
    fg->setup.side = side;
    snprintf(fg->in_force, sizeof fg->in_force, "%s",
             now ? "AbstractPlay's Wunchunk from " WC_AP_CHANGE
                   ": \"Player 1 may not create two friendly chunks with their second placement.\" and no pie"
                 : "AbstractPlay's Wunchunk before " WC_AP_CHANGE ": no balance rule, the pie offered to 2 players");
    return game_setup_parse(fg->rules, &fg->setup,
                            now ? "balance=on pie=off" : players == 2 ? "balance=off pie=on" : "balance=off pie=off",
                            err, errlen);
}

/* Any Hexarcade game AbstractPlay has a board for: the balance rule only
 * narrows the moves, a pie not taken is no move. With 3-4 players on hex7
 * AbstractPlay starts from its own position, not Hexarcade's: only a game
 * imported from there (its header kept) is written. */
static int wc_ap_variants(const game_t *g, const char **out, int max, char *err, size_t errlen)
{
    static const char *const names[] = {"hex5", "hex6", "hex7", "hex8"};
    int side = g->setup.side, players = g->setup.players;
    if (players > 2 && side == 7)
        return snprintf(err, errlen, "AbstractPlay's Wunchunk for %d players on hex7 starts from its own position, "
                                     "not Hexarcade's", players), -1;
    if (side < 5 || side > 8 || (players > 2 && side != 8))
        return snprintf(err, errlen, "AbstractPlay has no Wunchunk of side %d for %d players", side, players), -1;
    if (side == 6 || max < 1) return 0;
    out[0] = names[side - 5];
    return 1;
}

static int wc_ap_move_in(const game_t *g, const void *st, const char *text, move_t *m, char *err, size_t errlen)
{
    char hx[MOVE_TEXT_MAX];
    size_t at = 0;
    if (!strcmp(text, "pass")) return g->rules->parse(g, st, "pass", m, err, errlen);
    if (!strcmp(text, "swap"))
        return snprintf(err, errlen, "'swap' belongs to the 'open' variant, not to this game"), -1;
    for (const char *p = text;;) {
        int len, cell = p[0] >= '1' && p[0] <= '9' ? foreign_hex_cell_in(&g->board, p + 1, &len) : -1;
        if (cell < 0 || (p[1 + len] && p[1 + len] != ','))
            return snprintf(err, errlen, "expected stones such as 1f6,2e5 or pass, found '%.30s'", p), -1;
        int w = snprintf(hx + at, sizeof hx - at, "%s%c%s", at ? "," : "", p[0], g->board.cells[cell].name);
        if (w < 0 || (size_t)w >= sizeof hx - at) return snprintf(err, errlen, "too many stones"), -1;
        at += (size_t)w;
        p += 1 + len;
        if (!*p) break;
        p++;
    }
    return g->rules->parse(g, st, hx, m, err, errlen);
}

static int wc_ap_move_out(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    size_t at = 0;
    if (n) buf[0] = '\0';
    for (int i = 0; i < m->n; i++) {
        const action_t *a = &m->a[i];
        if (a->kind == ACT_PASS) return snprintf(buf, n, "pass"), 0;
        if (a->kind == ACT_END) continue;
        if (a->kind != ACT_PLACE) return -1; /* a swap is the header's pie flag */
        char cell[16];
        foreign_hex_cell_out(&g->board, a->a, cell, sizeof cell);
        int w = snprintf(buf + at, n - at, "%s%d%s", at ? "," : "", a->player, cell);
        if (w < 0 || (size_t)w >= n - at) return -1;
        at += (size_t)w;
    }
    /* No stone and no pass: a turn that placed nothing but ended. */
    return at ? 0 : (snprintf(buf, n, "pass"), 0);
}

static int has_open(const char *const *v, int nv)
{
    int side = 0, open = 0;
    char err[GAME_ERR_MAX];
    for (int i = 0; i < nv; i++) wc_variant(v[i], &side, &open, err, sizeof err);
    return open;
}

/* AbstractPlay's start with 3 and 4 players (wunchunk.ts, its constructor):
 * the same cell names on hex7 as on hex8, where they are Hexarcade's
 * start; on hex7 they sit off the centre, so a record of it starts from
 * a set-up position. By colour, two stones each. */
static const char *const ap_start3[] = {"i7", "h7", "g7", "g8", "h9", "i8"};
static const char *const ap_start4[] = {"j8", "i9", "j6", "i6", "g6", "f6", "g9", "f8"};

/* The board of AbstractPlay's 3-4 player start on g's board, as board text characters. */
static void ap_multi_start(const game_t *g, char *chars)
{
    const board_t *b = &g->board;
    int np = g->setup.players, len;
    const char *const *cells = np == 3 ? ap_start3 : ap_start4;
    memset(chars, '.', (size_t)b->ncells);
    for (int i = 0; i < 2 * np; i++) {
        int c = foreign_hex_cell_in(b, cells[i], &len);
        if (c >= 0) chars[c] = (char)('1' + i / 2);
    }
}

/* A level text of the board chars, the first colour to move (heap); NULL out of memory. */
static char *level_of(const game_t *g, const char *chars)
{
    char rows[8192];
    size_t n = board_format_text(&g->board, chars, rows, sizeof rows), cap = n + 128;
    char *level = n < sizeof rows ? malloc(cap) : NULL;
    if (level)
        snprintf(level, cap, "game: %s\nsize: %d\nplayers: %d\nto-move: 1\nboard:\n%s", g->rules->id, g->board.side,
                 g->setup.players, rows);
    return level;
}

static int wc_ap_start(const game_t *g, const char *const *v, int nv, char *const *moves, int nmoves, char **level,
                       int *used, int *swapped, char *err, size_t errlen)
{
    const board_t *b = &g->board;
    char chars[BOARD_MAX_CELLS];
    int count[3] = {0, 0, 0};
    *level = NULL;
    *used = *swapped = 0;
    if (g->setup.players > 2 && b->side == 7) {
        ap_multi_start(g, chars);
        if (!(*level = level_of(g, chars))) return snprintf(err, errlen, "out of memory"), -1;
        return 1;
    }
    if (!has_open(v, nv)) return 0;
    if (nmoves < 2)
        return snprintf(err, errlen, "the 'open' set-up is not finished (%d move%s): nothing to replay", nmoves,
                        nmoves == 1 ? "" : "s"),
               -1;
    memset(chars, '.', (size_t)b->ncells);
    for (const char *p = moves[0];;) {
        int len, cell = (p[0] == '1' || p[0] == '2') ? foreign_hex_cell_in(b, p + 1, &len) : -1;
        if (cell < 0 || (p[1 + len] && p[1 + len] != ',') || chars[cell] != '.')
            return snprintf(err, errlen, "move 1 `%.40s`: not an 'open' set-up (2 stones of each colour)", moves[0]), -1;
        chars[cell] = p[0];
        count[p[0] - '0']++;
        p += 1 + len;
        if (!*p) break;
        p++;
    }
    if (count[1] != 2 || count[2] != 2)
        return snprintf(err, errlen, "move 1 `%.40s`: not an 'open' set-up (2 stones of each colour)", moves[0]), -1;
    if (!strcmp(moves[1], "swap")) {
        /* The seat that swapped plays first; the record's next move is the pass it put in. */
        if (nmoves < 3 || strcmp(moves[2], "pass"))
            return snprintf(err, errlen, "move 3: after 'swap' the record holds the first seat's 'pass'"), -1;
        *swapped = 1;
        *used = 3;
    } else if (!strcmp(moves[1], "pass")) {
        *used = 2;
    } else {
        return snprintf(err, errlen, "move 2 `%.40s`: the 'open' choice is 'swap' or 'pass'", moves[1]), -1;
    }
    if (!(*level = level_of(g, chars))) return snprintf(err, errlen, "out of memory"), -1;
    return 1;
}

/* The inverse of wc_ap_start: AbstractPlay's 3-4 player hex7 start is
 * itself (no moves, *variant NULL); a start of 2 stones of each colour on an
 * empty board, the first colour to move, is an `open` set-up. The origin's
 * set-up moves are given back when they make this start (the click order
 * and the swap are the record's); else the stones in cell order and
 * `pass` (seat 1 plays the first colour, as a Hexarcade game has it). */
static int wc_ap_start_out(const game_t *g, const level_t *lv, char *const *origin, int norigin, char ***moves,
                           int *nmoves, const char **variant, char *err, size_t errlen)
{
    const board_t *b = &g->board;
    char chars[BOARD_MAX_CELLS], why[GAME_ERR_MAX];
    const char *rows[LEVEL_MAX_ROWS];
    int count[3] = {0, 0, 0}, bad;
    *moves = NULL;
    *nmoves = 0;
    *variant = "open";
    level_row_ptrs(lv, rows);
    if (g->setup.players > 2 && b->side == 7) {
        /* AbstractPlay's own start there: no set-up moves, no variant but the board's. */
        char ap[BOARD_MAX_CELLS];
        ap_multi_start(g, ap);
        *variant = NULL;
        if (lv->to_move <= 1 && lv->phase <= 1 && board_parse_text(b, rows, lv->nrows, chars, &bad, why, sizeof why) == 0 &&
            !memcmp(ap, chars, (size_t)b->ncells))
            return 0;
        return snprintf(err, errlen, "this game starts from a set-up position, which AbstractPlay records cannot hold "
                                     "(with %d players on hex7 they start from AbstractPlay's own position)",
                        g->setup.players),
               -1;
    }
    int ok = g->setup.players == 2 && lv->to_move <= 1 && lv->phase <= 1 &&
             board_parse_text(b, rows, lv->nrows, chars, &bad, why, sizeof why) == 0;
    for (int c = 0; ok && c < b->ncells; c++) {
        if (chars[c] == '1' || chars[c] == '2') count[chars[c] - '0']++;
        else ok = chars[c] == '.';
    }
    if (!ok || count[1] != 2 || count[2] != 2)
        return snprintf(err, errlen,
                        "this game starts from a set-up position, which AbstractPlay records cannot hold (its "
                        "'open' start is 2 stones of each colour on an empty board, %s to move, 2 players)",
                        g->rules->colour_names[0]),
               -1;
    char setup[MOVE_TEXT_MAX];
    const char *choice[2] = {"pass", NULL};
    char *level = NULL;
    int used = 0, swapped = 0;
    const char *v[1] = {"open"};
    level_t *olv = NULL;
    if (origin && norigin >= 2 && wc_ap_start(g, v, 1, origin, norigin, &level, &used, &swapped, why, sizeof why) == 1 &&
        used == norigin && (olv = level_new()) && level_parse(olv, "origin", level, why, sizeof why) == 0) {
        char ochars[BOARD_MAX_CELLS];
        level_row_ptrs(olv, rows);
        if (board_parse_text(b, rows, olv->nrows, ochars, &bad, why, sizeof why) == 0 &&
            !memcmp(ochars, chars, (size_t)b->ncells)) {
            snprintf(setup, sizeof setup, "%s", origin[0]);
            choice[0] = origin[1];
            choice[1] = used == 3 ? origin[2] : NULL;
        } else {
            used = 0;
        }
    } else {
        used = 0;
    }
    level_free(olv);
    free(level);
    if (!used) {
        size_t at = 0;
        for (int colour = 1; colour <= 2; colour++)
            for (int c = 0; c < b->ncells; c++) {
                if (chars[c] != '0' + colour) continue;
                char cell[16];
                foreign_hex_cell_out(b, c, cell, sizeof cell);
                int w = snprintf(setup + at, sizeof setup - at, "%s%d%s", at ? "," : "", colour, cell);
                if (w > 0) at += (size_t)w;
            }
    }
    int n = choice[1] ? 3 : 2;
    char **out = calloc((size_t)n, sizeof *out);
    if (!out) return snprintf(err, errlen, "out of memory"), -1;
    out[0] = strdup(setup);
    for (int i = 1; i < n; i++) out[i] = strdup(choice[i - 1]);
    for (int i = 0; i < n; i++)
        if (!out[i]) {
            for (int k = 0; k < n; k++) free(out[k]);
            free(out);
            return snprintf(err, errlen, "out of memory"), -1;
        }
    *moves = out;
    *nmoves = n;
    return 0;
}

const game_foreign_t wunchunk_foreign = {
    .ap_name = "wunchunk",
    .ap_setup = wc_ap_setup,
    .ap_variants = wc_ap_variants,
    .ap_pie = 1,
    .ap_move_in = wc_ap_move_in,
    .ap_move_out = wc_ap_move_out,
    .ap_start = wc_ap_start,
    .ap_start_out = wc_ap_start_out,
};
