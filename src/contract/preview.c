/* The common side of the preview tables (src/contract/preview.h). */
#include "contract/preview.h"

const game_preview_t *game_preview_of(const game_rules_t *r)
{
    static const game_preview_t none = {0};
    return r && r->preview ? r->preview : &none;
}

int game_cell_progress(const game_t *g, const void *st, int cell, int player, int *need)
{
    const game_preview_t *p = game_preview_of(g->rules);
    int dummy;
    if (!need) need = &dummy;
    *need = 0;
    return p->progress ? p->progress(g, st, cell, player, need) : -1;
}

int game_turn_budget(const game_t *g, const void *st, int *total)
{
    const game_preview_t *p = game_preview_of(g->rules);
    int dummy;
    if (!total) total = &dummy;
    *total = 0;
    return p->budget ? p->budget(g, st, total) : -1;
}
