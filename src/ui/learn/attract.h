/* The attract mode: after a while idle on the title, AI-versus-AI games
 * cycle through the games on the board view, with short captions of what
 * happens ("White pushes Black off the edge!", attract_caption.h). Any key,
 * click or pointer movement leaves. attract_screen_new is declared in
 * client.h.
 *
 * The title starts it with an idle timer:
 *     attract_idle_t idle;                        (in the title's struct)
 *     event:   attract_idle_input(&t->idle);
 *     enter:   attract_idle_input(&t->idle);      (back from any screen)
 *     update:  if (attract_idle_tick(&t->idle, dt)) {
 *                  screen_t *a = attract_screen_new(ui, t->sel);
 *                  if (a) screen_push(ui->screens, a);
 *              } */
#ifndef ATTRACT_H
#define ATTRACT_H

#include "ui/platform/client.h"

#define ATTRACT_IDLE_SECONDS 30.0

typedef struct {
    double idle;   /* seconds without input */
} attract_idle_t;

void attract_idle_input(attract_idle_t *t);
/* Counts dt; returns 1 (once, then starts counting again) when the idle
 * time reaches ATTRACT_IDLE_SECONDS. */
int attract_idle_tick(attract_idle_t *t, double dt);

/* Tests. */
int attract_screen_is(const screen_t *s);
const char *attract_game_id(const screen_t *s);
int attract_games_played(const screen_t *s);  /* games started so far */
int attract_moves(const screen_t *s);         /* moves of the game shown */
const char *attract_caption_now(const screen_t *s);

#endif
