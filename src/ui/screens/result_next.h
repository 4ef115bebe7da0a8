/* Climbing the ladder (issue 50): after a person beats the AI, the result
 * screen offers the next level ("Try Beginner next"), one key starts it,
 * and the set-up remembers the level for that game. No SDL. */
#ifndef RESULT_NEXT_H
#define RESULT_NEXT_H

#include <stddef.h>

#include "core/session.h"

struct client;

/* The level (ai_level_t) to try after s: the one above the AI's when the
 * only person won s alone against AI seats of one level below Expert, in
 * a game from a set-up (not a level file); -1 when there is none. */
int result_next_level(const session_t *s);
/* "Try Beginner next" for that level into buf. */
void result_next_label(int level, char *buf, size_t n);
/* A new game of s's set-up, seats and time control with the AI seats at
 * level; NULL with a message. */
session_t *result_next_session(const session_t *s, int level, char *err, size_t n);
/* Remembers ns's set-up (its level included) as the game's last set-up in
 * the settings, as the set-up screen does when a game starts (a settings
 * file the client could not read is left alone). */
void result_next_remember(struct client *cl, const session_t *ns);

#endif
