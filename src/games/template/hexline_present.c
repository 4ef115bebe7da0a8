/* How Hexline animates its own verb, the spark (src/games/present.h): the
 * verb's table (name, sound, timing) and its drawing. */
#include <math.h>

#include "draw/ease.h"
#include "draw/fx.h"
#include "games/present.h"
#include "hexline.h"

/* The spark: heard as a claim, written "spark p cell cell2" by the engine
 * preview, no change to the board at rest. */
static const event_verb_t verbs[HEXLINE_EV_COUNT] = {
    [HEXLINE_EV_SPARK] = {.name = "spark", .text = EVENT_TEXT_CELLS, .sound = SND_CHIME, .dur = 0.5f},
};

const event_verbs_t hexline_verbs = {verbs, HEXLINE_EV_COUNT};

/* A bright thread runs from the new stone to the line's far end, a glint
 * at its head, then fades. */
static void draw(const present_board_t *pb, canvas_t *c, int i, const event_t *e, float u, int pass)
{
    (void)i;
    if (e->sub != HEXLINE_EV_SPARK || pass != 1 || !present_cell_ok(pb, e->cell) || !present_cell_ok(pb, e->cell2))
        return;
    canvas_pt_t a = pb->cell_px(pb, e->cell), b = pb->cell_px(pb, e->cell2);
    canvas_pt_t head = fx_lerp(a, b, ease_out_cubic(ease_unit(u / 0.6f)));
    float fade = 1.0f - ease_smooth((u - 0.6f) / 0.4f);
    canvas_colour_t col = canvas_hex(HEXLINE_SPARK_RGB, 255);
    canvas_line(c, a.x, a.y, head.x, head.y, fmaxf(1.5f, pb->scale * 0.12f), canvas_with_alpha(col, fade));
    fx_star(c, head.x, head.y, pb->stone_r * 0.6f, u * 3.0f, canvas_with_alpha(col, fade));
}

const game_present_t hexline_present = {.draw = draw};
