/* The recording canvas: keeps every drawing call so tests can ask what was
 * drawn (no SDL). Text is measured with a fixed rule (0.6 em per character)
 * so layouts are deterministic.
 *
 *     canvas_rec_t *rec = crec_new();
 *     canvas_t c;
 *     crec_canvas(rec, &c, 1280, 720);
 *     title_render(..., &c, ...);
 *     assert_non_null(crec_find_text(rec, "Zumo"));
 *     crec_free(rec); */
#ifndef CANVAS_REC_H
#define CANVAS_REC_H

#include <stdio.h>

#include "draw/canvas.h"

typedef enum {
    CREC_CLEAR,
    CREC_FILL_POLY,
    CREC_STROKE_PATH,
    CREC_FILL_CIRCLE,
    CREC_STROKE_CIRCLE,
    CREC_FILL_RRECT,
    CREC_STROKE_RRECT,
    CREC_SOFT_RRECT,
    CREC_TEXT,
    CREC_CLIP,
    CREC_IMAGE,
    CREC_KIND_COUNT
} crec_kind_t;

#define CREC_TEXT_MAX 160

typedef struct {
    crec_kind_t kind;
    canvas_paint_t paint;      /* fills (solid colour in paint.c0) */
    canvas_colour_t colour;    /* strokes, text, image tint, clear */
    canvas_rect_t rect;        /* rrects, clip, image destination, text bounds */
    canvas_pt_t centre;        /* circles; text anchor */
    float r, width, radius;   /* width: stroke width, or blur of a soft rrect */
    int first_pt, npts, closed; /* polygon/path points: crec_points() */
    int has_clip;              /* a clip was active (clip: 0 when the op removed it) */
    canvas_rect_t clip;
    int image;
    canvas_text_t style;
    char text[CREC_TEXT_MAX];
} crec_op_t;

/* A text that did not fit: cut by a widget to fit its box (CREC_CUT),
 * drawn across the clip it was drawn in (CREC_CLIPPED) or across the edge
 * of the output (CREC_OFF_SCREEN). */
typedef enum { CREC_CUT, CREC_CLIPPED, CREC_OFF_SCREEN } crec_overflow_kind_t;

typedef struct {
    crec_overflow_kind_t kind;
    char text[CREC_TEXT_MAX];
    canvas_rect_t rect;        /* the text's bounds (CUT: width needed, at 0,0) */
    canvas_rect_t box;         /* the clip or the output (CUT: the room, at 0,0) */
} crec_overflow_t;

typedef struct canvas_rec canvas_rec_t;

canvas_rec_t *crec_new(void);
void crec_free(canvas_rec_t *r);
void crec_reset(canvas_rec_t *r);       /* forget the ops (images stay) */
/* Make c draw into r. */
void crec_canvas(canvas_rec_t *r, canvas_t *c, int width, int height);

int crec_count(const canvas_rec_t *r);
const crec_op_t *crec_op(const canvas_rec_t *r, int i);
const canvas_pt_t *crec_points(const canvas_rec_t *r, const crec_op_t *op);
int crec_count_kind(const canvas_rec_t *r, crec_kind_t kind);
/* The first text op whose text contains needle (NULL if none). */
const crec_op_t *crec_find_text(const canvas_rec_t *r, const char *needle);
int crec_count_text(const canvas_rec_t *r, const char *needle);
int crec_images_live(const canvas_rec_t *r);
/* Texts that overflowed their box since the last reset (a text wholly
 * outside its clip is scrolled away, not clipped: not counted). */
int crec_overflow_count(const canvas_rec_t *r);
const crec_overflow_t *crec_overflow(const canvas_rec_t *r, int i);
const char *crec_overflow_name(crec_overflow_kind_t kind);
/* Prints each overflow on one line to f. */
void crec_dump_overflows(const canvas_rec_t *r, FILE *f);
const char *crec_kind_name(crec_kind_t kind);
void crec_dump(const canvas_rec_t *r, FILE *f);

#endif
