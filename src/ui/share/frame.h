/* Pictures of a board without a window: a software renderer over a
 * surface, the board view drawn in it with its score cards (and, for
 * stills, the menu's hex field and the game's name). hexshot, the PNG
 * key of the play screen and the GIF export draw their frames here. */
#ifndef SHARE_FRAME_H
#define SHARE_FRAME_H

#include <SDL.h>
#include <stddef.h>

#include "core/game.h"
#include "ui/board/bview.h"
#include "ui/platform/canvas_sdl.h"
#include "ui/platform/font.h"

typedef struct {
    SDL_Surface *surf;       /* ARGB8888, what was drawn */
    SDL_Renderer *ren;
    font_cache_t *fonts;
    canvas_sdl_t *cs;
    canvas_t c;
    int ttf;                 /* SDL_ttf started by frame_open */
} frame_t;

/* 0, or -1 with a message (frame_close is then still called). */
int frame_open(frame_t *f, int w, int h, const char *data_dir, char *err, size_t n);
void frame_close(frame_t *f);
/* One frame: the board of bv, with the score panel when scores is set and
 * the frame is wide enough; background: the menu's animated hex field and
 * the game's name and status line of st, else a flat fill (GIF frames, the
 * render benchmark). Each frame is drawn over the last where they differ
 * (csdl_retain): the pixels drawn again. */
long frame_draw(frame_t *f, bview_t *bv, const game_t *g, const void *st, int scores, int background,
                double ambient);
/* Writes what was drawn as a PNG, atomically (a temporary beside path,
 * renamed over it). */
/* Has the board's images made on a worker for the next frame_draw with
 * scores and no background, for a game of players (bview_prepare): 1 when
 * they are in, 0 while being made. */
int frame_prepare(frame_t *f, bview_t *bv, int players, int scores);
int frame_save_png(frame_t *f, const char *path, char *err, size_t n);
/* A PNG of the position at s's current entry, at rest, w x h, to path. */
int frame_still_png(const session_t *s, int w, int h, const char *data_dir, const char *path, char *err,
                    size_t n);
/* "DIR/screenshots/<game>-<YYYYMMDD-HHMMSS>.EXT" (the folder made); -1
 * with a message when it cannot be made. */
int frame_shot_path(const char *dir, const game_t *g, const char *ext, char *buf, size_t n, char *err,
                    size_t errlen);

#endif
