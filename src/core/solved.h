/* Which puzzles a player has solved, kept in the data folder as one line
 * per puzzle ("GAME/NAME", the file name without .txt) under a format
 * line. A damaged file is reported and left alone: nothing is written over
 * it, so the ticks it holds are not lost to a bad read. No SDL. */
#ifndef SOLVED_H
#define SOLVED_H

#include <stddef.h>

#define SOLVED_FORMAT "hexarcade-solved 1"
#define SOLVED_NAME_LEN 96
#define SOLVED_MAX 1024

typedef struct {
    int n;
    char name[SOLVED_MAX][SOLVED_NAME_LEN];
    int damaged;          /* the file could not be read: never written over */
    char path[512];       /* "" when there is no data folder (nothing is kept) */
} solved_t;

/* Parses text (name for messages) into s; 0, or -1 with "name:line: ..." and
 * s unchanged. */
int solved_parse(solved_t *s, const char *name, const char *text, char *err, size_t errlen);
/* Loads path (a missing file is an empty list); on a damaged file 1 with
 * the reason in err, s empty and marked damaged. 0 on success. */
int solved_load(solved_t *s, const char *path, char *err, size_t errlen);
/* The puzzle's key from its game id and file path ("zumo/win1-x"). */
void solved_key(const char *game, const char *path, char *key, size_t n);
int solved_has(const solved_t *s, const char *key);
/* Adds key and writes the file atomically, joined with the ticks the file
 * holds now (another client's, under the file's lock; s gets them too):
 * 0, 1 when it was there already,
 * or -1 with a message (a damaged file, a full list, a failed write; the
 * list in memory keeps the tick either way, except a full list). */
int solved_mark(solved_t *s, const char *key, char *err, size_t errlen);

#endif
