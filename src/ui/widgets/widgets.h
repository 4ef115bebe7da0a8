/* Small drawing helpers shared by screens (no SDL): key caps for footers,
 * text cut to a width, a hint bar of keys and labels. */
#ifndef WIDGETS_H
#define WIDGETS_H

#include <stddef.h>

#include "draw/canvas.h"

/* Copies text into out, cut with an ellipsis so it fits max_width. */
void widget_fit_text(canvas_t *c, const canvas_text_t *t, const char *text, float max_width,
                     char *out, size_t n);
/* A file's path made to fit max_width by leaving out whole folders from its
 * middle ("Kept in /home/…/hexarcade/settings.conf"): the start says where,
 * the end names the file. A path is shortened on purpose, like a file
 * manager's, so it is not noted as cut; only when even the first and last
 * parts do not fit is it cut as text is. prefix goes before the path. */
void widget_fit_path(canvas_t *c, const canvas_text_t *t, const char *prefix, const char *path, float max_width,
                     char *out, size_t n);
/* Word-wraps text into at most maxlines lines of max_width (the last line
 * cut with an ellipsis when text remains); returns the line count. */
#define WIDGET_LINE_MAX 256
int widget_wrap(canvas_t *c, const canvas_text_t *t, const char *text, float max_width,
                char lines[][WIDGET_LINE_MAX], int maxlines);
/* A key cap ("F11", "Esc") whose left edge is x, centred on y; returns its width. */
float widget_keycap(canvas_t *c, float x, float y, float scale, const char *label);
/* A row of key caps and labels centred on (cx, y): keys[i] then labels[i]. */
void widget_key_hints(canvas_t *c, float cx, float y, float scale, const char *const *keys,
                      const char *const *labels, int n);

#endif
