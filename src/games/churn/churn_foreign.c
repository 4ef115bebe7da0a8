/* Churn on AbstractPlay (src/core/foreign.h): the game "churn", its boards
 * by variant (none: side 3, hex4, hex5; the limping boards do not exist
 * here), one cell a move in AbstractPlay's hexhex names, and its pie. */
#include <stdio.h>
#include <string.h>

#include "core/foreign.h"
#include "games/foreign_hex.h"

static int churn_ap_setup(const game_rules_t *r, const char *const *v, int nv, int players, game_setup_t *s,
                          char *err, size_t errlen)
{
    int side = 3;
    if (players != 2) return snprintf(err, errlen, "Churn is played by 2, not %d", players), -1;
    for (int i = 0; i < nv; i++) {
        if (!strcmp(v[i], "hex4")) side = 4;
        else if (!strcmp(v[i], "hex5")) side = 5;
        else if (!strncmp(v[i], "limping", 7))
            return snprintf(err, errlen, "variant '%.40s': Hexarcade has no limping Churn boards", v[i]), -1;
        else return snprintf(err, errlen, "variant '%.40s' of Churn is not supported", v[i]), -1;
    }
    game_setup_default(r, s, 2);
    s->side = side;
    return 0;
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
