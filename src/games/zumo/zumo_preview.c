/* Where a Zumo push is chosen on the board and how it is marked before a
 * click (rules->locate, core/preview.h). */
#include "core/preview.h"
#include "games/zumo/zumo.h"

void zumo_locate(const game_t *g, const event_list_t *ev, preview_option_t *o);

static int is(const event_t *e, int sub) { return e->kind == EV_GAME && e->sub == sub; }

void zumo_locate(const game_t *g, const event_list_t *ev, preview_option_t *o)
{
    (void)g;
    if (o->act.kind != ACT_PUSH) return;
    /* The action names the stone's cell after suction; the first push
     * event says where it stands now (units already spent moved it). */
    o->target = o->act.a;
    for (int i = 0; i < ev->n; i++)
        if (is(&ev->ev[i], ZUMO_EV_PUSH) || is(&ev->ev[i], ZUMO_EV_FALL)) {
            o->target = ev->ev[i].cell;
            break;
        }
    /* Where it lands: the last push's end, none once it falls off. */
    int off = 0;
    for (int i = 0; i < ev->n; i++) {
        const event_t *e = &ev->ev[i];
        if (is(e, ZUMO_EV_FALL)) off = 1, o->dest = -1;
        else if (is(e, ZUMO_EV_PUSH) && !off) o->dest = e->cell2;
    }
    /* One ring a pushable stone. */
    o->mark = PREVIEW_MARK_RING;
}
