/* The demonstration screens: the player of a game's demonstrations (the
 * scripted moves with the real animations, a caption per step, pause, step
 * forward and back, replay, speed) and the list of a game's demonstrations
 * and its tutorial. nav.h opens them. */
#ifndef DEMO_H
#define DEMO_H

#include "core/game.h"
#include "ui/board/bview.h"
#include "ui/platform/screen.h"
#include "ui/platform/ui.h"

/* A game's demonstrations and its tutorial, as a list to pick from. */
screen_t *demo_screen_new(ui_t *ui, const game_rules_t *r);
/* Plays the demonstrations of game r from number `first` (0-based; pages
 * step on by themselves when autoplay is set). With all set, the player
 * goes on to the next demonstration at the end of each. NULL when out of
 * memory; a game without demonstrations shows a message. */
screen_t *demo_player_new(ui_t *ui, const game_rules_t *r, int first, int autoplay, int all);
/* For --demo GAME[/NAME]: the player of that game's demonstrations, from
 * the one whose file name starts with NAME; NULL with a message for an
 * unknown game. */
screen_t *demo_player_from_arg(ui_t *ui, const char *arg, char *err, size_t errlen);

/* Tests and scripts. */
int demo_player_is(const screen_t *s);
int demo_player_page(const screen_t *s);
int demo_player_pages(const screen_t *s);
int demo_player_index(const screen_t *s);     /* the demonstration shown (0-based) */
int demo_player_count(const screen_t *s);     /* demonstrations of the game */
int demo_player_playing(const screen_t *s);   /* stepping on by itself */
int demo_player_busy(const screen_t *s);      /* an animation is under way */
float demo_player_speed(const screen_t *s);
const char *demo_player_caption(const screen_t *s);
const char *demo_player_error(const screen_t *s);  /* "" when the file loaded */
bview_t *demo_player_view(screen_t *s);
/* Where a control is ("@first", "@back", "@play", "@step", "@next",
 * "@speed"): 0 and its centre, or -1. */
int demo_player_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y);

#endif
