/* The words of a finished game for the result screen: the title ("Red
 * wins!", "Draw") and how it was won, in plain words per game. No SDL. */
#ifndef RESULT_HOW_H
#define RESULT_HOW_H

#include <stddef.h>

#include "core/session.h"

void result_words(const session_t *s, char *title, size_t tn, char *how, size_t hn);

#endif
