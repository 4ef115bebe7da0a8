/* Scripted input as SDL events. */
#include "ui/app/script_sdl.h"

#include <string.h>

static SDL_Keycode keycode(const script_out_t *o)
{
    switch (o->key) {
    case UI_KEY_UP: return SDLK_UP;
    case UI_KEY_DOWN: return SDLK_DOWN;
    case UI_KEY_LEFT: return SDLK_LEFT;
    case UI_KEY_RIGHT: return SDLK_RIGHT;
    case UI_KEY_ENTER: return SDLK_RETURN;
    case UI_KEY_SPACE: return SDLK_SPACE;
    case UI_KEY_ESCAPE: return SDLK_ESCAPE;
    case UI_KEY_BACKSPACE: return SDLK_BACKSPACE;
    case UI_KEY_TAB: return SDLK_TAB;
    case UI_KEY_HOME: return SDLK_HOME;
    case UI_KEY_END: return SDLK_END;
    case UI_KEY_PAGEUP: return SDLK_PAGEUP;
    case UI_KEY_PAGEDOWN: return SDLK_PAGEDOWN;
    case UI_KEY_F1: return SDLK_F1;
    case UI_KEY_F11: return SDLK_F11;
    case UI_KEY_F12: return SDLK_F12;
    case UI_KEY_CHAR: return (SDL_Keycode)o->ch;
    default: return SDLK_UNKNOWN;
    }
}

void script_sdl_send(const script_out_t *o, int n, SDL_Window *win, float rx, float ry)
{
    Uint32 id = SDL_GetWindowID(win);
    if (rx <= 0) rx = 1;
    if (ry <= 0) ry = 1;
    for (int i = 0; i < n; i++) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        int x = (int)(o[i].x / rx + 0.5f), y = (int)(o[i].y / ry + 0.5f);
        switch (o[i].kind) {
        case SCRIPT_OUT_MOVE:
            e.type = SDL_MOUSEMOTION;
            e.motion.windowID = id;
            e.motion.x = x;
            e.motion.y = y;
            break;
        case SCRIPT_OUT_DOWN:
        case SCRIPT_OUT_UP:
            e.type = o[i].kind == SCRIPT_OUT_DOWN ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
            e.button.windowID = id;
            e.button.button = o[i].button == 3 ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT;
            e.button.state = o[i].kind == SCRIPT_OUT_DOWN ? SDL_PRESSED : SDL_RELEASED;
            e.button.clicks = 1;
            e.button.x = x;
            e.button.y = y;
            break;
        case SCRIPT_OUT_KEY: {
            Uint16 mod = 0;
            if (o[i].mods & UI_MOD_CTRL) mod |= KMOD_LCTRL;
            if (o[i].mods & UI_MOD_SHIFT) mod |= KMOD_LSHIFT;
            if (o[i].mods & UI_MOD_ALT) mod |= KMOD_LALT;
            e.type = SDL_KEYDOWN;
            e.key.windowID = id;
            e.key.state = SDL_PRESSED;
            e.key.keysym.sym = keycode(&o[i]);
            e.key.keysym.scancode = SDL_GetScancodeFromKey(e.key.keysym.sym);
            e.key.keysym.mod = mod;
            SDL_PushEvent(&e);
            e.type = SDL_KEYUP;
            e.key.state = SDL_RELEASED;
            break;
        }
        }
        SDL_PushEvent(&e);
    }
}
