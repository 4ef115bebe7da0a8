/* The setup screen (setup_screen_new; nav.h opens it): what tests need. */
#ifndef SETUP_H
#define SETUP_H

#include "draw/canvas.h"
#include "ui/platform/screen.h"
#include "ui/screens/setup_model.h"
#include "ui/platform/ui.h"

/* The set-up of a game of r (nav.h opens it). */
screen_t *setup_screen_new(ui_t *ui, const game_rules_t *r);

canvas_rect_t setup_row_rect(const screen_t *s, const ui_t *ui, int row);
const setup_model_t *setup_model(const screen_t *s);
int setup_selected(const screen_t *s);
/* The row its help box explains: the one under the pointer, else the
 * selected one. */
int setup_explained(const screen_t *s);

#endif
