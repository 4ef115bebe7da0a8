/* How Hexline looks, speaks, is taught and animates its own verb: the
 * tables the UI reads (src/contract/look.h, words.h, learn.h, present.h). Red
 * and Blue are the default seat colours, so the look table is empty. */
#include <math.h>
#include <stdio.h>

#include "draw/ease.h"
#include "draw/fx.h"
#include "contract/learn.h"
#include "contract/learn_util.h"
#include "contract/look.h"
#include "games/present.h"
#include "contract/words.h"
#include "hexline.h"

const game_look_t hexline_look = {0};

static void prompt(const game_t *g, const void *st, const words_turn_t *t, char *buf, size_t n)
{
    (void)g, (void)st, (void)t;
    snprintf(buf, n, "Place a stone on any empty cell: four in a row wins.");
}

static void result_how(const game_t *g, const void *st, const words_result_t *r, char *how, size_t n)
{
    (void)g, (void)st;
    if (r->winner) snprintf(how, n, "%s made four in a row.", r->colour[r->winner]);
    else snprintf(how, n, "The board is full and nobody made four in a row.");
}

/* Its spark in a move's words, after the placement: "sparks from C3 to A3". */
static void say_own(words_say_t *s, const event_t *ev, int n, words_order_t at)
{
    for (int i = 0; i < n && at == WORDS_AFTER_REMOVALS; i++)
        if (ev[i].kind == EV_GAME && ev[i].sub == HEXLINE_EV_SPARK)
            words_say_clause(s, "sparks from %s to %s", words_cell_name(s->g, ev[i].cell),
                             words_cell_name(s->g, ev[i].cell2));
}

static int gist_own(const game_t *g, const event_t *ev, int n, words_order_t at, char *buf, size_t len)
{
    (void)g;
    for (int i = 0; i < n && at == WORDS_AFTER_REMOVALS; i++)
        if (ev[i].kind == EV_GAME && ev[i].sub == HEXLINE_EV_SPARK) {
            snprintf(buf, len, "a spark");
            return 1;
        }
    return 0;
}

const game_words_t hexline_words = {
    .nscores = 1,
    .score_one = {"in a row"},
    .score_many = {"in a row"},
    .result_head = {"Longest line"},
    .prompt = prompt,
    .result_how = result_how,
    .say_own = say_own,
    .gist_own = gist_own,
};

static const rules_page_t pages[] = {
    {"The goal",
     "Red and Blue take turns to place one stone on any empty cell.\n"
     "Four of your stones in a straight line win at once. A full board without one is a draw.",
     "hexline/rules/line.txt", "Red's D3 makes four in a row.", 0},
};

/* Three in a row is worth a word; the win is said by the common line. */
static int caption(const game_t *g, const void *before, const void *after, const event_list_t *ev, int mover,
                   char *out, size_t n)
{
    int was = 0, now = 0;
    g->rules->score(g, before, mover, &was, 1);
    g->rules->score(g, after, mover, &now, 1);
    (void)ev;
    if (now < 3 || now <= was) return ATTRACT_NOTHING;
    snprintf(out, n, "%s has three in a row", learn_colour(g, mover));
    return ATTRACT_MINOR;
}

const game_learn_t hexline_learn = {
    .attract_side = 3,
    .rules = LEARN_BOOK(pages),
    .caption = caption,
};

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
