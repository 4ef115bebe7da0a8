/* Inside the play screen: the struct its files share (play.c the screen and
 * its flow, play_input.c events, play_ai.c the AI seats and hints, hud*.c
 * drawing, play_layout.c where everything goes, play_cmd.c history and
 * buttons). Not for other modules. */
#ifndef PLAY_INT_H
#define PLAY_INT_H

#include "ai/ai_worker.h"
#include "core/autosaves.h"
#include "core/match.h"
#include "core/session.h"
#include "ui/app/client.h"
#include "ui/board/bview.h"
#include "ui/platform/screen.h"
#include "ui/play/play.h"
#include "ui/widgets/hudkit.h"

/* Buttons of the side panel. */
typedef enum {
    PB_CONFIRM, PB_PASS, PB_SWAP, PB_OWN, PB_HINT,
    PB_UNDO, PB_REDO, PB_RESTART, PB_MENU,
    PB_COLOUR1, PB_COLOUR2, PB_COLOUR3, PB_COLOUR4,
    PB_COUNT
} play_button_t;

/* Where everything goes this frame, in output pixels. */
/* play_t.over_time of a game under way (any real time is above it). */
#define PLAY_NOT_OVER (-1.0e9)

typedef struct {
    float sc;
    canvas_rect_t board;       /* the board view's rectangle */
    canvas_rect_t top;         /* the turn banner over the board */
    canvas_rect_t status;      /* the status line under the board */
    float footer_y;            /* key hints */
    canvas_rect_t panel;       /* the side panel */
    canvas_rect_t header;
    canvas_rect_t card[GAME_MAX_PLAYERS];
    int ncards;
    canvas_rect_t line;        /* the game's own line (phase, energy, allotment) */
    canvas_rect_t choice;      /* the swap offer (h 0: none) */
    canvas_rect_t palette;     /* Wunchunk colours (h 0: none) */
    canvas_rect_t moves;       /* the move list */
    canvas_rect_t analysis;    /* the analysis board's evaluation (h 0: none) */
    canvas_rect_t back;        /* "Back to the game" while looking back (h 0: none) */
    canvas_rect_t choice_btn[5]; /* analysis: the line / play on, or the seats to play on with */
    canvas_rect_t an_move[3];  /* analysis: the rows of the top moves (click plays one) */
    int nchoice;
    play_btn_t btn[PB_COUNT];
} play_layout_t;

typedef enum { PLAY_MSG_INFO, PLAY_MSG_REFUSED, PLAY_MSG_GOOD } play_msg_kind_t;

/* PONDER: the AI thinks on the person's time (any start replaces it). */
typedef enum { PLAY_AI_NONE, PLAY_AI_MOVE, PLAY_AI_HINT, PLAY_AI_PONDER } play_ai_job_t;

typedef struct play {
    screen_t base;
    ui_t *ui;
    session_t *s;              /* owned */
    bview_t *bv;
    canvas_t *bv_canvas;       /* the canvas the view's images live on */
    int gfx_lost;
    settings_t applied;        /* the settings the view was last set up with */

    match_t turn;
    int turn_cur;              /* the session entry the turn began at (-1: none) */
    int turn_n;                /* ... and the session's length then */
    int pending_rest;          /* after this animation, show the entry at rest */

    ai_worker_t *ai;
    play_ai_job_t job;
    uint64_t tag;              /* bumps whenever the position changes */
    double job_started;        /* ui time */
    uint64_t ai_failed_tag;    /* the AI failed at this position: do not retry */
    uint64_t ponder_tag;       /* thinking ahead ran at this position: not again */
    int ai_result_ready;       /* a move came back: play it after the animation */
    int reply_wait;            /* a person's move is animating: the AI's reply waits */
    double reply_at;           /* ui time the AI's reply may start animating */
    move_t ai_move;
    ai_hint_t hint;
    int hint_valid;            /* the hint is for the current position */

    int hover;                 /* target under the pointer or cursor, -1 */
    int cursor;                /* keyboard cursor target */
    int cursor_on;             /* the keyboard moved last: show the cursor */
    float sticky_x;            /* the cursor's column for up/down (pixels) */
    int zig;                   /* which way the last up/down step leaned */
    float pointer_x, pointer_y;
    int pointer_in;
    int pressed_btn;           /* button under a press, -1 */
    int pass_asked;            /* a pass waits for its confirmation (P, Enter, the button) */

    char msg[GAME_ERR_MAX + 64];
    play_msg_kind_t msg_kind;
    double msg_time;           /* ui time it was set */
    double refuse_flash;       /* ui time of the last refusal (shake) */
    int refuse_cell;           /* the target a refused click aimed at, -1 */

    double over_time;          /* ui time the game ended (PLAY_NOT_OVER: not over;
                                  may be negative: a game loaded over at the start) */
    int result_pushed;         /* the result screen was shown for this end */
    int recorded;              /* the restart entry (0: the start) whose game
                                  is in the player's record, -1: none */
    char record_line[200];     /* what recording it changed, for the result */
    int scroll;                /* move list: rows scrolled back from the end */
    uint64_t seed;             /* AI seeds derive from it and the ply */
    double age;
    double clock_carry;        /* milliseconds of frame time not yet charged to a clock */
    unsigned clock_warned;     /* bit seat-1: its low time was sounded */

    char autosave[AUTOSAVES_NAME_MAX]; /* this game's autosave file, "" until its first */
    char *disk_text;           /* the game's text as a file already holds it (the
                                  save it was opened from, or its last autosave):
                                  unchanged, it is not written again */
    /* Kept move by move (play_keep): the file is rewritten whole the
     * moment the game changes, flushed to disk on sync's thread. */
    struct syncq *sync;        /* NULL: flushed on this thread */
    int lock_fd;               /* this client's mark on the autosave (-1: none) */
    uint64_t kept_sig;         /* play_keep_sig of the game as kept (or tried) */
    int keep_failed;           /* the last try failed (the message said why) */
    double keep_retry;         /* ui time to try again with no new change */
    int logged;                /* --log-moves: the entries printed */
    int peek;                  /* the move list: an earlier entry looked at,
                                  read-only (-1: the game as it stands) */
    struct play_an *an;        /* the analysis board (play_analysis.c); NULL in a game */
} play_t;

/* play_autosave.c: writes the game as its autosave when it changed since
 * it was last kept (a move, an undo, a seat), before the frame that shows
 * it; says on screen when it cannot be kept. */
void play_keep(play_t *p);
/* Lets go of the game's file (its lock and flushes) as the screen closes. */
void play_keep_end(play_t *p);

/* play.c (the screen and its flow), play_cmd.c (undo, redo, restart,
 * buttons) */
/* A whole move for the side to move (an AI's, a hint, a top move) through
 * the mid-end, shown: 0, or -1 refused. */
int play_commit(play_t *p, const move_t *m);
/* Starts a fresh turn at the session's position when it changed. */
void play_sync(play_t *p);
void play_say(play_t *p, play_msg_kind_t kind, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* The sounds of a move, as its animation starts. */
void play_sound(play_t *p, const event_list_t *ev);
void play_refuse(play_t *p, const char *why);
int play_over(const play_t *p);
/* Colour to move now, and whether a person plays it. */
int play_to_move(const play_t *p);
int play_human_turn(const play_t *p);
/* The number the move list gives the move under way ("Move 3"). */
int play_move_number(const play_t *p);
void play_undo(play_t *p);
void play_redo(play_t *p);
void play_restart(play_t *p);
/* Takes action a in the turn under way (animates it; commits a whole turn). */
void play_take(play_t *p, const action_t *a);
/* Says and shows what the mid-end did with input (target: the board
 * target clicked, -1 none). */
void play_result(play_t *p, match_result_t r, int target);
void play_confirm(play_t *p);
void play_take_back(play_t *p);   /* Backspace: a stone of the turn, else undo */
/* A pass that ends the game or gives up a turn with something left to play
 * is asked first: play_pass asks (or passes when confirmed or when there
 * is nothing to lose); while asked, play_pass_answer takes a key's answer. */
void play_pass(play_t *p);
void play_pass_cancel(play_t *p, int say);
void play_button(play_t *p, play_button_t b);
void play_pause(play_t *p);
void play_apply_settings(play_t *p);

/* hud.c */
void play_overlays(play_t *p);

/* play_clock.c: the game clock (core/clock.h) as the screen runs it. */
void play_clock_update(play_t *p, double dt);
/* A whole turn of the seat (1-based) was played: its increment. */
void play_clock_turn_done(play_t *p, int mover_seat);
/* The clock seat (1-based) of a colour. */
int play_clock_seat(const play_t *p, int colour);
/* The side to move's time is held: the previous move still plays out. */
int play_clock_held(const play_t *p);

/* play_layout.c */
void play_layout(play_t *p, const ui_t *ui, play_layout_t *L);
int play_button_at(const play_layout_t *L, float x, float y);

/* play_share.c: F12, Ctrl+C, Ctrl+Shift+C, Ctrl+V. */
void play_share_png(play_t *p);
void play_share_copy(play_t *p, int moves_only);
void play_share_import(play_t *p); /* on success the screen is gone */

/* play_input.c */
void play_event(screen_t *scr, ui_t *ui, const ui_event_t *ev);
void play_click_target(play_t *p, int target);

/* play_peek.c: looking back at an earlier position from the move list */
/* The entry of the move list's row under (x, y), or -1. */
int hud_moves_hit(const play_t *p, const ui_t *ui, canvas_rect_t r, float x, float y);
/* Shows entry e read-only (e == cur: back to the game); animated when it
 * is one step from the entry shown. */
void play_peek(play_t *p, int e);
void play_peek_end(play_t *p);
/* Keys while looking back: 1 when the key was taken. */
int play_peek_key(play_t *p, const ui_event_t *ev);

/* play_analysis.c: the analysis board (a play screen on a copy of a game,
 * every seat a person's, the evaluation live). */
void play_an_free(play_t *p);
void play_an_update(play_t *p);
/* Keys and clicks of the analysis board: 1 when taken. */
int play_an_key(play_t *p, const ui_event_t *ev);
int play_an_click(play_t *p, const play_layout_t *L, float x, float y);
/* The top move under the pointer, shown on the board (NULL: none). */
const move_t *play_an_pointed(const play_t *p);
void play_an_pointer(play_t *p, const play_layout_t *L, float x, float y);
/* Where top move i's row is (play_screen_locate's "@top:N"). 0, or -1. */
int play_an_locate(const play_t *p, const play_layout_t *L, int i, float *x, float *y);
/* Lays out the evaluation box at the top of the move list's room. */
void play_an_layout(const play_t *p, play_layout_t *L);
void play_an_draw(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L);
void play_an_back_to_line(play_t *p);

/* play_ai.c */
/* Seconds (at normal animation speed) a person's move stays on the board,
 * its animation over, before the AI's reply starts. */
#define PLAY_AI_READ_PAUSE 0.4
/* A duration in seconds at normal speed, scaled by the animation speed. */
double play_ai_scaled(const play_t *p, double seconds);
void play_ai_update(play_t *p);
void play_ai_cancel(play_t *p);
void play_ai_hint(play_t *p);
/* Plays the hint shown (Enter, H again): 1 when it was played. */
int play_ai_play_hint(play_t *p);
/* A click on the hint's cell plays it: 1 when it did. */
int play_ai_hint_click(play_t *p, int target);
int play_ai_thinking(const play_t *p);      /* a move search for an AI seat */
double play_ai_progress(const play_t *p);

/* hud.c, hud_panel.c, hud_moves.c */
void hud_draw(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L);
void hud_draw_panel(play_t *p, ui_t *ui, canvas_t *c, const play_layout_t *L);
void hud_draw_moves(play_t *p, ui_t *ui, canvas_t *c, canvas_rect_t r);
/* The status line's prompt when no message is shown (what to do now), and
 * the game's line in the side panel. */
void hud_prompt(const play_t *p, char *buf, size_t n);
void hud_line(const play_t *p, char *buf, size_t n);

#endif
