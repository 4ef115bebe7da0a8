/* Scripted input for end-to-end tests (--script FILE): timed commands that
 * click named cells and buttons and press keys through the real window,
 * plus a few directives (start a game, wait for the AI, take a screenshot,
 * save the game, check what is shown). No SDL here: script_tick says what
 * input to send, and the app turns it into SDL events (script_sdl.c).
 *
 * The file: one command per line, '#' starts a comment.
 *   start GAME [key=value ...] [seats=human,easy,...]  open a game directly
 *   load FILE             open a saved game (its seats as saved)
 *   wait SECONDS          let time pass
 *   idle [TIMEOUT]        wait until no AI thinks and nothing moves (default 120 s)
 *   click TARGET          pointer to TARGET and a left click; rclick: right click
 *   hover TARGET          pointer to TARGET only
 *   key KEY               a key press: enter space esc backspace tab up down left
 *                         right home end pgup pgdn f1 f11 f12, a letter or a digit,
 *                         with ctrl+ shift+ alt+ in front (ctrl+z)
 *   speed PERCENT         animation speed (0 off, 50..300)
 *   paced                 from here on frames are drawn as without a script,
 *                         only when something moves (a script otherwise draws
 *                         every turn): to measure a page as a person has it
 *   shot FILE             a PNG of the next frame
 *   save FILE             save the game on screen (play or result screen)
 *   wait-screen NAME      wait until the top screen is NAME (at most 120 s):
 *                         one that input from outside the script brings
 *   wait-message TEXT     wait until the status line says TEXT (the same)
 *   expect-screen NAME    the top screen is NAME (play, result, pause, ...)
 *   expect-message TEXT   the play screen's status line (the saves screen's
 *                         counts) contains TEXT
 *   expect-result TEXT    the game's result is TEXT (ongoing, winner 1, draw)
 *   expect-moves N        the game has N moves
 *   expect-game ID        the game on screen is ID (its registry id)
 *   expect-analysed N     the AI's analysis on screen has done N or more: the
 *                         review's positions analysed, the iterations behind
 *                         the analysis board's evaluation bar
 *   loop [N] ... end      repeat the lines between, until the game on screen is
 *                         over (or N times; default 10000)
 *   quit                  end the run (also at the end of the file)
 * TARGET: a cell or hole ("E5"), a button ("@confirm", "@rematch"), or a
 * point in design pixels ("640,360", scaled like the screens). */
#ifndef SCRIPT_H
#define SCRIPT_H

#include <stddef.h>

#include "ui/platform/ui.h"

typedef enum {
    SCRIPT_START, SCRIPT_LOAD, SCRIPT_WAIT, SCRIPT_IDLE, SCRIPT_CLICK, SCRIPT_RCLICK, SCRIPT_HOVER, SCRIPT_KEY,
    SCRIPT_SPEED, SCRIPT_PACED, SCRIPT_WAIT_SCREEN, SCRIPT_WAIT_MESSAGE, SCRIPT_SHOT, SCRIPT_SAVE, SCRIPT_EXPECT_SCREEN, SCRIPT_EXPECT_MESSAGE,
    SCRIPT_EXPECT_RESULT, SCRIPT_EXPECT_MOVES, SCRIPT_EXPECT_GAME, SCRIPT_EXPECT_ANALYSED, SCRIPT_LOOP, SCRIPT_END, SCRIPT_QUIT
} script_op_t;

typedef struct {
    script_op_t op;
    int line;
    double num;
    ui_key_t key;
    int ch, mods;
    char arg[512];
} script_cmd_t;

/* Input for the app to send through the window. */
typedef enum { SCRIPT_OUT_MOVE, SCRIPT_OUT_DOWN, SCRIPT_OUT_UP, SCRIPT_OUT_KEY } script_out_kind_t;
typedef struct {
    script_out_kind_t kind;
    float x, y;            /* output pixels */
    int button;            /* 1 left, 3 right */
    ui_key_t key;
    int ch, mods;
} script_out_t;

#define SCRIPT_OUT_MAX 8
#define SCRIPT_LOOP_DEPTH 8

typedef struct script {
    char name[512];
    script_cmd_t *cmd;
    int n, cap;
    int pc;                /* the next command */
    int loop_pc[SCRIPT_LOOP_DEPTH];   /* open loops: their `loop` line */
    long loop_left[SCRIPT_LOOP_DEPTH];
    int nloop;
    double resume_at;      /* ui time the next command may run (< 0: not set) */
    double idle_since;     /* idle: when the wait began */
    int shot_pending;      /* a screenshot is asked for the next frame */
    int paced;             /* frames only when something moves (paced) */
    char shot[512];
    int done;              /* ran to the end (or quit) */
    int failed;
    char err[768];
} script_t;

/* Reads and checks the whole file; NULL with "file:line: what is wrong". */
script_t *script_load(const char *path, char *err, size_t errlen);
script_t *script_parse(const char *name, const char *text, char *err, size_t errlen);
void script_free(script_t *sc);

/* Runs what is due at ui->time: directives act on ui (its screens), input
 * goes to out; returns the number of inputs. Sets ui->quit at the end or
 * on a failure (sc->failed, sc->err). */
int script_tick(script_t *sc, ui_t *ui, script_out_t *out, int max);
/* The app saved the screenshot asked for (path) after drawing a frame. */
const char *script_shot_wanted(const script_t *sc);
void script_shot_taken(script_t *sc, int ok, const char *why);

#endif
