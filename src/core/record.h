/* The player's record: the person's wins, losses and draws against each
 * opponent (an AI level) in each game, kept in the data folder as text:
 *
 *     hexarcade-record 1
 *     conhex hard 3 5 0        game, opponent, wins, losses, draws
 *
 * Written atomically; several clients may share the file, so a game's
 * result is added to the file as it is at that moment (record_commit),
 * never a whole copy written over it. A file that does not parse is reported and left
 * alone (the client then records nothing over it). Game and opponent are
 * words the caller gives (a game id, a level name): nothing here knows
 * the games or the levels. */
#ifndef RECORD_H
#define RECORD_H

#include <stddef.h>

#define RECORD_FORMAT "hexarcade-record 1"
#define RECORD_FILE "record.txt"
#define RECORD_MAX 160        /* entries: 5 games x 6 levels leaves room */
#define RECORD_WORD 24        /* a game id or opponent name, with its NUL */
#define RECORD_COUNT_MAX 1000000000

typedef struct {
    char game[RECORD_WORD];
    char opponent[RECORD_WORD];
    int wins, losses, draws;
} record_entry_t;

typedef struct {
    int n;
    record_entry_t e[RECORD_MAX];
} record_t;

typedef enum { RECORD_LOSS = -1, RECORD_DRAW = 0, RECORD_WIN = 1 } record_result_t;

void record_init(record_t *r);
/* Parses a record file's text into r (replacing what it held). On the
 * first error returns -1, leaves r unchanged and says "name:line: what". */
int record_parse(record_t *r, const char *name, const char *text, char *err, size_t errlen);
/* Loads path; a missing file is an empty record (0). */
int record_load(record_t *r, const char *path, char *err, size_t errlen);
/* The file's text; returns its length (as snprintf: >= n when cut). */
size_t record_format(const record_t *r, char *buf, size_t n);
int record_save(const record_t *r, const char *path, char *err, size_t errlen);
/* Adds every count of delta to r: 0, or -1 with r unchanged (full, a
 * count would overflow). */
int record_merge(record_t *r, const record_t *delta);
/* Adds delta (the new results) to the record at path: under the file's
 * lock (fileio_lock) it is read again, delta added, and written atomically,
 * so what another client wrote meanwhile is kept. r gets the merged record.
 * 0, or -1 with a message and r and the file unchanged (a damaged file is
 * left alone). */
int record_commit(record_t *r, const record_t *delta, const char *path, char *err, size_t errlen);
/* The entry of a game and opponent, or NULL. */
const record_entry_t *record_find(const record_t *r, const char *game, const char *opponent);
/* Counts one result; -1 (nothing changed) when a word is not a record
 * word (lower-case letters, digits, '-', '_'), the record is full or a
 * count would overflow. */
int record_add(record_t *r, const char *game, const char *opponent, record_result_t result);

#endif
