/* Event actors: each event of the beat under way draws its own moment,
 * from its progress u (0..1) on the timeline. The cells an actor starts
 * from are left empty at rest (bscene.c), so the actor draws the piece; a
 * piece's kind is read from the board as the beat began. Every actor draws
 * the same picture for the same u whichever way the clock runs (undo). */
#include "ui/board/bview_int.h"

void bv_actors_draw(bview_t *bv, canvas_t *c, int pass)
{
    const anim_t *a = &bv->anim;
    if (!a->running) return;
    /* A game's own verbs are its presenter's to draw. */
    const game_present_t *pr = bv_presenter(bv);
    present_board_t pb;
    if (pr) bv_present_board(bv, &pb);
    for (int i = 0; i < a->n; i++) {
        const event_t *e = &a->ev[i];
        int current = i >= bv->scene.first && i < bv->scene.last;
        /* A game's verb may stay up after its beat (a count being spent). */
        if (!current) {
            if (e->kind == EV_GAME && pr && pr->linger && anim_started(a, i, a->clock)) pr->linger(&pb, c, i, e, pass);
            continue;
        }
        float u = anim_progress(a, i);
        if (pr && pr->draw_shared && pr->draw_shared(&pb, c, i, e, u, pass)) continue;
        switch (e->kind) {
        case EV_GAME: if (pr && pr->draw) pr->draw(&pb, c, i, e, u, pass); break;
        case EV_GROUP: if (pass < 2) bv_act_group(bv, c, i, e, u, pass); break;
        case EV_CHAIN: if (pass < 2) bv_act_chain(bv, c, e, u, pass); break;
        case EV_PLACE: if (pass == 1) bv_act_place(bv, c, e, u); break;
        case EV_REMOVE: if (pass == 1) bv_act_remove(bv, c, i, e, u); break;
        case EV_PASS: case EV_SWAP: case EV_WIN:
            if (pass == 2) bv_act_banner(bv, c, e, u);
            break;
        default: break;
        }
    }
}
