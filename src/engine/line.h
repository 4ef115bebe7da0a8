/* Bounded line input for the line protocols: a line longer than the buffer
 * is consumed whole and reported, never split into several commands. */
#ifndef ENGINE_LINE_H
#define ENGINE_LINE_H

#include <stddef.h>
#include <stdio.h>

/* Reads one line (without its '\n') into buf of max bytes. Returns -1 at end
 * of input with nothing read, 1 when the line did not fit (buf holds its
 * start, the rest was discarded), 0 otherwise. */
int line_read(FILE *in, char *buf, size_t max);
/* GTP v2 pre-processing in place: control characters other than tab are
 * removed, tabs become spaces, everything from '#' on is a comment; leading
 * and trailing blanks are dropped. Returns the cleaned text (inside s). */
char *line_gtp_clean(char *s);

#endif
