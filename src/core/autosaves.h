/* Autosaves: every unfinished game keeps its own file, and the newest
 * finished games are kept for review. Under the saves folder:
 *
 *   unfinished/<stamp>-<game>.sav   one per game under way, newest first
 *   finished/<stamp>-<game>.sav     the newest AUTOSAVES_KEEP_FINISHED
 *
 * A game gets its file name at its first autosave and keeps it: the caller
 * holds the name (a resumed game takes it from the file it came from), so
 * leaving the same game again overwrites its own file and no other. A
 * finished game moves to finished/; only finished games that load are ever
 * pruned, never an unfinished one or a damaged file. Every write is atomic
 * (fileio). The single autosave.sav of earlier versions is moved in on the
 * first start; a damaged one is left where it is and listed as damaged. */
#ifndef AUTOSAVES_H
#define AUTOSAVES_H

#include <stddef.h>

#include "core/saves.h"
#include "core/session.h"

#define AUTOSAVES_KEEP_FINISHED 50
#define AUTOSAVES_NAME_MAX 64
#define AUTOSAVES_UNFINISHED "unfinished"
#define AUTOSAVES_FINISHED "finished"
#define AUTOSAVES_LEGACY "autosave.sav"

/* Writes s as its game's autosave under saves_dir. name (n bytes) is the
 * game's file name, "" for a game never autosaved: a fresh one is made and
 * written back. 0, or -1 with a message (the files on disk are unchanged). */
int autosaves_write(const session_t *s, const char *saves_dir, char *name, size_t n, char *err,
                    size_t errlen);

/* autosaves_write for a game kept move by move: the file is whole under
 * its name when this returns (a killed client loses nothing), but not yet
 * flushed to disk; written (wn bytes) gets its path, for fileio_sync off
 * the drawing thread (core/syncq.h). */
int autosaves_keep(const session_t *s, const char *saves_dir, char *name, size_t n, char *written, size_t wn,
                   char *err, size_t errlen);

/* Marks the game of autosave name as open in this client: a lock on
 * unfinished/.NAME.lock that dies with the process. The descriptor for
 * autosaves_unlock, FILEIO_LOCK_HELD when another client has the game
 * open, or -1 with a message. */
int autosaves_lock(const char *saves_dir, const char *name, char *err, size_t errlen);
/* Lets the game go and removes its lock file (fd < 0: nothing). */
void autosaves_unlock(const char *saves_dir, const char *name, int fd);

/* The games under way (finished 0) or the finished ones (1), newest first,
 * damaged files included with their problem. A missing folder is an empty
 * list. 0, or -1 with a message. */
int autosaves_list(save_list_t *l, const char *saves_dir, int finished, const char *data_dir, char *err,
                   size_t errlen);

/* The autosave name of a file in unfinished/ ("" for any other path), for
 * a game resumed from it. */
void autosaves_name_of(const char *saves_dir, const char *path, char *name, size_t n);

/* Moves the autosave.sav of earlier versions into unfinished/ (finished/
 * when its game is over). 1 when one was moved, 0 when there was none or
 * it is damaged (left in place), -1 with a message when the move failed. */
int autosaves_migrate(const char *saves_dir, const char *data_dir, char *err, size_t errlen);

#endif
