/* The attract mode: after a while idle on the title, AI-versus-AI games
 * cycle through the games on the board view, with short captions of what
 * happens ("White pushes Black off the edge!", attract_caption.h). Any key,
 * click or pointer movement leaves. The title opens it through nav.h after
 * a while idle (widgets/attract_idle.h). */
#ifndef ATTRACT_H
#define ATTRACT_H

#include "ui/app/client.h"
#include "ui/platform/screen.h"
#include "ui/widgets/attract_idle.h"

/* AI-versus-AI games cycling through the games, any input leaves;
 * game_index picks the first game. */
screen_t *attract_screen_new(ui_t *ui, int game_index);

/* Tests. */
int attract_screen_is(const screen_t *s);
const char *attract_game_id(const screen_t *s);
int attract_games_played(const screen_t *s);  /* games started so far */
int attract_moves(const screen_t *s);         /* moves of the game shown */
const char *attract_caption_now(const screen_t *s);

#endif
