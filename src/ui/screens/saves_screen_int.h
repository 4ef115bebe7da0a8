/* The saves screen's state, shared by its logic (saves_screen.c) and its
 * drawing (saves_draw.c). Not for other modules. */
#ifndef SAVES_SCREEN_INT_H
#define SAVES_SCREEN_INT_H

#include "ui/widgets/diagram.h"
#include "ui/widgets/menu.h"
#include "core/saves.h"
#include "ui/screens/saves_screen.h"

#define SAVES_LIST_X 64.0f
#define SAVES_LIST_W 690.0f
#define SAVES_LIST_Y 126.0f
#define SAVES_ROW_H 60.0f
#define SAVES_ROW_PITCH 68.0f
#define SAVES_VISIBLE 7
#define SAVES_VIEW_X 780.0f
#define SAVES_VIEW_W 436.0f
#define SAVES_BTN_Y 612.0f

typedef struct {
    screen_t base;
    int saving;
    session_t *s;               /* the game to save (saving), not owned */
    save_list_t list;
    save_info_t autosave;       /* loading: the autosave, first when present */
    int has_auto;
    int n;                      /* rows: [new] + [autosave] + slots */
    int sel, top;
    float hl[SAVES_MAX_ROWS], hl_prev[SAVES_MAX_ROWS];
    char name[SAVES_NAME_MAX + 1];
    int armed;                  /* 1 delete, 2 overwrite: waiting for a second press */
    int armed_row;
    double armed_at;
    diagram_t *preview;
    int preview_row;
    menu_note_t note;
    double age, age_prev;
    menu_ptr_t ptr;
} saves_t;

/* Row kinds: saving puts "new save" first; loading puts the autosave first. */
int saves_is_new_row(const saves_t *t, int row);
const save_info_t *saves_info_of(const saves_t *t, int row);
/* 1 while a second press would confirm `what` (1 delete, 2 overwrite). */
int saves_armed(const saves_t *t, const ui_t *ui, int what);
int saves_editing(const saves_t *t);
void saves_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha);

#endif
