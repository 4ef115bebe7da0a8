/* The screen-stack fixture of the UI tests: a ui, its screens and a client
 * drawing on a recording canvas at 1280x720 (SDL's dummy drivers: no
 * window), driven by simulated time and ui events.
 *
 *     cmocka_unit_test_setup_teardown(test_x, uifx_setup, uifx_teardown)
 *     uifx_t *f = *state;
 *     uifx_start(f, "churn", "", "human", "easy");
 *     uifx_send(f, &ev);
 *     uifx_settle(f, my_busy);
 * Linked into the tests/test_ui*.c programs only. */
#ifndef UILIB_FIXTURE_H
#define UILIB_FIXTURE_H

#include <stdint.h>

#include "core/match.h"
#include "core/session.h"
#include "draw/canvas_rec.h"
#include "ui/app/client.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

typedef struct {
    ui_t ui;
    screen_stack_t ss;
    client_t cl;
    canvas_rec_t *rec;
    canvas_t c;
    char tmpdir[256]; /* uifx_setup_saves's folder, "" without one */
} uifx_t;

int uifx_setup(void **state);
int uifx_teardown(void **state);
/* uifx_setup with a fresh temp folder named from stem (f->tmpdir) as the
 * client's saves folder, data from ".", script mode and SDL's video (the
 * clipboard); its teardown removes the folder. Wrap in a setup of one line:
 *     static int setup(void **s) { return uifx_setup_saves(s, "hexx."); } */
int uifx_setup_saves(void **state, const char *stem);
int uifx_teardown_saves(void **state);

/* A fresh temp folder named from stem into root (n bytes), with
 * XDG_CONFIG_HOME and XDG_DATA_HOME set to its config/ and data/ (the
 * client makes them); fails the test when it cannot be made. */
void uifx_dirs_open(char *root, size_t n, const char *stem);
/* Removes root and unsets the XDG variables; the status of the removal
 * (0: gone). */
int uifx_dirs_close(const char *root);

/* A world: the fixture's real client (client_init) over fresh config and
 * data folders in a temp folder `root` named from stem (XDG_CONFIG_HOME and
 * XDG_DATA_HOME point there), the record file's path in it. */
typedef struct {
    uifx_t *f;
    char root[512];
    char record_path[700];
} uifx_world_t;

/* Opens the world over *state's fixture; `record`, when not NULL, is
 * written first as the record file; then `steps` undrawn steps of time
 * (some time on the clock: the play screen dates a game loaded over back
 * by the banner's time). */
void uifx_world_open(uifx_world_t *w, void **state, const char *stem, const char *record, int steps);
/* Clears the screens, removes the folder and the XDG variables. */
void uifx_world_close(uifx_world_t *w);

double uifx_now(void);   /* monotonic seconds */
void uifx_nap(void);     /* a millisecond, for the AI's thread */

screen_t *uifx_top(uifx_t *f);
/* The play screen (under any screens over it) and its session, or NULL. */
screen_t *uifx_play(uifx_t *f);
session_t *uifx_session(uifx_t *f);

/* One frame on the recording canvas (cleared first). */
void uifx_render(uifx_t *f);
/* n fixed steps of simulated time, rendering every 30th when draw. */
void uifx_steps(uifx_t *f, int n, int draw);
/* Hands the event to the screens and applies their requests (no time). */
void uifx_event(uifx_t *f, const ui_event_t *ev);
/* uifx_event, then two drawn steps. */
void uifx_send(uifx_t *f, const ui_event_t *ev);
/* Pointer moved to (x, y), pressed and released there. */
void uifx_click_at(uifx_t *f, float x, float y);
void uifx_key(uifx_t *f, ui_key_t k, int ch, int mods);
/* Pushes s (asserted non-NULL), applies and renders. */
void uifx_push(uifx_t *f, screen_t *s);
/* A play screen for a new game of id with set-up words and seats 1 and 2. */
void uifx_start(uifx_t *f, const char *id, const char *words, const char *s1, const char *s2);
/* Steps (with naps, for the AI's thread) while busy(f) says something is
 * under way; fails after 60 s. */
void uifx_settle(uifx_t *f, int (*busy)(uifx_t *f));

/* A new game of r at its default set-up with r's fewest players, data from
 * the current folder; fails the test when it cannot be made. */
session_t *uifx_new_session(const game_rules_t *r);

/* One random whole turn through the turn builder t (no swap; a pass only
 * when nothing else is legal), played in s; -1 when the game is over or no
 * turn was made. */
int uifx_random_turn(session_t *s, match_t *t, rng_t *rng);
/* At most `turns` random whole turns in s from a generator seeded with
 * seed, until the game is over or no turn is made. */
void uifx_play_random(session_t *s, int turns, uint64_t seed);
/* Exactly `turns` random whole turns in s (seeded with seed), each asserted
 * to be made. */
void uifx_play_turns(session_t *s, int turns, uint64_t seed);

#endif
