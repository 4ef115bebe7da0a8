/* How a Zumo turn is played through the mid-end (src/core/match.h). */
#include "core/match.h"
#include "games/zumo/zumo.h"

/* A push is picked on the stone it moves now (the action names where the
 * line's first opposing stone stood after suction, not where a unit
 * already spent has moved it): the push is tried on the copy and its
 * event says where the stone stands and where it goes. */
static void locate(const game_t *g, void *scratch, const action_t *a, int16_t *target, int16_t *source, int16_t *dest)
{
    (void)source;
    if (a->kind != ACT_PUSH) return;
    *target = a->a;
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    if (g->rules->act(g, scratch, a, &ev, err, sizeof err) == 0)
        for (int i = 0; i < ev.n; i++)
            if (ev.ev[i].kind == EV_GAME && ev.ev[i].sub == ZUMO_EV_PUSH) {
                *target = (int16_t)ev.ev[i].cell;
                *dest = (int16_t)ev.ev[i].cell2;
                break;
            }
    event_list_free(&ev);
}

/* A turn with pushes waits for its confirmation: a push may still be
 * taken back. A lone placement with no energy to spend ends by itself. */
static int end_waits(const game_t *g, const action_t *acts, int n)
{
    (void)g;
    for (int i = 0; i < n; i++)
        if (acts[i].kind == ACT_PUSH) return 1;
    return 0;
}

const game_turn_t zumo_turn = {.locate = locate, .end_waits = end_waits};
