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
#define SAVES_LIST_Y 120.0f
#define SAVES_LIST_H 444.0f /* the notes go under it, above the buttons */
#define SAVES_NOTE_Y 588.0f
#define SAVES_ROW_H 60.0f
#define SAVES_ROW_PITCH 68.0f
#define SAVES_HEAD_H 26.0f
#define SAVES_HEAD_PITCH 30.0f
#define SAVES_VIEW_X 780.0f
#define SAVES_VIEW_W 436.0f
#define SAVES_BTN_Y 612.0f

typedef enum { SAVES_ROW_NEW, SAVES_ROW_HEAD, SAVES_ROW_SAVE } saves_row_kind_t;

typedef struct {
    saves_row_kind_t kind;
    int section;                /* SAVES_SEC_* */
    const save_info_t *info;    /* SAVES_ROW_SAVE */
} saves_row_t;

typedef struct {
    screen_t base;
    int saving;
    session_t *s;               /* the game to save (saving), not owned */
    save_list_t list;           /* the named slots */
    save_list_t unfinished, finished; /* loading: the autosaves */
    save_info_t legacy;         /* loading: an autosave.sav not moved in (damaged) */
    int has_legacy;
    int count[SAVES_SECTIONS];  /* rows under each heading */
    int damaged;
    char summary[160];          /* the counts under the title */
    /* One row per file, however many (2,000 unfinished games leave the
     * named and finished ones reachable): the arrays grow with the list. */
    saves_row_t *rows;
    int n, cap;
    int sel, top;               /* top: the first row shown */
    float *hl, *hl_prev;
    diagram_t **thumb;          /* each row's picture, made once */
    unsigned char *thumb_tried;
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

int saves_is_new_row(const saves_t *t, int row);
const save_info_t *saves_info_of(const saves_t *t, int row);
/* 1 when the row is on screen; its design y. */
int saves_row_shown(const saves_t *t, int row);
float saves_row_y(const saves_t *t, int row);
/* 1 while a second press would confirm `what` (1 delete, 2 overwrite). */
int saves_armed(const saves_t *t, const ui_t *ui, int what);
int saves_editing(const saves_t *t);
void saves_render(screen_t *s, ui_t *ui, canvas_t *c, double alpha);
/* "You vs Hard AI", "2 people", "Easy AI vs Hard AI" (saves_draw.c). */
void saves_seats_text(const save_info_t *info, char *buf, size_t n);
/* What a row is called in messages: the slot's name, or its game's. */
const char *saves_row_title(const saves_t *t, int row);

#endif
