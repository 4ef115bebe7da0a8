/* Where an Uknight leap or throw is chosen on the board and how it is
 * marked before a click (rules->locate, core/preview.h). */
#include "core/preview.h"

void uknight_locate(const game_t *g, const event_list_t *ev, preview_option_t *o);

void uknight_locate(const game_t *g, const event_list_t *ev, preview_option_t *o)
{
    (void)g, (void)ev;
    switch (o->act.kind) {
    case ACT_MOVE:
        o->source = o->act.a;
        o->target = o->act.b;
        break;
    case ACT_THROW:
        /* The selected piece's throw lines, to where the axe stops. */
        o->source = o->act.a;
        o->target = o->act.n;
        o->mark = PREVIEW_MARK_LINE;
        return;
    default: break;
    }
    /* A placement or leap that makes an axe. */
    if (o->flags & PREVIEW_BADGE) o->mark = PREVIEW_MARK_STAR;
}
