/* The setup screen (setup_screen_new in client.h): what tests need. */
#ifndef SETUP_H
#define SETUP_H

#include "ui/platform/canvas.h"
#include "ui/platform/screen.h"
#include "ui/screens/setup_model.h"
#include "ui/platform/ui.h"

canvas_rect_t setup_row_rect(const screen_t *s, const ui_t *ui, int row);
const setup_model_t *setup_model(const screen_t *s);
int setup_selected(const screen_t *s);

#endif
