/* Shell state helpers. */
#include "ui/platform/ui.h"

#include <string.h>

void ui_init(ui_t *ui, int width, int height)
{
    memset(ui, 0, sizeof *ui);
    ui->game_index = -1;
    ui->step = 1.0 / 120.0;
    ui_resize(ui, width, height);
}

void ui_resize(ui_t *ui, int width, int height)
{
    ui->width = width > 1 ? width : 1;
    ui->height = height > 1 ? height : 1;
    float sx = ui->width / UI_DESIGN_W, sy = ui->height / UI_DESIGN_H;
    ui->scale = sx < sy ? sx : sy;
    if (ui->scale < 0.25f) ui->scale = 0.25f;
}
