/* Where a game's demonstrations and tutorial lessons live, and their names:
 * levels/<game>/demos/NAME.txt and levels/<game>/tutorials/NAME.txt, in file-name
 * order (the files are numbered). No SDL, no drawing. */
#ifndef DEMO_FILES_H
#define DEMO_FILES_H

#include <stddef.h>

#define DEMO_FILES_MAX 32
#define DEMO_PATH_MAX 1024
#define DEMO_TITLE_MAX 128

typedef struct {
    int n;
    char path[DEMO_FILES_MAX][DEMO_PATH_MAX];
    char title[DEMO_FILES_MAX][DEMO_TITLE_MAX];  /* the level's title, else the file name */
    char about[DEMO_FILES_MAX][DEMO_TITLE_MAX];  /* its description (may be empty) */
} demo_files_t;

/* Lists <data_dir>/levels/<game_id>/<kind>/NAME.txt (kind "demos" or
 * "tutorials"); returns the count (0 when the folder is missing). Files
 * that do not parse are listed under their file name: the player reports
 * the problem when one is opened. */
int demo_files_list(demo_files_t *f, const char *data_dir, const char *game_id, const char *kind);

/* The index of the first file whose name (without the folder) starts with
 * prefix, or -1 ("02" or "02-suction" pick demos/02-suction.txt). */
int demo_files_find(const demo_files_t *f, const char *prefix);

/* Checks a --demo argument, GAME or GAME/NAME: the game is registered and
 * has demonstrations (one whose file name starts with NAME); 0, or -1 with
 * a message. */
int demo_files_check_arg(const char *arg, const char *data_dir, char *err, size_t errlen);

#endif
