/* Inside the demonstration player: the struct its files share (demo.c the
 * screen, its flow and input; demo_draw.c layout and drawing). Not for
 * other modules. */
#ifndef DEMO_INT_H
#define DEMO_INT_H

#include "ui/learn/demo.h"
#include "ui/learn/demo_files.h"
#include "ui/learn/demo_model.h"
#include "ui/learn/demo_ui.h"
#include "ui/widgets/menu.h"

typedef enum { DB_FIRST, DB_BACK, DB_PLAY, DB_STEP, DB_NEXT, DB_SPEED, DB_COUNT } demo_button_t;

#define DEMO_SPEEDS 5

typedef struct {
    demo_ui_layout_t base;
    canvas_rect_t btn[DB_COUNT];
    canvas_rect_t dots, card, scores;
} demo_layout_t;

typedef struct {
    screen_t base;
    ui_t *ui;
    const game_rules_t *r;
    demo_files_t *files;       /* heap: the game's demonstrations */
    int index;                 /* the one shown */
    int all;                   /* go on to the next one at the end */
    demo_model_t m;            /* empty when the file failed: err says why */
    char err[512];
    bview_t *bv;
    canvas_t *bv_canvas;       /* the canvas the view's images live on */
    int gfx_lost;
    int page;
    int playing;               /* pages step on by themselves */
    int speed;                 /* index into the speeds */
    double dwell;              /* seconds to read the page before stepping on */
    int hot, pressed;          /* button under the pointer / pressed, -1 */
    menu_ptr_t ptr;
    float hl[DB_COUNT], hl_prev[DB_COUNT];
    double age;
} demo_t;

/* demo.c */
float demo_speed_factor(const demo_t *d);
/* demo_draw.c */
void demo_layout(const demo_t *d, const ui_t *ui, demo_layout_t *L);
void demo_draw(demo_t *d, ui_t *ui, canvas_t *c);

#endif
