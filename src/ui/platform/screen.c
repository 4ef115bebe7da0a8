/* The screen stack. */
#include "ui/platform/screen.h"

#include <string.h>

enum { OP_PUSH, OP_POP, OP_REPLACE };

void screen_stack_init(screen_stack_t *ss) { memset(ss, 0, sizeof *ss); }

static void destroy(screen_t *s)
{
    if (s && s->ops->destroy) s->ops->destroy(s);
}

void screen_stack_clear(screen_stack_t *ss)
{
    while (ss->n > 0) destroy(ss->items[--ss->n]);
    for (int i = 0; i < ss->npending; i++) destroy(ss->pending[i].s);
    ss->npending = 0;
    ss->nheld = 0;
    ss->held_by = NULL;
}

static int queue(screen_stack_t *ss, int kind, screen_t *s)
{
    if (ss->npending >= SCREEN_STACK_MAX) {
        destroy(s);
        return -1;
    }
    ss->pending[ss->npending].kind = kind;
    ss->pending[ss->npending].s = s;
    ss->npending++;
    return 0;
}

int screen_push(screen_stack_t *ss, screen_t *s) { return s ? queue(ss, OP_PUSH, s) : -1; }
int screen_pop(screen_stack_t *ss) { return queue(ss, OP_POP, NULL); }
int screen_replace(screen_stack_t *ss, screen_t *s) { return s ? queue(ss, OP_REPLACE, s) : -1; }

static void apply_changes(screen_stack_t *ss, ui_t *ui)
{
    if (!ss->npending) return;
    for (int i = 0; i < ss->npending; i++) {
        int kind = ss->pending[i].kind;
        screen_t *s = ss->pending[i].s;
        if ((kind == OP_POP || kind == OP_REPLACE) && ss->n > 0) destroy(ss->items[--ss->n]);
        if (kind == OP_PUSH || kind == OP_REPLACE) {
            if (ss->n < SCREEN_STACK_MAX) ss->items[ss->n++] = s;
            else destroy(s);
        }
    }
    ss->npending = 0;
    ss->changes++;
    screen_t *top = screen_top(ss);
    if (top && top->ops->enter) top->ops->enter(top, ui);
}

/* Is the screen that held keys still on top and handing over? */
static int still_handing_over(const screen_stack_t *ss)
{
    screen_t *top = screen_top(ss);
    if (!top || top != ss->held_by || !top->ops->handing_over) return 0;
    return top->ops->handing_over(top, &ss->held[0]);
}

void screen_stack_apply(screen_stack_t *ss, ui_t *ui)
{
    apply_changes(ss, ui);
    /* The hand-over is done (a new screen arrived, or the old one gave up
     * handing over): the held keys go to the screen on top, in order,
     * each one's changes applied before the next. */
    while (ss->nheld > 0 && !still_handing_over(ss)) {
        ui_event_t ev = ss->held[0];
        ev.held = 1;
        ss->nheld--;
        memmove(ss->held, ss->held + 1, sizeof ss->held[0] * (size_t)ss->nheld);
        if (!ss->nheld) ss->held_by = NULL;
        screen_t *top = screen_top(ss);
        if (top && top->ops->event) top->ops->event(top, ui, &ev);
        apply_changes(ss, ui);
    }
}

screen_t *screen_top(const screen_stack_t *ss) { return ss->n ? ss->items[ss->n - 1] : NULL; }

int screen_stack_covers(const screen_stack_t *ss, const screen_t *was_top)
{
    screen_t *top = screen_top(ss);
    if (!top || !was_top || top == was_top || !top->ops->opaque) return 0;
    for (int i = 0; i + 1 < ss->n; i++)
        if (ss->items[i] == was_top) return 1;
    return 0;
}

int screen_stack_shown(screen_stack_t *ss)
{
    if (ss->shown_known && ss->shown_changes == ss->changes) return 0;
    ss->shown_known = 1;
    ss->shown_changes = ss->changes;
    return 1;
}

/* A key meant for another screen: pressed before the top screen was on the
 * window (the player still saw the one before: the last move's Enter, a
 * hint's H), or a repeat of a key held since a press another screen got.
 * A result seen for a moment and gone to a rematch was such a key. */
static int stale_key(const screen_stack_t *ss, const ui_event_t *ev)
{
    if (!ss->shown_known) return 0;
    if (ss->shown_changes != ss->changes) return 1; /* not on the window yet */
    if (ev->repeat) return ss->press_changes != ss->changes || ss->press_key != ev->key || ss->press_ch != ev->ch;
    return ev->early;
}

void screen_stack_event(screen_stack_t *ss, ui_t *ui, const ui_event_t *ev)
{
    screen_t *top = screen_top(ss);
    if (!top) return;
    if (ev->kind == UI_EV_KEY && !ev->held) {
        if (stale_key(ss, ev)) {
            ss->dropped++;
            return;
        }
        if (!ev->repeat) {
            ss->press_changes = ss->changes;
            ss->press_key = ev->key;
            ss->press_ch = ev->ch;
        }
    }
    if (ev->kind == UI_EV_KEY && top->ops->handing_over && top->ops->handing_over(top, ev)) {
        if (ss->nheld < SCREEN_HELD_MAX) {
            ss->held[ss->nheld++] = *ev;
            ss->held_by = top;
        }
        return;
    }
    if (top->ops->event) top->ops->event(top, ui, ev);
}

void screen_stack_update(screen_stack_t *ss, ui_t *ui, double dt)
{
    screen_t *top = screen_top(ss);
    if (top && top->ops->update) top->ops->update(top, ui, dt);
}

/* The lowest screen drawn: the highest opaque one (overlays draw over it). */
static int first_drawn(const screen_stack_t *ss)
{
    int from = ss->n - 1;
    while (from > 0 && !ss->items[from]->ops->opaque) from--;
    return from < 0 ? 0 : from;
}

int screen_stack_ready(screen_stack_t *ss, ui_t *ui, canvas_t *c)
{
    int ready = 1;
    for (int i = first_drawn(ss); i < ss->n; i++)
        if (ss->items[i]->ops->ready && !ss->items[i]->ops->ready(ss->items[i], ui, c)) ready = 0;
    return ready;
}

screen_motion_t screen_stack_motion(const screen_stack_t *ss, const ui_t *ui)
{
    screen_motion_t m = SCREEN_STILL;
    for (int i = first_drawn(ss); i < ss->n; i++) {
        const screen_t *s = ss->items[i];
        screen_motion_t k = s->ops->motion ? s->ops->motion(s, ui) : SCREEN_MOVING;
        if (k > m) m = k;
    }
    return m;
}

void screen_stack_render(screen_stack_t *ss, ui_t *ui, canvas_t *c, double alpha)
{
    for (int i = first_drawn(ss); i < ss->n; i++)
        if (ss->items[i]->ops->render) ss->items[i]->ops->render(ss->items[i], ui, c, alpha);
}
