/* The shell state every screen sees (no SDL): output size and UI scale, the
 * simulation clock, the pointer, requests to the app (quit, full screen),
 * the screen stack, and input events already translated from SDL (input.c),
 * so screens can be driven by tests, scripts and gamepads alike. */
#ifndef UI_H
#define UI_H

#include <stdint.h>

#define UI_DESIGN_W 1280.0f   /* layouts are designed at 1280x720 and scaled */
#define UI_DESIGN_H 720.0f

typedef enum {
    UI_EV_NONE,
    UI_EV_KEY,            /* key pressed (repeat set on auto-repeat) */
    UI_EV_POINTER_MOVE,   /* x, y in output pixels */
    UI_EV_POINTER_DOWN,   /* button 1 left, 2 middle, 3 right */
    UI_EV_POINTER_UP,
    UI_EV_POINTER_LEAVE,  /* the pointer left the window */
    UI_EV_WHEEL           /* wheel > 0: away from the user */
} ui_event_kind_t;

typedef enum {
    UI_KEY_NONE,
    UI_KEY_UP, UI_KEY_DOWN, UI_KEY_LEFT, UI_KEY_RIGHT,
    UI_KEY_ENTER, UI_KEY_SPACE, UI_KEY_ESCAPE, UI_KEY_BACKSPACE, UI_KEY_TAB,
    UI_KEY_HOME, UI_KEY_END, UI_KEY_PAGEUP, UI_KEY_PAGEDOWN,
    UI_KEY_F1, UI_KEY_F11, UI_KEY_F12,
    UI_KEY_CHAR           /* a letter or digit: ch holds it in lower case */
} ui_key_t;

enum { UI_MOD_SHIFT = 1, UI_MOD_CTRL = 2, UI_MOD_ALT = 4 };

typedef struct {
    ui_event_kind_t kind;
    ui_key_t key;
    int ch;
    int mods;
    int repeat;
    int held;             /* typed while the screens changed hands (the win
                             banner): delivered late to the screen that came */
    int early;            /* keys: typed before the screens on the window
                             were first shown (waiting to be read when their
                             first frame went up: screen_stack_shown) */
    float x, y;
    int button;
    float wheel;
} ui_event_t;

struct screen_stack;
struct ui;

typedef struct ui {
    int width, height;        /* output pixels */
    float scale;              /* output pixels per design pixel */
    double time;              /* simulated seconds since start */
    double step;              /* seconds per update (1/120) */
    long frame;               /* frames rendered */
    float mouse_x, mouse_y;
    int mouse_in;
    int quit;                 /* set to end the app */
    int fullscreen;           /* the window is full screen now */
    int toggle_fullscreen;    /* set to ask the app to toggle it */
    int gfx_lost;             /* counts renderer resets: canvas images must
                                 be made again when it changes */
    struct screen_stack *screens;
    const char *data_dir;
    int game_index;           /* the game picked by --game, or -1 */
    /* What choosing a game on the title does; NULL until the game screens
     * exist (the title then only keeps the selection). */
    void (*choose_game)(struct ui *ui, int game_index);
    void *app;                /* the platform layer (opaque) */
    struct client *client;    /* the game client's shared state (client.h) */
} ui_t;

void ui_init(ui_t *ui, int width, int height);
/* New output size: recomputes scale = min(w / 1280, h / 720). */
void ui_resize(ui_t *ui, int width, int height);
/* The time to draw at: the simulation time plus the leftover fraction of a
 * step (alpha from the fixed-timestep loop). */
static inline double ui_render_time(const ui_t *ui, double alpha) { return ui->time + alpha * ui->step; }
/* Design pixels to output pixels. */
static inline float ui_px(const ui_t *ui, float design) { return design * ui->scale; }

#endif
