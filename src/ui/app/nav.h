/* Navigation: how one screen opens another. Screens never include each
 * other's headers; they name the screen they want (nav_screen_t) with a
 * small argument struct passed by value, and hand results back by value
 * (nav_result_done). Only nav_screens.c knows the screens' constructors, so
 * the include graph of the screens has no circle (tests/suite_layout.sh).
 *
 *     nav_push(ui, NAV_RULES, (nav_arg_t){.rules = r});
 *     nav_start_play(ui, session);            (the session is handed over)
 *
 * The title always stays at the bottom of the stack, so leaving anything
 * returns to it. */
#ifndef NAV_H
#define NAV_H

#include <stddef.h>

#include "core/game.h"
#include "core/session.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

typedef enum {
    NAV_TITLE,        /* .game: the game shown first (the registered games) */
    NAV_GAMESELECT,   /* .game: the game selected */
    NAV_SETUP,        /* .rules */
    NAV_PLAY,         /* .session: handed over, the play screen owns it;
                         .name: its autosave name when resumed from one */
    NAV_RESULT,       /* .session: borrowed from the play screen below;
                         .note: a line to show (the player's rating
                         change), may be NULL */
    NAV_PAUSE,        /* .session: borrowed from the play screen below */
    NAV_SETTINGS,
    NAV_RULES,        /* .rules */
    NAV_LOAD,         /* pick a save to load */
    NAV_SAVE,         /* .session (borrowed): pick a slot to write it */
    NAV_DEMO,         /* .rules: its demonstrations and tutorial, as a list */
    NAV_DEMO_PLAYER,  /* .name: "GAME[/NAME]" as --demo gives it */
    NAV_TUTORIAL,     /* .rules, .first: the lesson to start at (0-based) */
    NAV_STRATEGY,     /* .rules, .first: "How to win", from this lesson (0-based) */
    NAV_ATTRACT,      /* .game: the first game of the attract mode */
    NAV_STATS,        /* .game: the game shown first (the player's record) */
    NAV_PUZZLES,      /* .rules: the game's puzzles, as a list (ticks for solved ones) */
    NAV_PUZZLE,       /* .rules, .first: play the puzzles from this one (0-based) */
    NAV_EDITOR,       /* .session (borrowed): the position editor, starting
                         from its current position; the editor plays a new
                         game from its position (nav_start_play) or saves a
                         level, and never changes this session */
    NAV_SHARE,        /* .session (borrowed): copy, import, PNG, GIF */
    NAV_REVIEW,       /* .session: borrowed (copied) to review; .name: the save
                         it came from, where the analysis is kept; without
                         one the analysis is kept in .session, which must
                         then outlive the review (a screen under it owns it) */
    NAV_WRONG,        /* .session: borrowed (copied), its analysis kept in
                         it; .first: the seat whose loss it explains: the
                         review's "What went wrong" mode */
    NAV_ANALYSIS,     /* .session: borrowed (copied); .first: the position
                         (entry) to start at: the analysis board */
    NAV_IMPORT,       /* .name: where the record came from, .note: its text (copied):
                         another site's games to open (core/foreign.h) */
    NAV_SCREENS
} nav_screen_t;

/* What a screen needs to open; fields a screen does not use stay zero. */
typedef struct {
    int game;                     /* a game's index in the registry */
    const game_rules_t *rules;
    session_t *session;
    int first;
    const char *name;
    const char *note;
} nav_arg_t;

/* nav_screens.c: the constructors. */
/* Makes screen `id` (not pushed); NULL when it cannot be made (out of
 * memory, a bad argument; NAV_PLAY then frees the session it was handed). */
screen_t *nav_new(ui_t *ui, nav_screen_t id, nav_arg_t a);
/* For --demo before any window opens: 0, or -1 with a message. */
int nav_demo_arg_check(const char *arg, const char *data_dir, char *err, size_t errlen);

/* nav_screens.c: what scripts ask of the screens. Each takes any screen
 * and answers "no" (0, NULL, -1) when it does not apply. */
int nav_is(const screen_t *s, nav_screen_t id);
/* The game a play (id NAV_PLAY) or result (NAV_RESULT) screen shows. */
session_t *nav_session(screen_t *s, nav_screen_t id);
/* 1 while a play, result, tutorial, puzzle or review screen has something
 * under way to wait for (a review: its analysis). */
int nav_busy(screen_t *s);
/* Where a script clicks `name` on a play, result, tutorial, puzzle or
 * review screen: 0, or -1. */
int nav_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y);
/* What a screen says: the play screen's status line, the saves screen's
 * counts ("2 unfinished games · 1 saved"); "" for other screens. */
const char *nav_message(screen_t *s);
/* What an AI's analysis has done on a screen: the positions a review has
 * analysed, the iterations behind the analysis board's evaluation bar
 * (its answer so far); -1 on other screens. */
long nav_analysed(screen_t *s);
/* Writes the game of a play screen as its autosave: 0 (also for other
 * screens, and for a game with nothing new to keep), or -1 with the
 * client's message. */
int nav_autosave(screen_t *s);

/* nav.c: moving between screens. */
/* Makes screen `id` and pushes it: 0, or -1 when it could not be made. */
int nav_push(ui_t *ui, nav_screen_t id, nav_arg_t a);
/* Leaves every screen above the title and shows play for s (owned): 0, or
 * -1 (s freed, nothing else changed) when the game in play stays open
 * because its autosave failed (nav_leave_game; the client's message says
 * why and what to do). */
int nav_start_play(ui_t *ui, session_t *s);
/* Back to the title (the caller autosaves first when a game is left:
 * nav_autosave_game). */
void nav_to_title(ui_t *ui);
/* Autosaves the game of every play screen: 0 (also when there is none),
 * or -1 with the client's message. */
int nav_autosave_game(ui_t *ui);
/* Before the game in play closes (another game opens, back to the title):
 * its autosave is written. 0: go on. -1: it could not be, the game stays
 * open and the client's message says why, with "or AGAIN to leave it"
 * (NULL: "do the same again"). The same step again within NAV_LEAVE_ASK_S
 * seconds leaves it without the autosave (0). A game is never closed
 * unsaved any other way, except with no data folder at all (0: it could
 * not be kept anywhere). */
#define NAV_LEAVE_ASK_S 10.0
int nav_leave_game(ui_t *ui, const char *again);
/* Loads the newest unfinished game into play; 0, or -1 with a message
 * (nothing else is touched; as nav_start_play). */
int nav_continue(ui_t *ui);
/* Loads a save file into play (an unfinished game's autosave keeps its
 * name: leaving it again writes the same file); 0, or -1 with the
 * client's message. */
int nav_load_into_play(ui_t *ui, const char *path);
/* A file dropped on the window: a save (played on), or an AbstractPlay
 * record or archive or a Little Golem text (the import screen: its games,
 * opened in play, review or analysis); -1 (a message said why) when it is
 * none of them. */
int nav_import_file(ui_t *ui, const char *path);
/* The import screen over the others for a record's text (name: for
 * messages); -1 with a message when it holds no game to open. */
int nav_import_text(ui_t *ui, const char *name, const char *text);
/* Ctrl+V: another site's record on the clipboard opens the import screen;
 * a game record of ours is played on (the game in play closes, kept
 * first). 0, or -1 with the client's message. */
int nav_import_clipboard(ui_t *ui);
/* The title's ui->choose_game hook: opens the game select at that game. */
void nav_choose_game(ui_t *ui, int game_index);

/* The result screen's choice, handed back by value. */
typedef enum {
    NAV_RESULT_BOARD,     /* back to the finished game's board */
    NAV_RESULT_REMATCH,   /* .session: the new game, handed over */
    NAV_RESULT_NEWGAME    /* .rules: a new game's set-up */
} nav_choice_t;

typedef struct {
    nav_choice_t choice;
    session_t *session;
    const game_rules_t *rules;
} nav_result_t;

/* Leaves the result screen (it is on top, the play screen under it) for
 * the choice: 0; -1 when nothing changes (the next screen cannot be made,
 * or the finished game's autosave failed: nav_leave_game; a rematch's
 * session is freed). */
int nav_result_done(ui_t *ui, nav_result_t r);

#endif
