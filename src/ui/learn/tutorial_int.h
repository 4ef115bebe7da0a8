/* Inside the tutorial screen: the struct its files share (tutorial.c the
 * flow, tutorial_input.c events, tutorial_draw.c layout and drawing). Not
 * for other modules. */
#ifndef TUTORIAL_INT_H
#define TUTORIAL_INT_H

#include "ui/board/bview.h"
#include "ui/learn/demo_files.h"
#include "ui/learn/demo_ui.h"
#include "ui/learn/lesson.h"
#include "ui/widgets/menu.h"
#include "core/match.h"
#include "ui/learn/tutorial.h"
#include "ai/ai_puzzle.h"
#include "core/solved.h"

typedef enum {
    TB_CONFIRM, TB_PASS, TB_OWN, TB_COLOUR1, TB_COLOUR2, TB_COLOUR3, TB_COLOUR4,
    TB_SHOW, TB_RETRY, TB_NEXT, TB_COUNT
} tut_button_t;

typedef enum { TUT_SAY_INFO, TUT_SAY_GOOD, TUT_SAY_BAD } tut_say_t;

typedef struct {
    demo_ui_layout_t base;
    canvas_rect_t btn[TB_COUNT];
    int shown[TB_COUNT], enabled[TB_COUNT];
    canvas_rect_t text;        /* the intro, the goal and the feedback */
    canvas_rect_t scores;      /* a puzzle's players' counters (w 0: none) */
} tut_layout_t;

typedef struct {
    screen_t base;
    ui_t *ui;
    const game_rules_t *r;
    demo_files_t *files;       /* heap: the lessons */
    int index;
    lesson_t l;                /* empty when the file failed: err says why */
    char err[512];
    bview_t *bv;
    canvas_t *bv_canvas;
    int gfx_lost;
    match_t turn;
    int have_turn;             /* turn is initialised (for this lesson's game) */
    int pending_rest;          /* after this animation, show the entry at rest */
    tut_phase_t phase;
    char say[1024];            /* feedback */
    tut_say_t say_kind;
    double say_time;
    int hover, cursor;
    int hot, pressed;
    menu_ptr_t ptr;
    float hl[TB_COUNT], hl_prev[TB_COUNT];
    int strategy;              /* "How to win": levels/<game>/strategy/ */
    int more;                  /* the rules tutorial: the game has a How to win to go on to */
    /* Puzzle mode (tutorial_puzzle.c). */
    int puzzle;
    puz_kind_t kind;
    int mover, step;           /* the puzzle's colour; its turns played so far */
    puz_search_t *search;      /* heap, per puzzle */
    move_t *reply;             /* heap: the opponent's answer, played after the move's animation */
    int pending_reply;
    int reply_right;           /* the answer follows a right move: the player goes on */
    move_t *hint;              /* heap: the hint's first action */
    int hint_on, hint_drawn;
    solved_t *solved;          /* heap: the ticks */
} tut_t;

/* tutorial.c: the flow. */
int tut_human_turn(const tut_t *t);
/* A click on a board target (cell or hole; -1 nothing) while asking. */
void tut_click_target(tut_t *t, int target);
/* Enter or Space at the cursor (-1: none): the play screen's meaning (match_key). */
void tut_key_target(tut_t *t, int target);
/* Ends the turn under way (Wunchunk stones, Zumo pushes, a lone clean-up). */
void tut_confirm(tut_t *t);
/* A whole move from the turn's start (the lesson's answer, a puzzle's
 * reply) through the mid-end, shown: 0, or -1 said. */
int tut_commit(tut_t *t, const move_t *m);
/* A pass or a clean-up, when the turn offers it. */
void tut_whole_action(tut_t *t, action_kind_t kind);
/* The last action of the turn, or the judged move, taken back (animated). */
void tut_take_back(tut_t *t);
void tut_show_answer(tut_t *t);
void tut_next_lesson(tut_t *t);
void tut_begin_turn(tut_t *t);
void tut_say(tut_t *t, tut_say_t kind, const char *fmt, const char *text);
void tut_sound(tut_t *t, const event_list_t *ev);
/* tutorial_puzzle.c: the puzzle mode. */
int puzzle_open(tut_t *t);        /* after the file loaded: 0, or -1 with t->err */
void puzzle_close(tut_t *t);
void puzzle_judge(tut_t *t);      /* the player's whole turn is in the session */
void puzzle_hint(tut_t *t);
void puzzle_update(tut_t *t);     /* the waiting answer, once the move has played */
const char *puzzle_done_text(const tut_t *t);
/* tutorial_input.c */
void tut_event(screen_t *s, ui_t *ui, const ui_event_t *ev);
/* tutorial_draw.c */
void tut_layout(const tut_t *t, const ui_t *ui, tut_layout_t *L);
void tut_draw(tut_t *t, ui_t *ui, canvas_t *c);

#endif
