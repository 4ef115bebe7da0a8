/* Scripted input into the real window: script_tick's output as SDL events
 * (key presses with their modifiers, pointer motion and clicks in window
 * points), queued so they take the same path as a person's input. */
#ifndef SCRIPT_SDL_H
#define SCRIPT_SDL_H

#include <SDL.h>

#include "ui/app/script.h"

/* rx, ry: output pixels per window point. */
void script_sdl_send(const script_out_t *o, int n, SDL_Window *win, float rx, float ry);

#endif
