/* The client's list of solved puzzles (core/solved.h) in the data folder
 * (the saves' folder): loaded fresh by the puzzle screens, a tick written
 * at once. A damaged file is said once (client_say) and left alone. */
#ifndef PUZZLE_STORE_H
#define PUZZLE_STORE_H

#include <stddef.h>

#include "core/solved.h"
#include "ui/platform/ui.h"

#define PUZZLE_STORE_NAME "solved-puzzles.txt"

/* Loads the list (an empty one without a data folder). */
void puzzle_store_load(ui_t *ui, solved_t *s);
/* Ticks key and writes the list: 0, or -1 with why it is not kept in msg. */
int puzzle_store_mark(ui_t *ui, solved_t *s, const char *key, char *msg, size_t n);

#endif
