/* SDL event translation. */
#include "ui/platform/input.h"

#include <string.h>

int input_mods(SDL_Keymod mod)
{
    int m = 0;
    if (mod & KMOD_SHIFT) m |= UI_MOD_SHIFT;
    if (mod & (KMOD_CTRL | KMOD_GUI)) m |= UI_MOD_CTRL;
    if (mod & KMOD_ALT) m |= UI_MOD_ALT;
    return m;
}

static ui_key_t key_of(SDL_Keycode k, int *ch)
{
    *ch = 0;
    switch (k) {
    case SDLK_UP: case SDLK_KP_8: return UI_KEY_UP;
    case SDLK_DOWN: case SDLK_KP_2: return UI_KEY_DOWN;
    case SDLK_LEFT: case SDLK_KP_4: return UI_KEY_LEFT;
    case SDLK_RIGHT: case SDLK_KP_6: return UI_KEY_RIGHT;
    case SDLK_RETURN: case SDLK_RETURN2: case SDLK_KP_ENTER: return UI_KEY_ENTER;
    case SDLK_SPACE: return UI_KEY_SPACE;
    case SDLK_ESCAPE: case SDLK_AC_BACK: return UI_KEY_ESCAPE;
    case SDLK_BACKSPACE: return UI_KEY_BACKSPACE;
    case SDLK_TAB: return UI_KEY_TAB;
    case SDLK_HOME: return UI_KEY_HOME;
    case SDLK_END: return UI_KEY_END;
    case SDLK_PAGEUP: return UI_KEY_PAGEUP;
    case SDLK_PAGEDOWN: return UI_KEY_PAGEDOWN;
    case SDLK_F1: return UI_KEY_F1;
    case SDLK_F11: return UI_KEY_F11;
    case SDLK_F12: return UI_KEY_F12;
    default: break;
    }
    if ((k >= SDLK_a && k <= SDLK_z) || (k >= SDLK_0 && k <= SDLK_9)) {
        *ch = (int)k;
        return UI_KEY_CHAR;
    }
    return UI_KEY_NONE;
}

/* Gamepad buttons as the keys they stand for: the d-pad moves the cursor,
 * A acts, B takes back, X confirms, Y asks a hint, the shoulders jump
 * between legal targets, Back cycles the Wunchunk colour, Start pauses. */
static int pad_button(Uint8 b, ui_event_t *out)
{
    out->kind = UI_EV_KEY;
    switch (b) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: out->key = UI_KEY_UP; break;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: out->key = UI_KEY_DOWN; break;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: out->key = UI_KEY_LEFT; break;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: out->key = UI_KEY_RIGHT; break;
    case SDL_CONTROLLER_BUTTON_A: out->key = UI_KEY_ENTER; break;
    case SDL_CONTROLLER_BUTTON_B: out->key = UI_KEY_BACKSPACE; break;
    case SDL_CONTROLLER_BUTTON_START: out->key = UI_KEY_ESCAPE; break;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: out->key = UI_KEY_TAB, out->mods = UI_MOD_SHIFT; break;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: out->key = UI_KEY_TAB; break;
    case SDL_CONTROLLER_BUTTON_X: out->key = UI_KEY_CHAR, out->ch = 'e'; break;
    case SDL_CONTROLLER_BUTTON_Y: out->key = UI_KEY_CHAR, out->ch = 'h'; break;
    case SDL_CONTROLLER_BUTTON_BACK: out->key = UI_KEY_CHAR, out->ch = 'c'; break;
    default: return 0;
    }
    return 1;
}

int input_translate(const SDL_Event *e, float ratio_x, float ratio_y, ui_event_t *out)
{
    memset(out, 0, sizeof *out);
    switch (e->type) {
    case SDL_KEYDOWN:
        out->key = key_of(e->key.keysym.sym, &out->ch);
        if (out->key == UI_KEY_NONE) return 0;
        out->kind = UI_EV_KEY;
        out->mods = input_mods((SDL_Keymod)e->key.keysym.mod);
        out->repeat = e->key.repeat != 0;
        return 1;
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID) return 0;
        out->kind = UI_EV_POINTER_MOVE;
        out->x = (float)e->motion.x * ratio_x;
        out->y = (float)e->motion.y * ratio_y;
        return 1;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        out->kind = e->type == SDL_MOUSEBUTTONDOWN ? UI_EV_POINTER_DOWN : UI_EV_POINTER_UP;
        out->x = (float)e->button.x * ratio_x;
        out->y = (float)e->button.y * ratio_y;
        out->button = e->button.button == SDL_BUTTON_LEFT ? 1 : e->button.button == SDL_BUTTON_MIDDLE ? 2
                    : e->button.button == SDL_BUTTON_RIGHT ? 3 : e->button.button;
        return 1;
    case SDL_MOUSEWHEEL: {
        float w = e->wheel.preciseY;
        if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) w = -w;
        if (w == 0.0f) return 0;
        out->kind = UI_EV_WHEEL;
        out->wheel = w;
        return 1;
    }
    case SDL_CONTROLLERBUTTONDOWN:
        return pad_button(e->cbutton.button, out);
    case SDL_WINDOWEVENT:
        if (e->window.event != SDL_WINDOWEVENT_LEAVE) return 0;
        out->kind = UI_EV_POINTER_LEAVE;
        return 1;
    default:
        return 0;
    }
}
