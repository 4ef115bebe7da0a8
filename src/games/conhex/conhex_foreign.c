/* ConHex on other sites (src/core/foreign.h).
 *
 * AbstractPlay ("conhex", its default 11x11 board; its size-15 board
 * does not exist here): holes are lower case with the
 * numbers counted from the other edge, AP <l><n> = Hexarcade <L><12-n>
 * (a11 = A1, k1 = K11); its first player owns the top and bottom, Blue
 * here; its pie is a header flag (a swap here).
 *
 * Little Golem (VA[CONHEX]): holes in Hexarcade's names; its swap is a piece
 * swap: the first peg becomes Red's, reflected across the diagonal, and
 * Blue moves again. Here a swap exchanges the seats instead, so every hole
 * after it is the reflection (X<n> <-> letter(n)<index(X)+1>). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/foreign.h"

#define CH_LINES 11

static int ch_ap_setup(foreign_game_t *fg, const char *const *v, int nv, int players, char *err, size_t errlen)
{
    if (players != 2) return snprintf(err, errlen, "ConHex is played by 2, not %d", players), -1;
    for (int i = 0; i < nv; i++) {
        /* The board group: its default, 11x11 ("Default board: 11x11" in
         * any language, or the bare default label), or size-15. */
        foreign_ap_name_t nm;
        foreign_ap_name(v[i], &nm);
        if (!strcmp(v[i], "#board") || (nm.n == 0 && nm.dflt) || (nm.n >= 1 && nm.n <= 2 && nm.num[0] == 11 &&
                                                                   nm.num[nm.n - 1] == 11))
            continue;
        if (!strcmp(v[i], "size-15") || (nm.n >= 1 && nm.num[0] == 15))
            return snprintf(err, errlen, "variant '%.60s': Hexarcade plays ConHex on the 11x11 board only", v[i]), -1;
        foreign_ap_unknown("ConHex", v[i], "size-15", "Default board: 11x11", err, errlen);
        return -1;
    }
    game_setup_default(fg->rules, &fg->setup, 2);
    return fg->pie ? game_setup_parse(fg->rules, &fg->setup, "pie=on", err, errlen) : 0;
}

static int ch_ap_variants(const game_t *g, const char **out, int max, char *err, size_t errlen)
{
    return 0;
}

/* A hole's letter and number (1-based) from its Hexarcade name. */
static void hole_of(const game_t *g, int site, int *col, int *num)
{
    const char *name = g->board.sites[site].name;
    *col = toupper((unsigned char)name[0]) - 'A';
    *num = 0;
    for (const char *p = name + 1; isdigit((unsigned char)*p); p++) *num = *num * 10 + (*p - '0');
}

static int place_at(const game_t *g, const void *st, int col, int num, const char *text, move_t *m, char *err,
                    size_t errlen)
{
    char name[16];
    if (col < 0 || col >= CH_LINES || num < 1 || num > CH_LINES || g->board.site_index[col][num - 1] < 0)
        return snprintf(err, errlen, "no hole '%.20s' on the ConHex board", text), -1;
    snprintf(name, sizeof name, "%s", g->board.sites[g->board.site_index[col][num - 1]].name);
    return g->rules->parse(g, st, name, m, err, errlen);
}

/* Letter then 1-2 digits, the whole text; -1 otherwise. */
static int split_hole(const char *text, int *col, int *num)
{
    if (!isalpha((unsigned char)text[0]) || !isdigit((unsigned char)text[1])) return -1;
    int i = 1, n = 0;
    while (isdigit((unsigned char)text[i]) && i < 3) n = n * 10 + (text[i++] - '0');
    if (text[i]) return -1;
    *col = tolower((unsigned char)text[0]) - 'a';
    *num = n;
    return 0;
}

static int ch_ap_move_in(const game_t *g, const void *st, const char *text, move_t *m, char *err, size_t errlen)
{
    int col, num;
    if (!islower((unsigned char)text[0]) || split_hole(text, &col, &num))
        return snprintf(err, errlen, "expected a hole such as f6, found '%.20s'", text), -1;
    return place_at(g, st, col, CH_LINES + 1 - num, text, m, err, errlen);
}

static int ch_ap_move_out(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    int col, num;
    if (m->n < 1 || m->a[0].kind != ACT_PLACE) return -1;
    hole_of(g, m->a[0].a, &col, &num);
    snprintf(buf, n, "%c%d", 'a' + col, CH_LINES + 1 - num);
    return 0;
}

static int ch_lg_move_in(const game_t *g, const void *st, const char *text, move_t *m, char *err, size_t errlen)
{
    int col, num;
    if (!strcmp(text, "swap")) return g->rules->parse(g, st, "swap", m, err, errlen);
    if (!isupper((unsigned char)text[0]) || split_hole(text, &col, &num))
        return snprintf(err, errlen, "expected a hole such as F6 or swap, found '%.20s'", text), -1;
    if (game_head(st)->swapped) return place_at(g, st, num - 1, col + 1, text, m, err, errlen);
    return place_at(g, st, col, num, text, m, err, errlen);
}

static int ch_lg_move_out(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    int col, num;
    if (m->n >= 1 && m->a[0].kind == ACT_SWAP) return snprintf(buf, n, "swap"), 0;
    if (m->n < 1 || m->a[0].kind != ACT_PLACE) return -1;
    hole_of(g, m->a[0].a, &col, &num);
    if (game_head(st)->swapped) snprintf(buf, n, "%c%d", 'A' + num - 1, col + 1);
    else snprintf(buf, n, "%c%d", 'A' + col, num);
    return 0;
}

const game_foreign_t conhex_foreign = {
    .ap_name = "conhex",
    .ap_setup = ch_ap_setup,
    .ap_variants = ch_ap_variants,
    .ap_pie = 1,
    .ap_move_in = ch_ap_move_in,
    .ap_move_out = ch_ap_move_out,
    .lg_name = "CONHEX",
    .lg_move_in = ch_lg_move_in,
    .lg_move_out = ch_lg_move_out,
};
