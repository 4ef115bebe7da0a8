/* What ConHex previews show beyond the events (fields: src/contract/preview.h):
 * how close each unclaimed cell is to being claimed. */
#include "games/conhex/conhex.h"
#include "contract/preview.h"

static int progress(const game_t *g, const void *st, int cell, int player, int *need)
{
    const conhex_state_t *s = st;
    if (cell < 0 || cell >= NC || player < 1 || player > 2 || s->owner[cell]) return -1;
    *need = g->board.cells[cell].need;
    return conhex_pegs(&g->board, s, player, cell);
}

const game_preview_t conhex_preview = {.progress = progress};
