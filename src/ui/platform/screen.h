/* The screen stack: title now; game select, setup, play, pause later. The
 * top screen gets events and updates; rendering starts at the highest opaque
 * screen so overlays (pause) draw over what lies below. Changes requested
 * while handling an event are applied between frames (screen_stack_apply),
 * so no screen is freed while it runs.
 *
 * A screen embeds screen_t as its first member:
 *     typedef struct { screen_t base; ... } title_t;
 *     static const screen_ops_t title_ops = {.name = "title", .opaque = 1, ...}; */
#ifndef SCREEN_H
#define SCREEN_H

#include "draw/canvas.h"
#include "ui/platform/ui.h"

typedef struct screen screen_t;

/* How a screen moves now (pacer.h decides when to draw from it). */
typedef enum {
    SCREEN_STILL,     /* nothing changes until input: drawn once */
    SCREEN_AMBIENT,   /* only ambient motion (a drifting backdrop, a pulse): drawn at a low rate */
    SCREEN_SHOWING,   /* animating for nobody in particular (the attract mode): at a capped rate */
    SCREEN_MOVING     /* animating: drawn every frame */
} screen_motion_t;

typedef struct screen_ops {
    const char *name;
    int opaque;                                                   /* hides screens below */
    void (*enter)(screen_t *s, ui_t *ui);                         /* became the top (optional) */
    void (*event)(screen_t *s, ui_t *ui, const ui_event_t *ev);
    void (*update)(screen_t *s, ui_t *ui, double dt);             /* fixed step */
    void (*render)(screen_t *s, ui_t *ui, canvas_t *c, double alpha);
    void (*destroy)(screen_t *s);
    /* Optional: 1 while the screen is handing over to one that arrives by
     * itself (the play screen between a game's end and its result) and
     * this key is meant for the arriving screen. Such keys are held and
     * handed to the screen on top once the hand-over is done, so keys
     * typed during a transition are never lost. */
    int (*handing_over)(screen_t *s, const ui_event_t *ev);
    /* How it moves now (optional: without it, always SCREEN_MOVING). */
    screen_motion_t (*motion)(const screen_t *s, const ui_t *ui);
    /* Optional: 0 while images its next frame needs are being made on a
     * worker (a board's, bview_prepare); the frame is held back meanwhile
     * and the window keeps the last picture, instead of the drawing
     * thread making them in the frame. */
    int (*ready)(screen_t *s, ui_t *ui, canvas_t *c);
} screen_ops_t;

struct screen {
    const screen_ops_t *ops;
};

#define SCREEN_STACK_MAX 8
#define SCREEN_HELD_MAX 16

typedef struct screen_stack {
    screen_t *items[SCREEN_STACK_MAX];
    int n;
    struct { int kind; screen_t *s; } pending[SCREEN_STACK_MAX];
    int npending;
    /* Keys held during a hand-over (ops->handing_over), oldest first, and
     * the screen that was handing over. */
    ui_event_t held[SCREEN_HELD_MAX];
    int nheld;
    screen_t *held_by;
    long changes;      /* counts applied changes (a new screen must be drawn) */
    /* Fresh presses only (issue 50): once the platform reports frames
     * (screen_stack_shown), the screens as they are since the last change
     * get no key pressed before they were first on the window, and no
     * repeat of a key whose press came before that change. Without those
     * reports (tests) every key goes. The changes count tells the screens
     * apart (a new screen may take a freed one's address). */
    long shown_changes;         /* changes at the last frame */
    int shown_known;            /* frames are reported */
    long press_changes;         /* changes when the last fresh key press came */
    ui_key_t press_key;         /* that key (and ch) */
    int press_ch;
    long dropped;               /* keys dropped by the rule (for tests) */
} screen_stack_t;

void screen_stack_init(screen_stack_t *ss);
/* Destroys every screen, pending ones too. */
void screen_stack_clear(screen_stack_t *ss);
/* Deferred changes; the stack owns pushed screens. Returns -1 (and destroys
 * s) when too many changes are queued. */
int screen_push(screen_stack_t *ss, screen_t *s);
int screen_pop(screen_stack_t *ss);
int screen_replace(screen_stack_t *ss, screen_t *s); /* pop then push */
/* Applies the queued changes, then calls enter on the top screen; then
 * hands held keys to the top screen once the hand-over is done. */
void screen_stack_apply(screen_stack_t *ss, ui_t *ui);
screen_t *screen_top(const screen_stack_t *ss);
/* 1 when the top screen is opaque and was_top, an earlier top (compared,
 * never read), now lies under it: what was_top drew is hidden. */
int screen_stack_covers(const screen_stack_t *ss, const screen_t *was_top);

void screen_stack_event(screen_stack_t *ss, ui_t *ui, const ui_event_t *ev);
/* A frame is on the window. 1 when it is the first of the screens as they
 * are now: the keys typed before it and not yet read are not theirs (the
 * platform marks them early). */
int screen_stack_shown(screen_stack_t *ss);
void screen_stack_update(screen_stack_t *ss, ui_t *ui, double dt);
void screen_stack_render(screen_stack_t *ss, ui_t *ui, canvas_t *c, double alpha);
/* 1 when every screen to be drawn is ready for its frame (ops->ready). */
int screen_stack_ready(screen_stack_t *ss, ui_t *ui, canvas_t *c);
/* The most motion among the screens that are drawn (those render draws). */
screen_motion_t screen_stack_motion(const screen_stack_t *ss, const ui_t *ui);

#endif
