/* The sound-check scene: a turn that sounds most of the bank, which the
 * sound tools record and the tests check. It belongs to a game (its learn
 * table's sound_scene and sound_move: today a Zumo push turn that places,
 * sucks in, evaporates, pushes, shatters and falls); the first registered
 * game with one is used. */
#ifndef SFXSCENE_H
#define SFXSCENE_H

#include <stddef.h>

#include "audio/sfxplan.h"
#include "core/event.h"

/* The scene's own move and game name, or NULL when no registered game has
 * a scene. */
const char *sfxscene_move(void);
const char *sfxscene_game_name(void);

/* Fills ev (initialised by the caller) with the events of `move` (NULL:
 * the scene's own move) played by the game's engine from the scene's
 * position, and pan (may be NULL) from its board. 0, or -1 with a message
 * (no scene, an illegal move, out of memory). */
int sfxscene_play(const char *move, event_list_t *ev, sfxplan_pan_t *pan, char *err, size_t errlen);

#endif
