/* A small board picture for the menus: a position (a level file, a game
 * after some random turns, or a session) drawn by the board view. A level
 * with scripted moves replays them in a loop, animated, so a rules page can
 * show a move happening. No SDL. */
#ifndef DIAGRAM_H
#define DIAGRAM_H

#include "core/game.h"
#include "core/session.h"
#include "core/settings.h"
#include "draw/canvas.h"
#include "ui/platform/ui.h"

typedef struct diagram diagram_t;

/* The level's position, then its "move:" lines replayed in a loop. NULL
 * with a message (file:line) when the level or a move is refused. */
diagram_t *diagram_from_level(const char *path, const char *data_dir, char *err, size_t errlen);
/* The standard start of a set-up after `turns` random turns (seeded: the
 * same picture every time); it stops early rather than show a finished game. */
diagram_t *diagram_random(const game_rules_t *r, const game_setup_t *setup, const char *data_dir,
                          int turns, uint64_t seed, char *err, size_t errlen);
/* A session's current position (the session is owned from here on). */
diagram_t *diagram_from_session(session_t *s, char *err, size_t errlen);
void diagram_free(diagram_t *d);

/* The player's view settings (orientation, palette, coordinates, speed);
 * coordinates are off unless `coords` asks for them (pictures stay clean). */
void diagram_apply_settings(diagram_t *d, const settings_t *s, int coords);
/* Highlight where the player to move may place (rules pages). */
void diagram_show_targets(diagram_t *d, int on);

void diagram_update(diagram_t *d, double dt);
/* 1 while a scripted move plays out (its screen draws every frame then);
 * between moves only the pieces' ambient motion goes on. NULL: 0. */
int diagram_animating(const diagram_t *d);
void diagram_draw(diagram_t *d, const ui_t *ui, canvas_t *c, canvas_rect_t r);
const session_t *diagram_session(const diagram_t *d);

#endif
