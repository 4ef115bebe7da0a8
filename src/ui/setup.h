/* The setup screen (setup_screen_new in client.h): what tests need. */
#ifndef SETUP_H
#define SETUP_H

#include "canvas.h"
#include "screen.h"
#include "setup_model.h"
#include "ui.h"

canvas_rect_t setup_row_rect(const screen_t *s, const ui_t *ui, int row);
const setup_model_t *setup_model(const screen_t *s);
int setup_selected(const screen_t *s);

#endif
