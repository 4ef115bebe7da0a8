/* The same clicks on every screen that plays moves (the play screen, the
 * analysis board, lessons, puzzles): each goes through the mid-end
 * (src/core/match.h), so each answers a click sequence the same way. A
 * screen is given by its accessors; the trace says what each step did.
 * Linked into the tests/test_ui*.c programs only. */
#ifndef UILIB_TURNS_H
#define UILIB_TURNS_H

#include "core/game.h"
#include "core/session.h"
#include "uilib_fixture.h"

typedef struct {
    int (*locate)(screen_t *s, ui_t *ui, const char *name, float *x, float *y);
    const session_t *(*session)(screen_t *s);
    const char *(*message)(screen_t *s);
} uiturn_screen_t;

/* The trace every screen gives for uiturn_confirm_trace. */
#define UITURN_CONFIRM_TRACE "held dropped held played"

/* The name of a board target whose click would make the turn whole at the
 * session's position (after the button action `first`, when not NULL),
 * into name; -1 when there is none. */
int uiturn_finishing_target(const session_t *s, const action_t *first, char *name, size_t n);
/* With "Confirm move" on, on the screen on top: a click on target, Backspace,
 * the click again, and again; what each did ("held", "dropped", "played",
 * "undone", "refused: ...") into trace, space-separated. */
void uiturn_confirm_trace(uifx_t *f, const uiturn_screen_t *sc, const char *target, char *trace, size_t n);
/* With it on: a click on target, then E (the Confirm key): "held played". */
void uiturn_confirm_key_trace(uifx_t *f, const uiturn_screen_t *sc, const char *target, char *trace, size_t n);
/* With it off: what one click on target did ("played", ...). */
void uiturn_plain_click(uifx_t *f, const uiturn_screen_t *sc, const char *target, char *trace, size_t n);

#endif
