/* SDL events to ui events: keys to ui_key_t, pointer positions from window
 * points to output pixels (hi-DPI). */
#ifndef INPUT_H
#define INPUT_H

#include <SDL.h>

#include "ui/platform/ui.h"

/* ratio_x/ratio_y: output pixels per window point. Returns 1 and fills out
 * when the event means something to screens, else 0. */
int input_translate(const SDL_Event *e, float ratio_x, float ratio_y, ui_event_t *out);
int input_mods(SDL_Keymod mod);

#endif
