/* The app shell and main loop. */
#include "ui/app/app.h"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "draw/theme.h"
#include "ui/app/icon.h"
#include "ui/app/nav.h"
#include "ui/app/script.h"
#include "ui/app/script_sdl.h"
#include "ui/platform/canvas_sdl.h"
#include "ui/platform/font.h"
#include "ui/platform/gpu.h"
#include "ui/platform/input.h"
#include "ui/platform/pacer.h"
#include "ui/platform/quitsig.h"
#include "ui/platform/screen.h"
#include "ui/platform/shot.h"
#include "ui/platform/timestep.h"
#include "ui/platform/wmcheck.h"
#include "ui/platform/ui.h"
#include "plat/plat.h"

/* What one turn of the loop hands to the next (app_turn). */
typedef struct {
    Uint64 freq, prev;    /* the performance counter's rate, its reading at the last turn */
    int status;
    double clock;         /* the pacer's seconds: real ones, or 1/60 a turn with --fixed-step */
    long changes;         /* the screen stack's, at the last frame */
    double trimmed;       /* clock at the last heap trim */
    const screen_t *top;  /* the top screen at the last turn (compared, never read) */
    double held;          /* clock when a frame was first held for images, or -1 */
} app_loop_t;

struct app {
    opts_t opts;
    ui_t ui;
    screen_stack_t screens;
    timestep_t ts;
    pacer_t pacer;         /* when to draw: screens moving, ambient, still */
    SDL_Window *win;
    SDL_Renderer *ren;
    font_cache_t *fonts;
    canvas_sdl_t *cs;
    canvas_t canvas;
    int sdl_up, ttf_up, img_up;
    int vsync;             /* the renderer promised vsync */
    int limit;             /* pace frames ourselves (vsync absent or not blocking) */
    double refresh;        /* display refresh rate, Hz */
    double fast_sum;       /* frame times measured to check vsync */
    int fast_n;
    char data_dir[1024];
    script_t *script;      /* --script: timed input driving the window */
    int stick[2];          /* the left stick's last direction per axis: -1, 0, 1 */
    int win_w, win_h;      /* the window's size before full screen, given back after */
    int win_x, win_y;      /* and its place (full screen by hand only) */
    int by_hand;           /* full screen made by hand: a borderless window
                              over the display (no window manager) */
    int early_keys;        /* presses still queued that were typed before the
                              screens on the window were first shown */
    app_loop_t loop;       /* what one turn of the loop leaves to the next */
};

/* The gamepad's left stick as arrow keys: one press each time it is pushed
 * past the dead zone in a new direction. 1 and *out when that happens. */
static int stick_key(app_t *a, const SDL_ControllerAxisEvent *e, ui_event_t *out)
{
    enum { DEAD = 16000 };
    if (e->axis != SDL_CONTROLLER_AXIS_LEFTX && e->axis != SDL_CONTROLLER_AXIS_LEFTY) return 0;
    int k = e->axis == SDL_CONTROLLER_AXIS_LEFTY, dir = e->value > DEAD ? 1 : e->value < -DEAD ? -1 : 0;
    int was = a->stick[k];
    a->stick[k] = dir;
    if (!dir || dir == was) return 0;
    memset(out, 0, sizeof *out);
    out->kind = UI_EV_KEY;
    out->key = k ? (dir > 0 ? UI_KEY_DOWN : UI_KEY_UP) : (dir > 0 ? UI_KEY_RIGHT : UI_KEY_LEFT);
    return 1;
}

static int driver_is_headless(const char *d)
{
    return d && (!strcmp(d, "offscreen") || !strcmp(d, "dummy"));
}

/* The default window: 16:9, about 80% of the usable desktop, at least
 * 960x540 when it fits. */
static void default_size(int *w, int *h)
{
    SDL_Rect b;
    *w = 1280;
    *h = 720;
    if (SDL_GetDisplayUsableBounds(0, &b) || b.w <= 0 || b.h <= 0) return;
    int ww = b.w * 8 / 10, hh = ww * 9 / 16;
    if (hh > b.h * 8 / 10) {
        hh = b.h * 8 / 10;
        ww = hh * 16 / 9;
    }
    if (ww < 960 && b.w >= 960 && b.h >= 540) ww = 960, hh = 540;
    if (ww >= 320 && hh >= 240) *w = ww, *h = hh;
}

static void set_window_icon(app_t *a)
{
    char err[256];
    SDL_Surface *s = icon_surface(128, err, sizeof err);
    if (!s) return;
    SDL_SetWindowIcon(a->win, s);
    SDL_FreeSurface(s);
}

app_t *app_new(const opts_t *o, const char *data_dir, int game_index, char *err, size_t errlen,
               int *status)
{
    *status = 1;
    app_t *a = calloc(1, sizeof *a);
    if (!a) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    a->loop.changes = -1;
    a->loop.held = -1;
    a->opts = *o;
    snprintf(a->data_dir, sizeof a->data_dir, "%s", data_dir);
    if (o->script && !(a->script = script_load(o->script, err, errlen))) {
        *status = 2;
        app_free(a);
        return NULL;
    }
    screen_stack_init(&a->screens);

    if (font_check_files(a->data_dir, err, errlen)) {
        app_free(a);
        return NULL;
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    /* A software renderer draws into the window's own surface. Left to
     * itself, SDL first opens an OpenGL context only to read the driver's
     * vendor (to choose a texture behind that surface on some GPUs), and
     * the GL driver it loads stays: about 90 MB resident of ~125 at the
     * title. The GPU renderers do not use this hint. */
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
#ifdef SDL_HINT_APP_NAME
    SDL_SetHint(SDL_HINT_APP_NAME, "Hexarcade");
#endif
    const char *asked = SDL_getenv("SDL_VIDEODRIVER");
    /* Without a display server SDL would probe them all (and libwayland
     * prints its own complaint): say it once, plainly. SDL_VIDEODRIVER
     * (kmsdrm on a console, dummy in tests) skips this check. Only where
     * the environment names the display (plat_display_named). */
    int named = plat_display_named();
    if (named && !(asked && *asked) && !SDL_getenv("DISPLAY") && !SDL_getenv("WAYLAND_DISPLAY")) {
        snprintf(err, errlen,
                 "no display available (neither DISPLAY nor WAYLAND_DISPLAY is set): set DISPLAY or run under xvfb-run");
        app_free(a);
        return NULL;
    }
#ifdef SDL_HINT_VIDEODRIVER
    /* Only the server that is named: a dead X display then fails plainly
     * instead of falling through to the other drivers. */
    if (named && !(asked && *asked)) {
        int x = SDL_getenv("DISPLAY") != NULL, w = SDL_getenv("WAYLAND_DISPLAY") != NULL;
        if (x != w) SDL_SetHint(SDL_HINT_VIDEODRIVER, x ? "x11" : "wayland");
    }
#endif
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER)) {
        snprintf(err, errlen, "no display available (%s): set DISPLAY or run under xvfb-run",
                 SDL_GetError());
        app_free(a);
        return NULL;
    }
    a->sdl_up = 1;
    a->loop.freq = SDL_GetPerformanceFrequency();
    a->loop.prev = SDL_GetPerformanceCounter();
    quitsig_install(); /* after SDL_Init, which sets its own for SIGINT and SIGTERM only */
    /* Gamepads are optional: without the subsystem the keyboard still works. */
    SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER);
    const char *drv = SDL_GetCurrentVideoDriver();
    if (driver_is_headless(drv) && !(asked && *asked)) {
        snprintf(err, errlen,
                 "no display available (SDL found only its '%s' video driver): set DISPLAY or run under xvfb-run",
                 drv);
        app_free(a);
        return NULL;
    }
    if (TTF_Init()) {
        snprintf(err, errlen, "cannot start SDL_ttf: %s", TTF_GetError());
        app_free(a);
        return NULL;
    }
    a->ttf_up = 1;
    a->img_up = (IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) != 0;

    int w = o->width, h = o->height;
    if (!w || !h) default_size(&w, &h);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (o->fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    a->win = SDL_CreateWindow("Hexarcade", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!a->win) {
        snprintf(err, errlen, "cannot open a window: %s", SDL_GetError());
        app_free(a);
        return NULL;
    }
    /* Smaller than 800x450 only when asked for (--windowed). */
    SDL_SetWindowMinimumSize(a->win, w < 800 ? w : 800, h < 450 ? h : 450);
    set_window_icon(a);
    /* No graphics device: OpenGL would be a software rasteriser (gpu.h).
     * SDL_RENDER_DRIVER still chooses (the environment outranks a hint). */
    if (!gpu_present()) SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->ren) a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_PRESENTVSYNC);
    if (!a->ren) a->ren = SDL_CreateRenderer(a->win, -1, 0);
    if (!a->ren) {
        snprintf(err, errlen, "cannot create a renderer: %s", SDL_GetError());
        app_free(a);
        return NULL;
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(a->ren, &info) == 0) a->vsync = (info.flags & SDL_RENDERER_PRESENTVSYNC) != 0;
    a->limit = !a->vsync;
    SDL_DisplayMode mode;
    a->refresh = 60.0;
    if (SDL_GetWindowDisplayMode(a->win, &mode) == 0 && mode.refresh_rate >= 30) a->refresh = mode.refresh_rate;
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);

    a->fonts = font_cache_new(a->ren, a->data_dir, err, errlen);
    if (!a->fonts) {
        app_free(a);
        return NULL;
    }
    a->cs = csdl_new(a->ren, a->fonts);
    if (!a->cs) {
        snprintf(err, errlen, "out of memory");
        app_free(a);
        return NULL;
    }
    csdl_canvas(a->cs, &a->canvas);
    /* A software window keeps its surface: frames redraw what moved. */
    if (csdl_retain(a->cs, &a->canvas)) {
        snprintf(err, errlen, "out of memory");
        app_free(a);
        return NULL;
    }

    ui_init(&a->ui, a->canvas.width, a->canvas.height);
    a->ui.screens = &a->screens;
    a->ui.data_dir = a->data_dir;
    a->ui.game_index = game_index;
    a->ui.fullscreen = o->fullscreen;
    a->ui.app = a;
    timestep_init(&a->ts, APP_UPDATE_HZ, APP_MAX_FRAME);
    pacer_init(&a->pacer);
    a->ui.step = a->ts.dt;

    if (screen_push(&a->screens, nav_new(&a->ui, NAV_TITLE, (nav_arg_t){.game = game_index < 0 ? 0 : game_index}))) {
        snprintf(err, errlen, "out of memory");
        app_free(a);
        return NULL;
    }
    screen_stack_apply(&a->screens, &a->ui);
    SDL_StopTextInput();
    *status = 0;
    return a;
}

void app_free(app_t *a)
{
    if (!a) return;
    screen_stack_clear(&a->screens);
    csdl_free(a->cs);
    font_cache_free(a->fonts);
    if (a->ren) SDL_DestroyRenderer(a->ren);
    if (a->win) SDL_DestroyWindow(a->win);
    if (a->img_up) IMG_Quit();
    if (a->ttf_up) TTF_Quit();
    if (a->sdl_up) SDL_Quit();
    script_free(a->script);
    free(a);
}

ui_t *app_ui(app_t *a) { return &a->ui; }

/* No window manager to honour SDL's full-screen request (wmcheck.h): the
 * full screen is made by hand. Once by hand, always by hand (the window
 * is borderless then). */
static int no_window_manager(app_t *a)
{
    return !(SDL_GetWindowFlags(a->win) & SDL_WINDOW_BORDERLESS) && wmcheck_missing(a->win);
}

/* By hand: a borderless window over the whole display it is on, and back. */
static int fullscreen_by_hand(app_t *a, int on)
{
    if (on) {
        SDL_Rect b;
        int d = SDL_GetWindowDisplayIndex(a->win);
        if (SDL_GetDisplayBounds(d < 0 ? 0 : d, &b) != 0) return -1;
        SDL_GetWindowPosition(a->win, &a->win_x, &a->win_y);
        SDL_SetWindowBordered(a->win, SDL_FALSE);
        SDL_SetWindowPosition(a->win, b.x, b.y);
        SDL_SetWindowSize(a->win, b.w, b.h);
    } else {
        SDL_SetWindowBordered(a->win, SDL_TRUE);
        if (a->win_w > 0 && a->win_h > 0) SDL_SetWindowSize(a->win, a->win_w, a->win_h);
        SDL_SetWindowPosition(a->win, a->win_x, a->win_y);
    }
    a->by_hand = on;
    return 0;
}

/* Full screen on or off. Off, the window is given its windowed size back
 * and the next frame is laid out for it: without a window manager (Xvfb)
 * and with the dummy driver the window stayed full-screen sized, the view
 * laid out for it, until a resize. */
static void toggle_fullscreen(app_t *a)
{
    int on = a->by_hand || (SDL_GetWindowFlags(a->win) & SDL_WINDOW_FULLSCREEN) != 0;
    if (!on) SDL_GetWindowSize(a->win, &a->win_w, &a->win_h);
    if (a->by_hand || (!on && no_window_manager(a))) {
        if (fullscreen_by_hand(a, !on)) return;
    } else {
        if (SDL_SetWindowFullscreen(a->win, on ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) != 0) return;
        if (on && a->win_w > 0 && a->win_h > 0) SDL_SetWindowSize(a->win, a->win_w, a->win_h);
    }
    a->ui.fullscreen = !on;
    pacer_dirty(&a->pacer);
}

/* Keys the shell handles itself, before any screen. */
static int global_key(app_t *a, const SDL_KeyboardEvent *k)
{
    if (k->repeat) return 0;
    SDL_Keycode sym = k->keysym.sym;
    Uint16 mod = k->keysym.mod;
    if (sym == SDLK_F11 || ((sym == SDLK_RETURN || sym == SDLK_KP_ENTER) && (mod & KMOD_ALT))) {
        toggle_fullscreen(a);
        return 1;
    }
    if (sym == SDLK_q && (mod & (KMOD_CTRL | KMOD_GUI))) {
        a->ui.quit = 1;
        return 1;
    }
    return 0;
}

/* Key and button presses waiting in SDL's queue. */
static int pending_presses(void)
{
    int n = SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_KEYDOWN, SDL_KEYDOWN);
    int m = SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONDOWN);
    return (n > 0 ? n : 0) + (m > 0 ? m : 0);
}

static void pump_events(app_t *a)
{
    SDL_Event e;
    int ww = 1, wh = 1;
    SDL_GetWindowSize(a->win, &ww, &wh);
    float rx = ww > 0 ? (float)a->canvas.width / (float)ww : 1.0f;
    float ry = wh > 0 ? (float)a->canvas.height / (float)wh : 1.0f;
    if (a->script) {
        /* Scripted input goes through the SDL queue like a person's. */
        script_out_t out[SCRIPT_OUT_MAX];
        int n = script_tick(a->script, &a->ui, out, SCRIPT_OUT_MAX);
        screen_stack_apply(&a->screens, &a->ui);
        script_sdl_send(out, n, a->win, rx, ry);
    }
    /* A quit signal: the same as closing the window (the game open is
     * autosaved as its screen closes). */
    if (quitsig_caught()) a->ui.quit = 1;
    while (SDL_PollEvent(&e)) {
        pacer_dirty(&a->pacer);
        /* The presses counted when the screens' first frame went up come
         * first (the queue keeps its order). */
        int early = 0;
        if ((e.type == SDL_KEYDOWN || e.type == SDL_CONTROLLERBUTTONDOWN) && a->early_keys > 0) {
            early = 1;
            a->early_keys--;
        }
        switch (e.type) {
        case SDL_QUIT:
            a->ui.quit = 1;
            continue;
        case SDL_RENDER_TARGETS_RESET:
        case SDL_RENDER_DEVICE_RESET:
            font_cache_drop_textures(a->fonts);
            if (e.type == SDL_RENDER_DEVICE_RESET) a->ui.gfx_lost++;
            continue;
        case SDL_KEYDOWN:
            if (global_key(a, &e.key)) continue;
            break;
        case SDL_DROPFILE:
            /* A save or another site's record dropped on the window. */
            if (e.drop.file) nav_import_file(&a->ui, e.drop.file);
            SDL_free(e.drop.file);
            screen_stack_apply(&a->screens, &a->ui);
            continue;
        case SDL_MOUSEMOTION:
            a->ui.mouse_x = (float)e.motion.x * rx;
            a->ui.mouse_y = (float)e.motion.y * ry;
            a->ui.mouse_in = 1;
            break;
        case SDL_WINDOWEVENT:
            if (e.window.event == SDL_WINDOWEVENT_LEAVE) a->ui.mouse_in = 0;
            break;
        case SDL_CONTROLLERAXISMOTION: {
            ui_event_t ev;
            if (stick_key(a, &e.caxis, &ev)) {
                screen_stack_event(&a->screens, &a->ui, &ev);
                screen_stack_apply(&a->screens, &a->ui);
            }
            continue;
        }
        case SDL_CONTROLLERDEVICEADDED:
            /* Opened once; SDL keeps it until the subsystem quits. */
            if (SDL_IsGameController(e.cdevice.which)) SDL_GameControllerOpen(e.cdevice.which);
            continue;
        default: break;
        }
        ui_event_t ev;
        if (input_translate(&e, rx, ry, &ev)) {
            ev.early = early;
            screen_stack_event(&a->screens, &a->ui, &ev);
            screen_stack_apply(&a->screens, &a->ui);
        }
    }
    if (a->ui.toggle_fullscreen) {
        a->ui.toggle_fullscreen = 0;
        toggle_fullscreen(a);
    }
}

/* Is this the last frame (quit asked, or a --exit-after limit reached)? */
static int last_frame(const app_t *a)
{
    if (a->ui.quit || !screen_top(&a->screens)) return 1;
    if (a->opts.exit_frames > 0 && a->ui.frame + 1 >= a->opts.exit_frames) return 1;
    if (a->opts.exit_after > 0 && a->ui.time >= a->opts.exit_after) return 1;
    if (a->opts.screenshot && !a->script && !a->opts.exit_frames && !(a->opts.exit_after > 0) &&
        a->ui.time >= 1.0)
        return 1;
    return 0;
}

/* When vsync is missing or does not block (virtual displays), the rest of
 * the display's frame to sleep so the loop runs at its rate instead of
 * spinning; 0 when vsync paces it. */
static double pace(app_t *a, Uint64 frame_start, Uint64 freq)
{
    double spent = (double)(SDL_GetPerformanceCounter() - frame_start) / (double)freq;
    if (!a->limit && a->fast_n < 60) {
        a->fast_sum += spent;
        if (++a->fast_n == 60 && a->fast_sum / 60 < 0.5 / a->refresh) a->limit = 1;
    }
    if (!a->limit) return 0;
    double left = 1.0 / a->refresh - spent;
    return left > 0.001 ? left : 0;
}

static void wait_set(app_wait_t *w, double seconds, int wake)
{
    w->seconds = seconds;
    w->wake = wake;
}

#define TRIM_EVERY_S 5.0
/* The longest a frame waits for images made on a worker (past it, drawing
 * makes what is missing): they take some 40 ms at 1920x1080. */
#define HOLD_MOST_S 0.5

/* Scripts and frame counts (--exit-after 120f) expect a frame every turn;
 * a script that said "paced" only for its screenshots. */
static int every_frame(const app_t *a)
{
    if (a->script && (!a->script->paced || script_shot_wanted(a->script))) return 1;
    return a->opts.exit_frames > 0;
}

/* The last turn: a script that failed or did not finish says so. */
static void script_end(app_t *a)
{
    if (a->script && (a->script->failed || !a->script->done)) {
        char msg[sizeof a->script->err + 600], data[1024], why[512];
        snprintf(msg, sizeof msg, "%s",
                 a->script->failed ? a->script->err : "the script did not finish (--exit-after came first)");
        game_data_dir_why(data, sizeof data, NULL, why, sizeof why);
        game_data_note(msg, sizeof msg, data, why);
        fprintf(stderr, "hexarcade: %s\n", msg);
        a->loop.status = 1;
    }
}

int app_turn(app_t *a, app_wait_t *w)
{
    app_loop_t *l = &a->loop;
    wait_set(w, 0, 0);
    Uint64 start = SDL_GetPerformanceCounter();
    double frame = (double)(start - l->prev) / (double)l->freq;
    l->prev = start;
    if (a->opts.fixed_step) frame = 1.0 / 60.0;
    if (a->ui.frame == 0) frame = 0;
    l->clock += frame;

    pump_events(a);
    for (int n = timestep_feed(&a->ts, frame); n > 0; n--) {
        a->ui.time += a->ts.dt;
        screen_stack_update(&a->screens, &a->ui, a->ts.dt);
        screen_stack_apply(&a->screens, &a->ui);
    }
    int last = last_frame(a);
    /* An opaque screen over the one drawn last (the attract mode over
     * the title): its texts go before the new screen's first frame
     * builds its own. Left to age out they went a second later, and
     * the title's (4 MB at 4K) were part of the attract mode's
     * high-water mark. */
    if (screen_stack_covers(&a->screens, l->top)) font_cache_drop_textures(a->fonts);
    l->top = screen_top(&a->screens);

    /* Nothing new to show: wait for input (or the next ambient frame)
     * instead of drawing the same picture again. */
    if (a->screens.changes != l->changes) pacer_dirty(&a->pacer);
    screen_motion_t motion = every_frame(a) ? SCREEN_MOVING : screen_stack_motion(&a->screens, &a->ui);
    if (!last && !pacer_due(&a->pacer, motion, l->clock)) {
        /* Waiting anyway: every few seconds the heap's free pages go
         * back to the system (what a closed screen, a search or an
         * image build freed inside the heap stays resident otherwise:
         * some 3 MB in the attract mode at 4K). */
        if (l->clock - l->trimmed > TRIM_EVERY_S) {
            plat_heap_trim();
            l->trimmed = l->clock;
        }
        if (!a->opts.fixed_step) wait_set(w, pacer_wait(&a->pacer, motion, l->clock), 1);
        return 0;
    }
    /* A screen whose images are being made on a worker (a board's)
     * holds its frame back a little: the window keeps its picture and
     * the drawing thread stays free, instead of making them in the
     * frame. A script waits for them (its frames are counted). */
    if (!last && !screen_stack_ready(&a->screens, &a->ui, &a->canvas)) {
        if (every_frame(a)) {
            while (!screen_stack_ready(&a->screens, &a->ui, &a->canvas)) SDL_Delay(1);
        } else if (l->held < 0 || l->clock - l->held < HOLD_MOST_S) {
            if (l->held < 0) l->held = l->clock;
            wait_set(w, 0.002, 1);
            return 0;
        }
    }
    l->held = -1;
    l->changes = a->screens.changes;

    Uint64 draw = SDL_GetPerformanceCounter();
    csdl_begin(a->cs, &a->canvas);
    ui_resize(&a->ui, a->canvas.width, a->canvas.height);
    font_cache_frame(a->fonts);
    canvas_clear(&a->canvas, canvas_hex(THEME_BG_TOP, 255));
    screen_stack_render(&a->screens, &a->ui, &a->canvas, timestep_alpha(&a->ts));
    canvas_flush(&a->canvas);
    csdl_end(a->cs);
    const char *asked = script_shot_wanted(a->script);
    if (asked) {
        char err[512] = "";
        int ok = shot_save_png(a->ren, asked, err, sizeof err) == 0;
        script_shot_taken(a->script, ok, err);
    }
    if (last && a->opts.screenshot) {
        char err[512];
        if (shot_save_png(a->ren, a->opts.screenshot, err, sizeof err)) {
            fprintf(stderr, "hexarcade: %s\n", err);
            l->status = 1;
        }
    }
    /* Keys typed before new screens were on the window are not theirs:
     * those read from the system by now (typed while this frame was
     * drawn too) are counted as it goes up, and marked as they come. */
    SDL_PumpEvents();
    SDL_RenderPresent(a->ren);
    a->early_keys = screen_stack_shown(&a->screens) ? pending_presses() : 0;
    pacer_drawn(&a->pacer, motion, l->clock, (double)(SDL_GetPerformanceCounter() - draw) / (double)l->freq);
    a->ui.frame++;
    if (last) {
        script_end(a);
        return 1;
    }
    if (SDL_GetWindowFlags(a->win) & SDL_WINDOW_MINIMIZED) wait_set(w, 0.05, 1);
    else wait_set(w, pace(a, start, l->freq), 0);
    return 0;
}

int app_status(const app_t *a) { return a->loop.status; }

int app_run(app_t *a)
{
    app_wait_t w;
    while (!app_turn(a, &w)) {
        /* A wait that input may end (SDL_WaitEventTimeout), or a sleep
         * that keeps the display's rate (SDL_Delay). */
        int ms = (int)(w.seconds * 1000.0 + (w.wake ? 0.5 : 0.0));
        if (w.wake && ms > 0) SDL_WaitEventTimeout(NULL, ms);
        else if (ms > 0) SDL_Delay((Uint32)ms);
    }
    return app_status(a);
}
