/* Churn on AbstractPlay (src/core/foreign.h): the game "churn", its boards
 * by variant (none or the default: side 3, hex4, hex5, by id or by a name
 * that states the side, "Hexhex 4 (37 spaces)"; the limping boards do not
 * exist here), one cell a move in AbstractPlay's hexhex names, and its pie. */
#include <stdio.h>
#include <string.h>

#include "core/foreign.h"
#include "games/foreign_hex.h"

/* One variant entry -> the board's side; -1 with a message. */
static int churn_variant(const char *v, int *side, char *err, size_t errlen)
{
    foreign_ap_name_t nm;
    if (!strcmp(v, "hex4")) return *side = 4, 0;
    if (!strcmp(v, "hex5")) return *side = 5, 0;
    if (!strcmp(v, "#board")) return *side = 3, 0;
    foreign_ap_name(v, &nm);
    /* The limping boards by id or by name ("Alternating 3-4 (27 spaces)": three numbers or more). */
    if (!strncmp(v, "limping", 7) || nm.n >= 3)
        return snprintf(err, errlen, "variant '%.60s': Hexarcade has no limping Churn boards", v), -1;
    int n = foreign_ap_hexhex_side(&nm);
    if (n >= 3 && n <= 5) return *side = n, 0;
    if (nm.dflt && nm.n == 0) return *side = 3, 0;
    foreign_ap_unknown("Churn", v, "hex4, hex5, limping-34, limping-335, limping-446", "Hexhex 4 (37 spaces)", err,
                       errlen);
    return -1;
}

static int churn_ap_setup(foreign_game_t *fg, const char *const *v, int nv, int players, char *err, size_t errlen)
{
    int side = 3;
    if (players != 2) return snprintf(err, errlen, "Churn is played by 2, not %d", players), -1;
    for (int i = 0; i < nv; i++)
        if (churn_variant(v[i], &side, err, errlen) != 0) return -1;
    game_setup_default(fg->rules, &fg->setup, 2);
    fg->setup.side = side;
    return fg->pie ? game_setup_parse(fg->rules, &fg->setup, "pie=on", err, errlen) : 0;
}

static int churn_ap_variants(const game_t *g, const char **out, int max, char *err, size_t errlen)
{
    static const char *const names[] = {"hex4", "hex5"};
    int side = g->setup.side;
    if (side < 3 || side > 5) return snprintf(err, errlen, "AbstractPlay has no Churn of side %d", side), -1;
    if (side == 3 || max < 1) return 0;
    out[0] = names[side - 4];
    return 1;
}

static int churn_ap_move_in(const game_t *g, const void *st, const char *text, move_t *m, char *err, size_t errlen)
{
    int len, cell = foreign_hex_cell_in(&g->board, text, &len);
    if (cell < 0 || text[len])
        return snprintf(err, errlen, "no cell '%.20s' on a side-%d board", text, g->setup.side), -1;
    return g->rules->parse(g, st, g->board.cells[cell].name, m, err, errlen);
}

static int churn_ap_move_out(const game_t *g, const void *st, const move_t *m, char *buf, size_t n)
{
    if (m->n < 1 || m->a[0].kind != ACT_PLACE) return -1; /* a swap is the header's pie flag */
    foreign_hex_cell_out(&g->board, m->a[0].a, buf, n);
    return 0;
}

const game_foreign_t churn_foreign = {
    .ap_name = "churn",
    .ap_setup = churn_ap_setup,
    .ap_variants = churn_ap_variants,
    .ap_pie = 1,
    .ap_move_in = churn_ap_move_in,
    .ap_move_out = churn_ap_move_out,
};
