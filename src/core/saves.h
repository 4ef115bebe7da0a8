/* Named save slots in the XDG data directory (no drawing, no SDL): list
 * them with what each holds, write one (atomically), delete one. A file
 * that is corrupt, foreign or from a newer version is listed with the
 * reason and never touched except by an explicit delete. */
#ifndef SAVES_H
#define SAVES_H

#include <stddef.h>

#include "core/session.h"

#define SAVES_NAME_MAX 40

typedef struct {
    char name[SAVES_NAME_MAX + 24]; /* the slot's name (file name without .sav) */
    char path[1200];
    int ok;                 /* 0: unreadable; problem says why */
    char problem[512];
    char game[32];          /* the game's name ("Zumo") */
    char game_id[24];
    int moves;              /* moves in effect */
    int players;
    char seat[GAME_MAX_PLAYERS][SESSION_SEAT_LEN]; /* who plays each seat ("human", "hard") */
    int over;               /* the game is finished */
    char result[64];        /* how it ended, in words ("You won", "Red won"; "": not over) */
    long long mtime;        /* seconds since the epoch */
    long mtime_ns;          /* and nanoseconds: two games left within a second keep their order */
    char date[32];          /* "2024-05-01 14:32" (local time) */
} save_info_t;

typedef struct {
    save_info_t *items;
    int n, cap;
} save_list_t;

/* Reads what a save holds (replaying it, as loading would). 0, or -1 with
 * info->problem. */
int saves_probe(save_info_t *info, const char *path, const char *data_dir);
/* Lists the NAME.sav files of dir, newest first (a missing directory is an empty list). */
int saves_scan(save_list_t *l, const char *dir, const char *data_dir, char *err, size_t errlen);
void saves_list_free(save_list_t *l);
/* Slot names: 1 to SAVES_NAME_MAX letters, digits, spaces, '-' or '_',
 * starting with a letter or digit. */
int saves_valid_name(const char *name);
/* A free name for a new save of a game ("Zumo 3"). */
void saves_suggest_name(const save_list_t *l, const char *game_name, char *buf, size_t n);
/* Writes s as slot `name` in dir (created when missing); -1 with a message. */
int saves_write(const session_t *s, const char *dir, const char *name, char *err, size_t errlen);
int saves_delete(const char *path, char *err, size_t errlen);

#endif
