/* Small effects the board's animations share (the board view's actors and
 * the games' presenters): deterministic scatter, easing envelopes, ripples,
 * bursts of particles, a glint, a piece's glow colour, and the glyphs of
 * hover previews. */
#ifndef DRAW_FX_H
#define DRAW_FX_H

#include "draw/canvas.h"
#include "draw/palette.h"

/* 0..1, the same for the same (i, k): particle scatter by event and number. */
float fx_rnd(int i, int k);
canvas_pt_t fx_lerp(canvas_pt_t a, canvas_pt_t b, float t);
/* Rise over in, hold, fall over out, as u runs 0..1. */
float fx_env(float u, float in, float out);
/* A piece's glow; dark pieces glow cyan (their own blue is lost on the board). */
canvas_colour_t fx_glow_of(const palette_piece_t *pc);
/* A ring spreading from p as w runs 0..1; n particles bursting out. */
void fx_ripple(canvas_t *c, canvas_pt_t p, float r, float w, canvas_colour_t col);
void fx_burst(canvas_t *c, int seed, canvas_pt_t p, float r, float w, canvas_colour_t col, int n);
/* A four-pointed glint of size s turned by a. */
void fx_star(canvas_t *c, float x, float y, float s, float a, canvas_colour_t col);

/* Hover-preview glyphs for a stone of radius r: an arrow from a to b, a
 * ringed cross over p (a piece that would be taken). */
void fx_arrow(canvas_t *c, canvas_pt_t a, canvas_pt_t b, float r, canvas_colour_t col);
void fx_cross(canvas_t *c, canvas_pt_t p, float r, canvas_colour_t col);
/* A stone of radius r at p that would go: darkened and ringed, as if
 * fading out. */
void fx_faded(canvas_t *c, canvas_pt_t p, float r);
/* The red of a preview's losses, at alpha a. */
canvas_colour_t fx_red(float a);

#endif
