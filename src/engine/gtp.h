/* The engine protocol of docs/rules/protocol.md, GTP v2 framing,
 * for every game in the registry. hexgtp runs it on stdin/stdout; the fuzz
 * target and the regression tests feed it a buffer, so the protocol lives
 * here rather than in the tool. */
#ifndef ENGINE_GTP_H
#define ENGINE_GTP_H

#include <stdint.h>
#include <stdio.h>

#define GTP_LINE_MAX 8192      /* longer command lines are answered with an error */

typedef struct gtp gtp_t;

/* A protocol session with no game selected. data_dir holds levels/; seed is
 * genmove's base seed. NULL when out of memory. */
gtp_t *gtp_new(const char *data_dir, uint64_t seed);
void gtp_free(gtp_t *s);
/* With ai off, genmove answers an error instead of searching (fuzzing: the
 * AI has its own tests, and a search per input would starve the fuzzer). */
void gtp_set_ai(gtp_t *s, int on);
/* legal_moves answers "too many" past this many moves (default 100,000; a
 * fuzzer lowers it, as a full list costs ~100 MB and half a second). */
void gtp_set_moves_max(gtp_t *s, int max);
/* Reads command lines from in, answering each on out, until `quit` or the end
 * of input. Bad input never stops it. Returns 0, or -1 when out of memory. */
int gtp_run(gtp_t *s, FILE *in, FILE *out);
/* Answers one raw input line (as line_read gave it: too_long set when it did
 * not fit) on out. Returns 1 once `quit` was given, else 0. */
int gtp_handle_line(gtp_t *s, char *line, int too_long, FILE *out);

#endif
