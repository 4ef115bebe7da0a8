/* The title screen: animated hex background, the HEXARCADE logo, the list of
 * games (name and pitch) chosen with the mouse or the keyboard, and a footer
 * of keys. No SDL: it draws on a canvas and takes ui events.
 *
 * Choosing a game (Enter, Space, click) flashes its row and calls
 * ui->choose_game when set; until the game screens exist it only keeps the
 * selection. Esc asks the app to quit. With a client, an action bar below
 * the list opens the other screens (Continue, Load game, Settings, Rules)
 * and the client's messages show as a toast. */
#ifndef TITLE_H
#define TITLE_H

#include "core/game.h"
#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/widgets/title_bar.h"
#include "ui/platform/ui.h"

#define TITLE_MAX_GAMES 12


/* games: the games to list, in order (any number from 0 to TITLE_MAX_GAMES);
 * selected: the row selected at first (clamped). NULL when out of memory. */
screen_t *title_new(const game_rules_t *const *games, int ngames, int selected);
/* The title listing every registered game. */
screen_t *title_new_registered(int selected);

int title_selected(const screen_t *s);
int title_chosen(const screen_t *s);   /* how many times a game was chosen */
int title_games(const screen_t *s);
/* The row under a point (output pixels) in the settled layout, or -1. */
int title_row_at(const screen_t *s, const ui_t *ui, float x, float y);
/* The rectangle of a row in the settled layout. */
canvas_rect_t title_row_rect(const screen_t *s, const ui_t *ui, int row);
/* The action bar: how many actions it shows, the action in slot i, the
 * slot's rectangle, and the focused slot (-1: the game list). */
int title_actions(const screen_t *s);
int title_action(const screen_t *s, int slot);
canvas_rect_t title_action_rect(const screen_t *s, const ui_t *ui, int slot);
int title_bar_focus(const screen_t *s);

#endif
