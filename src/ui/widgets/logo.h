/* The HEXARCADE logo and the app icon, drawn on a canvas (no SDL). */
#ifndef LOGO_H
#define LOGO_H

#include "draw/canvas.h"

/* The logo centred on (cx, cy); sc output pixels per design pixel; t the
 * animation time; appear 0..1 plays the entrance. */
void logo_draw(canvas_t *c, float cx, float cy, float sc, double t, float appear);
/* The hex emblem of the icon, centred on (cx, cy), radius r (the icon is
 * this at r = size / 2 on a transparent square). */
void logo_emblem(canvas_t *c, float cx, float cy, float r);

#endif
