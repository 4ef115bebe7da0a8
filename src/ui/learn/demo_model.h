/* A demonstration as pages: page 0 is the start position with the demo's
 * description, page k (1..steps) shows scripted move k with its caption,
 * and a last page holds the closing caption when the file has one. The
 * moves are played into a session once at load, so every page is a session
 * entry the board view can show, animate forwards and backwards. No SDL. */
#ifndef DEMO_MODEL_H
#define DEMO_MODEL_H

#include <stddef.h>

#include "core/level.h"
#include "core/session.h"

typedef struct {
    level_t *lv;
    session_t *s;   /* entry k: the position after k scripted moves */
    int nsteps;
    int npages;
} demo_model_t;

/* Loads and plays the whole script; 0, or -1 with "file:line: ..." in err
 * (a file that does not parse, an illegal move). m is then empty. */
int demo_model_load(demo_model_t *m, const char *path, const char *data_dir, char *err, size_t errlen);
void demo_model_free(demo_model_t *m);

/* The session entry a page shows (clamped to the pages there are). */
int demo_model_entry(const demo_model_t *m, int page);
/* 1 when reaching the page plays a move (pages 1..steps). */
int demo_model_moves_at(const demo_model_t *m, int page);
/* The words of a page: the description (or title) on page 0, the step's
 * caption, the closing caption; never NULL. */
const char *demo_model_caption(const demo_model_t *m, int page);
/* The scripted move of a page ("" on pages without one). */
const char *demo_model_move(const demo_model_t *m, int page);

#endif
